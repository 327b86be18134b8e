// The lines that state a result exactly, as --write-expectations writes them.
#include <algorithm>

#include "harness/report/expectations.h"
#include "harness/report/format.h"

namespace clc {

namespace {

std::string FirstLine(const std::string& text) { return text.substr(0, text.find('\n')); }

// The lines of path `p`: its status where it did not run to the end, each wrong lane it
// recorded (once each), and their number where more lanes were wrong than listed.
std::string PathLines(const VariantResult& r, RunPath p) {
  const PathResult& path = r.Path(p);
  if (path.status == CaseStatus::kNotRun) return "";
  if (path.status == CaseStatus::kRan && path.mismatched == 0) return "";
  const std::string prefix = CaseName(r.variant) + " " + std::string(NameOf(p)) + " ";
  std::string lines;
  if (path.status != CaseStatus::kRan) {
    lines += prefix + std::string(FaultWordOf(path.status)) + "  # " + FirstLine(r.message) + "\n";
  }
  std::vector<const LaneRecord*> facts;
  for (const LaneRecord& m : r.mismatches) {
    if (m.constant_path != (p == RunPath::kConstant)) continue;
    const bool again = std::any_of(facts.begin(), facts.end(), [&](const LaneRecord* f) {
      return f->input == m.input && f->expected == m.expected && f->got == m.got;
    });
    if (!again) facts.push_back(&m);
  }
  const ScalarType in = RecordedInputType(r.variant);
  for (const LaneRecord* m : facts) {
    lines += prefix + HexBits(in, m->input) + " " + HexBits(r.variant.dst, m->expected) + " " +
             HexBits(r.variant.dst, m->got) + "  # " +
             (m->classification.empty() ? std::string("wrong bits") : m->classification) + "\n";
  }
  if (path.mismatched != facts.size()) {
    lines += prefix + "mismatched=" + std::to_string(path.mismatched) + "  # " +
             (facts.empty() ? std::string("wrong lanes, none recorded")
                            : "the first " + std::to_string(facts.size()) + " listed") +
             "\n";
  }
  return lines;
}

}  // namespace

std::string ExpectationLines(const VariantResult& r) {
  const std::string name = CaseName(r.variant);
  if (r.status == CaseStatus::kFlaky) {  // a failure that did not recur may fail again
    return name + " flaky  # " + FirstLine(r.message) + "\n";
  }
  if (r.status != CaseStatus::kRan && !IsFault(r.status)) return "";
  std::string lines;
  if (!IsLegal(r.variant)) {
    if (r.status == CaseStatus::kRan) {
      return r.rejected ? ""
                        : name + " accepted  # compiled, but " + IllegalReason(r.variant) + "\n";
    }
  } else {
    for (RunPath p : kRunPaths) lines += PathLines(r, p);
  }
  if (FaultOutsidePaths(r)) {
    lines += name + " " + std::string(FaultWordOf(r.status)) + "  # " + FirstLine(r.message) + "\n";
  }
  return lines;
}

}  // namespace clc
