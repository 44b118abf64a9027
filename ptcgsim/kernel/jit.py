"""The one decorator for kernel functions.

Kernel functions take the State and CardTable namedtuples (dozens of arrays).
With Numba's reference counting (NRT) on, every call that is not inlined pays
an atomic incref and decref per array — measured at ~400 ns a call, most of a
game's time.  Kernel functions never allocate (the caller preallocates every
buffer: STYLE.md §6), so they run with NRT off: calls cost nothing and any
allocation inside one is a compile error, which keeps the rule honest.
Only the entry points that allocate (``new_state_nb``, the batch drivers)
use plain ``njit``.
"""

from __future__ import annotations

from numba import njit

kernel_nb = njit(cache=True, _nrt=False)

#: for tiny helpers called from everywhere with assorted integer types (the event
#: logger): inlined into each caller at Numba IR level instead of being compiled
#: once per argument-type combination.
kernel_inline_nb = njit(cache=True, _nrt=False, inline="always")
