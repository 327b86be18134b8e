// Writing rendered reports to files. Its own file so that merging (report_merge.h) does not
// depend on the renderers that depend on it.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace clc {

// Writes DIR/report.html and DIR/junit.xml (creating DIR); false with `error` set otherwise.
bool WriteAllReports(const nlohmann::json& report, const std::string& dir, std::string* error);

// Writes `text` to `path` whole (harness/files/atomic_file.h); false with `error` naming the
// path and the reason otherwise, and then `path` is as it was.
bool WriteTextFile(const std::string& path, const std::string& text, std::string* error);

}  // namespace clc
