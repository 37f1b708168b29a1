/* The glibc symbols newer than 2.28 that the portable build's code references, defined here
 * (scripts/glibc-stubs compiles this file; scripts/build-wheel links it into the `nvvmc`
 * executable and libnvvm.so.4 of the portable wheel only).
 *
 * Why C: these stand in for glibc's own C functions, with glibc's C declarations.
 *
 * Debian 12's LLVM archives and static libstdc++ were compiled against glibc 2.36's headers, so
 * a few of their references name symbols that glibc 2.28 does not have; the link against glibc
 * 2.28's stubs fails on exactly these (the link uses -z defs, so the shared library does too).
 * Everything else binds to the version glibc 2.28 had (`log@GLIBC_2.2.5`, `pthread_create` in
 * libpthread.so.0, `stat` from libc_nonshared.a's wrapper of `__xstat`).
 *
 * Every definition is hidden (-fvisibility=hidden): it serves this link unit's own references
 * and is never exported, so on a newer glibc the process's own symbols are untouched.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/random.h>
#include <unistd.h>

/* glibc 2.32: 1 while the process has only one thread, then 0 for good; libstdc++'s inline
 * reference counting (shared_ptr, locale, std::string in GCC 12's headers) skips its atomic
 * instructions while it reads 1. Always 0 here: the atomic path, correct in every process, at
 * the cost of a locked increment where a plain one would do. */
char __libc_single_threaded = 0;

/* glibc 2.33: mallinfo with size_t fields (LLVM's sys::Process::GetMallocUsage). Built from
 * the older mallinfo, whose int fields wrap above 2 GiB, as glibc 2.28's callers saw them. */
struct mallinfo2 mallinfo2(void) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    struct mallinfo m = mallinfo();
#pragma GCC diagnostic pop
    struct mallinfo2 r = {
        .arena = (unsigned)m.arena,
        .ordblks = (unsigned)m.ordblks,
        .smblks = (unsigned)m.smblks,
        .hblks = (unsigned)m.hblks,
        .hblkhd = (unsigned)m.hblkhd,
        .usmblks = (unsigned)m.usmblks,
        .fsmblks = (unsigned)m.fsmblks,
        .uordblks = (unsigned)m.uordblks,
        .fordblks = (unsigned)m.fordblks,
        .keepcost = (unsigned)m.keepcost,
    };
    return r;
}

/* glibc 2.36: 32 random bits from the kernel (GCC 12's std::random_device, token "default" on
 * a CPU without RDRAND). getrandom (glibc 2.25), else /dev/urandom; like glibc's, it aborts
 * rather than return bits that are not random. */
uint32_t arc4random(void) {
    uint32_t v;
    for (;;) {
        ssize_t n = getrandom(&v, sizeof v, 0);
        if (n == (ssize_t)sizeof v) {
            return v;
        }
        if (n < 0 && errno == EINTR) {
            continue;
        }
        break;
    }
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        ssize_t n = read(fd, &v, sizeof v);
        close(fd);
        if (n == (ssize_t)sizeof v) {
            return v;
        }
    }
    abort();
}
