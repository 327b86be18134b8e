// A fresh folder for one test's outputs, under this test process's own folder in the system's
// temporary directory.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>

namespace clc::testing_support {

inline std::filesystem::path Scratch(const std::string& name) {
  std::filesystem::path p = std::filesystem::temp_directory_path() /
                            ("clconform-test-" + std::to_string(getpid())) / name;
  std::filesystem::remove_all(p);
  std::filesystem::create_directories(p);
  return p;
}

}  // namespace clc::testing_support
