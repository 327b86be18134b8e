// build/clconform: device selection, then GoogleTest over the variants, one device per process.
#include <fcntl.h>
#include <spawn.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>

#include <gtest/gtest.h>
#include <sys/wait.h>

#include "harness/report/build_info.h"
#include "harness/report/report_json.h"
#include "harness/run/runner.h"
#include "suites/cli.h"
#include "suites/dump_kernels.h"
#include "suites/fill_store.h"
#include "suites/filter.h"
#include "suites/session.h"
#include "suites/worker.h"

extern char** environ;

namespace {

using namespace clc;

// Runs this program once per device, all at once (the devices are independent), each with
// --device=INDEX and its output in a log file; prints each log's last lines as it ends.
int RunEachDevice(const std::string& self, const std::vector<std::string>& args,
                  const std::vector<Device>& devices, const std::string& log_dir) {
  std::filesystem::create_directories(log_dir);
  std::map<pid_t, std::pair<const Device*, std::string>> running;
  for (const Device& d : devices) {
    std::vector<std::string> child = {self, "--device=" + std::to_string(d.info.index)};
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (args[i] == "--device") {
        ++i;
      } else if (args[i].rfind("--device=", 0) != 0) {
        child.push_back(args[i]);
      }
    }
    const std::string log =
        log_dir + "/" + PlatformSlug(d.info) + "-" + std::to_string(d.info.index) + ".log";
    std::vector<char*> argv;
    argv.reserve(child.size() + 1);
    for (auto& a : child) argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&actions, 1, 2);
    pid_t pid = 0;
    const int rc = posix_spawn(&pid, self.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0) {
      std::cerr << "clconform: cannot start the run on " << d.info.device_name << "\n";
      return kExitFail;
    }
    std::cout << "[ device   ] #" << d.info.index << " " << d.info.FullName() << ": log in " << log
              << "\n"
              << std::flush;
    running[pid] = {&d, log};
  }
  int worst = kExitPass;
  while (!running.empty()) {
    int status = 0;
    const pid_t pid = wait(&status);
    if (pid < 0) break;
    auto it = running.find(pid);
    if (it == running.end()) continue;
    const auto [device, log] = it->second;
    running.erase(it);
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : kExitFail;
    std::ifstream in(log);
    std::vector<std::string> tail;
    for (std::string line; std::getline(in, line);) {
      if (line.rfind("[ summary", 0) == 0 || line.rfind("[  PASSED", 0) == 0 ||
          (line.rfind("[  SKIPPED ] ", 0) == 0 && line.find(" tests,") != std::string::npos) ||
          line.rfind("[ report", 0) == 0 || line.find("FAILED TEST") != std::string::npos) {
        tail.push_back(line);
      }
    }
    std::cout << "=== #" << device->info.index << " " << device->info.FullName() << ": "
              << (WIFEXITED(status) ? "exit " + std::to_string(code)
                                    : "killed by signal " + std::to_string(WTERMSIG(status)))
              << "\n";
    for (const auto& line : tail) std::cout << "    " << line << "\n";
    std::cout << std::flush;
    if (code != kExitPass && (worst == kExitPass || code == kExitFail)) worst = code;
  }
  return worst;
}

}  // namespace

int main(int argc, char** argv) {
  // Children are started from the program's own file, whatever the current folder or PATH.
  std::error_code exe_error;
  const std::string exe = std::filesystem::read_symlink("/proc/self/exe", exe_error).string();
  const std::string self = exe_error ? std::string(argv[0]) : exe;
  std::vector<std::string> args(argv + 1, argv + argc);
  std::string error;
  auto options = ParseCli(args, &error);
  if (!options) {
    std::cerr << "clconform: " << error << "\n";
    return kExitUsage;
  }
  if (options->help) {
    std::cout << HelpText(self);
    return kExitPass;
  }
  if (options->version) {
    std::cout << VersionLine("clconform") << "\n";
    return kExitPass;
  }
  if (!options->worker_out.empty()) return RunWorker(*options);
  std::vector<std::string> gtest_args = {self};
  gtest_args.insert(gtest_args.end(), options->passthrough.begin(), options->passthrough.end());
  std::vector<char*> gtest_argv;
  gtest_argv.reserve(gtest_args.size());
  for (auto& a : gtest_args) gtest_argv.push_back(a.data());
  int gtest_argc = static_cast<int>(gtest_argv.size());
  testing::InitGoogleTest(&gtest_argc, gtest_argv.data());
  if (gtest_argc > 1) {
    std::cerr << "clconform: unknown argument '" << gtest_argv[1] << "' (see --help)\n";
    return kExitUsage;
  }
  if (!ValidateFilter(GTEST_FLAG_GET(filter), &error)) {
    std::cerr << "clconform: " << error << "\n";
    return kExitUsage;
  }
  if (GTEST_FLAG_GET(list_tests)) return RUN_ALL_TESTS();

  if (options->fill_digest_store) {
    testing::AddGlobalTestEnvironment(new FillDigestStore(*options));  // GoogleTest owns it
    return RUN_ALL_TESTS() == 0 ? kExitPass : kExitFail;
  }
  const Discovery discovery = Discover(options->icds);
  // Every platform and ICD with where it came from; with --device, the selected devices only
  // (one Describe line each, as scripts read them).
  if (options->list_devices && options->devices.empty()) {
    std::cout << DescribeDiscovery(discovery);
    return discovery.devices.empty() ? kExitNoPlatform : kExitPass;
  }
  std::vector<Device> devices;
  try {
    devices = SelectDevices(TakeDevices(discovery), options->devices);
  } catch (const NoPlatformError& e) {
    std::cerr << "clconform: no OpenCL platform: " << e.what()
              << "\n  (is an ICD installed? OCL_ICD_VENDORS="
              << (getenv("OCL_ICD_VENDORS") ? getenv("OCL_ICD_VENDORS") : "unset") << ")\n";
    return kExitNoPlatform;
  } catch (const SelectorError& e) {
    std::cerr << "clconform: " << e.what() << "\n";
    return kExitNoDevice;
  } catch (const DeviceError& e) {
    std::cerr << "clconform: " << e.what() << "\n";
    return kExitNoPlatform;
  }
  if (options->list_devices) {
    std::cout << DescribeAll(devices);
    return kExitPass;
  }
  if (options->devices.empty() && !DescribeSkipped(discovery).empty()) {
    std::cout << "[ icd      ] not tested (see --list-devices):\n" << DescribeSkipped(discovery);
  }
  if (devices.empty()) {
    std::cerr << "clconform: no OpenCL device\n";
    return kExitNoDevice;
  }
  if (!options->dump_kernels.empty()) {
    if (!DumpFolderUsable(options->dump_kernels, &error)) {
      std::cerr << "clconform: " << error << "\n";
      return kExitUsage;
    }
    testing::AddGlobalTestEnvironment(new DumpKernels(devices, *options));  // GoogleTest owns it
    return RUN_ALL_TESTS() == 0 ? kExitPass : kExitFail;
  }
  const bool deqp_flags = !options->deqp_baseline.empty() || !options->deqp_flakes.empty() ||
                          !options->deqp_skips.empty() || !options->deqp_results.empty();
  if (devices.size() > 1 && deqp_flags) {
    std::cerr << "clconform: the --deqp-* files are one device's: choose it with --device\n";
    return kExitUsage;
  }
  if (devices.size() > 1) {
    return RunEachDevice(self, args, devices,
                         options->report_dir.empty()
                             ? std::filesystem::temp_directory_path().string() + "/clconform-logs"
                             : options->report_dir);
  }

  // An installed clconform finds its expectations beside it: PREFIX/share/clconform/expectations.
  const std::filesystem::path installed =
      std::filesystem::path(self).parent_path() / ".." / "share" / "clconform" / "expectations";
  std::error_code ec;
  if (options->expectations_dir.empty() && std::filesystem::is_directory(installed, ec)) {
    options->expectations_dir = std::filesystem::weakly_canonical(installed, ec).string();
    std::cout << "[ expect   ] " << options->expectations_dir << " (installed)\n";
  }
  std::optional<Expectations> expectations;
  if (!options->expectations_dir.empty()) {
    const std::string path =
        options->expectations_dir + "/" + PlatformSlug(devices[0].info) + ".txt";
    try {
      if (std::filesystem::exists(path)) expectations = LoadExpectations(path);
    } catch (const std::exception& e) {
      std::cerr << "clconform: " << e.what() << "\n";
      return kExitUsage;
    }
  }
  std::optional<DeqpLists> deqp;
  if (!options->deqp_baseline.empty() || !options->deqp_flakes.empty() ||
      !options->deqp_skips.empty()) {
    try {
      deqp = LoadDeqpLists(options->deqp_baseline, options->deqp_flakes, options->deqp_skips);
    } catch (const std::exception& e) {
      std::cerr << "clconform: " << e.what() << "\n";
      return kExitUsage;
    }
  }
  std::string command = argv[0];
  for (const auto& a : args) command += " " + a;
  std::cout << "clconform on " << Describe(devices[0].info) << "\n";
  auto* session = new Session(self, devices[0], *options, command, expectations);
  if (deqp) session->SetDeqpLists(std::move(*deqp));
  InstallSession(session);
  testing::AddGlobalTestEnvironment(session);  // GoogleTest owns it from here
  return RUN_ALL_TESTS() == 0 ? kExitPass : kExitFail;
}
