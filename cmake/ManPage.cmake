# Writes the man page kifukit.1 (cmake -P; cmake/Install.cmake runs it): help2man reads
# `kifukit --help` and `--version`; this script adds one section per command with that
# command's --help, so the page says everything the help texts say and nothing else.
# Input: -DKIFUKIT=<binary> -DHELP2MAN=<help2man> -DOUT=<kifukit.1>
execute_process(COMMAND ${KIFUKIT} --help OUTPUT_VARIABLE top RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "kifukit --help failed (${rc})")
endif()
# The commands are the lines "  NAME  summary" of the top-level help; corpus has four.
string(REGEX MATCHALL "\n  [a-z][a-z-]*  " lines "${top}")
set(commands)
foreach(line IN LISTS lines)
  string(STRIP "${line}" name)
  if(name STREQUAL "corpus")
    list(APPEND commands "corpus run" "corpus lint" "corpus bless" "corpus generate-observables")
  else()
    list(APPEND commands "${name}")
  endif()
endforeach()

# roff: a backslash is \e; a line starting with . or ' would be a request.
function(roff_text text out)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

string(CONCAT include "[DESCRIPTION]\nkifukit reads, validates, converts, replays and draws shogi game records: four-player\n"
            "(yonin) shogi first, standard, chu and minishogi on the same engine. Each command\n"
            "below lists its options, the exit codes and an example.\n\n[COMMANDS]\n")
foreach(command IN LISTS commands)
  separate_arguments(args UNIX_COMMAND "${command} --help")
  execute_process(COMMAND ${KIFUKIT} ${args} OUTPUT_VARIABLE help RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "kifukit ${command} --help failed (${rc})")
  endif()
  roff_text("${help}" help)
  string(APPEND include ".SS \"kifukit ${command}\"\n.nf\n${help}.fi\n")
endforeach()
string(APPEND include "[ENVIRONMENT]\n.TP\n.B NO_COLOR\nSet and not empty: no colour (unless --color always).\n"
                      ".TP\n.B KIFUKIT_NO_PROGRESS\nSet: no progress line on a terminal.\n"
                      "[FILES]\n.TP\n.I <prefix>/share/kifukit/corpus\nThe conformance corpus "
                      "(the default of corpus run --corpus).\n.TP\n.I <prefix>/share/kifukit/schemas\n"
                      "JSON Schemas of the JSON outputs.\n.TP\n"
                      ".I <prefix>/share/doc/kifukit/examples\nThe example records: "
                      "examples/ in the examples above.\n")
get_filename_component(dir "${OUT}" DIRECTORY)
file(MAKE_DIRECTORY "${dir}")
file(WRITE "${OUT}.h2m" "${include}")
execute_process(
  COMMAND ${HELP2MAN} --no-info --no-discard-stderr --include "${OUT}.h2m"
          --name "toolkit for shogi game records" --section 1 --output "${OUT}" ${KIFUKIT}
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "help2man failed (${rc}): ${err}")
endif()
