#!/usr/bin/env bash
# Checks the layer rule of docs/architecture.md: data flows one way, and each layer includes
# only the project headers of the layers to its left. A tracked source (tests included) that
# includes a header against the flow is listed, and the exit status is 1. harness/app (the
# application) comes after harness/run: no other harness part includes it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "${ROOT}"

git ls-files -z -- '*.cpp' '*.h' '*.c' | xargs -0 awk '
  # The layer of a path: its top folder, or harness/<part>.
  function layer(path,  parts) {
    split(path, parts, "/")
    return parts[1] == "harness" ? "harness/" parts[2] : parts[1]
  }
  BEGIN {
    # The layers each layer may include, itself included (reference <- kernels <- harness <- suites;
    # in harness, files <- report <- device <- run <- app).
    may["reference"] = " reference "
    may["kernels"] = " reference kernels "
    may["harness/files"] = " harness/files "
    may["harness/report"] = " reference harness/files harness/report "
    may["harness/device"] = " reference kernels harness/files harness/report harness/device "
    may["harness/run"] = " reference kernels harness/files harness/report harness/device harness/run "
    may["harness/app"] = may["harness/run"] "harness/app "
    may["harness/tests"] = may["harness/run"] "harness/tests "
    may["tools"] = may["harness/app"] "tools "
    may["suites"] = may["harness/app"] "suites "
    status = 0
  }
  /^#include "[a-z_]+\/[^"]*"$/ {
    from = layer(FILENAME)
    if (!(from in may)) next
    header = $2
    gsub(/"/, "", header)
    if (index(may[from], " " layer(header) " ") == 0) {
      printf "check_layers: %s (%s) includes %s (%s), against the flow\n", FILENAME, from, header, layer(header)
      status = 1
    }
  }
  END { exit status }' || exit 1
