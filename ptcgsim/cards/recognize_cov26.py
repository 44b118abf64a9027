"""Coverage slice 26: the modern competitive decks' last wordings (issue 10).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into
its table.  Only regular-expression fragments live here, never card sentences (DESIGN.md,
card data policy).  Each one needs a kernel mechanic added with it (effects.py):

* a search for "up to N Basic Pokémon or 1 Evolution Pokémon" (``SEARCH_DECK`` + ``SD_OR_ONE``);
* "search your deck for 2 cards, shuffle, then put them on top in any order" (``SEARCH_DECK``
  ``TO_DECK_TOP``, two cards kept on top);
* Energy recovery that may not take back the cards its own cost discarded (``RECOVER`` +
  ``RC_NOT_DISCARDED``);
* a power's Energy search to the player's Marnie's (or N's) Pokémon in any way
  (``ATTACH_ENERGY_ANY`` with a ``TC_MARNIES`` / ``TC_NS`` receiver filter);
* "switch it with your Active Pokémon. If you do, you may move any amount of Energy from your
  other Pokémon to this Pokémon" (``SWITCH_WITH_ACTIVE``, then ``MOVE_ENERGY`` "any amount"
  from the Bench to the new Active).
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R
from . import recognize_power as RP

END, TYPES, NUM = R.END, R.TYPES, R.NUM
_T = ("trainer",)
_P = ("power",)
_TA = ("trainer", "attack")
_REVEAL = r"(?:, reveal (?:it|them),? and put (?:it|them) into your hand| and put (?:it|them) into your hand)"


# "up to N Basic Pokémon or 1 Evolution Pokémon" (either N Basics or the 1 Evolution card)
@R.rec(r"search your deck for up to (\d+) basic pokémon or 1 evolution pokémon" + _REVEAL + END + R.OPT_SHUFFLE, "post", _T)
def _basics_or_one_evolution(m, c):
    return [["REQ_DECK"], ["SEARCH_DECK", int(m.group(1)), fx.KIND_BASIC_POKEMON, fx.TO_HAND + fx.SD_OR_ONE]]


# any 2 cards (1 or 2: at most what the deck holds), kept on top in the order the player picks
@R.rec(r"search your deck for (2|an?) cards?, shuffle your deck, then put (?:those cards|that card|it) on top of it"
       r"(?: in any order)?" + END, "post", _TA)
def _search_to_top(m, c):
    return [["REQ_DECK"], ["SEARCH_DECK", R._n(m.group(1)), fx.KIND_ANY, fx.TO_DECK_TOP]]


# "put up to N basic Energy cards from your discard pile into your hand. (You can't choose a
# card you discarded with the effect of this card.)": after a discard cost, the cost's cards
# stay in the discard pile
@R.rec(r"put up to (\d+) (basic )?energy cards from your discard pile into your hand" + END
       + r"\(you can't choose a card you discarded with the effect of this card" + END + r"\)\s*", "post", _T)
def _recover_not_discarded(m, c):
    kind = fx.KIND_BASIC_ENERGY if m.group(2) else fx.KIND_ENERGY
    return [["REQ_DISCARD", 1, kind], ["RECOVER", int(m.group(1)), kind, fx.TO_HAND + fx.RC_NOT_DISCARDED]]


_OWNERS = {"marnie's": fx.TC_MARNIES, "n's": fx.TC_NS}


# a power's typed basic Energy search to the player's Marnie's / N's Pokémon in any way
@R.rec(r"search your deck for up to (\d+) basic (" + TYPES + r") energy cards and attach them to your (marnie's|n's) pokémon"
       r" in any way you like" + END + R.OPT_SHUFFLE, "post", _P)
def _search_attach_owner(m, c):
    source = fx.FROM_DECK + fx.TO_FILTER * _OWNERS[m.group(3)]
    return [["ATTACH_ENERGY_ANY", int(m.group(1)), source, R._type(m.group(2))]]


_SWITCH_IN = r"switch it with your active pokémon"
# "your Active Pokémon" in a power is read only through known wordings (recognize_power)
RP._SAFE_OWN_ACTIVE = re.compile(RP._SAFE_OWN_ACTIVE.pattern + "|" + _SWITCH_IN)


# the benched power's switch, then the others' Energy to it (all Benched once it is Active)
@R.rec(_SWITCH_IN + END + r"if you do, you may move any amount of energy from your other pokémon to "
       + R.ME + END, "post", _P)
def _switch_in_take_energy(m, c):
    anything_from_bench = fx.MOVE_FROM * fx.TC_BENCHED + fx.ANY + 1  # any Energy card, Special too
    return [["SWITCH_WITH_ACTIVE"], ["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, 0, anything_from_bench]]
