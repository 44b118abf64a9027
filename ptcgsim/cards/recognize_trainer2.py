"""Trainer wordings that need the newer opcodes: looking at the top cards of the deck
(LOOK_TOP), hands to the bottom of the deck (HAND_BOTTOM_DRAW, HAND_TO_DECK's bottom form),
searches by card tags (KIND_FLAG / KIND_NOFLAG / KIND_HP_MAX / KIND_EITHER), Tool removal
(DISCARD_TOOL) and board-count requirements (REQ_COUNT).

Imported at the end of :mod:`ptcgsim.cards.recognize` (after recognize_trainer), so its
recognisers come after the older ones and its kinds extend ``recognize_trainer._tkind``
(``KIND_HOOKS``).  Only regular-expression fragments live here, never card sentences
(DESIGN.md, card data policy).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_ANCIENT, CF_EX, CF_FUTURE, CF_MEGA, CF_ROCKET, CF_RULE_BOX, CF_TERA
from . import recognize_trainer as rt
from .recognize import END, OPT_SHUFFLE, TYPES, T, Rows, _n, _type, const, rec

# --- card descriptions ----------------------------------------------------------------------
_NO_RULE_BOX = r"pokémon that (?:doesn't|don't) have a rule box"
_TAGS = {"ancient": CF_ANCIENT, "future": CF_FUTURE, "tera": CF_TERA, "team rocket's": CF_ROCKET}
_STAGES = {"": fx.KIND_POKEMON, "basic ": fx.KIND_BASIC_POKEMON, "evolution ": fx.KIND_EVOLUTION}


def _more_kind(s: str) -> int | None:
    """Descriptions of the later eras: tagged Pokémon, Tools, an HP cap, either of two kinds."""
    s = s.strip()
    if re.fullmatch(r"pokémon tool cards?", s):
        return fx.KIND_TOOL
    m = re.fullmatch(r"(basic |evolution |)(ancient|future|tera|team rocket's) pokémon", s)
    if m:
        return fx.kind_flag(_STAGES[m.group(1)], _TAGS[m.group(2)])
    if s == "pokémon ex":
        return fx.kind_flag(fx.KIND_POKEMON, CF_EX)
    m = re.fullmatch(r"(basic pokémon or evolution card|basic pokémon|evolution card|pokémon) \(excluding pokémon-ex\)", s)
    if m:  # the EX era: any Pokémon card but a Pokémon-ex
        base = {"basic pokémon": fx.KIND_BASIC_POKEMON, "evolution card": fx.KIND_EVOLUTION}.get(m.group(1), fx.KIND_POKEMON)
        return fx.kind_flag(base, CF_EX, without=True)
    if s == "mega evolution pokémon ex":
        return fx.kind_flag(fx.KIND_POKEMON, CF_MEGA)
    if re.fullmatch(_NO_RULE_BOX, s):
        return fx.kind_flag(fx.KIND_POKEMON, CF_RULE_BOX, without=True)
    m = re.fullmatch(r"basic (" + TYPES + r") pokémon", s)
    if m and m.group(1) != "colorless":
        return fx.KIND_BASIC_OF_TYPE + _type(m.group(1))
    m = re.fullmatch(r"basic pokémon with (\d+) hp or less", s)
    if m:
        return fx.kind_hp_max(fx.KIND_BASIC_POKEMON, int(m.group(1)))
    m = re.fullmatch(r"in any combination of (.+?) and (.+)", s) or re.fullmatch(r"(.+?) or an? (.+)", s)
    if m:
        k1, k2 = rt._tkind(m.group(1)), rt._tkind(m.group(2))
        if _simple(k1) and _simple(k2):
            return fx.kind_either(k1, k2)
    return None


def _simple(k) -> bool:
    """A kind an either-kind may hold: not a name (KIND_NAMED), not an either-kind itself."""
    return isinstance(k, int) and not fx.KIND_NAMED <= k < fx.KIND_FLAG and k < fx.KIND_EITHER


rt.KIND_HOOKS.append(_more_kind)


def _kind_of(s: str) -> int | None:
    k = rt._tkind(s)
    return k if isinstance(k, int) else None


const(r"\(pokémon ex, pokémon v, etc\. have rule boxes\.\)\s*", "none", [], T)


# --- looking at the top (or bottom) cards of the deck -----------------------------------------
_LOOK = r"look at the (top|bottom) (\d+) cards (?:of|from) your deck"
_BACK_SHUFFLED = r"shuffle the other cards back into your deck" + END
_TO_BOTTOM = r"shuffle the other cards and put them on the bottom of your deck" + END
_REST = {"shuffle": fx.LT_SHUFFLE, "bottom": fx.LT_BOTTOM_SHUFFLED, "discard": fx.LT_DISCARD}


def _look(n: int, kind: int, take: int, rest: int, *, bench: bool = False, may: bool = False,
          each: bool = False, bottom: bool = False) -> Rows:
    how = (take + fx.LT_DEST * (fx.TO_BENCH if bench else fx.TO_HAND) + fx.LT_REST * rest
           + (fx.LT_MAY if may else 0) + (fx.LT_EACH if each else 0) + (fx.LT_BOTTOM if bottom else 0))
    req = [["REQ_BENCH_SPACE", fx.SELF]] if bench else []
    return req + [["REQ_DECK"], ["LOOK_TOP", n, kind, how]]


# "you may reveal a/up to N/any number of <kind> you find there and put it/them into your hand.
# shuffle the other cards back into your deck."
@rec(_LOOK + END + r"you may reveal (an?|up to (\d+)|any number of) ([^,.]+?) you find there and put (?:it|them) into your"
     r" hand" + END + _BACK_SHUFFLED, "post", T)
def _t_look_reveal(m, c):
    kind = _kind_of(m.group(5))
    if kind is None:
        return None
    take = 0 if m.group(3).startswith("any") else int(m.group(4) or 1)
    return _look(int(m.group(2)), kind, take, fx.LT_SHUFFLE, may=True, bottom=m.group(1) == "bottom")


# one card of each of two kinds
@rec(_LOOK + END + r"you may reveal an? ([^,.]+?) and an? ([^,.]+?) you find there and put them into your hand" + END
     + _BACK_SHUFFLED, "post", T)
def _t_look_reveal_two(m, c):
    k1, k2 = _kind_of(m.group(3)), _kind_of(m.group(4))
    if k1 is None or k2 is None or max(k1, k2) >= fx.KIND_EITHER:
        return None
    return _look(int(m.group(2)), fx.kind_either(k1, k2), 2, fx.LT_SHUFFLE, may=True, each=True,
                 bottom=m.group(1) == "bottom")


# "look at the top N cards of your deck and put (up to) M of them into your hand. <the rest>."
@rec(r"look at the top (\d+) cards of your deck and put (up to )?(\d+) of them into your hand" + END
     + r"(" + _BACK_SHUFFLED + r"|" + _TO_BOTTOM + r"|discard the other cards" + END
     + r"|put the other card on the bottom of your deck" + END + r")", "post", T)
def _t_look_take(m, c):
    rest = m.group(4)
    if rest.startswith("put the other card") and (m.group(2) or int(m.group(1)) - int(m.group(3)) != 1):
        return None  # "the other card": exactly one is left (shuffled or not, the same bottom card)
    r = fx.LT_DISCARD if rest.startswith("discard") else (fx.LT_BOTTOM_SHUFFLED if "bottom" in rest else fx.LT_SHUFFLE)
    return _look(int(m.group(1)), fx.KIND_ANY, int(m.group(3)), r, may=bool(m.group(2)))


# "... and put a <kind> you find there onto your bench. <the rest>."
@rec(r"look at the top (\d+) cards of your deck and put an? ([^,.]+?) you find there onto your bench" + END
     + r"(" + _BACK_SHUFFLED + r"|" + _TO_BOTTOM + r")", "post", T)
def _t_look_bench(m, c):
    kind = _kind_of(m.group(2))
    if kind is None or kind == fx.KIND_ANY:
        return None
    r = fx.LT_BOTTOM_SHUFFLED if "bottom" in m.group(3) else fx.LT_SHUFFLE
    return _look(int(m.group(1)), kind, 1, r, bench=True)


# EX era: "look at the top N cards ..., and choose <kinds>. show it ... and put it into your hand.
# put the other cards back on top of your deck (in any order | . shuffle afterward)."
_EX_KINDS = {"a basic pokémon, evolution card, or energy card": fx.kind_either(fx.KIND_POKEMON, fx.KIND_ENERGY),
             "a basic pokémon or evolution card": fx.KIND_POKEMON}


@rec(_LOOK + r"(?:,? and |\. )choose (a basic pokémon, evolution card, or energy card|a basic pokémon or evolution card)"
     r"(?: from those cards)?(?:\. |, )show it to your opponent,? and put it into your hand" + END
     + r"put the (?:\d+ )?other (?:\d+ )?cards back on top of your deck( in any order)?" + END + OPT_SHUFFLE, "post", T)
def _t_look_ex(m, c):
    shuffled = "shuffle" in m.group(0)
    if m.group(1) != "top" or shuffled == bool(m.group(4)):
        return None  # back on top: "in any order" (the player's) or shuffled afterward
    return _look(int(m.group(2)), _EX_KINDS[m.group(3)], 1, fx.LT_SHUFFLE if shuffled else fx.LT_BACK_ON_TOP)


# --- hands to the bottom of the deck --------------------------------------------------------------
_BOTH_BOTTOM = r"each player shuffles their hand and puts it on the bottom of their deck" + END + \
    r"if either player put any cards on the bottom of their deck in this way, "
const(_BOTH_BOTTOM + r"each player draws a card for each of their remaining prize cards" + END, "post",
      [["HAND_BOTTOM_DRAW", 0, fx.BOTH_PLAYERS]], T)


@rec(_BOTH_BOTTOM + r"each player flips a coin" + END + r"if heads, that player draws (\d+) cards" + END
     + r"if tails, they draw (\d+) cards" + END, "post", T)
def _t_both_bottom_flip(m, c):
    return [["HAND_BOTTOM_DRAW", int(m.group(1)), fx.BOTH_PLAYERS, int(m.group(2))]]


# the player's own hand (a power's body too: HAND_BOTTOM_DRAW is power-safe)
@rec(r"shuffle your hand and put it on the bottom of your deck" + END
     + r"if you put any cards on the bottom of your deck in this way, draw (a card|(\d+) cards)" + END, "post", T)
def _t_own_bottom_draw(m, c):
    return [["HAND_BOTTOM_DRAW", int(m.group(2) or 1), fx.SELF]]


const(r"your opponent counts the cards in their hand, shuffles those cards, and puts them on the bottom of their deck" + END
      + r"if they do, they draw that many cards" + END, "post", [["HAND_BOTTOM_DRAW", -1, fx.OPP]], T)


# "put N cards from your hand on the bottom of your deck (in any order). if you (do | put N cards ... in this way),
# draw M cards | draw cards until you have M cards in your hand. (if you can't ..., you can't use this card.)"
@rec(r"put (\d+|a) cards? from your hand on the bottom of your deck(?: in any order)?" + END
     + r"if you (?:do|put \d+ cards on the bottom of your deck in this way), draw (?:(\d+) cards|cards until you have (\d+) cards"
     r" in your hand)" + END + r"\(if you (?:can't put \d+ cards from your hand on the bottom of your deck|have no other cards"
     r" in your hand), you can't use this card\.\)\s*", "post", T)
def _t_hand_bottom_draw(m, c):
    n = _n(m.group(1))
    draw = ["DRAW", int(m.group(2))] if m.group(2) else ["DRAW", int(m.group(3)), 1]
    return [["REQ_HAND", n], ["HAND_TO_DECK", n, 1], draw]


# each player's hand into the deck, then a coin says who draws how many
@rec(r"each player shuffles their hand into their deck" + END + r"then, flip a coin" + END
     + r"if heads, you draw (\d+) cards, and your opponent draws (\d+) cards" + END
     + r"if tails, you draw (\d+) cards, and your opponent draws (\d+) cards" + END, "post", T)
def _t_both_shuffle_flip(m, c):
    a, b, x, y = (int(g) for g in m.groups())
    return [["SHUFFLE_HAND_DRAW", 0], ["OPP_SHUFFLE_HAND_DRAW", 0], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 3],
            ["DRAW", a], ["OPP_SHUFFLE_HAND_DRAW", b], ["SKIP", 2], ["DRAW", x], ["OPP_SHUFFLE_HAND_DRAW", y]]


# --- the discard pile: either of two kinds ---------------------------------------------------------
_PILE = r" from your discard pile into your (hand|deck)" + END


@rec(r"(put|shuffle) (?:up to (\d+) (in any combination of [^,.]+?)|an? ([^,.]+? or an? [^,.]+?))" + _PILE
     + r"(?:\(pokémon ex, pokémon v, etc\. have rule boxes\.\)\s*)?", "post", T)
def _t_pile_either(m, c):
    to_deck = m.group(5) == "deck"
    if (m.group(1) == "shuffle") != to_deck:
        return None
    kind = _kind_of(m.group(3) or m.group(4))
    if kind is None or kind < fx.KIND_EITHER:
        return None
    n = int(m.group(2) or 1)
    return [["REQ_DISCARD", 1, kind], ["RECOVER", n, kind, fx.TO_DECK if to_deck else fx.TO_HAND]]


# --- Pokémon Tools ------------------------------------------------------------------------------
@rec(r"choose up to (\d+) pokémon tools attached to pokémon \(yours or your opponent's\) and discard them" + END, "post", T)
def _t_tool_scrap(m, c):
    return [["REQ_COUNT", fx.CNT_ANY_TOOLS, 1], ["DISCARD_TOOL", int(m.group(1)), fx.BOTH_PLAYERS, 1]]


const(r"discard a pokémon tool (?:card )?(?:attached to|from) 1 of your opponent's pokémon" + END, "post",
      [["REQ_COUNT", fx.CNT_OPP_TOOLS, 1], ["DISCARD_TOOL", 1, fx.OPP]], T)


# --- requirements on the board ---------------------------------------------------------------------
_MY_REQS = [
    (r"you have more prize cards remaining than your opponent", [(fx.CNT_PRIZE_LEAD, 1)]),
    (r"your opponent has (\d+) or fewer prize cards remaining", None),
]


def _req_tests(text: str) -> list[tuple[int, int]] | None:
    for pat, tests in _MY_REQS:
        m = re.fullmatch(pat, text)
        if m:
            return tests if tests is not None else [(fx.CNT_OPP_PRIZES_LEFT, -(int(m.group(1)) + 1))]
    return rt._cond(text)


@rec(r"you can use this card only if ([^.]+?)" + END, "req", T)
def _t_req_count(m, c):
    tests = _req_tests(m.group(1))
    if not tests or any(code == fx.CNT_OWN_KO_LAST_TURN for code, _ in tests):
        return None  # a Knock Out "during your opponent's last turn" of any kind: not the attack-damage count
    return [["REQ_COUNT", code, at_least] for code, at_least in tests]


# "draw N. if you have exactly 6 prize cards remaining, draw M instead": no prize taken yet (6 prizes)
rt._MY_CONDS.append((r"you have exactly 6 prize cards remaining", [(fx.CNT_OWN_PRIZES_TAKEN, -1)]))
