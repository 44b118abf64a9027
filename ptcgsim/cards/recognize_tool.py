"""Pokémon Tool wordings of the EX and Scarlet & Violet eras: text -> TOOL rows.

A Tool's program is a list of ``TOOL`` rows (effects.py): while the card is attached, each
row is one effect (``TOOL_*`` code, amount, ``TC_*`` conditions).  The kernel reads them
where the effect matters (damage, HP, Retreat Cost, Weakness) and never runs them.

A Tool is implemented only when every sentence of its text is read here: a condition the
rows cannot hold (a name, a kind of Pokémon the card table does not know), an attach
restriction or a second effect the kernel lacks leaves the whole card unimplemented.

Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).  The card's own name in its text reads as "this card".
"""

from __future__ import annotations

import re

from .. import effects as fx
from .recognize import TYPES, Rows, _type, read_sentences, sentence_registrar

_TOOL = r"pok[ée]mon tools?"
_ATT_TO = r"(?:that )?this card is attached to"
#: the holder: "the [kind] Pokémon this card is attached to"; group 1 the kind
_H = r"the (?:(basic|stage 1|stage 2|poisoned|ancient|future|" + TYPES + r") )?pokémon " + _ATT_TO
_BWR = r"(?: \(before applying weakness and resistance\))?"
_AWR = r"(?: \(after applying weakness and resistance\))?"
_BEHIND = r"(?:(if you have more prize cards remaining than your opponent), )?"
_OPP_ACTIVE = r"your opponent's active pokémon( ex| v)?"
_DOT = r"\.\s*"

# Reminder sentences: the kernel keeps these rules for every Tool (one per Pokémon; it stays
# attached; it leaves play with its Pokémon).  Written as fragments, not as the sentences.
_REMINDERS = [
    r"you may attach any number of " + _TOOL + r" to your pokémon during your turn" + _DOT
    + r"you may attach only 1 " + _TOOL + r" to each pokémon, and it stays attached" + _DOT,
    r"attach an? " + _TOOL + r" to 1 of your pokémon that doesn't already have an? " + _TOOL
    + r" attached" + _DOT,
    r"(?:ace spec: )?you can't have more than 1 ace spec card in your deck" + _DOT,
    # EX era: no restriction on the Pokémon it goes onto
    r"attach this card to 1 of your pokémon that doesn't already have an? " + _TOOL
    + r" attached to it" + _DOT + r"if that pokémon is knocked out, discard this card" + _DOT,
]


def _holder_cond(kind: str | None) -> int:
    if not kind:
        return fx.TC_NONE
    fixed = {"basic": fx.TC_BASIC, "stage 1": fx.TC_STAGE1, "stage 2": fx.TC_STAGE2, "poisoned": fx.TC_POISONED,
             "ancient": fx.TC_ANCIENT, "future": fx.TC_FUTURE}
    return fixed[kind] if kind in fixed else fx.TC_TYPE + _type(kind)


def _conds(*cs: int) -> int | None:
    """Pack up to two conditions (TC_SHIFT); None when more are needed."""
    cs = tuple(c for c in cs if c)
    if len(cs) > 2:
        return None
    return sum(c * fx.TC_SHIFT ** i for i, c in enumerate(cs))


def _row(code: int, amount: int, *cs: int) -> list:
    c = _conds(*cs)
    if c is None:
        raise ValueError("too many conditions")
    return ["TOOL", code, amount, c]


# Each recogniser: (pattern matched at the sentence start, rows builder).
_RECS: list[tuple[re.Pattern, object]] = []
_rec = sentence_registrar(_RECS)


@_rec(_H + r" gets \+(\d+) hp" + _DOT)
def _hp(m) -> Rows:
    if m.group(1) in ("poisoned", "ancient", "future"):
        return None  # the HP would change with a Special Condition / a tag tool_hp_cond_nb does not read
    return [_row(fx.TOOL_HP, int(m.group(2)), _holder_cond(m.group(1)))]


def _other(g: str | None) -> int:
    """The Defending Pokémon's kind in "your opponent's Active Pokémon ex / V"."""
    return {" ex": fx.TC_OTHER_EX, " v": fx.TC_OTHER_V}.get(g or "", 0)


@_rec(_BEHIND + r"(?:the attacks of |attacks used by )" + _H + r" do (\d+) more damage to " + _OPP_ACTIVE + _BWR + _DOT)
def _more_damage(m) -> Rows:
    behind = fx.TC_PRIZES_BEHIND if m.group(1) else 0
    other = _other(m.group(4))
    return [_row(fx.TOOL_DMG_PLUS, int(m.group(3)), _holder_cond(m.group(2)), behind, other)]


@_rec(r"if " + _H + r" doesn't have a rule box, the attacks it uses do (\d+) more damage to " + _OPP_ACTIVE + _BWR
      + _DOT + r"\(pokémon ex, pokémon v, etc\. have rule boxes\.\)\s*")
def _more_damage_no_rule_box(m) -> Rows:
    other = _other(m.group(3))
    return [_row(fx.TOOL_DMG_PLUS, int(m.group(2)), _holder_cond(m.group(1)), fx.TC_NO_RULE_BOX, other)]


@_rec(r"whenever an attack from " + _H + r" does damage to the active pokémon, (?:this|the) attack does (\d+) more damage"
      + r" \(before applying weakness and resistance\)" + _DOT
      + r"discard this card at the end of the turn in which this pokémon attacks" + _DOT)
def _ex_more_damage(m) -> Rows:
    return [_row(fx.TOOL_DMG_PLUS, int(m.group(2)), _holder_cond(m.group(1))),
            _row(fx.TOOL_DISCARD, fx.TD_AFTER_ATTACK)]


@_rec(_BEHIND + _H + r" takes (\d+) less damage from attacks from your opponent's pokémon( that have an ability)?"
      + _AWR + _DOT)
def _less_damage(m) -> Rows:
    behind = fx.TC_PRIZES_BEHIND if m.group(1) else 0
    ability = fx.TC_OTHER_ABILITY if m.group(4) else 0
    return [_row(fx.TOOL_REDUCE, int(m.group(3)), _holder_cond(m.group(2)), behind, ability)]


@_rec(r"if " + _H + r" is damaged by an attack from your opponent's (" + TYPES + r") pokémon, it takes (\d+) less damage"
      + _AWR + r", and discard this card" + _DOT)
def _berry(m) -> Rows:
    return [_row(fx.TOOL_REDUCE, int(m.group(3)), _holder_cond(m.group(1)), fx.TC_OTHER_TYPE + _type(m.group(2))),
            _row(fx.TOOL_DISCARD, fx.TD_AFTER_REDUCE)]


@_rec(r"damage done to " + _H + r" by an opponent's attack is reduced by (\d+)" + _AWR + _DOT
      + r"at the end of your opponent's turn after you played this card, discard this card" + _DOT)
def _ex_buffer(m) -> Rows:
    return [_row(fx.TOOL_REDUCE, int(m.group(2)), _holder_cond(m.group(1))),
            _row(fx.TOOL_DISCARD, fx.TD_OPP_TURN_AFTER)]


@_rec(r"the retreat cost of " + _H + r" is ((?:colorless)+) less" + _DOT
      + r"(if that pokémon's remaining hp is 30 or less, it has no retreat cost" + _DOT + r")?")
def _retreat_less(m) -> Rows:
    rows = [_row(fx.TOOL_RETREAT_LESS, m.group(2).count("colorless"), _holder_cond(m.group(1)))]
    if m.group(3):
        rows.append(_row(fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, _holder_cond(m.group(1)), fx.TC_HP_30))
    return rows


@_rec(_H + r" has no retreat cost" + _DOT)
def _no_retreat(m) -> Rows:
    return [_row(fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, _holder_cond(m.group(1)))]


@_rec(r"as long as this card is attached to a pokémon, that pokémon's retreat cost is 0" + _DOT
      + r"when this pokémon retreats, discard this card" + _DOT)
def _ex_balloon(m) -> Rows:
    return [_row(fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT), _row(fx.TOOL_DISCARD, fx.TD_ON_RETREAT)]


@_rec(r"when " + _H + r" retreats, discard this card instead of discarding energy cards" + _DOT)
def _ex_balloon_instead(m) -> Rows:
    # paying the Retreat Cost with the Tool instead of Energy: no Energy to pay, the Tool goes
    return [_row(fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, _holder_cond(m.group(1))),
            _row(fx.TOOL_DISCARD, fx.TD_ON_RETREAT)]


@_rec(_H + r" has no retreat cost, and the attacks it uses do (\d+) more damage to " + _OPP_ACTIVE + _BWR + _DOT)
def _no_retreat_more_damage(m) -> Rows:
    h = _holder_cond(m.group(1))
    return [_row(fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, h), _row(fx.TOOL_DMG_PLUS, int(m.group(2)), h, _other(m.group(3)))]


# Rocky Helmet-like: damage counters on the attacker when an attack damages the holder in the
# Active Spot (the Special Energy code EN_HIT_BACK, read for Tools too)
@_rec(r"if " + _H + r" is in the active spot and is damaged by an attack from your opponent's pokémon \(even if"
      r" (?:it|this pokémon) is knocked out\), (?:put|place) (\d+) damage counters on the attacking pokémon" + _DOT)
def _hit_back(m) -> Rows:
    return [_row(fx.EN_HIT_BACK, 10 * int(m.group(2)), _holder_cond(m.group(1)))]


@_rec(_BEHIND + r"attacks used by " + _H + r" cost ((?:colorless)+) less" + _DOT)
def _cost_less(m) -> Rows:
    behind = fx.TC_PRIZES_BEHIND if m.group(1) else 0
    return [_row(fx.TOOL_COST_LESS, m.group(3).count("colorless"), _holder_cond(m.group(2)), behind)]


@_rec(r"when your active pokémon is knocked out by damage from an attack from your opponent's pokémon, you may move a basic"
      r" energy from that pokémon to " + _H + _DOT)
def _energy_save(m) -> Rows:
    if m.group(1):
        return None
    return [_row(fx.TOOL_ENERGY_SAVE, 1)]


@_rec(_H + r" has no weakness" + _DOT)
def _no_weakness(m) -> Rows:
    return [_row(fx.TOOL_NO_WEAKNESS, 1, _holder_cond(m.group(1)))]


def normalize_tool(text: str, name: str | None = None, not_after: str = "") -> str:
    """Curly quotes, dashes and spaces made plain, lower case, and the card's own name
    written "this card" (not where it follows ``not_after``)."""
    t = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u2014", "-")
    t = re.sub(r"\s+", " ", t).strip().lower()
    if name:
        nm = re.sub(r"\s+", " ", name.replace("\u2019", "'")).strip().lower()
        guard = "(?<!" + re.escape(not_after) + ")" if not_after else ""
        t = re.sub(guard + r"(?<![\w-])" + re.escape(nm) + r"(?![\w-])", "this card", t)
    return t + " "


def recognize_tool(lines: list[str] | str, name: str | None = None) -> Rows | None:
    """The TOOL rows of a Pokémon Tool's text (its rule lines), or None when any sentence is
    not read (the card then stays unimplemented)."""
    text = lines if isinstance(lines, str) else " ".join(x for x in lines if x)
    t = normalize_tool(text, name)
    rows = read_sentences(t, _REMINDERS, _RECS, lambda fn, m, _rows: fn(m))
    if not rows or sum(1 for r in rows if r[1] == fx.TOOL_DISCARD) > 1:
        return None  # reminders alone do nothing; one discard moment at most
    fx.validate_program(rows)
    return rows


# "... takes N less damage from attacks from your opponent's <type>, <type>, or <type> Pokémon": one
# row per attacker type (a Pokémon of the SV and ME sets prints one type: at most one row holds)
@_rec(_H + r" takes (\d+) less damage from attacks from your opponent's ((?:" + TYPES + r")(?:, (?:" + TYPES + r"))*,? or (?:"
      + TYPES + r")) pokémon" + _AWR + _DOT)
def _less_damage_from_types(m) -> Rows:
    kinds = re.findall(TYPES, m.group(3))
    return [_row(fx.TOOL_REDUCE, int(m.group(2)), _holder_cond(m.group(1)), fx.TC_OTHER_TYPE + _type(k)) for k in kinds]


# --- Technical Machines: the holder may use the card's own attack (its rows are the card's
# attack, read by the attack recogniser); the card is discarded at the end of its owner's turn.
# A TM is implemented only when its attack is too (recognize.recognize_card).
_END_OF_TURN = r"(?:if this card is attached to 1 of your pokémon, )?discard (?:it|this card) at the end of your turn" + _DOT


@_rec(r"the pokémon " + _ATT_TO + r" can use the attack on this card" + _DOT
      + r"\(you still need the necessary energy to use this attack\.\)\s*" + _END_OF_TURN)
def _tm(m) -> Rows:
    return [_row(fx.TOOL_DISCARD, fx.TD_END_TURN)]


# EX era: onto an Evolved Pokémon that is not a Pokémon-ex nor an owner's ("Team Aqua's", "N's")
@_rec(r"attach this card to 1 of your evolved pokémon \(excluding pokémon-ex and pokémon that has an owner in its name\) in play"
      + _DOT + r"that pokémon may use this card's attack instead of its own" + _DOT + r"at the end of your turn, discard this card" + _DOT)
def _ex_tm(m) -> Rows:
    # (every TOOL_ATTACH_ONLY row must hold: two rows for three conditions)
    return [_row(fx.TOOL_ATTACH_ONLY, 0, fx.TC_EVOLVED, fx.TC_NOT_EX), _row(fx.TOOL_ATTACH_ONLY, 0, fx.TC_NO_OWNER),
            _row(fx.TOOL_DISCARD, fx.TD_END_TURN)]
# EX-era wordings of the bundled EX decks register themselves (they import this module's pieces)
from . import recognize_tool_ex_theme  # noqa: E402,F401
