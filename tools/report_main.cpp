// clconform-report: merges report.json files and renders them as HTML and JUnit XML.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/report/report_html.h"
#include "harness/report/report_junit.h"
#include "harness/report/report_merge.h"
#include "harness/report/report_write.h"

namespace {

constexpr int kExitError = 1;
constexpr int kExitUsage = 2;

const char kUsage[] = R"(Usage:
  clconform-report merge OUT.json IN.json...   merge shards or runs of one device
  clconform-report html IN.json OUT.html       a self-contained HTML page
  clconform-report junit IN.json OUT.xml       JUnit XML (one testsuite per family)
  clconform-report all IN.json DIR             DIR/report.html and DIR/junit.xml

Exit codes: 0 done, 1 unreadable, malformed or unmergeable input or unwritable output, 2 bad usage.
)";

int Fail(const std::string& message) {
  std::cerr << "clconform-report: error: " << message << "\n";
  return kExitError;
}

int Usage(const std::string& message) {
  std::cerr << "clconform-report: " << message << "\n" << kUsage;
  return kExitUsage;
}

int Run(const std::vector<std::string>& args) {
  if (args.empty()) return Usage("no command given");
  const std::string& command = args[0];
  if (command == "--help" || command == "-h" || command == "help") {
    std::cout << kUsage;
    return 0;
  }
  const bool merge = command == "merge";
  if (!merge && command != "html" && command != "junit" && command != "all") {
    return Usage("unknown command '" + command + "'");
  }
  if (merge ? args.size() < 3 : args.size() != 3) {
    return Usage(command + ": wrong number of arguments");
  }
  std::string error;
  nlohmann::json report;
  if (merge) {
    std::vector<nlohmann::json> inputs(args.size() - 2);
    for (std::size_t i = 2; i < args.size(); ++i) {
      if (!clc::LoadReport(args[i], &inputs[i - 2], &error)) return Fail(error);
    }
    report = clc::MergeReports(inputs);
    if (!clc::WriteTextFile(args[1], report.dump(1) + "\n", &error)) return Fail(error);
    std::cout << "clconform-report: merged " << inputs.size() << " reports ("
              << report["cases"].size() << " cases) into " << args[1] << "\n";
    return 0;
  }
  if (!clc::LoadReport(args[1], &report, &error)) return Fail(error);
  if (command == "html") {
    if (!clc::WriteTextFile(args[2], clc::RenderHtmlReport(report), &error)) return Fail(error);
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
