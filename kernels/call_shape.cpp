// The statements that call a built-in of each call shape.
#include "kernels/call_shape.h"

#include <algorithm>

#include "kernels/kernel_source.h"

namespace clc {

namespace {

// Stores `value`, of v's result type, as item `index` of region r<region>.
std::string StoreValue(const Variant& v, const std::string& value, const std::string& index,
                       std::size_t region) {
  if (v.dst_width == 1) return "  " + RegionPointer(region) + "[" + index + "] = " + value + ";\n";
  return "  vstore" + std::to_string(v.dst_width) + "(" + value + ", " + index + ", " +
         RegionPointer(region) + ");\n";
}

// A value-making shape's result of `operand`: an expression, after the declaration that makes
// it where the shape converts by declaring (`name` names the declared value then).
struct Made {
  std::string declaration;  // "" or "const int4 d = x;"
  std::string value;
};

Made Make(const Variant& v, const std::string& operand, const std::string& name = "d") {
  const std::string type = TypeName(v.dst, v.dst_width);
  switch (ShapeOf(v)) {
    case CallShape::kCast: return {"", "(" + type + ")(" + operand + ")"};
    case CallShape::kThroughBool: return {"", "(" + type + ")(bool)(" + operand + ")"};
    case CallShape::kDeclare: return {"const " + type + " " + name + " = " + operand + ";", name};
    case CallShape::kValue:
    case CallShape::kStore:
    case CallShape::kLoad: break;
  }
  return {"", BuiltinName(v) + "(" + operand + ")"};
}

// Stores v's result of `operand` as item `index` of region r<region>.
std::string StoreMade(const Variant& v, const std::string& operand, const std::string& index,
                      std::size_t region) {
  const Made m = Make(v, operand);
  if (m.declaration.empty()) return StoreValue(v, m.value, index, region);
  return "  {\n    " + m.declaration + "\n  " + StoreValue(v, m.value, index, region) + "  }\n";
}

// The aligned 3-component forms address p + offset * 4: their calls go through an aligned
// private 4-vector of the storage's bits, so that each result lies where every other
// width's does.
bool AlignedThree(const Variant& v) { return v.aligned && v.src_width == 3; }

// A store: the built-in stores `operand` at `index` of the region.
std::string StoreCall(const Variant& v, const std::string& operand, const std::string& index,
                      std::size_t region) {
  if (!AlignedThree(v))
    return "  " + BuiltinName(v) + "(" + operand + ", " + index + ", " + RegionPointer(region) +
           ");\n";
  const std::string t4 = UnsignedTypeName(v.dst, 4);
  return "  { " + t4 + " t = (" + t4 + ")(0xa5a5); " + BuiltinName(v) + "(" + operand +
         ", 0, (__private " + std::string(Name(v.dst)) + "*)&t); vstore3(t.s012, " + index +
         ", (__global " + UnsignedTypeName(v.dst, 1) + "*)" + RegionPointer(region) + "); }\n";
}

std::string LoadArray(const KernelSpec& k, std::size_t item) {
  return "KH_" + k.name + "_" + std::to_string(item);
}

// A value-making shape on the `w` operands in `x`: on all of x, or on each part of x of the
// variant's width, the results put together as one vector; after the declarations they need.
Made PartsOf(const Variant& v, int w) {
  if (w == v.src_width) return Make(v, "x", "p");
  Made all{"", "(" + TypeName(v.dst, w) + ")("};
  for (int part = 0; part < w / v.src_width; ++part) {
    std::string lanes = "x.s";
    for (int l = 0; l < v.src_width; ++l) lanes += LaneDigit(part * v.src_width + l);
    const Made m = Make(v, lanes, "p" + std::to_string(part));
    all.declaration += (all.declaration.empty() ? "" : " ") + m.declaration;
    all.value += (part ? ", " : "") + m.value;
  }
  all.value += ")";
  return all;
}

// Lanes `w` elements occupy in memory: a 3-vector takes 4 (VectorBytes).
int StoredLanes(int w) { return w == 3 ? 4 : w; }

}  // namespace

bool TakesOperandValue(const Variant& v) { return ShapeOf(v) != CallShape::kLoad; }

bool NeedsOperandValue(const KernelSpec& k) {
  return std::any_of(k.variants.begin(), k.variants.end(), TakesOperandValue);
}

std::string BufferCall(const Variant& v, std::size_t region) {
  switch (ShapeOf(v)) {
    case CallShape::kStore: return StoreCall(v, "x", "i", region);
    case CallShape::kLoad: break;
    case CallShape::kValue:
    case CallShape::kCast:
    case CallShape::kDeclare:
    case CallShape::kThroughBool: return StoreMade(v, "x", "i", region);
  }
  if (!AlignedThree(v)) return StoreValue(v, BuiltinName(v) + "(i, in)", "i", region);
  const std::string t4 = UnsignedTypeName(v.src, 4);
  return "  { const " + t4 + " t = (" + t4 + ")(vload3(i, (__global const " +
         UnsignedTypeName(v.src, 1) + "*)in), 0);\n  " +
         StoreValue(v,
                    BuiltinName(v) + "(0, (const __private " + std::string(Name(v.src)) + "*)&t)",
                    "i", region) +
         "  }\n";
}

std::string ConstantDeclarations(const KernelSpec& k) {
  const bool loads = std::any_of(k.variants.begin(), k.variants.end(),
                                 [](const Variant& v) { return !TakesOperandValue(v); });
  if (!loads) return "";
  std::string s;
  const std::size_t n = k.constants.size();
  for (std::size_t item = 0; item < ConstantItems(k); ++item) {
    s += "__constant " + UnsignedTypeName(k.src, 1) + " " + LoadArray(k, item) + "[" +
         std::to_string(StoredLanes(k.src_width)) + "] __attribute__((aligned(32))) = {";
    for (int lane = 0; lane < StoredLanes(k.src_width); ++lane) {
      const std::uint64_t bits =
          lane < k.src_width ? k.constants[(item * k.src_width + lane) % n] : 0;
      s += (lane ? ", " : "") + Literal(UnsignedOfSize(Bytes(k.src)), bits);
    }
    s += "};\n";
  }
  return s;
}

std::string ConstantCall(const KernelSpec& k, const Variant& v, std::size_t item,
                         const std::string& operand, std::size_t region) {
  const std::string index = std::to_string(item);
  switch (ShapeOf(v)) {
    case CallShape::kStore: return StoreCall(v, operand, index, region);
    case CallShape::kLoad: break;
    case CallShape::kValue:
    case CallShape::kCast:
    case CallShape::kDeclare:
    case CallShape::kThroughBool: return StoreMade(v, operand, index, region);
  }
  return StoreValue(v,
                    BuiltinName(v) + "(0, (__constant " + std::string(Name(v.src)) + "*)" +
                        LoadArray(k, item) + ")",
                    index, region);
}

std::string ResultBits(const Variant& v, int w, int lanes) {
  const std::string bits = UnsignedTypeName(v.dst, lanes);
  if (ShapeOf(v) != CallShape::kStore) {
    const Made m = PartsOf(v, w);
    return "      " + m.declaration + (m.declaration.empty() ? "" : " ") + "const " +
           TypeName(v.dst, lanes) + " r = " + m.value + ";\n      " + bits + " b = as_" + bits +
           "(r);\n";
  }
  // A store's result is storage: stored to private memory of the size of `lanes` (a 3-vector
  // of 4), and read back as its bits. Not named `t`: the kernel's work item, which the digest
  // kernel's lane stores index by.
  const std::string t = UnsignedTypeName(v.dst, StoredLanes(lanes));
  return "      " + t + " stored;\n      " + BuiltinName(v) + "(x, 0, (__private " +
         std::string(Name(v.dst)) + "*)&stored);\n      " + bits + " b = stored" +
         (lanes == 3 ? ".s012" : "") + ";\n";
}

std::string NegativeStatement(const Variant& v, std::size_t i) {
  const std::string src = TypeName(v.src, v.src_width);
  const std::string dst = TypeName(v.dst, v.dst_width);
  const std::string x = "x" + std::to_string(i);
  const std::string out = "(out + 256)";
  switch (ShapeOf(v)) {
    case CallShape::kStore:
      return "  { " + src + " " + x + " = *(__global " + src + "*)out; " + BuiltinName(v) + "(" +
             x + ", 0, (__global " + std::string(Name(*StorageType(v))) + "*)" + out + "); }\n";
    case CallShape::kLoad:
      return "  { *(__global " + dst + "*)" + out + " = " + BuiltinName(v) +
             "(0, (__global const " + std::string(Name(*StorageType(v))) + "*)out); }\n";
    case CallShape::kValue:
    case CallShape::kCast:
    case CallShape::kDeclare:
    case CallShape::kThroughBool: break;
  }
  // The operand is read from memory, so that nothing is folded away before the call.
  const Made m = Make(v, x);
  return "  { " + src + " " + x + " = *(__global " + src + "*)out; " + m.declaration +
         (m.declaration.empty() ? "" : " ") + "*(__global " + dst + "*)" + out + " = " + m.value +
         "; }\n";
}

}  // namespace clc
