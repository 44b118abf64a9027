"""Compile the game kernel once, before the test workers start.

With ``pytest -n 2`` every xdist worker imports the kernel; on an empty
Numba cache each would compile the whole kernel at the same time (twice the
CPU, on a 2-core CI machine).  The controller process compiles it first and
fills the on-disk cache; the workers then load it in about a second.
"""

from __future__ import annotations

import sys
import time


#: test modules that never run the kernel (the card-text recogniser's): a run of only these
#: skips the warm-up (a recogniser edit is checked in seconds, not after a compile)
_KERNEL_FREE = ("test_recognize",)


def _kernel_free_run(config) -> bool:
    args = [str(a) for a in (getattr(config, "args", None) or [])]
    if not args:
        return False
    names = [a.split("::")[0].replace("\\", "/").rsplit("/", 1)[-1] for a in args]
    return all(n.startswith(_KERNEL_FREE) and n.endswith(".py") for n in names)


def pytest_configure(config):
    if hasattr(config, "workerinput"):  # an xdist worker: the controller already warmed the cache
        return
    if _kernel_free_run(config):
        return
    from pathlib import Path

    from ptcgsim.kernel import _source_hash, cache_is_warm

    # The harness's own jitted wrappers (tests/kernel_harness.py) are cached in
    # tests/__pycache__, outside the kernel's stale-cache check (ptcgsim/kernel/__init__.py):
    # a kernel edit (a renumbered state field) left them running old machine code.  Stamp
    # them with the kernel's source hash too.
    cache = Path(__file__).resolve().parent / "__pycache__"
    stamp = cache / "ptcgsim-kernel.sha256"
    digest = _source_hash()
    harness_fresh = stamp.is_file() and stamp.read_text() == digest
    if not harness_fresh:
        for f in cache.glob("*.nb[ic]"):
            f.unlink(missing_ok=True)
    if cache_is_warm() and harness_fresh:
        return  # (a warm cache from an earlier run holds the harness wrappers too)

    from ptcgsim.sim import Prepared

    decks = Path(__file__).resolve().parents[1] / "decklists"
    t = time.perf_counter()
    print("compiling the game kernel once before the tests...", file=sys.stderr, flush=True)
    prep = Prepared(decks / "theme_base1_brushfire.txt", decks / "theme_base1_overgrowth.txt", "base",
                    ("greedy", "random"), "standard", False, 200)
    prep.run(1, 0, 1)
    prep.run_checked(1, 0, 1)
    prep.replay(1, 0)
    # the rule tests' whole-game and whole-turn wrappers (tests/kernel_harness.py) compile
    # most of the kernel again: warm them here too, not in each worker
    from tests.kernel_harness import Board

    b = Board(["base1-58"] * 20 + ["base1-100"] * 40, ["base1-52"] * 20 + ["base1-97"] * 40)
    b.play_game(seed=1)
    b.play_turn()
    b.resolve_kos()
    cache.mkdir(exist_ok=True)
    stamp.write_text(digest)
    print(f"kernel compiled in {time.perf_counter() - t:.0f} s", file=sys.stderr, flush=True)
