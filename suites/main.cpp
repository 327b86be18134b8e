// build/clconform: device selection, then GoogleTest over the variants, one device per process.
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <random>
#include <thread>

#include <gtest/gtest.h>
#include <sys/wait.h>

#include "harness/device/driver_cache.h"
#include "harness/device/driver_identity.h"
#include "harness/report/build_info.h"
#include "harness/report/cache_upkeep.h"
#include "harness/report/expectations.h"
#include "harness/report/report_json.h"
#include "harness/run/child_process.h"
#include "harness/run/digest_store.h"
#include "harness/run/runner.h"
#include "reference/fingerprint.h"
#include "suites/cache_retry.h"
#include "suites/cli.h"
#include "suites/console_printer.h"
#include "suites/cts_env.h"
#include "suites/dump_kernels.h"
#include "suites/fill_store.h"
#include "suites/filter.h"
#include "suites/lifetime.h"
#include "suites/progress.h"
#include "suites/report_folder.h"
#include "suites/rerun_env.h"
#include "suites/session.h"
#include "suites/worker.h"

namespace {

using namespace clc;

// The exit code of several devices' runs: a run that did not end (an error, a signal, a busy
// folder) first, so that an unfinished device is never hidden; then a failure; then "nothing
// checked" only when no device checked anything.
int Combine(int worst, int code) {
  const auto unfinished = [](int c) {
    return c != kExitPass && c != kExitFail && c != kExitNothingChecked;
  };
  if (unfinished(worst)) return worst;
  if (unfinished(code)) return code;
  if (worst == kExitFail || code == kExitFail) return kExitFail;
  return worst == kExitPass || code == kExitPass ? kExitPass : kExitNothingChecked;
}

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

// Runs this program once per device, all at once (the devices are independent), each with
// --device=INDEX and its output in a log file of `log_dir`; prints each log's last lines as
// it ends, and keeps the log in the device's report folder when there is one.
int RunEachDevice(const std::string& self, const std::vector<std::string>& args,
                  const std::vector<Device>& devices, const std::vector<DeviceInfo>& infos,
                  const std::string& log_dir, const std::string& report_dir) {
  struct Running {
    const Device* device;
    std::string log;
    std::string folder;
  };
  std::map<pid_t, Running> running;
  for (const Device& d : devices) {
    std::vector<std::string> child = {self, "--device=" + std::to_string(d.info.index)};
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (args[i] == "--device") {
        ++i;
      } else if (args[i].rfind("--device=", 0) != 0) {
        child.push_back(args[i]);
      }
    }
    const std::string folder = DeviceFolderName(infos, d.info);
    const std::string log = log_dir + "/" + folder + ".log";
    const pid_t pid = SpawnChild(child, log, /*truncate=*/true);
    if (pid < 0) {
      std::cerr << "clconform: cannot start the run on " << d.info.device_name << "\n";
      return kExitFail;
    }
    std::cout << "[ device   ] #" << d.info.index << " " << d.info.FullName() << ": "
              << (report_dir.empty() ? "no --report-dir" : "report in " + report_dir + "/" + folder)
              << "\n"
              << std::flush;
    running[pid] = {&d, log, folder};
  }
  int worst = kExitPass;
  bool first = true;
  while (!running.empty()) {
    int status = 0;
    const pid_t pid = WaitRelayingProgress(&status, [&] {
      for (const auto& [child, r] : running) {
        const std::string line = LastProgress(r.log);
        if (!line.empty())
          std::cout << "[ progress ] #" << r.device->info.index << " " << line << "\n";
      }
      std::cout << std::flush;
    });
    if (pid < 0) break;
    auto it = running.find(pid);
    if (it == running.end()) continue;
    const Running done = it->second;
    running.erase(it);
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    std::ifstream in(done.log);
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
    std::cout << "=== #" << done.device->info.index << " " << done.device->info.FullName() << ": "
              << (WIFEXITED(status) ? "exit " + std::to_string(code)
                                    : "killed by signal " + std::to_string(WTERMSIG(status)))
              << "\n";
    for (const auto& line : tail) std::cout << "    " << line << "\n";
    std::cout << std::flush;
    std::error_code ec;
    if (!report_dir.empty() && code != kExitReportBusy &&
        std::filesystem::is_directory(report_dir + "/" + done.folder, ec)) {
      std::filesystem::copy_file(done.log, report_dir + "/" + done.folder + "/run.log",
                                 std::filesystem::copy_options::overwrite_existing, ec);
    }
    worst = first ? code : Combine(worst, code);
    first = false;
  }
  return worst;
}

std::string NewRunId() {
  std::random_device random;
  char id[40];
  std::snprintf(id, sizeof id, "%08x%08x-%d", random(), random(), static_cast<int>(getpid()));
  return id;
}

int Usage(const std::string& error) {
  std::cerr << "clconform: " << error << "\n";
  return kExitUsage;
}

// Everything after the command line is parsed, for a run that is not a worker.
int Run(const std::string& self, const std::string& program, const std::vector<std::string>& args,
        CliOptions options) {
  RemoveStaleTemps();
  const std::shared_ptr<SignalCleanup> on_signal = CleanUpOnSignals();
  std::vector<std::string> gtest_args = {self};
  gtest_args.insert(gtest_args.end(), options.passthrough.begin(), options.passthrough.end());
  std::vector<char*> gtest_argv;
  gtest_argv.reserve(gtest_args.size() + 1);
  for (auto& a : gtest_args) gtest_argv.push_back(a.data());
  int gtest_argc = static_cast<int>(gtest_argv.size());
  gtest_argv.push_back(nullptr);  // argv[argc], which GoogleTest moves along as it removes flags
  testing::InitGoogleTest(&gtest_argc, gtest_argv.data());
  if (!WantsGoogleTestPrinter(options.verbose, options.passthrough)) UseQuietPrinter();
  std::string error;
  if (gtest_argc > 1) {
    return Usage("unknown argument '" + std::string(gtest_argv[1]) + "' (see --help)");
  }
  if (GTEST_FLAG_GET(repeat) != 1) return Usage("--gtest_repeat: each case runs once");
  int shard_index = 0;
  int shard_total = 1;
  if (!ReadShards(&shard_index, &shard_total, &error)) return Usage(error);
  const std::string filter = GTEST_FLAG_GET(filter);
  if (!ValidateFilter(filter, &error)) return Usage(error);
  if (GTEST_FLAG_GET(list_tests)) return RUN_ALL_TESTS();
  const std::vector<Variant> cases = FilteredCases(filter);
  if (cases.empty()) {
    std::cerr << "clconform: " << NoCaseMessage(filter) << "\n";
    return kExitNothingChecked;
  }
  if (!InputsFit(options.inputs, cases, &error)) return Usage(error);
  for (const auto& [dir, flag] : {std::pair{options.report_dir, "--report-dir"},
                                  {options.write_expectations_dir, "--write-expectations"}}) {
    if (!dir.empty() && !UsableFolder(dir, flag, &error)) return Usage(error);
  }
  if (!options.dump_kernels.empty() && !DumpFolderUsable(options.dump_kernels, &error)) {
    return Usage(error);
  }
  options.jobs = JobsFor(options.jobs, std::thread::hardware_concurrency());

  if (options.fill_digest_store) {
    testing::AddGlobalTestEnvironment(new FillDigestStore(options));  // GoogleTest owns it
    return RUN_ALL_TESTS() == 0 ? kExitPass : kExitFail;
  }
  error = CheckCtsVariables([](const char* name) { return std::getenv(name); },
                            !options.devices.empty() || options.list_devices, std::cerr);
  if (!error.empty()) return Usage(error);
  const Discovery discovery = Discover(options.icds);
  // Every platform and ICD with where it came from; with --device, the selected devices only
  // (one Describe line each, as scripts read them).
  if (options.list_devices && options.devices.empty()) {
    std::cout << DescribeDiscovery(discovery);
    return discovery.devices.empty() ? kExitNoPlatform : kExitPass;
  }
  std::vector<Device> devices;
  std::vector<DeviceInfo> infos;
  for (const Device& d : discovery.devices) infos.push_back(d.info);
  try {
    devices = SelectDevices(TakeDevices(discovery), options.devices);
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
  if (options.list_devices) {
    std::cout << DescribeAll(devices);
    return kExitPass;
  }
  if (options.devices.empty() && !DescribeSkipped(discovery).empty()) {
    std::cout << "[ icd      ] not tested (see --list-devices):\n" << DescribeSkipped(discovery);
  }
  if (devices.empty()) {
    std::cerr << "clconform: no OpenCL device\n";
    return kExitNoDevice;
  }
  if (!options.dump_kernels.empty()) {
    testing::AddGlobalTestEnvironment(new DumpKernels(devices, options));  // GoogleTest owns it
    return RUN_ALL_TESTS() == 0 ? kExitPass : kExitFail;
  }
  const bool deqp_flags = !options.deqp_baseline.empty() || !options.deqp_flakes.empty() ||
                          !options.deqp_skips.empty() || !options.deqp_results.empty();
  if (devices.size() > 1 && deqp_flags) {
    return Usage("the --deqp-* files are one device's: choose it with --device");
  }
  // From here the run has child processes: their files go to a folder private to this run.
  std::unique_ptr<PrivateTemp> made;
  try {
    made = std::make_unique<PrivateTemp>();
  } catch (const std::exception& e) {
    return Usage(e.what());
  }
  const PrivateTemp& temp = *made;
  on_signal->Remove(temp.path());
  options.temp_dir = temp.path();
  if (devices.size() > 1) {
    return RunEachDevice(self, args, devices, infos, temp.path(), options.report_dir);
  }

  const Device& device = devices[0];
  // An installed clconform finds its expectations beside it: PREFIX/share/clconform/expectations.
  const std::filesystem::path installed =
      std::filesystem::path(self).parent_path() / ".." / "share" / "clconform" / "expectations";
  std::error_code ec;
  if (options.expectations_dir.empty() && std::filesystem::is_directory(installed, ec)) {
    options.expectations_dir = std::filesystem::weakly_canonical(installed, ec).string();
    std::cout << "[ expect   ] " << options.expectations_dir << " (installed)\n";
  }
  RunRecord record = RecordOf(options);
  ChooseProgramCache(device, &options, &record);
  for (const std::string& line : PruneCaches(record.digest_store, record.program_cache))
    std::cout << "[ cache    ] " << line << "\n";
  record.filter = filter;
  record.shard_index = shard_index;
  record.shard_total = shard_total;
  record.reference = std::string(ReferenceFingerprint());
  record.version = std::string(ClconformVersion());
  const char* path = std::getenv("PATH");
  record.program = RerunProgram(self, path == nullptr ? "" : path);
  record.environment = RerunEnvironment(device.info, environ);
  std::optional<Expectations> expectations;
  if (!options.expectations_dir.empty()) {
    const std::string path = ExpectationsFileFor(options.expectations_dir, device.info);
    try {
      if (!path.empty()) {
        expectations = LoadExpectations(path);
        record.expectations = path;
        std::cout << "[ expect   ] " << path << "\n";
      } else {
        std::cout << "[ expect   ] no "
                  << DriverExpectationsFile(options.expectations_dir, device.info) << " nor "
                  << PlatformExpectationsFile(options.expectations_dir, device.info)
                  << ": no known failures listed for this platform and driver\n";
      }
    } catch (const std::exception& e) {
      return Usage(e.what());
    }
  }
  std::optional<DeqpLists> deqp;
  if (!options.deqp_baseline.empty() || !options.deqp_flakes.empty() ||
      !options.deqp_skips.empty()) {
    try {
      deqp = LoadDeqpLists(options.deqp_baseline, options.deqp_flakes, options.deqp_skips);
    } catch (const std::exception& e) {
      return Usage(e.what());
    }
  }
  std::unique_ptr<ReportFolder> folder;
  if (!options.report_dir.empty()) {
    nlohmann::json header = ToJson(record);
    header.erase("id");
    header.erase("rerun");  // how to start it again; a resume may come from another shell
    header["device"] = device.info.FullName();
    ReportFolder::Error failure = ReportFolder::Error::kNone;
    folder = ReportFolder::Open(options.report_dir + "/" + DeviceFolderName(infos, device.info),
                                header, NewRunId(), options.resume, &failure, &error);
    if (!folder) {
      std::cerr << "clconform: " << error << "\n";
      return failure == ReportFolder::Error::kBusy ? kExitReportBusy : kExitUsage;
    }
    record.id = folder->run_id();
  }
  std::string command = program;
  for (const auto& a : args) command += " " + a;
  std::cout << "clconform on " << Describe(device.info)
            << (folder ? "\n[ folder   ] " + folder->dir() : std::string()) << "\n";
  auto* session =
      new Session(self, device, options, record, command, expectations, std::move(folder));
  if (deqp) session->SetDeqpLists(std::move(*deqp));
  InstallSession(session);
  testing::AddGlobalTestEnvironment(session);  // GoogleTest owns it from here
  const int failed = RUN_ALL_TESTS();
  if (testing::UnitTest::GetInstance()->test_to_run_count() == 0) {
    // A shard that selects none of the filter's cases: GoogleTest sets up no environment, but
    // the shard still writes its (empty) report, so that a merge knows the shard set whole.
    session->SetUp();
    session->TearDown();
    if (session->unwritten()) return kExitUnwritten;
    std::cerr << "clconform: nothing was checked: shard " << shard_index << " of " << shard_total
              << " selects none of the " << cases.size() << " cases of the filter\n";
    return kExitNothingChecked;
  }
  if (session->unwritten()) return kExitUnwritten;
  if (failed != 0) return kExitFail;
  if (session->checked() == 0) {
    std::cerr << "clconform: nothing was checked: every selected case was skipped or not run\n";
    return kExitNothingChecked;
  }
  return kExitPass;
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
  if (!FollowParent(options && !options->worker_out.empty())) return kExitFail;
  if (!options) return Usage(error);
  if (options->help) {
    std::cout << HelpText(self);
    return kExitPass;
  }
  if (options->version) {
    std::cout << VersionLine("clconform") << "\n";
    return kExitPass;
  }
  try {
    if (!options->worker_out.empty()) return RunWorker(*options);
    return Run(self, argv[0], args, *options);
  } catch (const std::exception& e) {
    std::cerr << "clconform: " << e.what() << "\n";
    return kExitFail;
  }
}
