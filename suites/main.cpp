// build/clconform: device selection, then GoogleTest over the variants, one device per process.
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>

#include <gtest/gtest.h>

#include "harness/report_json.h"
#include "harness/runner.h"
#include "suites/cli.h"
#include "suites/filter.h"
#include "suites/session.h"

namespace {

using namespace clc;

// Runs this program once per device, one after another, each with --device=INDEX.
int RunEachDevice(const std::string& self, const std::vector<std::string>& args,
                  const std::vector<Device>& devices) {
  int worst = kExitPass;
  for (const Device& d : devices) {
    std::vector<std::string> child = {self, "--device=" + std::to_string(d.info.index)};
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (args[i] == "--device") {
        ++i;
      } else if (args[i].rfind("--device=", 0) != 0) {
        child.push_back(args[i]);
      }
    }
    std::cout << "=== device " << Describe(d.info) << "\n" << std::flush;
    const pid_t pid = fork();
    if (pid == 0) {
      std::vector<char*> argv;
      for (auto& a : child) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(self.c_str(), argv.data());
      std::perror("clconform: exec");
      _exit(127);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : kExitFail;
    if (!WIFEXITED(status)) {
      std::cout << "clconform: the run on " << d.info.device_name << " was killed by signal "
                << WTERMSIG(status) << "\n";
    }
    if (code != kExitPass && (worst == kExitPass || code == kExitFail)) worst = code;
  }
  return worst;
}

int DumpKernels(const std::string& dir, const Device& d, const CliOptions& o) {
  RunOptions ro;
  ro.inputs = o.inputs;
  ro.constant_path = o.constant_path;
  std::vector<Variant> all = EnumerateConvert();
  for (const auto& v : EnumerateAsType()) all.push_back(v);
  const BuildPlan plan = PlanBuilds(all, d.info, ro);
  const std::string sub = dir + "/" + PlatformSlug(d.info);
  std::filesystem::create_directories(sub);
  for (const auto& [name, text] : plan.sources) std::ofstream(sub + "/" + name) << text;
  std::cout << plan.programs << " programs for " << Describe(d.info) << " in " << sub << "\n";
  return kExitPass;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string self = argv[0];
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
  std::vector<std::string> gtest_args = {self};
  gtest_args.insert(gtest_args.end(), options->passthrough.begin(), options->passthrough.end());
  std::vector<char*> gtest_argv;
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

  std::vector<Device> devices;
  try {
    devices = SelectDevices(DiscoverDevices(), options->devices);
  } catch (const NoPlatformError& e) {
    std::cerr << "clconform: no OpenCL platform: " << e.what()
              << "\n  (is an ICD installed? OCL_ICD_VENDORS=" << (getenv("OCL_ICD_VENDORS") ? getenv("OCL_ICD_VENDORS") : "unset") << ")\n";
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
  if (devices.empty()) {
    std::cerr << "clconform: no OpenCL device\n";
    return kExitNoDevice;
  }
  if (!options->dump_kernels.empty()) {
    for (const Device& d : devices) DumpKernels(options->dump_kernels, d, *options);
    return kExitPass;
  }
  if (devices.size() > 1) return RunEachDevice(self, args, devices);

  std::optional<Expectations> expectations;
  if (!options->expectations_dir.empty()) {
    const std::string path = options->expectations_dir + "/" + PlatformSlug(devices[0].info) + ".txt";
    try {
      if (std::filesystem::exists(path)) expectations = LoadExpectations(path);
    } catch (const std::exception& e) {
      std::cerr << "clconform: " << e.what() << "\n";
      return kExitUsage;
    }
  }
  std::string command = self;
  for (const auto& a : args) command += " " + a;
  std::cout << "clconform on " << Describe(devices[0].info) << "\n";
  auto* session = new Session(devices[0], *options, command, expectations);
  InstallSession(session);
  testing::AddGlobalTestEnvironment(session);  // GoogleTest owns it from here
  return RUN_ALL_TESTS() == 0 ? kExitPass : kExitFail;
}
