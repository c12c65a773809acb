# The mummer conditions' Ultra and the side plain Maximummer and
# UltraSchachZwang bind (tests/data/popeye-ultra: small problems solved by
# Popeye 4.104) must equal Popeye, every one of them.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME "solve: popeye-ultra (Ultra mummers, the side plain Maximummer and UltraSchachZwang bind) equal Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-ultra --all --min-passed 22 --threads 1)
