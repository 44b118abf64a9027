"""Coverage slice 29svt: Scarlet & Violet / Mega Evolution Trainers, Tools, Stadiums and Special Energy, more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

The wordings read here:

* Trainers: "during this turn, attacks used by your [<type>] pokémon do N more damage to your
  opponent's active pokémon ex and active pokémon v" (a "choose 1" option, read by
  ``recognize_choice``): two ``TURN_BOOST`` rows, one under ``TC_OTHER_EX`` and one under
  ``TC_OTHER_V`` (a Pokémon ex is never a Pokémon V, so at most one adds to a hit);
* Trainers (and a Stadium action's body, which the Stadium reader turns into the second person):
  "draw cards until you have as many cards in your hand as you have <type> pokémon in play":
  for each n from 1 to NSLOT, ``SKIP_UNLESS_COUNT`` of ``CNT_OWN_TYPE_IN_PLAY`` (the type) at
  least n over ``DRAW`` n b=1 (drawing until 1, then until 2, ... until the count is drawing
  until the count; none in play: no draw);
* Tools: "the <owner>'s pokémon this card is attached to gets +N hp" (``TOOL_HP`` with the owner's
  holder condition: ``TC_OWNER`` + i for cardtable.OWNER_NAMES, ``TC_NS``, ``TC_MARNIES``,
  ``TC_TEAM_ROCKET``; ``tool_hp_cond_nb`` reads them all).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import OWNER_NAMES
from ..kernel.layout import NSLOT
from . import recognize as R
from . import recognize_tool as RT

END, TYPES = R.END, R.TYPES
_T = ("trainer",)
_BWR = R.BWR


# --- a turn's boost against Pokémon ex and Pokémon V ----------------------------------------------
@R.rec(r"during this turn, attacks used by your (?:(" + TYPES + r") )?pokémon do (\d+) more damage to your opponent's active"
       r" pokémon ex and active pokémon v" + _BWR + END, "post", _T)
def _turn_boost_ex_and_v(m, c):
    typed = fx.TC_TYPE + R._type(m.group(1)) if m.group(1) else 0
    n = int(m.group(2))

    def cond(other: int) -> int:
        return typed + fx.TC_SHIFT * other if typed else other

    return [["TURN_BOOST", n, cond(fx.TC_OTHER_EX)], ["TURN_BOOST", n, cond(fx.TC_OTHER_V)]]


# --- draw until the hand is as big as a count of your Pokémon of a type in play ------------------
@R.rec(r"draw cards until you have as many cards in your hand as you have (" + TYPES + r") pokémon in play" + END,
       "post", _T)
def _draw_until_type_count(m, c):
    count = fx.count_code(fx.CNT_OWN_TYPE_IN_PLAY, R._type(m.group(1)))
    rows = []
    for n in range(1, NSLOT + 1):
        rows += [["SKIP_UNLESS_COUNT", count, n, 1], ["DRAW", n, 1]]
    return rows


# --- Tools: +HP for an owner's Pokémon ------------------------------------------------------------
#: "<owner>'s" (lower case) -> the holder condition the Tool-HP reader knows
_OWNER_TC = {name.lower(): fx.TC_OWNER + i for i, name in enumerate(OWNER_NAMES)}
_OWNER_TC.update({"n's": fx.TC_NS, "marnie's": fx.TC_MARNIES, "team rocket's": fx.TC_TEAM_ROCKET})
_OWNER = r"(" + "|".join(re.escape(k) for k in _OWNER_TC) + r")"


@RT._rec(r"the " + _OWNER + r" pokémon " + RT._ATT_TO + r" gets \+(\d+) hp" + RT._DOT)
def _tool_owner_hp(m):
    return [RT._row(fx.TOOL_HP, int(m.group(2)), _OWNER_TC[m.group(1)])]
