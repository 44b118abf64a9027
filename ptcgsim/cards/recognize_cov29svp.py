"""Coverage slice 29svp: Scarlet & Violet / Mega Evolution Abilities, more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

Wordings read here (all of them powers):

* passive modifiers (``PASSIVE_MODS``) for an owner's Pokémon, now that ``mod_cond_nb`` reads the
  owner tags (``TC_OWNER`` + i, cardtable.OWNER_NAMES): "attacks used by your <owner>'s pokémon do N
  more damage to your opponent's active pokémon" (``TOOL_DMG_PLUS``) and "all of your <owner>'s
  pokémon take N less damage from attacks from your opponent's pokémon" (``TOOL_REDUCE``), scope
  ``MS_OWN``, with recognize_power's source conditions and "doesn't stack" (``MOD_NOSTACK``);
* activated bodies: per heads, a random card of the opponent's hand shuffled into their deck
  (``FLIP`` N, then ``SKIP_UNLESS_HEADS`` i + ``OPP_DISCARD_HAND_RANDOM`` 1, b=1 for i = 1 .. N).
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R
from . import recognize_cov28own as RO
from . import recognize_power as RP

_P = ("power",)
ME, END = R.ME, R.END


# --- passive modifiers (PASSIVE_MODS) for an owner's Pokémon -------------------------------------
# mod_cond_nb reads the owner tags now (TC_OWNER + i, cardtable.OWNER_NAMES): "attacks used by your
# <owner>'s pokémon do N more damage to your opponent's active pokémon (before ...)" and "all of your
# <owner>'s pokémon take N less damage from attacks from your opponent's pokémon (after ...)", each
# row for the owner's Pokémon of the power's player; a source condition ("as long as this pokémon is
# on your bench, ") and "the effect of <name> doesn't stack" are recognize_power's
RP._MOD_CLAUSES.append(
    (re.compile(r"attacks used by your " + RO._OWNER + r" pokémon do (\d+) more damage to your opponent's active pokémon"
                + R.BWR),
     lambda m: [(fx.TOOL_DMG_PLUS, int(m.group(2)), fx.MS_OWN, [RO._tc(m.group(1))])]))
RP._MOD_CLAUSES.append(
    (re.compile(r"all of your " + RO._OWNER + r" pokémon take (\d+) less damage from attacks from your opponent's pokémon"
                + R.AWR),
     lambda m: [(fx.TOOL_REDUCE, int(m.group(2)), fx.MS_OWN, [RO._tc(m.group(1))])]))


# --- activated bodies ----------------------------------------------------------------------------
# "flip N coins. for each heads, choose a random card from your opponent's hand" and then "your
# opponent reveals those cards and shuffles them into their deck": one random card of their hand into
# their deck per heads, one after another (N distinct random cards, as the printed choice of N at
# once), under SKIP_UNLESS_HEADS 1 .. N
_TO_DECK = (r"choose a random card from your opponent's hand" + END
            + r"your opponent reveals (?:those cards and shuffles them|that card and shuffles it) into their deck" + END)


@R.rec(r"flip (?:(\d+) coins" + END + r"for each heads|a coin" + END + r"if heads), " + _TO_DECK, "post", _P)
def _random_hand_cards_to_deck(m, c):
    n = int(m.group(1)) if m.group(1) else 1
    if not 1 <= n <= 4 or ("those" in m.group(0)) != (m.group(1) is not None):
        return None
    rows = [["FLIP", n]]
    for i in range(1, n + 1):
        rows += [["SKIP_UNLESS_HEADS", i, 1], ["OPP_DISCARD_HAND_RANDOM", 1, 1]]
    return rows
