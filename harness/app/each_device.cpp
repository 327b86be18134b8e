// A run over several devices (harness/app/each_device.h).
#include "harness/app/each_device.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <thread>

#include <sys/wait.h>

#include "harness/app/cli.h"
#include "harness/app/progress.h"
#include "harness/app/report_folder.h"
#include "harness/run/child_process.h"

namespace clc {

namespace {

// The last progress line of a device's log, without its "[ progress ] " ("" when none yet).
std::string LastProgress(const std::string& log) {
  constexpr std::streamoff kTail = 65536;  // progress lines are short and frequent
  std::ifstream in(log, std::ios::binary | std::ios::ate);
  if (!in) return "";
  const std::streamoff size = in.tellg();
  in.seekg(std::max<std::streamoff>(0, size - kTail));
  std::string last;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("[ progress ] ", 0) == 0) last = line.substr(13);
  }
  return last;
}

// waitpid for any child; meanwhile, every Progress::kLogEvery, `relay` prints each device's
// progress, so that a log of a run over several devices hears from it as a run on one does.
pid_t WaitRelayingProgress(int* status, const std::function<void()>& relay) {
  auto next = std::chrono::steady_clock::now() + Progress::kLogEvery;
  for (;;) {
    const pid_t pid = waitpid(-1, status, WNOHANG);
    if (pid != 0) return pid;
    if (std::chrono::steady_clock::now() >= next) {
      relay();
      next += Progress::kLogEvery;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
}

struct Running {
  const ListedDevice* device;
  std::string log;
  std::string folder;
};

// The child's command line: `args` with --device=INDEX in place of their --device flags. The
// `at_once` devices share the machine, so a loaded one's driver (a CPU device's compiler) must
// not look hung: without a --case-timeout of the user's, each waits at_once times the default.
std::vector<std::string> ChildArgs(const std::string& self, const std::vector<std::string>& args,
                                   const ListedDevice& d, std::size_t at_once) {
  const char* device = FlagOf(&CliOptions::devices);
  const char* timeout = FlagOf(&CliOptions::case_timeout_s);
  std::vector<std::string> child = {self};
  for (std::string& w : Words(device, {std::to_string(d.info.index)})) child.push_back(w);
  for (std::string& a : WithoutFlag(args, device)) child.push_back(a);
  if (at_once > 1 && WithoutFlag(args, timeout).size() == args.size()) {
    const auto limit =
        static_cast<long long>(kDefaultCaseTimeoutS) * static_cast<long long>(at_once);
    for (std::string& w : Words(timeout, {std::to_string(limit)})) child.push_back(w);
  }
  return child;
}

void RelayProgress(const std::map<pid_t, Running>& running) {
  for (const auto& [child, r] : running) {
    const std::string line = LastProgress(r.log);
    if (!line.empty()) std::cout << "[ progress ] #" << r.device->info.index << " " << line << "\n";
  }
  std::cout << std::flush;
}

// The lines of a device's log that its end repeats: the summary, GoogleTest's totals and
// failed tests, the report's lines and clconform's own messages.
std::vector<std::string> LogTail(const std::string& log) {
  std::ifstream in(log);
  std::vector<std::string> tail;
  for (std::string line; std::getline(in, line);) {
    // GoogleTest's totals ("[  SKIPPED ] 3 tests, ..."), not a case's line.
    const bool totals = line.rfind("[  SKIPPED ] ", 0) == 0 && line.size() > 13 &&
                        std::isdigit(static_cast<unsigned char>(line[13])) != 0;
    if (line.rfind("[ summary", 0) == 0 || line.rfind("[  PASSED", 0) == 0 || totals ||
        line.rfind("[ report", 0) == 0 || line.find("FAILED TEST") != std::string::npos ||
        line.rfind("clconform:", 0) == 0) {
      tail.push_back(line);
    }
  }
  return tail;
}

void PrintEnded(const Running& done, int status, int code) {
  const std::vector<std::string> tail = LogTail(done.log);
  std::cout << "=== #" << done.device->info.index << " " << done.device->info.FullName() << ": "
            << (WIFEXITED(status) ? "exit " + std::to_string(code)
                                  : "killed by signal " + std::to_string(WTERMSIG(status)))
            << "\n";
  for (const auto& line : tail) std::cout << "    " << line << "\n";
  std::cout << std::flush;
}

// The log goes into the device's report folder, unless that folder is another run's.
void KeepLog(const Running& done, int code, const std::string& report_dir) {
  std::error_code ec;
  if (!report_dir.empty() && code != kExitReportBusy &&
      std::filesystem::is_directory(report_dir + "/" + done.folder, ec)) {
    std::filesystem::copy_file(done.log, report_dir + "/" + done.folder + "/run.log",
                               std::filesystem::copy_options::overwrite_existing, ec);
  }
}

// Waits for every child of `running`, reporting each as it ends.
int AwaitDevices(std::map<pid_t, Running>& running, const std::string& report_dir) {
  int worst = kExitPass;
  bool first = true;
  while (!running.empty()) {
    int status = 0;
    const pid_t pid = WaitRelayingProgress(&status, [&running] { RelayProgress(running); });
    if (pid < 0) break;
    auto it = running.find(pid);
    if (it == running.end()) continue;
    const Running done = it->second;
    running.erase(it);
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    PrintEnded(done, status, code);
    KeepLog(done, code, report_dir);
    worst = first ? code : CombineExits(worst, code);
    first = false;
  }
  return worst;
}

}  // namespace

int CombineExits(int worst, int code) {
  const auto unfinished = [](int c) {
    return c != kExitPass && c != kExitFail && c != kExitNothingChecked;
  };
  if (unfinished(worst)) return worst;
  if (unfinished(code)) return code;
  if (worst == kExitFail || code == kExitFail) return kExitFail;
  return worst == kExitPass || code == kExitPass ? kExitPass : kExitNothingChecked;
}

int RunEachDevice(const std::string& self, const std::vector<std::string>& args,
                  const std::vector<ListedDevice>& devices, const std::vector<DeviceInfo>& infos,
                  const std::string& log_dir, const std::string& report_dir) {
  std::map<pid_t, Running> running;
  for (const ListedDevice& d : devices) {
    const std::string folder = DeviceFolderName(infos, d.info);
    const std::string log = log_dir + "/" + folder + ".log";
    const pid_t pid = SpawnChild(ChildArgs(self, args, d, devices.size()), log, /*truncate=*/true);
    if (pid < 0) {
      std::cerr << "clconform: cannot start the run on " << d.info.device_name << ": "
                << std::strerror(errno) << "\n";
      return kExitEnvironment;
    }
    std::cout << "[ device   ] #" << d.info.index << " " << d.info.FullName() << ": "
              << (report_dir.empty() ? "no " + std::string(FlagOf(&CliOptions::report_dir))
                                     : "report in " + report_dir + "/" + folder)
              << "\n"
              << std::flush;
    running[pid] = {&d, log, folder};
  }
  return AwaitDevices(running, report_dir);
}

}  // namespace clc
