# Popeye's HaanerChess and Hole examples (tests/data/popeye-haan:
# TESTS/haaner_chess.inp and BEISPIEL/haan.inp of Popeye's source with their
# expected outputs): every one Dawson does not refuse by name equals Popeye.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-haan (Popeye's HaanerChess and Hole examples) equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-haan --all --supported-only --min-passed 12
                 --threads 1)
