"""The pass folder's package: runs when a rule imports from it (here, relatively)."""

KERNEL_BLOCK = 1024
