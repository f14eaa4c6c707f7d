# Injected with -DCMAKE_PROJECT_INCLUDE=fuzz/clang14_compat.cmake when building the fuzzer with
# clang 14, which lacks C++20 lambda capture of structured bindings (P1091R3/P1381R1, clang 16):
# src/passnet/store/dedup.cc (`wanted` captured at line 80) does not compile. The fuzzer needs
# nothing from dedup.cc, so it is left out of passnet_core in this build. Only the
# sample_fuzzer target links then (the passnet CLI needs dedup.cc).
set_source_files_properties("${CMAKE_CURRENT_SOURCE_DIR}/src/passnet/store/dedup.cc"
                            PROPERTIES HEADER_FILE_ONLY ON)
