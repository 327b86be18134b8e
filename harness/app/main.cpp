// build/clconform: device selection, then GoogleTest over the variants, one device per process
// (several devices: harness/app/each_device.h).
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <random>

#include <gtest/gtest.h>

#include "harness/app/cache_retry.h"
#include "harness/app/cli.h"
#include "harness/app/console_printer.h"
#include "harness/app/device_choice.h"
#include "harness/app/dump_kernels.h"
#include "harness/app/each_device.h"
#include "harness/app/fill_store.h"
#include "harness/app/filter.h"
#include "harness/app/lifetime.h"
#include "harness/app/report_folder.h"
#include "harness/app/rerun_env.h"
#include "harness/app/session.h"
#include "harness/app/shard.h"
#include "harness/app/worker.h"
#include "harness/device/driver_cache.h"
#include "harness/device/listing.h"
#include "harness/digest/digest_store.h"
#include "harness/digest/parallel.h"
#include "harness/files/cache_upkeep.h"
#include "harness/report/build_info.h"
#include "harness/report/expectations.h"
#include "harness/report/report_json.h"
#include "harness/run/runner.h"
#include "reference/fingerprint.h"

namespace {

using namespace clc;

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

// An exit code where the run ends at a step; nothing where it goes on.
using Outcome = std::optional<int>;

// Hands the flags the suite does not know to GoogleTest: one that GoogleTest does not know
// either ends the run.
Outcome HandToGoogleTest(const std::string& self, const CliOptions& options) {
  std::vector<std::string> gtest_args = {self};
  gtest_args.insert(gtest_args.end(), options.passthrough.begin(), options.passthrough.end());
  std::vector<char*> gtest_argv;
  gtest_argv.reserve(gtest_args.size() + 1);
  for (auto& a : gtest_args) gtest_argv.push_back(a.data());
  int gtest_argc = static_cast<int>(gtest_argv.size());
  gtest_argv.push_back(nullptr);  // argv[argc], which GoogleTest moves along as it removes flags
  testing::InitGoogleTest(&gtest_argc, gtest_argv.data());
  if (!WantsGoogleTestPrinter(options.verbose, options.passthrough)) UseQuietPrinter();
  if (gtest_argc > 1) {
    return Usage("unknown argument '" + std::string(gtest_argv[1]) + "' (see " +
                 FlagOf(&CliOptions::help) + ")");
  }
  return std::nullopt;
}

// What GoogleTest's flags and environment select.
struct Selection {
  std::string filter;
  int shard_index = 0;
  int shard_total = 1;
  std::vector<Variant> cases;  // of the filter, every shard's
};

// The selection, checked with the flags that depend on it; --gtest_list_tests ends the run.
Outcome Select(const CliOptions& options, Selection* s) {
  std::string error;
  if (GTEST_FLAG_GET(repeat) != 1) return Usage("--gtest_repeat: each case runs once");
  if (GTEST_FLAG_GET(throw_on_failure) || GTEST_FLAG_GET(break_on_failure)) {
    // Either ends the process at the first failing case, before any report is written.
    return Usage(
        "--gtest_throw_on_failure and --gtest_break_on_failure (or GTEST_THROW_ON_FAILURE, "
        "GTEST_BREAK_ON_FAILURE) would end the run at its first failure, without its reports");
  }
  if (!GoogleTestOutputUsable(GTEST_FLAG_GET(output), &error)) return Usage(error);
  if (!ReadShards(&s->shard_index, &s->shard_total, &error)) return Usage(error);
  s->filter = GTEST_FLAG_GET(filter);
  if (!ValidateFilter(s->filter, &error)) return Usage(error);
  if (GTEST_FLAG_GET(list_tests)) return RUN_ALL_TESTS();
  s->cases = FilteredCases(s->filter);
  // A filter, or one of its patterns, that selects nothing: what was asked is not checked.
  const std::string idle =
      s->cases.empty() ? NoCaseMessage(s->filter) : IdlePatternMessage(s->filter);
  if (!idle.empty()) {
    std::cerr << "clconform: " << idle << "\n";
    return kExitNothingChecked;
  }
  if (!InputsFit(options.inputs, s->cases, &error)) return Usage(error);
  for (const auto& [dir, flag] :
       {std::pair{options.report_dir, FlagOf(&CliOptions::report_dir)},
        {options.write_expectations_dir, FlagOf(&CliOptions::write_expectations_dir)}}) {
    if (!dir.empty() && !UsableFolder(dir, flag, &error)) return Usage(error);
  }
  if (!options.dump_kernels.empty() && !DumpFolderUsable(options.dump_kernels, &error)) {
    return Usage(error);
  }
  return std::nullopt;
}

// An installed clconform finds its expectations beside it: PREFIX/share/clconform/expectations.
void FindInstalledExpectations(const std::string& self, CliOptions* options) {
  const std::filesystem::path installed =
      std::filesystem::path(self).parent_path() / ".." / "share" / "clconform" / "expectations";
  std::error_code ec;
  if (options->expectations_dir.empty() && std::filesystem::is_directory(installed, ec)) {
    options->expectations_dir = std::filesystem::weakly_canonical(installed, ec).string();
    std::cout << "[ expect   ] " << options->expectations_dir << " (installed)\n";
  }
}

// The run's record for report.json and its rerun lines; the caches chosen and pruned.
RunRecord RecordFor(const std::string& self, const ListedDevice& device, const Selection& selection,
                    CliOptions* options) {
  RunRecord record = RecordOf(*options);
  ChooseProgramCache(device, options, &record);
  for (const std::string& line : PruneCaches(record.digest_store, record.program_cache))
    std::cout << "[ cache    ] " << line << "\n";
  record.filter = selection.filter;
  record.shard_index = selection.shard_index;
  record.shard_total = selection.shard_total;
  record.reference = std::string(ReferenceFingerprint());
  record.version = std::string(ClconformVersion());
  const char* path = std::getenv("PATH");
  record.program = RerunProgram(self, path == nullptr ? "" : path);
  record.environment = RerunEnvironment(device.info, environ);
  return record;
}

// The device's expectations file of --expectations-dir, when it has one.
Outcome LoadDeviceExpectations(const CliOptions& options, const ListedDevice& device,
                               RunRecord* record, std::optional<Expectations>* expectations) {
  if (options.expectations_dir.empty()) return std::nullopt;
  const std::string path = ExpectationsFileFor(options.expectations_dir, device.info);
  try {
    if (!path.empty()) {
      *expectations = LoadExpectations(path, NameOf(options.coverage));
      record->expectations = path;
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
  return std::nullopt;
}

// deqp-runner's lists; the baseline and the flake list, which mark failures expected in the
// reports as the expectations file does, are named in the record beside it.
Outcome LoadDeqp(const CliOptions& options, RunRecord* record, std::optional<DeqpLists>* deqp) {
  if (options.deqp_baseline.empty() && options.deqp_flakes.empty() && options.deqp_skips.empty())
    return std::nullopt;
  try {
    *deqp = LoadDeqpLists(options.deqp_baseline, options.deqp_flakes, options.deqp_skips);
  } catch (const std::exception& e) {
    return Usage(e.what());
  }
  for (const std::string& file : {options.deqp_baseline, options.deqp_flakes}) {
    if (!file.empty()) record->expectations += (record->expectations.empty() ? "" : ", ") + file;
  }
  return std::nullopt;
}

// The device's folder of --report-dir, held by this run from here.
Outcome OpenDeviceFolder(const CliOptions& options, const ListedDevice& device,
                         const std::vector<DeviceInfo>& infos, RunRecord* record,
                         std::unique_ptr<ReportFolder>* folder) {
  if (options.report_dir.empty()) return std::nullopt;
  nlohmann::json header = ToJson(*record);
  header.erase("id");
  header.erase("rerun");  // how to start it again; a resume may come from another shell
  header["device"] = device.info.FullName();
  ReportFolder::Error failure = ReportFolder::Error::kNone;
  std::string error;
  *folder = ReportFolder::Open(options.report_dir + "/" + DeviceFolderName(infos, device.info),
                               header, NewRunId(), options.resume, &failure, &error);
  if (!*folder) {
    std::cerr << "clconform: " << error << "\n";
    if (failure == ReportFolder::Error::kBusy) return kExitReportBusy;
    return failure == ReportFolder::Error::kUntrusted ? kExitJournalRefused : kExitUsage;
  }
  record->id = (*folder)->run_id();
  return std::nullopt;
}

// GoogleTest runs the selected cases through `session`; the exit code follows.
int RunSession(Session* session, const Selection& selection) {
  const int failed = RUN_ALL_TESTS();
  if (testing::UnitTest::GetInstance()->test_to_run_count() == 0) {
    // A shard that selects none of the filter's cases: GoogleTest sets up no environment, but
    // the shard still writes its (empty) report, so that a merge knows the shard set whole.
    session->SetUp();
    session->TearDown();
    if (session->unwritten()) return kExitUnwritten;
    std::cerr << "clconform: nothing was checked: shard " << selection.shard_index << " of "
              << selection.shard_total << " selects none of the " << selection.cases.size()
              << " cases of the filter\n";
    return kExitNothingChecked;
  }
  if (!session->environment_fault().empty()) return kExitEnvironment;
  if (session->unwritten()) return kExitUnwritten;
  if (failed != 0) return kExitFail;
  if (session->checked() == 0) {
    std::cerr << "clconform: nothing was checked: every selected case was skipped or not run\n";
    return kExitNothingChecked;
  }
  return kExitPass;
}

// Why `devices` cannot share one run (--pool): the first that differs from the first device in
// platform, device, driver version or driver library; "" where they are alike.
std::string Unalike(const std::vector<ListedDevice>& devices) {
  const auto key = [](const ListedDevice& d) {
    return ExactDeviceSelector(d.info.platform_name, d.info.device_name, d.info.driver_version) +
           " (" + d.library + ")";
  };
  for (const ListedDevice& d : devices) {
    if (key(d) != key(devices.front())) {
      return "the devices differ: #" + std::to_string(devices.front().info.index) + " is '" +
             key(devices.front()) + "', #" + std::to_string(d.info.index) + " '" + key(d) + "'";
    }
  }
  return "";
}

// The run on one device, in this process; `pool`: the devices that share it (--pool), the
// device first, or none.
int RunOnDevice(const std::string& self, const std::string& program,
                const std::vector<std::string>& args, const ListedDevice& device,
                const std::vector<DeviceInfo>& infos, const Selection& selection,
                CliOptions options, std::shared_ptr<SignalCleanup> on_signal,
                const std::vector<ListedDevice>& pool = {}) {
  FindInstalledExpectations(self, &options);
  RunRecord record = RecordFor(self, device, selection, &options);
  std::optional<Expectations> expectations;
  if (Outcome end = LoadDeviceExpectations(options, device, &record, &expectations)) return *end;
  std::optional<DeqpLists> deqp;
  if (Outcome end = LoadDeqp(options, &record, &deqp)) return *end;
  std::unique_ptr<ReportFolder> folder;
  if (Outcome end = OpenDeviceFolder(options, device, infos, &record, &folder)) return *end;
  std::string command = program;
  for (const auto& a : args) command += " " + a;
  std::cout << "clconform on " << Describe(device.info)
            << (folder ? "\n[ folder   ] " + folder->dir() : std::string()) << "\n";
  std::string pooled;
  for (const ListedDevice& d : pool)
    pooled += (pooled.empty() ? "#" : ", #") + std::to_string(d.info.index);
  if (!pooled.empty())
    std::cout << "[ pool     ] " << pooled << ": the run's children dealt over them\n";
  auto* session =
      new Session(self, device, options, record, command, expectations, std::move(folder));
  if (pool.size() > 1) session->SetPool({pool.begin() + 1, pool.end()});
  if (deqp) session->SetDeqpLists(std::move(*deqp));
  if (selection.shard_total > 1) session->SetShardOf(selection.cases);
  session->SetSignalCleanup(std::move(on_signal));
  InstallSession(session);
  testing::AddGlobalTestEnvironment(session);  // GoogleTest owns it from here
  return RunSession(session, selection);
}

// Everything after the command line is parsed, for a run that is not a worker.
int Run(const std::string& self, const std::string& program, const std::vector<std::string>& args,
        CliOptions options) {
  RemoveStaleTemps();
  const std::shared_ptr<SignalCleanup> on_signal = CleanUpOnSignals();
  if (Outcome end = HandToGoogleTest(self, options)) return *end;
  Selection selection;
  if (Outcome end = Select(options, &selection)) return *end;
  options.jobs = JobsFor(options.jobs, HostCores());
  // The suite chooses the shard's cases (harness/app/shard.h) where this process runs them; a
  // process per device takes its own.
  const auto take_shard = [&] {
    TakeShard(selection.cases, options.coverage, selection.shard_index, selection.shard_total);
  };
  if (options.fill_digest_store) {
    take_shard();
    return RunOutputOnly(new FillDigestStore(options));
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
  DeviceChoice choice;
  if (Outcome end = ChooseDevices(self, temp.path(), options, &choice)) return *end;
  const std::vector<ListedDevice>& devices = choice.devices;
  if (!options.dump_kernels.empty()) {
    take_shard();
    return RunOutputOnly(new DumpKernels(InfosOf(devices), options));
  }
  const bool deqp_flags = !options.deqp_baseline.empty() || !options.deqp_flakes.empty() ||
                          !options.deqp_skips.empty() || !options.deqp_results.empty();
  if (devices.size() > 1 && options.pool) {
    if (const std::string why = Unalike(devices); !why.empty())
      return Usage(std::string(FlagOf(&CliOptions::pool)) + ": " + why);
    take_shard();
    return FinalExit(choice, RunOnDevice(self, program, args, devices[0], choice.infos, selection,
                                         std::move(options), on_signal, devices));
  }
  if (devices.size() > 1 && deqp_flags) {
    return Usage(std::string("the --deqp-* files are one device's: choose it with ") +
                 FlagOf(&CliOptions::devices));
  }
  if (devices.size() > 1) {
    return FinalExit(
        choice, RunEachDevice(self, args, devices, choice.infos, temp.path(), options.report_dir));
  }
  take_shard();
  return FinalExit(choice, RunOnDevice(self, program, args, devices[0], choice.infos, selection,
                                       std::move(options), on_signal));
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
    if (!options->probe_icd.empty() && !options->worker_out.empty()) {
      // A listing child (harness/run/icd_listing.h): this one driver, alone.
      return WriteIcdProbe(options->probe_icd, options->worker_out) ? kExitPass : kExitUnwritten;
    }
    if (!options->worker_out.empty()) return RunWorker(*options);
    return Run(self, argv[0], args, *options);
  } catch (const std::exception& e) {
    std::cerr << "clconform: " << e.what() << "\n";
    return kExitFail;
  }
}
