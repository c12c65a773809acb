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
