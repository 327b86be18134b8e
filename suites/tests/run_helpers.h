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

#include "suites/tests/planted/plants.h"

namespace clc::testing_support {

namespace fs = std::filesystem;

// A fresh folder for one test's outputs.
inline fs::path Scratch(const std::string& name) {
  fs::path p = fs::temp_directory_path() / ("clconform-test-" + std::to_string(getpid())) / name;
  fs::remove_all(p);
  fs::create_directories(p);
  return p;
}

// Starts clconform on `device` with `args`, output to `log`, with the driver bug `plant`
// (none when it is empty).
inline pid_t Start(const std::string& device, const std::vector<std::string>& args,
                   const Plant& plant, const fs::path& log) {
  const pid_t pid = fork();
  if (pid == 0) {
    if (!plant.source.empty() || !plant.kill.empty() || !plant.record.empty()) {
      setenv("LD_PRELOAD", CLCONFORM_PLANTED_DRIVER, 1);
      setenv("CLCONFORM_PLANT", plant.source.c_str(), 1);
      setenv("CLCONFORM_PLANT_KILL", plant.kill.c_str(), 1);
      if (!plant.record.empty()) setenv("CLCONFORM_RECORD_PROGRAMS", plant.record.c_str(), 1);
    }
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
