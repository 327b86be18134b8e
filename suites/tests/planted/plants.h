// Driver bugs planted on purpose through suites/tests/planted/planted_driver.cpp (loaded with
// LD_PRELOAD): what the shim is told to do, and the faults that end a case without a result.
#pragma once

#include <string>
#include <utility>

namespace clc::testing_support {

// OpenCL C put into every program (its `#define planted_NAME(` macros take over the calls of
// the built-in NAME), and a kill: "REGEX CALL" kills the process when it enqueues a kernel
// whose name matches REGEX and whose text contains CALL; `kill_build`, the same, when it
// builds a program holding such a kernel. All empty: no shim at all.
struct Plant {
  std::string source;
  std::string kill;
  std::string record;  // a folder that receives the text of every program built
  std::string kill_build;
  // Regular expressions: `source` goes only into programs whose text matches `only`, and not
  // into those matching `except` (empty: every program).
  std::string only;
  std::string except;
  // Lines "FROM => TO": text of the program replaced before `source` goes in (a cast or a
  // declaration has no name a macro could take over).
  std::string replace;
};

// `builtin(x)` made `result` where x has the OpenCL C type `type`, and left alone for every
// other operand type. _Generic type-checks every branch: `result` must be valid for any x,
// and is evaluated only for `type`.
inline std::string Redefine(const std::string& builtin, const std::string& type,
                            const std::string& result) {
  return "#define planted_" + builtin + "(x) _Generic((x), " + type + ": " + result +
         ", default: " + builtin + "(x))\n";
}

// `builtin(x)` made `builtin(operand)` where x has the OpenCL C type `type` (for an operand
// that is invalid for every type, where Redefine's type-checked branch would not do).
inline std::string RedefineOperand(const std::string& builtin, const std::string& type,
                                   const std::string& operand) {
  return "#define planted_" + builtin + "(x) " + builtin + "(_Generic((x), " + type + ": " +
         operand + ", default: (x)))\n";
}

// A plant that replaces text of the programs whose text matches `only` (every program: "")
// and not `except`.
inline Plant Replace(const std::string& from, const std::string& to, std::string only = "",
                     std::string except = "") {
  Plant p;
  p.replace = from + " => " + to;
  p.only = std::move(only);
  p.except = std::move(except);
  return p;
}

// A plant of OpenCL C text only.
inline Plant Source(std::string text) {
  Plant p;
  p.source = std::move(text);
  return p;
}

// The kernels of `builtin` with operands of `type` do not compile (a void operand).
inline Plant BuildFailure(const std::string& builtin, const std::string& type) {
  Plant p;
  p.source = RedefineOperand(builtin, type, "(void)0");
  return p;
}

// The kernels of `builtin` with operands of `type` spin forever.
inline Plant Hang(const std::string& builtin, const std::string& type) {
  Plant p;
  p.source = "int planted_spin(void) { for (volatile int spin = 1; spin;) {} return 0; }\n" +
             RedefineOperand(builtin, type, "(planted_spin(), (x))");
  return p;
}

// The process is killed when it enqueues a kernel that calls `builtin` on operands of `type`:
// the suite names its kernels b_TYPE (operands from a buffer) and c_TYPE_DST (folded);
// `kinds` is the first letters to match ("[bc]": both paths, "c": folded constants only).
inline Plant Kill(const std::string& builtin, const std::string& type,
                  const std::string& kinds = "[bc]") {
  Plant p;
  p.kill = "^" + kinds + "_" + type + "(_|$) " + builtin + "(";
  return p;
}

// The process is killed when it builds a program holding such a kernel (a compiler crash).
inline Plant KillAtBuild(const std::string& builtin, const std::string& type,
                         const std::string& kinds = "[bc]") {
  Plant p;
  p.kill_build = Kill(builtin, type, kinds).kill;
  return p;
}

}  // namespace clc::testing_support
