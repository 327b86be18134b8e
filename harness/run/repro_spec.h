// What a standalone reproducer of a failing case needs, written by the process that ran it:
// the exact text of the program it built (not regenerated), the kernel, its arguments' shapes
// and the mismatching lanes, each on the buffer path with the operands of its whole work item
// as the failing chunk had them (a driver that swaps or misplaces components fails again only
// where each component has its own operand). The parent turns it into program.cl and repro.c
// (harness/report/reproducer.h), and confirms the failure by replaying it in a fresh process
// (harness/run/replay.h).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/device/build.h"
#include "harness/report/result.h"
#include "harness/run/input_space.h"

namespace clc {

// DIR/<case>.<path>.json: where the spec of `case_name` on `path` is written.
std::string ReproSpecFile(const std::string& dir, const std::string& case_name, RunPath path);

// The specs of the cases that failed otherwise than by wrong lanes, with no lanes, marked by
// their "kind": DIR/<case>.<path>.build.json ("build"), the program of the case alone that the
// compiler rejected, with its "build_log"; DIR/<case>.<path>.fault.json ("fault"), the program
// a case under suspicion of a crash or a hang (harness/run/recovery.h) was last built in,
// written before it is built, so that the death of the process leaves it behind.
enum class SpecKind { kBuild, kFault };
std::string ReproSpecFile(const std::string& dir, const std::string& case_name, RunPath path,
                          SpecKind kind);

// The chunk of the buffer path's operands by its index (nullptr: unknown, the lanes' operand
// vectors are left out of the spec).
using ChunkOf = std::function<const Chunk*(std::uint64_t chunk)>;

// The operands of the work item of `unit` that computed lane `lane` of `v` in `chunk`: its
// src_width elements, in component order (empty where the chunk does not hold them).
std::vector<std::uint64_t> ItemOperands(const Chunk& chunk, const KernelSpec& unit,
                                        const Variant& v, std::uint64_t lane);

// A mismatching lane with the operands of its work item, in component order (empty: unknown).
// The replay lays out one work item per lane.chunk and lane.lane / dst_width: lanes that share
// both are the same item's.
struct SpecLane {
  LaneRecord lane;
  std::vector<std::uint64_t> operands;
};

// The spec of `v`'s mismatching lanes `lanes` on the path of `unit` (PathOf: constant or
// buffer), whose program's text is `source`; a buffer lane with operands holds them and its
// chunk ("chunk", "operands").
nlohmann::json ReproSpec(const Variant& v, const KernelSpec& unit, const std::string& source,
                         const std::vector<SpecLane>& lanes);

// The same of `r`'s mismatching lanes on that path, each buffer lane's operands from its chunk
// where `chunk_of` has it.
nlohmann::json ReproSpec(const VariantResult& r, const KernelSpec& unit, const std::string& source,
                         const ChunkOf& chunk_of = {});

// Writes DIR/<case>.<path>.json, ReproSpec(v, unit, source, lanes), unless an earlier process
// wrote it: the first run's program is what the confirmation replays.
void WriteReproSpec(const std::string& dir, const Variant& v, const KernelSpec& unit,
                    const std::string& source, const std::vector<SpecLane>& lanes);

// For every result of `results` with mismatching lanes on the buffer or the constant path,
// writes DIR/<case>.<path>.json (ReproSpec) with the program text `source_of` gives for the
// unit's kernel ("": unknown, nothing written), unless an earlier process wrote it; the buffer
// lanes' operands from `chunk_of`.
void WriteReproSpecs(const std::string& dir, const std::vector<BuiltUnit>& units,
                     const std::vector<VariantResult>& results,
                     const std::function<std::string(const cl::Kernel&)>& source_of,
                     const ChunkOf& chunk_of = {});

// Writes the "build" spec of `v`, which `failure` says the compiler rejected.
void WriteBuildSpec(const std::string& dir, const Variant& v, const BuildFailure& failure);

// Writes the "fault" spec of each variant of `program` (one program's kernels) that `suspect`
// names on its kernel's path, before the program is built.
void WriteFaultSpecs(const std::string& dir, const std::vector<KernelSpec>& program,
                     const std::function<bool(const Variant&, RunPath)>& suspect);

}  // namespace clc
