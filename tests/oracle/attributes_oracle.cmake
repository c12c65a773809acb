# Popeye's problems with piece attributes against Popeye 4.104
# (tests/data/popeye-attributes, copied from the shared oracle): every
# problem Dawson does not refuse as unsupported (an attribute or a piece
# kind it lacks) is solved with --format popeye, normalised and compared
# with the oracle's .norm files. --min-passed is the number that passes now
# (56 of the 56 it does not refuse; 88 are refused, most for a piece kind
# of issue 13, the others for Neutral, HalfNeutral, Magic or Paralysing):
# it only grows, as attributes and the piece kinds of the hopper-family
# issue are added.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-attributes (supported problems) equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-attributes --all --supported-only
                 --min-passed 56 --threads 1)
