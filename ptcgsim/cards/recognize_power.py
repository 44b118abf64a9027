"""Poké-Powers, Poké-Bodies and Abilities (EX and Scarlet & Violet eras) as power programs.

Imported at the end of :mod:`ptcgsim.cards.recognize`.  Only regular-expression fragments
live here, never card sentences (DESIGN.md, card data policy).

A power program is a header row and then the rows of its effect (effects.py):

* an **activated** power ("once during your turn (before your attack), you may …", "as
  often as you like during your turn …") is ``POWER_ACTIVATED uses, blocked, flags``
  followed by requirement and effect rows.  Its body is read by the same recogniser table
  as attacks (``Ctx.kind == "power"`` accepts the attack recognisers and the ones
  registered for powers), so "this pokémon" is the acting slot, the Pokémon with the
  power, exactly as for an attack.  Rows that only mean something inside an attack (damage
  and its modifiers, effects that last until the attacker's next turn) make the power
  unimplemented rather than wrong.
* a **passive** power (a Poké-Body, an always-on Ability) is one ``POWER_PASSIVE code,
  blocked, arg`` row; only the wordings whose PASSIVE_* code the kernel has are read.

A power counts as implemented only when all of its text is consumed.
"""

from __future__ import annotations

import re
from typing import Any

from .. import effects as fx
from . import recognize as R

Rows = list[list[Any]]

# The kernel runs a power's rows outside an attack: these opcodes read an attack's state
# (its damage, the attacker's next turn, the attack's own marks) and make no sense there.
_ATTACK_ONLY = {
    "DAMAGE", "NO_WEAKNESS_RESISTANCE", "BENCH_DAMAGE", "BENCH_DAMAGE_UP_TO", "BENCH_FLIP_EACH",
    "HEAL_DAMAGE_DONE", "MARK_ATTACK_USED", "REQ_ATTACK_UNUSED", "DESTINY_BOND", "DEF_ATTACK_DISABLED_NEXT",
    "NEXT_TURN_BASE_DAMAGE", "COPY_DEF_ATTACK", "MIRROR_LAST_ATTACK", "SELF_LOCK_NEXT", "RETALIATE_NEXT",
    "PREVENT_DAMAGE_NEXT", "REDUCE_DAMAGE_NEXT", "DEF_CANT_ATTACK_NEXT", "DEF_CANT_RETREAT_NEXT",
    "DEF_SMOKESCREEN_NEXT", "DEF_DAMAGE_MINUS_NEXT", "OPP_NO_TRAINERS_NEXT", "REQ_DEF_COND",
}


def _power_ok(rows: Rows) -> bool:
    for r in rows:
        name = fx.OP_NAME.get(r[0], r[0]) if isinstance(r[0], int) else r[0]
        if name in _ATTACK_ONLY or name.startswith("DMG_"):
            return False
    return True


# --- the header of an activated power -----------------------------------------------
_BEFORE = r"(?: \(before your attack\))?"
_ACT_HEAD = re.compile(r"(once|as often as you like) during your turn" + _BEFORE + r", ")
# played from the hand to evolve, or onto the Bench, "you may": offered once, at that
# moment (PW_ON_EVOLVE / PW_ON_BENCH)
_TRIGGER_HEAD = re.compile(r"(?:once during your turn" + _BEFORE + r", )?when you (?:play|put) " + R.ME
                           + r" from your hand (to evolve 1 of your pokémon|onto your bench)(?: during your turn)?, ")
_WHERE = [
    (re.compile(r"if " + R.ME + r" is (?:your active pokémon|in the active spot), "), fx.PW_ACTIVE_ONLY),
    (re.compile(r"if " + R.ME + r" is on your bench, "), fx.PW_BENCH_ONLY),
]
_MAY = re.compile(r"you may (?:use this (?:power|ability)" + R.END + r")?")
# "this power can't be used if this pokémon is affected by a special condition."
# "you can't use more than 1 <name> Ability / Poké-Power each turn" (the same-named card's)
_ONE_PER_NAME = re.compile(r"\s*you can't use more than 1 [\w' -]+? (?:ability|poké-power|power) each turn" + R.END)
_BLOCKED_TAIL = re.compile(r"\s*this power can't be used if " + R.ME + r" is affected by a special condition" + R.END + r"$")


# In an attack "your Active Pokémon" is the attacker, the acting slot, and the attack table
# writes it SELF; in a power SELF is the Pokémon with the power, wherever it is.  A body
# that names the player's own Active is read only through the power-only wordings below.
_OWN_ACTIVE = re.compile(r"(?<!opponent's )(?<!opponent's )\byour active pokémon")
_SAFE_OWN_ACTIVE = re.compile(r"switch your active pokémon with 1 of your benched pokémon")


def activated_program(text: str) -> Rows | None:
    """Rows of an activated power's normalised text, or None when not recognised."""
    mt = _TRIGGER_HEAD.match(text)
    m = None if mt else _ACT_HEAD.match(text)
    if not m and not mt:
        return None
    if m:
        uses, pos, flags = (1 if m.group(1) == "once" else 0), m.end(), 0
    else:
        uses, pos = 1, mt.end()
        flags = fx.PW_ON_EVOLVE if mt.group(1).startswith("to evolve") else fx.PW_ON_BENCH
    for pat, flag in _WHERE:
        mw = pat.match(text, pos)
        if mw:
            flags |= flag
            pos = mw.end()
            break
    mm = _MAY.match(text, pos)
    if not mm:
        return None
    body = text[mm.end():]
    blocked = 0
    mt = _BLOCKED_TAIL.search(body)
    if mt:
        blocked = 1
        body = body[:mt.start()]
    mn = _ONE_PER_NAME.search(body)
    if mn:
        flags |= fx.PW_ONE_PER_NAME
        body = body[:mn.start()] + body[mn.end():]
    if not body.strip():
        return None
    if _OWN_ACTIVE.search(_SAFE_OWN_ACTIVE.sub("", body)):
        return None  # the attack table reads "your active pokémon" as the acting slot (the attacker)
    ctx = R.Ctx(kind="power")
    segs = R._parse(body.strip(), ctx)
    if segs is None:
        return None
    rows = R._assemble(segs, ctx)
    if not rows or not _power_ok(rows) or not any(fx.OPCODE_BY_NAME[r[0]].role != "requirement" for r in rows):
        return None
    if uses == 0 and not any(fx.OPCODE_BY_NAME[r[0]].role == "requirement" for r in rows):
        return None  # "as often as you like" needs a requirement that runs out, else a player could loop
    return [["POWER_ACTIVATED", uses, blocked, flags]] + rows


# --- passive powers ----------------------------------------------------------------------
_HIT = (r"if " + R.ME + r" is (?:your active pokémon|in the active spot) and is damaged by "
        r"(?:an opponent's attack|an attack from your opponent's pokémon) \(even if " + R.ME + r" is knocked out\), ")
_PASSIVES: list[tuple[re.Pattern, Any]] = [
    (re.compile(R.ME + r" can't be affected by any special conditions?" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_CONDITIONS, 0, 1]]),
    # a reduction of attack damage (the kernel's attack damage to a Pokémon is always an
    # opponent's attack: an attack's damage to its own side is placed as counters)
    (re.compile(r"(?:" + R.ME + r" takes (\d+) less damage from (?:your opponent's )?attacks"
                r"|any damage done to " + R.ME + r" by (?:your opponent's )?attacks(?: from your opponent's pokémon)?"
                r" is reduced by (\d+)) \(after applying " + R.WR + r"\)" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_REDUCE_DAMAGE, 0, int(m.group(1) or m.group(2))]]),
    # while Active, an opponent's attack that damages it (even a Knock Out) answers the attacker
    (re.compile(_HIT + r"(?:put|place) (\d+) damage counters? on the attacking pokémon" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_HIT_BACK, 0, 10 * int(m.group(1))]]),
    (re.compile(_HIT + r"the attacking pokémon is now (" + R.COND_RE + r")" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_HIT_BACK_COND, 0, R.CONDS[m.group(1)]]]),
    (re.compile(r"at any time between turns, remove (\d+|1) damage counters? from " + R.ME + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_HEAL, 0, 10 * int(m.group(1))]]),
    (re.compile(r"prevent all damage done to " + R.ME + r" by attacks from your opponent's pokémon ex( and pokémon v)?"
                + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_PREVENT_FROM_EX, 0, 1 if m.group(1) else 0]]),
]


def passive_program(text: str) -> Rows | None:
    for pat, build in _PASSIVES:
        m = pat.match(text)
        if m:
            return build(m)
    return None


def recognize_power(raw: dict, card_name: str) -> Rows | None:
    """The program of one Poké-Power, Poké-Body or Ability (raw pokemontcg.io entry)."""
    text = R.normalize(raw.get("text") or "", card_name)
    if not text:
        return None
    rows = activated_program(text) if raw.get("type") != "Poké-Body" else None
    if rows is None:
        rows = passive_program(text)
    if rows is not None:
        fx.validate_program(rows)
    return rows


def first_unrecognized_power(raw: dict, card_name: str) -> str:
    """Where reading a power's body stops (for coverage work; the whole text when the
    header itself is not recognised)."""
    text = R.normalize(raw.get("text") or "", card_name)
    m = _TRIGGER_HEAD.match(text) or _ACT_HEAD.match(text)
    if not m:
        return text
    pos = m.end()
    for pat, _flag in _WHERE:
        mw = pat.match(text, pos)
        if mw:
            pos = mw.end()
            break
    mm = _MAY.match(text, pos)
    if not mm:
        return text[pos:]
    body = text[mm.end():]
    mt = _BLOCKED_TAIL.search(body)
    if mt:
        body = body[:mt.start()]
    mn = _ONE_PER_NAME.search(body)
    if mn:
        body = body[:mn.start()] + body[mn.end():]
    R._parse(body.strip(), R.Ctx(kind="power"))
    return R._FAIL[0] if R._FAIL else ""


# --- power-only wordings (the attack table reads the rest of a body) ---------------------
_P = ("power",)
R.const(r"switch your active pokémon with 1 of your benched pokémon" + R.END, "post",
        [["REQ_OWN_BENCH"], ["SWITCH_SELF"]], _P)


@R.rec(r"make your opponent's active pokémon " + R._COND_LIST + R.END, "post", _P)
def _make_cond(m, c):
    return R._conds(m.group(1), fx.OPP)


@R.rec(r"attach a basic energy card from your (hand|discard pile) to " + R.ME + R.END, "post", _P)
def _attach_any_type(m, c):
    src = fx.FROM_HAND if m.group(1) == "hand" else fx.FROM_DISCARD
    return [["ATTACH_ENERGY", 1, src, fx.ANY]]


# "you must discard <a card / a basic X energy card> from your hand in order to use this
# ability": a cost (the hand must hold one; no card of the power's own is in the hand)
@R.rec(r"you must discard (a card|an? (?:basic )?(?:(" + R.TYPES + r") )?energy card) from your hand in order to use this ability"
       + R.END, "pre", _P)
def _discard_to_use(m, c):
    if m.group(1) == "a card":
        kind = fx.KIND_ANY
    elif "basic" in m.group(1):
        kind = fx.KIND_BASIC_ENERGY_OF_TYPE + R._type(m.group(2)) if m.group(2) else fx.KIND_BASIC_ENERGY
    else:
        if m.group(2):
            return None  # "an X Energy card" may be a Special Energy that provides X
        kind = fx.KIND_ENERGY
    return [["REQ_HAND_KIND", 1, kind], ["DISCARD_HAND", 1, kind]]


@R.rec(r"draw (\d+|a|an|one|two|three) more cards?" + R.END, "post", _P)
def _draw_more(m, c):
    return [["DRAW", R._n(m.group(1))]]


# "if this pokémon is in the Active Spot, …" inside a power's body (an attack's acting
# Pokémon is always Active, so the test is true there)
R._BOARD_CONDS_RE.append((re.compile(r"(?:" + R.ME + r" is in the active spot|" + R.ME + r" is your active pokémon)"),
                          lambda m: [(fx.CNT_SELF_ACTIVE, 1)]))


# Energy Trans-like: a basic Energy card (of a type, or any) from 1 of your Pokémon to another
# (the kernel's MOVE_ENERGY moves basic Energy cards only, so only the "basic" wording reads)
@R.rec(r"move an? basic (?:(" + R.TYPES + r") )?energy(?: card)? (?:attached to|from) 1 of your pokémon to another of your pokémon"
       + R.END, "post", _P)
def _move_energy(m, c):
    t = R._type(m.group(1))
    return [["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", 1, 1, t]]


# Baby Evolution-like: the named card from the hand onto this Pokémon ("this counts as
# evolving"), then all its damage counters off (one name only)
@R.rec(r"put ([\w' .-]+?) from your hand onto " + R.ME + r" \(this counts as evolving " + R.ME + r"\),? "
       r"and remove all damage counters from " + R.ME + R.END, "post", _P)
def _baby_evolution(m, c):
    name = m.group(1).strip()
    if " or " in name or "," in name:
        return None
    return [["EVOLVE_FROM_HAND", name, 1]]


# Quick Search-like: any 1 card of the deck into the hand
R.const(r"choose any 1 card from your deck and put it into your hand" + R.END + R.OPT_SHUFFLE, "post",
        [["REQ_DECK"], ["SEARCH_DECK", 1, fx.KIND_ANY, fx.TO_HAND]], _P)
