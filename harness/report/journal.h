// The run journal (a report folder's results.jsonl): what --resume reads back instead of running
// the cases again, so a record must be what the run wrote or nothing. Its first line holds
// what the run checks and the run's id; each later line is one case's result (result_io.h's
// ResultJson, its verdict stated beside its counts), marked where it replaces the case's
// earlier record (the verdict confirmation gave it), and ending in a chain tag: the SHA-256 of
// the tag before it (before the first record: the SHA-256 of the header line), a newline, and
// the line's text before its tag.
// An edited, inserted, removed, reordered or foreign record breaks the chain where it stands.
// The chain is a check of integrity, not a signature: it needs no secret, so a forger who
// recomputes it is not stopped; what it guarantees is that a journal the run did not write
// whole, in order, is refused rather than believed. (A secret kept outside the journal would
// have to survive the process for --resume to read it, in a file beside the journal that the
// same forger can read.) Records cut from the end are not detected: their cases run again.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/report/result.h"

namespace clc {

// The journal's first line (no newline): {"journal": header, "id": id}.
std::string JournalHeaderLine(const nlohmann::json& header, const std::string& id);

// The tag a journal's next record chains to.
class JournalChain {
 public:
  // After the header line `header_line` (as written, without its newline).
  static JournalChain AfterHeader(const std::string& header_line);
  // After a record whose tag is `tag` (JournalRead::chain continues a journal read back).
  explicit JournalChain(std::string tag) : tag_(std::move(tag)) {}
  // The line (no newline) that journals `r`, chained to the line before; `replaces`: `r` takes
  // the place of its case's earlier record. Moves the chain on.
  std::string Next(const VariantResult& r, bool replaces);

 private:
  std::string tag_;
};

struct JournalRead {
  nlohmann::json header;  // the first line's "journal" member (null where it is no header)
  std::string id;         // the first line's "id"
  // Every case's result, in the order first journaled, each as its last record states it.
  std::vector<VariantResult> results;
  JournalChain chain{""};  // to continue after the last record
  // Why the records cannot be trusted, or "": "line 5 (convert_int_float): ...". A record that
  // breaks the chain, has no tag, is not a whole result this version wrote (result_io.h's
  // ResultFromJson: an unknown status, a stated verdict its counts do not make), is a second
  // record of a case that does not say it replaces the first, or replaces none.
  std::string refused;
};

// Reads a journal's whole lines (its torn last line already cut).
JournalRead ReadJournal(const std::vector<std::string>& lines);

}  // namespace clc
