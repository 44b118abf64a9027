"""Kernel slice 29k5: EX-era wordings for the kernel mechanics this slice added (bundled decks).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables and the power readers of :mod:`ptcgsim.cards.recognize_power`.  Only regular-expression
fragments live here, never card sentences (DESIGN.md, card data policy).

* a Poké-Body shield over each of its owner's Benched Pokémon of a kind (``PASSIVE_SHIELD`` with
  ``SH_OWN_SCOPE``: conditions TC_BENCHED and TC_DELTA / TC_TYPE);
* a Poké-Power moving 1 damage counter from either player's Pokémon to another, either player's
  (``MOVE_DAMAGE`` ``MD_EITHER``);
* a Tool whose "more damage" after Weakness and Resistance discards it at the end of the turn it
  happened (``TOOL_DMG_PLUS_AFTER``, ``TOOL_DISCARD`` ``TD_AFTER_PLUS``);
* a Stadium letting each Active Evolved Pokémon use the attacks of the cards below it
  (``ST_STACK_ATTACKS``);
* EX-era Tools attached only to some Pokémon and discarded once the holder is no longer one
  (``TOOL_ATTACH_ONLY`` + ``TOOL_DISCARD_UNLESS``, TC_NO_DARK_OWNER), "that Pokémon has no Weakness" and
  "that Pokémon's Retreat Cost is 0" while attached;
* an attack's condition "if this Pokémon has a Technical Machine card attached" (``CNT_SELF_TM``).
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R
from . import recognize_attack as RA
from . import recognize_power as RP
from . import recognize_stadium as RS
from . import recognize_tool as RT

END = R.END
_P = ("power",)


# --- "prevent all effects of attacks, including damage, done by your opponent's pokémon to each of your
# benched pokémon that has δ on its card / each of your benched <type> pokémon" ---------------------
_SH_ALL = r"prevent all effects of attacks, including damage, "
_SCOPED_SHIELD = re.compile(_SH_ALL + r"done by your opponent's pokémon to each of your"
                            r" benched (?:pokémon that (?:has|have) (δ) on (?:its|their) cards?|(" + R.TYPES + r") pokémon)"
                            + END + r"$")


def _scoped_shield(text: str):
    m = _SCOPED_SHIELD.match(text)
    if not m:
        return None
    kind = fx.TC_DELTA if m.group(1) else fx.TC_TYPE + R._type(m.group(2))
    what = fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS | fx.SH_OWN_SCOPE
    return [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_BENCHED + fx.TC_SHIFT * kind + fx.SH_DAMAGE * what]]


RP._LATER_PASSIVES.append(_scoped_shield)


# --- "move 1 damage counter from either player's pokémon to another pokémon (yours or your opponent's)":
# any counter in play to any other Pokémon in play (a Knock Out is fine) ----------------------------
@R.rec(r"move 1 damage counter from either player's pokémon to another pokémon \(yours or your opponent's\)" + END, "post", _P)
def _either_counter(m, c):
    return [["REQ_MOVE_DAMAGE", 0, fx.SELF, fx.MD_EITHER], ["MOVE_DAMAGE", 1, fx.SELF, fx.MD_EITHER]]


# --- a Tool: "whenever an attack from <the holder> does damage to the active pokémon (after applying
# weakness and resistance), the attack does N more damage. at the end of the turn in which this happens,
# discard this card.": TOOL_DMG_PLUS_AFTER N, TOOL_DISCARD TD_AFTER_PLUS -------------------------------
@RT._rec(r"whenever an attack from " + RT._H + r" does damage to the active pokémon \(after applying weakness and resistance\), "
         r"(?:this|the) attack does (\d+) more damage" + RT._DOT
         + r"at the end of the turn in which this happens, discard this card" + RT._DOT)
def _plus_after_then_discard(m):
    return [RT._row(fx.TOOL_DMG_PLUS_AFTER, int(m.group(2)), RT._holder_cond(m.group(1))),
            RT._row(fx.TOOL_DISCARD, fx.TD_AFTER_PLUS)]


# --- a Stadium: "each player's active evolved pokémon (excluding pokémon-ex) can use any attack from its
# basic pokémon or its stage 1 evolution card. (you still have to pay for that attack's energy cost.)":
# ST_STACK_ATTACKS for TC_EVOLVED and TC_NOT_EX (attacks come from the Active Spot only) ----------------
@RS._rec(r"each player's active evolved pokémon( \(excluding pokémon-ex\))? can use any attack from its basic pokémon"
         r" or its stage 1 evolution card" + RS._DOT + r"\(you still have to pay for that attack's energy cost\.\)\s*")
def _stack_attacks(m):
    c = fx.TC_EVOLVED + (fx.TC_SHIFT * fx.TC_NOT_EX if m.group(1) else 0)
    return [["STADIUM", fx.ST_STACK_ATTACKS, 1, c]]


# --- EX-era Tools that go only onto some Pokémon and are discarded once their holder stops being one
# (evolving into a Pokémon-ex, devolving to a Basic): TOOL_ATTACH_ONLY and TOOL_DISCARD_UNLESS, the same
# conditions; "that pokémon has no weakness" / "that pokémon's retreat cost is 0" while attached ------
_ATTACH = r"attach this card to 1 of your "
_NO_TOOL_YET = r" that doesn't already have a pokémon tool attached to it" + RT._DOT
_IF_HOLDER = r"if the pokémon this card is attached to is "
_DISCARD = r", discard this card" + RT._DOT
_EVOLVED_NOT_EX = (r"evolved pokémon \(excluding pokémon-ex\)" + _NO_TOOL_YET + _IF_HOLDER + r"a basic pokémon or pokémon-ex"
                   + _DISCARD)
_NOT_EX_DARK_OWNER = (r"pokémon \(excluding pokémon-ex and pokémon that has dark or an owner in its name\)" + _NO_TOOL_YET
                      + _IF_HOLDER + r"pokémon-ex or has dark or an owner in its name" + _DISCARD)


@RT._rec(_ATTACH + r"(?:(" + _EVOLVED_NOT_EX + r")|" + _NOT_EX_DARK_OWNER + r")")
def _attach_only_while(m):
    conds = (fx.TC_EVOLVED, fx.TC_NOT_EX) if m.group(1) else (fx.TC_NOT_EX, fx.TC_NO_DARK_OWNER)
    return [RT._row(fx.TOOL_ATTACH_ONLY, 0, *conds), RT._row(fx.TOOL_DISCARD_UNLESS, 0, *conds)]


_WHILE_ON = r"as long as this card is attached to a pokémon, that pokémon"


@RT._rec(_WHILE_ON + r" has no weakness" + RT._DOT)
def _while_no_weakness(m):
    return [RT._row(fx.TOOL_NO_WEAKNESS, 1)]


@RT._rec(_WHILE_ON + r"'s retreat cost is 0" + RT._DOT + r"$")
def _while_no_retreat(m):
    return [RT._row(fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT)]


# --- an attack's condition: "if this pokémon has a technical machine card attached to it" (CNT_SELF_TM) ---
RA._cond(R.ME + r" has a technical machine card attached(?: to it)?", lambda m: [(fx.CNT_SELF_TM, 1)])
