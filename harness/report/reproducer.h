// A standalone reproducer of a failing case, for a driver developer's bug report: the exact
// program the run built (program.cl, byte for byte), a C99 host program (repro.c, needing only
// <CL/cl.h> and the ICD loader: `cc repro.c -lOpenCL`) that builds it with the same options,
// runs the failing kernel over the failing lanes' operands (the buffer path) or as it was
// folded (the constant path) and prints each lane's input, expected and returned bits, exiting
// 1 on a mismatch; and a README saying how, and what it cannot show.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace clc {

// repro.c for `spec` (harness/run/repro_spec.h's ReproSpec) on the device named `platform` /
// `device`.
std::string ReproducerC(const nlohmann::json& spec, const std::string& platform,
                        const std::string& device);

// Writes DIR/program.cl, DIR/repro.c and DIR/README for `spec`; `rerun` is the case's rerun
// line. False with `error` set when a file cannot be written.
bool WriteReproducer(const std::string& dir, const nlohmann::json& spec,
                     const std::string& platform, const std::string& device,
                     const std::string& rerun, std::string* error);

// DIR/README only, for a failing case with no standalone reproducer, saying `why`.
bool WriteNoReproducer(const std::string& dir, const std::string& why, const std::string& rerun,
                       std::string* error);

}  // namespace clc
