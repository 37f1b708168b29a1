/* The CPU side of scripts/gpu-check: inputs and judgement, from the whole-table CPU check's own
 * reference and rules. This file is glue only: it compiles tests/support/math_cpu/driver.c into
 * itself (its inputs, special values and checking rules: make_inputs, run_form, accept_fp, ...;
 * its main() renamed away) and links tests/support/math_cpu/math_ref.c (MPFR's correctly rounded
 * results, CUDA's bounds, libdevice's documented deviations; compiled into this file too, with
 * -DREF_PREC=BITS for another working precision). A GPU result is judged exactly as
 * tests/math_cpu.rs judges nvvmc's code run on the CPU: run_form() calls a form's function once
 * per input, and here that function hands back the result the GPU computed for that input.
 *
 *   gpu-check-ref gen OP FMT ARGS RANDOM OUT
 *       The inputs of one group (operation, format, operand list; FMT 0 f16, 1 bf16, 2 f32,
 *       3 f64): driver.c's special values and RANDOM random inputs, seeded as driver.c seeds
 *       the group (the same inputs as scripts/math-cpu-check with the same count); f16/bf16 with
 *       one operand: all 65536 values. Writes OUT.in (mc_in records) and the kernel's operand
 *       arrays OUT.x0 .. OUT.x3 (packed in the format) and OUT.n (i32); prints the count.
 *   gpu-check-ref cr OP FMT ARGS RES IN OUT
 *       The correctly rounded results in the kernels' output layout (result j: an array of N
 *       values of the format, i32 or i64, one after the other): what --dry-run judges in place of
 *       a GPU's results, to check the files and the judge end to end.
 *   gpu-check-ref judge OP FMT ARGS RES IN START COUNT LIMIT DSTRIDE DEADLINE SET...
 *       Looks at inputs START .. START+COUNT-1 and judges, against the reference, those below
 *       LIMIT and every DSTRIDE-th (by index; 0: none) of those where some set's results differ
 *       from its base's. Each SET is NAME,FTZ,FAST,FILE,BASE: a results file (layout as above,
 *       for all N inputs), its --ftz/--fast-math modes, and BASE, the NAME of an earlier set it
 *       is compared with bit for bit ("-" for none). Prints one JSON object: inputs, judged,
 *       union_differ (inputs where any set differs from its base), seconds (CPU), and per set:
 *       checked, failures (outside the bound), known (libdevice's documented deviations),
 *       unchecked, max_ulp (over judged results), differ (over all inputs looked at),
 *       differ_judged, worse (judged inputs outside the bound where BASE's result is inside),
 *       and up to four examples. With LIMIT = START and DSTRIDE = 0 it only counts differences.
 *       DEADLINE (seconds since the epoch; 0: none): past it, inputs that would be judged are
 *       counted as "skipped" instead (differences are still counted).
 *   gpu-check-ref bound OP FMT FAST
 *       The CUDA bound of the operation, as text.
 */
#include "math_ref.h"
#ifdef REF_PREC
/* The references' working precision (math_ref.h's MC_PREC, 320 bits), lowered for speed. */
#undef MC_PREC
#define MC_PREC REF_PREC
#endif
#include "math_ref.c"
#define main mc_driver_main
#include "driver.c"
#undef main

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>

/* driver.c reads the forms tests/math_cpu.rs generates; here there are none. */
const struct mc_form mc_forms[1];
const int mc_nforms = 0;

static void die(const char *msg, const char *what) {
    fprintf(stderr, "gpu-check-ref: %s%s%s\n", msg, what ? ": " : "", what ? what : "");
    exit(2);
}

static int parse_fmt(const char *s) {
    int f = atoi(s);
    if (f < 0 || f > 3) die("bad format", s);
    return f;
}

/* A read-only view of a file (results files are shared by the judges running at once). */
static const void *map_file(const char *path, size_t *size) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) die(strerror(errno), path);
    struct stat sb;
    if (fstat(fd, &sb)) die(strerror(errno), path);
    *size = (size_t)sb.st_size;
    if (!*size) { close(fd); return ""; }
    void *p = mmap(NULL, *size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED) die(strerror(errno), path);
    close(fd);
    return p;
}

static void write_file(const char *path, const void *data, size_t size) {
    FILE *fp = fopen(path, "wb");
    if (!fp) die(strerror(errno), path);
    if (size && fwrite(data, 1, size, fp) != size) die("short write", path);
    fclose(fp);
}

/* Seeds the generator as driver.c's run_group() does for a group. */
static void seed_group(const char *op, const char *args, int fmt) {
    rng = 0x9E3779B97F4A7C15ull;
    for (const char *p = op; *p; p++) rng = (rng ^ (uint64_t)*p) * 0x100000001B3ull;
    for (const char *p = args; *p; p++) rng = (rng ^ (uint64_t)*p) * 0x100000001B3ull;
    rng = (rng ^ (uint64_t)fmt) * 0x100000001B3ull | 1;
}

static int cmd_gen(int argc, char **argv) {
    if (argc != 7) die("usage: gen OP FMT ARGS RANDOM OUT", NULL);
    const char *op = argv[2], *args = argv[4], *out = argv[6];
    mc_fmt f = (mc_fmt)parse_fmt(argv[3]);
    int random_count = atoi(argv[5]);
    inputs s = {0};
    int nf = count_char(args, 'T');
    int has_int = strchr(args, 'I') || strchr(args, 'L');
    if ((f == MC_F16 || f == MC_BF16) && nf == 1 && !has_int) {
        /* Every value of the format. */
        mc_in t = {{0}, 0};
        for (uint64_t b = 0; b < 65536; b++) { t.x[0] = b; add(&s, &t); }
    } else {
        seed_group(op, args, (int)f);
        make_inputs(&s, op, f, args, random_count);
    }
    char path[4096];
    snprintf(path, sizeof path, "%s.in", out);
    write_file(path, s.in, sizeof *s.in * (size_t)s.n);
    int size = size_of(f);
    unsigned char *buf = malloc((size_t)s.n * 8 + 8);
    for (int k = 0; k < nf; k++) {
        for (int i = 0; i < s.n; i++) memcpy(buf + (size_t)i * size, &s.in[i].x[k], (size_t)size);
        snprintf(path, sizeof path, "%s.x%d", out, k);
        write_file(path, buf, (size_t)s.n * size);
    }
    if (has_int) {
        for (int i = 0; i < s.n; i++) {
            int32_t v = (int32_t)s.in[i].n;
            memcpy(buf + (size_t)i * 4, &v, 4);
        }
        snprintf(path, sizeof path, "%s.n", out);
        write_file(path, buf, (size_t)s.n * 4);
    }
    printf("%d\n", s.n);
    free(buf);
    free(s.in);
    return 0;
}

static int res_size(char rc, mc_fmt f) { return rc == 'T' ? size_of(f) : rc == 'i' ? 4 : 8; }

static int cmd_cr(int argc, char **argv) {
    if (argc != 8) die("usage: cr OP FMT ARGS RES IN OUT", NULL);
    const char *op = argv[2], *res = argv[5];
    mc_fmt f = (mc_fmt)parse_fmt(argv[3]);
    size_t in_size;
    const mc_in *in = map_file(argv[6], &in_size);
    if (in_size % sizeof *in) die("not an inputs file", argv[6]);
    int n = (int)(in_size / sizeof *in);
    int nres = (int)strlen(res);
    size_t total = 0;
    for (int j = 0; j < nres; j++) total += (size_t)n * res_size(res[j], f);
    unsigned char *out = calloc(total ? total : 1, 1);
    for (int i = 0; i < n; i++) {
        mpfr_t o[2];
        mpfr_inits2(MC_PREC, o[0], o[1], (mpfr_ptr)0);
        int got = mc_ref(op, f, &in[i], o);
        size_t at = 0;
        for (int j = 0; j < nres; j++) {
            int sz = res_size(res[j], f);
            uint64_t v = 0;
            if (j < got) {
                if (res[j] == 'T') {
                    v = mc_round(o[j], f);
                } else if (mpfr_number_p(o[j]) && mpfr_fits_intmax_p(o[j], MPFR_RNDN)) {
                    /* Integer results: the exact value (out of range: unspecified, unchecked);
                     * remquo's quotient: its sign and low three bits, all C specifies. */
                    int64_t w = (int64_t)mpfr_get_sj(o[j], MPFR_RNDN);
                    if (!strcmp(op, "remquo")) w = w < 0 ? -(int64_t)((uint64_t)-w & 7) : (w & 7);
                    v = (uint64_t)w;
                }
            }
            memcpy(out + at + (size_t)i * sz, &v, (size_t)sz);
            at += (size_t)n * sz;
        }
        mpfr_clears(o[0], o[1], (mpfr_ptr)0);
    }
    write_file(argv[7], out, total);
    free(out);
    return 0;
}

/* ---- judge ------------------------------------------------------------------------------------ */
typedef struct {
    const char *name, *file;
    int ftz, fast, base; /* base: index of the set compared with, -1 for none */
    const unsigned char *data;
    struct mc_form form;
    long checked, failures, known, unchecked, differ, differ_judged, worse;
    double max_ulp;
    int examples;
    char example[4][700];
} set;

/* The result run_form() asks for: that of input `cursor` of set `current`. */
static set *current;
static const char *cur_res;
static int cur_n, cursor;

static void gpu_result(void *out, const void *in, int32_t n, int64_t l) {
    (void)in; (void)n; (void)l;
    mc_fmt f = (mc_fmt)current->form.fmt;
    size_t at = 0;
    for (int j = 0; cur_res[j]; j++) {
        int sz = res_size(cur_res[j], f);
        memcpy((unsigned char *)out + 16 * j, current->data + at + (size_t)cursor * sz, (size_t)sz);
        at += (size_t)cur_n * sz;
    }
}

static int same_bits(const set *a, const set *b, const char *res, mc_fmt f, int n, int i) {
    size_t at = 0;
    for (int j = 0; res[j]; j++) {
        int sz = res_size(res[j], f);
        if (memcmp(a->data + at + (size_t)i * sz, b->data + at + (size_t)i * sz, (size_t)sz)) return 0;
        at += (size_t)n * sz;
    }
    return 1;
}

static void describe_result(char *buf, size_t len, const set *st, const char *res, mc_fmt f, int n, int i) {
    size_t at = 0, w = 0;
    buf[0] = 0;
    for (int j = 0; res[j] && w < len; j++) {
        int sz = res_size(res[j], f);
        uint64_t v = 0;
        memcpy(&v, st->data + at + (size_t)i * sz, (size_t)sz);
        char t[96];
        if (res[j] == 'T') mc_format(t, sizeof t, v, f);
        else snprintf(t, sizeof t, "%" PRId64, res[j] == 'i' ? (int64_t)(int32_t)v : (int64_t)v);
        w += (size_t)snprintf(buf + w, len - w, "%s%s", j ? ", " : "", t);
        at += (size_t)n * sz;
    }
}

static void json_string(const char *s) {
    putchar('"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') printf("\\%c", *s);
        else if ((unsigned char)*s < 0x20) printf("\\u%04x", *s);
        else putchar(*s);
    }
    putchar('"');
}

/* CPU time: the judges' budget is in core-seconds, and a loaded machine must not inflate it. */
static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int cmd_judge(int argc, char **argv) {
    if (argc < 13) die("usage: judge OP FMT ARGS RES IN START COUNT LIMIT DSTRIDE DEADLINE SET...", NULL);
    const char *op = argv[2], *args = argv[4], *res = argv[5];
    mc_fmt f = (mc_fmt)parse_fmt(argv[3]);
    size_t in_size;
    const mc_in *in = map_file(argv[6], &in_size);
    if (in_size % sizeof *in) die("not an inputs file", argv[6]);
    int n = (int)(in_size / sizeof *in);
    int start = atoi(argv[7]), count = atoi(argv[8]), limit = atoi(argv[9]), dstride = atoi(argv[10]);
    double deadline = atof(argv[11]);
    if (start < 0 || start > n) die("bad START", argv[7]);
    if (count < 0 || start + count > n) count = n - start;
    int nsets = argc - 12;
    set *sets = calloc((size_t)nsets, sizeof *sets);
    size_t want = 0;
    for (int j = 0; res[j]; j++) want += (size_t)n * res_size(res[j], f);
    for (int k = 0; k < nsets; k++) {
        set *st = &sets[k];
        char *spec = strdup(argv[12 + k]), *save = NULL;
        st->name = strtok_r(spec, ",", &save);
        const char *ftz = strtok_r(NULL, ",", &save), *fast = strtok_r(NULL, ",", &save);
        st->file = strtok_r(NULL, ",", &save);
        const char *base = strtok_r(NULL, ",", &save);
        if (!st->name || !ftz || !fast || !st->file || !base) die("bad SET (NAME,FTZ,FAST,FILE,BASE)", argv[12 + k]);
        st->ftz = atoi(ftz);
        st->fast = atoi(fast);
        st->base = -1;
        if (strcmp(base, "-")) {
            for (int b = 0; b < k; b++)
                if (!strcmp(sets[b].name, base)) st->base = b;
            if (st->base < 0) die("BASE must name an earlier set", base);
        }
        size_t size;
        st->data = map_file(st->file, &size);
        if (size != want) die("results file has the wrong size", st->file);
        st->form = (struct mc_form){st->name, st->name, op, (int)f, 1, args, res, st->ftz, st->fast, gpu_result};
    }
    /* The references of one input, shared by every set (several flag sets read one input). */
    mpfr_t ref[1][2];
    char have[1];
    int *failed = calloc((size_t)nsets, sizeof *failed), *differs = calloc((size_t)nsets, sizeof *differs);
    long judged = 0, union_differ = 0, skipped = 0;
    int late = 0;
    cur_res = res;
    cur_n = n;
    double t0 = now();
    for (int i = start; i < start + count; i++) {
        int any = 0;
        for (int k = 0; k < nsets; k++) {
            set *st = &sets[k];
            differs[k] = st->base >= 0 && !same_bits(st, &sets[st->base], res, f, n, i);
            st->differ += differs[k];
            any |= differs[k];
        }
        union_differ += any;
        /* Judged: the first LIMIT inputs, and every DSTRIDE-th input (by index) of those where a
         * set's results differ from its base's. */
        if (!(i < limit || (any && dstride > 0 && i % dstride == 0))) continue;
        if (deadline > 0 && !late && (judged & 15) == 0) {
            struct timespec t;
            clock_gettime(CLOCK_REALTIME, &t);
            late = (double)t.tv_sec + 1e-9 * (double)t.tv_nsec > deadline;
        }
        if (late) { skipped++; continue; }
        judged++;
        have[0] = 0;
        inputs one = {(mc_in *)&in[i], 1, 1, ref, have};
        for (int k = 0; k < nsets; k++) {
            set *st = &sets[k];
            stats s = {0};
            s.listed = INT_MAX / 2; /* run_form prints nothing */
            current = st;
            cursor = i;
            run_form(&st->form, &one, &s);
            st->checked += s.checked;
            st->failures += s.failures;
            st->known += s.known;
            st->unchecked += s.unchecked;
            if (s.max_ulp > st->max_ulp) st->max_ulp = s.max_ulp;
            failed[k] = s.failures > 0;
            int worse = st->base >= 0 && failed[k] && !failed[st->base];
            st->differ_judged += differs[k];
            st->worse += worse;
            if ((failed[k] || differs[k]) && st->examples < 4) {
                char ins[512], got[300], other[300] = "", want_s[200] = "";
                describe_inputs(ins, sizeof ins, &st->form, &in[i]);
                describe_result(got, sizeof got, st, res, f, n, i);
                if (st->base >= 0) describe_result(other, sizeof other, &sets[st->base], res, f, n, i);
                if (have[0] && res[0] == 'T') mc_format(want_s, sizeof want_s, mc_round(ref[0][0], f), f);
                snprintf(st->example[st->examples++], sizeof st->example[0], "%s: in=%s got %s%s%s%s%s",
                         worse ? "worse than base" : failed[k] ? "outside bound" : "differs", ins, got,
                         st->base >= 0 ? "; base got " : "", other, want_s[0] ? "; correctly rounded " : "", want_s);
            }
        }
        if (have[0]) mpfr_clears(ref[0][0], ref[0][1], (mpfr_ptr)0);
    }
    printf("{\"inputs\": %d, \"judged\": %ld, \"skipped\": %ld, \"union_differ\": %ld, \"seconds\": %.6f, \"sets\": [",
           count, judged, skipped, union_differ, now() - t0);
    for (int k = 0; k < nsets; k++) {
        set *st = &sets[k];
        printf("%s{\"set\": ", k ? ", " : "");
        json_string(st->name);
        printf(", \"checked\": %ld, \"failures\": %ld, \"known\": %ld, \"unchecked\": %ld, \"max_ulp\": %.17g, "
               "\"differ\": %ld, \"differ_judged\": %ld, \"worse\": %ld, \"examples\": [",
               st->checked, st->failures, st->known, st->unchecked, st->max_ulp, st->differ, st->differ_judged,
               st->worse);
        for (int e = 0; e < st->examples; e++) {
            if (e) printf(", ");
            json_string(st->example[e]);
        }
        printf("]}");
    }
    printf("]}\n");
    return 0;
}

static int cmd_bound(int argc, char **argv) {
    if (argc != 5) die("usage: bound OP FMT FAST", NULL);
    const char *op = argv[2];
    mc_fmt f = (mc_fmt)parse_fmt(argv[3]);
    int fast = atoi(argv[4]);
    mc_kind kind = mc_op_kind(op);
    if (kind == MC_NAN) { printf("any NaN\n"); return 0; }
    if (kind == MC_INTEGER) { printf("exact\n"); return 0; }
    if (kind != MC_BOUNDED) { printf("exact\n"); return 0; }
    mc_in one = {{0}, 0};
    mpfr_t t;
    mpfr_init2(t, 64);
    mpfr_set_d(t, 0.75, MPFR_RNDN); /* a typical argument, in every domain */
    one.x[0] = one.x[1] = one.x[2] = one.x[3] = mc_round(t, f);
    mpfr_clear(t);
    one.n = 3;
    mc_bound b = mc_bound_for(op, f, fast, &one);
    if ((f == MC_F16 || f == MC_BF16) && !fast) { printf("1 ulp (f32 function, rounded once)\n"); return 0; }
    char buf[256];
    int w = 0;
    if (b.ulps > 0) w += snprintf(buf + w, sizeof buf - (size_t)w, "%g ulp", b.ulps);
    if (b.abs > 0) w += snprintf(buf + w, sizeof buf - (size_t)w, "%sabs %.3g", w ? " or " : "", b.abs);
    if (b.rel > 0) w += snprintf(buf + w, sizeof buf - (size_t)w, "%srel %.3g", w ? " or " : "", b.rel);
    if (!w) snprintf(buf, sizeof buf, "%s", b.checked ? "exact" : "none documented");
    if (f == MC_F16 || f == MC_BF16) printf("%s in f32, +1 ulp (%s)\n", buf, b.why);
    else printf("%s (%s)\n", buf, b.why);
    return 0;
}

int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IOFBF, 1 << 16);
    if (argc < 2) die("usage: gen | cr | judge | bound ...", NULL);
    if (!strcmp(argv[1], "gen")) return cmd_gen(argc, argv);
    if (!strcmp(argv[1], "cr")) return cmd_cr(argc, argv);
    if (!strcmp(argv[1], "judge")) return cmd_judge(argc, argv);
    if (!strcmp(argv[1], "bound")) return cmd_bound(argc, argv);
    die("unknown command", argv[1]);
    return 2;
}
