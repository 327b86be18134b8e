// The statements that call a built-in of each call shape.
#include "kernels/call_shape.h"

#include <algorithm>
#include <set>
#include <vector>

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

// The declaration, followed by a blank where there is one: what opens a one-line statement.
std::string Opening(const Made& m) { return m.declaration.empty() ? "" : m.declaration + " "; }

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

bool AlignedThree(const Variant& v) { return v.aligned && v.src_width == 3; }

// A store: the built-in stores `operand` at `index` of the region.
std::string StoreCall(const Variant& v, const std::string& operand, const std::string& index,
                      std::size_t region) {
  return "  " + BuiltinName(v) + "(" + operand + ", " + index + ", " + RegionPointer(region) +
         ");\n";
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
    all.declaration = Opening(all) + m.declaration;
    all.value += (part ? ", " : "") + m.value;
  }
  all.value += ")";
  return all;
}

// Lanes `w` elements occupy in memory: a 3-vector takes 4 (VectorBytes).
int StoredLanes(int w) { return w == 3 ? 4 : w; }

// The storage elements between one call's result (a store) or operand (a load) and the next's:
// the aligned 3-component forms address p + offset * 4.
int Stride(const Variant& v) { return AlignedThree(v) ? 4 : v.src_width; }

// The `w` elements at pointer `p`, read, or written with `value`.
std::string ReadElements(int w, const std::string& p) {
  return w == 1 ? "*(" + p + ")" : "vload" + std::to_string(w) + "(0, " + p + ")";
}
std::string WriteElements(int w, const std::string& value, const std::string& p) {
  if (w == 1) return "*(" + p + ") = " + value + ";";
  return "vstore" + std::to_string(w) + "(" + value + ", 0, " + p + ");";
}

// Where a call through a __local or __private pointer (or the digest kernels' __global
// scratch) points: an array of the storage type's bits, whose declaration (a private one's)
// opens the statement, and the offset the call passes (the work item's place in its group, a
// folded item's index, or 1).
struct Scratch {
  std::string declaration;  // "" for an array declared at kernel scope (__local)
  std::string array;
  std::string offset;
};

// The __local array of a call of `v` for region r: one per storage type and stride where each
// work item uses its own part (`shared`: buffer and digest kernels), else one per region (a
// constant kernel's items all write the same bits, which no other variant may overwrite
// meanwhile).
// Few small arrays: with one per variant, Oclgrind 21.10 refused (CL_OUT_OF_RESOURCES) the
// width-1 kernel of a program whose other widths' kernels held some 43 KiB of them.
std::string LocalArray(const Variant& v, std::size_t region, bool shared) {
  const std::string name =
      "l_" + UnsignedTypeName(*StorageType(v)) + "_" + std::to_string(Stride(v));
  return shared ? name : name + "_" + std::to_string(region);
}

// The array of `v`'s storage bits for region r: at kernel scope for a __local pointer
// (ScratchDeclarations), else a private one of two calls' elements, the second one used.
Scratch ScratchOf(const Variant& v, std::size_t region, const std::string& local_offset,
                  bool shared) {
  if (v.space == Space::kLocal) return {"", LocalArray(v, region, shared), local_offset};
  const std::string n = std::to_string(2 * StoredLanes(v.src_width));
  return {UnsignedTypeName(*StorageType(v)) + " st[" + n + "] __attribute__((aligned(32))); ", "st",
          "1"};
}

// The aligned 3-component forms address p + offset * 4, where the result region holds 3
// elements an item: through a __global pointer their calls go through the region's scratch
// after its `items` items of results (RegionScratchBytes), 8-byte aligned, at `offset`.
bool InRegionScratch(const Variant& v) { return AlignedThree(v) && v.space == Space::kGlobal; }

Scratch RegionTail(const Variant& v, std::size_t region, const std::string& items,
                   const std::string& offset) {
  const std::string u = UnsignedTypeName(*StorageType(v));
  const std::string results = std::to_string(ResultBytesPerItem(v) - RegionScratchBytes(v));
  return {"__global " + u + "* sg = (__global " + u + "*)((__global uchar*)" +
              RegionPointer(region) + " + ((size_t)(" + items + ") * " + results +
              "u + 7u) / 8u * 8u); ",
          "sg", offset};
}

// The pointer a call of `v` passes, into `a`.
std::string PointerInto(const Variant& v, const Scratch& a) {
  const bool load = !TakesOperandValue(v);
  return "(" + std::string(load ? "const " : "") + std::string(QualifierOf(v.space)) + " " +
         std::string(Name(*StorageType(v))) + "*)" + a.array;
}

// The elements of `a` that the call at a.offset reads or writes.
std::string ElementsAt(const Variant& v, const Scratch& a) {
  return a.array + " + " + a.offset + " * " + std::to_string(Stride(v));
}

// A store through `a`: the built-in stores `operand`, and the bits it stored are copied to
// item `index` of the region.
std::string StoreThrough(const Variant& v, const Scratch& a, const std::string& operand,
                         const std::string& index, std::size_t region) {
  const int w = v.src_width;
  const std::string bits = "(__global " + UnsignedTypeName(v.dst) + "*)" + RegionPointer(region) +
                           " + " + index + " * " + std::to_string(w);
  return "  { " + a.declaration + BuiltinName(v) + "(" + operand + ", " + a.offset + ", " +
         PointerInto(v, a) + "); " + WriteElements(w, ReadElements(w, ElementsAt(v, a)), bits) +
         " }\n";
}

// A load through `a`: the operand's bits `bits` are written there, and the built-in's result
// stored as item `index` of the region.
std::string LoadThrough(const Variant& v, const Scratch& a, const std::string& bits,
                        const std::string& index, std::size_t region) {
  const std::string call = BuiltinName(v) + "(" + a.offset + ", " + PointerInto(v, a) + ")";
  return "  { " + a.declaration + WriteElements(v.src_width, bits, ElementsAt(v, a)) + "\n" +
         StoreValue(v, call, index, region) + "  }\n";
}

}  // namespace

bool TakesOperandValue(const Variant& v) { return ShapeOf(v) != CallShape::kLoad; }

bool NeedsOperandValue(const KernelSpec& k) {
  return std::any_of(k.variants.begin(), k.variants.end(), TakesOperandValue);
}

std::string BufferCall(const Variant& v, std::size_t region) {
  // Called on the region or `in` itself, or through a scratch (a __local or __private array,
  // or the region's own for an aligned 3-component form).
  const bool direct = v.space == Space::kGlobal && !InRegionScratch(v);
  const auto scratch = [&] {
    return v.space == Space::kGlobal ? RegionTail(v, region, "items", "i")
                                     : ScratchOf(v, region, "get_local_id(0)", true);
  };
  switch (ShapeOf(v)) {
    case CallShape::kStore:
      return direct ? StoreCall(v, "x", "i", region) : StoreThrough(v, scratch(), "x", "i", region);
    case CallShape::kLoad: break;
    case CallShape::kValue:
    case CallShape::kCast:
    case CallShape::kDeclare:
    case CallShape::kThroughBool: return StoreMade(v, "x", "i", region);
  }
  if (direct) return StoreValue(v, BuiltinName(v) + "(i, in)", "i", region);
  const std::string in = "((__global const " + UnsignedTypeName(v.src) + "*)in)";
  const std::string bits =
      v.src_width == 1 ? in + "[i]" : "vload" + std::to_string(v.src_width) + "(i, " + in + ")";
  return LoadThrough(v, scratch(), bits, "i", region);
}

std::size_t RegionScratchBytes(const Variant& v) {
  // Four storage elements an item, and 8 bytes for the scratch's alignment (RegionTail).
  return InRegionScratch(v) ? 4 * static_cast<std::size_t>(Bytes(*StorageType(v))) + 8 : 0;
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
  const bool scratch = v.space != Space::kGlobal;
  switch (ShapeOf(v)) {
    case CallShape::kStore:
      if (scratch)
        return StoreThrough(v, ScratchOf(v, region, index, false), operand, index, region);
      if (InRegionScratch(v)) {
        const Scratch tail = RegionTail(v, region, std::to_string(ConstantItems(k)), index);
        return StoreThrough(v, tail, operand, index, region);
      }
      return StoreCall(v, operand, index, region);
    case CallShape::kLoad: break;
    case CallShape::kValue:
    case CallShape::kCast:
    case CallShape::kDeclare:
    case CallShape::kThroughBool: return StoreMade(v, operand, index, region);
  }
  if (scratch) {
    return LoadThrough(v, ScratchOf(v, region, index, false),
                       ReadElements(v.src_width, LoadArray(k, item)), index, region);
  }
  return StoreValue(v,
                    BuiltinName(v) + "(0, (__constant " + std::string(Name(v.src)) + "*)" +
                        LoadArray(k, item) + ")",
                    index, region);
}

std::string ScratchDeclarations(const std::vector<Variant>& variants, std::size_t offsets,
                                bool shared) {
  std::string s;
  std::set<std::string> declared;
  for (std::size_t r = 0; r < variants.size(); ++r) {
    const Variant& v = variants[r];
    if (v.space != Space::kLocal) continue;  // only a store or a load has a pointer
    const std::string array = LocalArray(v, r, shared);
    if (!declared.insert(array).second) continue;
    s += "  __local " + UnsignedTypeName(*StorageType(v)) + " " + array + "[" +
         std::to_string(offsets * static_cast<std::size_t>(Stride(v))) +
         "] __attribute__((aligned(32)));\n";
  }
  return s;
}

std::size_t DigestScratchBytes(const Variant& v) {
  if (ShapeOf(v) != CallShape::kStore || v.space != Space::kGlobal) return 0;
  return std::size_t{2} * static_cast<std::size_t>(StoredLanes(v.src_width)) *
         static_cast<std::size_t>(Bytes(v.dst));
}

std::string ResultBits(const Variant& v, int w, int lanes, std::size_t region) {
  const std::string bits = UnsignedTypeName(v.dst, lanes);
  if (ShapeOf(v) != CallShape::kStore) {
    const Made m = PartsOf(v, w);
    return "      " + Opening(m) + "const " + TypeName(v.dst, lanes) + " r = " + m.value +
           ";\n      " + bits + " b = as_" + bits + "(r);\n";
  }
  // A store's result is storage: stored through the variant's pointer (a __global one into
  // the work item's own part of the scratch argument), and read back as its bits.
  const std::string n = std::to_string(2 * StoredLanes(lanes));
  const Scratch a = v.space == Space::kGlobal
                        ? Scratch{"",
                                  "((__global " + UnsignedTypeName(v.dst) +
                                      "*)scratch + (size_t)get_global_id(0) * " + n + ")",
                                  "1"}
                        : ScratchOf(v, region, "get_local_id(0)", true);
  return "      " + a.declaration + BuiltinName(v) + "(x, " + a.offset + ", " + PointerInto(v, a) +
         ");\n      " + bits + " b = " + ReadElements(lanes, ElementsAt(v, a)) + ";\n";
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
  return "  { " + src + " " + x + " = *(__global " + src + "*)out; " + Opening(m) + "*(__global " +
         dst + "*)" + out + " = " + m.value + "; }\n";
}

std::string MangledStem(const Variant& v) {
  if (ShapeOf(v) != CallShape::kValue && ShapeOf(v) != CallShape::kStore) return "";
  const std::string element(Traits(v.src).mangled);
  const std::string operand =
      v.src_width == 1 ? element : "Dv" + std::to_string(v.src_width) + "_" + element;
  return BuiltinName(v) + operand;
}

}  // namespace clc
