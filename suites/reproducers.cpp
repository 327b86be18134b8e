// One reproducer per failure cause, from the specs the workers wrote.
#include "suites/reproducers.h"

#include <filesystem>
#include <fstream>
#include <iostream>

#include "harness/report/causes.h"
#include "harness/report/report_merge.h"
#include "harness/report/reproducer.h"
#include "harness/run/options.h"
#include "harness/run/repro_spec.h"

namespace clc {

namespace {

// The spec of `name` on `path`, or null.
nlohmann::json ReadSpec(const std::string& spec_dir, const std::string& name, RunPath path) {
  std::ifstream in(ReproSpecFile(spec_dir, name, path));
  if (!in) return nullptr;
  return nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
}

// Why a case of verdict `verdict` has no reproducer although it failed.
std::string WhyNone(const std::string& verdict) {
  if (verdict == "crash" || verdict == "timeout") {
    return "the case ended in a " + verdict +
           ", which a small host program cannot reproduce apart from the process and the other "
           "kernels it ran; the rerun line below does";
  }
  if (verdict == "fail" || verdict == "flaky") {
    return std::string(
               "its mismatches were found on the digest path, whose kernels make their operands "
               "on the device for many variants at once; the rerun line below checks the same "
               "lanes with ") +
           FlagOf(&CliOptions::inputs);
  }
  return "a " + verdict + " verdict is not a wrong result; the rerun line below shows it";
}

}  // namespace

std::string ReproSpecDir(const std::string& temp_dir) { return temp_dir + "/repro-specs"; }

std::string ReproSpecEnv(const std::string& spec_dir) { return "CLCONFORM_REPRO_DIR=" + spec_dir; }

std::map<std::string, std::string> WriteReproducers(const std::string& spec_dir,
                                                    const std::string& folder,
                                                    const nlohmann::json& report,
                                                    const DeviceInfo& device,
                                                    std::vector<std::string>* errors) {
  std::map<std::string, std::string> written;
  // Known failures get theirs too: a listed driver bug is what a bug report needs one for.
  std::vector<Cause> causes = FailureCauses(report);
  for (Cause& c : FailureCauses(report, /*expected=*/true)) causes.push_back(std::move(c));
  for (const Cause& cause : causes) {
    if (cause.section == "negative" || cause.example == nullptr) continue;
    const nlohmann::json& example = *cause.example;
    const std::string name = example.value("case", std::string());
    const std::string relative = "repro/" + name;
    const std::string dir = folder + "/" + relative;
    const std::string rerun = RerunLine(report, example);
    const bool constant = cause.lane != nullptr && cause.lane->value("constant_path", false);
    const RunPath first = constant ? RunPath::kConstant : RunPath::kBuffer;
    nlohmann::json spec = ReadSpec(spec_dir, name, first);
    if (spec.is_null() || spec.is_discarded()) {
      spec = ReadSpec(spec_dir, name, constant ? RunPath::kBuffer : RunPath::kConstant);
    }
    std::string error;
    const bool ok =
        spec.is_object()
            ? WriteReproducer(dir, spec, device.platform_name, device.device_name, rerun, &error)
            : WriteNoReproducer(dir, WhyNone(cause.verdict), rerun, &error);
    if (ok) {
      written[name] = relative;
    } else {
      errors->push_back(error);
    }
  }
  return written;
}

void AddReproducers(const std::string& spec_dir, const std::string& folder,
                    const DeviceInfo& device, const RunSummary& run,
                    std::vector<VariantResult>& results) {
  std::vector<std::string> errors;
  const std::map<std::string, std::string> written =
      WriteReproducers(spec_dir, folder, JsonReport(device, run, results), device, &errors);
  for (VariantResult& r : results) {
    const auto it = written.find(CaseName(r.variant));
    if (it != written.end()) r.reproducer = it->second;
  }
  for (const std::string& e : errors) std::cerr << "clconform: reproducer: " << e << "\n";
  if (!written.empty()) {
    std::cout << "[ repro    ] " << written.size() << " reproducer"
              << (written.size() == 1 ? "" : "s") << " (one per failure cause) in " << folder
              << "/repro\n";
  }
}

}  // namespace clc
