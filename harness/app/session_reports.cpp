// The session's end: its results written (report.json, HTML, JUnit, deqp-runner's results, an
// expectations file) and the summary printed last.
#include <chrono>
#include <cmath>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "harness/app/expectations_out.h"
#include "harness/app/reproducers.h"
#include "harness/app/session.h"
#include "harness/report/console_summary.h"
#include "harness/report/report_json.h"
#include "harness/report/report_merge.h"
#include "harness/report/report_write.h"

namespace clc {

void Session::WriteResults(std::vector<VariantResult>& all) {
  WriteExpectations(all);
  // The summary is printed last, after the lines that name the files written.
  std::ostringstream summary;
  summary << SummaryLine(all);
  const RunSummary run = Summarize(all);
  const nlohmann::json report = JsonReport(device_.info, run, all);
  summary << ConsoleSummary(report);
  if (!options_.deqp_results.empty()) WriteDeqpResults(report);
  if (folder_) WriteReports(run, all);
  std::cout << summary.str() << std::flush;
}

std::string Session::SummaryLine(const std::vector<VariantResult>& all) const {
  std::uint64_t lanes = 0;
  for (const auto& r : all) lanes += r.lanes;
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  std::ostringstream line;
  line << "[ summary  ] device=\"" << device_.info.FullName()
       << "\" coverage=" << NameOf(options_.coverage) << " cases=" << all.size()
       << " checked=" << checked_ << " lanes=" << lanes << " programs=" << runner_->programs_built()
       << " programs_loaded=" << runner_->programs_loaded()
       << " children=" << runner_->children() + replays_->children()
       << " reference_lanes=" << runner_->tally().reference_lanes
       << " stored_lanes=" << runner_->tally().stored_lanes
       << " rechecked_lanes=" << runner_->tally().rechecked_lanes
       << " device_seconds=" << std::round(runner_->tally().device_seconds * 10) / 10
       << " host_seconds=" << std::round(runner_->tally().host_seconds * 10) / 10
       << " seconds=" << seconds
       << " lanes_per_second=" << (seconds > 0 ? static_cast<double>(lanes) / seconds : 0);
  const std::vector<std::size_t>& on = runner_->children_on();
  if (on.size() > 1) {  // a pool (--pool): the batches' children each device ran
    line << " children_per_device=";
    for (std::size_t i = 0; i < on.size(); ++i) line << (i == 0 ? "" : ",") << on[i];
  }
  line << "\n";
  return line.str();
}

RunSummary Session::Summarize(std::vector<VariantResult>& all) {
  RunSummary run;
  run.record = record_;
  run.programs_built = runner_->programs_built();
  run.programs_loaded = runner_->programs_loaded();
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  run.command = command_;
  run.device_id = options_.device_id;
  if (known_.Any()) run.expectations = known_.Marks(all);
  if (folder_) AddReproducers(ReproSpecDir(options_.temp_dir), folder_->dir(), device_, run, all);
  return run;
}

void Session::WriteDeqpResults(const nlohmann::json& report) {
  std::string error;
  if (!WriteTextFile(options_.deqp_results,
                     DeqpResultsCsv(report, known_.deqp.value_or(DeqpLists())), &error)) {
    Unwritten(error);
  } else {
    std::cout << "[ report   ] " << options_.deqp_results << " (deqp-runner results)\n";
  }
}

void Session::WriteReports(const RunSummary& run, const std::vector<VariantResult>& all) {
  const std::string& dir = folder_->dir();
  std::string error;
  nlohmann::json doc;
  if (!WriteJsonReport(dir + "/report.json", device_.info, run, all, &error) ||
      !LoadReport(dir + "/report.json", &doc, &error) || !WriteAllReports(doc, dir, &error)) {
    Unwritten(error);
    return;
  }
  std::cout << "[ report   ] " << dir << "/report.json, report.html, junit.xml ("
            << run.programs_built << " programs built, "
            << (record_.kernel_cache.empty()
                    ? std::to_string(run.programs_loaded) + " loaded from the program cache"
                    : "their kernels in PoCL's cache in the program cache")
            << ", " << run.seconds << " s)\n";
}

void Session::Unwritten(const std::string& error) {
  unwritten_ = true;
  std::cerr << "clconform: " << error
            << (folder_ && !journal_failed_
                    ? "; every result is kept in " + folder_->dir() +
                          "/results.jsonl: run again with " + FlagOf(&CliOptions::resume) +
                          " to write the reports"
                    : std::string())
            << "\n";
}

void Session::WriteExpectations(const std::vector<VariantResult>& all) {
  if (options_.write_expectations_dir.empty()) return;
  const std::string path = DriverExpectationsFile(options_.write_expectations_dir, device_.info);
  // A file states what a whole run shows: a narrower run's lines would excuse, or fail, the
  // operands and paths it never checked.
  const std::string narrowed = !known_.scope.whole       ? known_.scope.narrowed_by
                               : !options_.constant_path ? FlagOf(&CliOptions::constant_path)
                                                         : "";
  if (!narrowed.empty()) {
    std::cerr << "clconform: " << path << " not written: with " << narrowed
              << " the run does not check all that an expectations file states\n";
    return;
  }
  const std::string header =
      "# Known failures of " + device_.info.FullName() + " (" + device_.info.driver_version +
      "), " + std::string(NameOf(options_.coverage)) + " coverage, seed " +
      std::to_string(options_.seed) + ".\n" +
      "# CASE buffer|constant INPUT EXPECTED RETURNED, CASE PATH mismatched=N, CASE [PATH]\n"
      "# crash|timeout|build-failure|error, or CASE skip|flaky|accepted; then coverage=LEVELS and\n"
      "# '# why', '# \"' the why above (harness/report/expectations.h)\n";
  std::string error;
  if (WriteExpectationsFile(path, header, NameOf(options_.coverage), all, &error)) {
    std::cout << "[ expect   ] wrote " << path << "\n";
  } else {
    Unwritten(error);
  }
}

}  // namespace clc
