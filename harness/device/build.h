// Building generated kernels with fault isolation: the specs as one program, and on failure
// bisected down to single variants, so that one conversion the compiler rejects costs only
// its own case.
#pragma once

#include <functional>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "harness/device/device.h"
#include "harness/report/result.h"
#include "kernels/kernel_source.h"

namespace clc {

// A variant that could not be built: its build log, and the last program of it alone that the
// compiler rejected (`single`, whose text is ProgramSource({single})).
struct BuildFailure {
  std::string log;
  KernelSpec single;
};

// The variants that could not be built, by (case, path).
using BuildFailures = std::map<std::pair<Variant, RunPath>, BuildFailure>;

// The path a kernel runs on: the constant path when its operands are folded into it.
inline RunPath PathOf(const KernelSpec& k) {
  return k.constants.empty() ? RunPath::kBuffer : RunPath::kConstant;
}

struct BuiltUnit {
  KernelSpec spec;
  cl::Kernel kernel;
};

// The source lines that a failed build's log says it could not compile: those of its errors
// (clang spells them "FILE:2:70: error: ...", PoCL "error: FILE:2:70 <Spelling=...>: ...")
// and of calls to functions it does not know (NVIDIA warns "FILE:2:69: warning: implicit
// declaration of function ..." and fails only when linking).
std::set<int> RejectedLines(const std::string& log);

// Builds one program's source for the device (a ProgramCache's Build, counted, in a run).
using BuildFunction = std::function<BuildResult(const std::string& source)>;

// The bisecting build, for buffer, constant and digest kernels alike: `specs` as one program;
// where that fails, each spec as a program of its own, and a spec of several variants as one
// spec per variant (`split`), so that one conversion the compiler rejects costs only its own
// case, which is `failed` with its build log.
template <class Spec>
struct Bisection {
  std::function<bool(const std::vector<Spec>& specs, std::string* log)> build;  // all or none
  std::function<std::vector<Spec>(const Spec& spec)> split;
  std::function<void(const Spec& single, const std::string& log)> failed;

  void Run(const std::vector<Spec>& specs) const {
    if (specs.empty()) return;
    std::string log;
    if (build(specs, &log)) return;
    if (specs.size() > 1) {
      for (const Spec& s : specs) Run({s});
    } else if (specs.front().variants.size() > 1) {
      for (const Spec& s : split(specs.front())) Run({s});
    } else {
      failed(specs.front(), log);
    }
  }
};

class Builder {
 public:
  // `build` builds each program; `announce` (may be empty) is called with the variants of
  // each program before it is built (a compiler that crashes the process names them).
  explicit Builder(BuildFunction build,
                   std::function<void(const std::vector<Variant>&)> announce = {});

  // Adds a unit per kernel that was made; each variant that could not be built gets its
  // build log in `failures` (by case name and path).
  void Build(const std::vector<KernelSpec>& specs, std::vector<BuiltUnit>& units,
             BuildFailures& failures);

 private:
  bool TryBuild(const std::vector<KernelSpec>& specs, std::vector<BuiltUnit>& units,
                std::string* log);

  BuildFunction build_;
  std::function<void(const std::vector<Variant>&)> announce_;
};

}  // namespace clc
