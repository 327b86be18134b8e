// The bisecting build.
#include "harness/device/build.h"

#include <regex>
#include <sstream>

namespace clc {

std::set<int> RejectedLines(const std::string& log) {
  const std::regex position(R"(:(\d+):\d+)");
  std::set<int> lines;
  std::istringstream in(log);
  for (std::string text; std::getline(in, text);) {
    std::smatch m;
    const bool rejected = text.find("error") != std::string::npos ||
                          text.find("implicit declaration of function") != std::string::npos;
    if (rejected && std::regex_search(text, m, position)) lines.insert(std::stoi(m[1]));
  }
  return lines;
}

Builder::Builder(BuildFunction build, std::function<void(const std::vector<Variant>&)> announce)
    : build_(std::move(build)), announce_(std::move(announce)) {}

void Builder::Build(const std::vector<KernelSpec>& specs, std::vector<BuiltUnit>& units,
                    BuildFailures& failures) {
  if (specs.empty()) return;
  std::string log;
  if (TryBuild(specs, units, log)) return;
  if (specs.size() > 1) {
    for (const auto& s : specs) Build({s}, units, failures);
    return;
  }
  const KernelSpec& only = specs.front();
  if (only.variants.size() > 1) {
    std::vector<KernelSpec> singles;
    for (std::size_t i = 0; i < only.variants.size(); ++i) {
      KernelSpec s = only;
      s.name = only.name + "_" + std::to_string(i);
      s.variants = {only.variants[i]};
      singles.push_back(s);
    }
    for (const auto& s : singles) Build({s}, units, failures);
    return;
  }
  const bool constant = !only.constants.empty();
  failures[{CaseName(only.variants.front()), constant ? RunPath::kConstant : RunPath::kBuffer}] +=
      (constant ? "[constant operand]\n" : "[operand from a buffer]\n") + log;
}

bool Builder::TryBuild(const std::vector<KernelSpec>& specs, std::vector<BuiltUnit>& units,
                       std::string& log) {
  if (announce_) {
    std::vector<Variant> all;
    for (const auto& s : specs) all.insert(all.end(), s.variants.begin(), s.variants.end());
    announce_(all);
  }
  const BuildResult built = build_(ProgramSource(specs));
  if (!built.ok) {
    log = built.log;
    return false;
  }
  try {
    std::vector<BuiltUnit> made;  // kept only if every kernel of the program is made
    made.reserve(specs.size());
    for (const auto& s : specs) made.push_back({s, cl::Kernel(built.program, s.name.c_str())});
    for (auto& u : made) units.push_back(std::move(u));
  } catch (const cl::Error& e) {
    log = std::string("kernel creation failed: ") + e.what() + " " + std::to_string(e.err());
    return false;
  }
  return true;
}

}  // namespace clc
