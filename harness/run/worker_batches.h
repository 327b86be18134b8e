// How a run's cases are shared among worker processes, decided in one place: the session
// hands each batch to a child, which plans it again (Plan(), harness/run/plan.h).
#pragma once

#include <cstddef>
#include <set>
#include <vector>

#include "harness/report/device_info.h"
#include "reference/coverage.h"
#include "reference/variant.h"

namespace clc {

// Illegal spellings a negative-check program holds, one statement each: as many as one worker
// takes (WorkerBatches), so each worker builds one. Drivers that compile through
// clang's library (PoCL, Oclgrind) report every error, and a build of 512 costs what one of
// 128 does: a full run's negative checks on PoCL 3.1 took 11 builds and 1.7 CPU-s, against 37
// and 4.1 with 128 (Oclgrind 25 builds against 52), every verdict the same. A compiler that
// stops early (the clang driver's -ferror-limit of 20) has the cases its log does not name
// built again (DeviceRunner).
inline constexpr std::size_t kNegativeBatch = 512;

// `illegal` in order, kNegativeBatch to a part.
std::vector<std::vector<Variant>> NegativeBatches(const std::vector<Variant>& illegal);

// How a run's cases are shared among `jobs` worker processes (each batch planned again by
// Plan() in its worker): the legal cases by operand type, further split by destination type
// on a GPU and on a CPU device with 4 jobs or more into three batches or, where the cases
// hold few operand types, as many as give each job one (up to one per destination type); on a
// CPU device with fewer jobs only so far as gives each job one. On a GPU at a coverage whose
// row says so (whole_types_on_gpu: exhaustive), an operand type is one batch where the split
// batches would outnumber the host's `cores`: there the cases' lanes are the work (the host's
// reference on every core, the device's kernels), and each part of a split type builds the
// type's programs again, 3 to 7.5 CPU-s each with NVIDIA's compiler, on the cores the
// reference needs. From empty caches, one H200 (16 cores): 8/16/32-bit sources 35.4 s whole
// (19 programs) against 42.7 s split (50); 64-bit 99.9 s (32) against 118.2 s (100). One GPU
// of an H200 x2 (32 cores): 8/16/32-bit 41.7 s whole against 37.6 s split (21 batches, each
// build on a core of its own); 64-bit 89.2 s against 92.2 s. At full coverage the builds are
// the work, and split they run at once (every family on one H200: 23.9 to 26.5 s against 40.2
// to 48.3 s whole). A driver compiles one program
// at a time per process, so a group's programs build in parallel only in several processes;
// beyond a batch a job, a CPU device with few jobs pays more than it gains (PoCL links its
// kernel library into every program, about 0.5 CPU-s at a process's first build on PoCL 3.1;
// on 2 cores two PoCL 3.1 processes side by side built a selection of one operand type in
// 17.5 s against 20 to 21.5 s for one). The
// negative checks' programs (of kNegativeBatch) go whole and in order to `jobs` batches at
// most. On a GPU, where the batches are still fewer than the jobs, the cases `listed` (the
// expectations' failures: judged lane by lane, at a cost) leave their batches for batches of
// their own.
//
// `run`, where `cases` are one shard of a run (harness/run/shard_split.h): the whole run's
// selection, every shard's (`cases` among them; only its legal cases are read). The shard's
// batches are then the run's: an operand type the shard holds whole is split as the run splits
// it; one the shard split cut by destination gets the run's number of parts times the share of
// the type's runnable cases the shard holds (rounded down, one at least). So the shards of a set
// build together the programs one run builds; batched on its own, a shard's few operand types
// would be split finer to give each of its jobs a batch, each part building its type's programs
// again.
std::vector<std::vector<Variant>> WorkerBatches(const std::vector<Variant>& cases,
                                                const DeviceInfo& info, Coverage coverage, int jobs,
                                                unsigned cores,
                                                const std::set<Variant>& listed = {},
                                                const std::vector<Variant>& run = {});

}  // namespace clc
