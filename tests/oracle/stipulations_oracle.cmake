# Issue 14: random problems with other goals and play types (hs#, hr#,
# ser-r#, semi-r#, reci-h#, h==, h##, #=, hx, h+, ser-h~ and hz;
# tests/data/popeye-stipulations, 100 problems) against Popeye 4.104: every
# one is solved with --format popeye, normalised and compared with the
# oracle's .norm files. All 100 pass; --min-passed keeps it so.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-stipulations (other goals and play types) equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-stipulations --all --supported-only
                 --min-passed 100 --threads 1)
