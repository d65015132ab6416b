# Common warning flags for tlacore's own code (never for generated ANTLR code).
function(tlacore_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wno-unused-parameter)
endfunction()
