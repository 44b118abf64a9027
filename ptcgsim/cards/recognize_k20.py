"""Stop 31, slice k20: EX-era Trainers and Special Energy (Holon Energy GL / WP of Delta Species).

Holon Energy-like Special Energy: "if the Pokémon this card is attached to also has a basic <type>
Energy card attached to it, <effect>" twice, then "ignore these effects if this card is attached
to Pokémon-ex".  recognize_k830 reads Holon Energy FF and the later Holon Energy WP; this module
adds the Grass / Lightning pair and the Delta Species wording of the Water effect:

* "can't be affected by any Special Conditions": an ENERGY ``TOOL_NO_CONDITIONS`` row
  (kernel/effects.condition_immune_nb; it recovers after every action, knockout.energy_upkeep_nb);
* "damage done [to that Pokémon] by [attacks from] your opponent's Pokémon-ex is reduced by N":
  ``TOOL_REDUCE`` N with a third condition ``TC_OTHER_EX`` (the Attacking Pokémon is a Pokémon-ex;
  predicates.energy_row_holds_nb reads three conditions);
* "prevent all effects, excluding damage, done to that Pokémon by your opponent's Pokémon" (not
  only attacks): ``EN_NO_ATTACK_EFFECTS`` and ``EN_NO_POWER_EFFECTS`` (the opponent's Poké-Powers).

Only regular-expression fragments live here, never card sentences.
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize_energy as _re
from . import recognize_k830 as _k8

_BASIC_CARD_TC = dict(_k8._BASIC_CARD_TC, grass=fx.TC_BASIC_GRASS_CARD, lightning=fx.TC_BASIC_LIGHTNING_CARD)

#: effect wording -> [(ENERGY code, amount, extra condition)]
_EFFECTS = {k: [(code, amount, 0)] for k, (code, amount) in _k8._HOLON_EFFECTS.items()}
_EFFECTS.update({
    "that pokémon can't be affected by any special conditions": [(fx.TOOL_NO_CONDITIONS, 1, 0)],
    "damage done by your opponent's pokémon-ex is reduced by 10": [(fx.TOOL_REDUCE, 10, fx.TC_OTHER_EX)],
    "damage done to that pokémon by attacks from your opponent's pokémon-ex is reduced by 10":
        [(fx.TOOL_REDUCE, 10, fx.TC_OTHER_EX)],
    "prevent all effects, excluding damage, done to that pokémon by your opponent's pokémon":
        [(fx.EN_NO_ATTACK_EFFECTS, 1, 0), (fx.EN_NO_POWER_EFFECTS, 1, 0)],
})

_IF = (r"if the pokémon that this card is attached to also has a basic (" + "|".join(_BASIC_CARD_TC)
       + r") energy card attached to it, (" + "|".join(re.escape(k) for k in _EFFECTS) + r")\.\s*")
_HOLON = re.compile(_IF + _IF + r"ignore these effects if this card is attached to pokémon-ex\.\s*")


def _holon_energy(m, st) -> list:
    rows = []
    for t, eff in (m.group(1, 2), m.group(3, 4)):
        for code, amount, extra in _EFFECTS[eff]:
            c = _BASIC_CARD_TC[t] + fx.TC_SHIFT * fx.TC_NOT_EX + fx.TC_SHIFT * fx.TC_SHIFT * extra
            rows.append(["ENERGY", code, amount, c])
    return rows


_re._RECS.insert(0, (_HOLON, _holon_energy))
