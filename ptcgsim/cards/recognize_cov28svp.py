"""Coverage slice 28svp: Scarlet & Violet / Mega Evolution Abilities, more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables (and the power readers of :mod:`ptcgsim.cards.recognize_power`).  Only regular-expression
fragments live here, never card sentences (DESIGN.md, card data policy).

Wordings read here (all of them powers):

* activated bodies: a card of one name (or either of two; "this pokémon" is the card's own name)
  from the deck onto the Bench (``SEARCH_DECK`` ``TO_BENCH`` with the name: the kernel benches the
  card the search finds, a Stage 1 the text names too, as such a power says; the attack table's
  named search stays Basic-only, recognize_cov24c);
* costs: "you must discard a basic <type> Energy (card) from this Pokémon in order to use this
  ability", printed before the header (recognize_power reads it after the body): a requirement
  that such a card is attached (``REQ_COUNT`` ``CNT_SELF_ENERGY_KIND`` of that basic Energy kind)
  and ``DISCARD_ENERGY`` 1 ``SELF`` of the type.  The kernel's typed discard takes any card that
  provides the type, so only the types no Special Energy card of the bundled sets provides are
  read (Fire, Lightning, Fairy, Dragon; the others have a typed Special Energy somewhere);
* information only (``PASSIVE_NO_EFFECT``, as recognize_cov27exp's look at the opponent's hand):
  "have your opponent reveal their hand", "look at the top card of your opponent's deck" (then,
  "if you do", "look at the top card of your deck"): nothing in the game changes, and the
  simulator's players keep no memory of what they saw.
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R
from . import recognize_cov24c as RC
from . import recognize_power as RP
from . import recognize_trainer as rt

_P = ("power",)
ME, END, TYPES = R.ME, R.END, R.TYPES


# --- activated bodies ----------------------------------------------------------------------------
# "search your deck for a <name> [or a <name>] and put it onto your bench": the named card (a power
# may name a Stage 1, which the text puts onto the Bench as it is)
@R.rec(r"search your deck for an? " + RC._NAMED + r"(?: or an? " + RC._NAMED + r")? and put it onto your bench" + END
       + R.OPT_SHUFFLE, "post", _P)
def _named_onto_bench(m, c):
    names = [g for g in m.groups() if g]
    out = []
    for n in names:
        if n == ME:
            if not c.card:
                return None
            out.append(c.card)
        elif rt._tkind(n) is not None or " or " in n or " and " in n:
            return None  # a card description, not a name
        else:
            out.append(n)
    return [["SEARCH_DECK", 1, "|".join(out), fx.TO_BENCH]]


# --- costs ---------------------------------------------------------------------------------------
# the types some Special Energy card of the bundled sets provides (DISCARD_ENERGY of a type could
# take that card instead of a basic one): the cost of such a type stays unread
_SPECIAL_TYPED = {"grass", "water", "psychic", "fighting", "darkness", "metal", "colorless"}
_BASIC_FROM_ME = r"you must discard an? basic (" + TYPES + r") energy(?: card)? from " + ME + r" in order to use this ability"


@R.rec(_BASIC_FROM_ME + END, "pre", _P)
def _basic_from_me_cost(m, c):
    if m.group(1) in _SPECIAL_TYPED:
        return None
    t = R._type(m.group(1))
    return [["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + t), 1],
            ["DISCARD_ENERGY", 1, fx.SELF, t]]


# --- information only ----------------------------------------------------------------------------
_LOOK = (r"(?:have your opponent reveal their hand|look at the top card of your opponent's deck"
         r"(?:" + END + r"if you do, look at the top card of your deck)?)")
_LOOK_ONLY = re.compile(r"once during your turn, (?:if " + ME + r" is (?:in the active spot|on your bench), )?you may "
                        + _LOOK + END + r"$")


def _look_only(text: str) -> list | None:
    if _LOOK_ONLY.match(text):
        return [["POWER_PASSIVE", fx.PASSIVE_NO_EFFECT, 0, 0]]
    return None


RP._LATER_PASSIVES.append(_look_only)
