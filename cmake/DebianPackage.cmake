# The .deb that `cpack -G DEB` makes in the build directory (docs/install.md), in the shape
# Debian's policy asks and lintian checks: a machine-readable copyright file made from LICENSE,
# a compressed changelog.Debian, a stripped binary, the maintainer below and an extended
# description. tests/install/install_test.py runs lintian on the package it builds.

# The one place the package's maintainer is named (Maintainer field, changelog, copyright).
set(KIFUKIT_MAINTAINER "kifukit developers <maintainers@kifukit.org>")
# The Debian revision: the package is not native (the upstream tree is kifukit itself, but its
# version belongs to the project), so its changelog is changelog.Debian.gz.
set(KIFUKIT_DEB_VERSION ${PROJECT_VERSION}-1)
set(kifukit_deb ${CMAKE_BINARY_DIR}/debian)

# copyright: the Expat (MIT) licence of LICENSE, its paragraphs indented one space, blank lines
# as " ." (copyright-format 1.0), so the licence text lives in LICENSE alone.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/LICENSE)
file(READ ${PROJECT_SOURCE_DIR}/LICENSE license)
string(REGEX REPLACE "^.*Copyright \\(c\\)[^\n]*\n" "" license "${license}")
string(STRIP "${license}" license)
string(REPLACE "\n" "\n " license " ${license}")
string(REPLACE "\n \n" "\n .\n" KIFUKIT_LICENSE_PARAGRAPH "${license}")
configure_file(${PROJECT_SOURCE_DIR}/cmake/debian/copyright.in ${kifukit_deb}/copyright @ONLY)

# changelog.Debian.gz: gzip -9n (no name, no time stamp) so two builds give the same bytes.
configure_file(${PROJECT_SOURCE_DIR}/cmake/debian/changelog.in ${kifukit_deb}/changelog.Debian
               @ONLY)
find_program(KIFUKIT_GZIP gzip REQUIRED)
execute_process(COMMAND ${KIFUKIT_GZIP} -9nf -k ${kifukit_deb}/changelog.Debian
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "gzip of ${kifukit_deb}/changelog.Debian failed (${rc})")
endif()
install(FILES ${kifukit_deb}/copyright ${kifukit_deb}/changelog.Debian.gz
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
# The one lintian tag the package overrides, with the reason in the file.
install(FILES ${PROJECT_SOURCE_DIR}/cmake/debian/lintian-overrides
        DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides RENAME kifukit)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME kifukit)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_PACKAGE_CONTACT "${KIFUKIT_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${KIFUKIT_MAINTAINER}")
# Under 60 characters (Debian's developer reference; lintian warns past 80).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "validate, convert and replay shogi game records")
# CPack writes each line with a leading space and an empty line as " .".
string(CONCAT CPACK_PACKAGE_DESCRIPTION
       "kifukit reads four-player (yonin) shogi game records, and standard, chu and\n"
       "minishogi ones on the same engine, in YAML, XML, JSON, kanji text, KIF, KI2,\n"
       "CSA, JKF and USI. It replays every move under a selectable rule profile and\n"
       "says where and why a record breaks a rule (file:line:col, JSON, SARIF or\n"
       "JUnit), converts between the formats, compares how the profiles judge one\n"
       "game, and draws boards as SVG and games as HTML pages that replay them.\n"
       "\n"
       "It ships a conformance corpus that another implementation can run through a\n"
       "small adapter protocol, the JSON Schemas of its outputs and example records.")
# utils, not games: kifukit checks, converts and draws records of games; nothing in it is
# played (Debian's games section holds programs to play, installed in /usr/games).
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES ON)  # the binary in the .deb is stripped (cmake --install keeps symbols)
# The shared libraries' packages (Boost.Program_options, yaml-cpp, pugixml) come from
# dpkg-shlibdeps on the binary alone (cmake/CPackDepends.cmake, run by cpack): CPack's own
# CPACK_DEBIAN_PACKAGE_SHLIBDEPS runs `file` on each of the ~300 files first (15 s).
set(CPACK_KIFUKIT_BINARY ${CMAKE_BINARY_DIR}/tools/kifukit)
set(CPACK_KIFUKIT_WORK ${CMAKE_BINARY_DIR}/_CPack_Packages/shlibdeps)
set(CPACK_PROJECT_CONFIG_FILE ${PROJECT_SOURCE_DIR}/cmake/CPackDepends.cmake)
# gzip: faster than xz for a 2 MB package, and every dpkg reads it.
set(CPACK_DEBIAN_COMPRESSION_TYPE gzip)
# One package of the default component: the command with its data and the Python module. The
# C++ package (component `development`: libkifukit.so, headers, CMake files; cmake/Package.cmake)
# is installed by `cmake --install` only: Debian wants a shared library in a package of its own.
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_GROUPING ALL_COMPONENTS_IN_ONE)
set(CPACK_COMPONENTS_ALL Unspecified)
# The installed judge and toy adapter are python3 scripts, and the Python module is built for the
# system's python3 (3.11 on Debian 12): cmake/CPackDepends.cmake adds this to dpkg-shlibdeps' list.
set(CPACK_KIFUKIT_PYTHON_DEPENDS "python3:any")
if(KIFUKIT_PYTHON_EXECUTABLE)
  execute_process(COMMAND ${KIFUKIT_PYTHON_EXECUTABLE} -c
                          "import sys; print('%d.%d' % sys.version_info[:2], end='')"
                  OUTPUT_VARIABLE kifukit_py RESULT_VARIABLE kifukit_py_rc)
  if(kifukit_py_rc EQUAL 0)
    string(REGEX REPLACE "^([0-9]+)\\.([0-9]+)$" "\\1.\\2" kifukit_py_min "${kifukit_py}")
    math(EXPR kifukit_py_next "${CMAKE_MATCH_2} + 1")
    set(CPACK_KIFUKIT_PYTHON_DEPENDS
        "python3:any (>= ${kifukit_py}~), python3:any (<< ${CMAKE_MATCH_1}.${kifukit_py_next})")
  endif()
endif()
include(CPack)
