// One reproducer per failure cause, from the specs the workers wrote.
#include "harness/app/reproducers.h"

#include <filesystem>
#include <fstream>
#include <iostream>

#include "harness/app/rerun_env.h"
#include "harness/report/causes.h"
#include "harness/report/report_merge.h"
#include "harness/report/reproducer.h"
#include "harness/run/options.h"
#include "harness/run/repro_spec.h"

namespace clc {

namespace {

// The spec in `file`, or null.
nlohmann::json ReadSpec(const std::string& file) {
  std::ifstream in(file);
  if (!in) return nullptr;
  return nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
}

// Whether the example case of `cause` failed as the cause says on its constant path first: where
// its first mismatching lane is, or else which path has the cause's verdict.
bool ConstantFirst(const nlohmann::json& example, const Cause& cause) {
  if (cause.lane != nullptr) return cause.lane->value("constant_path", false);
  const nlohmann::json paths = example.value("paths", nlohmann::json::object());
  const std::string constant(NameOf(RunPath::kConstant));
  return paths.contains(constant) && paths[constant].value("verdict", "") == cause.verdict;
}

// The spec of `cause`'s example case: of its mismatching lanes; of the program it did not build
// in; or of the one it crashed or hung in. On the path that failed so first.
nlohmann::json SpecOf(const std::string& spec_dir, const nlohmann::json& example,
                      const Cause& cause) {
  const std::string name = example.value("case", std::string());
  const bool build = cause.verdict == "build-failure";
  const bool fault = cause.verdict == "crash" || cause.verdict == "timeout";
  const bool constant = ConstantFirst(example, cause);
  for (RunPath path : {constant ? RunPath::kConstant : RunPath::kBuffer,
                       constant ? RunPath::kBuffer : RunPath::kConstant}) {
    nlohmann::json spec = build   ? ReadSpec(ReproSpecFile(spec_dir, name, path, SpecKind::kBuild))
                          : fault ? ReadSpec(ReproSpecFile(spec_dir, name, path, SpecKind::kFault))
                                  : ReadSpec(ReproSpecFile(spec_dir, name, path));
    if (spec.is_object()) return spec;
  }
  return nullptr;
}

// Why a case of verdict `verdict` has no reproducer although it failed.
std::string WhyNone(const std::string& verdict) {
  if (verdict == "crash" || verdict == "timeout") {
    return "the case ended in a " + verdict +
           " before its program was known (a death before the process announced what it built); "
           "the rerun line below reruns it";
  }
  if (verdict == "build-failure") {
    return "the program it did not build in was not kept; the rerun line below builds it again";
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
                                                    const ReproDriver& driver,
                                                    std::vector<std::string>* errors) {
  std::map<std::string, std::string> written;
  // Known failures get theirs too: a listed driver bug is what a bug report needs one for.
  std::vector<Cause> causes = FailureCauses(report);
  for (Cause& c : FailureCauses(report, /*expected=*/true)) causes.push_back(std::move(c));
  for (const Cause& cause : causes) {
    if (cause.section == kNegativeSection || cause.example == nullptr) continue;
    const nlohmann::json& example = *cause.example;
    const std::string name = example.value("case", std::string());
    const std::string relative = "repro/" + name;
    const std::string dir = folder + "/" + relative;
    const std::string rerun = RerunLine(report, example);
    const nlohmann::json spec = SpecOf(spec_dir, example, cause);
    std::string error;
    const bool ok = spec.is_object()
                        ? WriteReproducer(dir, spec, driver, cause.verdict, rerun, &error)
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
                    const ListedDevice& device, const RunSummary& run,
                    std::vector<VariantResult>& results) {
  std::vector<std::string> errors;
  const ReproDriver driver{device.info.platform_name, device.info.device_name, device.library,
                           DriverEnvironment(run.record.environment)};
  const std::map<std::string, std::string> written =
      WriteReproducers(spec_dir, folder, JsonReport(device.info, run, results), driver, &errors);
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
