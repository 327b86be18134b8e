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

// Where a failed build's log names variants of a program: by (spec, variant) index, each with
// the log's lines that name it.
using NamedVariants = std::map<std::pair<std::size_t, std::size_t>, std::string>;

// The variants of `specs` (each spec's variants, in program order) whose built-in a link error
// of `log` names as missing (kernels/call_shape.h's MangledStem: PoCL 7.1's "Cannot find
// symbol _Z21_cl_convert_half2_rteDv2_d in kernel library" names no source line).
NamedVariants NamedBySymbol(const std::vector<std::vector<Variant>>& specs, const std::string& log);

// The bisecting build, for buffer, constant and digest kernels alike: `specs` as one program;
// where that fails and its log names some of the variants (`named`), those fail with the lines
// that name them and the rest is built again as one program, so that a driver that rejects
// hundreds of variants costs a program per round of its log, not one per case; where the log
// names none, each spec as a program of its own, and a spec of several variants as one spec
// per variant, so that one conversion the compiler rejects costs only its own case, which is
// `failed` with its build log.
template <class Spec>
struct Bisection {
  using VariantType = typename decltype(Spec::variants)::value_type;
  std::function<bool(const std::vector<Spec>& specs, std::string* log)> build;  // all or none
  // The specs that run `variants`, a part of `spec`'s, as `spec` does.
  std::function<std::vector<Spec>(const Spec& spec, const std::vector<VariantType>& variants)>
      regroup;
  std::function<void(const Spec& single, const std::string& log)> failed;
  // May be empty: the variants a failed build's log names.
  std::function<NamedVariants(const std::vector<Spec>& specs, const std::string& log)> named;

  void Run(const std::vector<Spec>& specs) const {
    if (specs.empty()) return;
    std::string log;
    if (build(specs, &log)) return;
    if (named && TakeNamed(specs, log)) return;
    if (specs.size() > 1) {
      for (const Spec& s : specs) Run({s});
    } else if (specs.front().variants.size() > 1) {
      for (const VariantType& v : specs.front().variants) Run(regroup(specs.front(), {v}));
    } else {
      failed(specs.front(), log);
    }
  }

 private:
  // Fails the variants `log` names and runs the rest; false where it names none (or all of a
  // single variant's program, which bisection decides alike).
  bool TakeNamed(const std::vector<Spec>& specs, const std::string& log) const {
    const NamedVariants blamed = named(specs, log);
    if (blamed.empty() || (specs.size() == 1 && specs.front().variants.size() == 1)) return false;
    std::vector<Spec> rest;
    for (std::size_t s = 0; s < specs.size(); ++s) {
      std::vector<VariantType> kept;
      for (std::size_t v = 0; v < specs[s].variants.size(); ++v) {
        const auto it = blamed.find({s, v});
        if (it == blamed.end()) {
          kept.push_back(specs[s].variants[v]);
        } else {
          for (const Spec& single : regroup(specs[s], {specs[s].variants[v]}))
            failed(single, it->second);
        }
      }
      if (kept.size() == specs[s].variants.size()) {
        rest.push_back(specs[s]);
      } else if (!kept.empty()) {
        for (Spec& k : regroup(specs[s], kept)) rest.push_back(std::move(k));
      }
    }
    Run(rest);
    return true;
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
