#!/usr/bin/env bash
# Checks the layer rule of docs/architecture.md: data flows one way, and each layer includes
# only the project headers of the layers to its left. A tracked source (tests included) that
# includes a header against the flow is listed, and the exit status is 1. harness/app (the
# application) comes after harness/run: no other harness part includes it. The digest path's
# rooms (reference/digest, kernels/digest, harness/digest) come after what they build on: the
# reference's truth and the kernels' text include nothing of them; their tests, benchmarks and
# checks (tests/, bench/, exhaustive/ folders) may.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "${ROOT}"

git ls-files -z -- '*.cpp' '*.h' '*.c' | xargs -0 awk '
  # The layer of a path: its top folder, harness/<part>, or a digest room; a test, benchmark or
  # check of reference/ or kernels/ is <layer>+.
  function layer(path,  parts) {
    split(path, parts, "/")
    if (parts[1] == "harness") return "harness/" parts[2]
    if (parts[1] != "reference" && parts[1] != "kernels") return parts[1]
    if (parts[2] == "digest") return parts[1] "/digest"
    return parts[1] (path ~ /^[a-z]+\/(tests|bench|exhaustive)\// ? "+" : "")
  }
  BEGIN {
    # The layers each layer may include, itself included (reference <- kernels <- harness <- suites;
    # each digest room after the truth of its layer; in harness, files <- report <- device <- digest
    # <- run <- app).
    fast = " reference reference/digest "
    text = fast "kernels kernels/digest "
    may["reference"] = " reference "
    may["reference/digest"] = fast
    may["reference+"] = fast "reference+ "
    may["kernels"] = " reference kernels "
    may["kernels/digest"] = text
    may["kernels+"] = text "reference+ kernels+ "
    may["harness/files"] = " harness/files "
    may["harness/report"] = " reference harness/files harness/report "
    may["harness/device"] = " reference kernels harness/files harness/report harness/device "
    may["harness/digest"] = text "harness/files harness/report harness/device harness/digest "
    may["harness/run"] = may["harness/digest"] "harness/run "
    may["harness/app"] = may["harness/run"] "harness/app "
    may["harness/tests"] = may["harness/run"] "reference+ harness/tests "
    may["tools"] = may["harness/app"] "tools "
    may["suites"] = may["harness/app"] "reference+ suites "
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
