# The installed C++ package (docs/library.md): the public headers of include/kifukit/,
# libkifukit.so and a CMake package, so a program does
#   find_package(kifukit 0.1 CONFIG REQUIRED)
#   target_link_libraries(app PRIVATE kifukit::kifukit)
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(kifukit_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/kifukit)
# Every file of the C++ package is in the component `development`: `cmake --install` installs it,
# the .deb (cmake/DebianPackage.cmake) leaves it out, since Debian's policy wants a shared library
# and its headers in packages of their own (libkifukit0.1, libkifukit-dev: docs/install.md).
install(TARGETS kifukit_library EXPORT kifukitTargets COMPONENT development
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/kifukit DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        COMPONENT development)
install(EXPORT kifukitTargets NAMESPACE kifukit:: DESTINATION ${kifukit_cmake_dir}
        COMPONENT development)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/kifukitConfig.cmake.in
                              ${CMAKE_CURRENT_BINARY_DIR}/kifukitConfig.cmake
                              INSTALL_DESTINATION ${kifukit_cmake_dir})
# 0.x: a minor version may change the API, so only the same minor version is compatible.
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/kifukitConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/kifukitConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/kifukitConfigVersion.cmake
        DESTINATION ${kifukit_cmake_dir})
# The consumer example (library/example/: not in examples/, whose .txt files are records for
# `kifukit validate examples/`, and CMakeLists.txt would be one).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/library/example/
        DESTINATION ${CMAKE_INSTALL_DATADIR}/kifukit/examples/cpp)
