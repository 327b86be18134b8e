// The run records of report.json documents being merged (report_merge.h's MergeReports): runs
// that checked different things, a run or shard given twice, and a case checked twice over the
// same operands are refused with ReportError; the merged document gets one run record.
#pragma once

#include <cstddef>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/report/report_merge.h"
#include "harness/report/run_record.h"

namespace clc {

// Report i's run record, after checking that its results add up with those of reports
// 0..i-1 (`records`). Throws ReportError.
RunRecord CheckMergeable(const std::vector<nlohmann::json>& reports,
                         const std::vector<RunRecord>& records, std::size_t i);

// `cases` (one case as found in the reports `from`) must not have been checked twice over the
// same operands. Older reports, which do not record their operand range, merge as they come.
void CheckNotTwice(const std::vector<nlohmann::json>& reports,
                   const std::vector<const nlohmann::json*>& cases,
                   const std::vector<std::size_t>& from);

// The shards a set of records holds, of their common shard total (1: none is a shard; records
// of one run, total 1, are parts over other operands and hold no shard).
struct ShardSet {
  int total = 1;
  std::vector<int> held;  // ascending
};
ShardSet ShardsOf(const std::vector<RunRecord>& records);

// Throws IncompleteShards, naming the missing shards, when `set` lacks one of its total and
// `allow_partial` is false: the cases of a lost shard were never run and must not pass.
void CheckShardSet(const ShardSet& set, bool allow_partial);

// Sets the merged `run`: every part's record in run.parts; the union's shard is the whole run,
// its operand range and filter the parts' when they agree (else the whole stream, and the
// filters joined); its shard the set the parts hold (run.shard: total, held, partial). Older
// reports keep their run as it is.
void MergeRunRecords(const std::vector<nlohmann::json>& reports,
                     const std::vector<RunRecord>& records, nlohmann::json* run);

}  // namespace clc
