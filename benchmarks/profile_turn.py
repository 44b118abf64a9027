"""Where a turn's time goes: a sampling profile of the jitted kernel, by function.

Numba's machine code has no symbols that ``perf`` can see.  This script keeps
the object code of the batch entry point as Numba loads it (every kernel
function is linked into it, so a game runs entirely inside that object),
reads its symbol table with ``nm`` and writes ``/tmp/perf-<pid>.map``, the
file ``perf report`` reads for JIT code.  Then it plays games for a while.

    perf record -F 1999 -g -o /tmp/turn.perf python benchmarks/profile_turn.py [--seconds 20] [--deck-a A --deck-b B]
    perf report -i /tmp/turn.perf --no-children --sort sym -g none | head -40

Self time by function is the table in docs/design.md ("Where a turn's time
goes").  Run it after a warm-up run has filled the cache.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_objects: dict[str, bytes] = {}


def _keep_object_code() -> None:
    from numba.core import codegen

    hook = codegen.CPUCodeLibrary._object_getbuffer_hook.__func__

    def getbuffer(cls, ll_module):
        buf = hook(cls, ll_module)
        if buf:
            _objects[ll_module.name] = bytes(buf)
        return buf

    codegen.CPUCodeLibrary._object_getbuffer_hook = classmethod(getbuffer)


def _short(mangled: str) -> str:
    """_ZN7ptcgsim6kernel7players14greedy_plan_nbB...E... -> players.greedy_plan_nb"""
    parts = []
    i = mangled.find("_ZN")
    if i < 0:
        return mangled
    s = mangled[i + 3 :]
    while s and s[0].isdigit():
        m = re.match(r"(\d+)", s)
        n = int(m.group(1))
        s = s[len(m.group(1)) :]
        parts.append(s[:n])
        s = s[n:]
    parts = [p for p in parts if p not in ("ptcgsim", "kernel")]
    return ".".join(parts[-2:]) if parts else mangled


def write_perf_map(library, entry_name: str) -> int:
    """Write /tmp/perf-<pid>.map for the entry point's object code; returns symbols written."""
    buf = _objects.get(library._final_module.name if hasattr(library, "_final_module") else library.name)
    if buf is None:  # the name the cache stored the module under
        buf = next((b for n, b in _objects.items() if library.name in n), None)
    if buf is None:
        raise SystemExit("no object code kept: run once to fill the cache, then profile")
    with tempfile.NamedTemporaryFile(suffix=".o", delete=False) as f:
        f.write(buf)
    out = subprocess.run(["nm", "-S", "--defined-only", f.name], capture_output=True, text=True, check=True).stdout
    syms = []
    for line in out.splitlines():
        bits = line.split()
        if len(bits) == 4 and bits[2] in "tTwW":
            syms.append((int(bits[0], 16), int(bits[1], 16), bits[3]))
    entry = next(s for s in syms if s[2] == entry_name)
    base = library.get_pointer_to_function(entry_name) - entry[0]
    with open(f"/tmp/perf-{os.getpid()}.map", "w") as fh:
        for off, size, name in sorted(syms):
            fh.write(f"{base + off:x} {size:x} {_short(name)}\n")
    return len(syms)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deck-a", default=str(ROOT / "decklists" / "base_haymaker.txt"))
    ap.add_argument("--deck-b", default=str(ROOT / "decklists" / "base_wigglytuff.txt"))
    ap.add_argument("--players", default="greedy,greedy")
    ap.add_argument("--seconds", type=float, default=20.0)
    args = ap.parse_args()
    _keep_object_code()
    import numba

    from ptcgsim.kernel.batch import run_block_nb
    from ptcgsim.sim import Prepared

    numba.set_num_threads(1)
    prep = Prepared(args.deck_a, args.deck_b, "base", args.players.split(","), "standard", False, 200)
    prep.run(1, 0, 10)
    (sig,) = run_block_nb.signatures
    cres = run_block_nb.overloads[sig]
    n = write_perf_map(cres.library, cres.fndesc.mangled_name)
    print(f"perf map: {n} symbols")
    t = time.perf_counter()
    games = 0
    while time.perf_counter() - t < args.seconds:
        rec = prep.run(games + 1, 0, 2000)
        games += 2000
    turns = int(rec["turns"].sum())
    print(f"{games} games in {time.perf_counter() - t:.1f} s; {turns / 2000:.1f} turns per game")


if __name__ == "__main__":
    main()
