"""Coverage slice 24, part three: more EX-era wordings for opcodes the kernel already has (issue 14).

Imported at the end of :mod:`ptcgsim.cards.recognize`, after :mod:`recognize_cov24b`; the rules
register themselves into the power readers of :mod:`ptcgsim.cards.recognize_power`.  Only
regular-expression fragments live here, never card sentences (DESIGN.md, card data policy).

* powers: damage to this Pokémon from attacks of two named types reduced after Weakness and
  Resistance (``PASSIVE_MODS``: one ``TOOL_REDUCE`` row per type, as the "<type> or <type>"
  clause; no printed Pokémon has both of the two types such a card names).
* attacks: "during your next turn, <attack> does N damage plus M more damage" for one of this
  card's attacks printed "N+" (``NEXT_TURN_BASE_DAMAGE`` with N + M).
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R
from . import recognize_power as RP

_T = RP._T

# "any damage done to ME by attacks from <type> pokémon and <type> pokémon is reduced by N"
RP._MOD_CLAUSES.append(
    (re.compile(r"any damage done to " + R.ME + r" by attacks from " + _T + r" pokémon and " + _T
                + r" pokémon is reduced by (\d+)" + R.AWR),
     lambda m: [(RP._RED, int(m.group(3)), fx.MS_SELF, [fx.TC_OTHER_TYPE + R._type(m.group(i))]) for i in (1, 2)]))


# --- attacks --------------------------------------------------------------------------------
# "during your next turn, <attack> does N damage plus M more damage": that attack's base damage
# is N + M during the next turn (only an attack of this card printed "N" or "N+")
@R.rec(r"during your next turn, ([^.,]+?) does (\d+) damage plus (\d+) more damage" + R.END, "post")
def _next_turn_plus(m, c):
    if m.group(1) not in c.attack_names:
        return None
    j = c.attack_names.index(m.group(1))
    printed = c.attack_damages[j] if j < len(c.attack_damages) else ""
    if not re.fullmatch(m.group(2) + r"\+?", printed):
        return None
    return [["NEXT_TURN_BASE_DAMAGE", j, int(m.group(2)) + int(m.group(3))]]
