// Helpers for tests that drive build/clconform as a user would: start it, wait, read reports.
#pragma once

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <sys/wait.h>

namespace clc::testing_support {

namespace fs = std::filesystem;

// A fresh folder for one test's outputs.
inline fs::path Scratch(const std::string& name) {
  fs::path p = fs::temp_directory_path() / ("clconform-test-" + std::to_string(getpid())) / name;
  fs::remove_all(p);
  fs::create_directories(p);
  return p;
}

// Starts clconform on `device` with `args`, output to `log`, with CLCONFORM_TEST_FAULT set
// to `fault` when it is not empty.
inline pid_t Start(const std::string& device, const std::vector<std::string>& args,
                   const std::string& fault, const fs::path& log) {
  const pid_t pid = fork();
  if (pid == 0) {
    if (!fault.empty()) setenv("CLCONFORM_TEST_FAULT", fault.c_str(), 1);
    std::vector<std::string> all = {CLCONFORM_BINARY, "--device=" + device};
    all.insert(all.end(), args.begin(), args.end());
    std::vector<char*> argv;
    argv.reserve(all.size() + 1);
    for (auto& a : all) argv.push_back(a.data());
    argv.push_back(nullptr);
    if (std::freopen(log.c_str(), "w", stdout) == nullptr) _exit(126);
    dup2(fileno(stdout), 2);
    execv(argv[0], argv.data());
    _exit(127);
  }
  return pid;
}

// The exit code, or 128 + the signal that ended it.
inline int Wait(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

// Every case of a report by name, without timings.
inline std::map<std::string, nlohmann::json> Cases(const fs::path& report) {
  std::ifstream in(report);
  const auto doc = nlohmann::json::parse(in);
  std::map<std::string, nlohmann::json> out;
  for (auto c : doc.at("cases")) {
    c.erase("seconds");
    out[c.at("case").get<std::string>()] = c;
  }
  return out;
}

}  // namespace clc::testing_support
