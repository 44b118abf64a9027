"""Coverage slice 24, part two: "for each <card> in your discard pile" counts.

Imported at the end of :mod:`ptcgsim.cards.recognize`, after :mod:`recognize_cov24`.  Ancient
cards (a cflags tag) extend the attack table's "for each" counts (``DMG_ADD_PER_COUNT`` with
``CNT_OWN_DISCARD_KIND``); the cards of one name have a recogniser of their own
(``DMG_ADD_PER_COUNT``'s kind argument may be a card name, effects.NAME_ARGS).  Only
regular-expression fragments live here, never card sentences (DESIGN.md, card data policy).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_ANCIENT
from . import recognize as R

#: a word of a card's name: not one that describes cards ("basic pokémon", "energy card", "other cards", ...)
_WORD = (r"(?!(?:pokémon|energy|trainer|item|supporter|stadium|tool|basic|ancient|future|tera|different|types?|other|any"
         r"|each|all|this|that|your|opponent's|prize|damage|counters?|cards?|in)\b)[a-z][\w'.-]*")
_NAME = _WORD + r"(?: " + _WORD + r"){0,3}"

R._PER_COUNTS_RE += [
    (re.compile(r"ancient cards? in your discard pile"),
     lambda m: (fx.CNT_OWN_DISCARD_KIND, fx.kind_flag(fx.KIND_ANY, CF_ANCIENT))),
]


# the cards of one name: "this attack does N [more] damage for each <name> [card] in your discard
# pile" (its own recognisers: the "for each" counts' other readers take int arguments only)
@R.rec(r"this attack does (\d+) (more )?damage for each (" + _NAME + r")(?: cards?)? in your discard pile" + R.END, "pre")
def _per_named_in_discard(m, c):
    rows = [["DMG_ADD_PER_COUNT", int(m.group(1)), fx.CNT_OWN_DISCARD_KIND, m.group(3)]]
    return rows if m.group(2) else [["DMG_SET", 0]] + rows
