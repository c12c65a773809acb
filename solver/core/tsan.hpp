#pragma once
// ThreadSanitizer annotations for code run in oneTBB tasks. The system
// libtbb is not built with TSan, so TSan cannot see that a task starts after
// the thread that spawned it wrote the task's inputs, nor that the waiting
// thread reads a task's outputs after the task ended, and it reports false
// races. Calling before_tasks() before tbb::parallel_for (after building the
// body), task_begin() first and task_end() last in the body, and
// after_tasks() after the wait states those orderings. Tasks that run at the
// same time stay unordered, so their real races are still found. Without
// TSan these functions are empty. tools/tsan.supp silences the races TSan
// sees inside oneTBB's own headers.

#if defined(__SANITIZE_THREAD__)
#define DAWSON_TSAN_ANNOTATIONS 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define DAWSON_TSAN_ANNOTATIONS 1
#endif
#endif

#ifdef DAWSON_TSAN_ANNOTATIONS
#include <sanitizer/tsan_interface.h>
#endif

namespace dawson::core::tsan {

#ifdef DAWSON_TSAN_ANNOTATIONS
// The synchronisation object: only its address is used (a constant, so a
// task can name it before it may read anything its spawner wrote).
inline constexpr char kToken = 0;
inline void* token() { return const_cast<char*>(&kToken); }
inline void before_tasks() { __tsan_release(token()); }
inline void task_begin() { __tsan_acquire(token()); }
inline void task_end() { __tsan_release(token()); }
inline void after_tasks() { __tsan_acquire(token()); }
#else
inline void before_tasks() {}
inline void task_begin() {}
inline void task_end() {}
inline void after_tasks() {}
#endif

}  // namespace dawson::core::tsan
