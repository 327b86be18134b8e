// Judging the chunks whose digests differ: read-back kernels per operand width hold every
// case to judge of that width in any segment (one build for the edges and the stream,
// operands made once per block), each block of
// kJudgeBlock lanes launched while the host judges the previous one on every core (a task a
// slice of the block: every case's expectations from its operands decomposed once, then the
// comparison loop, no allocation per lane). A failing device must not be the slow case: once a case
// has a mismatch, at most kJudgedBlocks blocks of it are judged; the lanes left are not counted,
// and the case's message says how many differing chunks were left (or left partly) unjudged.
#include <algorithm>
#include <cstring>
#include <future>
#include <set>
#include <utility>

#include "harness/device/build.h"
#include "harness/device/launch.h"
#include "harness/digest/parallel.h"
#include "harness/run/compare.h"
#include "harness/run/repro_spec.h"
#include "harness/run/runner.h"
#include "kernels/digest/digest_source.h"
#include "kernels/kernel_source.h"

namespace clc {

// Where a case stands in the judging of a segment.
struct DeviceRunner::Judged {
  std::size_t result = 0;  // its index in `results`
  std::set<std::uint64_t> chunks;
  std::size_t blocks = 0;
  std::uint64_t left_chunks = 0;  // differing chunks not (wholly) judged
  bool capped = false;
  std::vector<std::uint64_t> unexplained{};  // chunks whose every lane read back right
  std::string read_back{};                   // the read-back kernel that judged them
};

void DeviceRunner::JudgeChunks(
    const std::vector<std::map<Variant, std::vector<std::uint64_t>>>& chunks,
    const std::vector<DigestSegment>& segments, const std::map<Variant, DigestOrigin>& origins,
    std::vector<VariantResult>& results) {
  // One program for every segment: the cases to judge in any of them, by width.
  std::map<Variant, std::size_t> index;
  for (std::size_t i = 0; i < results.size(); ++i) index[results[i].variant] = i;
  std::set<Variant> named;
  for (const auto& segment : chunks) {
    for (const auto& [v, cs] : segment) named.insert(v);
  }
  std::map<int, std::vector<Variant>> by_width;
  for (const VariantResult& r : results) {
    if (named.count(r.variant) != 0) by_width[r.variant.src_width].push_back(r.variant);
  }
  if (by_width.empty()) return;
  // Kernels of kDigestKernelVariants variants at most: a kernel takes one argument per
  // variant, and a device may take as few as 1024 bytes of them.
  const ScalarType src = segments.front().stream.src;
  std::vector<KernelSpec> specs;
  for (const auto& [w, vs] : by_width) {
    KernelSpec k;
    k.name = "judge_" + TypeName(src, w);
    k.src = src;
    k.src_width = w;
    k.variants = vs;
    for (KernelSpec& part : KernelSpecParts(k)) specs.push_back(std::move(part));
  }
  std::vector<BuiltUnit> units;
  BuildFailures failures;
  Builder(Builds(), [this](const std::vector<Variant>& vs) {
    Announce(RunPath::kJudge, vs);
  }).Build(specs, units, failures);
  std::set<Variant> failed;
  for (const auto& [key, failure] : failures) {
    VariantResult& r = results[index.at(key.first)];
    SetPathStatus(r, RunPath::kBuffer, CaseStatus::kBuildFailed);
    r.message += failure.log;
    failed.insert(key.first);
  }
  OwnLanesKernels own;
  JudgedLanes judged;
  for (std::size_t g = 0; g < segments.size() && g < chunks.size(); ++g) {
    std::map<Variant, Judged> state;
    for (const auto& [v, cs] : chunks[g]) {
      if (failed.count(v) == 0) state[v] = {index.at(v), {cs.begin(), cs.end()}};
    }
    if (!state.empty()) JudgeSegment(units, segments[g], state, results, judged);
    for (const auto& [v, j] : state) {
      if (j.unexplained.empty()) continue;
      const auto origin = origins.find(v);
      if (origin != origins.end()) {
        JudgeOwnLanes(origin->second, segments[g], g, j.unexplained, j.read_back, own,
                      results[j.result]);
        continue;
      }
      SetPathStatus(results[j.result], RunPath::kBuffer, CaseStatus::kError);
      results[j.result].message +=
          "a digest differed, every lane read back matches, and no digest kernel is known\n";
    }
  }
  WriteJudgedSpecs(units, judged.lanes);
}

void DeviceRunner::WriteJudgedSpecs(const std::vector<BuiltUnit>& units,
                                    const std::map<Variant, std::vector<SpecLane>>& lanes) {
  if (options_.repro_dir.empty()) return;
  for (const auto& [v, vl] : lanes) {
    if (vl.empty()) continue;
    for (const BuiltUnit& u : units) {
      const auto& vs = u.spec.variants;
      if (std::find(vs.begin(), vs.end(), v) == vs.end()) continue;
      const std::string source = SourceOf(u.kernel);
      if (!source.empty()) WriteReproSpec(options_.repro_dir, v, u.spec, source, vl);
    }
  }
}

// The judging of one segment's differing chunks, unit by unit and chunk by chunk; each chunk
// in blocks of kJudgeBlock lanes, the next block launched while this one is judged.
class DeviceRunner::SegmentJudge {
 public:
  SegmentJudge(DeviceRunner& runner, const DigestSegment& segment, std::map<Variant, Judged>& state,
               std::vector<VariantResult>& results, JudgedLanes& specs)
      : runner_(runner),
        stream_(segment.stream),
        space_(segment.space),
        state_(state),
        results_(results),
        specs_(specs),
        size_(Bytes(stream_.src)),
        threads_(HostThreads(runner.options_.host_threads)),
        // Slices of whole work items (48 lanes hold whole items of every width).
        slice_(std::max<std::size_t>(48, (kJudgeBlock / threads_ + 47) / 48 * 48)),
        slices_((kJudgeBlock + slice_ - 1) / slice_) {}

  // Every chunk to judge of any case of `unit`.
  void JudgeUnit(BuiltUnit& unit) {
    const std::vector<Variant>& vs = unit.spec.variants;
    std::set<std::uint64_t> unit_chunks;
    for (const Variant& v : vs) {
      if (state_.count(v) != 0) {
        for (std::uint64_t c : state_.at(v).chunks) unit_chunks.insert(c);
      }
    }
    runner_.Announce(RunPath::kJudge, vs);  // from this thread: the launches run on another
    for (std::uint64_t c : unit_chunks) JudgeChunk(unit, c);
  }

  // The cases whose judging stopped early say so.
  void NoteLeftChunks() {
    for (const auto& [v, j] : state_) {
      if (j.left_chunks == 0) continue;
      results_[j.result].message +=
          std::to_string(j.chunks.size()) + " chunks' digests differed; " +
          std::to_string(j.left_chunks) +
          " of them not (wholly) judged lane by lane: judging stops " +
          std::to_string(kJudgedBlocks) + " blocks of " + std::to_string(kJudgeBlock) +
          " lanes after the first mismatch, and lanes not judged are not counted\n";
    }
  }

 private:
  struct Block {
    Chunk operands;
    LaunchOutput out;
  };
  // The cases of a unit still judged in a chunk (indices into its variants), and their
  // mismatch counts before the chunk.
  struct Active {
    std::vector<std::size_t> cases;
    std::vector<std::uint64_t> before;
  };

  Judged& StateOf(const Variant& v) { return state_.at(v); }

  void JudgeChunk(BuiltUnit& unit, std::uint64_t c) {
    const std::vector<Variant>& vs = unit.spec.variants;
    const std::uint64_t first = space_.First(c);
    const std::uint64_t end = first + space_.Size(c);
    const auto launch = [this, &unit, end](std::uint64_t at) { return LaunchBlock(unit, end, at); };
    Active active = ActiveIn(vs, c);
    std::future<Block> next = std::async(std::launch::async, launch, first);
    for (std::uint64_t at = first; at < end && !active.cases.empty(); at += kJudgeBlock) {
      Block b = next.get();
      if (at + kJudgeBlock < end) next = std::async(std::launch::async, launch, at + kJudgeBlock);
      if (!b.out.ok) {
        FailActive(vs, b.out.error, active);
        break;
      }
      std::vector<VariantResult> scratch = CompareBlock(vs, active, b, at - first, end - at);
      KeepSpecLanes(unit.spec, scratch, b, at - first, active);
      MergeBlock(vs, scratch, at - first, at + kJudgeBlock < end, active);
      if (runner_.options_.on_progress) runner_.options_.on_progress(0);
    }
    if (next.valid()) next.wait();
    NoteUnexplained(unit, c, active);
  }

  Active ActiveIn(const std::vector<Variant>& vs, std::uint64_t c) {
    Active active;
    for (std::size_t r = 0; r < vs.size(); ++r) {
      const auto it = state_.find(vs[r]);
      if (it == state_.end() || it->second.chunks.count(c) == 0) continue;
      if (it->second.capped) {
        ++it->second.left_chunks;
        continue;
      }
      active.cases.push_back(r);
      active.before.push_back(results_[it->second.result].mismatched);
    }
    return active;
  }

  // Makes the operands of the block at `at` (the chunk ends at `end`) and runs it; called on
  // a second thread while the host judges.
  Block LaunchBlock(BuiltUnit& unit, std::uint64_t end, std::uint64_t at) {
    Block b;
    const std::uint64_t valid = std::min<std::uint64_t>(kJudgeBlock, end - at);
    std::vector<std::uint8_t>& operands = b.operands.data;
    operands.resize(kJudgeBlock * size_);
    for (std::size_t i = 0; i < kJudgeBlock; ++i) {
      const std::uint64_t bits = stream_.Operand(at + (i < valid ? i : 0));
      std::memcpy(operands.data() + i * size_, &bits, size_);
    }
    b.out = LaunchKernel(runner_.context_, runner_.queue_, unit.kernel, unit.spec, operands,
                         kJudgeBlock / unit.spec.src_width);
    return b;
  }

  void FailActive(const std::vector<Variant>& vs, const std::string& error, Active& active) {
    for (std::size_t r : active.cases) {
      VariantResult& res = results_[StateOf(vs[r]).result];
      SetPathStatus(res, RunPath::kBuffer, CaseStatus::kError);
      res.message += error + "\n";
      state_.erase(vs[r]);
    }
    active = {};
  }

  // The block at `offset` in its chunk (`left` lanes of the chunk from there), judged on
  // every core: a task per slice of the block, its active conversions of one FpCaps each
  // compared from its operands decomposed once (CompareConversions), and a task per as_type
  // case (the operand's bits, the whole block); per active case, `slices_` results of a slice
  // each.
  std::vector<VariantResult> CompareBlock(const std::vector<Variant>& vs, const Active& active,
                                          const Block& b, std::uint64_t offset,
                                          std::uint64_t left) {
    const auto valid = static_cast<std::size_t>(std::min<std::uint64_t>(kJudgeBlock, left));
    const std::uint64_t block = offset / kJudgeBlock;
    const std::uint8_t* operands = b.operands.data.data();
    std::vector<VariantResult> scratch(active.cases.size() * slices_);
    std::vector<std::size_t> as_type;  // indices into active.cases
    std::vector<std::pair<FpCaps, std::vector<std::size_t>>> by_caps;
    for (std::size_t a = 0; a < active.cases.size(); ++a) {
      const Variant& v = vs[active.cases[a]];
      for (std::size_t s = 0; s < slices_; ++s) scratch[a * slices_ + s].variant = v;
      if (RuleOf(v) == LaneRule::kBits) {
        as_type.push_back(a);
        continue;
      }
      const FpCaps judged = CapsOf(v, runner_.target_.info.fp_caps);
      auto group = std::find_if(by_caps.begin(), by_caps.end(),
                                [&](const auto& g) { return g.first == judged; });
      if (group == by_caps.end()) group = by_caps.insert(by_caps.end(), {judged, {}});
      group->second.push_back(a);
    }
    const auto region = [&](std::size_t a) {
      return b.out.bytes.data() + b.out.offsets[active.cases[a]];
    };
    ParallelFor(slices_ + as_type.size(), threads_, [&](std::size_t t) {
      if (t >= slices_) {
        const std::size_t a = as_type[t - slices_];
        CompareAsType(vs[active.cases[a]], Operands{operands, kJudgeBlock, valid, block, false},
                      region(a), scratch[a * slices_]);
        return;
      }
      const std::size_t from = t * slice_;
      const std::size_t n = std::min(slice_, kJudgeBlock - from);
      const Operands in{operands + from * size_, n, valid > from ? std::min(n, valid - from) : 0,
                        block, false};
      for (const auto& [judged, cases] : by_caps) {
        std::vector<Variant> group;
        std::vector<const std::uint8_t*> regions;
        std::vector<VariantResult*> out;
        for (std::size_t a : cases) {
          const Variant& v = vs[active.cases[a]];
          group.push_back(v);
          regions.push_back(region(a) + from * Bytes(v.dst));
          out.push_back(&scratch[a * slices_ + t]);
        }
        CompareConversions(group, judged, in, regions, out);
        for (VariantResult* part : out) {
          for (auto& m : part->mismatches) m.lane += from;
        }
      }
    });
    return scratch;
  }

  // Keeps the first mismatching lanes of each active case of `unit` in the block at `offset`
  // in its chunk (`scratch`: CompareBlock's) with their work items' operands, each lane's
  // chunk the block's serial number.
  void KeepSpecLanes(const KernelSpec& unit, const std::vector<VariantResult>& scratch,
                     const Block& b, std::uint64_t offset, const Active& active) {
    const std::uint64_t serial = specs_.blocks++;
    for (std::size_t a = 0; a < active.cases.size(); ++a) {
      const Variant& v = unit.variants[active.cases[a]];
      std::vector<SpecLane>& kept = specs_.lanes[v];
      for (std::size_t s = 0; s < slices_; ++s) {
        for (const LaneRecord& m : scratch[a * slices_ + s].mismatches) {
          if (kept.size() >= kMaxRecordedMismatches) break;
          SpecLane l{m, ItemOperands(b.operands, unit, v, m.lane)};
          l.lane.lane += offset;  // the lane within the chunk, as the case's record has it
          l.lane.chunk = serial;
          kept.push_back(std::move(l));
        }
      }
    }
  }

  // Adds the block's results (at `offset` in its chunk) to the cases'; a case that has had
  // kJudgedBlocks blocks since its first mismatch is capped and leaves `active` (a chunk with
  // blocks `more` to judge counted as left).
  void MergeBlock(const std::vector<Variant>& vs, std::vector<VariantResult>& scratch,
                  std::uint64_t offset, bool more, Active& active) {
    Active still;
    for (std::size_t a = 0; a < active.cases.size(); ++a) {
      Judged& j = StateOf(vs[active.cases[a]]);
      VariantResult& res = results_[j.result];
      for (std::size_t s = 0; s < slices_; ++s) {
        VariantResult& part = scratch[a * slices_ + s];
        for (auto& m : part.mismatches) m.lane += offset;  // the lane within the chunk
        Merge(res, part);
      }
      ++j.blocks;
      if (res.mismatched != 0 && j.blocks >= kJudgedBlocks) {
        j.capped = true;
        if (more) ++j.left_chunks;
      } else {
        still.cases.push_back(active.cases[a]);
        still.before.push_back(active.before[a]);
      }
    }
    active = std::move(still);
  }

  // Judged wholly and no lane wrong: never a pass. The digest kernel judges it on its own
  // lanes (JudgeOwnLanes): a kernel that computes otherwise than the read-back kernel, or a
  // digest that is wrong.
  void NoteUnexplained(const BuiltUnit& unit, std::uint64_t c, const Active& active) {
    for (std::size_t a = 0; a < active.cases.size(); ++a) {
      Judged& j = StateOf(unit.spec.variants[active.cases[a]]);
      const VariantResult& res = results_[j.result];
      if (res.mismatched != active.before[a] || res.status != CaseStatus::kRan) continue;
      j.unexplained.push_back(c);
      j.read_back = unit.spec.name;
    }
  }

  DeviceRunner& runner_;
  const LaneStream& stream_;
  const DigestSpace& space_;
  std::map<Variant, Judged>& state_;
  std::vector<VariantResult>& results_;
  JudgedLanes& specs_;
  const int size_;
  const unsigned threads_;
  const std::size_t slice_;
  const std::size_t slices_;
};

void DeviceRunner::JudgeSegment(std::vector<BuiltUnit>& units, const DigestSegment& segment,
                                std::map<Variant, Judged>& state,
                                std::vector<VariantResult>& results, JudgedLanes& specs) {
  SegmentJudge judge(*this, segment, state, results, specs);
  for (BuiltUnit& unit : units) judge.JudgeUnit(unit);
  judge.NoteLeftChunks();
}

}  // namespace clc
