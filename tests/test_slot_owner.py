"""One owner of a slot's cards (Engine v2): zones.slot_card_nb lists what is on a slot,
zones.move_slot_nb / pop_top_card_nb / discard_attached_nb move them, and every path
that takes cards off a slot goes through them.  The slot's fields are grouped by
lifetime in named ranges (layout.py)."""

from __future__ import annotations

import re
from pathlib import Path

from ptcgsim.kernel import layout as L
from ptcgsim.kernel.zones import DEST_DECK, DEST_DISCARD, DEST_HAND, move_slot_nb, slot_card_count_nb, slot_card_nb

from .kernel_harness import Board

KERNEL = Path(L.__file__).resolve().parent
MACHOP, MACHOKE, FIGHTING, DCE, DEFENDER, PLUSPOWER = "base1-52", "base1-34", "base1-97", "base1-96", "base1-80", "base1-84"


def test_slot_groups_partition_the_slot_fields():
    fields = {name: v for name, v in vars(L).items() if re.fullmatch(r"S_[A-Z0-9_]+", name)
              and not name.endswith(("_FIRST", "_END"))}
    groups = [(L.S_IN_PLAY_FIRST, L.S_IN_PLAY_END), (L.S_ATTACHED_FIRST, L.S_ATTACHED_END),
              (L.S_ATTACK_EFFECTS_FIRST, L.S_ATTACK_EFFECTS_END), (L.S_TOOL_FIRST, L.S_TOOL_END),
              (L.S_DELAY_FIRST, L.S_DELAY_END), (L.S_LATER_EFFECTS_FIRST, L.S_LATER_EFFECTS_END)]
    assert groups[0][0] == 0 and groups[-1][1] <= L.NS
    assert all(a[1] == b[0] for a, b in zip(groups, groups[1:]))  # contiguous, no gaps or overlaps
    # (stop 29) fields past the first groups, up to NS, are reserved per slice: each named one lies in
    # a later S_*_FIRST .. S_*_END group of its own; unnamed cells are reserved for other slices
    later = sorted((getattr(L, n), getattr(L, n[:-6] + "_END")) for n in vars(L)
                   if re.fullmatch(r"S_[A-Z0-9_]+_FIRST", n) and hasattr(L, n[:-6] + "_END")
                   and getattr(L, n) >= groups[-1][1])
    assert all(a[1] <= b[0] for a, b in zip(later, later[1:])) and all(e <= L.NS for _f, e in later)
    cells = list(range(groups[-1][1])) + [c for f, e in later for c in range(f, e)]
    assert sorted(fields.values()) == cells  # every field has one cell, every cell in a group a name


def board() -> Board:
    b = Board([MACHOP, MACHOKE, FIGHTING, DCE, DEFENDER, PLUSPOWER], [MACHOP])
    b.active(0, MACHOKE, below=(MACHOP,))
    b.attach(0, 0, FIGHTING, DCE)
    st = b.st
    st.slot[0, 0, L.S_DEFENDER_K] = b.k(0, DEFENDER)
    st.slot[0, 0, L.S_DEFENDER_N] = 1
    st.slot[0, 0, L.S_PP_K] = b.k(0, PLUSPOWER)
    st.slot[0, 0, L.S_PP_N] = 2
    b.active(1, MACHOP)
    return b


def test_slot_cards_list_stack_energy_and_attached_trainers_in_order():
    b = board()
    n = int(slot_card_count_nb(b.st, 0, 0))
    got = [b.tables.cards[0][int(slot_card_nb(b.st, b.ct, 0, 0, i))].id for i in range(n)]
    assert got == [MACHOP, MACHOKE, FIGHTING, DCE, DEFENDER, PLUSPOWER, PLUSPOWER]


def test_moving_a_slot_keeps_every_card():
    for basic_dest, rest_dest in ((DEST_DISCARD, DEST_DISCARD), (DEST_HAND, DEST_DISCARD), (DEST_HAND, DEST_HAND),
                                  (DEST_DECK, DEST_DECK)):
        b = board()
        deck0 = b.pl(0, L.PL_DECK_N)
        move_slot_nb(b.st, b.ct, 0, 0, basic_dest, rest_dest)
        assert b.card(0, 0) is None and int(slot_card_count_nb(b.st, 0, 0)) == 0
        where = {DEST_DISCARD: b.in_discard, DEST_HAND: b.in_hand}
        if basic_dest == DEST_DECK:
            assert b.pl(0, L.PL_DECK_N) - deck0 == 7
            continue
        assert where[basic_dest](0, MACHOP) == 1
        for cid, n in ((MACHOKE, 1), (FIGHTING, 1), (DCE, 1), (DEFENDER, 1), (PLUSPOWER, 2)):
            assert where[rest_dest](0, cid) == n, cid


def test_no_path_takes_cards_off_a_slot_by_hand():
    """Outside zones.py no code reads a slot's stack or attached cards to move them: the
    patterns of the six hand-written copies this replaced are gone."""
    offenders = []
    for path in KERNEL.rglob("*.py"):
        if path.name in ("zones.py", "layout.py", "invariants.py"):
            continue
        for n, line in enumerate(path.read_text().splitlines(), 1):
            if re.search(r"(disc|deck)\[p, st\.slot\[p, s, S_(STACK0|PP_K|DEFENDER_K)", line) \
                    or re.search(r"add_to_hand_nb\(st, p, st\.slot\[p, s, S_(STACK0 \+ i|PP_K|DEFENDER_K)", line):
                offenders.append(f"{path.name}:{n}: {line.strip()}")
    assert offenders == []
