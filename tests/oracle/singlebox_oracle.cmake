# Popeye's SingleBox examples with latent pawns (tests/data/popeye-singlebox:
# EXAMPLES/sbtype2.inp and sbtype3.inp of Popeye 4.104 with their expected
# outputs) must equal Popeye, every one of them.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-singlebox (Popeye's SingleBox Type2 and Type3 examples) equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-singlebox --all --min-passed 15 --threads 1)
