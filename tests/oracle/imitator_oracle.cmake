# Popeye's Imitator examples (tests/data/popeye-imitator: BEISPIEL/imitator.inp
# of Popeye's source with its expected output) must equal Popeye, every one
# of them.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-imitator (Popeye's Imitator examples) equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-imitator --all --min-passed 18 --threads 1)
