"""Coverage slice 29exp: EX-era Poké-Powers and Poké-Bodies, more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables (and the power readers of :mod:`ptcgsim.cards.recognize_power`).  Only regular-expression
fragments live here, never card sentences (DESIGN.md, card data policy).

* Poké-Bodies (``PASSIVE_MODS`` clauses): no Retreat Cost for each of your [<kind>] Pokémon that is
  not a Pokémon-ex (``TOOL_RETREAT_LESS`` TOOL_NO_RETREAT, MS_OWN, TC_NOT_EX); "you pay C… less to retreat
  your Active Pokémon" that is not a Pokémon-ex (``TOOL_RETREAT_LESS`` n, MS_OWN, TC_ACTIVE and
  TC_NOT_EX; the body's own condition, e.g. "on your Bench", is the modifier reader's source);
* a Poké-Power played from the hand to evolve, "you may use this power": the opponent can't play
  Trainer cards from the hand during their next turn (whole-text reader: ``POWER_ACTIVATED``
  PW_ON_EVOLVE, ``OPP_NO_TRAINERS_NEXT`` 0, which the power table turns down as an attack's row);
* a Poké-Power body: the top N cards looked at, 1 of them to the hand, the N-1 others on the bottom
  of the deck in any order (``LOOK_TOP`` LT_BOTTOM_SHUFFLED: a random order, one the player may pick).
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R
from . import recognize_power as RP

ME, END = R.ME, R.END

# --- Poké-Bodies: Retreat Cost modifiers (PASSIVE_MODS) ------------------------------------------------
# "(excluding Pokémon-ex and Baby Pokémon)": no card of the bundled sets is a Baby Pokémon (the
# subtype is the Neo sets'; the EX era's Baby Evolution Pokémon are Basic Pokémon), so the
# exclusion is TC_NOT_EX on the Pokémon the row applies to
_NOT_EX = r" \(excluding pokémon-ex(?: and baby pokémon)?"
RP._MOD_CLAUSES += [
    # no Retreat Cost for each of your [<kind>] Pokémon but the Pokémon-ex ("... is 0")
    (re.compile(r"the retreat cost for each of your " + RP._KIND + r"pokémon" + _NOT_EX + r"\) is 0"),
     lambda m: [(fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.MS_OWN, RP._kind_conds(m.group(1)) + [fx.TC_NOT_EX])]),
    # C... less to retreat your Active Pokémon but a Pokémon-ex (a full stop printed inside the
    # parenthesis ends the text)
    (re.compile(r"you pay ((?:colorless)+) less to retreat your active pokémon" + _NOT_EX + r"(?:\.\)\s*$|\))"),
     lambda m: [(fx.TOOL_RETREAT_LESS, m.group(1).count("colorless"), fx.MS_OWN, [fx.TC_ACTIVE, fx.TC_NOT_EX])]),
]

# --- Poké-Powers: whole-text readers (a body the power table turns down) ------------------------------
# played from the hand to evolve, "you may use this power": the opponent can't play Trainer cards from
# the hand during their next turn (OPP_NO_TRAINERS_NEXT: a lock on the opponent's player record through
# the next game turn, the same from a power as from an attack; the power table reads it as an attack's)
_NO_TRAINERS_ON_EVOLVE = re.compile(
    r"once during your turn,? when you play " + ME + r" from your hand to evolve 1 of your pokémon, you may use this power" + END
    + r"your opponent can't play any trainer cards from (?:his or her|their) hand during your opponent's next turn" + END + r"$")


def _whole_text(text: str):
    if _NO_TRAINERS_ON_EVOLVE.match(text):
        return [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["OPP_NO_TRAINERS_NEXT", 0]]
    return None


RP._LATER_PASSIVES.append(_whole_text)


# --- Poké-Power bodies ------------------------------------------------------------------------------------
# "look at the top N cards of your deck, choose 1 of them, and put it into your hand. put the N-1 other
# cards on the bottom of your deck in any order." (LOOK_TOP: the one card taken, the others shuffled under
# the deck: a random order is one the player may pick; the player's own pick of the order is not modelled,
# as HAND_TO_DECK's bottom order is not either)
@R.rec(r"look at the top (\d+) cards of your deck, choose 1 of them, and put it into your hand" + END
       + r"put the (\d+) other cards on the bottom of your deck in any order" + END, "post", ("power",))
def _look_one_rest_bottom(m, c):
    n = int(m.group(1))
    if int(m.group(2)) != n - 1:
        return None
    return [["LOOK_TOP", n, fx.KIND_ANY, 1 + fx.LT_DEST * fx.TO_HAND + fx.LT_REST * fx.LT_BOTTOM_SHUFFLED]]
