// The text of --help: every option (harness/run/options.h's rows), the exit codes and the
// environment a run reads.
#include "harness/app/cli.h"

namespace clc {

std::string HelpText(const std::string& program) {
  return "Usage: " + program +
         " [options] [GoogleTest flags]\n"
         "\n"
         "Checks OpenCL C's conversions (every convert_*, as_type, vload_half and vstore_half,\n"
         "cast, implicit and bool conversion) on OpenCL devices, lane by lane, against a\n"
         "bit-exact reference. Documentation: README.md and docs/ of the source, or\n"
         "/usr/share/doc/clconform where the package is installed.\n"
         "\n"
         "Options:\n" +
         OptionsHelp() +
         "\n"
         "GoogleTest flags work as usual: --gtest_filter='*/convert_int4_sat_rte_float4',\n"
         "--gtest_list_tests, GTEST_TOTAL_SHARDS / GTEST_SHARD_INDEX, --gtest_output=xml:FILE;\n"
         "--gtest_repeat, --gtest_throw_on_failure and --gtest_break_on_failure are refused\n"
         "(each case runs once, and a run writes its reports whole). A shard takes whole operand\n"
         "types and negative-check programs, balanced by cost (docs/driver-ci.md), not\n"
         "GoogleTest's round-robin: shards divide the programs built instead of repeating them.\n"
         "\n"
         "Mesa's Rusticl lists no device unless RUSTICL_ENABLE names a driver\n"
         "(RUSTICL_ENABLE=llvmpipe).\n"
         "\n"
         "Exit codes: 0 pass, 1 failures, results that differ from the expectations or an error "
         "that\nstopped the run, 2 bad usage (a flag, value, filter, file or path that cannot be "
         "used), 3 no\nOpenCL platform (or a device that cannot be probed), 4 no device matches " +
         FlagOf(&CliOptions::devices) +
         " (or none\nat all), 5 nothing checked (no case selected, a --gtest_filter pattern "
         "that selects none,\nor every selected case skipped or not checked), 6 a report\nfolder "
         "is in use by another run, 7 results could not be written "
         "(a report, " +
         FlagOf(&CliOptions::deqp_results) + " or\n" + FlagOf(&CliOptions::write_expectations_dir) +
         " file: a full disk; the journal keeps them for " + FlagOf(&CliOptions::resume) + "), 8 " +
         FlagOf(&CliOptions::resume) +
         "\nrefused a journal holding a record it cannot trust (edited, torn, a verdict its "
         "counts\ndo not make, a case twice); 9 a driver that could not be listed: an\n" +
         FlagOf(&CliOptions::icds) +
         " library that does not load or gives no device (no other driver is tested\nin its "
         "place), or, in a run without " +
         FlagOf(&CliOptions::devices) +
         ", an ICD that exited, hung or crashed while\nit was listed (the other devices are "
         "tested first; with " +
         FlagOf(&CliOptions::devices) +
         " it is named and left\nout); 10 a fault of the machine stopped the run\n(a worker's "
         "files could not be written: a full disk or quota, too many open files; no\nmemory, no "
         "process): no verdict, the cases it stopped are run by " +
         FlagOf(&CliOptions::resume) +
         " once it is\nfixed; 128+N when signal N ended the run.\n"
         "\n"
         "Each ICD is loaded and listed by a child process of its own; the processes that run a\n"
         "device's cases load its driver library alone.\n";
}

}  // namespace clc
