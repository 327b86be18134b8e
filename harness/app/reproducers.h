// The standalone reproducers of a device's run: its workers write a spec of each case whose
// lanes mismatched (harness/run/repro_spec.h) into a folder of the run's temporary folder;
// at the end, each failure cause's example case gets REPORT_DIR/<device>/repro/<case>/
// (harness/report/reproducer.h), or a README saying why it has none. A case that did not build
// or whose process died has a spec too (harness/run/repro_spec.h's SpecKind).
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/device/listing.h"
#include "harness/report/report_json.h"
#include "harness/report/reproducer.h"
#include "harness/report/result.h"

namespace clc {

// The folder of a run's specs in its temporary folder `temp_dir`.
std::string ReproSpecDir(const std::string& temp_dir);
// The environment entry that tells workers where to write their specs.
std::string ReproSpecEnv(const std::string& spec_dir);

// Writes the reproducers of `report`'s failure causes (one per cause, its example case) under
// `folder`/repro; returns the folder of each case that has one, relative to `folder`.
// `errors` hears what could not be written.
std::map<std::string, std::string> WriteReproducers(const std::string& spec_dir,
                                                    const std::string& folder,
                                                    const nlohmann::json& report,
                                                    const ReproDriver& driver,
                                                    std::vector<std::string>* errors);

// WriteReproducers for a device's `results` (`run`, its summary) in its report folder
// `folder`, each written one named in its result (VariantResult::reproducer); prints where.
void AddReproducers(const std::string& spec_dir, const std::string& folder,
                    const ListedDevice& device, const RunSummary& run,
                    std::vector<VariantResult>& results);

}  // namespace clc
