// Judging the chunks whose digests differ: read-back kernels per operand width hold every
// case to judge of that width in any segment (one build for the edges and the stream,
// operands made once per block), each block of
// kJudgeBlock lanes launched while the host judges the previous one on every core (tasks of
// one case and one slice of the block: the reference's batch API, then the comparison loop,
// no allocation per lane). A failing device must not be the slow case: once a case has a
// mismatch, at most kJudgedBlocks blocks of it are judged; the lanes left are not counted,
// and the case's message says how many differing chunks were left (or left partly) unjudged.
#include <cstring>
#include <future>
#include <set>
#include <utility>

#include "harness/device/build.h"
#include "harness/device/launch.h"
#include "harness/run/compare.h"
#include "harness/run/parallel.h"
#include "harness/run/runner.h"
#include "kernels/digest_source.h"
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
    const std::vector<std::map<std::string, std::vector<std::uint64_t>>>& chunks,
    const std::vector<DigestSegment>& segments, const std::map<std::string, DigestOrigin>& origins,
    std::vector<VariantResult>& results) {
  // One program for every segment: the cases to judge in any of them, by width.
  std::map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < results.size(); ++i) index[CaseName(results[i].variant)] = i;
  std::set<std::string> named;
  for (const auto& segment : chunks) {
    for (const auto& [name, cs] : segment) named.insert(name);
  }
  std::map<int, std::vector<Variant>> by_width;
  for (const VariantResult& r : results) {
    if (named.count(CaseName(r.variant)) != 0) by_width[r.variant.src_width].push_back(r.variant);
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
    Announce("judge", vs);
  }).Build(specs, units, failures);
  std::set<std::string> failed;
  for (const auto& [key, log] : failures) {
    VariantResult& r = results[index.at(key.first)];
    SetPathStatus(r, RunPath::kBuffer, CaseStatus::kBuildFailed);
    r.message += log;
    failed.insert(key.first);
  }
  OwnLanesKernels own;
  for (std::size_t g = 0; g < segments.size() && g < chunks.size(); ++g) {
    std::map<std::string, Judged> state;
    for (const auto& [name, cs] : chunks[g]) {
      if (failed.count(name) == 0) state[name] = {index.at(name), {cs.begin(), cs.end()}};
    }
    if (!state.empty()) JudgeSegment(units, segments[g], state, results);
    for (const auto& [name, j] : state) {
      if (j.unexplained.empty()) continue;
      const auto origin = origins.find(name);
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
}

void DeviceRunner::JudgeSegment(std::vector<BuiltUnit>& units, const DigestSegment& segment,
                                std::map<std::string, Judged>& state,
                                std::vector<VariantResult>& results) {
  const LaneStream& stream = segment.stream;
  const DigestSpace& space = segment.space;
  const int size = Bytes(stream.src);
  const unsigned threads = HostThreads(options_.host_threads);
  // Slices of whole work items (48 lanes hold whole items of every width).
  const std::size_t slice = std::max<std::size_t>(48, (kJudgeBlock / threads + 47) / 48 * 48);
  const std::size_t slices = (kJudgeBlock + slice - 1) / slice;
  struct Block {
    std::vector<std::uint8_t> operands;
    LaunchOutput out;
  };
  for (BuiltUnit& unit : units) {
    const std::vector<Variant>& vs = unit.spec.variants;
    std::set<std::uint64_t> unit_chunks;
    for (const Variant& v : vs) {
      if (state.count(CaseName(v)) != 0) {
        for (std::uint64_t c : state.at(CaseName(v)).chunks) unit_chunks.insert(c);
      }
    }
    Announce("judge", vs);  // from this thread: the launches run on another
    for (std::uint64_t c : unit_chunks) {
      const std::uint64_t first = space.First(c);
      const std::uint64_t count = space.Size(c);
      // Makes a block's operands and runs it, on a second thread while the host judges.
      const auto launch = [&, first, count](std::uint64_t at) {
        Block b;
        const std::uint64_t valid = std::min<std::uint64_t>(kJudgeBlock, first + count - at);
        b.operands.resize(kJudgeBlock * size);
        for (std::size_t i = 0; i < kJudgeBlock; ++i) {
          const std::uint64_t bits = stream.Operand(at + (i < valid ? i : 0));
          std::memcpy(b.operands.data() + i * size, &bits, size);
        }
        b.out = LaunchKernel(context_, queue_, unit.kernel, unit.spec, b.operands,
                             kJudgeBlock / unit.spec.src_width);
        return b;
      };
      std::vector<std::size_t> active;  // indices into vs of the cases judged in this chunk
      std::vector<std::uint64_t> before;
      for (std::size_t r = 0; r < vs.size(); ++r) {
        const auto it = state.find(CaseName(vs[r]));
        if (it == state.end() || it->second.chunks.count(c) == 0) continue;
        if (it->second.capped) {
          ++it->second.left_chunks;
          continue;
        }
        active.push_back(r);
        before.push_back(results[it->second.result].mismatched);
      }
      std::future<Block> next = std::async(std::launch::async, launch, first);
      for (std::uint64_t at = first; at < first + count && !active.empty(); at += kJudgeBlock) {
        Block b = next.get();
        if (at + kJudgeBlock < first + count)
          next = std::async(std::launch::async, launch, at + kJudgeBlock);
        if (!b.out.ok) {
          for (std::size_t r : active) {
            VariantResult& res = results[state.at(CaseName(vs[r])).result];
            SetPathStatus(res, RunPath::kBuffer, CaseStatus::kError);
            res.message += b.out.error + "\n";
            state.erase(CaseName(vs[r]));
          }
          active.clear();
          break;
        }
        const std::size_t valid =
            static_cast<std::size_t>(std::min<std::uint64_t>(kJudgeBlock, first + count - at));
        const std::uint64_t block = (at - first) / kJudgeBlock;
        std::vector<VariantResult> scratch(active.size() * slices);
        ParallelFor(scratch.size(), threads, [&](std::size_t t) {
          const Variant& v = vs[active[t / slices]];
          const std::uint8_t* region = b.out.bytes.data() + b.out.offsets[active[t / slices]];
          VariantResult& part = scratch[t];
          part.variant = v;
          if (v.family != Family::kConvert) {  // as_type: one task, the whole block
            if (t % slices == 0)
              CompareAsType(v, Operands{b.operands.data(), kJudgeBlock, valid, block, false},
                            region, part);
            return;
          }
          const std::size_t from = (t % slices) * slice;
          const std::size_t n = std::min(slice, kJudgeBlock - from);
          const Operands in{b.operands.data() + from * size, n,
                            valid > from ? std::min(n, valid - from) : 0, block, false};
          std::vector<Expectation> expected(n);
          ExpectBatch(ConversionOf(v), target_.info.fp_caps, in.data, n, expected.data());
          CompareConvert(v, target_.info.fp_caps, in, expected.data(), n,
                         region + from * Bytes(v.dst), part);
          for (auto& m : part.mismatches) m.lane += from;
        });
        std::vector<std::size_t> still;
        for (std::size_t a = 0; a < active.size(); ++a) {
          Judged& j = state.at(CaseName(vs[active[a]]));
          VariantResult& res = results[j.result];
          for (std::size_t s = 0; s < slices; ++s) {
            VariantResult& part = scratch[a * slices + s];
            for (auto& m : part.mismatches) m.lane += at - first;  // the lane within the chunk
            Merge(res, part);
          }
          ++j.blocks;
          if (res.mismatched != 0 && j.blocks >= kJudgedBlocks) {
            j.capped = true;
            if (at + kJudgeBlock < first + count) ++j.left_chunks;
          } else {
            still.push_back(active[a]);
          }
        }
        if (still.size() != active.size()) {
          std::vector<std::uint64_t> kept;
          for (std::size_t a = 0, k = 0; a < active.size(); ++a) {
            if (k < still.size() && still[k] == active[a]) {
              kept.push_back(before[a]);
              ++k;
            }
          }
          active = std::move(still);
          before = std::move(kept);
        }
        if (options_.on_progress) options_.on_progress(0);
      }
      if (next.valid()) next.wait();
      // Judged wholly and no lane wrong: never a pass. The digest kernel judges it on its own
      // lanes (JudgeOwnLanes): a kernel that computes otherwise than the read-back kernel, or
      // a digest that is wrong.
      for (std::size_t a = 0; a < active.size(); ++a) {
        Judged& j = state.at(CaseName(vs[active[a]]));
        const VariantResult& res = results[j.result];
        if (res.mismatched != before[a] || res.status != CaseStatus::kRan) continue;
        j.unexplained.push_back(c);
        j.read_back = unit.spec.name;
      }
    }
  }
  for (const auto& [name, j] : state) {
    if (j.left_chunks == 0) continue;
    results[j.result].message +=
        std::to_string(j.chunks.size()) + " chunks' digests differed; " +
        std::to_string(j.left_chunks) +
        " of them not (wholly) judged lane by lane: judging stops " +
        std::to_string(kJudgedBlocks) + " blocks of " + std::to_string(kJudgeBlock) +
        " lanes after the first mismatch, and lanes not judged are not counted\n";
  }
}

}  // namespace clc
