# Read by cpack (CPACK_PROJECT_CONFIG_FILE, cmake/Install.cmake): the .deb's Depends from
# dpkg-shlibdeps on the kifukit binary, the packages of the shared libraries it links.
if(CPACK_GENERATOR STREQUAL "DEB" AND NOT CPACK_DEBIAN_PACKAGE_DEPENDS)
  set(work ${CPACK_KIFUKIT_WORK})  # dpkg-shlibdeps wants a debian/control below its directory
  file(MAKE_DIRECTORY ${work}/debian)
  file(WRITE ${work}/debian/control "")
  execute_process(COMMAND dpkg-shlibdeps -O ${CPACK_KIFUKIT_BINARY} WORKING_DIRECTORY ${work}
                  OUTPUT_VARIABLE out RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "dpkg-shlibdeps failed on ${CPACK_KIFUKIT_BINARY}: ${err}")
  endif()
  string(REGEX REPLACE "^.*shlibs:Depends=([^\n]*).*$" "\\1" depends "${out}")
  if(CPACK_KIFUKIT_PYTHON_DEPENDS)
    string(APPEND depends ", ${CPACK_KIFUKIT_PYTHON_DEPENDS}")
  endif()
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "${depends}")
endif()
