"""The one decorator for kernel functions.

Kernel functions take the State and CardTable namedtuples (dozens of arrays).
With Numba's reference counting (NRT) on, every call that is not inlined pays
an atomic incref and decref per array — measured at ~400 ns a call, most of a
game's time.  Kernel functions never allocate (the caller preallocates every
buffer: STYLE.md §6), so they run with NRT off: calls cost nothing and any
allocation inside one is a compile error, which keeps the rule honest.
Only the entry points that allocate (``new_state_nb``, the batch drivers)
use plain ``njit``.

**One signature per function.**  A jitted caller that passes a constant
(``passive_nb(st, ct, p, 0, PASSIVE_TOXIC_GAS)``) makes Numba compile the
callee for that *literal* (``Literal[int](9)``): ``passive_nb`` alone was
compiled 13 times, ``_push`` 8 times, and 314 signatures were compiled for 196
functions.  A specialization for a literal buys nothing here (LLVM folds the
constant after inlining anyway), so kernel dispatchers see the plain type of
each argument when a jitted caller asks for an overload.
"""

from __future__ import annotations

from numba import njit, types


def _one_signature(dispatcher):
    """Type calls from jitted code with non-literal argument types (one overload per type mix)."""
    plain = getattr(dispatcher, "get_call_template", None)
    if plain is None:  # NUMBA_DISABLE_JIT: a plain Python function
        return dispatcher

    def get_call_template(args, kws):
        return plain(tuple(types.unliteral(a) for a in args), {k: types.unliteral(v) for k, v in kws.items()})

    dispatcher.get_call_template = get_call_template
    return dispatcher


_kernel = njit(cache=True, _nrt=False)


def kernel_nb(fn):
    """``njit(cache=True, _nrt=False)``, compiled once per plain argument-type mix."""
    return _one_signature(_kernel(fn))


#: inlined into each caller at Numba IR level: no library of its own.  For two kinds of
#: function: tiny helpers called from everywhere with assorted integer types (the event
#: logger), and the big phase functions that have exactly one call site (the turn, the
#: turn plan, the Trainer valuation...).  Numba links the machine code of every callee
#: into each caller's library and optimizes that again, so a function compiled on its
#: own costs its whole call tree once more; a one-call-site function inlined costs
#: nothing extra.  ``tests/test_compile_shape.py`` keeps the list honest.
kernel_inline_nb = njit(cache=True, _nrt=False, inline="always")
