# Popeye's own hopper-family problems against Popeye 4.104
# (tests/data/popeye-suite-hoppers, 45 of them in German): every problem
# Dawson does not refuse as unsupported is solved with --format popeye, in
# the problem's own language as Popeye answers, normalised and compared with
# the oracle's .norm files. --min-passed is the number that passes now: it
# only grows. The problems that still differ (a Bul hurdle pawn's promotion,
# HalfDuplex in direct play, contra-hamsters, short keys in battle play,
# 0163's ZeroPosition twin where Popeye writes its king warning inside a
# move) are
# listed but do not fail the test (--allow-failures); so is 0100, a Bul
# h#4 Popeye needs 48 s for, which --timeout cuts short to keep the test
# run short. 0079 (ser-r+16) passes in 0.01 s since the series side's
# reflex obligation is tested before each of its series moves.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-suite-hoppers (supported problems, in their language) equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-suite-hoppers --all --supported-only
                 --min-passed 104 --allow-failures --threads 1 --timeout 20)
