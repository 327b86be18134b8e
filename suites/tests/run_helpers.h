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

// Starts `program` with `args`, `env` added to the environment, stdout to `out` and stderr
// to `err` (the same file when they are equal).
inline pid_t Spawn(const std::string& program, const std::vector<std::string>& args,
                   const std::map<std::string, std::string>& env, const fs::path& out,
                   const fs::path& err) {
  std::fflush(nullptr);  // or the child's freopen flushes the parent's pending output again
  const pid_t pid = fork();
  if (pid == 0) {
    for (const auto& [k, v] : env) setenv(k.c_str(), v.c_str(), 1);
    std::vector<std::string> all = {program};
    all.insert(all.end(), args.begin(), args.end());
    std::vector<char*> argv;
    argv.reserve(all.size() + 1);
    for (auto& a : all) argv.push_back(a.data());
    argv.push_back(nullptr);
    if (std::freopen(out.c_str(), "w", stdout) == nullptr) _exit(126);
    if (err == out) {
      dup2(fileno(stdout), 2);
    } else if (std::freopen(err.c_str(), "w", stderr) == nullptr) {
      _exit(126);
    }
    execv(argv[0], argv.data());
    _exit(127);
  }
  return pid;
}

// Starts clconform on `device` with `args`, output to `log`, with the driver bug `plant`
// (none when it is empty).
inline pid_t Start(const std::string& device, const std::vector<std::string>& args,
                   const Plant& plant, const fs::path& log) {
  std::map<std::string, std::string> env;
  if (!plant.source.empty() || !plant.kill.empty() || !plant.record.empty() ||
      !plant.kill_build.empty()) {
    env = {{"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER},
           {"CLCONFORM_PLANT", plant.source},
           {"CLCONFORM_PLANT_KILL", plant.kill},
           {"CLCONFORM_PLANT_KILL_BUILD", plant.kill_build}};
    if (!plant.record.empty()) env["CLCONFORM_RECORD_PROGRAMS"] = plant.record;
  }
  std::vector<std::string> all = {"--device=" + device};
  all.insert(all.end(), args.begin(), args.end());
  return Spawn(CLCONFORM_BINARY, all, env, log, log);
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
