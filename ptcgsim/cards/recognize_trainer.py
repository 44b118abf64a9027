"""Trainer wordings of the EX and Scarlet & Violet eras (registered into ``recognize.RECS``).

Imported at the end of :mod:`ptcgsim.cards.recognize`, so the shared fragments and the
``rec``/``const`` registrars are defined.  Only regular-expression fragments live here,
never card sentences (DESIGN.md, card data policy).  For a Trainer the kernel's SELF is
the player's Active Pokémon.

A Trainer whose effect could do nothing gets the requirement rows (``REQ_*``) that keep it
from being played then (the modern rule), where an opcode can test it.  Recognisers that
include their own coin flip do so because requirement rows may not sit inside an
``if heads`` wrapper.
"""

from __future__ import annotations

import re

from .. import effects as fx
from .recognize import (
    _COND_LIST,
    CONDS,
    COND_RE,
    END,
    NUM,
    ONE_OWN_BENCH,
    OPP_BENCH,
    OPT_SHUFFLE,
    TYPES,
    T,
    Rows,
    _board_cond,
    _conds,
    _kind,
    _n,
    _type,
    _wrap_board,
    const,
    rec,
)

_PILE_HAND = r" from your discard pile into your hand"

#: Trainer kinds the kernel cannot play or keep in play with their effect yet: never implemented
#: from their text (a hand-written program may still say otherwise).
NOT_PLAYABLE = ("stadium", "tool", "technical-machine")


def trainer_fixups(rows: Rows) -> Rows:
    """Requirement rows a recognised Trainer program implies: a search that puts Pokémon onto
    the Bench needs room there (the modern rule: a Trainer that would do nothing can't be
    played)."""
    out = [list(r) for r in rows]
    bench_search = any(r[0] == "SEARCH_DECK" and len(r) > 3 and r[3] == fx.TO_BENCH for r in out)
    if bench_search and not any(r[0] == "REQ_BENCH_SPACE" for r in out):
        out.insert(0, ["REQ_BENCH_SPACE", fx.SELF])
    return out


# --- reminder lines (no rows) -----------------------------------------------------------------
# EX-era Supporter reminder (the kernel keeps one Supporter per turn from the card's kind, and
# the card goes to the discard pile when played: where it waits changes nothing here).
_ACE = r"you can't have more than 1 ace spec card in your deck"
_EX_SUP = r"you can play only one supporter card each turn" + END
_EX_NEXT_TO = r"when you play this card, put it next to your active pokémon" + END
const(_EX_SUP + _EX_NEXT_TO + r"when your turn ends, discard this card" + END, "none", [], T)
const(r"ace spec: " + _ACE + END, "none", [], T)
# information only: the simulated players never use hidden information (prizes face up)
const(r"look at your face-down prize cards" + END, "none", [], T)
const(r"choose up to \d+ of your prize cards and put them face up" + END
      + r"\(these cards remain face up for the rest of the game\.\)\s*", "none", [], T)

# --- drawing ------------------------------------------------------------------------------------
_UNTIL = r"draw cards (?:from your deck )?until you have (\d+) cards in your hand"


@rec(r"(?:you may )?" + _UNTIL + END, "post", T)
def _t_draw_until(m, c):
    return [["DRAW", int(m.group(1)), 1]]


@rec(r"draw " + NUM + r" more cards?" + END, "post", T)
def _t_draw_more(m, c):
    return [["DRAW", _n(m.group(1))]]


#: board conditions this module reads besides recognize._BOARD_CONDS
_MY_CONDS: list[tuple[str, list[tuple[int, int]] | None]] = [
    (r"none of your pokémon have any energy attached", [(fx.CNT_OWN_ENERGY_ALL, -1)]),  # ANY: count_code(code, -1) == code
]


def _cond(text: str) -> list[tuple[int, int]] | None:
    for pat, tests in _MY_CONDS:
        if re.fullmatch(pat, text):
            return tests
    m = re.fullmatch(r"you have (\d+) or more cards in your hand", text)
    if m:
        return [(fx.CNT_OWN_HAND, int(m.group(1)))]
    return _board_cond(text)


def _either(tests: list[tuple[int, int]] | None, then: Rows, otherwise: Rows) -> Rows | None:
    """``then`` when the one board test holds, else ``otherwise``."""
    if not tests or len(tests) != 1:
        return None
    code, at_least = tests[0]
    return [["SKIP_UNLESS_COUNT", code, at_least, len(then) + 1]] + then + [["SKIP", len(otherwise)]] + otherwise


_DRAW_N = r"draw (\d+) cards"
_SHUFFLE_HAND = r"shuffle your hand into your deck" + END


# "draw N cards. if <board condition>, draw M cards instead." (and the "until" form), after an
# optional shuffle of the hand into the deck
@rec(r"(" + _SHUFFLE_HAND + r"then, )?(?:" + _DRAW_N + r"|" + _UNTIL + r")" + END
     + r"if ([^,.]+), (?:" + _DRAW_N + r"|" + _UNTIL + r") instead" + END, "post", T)
def _t_draw_instead(m, c):
    if bool(m.group(2)) != bool(m.group(5)):
        return None
    until = 1 if m.group(3) else 0
    base = [["DRAW", int(m.group(2) or m.group(3))] + ([1] if until else [])]
    alt = [["DRAW", int(m.group(5) or m.group(6))] + ([1] if until else [])]
    rows = _either(_cond(m.group(4)), alt, base)
    if rows is None:
        return None
    return ([["SHUFFLE_HAND_DRAW", 0]] if m.group(1) else []) + rows


@rec(r"then, if ([^,.]+), draw " + NUM + r" more cards?" + END, "post", T)
def _t_then_if_draw_more(m, c):
    tests = _cond(m.group(1))
    return _wrap_board(tests, [["DRAW", _n(m.group(2))]]) if tests else None


# the hand goes into the deck, then the draw: "draw that many" as the opponent holds (DRAW until
# as many as the opponent, from an empty hand), or a coin decides (the flip is its own sentence)
const(_SHUFFLE_HAND + r"then, count the number of cards in your opponent's hand and draw that many cards" + END,
      "post", [["SHUFFLE_HAND_DRAW", 0], ["DRAW", 0, 2]], T)
const(_SHUFFLE_HAND + r"then, (?=flip )", "post", [["SHUFFLE_HAND_DRAW", 0]], T)


@rec(r"each player shuffles their hand into their deck and draws " + NUM + r" cards" + END, "post", T)
def _t_both_shuffle_draw(m, c):
    n = _n(m.group(1))
    return [["SHUFFLE_HAND_DRAW", n], ["OPP_SHUFFLE_HAND_DRAW", n]]


# one card per Benched Pokémon of the opponent's (at most 5): one conditional draw per count
const(r"draw a card for each of your opponent's benched pokémon" + END, "post",
      [r for k in range(1, 6) for r in (["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, k, 1], ["DRAW", 1])], T)
const(r"if you have less cards in your hand than your opponent, " + r"draw cards until you have the same number of cards"
      r" as your opponent" + END, "post", [["DRAW", 0, 2]], T)
const(r"then discard any 1 card from your hand" + END, "post", [["DISCARD_HAND", 1, fx.KIND_ANY]], T)
# EX Holon Supporters: the discard is a cost (the card can't be played without it)
const(r"discard a card from your hand" + END + r"if you can't discard a card from your hand, you can't play this card" + END,
      "pre", [["REQ_HAND", 1], ["DISCARD_HAND", 1, fx.KIND_ANY]], T)

# --- searching the deck -------------------------------------------------------------------------
#: more card descriptions (recognize_trainer2.py adds its own): functions text -> kind or None
KIND_HOOKS: list = []


def _tkind(s: str) -> int | str | None:
    """A card description as a SEARCH_DECK kind: recognize._kind's, plus the wordings of the
    later eras (a typed Pokémon, a typed basic Energy card, "Evolution Pokémon")."""
    k = _kind(s)
    if k is not None:
        return k
    if re.fullmatch(r"evolution pokémon", s):
        return fx.KIND_EVOLUTION
    # EX era: a Basic Pokémon and an Evolution card are every Pokémon card there is
    if re.fullmatch(r"basic pokémon or evolution cards?", s):
        return fx.KIND_POKEMON
    m = re.fullmatch(r"(" + TYPES + r") pokémon", s)
    if m and m.group(1) != "colorless":
        return fx.KIND_POKEMON_OF_TYPE + _type(m.group(1))
    m = re.fullmatch(r"basic (" + TYPES + r") energy cards?", s)
    if m and m.group(1) != "colorless":
        return fx.KIND_BASIC_ENERGY_OF_TYPE + _type(m.group(1))
    for hook in KIND_HOOKS:
        k = hook(s)
        if k is not None:
            return k
    return None


_SHOW = r"(?:,? (?:reveal (?:it|them)|show (?:it|them) to your opponent),?)?"
_DEST = r" and put (?:it|them) (onto your bench|into your hand)" + END


def _search_rows(count: int, kind_text: str, dest: str) -> Rows | None:
    k = _tkind(kind_text)
    if k is None or isinstance(k, str):
        return None
    return [["SEARCH_DECK", count, k, fx.TO_BENCH if "bench" in dest else fx.TO_HAND]]


# the wordings recognize._search knows are its own (it is registered first and wins a tie);
# this one adds the later kinds and "any number of" (a Bench holds 5)
@rec(r"search your deck for (?:up to (\d+)|an?|(any number of)) ([^,.]*?)" + _SHOW + _DEST + OPT_SHUFFLE, "post", T)
def _t_search(m, c):
    if _kind(m.group(3)) is not None and not m.group(2):
        return None
    return _search_rows(5 if m.group(2) else int(m.group(1) or 1), m.group(3), m.group(4))


# "search your deck for an X and a Y" / "a X, a Y, and a Z": one search per card
@rec(r"(discard your hand and )?search your deck for ((?:an? [^,.]+?, )*an? [^,.]+?,? and an? [^,.]+?)" + _SHOW + _DEST
     + OPT_SHUFFLE, "post", T)
def _t_search_several(m, c):
    items = re.split(r",? and |, ", m.group(2))
    rows: Rows = [["DISCARD_HAND", 0, fx.KIND_ANY]] if m.group(1) else []
    for it in items:
        im = re.fullmatch(r"an? (.+)", it)
        if not im:
            return None
        r = _search_rows(1, im.group(1), m.group(3))
        if r is None:
            return None
        rows += r
    return rows


# "flip N coins. for each heads, <one card>": one conditional row per coin
_FOR_EACH_HEADS = r"flip (\d+) coins" + END + r"for each heads, "


@rec(_FOR_EACH_HEADS + r"search your deck for an? ([^,.]+?)" + _SHOW + _DEST + OPT_SHUFFLE, "post", T)
def _t_search_per_heads(m, c):
    one = _search_rows(1, m.group(2), m.group(3))
    if one is None:
        return None
    rows: Rows = [["FLIP", int(m.group(1))]]
    for h in range(1, int(m.group(1)) + 1):
        rows += [["SKIP_UNLESS_HEADS", h, len(one)]] + one
    return rows


@rec(_FOR_EACH_HEADS + r"put a basic energy card" + _PILE_HAND + END
     + r"if you don't have that many basic energy cards in your discard pile, put all of them into your hand" + END, "post", T)
def _t_recover_per_heads(m, c):
    n = int(m.group(1))
    rows: Rows = [["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY], ["FLIP", n]]
    for h in range(1, n + 1):
        rows += [["SKIP_UNLESS_HEADS", h, 1], ["RECOVER", 1, fx.KIND_BASIC_ENERGY, fx.TO_HAND]]
    return rows


# --- the discard pile -----------------------------------------------------------------------------
_PILE_KINDS = {"supporter card": fx.KIND_SUPPORTER, "supporter cards": fx.KIND_SUPPORTER,
               "basic energy card": fx.KIND_BASIC_ENERGY, "energy card": fx.KIND_ENERGY, "trainer card": fx.KIND_TRAINER,
               "basic pokémon or evolution card": fx.KIND_POKEMON, "pokémon": fx.KIND_POKEMON}
_PILE = r"(supporter cards?|basic energy card|energy card|trainer card|basic pokémon or evolution card|pokémon)"


@rec(r"search your discard pile for an? " + _PILE + r", show it to your opponent, and put it into your hand" + END, "post", T)
def _t_pile_to_hand(m, c):
    k = _PILE_KINDS[m.group(1)]
    return [["REQ_DISCARD", 1, k], ["RECOVER", 1, k, fx.TO_HAND]]


@rec(r"put up to (\d+) supporter cards" + _PILE_HAND + END, "post", T)
def _t_supporters_to_hand(m, c):
    return [["REQ_DISCARD", 1, fx.KIND_SUPPORTER], ["RECOVER", int(m.group(1)), fx.KIND_SUPPORTER, fx.TO_HAND]]


# beside another effect (a draw): no requirement
@rec(r"put an? (basic energy|energy|pokémon|supporter|item) card" + _PILE_HAND + END, "post", T)
def _t_one_to_hand(m, c):
    k = {"basic energy": fx.KIND_BASIC_ENERGY, "energy": fx.KIND_ENERGY, "pokémon": fx.KIND_POKEMON,
         "supporter": fx.KIND_SUPPORTER, "item": fx.KIND_ITEM}[m.group(1)]
    return [["RECOVER", 1, k, fx.TO_HAND]]


@rec(r"shuffle up to (\d+) supporter cards from your discard pile into your deck" + END, "post", T)
def _t_supporters_to_deck(m, c):
    return [["REQ_DISCARD", 1, fx.KIND_SUPPORTER], ["RECOVER", int(m.group(1)), fx.KIND_SUPPORTER, fx.TO_DECK]]


# the requirement makes "if you shuffled any" always true (the kernel shuffles in one at least)
@rec(r"shuffle up to (\d+) pokémon from your discard pile into your deck" + END
     + r"if you shuffled any cards into your deck in this way, draw " + NUM + r" cards" + END, "post", T)
def _t_recycle_then_draw(m, c):
    return [["REQ_DISCARD", 1, fx.KIND_POKEMON], ["RECOVER", int(m.group(1)), fx.KIND_POKEMON, fx.TO_DECK],
            ["DRAW", _n(m.group(2))]]


@rec(r"flip a coin" + END + r"if heads, search your discard pile for (\d+) energy cards \(1 if there is only 1\), show them to your"
     r" opponent, and shuffle them into your deck" + END, "post", T)
def _t_energy_to_deck_on_heads(m, c):
    return [["REQ_DISCARD", 1, fx.KIND_ENERGY], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
            ["RECOVER", int(m.group(1)), fx.KIND_ENERGY, fx.TO_DECK]]


# "put them on top of your deck. shuffle your deck afterward": into the deck
@rec(r"search your discard pile for (\d+) basic energy cards and any combination of (\d+) basic pokémon or evolution cards,"
     r" show them to your opponent, and put them on top of your deck" + END + r"shuffle your deck afterward" + END, "post", T)
def _t_pile_to_deck_two_kinds(m, c):
    return [["RECOVER", int(m.group(1)), fx.KIND_BASIC_ENERGY, fx.TO_DECK],
            ["RECOVER", int(m.group(2)), fx.KIND_POKEMON, fx.TO_DECK]]


# --- the deck's top -------------------------------------------------------------------------------
@rec(r"discard the top (\d+) cards of your deck" + END, "post", T)
def _t_mill_own(m, c):
    return [["REQ_DECK"], ["MILL_OPP", int(m.group(1)), 1]]


@rec(r"shuffle your deck" + END + r"look at (\d+) cards from the top of your deck, then put them back on top of your deck"
     r" in any order" + END, "post", T)
def _t_shuffle_rearrange(m, c):
    return [["REQ_DECK"], ["SHUFFLE_DECK"], ["TOP_REARRANGE", int(m.group(1)), fx.SELF]]


# --- healing, Special Conditions ------------------------------------------------------------------
@rec(r"remove (\d+|an?) damage counters? from 1 of your pokémon(?: \(remove \d+ damage counters? if that pokémon has only \d+\))?"
     + END, "post", T)
def _t_remove_counters(m, c):
    return [["REQ_OWN_DAMAGED", 1], ["HEAL_ANY_OWN", 10 * _n(m.group(1))]]


@rec(r"heal (\d+) damage from each of your pokémon" + END, "post", T)
def _t_heal_each(m, c):
    return [["REQ_OWN_DAMAGED", 1], ["HEAL", int(m.group(1)), fx.EACH_OWN]]


# EX era "each of your Active Pokémon": the one Active of a 1-on-1 game
const(r"remove all special conditions from (?:each of )?your active pokémon" + END, "post", [["CURE", fx.SELF]], T)


@rec(r"your opponent's active pokémon is now " + _COND_LIST + END, "post", T)
def _t_cond_opp(m, c):
    return _conds(m.group(1), fx.OPP)


# --- requirements ------------------------------------------------------------------------------------
_ONLY_IF = r"you can use this card only if "


@rec(_ONLY_IF + r"your opponent's active pokémon is (" + COND_RE + r")" + END, "req", T)
def _t_req_def_cond(m, c):
    return [["REQ_DEF_COND", CONDS[m.group(1)]]]


const(_ONLY_IF + r"you go second, and only during your first turn" + END, "req", [["REQ_NOT_TURN", 2, 1]], T)

# Rare Candy: a Stage 2 from the hand onto its Basic, skipping the Stage 1 (REQ_BREED / BREED_STAGE2:
# evolving's rules, not on the first turn nor on a Pokémon put into play this turn).  The EX-era
# wording also allows a Stage 1, which is plain evolving from the hand (a move the player already has).
_CANDY_PICK = r"choose 1 of your basic pokémon in play" + END
_CANDY_EX = (r"if you have a stage 1 or stage 2 card that evolves from that pokémon in your hand, put that card on the basic"
             r" pokémon" + END + r"\(this counts as evolving that pokémon\.\)\s*")
_CANDY_SV = (r"if you have a stage 2 card in your hand that evolves from that pokémon, put that card onto the basic pokémon to"
             r" evolve it, skipping the stage 1" + END + r"you can't use this card during your first turn or on a basic"
             r" pokémon that was put into play this turn" + END)
const(_CANDY_PICK + r"(?:" + _CANDY_EX + r"|" + _CANDY_SV + r")", "post", [["REQ_BREED"], ["BREED_STAGE2"]], T)

# --- switching ---------------------------------------------------------------------------------------
_OWN_SWITCH = r"switch (?:1 of your active pokémon|your active pokémon) with " + ONE_OWN_BENCH
const(_OWN_SWITCH + END, "post", [["REQ_OWN_BENCH"], ["SWITCH_SELF"]], T)
const(r"your opponent switches 1 of (?:his or her|their) defending pokémon with 1 of (?:his or her|their) benched pokémon,"
      r" if any" + END + r"you " + _OWN_SWITCH + r", if any" + END,
      "post", [["GUST", fx.OPP], ["SWITCH_SELF"]], T)


@rec(_OWN_SWITCH + END + r"if you do, " + _UNTIL + END, "post", T)
def _t_switch_then_draw(m, c):
    return [["REQ_OWN_BENCH"], ["SWITCH_SELF"], ["DRAW", int(m.group(1)), 1]]


_GUST_IN = r"switch in 1 of " + OPP_BENCH + r" to the active spot" + END
const(_GUST_IN + r"if you do, " + _OWN_SWITCH + END, "post", [["REQ_OPP_BENCH"], ["GUST", fx.SELF], ["SWITCH_SELF"]], T)

# the opponent's Active to the Bench, the opponent's pick: alone it needs a Benched Pokémon there
_SWITCH_OUT = (r"switch out your opponent's active pokémon to the bench" + END
               + r"\(your opponent chooses the new active pokémon\.\)\s*")
const(_SWITCH_OUT, "post", [["REQ_OPP_BENCH"], ["GUST", fx.OPP]], T)


@rec(r"draw " + NUM + r" cards?" + END + _SWITCH_OUT, "post", T)
def _t_draw_and_switch_out(m, c):
    return [["DRAW", _n(m.group(1))], ["GUST", fx.OPP]]


# "flip a coin. if heads, <effect on the opponent's board>": the flip is part of the pattern so
# that the requirement can go in front
_HEADS = r"flip a coin" + END + r"if heads, "
_ON_HEADS = [
    (_GUST_IN, [["REQ_OPP_BENCH"]], [["GUST", fx.SELF]]),
    (r"choose 1 of " + OPP_BENCH + r" and switch it with 1 of the defending pokémon" + END
     + r"your opponent chooses the defending pokémon to switch" + END, [["REQ_OPP_BENCH"]], [["GUST", fx.SELF]]),
    (r"your opponent switches 1 of (?:his or her|their) active pokémon with 1 of (?:his or her|their) benched pokémon" + END,
     [["REQ_OPP_BENCH"]], [["GUST", fx.OPP]]),
    # REQ_OPP_ENERGY tests the opponent's Active only: base Energy Removal's documented restriction
    (r"(?:discard an energy from 1 of your opponent's pokémon"
     r"|choose 1 energy card " + r"attached to 1 of your opponent's pokémon and discard it)" + END,
     [["REQ_OPP_ENERGY"]], [["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]]),
]
for _pat, _req, _rows in _ON_HEADS:
    const(_HEADS + _pat, "post", _req + [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, len(_rows)]] + _rows, T)
