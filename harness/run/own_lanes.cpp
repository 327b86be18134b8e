// Judging a differing digest on the lanes its own kernel computed. A read-back kernel is other
// code to a driver: Rusticl on llvmpipe returns 0 for convert_ushort_sat(NaN) stored as a
// ushort, and 0x80000000 for the same call widened to ulong in a digest kernel. So a chunk whose
// digest differed while every lane read back right runs again through its digest kernel with
// each lane's hashed value stored (the same operand making and calls, plus the stores), and
// those values decide: lanes that mismatch the reference are a driver bug in that kernel
// (fail, with the lanes); right lanes whose hash sum the device gets otherwise than the host
// are a hash-arithmetic difference (error); right lanes hashed alike while the kernel without
// the stores digested otherwise leave the naming to that kernel itself, by digest bisection
// (harness/run/digest_bisection.h).
#include "harness/run/own_lanes.h"

#include <cstring>
#include <functional>
#include <limits>

#include "harness/report/format.h"
#include "harness/run/classify.h"
#include "harness/run/digest_bisection.h"
#include "harness/run/runner.h"

namespace clc {

namespace {

// The read-back kernel counted this lane as right: it counts as the digest kernel computed it.
void Recount(const Expectation& e, VariantResult& r) {
  std::uint64_t& passed = e.allowance == Allowance::kAnyNan ? r.accepted_nan
                          : r.exact != 0                    ? r.exact
                                                            : r.accepted_flushed;
  if (passed != 0) --passed;
  ++r.mismatched;
  ++r.Path(RunPath::kBuffer).mismatched;
}

}  // namespace

DeviceTable TableOnDevice(const cl::Context& context, const LaneStream& stream) {
  DigestTable words = DigestTableOf(stream);
  return {cl::Buffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, words.bytes.size(),
                     words.bytes.data()),
          words.last};
}

void JudgeOwnLane(const OwnRun& run, std::uint64_t index, std::uint64_t operand, std::uint64_t got,
                  std::uint64_t lane, std::uint64_t chunk, OwnTally& t, VariantResult& r,
                  std::string_view how) {
  const Variant& v = r.variant;
  if (run.skip->Contains(operand)) return;  // implementation-defined: hashed as 0 on both sides
  t.lanes_sum += LaneHash(index, got);
  ++t.judged;
  const bool convert = RuleOf(v) == LaneRule::kConversion;
  const FpCaps caps = CapsOf(v, run.caps);
  const Expectation e = convert ? Expect(ConversionOf(v), operand, caps) : Expectation{operand};
  if (got == (convert ? DigestBits(v.dst, e.bits) : e.bits)) return;
  if (Judge(e, v.dst, got) != LaneVerdict::kMismatch) {
    ++t.accepted;
    return;
  }
  ++t.wrong;
  Recount(e, r);
  if (!RecordsMismatch(r, false)) return;
  LaneRecord rec{operand, e.bits, e.alt, e.allowance, got, lane, chunk, false, ""};
  if (convert) rec.classification = ClassifyConvertMismatch(ConversionOf(v), operand, e, got, caps);
  rec.classification += (rec.classification.empty() ? "" : " ") + std::string(kDigestKernelOnly);
  if (!how.empty()) rec.classification += " " + std::string(how);
  r.mismatches.push_back(rec);
}

void SetDigestArgs(cl::Kernel& kernel, const OwnRun& run, std::uint64_t first, std::size_t items,
                   const cl::Buffer& partial) {
  const std::vector<cl_uint> args = {static_cast<cl_uint>(first), static_cast<cl_uint>(items),
                                     run.stream->keys.low, run.stream->keys.high,
                                     run.stream->keys.shape};
  for (cl_uint a = 0; a < args.size(); ++a) kernel.setArg(a, args[a]);
  kernel.setArg(5, run.skip_buffer);
  kernel.setArg(6, partial);
  kernel.setArg(7, run.table.buffer);
  kernel.setArg(8, run.table.last);
}

namespace {

// Lanes at .. at+n-1 through the store-lanes kernel: its digest of the case, and each lane's
// stored value judged.
void RunBlock(const cl::Context& context, cl::CommandQueue& queue, cl::Kernel& kernel,
              const OwnRun& run, std::uint64_t at, std::size_t n, std::uint64_t chunk_first,
              std::uint64_t chunk, OwnTally& t, VariantResult& r) {
  const std::size_t per_item = static_cast<std::size_t>(DigestLanesPerItem(*run.spec));
  const std::size_t cols = run.spec->variants.size();
  const std::size_t items = n / per_item;
  // An item per work item, whatever the stream (uncapped: a block is kOwnLanesBlock lanes).
  const std::size_t global =
      DigestGlobalSize(items, std::numeric_limits<std::size_t>::max(), run.table.last);
  cl::Buffer partial(context, CL_MEM_READ_WRITE, global * cols * sizeof(cl_ulong));
  cl::Buffer lanes(context, CL_MEM_READ_WRITE, n * cols * sizeof(cl_ulong));
  SetDigestArgs(kernel, run, at, items, partial);
  kernel.setArg(9, lanes);
  const std::size_t scratch_bytes = DigestScratchBytesPerItem(*run.spec);
  cl::Buffer scratch;
  if (scratch_bytes != 0) {
    scratch = cl::Buffer(context, CL_MEM_READ_WRITE, global * scratch_bytes);
    kernel.setArg(10, scratch);
  }
  queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(global),
                             cl::NDRange(kDigestGroupSize));
  std::vector<cl_ulong> sums(global * cols);
  std::vector<cl_ulong> got(n);
  queue.enqueueReadBuffer(partial, CL_FALSE, 0, sums.size() * sizeof(cl_ulong), sums.data());
  queue.enqueueReadBuffer(lanes, CL_TRUE, run.column * n * sizeof(cl_ulong), n * sizeof(cl_ulong),
                          got.data());
  for (std::size_t g = 0; g < global; ++g) t.device_sum += sums[g * cols + run.column];
  const Variant& v = r.variant;
  const bool first_three =
      RuleOf(v) == LaneRule::kBits && AsTypeRuleOf(v) == AsTypeRule::kFirstThreeUnchanged;
  for (std::size_t j = 0; j < n; ++j) {
    if (first_three && j % 4 == 3) continue;  // not a result lane, not stored
    const std::uint64_t index = at + j;
    JudgeOwnLane(run, index, run.stream->Operand(index), got[j], index - chunk_first, chunk, t, r);
  }
}

// Every block of chunk `c` of `space`, up to kJudgedBlocks blocks once a lane is wrong.
OwnTally JudgeChunk(const cl::Context& context, cl::CommandQueue& queue, cl::Kernel& kernel,
                    const OwnRun& run, const DigestSpace& space, std::uint64_t c,
                    VariantResult& r) {
  OwnTally t;
  const std::uint64_t first = space.First(c);
  std::size_t blocks = 0;
  for (std::uint64_t at = first; at < first + space.Size(c); at += kOwnLanesBlock) {
    const auto n = static_cast<std::size_t>(
        std::min<std::uint64_t>(kOwnLanesBlock, first + space.Size(c) - at));
    try {
      RunBlock(context, queue, kernel, run, at, n, first, c, t, r);
    } catch (const cl::Error& e) {
      t.error = std::string("OpenCL error in ") + e.what() + ": " + std::to_string(e.err());
      return t;
    }
    if (t.wrong != 0 && ++blocks >= kJudgedBlocks) {
      t.whole = at + kOwnLanesBlock >= first + space.Size(c);
      break;
    }
  }
  return t;
}

std::string Hex64(std::uint64_t x) { return HexBits(ScalarType::kULong, x); }

// The message on chunk `c` judged on its own lanes; an error where no lane explains its
// digest (a wrong lane is a mismatch already counted: the case fails).
std::string OwnLanesVerdict(const OwnTally& t, const std::string& kernel,
                            const std::string& read_back, const DigestSpace& space, std::uint64_t c,
                            std::uint64_t device, const std::function<DigestBisection()>& bisect,
                            VariantResult& r) {
  const std::string lanes = "lanes " + std::to_string(space.First(c)) + " .. " +
                            std::to_string(space.First(c) + space.Size(c) - 1);
  const std::string head = "the digest of " + lanes +
                           " differed while every lane the read-back kernel " + read_back +
                           " returned matches the reference; ";
  const bool error =
      !t.error.empty() ||
      (t.wrong == 0 && (t.device_sum != t.lanes_sum || (device == t.lanes_sum && t.accepted == 0)));
  if (error) SetPathStatus(r, RunPath::kBuffer, CaseStatus::kError);
  if (!t.error.empty())
    return head + "its digest kernel " + kernel + ", lanes stored: " + t.error + "\n";
  if (t.wrong != 0) {
    return "the digest kernel " + kernel + " computes " + std::to_string(t.wrong) + " of " + lanes +
           " otherwise than the reference (the lanes below, stored by that kernel itself), while "
           "the read-back kernel " +
           read_back + " computes them right: the driver compiles " + BuiltinName(r.variant) +
           " otherwise in the digest kernel (buffer path)" +
           (t.whole && device != t.lanes_sum ? "; without the stores it digested yet other values"
                                             : "") +
           "\n";
  }
  if (t.device_sum != t.lanes_sum) {
    return head + "the digest kernel " + kernel + ", its lanes stored, computes every one right, " +
           "but sums their hashes to " + Hex64(t.device_sum) + " where the host's hash of the " +
           "same values sums to " + Hex64(t.lanes_sum) + ": the device computes the lane hash " +
           "(clc_hash_N of kernels/digest/digest_source.cpp) otherwise than "
           "reference/digest/digest.h\n";
  }
  if (device != t.lanes_sum) {  // no stored lane can be named: the digest kernel itself may
    return BisectionVerdict(
        bisect(),
        head + "the digest kernel " + kernel + " digested them as " + Hex64(device) +
            ", and with each lane stored the same kernel computes every one right and digests " +
            "them as the host does (" + Hex64(t.lanes_sum) + "): the driver computes " + kernel +
            " otherwise when it also stores its lanes",
        kernel, space, c, r);
  }
  if (t.accepted != 0) {
    return "the digest of " + lanes + " differed by " + std::to_string(t.accepted) +
           " lanes accepted under an allowance (the digest holds the exact result)\n";
  }
  return head + "the digest kernel " + kernel + " computes every lane right and its digest " +
         Hex64(device) + " is the host's hash of them: the expected digest it was compared " +
         "with (the digest store's or the reference's) is wrong\n";
}

}  // namespace

void DeviceRunner::JudgeOwnLanes(const DigestOrigin& origin, const DigestSegment& segment,
                                 std::size_t g, const std::vector<std::uint64_t>& chunks,
                                 const std::string& read_back, OwnLanesKernels& kernels,
                                 VariantResult& r) {
  DigestKernelSpec spec = origin.spec;
  spec.store_lanes = true;
  const std::string name = DigestKernelName(spec);
  if (kernels.built.count(name) == 0 && kernels.failed.count(name) == 0) {
    Announce(RunPath::kJudge, spec.variants);
    const BuildResult b = Build(DigestProgramSource({spec}));
    try {
      if (b.ok) kernels.built.emplace(name, cl::Kernel(b.program, name.c_str()));
    } catch (const cl::Error& e) {
      kernels.failed[name] = std::string("kernel creation failed: ") + e.what();
    }
    if (!b.ok) kernels.failed[name] = b.log;
  }
  if (kernels.failed.count(name) != 0) {
    SetPathStatus(r, RunPath::kBuffer, CaseStatus::kError);
    r.message += "a digest differed and every lane read back matches; the digest kernel " + name +
                 " with its lanes stored did not build:\n" + kernels.failed.at(name) + "\n";
    return;
  }
  Announce(RunPath::kJudge, spec.variants);
  std::size_t column = 0;
  for (std::size_t i = 0; i < spec.variants.size(); ++i) {
    if (spec.variants[i] == r.variant) column = i;
  }
  const OwnRun run{&spec,
                   column,
                   &origin.skips[column],
                   &segment.stream,
                   target_.info.fp_caps,
                   origin.skip,
                   TableOnDevice(context_, segment.stream)};
  for (std::uint64_t c : chunks) {
    const OwnTally t =
        JudgeChunk(context_, queue_, kernels.built.at(name), run, segment.space, c, r);
    const std::uint64_t device = origin.device.at(g).at(c);
    cl::Kernel digest = origin.kernel;
    const auto bisect = [&] {
      return BisectChunk(context_, queue_, digest, run, segment.space, c, r);
    };
    r.message += OwnLanesVerdict(t, name, read_back, segment.space, c, device, bisect, r);
  }
}

}  // namespace clc
