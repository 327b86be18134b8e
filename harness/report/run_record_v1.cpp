// The options of a report.json written before run.options: frozen, as those versions kept them
// (each in a member of "run", no flags), so that merges, diffs and rerun lines still read them.
// A new option never comes here: it is recorded in run.options.
#include "harness/report/format.h"
#include "harness/report/run_record.h"
#include "reference/coverage.h"

namespace clc {

namespace {

std::vector<std::string> Given(bool given, std::string value) {
  return given ? std::vector<std::string>{std::move(value)} : std::vector<std::string>{};
}

}  // namespace

std::vector<RecordedOption> LegacyOptions(const nlohmann::json& run) {
  using R = RecordedOption;
  const auto icds = run.value("icds", std::vector<std::string>{});
  const auto coverage = run.value("coverage", std::string(NameOf(Coverage::kQuick)));
  const auto seed = run.value("seed", std::uint64_t{1});
  const bool constant_path = run.value("constant_path", true);
  const double timeout = run.value("case_timeout_s", 120.0);
  const auto inputs = run.value("inputs", std::vector<std::uint64_t>{});
  std::uint64_t first = 0;
  std::uint64_t count = 0;
  if (run.contains("operand_range")) {
    first = run["operand_range"].at("first").get<std::uint64_t>();
    count = run["operand_range"].at("count").get<std::uint64_t>();
  }
  std::vector<std::string> input_words;
  input_words.reserve(inputs.size());
  for (std::uint64_t in : inputs) input_words.push_back(OperandText(in));
  return {
      {"--icd", "icds", icds, icds, true, R::kAsGiven},
      {"--device", "", nullptr, {}, false, R::kDevice},
      {"--coverage", "coverage", coverage, Given(coverage != NameOf(Coverage::kQuick), coverage),
       true, R::kAsGiven},
      {"--seed", "seed", seed, Given(seed != 1, std::to_string(seed)), true, R::kAsGiven},
      {"--no-constant-path", "constant_path", constant_path, Given(!constant_path, ""), true,
       R::kAsGiven},
      {"--case-timeout", "case_timeout_s", timeout,
       Given(timeout != 120, std::to_string(static_cast<long long>(timeout))), false, R::kAsGiven},
      {"--input", "inputs", inputs, input_words, true, R::kOperand},
      {"--operand-range",
       "operand_range",
       {{"first", first}, {"count", count}},
       Given(count != 0, OperandRangeText(first, count)),
       false,
       R::kWholeStream},
  };
}

}  // namespace clc
