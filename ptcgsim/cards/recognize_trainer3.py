"""More Trainer wordings of the EX and Scarlet & Violet eras (issues 10 and 14): first-turn
Supporters, Knock Out-last-turn requirements, "during this turn ... more damage" boosts
(TURN_BOOST), Pokémon back to the hand (RETURN_OWN_BASIC's modes), heals that pick a kind of
Pokémon (ELIG_* filters), Special Energy removal, Energy Switch, the later Antique Fossils and
a few more card descriptions for searches.

Imported at the end of :mod:`ptcgsim.cards.recognize` (after recognize_trainer2), so these
recognisers come after the older ones: where two match the same text, the older one wins
unless it declines (returns None).  Only regular-expression fragments live here, never card
sentences (DESIGN.md, card data policy).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_AQUA, CF_MAGMA, CF_NAME_DARK, CF_ROCKET
from . import recognize_trainer as rt
from .recognize import END, OPT_SHUFFLE, TYPES, T, _type, const, rec

_BWR = r"(?: \(before applying weakness and resistance\))?"
_OPP_MON = r"your opponent's pokémon"


# --- "if you go first, you may use this card during your first turn" -------------------------
# (the modern rule bars a Supporter on the first player's first turn; FIRST_TURN_OK lifts it)
const(r"if you go first, you may use this card during your first turn" + END, "req", [["FIRST_TURN_OK"]], T)

# the card being played is still in the hand when the requirement is read: "the last card" is a
# hand of 1
const(r"you can use this card only when it is the last card in your hand" + END, "req",
      [["REQ_COUNT", fx.CNT_OWN_HAND, -2]], T)

# --- any Knock Out of yours during the opponent's last turn (CNT_OWN_KO_LAST_TURN, arg 0) ------
_KO_ANY = fx.count_code(fx.CNT_OWN_KO_LAST_TURN, 0)
const(r"you can use this card only if any of your pokémon were knocked out during your opponent's last turn" + END,
      "req", [["REQ_COUNT", _KO_ANY, 1]], T)


@rec(r"each player shuffles their hand into their deck" + END + r"then, you draw (\d+) cards, and your opponent draws (\d+)"
     r" cards" + END, "post", T)
def _t_both_shuffle_uneven(m, c):
    return [["SHUFFLE_HAND_DRAW", int(m.group(1))], ["OPP_SHUFFLE_HAND_DRAW", int(m.group(2))]]


# a basic Energy card of a type from the discard pile to 1 of your Pokémon, then a draw up to N
# (the requirement makes "if you do" always true)
@rec(r"attach a basic (" + TYPES + r") energy card from your discard pile to 1 of your pokémon" + END
     + r"if you do, draw cards until you have (\d+) cards in your hand" + END, "post", T)
def _t_pile_attach_then_draw(m, c):
    t = _type(m.group(1))
    return [["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + t], ["ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD, t],
            ["DRAW", int(m.group(2)), 1]]


# --- "during this turn, attacks used by your (type) Pokémon do N more damage to ..." --------------
@rec(r"during this turn, attacks used by your (?:(" + TYPES + r") )?pokémon do (\d+) more damage to your opponent's active"
     r" pokémon( ex)?" + _BWR + END, "post", T)
def _t_turn_boost(m, c):
    conds = [fx.TC_TYPE + _type(m.group(1))] if m.group(1) else []
    if m.group(3):
        conds.append(fx.TC_OTHER_EX)
    cond = sum(x * fx.TC_SHIFT ** i for i, x in enumerate(conds))
    return [["TURN_BOOST", int(m.group(2)), cond]]


# --- a Pokémon of yours back to the hand ----------------------------------------------------------
# (REQ_OWN_BENCH: the Active may go only when a Benched Pokémon can take its place)
def _scoop(mode: int, which: int) -> list:
    req = [["REQ_OWN_POKEMON", which]] if which else []
    return [["REQ_OWN_BENCH"]] + req + [["RETURN_OWN_BASIC", mode, which]]


@rec(r"put 1 of your (basic )?pokémon and all attached cards into your hand" + END, "post", T)
def _t_scoop_all(m, c):
    return _scoop(1, fx.ELIG_BASIC if m.group(1) else 0)


const(r"put 1 of your pokémon in play into your hand" + END + r"\(discard all cards attached to that pokémon\.\)\s*",
      "post", _scoop(2, 0), T)
const(r"choose 1 of your pokémon in play \(excluding pokémon-ex\)" + END
      + r"return that pokémon and all cards attached to it to your hand" + END, "post", _scoop(1, fx.ELIG_NOT_EX), T)
const(r"flip a coin" + END + r"if heads, return 1 of your pokémon and all cards attached to it to your hand" + END,
      "post", [["REQ_OWN_BENCH"], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["RETURN_OWN_BASIC", 1, 0]], T)


# --- heals that pick a kind of Pokémon ---------------------------------------------------------------
def _typed(t: str | None) -> int:
    return fx.ELIG_TYPE * (_type(t) + 1) if t else 0


@rec(r"heal (\d+) damage from 1 of your (" + TYPES + r") pokémon" + END, "post", T)
def _t_heal_one_typed(m, c):
    w = fx.ELIG_DAMAGED + _typed(m.group(2))
    return [["REQ_OWN_POKEMON", w], ["HEAL_ANY_OWN", int(m.group(1)), 0, w]]


@rec(r"heal (\d+) damage from each of your (" + TYPES + r") pokémon" + END, "post", T)
def _t_heal_each_typed(m, c):
    w = _typed(m.group(2))
    return [["REQ_OWN_POKEMON", fx.ELIG_DAMAGED + w], ["HEAL", int(m.group(1)), fx.EACH_OWN, w]]


@rec(r"heal (\d+) damage from your active (" + TYPES + r") pokémon" + END, "post", T)
def _t_heal_active_typed(m, c):
    w = _typed(m.group(2))
    return [["REQ_OWN_POKEMON", fx.ELIG_ACTIVE_DAMAGED + w], ["HEAL", int(m.group(1)), fx.SELF, w]]


const(r"heal all damage from 1 of your pokémon that has 30 hp or less remaining" + END, "post",
      [["REQ_OWN_POKEMON", fx.ELIG_HP_30], ["HEAL_ANY_OWN", 0, 0, fx.ELIG_HP_30]], T)

# --- Special Energy off the opponent's Pokémon -----------------------------------------------------
_SPECIAL = [["REQ_OPP_ENERGY", 1, fx.ENERGY_SPECIAL]]
const(r"discard a special energy from 1 of " + _OPP_MON + END, "post",
      _SPECIAL + [["DISCARD_ENERGY", 1, fx.OPP, fx.ENERGY_SPECIAL]], T)
const(r"discard a special energy from each of " + _OPP_MON + END, "post",
      _SPECIAL + [["DISCARD_ENERGY", 1, fx.EACH_OPP, fx.ENERGY_SPECIAL]], T)

# --- Energy Switch: a basic Energy card from 1 of your Pokémon to another ----------------------------
const(r"move a basic energy (?:card )?(?:attached to|from) 1 of your pokémon to another of your pokémon" + END, "post",
      [["REQ_MOVE_ENERGY", 0, 0, fx.ANY], ["MOVE_ENERGY", 0, 0, fx.ANY]], T)

# --- the later Antique Fossils: a Basic Pokémon that gives a prize (PLAY_AS_BASIC b=1) ---------------
@rec(r"play this card as if it were a (\d+)-hp basic colorless pokémon" + END
     + r"this card can't be affected by any special conditions and can't retreat" + END
     + r"at any time during your turn, you may discard this card from play" + END, "post", T)
def _t_antique_fossil(m, c):
    return [["REQ_BENCH_SPACE", fx.SELF], ["PLAY_AS_BASIC", int(m.group(1)), 1]]


# --- card descriptions: a name part ------------------------------------------------------------------
_NAMED = {"team rocket": CF_ROCKET, "team aqua": CF_AQUA, "team magma": CF_MAGMA, "dark": CF_NAME_DARK}
_BASES = {"supporter card": fx.KIND_SUPPORTER, "pokémon": fx.KIND_POKEMON, "basic pokémon": fx.KIND_BASIC_POKEMON}


def _named_kind(s: str) -> int | None:
    s = s.strip()
    if s in ("stage 1 pokémon", "stage 2 pokémon"):
        return fx.KIND_STAGE1 if "1" in s else fx.KIND_STAGE2
    if s == "cards":  # "up to N cards": any cards
        return fx.KIND_ANY
    m = re.fullmatch(r'(supporter card|pokémon|basic pokémon) (?:that has|with) "?(team rocket|team aqua|team magma|dark)"?'
                     r" in its name", s)
    if not m:
        return None
    return fx.kind_flag(_BASES[m.group(1)], _NAMED[m.group(2)])


rt.KIND_HOOKS.append(_named_kind)


def _more_descriptions(s: str) -> int | None:
    """EX-era descriptions: an HP cap on each card, any combination of two plural kinds."""
    s = s.strip()
    m = re.fullmatch(r"basic pokémon that each has (\d+) hp or less", s)
    if m:
        return fx.kind_hp_max(fx.KIND_BASIC_POKEMON, int(m.group(1)))
    m = re.fullmatch(r"cards in any combination of (\w+) cards and (\w+) cards", s)
    if m:
        k1, k2 = rt._tkind(m.group(1) + " card"), rt._tkind(m.group(2) + " card")
        if isinstance(k1, int) and isinstance(k2, int) and 0 <= k1 < 100 and 0 <= k2 < 100:
            return fx.kind_either(k1, k2)
    return None


rt.KIND_HOOKS.append(_more_descriptions)


# "search your deck for a X, a Y, and a Z. show them to your opponent, and put them into your hand."
@rec(r"search your deck for ((?:an? [^,.]+?, )*an? [^,.]+?,? and an? [^,.]+?)" + END
     + r"show them to your opponent, and put them into your hand" + END + OPT_SHUFFLE, "post", T)
def _t_search_several_shown(m, c):
    rows = []
    for it in re.split(r",? and |, ", m.group(1)):
        im = re.fullmatch(r"an? (.+)", it)
        r = rt._search_rows(1, im.group(1), "into your hand") if im else None
        if r is None:
            return None
        rows += r
    return rows


# the deck's bottom (or top) cards straight into the hand: as seen cards taken (LOOK_TOP, all of them)
@rec(r"draw the (bottom|top) (\d+) cards of your deck" + END, "post", T)
def _t_draw_bottom(m, c):
    n = int(m.group(2))
    if m.group(1) == "top":
        return [["DRAW", n]]
    return [["LOOK_TOP", n, fx.KIND_ANY, n + fx.LT_DEST * fx.TO_HAND + fx.LT_REST * fx.LT_BACK_ON_TOP + fx.LT_BOTTOM]]


# "your first turn": the game's turn 1 for the player who goes first, turn 2 for the other
const(r"you can't use this card during your first turn" + END, "req", [["REQ_NOT_TURN", 1, 0], ["REQ_NOT_TURN", 2, 0]], T)


# --- your turn ends (END_TURN); turn-long protection (TURN_GUARD) ------------------------------
const(r"your turn ends" + END, "post", [["END_TURN"]], T)


@rec(r"during your opponent's next turn, all of your (?:(" + TYPES + r") )?pokémon take (\d+) less damage from attacks from"
     r" your opponent's pokémon(?: \(after applying weakness and resistance\))?" + END
     + r"\(this includes new pokémon that come into play\.\)\s*", "post", T)
def _t_turn_guard(m, c):
    return [["TURN_GUARD", int(m.group(2)), fx.TC_TYPE + _type(m.group(1)) if m.group(1) else 0]]


# --- the top cards' Energy attached (LOOK_TOP's attach destinations) -------------------------------
@rec(r"look at the top (\d+) cards of your deck and attach up to (\d+) basic (" + TYPES + r") energy cards you find there to"
     r" your benched (" + TYPES + r") pokémon in any way you like" + END + r"shuffle the other cards back into your deck" + END,
     "post", T)
def _t_look_attach_benched(m, c):
    t = _type(m.group(3))
    if m.group(3) != m.group(4) or m.group(3) == "colorless":
        return None  # the Pokémon's type is the Energy's (LT_TO_BENCH_SAME_TYPE)
    how = int(m.group(2)) + fx.LT_DEST * fx.LT_TO_BENCH_SAME_TYPE + fx.LT_REST * fx.LT_SHUFFLE + fx.LT_MAY
    return [["REQ_COUNT", fx.count_code(fx.CNT_OWN_BENCH_TYPE, t), 1], ["REQ_DECK"],
            ["LOOK_TOP", int(m.group(1)), fx.KIND_BASIC_ENERGY_OF_TYPE + t, how]]


@rec(r"look at the top (\d+) cards of your deck and attach a basic energy card you find there to 1 of your pokémon" + END
     + r"shuffle the other cards back into your deck" + END, "post", T)
def _t_look_attach_any(m, c):
    how = 1 + fx.LT_DEST * fx.LT_TO_ANY_OWN + fx.LT_REST * fx.LT_SHUFFLE + fx.LT_MAY
    return [["REQ_DECK"], ["LOOK_TOP", int(m.group(1)), fx.KIND_BASIC_ENERGY, how]]
