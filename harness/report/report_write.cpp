// Writing rendered reports to files.
#include "harness/report/report_write.h"

#include <filesystem>
#include <utility>

#include "harness/files/atomic_file.h"
#include "harness/report/report_html.h"
#include "harness/report/report_junit.h"
#include "harness/report/report_merge.h"

namespace clc {

bool WriteAllReports(const nlohmann::json& report, const std::string& dir, std::string* error) {
  std::string why;
  if (!ValidateReport(report, &why)) {
    *error = "not a clconform report: " + why;
    return false;
  }
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) {
    *error = "cannot create " + dir + ": " + ec.message();
    return false;
  }
  const std::pair<std::string, std::string> files[] = {
      {dir + "/report.html", RenderHtmlReport(report)},
      {dir + "/junit.xml", RenderJunitReport(report)}};
  for (const auto& [path, text] : files) {
    if (!WriteTextFile(path, text, error)) return false;
  }
  return true;
}

bool WriteTextFile(const std::string& path, const std::string& text, std::string* error) {
  return WriteFileAtomically(path, text, error);
}

}  // namespace clc
