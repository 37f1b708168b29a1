; A device function in its own module, linked with tests/cases/driver/several_inputs.ll.
target triple = "nvptx64-nvidia-cuda"

define float @square(float %x) {
  %r = fmul float %x, %x
  ret float %r
}
