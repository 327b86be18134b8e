// Golden files of generated OpenCL C: any change to the text is a reviewed change
// (CLCONFORM_UPDATE_GOLDEN=1 writes them).
#pragma once

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

namespace clc {

inline std::string GoldenPath(const std::string& name) {
  return std::string(CLCONFORM_GOLDEN_DIR) + "/" + name;
}

inline void ExpectGolden(const std::string& name, const std::string& text) {
  if (std::getenv("CLCONFORM_UPDATE_GOLDEN") != nullptr) {
    std::ofstream(GoldenPath(name)) << text;
  }
  std::ifstream in(GoldenPath(name));
  ASSERT_TRUE(in) << "missing golden file " << GoldenPath(name)
                  << " (CLCONFORM_UPDATE_GOLDEN=1 writes it)";
  std::stringstream golden;
  golden << in.rdbuf();
  EXPECT_EQ(golden.str(), text) << "generated text differs from " << GoldenPath(name);
}

}  // namespace clc
