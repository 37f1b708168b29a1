/* The kernel the C clients of the tests compile: numba's typed-pointer NVVM IR, one kernel @k. */
static const char kernel[] =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define void @k(float* %p) {\n"
    "  %v = load float, float* %p\n"
    "  %w = fmul float %v, 2.0\n"
    "  store float %w, float* %p\n"
    "  ret void\n"
    "}\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{void (float*)* @k, !\"kernel\", i32 1}\n";
