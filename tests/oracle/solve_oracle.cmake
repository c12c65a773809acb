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

# The ser-h= of popeye-intelligent (0027 with dummies, 0075, 0135 and 0141
# on a board with holes among them, about 3 s in all), where the final
# positions (search/help_targets.hpp) and the closed-position bound
# (search/stalemate_cluster.hpp) prune.
add_test(NAME "solve: popeye-intelligent ser-h= equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-intelligent
                 --ids 0009,0027,0029,0030,0032,0033,0045,0049,0061,0064,0065,0075,0078,0089,0109,0114,0116,0120,0121,0124,0127,0135,0138,0141)
set_tests_properties("solve: popeye-intelligent ser-h= equal Popeye" PROPERTIES LABELS slow)

# Long orthodox h= of popeye-intelligent (h=4 to h=8, about 9 s in all
# with two threads), where the final positions listed at the root
# (search/help_targets.hpp) prune: every solution Popeye finds, and no other.
add_test(NAME "solve: popeye-intelligent long h= equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-intelligent
                 --ids 0025,0050,0051,0057,0059,0076,0079,0080,0086,0093,0097,0099,0117,0119,0132)
set_tests_properties("solve: popeye-intelligent long h= equal Popeye" PROPERTIES LABELS slow)

# The h#3 to h#9 of popeye-intelligent (111 problems, about 6 s in all with
# two threads): the mates' final positions (search/help_targets.hpp) prune,
# with castling rights (0181) and holes (0247) too.
string(CONCAT intelligent_helpmates
    "0023,0024,0026,0066,0067,0071,0072,0073,0074,0076,0077,0142,0143,0144,0145,0146,"
    "0147,0148,0149,0150,0151,0152,0153,0154,0155,0156,0157,0158,0159,0160,0161,0162,"
    "0163,0164,0165,0166,0167,0168,0169,0170,0171,0172,0173,0174,0175,0176,0177,0178,"
    "0179,0180,0181,0182,0183,0184,0185,0186,0187,0188,0189,0190,0191,0192,0193,0194,"
    "0195,0196,0197,0198,0199,0200,0201,0202,0203,0204,0205,0206,0207,0208,0209,0210,"
    "0211,0212,0213,0214,0215,0216,0217,0218,0219,0220,0221,0222,0223,0224,0225,0226,"
    "0227,0228,0229,0230,0235,0236,0237,0238,0239,0240,0241,0242,0243,0244,0247")
add_test(NAME "solve: popeye-intelligent h# equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-intelligent --ids ${intelligent_helpmates})
set_tests_properties("solve: popeye-intelligent h# equal Popeye" PROPERTIES LABELS slow)

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
