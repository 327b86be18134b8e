// Report folders: one per device, locked with flock, journal lines written whole.
#include "harness/app/report_folder.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <sys/file.h>

#include "harness/files/atomic_file.h"
#include "harness/report/journal.h"
#include "harness/report/report_json.h"
#include "harness/run/options.h"

namespace clc {

namespace {

std::string Reason() { return std::strerror(errno); }

// Cuts a last line that has no newline (a record torn by a kill) and returns the whole lines.
bool ReadWholeLines(const std::string& path, std::vector<std::string>* lines, std::string* why) {
  std::ifstream in(path, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::size_t end = text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1;
  if (end != text.size() && truncate(path.c_str(), static_cast<off_t>(end)) != 0) {
    *why = "cannot cut the torn last line of " + path + ": " + Reason();
    return false;
  }
  std::size_t at = 0;
  while (at < end) {
    const std::size_t nl = text.find('\n', at);
    lines->push_back(text.substr(at, nl - at));
    at = nl + 1;
  }
  return true;
}

}  // namespace

std::string DeviceFolderName(const std::vector<DeviceInfo>& all, const DeviceInfo& device) {
  int before = 0;
  for (const DeviceInfo& d : all) {
    if (d.index == device.index) break;
    if (PlatformSlug(d) == PlatformSlug(device)) ++before;
  }
  const std::string slug = PlatformSlug(device);
  return before == 0 ? slug : slug + "-" + std::to_string(before + 1);
}

namespace {

// Makes the folder and takes its lock, holding this process's id: the lock's descriptor, or -1
// with `error` and `why` set.
int LockFolder(const std::string& dir, ReportFolder::Error* error, std::string* why) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir)) {
    *why = "cannot create the report folder " + dir + ": " +
           (ec ? ec.message() : std::string("a file of that name is in the way"));
    return -1;
  }
  const std::string lock_path = dir + "/.lock";
  const int lock_fd = open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (lock_fd < 0) {
    *why = "cannot write in the report folder " + dir + ": " + Reason();
    return -1;
  }
  if (flock(lock_fd, LOCK_EX | LOCK_NB) != 0) {
    char holder[32] = {};
    const ssize_t n = pread(lock_fd, holder, sizeof holder - 1, 0);
    close(lock_fd);
    *error = ReportFolder::Error::kBusy;
    *why = "the report folder " + dir + " is in use by another run" +
           (n > 0 ? " (pid " + std::string(holder, static_cast<std::size_t>(n)) + ")" : "") +
           "; wait for it to end, or give another " + FlagOf(&CliOptions::report_dir);
    return -1;
  }
  const std::string pid = std::to_string(getpid());
  if (ftruncate(lock_fd, 0) != 0 || pwrite(lock_fd, pid.data(), pid.size(), 0) < 0) {
    *why = "cannot write in the report folder " + dir + ": " + Reason();
    close(lock_fd);
    return -1;
  }
  return lock_fd;
}

// The journal of the run to resume: its id, its results so far and its chain, when its header
// is `header` and its records can be trusted (harness/report/journal.h); false with `error` and
// `why` set when it is another run's, cannot be read, or holds a record it cannot trust.
bool ResumeJournal(const std::string& journal, const nlohmann::json& header, JournalRead* read,
                   ReportFolder::Error* error, std::string* why) {
  std::vector<std::string> lines;
  if (!ReadWholeLines(journal, &lines, why)) return false;
  *read = ReadJournal(lines);
  const std::string resume = FlagOf(&CliOptions::resume);
  if (read->header != header) {
    *error = ReportFolder::Error::kOtherRun;
    *why = resume + ": " + journal + " is from a run with other options (" +
           (lines.empty() ? std::string("empty") : lines[0]) +
           "); rerun with that run's options, or without " + resume;
    return false;
  }
  if (!read->refused.empty()) {
    *error = ReportFolder::Error::kUntrusted;
    *why = resume + ": " + journal + " cannot be trusted: " + read->refused +
           "; nothing was resumed: run again without " + resume;
    return false;
  }
  return true;
}

// Opens the journal for appending; a new one (not `continuing`) starts with its header line,
// and `chain` then follows it. -1 with `why` set when it cannot be written.
int OpenJournal(const std::string& journal, bool continuing, const nlohmann::json& header,
                const std::string& id, JournalChain* chain, std::string* why) {
  const int flags = O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | (continuing ? 0 : O_TRUNC);
  const int journal_fd = open(journal.c_str(), flags, 0644);
  const std::string first = JournalHeaderLine(header, id);
  if (journal_fd < 0 || (!continuing && !WriteFully(journal_fd, first + "\n"))) {
    *why = "cannot write the journal " + journal + ": " + Reason();
    if (journal_fd >= 0) close(journal_fd);
    return -1;
  }
  if (!continuing) *chain = JournalChain::AfterHeader(first);
  return journal_fd;
}

}  // namespace

std::unique_ptr<ReportFolder> ReportFolder::Open(const std::string& dir,
                                                 const nlohmann::json& header,
                                                 const std::string& run_id, bool resume,
                                                 Error* error, std::string* why) {
  *error = Error::kUnwritable;
  const int lock_fd = LockFolder(dir, error, why);
  if (lock_fd < 0) return nullptr;
  const std::string journal = dir + "/results.jsonl";
  JournalRead read;
  const bool continuing = resume && std::filesystem::exists(journal);
  if (continuing && !ResumeJournal(journal, header, &read, error, why)) {
    close(lock_fd);
    return nullptr;
  }
  const std::string id = continuing && !read.id.empty() ? read.id : run_id;
  const int journal_fd = OpenJournal(journal, continuing, header, id, &read.chain, why);
  if (journal_fd < 0) {
    close(lock_fd);
    return nullptr;
  }
  *error = Error::kNone;
  return std::unique_ptr<ReportFolder>(new ReportFolder(
      dir, lock_fd, journal_fd, id, std::move(read.results), std::move(read.chain)));
}

ReportFolder::ReportFolder(std::string dir, int lock_fd, int journal_fd, std::string run_id,
                           std::vector<VariantResult> resumed, JournalChain chain)
    : dir_(std::move(dir)),
      lock_fd_(lock_fd),
      journal_fd_(journal_fd),
      run_id_(std::move(run_id)),
      resumed_(std::move(resumed)),
      chain_(std::move(chain)) {}

ReportFolder::~ReportFolder() {
  close(journal_fd_);
  close(lock_fd_);  // releases the lock
}

bool ReportFolder::Record(const VariantResult& r, bool replaces) {
  return WriteFully(journal_fd_, chain_.Next(r, replaces) + "\n");
}

}  // namespace clc
