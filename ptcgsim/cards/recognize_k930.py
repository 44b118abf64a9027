"""Kernel slice 30k9: EX-era wordings of bundled theme decks (attacks taken from other cards,
deck-critical Trainers and powers).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables and the power readers of :mod:`ptcgsim.cards.recognize_power`.  Only regular-expression
fragments live here, never card sentences (DESIGN.md, card data policy).

* a Poké-Power searching the deck for a <type> Energy card, attaching it to 1 of your Pokémon and
  putting counters on that Pokémon (``ATTACH_THEN`` a < 0);
* a Poké-Body preventing the damage of attacks from the opponent's Pokémon-ex while a named Stadium
  is in play (``PASSIVE_PREVENT_FROM_EX`` with c a ``CNT_STADIUM_KIND`` board count);
"""

from __future__ import annotations

import re
from string import capwords

from .. import effects as fx
from . import recognize as R
from . import recognize_power as RP

END, TYPES = R.END, R.TYPES
_P = ("power",)


# --- "search your deck for a <type> energy card and attach it to 1 of your pokémon. put N damage counters
# on that pokémon. shuffle your deck afterward." ------------------------------------------------------
@R.rec(r"search your deck for a (?:basic )?(" + TYPES + r") energy card and attach it to 1 of your pokémon" + END
       + r"(?:put|place) (\d+) damage counters? on that pokémon" + END + r"shuffle your deck afterward" + END, "post", _P)
def _search_attach_counters(m, c):
    return [["REQ_DECK"], ["ATTACH_THEN", -10 * int(m.group(2)), fx.FROM_DECK, R._type(m.group(1))]]


# --- "if <name> stadium is in play, prevent all damage done to this pokémon by attacks from your
# opponent's pokémon-ex." ------------------------------------------------------------------------------
_STADIUM_EX_SHIELD = re.compile(r"if ([a-z' .-]+? stadium) is in play, prevent all damage done to " + R.ME
                                + r" by attacks from your opponent's pokémon-ex" + END + r"$")


def _stadium_ex_shield(text: str):
    m = _STADIUM_EX_SHIELD.match(text)
    if not m:
        return None
    return [["POWER_PASSIVE", fx.PASSIVE_PREVENT_FROM_EX, 0, fx.named_count(fx.CNT_STADIUM_KIND, capwords(m.group(1)))]]


RP._LATER_PASSIVES.append(_stadium_ex_shield)
