"""Coverage slice 28exp: EX-era Poké-Powers and Poké-Bodies, more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables (and the power readers of :mod:`ptcgsim.cards.recognize_power`).  Only regular-expression
fragments live here, never card sentences (DESIGN.md, card data policy).

Every rule is a power-only one (``Ctx.kind == "power"``) or a power reader's clause:

* Poké-Power bodies: any Energy card from 1 of your Pokémon to another (``REQ_MOVE_ENERGY`` and
  ``MOVE_ENERGY`` in the MOVE_FROM form, source condition TC_ANY_ENERGY: every Pokémon that has
  an Energy card to move); an Energy of a type from your Active to 1 of your Benched Pokémon (the
  MOVE_FROM form, source TC_ACTIVE: from the Active to another, a Benched one);
  counters on 1 of the opponent's Pokémon that has δ on its card (``REQ_COUNT``
  CNT_OPP_FLAG_IN_PLAY: one is there; ``PUT_COUNTERS`` BENCH_OPP_ANY_ONE with the counters as the
  ALT_FLAG amount, none on another) or that already has damage counters (ALT_DAMAGED the same
  way).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_DELTA
from . import recognize as R
from . import recognize_power as RP

ME, DEF, END, TYPES, NUM = R.ME, R.DEF, R.END, R.TYPES, R.NUM
_P = ("power",)
_T = r"(" + TYPES + r")"
_DELTA_BIT = CF_DELTA.bit_length() - 1

# --- Poké-Power bodies: Energy moves -------------------------------------------------------------
# Energy Jump-like: any Energy card (Special too) from 1 of your Pokémon to another of your Pokémon
_ANY_CARD_ANYWHERE = fx.MOVE_FROM * fx.TC_ANY_ENERGY + fx.ANY + 1
R.const(r"move an energy card attached to 1 of your pokémon to another of your pokémon" + END, "post",
        [["REQ_MOVE_ENERGY", 0, 0, _ANY_CARD_ANYWHERE], ["MOVE_ENERGY", 0, 0, _ANY_CARD_ANYWHERE]], _P)

# Water Cyclone-like: an Energy of a type from your Active to 1 of your Benched Pokémon (the MOVE_FROM
# form with TC_ACTIVE moves from the Active to another of your Pokémon: a Benched one)
_ACTIVE_TO_BENCH = r"move an? " + _T + r" energy attached to 1 of your active pokémon to 1 of your benched pokémon"
RP._SAFE_OWN_ACTIVE = re.compile(RP._SAFE_OWN_ACTIVE.pattern + "|" + _ACTIVE_TO_BENCH)


@R.rec(_ACTIVE_TO_BENCH + END, "post", _P)
def _move_active_to_bench(m, c):
    t = fx.MOVE_FROM * fx.TC_ACTIVE + R._type(m.group(1)) + 1
    return [["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", 0, 0, t]]


# --- Poké-Power bodies: counters on 1 of the opponent's Pokémon of a kind ---------------------------
# the chooser is offered each of the opponent's Pokémon; one of another kind takes none (the alt
# amount goes on the kind the text names), so picking it is the same as not using the power
@R.rec(r"put " + NUM + r" damage counters? on 1 of your opponent's pokémon (?:with|that has) δ on its card" + END, "post", _P)
def _counters_on_delta(m, c):
    n = 10 * R._n(m.group(1))
    return [["REQ_COUNT", fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, _DELTA_BIT), 1],
            ["PUT_COUNTERS", 0, fx.BENCH_OPP_ANY_ONE, (fx.ALT_FLAG + _DELTA_BIT) * 1000 + n]]


@R.rec(r"put " + NUM + r" damage counters? on 1 of your opponent's pokémon that already has (?:any )?damage counters on it" + END,
       "post", _P)
def _counters_on_damaged(m, c):
    n = 10 * R._n(m.group(1))
    return [["PUT_COUNTERS", 0, fx.BENCH_OPP_ANY_ONE, fx.ALT_DAMAGED * 1000 + n]]


# (not read: "as long as this Pokémon is an evolved Pokémon, you pay C less to retreat your <type> and <type>
# Pokémon" -- the kernel's TC_EVOLVED now reads the stack, so two TOOL_RETREAT_LESS rows would be exact, but
# tests/test_recognize_cov27exp.py keeps that wording unread; the lead decides)
