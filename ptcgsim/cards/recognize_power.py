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
_ACT_HEAD = re.compile(r"(once|as often as you like) during your (first )?turn" + _BEFORE + r", ")
# played from the hand to evolve, or onto the Bench, "you may": offered once, at that
# moment (PW_ON_EVOLVE / PW_ON_BENCH)
_TRIGGER_HEAD = re.compile(r"(?:once during your turn" + _BEFORE + r", )?when (?:you (?:play|put) " + R.ME
                           + r" from your hand (to evolve 1 of your (?:active )?pokémon|onto your bench)(?: during your turn)?"
                           + r"|" + R.ME + r" (moves from your bench to the active spot)), ")
_WHERE = [
    (re.compile(r"if " + R.ME + r" is (?:your active pokémon|in the active spot), "), fx.PW_ACTIVE_ONLY),
    (re.compile(r"if " + R.ME + r" is on your bench, "), fx.PW_BENCH_ONLY),
]
_MAY = re.compile(r"you may (?:use this (?:power|ability)" + R.END + r")?|(?=move an? \w+ energy card attached to 1 of your)")
# "this power can't be used if this pokémon is affected by a special condition."
# "you can't use more than 1 <name> Ability / Poké-Power each turn" (the same-named card's)
_ONE_PER_NAME = re.compile(r"\s*you can't use more than 1 (?:[\w' -]+? (?:ability|poké-power|power)|ability that has \"[\w' -]+\" in its name)"
                           r" (?:each|during your) turn" + R.END)
_BLOCKED_TAIL = re.compile(r"\s*this power can't be used if " + R.ME + r" is affected by a special condition" + R.END + r"$")


# In an attack "your Active Pokémon" is the attacker, the acting slot, and the attack table
# writes it SELF; in a power SELF is the Pokémon with the power, wherever it is.  A body
# that names the player's own Active is read only through the power-only wordings below.
_OWN_ACTIVE = re.compile(r"(?<!opponent's )(?<!opponent's )\byour active pokémon")
_SAFE_OWN_ACTIVE = re.compile(r"switch your active pokémon with 1 of your benched pokémon"
                              r"|switch 1 of your active pokémon that has δ on its card"
                              r"|1 of your benched pokémon to your active pokémon")


# a cost printed before the header ("you must discard … in order to use this ability. once
# during your turn, …"): read after the body, where the body's cost wordings read it
_LEAD_COST = re.compile(r"(you must discard [^.]+? in order to use this ability\.)\s*(?=once during your turn)")


def _lead_cost_last(text: str) -> str:
    m = _LEAD_COST.match(text)
    return text[m.end():].rstrip() + " " + m.group(1) if m else text


def activated_program(text: str, card: str = "") -> Rows | None:
    """Rows of an activated power's normalised text, or None when not recognised."""
    text = _lead_cost_last(text)
    mt = _TRIGGER_HEAD.match(text)
    m = None if mt else _ACT_HEAD.match(text)
    if not m and not mt:
        return None
    first_turn: Rows = []
    if m:
        uses, pos, flags = (1 if m.group(1) == "once" else 0), m.end(), 0
        if m.group(2):
            if uses != 1:
                return None
            first_turn = [["REQ_NOT_TURN", 2, 2]]  # "once during your first turn": game turn 1 or 2
    else:
        uses, pos = 1, mt.end()
        if mt.group(2):
            if not text.startswith("once during your turn"):
                return None  # the move up is offered during its owner's turn only
            flags = fx.PW_ON_MOVE_UP
        else:
            flags = fx.PW_ON_EVOLVE if mt.group(1).startswith("to evolve") else fx.PW_ON_BENCH
            if "active" in mt.group(1):
                flags |= fx.PW_ACTIVE_ONLY  # evolving the Active only (the trigger checks the slot)
    reqs: Rows = []
    for pat, flag in _WHERE:
        mw = pat.match(text, pos)
        if mw:
            flags |= flag
            pos = mw.end()
            break
    else:
        got = _header_cond(text, pos, uses)
        if got is not None:
            pos, reqs = got
    mm = _MAY.match(text, pos)
    must = mm is None and mt is not None and not (flags & fx.PW_ON_MOVE_UP)  # a trigger with no "you may": it happens
    if not mm and not must:
        return None
    body = text[mm.end() if mm else pos:]
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
    ctx = R.Ctx(kind="power", card=card)  # the card's name: "up to N <this card's name>" searches
    segs = R._parse(body.strip(), ctx)
    if segs is None:
        return None
    rows = R._assemble(segs, ctx)
    if not rows or not _power_ok(rows) or not any(fx.OPCODE_BY_NAME[r[0]].role != "requirement" for r in rows):
        return None
    if uses == 0:
        rows = _hand_attach_req(rows)
    if uses == 0 and not any(fx.OPCODE_BY_NAME[r[0]].role == "requirement" for r in rows):
        return None  # "as often as you like" needs a requirement that runs out, else a player could loop
    if any(r[0] == "KO_SELF_AS_ENERGY" for r in rows):
        flags |= fx.PW_SELF_KO  # it Knocks Out the Pokémon using it (a Damp-like power turns it off)
    return [["POWER_ACTIVATED", uses, 2 if must else blocked, flags]] + first_turn + reqs + rows


# "once during your turn, if <board condition>, you may …": the condition is a requirement
# (REQ_COUNT) read as the attack table's board conditions read it; not for "as often as you
# like" (a condition the power's own rows don't change would let a player loop)
_HEAD_IF = re.compile(r"if ([^,.]+), (?=you may)")


def _header_cond(text: str, pos: int, uses: int) -> tuple[int, Rows] | None:
    m = _HEAD_IF.match(text, pos)
    if not m or uses != 1:
        return None
    tests = R._board_cond(m.group(1))
    if not tests:
        for read in HEADER_CONDS:  # other header conditions (recognize_sv_abilities)
            rows = read(m.group(1))
            if rows:
                return m.end(), rows
        return None
    return m.end(), [["REQ_COUNT", code, at_least] for code, at_least in tests]


#: readers of a header condition's text the board conditions don't read: text -> rows or None
HEADER_CONDS: list = []


def _hand_attach_req(rows: Rows) -> Rows:
    """"As often as you like, attach a basic <type> Energy card from your hand to 1 of your
    Pokémon": the card in the hand is the requirement that runs out."""
    if len(rows) == 1 and rows[0][0] == "ATTACH_ENERGY_ANY" and rows[0][1] == 1 and rows[0][2] % 8 == fx.FROM_HAND:
        t = rows[0][3]
        kind = fx.KIND_BASIC_ENERGY if t == fx.ANY else fx.KIND_BASIC_ENERGY_OF_TYPE + t
        return [["REQ_HAND_KIND", 1, kind]] + rows
    return rows


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
    (re.compile(r"if " + R.ME + r" is in the active spot and is knocked out by damage from an attack from your opponent's pokémon, "
                r"put (\d+) damage counters on the attacking pokémon" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_KO_HIT_BACK, 0, 10 * int(m.group(1))]]),
    (re.compile(r"damage from attacks used by " + R.ME + r" isn't affected by any effects on your opponent's active pokémon"
                + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_PIERCE, 0, 0]]),
    (re.compile(r"prevent all damage done to " + R.ME + r" by attacks from your opponent's pokémon if that damage is (\d+) or more"
                + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_PREVENT_BIG, 0, int(m.group(1))]]),
    (re.compile(_HIT + r"the attacking pokémon is now (" + R.COND_RE + r")" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_HIT_BACK_COND, 0, R.CONDS[m.group(1)]]]),
    (re.compile(r"at any times? between turns, remove (\d+|1) damage counters? from " + R.ME + R.END + r"$"),
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
    for read in _LATER_PASSIVES:
        rows = read(text)
        if rows is not None:
            return rows
    return None


#: passive readers that need the card's number of attacks: (text, attacks) -> rows or None
ATTACK_COUNT_PASSIVES: list = []
#: (s30-k8) passive readers that need the card's name (its text says "this pokémon"): (text, name) -> rows or None
NAMED_PASSIVES: list = []


def recognize_power(raw: dict, card_name: str, attacks: int = 0) -> Rows | None:
    """The program of one Poké-Power, Poké-Body or Ability (raw pokemontcg.io entry);
    attacks: how many attacks the card prints."""
    text = R.normalize(raw.get("text") or "", card_name)
    if not text:
        return None
    rows = activated_program(text, card_name) if raw.get("type") != "Poké-Body" else None
    if rows is None:
        rows = attach_program(text)
    if rows is None:
        rows = passive_program(text)
    for read in ATTACK_COUNT_PASSIVES:
        if rows is None:
            rows = read(text, attacks)
    for read in NAMED_PASSIVES:  # s30-k8
        if rows is None:
            rows = read(text, card_name)
    if rows is not None:
        fx.validate_program(rows)
    return rows


def first_unrecognized_power(raw: dict, card_name: str) -> str:
    """Where reading a power's body stops (for coverage work; the whole text when the
    header itself is not recognised)."""
    text = _lead_cost_last(R.normalize(raw.get("text") or "", card_name))
    m = _TRIGGER_HEAD.match(text) or _ACT_HEAD.match(text)
    if not m:
        return text
    pos = m.end()
    for pat, _flag in _WHERE:
        mw = pat.match(text, pos)
        if mw:
            pos = mw.end()
            break
    else:
        got = _header_cond(text, pos, 1 if text.startswith("once") else 0)
        if got is not None:
            pos = got[0]
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
    return [["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", 0, 0, t]]


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


# --- modifier powers (PASSIVE_MODS): Tool-like rows for this Pokémon, your Pokémon or the
# opponent's, under a condition on the Pokémon with the power ---------------------------
_T = r"(" + R.TYPES + r")"
_BWR_REQ = r" \(before applying " + R.WR + r"\)"
_MS = fx.MOD_SCOPE
_RL, _HP, _PLUS, _RED, _NW, _MINUS = (fx.TOOL_RETREAT_LESS, fx.TOOL_HP, fx.TOOL_DMG_PLUS, fx.TOOL_REDUCE,
                                      fx.TOOL_NO_WEAKNESS, fx.EN_DMG_MINUS)
_IT = r"(?:it|" + R.ME + r")"
_ALL_DAMAGE = 1000  #: a TOOL_REDUCE amount that prevents all damage

# the condition on the Pokémon with the power, before the comma
_MOD_SRC: list[tuple[re.Pattern, Any]] = [
    (re.compile(r"(?:if|as long(?: as)?) " + R.ME + r" has any (?:" + _T + r" )?energy(?: cards?)? attached(?: to it)?, "),
     lambda m: fx.TC_ENERGY_OF + R._type(m.group(1)) if m.group(1) else fx.TC_ANY_ENERGY),
    (re.compile(r"if " + R.ME + r" has no energy(?: cards)? attached(?: to it)?, "), lambda m: fx.TC_NO_ENERGY),
    (re.compile(r"(?:if|as long as) " + R.ME + r" has any basic energy cards? attached(?: to it)?, "), lambda m: fx.TC_ANY_BASIC_ENERGY),
    (re.compile(r"as long as " + R.ME + r"'s remaining hp is 40 or less, "), lambda m: fx.TC_HP_40),
    (re.compile(r"(?:if|as long as) " + R.ME + r" has any special energy(?: cards)? attached(?: to it)?, "),
     lambda m: fx.TC_ANY_SPECIAL),
    (re.compile(r"as long as " + R.ME + r" is an evolved pokémon, "), lambda m: fx.TC_EVOLVED),
    (re.compile(r"if " + R.ME + r" has full hp, "), lambda m: fx.TC_FULL_HP),
    (re.compile(r"as long as " + R.ME + r" is (?:your active pokémon|in the active spot), "), lambda m: fx.TC_ACTIVE),
    (re.compile(r"as long as " + R.ME + r" is on your bench, "), lambda m: fx.TC_BENCHED),
    (re.compile(r"if your opponent has any pokémon-ex in play, "), lambda m: fx.TC_OPP_EX_IN_PLAY),
    (re.compile(r"as long as " + R.ME + r" is in play, "), lambda m: 0),
]


def _kind_conds(kind: str | None) -> list[int]:
    """Your "<kind> pokémon": basic, future, a type, or "evolution <type>"."""
    if not kind:
        return []
    if kind == "basic":
        return [fx.TC_BASIC]
    if kind == "future":
        return [fx.TC_FUTURE]
    if kind.startswith("evolution "):
        return [fx.TC_EVOLVED, fx.TC_TYPE + R._type(kind.split()[1])]
    return [fx.TC_TYPE + R._type(kind)]


def _colorless(s: str) -> int:
    return s.count("colorless")


_KIND = r"(?:(basic|future|evolution (?:" + R.TYPES + r")|" + R.TYPES + r") )?"
# (pattern, builder -> [(code, amount, scope, [conditions on the Pokémon it applies to])])
_MOD_CLAUSES: list[tuple[re.Pattern, Any]] = [
    # this Pokémon
    (re.compile(_IT + r" has no retreat cost"), lambda m: [(_RL, fx.TOOL_NO_RETREAT, fx.MS_SELF, [])]),
    (re.compile(r"(?:the retreat cost for " + R.ME + r"|" + R.ME + r"'s retreat cost) is 0"),
     lambda m: [(_RL, fx.TOOL_NO_RETREAT, fx.MS_SELF, [])]),
    (re.compile(_IT + r" gets \+(\d+) hp"), lambda m: [(_HP, int(m.group(1)), fx.MS_SELF, [])]),
    (re.compile(r"(?:the attacks it uses|attacks used by " + R.ME + r"|" + R.ME + r"'s attacks) do (\d+) more damage to "
                r"your opponent's active pokémon( that has an ability)?" + R.BWR),
     lambda m: [(_PLUS, int(m.group(1)), fx.MS_SELF, [fx.TC_OTHER_ABILITY] if m.group(2) else [])]),
    (re.compile(r"(?:each of " + R.ME + r"'s attacks does?|" + R.ME + r" does) (\d+) more damage to the defending pokémon" + R.BWR),
     lambda m: [(_PLUS, int(m.group(1)), fx.MS_SELF, [])]),
    # "when any of your active pokémon does damage to the defending pokémon, the attack does N more"
    (re.compile(r"when any of your active pokémon does damage to the defending pokémon, the attack does (\d+) more damage" + R.BWR),
     lambda m: [(_PLUS, int(m.group(1)), fx.MS_OWN, [fx.TC_ACTIVE])]),
    # any damage done to your Pokémon by the opponent's attacks, after Weakness and Resistance
    (re.compile(r"any damage done by an opponent's attack is reduced by (\d+) \(after applying " + R.WR + r"\)"),
     lambda m: [(_RED, int(m.group(1)), fx.MS_OWN, [])]),
    (re.compile(r"each of your active pokémon that has (?:any )?" + _T + r" energy attached(?: to it)? can't be affected by any special conditions"),
     lambda m: [(fx.EN_NO_STATUS, 1, fx.MS_OWN, [fx.TC_ACTIVE, fx.TC_ENERGY_OF + R._type(m.group(1))])]),
    (re.compile(_IT + r" has no weakness"), lambda m: [(_NW, 1, fx.MS_SELF, [])]),
    # after a source condition (a bare one is PASSIVE_NO_CONDITIONS): while it is the Active
    (re.compile(R.ME + r" can't be affected by any special conditions"),
     lambda m: [(fx.EN_NO_STATUS, 1, fx.MS_SELF, [fx.TC_ACTIVE])]),
    (re.compile(r"(?:any )?damage done to " + R.ME + r" by (?:an opponent's attack|any attack|(?:any |your opponent's )?attacks)"
                r"(?: from your opponent's (basic|evolved) pokémon| from your opponent's pokémon that (?:has|have) (δ) on its card"
                r"| from (evolved) pokémon \(both yours and your opponent's\))?"
                r" is reduced by (\d+)" + R.AWR),
     lambda m: [(_RED, int(m.group(4)), fx.MS_SELF,
                 [fx.TC_OTHER_BASIC if m.group(1) == "basic" else fx.TC_OTHER_EVOLVED] if m.group(1)
                 else ([fx.TC_OTHER_DELTA] if m.group(2) else ([fx.TC_OTHER_EVOLVED] if m.group(3) else [])))]),
    # "<type> or <type>": one row each (a Pokémon of the SV and ME sets prints one type)
    (re.compile(_IT + r" takes (\d+) less damage from attacks from your opponent's " + _T + r" or " + _T + r" pokémon" + R.AWR),
     lambda m: [(_RED, int(m.group(1)), fx.MS_SELF, [fx.TC_OTHER_TYPE + R._type(m.group(i))]) for i in (2, 3)]),
    (re.compile(r"attacks used by your " + _T + r" pokémon and " + _T + r" pokémon do (\d+) more damage to "
                r"your opponent's active pokémon" + R.BWR),
     lambda m: [(_PLUS, int(m.group(3)), fx.MS_OWN, [fx.TC_TYPE + R._type(m.group(i))]) for i in (1, 2)]),
    (re.compile(_IT + r" takes (\d+) less damage from attacks(?: from your opponent's (?:" + _T + r" )?pokémon)?" + R.AWR),
     lambda m: [(_RED, int(m.group(1)), fx.MS_SELF, [fx.TC_OTHER_TYPE + R._type(m.group(2))] if m.group(2) else [])]),
    # your Pokémon
    (re.compile(r"attacks used by your " + _KIND + r"pokémon(, except any " + R.ME + r",)? do (\d+) more damage to "
                r"your opponent's active (evolution )?pokémon" + R.BWR),
     lambda m: [(_PLUS, int(m.group(3)), fx.MS_OWN_OTHER_NAME if m.group(2) else fx.MS_OWN,
                 _kind_conds(m.group(1)) + ([fx.TC_OTHER_EVOLVED] if m.group(4) else []))]),
    (re.compile(r"your basic pokémon's attacks do (\d+) more damage to your opponent's active pokémon" + R.BWR),
     lambda m: [(_PLUS, int(m.group(1)), fx.MS_OWN, [fx.TC_BASIC])]),
    (re.compile(r"each of your pokémon that has δ on its card does (\d+) more damage to the defending pokémon" + R.BWR),
     lambda m: [(_PLUS, int(m.group(1)), fx.MS_OWN, [fx.TC_DELTA])]),
    (re.compile(r"all of your pokémon that have (?:any )?" + _T + r" energy attached have no retreat cost"),
     lambda m: [(_RL, fx.TOOL_NO_RETREAT, fx.MS_OWN, [fx.TC_ENERGY_OF + R._type(m.group(1))])]),
    (re.compile(r"your (basic )?pokémon in play have no retreat cost"),
     lambda m: [(_RL, fx.TOOL_NO_RETREAT, fx.MS_OWN, [fx.TC_BASIC] if m.group(1) else [])]),
    (re.compile(r"your pokémon in play have no weakness"), lambda m: [(_NW, 1, fx.MS_OWN, [])]),
    (re.compile(r"each of your active pokémon has no weakness"), lambda m: [(_NW, 1, fx.MS_OWN, [fx.TC_ACTIVE])]),
    (re.compile(r"all of your pokémon(?: that have any " + _T + r" energy attached)? take (\d+) less damage from attacks "
                r"from your opponent's pokémon" + R.AWR),
     lambda m: [(_RED, int(m.group(2)), fx.MS_OWN, [fx.TC_ENERGY_OF + R._type(m.group(1))] if m.group(1) else [])]),
    (re.compile(r"all of your pokémon in play get \+(\d+) hp"), lambda m: [(_HP, int(m.group(1)), fx.MS_OWN, [])]),
    (re.compile(r"your active pokémon's retreat cost is ((?:colorless)+) less"),
     lambda m: [(_RL, _colorless(m.group(1)), fx.MS_OWN, [fx.TC_ACTIVE])]),
    (re.compile(r"prevent all damage done to your benched pokémon( that don't have a rule box)? by (?:attacks from your "
                r"opponent's pokémon|your opponent's attacks)(?:\. \(pokémon ex, pokémon v, etc\. have rule boxes\.\))?"),
     lambda m: [(_RED, _ALL_DAMAGE, fx.MS_OWN, [fx.TC_BENCHED] + ([fx.TC_NO_RULE_BOX] if m.group(1) else []))]),
    # the opponent's Pokémon
    (re.compile(r"your opponent's (active )?pokémon can't retreat"),
     lambda m: [(fx.EN_CANT_RETREAT, 1, fx.MS_OPP, [fx.TC_ACTIVE])]),
    (re.compile(r"your opponent's active (evolution )?pokémon's retreat cost is ((?:colorless)+) more"),
     lambda m: [(_RL, -_colorless(m.group(2)), fx.MS_OPP, [fx.TC_ACTIVE] + ([fx.TC_EVOLVED] if m.group(1) else []))]),
    (re.compile(r"your opponent pays ((?:colorless)+) more to retreat his or her active pokémon"),
     lambda m: [(_RL, -_colorless(m.group(1)), fx.MS_OPP, [fx.TC_ACTIVE])]),
    (re.compile(r"(?:attacks used by your opponent's active pokémon do (\d+) less damage"
                r"|any damage done (?:to your pokémon )?by an opponent's attack is reduced by (\d+))" + _BWR_REQ),
     lambda m: [(_MINUS, int(m.group(1) or m.group(2)), fx.MS_OPP, [fx.TC_ACTIVE])]),
]
_MOD_AND = re.compile(r",? and ")
_MOD_NOSTACK = re.compile(r"(?:the effect of [\w' .-]+ doesn't stack|you can't use more than 1 [\w' .-]+ poké-body each turn)"
                          + R.END)


def modifier_program(text: str) -> Rows | None:
    """A PASSIVE_MODS power: [source condition, ] clause[, and clause][. clause …][ no-stack]."""
    pos, src = 0, 0
    for pat, build in _MOD_SRC:
        m = pat.match(text)
        if m:
            src, pos = build(m), m.end()
            break
    out = []
    nostack = False
    while pos < len(text):
        if out:
            m = _MOD_AND.match(text, pos) or re.compile(R.END).match(text, pos)
            if not m:
                return None
            pos = m.end()
            if pos >= len(text):
                break
            mn = _MOD_NOSTACK.match(text, pos)
            if mn:
                nostack, pos = True, mn.end()
                if pos < len(text):
                    return None
                break
        for pat, build in _MOD_CLAUSES:
            m = pat.match(text, pos)
            if m:
                out += build(m)
                pos = m.end()
                break
        else:
            return None
    if not out:
        return None
    rows: Rows = [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0]]
    for code, amount, scope, conds in out:
        if len(conds) > 2:
            return None
        c = sum(x * fx.TC_SHIFT ** i for i, x in enumerate(conds))
        c += scope * _MS + src * fx.MOD_SRC + (fx.MOD_NOSTACK if nostack else 0)
        rows.append(["TOOL", code, amount, c])
    return rows


# --- shields (PASSIVE_SHIELD): the opponent's attacks' damage and/or effects on this Pokémon ---
_SH_BOTH = fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS
_SH_WHO = r"(pokémon-ex|basic pokémon ex|tera pokémon|basic pokémon|evolved pokémon|(?:" + R.TYPES + r") pokémon|pokémon that have an ability|pokémon)"
_SH_SRC = re.compile(r"(?:as long as " + R.ME + r" is on your bench|as long as " + R.ME + r" has any " + _T
                     + r" energy attached to it), ")
_SHIELDS: list[tuple[re.Pattern, int]] = [
    (re.compile(r"prevent all effects of attacks, including damage, done to " + R.ME + r" by your opponent's " + _SH_WHO + R.END + r"$"), _SH_BOTH),
    (re.compile(r"prevent all effects, including damage, done to " + R.ME + r" by your opponent's attacks from his or her "
                + _SH_WHO + R.END + r"$"), _SH_BOTH),
    (re.compile(r"prevent all damage from and effects of attacks from your opponent's " + _SH_WHO + r" done to " + R.ME + R.END + r"$"), _SH_BOTH),
    (re.compile(r"prevent all damage done to " + R.ME + r" by attacks from your opponent's " + _SH_WHO + R.END + r"$"), fx.SH_PREVENT_DAMAGE),
    (re.compile(r"prevent all damage from attacks done to " + R.ME + r" by your opponent's " + _SH_WHO + R.END + r"$"), fx.SH_PREVENT_DAMAGE),
    (re.compile(r"prevent all damage done to " + R.ME + r" by (?:your )?opponent's attacks" + R.END + r"$"), fx.SH_PREVENT_DAMAGE),
    (re.compile(r"prevent all effects of attacks used by your opponent's pokémon done to " + R.ME
                + r"\. \(damage is not an effect\.\)\s*$"), fx.SH_PREVENT_EFFECTS),
    (re.compile(r"prevent all effects of attacks, except damage, done to " + R.ME + r" by the attacking pokémon" + R.END + r"$"),
     fx.SH_PREVENT_EFFECTS),
    (re.compile(r"prevent all effects, except damage, by an opponent's attack done to " + R.ME + R.END + r"$"), fx.SH_PREVENT_EFFECTS),
]


def _who_conds(who: str | None) -> list[int] | None:
    if not who or who == "pokémon":
        return []
    fixed = {"tera pokémon": [], "pokémon-ex": [fx.TC_OTHER_EX], "basic pokémon ex": [fx.TC_OTHER_BASIC, fx.TC_OTHER_EX],
             "basic pokémon": [fx.TC_OTHER_BASIC], "evolved pokémon": [fx.TC_OTHER_EVOLVED],
             "pokémon that have an ability": [fx.TC_OTHER_ABILITY]}
    if who in fixed:
        return fixed[who]
    return [fx.TC_OTHER_TYPE + R._type(who.split()[0])]


def shield_program(text: str) -> Rows | None:
    src = 0
    m = _SH_SRC.match(text)
    if m:
        src = fx.TC_ENERGY_OF + R._type(m.group(1)) if m.group(1) else fx.TC_BENCHED
        text = text[m.end():]
    for pat, what in _SHIELDS:
        m = pat.match(text)
        if m:
            who = m.groups()[0] if m.groups() else None
            if who == "tera pokémon":
                what |= fx.SH_FROM_TERA
            conds = _who_conds(who)
            if src:
                conds = [src] + conds
            if len(conds) > 2:
                return None
            c = sum(x * fx.TC_SHIFT ** i for i, x in enumerate(conds)) + what * fx.SH_DAMAGE
            return [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, c]]
    return None


# --- Sturdy-like (PASSIVE_ENDURE) and single Special Conditions (PASSIVE_NO_CONDITIONS mask) ---
_ENDURE_FULL = re.compile(r"if " + R.ME + r" has full hp and would be knocked out by damage from an attack, it is not knocked out,"
                          r" and its remaining hp becomes (\d+)" + R.END + r"$")
_ENDURE_FLIP = re.compile(r"if " + R.ME + r" would be knocked out by (damage from an attack|an opponent's attack), flip a coin"
                          + R.END + r"if heads, " + R.ME + r" is not knocked out,? and its remaining hp becomes (\d+)(?: instead)?"
                          + R.END + r"$")
_NO_COND = re.compile(R.ME + r" can't be (" + R.COND_RE + r")(?: or (" + R.COND_RE + r"))?" + R.END + r"$")


def endure_program(text: str) -> Rows | None:
    m = _ENDURE_FULL.match(text)
    if m:
        return [["POWER_PASSIVE", fx.PASSIVE_ENDURE, 0, 1000 * fx.ENDURE_FULL_HP + int(m.group(1))]]
    m = _ENDURE_FLIP.match(text)
    if m:
        mode = fx.ENDURE_FLIP if m.group(1).startswith("damage") else fx.ENDURE_FLIP_OPP
        return [["POWER_PASSIVE", fx.PASSIVE_ENDURE, 0, 1000 * mode + int(m.group(2))]]
    m = _NO_COND.match(text)
    if m:
        mask = sum(1 << R.CONDS[g] for g in m.groups() if g)
        return [["POWER_PASSIVE", fx.PASSIVE_NO_CONDITIONS, 0, mask]]
    return None


_LATER_PASSIVES = [modifier_program, shield_program, endure_program]  # recognize_ex3.py adds readers


# "attach a basic <type> Energy card from your hand to this Pokémon. If you attached Energy to
# a Pokémon in this way, draw …": the card must be in the hand (a requirement: with none the
# power does nothing), so the draw always follows the attachment
# (to 1 of your [Benched] Pokémon: the player's pick, a Benched one required for the Bench)
@R.rec(r"attach a basic (" + R.TYPES + r") energy card from your hand to (" + R.ME + r"|1 of your (benched )?pokémon)" + R.END
       + r"if you attached energy to a pokémon in this way, draw " + R.NUM + r" cards?" + R.END, "post", _P)
def _attach_then_draw(m, c):
    t = R._type(m.group(1))
    if m.group(2) == R.ME:
        attach = [["ATTACH_ENERGY", 1, fx.FROM_HAND, t]]
    elif m.group(3):
        attach = [["REQ_OWN_BENCH"], ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND + fx.TO_BENCH_ONLY, t]]
    else:
        attach = [["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, t]]
    return [["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + t]] + attach + [["DRAW", R._n(m.group(4))]]


# --- "when you attach a <type> Energy card from your hand to this Pokémon, …" (a Poké-Body:
# no choice; PW_ON_ATTACH, the type in the flags) -------------------------------------------
_ATTACH_HEAD = re.compile(r"(once during your turn" + _BEFORE + r", )?(?:when|whenever) you attach an? (?:(" + R.TYPES
                          + r") )?energy(?: card)? from your hand to " + R.ME + r", ")


def attach_program(text: str) -> Rows | None:
    m = _ATTACH_HEAD.match(text)
    if not m:
        return None
    body = text[m.end():]
    if body.startswith("you may"):
        return None  # a choice: not this code
    ctx = R.Ctx(kind="power")
    segs = R._parse(body.strip(), ctx)
    if segs is None:
        return None
    rows = R._assemble(segs, ctx)
    if not rows or not _power_ok(rows) or any(fx.OPCODE_BY_NAME[r[0]].role == "requirement" for r in rows):
        return None
    t = R._type(m.group(2)) + 1 if m.group(2) else 0
    return [["POWER_ACTIVATED", 1 if m.group(1) else 0, 0, fx.PW_ON_ATTACH + fx.PW_ATTACH_TYPE * t]] + rows


# a body's cure of itself ("remove all special conditions [and N damage counters] from this pokémon")
@R.rec(r"remove all special conditions(?: and (\d+|an?) damage counters?)? from " + R.ME + R.END, "post", _P)
def _cure_self(m, c):
    return [["CURE", fx.SELF]] + ([["HEAL", 10 * R._n(m.group(1)), fx.SELF]] if m.group(1) else [])


# --- EX-era Poké-Bodies with mechanisms of their own ------------------------------------------
_ACTIVE_SRC = r"as long as " + R.ME + r" is (?:your|the) active pokémon, "
# between turns, while Active: counters on (or off) the Pokémon a BT_* mode names
_BT_TARGETS = [
    (r"put", r"on each active pokémon \(both yours and your opponent's\)", fx.BT_ACTIVES),
    (r"remove", r"from each pokémon \(excluding pokémon-ex\) \(both yours and your opponent's\)", fx.BT_HEAL_NON_EX),
    (r"put", r"on each of your opponent's pokémon that has any poké-bodies", fx.BT_OPP_BODIES),
    (r"put", r"on each pokémon that remains poisoned", fx.BT_POISONED),
    (r"put", r"on each of your opponent's benched basic pokémon", fx.BT_OPP_BENCH_BASIC),
]
_BT_NOSTACK = r"(?:you can't use more than 1 [\w' .-]+ poké-body between turns" + R.END + r")?"


def _between_turns(text: str) -> Rows | None:
    for verb, target, mode in _BT_TARGETS:
        m = re.match(_ACTIVE_SRC + verb + r" " + R.NUM + r" damage counters? " + target + r" between turns" + R.END
                     + _BT_NOSTACK + r"$", text)
        if m:
            return [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_TURNS, 0, 10 * R._n(m.group(1)) + 1000 * mode]]
    return None


def _cond_mask(s: str) -> int:
    return sum(1 << R.CONDS[w] for w in re.findall(R.COND_RE, s))


_EX_BODIES: list[tuple[re.Pattern, Any]] = [
    (re.compile(r"when " + R.ME + r" is knocked out, your opponent doesn't take any prize cards" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_PRIZE, 0, 0]]),
    (re.compile(R.ME + r" can retreat even (?:when|if) it is asleep or paralyzed" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_RETREAT_ANY_STATUS, 0, 0]]),
    (re.compile(_ACTIVE_SRC + r"each player can't play any supporter cards" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_SUPPORTERS, 0, 0]]),
    (re.compile(r"as long as " + R.ME + r" is the only pokémon you have in play, your opponent's basic pokémon can't attack"
                + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_BASIC_ATTACKS, 0, 0]]),
    (re.compile(_ACTIVE_SRC + r"whenever your opponent's basic pokémon tries to attack, your opponent flips a coin" + R.END
                + r"if tails, that attack does nothing" + R.END
                + r"(?:you can't use more than 1 [\w' .-]+ poké-body each turn" + R.END + r")?$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_BASIC_ATTACK_FLIP, 0, 0]]),
    # "is both <A> and <B> type" while an Energy of one of them is attached: that one is the added type
    (re.compile(r"as long as " + R.ME + r" has any (" + R.TYPES + r") energy(?: cards?)? attached(?: to it)?, " + R.ME
                + r" is both (" + R.TYPES + r") and (" + R.TYPES + r") type" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_DUAL_TYPE, 0, R._type(m.group(1)) + 16 * (R._type(m.group(1)) + 1)]]
     if m.group(1) in (m.group(2), m.group(3)) else None),
    # Knocked Out while Active: Special Conditions on the attacker
    (re.compile(r"if " + R.ME + r" is your active pokémon and is knocked out by (?:damage from )?an opponent's attack, "
                r"the attacking pokémon is now " + R._COND_LIST + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_KO_HIT_BACK, 0, 1000 * _cond_mask(m.group(1))]]),
    (re.compile(r"if " + R.ME + r" is your active pokémon and is knocked out by (?:damage from )?an opponent's attack, "
                r"put " + R.NUM + r" damage counters? on the attacking pokémon" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_KO_HIT_BACK, 0, 10 * R._n(m.group(1))]]),
    (re.compile(r"(?:during your opponent's turn, )?(?:whenever|if) " + R.ME + r" would be damaged by (?:your|an) opponent's attack"
                r" \(after applying " + R.WR + r"\), flip a coin"
                + R.END + r"if heads, reduce that damage by (\d+)" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_FLIP_REDUCE, 0, int(m.group(1))]]),
    (re.compile(r"if " + R.ME + r" is burned or poisoned by an opponent's attack \(even if " + R.ME + r" is knocked out\), "
                r"the attacking pokémon is now affected by the same special conditions \(1 if there is only 1\)" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_MIRROR_COND, 0, 0]]),
    # Shadow Curse-like: Knocked Out (as the Active) by an attack's damage, counters on 1 of the
    # opponent's Pokémon (the kernel picks one they Knock Out, else the attacker: always worth it)
    (re.compile(r"if " + R.ME + r" would be knocked out by damage from an opponent's attack, you may put " + R.NUM
                + r" damage counters? on 1 of your opponent's pokémon" + R.END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_KO_HIT_BACK, 0, 10 * R._n(m.group(1)) + 1000 * fx.KO_ANY_OPP]]),
]


def ex_body_program(text: str) -> Rows | None:
    rows = _between_turns(text)
    if rows is not None:
        return rows
    for pat, build in _EX_BODIES:
        m = pat.match(text)
        if m:
            return build(m)
    return None


_LATER_PASSIVES.append(ex_body_program)


# --- EX-era Poké-Powers' bodies (power-only wordings) --------------------------------------
# Fan Action-like: the opponent picks the Benched Pokémon that comes in
R.const(r"(?:switch 1 of the defending pokémon with 1 of " + R.OPP_BENCH + r"|choose 1 of the defending pokémon and switch it with 1 of "
        + R.OPP_BENCH + r")" + R.END + r"your opponent chooses the benched pokémon to switch" + R.END, "post",
        [["REQ_OPP_BENCH"], ["GUST", fx.OPP]], _P)
# Delta Sign-like: a δ Pokémon from the deck
R.const(r"search your deck for a pokémon that has δ on its card, show it to your opponent, and put it into your hand" + R.END
        + R.OPT_SHUFFLE, "post", [["REQ_DECK"], ["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON, 1 << 12), fx.TO_HAND]], _P)
# Evolutionary Light-like: an Evolution card from the deck
R.const(r"search your deck for an evolution card" + R.END + r"show it to your opponent and put it into your hand" + R.END
        + R.OPT_SHUFFLE, "post", [["REQ_DECK"], ["SEARCH_DECK", 1, fx.KIND_EVOLUTION, fx.TO_HAND]], _P)


# Power Circulation-like: a basic Energy card from the discard pile on top of the deck, then
# counters on this Pokémon ("if you do": the card is required, so it always does)
@R.rec(r"search your discard pile for a basic energy card, show it to your opponent, and put it on top of your deck" + R.END
       + r"if you do, put " + R.NUM + r" damage counters? on " + R.ME + R.END, "post", _P)
def _energy_to_top(m, c):
    return [["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY], ["RECOVER", 1, fx.KIND_BASIC_ENERGY, fx.TO_DECK_TOP],
            ["SELF_DAMAGE", 10 * R._n(m.group(1))]]


# Energy Draw-like: an Energy card from the hand as the cost, then draw
@R.rec(r"discard (?:1|an) energy card from your hand" + R.END + r"then draw up to " + R.NUM + r" cards(?: from your deck)?" + R.END,
       "post", _P)
def _energy_draw(m, c):
    return [["REQ_HAND_KIND", 1, fx.KIND_ENERGY], ["DISCARD_HAND", 1, fx.KIND_ENERGY], ["DRAW", R._n(m.group(1))]]


# Delta Transport-like: your Active, if it is δ, with 1 of your Benched Pokémon
R.const(r"switch 1 of your active pokémon that has δ on its card with 1 of your benched pokémon" + R.END, "post",
        [["REQ_COUNT", fx.count_code(fx.CNT_OWN_ACTIVE_FLAG, 12), 1], ["REQ_OWN_BENCH"], ["SWITCH_SELF"]], _P)


# Metal Juncture / Dark Trance-like: "a <type> Energy card" (a Special Energy card of that
# type only, too) from 1 of your (Benched) Pokémon to your Active / another of your Pokémon
@R.rec(r"move an? (" + R.TYPES + r") energy card attached to 1 of your (benched pokémon to your active pokémon|pokémon to another of your pokémon)"
       + R.END, "post", _P)
def _move_type_energy(m, c):
    t = R._type(m.group(1)) + fx.ME_SPECIAL_TOO + (fx.ME_BENCH_TO_ACTIVE if m.group(2).startswith("benched") else 0)
    return [["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", 0, 0, t]]
# the Scarlet & Violet / Mega Evolution Abilities' wordings extend the tables above (imported
# last: recognize.py and the Trainer tables are complete by now, whichever module came first)
from . import recognize_sv_abilities  # noqa: E402,F401
