# Help and series play against Popeye 4.104 (tests/data/popeye-*): the
# normalised output of `dawson solve --format popeye` must equal the
# oracle's .norm files. Prints "N passed, N failed".
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-random help and series play equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-random)
add_test(NAME "solve: popeye-bench help and series play equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-bench)
set_tests_properties("solve: popeye-bench help and series play equal Popeye" PROPERTIES LABELS slow)

# The same bytes for --threads 1, 2 and 4 (quick help and series problems,
# so that the ThreadSanitizer run of "threads" tests stays short).
add_test(NAME "threads: dawson solve prints identical bytes for --threads 1, 2, 4"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-threads-check --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data
                 --ids 0001,0002,0010,0011,0024,0043,0046,0048,0061,0062,0069,0071,0088,0101,0108,0114)

# dawson solve as a command: exit statuses, verdicts, --max-time, Ctrl-C.
add_test(NAME "solve: command line (exit statuses, verdicts, time limit, Ctrl-C)"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-cli-check --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data)
