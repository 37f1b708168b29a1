// CUDA kernels compiled with clang (no CUDA headers: -nocudainc), for nvvmc's quietness tests.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define tid() __nvvm_read_ptx_sreg_tid_x()
#define ctaid() __nvvm_read_ptx_sreg_ctaid_x()
#define ntid() __nvvm_read_ptx_sreg_ntid_x()

extern "C" __device__ float __nv_sinf(float);
extern "C" __device__ double __nv_exp(double);
extern "C" __device__ int vprintf(const char *, void *);

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = ctaid() * ntid() + tid();
  if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void __attribute__((launch_bounds(256, 2))) reduce(const float *in, float *out, int n) {
  __shared__ float buf[256];
  int i = ctaid() * ntid() + tid();
  buf[tid()] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int s = ntid() / 2; s > 0; s >>= 1) {
    if (tid() < s) buf[tid()] += buf[tid() + s];
    __syncthreads();
  }
  if (tid() == 0) __atomic_fetch_add(out, buf[0], __ATOMIC_RELAXED);
}

__global__ void atomics(double *d, float *f, int *i, unsigned long long *u) {
  __atomic_fetch_add(d, 1.0, __ATOMIC_RELAXED);
  __atomic_fetch_add(f, 2.0f, __ATOMIC_RELAXED);
  __atomic_fetch_max(i, 3, __ATOMIC_RELAXED);
  __atomic_exchange_n(u, 4ull, __ATOMIC_RELAXED);
  int expected = 0;
  __atomic_compare_exchange_n(i, &expected, 5, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
}

__global__ void warp(int *data) {
  int v = data[tid()];
  v += __nvvm_shfl_sync_down_i32(0xffffffff, v, 16, 31);
  v += __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 1, 31);
  unsigned ballot = __nvvm_vote_ballot_sync(0xffffffff, v > 0);
  __nvvm_bar_warp_sync(0xffffffff);
  data[tid()] = v + __builtin_popcount(ballot);
}

struct Particle { float x, y, z; int id; double mass; };

template <typename T> __device__ T clampv(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }

__global__ void particles(Particle *p, int n, double dt) {
  int i = ctaid() * ntid() + tid();
  if (i >= n) return;
  Particle q = p[i];
  q.x = clampv(q.x + __nv_sinf(q.y) * (float)dt, -1.0f, 1.0f);
  q.mass = clampv(q.mass * __nv_exp(-dt), 0.0, 1e9);
  p[i] = q;
}

__device__ int counter;
__device__ __attribute__((noinline)) int helper(int x) { return x * 3 + counter; }

__global__ void calls(int *out) {
  out[tid()] = helper(tid());
  if (tid() == 0) {
    struct { int a; double b; } args = {1, 2.0};
    vprintf("a=%d b=%f\n", &args);
  }
}

__global__ void local_array(float *out, int k) {
  float tmp[16];
  for (int j = 0; j < 16; j++) tmp[j] = j * out[j];
  out[tid()] = tmp[k & 15];
}
