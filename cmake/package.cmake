# The Debian package `cpack -G DEB` makes from the install rules, with what Debian's policy asks
# of a package and lintian checks (ctest install_and_package runs lintian where it is
# installed): a man page for each binary, the copyright file, a changelog, stripped binaries,
# control files of standard permissions, an extended description and a maintainer address.
# Included by the top-level CMakeLists.txt after its install rules.

set(CLCONFORM_PACKAGE_MAINTAINER "clconform maintainers <maintainers@clconform.invalid>"
  CACHE STRING "The Debian package's Maintainer (Name <address>): a distribution sets its own")

# A man page for each binary, made from its --help at build time by Debian's help2man (so the
# page never drifts from the binary), run through PATH so that the page says `clconform`, not
# the build folder's path.
find_program(HELP2MAN help2man)
if(NOT HELP2MAN)
  message(WARNING "help2man not found: the binaries get no man page (scripts/setup.sh installs it)")
endif()
function(clconform_man_page target summary)
  if(NOT HELP2MAN)
    return()
  endif()
  set(page "${CMAKE_BINARY_DIR}/man/${target}.1")
  add_custom_command(OUTPUT "${page}.gz"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${CMAKE_BINARY_DIR}/man"
    COMMAND ${CMAKE_COMMAND} -E env "PATH=$<TARGET_FILE_DIR:${target}>:$ENV{PATH}"
      ${HELP2MAN} --no-info --section=1 "--name=${summary}" --version-string=${PROJECT_VERSION}
      "--output=${page}" ${target}
    COMMAND gzip -9nf "${page}"
    DEPENDS ${target}
    COMMENT "Man page of ${target} from its --help"
    VERBATIM)
  add_custom_target(${target}_man ALL DEPENDS "${page}.gz")
  install(FILES "${page}.gz" DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endfunction()
if(CLCONFORM_WITH_OPENCL)
  clconform_man_page(clconform "conformance suite for OpenCL C's conversions")
endif()
clconform_man_page(clconform-report "merge, compare and render clconform's reports")

# /usr/share/doc/clconform: the copyright file and, the package being native (no Debian
# revision), changelog.gz. The changelog's date is the last commit's (the configure time's
# outside git), so that a rebuild of one commit makes the same file.
execute_process(COMMAND git log -1 --format=%aD
  WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}" OUTPUT_VARIABLE CLCONFORM_CHANGELOG_DATE
  OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
if(NOT CLCONFORM_CHANGELOG_DATE)
  string(TIMESTAMP CLCONFORM_CHANGELOG_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
endif()
configure_file(cmake/debian/changelog.in "${CMAKE_BINARY_DIR}/debian/changelog" @ONLY)
add_custom_command(OUTPUT "${CMAKE_BINARY_DIR}/debian/changelog.gz"
  COMMAND gzip -9nkf "${CMAKE_BINARY_DIR}/debian/changelog"
  DEPENDS "${CMAKE_BINARY_DIR}/debian/changelog" VERBATIM)
add_custom_target(clconform_changelog ALL DEPENDS "${CMAKE_BINARY_DIR}/debian/changelog.gz")
install(FILES cmake/debian/copyright "${CMAKE_BINARY_DIR}/debian/changelog.gz"
  DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(CPACK_PACKAGE_NAME clconform)
set(CPACK_PACKAGE_VENDOR "clconform")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "conformance suite for OpenCL C's conversions")
# Lines of at most 80 columns, as Debian asks.
string(JOIN "\n" CPACK_DEBIAN_PACKAGE_DESCRIPTION
  "clconform checks every OpenCL C built-in that converts or reinterprets data"
  "(convert_*, as_type, vload_half and vstore_half) and the conversions a"
  "compiler makes without one (casts, implicit and bool conversions) on every"
  "OpenCL device, lane by lane, against a bit-exact reference proven against"
  "MPFR. It writes JSON, HTML and JUnit reports and standalone reproducers, and"
  "compares a run against a baseline for a driver's CI. clconform-report"
  "merges, compares and renders its reports.")
set(CPACK_PACKAGE_CONTACT "${CLCONFORM_PACKAGE_MAINTAINER}")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "pocl-opencl-icd")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
