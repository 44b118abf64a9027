"""Scarlet & Violet / Mega Evolution Abilities: wordings on top of :mod:`recognize_power`.

Imported at the end of :mod:`ptcgsim.cards.recognize_power` (after the Trainer tables, whose
card descriptions it extends).  Only regular-expression fragments live here, never card
sentences (DESIGN.md, card data policy).

* locks: the Damp-like loss of self-Knock Out Abilities (``PASSIVE_NO_SELF_KO``; such a
  power's header carries ``PW_SELF_KO``), the Mischievous Lock-like Active lock on Basic
  Pokémon (``PASSIVE_LOCK_BASIC``), the opponent's discard pile closed to their hand
  (``PASSIVE_NO_RECOVER_HAND``), no ACE SPEC cards (``PASSIVE_NO_ACE``);
* Checkup counters on Pokémon with an Ability (``PASSIVE_CHECKUP_COUNTERS``), an attack
  that costs less per prize the opponent took (``PASSIVE_COST_LESS_PER_PRIZE``);
* modifier clauses (``PASSIVE_MODS``): a new Weakness for the opponent's Pokémon of a type
  (``TOOL_WEAKNESS_TO``), less damage for your Pokémon of a stage and type while another
  Pokémon of this one's name is in play (``TC_SAME_NAME_OTHER``);
* activated bodies: counters from your Pokémon to the opponent's (``MOVE_DAMAGE``
  ``MD_OWN_TO_OPP``), Psychic Embrace-like attachments from the discard pile with counters
  (``ATTACH_HAND_TO_TYPE`` with a cost), "this Pokémon is Knocked Out" (``KO_SELF_AS_ENERGY``
  0), draw then shuffle this Pokémon into the deck (``RETURN_TO_HAND`` 2), a Supporter from
  the top cards (``LOOK_TOP``).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_ANCIENT, CF_FUTURE, CF_TERA, CF_TYPES
from . import recognize as R
from . import recognize_power as RP
from . import recognize_trainer as rt
from . import recognize_trainer2 as rt2

_P = ("power",)
ME, END, TYPES = R.ME, R.END, R.TYPES
_BOTH_SIDES = r"\(both yours and your opponent's\)"


# --- passive powers ------------------------------------------------------------------------
_PASSIVES = [
    (re.compile(r"pokémon in play " + _BOTH_SIDES + r" lose any ability that requires the pokémon using it to knock out itself"
                + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_SELF_KO, 0, 0]]),
    (re.compile(r"as long as " + ME + r" is in the active spot, basic pokémon in play " + _BOTH_SIDES
                + r" have no abilities, except for [\w' -]+?" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_LOCK_BASIC, 0, 0]]),
    (re.compile(r"cards in your opponent's discard pile can't be put into their hand by an effect of your opponent's "
                r"abilities or trainer cards" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_RECOVER_HAND, 0, 0]]),
    (re.compile(r"(if " + ME + r" has a pokémon tool attached, )?your opponent can't play any ace spec cards from their hand"
                + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_ACE, 0, 1 if m.group(1) else 0]]),
    (re.compile(r"during pokémon checkup, put (\d+|1) damage counters? on each pokémon that has an ability " + _BOTH_SIDES
                + r", except any " + ME + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_CHECKUP_COUNTERS, 0, 10 * int(m.group(1))]]),
]


def _cost_less(text: str, attacks: int) -> list | None:
    """"<attack> used by this Pokémon costs <Colorless…> less for each prize card your opponent
    has taken": the kernel lowers every attack of the Pokémon, so only for a card with one."""
    m = re.match(r"[\w' -]+ used by " + ME + r" costs ((?:colorless)+) less for each prize card your opponent has taken"
                 + END + r"$", text)
    if not m or attacks != 1:
        return None
    return [["POWER_PASSIVE", fx.PASSIVE_COST_LESS_PER_PRIZE, 0, m.group(1).count("colorless")]]


def sv_passive_program(text: str) -> list | None:
    for pat, build in _PASSIVES:
        m = pat.match(text)
        if m:
            return build(m)
    return None


RP._LATER_PASSIVES.append(sv_passive_program)
RP.ATTACK_COUNT_PASSIVES.append(_cost_less)


# --- modifier clauses (PASSIVE_MODS) -------------------------------------------------------
RP._MOD_SRC.append((re.compile(r"as long as you have at least 1 other " + ME + r" in play, "),
                    lambda m: fx.TC_SAME_NAME_OTHER))
RP._MOD_CLAUSES.append(
    (re.compile(r"all of your (basic )?(" + TYPES + r") pokémon take (\d+) less damage from attacks from your opponent's pokémon"
                + R.AWR),
     lambda m: [(fx.TOOL_REDUCE, int(m.group(3)), fx.MS_OWN,
                 ([fx.TC_BASIC] if m.group(1) else []) + [fx.TC_TYPE + R._type(m.group(2))])]))
# "the weakness of each of your opponent's <type> pokémon in play is now <type>. (apply weakness as x2.)":
# one row, no stacking (two such powers give the same Weakness)
RP._MOD_CLAUSES.append(
    (re.compile(r"the weakness of each of your opponent's (" + TYPES + r") pokémon in play is now (" + TYPES + r")"
                + END + r"\(apply weakness as x2\.\)"),
     lambda m: [(fx.TOOL_WEAKNESS_TO, R._type(m.group(2)) + 1, fx.MS_OPP + fx.MOD_NOSTACK // fx.MOD_SCOPE,
                 [fx.TC_TYPE + R._type(m.group(1))])]))


# --- card descriptions ---------------------------------------------------------------------
def _sv_kind(s: str) -> int | None:
    m = re.fullmatch(r"evolution (" + TYPES + r") pokémon", s)
    if m:
        return fx.kind_flag(fx.KIND_EVOLUTION, CF_TYPES << R._type(m.group(1)))
    m = re.fullmatch(r"(" + TYPES + r") pokémon with (\d+) hp or less", s)
    if m:
        return fx.kind_hp_max(fx.KIND_POKEMON_OF_TYPE + R._type(m.group(1)), int(m.group(2)))
    return None


rt.KIND_HOOKS.append(_sv_kind)


# --- activated bodies ----------------------------------------------------------------------
# "if you use this ability, this pokémon is knocked out" (the header gets PW_SELF_KO)
R.const(r"if you use this ability, " + ME + r" is knocked out" + END, "post", [["KO_SELF_AS_ENERGY", 0]], _P)


@R.rec(r"move up to (\d+) damage counters from 1 of your pokémon to 1 of your opponent's pokémon" + END, "post", _P)
def _own_to_opp(m, c):
    n = int(m.group(1))
    return [["REQ_MOVE_DAMAGE", n, fx.SELF, fx.MD_OWN_TO_OPP], ["MOVE_DAMAGE", n, fx.SELF, fx.MD_OWN_TO_OPP]]


@R.rec(r"attach a basic (" + TYPES + r") energy card from your discard pile to 1 of your (" + TYPES + r") pokémon" + END
       + r"if you attached energy to a pokémon in this way, put (\d+) damage counters on that pokémon" + END
       + r"you can't use this ability on a pokémon that would be knocked out" + END, "post", _P)
def _embrace(m, c):
    e, t, cost = R._type(m.group(1)), R._type(m.group(2)), 10 * int(m.group(3))
    return [["REQ_HAND_ENERGY_FOR_TYPE", e, t, cost], ["ATTACH_HAND_TO_TYPE", e, t, cost]]


@R.rec(r"draw (\d+) cards" + END + r"if you drew any cards in this way, shuffle " + ME + r" and all attached cards into your deck"
       + END, "post", _P)
def _draw_then_away(m, c):
    return [["REQ_DECK"], ["DRAW", int(m.group(1))], ["RETURN_TO_HAND", 2, 0]]


@R.rec(r"look at the top (\d+) cards of your deck, reveal an? ([^,.]+?) you find there, and put it into your hand" + END
       + rt2._BACK_SHUFFLED, "post", _P)
def _look_one(m, c):
    kind = rt2._kind_of(m.group(2))
    if kind is None:
        return None
    return rt2._look(int(m.group(1)), kind, 1, fx.LT_SHUFFLE)


# "if you have <name> in play": one name, a requirement on the board (REQ_NAMED_IN_PLAY)
_NAMED_IN_PLAY = re.compile(r"you have ([\w' .-]+?) in play")


def _named_in_play(text: str) -> list | None:
    m = _NAMED_IN_PLAY.fullmatch(text)
    if "REQ_NAMED_IN_PLAY" not in fx.OPCODE_BY_NAME or not m or " or " in m.group(1) or " and " in m.group(1) or m.group(1).startswith(("any ", "a ", "an ", "at least")):
        return None
    return [["REQ_NAMED_IN_PLAY", m.group(1)]]


RP.HEADER_CONDS.append(_named_in_play)

# "if you have any <tag> pokémon in play" (a cflags tag: Tera, Ancient, Future)
_TAG_BITS = {"tera": CF_TERA, "ancient": CF_ANCIENT, "future": CF_FUTURE}
R._BOARD_CONDS_RE.append((re.compile(r"you have any (tera|ancient|future) pokémon in play"),
                          lambda m: [(fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, _TAG_BITS[m.group(1)].bit_length() - 1), 1)]))


# a cost after "you may" ("…, you may discard <a card> from your hand in order to use this ability. <effect>")
@R.rec(r"discard (a card|an? basic (" + TYPES + r") energy card) from your hand in order to use this ability" + END, "pre", _P)
def _discard_to_use_after_may(m, c):
    kind = fx.KIND_ANY if m.group(1) == "a card" else fx.KIND_BASIC_ENERGY_OF_TYPE + R._type(m.group(2))
    return [["REQ_HAND_KIND", 1, kind], ["DISCARD_HAND", 1, kind]]


# Subjugating Chains-like: a Benched Pokémon of a type (not of this one's name) comes in, then
# the new Active Pokémon gets a Special Condition (COND SELF: a player's conditions are its Active's)
RP._SAFE_OWN_ACTIVE = re.compile(RP._SAFE_OWN_ACTIVE.pattern + r"|switch 1 of your benched (?:" + TYPES + r") pokémon, except any "
                                 + ME + r", with your active pokémon")


@R.rec(r"switch 1 of your benched (" + TYPES + r") pokémon, except any " + ME + r", with your active pokémon" + END
       + r"if you do, the new active pokémon is now (" + R.COND_RE + r")" + END, "post", _P)
def _switch_in_typed(m, c):
    which = fx.ELIG_TYPE * (R._type(m.group(1)) + 1)
    return [["REQ_OWN_POKEMON", which, 1], ["SWITCH_SELF", 2, 0, which], ["COND", R.CONDS[m.group(2)], fx.SELF]]


# Flying Entry-like: "choose N of your opponent's benched pokémon and put M damage counters on each of them"
@R.rec(r"choose (\d+) of your opponent's benched pokémon and put (\d+|1) damage counters? on each of them" + END, "post", _P)
def _counters_on_picks(m, c):
    return [["REQ_OPP_BENCH"], ["PUT_COUNTERS", 10 * int(m.group(2)), fx.BENCH_OPP_PICK + int(m.group(1))]]


_PASSIVES.append((re.compile(r"prevent all damage counters from being placed on your benched pokémon by effects of attacks used by "
                             r"your opponent's basic pokémon" + END + r"$"),
                  lambda m: [["POWER_PASSIVE", fx.PASSIVE_BENCH_VEIL, 0, 0]]))
