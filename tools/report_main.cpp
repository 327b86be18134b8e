// clconform-report: merges report.json files and renders them as HTML and JUnit XML.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/report/build_info.h"
#include "harness/report/console_summary.h"
#include "harness/report/deqp.h"
#include "harness/report/report_diff.h"
#include "harness/report/report_fields.h"
#include "harness/report/report_html.h"
#include "harness/report/report_junit.h"
#include "harness/report/report_merge.h"
#include "harness/report/report_write.h"

namespace {

constexpr int kExitError = 1;
constexpr int kExitUsage = 2;
constexpr int kExitRegressed = 3;
constexpr int kExitIncompleteShards = 4;
constexpr int kExitUnlikeRuns = 5;
constexpr int kExitNotCompared = 6;

const char kUsage[] = R"usage(Usage:
  clconform-report merge [--allow-partial] OUT.json IN.json...
                                               merge shards or runs of one device; a set of
                                               shards must be complete (--allow-partial merges
                                               it anyway, marked "partial: shards 0,2 of 3")
  clconform-report html IN.json OUT.html       a self-contained HTML page
  clconform-report junit IN.json OUT.xml       JUnit XML (one testsuite per family)
  clconform-report all IN.json DIR             DIR/report.html and DIR/junit.xml
  clconform-report diff OLD.json NEW.json [--json] [--html=FILE] [--allow-unlike]
                       [--allow-vanished]      what newly fails, fails differently (another
                                               path, more lanes wrong, another status), newly
                                               passes or vanished between two runs of a device,
                                               path by path (text, or JSON with --json; --html
                                               also writes a page); runs that checked different
                                               things compare where they checked alike, and a
                                               change their differences can explain is "not
                                               compared" (--allow-unlike: compared as if alike,
                                               flagged; it also compares other devices); a
                                               vanished case is a regression (--allow-vanished:
                                               not)
  clconform-report summary IN.json             the console summary: failures by cause, verdicts
  clconform-report unexpected IN.json          every case a CI must look at, a line each:
                                               "UNEXPECTED FAILURE: CASE (VERDICT)" for a failure
                                               no expectation foresaw, "UNEXPECTED PASS: CASE
                                               (DETAIL)" for a listed case that passed
  clconform-report deqp-results IN.json OUT.csv   deqp-runner's results CSV (case,Status,seconds)
  clconform-report deqp-failures IN.json OUT.csv  its failing lines: a baseline for --deqp-baseline
  clconform-report --version

Exit codes: 0 done (diff: nothing regressed, and nothing left not compared), 1 unreadable,
malformed or unmergeable input or unwritable output, 2 bad usage, 3 (diff) a case regressed:
newly failing, failing differently, or a failing case vanished, 4 (merge) a shard of the set
is missing, 5 (diff) the reports are of different devices, 6 (diff) no regression among what
compares, but the runs differ in what they checked (reference, coverage, seed, inputs,
operand range, constant path, filter, or a shard missing from NEW) and a change they can
explain was not compared.
)usage";

int Fail(const std::string& message) {
  std::cerr << "clconform-report: error: " << message << "\n";
  return kExitError;
}

int Usage(const std::string& message) {
  std::cerr << "clconform-report: " << message << "\n" << kUsage;
  return kExitUsage;
}

// clconform-report diff OLD NEW [--json] [--html=FILE] [--allow-unlike] [--allow-vanished]
int Diff(const std::vector<std::string>& args) {
  std::vector<std::string> files;
  bool as_json = false;
  std::string html;
  clc::DiffOptions options;
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--json") {
      as_json = true;
    } else if (args[i] == "--allow-unlike") {
      options.allow_unlike = true;
    } else if (args[i] == "--allow-vanished") {
      options.allow_vanished = true;
    } else if (args[i].rfind("--html=", 0) == 0 && args[i].size() > 7) {
      html = args[i].substr(7);
    } else if (args[i].rfind("--", 0) == 0) {
      return Usage("diff: unknown option '" + args[i] + "'");
    } else {
      files.push_back(args[i]);
    }
  }
  if (files.size() != 2) return Usage("diff: needs OLD.json and NEW.json");
  std::string error;
  nlohmann::json old_report;
  nlohmann::json new_report;
  if (!clc::LoadReport(files[0], &old_report, &error) ||
      !clc::LoadReport(files[1], &new_report, &error)) {
    return Fail(error);
  }
  clc::ReportDiff diff;
  try {
    diff = clc::DiffReports(old_report, new_report, options);
  } catch (const clc::UnlikeRuns& e) {
    std::cerr << "clconform-report: error: " << e.what() << "\n";
    return kExitUnlikeRuns;
  }
  if (diff.compared_as_alike) {
    std::cerr << "clconform-report: warning: unlike runs compared (--allow-unlike): "
              << diff.unlike.front() << (diff.unlike.size() > 1 ? ", ..." : "") << "\n";
  }
  std::cout << (as_json ? clc::DiffJson(diff).dump(1) + "\n" : clc::DiffText(diff));
  if (!html.empty() && !clc::WriteTextFile(html, clc::DiffHtml(diff), &error)) return Fail(error);
  if (diff.regressions != 0) return kExitRegressed;
  if (diff.not_compared != 0) {
    std::cerr << "clconform-report: " << diff.not_compared
              << " changes not compared: the runs differ in what they checked ("
              << diff.unlike.front() << (diff.unlike.size() > 1 ? ", ..." : "") << ")\n";
    return kExitNotCompared;
  }
  return 0;
}

// clconform-report merge [--allow-partial] OUT IN...
int Merge(const std::vector<std::string>& args) {
  clc::MergeOptions options;
  std::vector<std::string> files;
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--allow-partial") {
      options.allow_partial = true;
    } else if (args[i].rfind("--", 0) == 0) {
      return Usage("merge: unknown option '" + args[i] + "'");
    } else {
      files.push_back(args[i]);
    }
  }
  if (files.size() < 2) return Usage("merge: needs OUT.json and at least one IN.json");
  std::string error;
  std::vector<nlohmann::json> inputs(files.size() - 1);
  for (std::size_t i = 1; i < files.size(); ++i) {
    if (!clc::LoadReport(files[i], &inputs[i - 1], &error)) return Fail(error);
  }
  nlohmann::json report;
  try {
    report = clc::MergeReports(inputs, options);
  } catch (const clc::IncompleteShards& e) {
    std::cerr << "clconform-report: error: " << e.what() << "\n";
    return kExitIncompleteShards;
  }
  if (!clc::WriteTextFile(files[0], report.dump(1) + "\n", &error)) return Fail(error);
  const std::string partial = clc::PartialNote(report);
  std::cout << "clconform-report: merged " << inputs.size() << " reports ("
            << report["cases"].size() << " cases) into " << files[0]
            << (partial.empty() ? "" : ": " + partial) << "\n";
  if (!partial.empty()) std::cerr << "clconform-report: warning: " << partial << "\n";
  return 0;
}

int Run(const std::vector<std::string>& args) {
  if (args.empty()) return Usage("no command given");
  const std::string& command = args[0];
  if (command == "--help" || command == "-h" || command == "help") {
    std::cout << kUsage;
    return 0;
  }
  if (command == "--version") {
    std::cout << clc::VersionLine("clconform-report") << "\n";
    return 0;
  }
  if (command == "diff") return Diff(args);
  if (command == "merge") return Merge(args);
  std::string error;
  nlohmann::json report;
  if (command == "summary" || command == "unexpected") {
    if (args.size() != 2) return Usage(command + ": needs IN.json");
    if (!clc::LoadReport(args[1], &report, &error)) return Fail(error);
    std::cout << (command == "summary" ? clc::ConsoleSummary(report)
                                       : clc::UnexpectedCases(report));
    return 0;
  }
  const bool deqp = command == "deqp-results" || command == "deqp-failures";
  if (!deqp && command != "html" && command != "junit" && command != "all") {
    return Usage("unknown command '" + command + "'");
  }
  if (args.size() != 3) return Usage(command + ": wrong number of arguments");
  if (!clc::LoadReport(args[1], &report, &error)) return Fail(error);
  if (command == "html") {
    if (!clc::WriteTextFile(args[2], clc::RenderHtmlReport(report), &error)) return Fail(error);
  } else if (deqp) {
    const std::string csv = command == "deqp-results" ? clc::DeqpResultsCsv(report, {})
                                                      : clc::DeqpFailuresCsv(report, {});
    if (!clc::WriteTextFile(args[2], csv, &error)) return Fail(error);
  } else if (command == "junit") {
    if (!clc::WriteTextFile(args[2], clc::RenderJunitReport(report), &error)) return Fail(error);
  } else if (!clc::WriteAllReports(report, args[2], &error)) {
    return Fail(error);
  }
  std::cout << "clconform-report: wrote " << args[2] << "\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return Run(std::vector<std::string>(argv + 1, argv + argc));
  } catch (const std::exception& e) {  // ReportError from a merge, or a JSON type error
    return Fail(e.what());
  }
}
