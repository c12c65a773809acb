# Battle play (#n, =n, s#n, r#n) against Popeye 4.104: `dawson solve
# --format popeye` on every battle problem of tests/data/popeye-random,
# normalised, must equal the oracle's .norm files. Prints "N passed, N
# failed". A second test runs the same problems with four threads.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
file(STRINGS ${CMAKE_CURRENT_SOURCE_DIR}/data/popeye-random/index.tsv DAWSON_RANDOM_ROWS)
set(DAWSON_BATTLE_IDS "")
foreach(row ${DAWSON_RANDOM_ROWS})
  string(REPLACE "\t" ";" fields "${row}")
  list(GET fields 0 id)
  list(GET fields 1 stip)
  string(REGEX REPLACE "^exact-" "" stip "${stip}")
  if(id MATCHES "^[0-9]+$" AND NOT stip MATCHES "^(h|ser-)")
    list(APPEND DAWSON_BATTLE_IDS ${id})
  endif()
endforeach()
string(REPLACE ";" "," DAWSON_BATTLE_IDS "${DAWSON_BATTLE_IDS}")
add_test(NAME "solve: popeye-random battle play equals Popeye"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-random --all --threads 1
                 --ids ${DAWSON_BATTLE_IDS})
add_test(NAME "solve: popeye-random battle play equals Popeye with 4 threads"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-oracle --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set popeye-random --all --threads 4
                 --ids ${DAWSON_BATTLE_IDS})

# The nested split of battle-play searches (AND nodes with >= 3 attacker moves
# left, the tree builder's defences and continuations) on two #4 problems of
# tests/data/battle-bench: the same bytes for --threads 1, 2 and 4.
add_test(NAME "threads: battle-bench #4 trees are identical for --threads 1, 2, 4"
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/solve-threads-check --dawson $<TARGET_FILE:dawson>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/data --set battle-bench --ids 0013-4,0095-4 --format popeye)
