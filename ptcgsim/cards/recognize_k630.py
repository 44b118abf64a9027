"""Kernel slice 30 k6: Abilities and Pokémon Tools that answer an attack's damage
(``PASSIVE_ON_DAMAGED``, ``TOOL_ON_DAMAGED``; kernel/on_damaged.py).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the power reader registers itself among the
passive-power readers of :mod:`ptcgsim.cards.recognize_power`, the Tool readers go first in the Tool
table (an earlier reader of the same opening would refuse the body).  Only regular-expression
fragments live here, never card sentences (DESIGN.md, card data policy).

A text is "<if this Pokémon is damaged by an attack from the opponent's Pokémon (even if it is
Knocked Out)>, <body>": the header names where the damaged Pokémon is (the Active Spot, anywhere),
whose it is (this Pokémon, or the owner's Active Pokémon of a type), a condition (a Tool attached;
the Tool's holder of an owner), or a Knock Out by the damage (``OD_*`` bits, ``TC_*`` codes); the body
is read with "the Attacking Pokémon" as the opponent's Active Pokémon, from a short list of effects.
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R
from . import recognize_power as RP
from . import recognize_tool as RT

END, TYPES = R.END, R.TYPES
_FROM = r"is damaged by an attack from your opponent's pokémon \(even if "
_KO = r"is knocked out\), "

#: (header pattern, OD_* bits, TC_* condition on the damaged Pokémon (group 1: a type), rows before the body)
_HEADS: list[tuple[re.Pattern, int, int, list]] = [
    (re.compile(r"if this pokémon is in the active spot and " + _FROM + r"this pokémon " + _KO), fx.OD_ACTIVE, 0, []),
    (re.compile(r"if this pokémon " + _FROM + r"this pokémon " + _KO), 0, 0, []),
    (re.compile(r"if this pokémon is in the active spot," r" has a pokémon tool attached, and " + _FROM + r"this pokémon " + _KO),
     fx.OD_ACTIVE, 0, [["SKIP_UNLESS_COUNT", fx.CNT_SELF_TOOL, 1]]),
    (re.compile(r"if your active (" + TYPES + r") pokémon " + _FROM + r"your active \1 pokémon " + _KO),
     fx.OD_ACTIVE | fx.OD_OWN, fx.TC_TYPE, []),
    (re.compile(r"if this pokémon is in the active spot" r" and is knocked out by damage from an" r" attack from your opponent's pokémon, "),
     fx.OD_ACTIVE | fx.OD_KO, 0, []),
    # EX-era Poké-Bodies
    (re.compile(r"if this pokémon is your active pokémon" r" and is damaged by an opponent's attack" r" \(even if this pokémon " + _KO),
     fx.OD_ACTIVE, 0, []),
    (re.compile(r"as long as this pokémon is an evolved" r" pokémon, is your active pokémon, and is" r" damaged by an opponent's attack "
                r"\(even if this pokémon " + _KO), fx.OD_ACTIVE, fx.TC_EVOLVED, []),
]

_ATT = r"the attacking pokémon"
#: the bodies' effects (rows run by the Defending player, the attacker being their opponent's Active)
_BODY_OPS = {"PUT_COUNTERS", "DISCARD_ENERGY", "COND", "DRAW", "SEARCH_DECK", "MOVE_ENERGY", "KO_DEF", "FLIP", "SKIP_UNLESS_HEADS"}
#: "Pokémon that have "<word>" in their name": the names of the cards that have it (two at most)
_NAME_HAS = {"koffing": "Koffing|Team Rocket's Koffing"}


def _names(text: str) -> list[str] | None:
    """"a, b, and c" -> [a, b, c] (card names: letters, spaces, apostrophes)."""
    parts = [x.strip() for x in re.split(r",(?: and)? | and ", text)]
    return parts if all(re.fullmatch(r"[a-z][\w' .-]*", x) for x in parts) else None


def body_rows(body: str) -> list | None:
    """The rows of an answer's body, or None."""
    body = body.strip()
    m = re.fullmatch(r"put (\d+) damage counters? on " + _ATT + r" for each (" + TYPES + r") energy attached to this pokémon"
                     + END, body)
    if m:
        return [["PUT_COUNTERS", 10 * int(m.group(1)), fx.BENCH_DEF,
                 1 + fx.count_code(fx.CNT_SELF_ENERGY, R._type(m.group(2)))]]
    m = re.fullmatch(r"put (\d+) damage counters? on " + _ATT + r" for each of your (.+) in play" + END, body)
    if m:
        names = _names(m.group(2))
        if not names:
            return None
        names = [_NAME[0].lower() if n == "this pokémon" else n for n in names]  # the card's own name
        if not all(names):
            return None
        # one row per name, a name and its " ex" together (a count of either name)
        groups: list[list[str]] = []
        for n in names:
            if groups and n == groups[-1][0] + " ex" and len(groups[-1]) == 1:
                groups[-1].append(n)
            else:
                groups.append([n])
        return [["PUT_COUNTERS", 10 * int(m.group(1)), fx.BENCH_DEF, fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "|".join(g))]
                for g in groups]
    m = re.fullmatch(r"search your deck for up to (\d+) pokémon that have \"(\w+)\" in their name and put them onto your bench"
                     + END + r"then, shuffle your deck" + END, body)
    if m:
        names = _NAME_HAS.get(m.group(2))
        return None if names is None else [["SEARCH_DECK", int(m.group(1)), names, fx.TO_BENCH]]
    m = re.fullmatch(r"(flip a coin" + END + r"if heads, )?choose an energy card attached to " + _ATT
                     + r" and return it to your opponent's hand" + END, body)
    if m:
        rows = [["OPP_ENERGY_TO", 1, 0, 0]]
        return [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1]] + rows if m.group(1) else rows
    if re.fullmatch(r"move an energy from " + _ATT + r" to 1 of your opponent's benched pokémon" + END, body):
        return [["MOVE_ENERGY", 0, fx.OPP, fx.ANY]]
    if re.fullmatch(r"flip a coin" + END + r"if heads, " + _ATT + r" is knocked out" + END, body):
        return [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["KO_DEF"]]
    if "knocked out" in body or "prize" in body or "this card" in body:
        return None
    text = body.replace(_ATT, "your opponent's active pokémon") + " "
    ctx = R.Ctx(kind="power")
    segs = R._parse(text, ctx)
    if segs is None:
        return None
    rows = R._assemble(segs, ctx)
    if not rows or any(r[0] not in _BODY_OPS for r in rows):
        return None
    if any(r[0] == "PUT_COUNTERS" and r[2] != fx.BENCH_DEF for r in rows):
        return None
    if any(r[0] in ("DISCARD_ENERGY", "COND") and r[2] != fx.OPP for r in rows):
        return None
    return rows


def on_damaged_program(text: str) -> list | None:
    """Rows of a power that answers an attack's damage, or None."""
    text = text.strip() + " "
    for pat, bits, tc, lead in _HEADS:
        m = pat.match(text)
        if not m:
            continue
        rows = body_rows(text[m.end():])
        if rows is None:
            return None
        if tc == fx.TC_TYPE:
            tc = fx.TC_TYPE + R._type(m.group(1))
        lead = [r + [len(rows)] for r in lead]
        return [["POWER_PASSIVE", fx.PASSIVE_ON_DAMAGED, 0, bits + fx.OD_TC * tc]] + lead + rows
    return None


RP._LATER_PASSIVES.append(on_damaged_program)

#: the name of the card whose power is being read (a body may name it: "this Pokémon" after normalising)
_NAME = [""]
_read_power = RP.recognize_power


def _recognize_power(raw: dict, card_name: str, attacks: int = 0):
    _NAME[0] = card_name or ""
    try:
        return _read_power(raw, card_name, attacks)
    finally:
        _NAME[0] = ""


RP.recognize_power = _recognize_power


# --- Pokémon Tools: TOOL_ON_DAMAGED sections ------------------------------------------------------
from .recognize_cov29svt import _OWNER, _OWNER_TC  # noqa: E402


def _section(body: str, bits: int, cond: int) -> list | None:
    rows = body_rows(body)
    if rows is None or not 0 < len(rows) < fx.TOOL_ON_KO_ROWS:
        return None
    return [RT._row(fx.TOOL_ON_DAMAGED, len(rows) + fx.TOOL_ON_KO_ROWS * bits, cond)] + rows


_TOOL_RECS: list = []
_trec = R.sentence_registrar(_TOOL_RECS)


_HIT_HEAD = (r"if the (?:" + _OWNER + r" )?pokémon " + RT._ATT_TO + r" is in the active spot and " + _FROM
             + r"(?:it|this (?:[\w' ]+ )?pokémon) " + _KO)


# (a body of counters alone is the Rocky Helmet-like EN_HIT_BACK row of recognize_tool.py)
@_trec(_HIT_HEAD + r"((?!(?:put|place) \d+ damage counters? on " + _ATT + r"\.)[^.]+\.)\s*")
def _tool_hit(m) -> list | None:
    owner = _OWNER_TC[m.group(1)] if m.group(1) else 0
    return _section(m.group(2), fx.OD_ACTIVE, owner)


# counters, then the card is discarded ("if you placed any damage counters in this way"): it always
# places them when it answers (the Attacking Pokémon is in play)
@_trec(_HIT_HEAD + r"(put \d+ damage counters on " + _ATT + r"\.)\s*if you placed any damage counters in this way, "
       r"discard this card\.\s*")
def _tool_hit_discard(m) -> list | None:
    owner = _OWNER_TC[m.group(1)] if m.group(1) else 0
    return _section(m.group(2), fx.OD_ACTIVE | fx.OD_DISCARD_TOOL, owner)


@_trec(r"if the pokémon " + RT._ATT_TO + r" is knocked out by damage from an attack" r" from your opponent's pokémon, "
       r"(put \d+ damage counters? on " + _ATT + r"\.)\s*")
def _tool_ko_hit(m) -> list | None:
    return _section(m.group(1), fx.OD_KO, 0)


# Heavy Baton-like: a TOOL_ON_KO section (knockout.ko_triggers_nb), one KO_TAKE_ENERGY row a card (each
# asks for a Benched Pokémon: "in any way you like")
@_trec(r"if the pokémon " + RT._ATT_TO + r" has a retreat cost of exactly 4, is in" r" the active spot, and is knocked out by" r" damage "
       r"from an attack from your opponent's pokémon, move up to (\d) basic energy cards from that pokémon to your benched "
       r"pokémon in any way you like\.\s*")
def _tool_ko_energy(m) -> list | None:
    n = int(m.group(1))
    if not 0 < n < fx.TOOL_ON_KO_ROWS:
        return None
    bits = fx.KO_BY_ATTACK | fx.KO_ACTIVE
    return [RT._row(fx.TOOL_ON_KO, n + fx.TOOL_ON_KO_ROWS * bits, fx.TC_RETREAT_4)] \
        + [["KO_TAKE_ENERGY", 1, fx.KT_TO_BENCH, fx.KT_BASIC_ONLY]] * n


RT._RECS[:0] = _TOOL_RECS


# --- HP and damage that grow with a count, or hold from a count on (PASSIVE_MODS rows with
# effects.mod_count(times=True) / mod_count(at_least=True) after a REQ_COUNT row; predicates.mod_count_nb)
_ALWAYS = -(1 << 30)  #: a REQ_COUNT b that always holds: the row only carries the count
from ..kernel.cardtable import CF_MEGA  # noqa: E402 (every Mega Evolution Pokémon of the SV and ME sets is a Pokémon ex)
_PRIZES = r"prize card your opponent has taken"
_MORE = r"attacks used by this pokémon do (\d+) more damage to your opponent's active pokémon"
_BWR = r" \(before applying weakness and resistance\)"


def _mods(count: int, b: int, code: int, amount: int) -> list:
    extra = fx.mod_count(times=True) if b == _ALWAYS else fx.mod_count(at_least=True)
    return [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0], ["REQ_COUNT", count, b], ["TOOL", code, amount, fx.MS_SELF * fx.MOD_SCOPE + extra]]


_COUNT_MODS = [
    (re.compile(r"if this pokémon has (\d+) or more (" + TYPES + r") energy attached, it gets \+(\d+) hp" + END),
     lambda m: _mods(fx.count_code(fx.CNT_SELF_ENERGY, R._type(m.group(2))), int(m.group(1)), fx.TOOL_HP, int(m.group(3)))),
    (re.compile(r"this pokémon gets \+(\d+) hp for each (" + TYPES + r") energy attached to it" + END),
     lambda m: _mods(fx.count_code(fx.CNT_SELF_ENERGY, R._type(m.group(2))), _ALWAYS, fx.TOOL_HP, int(m.group(1)))),
    (re.compile(r"this pokémon gets \+(\d+) hp for each " + _PRIZES + END),
     lambda m: _mods(fx.count_code(fx.CNT_OPP_PRIZES_TAKEN), _ALWAYS, fx.TOOL_HP, int(m.group(1)))),
    (re.compile(_MORE + r" for each " + _PRIZES + _BWR + END),
     lambda m: _mods(fx.count_code(fx.CNT_OPP_PRIZES_TAKEN), _ALWAYS, fx.TOOL_DMG_PLUS, int(m.group(1)))),
    (re.compile(r"if this pokémon has (\d+) or more damage counters on it, " + _MORE + _BWR + END),
     lambda m: _mods(fx.count_code(fx.CNT_SELF_DAMAGE), int(m.group(1)), fx.TOOL_DMG_PLUS, int(m.group(2)))),
    (re.compile(r"if you have any (" + TYPES + r") mega evolution pokémon ex in play, " + _MORE + _BWR + END),
     lambda m: _mods(fx.count_code(fx.CNT_OWN_KIND_IN_PLAY, fx.kind_flag(fx.KIND_POKEMON_OF_TYPE + R._type(m.group(1)), CF_MEGA)),
                     1, fx.TOOL_DMG_PLUS, int(m.group(2)))),
]


def count_mod_program(text: str) -> list | None:
    """A PASSIVE_MODS power whose HP or damage row reads a count, or None."""
    text = text.strip()
    for pat, build in _COUNT_MODS:
        m = pat.fullmatch(text)
        if m:
            return build(m)
    return None


RP._LATER_PASSIVES.append(count_mod_program)


# --- "if this Pokémon has any <type> Energy attached (is Confused) and is damaged by an attack, flip a coin. If heads,
# prevent that damage": PASSIVE_FLIP_REDUCE with its condition (FR_TC)
_NO_DAMAGE_LEFT = 9999  #: a reduction larger than any attack's damage: "prevent that damage"
_FLIP_PREVENT = re.compile(r"if this pokémon (?:has any (" + TYPES + r") energy attached|is (confused)) and is damaged by an attack, "
                           r"flip a coin" + END + r"if heads, prevent that damage" + END)


def flip_prevent_program(text: str) -> list | None:
    m = _FLIP_PREVENT.fullmatch(text.strip() + " ")
    if not m:
        return None
    tc = fx.TC_CONFUSED if m.group(2) else fx.TC_ENERGY_OF + R._type(m.group(1))
    return [["POWER_PASSIVE", fx.PASSIVE_FLIP_REDUCE, 0, _NO_DAMAGE_LEFT + fx.FR_TC * tc]]


RP._LATER_PASSIVES.append(flip_prevent_program)


# --- shields (PASSIVE_SHIELD) of wordings the shield table does not read ---------------------------
def _shield(what: int, *conds: int) -> list:
    c = sum(x * fx.TC_SHIFT ** i for i, x in enumerate(conds)) + what * fx.SH_DAMAGE
    return [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, c]]


_BOTH = fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS
_SHIELDS = [
    (re.compile(r"prevent all damage from and effects of" r" attacks done to this pokémon by your" r" opponent's pokémon that have any "
                r"special energy attached" + END), lambda m: _shield(_BOTH, fx.TC_OTHER_ANY_SPECIAL)),
    (re.compile(r"if this pokémon and your opponent's" r" active pokémon have the same amount of" r" energy attached, prevent all damage "
                r"done to this pokémon by attacks from" r" your opponent's pokémon" + END),
     lambda m: _shield(fx.SH_PREVENT_DAMAGE, fx.TC_SAME_ENERGY_AS_OTHER)),
    (re.compile(r"prevent all damage from and effects of" r" attacks from your opponent's pokémon" r" done to your benched pokémon" + END),
     lambda m: _shield(_BOTH | fx.SH_OWN_SCOPE, fx.TC_BENCHED)),
    (re.compile(r"this pokémon can't be burned" + END + r"prevent all damage done to this pokémon" r" by attacks from your "
                r"opponent's (" + TYPES + r") pokémon" + END),
     lambda m: _shield(fx.SH_PREVENT_DAMAGE | fx.SH_NO_BURN, fx.TC_OTHER_TYPE + R._type(m.group(1)))),
    # effects (not damage) on each of the owner's Pokémon of a kind: SH_OWN_SCOPE
    (re.compile(r"prevent all effects of attacks used by" r" your opponent's pokémon done to (all of" r" your pokémon that have energy attached"
                r"|your basic team rocket's pokémon)" + END + r"\(existing effects are not removed" + END + r"damage is not an effect"
                + END + r"\)\s*"),
     lambda m: _shield(fx.SH_PREVENT_EFFECTS | fx.SH_OWN_SCOPE,
                       *((fx.TC_ANY_ENERGY,) if m.group(1).startswith("all") else (fx.TC_BASIC, fx.TC_TEAM_ROCKET)))),
]


def shield_more_program(text: str) -> list | None:
    text = text.strip() + " "
    for pat, build in _SHIELDS:
        m = pat.fullmatch(text)
        if m:
            return build(m)
    return None


RP._LATER_PASSIVES.append(shield_more_program)


# --- attacks: "during your opponent's next turn, this Pokémon takes N less damage from attacks from
# Evolution Pokémon (after applying Weakness and Resistance)": REDUCE_DAMAGE_NEXT a = N + RD_FROM * 4 (S_REDUCE_FROM)
@R.rec(r"during your opponent's next turn, this pokémon takes (\d+) less damage from attacks from evolution pokémon "
       r"\(after applying weakness and resistance\)" + END, "post", ("attack",))
def _reduce_from_evolved(m, c):
    return [["REDUCE_DAMAGE_NEXT", int(m.group(1)) + fx.RD_FROM * 4]]
