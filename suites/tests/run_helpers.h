// Helpers for tests that drive build/clconform as a user would: start it, wait, read reports.
#pragma once

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <sys/wait.h>

#include "reference/tests/scratch.h"
#include "suites/tests/planted/plants.h"

namespace clc::testing_support {

namespace fs = std::filesystem;

inline constexpr const char* kPocl = "Portable Computing Language";
// Two cases from one 32-bit operand type at full coverage: constant, buffer and digest
// kernels, and no negative check (a failing build).
inline constexpr const char* kStreamCases =
    "--gtest_filter=*/convert_int_rtz_float:*/convert_uint4_sat_float4";

// In the sanitizer build (CLCONFORM_SANITIZE), the reports of every process a test starts
// (a run, its devices' runs, their workers, whose stderr goes to logs of their own) go to
// files in this folder.
inline fs::path SanitizerLogs() {
  return fs::temp_directory_path() / ("clconform-test-" + std::to_string(getpid())) / "sanitizer";
}

// The sanitizer reports written since the last call, which removes them, and the lines of
// `output` (a run's console output or report, where a worker's output comes attached to its
// failing results) that are reports: GCC's UBSan next to ASan ignores log_path and writes to
// stderr. "" when none.
inline std::string SanitizerReports(const std::string& output = "") {
  std::string text;
  std::istringstream lines(output);
  for (std::string l; std::getline(lines, l);) {
    if (l.find("runtime error:") != std::string::npos ||
        l.find("Sanitizer:") != std::string::npos) {
      text += l + "\n";
    }
  }
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(SanitizerLogs(), ec)) {
    std::ifstream in(e.path());
    text += e.path().string() + ":\n" +
            std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    fs::remove(e.path(), ec);
  }
  return text;
}

// Starts `program` with `args`, `env` added to the environment, stdout to `out` and stderr
// to `err` (the same file when they are equal).
inline pid_t Spawn(const std::string& program, const std::vector<std::string>& args,
                   const std::map<std::string, std::string>& env, const fs::path& out,
                   const fs::path& err) {
#ifdef CLCONFORM_SANITIZER_BUILD
  // PoCL and the ICD loader are not instrumented and keep memory until the process ends: no
  // leak check. A driver's own crash (PoCL 3.1's folded _rte kernels) kills the process with
  // its signal, as in a Release build, not as a sanitizer report.
  const std::string logs = SanitizerLogs().string();
  fs::create_directories(logs);
  const std::string asan = "detect_leaks=0:handle_segv=0:log_path=" + logs + "/asan";
  const std::string ubsan = "print_stacktrace=1:handle_segv=0:log_path=" + logs + "/ubsan";
#endif
  std::fflush(nullptr);  // or the child's freopen flushes the parent's pending output again
  const pid_t pid = fork();
  if (pid == 0) {
#ifdef CLCONFORM_SANITIZER_BUILD
    setenv("ASAN_OPTIONS", asan.c_str(), 1);
    setenv("UBSAN_OPTIONS", ubsan.c_str(), 1);
#endif
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
      !plant.kill_build.empty() || !plant.replace.empty()) {
    env = {
        {"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER},  {"CLCONFORM_PLANT", plant.source},
        {"CLCONFORM_PLANT_KILL", plant.kill},      {"CLCONFORM_PLANT_KILL_BUILD", plant.kill_build},
        {"CLCONFORM_PLANT_ONLY", plant.only},      {"CLCONFORM_PLANT_EXCEPT", plant.except},
        {"CLCONFORM_PLANT_REPLACE", plant.replace}};
    if (!plant.record.empty()) env["CLCONFORM_RECORD_PROGRAMS"] = plant.record;
  }
  std::vector<std::string> all = {"--device=" + device};
  all.insert(all.end(), args.begin(), args.end());
  // The planted driver rewrites, records and kills source builds: every program from source.
  if (!env.empty()) all.emplace_back("--no-program-cache");
  return Spawn(CLCONFORM_BINARY, all, env, log, log);
}

// The exit code, or 128 + the signal that ended it.
inline int Wait(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

// The bits a report writes as a hex string ("0x7fc00000").
inline std::uint64_t Bits(const nlohmann::json& hex) {
  return std::stoull(hex.get<std::string>(), nullptr, 16);
}

// Every case of a report by name, without timings.
inline std::map<std::string, nlohmann::json> Cases(const fs::path& report) {
  std::ifstream in(report);
  const auto doc = nlohmann::json::parse(in);
  std::map<std::string, nlohmann::json> out;
  for (auto c : doc.at("cases")) {
    c.erase("seconds");
    c.erase("own_seconds");
    out[c.at("case").get<std::string>()] = c;
  }
  return out;
}

}  // namespace clc::testing_support
