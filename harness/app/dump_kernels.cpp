// --dump-kernels: the run plan's programs, for the cases the filter selects.
#include "harness/app/dump_kernels.h"

#include <filesystem>
#include <fstream>
#include <iostream>

#include "harness/app/session.h"
#include "harness/report/report_json.h"
#include "harness/run/plan.h"

namespace clc {

bool DumpFolderUsable(const std::string& dir, std::string* error) {
  std::error_code ec;
  if (std::filesystem::exists(dir, ec) && !std::filesystem::is_directory(dir, ec)) {
    *error =
        std::string(FlagOf(&CliOptions::dump_kernels)) + "=" + dir + ": exists and is not a folder";
    return false;
  }
  std::filesystem::create_directories(dir, ec);
  if (ec) {
    *error = std::string(FlagOf(&CliOptions::dump_kernels)) + "=" + dir +
             ": cannot create the folder (" + ec.message() + ")";
    return false;
  }
  return true;
}

DumpKernels::DumpKernels(std::vector<DeviceInfo> devices, CliOptions options)
    : devices_(std::move(devices)), options_(std::move(options)) {}

int DumpKernels::Work() {
  const std::vector<Variant> selected = SelectedVariants(options_.coverage);
  const RunOptions ro = ToRunOptions(options_);
  int code = kExitPass;
  for (const DeviceInfo& d : devices_) {
    const RunPlan plan = Plan(selected, d, ro);
    const std::string sub =
        options_.dump_kernels + "/" + PlatformSlug(d) + "-" + std::to_string(d.index);
    std::error_code ec;
    std::filesystem::create_directories(sub, ec);
    const auto sources = plan.Sources();
    for (const auto& [name, text] : sources) {
      std::ofstream out(sub + "/" + name);
      out << text;
      if (!out) {
        std::cerr << "clconform: cannot write " << sub << "/" << name << "\n";
        code = kExitUsage;
      }
    }
    std::cout << sources.size() << " programs for " << selected.size() << " cases, "
              << NameOf(options_.coverage) << " coverage, " << Describe(d) << " in " << sub << "\n";
  }
  std::cout << std::flush;
  return code;
}

}  // namespace clc
