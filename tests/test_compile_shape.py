"""The shape that keeps the cold compile short (ptcgsim/kernel/jit.py, docs/design.md).

Numba links every callee's machine code into each caller's library and
optimizes it again, so the compile grows with the number of separately
compiled functions times their call trees.  Two rules keep it down: a
function inlined at Numba IR level (``kernel_inline_nb``) that is not a tiny
helper has exactly one call site, and a kernel function is compiled for one
argument-type mix, not once per literal constant a caller passes.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

KERNEL = Path(__file__).resolve().parents[1] / "ptcgsim" / "kernel"
#: tiny helpers inlined everywhere on purpose (a few lines each)
TINY = {"log_nb"}
#: short functions inlined at a few call sites on purpose: each caller already links the
#: interpreter's whole tree, so a library of their own only emitted that tree once more
#: (~60 s each at stop 32: docs/design.md, "The cold compile at stop 32"), while a copy of
#: their few lines per site costs little
MULTI_SITE = {"settle_nb": 3, "finish_turn_nb": 2, "play_trigger_nb": 3}


def _functions():
    defs, sites, lines = {}, Counter(), {}
    for f in sorted(KERNEL.rglob("*.py")):
        tree = ast.parse(f.read_text())
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                decos = {d.id for d in node.decorator_list if isinstance(d, ast.Name)}
                defs[node.name] = decos
                lines[node.name] = node.end_lineno - node.lineno + 1
        for n in ast.walk(tree):
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name):
                sites[n.func.id] += 1
    return defs, sites, lines


def test_inlined_functions_have_one_call_site():
    """A function inlined at Numba IR level is copied into its caller: one call site (a
    function inlined at several sites was copied, and typed, once per site)."""
    defs, sites, _ = _functions()
    inlined = [name for name, decos in defs.items() if "kernel_inline_nb" in decos and name not in TINY]
    assert len(inlined) >= 80
    assert {name: sites[name] for name in inlined if sites[name] != MULTI_SITE.get(name, 1)} == {}


def test_no_small_few_site_function_compiled_on_its_own():
    """The other half of the rule: a kernel function compiled on its own links (and emits
    again) its whole call tree, so a short function with one call site, whose caller is not
    already one of the largest kernel functions, is inlined.  Guards against the compile
    creeping back up as functions are added (it went from 290 s to 640 s that way)."""
    defs, sites, lines = _functions()
    compiled = [name for name, decos in defs.items() if "kernel_nb" in decos]
    lonely = sorted(name for name in compiled if sites[name] == 1 and lines[name] <= 12)
    assert len(lonely) <= 15, lonely  # a ratchet: 13 after the 2026-12-02 inlining pass


def test_one_compiled_signature_per_kernel_function():
    """A jitted caller passing constants gets the callee's one int64 overload (the kernel's
    passive_nb was compiled 13 times, once per PASSIVE_* literal, before this)."""
    from numba import njit

    from ptcgsim.kernel.jit import kernel_nb

    @kernel_nb
    def add(a, b):
        return a + b

    @njit
    def caller(x):
        return add(x, 3) + add(x, 4) + add(2, x) + add(x, -1)

    assert caller(1) == 12
    assert [str(s) for s in add.signatures] == ["(int64, int64)"]


def test_no_kernel_function_calls_itself_through_others():
    """The kernel has no recursion, direct or through other functions.  Numba compiles a
    cycle of mutually recursive functions and runs it when fresh, but a start that loads it
    from the on-disk cache segfaults (the Stadiums' "no powers" check reached itself through
    HP and the powers' modifiers: power_works_nb -> stadium_amount_nb -> tool_cond_nb ->
    slot_hp_nb -> power_mod_nb -> power_works_nb)."""
    defs, _, _ = _functions()
    calls: dict[str, set[str]] = {}
    for f in sorted(KERNEL.rglob("*.py")):
        for node in ast.parse(f.read_text()).body:
            if isinstance(node, ast.FunctionDef):
                calls[node.name] = {n.func.id for n in ast.walk(node)
                                    if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in defs}
    cycles = []
    state: dict[str, int] = {}  # 1 on the path, 2 done

    def visit(v: str, path: list[str]):
        state[v] = 1
        path.append(v)
        for w in sorted(calls.get(v, ())):
            if state.get(w) == 1:
                cycles.append(path[path.index(w):] + [w])
            elif w not in state:
                visit(w, path)
        path.pop()
        state[v] = 2

    for v in sorted(calls):
        if v not in state:
            visit(v, [])
    assert cycles == []
