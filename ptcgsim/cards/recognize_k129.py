"""Kernel slice 29 k1: powers that answer a Knock Out (``PASSIVE_ON_KO``) and the prize changes
they make (``KO_PRIZES``).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the reader registers itself among the
passive-power readers of :mod:`ptcgsim.cards.recognize_power`.  Only regular-expression fragments
live here, never card sentences (DESIGN.md, card data policy).

A power's text is "<when a Pokémon is Knocked Out>, <body>" [+ "the effect of <name> doesn't
stack."]:

* the header names which Knock Out it answers: this Pokémon's (anywhere, or in the Active Spot),
  1 of its owner's Pokémon (of a type), the opponent's Active Pokémon or Basic Pokémon; by damage
  from an attack from the opponent's Pokémon (ex), or used by this Pokémon; these are the
  ``KO_*`` bits and ``TC_*`` conditions of the header's argument;
* the body is a prize change ("your opponent can't take any prize cards for it", "… takes 1
  fewer prize card", "take 1 more prize card", the same after "flip a coin. if heads,"), or an
  effect the attack table reads (a deck search, a random discard from the opponent's hand, a
  draw), from a short list of opcodes that make sense while the Pokémon is being Knocked Out.
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R
from . import recognize_power as RP

END, TYPES, ME = R.END, R.TYPES, R.ME
_BY = r"by damage from an attack from your opponent's pokémon( ex)?"

#: (header pattern, KO_* bits, TC_* condition on the Knocked Out Pokémon) — the pattern's groups:
#: an optional " ex" (the attacker is a Pokémon ex) and an optional type
_HEADS: list[tuple[re.Pattern, int, int]] = [
    (re.compile(r"(?:if|when) " + ME + r" is knocked out, "), fx.KO_SELF, 0),
    (re.compile(r"if " + ME + r" is in the active spot and is knocked out, "), fx.KO_ACTIVE, 0),
    (re.compile(r"if " + ME + r" is knocked out " + _BY + r", "), fx.KO_BY_ATTACK, 0),
    # "…, and if you have any <name> in play, …": SKIP_UNLESS_NAMED (NAMED_IN_PLAY) over the body
    (re.compile(r"if " + ME + r" is knocked out " + _BY + r", and if you have any ([\w' .-]+?) in play, "), fx.KO_BY_ATTACK, 0),
    (re.compile(r"if " + ME + r" is in the active spot and is knocked out " + _BY + r", "),
     fx.KO_BY_ATTACK | fx.KO_ACTIVE, 0),
    (re.compile(r"(?:if|when) 1 of your (?:(" + TYPES + r") )?pokémon is knocked out " + _BY + r", "),
     fx.KO_OWN | fx.KO_BY_ATTACK, 0),
    (re.compile(r"when your opponent's active pokémon is knocked out, "), fx.KO_OPP | fx.KO_ACTIVE, 0),
    # EX Poké-Power: once during the opponent's turn, any of its owner's Pokémon Knocked Out by an attack
    (re.compile(r"once during your opponent's turn, when any of your pokémon is knocked out by your opponent's attacks, "
                r"you may use this power" + END), fx.KO_OWN | fx.KO_BY_ATTACK | fx.KO_ONCE, 0),
    (re.compile(r"if your opponent's basic pokémon is knocked out by damage from an attack used by " + ME + r", "),
     fx.KO_OPP | fx.KO_BY_THIS, fx.TC_BASIC),
]

_NOSTACK = re.compile(r"\s*the effect of [\w' .-]+ doesn't stack" + END + r"$")
_ONCE_TAIL = re.compile(r"\s*you can't use more than 1 [\w' .-]+ poké-power each turn" + END + r"$")
_FLIP = r"flip a coin" + END + r"if heads, "
#: a prize change: (pattern, KO_PRIZES a, b)
_PRIZES: list[tuple[str, int, int]] = [
    (r"your opponent can't take any prize cards for it", 0, 1),
    (r"(?:your opponent|that player) takes 1 fewer prize card", -1, 0),
    (r"take 1 more prize card", 1, 0),
    (r"(?:your opponent|that player) takes 1 more prize card", 1, 0),
]
#: the effects a Knock Out's answer may run (the Pokémon is leaving play; no attack is running)
_BODY_OPS = {"SEARCH_DECK", "OPP_DISCARD_HAND_RANDOM", "DRAW", "FLIP", "SKIP_UNLESS_HEADS", "SKIP_UNLESS_TAILS"}


def _prize_rows(body: str) -> list | None:
    for flip in (False, True):
        lead = _FLIP if flip else ""
        for pat, a, b in _PRIZES:
            if re.fullmatch(lead + pat + END, body):
                rows = [["KO_PRIZES", a, b]]
                return [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1]] + rows if flip else rows
    return None


#: Energy from the Knocked Out Pokémon (KO_TAKE_ENERGY): (pattern, builder(match) -> row)
_SRC = r"(?:that|this) pokémon"
_ENERGY_TAKES = [
    (r"choose a basic energy card discarded from the knocked out pokémon and attach it to this pokémon",
     lambda m: ["KO_TAKE_ENERGY", 1, fx.KT_TO_SELF, fx.KT_BASIC_ONLY]),
    (r"(?:you may )?move an? (" + TYPES + r") energy from " + _SRC + r" to this pokémon",
     lambda m: ["KO_TAKE_ENERGY", 1, fx.KT_TO_SELF, R._type(m.group(1)) + 1]),
    (r"(?:you may )?put all basic (" + TYPES + r") energy attached to " + _SRC + r" into your hand instead of the discard pile",
     lambda m: ["KO_TAKE_ENERGY", 99, fx.KT_TO_HAND, R._type(m.group(1)) + 1 + fx.KT_BASIC_ONLY]),
    (r"(?:you may )?move up to (\d+) (" + TYPES + r") energy cards from " + _SRC + r" to 1 of your benched pokémon",
     lambda m: ["KO_TAKE_ENERGY", int(m.group(1)), fx.KT_TO_BENCH, R._type(m.group(2)) + 1]),
]


def _body_rows(body: str) -> list | None:
    rows = _prize_rows(body)
    if rows is not None:
        return rows
    for pat, build in _ENERGY_TAKES:
        m = re.fullmatch(pat + END, body)
        if m:
            return [build(m)]
    if "prize" in body or "knocked out" in body:
        return None
    ctx = R.Ctx(kind="power")
    segs = R._parse(body, ctx)
    if segs is None:
        return None
    rows = R._assemble(segs, ctx)
    if not rows or any(r[0] not in _BODY_OPS for r in rows):
        return None
    return rows


def ko_answer_program(text: str) -> list | None:
    """Rows of a power that answers a Knock Out, or None."""
    flags = 0
    mo = _ONCE_TAIL.search(text)
    if mo:
        text = text[:mo.start()] + " "
    mn = _NOSTACK.search(text)
    if mn:
        flags |= fx.KO_NOSTACK
        text = text[:mn.start()] + " "
    text = text.rstrip() + " " if not text.endswith(" ") else text
    for pat, bits, tc in _HEADS:
        m = pat.match(text)
        if not m:
            continue
        conds = [tc] if tc else []
        named = m.group(m.lastindex) if m.lastindex and "in play" in pat.pattern and m.group(m.lastindex) else None
        for g in m.groups():
            if g == named:
                continue
            if g == " ex":
                conds.append(fx.TC_OTHER_EX)
            elif g:
                conds.append(fx.TC_TYPE + R._type(g))
        if len(conds) > 2:
            return None
        if bool(mo) != bool(bits & fx.KO_ONCE):
            return None  # once a turn: both the header and the tail say so
        if flags and not bits & (fx.KO_OWN | fx.KO_OPP):
            return None  # "doesn't stack" only for a power that answers other Pokémon's Knock Outs
        body = text[m.end():].strip()
        rows = _body_rows(body)
        if rows is None:
            continue
        if bits & (fx.KO_OWN | fx.KO_OPP) and any(r[0] not in ("KO_PRIZES", "FLIP", "SKIP_UNLESS_HEADS", "KO_TAKE_ENERGY")
                                                  for r in rows):
            return None  # another Pokémon's Knock Out: only prize changes and its Energy here
        if bits & fx.KO_OPP and any(r[0] == "KO_TAKE_ENERGY" for r in rows):
            return None
        if named:
            if named.startswith("this pokémon") or not re.fullmatch(r"[a-z][\w' .-]*", named):
                return None
            rows = [["SKIP_UNLESS_NAMED", fx.SELF + fx.NAMED_IN_PLAY, len(rows), named]] + rows
        c = (conds + [0, 0])[:2]
        arg = bits | flags | fx.KO_TC * (c[0] + fx.TC_SHIFT * c[1])
        blocked = 1 if "use this power" in text else 0  # a Poké-Power: not while Asleep, Confused or Paralyzed
        return [["POWER_PASSIVE", fx.PASSIVE_ON_KO, blocked, arg]] + rows
    return None


def _passive(text: str) -> list | None:
    return ko_answer_program(text)


RP._LATER_PASSIVES.append(_passive)


# "discard N random cards from your opponent's hand" (the one-card wording is the attack table's)
@R.rec(r"discard (\d+) random cards from your opponent's hand" + END, "post", ("attack", "power"))
def _discard_n_random(m, c):
    n = int(m.group(1))
    return [["OPP_DISCARD_HAND_RANDOM", n]] if n > 1 else None


# --- Pokémon Tools that answer their holder's Knock Out (TOOL_ON_KO sections) --------------------
from . import recognize_tool as RT  # noqa: E402
from .recognize_cov29svt import _OWNER, _OWNER_TC  # noqa: E402

_TBY = r"knocked out by damage from an attack from your opponent's pokémon, "


def _tool_section(body: str, conds: tuple[int, ...], bits: int = fx.KO_BY_ATTACK) -> list | None:
    rows = _body_rows(body.strip())
    if rows is None or not 0 < len(rows) < fx.TOOL_ON_KO_ROWS:
        return None
    return [RT._row(fx.TOOL_ON_KO, len(rows) + fx.TOOL_ON_KO_ROWS * bits, *conds)] + rows


@RT._rec(r"if the (?:" + _OWNER + r" )?pokémon " + RT._ATT_TO + r" is " + _TBY + r"([^.]+\.(?: then, shuffle your deck\.)?)\s*")
def _tool_on_ko(m) -> list | None:
    owner = _OWNER_TC[m.group(1)] if m.group(1) else 0
    return _tool_section(m.group(2), (owner,))


@RT._rec(r"if the pokémon " + RT._ATT_TO + r" doesn't have a rule box, it gets \+(\d+) hp, and if it is " + _TBY
         + r"([^.]+\.)\s*(?:\(pokémon ex, pokémon v, etc\. have rule boxes\.\)\s*)?")
def _tool_hp_and_on_ko(m) -> list | None:
    rows = _tool_section(m.group(2), (fx.TC_NO_RULE_BOX,))
    return None if rows is None else [RT._row(fx.TOOL_HP, int(m.group(1)), fx.TC_NO_RULE_BOX)] + rows


# --- attacks: "if your opponent's Pokémon is Knocked Out by damage from this attack, <clause>" ----
# (after the damage: SKIP_UNLESS_COUNT of CNT_DEF_KO over the clause's rows, which must all run
# after the damage; the prize wordings are the attack table's EXTRA_PRIZE_IF_KO)
@R.rec(r"if (?:your opponent's pokémon|the defending pokémon) is knocked out by (?:damage from )?this attack, ([^.]+\.)\s*",
       "post")
def _if_def_ko(m, c):
    clause = m.group(1)
    if not c.damaging or "prize" in clause or "knocked out" in clause:
        return None
    segs = R._parse(clause, c)
    if not segs or any(role != "post" for role, _rows in segs):
        return None
    rows = [r for _role, rs in segs for r in rs]
    if not rows or any(r[0] in fx.REQUIREMENTS or r[0] in ("DAMAGE", "FLIP") for r in rows):
        return None
    return [["SKIP_UNLESS_COUNT", fx.CNT_DEF_KO, 1, len(rows)]] + rows


# --- "if any of your <kind> Pokémon were Knocked Out (by damage from an attack) during your
# opponent's last turn": CNT_OWN_KO_LAST_TURN with the kind's TC_* condition (PL_KO_KINDS) ------
_KIND = r"(" + TYPES + r"|" + _OWNER + r")"


def _kind_tc(word: str) -> int | None:
    if word in _OWNER_TC:
        tc = _OWNER_TC[word]
        return tc if tc == fx.TC_TEAM_ROCKET or fx.TC_OWNER <= tc < fx.TC_OWNER + 8 else None
    return fx.TC_TYPE + R._type(word)


def _ko_kind(m, any_cause: bool):
    tc = _kind_tc(m.group(1))
    if tc is None:
        return None
    return [(fx.count_code(fx.CNT_OWN_KO_LAST_TURN, tc + (fx.KO_KIND_ANY_CAUSE if any_cause else 0)), 1)]


R._BOARD_CONDS_RE.append((re.compile(r"any of your " + _KIND + r" pokémon were knocked out by damage from an attack during your "
                                     r"opponent's last turn"), lambda m: _ko_kind(m, False)))
R._BOARD_CONDS_RE.append((re.compile(r"any of your " + _KIND + r" pokémon were knocked out during your opponent's last turn"),
                          lambda m: _ko_kind(m, True)))
