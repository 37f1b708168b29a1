; The same helper twice would be a duplicate definition: used by the link-error case.
target triple = "nvptx64-nvidia-cuda"

define float @square(float %x) {
  ret float %x
}
