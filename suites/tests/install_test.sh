#!/usr/bin/env bash
# An installed clconform: `cmake --install` into a temporary prefix, the installed binaries'
# --version, the installed binary finding its expectations in PREFIX/share/clconform, the
# documentation and each binary's man page, the commit read as "unknown" outside git, and the
# Debian package CPack makes, checked by lintian where lintian is installed.
#
# Usage: install_test.sh BUILD_DIR SOURCE_DIR   (needs <repo>/.vendors for the PoCL run)
TEST_NAME=install_test
# shellcheck source=suites/tests/script_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/script_lib.sh"
(($# == 2)) || die "usage: $0 BUILD_DIR SOURCE_DIR"
readonly BUILD="$1" SOURCE="$2"

cmake --install "${BUILD}" --prefix "${WORK}/prefix" >"${WORK}/install.log" 2>&1 ||
  { cat "${WORK}/install.log"; die "cmake --install failed"; }
P="${WORK}/prefix"
for f in bin/clconform bin/clconform-report share/clconform/expectations/portable-computing-language@3-1-debian.txt \
  share/clconform/expectations/oclgrind@oclgrind-21-10.txt share/doc/clconform/README.md \
  share/doc/clconform/rules.md share/doc/clconform/copyright share/doc/clconform/changelog.gz \
  share/man/man1/clconform.1.gz share/man/man1/clconform-report.1.gz; do
  [[ -e "${P}/${f}" ]] || die "${f} is not installed"
done
# Each man page is its binary's --help: its name and an option of each, no build folder's path.
for page in clconform:--coverage clconform-report:--allow-partial; do
  man="${P}/share/man/man1/${page%%:*}.1.gz"
  text="$(zcat "${man}" | sed 's/\\//g')"  # groff's escapes out: \-\-coverage is --coverage
  grep -qi "^\.TH \"\?${page%%:*}\"\? " <<<"${text}" || die "${man} is not a man page of ${page%%:*}"
  grep -q -- "${page#*:}" <<<"${text}" || die "${man} does not document ${page#*:}"
  if grep -q "${BUILD}\|${SOURCE}" <<<"${text}"; then die "${man} names the build's path"; fi
done

# --version: the version, the commit and the reference's fingerprint.
version="$("${P}/bin/clconform" --version)"
[[ "${version}" =~ ^clconform\ [0-9]+\.[0-9]+\.[0-9]+\ \(commit\ [0-9a-zA-Z._-]+,\ reference\ fingerprint\ [0-9a-f]{64}\)$ ]] ||
  die "unexpected --version: ${version}"
"${P}/bin/clconform-report" --version | grep -q "^clconform-report " || die "clconform-report --version"

# The installed binary uses the installed expectations: PoCL 3.1's known crash passes the run.
code=0
OCL_ICD_VENDORS="${SOURCE}/.vendors" OCL_ICD_FILENAMES='' "${P}/bin/clconform" \
  --device='Portable Computing Language' '--gtest_filter=*/convert_int_rte_float:*/as_uint_float' \
  --report-dir="${WORK}/results" >"${WORK}/run.log" 2>&1 || code=$?
grep -q "share/clconform/expectations (installed)" "${WORK}/run.log" ||
  { cat "${WORK}/run.log"; die "the installed binary did not find its expectations"; }
[[ "${code}" == 0 ]] || { cat "${WORK}/run.log"; die "the installed run exited ${code}"; }
grep -q '"commit"' "${WORK}/results/portable-computing-language/report.json" ||
  die "the report does not record the commit"

# Outside a git work tree the commit is "unknown".
mkdir -p "${WORK}/tarball"
cmake -DSOURCE_DIR="${WORK}/tarball" -DVERSION=9.9.9 -DOUT="${WORK}/info.cpp" \
  -P "${SOURCE}/cmake/build_info.cmake"
grep -q 'ClconformCommit() { return "unknown"; }' "${WORK}/info.cpp" ||
  { cat "${WORK}/info.cpp"; die "the commit outside git is not 'unknown'"; }

# CPack's Debian package holds the same files under /usr.
(cd "${WORK}" && cpack --config "${BUILD}/CPackConfig.cmake" -G DEB >"${WORK}/cpack.log" 2>&1) ||
  { cat "${WORK}/cpack.log"; die "cpack failed"; }
deb="$(ls "${WORK}"/clconform_*.deb)" || die "no .deb made"
dpkg-deb -c "${deb}" >"${WORK}/deb.txt"
for f in ./usr/bin/clconform ./usr/bin/clconform-report \
  ./usr/share/clconform/expectations/portable-computing-language@3-1-debian.txt ./usr/share/doc/clconform/README.md \
  ./usr/share/doc/clconform/copyright ./usr/share/doc/clconform/changelog.gz \
  ./usr/share/man/man1/clconform.1.gz ./usr/share/man/man1/clconform-report.1.gz; do
  grep -qF " ${f}" "${WORK}/deb.txt" || { cat "${WORK}/deb.txt"; die "${f} is not in ${deb}"; }
done
dpkg-deb -f "${deb}" Depends | grep -q "ocl-icd-libopencl1\|libopencl1" ||
  die "the package does not depend on an OpenCL loader: $(dpkg-deb -f "${deb}" Depends)"
# What a distribution checks: no lintian error or warning (where lintian is installed).
if command -v lintian >/dev/null 2>&1; then
  lintian --fail-on error,warning "${deb}" >"${WORK}/lintian.txt" 2>&1 ||
    { cat "${WORK}/lintian.txt"; die "lintian finds errors or warnings in ${deb}"; }
fi
echo "install_test: ok ($(basename "${deb}"))"
