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
  Bisection<KernelSpec> bisection;
  bisection.build = [&](const std::vector<KernelSpec>& some, std::string* log) {
    return TryBuild(some, units, log);
  };
  bisection.split = [](const KernelSpec& spec) {
    std::vector<KernelSpec> singles;
    for (std::size_t i = 0; i < spec.variants.size(); ++i) {
      KernelSpec s = spec;
      s.name = spec.name + "_" + std::to_string(i);
      s.variants = {spec.variants[i]};
      singles.push_back(s);
    }
    return singles;
  };
  bisection.failed = [&](const KernelSpec& single, const std::string& log) {
    const RunPath path = PathOf(single);
    BuildFailure& failure = failures[{single.variants.front(), path}];
    failure.log +=
        (path == RunPath::kConstant ? "[constant operand]\n" : "[operand from a buffer]\n") + log;
    failure.single = single;
  };
  bisection.Run(specs);
}

bool Builder::TryBuild(const std::vector<KernelSpec>& specs, std::vector<BuiltUnit>& units,
                       std::string* log) {
  if (announce_) {
    std::vector<Variant> all;
    for (const auto& s : specs) all.insert(all.end(), s.variants.begin(), s.variants.end());
    announce_(all);
  }
  const BuildResult built = build_(ProgramSource(specs));
  if (!built.ok) {
    *log = built.log;
    return false;
  }
  try {
    std::vector<BuiltUnit> made;  // kept only if every kernel of the program is made
    made.reserve(specs.size());
    for (const auto& s : specs) made.push_back({s, cl::Kernel(built.program, s.name.c_str())});
    for (auto& u : made) units.push_back(std::move(u));
  } catch (const cl::Error& e) {
    *log = std::string("kernel creation failed: ") + e.what() + " " + std::to_string(e.err());
    return false;
  }
  return true;
}

}  // namespace clc
