"""Kernel slice k2 (stop 29): attack-cost changes and first-turn permissions.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into the
power, Stadium and Tool readers' tables.  Only regular-expression fragments live here, never
card sentences (DESIGN.md, card data policy).

The wordings read here:

* Abilities / Poké-Bodies that change attack costs: PASSIVE_MODS powers whose rows are cost rows
  (``TOOL_COST_LESS``: Colorless less, negative for more; ``TOOL_COST_IGNORE``: ignore the
  Colorless symbols (1) or every symbol (2)), read by ``predicates.power_cost_nb`` where costs are
  checked.  A condition of the power is a REQ_* row before the cost row ("if you have <name> in
  play", "if your opponent has exactly N cards in their hand", "the same number of cards in your
  hand as your opponent", "more prize cards left than your opponent", "any pokémon-ex or stage 2
  evolved pokémon in play"); "for each <count>" multiplies the amount by the count of a REQ_COUNT
  row just before it (``effects.mod_count(times=True)``); "while Active, attacks used by your
  opponent's active pokémon cost more" and "each player's evolved pokémon pays more" are
  modifier clauses (``recognize_power._MOD_CLAUSES``).  Named attacks: only when the text names
  every attack the card has (the reader knows how many it has, not their names).
* Stadiums: "attacks used by each <kind> pokémon in play (both ...) cost <colorless> more/less"
  (STADIUM ``TOOL_COST_LESS`` rows, signed, ``TC_TERA`` for Tera Pokémon).
* Tools: "when the tera pokémon this card is attached to uses an attack, that attack costs N energy
  less. (the energy can be of any type.)" (``TOOL_COST_ANY_LESS`` under ``TC_TERA``).
* First turn: "this pokémon can evolve during your first turn or the turn you play it" under a
  condition (``PASSIVE_EVOLVE_EARLY`` with requirement rows; "if you go second, ... during your
  first turn": ``EE_FIRST_TURN_ONLY``), "if you go first, this pokémon can use attacks during your
  first turn" (``PASSIVE_FIRST_TURN_ATTACK``), and the board condition "if you go second and it's
  your first turn, <clause>" (board count ``CNT_SECOND_FIRST_TURN``).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_EX
from . import recognize as R
from . import recognize_power as RP
from . import recognize_stadium as RS
from . import recognize_tool as RT

ME, END = R.ME, R.END
_C = r"((?:colorless)+)"
_NAME = r"(?!(?:a|an|any|your|their|this|the|basic|evolved|stage|pokémon|energy|card|cards|\d+)\b)[a-z][\w'.-]*(?: [a-z][\w'.-]*){0,3}"
_KIND_WORDS = re.compile(r"\b(?:pokémon|energy|card|cards|any|or|of|in|with|that|who|each|all)\b")
_ALWAYS = -(1 << 30)  #: a REQ_COUNT b that always holds (the count is less than 2**30): a count carrier


def _n(s: str) -> int:
    return R._n(s)


def _name_ok(s: str) -> bool:
    return bool(s) and not _KIND_WORDS.search(s)


# --- conditions of a cost power: REQ_* rows (the power's Pokémon acting) -------------------------------
def _cond_rows(cond: str) -> list | None:
    m = re.fullmatch(r"you have (" + _NAME + r") in play", cond)
    if m and _name_ok(m.group(1)) and " and " not in m.group(1) and " or " not in m.group(1):
        return [["REQ_NAMED_IN_PLAY", m.group(1)]]
    # "you have A, B, and C in play" (this Pokémon among them: it is in play)
    m = re.fullmatch(r"you have ((?:[\w' .-]+, )+(?:and )?[\w' .-]+) in play", cond)
    if m:
        names = [x.strip() for x in re.split(r",? and |, ", m.group(1))]
        others = [x for x in names if x != "this pokémon"]
        if len(others) != len(names) - 1 or len(set(others)) != len(others) or not all(_name_ok(x) for x in others):
            return None
        return [["REQ_NAMED_IN_PLAY", x] for x in others]
    m = re.fullmatch(r"your opponent has exactly (\d+) cards in their hand", cond)
    if m:
        n = int(m.group(1))
        return [["REQ_COUNT", fx.count_code(fx.CNT_OPP_HAND), n], ["REQ_COUNT", fx.count_code(fx.CNT_OPP_HAND), -(n + 1)]]
    if cond == "you have the same number of cards in your hand as your opponent":
        return [["REQ_COUNT", fx.count_code(fx.CNT_HAND_LEAD), -1], ["REQ_COUNT", fx.count_code(fx.CNT_HAND_TRAIL), -1]]
    if cond == "you have more prize cards left than your opponent":
        return [["REQ_COUNT", fx.count_code(fx.CNT_PRIZE_LEAD), 1]]
    if cond == "your opponent has any pokémon-ex or stage 2 evolved pokémon in play":
        kind = fx.kind_either(fx.kind_flag(fx.KIND_POKEMON, CF_EX), fx.KIND_STAGE2)
        return [["REQ_COUNT", fx.count_code(fx.CNT_OPP_KIND_IN_PLAY, kind), 1]]
    return None


def _attacks_named(names: str, attacks: int) -> bool:
    """The text names every attack of the card (one name per attack; "a, b(,) and/or c")."""
    parts = [x for x in re.split(r",? (?:and|or) |, ", names) if x]
    return len(parts) == attacks and len(set(parts)) == attacks and all(_name_ok(x) for x in parts)


def _cost_program(reqs: list, code: int, amount: int, extra: int = 0) -> list:
    return [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0], *reqs, ["TOOL", code, amount, fx.MS_SELF * fx.MOD_SCOPE + extra]]


# "attacks used by this pokémon cost <colorless> less for each <count>"
_PER = [
    (re.compile(r"(" + _NAME + r") card in your discard pile"),
     lambda m: fx.named_count(fx.CNT_OWN_DISCARD_KIND, m.group(1)) if _name_ok(m.group(1)) else None),
    (re.compile(r"(?:each )?of your opponent's benched pokémon"), lambda m: fx.count_code(fx.CNT_OPP_BENCH)),
    (re.compile(r"(?:each )?of your benched pokémon"), lambda m: fx.count_code(fx.CNT_OWN_BENCH)),
]
_COST_PER = re.compile(r"attacks used by " + ME + r" cost " + _C + r" less for each (.+?)" + END + r"$")
# "if <cond>, ignore all [colorless ]energy in the costs of attacks used by this pokémon"
_IGNORE = re.compile(r"if (.+?), ignore all (colorless )?energy in the costs? of (?:attacks|([\w' ,-]+?)) used by " + ME
                     + END + r"$")
# EX: "if <cond>, ignore all colorless energy necessary to use this pokémon's <a> and <b> attacks"
_IGNORE_EX = re.compile(r"if ([^,]+), ignore all (colorless )?energy necessary to use " + ME + r"'s ([\w' ,-]+?) attacks?"
                        + END + r"$")
# EX: "as long as <cond>, this pokémon pays <colorless> less energy to use <a> or <b>"
_PAYS_LESS = re.compile(r"as long as ([^,]+), " + ME + r" pays " + _C + r" less energy to use ([\w' ,-]+?)" + END + r"$")


def _cost_power(text: str, attacks: int) -> list | None:
    m = _COST_PER.match(text)
    if m:
        for pat, count in _PER:
            mm = pat.fullmatch(m.group(2))
            if mm:
                cc = count(mm)
                if cc is None:
                    return None
                return _cost_program([["REQ_COUNT", cc, _ALWAYS]], fx.TOOL_COST_LESS, m.group(1).count("colorless"),
                                     fx.mod_count(times=True))
        return None
    m = _IGNORE.match(text) or _IGNORE_EX.match(text)
    if m:
        if m.group(3) and not _attacks_named(m.group(3), attacks):
            return None
        reqs = _cond_rows(m.group(1))
        if reqs is None:
            return None
        return _cost_program(reqs, fx.TOOL_COST_IGNORE, 1 if m.group(2) else 2)
    m = _PAYS_LESS.match(text)
    if m:
        if not _attacks_named(m.group(3), attacks):
            return None
        reqs = _cond_rows(m.group(1))
        if reqs is None:
            return None
        return _cost_program(reqs, fx.TOOL_COST_LESS, m.group(2).count("colorless"))
    return None


RP.ATTACK_COUNT_PASSIVES.append(_cost_power)

# modifier clauses (PASSIVE_MODS): the opponent's Active's attacks cost more (after "as long as this
# pokémon is in the active spot, "); each player's evolved Pokémon pay more
RP._MOD_CLAUSES.append(
    (re.compile(r"attacks used by your opponent's active pokémon cost " + _C + r" more"),
     lambda m: [(fx.TOOL_COST_LESS, -m.group(1).count("colorless"), fx.MS_OPP, [fx.TC_ACTIVE])]))
RP._MOD_CLAUSES.append(
    (re.compile(r"each player's evolved pokémon pays " + _C + r" more energy to use its attacks"),
     lambda m: [(fx.TOOL_COST_LESS, -m.group(1).count("colorless"), scope, [fx.TC_EVOLVED]) for scope in (fx.MS_OWN, fx.MS_OPP)]))


# --- first-turn permissions ------------------------------------------------------------------------
_EVOLVE_EARLY = re.compile(r"(?:(if [^,]+|as long as [^,]+), )?(?:" + ME + r"|it) can evolve during your first turn( or the turn"
                           r" you play it)?" + END + r"$")


def _early_cond(cond: str | None) -> list | None:
    if not cond:
        return []
    if cond == "as long as " + "this pokémon is in the active spot":
        return [["REQ_COUNT", fx.count_code(fx.CNT_SELF_ACTIVE), 1]]
    if cond == "if your opponent's active pokémon is a pokémon ex":
        return [["REQ_COUNT", fx.count_code(fx.CNT_DEF_FLAG, CF_EX.bit_length() - 1), 1]]
    if cond.startswith("if "):
        return _cond_rows(cond[3:])
    return None


def _first_turn_power(text: str) -> list | None:
    m = _EVOLVE_EARLY.match(text)
    if m:
        if m.group(1) == "if you go second":
            if m.group(2):
                return None
            return [["POWER_PASSIVE", fx.PASSIVE_EVOLVE_EARLY, 0, fx.EE_FIRST_TURN_ONLY],
                    ["REQ_COUNT", fx.count_code(fx.CNT_SECOND_FIRST_TURN), 1]]
        if not m.group(2):
            return None
        reqs = _early_cond(m.group(1))
        if reqs is None:
            return None
        return [["POWER_PASSIVE", fx.PASSIVE_EVOLVE_EARLY, 0, 0], *reqs]
    if re.match(r"if you go first, " + ME + r" can use attacks during your first turn" + END + r"$", text):
        return [["POWER_PASSIVE", fx.PASSIVE_FIRST_TURN_ATTACK, 0, 0]]
    return None


RP._LATER_PASSIVES.append(_first_turn_power)

# "if you go second and it's your first turn, <effect>": a board count (below, with the board conditions)
_SECOND_FIRST = fx.count_code(fx.CNT_SECOND_FIRST_TURN)


# --- Stadiums: attacks of each <kind> Pokémon in play cost more / less ----------------------------------
@RS._rec(r"attacks used by each (tera|" + RS._ALT + r") pokémon in play" + RS._BOTH + r" cost " + _C + r" (less|more)" + RS._DOT)
def _stadium_cost(m) -> list | None:
    n = m.group(2).count("colorless")
    n = n if m.group(3) == "less" else -n
    if m.group(1) == "tera":
        return [["STADIUM", fx.TOOL_COST_LESS, n, fx.TC_TERA]]
    return RS._rows(fx.TOOL_COST_LESS, n, RS._alternatives(m.group(1)))


# --- Tools: a Tera holder's attacks cost N Energy less, of any type -----------------------------------
@RT._rec(r"when the tera pokémon " + RT._ATT_TO + r" uses an attack, that attack costs (\d+|1) energy less" + RT._DOT
         + r"\(the energy can be of any type\.\)\s*")
def _tool_any_less(m) -> list:
    return [RT._row(fx.TOOL_COST_ANY_LESS, int(m.group(1)), fx.TC_TERA)]

# the board condition "you go second and it's your first turn" ("if <cond>, <clause>" readers)
R._BOARD_CONDS_RE.append((re.compile(r"you go second and it's your first turn"), lambda m: [(_SECOND_FIRST, 1)]))


# --- attacks: the Defending Pokémon's attacks / Retreat Cost cost more during the opponent's next turn --
@R.rec(R.NEXT + r", (?:attacks (?:used by|that) the defending pokémon (?:uses )?cost " + _C + r" more"
       r"(?:, and its retreat cost is " + _C + r" more)?|the defending pokémon's retreat cost is " + _C + r" more)" + END,
       "post")
def _def_cost_more(m, c):
    atk = m.group(1).count("colorless") if m.group(1) else 0
    ret = (m.group(2) or m.group(3) or "").count("colorless")
    if atk > 15 or ret > 15:
        return None
    return [["DEF_COST_MORE_NEXT", atk, ret]]
