"""``python -m nvvmc ARGS`` is the ``nvvmc`` command."""

from ._cli import main

main()
