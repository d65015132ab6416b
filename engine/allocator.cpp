// The process's operator new and delete on mimalloc, with the standard's
// failure path: when mimalloc has no memory, the new_handler runs (it
// releases the memory reserve, eval/memory_reserve.h) and then
// std::bad_alloc is thrown. mimalloc's own operator new would abort: it does
// not see the handler libstdc++ keeps. Replacing these functions is allowed
// by the standard; without mimalloc, libstdc++'s are used.
// Compiled into every program that links tlacore_engine (an INTERFACE
// source of the library, engine/CMakeLists.txt), so that the tlacore
// binary, the test binaries and any other user of the engine get the same
// clean out-of-memory error instead of mimalloc's abort.
#if __has_include(<mimalloc.h>)
#include <mimalloc.h>

#include <cstddef>
#include <new>

namespace {

void *allocate(std::size_t n) {
  for (;;) {
    if (void *p = mi_malloc(n))
      return p;
    std::new_handler h = std::get_new_handler();
    if (!h)
      throw std::bad_alloc();
    h();
  }
}

void *allocateAligned(std::size_t n, std::align_val_t a) {
  for (;;) {
    if (void *p = mi_malloc_aligned(n, static_cast<std::size_t>(a)))
      return p;
    std::new_handler h = std::get_new_handler();
    if (!h)
      throw std::bad_alloc();
    h();
  }
}

template <typename Fn>
void *orNull(Fn fn) noexcept {
  try {
    return fn();
  } catch (...) {
    return nullptr;
  }
}

} // namespace

void *operator new(std::size_t n) { return allocate(n); }
void *operator new[](std::size_t n) { return allocate(n); }
void *operator new(std::size_t n, const std::nothrow_t &) noexcept { return orNull([n] { return allocate(n); }); }
void *operator new[](std::size_t n, const std::nothrow_t &) noexcept { return orNull([n] { return allocate(n); }); }
void *operator new(std::size_t n, std::align_val_t a) { return allocateAligned(n, a); }
void *operator new[](std::size_t n, std::align_val_t a) { return allocateAligned(n, a); }
void *operator new(std::size_t n, std::align_val_t a, const std::nothrow_t &) noexcept {
  return orNull([n, a] { return allocateAligned(n, a); });
}
void *operator new[](std::size_t n, std::align_val_t a, const std::nothrow_t &) noexcept {
  return orNull([n, a] { return allocateAligned(n, a); });
}

void operator delete(void *p) noexcept { mi_free(p); }
void operator delete[](void *p) noexcept { mi_free(p); }
void operator delete(void *p, std::size_t) noexcept { mi_free(p); }
void operator delete[](void *p, std::size_t) noexcept { mi_free(p); }
void operator delete(void *p, const std::nothrow_t &) noexcept { mi_free(p); }
void operator delete[](void *p, const std::nothrow_t &) noexcept { mi_free(p); }
void operator delete(void *p, std::align_val_t) noexcept { mi_free(p); }
void operator delete[](void *p, std::align_val_t) noexcept { mi_free(p); }
void operator delete(void *p, std::size_t, std::align_val_t) noexcept { mi_free(p); }
void operator delete[](void *p, std::size_t, std::align_val_t) noexcept { mi_free(p); }
void operator delete(void *p, std::align_val_t, const std::nothrow_t &) noexcept { mi_free(p); }
void operator delete[](void *p, std::align_val_t, const std::nothrow_t &) noexcept { mi_free(p); }
#endif
