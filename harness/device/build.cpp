// The bisecting build.
#include "harness/device/build.h"

#include <algorithm>
#include <regex>
#include <sstream>

#include "kernels/call_shape.h"

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

namespace {

constexpr std::string_view kNamedHeader = "the program's build failed; its log names this case:\n";

// Whether `stem` stands in `text` as the end of a mangled name's length prefix ("17convert_...")
// or after a driver's own prefix ("_cl_convert_..."), not inside a longer name.
bool NamesStem(const std::string& text, const std::string& stem) {
  for (std::size_t at = text.find(stem); at != std::string::npos; at = text.find(stem, at + 1)) {
    if (at > 0 &&
        (std::isdigit(static_cast<unsigned char>(text[at - 1])) != 0 || text[at - 1] == '_'))
      return true;
  }
  return false;
}

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

NamedVariants NamedBySymbol(const std::vector<std::vector<Variant>>& specs,
                            const std::string& log) {
  NamedVariants named;
  for (const std::string& line : Lines(log)) {
    for (std::size_t s = 0; s < specs.size(); ++s) {
      for (std::size_t v = 0; v < specs[s].size(); ++v) {
        const std::string stem = MangledStem(specs[s][v]);
        if (stem.empty() || !NamesStem(line, stem)) continue;
        std::string& text = named[{s, v}];
        text += (text.empty() ? std::string(kNamedHeader) : "") + line + "\n";
      }
    }
  }
  return named;
}

Builder::Builder(BuildFunction build, std::function<void(const std::vector<Variant>&)> announce)
    : build_(std::move(build)), announce_(std::move(announce)) {}

void Builder::Build(const std::vector<KernelSpec>& specs, std::vector<BuiltUnit>& units,
                    BuildFailures& failures) {
  Bisection<KernelSpec> bisection;
  bisection.build = [&](const std::vector<KernelSpec>& some, std::string* log) {
    return TryBuild(some, units, log);
  };
  bisection.regroup = [](const KernelSpec& spec, const std::vector<Variant>& variants) {
    KernelSpec s = spec;
    if (variants.size() != spec.variants.size()) {
      const auto first = std::find(spec.variants.begin(), spec.variants.end(), variants.front());
      s.name = spec.name + "_" + std::to_string(first - spec.variants.begin());
    }
    s.variants = variants;
    return std::vector<KernelSpec>{s};
  };
  bisection.failed = [&](const KernelSpec& single, const std::string& log) {
    const RunPath path = PathOf(single);
    BuildFailure& failure = failures[{single.variants.front(), path}];
    failure.log +=
        (path == RunPath::kConstant ? "[constant operand]\n" : "[operand from a buffer]\n") + log;
    failure.single = single;
  };
  bisection.named = [](const std::vector<KernelSpec>& some, const std::string& log) {
    std::vector<std::vector<Variant>> variants;
    variants.reserve(some.size());
    for (const KernelSpec& k : some) variants.push_back(k.variants);
    return NamedBySymbol(variants, log);
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
