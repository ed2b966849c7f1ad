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
  OUTPUT ${kifukit_man} ${kifukit_man}.gz
  COMMAND ${CMAKE_COMMAND} -DKIFUKIT=$<TARGET_FILE:kifukit> -DHELP2MAN=${KIFUKIT_HELP2MAN}
          -DOUT=${kifukit_man} -P ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake
  # Installed compressed (Debian's policy, and man reads it so): -n, no name or time stamp.
  COMMAND gzip -9nf -k ${kifukit_man}
  DEPENDS kifukit ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake
  COMMENT "Building the man page kifukit.1 from the --help texts")
add_custom_target(kifukit_man_page ALL DEPENDS ${kifukit_man}.gz)
install(FILES ${kifukit_man}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# The example records, so the examples of the --help texts run from an install
# (examples/ in a help text is <prefix>/share/doc/kifukit/examples).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/examples/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/examples)

# Shell completions (docs/cli.md, "Shell completions"): `kifukit completions SHELL` prints them
# from the commands' own option parsers; built from the binary like the man page, installed
# where bash-completion, zsh and fish look for vendor completions.
set(kifukit_completions ${CMAKE_BINARY_DIR}/completions)
add_custom_command(
  OUTPUT ${kifukit_completions}/kifukit ${kifukit_completions}/_kifukit
         ${kifukit_completions}/kifukit.fish
  COMMAND ${CMAKE_COMMAND} -E make_directory ${kifukit_completions}
  COMMAND $<TARGET_FILE:kifukit> --no-config completions bash > ${kifukit_completions}/kifukit
  COMMAND $<TARGET_FILE:kifukit> --no-config completions zsh > ${kifukit_completions}/_kifukit
  COMMAND $<TARGET_FILE:kifukit> --no-config completions fish > ${kifukit_completions}/kifukit.fish
  DEPENDS kifukit
  COMMENT "Writing the bash, zsh and fish completions from the option parsers")
add_custom_target(kifukit_completions ALL DEPENDS ${kifukit_completions}/kifukit)
install(FILES ${kifukit_completions}/kifukit
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
install(FILES ${kifukit_completions}/_kifukit
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
install(FILES ${kifukit_completions}/kifukit.fish
        DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d)

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

# The .deb: copyright, changelog, maintainer, description, section (cmake/DebianPackage.cmake).
include(${PROJECT_SOURCE_DIR}/cmake/DebianPackage.cmake)
