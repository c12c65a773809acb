# Popeye's random problems with piece attributes and Popeye's other hopper
# kinds against Popeye 4.104 (tests/data/popeye-attributes, a copy of
# ../shared/oracle/popeye-attributes): every problem Dawson does not refuse
# as unsupported (an attribute, a piece kind it lacks) is solved with
# --format popeye, normalised and compared with the oracle's .norm files.
# --min-passed is the number that passes now (24): it only grows.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-attributes (supported problems) equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-attributes --all --supported-only
                 --min-passed 24 --allow-failures --threads 1)
