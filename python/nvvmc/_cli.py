"""The ``nvvmc`` command installed by the wheel: runs the ``nvvmc`` executable shipped inside the
package (``nvvmc/bin/nvvmc``, beside ``nvvmc/lib/libnvvm.so.4``, where the C API's isolated mode
also finds it), replacing this Python process."""

import os
import sys


def main() -> None:
    # As nvvmc.binary_path(), without importing ctypes.
    exe = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", "nvvmc")
    if not os.path.isfile(exe):
        sys.stderr.write(f"nvvmc: the executable is missing from the package: {exe} (reinstall the nvvmc wheel)\n")
        sys.exit(1)
    os.execv(exe, [exe] + sys.argv[1:])


if __name__ == "__main__":
    main()
