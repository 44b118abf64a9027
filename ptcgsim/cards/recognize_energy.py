"""Special Energy wordings of the EX and Scarlet & Violet / Mega Evolution eras: text ->
(what the card provides, ENERGY rows).

A Special Energy's program is a list of ``ENERGY`` rows (effects.py), read while the card is
attached and never run: what it provides on the Pokémon it is attached to (``EN_PROVIDE`` +
type mask, with conditions), the Tool-like effects it gives that Pokémon (``TOOL_*`` codes:
more damage, less damage taken, +HP), who it can be attached to (``EN_ATTACH_ONLY``), when it
leaves (``EN_DISCARD_UNLESS``, ``EN_DISCARD_END_TURN``) and what happens when it is attached
from the hand (an ``EN_ON_ATTACH`` section: the rows after it run, its Pokémon acting).

A card is implemented only when every sentence of its text is read here; a sentence the rows
cannot hold leaves the whole card unimplemented.

Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).  The card's own name in its text reads as "this card" (not after "provides", where
a Darkness or Metal Energy names its type).
"""

from __future__ import annotations

import re

from .. import effects as fx
from .recognize import TYPES, Rows, _type, read_sentences, sentence_registrar
from .recognize_tool import normalize_tool

_DOT = r"\.\s*"
_ATT = r"(?:that )?this card is attached to"
_H = r"the pokémon " + _ATT  # its holder
_AS_LONG = r"as long as this card is attached to a pokémon, it"
_EVERY = r"provides every type of energy but provides (?:only )?(\d) (?:energy|in any combination) at a time"
_WR = r" \((before|after) applying weakness and resistance\)"

# Reminder sentences: rules the kernel keeps for every card, or facts without an effect.
_REMINDERS = [
    r"\((?:doesn't count as a basic (?:energy )?card(?: when not in play)?|has no effect other than providing energy"
    r"|doesn't count as a basic energy(?: card)? when not in play and has no (?:other )?effect (?:other )?than providing"
    r" energy)\.\)\s*",
    r"(?:ace spec: )?you can't have more than 1 ace spec card in your deck" + _DOT,
    r"attach this card to 1 of your pokémon" + _DOT,
]


def _bits(*types: str) -> int:
    return sum(1 << _type(t) for t in types)


def _conds(*cs: int) -> int:
    cs = tuple(c for c in cs if c)
    if len(cs) > 2:
        raise ValueError("too many conditions")
    return sum(c * fx.TC_SHIFT ** i for i, c in enumerate(cs))


def _row(code: int, amount: int = 1, *cs: int) -> list:
    return ["ENERGY", code, amount, _conds(*cs)]


def _provide(mask: int, n: int, *cs: int) -> list:
    return _row(fx.EN_PROVIDE + mask, n, *cs)


def _on_attach(effect_rows: list, *cs: int) -> list:
    return [_row(fx.EN_ON_ATTACH, len(effect_rows), *cs)] + effect_rows


def _units(sym: str) -> dict[str, int]:
    """"colorlesscolorless" / "2 darkness" / "darkness" -> {type: units}."""
    m = re.fullmatch(r"(\d) (" + TYPES + r")", sym)
    if m:
        return {m.group(2).capitalize(): int(m.group(1))}
    out: dict[str, int] = {}
    for t in re.findall(TYPES, sym):
        out[t.capitalize()] = out.get(t.capitalize(), 0) + 1
    if "".join(re.findall(TYPES, sym)) != sym:
        raise ValueError(sym)
    return out


# Each recogniser: (pattern matched at the sentence start, fn(match, state) -> rows); state
# holds "provides" (the printed provision) and may be updated.
_RECS: list[tuple[re.Pattern, object]] = []
_rec = sentence_registrar(_RECS)


_SYM = r"((?:\d )?(?:(?:" + TYPES + r"))+)"


@_rec(r"(?:" + _AS_LONG + r"|this card) provides " + _SYM + r" energy" + _DOT)
def _provides(m, st) -> Rows:
    st["provides"] = _units(m.group(1))
    return []


@_rec(r"while in play, this card provides " + _SYM + r" energy" + _DOT)
def _provides_in_play(m, st) -> Rows:
    st["provides"] = _units(m.group(1))
    return []


@_rec(r"(?:while in play, this card|" + _AS_LONG + r") " + _EVERY + _DOT)
def _every(m, st) -> Rows:
    st["provides"] = st["provides"] or {"Colorless": int(m.group(1))}  # its count where types don't matter
    return [_provide(fx.EN_EVERY_TYPE, int(m.group(1)))]


@_rec(r"this card provides colorless energy when attached to a pokémon that already has special energy cards attached"
      r" to it" + _DOT)
def _colorless_with_special(m, st) -> Rows:
    # the rows read in order: the "every type" row before gets the condition
    return "no-other-special"


@_rec(r"if " + _H + r" has any other special energy attached, this card provides colorless energy instead" + _DOT)
def _colorless_with_other(m, st) -> Rows:
    return "no-other-special"


@_rec(r"while in play, this card provides (" + TYPES + r") energy and (" + TYPES + r") energy, but provides only"
      r" (\d) energy at a time" + _DOT)
def _either(m, st) -> Rows:
    st["provides"] = {m.group(1).capitalize(): int(m.group(3))}  # its count where types don't matter
    return [_provide(_bits(m.group(1), m.group(2)), int(m.group(3)))]


@_rec(r"this card provides (" + TYPES + r") (?:and|and /or) (" + TYPES + r") energy but provides (\d) energy at a time"
      + _DOT)
def _pair(m, st) -> Rows:
    st["provides"] = {m.group(1).capitalize(): int(m.group(3))}  # its count where types don't matter
    return [_provide(_bits(m.group(1), m.group(2)), int(m.group(3)))]


@_rec(_AS_LONG + r" provides (\d) in any combination of (" + TYPES + r") energy and (" + TYPES + r") energy" + _DOT)
def _pair_sv(m, st) -> Rows:
    st["provides"] = {m.group(2).capitalize(): int(m.group(1))}
    return [_provide(_bits(m.group(2), m.group(3)), int(m.group(1)))]


@_rec(r"while attached to a pokémon that has δ on its card, this card " + _EVERY + _DOT)
def _delta(m, st) -> Rows:
    return [_provide(fx.EN_EVERY_TYPE, int(m.group(1)), fx.TC_DELTA)]


@_rec(r"if this card is attached to an? (basic|stage 2|evolution) pokémon, (?:this card|it) (?:" + _EVERY
      + r"|provides " + _SYM + r" energy instead)" + _DOT)
def _if_kind(m, st) -> Rows:
    cond = {"basic": fx.TC_BASIC, "stage 2": fx.TC_STAGE2, "evolution": fx.TC_EVOLVED}[m.group(1)]
    if m.group(2):
        return [_provide(fx.EN_EVERY_TYPE, int(m.group(2)), cond)]
    u = _units(m.group(3))
    if len(u) != 1:
        return None
    (t, n), = u.items()
    return [_provide(_bits(t), n, cond)]


@_rec(r"while in play, if you have more prize cards left than your opponent, this card " + _EVERY + _DOT)
def _behind_ex(m, st) -> Rows:
    return [_provide(fx.EN_EVERY_TYPE, int(m.group(1)), fx.TC_PRIZES_BEHIND)]


@_rec(r"if you have more prize cards remaining than your opponent, and if this card is attached to an evolution pokémon"
      r" that doesn't have a rule box \(pokémon ex, pokémon v, etc\. have rule boxes\), this card " + _EVERY + _DOT)
def _behind_sv(m, st) -> Rows:
    return [_provide(fx.EN_EVERY_TYPE, int(m.group(1)), fx.TC_PRIZES_BEHIND, fx.TC_EVOLVED_NO_RULE_BOX)]


_KIND = {
    r"an evolved pokémon": (fx.TC_EVOLVED,),
    r"an evolved pokémon \(excluding pokémon-ex\)": (fx.TC_EVOLVED, fx.TC_NOT_EX),
    r"a pokémon with team aqua in its name": (fx.TC_AQUA,),
    r"a pokémon with team magma in its name": (fx.TC_MAGMA,),
    r"a pokémon that has dark or rocket's in its name": (fx.TC_DARK_OR_ROCKETS,),
    r"a team rocket's pokémon": (fx.TC_TEAM_ROCKET,),
}
_KIND_RE = "(" + "|".join(sorted(_KIND, key=len, reverse=True)) + ")"


def _kind(s: str) -> tuple:
    for pat, cs in _KIND.items():
        if re.fullmatch(pat, s):
            return cs
    raise ValueError(s)


@_rec(r"this card can (?:be attached only|only be attached) to " + _KIND_RE + _DOT)
def _attach_only(m, st) -> Rows:
    return [_row(fx.EN_ATTACH_ONLY, 1, *_kind(m.group(1)))]


@_rec(r"if this card is attached to anything other than a team rocket's pokémon, discard this card" + _DOT)
def _discard_unless_rocket(m, st) -> Rows:
    return [_row(fx.EN_DISCARD_UNLESS, 1, fx.TC_TEAM_ROCKET)]


@_rec(r"(?:if " + _H + r" isn't an evolved pokémon( \(or evolves into pokémon-ex\))?|when " + _H
      + r" is no longer an evolved pokémon), discard this card" + _DOT)
def _discard_unless_evolved(m, st) -> Rows:
    return [_row(fx.EN_DISCARD_UNLESS, 1, fx.TC_EVOLVED, fx.TC_NOT_EX if m.group(1) else 0)]


@_rec(r"(?:discard this card at the end of the turn it was attached|at the end of your turn, discard this card"
      r"|when your turn ends, discard this card|if this card is attached to 1 of your pokémon, discard it at the end of"
      r" your turn)" + _DOT)
def _discard_end_turn(m, st) -> Rows:
    return [_row(fx.EN_DISCARD_END_TURN)]


@_rec(_H + r" can't retreat" + _DOT)
def _cant_retreat(m, st) -> Rows:
    return [_row(fx.EN_CANT_RETREAT)]


@_rec(r"if the pokémon this card is attached to attacks?, the attack does (\d+) more damage to the active pokémon"
      r" \(before applying weakness and resistance\)" + _DOT
      + r"(ignore this effect unless the attacking pokémon is darkness or has dark in its name" + _DOT + r")?")
def _more_damage(m, st) -> Rows:
    return [_row(fx.TOOL_DMG_PLUS, int(m.group(1)), fx.TC_DARK if m.group(2) else 0)]


@_rec(r"damage done by attacks to " + _H + r" is reduced by (\d+) \(after applying weakness and resistance\)" + _DOT
      + r"ignore this effect if " + _H + r" isn't (" + TYPES + r")" + _DOT)
def _less_damage(m, st) -> Rows:
    return [_row(fx.TOOL_REDUCE, int(m.group(1)), fx.TC_TYPE + _type(m.group(2)))]


@_rec(r"damage done to your opponent's pokémon by " + _H + r" is reduced by (\d+)" + _WR + _DOT)
def _dmg_minus(m, st) -> Rows:
    return [_row(fx.EN_DMG_MINUS if m.group(2) == "before" else fx.EN_DMG_MINUS_AFTER, int(m.group(1)))]


@_rec(r"the (" + TYPES + r") pokémon this card is attached to gets \+(\d+) hp" + _DOT)
def _hp(m, st) -> Rows:
    return [_row(fx.TOOL_HP, int(m.group(2)), fx.TC_TYPE + _type(m.group(1)))]


@_rec(r"if " + _H + r" is in the active spot and is damaged by an attack from your opponent's pokémon \(even if this"
      r" pokémon is knocked out\), put (\d+) damage counters? on the attacking pokémon" + _DOT)
def _hit_back(m, st) -> Rows:
    return [_row(fx.EN_HIT_BACK, 10 * int(m.group(1)))]


@_rec(_H + r" recovers from being asleep, confused, or paralyzed and can't be affected by those special conditions"
      + _DOT)
def _no_status(m, st) -> Rows:
    return [_row(fx.EN_NO_STATUS)]


_FROM_HAND = r"when you attach this card from your hand to "


@_rec(_FROM_HAND + r"1 of your pokémon, put 1 damage counter on that pokémon" + _DOT)
def _counter(m, st) -> Rows:
    return _on_attach([["SELF_DAMAGE", 10]])


@_rec(_FROM_HAND + r"1 of your pokémon, remove 1 damage counter and all special conditions from that pokémon" + _DOT
      + r"if this card is attached to pokémon-ex, this card has no effect other than providing energy" + _DOT)
def _heal_cure(m, st) -> Rows:
    # Special Conditions are on the Active only: the cure runs for an Active holder
    return (_on_attach([["HEAL", 10, fx.SELF]], fx.TC_NOT_EX)
            + _on_attach([["CURE", fx.SELF]], fx.TC_NOT_EX, fx.TC_ACTIVE))


@_rec(_FROM_HAND + r"1 of your pokémon, heal (\d+) damage from that pokémon" + _DOT)
def _heal(m, st) -> Rows:
    return _on_attach([["HEAL", int(m.group(1)), fx.SELF]])


@_rec(_FROM_HAND + r"a pokémon, draw (\d+) cards" + _DOT)
def _draw(m, st) -> Rows:
    return _on_attach([["DRAW", int(m.group(1))]])


@_rec(_FROM_HAND + r"1 of your benched pokémon, switch that pokémon with your active pokémon" + _DOT)
def _jet(m, st) -> Rows:
    return _on_attach([["SWITCH_WITH_ACTIVE"]], fx.TC_BENCHED)


@_rec(_FROM_HAND + r"your active pokémon, switch that pokémon with 1 of your benched pokémon" + _DOT)
def _warp(m, st) -> Rows:
    return _on_attach([["SWITCH_SELF", 0]], fx.TC_ACTIVE)


@_rec(_FROM_HAND + r"your active pokémon, switch 1 of the defending pokémon with 1 of your opponent's benched pokémon"
      + _DOT + r"your opponent chooses the benched pokémon to switch" + _DOT)
def _cyclone(m, st) -> Rows:
    return _on_attach([["GUST", fx.OPP]], fx.TC_ACTIVE)


@_rec(_FROM_HAND + r"an? (" + TYPES + r") pokémon, search your deck for up to (\d+) basic (" + TYPES
      + r") pokémon and put them onto your bench" + _DOT + r"then, shuffle your deck" + _DOT)
def _search_bench(m, st) -> Rows:
    return _on_attach([["SEARCH_DECK", int(m.group(2)), fx.KIND_BASIC_OF_TYPE + _type(m.group(3)), fx.TO_BENCH]],
                      fx.TC_TYPE + _type(m.group(1)))


def normalize_energy(text: str, name: str | None = None) -> str:
    """A Tool's normalisation, but "provides <its own name>" keeps the name (an Energy type)."""
    return normalize_tool(text, name, "provides ")


def recognize_energy(lines: list[str] | str, name: str | None = None) -> tuple[dict[str, int], Rows] | None:
    """(provides, ENERGY rows) of a Special Energy's text (its rule lines), or None when any
    sentence is not read (the card then stays unimplemented).  provides: the Energy it
    provides when no EN_PROVIDE row holds (Colorless 1 when the text names none)."""
    text = lines if isinstance(lines, str) else " ".join(x for x in lines if x)
    t = normalize_energy(text, name)
    st: dict = {"provides": {}}

    def build(fn, m, rows):
        got = fn(m, st)
        if got == "no-other-special":
            # "Colorless instead when another Special Energy is attached": the every-type
            # rows read so far hold only without one
            ev = [r for r in rows if r[1] >= fx.EN_PROVIDE and r[3] == 0]
            if not ev:
                return None
            for r in ev:
                r[3] = fx.TC_NO_OTHER_SPECIAL
            st["provides"] = {"Colorless": 1}
            got = []
        return got

    rows = read_sentences(t, _REMINDERS, _RECS, build)
    if rows is None:
        return None
    provides = st["provides"] or {"Colorless": 1}
    if not rows and not st["provides"]:
        return None  # reminders alone say nothing
    fx.validate_program(rows)
    return provides, rows


# "prevent all effects of attacks used by your opponent's Pokémon done to <the holder>" (damage
# is not an effect: a reminder after it)
@_rec(r"prevent all effects of attacks used by your opponent's pokémon done to " + _H + _DOT
      + r"\(existing effects are not removed\. damage is not an effect\.\)\s*")
def _no_attack_effects(m, st) -> Rows:
    return [_row(fx.EN_NO_ATTACK_EFFECTS)]
