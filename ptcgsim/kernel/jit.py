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

import os

import numba.core.config
from numba import njit, types

#: LLVM optimization level of the kernel (NUMBA_OPT, when set, wins).  Measured on the
#: 2-core machine (docs/design.md, "Compile"): level 1 compiles the kernel in ~0.9x the
#: CPU time of Numba's default 3 and its games run ~10% faster, with the same games in
#: our checks; level 0 compiles slower still and cannot be cached.  Set before the first
#: compile in the process (the codegen reads it then); a process that compiled other
#: Numba code first keeps its own level.
KERNEL_OPT = "1"
if "NUMBA_OPT" not in os.environ:
    os.environ["NUMBA_OPT"] = KERNEL_OPT  # inherited by worker processes (dask, benchmarks)
    numba.core.config.reload_config()


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


#: inlined into each caller at Numba IR level: no library of its own.  For four kinds of
#: function: tiny helpers called from everywhere with assorted integer types (the event
#: logger); the big phase functions that have exactly one call site (the turn, the turn
#: plan, the Trainer valuation...); the interpreter's families and the questions
#: they ask (one call site each, below ``run_program_nb``); and any function with one
#: call site whose body is short and whose caller stays small (a 16-line function
#: compiled on its own re-emitted a 7,000-line call tree: docs/design.md).  Numba links the machine code
#: of every callee into each caller's library and optimizes that again, and each
#: separately compiled function pays ~1 s of fixed cost on the 2-core machine (typing the
#: State and CardTable arguments, its CPython wrapper, its cache entry).  But inlining is
#: not free either: Numba deep-copies the callee's IR and re-runs its untyped passes at
#: every level of a chain of inlined functions, so inlining *every* one-call-site
#: function made the compile slower (docs/design.md).  ``tests/test_compile_shape.py``
#: checks that an inlined function has one call site.
kernel_inline_nb = njit(cache=True, _nrt=False, inline="always")
