// Judging a chunk whose digest differs: its lanes read back block by block through a buffer
// kernel of the one variant, the next block launched while the host judges the previous one
// on every core (each thread a slice of the block: the reference's batch API, then a tight
// comparison loop, no allocation per lane). A failing device must not be the slow case, so
// once a case has a mismatch it is judged for at most kJudgedBlocks blocks; the lanes left
// are not counted, and RunDigests says so in the case's message.
#include <cstring>
#include <future>
#include <utility>

#include "harness/device/launch.h"
#include "harness/run/compare.h"
#include "harness/run/parallel.h"
#include "harness/run/runner.h"
#include "kernels/kernel_source.h"

namespace clc {

std::uint64_t DeviceRunner::CheckRange(const Variant& v, const LaneStream& stream,
                                       std::uint64_t first, std::uint64_t count, VariantResult& r,
                                       std::size_t& judged) {
  KernelSpec spec;
  spec.name = "recheck";
  spec.src = v.src;
  spec.src_width = v.src_width;
  spec.variants = {v};
  Announce("judge", {v});
  const BuildResult built = BuildProgram(context_, target_.device, ProgramSource({spec}), "");
  ++tally_.programs_built;
  if (!built.ok) {
    SetPathStatus(r, RunPath::kBuffer, CaseStatus::kBuildFailed);
    r.message += built.log;
    return 0;
  }
  cl::Kernel kernel(built.program, "recheck");
  const int size = Bytes(v.src);
  struct Block {
    std::vector<std::uint8_t> operands;
    LaunchOutput out;
  };
  // Makes a block's operands on the host and runs it (on a second thread: the queue is used
  // by one thread at a time, the judging touches no OpenCL object).
  const auto launch = [&](std::uint64_t at) {
    Block b;
    const std::uint64_t valid = std::min<std::uint64_t>(kJudgeBlock, first + count - at);
    b.operands.resize(kJudgeBlock * size);
    for (std::size_t i = 0; i < kJudgeBlock; ++i) {
      const std::uint64_t bits = stream.Operand(at + (i < valid ? i : 0));
      std::memcpy(b.operands.data() + i * size, &bits, size);
    }
    b.out = LaunchKernel(context_, queue_, kernel, spec, b.operands, kJudgeBlock / v.src_width);
    return b;
  };
  const unsigned threads = HostThreads(options_.host_threads);
  // Slices of whole work items (48 lanes hold whole items of every width).
  const std::size_t slice = std::max<std::size_t>(48, (kJudgeBlock / threads + 47) / 48 * 48);
  const std::size_t slices = (kJudgeBlock + slice - 1) / slice;
  std::vector<VariantResult> scratch(slices);
  std::vector<std::vector<Expectation>> expected(slices, std::vector<Expectation>(slice));
  const Conversion conv = ConversionOf(v);
  std::future<Block> next = std::async(std::launch::async, launch, first);
  for (std::uint64_t at = first; at < first + count; at += kJudgeBlock) {
    Block b = next.get();
    if (at + kJudgeBlock < first + count)
      next = std::async(std::launch::async, launch, at + kJudgeBlock);
    if (!b.out.ok) {
      SetPathStatus(r, RunPath::kBuffer, CaseStatus::kError);
      r.message += b.out.error + "\n";
      return 0;
    }
    const std::size_t valid =
        static_cast<std::size_t>(std::min<std::uint64_t>(kJudgeBlock, first + count - at));
    const std::uint8_t* region = b.out.bytes.data() + b.out.offsets[0];
    const std::uint64_t block = (at - first) / kJudgeBlock;
    if (v.family == Family::kConvert) {
      ParallelFor(slices, threads, [&](std::size_t s) {
        const std::size_t from = s * slice;
        const std::size_t n = std::min(slice, kJudgeBlock - from);
        scratch[s] = VariantResult{};
        scratch[s].variant = v;
        Operands in{b.operands.data() + from * size, n,
                    valid > from ? std::min(n, valid - from) : 0, block, false};
        ExpectBatch(conv, target_.info.fp_caps, in.data, n, expected[s].data());
        CompareConvert(v, target_.info.fp_caps, in, expected[s].data(), n,
                       region + from * Bytes(v.dst), scratch[s]);
        for (auto& m : scratch[s].mismatches) m.lane += from;
      });
    } else {
      scratch.assign(1, VariantResult{});
      scratch[0].variant = v;
      CompareAsType(v, Operands{b.operands.data(), kJudgeBlock, valid, block, false}, region,
                    scratch[0]);
    }
    for (VariantResult& part : scratch) {
      for (auto& m : part.mismatches) m.lane += at - first;  // the lane within the chunk
      Merge(r, part);
    }
    scratch.resize(slices);
    ++judged;
    if (options_.on_progress) options_.on_progress();
    if (r.mismatched != 0 && judged >= kJudgedBlocks) {
      if (next.valid()) next.wait();
      return first + count - std::min(first + count, at + kJudgeBlock);
    }
  }
  return 0;
}

}  // namespace clc
