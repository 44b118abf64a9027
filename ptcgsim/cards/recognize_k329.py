"""Kernel slice 29 k3: power locks and play locks.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

* power locks (``PASSIVE_POWER_LOCK``, one general reader in the kernel: ``lock_covers_nb``):
  whose Pokémon (the opponent's or both players'), which powers (every one: "have no Abilities";
  activated ones: "can't use any Poké-Powers"; both: "Poké-Powers or Poké-Bodies"), two conditions
  on the locked Pokémon (a TC_* or a cardtable.CF_* bit, each maybe negated) and where the locking
  Pokémon must be (in play, Active, Benched);
* play locks from a power (``PASSIVE_NO_PLAY``): while this Pokémon is Active (or in play, or
  while its owner has fewer Pokémon in play), the opponent can't play cards of some kinds (Items,
  Tools, Stadiums, Supporters, Special Energy: ``NP_*`` bits) from their hand;
* play locks from an attack: ``OPP_NO_TRAINERS_NEXT`` a = ``NT_MASK`` + ``NP_*`` bits ("during
  your opponent's next turn, they can't play any Special Energy or Stadium cards").
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_FUTURE, CF_RULE_BOX, CF_V
from . import recognize as R
from . import recognize_power as RP

END = R.END
_BOTH = r"\(both yours and your opponent's\)"
_ACTIVE = r"as long as " + R.ME + r" is (?:in the active spot|your active pokémon), "
_HAND = r" from (?:their|his or her) hand"


def _bit(flag: int) -> int:
    return flag.bit_length() - 1


def _lock(c1: int = 0, c2: int = 0, *, neg1=False, neg2=False, flag1=False, flag2=False, both=False, kind=0,
          where=0) -> list:
    c = c1 + fx.TC_SHIFT * c2 + (fx.LK_NEG1 if neg1 else 0) + (fx.LK_NEG2 if neg2 else 0) \
        + (fx.LK_FLAG1 if flag1 else 0) + (fx.LK_FLAG2 if flag2 else 0) + (fx.LK_BOTH if both else 0) \
        + fx.LK_KIND * kind + fx.LK_WHERE * where
    return [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0, c]]


#: "can't use any <powers>" -> LK kind (1: activated powers, 0: every power)
_KIND = {"poké-powers": 1, "poké-powers or poké-bodies": 0}
_POWERS = r"can't use any (poké-powers(?: or poké-bodies)?)"

_LOCKS = [
    # damaged Pokémon of the opponent's, save Pokémon ex, while Active
    (re.compile(_ACTIVE + r"your opponent's pokémon in play that have any damage counters on them have no abilities, "
                r"except for pokémon ex" + END + r"$"),
     lambda m: _lock(fx.TC_FULL_HP, fx.TC_NOT_EX, neg1=True, where=1)),
    # Rule Box Pokémon of both players, save Future Pokémon, while Active
    (re.compile(_ACTIVE + r"pokémon with a rule box in play " + _BOTH + r" have no abilities, except for future pokémon"
                + END + r"(?:\(pokémon ex, pokémon v, etc\. have rule boxes\.\))?$"),
     lambda m: _lock(_bit(CF_RULE_BOX), _bit(CF_FUTURE), flag1=True, flag2=True, neg2=True, both=True, where=1)),
    # Basic Pokémon V of both players, in play
    (re.compile(r"basic pokémon v in play " + _BOTH + r" have no abilities" + END + r"$"),
     lambda m: _lock(fx.TC_BASIC, _bit(CF_V), flag2=True, both=True)),
    # the opponent's Active, while Active, save this very lock (a lock never stops one of its wording)
    (re.compile(_ACTIVE + r"your opponent's active pokémon has no abilities, except for [\w' -]+?" + END + r"$"),
     lambda m: _lock(fx.TC_ACTIVE, where=1)),
    # Benched Stage 2 Pokémon of both players, while Benched
    (re.compile(r"as long as " + R.ME + r" is on your bench, benched stage 2 pokémon " + _BOTH + r" have no abilities"
                + END + r"$"),
     lambda m: _lock(fx.TC_STAGE2, fx.TC_BENCHED, both=True, where=2)),
    # EX: Poké-Power / Poké-Body locks while Active
    (re.compile(_ACTIVE + r"your opponent's pokémon " + _POWERS + END + r"$"),
     lambda m: _lock(kind=_KIND[m.group(1)], where=1)),
    (re.compile(_ACTIVE + r"your opponent's basic pokémon can't attack or use any (poké-powers(?: or poké-bodies)?)" + END
                + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0, _lock(fx.TC_BASIC, kind=_KIND[m.group(1)], where=1)[0][3]
                 + fx.LK_ATTACKS]]),
    (re.compile(_ACTIVE + r"each player's pokémon " + _POWERS + END + r"$"),
     lambda m: _lock(both=True, kind=_KIND[m.group(1)], where=1)),
    (re.compile(_ACTIVE + r"(?:each pokémon \(excluding pokémon-ex\) " + _BOTH + r"|each player's pokémon \(excluding "
                r"pokémon-ex\)) " + _POWERS + END + r"$"),
     lambda m: _lock(fx.TC_NOT_EX, both=True, kind=_KIND[m.group(1)], where=1)),
]

#: "<cards>" a play lock names -> NP_* bits
_CARDS = {
    "item cards": fx.NP_ITEM,
    "item cards or pokémon tool cards": fx.NP_ITEM | fx.NP_TOOL,
    "stadium cards": fx.NP_STADIUM,
    "supporter cards": fx.NP_SUPPORTER,
    "trainer cards (except for supporter cards)": fx.NP_ITEM | fx.NP_TOOL | fx.NP_STADIUM,
    "special energy or stadium cards": fx.NP_SPECIAL_ENERGY | fx.NP_STADIUM,
    "pokémon from their hand to evolve their pokémon": fx.NP_EVOLVE,  # (the hand is inside: _HAND_OPT)
}
_CARDS_RE = r"(" + "|".join(re.escape(k) for k in _CARDS) + r")"

_PLAY_LOCKS = [
    (re.compile(_ACTIVE + r"your opponent can't play any " + _CARDS_RE + _HAND + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_PLAY, 0, _CARDS[m.group(1)] + fx.NP_WHERE]]),
    (re.compile(_ACTIVE + r"your opponent can't play (?:any basic pokémon or evolution cards|a pokémon)" + _HAND
                + r" to evolve (?:his or her|their) active pokémon" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_PLAY, 0, fx.NP_EVOLVE_ACTIVE + fx.NP_WHERE]]),
    (re.compile(r"as long as any stadium card with holon in its name is in play, your opponent can't play any "
                + _CARDS_RE + _HAND + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_PLAY, 0, _CARDS[m.group(1)] + 3 * fx.NP_WHERE]]),
    (re.compile(r"as long as you have (?:less|fewer) pokémon in play than your opponent, your opponent can't play any "
                + _CARDS_RE + _HAND + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_PLAY, 0, _CARDS[m.group(1)] + 2 * fx.NP_WHERE]]),
]


def k3_passive_program(text: str) -> list | None:
    for pat, build in _LOCKS + _PLAY_LOCKS:
        m = pat.match(text)
        if m:
            return build(m)
    return None


RP._LATER_PASSIVES.append(k3_passive_program)


# --- attacks: the opponent can't play some kinds of cards during their next turn -------------------
@R.rec(r"during your opponent's next turn, they can't play any " + _CARDS_RE + r"(?:" + _HAND + r")?" + END, "post")
def _no_play_next(m, c):
    if m.group(1).startswith("pokémon") == m.group(0).rstrip(" .").endswith("hand"):
        return None  # the hand once, where its kinds' wording puts it
    return [["OPP_NO_TRAINERS_NEXT", fx.NT_MASK + _CARDS[m.group(1)]]]


@R.rec(r"your opponent can't play any " + _CARDS_RE + _HAND + r" during (?:your opponent's|their|his or her) next turn"
       + END, "post")
def _no_play_next2(m, c):
    return [["OPP_NO_TRAINERS_NEXT", fx.NT_MASK + _CARDS[m.group(1)]]]


# "if your opponent has a stadium in play, discard it. if you do, <a play lock>": the opponent's
# Stadium only (none, or the attacker's own: neither the discard nor the lock)
@R.rec(r"if your opponent has a stadium in play, discard it" + END + r"if you do, your opponent can't play any "
       + _CARDS_RE + _HAND + r" during (?:your opponent's|their|his or her) next turn" + END, "post")
def _discard_opp_stadium_then_lock(m, c):
    return [["SKIP_UNLESS_COUNT", fx.CNT_OWN_STADIUM, -1, 3], ["SKIP_UNLESS_COUNT", fx.CNT_STADIUM, 1, 2], ["DISCARD_STADIUM", 0],
            ["OPP_NO_TRAINERS_NEXT", fx.NT_MASK + _CARDS[m.group(1)]]]


# "choose <cards> or <cards>. during your opponent's next turn, they can't play any of the chosen
# cards from their hand": CHOOSE_ONE over the two locks (the attacking player picks)
@R.rec(r"choose " + _CARDS_RE + r" or " + _CARDS_RE + END + r"during your opponent's next turn, they can't play any of the"
       r" chosen cards" + _HAND + END, "post")
def _choose_lock(m, c):
    a, b = _CARDS[m.group(1)], _CARDS[m.group(2)]
    if a & b:
        return None
    return [["CHOOSE_ONE", 2, 1], ["OPP_NO_TRAINERS_NEXT", fx.NT_MASK + a], ["SKIP", 1],
            ["OPP_NO_TRAINERS_NEXT", fx.NT_MASK + b]]
