"""Stadium wordings of the EX and Scarlet & Violet eras: text -> STADIUM rows.

A Stadium's program is a list of ``STADIUM`` rows (effects.py).  While the card is the
Stadium in play each row is one effect on *every* Pokémon in play, both players', for
which its ``TC_*`` conditions hold (the Pokémon is "the holder" of the Tool-like codes
TOOL_HP, TOOL_DMG_PLUS, TOOL_REDUCE, TOOL_RETREAT_LESS, TOOL_NO_WEAKNESS; the kernel reads
them where HP, damage, Retreat Cost and Weakness are read, as it reads a Tool's).  Of the
rows with one code the first that holds applies ("each Grass and Lightning Pokémon": one
row per type, never both).

``STADIUM ST_ACTION n`` starts "once during each player's turn, … may …": the n
rows after it are an action either player may take once during each of their turns while
the card is in play; they are read in the Trainer's terms (the player acting, SELF their
Active), and their requirement rows decide when it is offered.

A Stadium is implemented only when every sentence of its text is read here (the reminder
lines of the one-Stadium rule and the same-name rule are the kernel's).  Only
regular-expression fragments live here, never card sentences (DESIGN.md, card data policy).
"""

from __future__ import annotations

import re

from .. import effects as fx
from .recognize import TYPES, Ctx, Rows, _type, read_sentences, recognize_text, sentence_registrar
from .recognize_tool import normalize_tool

_DOT = r"\.\s*"
_BOTH = r" \(both yours and your opponent's\)"
_BWR = r"(?: \(before applying weakness and resistance\))?"
_AWR = r"(?: \(after applying weakness and resistance\))?"
_C = r"((?:colorless)+)"

# The kernel keeps these rules for every Stadium (one in play, one a turn, the same name
# can't be played, ACE SPEC is a deck rule): fragments, not the sentences.
_REMINDERS = [
    r"this card stays in play when you play it" + _DOT + r"discard this card if another stadium\scard comes into play" + _DOT,
    r"if another card with the same name is\sin play, you can't play this card" + _DOT,
    r"you may play only 1 stadium card\sduring your turn" + _DOT + r"put it (?:next to|into) the active spot, and discard it"
    r" if another stadium comes into play" + _DOT + r"a stadium with the same\sname can't be played" + _DOT,
    r"you can't have more than 1 ace\sspec card in your deck" + _DOT,
]

_WORD = r"(?:basic|stage 1|stage 2|evolved|(?:non-)?(?:" + TYPES + r"))"
_ALT = _WORD + r"(?: " + _WORD + r")*"
#: a holder description: "basic", "stage 2", "grass and lightning", "basic non-fighting",
#: "colorless evolved pokémon, metal evolved pokémon, and darkness evolved" (the noun follows)
_KINDS = r"(" + _ALT + r"(?: pokémon)?(?:(?:,| and|, and) " + _ALT + r"(?: pokémon)?)*)"
_STAGE = {"basic": fx.TC_BASIC, "stage 1": fx.TC_STAGE1, "stage 2": fx.TC_STAGE2}


def _alternative(w: str) -> list[int] | None:
    m = re.fullmatch(r"(?:(basic|stage 1|stage 2) ?)?(?:(non-)?(" + TYPES + r") ?)?(evolved)?", w)
    if not m or not w:
        return None
    conds = []
    if m.group(1):
        conds.append(_STAGE[m.group(1)])
    if m.group(3):
        conds.append((fx.TC_NOT_TYPE if m.group(2) else fx.TC_TYPE) + _type(m.group(3)))
    if m.group(4):
        conds.append(fx.TC_EVOLVED)
    return conds


def _alternatives(desc: str | None) -> list[list[int]] | None:
    """The holder conditions of a description: one condition list per alternative
    ("grass and lightning": a Grass one or a Lightning one); None when not expressible."""
    if not desc:
        return [[]]
    out = []
    for w in re.split(r",? and |, ", desc):
        conds = _alternative(re.sub(r" pokémon$", "", w.strip()))
        if conds is None:
            return None
        out.append(conds)
    return out


def _rows(code: int, amount: int, alts: list[list[int]] | None, *more: int) -> Rows | None:
    if alts is None:
        return None
    rows = []
    for conds in alts:
        cs = [c for c in list(conds) + list(more) if c]
        if len(cs) > 2:
            return None
        rows.append(["STADIUM", code, amount, sum(c * fx.TC_SHIFT ** i for i, c in enumerate(cs))])
    return rows


_RECS: list[tuple[re.Pattern, object]] = []
_rec = sentence_registrar(_RECS)

# --- HP -------------------------------------------------------------------------------------------
_EACH_IN_PLAY = r"each (?:" + _KINDS + r" )?pokémon in play" + _BOTH


@_rec(_EACH_IN_PLAY + r" gets ([+-]\d+) hp" + _DOT)
def _hp(m) -> Rows | None:
    return _rows(fx.TOOL_HP, int(m.group(2)), _alternatives(m.group(1)))


@_rec(r"each pokémon with dark or rocket's\sin its name" + _BOTH + r" gets \+(\d+) hp" + _DOT)
def _hp_dark_rockets(m) -> Rows | None:
    return _rows(fx.TOOL_HP, int(m.group(1)), [[fx.TC_DARK_OR_ROCKETS]])


# --- Retreat Cost -----------------------------------------------------------------------------------
@_rec(r"each player pays " + _C + r" less to retreat his or her " + _KINDS + r" pokémon" + _DOT)
def _ex_retreat_less(m) -> Rows | None:
    return _rows(fx.TOOL_RETREAT_LESS, m.group(1).count("colorless"), _alternatives(m.group(2)))


@_rec(r"the retreat cost of " + _EACH_IN_PLAY + r" is " + _C + r" (less|more)" + _DOT)
def _retreat(m) -> Rows | None:
    n = m.group(2).count("colorless")
    return _rows(fx.TOOL_RETREAT_LESS, n if m.group(3) == "less" else -n, _alternatives(m.group(1)))


# --- damage -------------------------------------------------------------------------------------------
@_rec(r"the attacks of " + _KINDS + r" pokémon" + _BOTH + r" do (\d+) more damage to the\sopponent's active pokémon"
      + _BWR + _DOT)
def _more_damage(m) -> Rows | None:
    return _rows(fx.TOOL_DMG_PLUS, int(m.group(2)), _alternatives(m.group(1)))


@_rec(_KINDS + r" pokémon" + _BOTH + r" take (\d+) less damage from\sattacks from the opponent's pokémon" + _AWR + _DOT)
def _less_damage(m) -> Rows | None:
    return _rows(fx.TOOL_REDUCE, int(m.group(2)), _alternatives(m.group(1)))


@_rec(r"any damage done to (" + TYPES + r") active pokémon" + _BOTH + r" by an opponent's attack is reduced by (\d+)"
      + _AWR + _DOT)
def _less_damage_active(m) -> Rows | None:
    return _rows(fx.TOOL_REDUCE, int(m.group(2)), [[fx.TC_TYPE + _type(m.group(1))]], fx.TC_ACTIVE)


@_rec(r"each player's " + _KINDS + r" pokémon( \(excluding pokémon-ex\))? has no weakness" + _DOT)
def _no_weakness(m) -> Rows | None:
    return _rows(fx.TOOL_NO_WEAKNESS, 1, _alternatives(m.group(1)), fx.TC_NOT_EX if m.group(2) else 0)


@_rec(r"each player's " + _KINDS + r" pokémon can't use any poké-powers( or poké-bodies)?" + _DOT)
def _no_powers(m) -> Rows | None:
    return _rows(fx.ST_NO_POWERS, 2 if m.group(2) else 1, _alternatives(m.group(1)))


@_rec(_KINDS + r" pokémon in play" + _BOTH + r" have no abilities" + _DOT)
def _no_abilities(m) -> Rows | None:
    return _rows(fx.ST_NO_POWERS, 2, _alternatives(m.group(1)))


@_rec(r"each pokémon in play that has\sδ on its card" + _BOTH + r" has no weakness and\scan't use any poké-powers" + _DOT)
def _delta_legacy(m) -> Rows:
    return [["STADIUM", fx.TOOL_NO_WEAKNESS, 1, fx.TC_DELTA], ["STADIUM", fx.ST_NO_POWERS, 1, fx.TC_DELTA]]


@_rec(r"pokémon tools attached to each pokémon" + _BOTH + r" have no effect" + _DOT)
def _no_tools(m) -> Rows:
    return [["STADIUM", fx.ST_NO_TOOLS, 1, 0]]


@_rec(r"any damage done by attacks from " + _KINDS + r" pokémon" + _BOTH + r" is not affected by resistance" + _DOT)
def _no_resistance(m) -> Rows | None:
    return _rows(fx.ST_NO_RESISTANCE, 1, _alternatives(m.group(1)))


@_rec(r"during pokémon checkup, put (\d+) more damage counters? on each poisoned (?:" + _KINDS + r" )?pokémon" + _BOTH + _DOT)
def _poison_more(m) -> Rows | None:
    return _rows(fx.ST_POISON_MORE, 10 * int(m.group(1)), _alternatives(m.group(2)))


@_rec(r"each player's " + _KINDS + r" pokémon can't be asleep,\sconfused, or paralyzed" + _DOT)
def _no_status(m) -> Rows | None:
    return _rows(fx.EN_NO_STATUS, 1, _alternatives(m.group(1)))


@_rec(r"each pokémon that has\sany energy attached" + _BOTH + r" recovers from all special\sconditions and can't be"
      r" affected by any special\sconditions" + _DOT)
def _no_conditions_energy(m) -> Rows:
    return [["STADIUM", fx.EN_NO_STATUS, 2, fx.TC_HAS_ENERGY]]


@_rec(r"each player's (" + TYPES + r") pokémon can evolve into (" + TYPES + r") pokémon during the turn they play"
      r" those pokémon, except\sduring their first turn" + _DOT)
def _evolve_fresh(m) -> Rows | None:
    if m.group(1) != m.group(2):
        return None
    t = _type(m.group(1))
    return [["STADIUM", fx.ST_EVOLVE_FRESH, 1 + t, fx.TC_TYPE + t]]


# --- "once during each player's turn, … may …": the action's body -----------------------------
_ACTION_HEAD = re.compile(r"once during each player's\sturn, (?:(if they played a supporter\scard from their hand this turn), "
                          r"they may |that player may )")

#: third person -> the Trainer recogniser's second person (the player acting is "you")
_PERSON = [
    (r"\bthat player (search|shuffle|reveal|put|discard|draw|heal)e?s\b", r"\1"),
    (r"\b(search)es\b", r"\1"), (r"\b(reveal|put|shuffle)s\b", r"\1"),
    (r"\bthat player\b", "you"), (r"\bthey have\b", "you have"), (r"\btheir\b", "your"),
    (r"\bhis or her\b", "your"),
]
_RULE_BOX_NOTE = r"\s*\(pokémon ex, pokémon v, etc\. have rule boxes\.\)"
_BODY_RECS: list[tuple[re.Pattern, object]] = []
_body = sentence_registrar(_BODY_RECS)


@_body(r"search your deck for a basic\spokémon that doesn't have a rule\sbox and put it onto your bench" + _DOT
       + r"then, shuffle your deck" + _DOT + r"(?:" + _RULE_BOX_NOTE + r"\s*)?")
def _b_bench_no_rule_box(m) -> Rows:
    from ..kernel.cardtable import CF_RULE_BOX
    return [["REQ_BENCH_SPACE", fx.SELF],
            ["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_BASIC_POKEMON, CF_RULE_BOX, without=True), fx.TO_BENCH]]


# a Basic Pokémon to the Bench, and the turn ends (the search always happens: the Bench has room)
@_body(r"search your deck for a basic\spokémon and put it onto your bench" + _DOT + r"then, shuffle your deck" + _DOT
       + r"if a player search your deck in this way, your turn ends" + _DOT)
def _b_bench_then_end(m) -> Rows:
    return [["REQ_BENCH_SPACE", fx.SELF], ["SEARCH_DECK", 1, fx.KIND_BASIC_POKEMON, fx.TO_BENCH], ["END_TURN"]]


@_body(r"put a card from your hand on top of your deck" + _DOT)
def _b_hand_to_top(m) -> Rows:
    return [["REQ_HAND_KIND", 1, fx.KIND_ANY], ["HAND_TO_DECK", 1, 2]]


_ENERGY_DESC = r"an? (basic )?(?:(" + TYPES + r") )?energy card"


def _energy_kind(basic: str | None, etype: str | None) -> int | None:
    if basic:
        return fx.KIND_BASIC_ENERGY_OF_TYPE + _type(etype) if etype else fx.KIND_BASIC_ENERGY
    return None if etype else fx.KIND_ENERGY  # "a Fire Energy card" may be a Special Energy


@_body(r"discard " + _ENERGY_DESC + r" from your hand in order to ([^.]+\.)\s*")
def _b_discard_to(m) -> Rows | None:
    kind = _energy_kind(m.group(1), m.group(2))
    rest = _trainer_rows(m.group(3))
    if kind is None or not rest:
        return None
    reqs = [r for r in rest if r[0].startswith("REQ_")]
    return reqs + [["REQ_HAND_KIND", 1, kind], ["DISCARD_HAND", 1, kind]] + [r for r in rest if not r[0].startswith("REQ_")]


@_body(r"put up to (\d+) basic (" + TYPES + r") energy cards from your\sdiscard pile into your hand" + _DOT)
def _b_energy_from_pile(m) -> Rows:
    kind = fx.KIND_BASIC_ENERGY_OF_TYPE + _type(m.group(2))
    return [["REQ_DISCARD", 1, kind], ["RECOVER", int(m.group(1)), kind, fx.TO_HAND]]


def _trainer_rows(text: str) -> Rows | None:
    """A body sentence the Trainer recogniser reads (with its requirement fix-ups)."""
    from .recognize_trainer import trainer_fixups
    rows = recognize_text(text, Ctx(kind="trainer"))
    if not rows or any(r[0] in ("STADIUM", "TOOL", "ENERGY") for r in rows):
        return None
    return trainer_fixups(rows)


def _action_body(t: str) -> Rows | None:
    """The rows of an action's body (second person), or None."""
    for pat, fn in _BODY_RECS:
        m = pat.fullmatch(t)
        if m:
            return fn(m)
    return _trainer_rows(t)


def _second_person(t: str) -> str:
    for a, b in _PERSON:
        t = re.sub(a, b, t)
    return t


def _action(t: str) -> Rows | None:
    m = _ACTION_HEAD.match(t)
    if not m:
        return None
    body = _action_body(_second_person(t[m.end():]).strip() + " ")
    if not body:
        return None
    if m.group(1):  # "if they played a Supporter card (…) this turn"
        body = [["REQ_COUNT", fx.CNT_OWN_SUPPORTERS_TURN, 1]] + body
    return [["STADIUM", fx.ST_ACTION, len(body), 0]] + body


#: the same normalisation as a Tool's text (curly quotes, dashes, spaces, the card's own name)
normalize_stadium = normalize_tool


def _strip_reminders(t: str) -> str:
    for r in _REMINDERS:
        t = re.sub(r, "", t)
    return re.sub(r"\s+", " ", t).strip() + " "


def recognize_stadium(lines: list[str] | str, name: str | None = None) -> Rows | None:
    """The STADIUM rows of a Stadium's text (its rule lines), or None when any sentence is
    not read (the card then stays unimplemented)."""
    text = lines if isinstance(lines, str) else " ".join(x for x in lines if x)
    t = _strip_reminders(normalize_stadium(text, name))
    if not t.strip():
        return None  # reminders alone: a Stadium that does nothing is not a wording we know
    rows = _action(t)
    if rows is None:
        rows = read_sentences(t, [], _RECS, lambda fn, m, _rows: fn(m))
    if not rows:
        return None
    fx.validate_program(rows)
    return rows


# an owner's Pokémon ("N's Pokémon in play ... have no Retreat Cost"); TC_NS (cardtable.CF_NS)
@_rec(r"n's pokémon in play" + _BOTH + r" have no retreat cost" + _DOT)
def _owner_no_retreat(m) -> Rows:
    return [["STADIUM", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.TC_NS]]
# EX-era wordings of the bundled EX decks register themselves (they import this module's pieces)
from . import recognize_stadium_ex_theme  # noqa: E402,F401
