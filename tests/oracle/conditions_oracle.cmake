# Fairy conditions against Popeye 4.104: every problem of
# tests/data/popeye-conditions whose conditions Dawson implements (the
# others are refused as unsupported and skipped), normalised, must equal
# the oracle's .norm files. --min-passed is the number implemented now: it
# only grows.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-conditions (implemented conditions) equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-conditions --all --supported-only
                 --min-passed 190)
