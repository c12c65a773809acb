# Popeye's test problems with the goals of issue 14 (tests/data/popeye-goals:
# goals tested on the move in battle play, ##/##!/!# in direct battle play,
# c81, !#, ##!, Options GoalIsEnd and Quodlibet with them, the goals ct, <>,
# ctr, <>r and Kxy) against Popeye's own outputs: every problem must pass
# (42 of 42; about 2 s).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-goals (goals of the move in battle play, c81, !#, ##!, GoalIsEnd, ct, <>, Kxy) equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-goals --all --supported-only
                 --min-passed 42 --threads 1 --timeout 120)
