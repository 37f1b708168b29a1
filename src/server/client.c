/*
 * The compile server's client (NVVMC_SERVER=1; src/server/mod.rs has the design).
 *
 * Why C, and why here: this function is an entry of the `nvvmc` executable's `.preinit_array`,
 * which the dynamic loader runs before any static constructor of the executable: before LLVM's
 * ~400 constructors and before Rust's runtime. When a server of this very executable answers, the
 * process hands it the command line, the folder, the environment, the umask, the resource limits,
 * the nice value, the CPU affinity and its standard streams, waits for the exit status and ends
 * with it, so it never pays for LLVM's start-up. Until the server's child has taken the request
 * (it answers `A`), anything unexpected returns, and nvvmc starts and compiles as it always does;
 * after, the compilation is the child's, and one that ends unanswered is an error. build.rs compiles this file and links the object into the `nvvmc` executable only (a shared
 * library, such as the C API's libnvvm.so, cannot have a `.preinit_array`).
 *
 * The socket's path is computed here and in `ir/src/fork_server/mod.rs` (`socket_path`) the same way:
 * `$XDG_RUNTIME_DIR/nvvmc` (an absolute XDG_RUNTIME_DIR) or `/tmp/nvvmc-UID`, a folder this
 * user owns that nobody else can enter (checked), and the name
 * `server-DEV-INODE-MTIME.MTIME_NSEC.sock` of the executable's file, in hex: a rebuilt or
 * replaced nvvmc talks to a server of its own. The server's user must be this one (SO_PEERCRED).
 * The request's format is in `ir/src/fork_server/mod.rs`; the answer is the exit code or the
 * signal the compilation ended with, and this process ends the same way.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

/* The first arguments that never go to a server: the server itself, the workers of --timeout
 * and --max-memory, and the command that stops the server. */
static const char *const LOCAL_ONLY[] = {"--nvvmc-server", "--nvvmc-worker", "--server-stop"};

/* The resource limits a served compilation takes from its client. */
static const int LIMITS[] = {RLIMIT_AS, RLIMIT_DATA, RLIMIT_CPU, RLIMIT_FSIZE, RLIMIT_NOFILE, RLIMIT_CORE};

/* The status a served compilation ends with (the server's answer, two little-endian int32s). */
enum { ANSWER_EXITED = 0, ANSWER_SIGNALED = 1 };

struct buffer {
    char *data;
    size_t len, cap;
    int failed;
};

static void put(struct buffer *b, const void *bytes, size_t n) {
    if (b->failed)
        return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n)
            cap *= 2;
        char *d = realloc(b->data, cap);
        if (!d) {
            b->failed = 1;
            return;
        }
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, bytes, n);
    b->len += n;
}

static void put_u32(struct buffer *b, uint32_t v) {
    unsigned char le[4] = {v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >> 24) & 0xff};
    put(b, le, 4);
}

static void put_u64(struct buffer *b, uint64_t v) {
    put_u32(b, (uint32_t)v);
    put_u32(b, (uint32_t)(v >> 32));
}

static void put_bytes(struct buffer *b, const char *s) {
    size_t n = strlen(s);
    put_u32(b, (uint32_t)n);
    put(b, s, n);
}

static int env_is_on(char **envp) {
    for (char **e = envp; e && *e; e++) {
        if (strncmp(*e, "NVVMC_SERVER=", 13) == 0) {
            const char *v = *e + 13;
            return !strcmp(v, "1") || !strcmp(v, "true") || !strcmp(v, "yes") || !strcmp(v, "on");
        }
    }
    return 0;
}

static const char *env_get(char **envp, const char *name) {
    size_t n = strlen(name);
    for (char **e = envp; e && *e; e++)
        if (strncmp(*e, name, n) == 0 && (*e)[n] == '=')
            return *e + n + 1;
    return NULL;
}

/* The socket's path into `out` (see the header); 0 when there is none to use. */
static int socket_path(char **envp, char *out, size_t size) {
    char dir[PATH_MAX];
    const char *runtime = env_get(envp, "XDG_RUNTIME_DIR");
    int n = runtime && runtime[0] == '/' ? snprintf(dir, sizeof dir, "%s/nvvmc", runtime)
                                         : snprintf(dir, sizeof dir, "/tmp/nvvmc-%u", (unsigned)getuid());
    if (n < 0 || (size_t)n >= sizeof dir)
        return 0;
    struct stat d;
    if (lstat(dir, &d) != 0 || !S_ISDIR(d.st_mode) || d.st_uid != getuid() || (d.st_mode & 077) != 0)
        return 0;
    struct stat exe;
    if (stat("/proc/self/exe", &exe) != 0)
        return 0;
    n = snprintf(out, size, "%s/server-%llx-%llx-%llx.%lx.sock", dir, (unsigned long long)exe.st_dev,
                 (unsigned long long)exe.st_ino, (unsigned long long)exe.st_mtim.tv_sec,
                 (unsigned long)exe.st_mtim.tv_nsec);
    return n > 0 && (size_t)n < size;
}

static int read_all(int fd, void *buf, size_t n) {
    char *p = buf;
    while (n > 0) {
        ssize_t r = read(fd, p, n);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return 0;
        p += r;
        n -= (size_t)r;
    }
    return 1;
}

static int32_t le32(const unsigned char *p) {
    return (int32_t)((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);
}

/* Sends the request with the standard streams attached; 1 when all of it went. */
static int send_request(int sock, const struct buffer *b) {
    int fds[3] = {0, 1, 2};
    union {
        char buf[CMSG_SPACE(sizeof fds)];
        struct cmsghdr align;
    } control;
    memset(&control, 0, sizeof control);
    struct iovec iov = {b->data, b->len};
    struct msghdr msg = {0};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control.buf;
    msg.msg_controllen = sizeof control.buf;
    struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof fds);
    memcpy(CMSG_DATA(c), fds, sizeof fds);
    ssize_t sent;
    do
        sent = sendmsg(sock, &msg, MSG_NOSIGNAL);
    while (sent < 0 && errno == EINTR);
    if (sent <= 0)
        return 0;
    /* The rest (a large environment) without the descriptors. */
    size_t done = (size_t)sent;
    while (done < b->len) {
        ssize_t s = send(sock, b->data + done, b->len - done, MSG_NOSIGNAL);
        if (s < 0 && errno == EINTR)
            continue;
        if (s <= 0)
            return 0;
        done += (size_t)s;
    }
    return 1;
}

static void nvvmc_server_client(int argc, char **argv, char **envp) {
    if (!env_is_on(envp))
        return;
    for (int i = 1; i < argc; i++)
        for (size_t k = 0; k < sizeof LOCAL_ONLY / sizeof *LOCAL_ONLY; k++)
            if (!strcmp(argv[i], LOCAL_ONLY[k]))
                return;
    for (int fd = 0; fd < 3; fd++)
        if (fcntl(fd, F_GETFD) < 0)
            return; /* a closed standard stream cannot be handed over */
    struct sockaddr_un addr = {0};
    addr.sun_family = AF_UNIX;
    if (!socket_path(envp, addr.sun_path, sizeof addr.sun_path))
        return;
    int sock = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (sock < 0)
        return;
    struct ucred peer;
    socklen_t peer_len = sizeof peer;
    if (connect(sock, (struct sockaddr *)&addr, sizeof addr) != 0 ||
        getsockopt(sock, SOL_SOCKET, SO_PEERCRED, &peer, &peer_len) != 0 || peer.uid != getuid()) {
        close(sock);
        return;
    }

    struct buffer b = {0};
    put(&b, "NVVMCS\1\0", 8);
    put_u32(&b, 0); /* the length of what follows, filled in below */
    put_u32(&b, (uint32_t)argc);
    for (int i = 0; i < argc; i++)
        put_bytes(&b, argv[i]);
    char *cwd = getcwd(NULL, 0);
    if (!cwd) {
        free(b.data);
        close(sock);
        return;
    }
    put_bytes(&b, cwd);
    free(cwd);
    uint32_t envc = 0;
    for (char **e = envp; e && *e; e++)
        envc++;
    put_u32(&b, envc);
    for (char **e = envp; e && *e; e++)
        put_bytes(&b, *e);
    mode_t mask = umask(0);
    umask(mask);
    put_u32(&b, (uint32_t)mask);
    put_u32(&b, (uint32_t)(sizeof LIMITS / sizeof *LIMITS));
    for (size_t i = 0; i < sizeof LIMITS / sizeof *LIMITS; i++) {
        struct rlimit r;
        if (getrlimit(LIMITS[i], &r) != 0)
            r.rlim_cur = r.rlim_max = RLIM_INFINITY;
        put_u32(&b, (uint32_t)LIMITS[i]);
        put_u64(&b, (uint64_t)r.rlim_cur);
        put_u64(&b, (uint64_t)r.rlim_max);
    }
    errno = 0;
    int nice = getpriority(PRIO_PROCESS, 0);
    put_u32(&b, (uint32_t)(errno ? 0 : nice));
    cpu_set_t cpus;
    if (sched_getaffinity(0, sizeof cpus, &cpus) == 0) {
        put_u32(&b, (uint32_t)sizeof cpus);
        put(&b, &cpus, sizeof cpus);
    } else {
        put_u32(&b, 0);
    }
    if (b.failed || b.len - 12 > UINT32_MAX) {
        free(b.data);
        close(sock);
        return;
    }
    uint32_t rest = (uint32_t)(b.len - 12);
    unsigned char le[4] = {rest & 0xff, (rest >> 8) & 0xff, (rest >> 16) & 0xff, (rest >> 24) & 0xff};
    memcpy(b.data + 8, le, 4);
    int sent = send_request(sock, &b);
    free(b.data);
    unsigned char accepted = 0;
    if (!sent || !read_all(sock, &accepted, 1) || accepted != 'A') {
        /* Not taken (a server that ended, a request its child cannot take exactly: a higher limit
         * or priority than the server may grant, another mount namespace): compile here. */
        close(sock);
        return;
    }
    /* Taken: the compilation is the server's child's now, which may read stdin and write
     * output; compiling again here could do either twice. */
    unsigned char answer[8];
    if (!read_all(sock, answer, sizeof answer)) {
        dprintf(2, "nvvmc: error: the compile server ended before the compilation it had taken finished (it "
                   "may have read stdin or written part of the output to a stream)\n"
                   "  fix: run the command again (NVVMC_SERVER=0 compiles in this process)\n");
        _exit(1);
    }
    int32_t kind = le32(answer), value = le32(answer + 4);
    if (kind == ANSWER_EXITED)
        _exit(value & 0xff);
    if (kind == ANSWER_SIGNALED && value > 0 && value < 65) {
        /* End as the compilation did, by the same signal (a file size limit's SIGXFSZ, or what
         * would have crashed this process), as if it had run here. */
        signal(value, SIG_DFL);
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, value);
        sigprocmask(SIG_UNBLOCK, &set, NULL);
        raise(value);
        _exit(128 + value);
    }
    dprintf(2, "nvvmc: error: the compile server answered %d, %d, which this nvvmc does not know\n", (int)kind,
            (int)value);
    _exit(1);
}

/* The loader calls it with (argc, argv, envp) before the executable's constructors. */
__attribute__((section(".preinit_array"), used)) static void (*const nvvmc_preinit)(int, char **,
                                                                                     char **) = nvvmc_server_client;
