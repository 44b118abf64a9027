"""EX-era attack wordings of the theme decks' cards and their families (registered into
``recognize.RECS``; the kernel pieces they use came with them: board counts 96-103,
FLIP_PER_COUNT, SKIP_UNLESS_N, NO_WEAKNESS_NEXT, and arguments of existing opcodes).

Imported at the end of :mod:`ptcgsim.cards.recognize`.  Only regular-expression fragments
live here, never card sentences (DESIGN.md, card data policy).  In an attack's rows SELF is
the attacking Pokémon and OPP the Defending Pokémon's side.
"""

from __future__ import annotations

import re
from string import capwords

from .. import effects as fx
from . import recognize as R
from . import recognize_trainer as rt
from .recognize import DEF, END, ME, NUM, OPT_SHUFFLE, TYPES, _n, _type, const, rec
from .recognize_attack import _clause
from ..kernel.cardtable import CF_AQUA, CF_DELTA, CF_EX, CF_MAGMA, CF_NAME_DARK, CF_TYPES
from .schema import CF_RSM

_OPP_ANY = r"your opponent's pokémon"
_THAT = r"that pokémon"
_SHOW = r"(?:,? (?:reveal (?:it|them)|show (?:it|them) to your opponent),?)?"


def _bit(flag: int) -> int:
    return flag.bit_length() - 1


#: "has <tag>": the cflags bit a card's name or mark gives
_TAGS = {"δ on its card": _bit(CF_DELTA), "team aqua in its name": _bit(CF_AQUA), "team magma in its name": _bit(CF_MAGMA),
         "dark in its name": _bit(CF_NAME_DARK)}
_TAG = r"(δ on its card|team aqua in its name|team magma in its name|dark in its name)"


def _special_name(word: str) -> str | None:
    """"react energy" -> "React Energy": a Special Energy card called by its name (not a type,
    not "special" or "basic")."""
    w = word.strip()
    if re.fullmatch(TYPES, w) or w in ("special", "basic", "") or not re.fullmatch(r"[a-zé']+", w):
        return None
    if w == "holon":
        return None  # a family of cards ("Holon Energy FF", "... GL", "... WP"): no card has that name alone
    return capwords(w) + " Energy"


# --- board conditions (the "if <condition>, <clause>." wrapper of recognize.py) ----------------
def _self_named_energy(m):
    name = _special_name(m.group(1))
    return None if name is None else [(fx.named_count(fx.CNT_SELF_ENERGY_KIND, name), 1)]


def _named_stadium(m):
    return [(fx.named_count(fx.CNT_STADIUM_KIND, capwords(m.group(1))), 1)]


_MORE_CONDS = [
    (ME + r" has any ([a-zé']+) energy cards? attached(?: to it)?", _self_named_energy),
    (DEF + r" has " + _TAG, lambda m: [(fx.count_code(fx.CNT_DEF_FLAG, _TAGS[m.group(1)]), 1)]),
    (r"([a-z]+'s stadium) is in play", _named_stadium),
    (ME + r" has (?:less|fewer) energy attached to it than " + DEF, lambda m: [(fx.CNT_ENERGY_TRAIL, 1)]),
    (DEF + r" has fewer remaining hp than " + ME + r"(?:'s)?", lambda m: [(fx.CNT_HP_LEAD, 1)]),
]
for _p, _b in _MORE_CONDS:
    R._BOARD_CONDS_RE.append((re.compile(_p), _b))


# "for each <thing>": more board counts
R._PER_COUNTS_RE.append((re.compile(r"type of basic energy attached to " + DEF), lambda m: (fx.CNT_DEF_BASIC_TYPES, fx.ANY)))

# the remaining-HP comparison is read with the condition that follows it
const(r"before doing damage, count the remaining hp of " + DEF + r" and " + ME + END + r"(?=if " + DEF + r" has fewer remaining hp)",
      "none", [])


# "for each [type] Pokémon in play": both players' Pokémon of that printed type (an EX-era
# Pokémon with two types counts for either: the card flags hold every printed type)
@rec(r"(?:this attack )?does (\d+) damage plus (\d+) more damage for each (" + TYPES + r") pokémon in play" + END, "pre")
def _plus_per_type_in_play(m, c):
    if int(m.group(1)) != c.base or m.group(3) == "colorless":
        return None
    bit = _bit(CF_TYPES) + _type(m.group(3))
    per = int(m.group(2))
    return [["DMG_ADD_PER_COUNT", per, fx.CNT_OWN_FLAG_IN_PLAY, bit], ["DMG_ADD_PER_COUNT", per, fx.CNT_OPP_FLAG_IN_PLAY, bit]]


# --- choices of how much: counters on itself for more damage ------------------------------------
@rec(r"you may put up to (\d+) damage counters on " + ME + END + r"if you do, this attack does (\d+) damage plus (\d+) more damage "
     r"for each damage counter you put on " + ME + r"(?: in this way)?" + END, "pre")
def _counters_for_damage(m, c):
    if int(m.group(2)) != c.base:
        return None
    return [["CHOOSE_MORE", int(m.group(3)), 10, int(m.group(1))]]


# "you may do N damage plus M more damage for each X. if you do, this Pokémon does K damage to
# itself": saying no does nothing at all (no damage, no effect), as not attacking; so the rows
# are the yes (greedy's attack choice sees the damage to itself)
@rec(r"you may do (\d+) damage plus (\d+) more damage for each ([^.]*?)" + END + r"if you do, " + ME + r" does (\d+) damage to itself"
     + END, "pre")
def _may_do_plus_per(m, c):
    if int(m.group(1)) != c.base:
        return None
    rows = R._per_rows(m.group(3), int(m.group(2)), c)
    return None if rows is None else rows + [["SELF_DAMAGE", int(m.group(4))]]


# --- damage to 1 of the opponent's Pokémon, the target's own conditions ------------------------
_CHOOSE_ONE = r"choose 1 of " + _OPP_ANY + END
_ALT = {"already has damage counters on it": fx.ALT_DAMAGED * 1000, "has damage counters on it": fx.ALT_DAMAGED * 1000,
        "already has any damage counters on it": fx.ALT_DAMAGED * 1000, "has any damage counters on it": fx.ALT_DAMAGED * 1000}


def _alt_code(cond: str) -> int | None:
    if cond in _ALT:
        return _ALT[cond]
    m = re.fullmatch(r"has " + _TAG, cond)
    if m:
        return (fx.ALT_FLAG + _TAGS[m.group(1)]) * 1000
    if cond in ("is a pokémon-ex", "is pokémon-ex"):
        return (fx.ALT_FLAG + _bit(CF_EX)) * 1000
    return None


@rec(_CHOOSE_ONE + r"this attack does (\d+) damage to " + _THAT + END + r"if " + _THAT + r" ([^,.]+), this attack does (\d+) damage instead"
     + END, "post")
def _any_one_alt(m, c):
    code = _alt_code(m.group(2))
    if c.damaging or code is None or not 0 < int(m.group(3)) < 1000:
        return None
    return [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ANY_ONE, code + int(m.group(3))]]


@rec(r"put (\d+|an?) damage counters? on 1 of " + _OPP_ANY + END + r"if " + _THAT + r" ([^,.]+), put (\d+) damage counters instead"
     + END, "post")
def _counters_one_alt(m, c):
    code = _alt_code(m.group(2))
    if code is None:
        return None
    return [["PUT_COUNTERS", 10 * _n(m.group(1)), fx.BENCH_OPP_ANY_ONE, code + 10 * int(m.group(3))]]


# "choose 1 of your opponent's Pokémon. this attack does N damage for each X to that Pokémon":
# the modifiers make D, the chosen Pokémon takes it (BENCH_DAMAGE a=-1)
@rec(_CHOOSE_ONE + r"this attack does (\d+) damage for each ([^.]*?) to " + _THAT + END, "post")
def _any_one_per(m, c):
    rows = None if c.damaging else R._per_rows(re.sub(r"^damage counters", "damage counter", m.group(2)), int(m.group(1)), c)
    return None if rows is None else [["DMG_SET", 0]] + rows + [["BENCH_DAMAGE", -1, fx.BENCH_OPP_ANY_ONE]]


# "put N counters on the opponent's Pokémon in any way you like; if <condition>, M instead"
@rec(r"put (\d+) damage counters on your opponent's (benched )?pokémon in any way you like" + END + r"if ([^,.]+), put (\d+) damage counters instead"
     + END, "post")
def _spread_unless(m, c):
    tests = R._board_cond(m.group(3))
    if tests is None:
        return None
    target = fx.BENCH_OPP_SPREAD if m.group(2) else fx.BENCH_OPP_SPREAD_ANY
    return R._wrap_board(tests, [["PUT_COUNTERS", 10 * int(m.group(4)), target], ["SKIP", 1]]) + [["PUT_COUNTERS", 10 * int(m.group(1)), target]]


# --- the opponent's Pokémon: switches, devolving ----------------------------------------------
const(r"before doing damage, you may choose 1 of your opponent's benched pokémon and switch it with 1 of the defending pokémon"
      + END + r"(?:your opponent chooses the defending pokémon to switch" + END + r")?", "pre", [["GUST", fx.SELF, 1]])
const(r"before using this effect, you may switch " + DEF + r" with 1 of your opponent's benched pokémon, if any" + END,
      "post", [["GUST", fx.SELF, 1]])
# a coin for the opponent's evolved Pokémon the attacker chooses: its top card into its owner's deck
const(r"if your opponent has any evolved pokémon in play, choose 1 of them and flip a coin" + END
      + r"if heads, remove the highest stage evolution card on that pokémon and have your opponent shuffle it into (?:his or her|their) deck"
      + END, "post", [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["DEVOLVE", 1, 3]])
const(r"during your opponent's next turn, " + ME + r" has no weakness" + END, "post", [["NO_WEAKNESS_NEXT"]])


# --- the opponent's hand ------------------------------------------------------------------------
@rec(r"look at your opponent's hand(?:,|" + END + r") ?choose (an?|1|up to \d+) ([^,.]+?) you find there,? and discard (?:it|them)"
     + END, "post")
def _look_discard(m, c):
    k = _attack_kind(m.group(2), c.ex_era)
    if not isinstance(k, int):
        return None
    n = int(m.group(1)[6:]) if m.group(1).startswith("up to") else 1
    return [["DISCARD_HAND", n, k, fx.OPP_SEEN]]


# --- cards: draws, searches -------------------------------------------------------------------
# after a flip: "for each heads, draw N cards"
@rec(r"for each heads, draw " + NUM + r" cards?" + END, "post")
def _draw_per_heads(m, c):
    return [["DRAW", _n(m.group(1)), 7]]


@rec(r"draw (\d+) cards? from the bottom of your deck" + END, "post")
def _draw_bottom(m, c):
    n = int(m.group(1))
    return [["LOOK_TOP", n, fx.KIND_ANY, n + fx.LT_DEST * fx.TO_HAND + fx.LT_REST * fx.LT_BACK_ON_TOP + fx.LT_BOTTOM]]


def _first_type_kind(k: int) -> bool:
    """A kind that reads a Pokémon's first printed type (KIND_BASIC_OF_TYPE, KIND_POKEMON_OF_TYPE,
    alone, tagged or in an either-kind): an EX-era Pokémon may print two types, so not there."""
    parts = [k]
    if k >= fx.KIND_EITHER:
        v = k - fx.KIND_EITHER
        parts = [v & ((1 << 25) - 1), v >> 25]
    for x in parts:
        base = x % 1_000_000 % 100 if x >= fx.KIND_FLAG else x
        if fx.KIND_BASIC_OF_TYPE <= base < fx.KIND_BASIC_ENERGY_OF_TYPE and not fx.KIND_NAMED <= x < fx.KIND_FLAG:
            return True
    return False


def _attack_kind(desc: str, ex_era: bool = False):
    """An attack's search description: the Trainers' kinds (tags, types, exclusions) or a
    Special Energy card by its name ("a React Energy card").  "A [type] Pokémon (excluding
    Pokémon-ex)": any printed type (CF_TYPES), no Pokémon-ex (KIND_POKEMON_NOT_EX)."""
    m = re.fullmatch(r"(" + TYPES + r") pokémon \(excluding pokémon-ex\)", desc)
    if m and m.group(1) != "colorless":
        return fx.kind_flag(fx.KIND_POKEMON_NOT_EX, CF_TYPES << _type(m.group(1)))
    m = re.fullmatch(r"(" + TYPES + r") or (" + TYPES + r") pokémon \(excluding pokémon-ex\)", desc)
    if m and "colorless" not in (m.group(1), m.group(2)):
        return fx.kind_either(*(fx.kind_flag(fx.KIND_POKEMON_NOT_EX, CF_TYPES << _type(t)) for t in m.group(1, 2)))
    m = re.fullmatch(r"(pokémon|basic pokémon) that has δ on its card", desc)
    if m:
        return fx.kind_flag(fx.KIND_POKEMON if m.group(1) == "pokémon" else fx.KIND_BASIC_POKEMON, CF_DELTA)
    k = rt._tkind(desc)
    if isinstance(k, int):
        return None if ex_era and _first_type_kind(k) else k
    m = re.fullmatch(r"([a-zé']+) energy card", desc)
    return _special_name(m.group(1)) if m else None


# (recognize._search reads the plain kinds first: a tie keeps its rows, the same as these)
@rec(r"search your deck for (?:up to (\d+)|(\d+)|an?|1) ([^,.]*?)" + _SHOW + r" and put (?:it|them) (onto your bench|into your hand)" + END
     + OPT_SHUFFLE, "post")
def _search_more(m, c):
    k = _attack_kind(m.group(3), c.ex_era)
    if k is None:
        return None
    return [["SEARCH_DECK", int(m.group(1) or m.group(2) or 1), k, fx.TO_BENCH if "bench" in m.group(4) else fx.TO_HAND]]


@rec(r"search your deck for ([^,.]*?), show up to (\d+) of them to your opponent, and put them into your hand" + END + OPT_SHUFFLE,
     "post")
def _search_show_up_to(m, c):
    k = _attack_kind(m.group(1), c.ex_era)
    return None if k is None else [["SEARCH_DECK", int(m.group(2)), k, fx.TO_HAND]]


@rec(r"look at the top (\d+) cards of your deck" + END + r"choose an? ([^,.]+?) you find there" + _SHOW
     + r" and put it into your hand" + END + r"put the other (\d+) cards back on top of your deck" + END
     + r"shuffle your deck afterward" + END, "post")
def _look_take_one(m, c):
    k = _attack_kind(m.group(2), c.ex_era)
    if not isinstance(k, int) or int(m.group(3)) != int(m.group(1)) - 1:
        return None
    return [["LOOK_TOP", int(m.group(1)), k, 1 + fx.LT_DEST * fx.TO_HAND + fx.LT_REST * fx.LT_SHUFFLE]]


# an evolution from the deck onto 1 of your Pokémon, then "if you do, X": X only when a card
# was put there (EVOLVE_FROM_DECK's N)
@rec(r"search your deck for a card that evolves from 1 of your pokémon and put it on that pokémon" + END
     + r"\(this counts as evolving that pokémon\.\)\s*if you do, ([^.]*" + END + r")" + OPT_SHUFFLE, "post")
def _evolve_if_you_do(m, c):
    rows = _if_you_do_rows(m.group(1), c)
    return None if rows is None else [["EVOLVE_FROM_DECK", 1]] + rows


def _if_you_do_rows(clause: str, c):
    m = re.fullmatch(r"put (\d+|an?) damage counters? on " + ME + END, clause)
    if m:
        rows = [["SELF_DAMAGE", 10 * _n(m.group(1))]]
    else:
        rows = _clause(clause, c)
    return None if rows is None else [["SKIP_UNLESS_N", 1, len(rows)]] + rows


# "you may discard a [type] Energy card attached to this Pokémon. if you do, X": the player
# chooses (DISCARD_CHOSEN, up to 1 card); X only when one went
@rec(r"you may discard (an?|\d+) (?:(" + TYPES + r") )?energy cards? attached to " + ME + END + r"if you do, ([^.]*" + END + r")", "post")
def _may_discard_if_you_do(m, c):
    rows = _if_you_do_rows(m.group(3), c)
    if rows is None:
        return None
    return [["DISCARD_CHOSEN", _n(m.group(1)), fx.DS_SELF, _type(m.group(2))]] + rows


# "you may return any number of [basic] [type] Energy cards attached to all of your Pokémon to your
# hand. if you do, this attack does N damage plus M more damage for each Energy you returned."
@rec(r"you may return any number of (?:basic )?(?:(" + TYPES + r") )?energy cards attached to (all of your pokémon|" + ME
     + r") to your hand" + END + r"if you do, this attack does (\d+) damage plus (\d+) more damage for each energy(?: card)? you returned" + END,
     "pre")
def _return_for_damage(m, c):
    if int(m.group(3)) != c.base:
        return None
    src = (fx.DS_SELF if m.group(2) == ME else fx.DS_OWN) + fx.DS_TO_HAND
    return [["DISCARD_CHOSEN", 0, src, _type(m.group(1))], ["DMG_ADD_PER_N", int(m.group(4))]]


# --- attaching Energy ---------------------------------------------------------------------------
_ENERGY_SOURCES = {"discard pile": fx.FROM_DISCARD, "hand": fx.FROM_HAND, "deck": fx.FROM_DECK}


def _etype(basic: str | None, types: str | None, ex_era: bool = False):
    """ATTACH_ENERGY*'s type: "a basic Energy card" any basic one; "an Energy card" any Energy
    card (Special too); "a Grass or Water Energy card" a basic one of either type.  None for a
    Darkness or Metal Energy card of the EX era: only Special Energy cards had those names then
    (ATTACH_ENERGY's typed forms take basic cards)."""
    if not types:
        return fx.ANY if basic else fx.ENERGY_ANY_CARD
    ts = re.split(r" or ", types)
    if ex_era and not basic and ({"darkness", "metal"} & set(ts)):
        return None
    if len(ts) == 1:
        return _type(ts[0])
    return fx.ENERGY_MASK + sum(1 << _type(t) for t in ts)


_ETYPES = r"(basic )?(?:((?:" + TYPES + r")(?: or (?:" + TYPES + r"))?) )?energy cards?"


@rec(r"(?:you may )?attach (?:up to (\d+)|an?|1) " + _ETYPES + r" from your (discard pile|hand) to (your active pokémon|" + ME
     + r"|1 of your pokémon|your pokémon|your pokémon in any way you like)" + END, "post")
def _attach_more(m, c):
    n = int(m.group(1) or 1)
    et = _etype(m.group(2), m.group(3), c.ex_era)
    if et is None:
        return None
    src = _ENERGY_SOURCES[m.group(4)]
    where = m.group(5)
    if where in ("your active pokémon", ME):  # an attack's acting Pokémon is the Active
        return [["ATTACH_ENERGY", n, src, et]]
    if where == "1 of your pokémon" and n > 1:
        return [["ATTACH_ENERGY_ONE", n, src, et]]
    return [["ATTACH_ENERGY_ANY", n, src, et]]


@rec(r"search your (discard pile|deck) for up to (\d+) " + _ETYPES + r" and attach them to your pokémon in any way you like" + END
     + OPT_SHUFFLE, "post")
def _search_attach_spread(m, c):
    et = _etype(m.group(3), m.group(4), c.ex_era)
    return None if et is None else [["ATTACH_ENERGY_ANY", int(m.group(2)), _ENERGY_SOURCES[m.group(1)], et]]


# "if you have [type] Energy cards in your hand, attach as many [type] Energy cards as you like to
# any of your Active Pokémon": the acting Pokémon gets every one (the player attaches them all)
@rec(r"if you have (" + TYPES + r") energy cards in your hand, attach as many (" + TYPES + r") energy cards as you like to "
     r"(?:any of your active pokémon|" + ME + r")" + END, "post")
def _attach_all_from_hand(m, c):
    if m.group(1) != m.group(2) or _etype(None, m.group(1), c.ex_era) is None:
        return None
    return [["ATTACH_ENERGY", 60, fx.FROM_HAND, _type(m.group(1))]]


# --- coins per board count ------------------------------------------------------------------
const(r"flip a coin for each pokémon in play \(both yours and your opponent's\)" + END, "flip",
      [["FLIP_PER_COUNT", fx.CNT_IN_PLAY_ALL]])


const(r"flip a coin for each of your pokémon in play \(including " + ME + r"\)" + END, "flip",
      [["FLIP_PER_COUNT", fx.CNT_OWN_TYPE_IN_PLAY]])  # (its argument ANY: every type)


# "flip a coin for each [type] Energy attached to this Pokémon": units of that type (CNT_SELF_ENERGY)
@rec(r"flip a coin for each (" + TYPES + r") energy attached to " + ME + END, "flip")
def _flip_per_typed_energy(m, c):
    return [["FLIP_PER_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, _type(m.group(1)))]]


# a card of some kind discarded from the hand "or this attack does nothing": without one the
# attack does nothing, which is not attacking (a requirement here), with one it is a cost
@rec(r"discard an? ([^.]+?) from your hand or this attack does nothing" + END, "pre")
def _discard_or_nothing(m, c):
    k = _attack_kind(m.group(1), c.ex_era)
    if not isinstance(k, int):
        return None
    return [["REQ_HAND_KIND", 1, k], ["DISCARD_HAND", 1, k]]


# --- more EX-era wordings ------------------------------------------------------------------------
# "for each basic Energy card attached to this Pokémon but not used to pay for this attack's
# Energy cost" (Special Energy pays first), with a cap on the damage added
@rec(r"(?:this attack )?does (\d+) damage plus (\d+) more damage for each basic energy card attached to " + ME
     + r" but not used to pay for this attack's energy cost" + END + r"you can't add more than (\d+) damage in this way" + END, "pre")
def _extra_basic_cards(m, c):
    if int(m.group(1)) != c.base:
        return None
    per = int(m.group(2))
    return [["DMG_ADD_PER_EXTRA_ENERGY", per, fx.ENERGY_BASIC, int(m.group(3)) // per]]


# "during your next turn, X's base damage is N instead of M(, and Y's base damage is ...)": X, Y
# this card's attacks (NEXT_TURN_BASE_DAMAGE; a second one with c=1)
_BASE_IS = r"([^.,]+?)'s base damage is (\d+) instead of (\d+)"


@rec(r"during your next turn, " + _BASE_IS + r"(?:,? and " + _BASE_IS + r")?" + END, "post")
def _next_turn_base(m, c):
    rows = []
    for i, g in enumerate((1, 4)):
        if m.group(g) is None:
            continue
        name = m.group(g)
        if name not in c.attack_names:
            return None
        j = c.attack_names.index(name)
        printed = c.attack_damages[j] if j < len(c.attack_damages) else ""
        if re.sub(r"[^0-9]", "", printed) != m.group(g + 2):
            return None
        rows.append(["NEXT_TURN_BASE_DAMAGE", j, int(m.group(g + 1))] + ([1] if i else []))
    return rows


# a basic Energy card moved from the Defending Pokémon to another of the opponent's Pokémon
# (when the opponent has 2 or more in play; with none Benched there is no other)
const(r"if your opponent has at least 2 pokémon in play, move a basic energy card from " + DEF + r" to another of "
      + _OPP_ANY + END, "post", [["MOVE_ENERGY", 0, fx.OPP, fx.ENERGY_BASIC]])


# a Tool or Rocket's Secret Machine card from the deck, then "if you do", an optional switch of
# the attacker: the switch only after a card was found
_TOOL_OR_RSM = fx.kind_either(fx.KIND_TOOL, fx.kind_flag(fx.KIND_TRAINER, CF_RSM))


@rec(r"search your deck for (?:a|1) pokémon tool card or rocket's secret machine card" + _SHOW + r" and put it into your hand"
     + END + r"if you do, you may switch " + ME + r" with 1 of your benched pokémon" + END + OPT_SHUFFLE, "post")
def _search_tool_rsm_switch(m, c):
    return [["SEARCH_DECK", 1, _TOOL_OR_RSM, fx.TO_HAND], ["SKIP_UNLESS_N", 1, 1], ["SWITCH_SELF", 1]]


# --- EX-era families on the same pieces ------------------------------------------------------------
const(ME + r" has no weakness during your opponent's next turn" + END, "post", [["NO_WEAKNESS_NEXT"]])


# "all Defending Pokémon" in a 1-on-1 game: the Defending Pokémon
@rec(r"put a total of (\d+) damage counters on all defending pokémon in any way you like" + END, "post")
def _total_on_defending(m, c):
    return [["PUT_COUNTERS", 10 * int(m.group(1)), fx.BENCH_DEF]]


# an Energy card (or a basic one) from the discard pile attached to the attacker / 1 of your Pokémon
@rec(r"search your discard pile for an? (basic )?energy card and attach(?:ed)? it to (" + ME + r"|1 of your pokémon)" + END, "post")
def _discard_energy_attach(m, c):
    et = fx.ANY if m.group(1) else fx.ENERGY_ANY_CARD
    return [["ATTACH_ENERGY" if m.group(2) == ME else "ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD, et]]


# "for each [type] Energy in play": both players' Pokémon (units of that type)
@rec(r"(?:this attack )?does (\d+) damage plus (\d+) more damage for each (" + TYPES + r") energy in play" + END, "pre")
def _plus_per_energy_in_play(m, c):
    if int(m.group(1)) != c.base:
        return None
    t, per = _type(m.group(3)), int(m.group(2))
    return [["DMG_ADD_PER_COUNT", per, fx.CNT_OWN_ENERGY_ALL, t], ["DMG_ADD_PER_COUNT", per, fx.CNT_OPP_ENERGY_ALL, t]]


# EX era: "for each of your [type] Pokémon in play" by printed types (a Pokémon with two types
# counts for either; the first-type count is not read there)
@rec(r"(?:this attack )?does (\d+) damage plus (\d+) more damage for each of your (" + TYPES + r") pokémon in play" + END, "pre")
def _plus_per_own_type_ex(m, c):
    if not c.ex_era or int(m.group(1)) != c.base or m.group(3) == "colorless":
        return None
    return [["DMG_ADD_PER_COUNT", int(m.group(2)), fx.CNT_OWN_FLAG_IN_PLAY, _bit(CF_TYPES) + _type(m.group(3))]]


# "you may return an Energy card attached to this Pokémon to your hand. if you do, X"
@rec(r"you may return (an?|\d+) (?:(" + TYPES + r") )?energy cards? attached to " + ME + r" to your hand" + END
     + r"if you do, ([^.]*" + END + r")(\(don't apply weakness and resistance for benched pokémon\.\)\s*)?", "post")
def _may_return_if_you_do(m, c):
    rows = _if_you_do_rows(m.group(3), c)
    if rows is None:
        return None
    return [["DISCARD_CHOSEN", _n(m.group(1)), fx.DS_SELF + fx.DS_TO_HAND, _type(m.group(2))]] + rows


# "discard a [basic] [type] Energy card attached to this Pokémon or this attack does nothing":
# without one the attack does nothing (not attacking: a requirement), with one it is a cost
@rec(r"discard an? (basic )?(?:(" + TYPES + r") )?energy card attached to " + ME + r" or this attack does nothing" + END, "pre")
def _discard_energy_or_nothing(m, c):
    if m.group(2) and c.ex_era and m.group(2) in ("darkness", "metal") and not m.group(1):
        return None
    if m.group(2):
        t = _type(m.group(2))
        return [["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, t), 1], ["DISCARD_ENERGY", 1, fx.SELF, t]]
    kind = fx.KIND_BASIC_ENERGY if m.group(1) else fx.KIND_ENERGY
    et = fx.ENERGY_BASIC if m.group(1) else fx.ANY
    return [["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY_KIND, kind), 1], ["DISCARD_ENERGY", 1, fx.SELF, et]]
