"""Coverage slice 28exa: EX-era attacks, Trainers, Tools, Stadiums and Special Energy, more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

Every rule reads EX-era cards only (``Ctx.ex_era``).

* "[flip a coin. if heads,] choose an attack on 1 of your Pokémon in play that has <Dark /
  Rocket's> in its name (excluding this one). <attack> copies that attack except for its Energy
  cost. (you must still do anything else required ...) [(no matter what type ...)] this Pokémon
  performs that attack": the others in play are the Benched ones (the attacker is the Active):
  ``COPY_DEF_ATTACK`` 1 with b = the name tag's cflags bit + 1 (the copy pays its discards);
* "you may discard a <type> Energy or <type> Energy attached to this Pokémon. if you do, this
  attack does N damage plus M more damage": one ``DISCARD_CHOSEN`` of up to 1 card of the first
  type, and only when none went, one of the second (``SKIP_UNLESS_N`` / ``SKIP``), each read by
  its ``DMG_ADD_PER_N`` M;
* "search your discard pile for all Energy cards. this attack does N damage times the number of
  Energy cards you find there. show them ... put them on top of your deck. shuffle your deck
  afterward": ``DMG_SET`` 0 and N per Energy card in the discard pile (``DMG_ADD_PER_COUNT``
  ``CNT_OWN_DISCARD_KIND``), then every one of them shuffled into the deck (``RECOVER`` 60
  ``TO_DECK``: put there, then the shuffle);
* "discard up to N <type> Energy cards attached to this Pokémon. for each Energy card you
  discarded, choose an opponent's Pokémon in play and this attack does M damage to those Pokémon.
  (you may choose the same Pokémon more than once.)" (an attack that prints no damage):
  ``DISCARD_CHOSEN`` N, then one ``BENCH_DAMAGE`` M ``BENCH_OPP_ANY_ONE`` per card discarded
  (``SKIP_UNLESS_N`` k; the Active hit as the attack's damage, with what the attack ignores);
* "both this Pokémon and the Defending Pokémon are now Knocked Out. if this Pokémon has any
  Special Energy cards attached to it, this attack does nothing": ``STOP`` with a Special Energy
  card attached (``CNT_SELF_SPECIAL_ENERGY``), else ``KO_DEF`` (an effect: what prevents effects
  stops it) and the attacker's own Knock Out (``KO_SELF_AS_ENERGY`` 0, which ends the program).
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R

ME, DEF, END, TYPES = R.ME, R.DEF, R.END, R.TYPES
_A = ("attack",)


def _bit(flag: int) -> int:
    return flag.bit_length() - 1


# --- copy an attack of a Benched Pokémon with a name tag ------------------------------------------
def _name_tag_flags():
    from ..kernel.cardtable import CF_NAME_DARK, CF_NAME_ROCKETS
    return {"dark": CF_NAME_DARK, "rocket's": CF_NAME_ROCKETS}


@R.rec(r"(flip a coin" + END + r"if heads, )?choose an attack on 1 of your pokémon in play that has (dark|rocket's) in its name"
       r" \(excluding this one\)" + END + r"[\w' -]+ copies that attack except for its energy cost" + END
       + r"\(you must still do anything else required for that attack\.\)\s*"
       r"(?:\(no matter what type that pokémon is, " + ME + r"'s type is still [a-z ]+\.\)\s*)?" + ME + r" performs that attack" + END,
       "post", _A)
def _copy_bench_tagged(m, c):
    if not c.ex_era:
        return None
    b = _bit(_name_tag_flags()[m.group(2)]) + 1  # COPY_DEF_ATTACK's b: the cflags bit + 1
    return ([["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1]] if m.group(1) else []) + [["COPY_DEF_ATTACK", 1, b]]


# --- "you may discard a <type> Energy or <type> Energy ... if you do, N damage plus M more damage" ----
@R.rec(r"you may discard an? (" + TYPES + r") energy(?: card)? or (" + TYPES + r") energy(?: card)? attached to " + ME + END
       + r"if you do, this attack does (\d+) damage plus (\d+) more damage" + END, "pre", _A)
def _may_discard_either_type(m, c):
    t1, t2 = m.group(1), m.group(2)
    if not c.ex_era or not c.damaging or int(m.group(3)) != c.base or t1 == t2 or "colorless" in (t1, t2):
        return None
    more = int(m.group(4))
    # the first type's card; when none went (N = 0), the second type's
    return [["DISCARD_CHOSEN", 1, fx.DS_SELF, R._type(t1)], ["DMG_ADD_PER_N", more], ["SKIP_UNLESS_N", 1, 1], ["SKIP", 2],
            ["DISCARD_CHOSEN", 1, fx.DS_SELF, R._type(t2)], ["DMG_ADD_PER_N", more]]


# --- every Energy card of the discard pile: damage per card, then into the deck --------------------
_BACK_ON_TOP = r"show them to your opponent, and put them on top of your deck" + END


@R.rec(r"search your discard pile for all energy cards" + END + r"this attack does (\d+) damage times the number of energy cards you find"
       r" there" + END + r"(?=" + _BACK_ON_TOP + r"shuffle your deck afterward" + END + r")", "pre", _A)
def _per_discard_energy_then_back(m, c):
    if not c.ex_era or not c.damaging:
        return None
    return [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", int(m.group(1)), fx.CNT_OWN_DISCARD_KIND, fx.KIND_ENERGY]]


@R.rec(r"(?<= you find there\. )" + _BACK_ON_TOP + r"(?=shuffle your deck afterward" + END + r")", "post", _A)
def _discard_energy_back(m, c):
    before = m.string[:m.start()]
    if not c.ex_era or not re.search(r"search your discard pile for all energy cards" + END + r"this attack does \d+ damage times the"
                                     r" number of energy cards you find there" + END + r"$", before):
        return None
    # "put them on top of your deck. shuffle your deck afterward": into the deck (RECOVER shuffles)
    return [["RECOVER", 60, fx.KIND_ENERGY, fx.TO_DECK]]


# --- discard up to N Energy cards: for each, M damage to 1 of the opponent's Pokémon -----------------
_MAX_SPLIT = 6


@R.rec(r"discard up to (\d+) (?:(" + TYPES + r") )?energy cards attached to " + ME + END + r"for each energy card you discarded, choose an"
       r" opponent's pokémon in play and this attack does (\d+) damage to those pokémon" + END
       + r"\(you may choose the same pokémon more than once\.\)\s*", "post", _A)
def _discard_then_hit_each(m, c):
    n = int(m.group(1))
    if not c.ex_era or c.damaging or not 1 <= n <= _MAX_SPLIT or m.group(2) == "colorless":
        return None
    out = [["DISCARD_CHOSEN", n, fx.DS_SELF, R._type(m.group(2))]]
    for k in range(1, n + 1):
        out += [["SKIP_UNLESS_N", k, 1], ["BENCH_DAMAGE", int(m.group(3)), fx.BENCH_OPP_ANY_ONE]]
    return out


# --- both Active Pokémon Knocked Out, unless a Special Energy card is attached ---------------------
@R.rec(r"both " + ME + r" and the defending pokémon are now knocked out" + END + r"if " + ME + r" has any special energy cards attached"
       r" to it, this attack does nothing" + END, "post", _A)
def _both_knocked_out(m, c):
    if not c.ex_era or c.damaging:
        return None
    return [["SKIP_UNLESS_COUNT", fx.CNT_SELF_SPECIAL_ENERGY, 1, 1], ["STOP"], ["KO_DEF"], ["KO_SELF_AS_ENERGY", 0]]
