# Popeye's problems with piece attributes against Popeye 4.104
# (tests/data/popeye-attributes, copied from the shared oracle): every
# problem Dawson does not refuse as unsupported (an attribute or a piece
# kind it lacks) is solved with --format popeye, normalised and compared
# with the oracle's .norm files. Every problem is supported and passes
# (144, the 11 with Magic pieces included); --min-passed keeps it so.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-attributes (supported problems) equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-attributes --all --supported-only
                 --min-passed 144 --threads 1)
