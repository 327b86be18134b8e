// The command line's checks that need more than the options: jobs, inputs, folders, shards.
#include "harness/app/cli.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace clc {

int JobsFor(int requested, unsigned cores) {
  return std::min(requested, std::max(2, static_cast<int>(cores)));
}

int DefaultJobs(unsigned cores) { return std::clamp(static_cast<int>(cores), 2, 16); }

bool InputsFit(const std::vector<std::uint64_t>& inputs, const std::vector<Variant>& selected,
               std::string* error) {
  for (const Variant& v : selected) {
    const int bits = Bits(v.src);
    for (std::uint64_t in : inputs) {
      if (bits < 64 && (in >> bits) != 0) {
        char hex[24];
        std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(in));
        *error = std::string(FlagOf(&CliOptions::inputs)) + "=" + hex + " has more bits than " +
                 std::string(Name(v.src)) + ", the operand type of " + CaseName(v) + " (" +
                 std::to_string(bits) + " bits); narrow --gtest_filter";
        return false;
      }
    }
  }
  return true;
}

bool UsableFolder(const std::string& dir, const std::string& flag, std::string* error) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir, ec)) {
    *error = flag + "=" + dir + " cannot be used as a folder" + (ec ? ": " + ec.message() : "");
    return false;
  }
  if (access(dir.c_str(), W_OK | X_OK) != 0) {
    *error = flag + "=" + dir + " is a folder this user cannot write in";
    return false;
  }
  return true;
}

namespace {

// The folder nearest `dir` that exists (GoogleTest creates the others).
std::filesystem::path Existing(std::filesystem::path dir) {
  std::error_code ec;
  while (!std::filesystem::exists(dir, ec) && dir.has_parent_path() && dir != dir.parent_path())
    dir = dir.parent_path();
  return dir;
}

}  // namespace

bool GoogleTestOutputUsable(const std::string& output, std::string* error) {
  namespace fs = std::filesystem;
  const std::string format = output.substr(0, output.find(':'));
  if (format != "xml" && format != "json") return true;  // GoogleTest ignores it, with a warning
  const std::string path = format.size() < output.size() ? output.substr(format.size() + 1) : "";
  // GoogleTest's file: test_detail.FORMAT, a file of its own in a PATH ending with '/', or PATH.
  const bool folder = path.empty() || path.back() == '/';
  const fs::path file = path.empty() ? fs::path("test_detail." + format) : fs::path(path);
  const fs::path dir = folder ? fs::path(path.empty() ? "." : path) : file.parent_path();
  std::error_code ec;
  std::string why;
  if (!folder && fs::is_directory(file, ec)) {
    why = file.string() + " is a folder";
  } else if (!folder && fs::exists(file, ec) && access(file.c_str(), W_OK) != 0) {
    why = file.string() + " is a file this user cannot write";
  } else {
    const fs::path existing = Existing(dir.empty() ? fs::path(".") : dir);
    if (!fs::is_directory(existing, ec)) {
      why = existing.string() + " is no folder";
    } else if (access(existing.c_str(), W_OK | X_OK) != 0) {
      why = existing.string() + " is a folder this user cannot write in";
    }
  }
  if (why.empty()) return true;
  *error = "--gtest_output=" + output + " cannot be written: " + why;
  return false;
}

bool ReadShards(int* index, int* total, std::string* error) {
  const char* t = std::getenv("GTEST_TOTAL_SHARDS");
  const char* i = std::getenv("GTEST_SHARD_INDEX");
  *index = 0;
  *total = 1;
  if (t == nullptr && i == nullptr) return true;
  const auto number = [](const char* text) {
    std::uint64_t n = 0;
    return text != nullptr && ParseDecimal(text, 6, &n) ? static_cast<int>(n) : -1;
  };
  *total = number(t);
  *index = number(i);
  if (*total < 1 || *index < 0 || *index >= *total) {
    *error = std::string("GTEST_TOTAL_SHARDS=") + (t ? t : "(unset)") +
             " and GTEST_SHARD_INDEX=" + (i ? i : "(unset)") +
             ": set both, with 0 <= GTEST_SHARD_INDEX < GTEST_TOTAL_SHARDS";
    return false;
  }
  return true;
}

}  // namespace clc
