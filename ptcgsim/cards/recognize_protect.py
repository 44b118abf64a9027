"""Protections for the opponent's next turn that the older wordings did not cover (issues 10 and
14): from a kind of attacker only, and from the effects only.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
table.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

* "prevent all effects of attacks, including damage, done to <this Pokémon> by your opponent's
  Pokémon-ex / Evolved Pokémon during your opponent's next turn" (either order of the two
  clauses): ``PREVENT_DAMAGE_NEXT 0 1 c`` with c = 3 (a Pokémon-ex attacks) or 4 (an Evolved
  Pokémon attacks); the kernel drops the protection's effect part when another Pokémon attacks;
* "during your opponent's next turn, prevent all effects of attacks used by your opponent's
  Pokémon done to <this Pokémon>. (damage is not an effect.)": ``PREVENT_DAMAGE_NEXT 0 2``
  (the effects only);
* and two board conditions on the opponent's side: "your opponent has any evolved pokémon in
  play" (``CNT_OPP_EVOLVED_IN_PLAY`` at least 1) and "your opponent has no stage 2 evolved
  pokémon in play" (``CNT_OPP_STAGE_IN_PLAY`` of stage 2 below 1).
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R

END, ME, NEXT = R.END, R.ME, R.NEXT
_A = ("attack",)
#: who the protection is from -> PREVENT_DAMAGE_NEXT's c
_FROM = {"pokémon-ex": 3, "evolved pokémon": 4}
_WHO = r"(pokémon-ex|evolved pokémon)"
_ALL = r"prevent all effects(?: of (?:an )?attacks?)?, including damage, done to " + ME


@R.rec(_ALL + r" by (?:attacks from )?your opponent's " + _WHO + r" " + NEXT + END, "post", _A)
def _from_kind_after(m, c):
    return [["PREVENT_DAMAGE_NEXT", 0, 1, _FROM[m.group(1)]]]


@R.rec(NEXT + r", prevent all effects(?: of attacks)?, including damage, done to " + ME
       + r" by (?:attacks from )?your opponent's " + _WHO + END, "post", _A)
def _from_kind_before(m, c):
    return [["PREVENT_DAMAGE_NEXT", 0, 1, _FROM[m.group(1)]]]


R.const(NEXT + r", prevent all effects of attacks used by your opponent's pokémon done to " + ME + END
        + r"\(damage is not an effect\.\)\s*", "post", [["PREVENT_DAMAGE_NEXT", 0, 2]], _A)


_OPP_CONDS = [
    (r"your opponent has any evolved pokémon in play", lambda m: [(fx.CNT_OPP_EVOLVED_IN_PLAY, 1)]),
    (r"your opponent has no stage 2 evolved pokémon in play", lambda m: [(R._cnt_arg(fx.CNT_OPP_STAGE_IN_PLAY, 2), -1)]),
]
R._BOARD_CONDS.extend(_OPP_CONDS)
R._BOARD_CONDS_RE.extend((re.compile(p), b) for p, b in _OPP_CONDS)
