// Each ICD listed in a child of its own, all at once, under one time limit.
#include "harness/run/icd_listing.h"

#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <utility>

#include <sys/stat.h>

#include "harness/device/icd.h"
#include "harness/run/child_process.h"
#include "harness/run/options.h"

namespace clc {

namespace {

// A listing child's environment: no ICD for the loader to load on its own (a call that wakes
// the loader finds none), so that the one library the child loads itself is alone.
const std::vector<std::string> kAlone = {"OCL_ICD_VENDORS=/dev/null", "OCL_ICD_FILENAMES="};

constexpr std::size_t kLastWordsChars = 200;

struct Probe {
  std::string library;
  std::string out;  // what the child writes (the probe), and beside it OUT.log (its console)
  ChildOutcome outcome;
  std::optional<IcdProbe> found;
  std::string last_words;  // the last line the child printed (a driver's own message)
};

std::vector<IcdSource> SourcesOf(const std::vector<std::string>& icds, std::string* environment) {
  if (icds.empty()) {
    const IcdEnvironment env = IcdEnvironment::FromProcess();
    *environment = env.Describe();
    return IcdSources(env, {});
  }
  *environment = std::string(FlagOf(&CliOptions::icds)) +
                 " (the ICDs the loader's environment names are not read)";
  CliOptions given;
  given.icds = icds;
  return GivenIcds(AbsoluteIcds(given));
}

std::string LogLastLine(const std::string& path) {
  std::ifstream in(path);
  std::string last;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) last = line;
  }
  return last.size() > kLastWordsChars ? last.substr(0, kLastWordsChars) + "..." : last;
}

// Starts a child for each library the sources name (once each), waits for all, and reads what
// each found.
std::vector<Probe> RunProbes(const ListingRequest& r, const std::vector<IcdSource>& sources) {
  std::vector<Probe> probes;
  for (const IcdSource& s : sources) {
    const bool named = std::any_of(probes.begin(), probes.end(),
                                   [&](const Probe& p) { return p.library == s.library; });
    if (!s.problem.empty() || named) continue;
    Probe p;
    p.library = s.library;
    p.out = r.temp_dir + "/icd-" + std::to_string(probes.size()) + ".json";
    probes.push_back(std::move(p));
  }
  std::vector<pid_t> pids;
  for (const Probe& p : probes) {
    CliOptions child;
    child.probe_icd = p.library;
    child.worker_out = p.out;
    std::vector<std::string> argv = {r.self};
    for (std::string& a : ChildArguments(child)) argv.push_back(std::move(a));
    pids.push_back(SpawnChild(argv, p.out + ".log", /*truncate=*/true, kAlone));
  }
  const std::vector<ChildOutcome> outcomes = WaitChildren(pids, r.timeout_s);
  for (std::size_t i = 0; i < probes.size(); ++i) {
    Probe& p = probes[i];
    p.outcome = outcomes[i];
    p.found = ReadIcdProbe(p.out);
    p.last_words = LogLastLine(p.out + ".log");
    std::error_code ec;
    std::filesystem::remove(p.out, ec);
    std::filesystem::remove(p.out + ".log", ec);
  }
  return probes;
}

// Why a child that wrote nothing ended: the driver, which it loads before anything else.
std::string WhyLost(const Probe& p, double timeout_s) {
  const ChildOutcome& o = p.outcome;
  std::string why;
  if (o.timed_out) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g", timeout_s);
    why = "hung while it was listed: killed after " + std::string(seconds) + " s (" +
          FlagOf(&CliOptions::icd_timeout_s) + ")";
  } else if (!o.exited) {
    const char* name = strsignal(o.signal);
    why = "crashed while it was listed (signal " + std::to_string(o.signal) + ", " +
          (name != nullptr ? name : "?") + ")";
  } else {
    why = "ended the process while it was listed (exit code " + std::to_string(o.exit_code) +
          ", nothing listed)";
  }
  return p.last_words.empty() ? why : why + "; its last words: '" + p.last_words + "'";
}

using FileId = std::pair<dev_t, ino_t>;

std::optional<FileId> FileIdOf(const std::string& path) {
  struct stat st {};
  if (path.empty() || stat(path.c_str(), &st) != 0) return std::nullopt;
  return FileId{st.st_dev, st.st_ino};
}

// Builds the listing from the sources in order, with what their children found.
class Assembly {
 public:
  Assembly(const std::vector<Probe>& probes, double timeout_s)
      : probes_(probes), timeout_s_(timeout_s) {}

  void Add(const IcdSource& s) {
    const std::size_t devices_before = listing_.devices.size();
    reasons_.clear();
    const Probe* p = ProbeOf(s.library);
    if (!s.problem.empty()) {
      Skip(Text(s, ""), s.problem);
    } else if (!p->found) {
      const std::string why = WhyLost(*p, timeout_s_);
      Skip(Text(s, ""), why);
      listing_.lost.push_back(Text(s, "") + ": " + why);
    } else if (!AddFound(s, *p->found)) {
      return;  // the same library as an earlier ICD: nothing of its own
    }
    if (IsGiven(s) && listing_.devices.size() == devices_before) {
      std::string why;
      for (const std::string& r : reasons_) why += (why.empty() ? "" : "; ") + r;
      listing_.unusable.push_back(std::string(FlagOf(&CliOptions::icds)) + "=" + s.library + ": " +
                                  (why.empty() ? "adds no device" : why));
    }
  }

  Listing Take(std::string environment) {
    listing_.environment = std::move(environment);
    for (PlatformStatus& p : skipped_) listing_.platforms.push_back(std::move(p));
    return std::move(listing_);
  }

 private:
  static std::string Text(const IcdSource& s, const std::string& loaded) {
    return IcdEntry{s.origin, s.library, loaded, "", {}}.Source();
  }

  const Probe* ProbeOf(const std::string& library) const {
    for (const Probe& p : probes_) {
      if (p.library == library) return &p;
    }
    return nullptr;
  }

  // An ICD that adds no platform, listed after the platforms.
  void Skip(const std::string& source, const std::string& problem) {
    reasons_.push_back(problem);
    skipped_.push_back({"", source, problem + "; skipped", {}});
  }

  // The problem of a status line that adds no device, as the reason of the ICD's source.
  void NoteReason(const PlatformStatus& p) {
    if (!p.devices.empty()) return;
    const std::string tail = "; skipped";
    std::string problem = p.problem;
    if (problem.size() >= tail.size() &&
        problem.compare(problem.size() - tail.size(), tail.size(), tail) == 0)
      problem.resize(problem.size() - tail.size());
    reasons_.push_back(p.name.empty() ? problem : "platform '" + p.name + "': " + problem);
  }

  // Adds the platforms and devices `found` in the source's library; false when that library is
  // the same file as an earlier source's.
  bool AddFound(const IcdSource& s, const IcdProbe& found) {
    const std::string text = Text(s, found.loaded);
    const std::optional<FileId> id = FileIdOf(found.loaded);
    for (const auto& [file, origin] : seen_) {
      if (id && file == *id) {
        Skip(text, "the same library as " + origin);
        return false;
      }
    }
    if (id) seen_.emplace_back(*id, s.origin);
    const int base = static_cast<int>(listing_.devices.size());
    for (ListedDevice d : found.devices) {
      d.info.index = base + d.child_index;
      d.info.icd = text;
      listing_.devices.push_back(std::move(d));
    }
    for (PlatformStatus p : found.platforms) {
      p.source = text;
      for (int& index : p.devices) index += base;
      NoteReason(p);
      if (p.name.empty()) {
        skipped_.push_back(std::move(p));
      } else {
        listing_.platforms.push_back(std::move(p));
      }
    }
    return true;
  }

  const std::vector<Probe>& probes_;
  const double timeout_s_;
  Listing listing_;
  std::vector<PlatformStatus> skipped_;  // ICDs that add no platform, after the platforms
  std::vector<std::pair<FileId, std::string>> seen_;  // each library's file, its first origin
  std::vector<std::string> reasons_;                  // why the source being added adds no device
};

}  // namespace

Listing ListIcds(const ListingRequest& request) {
  std::string environment;
  const std::vector<IcdSource> sources = SourcesOf(request.icds, &environment);
  const std::vector<Probe> probes = RunProbes(request, sources);
  Assembly assembly(probes, request.timeout_s);
  for (const IcdSource& s : sources) assembly.Add(s);
  return assembly.Take(environment);
}

std::string DescribeListing(const Listing& listing) {
  std::string text = "ICDs from " + listing.environment + "\n";
  for (const PlatformStatus& p : listing.platforms) {
    text += (p.name.empty() ? "ICD " : "platform '" + p.name + "' from ") + p.source +
            (p.problem.empty() ? "" : ": " + p.problem) + "\n";
    for (int index : p.devices) {
      text += "  " + Describe(listing.devices[static_cast<std::size_t>(index)].info) + "\n";
    }
  }
  return text;
}

}  // namespace clc
