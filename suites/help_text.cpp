// The text of --help: every option (harness/run/options.h's rows), the exit codes and the
// environment a run reads.
#include "suites/cli.h"

namespace clc {

std::string HelpText(const std::string& program) {
  return "Usage: " + program +
         " [options] [GoogleTest flags]\n"
         "\n"
         "Checks OpenCL C's convert_* and as_type built-ins on OpenCL devices, lane by lane,\n"
         "against a bit-exact reference.\n"
         "\n"
         "Options:\n" +
         OptionsHelp() +
         "\n"
         "GoogleTest flags work as usual: --gtest_filter='*/convert_int4_sat_rte_float4',\n"
         "--gtest_list_tests, GTEST_TOTAL_SHARDS / GTEST_SHARD_INDEX, --gtest_output=xml:FILE.\n"
         "\n"
         "Mesa's Rusticl lists no device unless RUSTICL_ENABLE names a driver\n"
         "(RUSTICL_ENABLE=llvmpipe).\n"
         "\n"
         "Exit codes: 0 pass, 1 failures, results that differ from the expectations or an error "
         "that\nstopped the run, 2 bad usage (a flag, value, filter, file or path that cannot be "
         "used), 3 no\nOpenCL platform (or a device that cannot be probed), 4 no device matches " +
         FlagOf(&CliOptions::devices) +
         " (or none\nat all), 5 nothing checked (no case selected, or every selected case "
         "skipped), 6 a report\nfolder is in use by another run, 7 results could not be written "
         "(a report, " +
         FlagOf(&CliOptions::deqp_results) + " or\n" + FlagOf(&CliOptions::write_expectations_dir) +
         " file: a full disk; the journal keeps them for " + FlagOf(&CliOptions::resume) +
         "), 8 a fault of the\nmachine stopped the run (a worker's files could not be written: a "
         "full disk or quota, too\nmany open files; no memory, no process): no verdict, the "
         "cases it stopped are run by " +
         FlagOf(&CliOptions::resume) +
         "\nonce it is fixed; "
         "128+N when signal N ended the run.\n";
}

}  // namespace clc
