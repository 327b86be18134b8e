// Replay children: started, watched and restarted after the spec they died on; one program's
// specs in one child.
#include "harness/app/replays.h"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>

#include <nlohmann/json.hpp>

#include "harness/app/batch_child.h"
#include "harness/digest/parallel.h"
#include "harness/run/child_process.h"

namespace clc {

ReplayChildren::ReplayChildren(std::string self, int device_index, const CliOptions& o,
                               std::vector<std::string> env, std::size_t programs_per_child)
    : self_(std::move(self)),
      env_(std::move(env)),
      dir_(o.temp_dir.empty() ? std::filesystem::temp_directory_path().string() : o.temp_dir),
      limits_(o.case_timeout_s, o.build_timeout_s),
      jobs_(std::max(1, o.jobs)),
      programs_per_child_(std::max<std::size_t>(1, programs_per_child)) {
  child_options_.devices = {std::to_string(device_index)};
  child_options_.icds = o.icds;
}

std::vector<SpecReplay> ReplayChildren::RunInOrder(const std::vector<std::string>& specs) {
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
      CliOptions child = child_options_;
      child.worker_out = out;
      child.replay_specs = list;
      std::vector<std::string> argv = {self_};
      for (std::string& a : ChildArguments(child)) argv.push_back(std::move(a));
      const std::string console = dir_ + "/replay-" + id + ".txt";
      const ChildOutcome ended = RunChild(argv, out, limits_, console, {}, env_);
      got = ReadReplayOutput(out);
      const std::string fault = MachineFault(ended, console);
      why = fault.empty() ? ended.Describe() : "a fault of the machine: " + fault;
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

std::vector<SpecReplay> ReplayChildren::Run(const std::vector<std::string>& specs) {
  // The specs of one program go to one child, which builds it once; the programs are spread
  // over up to `jobs_` children at once (a driver compiles one program at a time per process),
  // programs_per_child_ each at most.
  std::map<std::string, std::vector<std::size_t>> by_program;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    std::ifstream in(specs[i]);
    const nlohmann::json spec = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
    const bool named = spec.is_object() && spec.contains("source") && spec["source"].is_string();
    by_program[named ? spec["source"].get<std::string>() : std::string()].push_back(i);
  }
  const std::size_t children = std::min<std::size_t>(
      jobs_, (by_program.size() + programs_per_child_ - 1) / programs_per_child_);
  std::vector<std::vector<std::size_t>> shares(children);
  std::size_t program = 0;
  for (const auto& [source, indices] : by_program) {
    std::vector<std::size_t>& share = shares[program++ % children];
    share.insert(share.end(), indices.begin(), indices.end());
  }
  std::vector<SpecReplay> done(specs.size());
  ParallelFor(shares.size(), static_cast<unsigned>(children), [&](std::size_t c) {
    std::vector<std::string> mine;
    mine.reserve(shares[c].size());
    for (std::size_t i : shares[c]) mine.push_back(specs[i]);
    std::vector<SpecReplay> got = RunInOrder(mine);
    for (std::size_t k = 0; k < got.size(); ++k) done[shares[c][k]] = std::move(got[k]);
  });
  return done;
}

}  // namespace clc
