# Popeye's structured stipulations (tests/data/popeye-sstipulation: the
# SStipulation problems of Popeye's own test files that Dawson solves, with
# Popeye's expected outputs), normalised and compared with the .norm files.
# Every problem must pass (about 20 s with one thread; the timeout leaves
# room for the sanitizer builds, where 2026 and 2224 take more than 20 s).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-sstipulation (Popeye's SStipulation problems) equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-sstipulation --all --supported-only
                 --min-passed 42 --threads 1 --timeout 120)
