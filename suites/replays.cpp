// Replay children: started, watched and restarted after the spec they died on.
#include "suites/replays.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "harness/run/child_process.h"

namespace clc {

ReplayChildren::ReplayChildren(std::string self, int device_index, const CliOptions& o,
                               std::vector<std::string> env)
    : self_(std::move(self)),
      env_(std::move(env)),
      dir_(o.temp_dir.empty() ? std::filesystem::temp_directory_path().string() : o.temp_dir),
      idle_limit_s_(o.case_timeout_s) {
  args_ = {"--device=" + std::to_string(device_index)};
  for (const std::string& icd : o.icds) args_.push_back("--icd=" + icd);
}

std::vector<SpecReplay> ReplayChildren::Run(const std::vector<std::string>& specs) {
  std::vector<SpecReplay> done(specs.size());
  std::size_t next = 0;
  while (next < specs.size()) {
    const std::string id = std::to_string(getpid()) + "-" + std::to_string(children_++);
    const std::string list = dir_ + "/replay-" + id + ".json";
    const std::string out = dir_ + "/replay-" + id + ".jsonl";
    const std::vector<std::string> rest(specs.begin() + static_cast<std::ptrdiff_t>(next),
                                        specs.end());
    std::string why;
    if (!WriteReplayList(list, rest)) why = "cannot write " + list;
    ReplayOutput got;
    if (why.empty()) {
      std::ofstream(out, std::ios::trunc).flush();  // the file a child's progress grows
      std::vector<std::string> argv = {self_, "--worker-out=" + out, "--replay-specs=" + list};
      argv.insert(argv.end(), args_.begin(), args_.end());
      const ChildOutcome ended =
          RunChild(argv, out, idle_limit_s_, dir_ + "/replay-" + id + ".txt", {}, env_);
      got = ReadReplayOutput(out);
      why = ended.Describe();
    }
    for (auto& [i, replay] : got.replayed) {
      if (i < rest.size()) done[next + i].replay = std::move(replay);
    }
    // A child that announced nothing gives every spec left its end, so that one that cannot
    // start ends the loop; otherwise the spec it was on gets it, and a new child goes on.
    const std::size_t ran =
        got.announced && *got.announced < rest.size() ? *got.announced + 1 : rest.size();
    for (std::size_t i = 0; i < ran; ++i) {
      if (!done[next + i].replay) done[next + i].death = why;
    }
    next += ran;
  }
  return done;
}

}  // namespace clc
