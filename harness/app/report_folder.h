// One device's report folder, REPORT_DIR/<device folder>: locked for the run, with the journal of
// results (results.jsonl) written one whole record at a time.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/report/device_info.h"
#include "harness/report/journal.h"
#include "harness/report/result.h"

namespace clc {

// The folder name of `device` among `all` devices: its platform's slug ("oclgrind"), with
// "-2", "-3" ... for the second and later devices of a platform of that name. Stable across
// runs as long as the loader lists the same devices.
std::string DeviceFolderName(const std::vector<DeviceInfo>& all, const DeviceInfo& device);

class ReportFolder {
 public:
  enum class Error : std::uint8_t {
    kNone,
    kUnwritable,  // cannot create or write the folder, its lock or its journal
    kBusy,        // another run holds the folder's lock
    kOtherRun,    // --resume, but the journal is from a run with other options
    kUntrusted,   // --resume, but a record of the journal cannot be trusted (journal.h)
  };

  // Creates and locks `dir`, then starts its journal with `header` (what the run checks) and
  // `run_id`, or with --resume (`resume`) continues the journal there: a torn last line is
  // cut, the header must equal `header`, every record must be trusted (journal.h's
  // ReadJournal: nothing is resumed from a journal that holds one it cannot trust), and the run
  // keeps the journal's id. On failure returns null with `error` and `why` set.
  static std::unique_ptr<ReportFolder> Open(const std::string& dir, const nlohmann::json& header,
                                            const std::string& run_id, bool resume, Error* error,
                                            std::string* why);
  ~ReportFolder();
  ReportFolder(const ReportFolder&) = delete;
  ReportFolder& operator=(const ReportFolder&) = delete;

  const std::string& dir() const { return dir_; }
  // The results journaled by the run being resumed (empty for a fresh journal).
  std::vector<VariantResult>& resumed() { return resumed_; }
  // The run's id: this run's, or the resumed run's.
  const std::string& run_id() const { return run_id_; }
  // Appends one result with a single write, chained to the record before; `replaces`: it takes
  // the place of the case's earlier record (confirmation's verdict). False when it could not be
  // written.
  bool Record(const VariantResult& r, bool replaces = false);

 private:
  ReportFolder(std::string dir, int lock_fd, int journal_fd, std::string run_id,
               std::vector<VariantResult> resumed, JournalChain chain);
  std::string dir_;
  int lock_fd_;
  int journal_fd_;
  std::string run_id_;
  std::vector<VariantResult> resumed_;
  JournalChain chain_;
};

}  // namespace clc
