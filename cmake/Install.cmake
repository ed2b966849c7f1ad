# `cmake --install` and CPack (docs/install.md): the kifukit command, the conformance corpus
# (its data: cases, schema, registries; not the C++ of corpus/), the JSON schemas of the
# outputs and a man page built from the --help texts by help2man. The installed command finds
# the corpus beside it (<prefix>/share/kifukit/corpus), so `kifukit corpus run` needs no source
# tree. `cpack -G DEB` in the build directory packs the same files as a .deb.
include(GNUInstallDirs)

install(TARGETS kifukit RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

set(kifukit_data ${CMAKE_INSTALL_DATADIR}/kifukit)
install(FILES ${PROJECT_SOURCE_DIR}/corpus/VERSION ${PROJECT_SOURCE_DIR}/corpus/README.md
              ${PROJECT_SOURCE_DIR}/corpus/reasons.yaml ${PROJECT_SOURCE_DIR}/corpus/features.yaml
        DESTINATION ${kifukit_data}/corpus)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/corpus/cases ${PROJECT_SOURCE_DIR}/corpus/schema
                  ${PROJECT_SOURCE_DIR}/corpus/tools
        DESTINATION ${kifukit_data}/corpus)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/schemas/ DESTINATION ${kifukit_data}/schemas)

# The man page: `kifukit --help` as the synopsis, every command's --help as a section
# (cmake/ManPage.cmake writes help2man's include file), rebuilt when the binary changes.
find_program(KIFUKIT_HELP2MAN help2man)
if(NOT KIFUKIT_HELP2MAN)
  message(FATAL_ERROR "help2man is missing (the man page is built from the --help texts): "
                      "run scripts/install-deps")
endif()
set(kifukit_man ${CMAKE_BINARY_DIR}/man/kifukit.1)
add_custom_command(
  OUTPUT ${kifukit_man}
  COMMAND ${CMAKE_COMMAND} -DKIFUKIT=$<TARGET_FILE:kifukit> -DHELP2MAN=${KIFUKIT_HELP2MAN}
          -DOUT=${kifukit_man} -P ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake
  DEPENDS kifukit ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake
  COMMENT "Building the man page kifukit.1 from the --help texts")
add_custom_target(kifukit_man_page ALL DEPENDS ${kifukit_man})
install(FILES ${kifukit_man} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME kifukit)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "shogi game records: validate, convert, replay and draw four-player, standard and chu games")
set(CPACK_PACKAGE_CONTACT "kifukit developers <kifukit@localhost>")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# The shared libraries' packages (Boost.Program_options, yaml-cpp, pugixml) come from
# dpkg-shlibdeps on the binary alone (cmake/CPackDepends.cmake, run by cpack): CPack's own
# CPACK_DEBIAN_PACKAGE_SHLIBDEPS runs `file` on each of the ~300 files first (15 s).
set(CPACK_KIFUKIT_BINARY ${CMAKE_BINARY_DIR}/tools/kifukit)
set(CPACK_KIFUKIT_WORK ${CMAKE_BINARY_DIR}/_CPack_Packages/shlibdeps)
set(CPACK_PROJECT_CONFIG_FILE ${PROJECT_SOURCE_DIR}/cmake/CPackDepends.cmake)
# gzip: faster than xz for a 2 MB package, and every dpkg reads it.
set(CPACK_DEBIAN_COMPRESSION_TYPE gzip)
include(CPack)

# The corpus for peers (issue 31, docs/conformance.md "Installed"): the documents its cases
# cite, beside it in share/kifukit/docs (corpus/README.md links there and `corpus lint` finds
# rules.md there, as in the source tree), its changelog, and two adapters in share/kifukit/judge:
# the independent judge (tests/reference/, its modules only) and the deliberately wrong toy.
# The judge reads rules.md, schemas/profile.schema.json and variants/chu.yaml beside it
# (tests/reference/datafiles.py), never the source tree.
install(FILES ${PROJECT_SOURCE_DIR}/corpus/CHANGELOG.md DESTINATION ${kifukit_data}/corpus)
install(FILES ${PROJECT_SOURCE_DIR}/docs/conformance.md ${PROJECT_SOURCE_DIR}/docs/rules.md
              ${PROJECT_SOURCE_DIR}/docs/notation.md ${PROJECT_SOURCE_DIR}/docs/profiles.md
              ${PROJECT_SOURCE_DIR}/docs/reasons.md
        DESTINATION ${kifukit_data}/docs)
install(FILES ${PROJECT_SOURCE_DIR}/rules/variants/chu.yaml DESTINATION ${kifukit_data}/variants)
set(kifukit_judge_modules adapter board chu_board chu_game chu_position chu_rules datafiles
                          entries movegen notation parameters perft position profiles ranking
                          referee runner)
list(TRANSFORM kifukit_judge_modules PREPEND ${PROJECT_SOURCE_DIR}/tests/reference/)
list(TRANSFORM kifukit_judge_modules APPEND .py)
install(FILES ${kifukit_judge_modules} DESTINATION ${kifukit_data}/judge)
install(PROGRAMS ${PROJECT_SOURCE_DIR}/tests/data/toy_adapter.py
        DESTINATION ${kifukit_data}/judge)
