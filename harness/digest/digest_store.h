// The expected-digest store: the host's expected digests of operand-stream slices kept on
// disk, so that a second run of any coverage level on any device does no reference work.
// An expected digest depends only on the reference, the job (a conversion, or as_type's
// identity), the operand stream (its type, and every pattern in order, the seed's keys, or a
// hash of its table of operands),
// the lanes, and the device's denormal support for the job's types: the file of a job is
// named by all but the lanes and lives under ROOT/<ReferenceFingerprint()>/, so a store made
// by another reference is never read. Each file ends in a checksum of its bytes; a file that
// is truncated, fails its checksum or names another fingerprint or key reads as empty and is
// removed (the run computes its digests again and writes it anew). Files are written whole
// to a temporary name and renamed, so concurrent runs and kill -9 never leave half a file.
// Why a stored digest cannot hide a wrong result: it is only ever compared with the digest
// the device computes from its own results; a wrong stored digest makes the chunk differ,
// and a differing chunk is judged lane by lane against the reference itself (never against
// the store). For a wrong result to pass, the store would have to hold exactly the sum of
// that device's wrong lanes. Each run also recomputes a random sample of the stored digests
// it uses and fails loudly on any difference.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "reference/digest/digest.h"

namespace clc {

// $XDG_CACHE_HOME/clconform, else $HOME/.cache/clconform; empty when neither is set.
std::string DefaultDigestStoreDir();
// DefaultDigestStoreDir()/programs, the program cache's (harness/device/program_cache.h);
// empty when that is.
std::string DefaultProgramCacheDir();

// Marks this reference's folder of the store in `root` used, and removes the folders of other
// references' fingerprints that no run has used for kCacheUnusedAge
// (harness/files/cache_upkeep.h); returns how many. Nothing when `root` is empty.
std::size_t PruneDigestStore(const std::string& root);
// Once a run: removes the entries of both caches that are not regular files
// (RemoveNonRegularEntries), then PruneDigestStore(digest_store) and
// PruneProgramCache(program_cache); a line for each that found something.
std::vector<std::string> PruneCaches(const std::string& digest_store,
                                     const std::string& program_cache);

// The name of a job's file: stream type and kind (seed keys, or a hash of the table's
// operands), job (a counts-only one apart from its summed twin), denormal support.
// DigestStreamKey is its stream part, made once for all
// the jobs of a stream (a table's hash reads every operand).
std::string DigestStreamKey(const LaneStream& s);
std::string DigestStoreKey(const DigestJob& job, const std::string& stream_key, const FpCaps& caps);
inline std::string DigestStoreKey(const DigestJob& job, const LaneStream& s, const FpCaps& caps) {
  return DigestStoreKey(job, DigestStreamKey(s), caps);
}

// One stored expected digest: lanes first .. first+count-1.
struct StoredSlice {
  std::uint64_t first = 0;
  std::uint64_t count = 0;
  ChunkDigest digest;
};

class DigestStore {
 public:
  // `root` empty: no store (Load finds nothing, Save writes nothing).
  explicit DigestStore(const std::string& root);

  bool enabled() const { return !dir_.empty(); }
  // The folder of this reference's files (root/<fingerprint>).
  const std::string& dir() const { return dir_; }
  std::string PathOf(const std::string& key) const;

  // The slices stored for `key`, by first lane. A bad file is removed and reads as empty.
  std::map<std::uint64_t, StoredSlice> Load(const std::string& key) const;
  // Adds `slices` to those stored for `key` (a slice with the same first lane is replaced).
  bool Save(const std::string& key, const std::vector<StoredSlice>& slices) const;
  // Removes the file of `key` (its digests disagreed with the reference).
  void Forget(const std::string& key) const;

 private:
  std::string dir_;
};

}  // namespace clc
