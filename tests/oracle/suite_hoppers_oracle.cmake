# Popeye's own hopper-family problems against Popeye 4.104
# (tests/data/popeye-suite-hoppers, 45 of them in German): every problem
# Dawson does not refuse as unsupported is solved with --format popeye, in
# the problem's own language as Popeye answers, normalised and compared with
# the oracle's .norm files. --min-passed is the number that passes now, less
# four for the problems near the time limit (169 pass, on a loaded machine,
# 0114 and 0115, help play followed by battle play, Magic's 0116, 0117 and
# 0173, 0013's exact-=1..3 twins and 0075's constraint among them);
# it only grows. The problem that still differs (0154's MaxSolutions, where
# Popeye's move order picks other solutions) is listed but does not fail
# the test (--allow-failures); so are those
# that take longer than 20 s, which --timeout cuts short to keep the test
# run short: the Bul and Dob help play 0099, 0100, 0105 and 0200 (Popeye
# needs 8 to 48 s for them; Dawson solves them as Popeye does, in 15 to
# 60 s), 0127 (a marine h==3 with Madrasi, 22 s), and 0101 (6 s alone) on a
# loaded machine.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-suite-hoppers (supported problems, in their language) equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-suite-hoppers --all --supported-only
                 --min-passed 165 --allow-failures --threads 1 --timeout 20)
set_tests_properties("solve: popeye-suite-hoppers (supported problems, in their language) equal Popeye"
                     PROPERTIES COST 100)
