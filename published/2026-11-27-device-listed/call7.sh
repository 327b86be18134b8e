# Device calls 7 and 8 (twenty-second session): NVIDIA's compile time of each program of a
# from-float run's batch (one destination type each: its constant program and its digest
# program, as --dump-kernels writes them on PoCL 3.1 with --coverage=full and
# --gtest_filter='Convert/*_<dst>*_float*', in .device-carry/s22/progs), each built twice in one
# process by pbuild (the first build pays the compiler's start); then char's constant program
# split by hand into its width-1 and width-16 kernels (.device-carry/s22/split), three times each.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
for f in .device-carry/s22/progs/*.cl; do .device-carry/s22/pbuild NVIDIA "$f" 2 serial; done
for f in .device-carry/s22/split/char-c1.cl .device-carry/s22/split/char-c16.cl \
  .device-carry/s22/progs/char-constant_float.cl; do .device-carry/s22/pbuild NVIDIA "$f" 3 serial; done
