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

# The ser-h= of popeye-intelligent that take Dawson under 5 s (0075 and 0135
# among them), where the closed-position bound (search/stalemate_cluster.hpp) prunes.
add_test(NAME "solve: popeye-intelligent ser-h= equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-intelligent
                 --ids 0009,0029,0030,0032,0033,0045,0049,0061,0064,0065,0075,0078,0109,0114,0116,0120,0121,0124,0127,0135,0138)
set_tests_properties("solve: popeye-intelligent ser-h= equal Popeye" PROPERTIES LABELS slow)

# Long orthodox h= of popeye-intelligent (h=4 to h=8, about 9 s in all
# with two threads), where the final positions listed at the root
# (search/help_targets.hpp) prune: every solution Popeye finds, and no other.
add_test(NAME "solve: popeye-intelligent long h= equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-intelligent
                 --ids 0025,0050,0051,0057,0059,0076,0079,0080,0086,0093,0097,0099,0117,0119,0132)
set_tests_properties("solve: popeye-intelligent long h= equal Popeye" PROPERTIES LABELS slow)

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
