"""Recognise card text and write it as effect programs (see ``ptcgsim/effects.py``).

The importer calls :func:`recognize_card` for every card once it has built the
facts.  The upstream text is normalised (lower case, one space, plain
apostrophes and ``x`` for the times sign, the card's own name replaced by
"this pokémon") and then consumed from left to right by a table of regular
expressions, each of which turns the piece it matches into rows.  A text is
*implemented* only when the recognisers consume all of it; one piece that no
recogniser knows leaves the whole attack (or Trainer) unimplemented, so the
coverage report lists it and simulation can warn.

Every recogniser has a *role* that decides where its rows go relative to the
attack's ``DAMAGE`` row:

* ``req``  – requirement rows (``REQ_*``), moved to the front;
* ``pre``  – costs and damage modifiers, before ``DAMAGE``;
* ``post`` – after-damage effects;
* ``flip`` – coin flips; they stay where the text puts them;
* ``none`` – reminder text that changes nothing (no rows).

``if heads, <clause>.`` / ``if tails, <clause>.`` wrap the rows of the clause
(recognised by the same table) in ``SKIP_UNLESS_HEADS`` / ``SKIP_UNLESS_TAILS``.

Only regular-expression fragments live here, never card sentences (DESIGN.md,
card data policy).  ``handwritten.py`` overrides programs per card id where a
wording is too unusual for the table.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

from .. import effects as fx
from .schema import TYPE_INDEX, Attack, Card

Rows = list[list[Any]]

TYPES = "grass|fire|water|lightning|psychic|fighting|darkness|metal|fairy|dragon|colorless"
CONDS = {"asleep": fx.ASLEEP, "confused": fx.CONFUSED, "paralyzed": fx.PARALYZED,
         "poisoned": fx.POISONED, "burned": fx.BURNED}
COND_RE = "asleep|confused|paralyzed|poisoned|burned"
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10}
NUM = r"(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)"

# Phrases that name the Defending Pokémon / this Pokémon / reminders.
DEF = r"(?:the defending pokémon|your opponent's active pokémon)"
ME = r"this pokémon"
EACH_DEF = r"each defending pokémon"  # EX era: in a 1-on-1 game, the Defending Pokémon
AWR = r"(?: \(after applying weakness and resistance\))?"
BWR = r"(?: \(before applying weakness and resistance\))?"
ADD = r"(?: \(after doing damage\))?"
END = r"\.\s*"


def _n(s: str | None, default: int = 1) -> int:
    if s is None:
        return default
    s = s.strip()
    if s.isdigit():
        return int(s)
    return NUMBER_WORDS.get(s, default)


def _type(s: str | None) -> int:
    if not s:
        return fx.ANY
    return TYPE_INDEX[s.strip().capitalize()]


@dataclass
class Ctx:
    kind: str  # "attack", "trainer", "power"
    base: int = 0  # printed damage
    damaging: bool = False
    cost: dict | None = None
    attack_names: tuple[str, ...] = ()  # the card's attacks, lower case (for "X's <attack> attack")
    name: str = ""  # the attack being recognised, lower case ("this Pokémon can't use <it>")
    card: str = ""  # the card's name (normalisation writes it "this pokémon")
    attack_damages: tuple[str, ...] = ()  # the card's attacks' printed damage ("30", "30+", "30×")
    ex_era: bool = False  # an EX-era card: Pokémon with two types share its games (the kernel reads one)


@dataclass
class Rec:
    pattern: re.Pattern
    role: str
    build: Callable[[re.Match, Ctx], Rows | None]
    kinds: tuple[str, ...] = ("attack",)


RECS: list[Rec] = []


def rec(pattern: str, role: str, kinds: tuple[str, ...] = ("attack",)):
    """Register a recogniser: ``pattern`` is matched at the current position."""

    def deco(fn):
        RECS.append(Rec(re.compile(pattern), role, fn, kinds))
        return fn

    return deco


def const(pattern: str, role: str, rows: Rows, kinds: tuple[str, ...] = ("attack",)) -> None:
    RECS.append(Rec(re.compile(pattern), role, lambda m, c, _r=rows: [list(r) for r in _r], kinds))


BOTH = ("attack", "trainer")

# --- phrase fragments (short, reused; never whole sentences) -----------------------
WR = r"weakness (?:and|or) resistance"
NEXT = r"during your opponent's next turn"
OPP_BENCH = r"your opponent's benched pokémon"
OWN_BENCH = r"your benched pokémon"
ONE_OWN_BENCH = r"1 of " + OWN_BENCH
IF_OPP_BENCH = r"if your opponent has any benched pokémon, "
ATT = r"(?:energy cards? )?(?:attached to|from) "
OPT_SHUFFLE = r"(?:(?:then, )?shuffle your deck(?: afterward)?" + END + r")?"
T = ("trainer",)

# --- reminder text (no rows) --------------------------------------------------
const(r"\(don't apply " + WR + r" for benched pokémon\.\)\s*", "none", [], BOTH)
const(r"\(any other effects (?:of (?:opponent's )?attacks|that would happen after applying " + WR + r") still happen\.\)\s*",
      "none", [])
const(r"\(do the damage before switching the pokémon\.(?: switch the pokémon even if " + ME + r" is knocked out\.)?\)\s*",
      "none", [])
const(r"\(benching either pokémon ends this effect\.\)\s*", "none", [])
# The search rows do nothing when the Bench is full; the attack stays legal (a small deviation).
const(r"\(you can't use this attack if your bench (?:is|if) full\.\)\s*", "none", [])
const(r"\(your opponent chooses the new active pokémon\.\)\s*", "none", [])
const(r"(?:then, )?shuffle your deck(?: afterward)?" + END, "none", [], BOTH)

# --- coin flips -----------------------------------------------------------------


@rec(r"flip " + NUM + r" coins?" + END, "flip", BOTH)
def _flip(m, c):
    return [["FLIP", _n(m.group(1))]]


const(r"flip a coin until you get tails" + END, "flip", [["FLIP", 0]])


# (two cards print "does N times the number of heads" / "N damages times": the same reading)
@rec(r"(?:this attack )?does (\d+) (?:damages? (?:times the number of|for each)|times the number of) heads" + END, "pre")
def _times_heads(m, c):
    return [["DMG_TIMES_HEADS", int(m.group(1))]]


@rec(r"this attack does (\d+) more damage for each heads" + END, "pre")
def _add_per_heads(m, c):
    return [["DMG_ADD_PER_HEADS", int(m.group(1))]]


const(r"this attack does nothing(?: \(not even damage\))?" + END, "pre", [["STOP"]])

# --- damage modifiers -----------------------------------------------------------


@rec(r"(?:this attack )?does (\d+) more damage" + END, "pre")
def _more(m, c):
    return [["DMG_ADD", int(m.group(1))]]


@rec(r"this attack does (\d+) damage plus (\d+) more damage" + END, "pre")
def _plus_more(m, c):
    if int(m.group(1)) != c.base:
        return None
    return [["DMG_ADD", int(m.group(2))]]


@rec(r"this attack does (\d+) damage" + END, "pre")
def _just_base(m, c):
    return [] if int(m.group(1)) == c.base else None


@rec(r"this attack does (\d+) damage (?:and|plus) (?=" + ME + r" does)", "pre")
def _base_and(m, c):
    return [] if int(m.group(1)) == c.base else None


_PER = {
    "damage counter on " + DEF: ("DMG_ADD_PER_DAMAGE", fx.OPP),
    "damage counter on " + ME: ("DMG_ADD_PER_DAMAGE", fx.SELF),
    "of " + OWN_BENCH: ("DMG_ADD_PER_BENCH", fx.SELF),
    "of " + OPP_BENCH: ("DMG_ADD_PER_BENCH", fx.OPP),
    OPP_BENCH: ("DMG_ADD_PER_BENCH", fx.OPP),  # "times the number of your opponent's Benched Pokémon"
}
_BOTH_BENCH = r"benched pokémon \(both yours and your opponent's\)"


def _per_rows(what: str, a: int, ctx: Ctx | None = None) -> Rows | None:
    if re.fullmatch(_BOTH_BENCH, what):
        return [["DMG_ADD_PER_BENCH", a, fx.SELF], ["DMG_ADD_PER_BENCH", a, fx.OPP]]
    for pat, (op, who) in _PER.items():
        if re.fullmatch(pat, what):
            return [[op, a, who]]
    # "all of your active pokémon" (EX era) is the attacker in a 1-on-1 game
    m = re.fullmatch(r"(?:(" + TYPES + r") )?energy( card)? attached to (" + DEF + "|" + ME
                     + r"|all of your active pokémon|both active pokémon|" + ME + r" and the defending pokémon)", what)
    if m:
        t = _type(m.group(1))
        # "for each Energy card" counts cards (a Double Colorless is one); "for each Energy", units
        op = "DMG_ADD_PER_ENERGY_CARD" if m.group(2) else "DMG_ADD_PER_ENERGY"
        if m.group(3) in ("both active pokémon", "this pokémon and the defending pokémon"):
            return [[op, a, fx.SELF, t], [op, a, fx.OPP, t]]
        who = fx.OPP if re.fullmatch(DEF, m.group(3)) else fx.SELF
        return [[op, a, who, t]]
    return _per_count_rows(what, a, ctx)


@rec(r"(?:this attack )?does (\d+) damage plus (\d+) more damage (?:for each|times the number of) ([^.]*?)" + END, "pre")
def _base_plus_per(m, c):
    if int(m.group(1)) != c.base:
        return None
    return _per_rows(m.group(3), int(m.group(2)), c)


@rec(r"this attack does (\d+) more damage for each ([^.]*?)" + END, "pre")
def _more_per(m, c):
    return _per_rows(m.group(2), int(m.group(1)), c)


@rec(r"(?:this attack )?does (\d+) damage (?:for each|times the number of|times the (?:total )?amount of) ([^.]*?)" + END, "pre")
def _per_only(m, c):
    what = re.sub(r"^damage counters", "damage counter", m.group(2))
    rows = _per_rows(what, int(m.group(1)), c)
    return None if rows is None else [["DMG_SET", 0]] + rows


@rec(r"(?:this attack )?does (\d+) (?:less damage|damage minus (\d+) damage) for each damage counter on " + ME + END, "pre")
def _minus_per(m, c):
    if m.group(2) is not None:
        if int(m.group(1)) != c.base:
            return None
        return [["DMG_SUB_PER_DAMAGE", int(m.group(2)), fx.SELF]]
    return [["DMG_SUB_PER_DAMAGE", int(m.group(1)), fx.SELF]]


# (no type: every Energy unit, Special Energy included, DMG_ADD_PER_EXTRA_ENERGY's ANY)
@rec(r"(?:this attack )?does (\d+) damage plus (\d+) more damage for each (?:(" + TYPES + r") )?energy attached to " + ME
     + r" but not used to pay for (?:this|the) attack's energy cost" + END
     + r"(?:extra \w+ energy after the (\d)(?:st|nd|rd|th) do(?:es)?n't count" + END
     + r"|you can't add more th[ae]n (\d+) damage in this way" + END + r")?", "pre")
def _extra_energy(m, c):
    if int(m.group(1)) != c.base:
        return None
    per = int(m.group(2))
    cap = 0
    if m.group(4):
        cap = int(m.group(4))
    elif m.group(5):
        cap = int(m.group(5)) // per
    return [["DMG_ADD_PER_EXTRA_ENERGY", per, _type(m.group(3)), cap]]


const(r"does damage to " + DEF + r" equal to half " + DEF + r"'s remaining hp"
      r" \(rounded up to the nearest 10\)" + END, "pre", [["DMG_HALF_HP"]])
const(r"(?:don't apply " + WR + r" for this attack|this attack's damage (?:isn't|is not) affected by " + WR + r")" + END,
      "pre", [["NO_WEAKNESS_RESISTANCE"]])

# --- energy discards ------------------------------------------------------------


def _discard_self(num: str, typ: str | None) -> Rows:
    n = 0 if num == "all" else _n(num)
    return [["DISCARD_ENERGY", n, fx.SELF, _type(typ)]]


_DISCARD_ME = r"discard (\d+|all|an?) (?:(" + TYPES + r") )?energy (?:cards? )?(?:attached to|from) " + ME


@rec(_DISCARD_ME + r" in order to use this attack" + END, "pre")
def _discard_cost(m, c):
    return _discard_self(m.group(1), m.group(2))


@rec(_DISCARD_ME + r" in order to (?!use this attack)", "pre")
def _discard_cost_then(m, c):
    return _discard_self(m.group(1), m.group(2))


@rec(_DISCARD_ME + END, "post")
def _discard_after(m, c):
    return _discard_self(m.group(1), m.group(2))


const(r"(?:if " + DEF + r" has any energy (?:cards )?attached to it, choose 1 of them and discard it"
      r"|discard an energy (?:card )?from your opponent's active pokémon)" + END,
      "post", [["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]])

# --- requirements -------------------------------------------------------------
const(r"this attack can't be used if " + ME + r" has no damage counters on it" + END, "req", [["REQ_OWN_DAMAGED", 0]])

# --- special conditions -------------------------------------------------------


def _conds(s: str, who: int) -> Rows:
    return [["COND", CONDS[w], who] for w in re.findall(COND_RE, s)]


_COND_LIST = r"((?:" + COND_RE + r")(?:(?:, and |, | and | or )(?:" + COND_RE + r"))*)"


@rec(r"(?:" + DEF + r"|it|" + EACH_DEF + r") is now " + _COND_LIST + ADD + END, "post")
def _cond_opp(m, c):
    return _conds(m.group(1), fx.OPP)


@rec(r"both (?:the defending pokémon and " + ME + r"|" + ME + r" and the defending pokémon|active pokémon) are now " + _COND_LIST + ADD + END, "post")
def _cond_both(m, c):
    return _conds(m.group(1), fx.OPP) + _conds(m.group(1), fx.SELF)


@rec(ME + r" is now " + _COND_LIST + ADD + END, "post")
def _cond_self(m, c):
    return _conds(m.group(1), fx.SELF)


@rec(DEF + r" is now poisoned" + END
     + r"(?:it now takes (\d+) poison damage instead of 10 after (?:each|every) player's turn"
     + r" \(even if it was already poisoned\)" + END
     + r"|during pokémon checkup, put (\d+) damage counters on that pokémon instead of 1" + END
     + r"|put (\d+) damage counters instead of 1 on " + DEF + r" between turns" + END + r")", "post")
def _toxic(m, c):
    dmg = int(m.group(1)) if m.group(1) else 10 * int(m.group(2) or m.group(3))
    return [["COND", fx.POISONED, fx.OPP, dmg]]


# --- self damage, bench damage ------------------------------------------------


@rec(ME + r" (?:also )?does (\d+) damage to itself" + END, "post")
def _self_damage(m, c):
    return [["SELF_DAMAGE", int(m.group(1))]]


_BENCH = {
    r"each pokémon on each player's bench": fx.BENCH_BOTH_ALL,
    r"each player's bench": fx.BENCH_BOTH_ALL,
    r"each benched pokémon \(both yours and your opponent's\)": fx.BENCH_BOTH_ALL,
    r"each of your own benched pokémon": fx.BENCH_OWN_ALL,
    r"each of " + OWN_BENCH: fx.BENCH_OWN_ALL,
    r"each of " + OPP_BENCH: fx.BENCH_OPP_ALL,
    r"1 of " + OPP_BENCH: fx.BENCH_OPP_ONE,
    ONE_OWN_BENCH: fx.BENCH_OWN_ONE,
}


@rec(r"(?:this attack )?(?:also )?does (\d+) damage to (" + "|".join(_BENCH) + r")" + END, "post")
def _bench(m, c):
    target = next(t for pat, t in _BENCH.items() if re.fullmatch(pat, m.group(2)))
    return [["BENCH_DAMAGE", int(m.group(1)), target]]


@rec(IF_OPP_BENCH + r"choose 1 of them and this attack does (\d+) damage to it" + END, "post")
def _bench_one(m, c):
    return [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ONE]]


# --- protection next turn -----------------------------------------------------
_ALL_EFFECTS = r"(?:all effects of (?:attacks|an attack), including damage,|all damage from and effects of attacks)"
const(r"(?:prevent all damage done to " + ME + r" " + NEXT
      + r"|" + NEXT + r", prevent all damage done to " + ME + r" by attacks)" + END,
      "post", [["PREVENT_DAMAGE_NEXT", 0, 0]])
const(r"(?:" + NEXT + r", prevent " + _ALL_EFFECTS + r" done to " + ME
      + r"|prevent " + _ALL_EFFECTS + r" done to " + ME + r" " + NEXT + r")" + END,
      "post", [["PREVENT_DAMAGE_NEXT", 0, 1]])


@rec(NEXT + r", whenever (\d+) or less damage is done to " + ME + AWR + r", prevent that damage" + END, "post")
def _harden(m, c):
    return [["PREVENT_DAMAGE_NEXT", int(m.group(1)), 0]]


@rec(r"(?:all damage done by attacks to " + ME + r" " + NEXT + r" is reduced by (\d+)"
     r"|" + NEXT + r", " + ME + r" takes (\d+) less damage from attacks"
     r"|" + NEXT + r", any damage done to " + ME + r" by attacks is reduced by (\d+)"
     # Base-era Pounce/Snivel: only the Defending Pokémon can attack next turn unless the
     # opponent switches; the kernel's reduction covers every attacker (small deviation).
     r"|if the defending pokémon attacks " + ME + r" during your (?:opponent's )?next turn, "
     r"any damage done by the attack is reduced by (\d+))" + AWR + END, "post")
def _reduce(m, c):
    return [["REDUCE_DAMAGE_NEXT", int(next(g for g in m.groups() if g))]]


@rec(NEXT + r", (?:(?:attacks used by the defending pokémon|the defending pokémon's attacks) do (\d+) less damage"
     r"|any damage done by attacks from the defending pokémon is reduced by (\d+))" + BWR + END, "post")
def _def_minus(m, c):
    return [["DEF_DAMAGE_MINUS_NEXT", int(m.group(1) or m.group(2))]]


const(r"(?:the defending pokémon can't attack " + ME + r" " + NEXT
      + r"|" + NEXT + r", the defending pokémon can't (?:attack|use attacks))" + END,
      "post", [["DEF_CANT_ATTACK_NEXT"]])
const(r"(?:the defending pokémon can't retreat during your (?:opponent's )?next turn"
      r"|the defending pokémon can't retreat until the end of your opponent's next turn"
      r"|" + NEXT + r", the defending pokémon can't retreat)" + END,
      "post", [["DEF_CANT_RETREAT_NEXT"]])
const(r"(?:if the defending pokémon tries to attack " + NEXT
      + r"|" + NEXT + r", if the defending pokémon tries to (?:use an )?attack)"
      + r", your opponent flips a coin" + END + r"if tails, that attack (?:does nothing|doesn't happen)" + END,
      "post", [["DEF_SMOKESCREEN_NEXT"]])

# --- heal -------------------------------------------------------------------
const(r"remove all damage counters from " + ME + END, "post", [["HEAL", 0, fx.SELF]])


@rec(r"(?:remove (\d+|an?) damage counters? from " + ME + r"|heal (\d+) damage from " + ME + r")" + END, "post")
def _heal(m, c):
    amount = 10 * _n(m.group(1)) if m.group(1) else int(m.group(2))
    return [["HEAL", amount, fx.SELF]]


@rec(r"heal (\d+) damage from 1 of your pokémon" + END, "post")
def _heal_any(m, c):
    return [["HEAL_ANY_OWN", int(m.group(1))]]


const(ME + r" recovers from all special conditions" + END, "post", [["CURE", fx.SELF]])

# --- switching ----------------------------------------------------------------
const(IF_OPP_BENCH + r"(?:he or she|they) chooses? 1 of them and switches it with " + DEF + END,
      "post", [["GUST", fx.OPP]])
const(r"switch out " + DEF + r" to the bench" + END, "post", [["GUST", fx.OPP]], BOTH)
const(r"(?:" + IF_OPP_BENCH + r"choose 1 of them and switch it with (?:his or her active|the defending) pokémon"
      r"|switch in 1 of " + OPP_BENCH + r" to the active spot)" + END, "post", [["GUST", fx.SELF]])
const(r"switch " + ME + r" with " + ONE_OWN_BENCH + END, "post", [["SWITCH_SELF"]])
const(r"you may switch " + ME + r" with " + ONE_OWN_BENCH + END, "post", [["SWITCH_SELF", 1]])

# --- cards: draw, search, recover, attach ---------------------------------------


@rec(r"draw " + NUM + r" cards?" + END, "post", BOTH)
def _draw(m, c):
    return [["DRAW", _n(m.group(1))]]


_KINDS = [
    (r"basic pokémon(?: cards?)?", fx.KIND_BASIC_POKEMON),
    (r"basic energy(?: cards?)?", fx.KIND_BASIC_ENERGY),
    (r"energy cards?", fx.KIND_ENERGY),
    (r"evolution cards?", fx.KIND_EVOLUTION),
    (r"trainer cards?", fx.KIND_TRAINER),
    (r"supporter cards?", fx.KIND_SUPPORTER),
    (r"stadium cards?", fx.KIND_STADIUM),
    (r"item cards?", fx.KIND_ITEM),
    (r"pokémon", fx.KIND_POKEMON),
    (r"any card|cards?", fx.KIND_ANY),
]


def _kind(s: str) -> int | str | None:
    """The SEARCH_DECK kind of a card description: a KIND_* code, or a card name (a Basic
    Pokémon named X: SEARCH_DECK's name argument; one name only)."""
    for pat, k in _KINDS:
        if re.fullmatch(pat, s):
            return k
    m = re.fullmatch(r"(" + TYPES + r") basic pokémon(?: cards?)?", s)
    if m:
        return fx.KIND_BASIC_OF_TYPE + _type(m.group(1))
    m = re.fullmatch(r"basic pokémon(?: cards?)? named ([^.,]+?)", s)
    if m and " and " not in m.group(1):
        names = m.group(1).split(" or ")
        if len(names) <= 2 and all(names):
            return "|".join(names)  # one name, or either of two
    return None


const(r"discard a random card from your opponent's hand" + END, "post", [["OPP_DISCARD_HAND_RANDOM", 1]])


@rec(r"(?:you may )?search your deck for (?:up to (\d+)|an?|1|any 1) ([^,.]*?)(?:, (?:reveal (?:it|them)|show (?:it|them) to your opponent),)?"
     r" and put (?:it|them) "
     r"(onto your bench|into your hand)" + END + OPT_SHUFFLE, "post", BOTH)
def _search(m, c):
    k = _kind(m.group(2))
    if m.group(2) == ME and m.group(1):
        k = ME  # "up to N <this card's name>": that card
    if k is None:
        return None
    if isinstance(k, str) and ME in k.split("|"):
        if not c.card:
            return None
        k = "|".join(c.card if n == ME else n for n in k.split("|"))  # named <this card's own name>
    return [["SEARCH_DECK", int(m.group(1) or 1), k, fx.TO_BENCH if "bench" in m.group(3) else fx.TO_HAND]]


_ENERGY_SOURCES = {"discard pile": fx.FROM_DISCARD, "deck": fx.FROM_DECK, "hand": fx.FROM_HAND}


# "a Lightning Energy card" names the basic card: no Special Energy is called that
@rec(r"attach (?:up to (\d+)|an?) (?:basic )?(" + TYPES + r") energy cards? from your (discard pile|deck|hand) to (" + ME
     + r"|1 of your pokémon)" + END + OPT_SHUFFLE, "post")
def _attach(m, c):
    op = "ATTACH_ENERGY" if m.group(4) == ME else "ATTACH_ENERGY_ANY"
    if op == "ATTACH_ENERGY_ANY" and int(m.group(1) or 1) > 1:
        return None  # all of them to 1 Pokémon: ATTACH_ENERGY_ANY picks a target per card
    return [[op, int(m.group(1) or 1), _ENERGY_SOURCES[m.group(3)], _type(m.group(2))]]


@rec(r"search your (discard pile|deck) for (?:up to (\d+)|an?) (?:basic )?(" + TYPES + r") energy cards? and attach (?:it|them) to ("
     + ME + r"|1 of your pokémon)" + END + OPT_SHUFFLE, "post")
def _search_attach(m, c):
    op = "ATTACH_ENERGY" if m.group(4) == ME else "ATTACH_ENERGY_ANY"
    if op == "ATTACH_ENERGY_ANY" and int(m.group(2) or 1) > 1:
        return None  # all of them to 1 Pokémon: ATTACH_ENERGY_ANY picks a target per card
    return [[op, int(m.group(2) or 1), _ENERGY_SOURCES[m.group(1)], _type(m.group(3))]]


_FROM_DISCARD_TO_HAND = r" from your discard pile into your hand" + END


@rec(r"put up to (\d+) (basic )?energy cards" + _FROM_DISCARD_TO_HAND, "post", BOTH)
def _recover_energy(m, c):
    kind = fx.KIND_BASIC_ENERGY if m.group(2) else fx.KIND_ENERGY
    rows = [["RECOVER", int(m.group(1)), kind, fx.TO_HAND]]
    return ([["REQ_DISCARD", 1, kind]] + rows) if c.kind == "trainer" else rows


@rec(r"shuffle up to (\d+) (pokémon|basic energy cards) from your discard pile into your deck" + END, "post", BOTH)
def _recycle(m, c):
    kind = fx.KIND_POKEMON if m.group(2) == "pokémon" else fx.KIND_BASIC_ENERGY
    rows = [["RECOVER", int(m.group(1)), kind, fx.TO_DECK]]
    return ([["REQ_DISCARD", 1, kind]] + rows) if c.kind == "trainer" else rows


const(r"put a trainer card" + _FROM_DISCARD_TO_HAND, "post", [["RECOVER", 1, fx.KIND_TRAINER, fx.TO_HAND]])

# --- Trainers (base-era wordings that are not this generic live in handwritten.py) ---
const(r"discard your hand, then draw 7 cards" + END, "post", [["DISCARD_HAND", 0, fx.KIND_ANY], ["DRAW", 7]], T)
const(r"(?:switch 1 of your (?:own )?benched pokémon with your active pokémon"
      r"|switch your active pokémon with " + ONE_OWN_BENCH + r")" + END,
      "post", [["REQ_OWN_BENCH"], ["SWITCH_SELF"]], T)
const(r"switch in 1 of " + OPP_BENCH + r" to the active spot" + END,
      "post", [["REQ_OPP_BENCH"], ["GUST", fx.SELF]], T)


@rec(r"heal (\d+) damage from 1 of your pokémon" + END, "post", T)
def _t_heal_any(m, c):
    return [["REQ_OWN_DAMAGED", 1], ["HEAL_ANY_OWN", int(m.group(1))]]


@rec(r"heal (\d+) damage from your active pokémon" + END, "post", T)
def _t_heal_active(m, c):
    return [["REQ_OWN_DAMAGED", 0], ["HEAL", int(m.group(1)), fx.SELF]]


@rec(r"shuffle your hand into your deck(?:" + END + r"(?:then, )?|, then )draw " + NUM + r" cards" + END, "post", BOTH)
def _t_shuffle_draw(m, c):
    return [["SHUFFLE_HAND_DRAW", _n(m.group(1))]]


# Reminder lines printed on modern Trainers (the rule is the kernel's / deck check's, not the card's).
const(r"you may play (?:only 1 supporter card|any number of item cards) during your turn" + END, "none", [], T)
const(r"you can't have more than (?:1|one) ace spec card in your deck" + END, "none", [], T)


@rec(r"you can use this card only if you discard (another card|" + NUM + r" other cards) from your hand" + END, "pre", T)
def _t_discard_cost(m, c):
    n = 1 if m.group(1) == "another card" else _n(m.group(2))
    return [["REQ_HAND", n], ["DISCARD_HAND", n, fx.KIND_ANY]]


@rec(r"discard your hand and draw " + NUM + r" cards" + END, "post", BOTH)
def _discard_hand_draw(m, c):
    return [["DISCARD_HAND", 0, fx.KIND_ANY], ["DRAW", _n(m.group(1))]]


# --- classic-set effects (base1-base3) ------------------------------------------------
# once while in play: the requirement and the mark both go first, so a failed coin still marks it
const(r"either way, you can't use this attack again as long as " + ME + r" stays in play"
      r"(?: \(even putting " + ME + r" on the bench won't let you use it again\))?" + END,
      "req", [["REQ_ATTACK_UNUSED"], ["MARK_ATTACK_USED"]])


@rec(r"you can't use this attack unless " + DEF + r" is (" + COND_RE + r")" + END, "req")
def _req_def_cond(m, c):
    return [["REQ_DEF_COND", CONDS[m.group(1)]]]


_UNLESS_PREVENTED = r"unless all damage from this attack is prevented, "


@rec(_UNLESS_PREVENTED + r"you may remove " + NUM + r" damage counters? from " + ME + END, "post")
def _leech_seed(m, c):
    return [["HEAL_DAMAGE_DONE", 1, 10 * _n(m.group(1))]]


@rec(r"remove a number of damage counters from " + ME + r" equal to (half )?the damage done to " + DEF + AWR
     + r"(?: \(rounded up to the nearest 10\))?" + END
     + r"(?:if " + ME + r" has fewer damage counters than that, remove all of them" + END + r")?", "post")
def _leech_life(m, c):
    return [["HEAL_DAMAGE_DONE", 2 if m.group(1) else 1]]


const(r"if a pokémon knocks out " + ME + r" " + NEXT + r", knock out that pokémon" + END, "post", [["DESTINY_BOND"]])
const(r"choose 1 of " + DEF + r"'s attacks" + END + r"that pokémon can't use that attack " + NEXT + END,
      "post", [["DEF_ATTACK_DISABLED_NEXT"]])


@rec(r"during your next turn, " + ME + r"'s ([^.]+?) attack's base damage is (\d+)(?: instead of (\d+))?" + END, "post")
def _swords_dance(m, c):
    if m.group(1) not in c.attack_names:
        return None
    return [["NEXT_TURN_BASE_DAMAGE", c.attack_names.index(m.group(1)), int(m.group(2))]]


const(r"if " + ME + r" was attacked last turn, do the final result of that attack on " + ME + r" to " + DEF + END,
      "post", [["MIRROR_LAST_ATTACK"]])
# Metronome-like: the copied attack runs without its costs; the reminder about the type changes nothing.
const(r"choose 1 of " + DEF + r"'s attacks" + END + r"[\w' -]+ copies that attack except for its energy costs"
      r" and anything else required in order to use that attack," + r" such as discarding energy cards" + END
      + r"(?:\(no matter what type " + DEF + r" is, " + ME + r"'s type is still colorless\.\)\s*)?",
      "post", [["COPY_DEF_ATTACK"]])
const(r"unless this attack knocks out " + DEF + r", return " + DEF
      + r" and all cards attached to it to your opponent's hand" + END, "post", [["RETURN_DEF_TO_HAND"]])
const(r"flip a number of coins equal to the number of energy (?:cards )?attached to " + ME + END,
      "flip", [["FLIP_PER_ENERGY", fx.SELF]])


# Any number, none included: the player chooses how many.
@rec(r"you may discard any number of (" + TYPES + r") energy cards attached to " + ME + r" when you use this attack" + END
     + r"if you do, discard that many cards from the top of your opponent's deck" + END, "post")
def _wildfire(m, c):
    return [["DISCARD_ENERGY_CHOSEN", 0, 0, _type(m.group(1))], ["MILL_OPP", 0]]


@rec(r"discard the top (?:card|(\d+) cards) of your opponent's deck" + END, "post")
def _mill(m, c):
    return [["MILL_OPP", int(m.group(1) or 1)]]


@rec(r"choose (\d+) of " + OPP_BENCH + r" and this attack does (\d+) damage to each of them" + END, "post")
def _bench_up_to(m, c):
    return [["BENCH_DAMAGE_UP_TO", int(m.group(2)), int(m.group(1))]]


const(r"if your opponent has fewer than \d+ benched pokémon, do (?:the|that) damage to each of them" + END, "none", [])


@rec(r"for each of " + OPP_BENCH + r", flip a coin" + END + r"if heads, this attack does (\d+) damage to that pokémon" + END, "post")
def _bench_flip_each(m, c):
    return [["BENCH_FLIP_EACH", int(m.group(1))]]


@rec(r"(?:then, )?" + ME + r" does (\d+) damage times the number of tails to itself" + END, "post")
def _self_per_tails(m, c):
    return [["SELF_DAMAGE", int(m.group(1)), 1]]


@rec(r"if " + DEF + r" isn't colorless, this attack does (\d+) damage to each benched pokémon of the same type as "
     + DEF + r" \(including your own\)" + END, "post")
def _chain_lightning(m, c):
    return [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_SAME_TYPE_AS_DEF]]


const(r"your opponent can't play trainer cards during (?:his or her|their) next turn" + END, "post", [["OPP_NO_TRAINERS_NEXT"]])


# Either player's deck: the kernel always rearranges its own (a documented simplification).
@rec(r"look at up to (\d+) cards from the top of (your|either player's) deck and rearrange them as you like" + END, "post", BOTH)
def _rearrange(m, c):
    rows = [["TOP_REARRANGE", int(m.group(1)), fx.SELF]]
    return ([["REQ_DECK"]] + rows) if c.kind == "trainer" else rows


@rec(r"your opponent shuffles (?:his or her|their) hand into (?:his or her|their) deck, then draws " + NUM + r" cards" + END, "post", T)
def _t_opp_shuffle_draw(m, c):
    return [["OPP_SHUFFLE_HAND_DRAW", _n(m.group(1))]]


# --- EX-era wordings (issue 14) and a few modern ones -----------------------------------
# The EX era speaks of "each Defending Pokémon" and "1 of the Defending Pokémon" for its
# 2-on-2 games: in the 1-on-1 game simulated here that is the Defending Pokémon.


def _damage_to_def(n: int, c: Ctx) -> Rows | None:
    """Rows that deal n to the Defending Pokémon where the text (not the printed damage) says so."""
    if c.damaging:
        return [] if n == c.base else None
    return [["DMG_SET", n], ["DAMAGE"]]


@rec(r"(?:this attack )?does (\d+) damage to (?:" + EACH_DEF + r"|the defending pokémon)" + END, "pre")
def _ex_damage_each_def(m, c):
    return _damage_to_def(int(m.group(1)), c)


# "each of your opponent's Pokémon": the Defending Pokémon (Weakness and Resistance apply) and
# each Benched one (they don't: the printed reminder is recognised on its own)
@rec(r"(?:this attack )?does (\d+) damage to each of your opponent's pokémon" + END, "pre")
def _ex_damage_each_opp(m, c):
    n = int(m.group(1))
    return None if c.damaging else [["DMG_SET", n], ["DAMAGE"], ["BENCH_DAMAGE", n, fx.BENCH_OPP_ALL]]


@rec(r"this attack does (\d+) damage plus (\d+) more damage for each heads" + END, "pre")
def _ex_plus_per_heads(m, c):
    return [["DMG_ADD_PER_HEADS", int(m.group(2))]] if int(m.group(1)) == c.base else None


const(r"(?:the|each) defending pokémon can't attack during your opponent's next turn" + END, "post", [["DEF_CANT_ATTACK_NEXT"]])
const(r"the defending pokémon can't attack or retreat during your opponent's next turn" + END,
      "post", [["DEF_CANT_ATTACK_NEXT"], ["DEF_CANT_RETREAT_NEXT"]])
const(r"your opponent switches the defending pokémon with 1 of (?:his or her|their) benched pokémon(?:, if any)?" + END,
      "post", [["GUST", fx.OPP]])
# 2-on-2 wording: which Defending Pokémon to switch is the opponent's choice (there is one)
const(r"switch 1 of " + OPP_BENCH + r" with 1 of the defending pokémon" + END
      + r"your opponent chooses the defending pokémon to switch" + END, "post", [["GUST", fx.SELF]])
const(r"after your attack, you may switch " + ME + r" with " + ONE_OWN_BENCH + END, "post", [["SWITCH_SELF", 1]])
const(r"choose 1 card from your opponent's hand without looking and discard it" + END,
      "post", [["OPP_DISCARD_HAND_RANDOM", 1]])
const(r"discard (?:an|1) energy(?: card)? attached to the defending pokémon" + END, "post", [["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]])


@rec(ME + r" does (\d+) damage to itself, and don't apply " + WR + r" to this damage" + END, "post")
def _ex_self_damage(m, c):
    return [["SELF_DAMAGE", int(m.group(1))]]


# Putting damage counters on oneself is what SELF_DAMAGE does (no Weakness, Resistance or protection).
@rec(r"put (\d+|a) damage counters? on " + ME + END, "post")
def _ex_self_counters(m, c):
    return [["SELF_DAMAGE", 10 * _n(m.group(1))]]


@rec(r"remove (\d+) damage counters? from " + ME + r" \((?:remove \d+ if there is only \d+|all if there are less than \d+)\)" + END,
     "post")
def _ex_heal_capped(m, c):
    return [["HEAL", 10 * int(m.group(1)), fx.SELF]]


@rec(r"remove all special conditions and (\d+) damage counters (?:from " + ME + r" )?\(all if there are less than \d+\)"
     r"(?: from " + ME + r")?" + END, "post")
def _ex_rest(m, c):
    if m.group(0).count(ME) != 1:
        return None
    return [["CURE", fx.SELF], ["HEAL", 10 * int(m.group(1)), fx.SELF]]


_DISCARD_PILE_KINDS = {"energy card": fx.KIND_ENERGY, "basic energy card": fx.KIND_BASIC_ENERGY,
                       "trainer card": fx.KIND_TRAINER, "pokémon": fx.KIND_POKEMON, "card": fx.KIND_ANY}


@rec(r"search your discard pile for an? (energy card|basic energy card|trainer card|pokémon|card), show it to your opponent,"
     r" and put it into your hand" + END, "post")
def _ex_recover(m, c):
    return [["RECOVER", 1, _DISCARD_PILE_KINDS[m.group(1)], fx.TO_HAND]]


const(r"put any 1 card from your discard pile into your hand" + END, "post", [["RECOVER", 1, fx.KIND_ANY, fx.TO_HAND]])


@rec(r"choose 1 of " + OPP_BENCH + r"" + END + r"this attack does (\d+) damage to that pokémon" + END, "post")
def _ex_bench_one(m, c):
    return [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ONE]]


# "N of your opponent's Benched Pokémon": the kernel lets the attacker stop early (as base Gigashock).
@rec(r"(?:choose (\d+) of " + OPP_BENCH + END + r"this attack does (\d+) damage to each of them"
     r"|(?:this attack )?(?:also )?does (\d+) damage to (\d+) of " + OPP_BENCH + r"(?: \(1 if there is only 1\))?)" + END, "post")
def _ex_bench_up_to(m, c):
    count, amount = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    return [["BENCH_DAMAGE_UP_TO", int(amount), int(count)]] if int(count) > 1 else None


const(r"flip a coin for each energy attached to " + ME + END, "flip", [["FLIP_PER_ENERGY", fx.SELF]])
const(r"your opponent discards the top card of (?:his or her|their) deck" + END, "post", [["MILL_OPP", 1]])
const(r"you switch " + ME + r" with " + ONE_OWN_BENCH + r", if any" + END, "post", [["SWITCH_SELF"]])


@rec(r"put up to (\d+) pokémon from your discard pile into your hand" + END, "post")
def _recover_pokemon(m, c):
    return [["RECOVER", int(m.group(1)), fx.KIND_POKEMON, fx.TO_HAND]]

# modern: Rest; Poison Ring-like "that Pokémon" after a condition on the opponent's Active
@rec(ME + r" is now asleep" + END + r"heal (\d+) damage from it" + END, "post")
def _rest(m, c):
    return [["COND", fx.ASLEEP, fx.SELF], ["HEAL", int(m.group(1)), fx.SELF]]


@rec(r"heal (\d+) damage from " + ME + r", and it recovers from all special conditions" + END, "post")
def _heal_cure(m, c):
    return [["HEAL", int(m.group(1)), fx.SELF], ["CURE", fx.SELF]]


@rec(DEF + r" is now " + _COND_LIST + END + NEXT + r", that pokémon can't retreat" + END, "post")
def _cond_no_retreat(m, c):
    return _conds(m.group(1), fx.OPP) + [["DEF_CANT_RETREAT_NEXT"]]


@rec(NEXT + r", prevent all damage done to " + ME + r" by attacks if that damage is (\d+) or less" + END, "post")
def _prevent_small(m, c):
    return [["PREVENT_DAMAGE_NEXT", int(m.group(1)), 0]]


# the attacker is in play too: N for it plus N for each Benched Pokémon
@rec(r"this attack does (\d+) damage for each of your pokémon in play" + END, "pre")
def _per_own_in_play(m, c):
    n = int(m.group(1))
    return [["DMG_SET", n], ["DMG_ADD_PER_BENCH", n, fx.SELF]]


# --- board conditions, counts and next-turn locks (coverage-3) --------------------------
# "if <board condition>, <clause>." wraps the clause's rows in SKIP_UNLESS_COUNT (see _parse);
# "for each <thing>" multiplies by a board count (DMG_ADD_PER_COUNT).  Both read the same
# board counts (effects.CNT_*), so a new wording is a new row of these tables.


def _cnt_arg(code: int, arg: int) -> int:
    """SKIP_UNLESS_COUNT's first argument for a count with an argument (an Energy type)."""
    return fx.count_code(code, arg)


def _cond_code(word: str) -> int:
    return fx.CNT_DEF_COND + CONDS[word]


_DEF_IS = DEF + r" is "
_ME_HAS = ME + r" has "
_DAMAGED = r"(?:already )?has (?:any )?damage counters on it"
#: (condition regex, builder(match) -> [(count, at_least), ...]: all must hold)
_BOARD_CONDS: list[tuple[str, Callable[[re.Match], list[tuple[int, int]]]]] = [
    # A Pokémon-ex (EX era) / Pokémon ex (SV, ME; Mega Evolution ex give 3): the prize count.  No
    # bundled card is a Pokémon V, so "ex or V" is the same test here.
    (_DEF_IS + r"(?:a |an )?pokémon(?:-ex| ex(?: or pokémon v)?)", lambda m: [(fx.CNT_DEF_PRIZE, 2)]),
    (_DEF_IS + r"(?:an )?(?:evolved|evolution) pokémon", lambda m: [(fx.CNT_DEF_STAGE, 1)]),
    (_DEF_IS + r"a stage 2(?: evolved| evolution)? pokémon", lambda m: [(fx.CNT_DEF_STAGE, 2)]),
    (_DEF_IS + r"a stage 1(?: evolved| evolution)? pokémon", lambda m: [(fx.CNT_DEF_STAGE, 1), (fx.CNT_DEF_STAGE, -2)]),
    (_DEF_IS + r"a basic pokémon", lambda m: [(fx.CNT_DEF_STAGE, -1)]),
    (DEF + r" " + _DAMAGED, lambda m: [(fx.CNT_DEF_DAMAGE, 1)]),
    (DEF + r" has no damage counters on it(?: before this attack does damage)?", lambda m: [(fx.CNT_DEF_DAMAGE, -1)]),
    (DEF + r" (?:already )?has at least (\d+) damage counters on it", lambda m: [(fx.CNT_DEF_DAMAGE, int(m.group(1)))]),
    (DEF + r" has (\d+) or more damage counters on it", lambda m: [(fx.CNT_DEF_DAMAGE, int(m.group(1)))]),
    (_DEF_IS + r"affected by a special condition", lambda m: [(fx.CNT_DEF_CONDS, 1)]),
    (_DEF_IS + r"(" + COND_RE + r")", lambda m: [(_cond_code(m.group(1)), 1)]),
    (DEF + r" (?:is not|isn't) (" + COND_RE + r")", lambda m: [(_cond_code(m.group(1)), -1)]),
    (DEF + r" (?:is not|isn't) a pokémon(?:-ex| ex)", lambda m: [(fx.CNT_DEF_PRIZE, -2)]),
    (DEF + r" has any energy (?:cards )?attached(?: to it)?", lambda m: [(fx.CNT_DEF_ENERGY, 1)]),
    # (the modern wording only: no SV or ME Pokémon has two types; the kernel reads the first printed)
    (r"your opponent's active pokémon is an? (" + TYPES + r") pokémon",
     lambda m: [(_cnt_arg(fx.CNT_DEF_TYPE, _type(m.group(1))), 1)]),
    (ME + r" " + _DAMAGED, lambda m: [(fx.CNT_SELF_DAMAGE, 1)]),
    (_ME_HAS + r"no damage counters on it", lambda m: [(fx.CNT_SELF_DAMAGE, -1)]),
    (_ME_HAS + r"at least (\d+) damage counters on it", lambda m: [(fx.CNT_SELF_DAMAGE, int(m.group(1)))]),
    (_ME_HAS + r"any special energy (?:cards )?attached(?: to it)?", lambda m: [(fx.CNT_SELF_SPECIAL_ENERGY, 1)]),
    (_ME_HAS + r"any (" + TYPES + r") energy attached(?: to it)?",
     lambda m: [(_cnt_arg(fx.CNT_SELF_ENERGY, _type(m.group(1))), 1)]),
    (_ME_HAS + r"at least (\d+) (" + TYPES + r") energy attached(?: to it)?",
     lambda m: [(_cnt_arg(fx.CNT_SELF_ENERGY, _type(m.group(2))), int(m.group(1)))]),
    (r"(?:there is any stadium card|there is a stadium|a stadium is) in play", lambda m: [(fx.CNT_STADIUM, 1)]),
    (r"(?:there is no stadium|no stadium is) in play", lambda m: [(fx.CNT_STADIUM, -1)]),
    (r"you have a stadium in play", lambda m: [(fx.CNT_OWN_STADIUM, 1)]),
    (r"your opponent has (\d+) or fewer prize cards remaining", lambda m: [(fx.CNT_OPP_PRIZES_LEFT, -(int(m.group(1)) + 1))]),
    (r"your opponent has only 1 prize card left", lambda m: [(fx.CNT_OPP_PRIZES_LEFT, -2)]),
    (r"you have more prize cards (?:remaining|left) than your opponent", lambda m: [(fx.CNT_PRIZE_LEAD, 1)]),
    (r"you have (?:fewer|less) prize cards (?:remaining|left) than your opponent", lambda m: [(fx.CNT_PRIZE_LEAD, 0)]),
    (r"your benched pokémon have any damage counters on them", lambda m: [(fx.CNT_OWN_BENCH_DAMAGED, 1)]),
    (r"your opponent has (\d+) or fewer cards in (?:their|his or her) hand", lambda m: [(fx.CNT_OPP_HAND, -(int(m.group(1)) + 1))]),
    (r"your opponent has (\d+) or more cards in (?:their|his or her) hand", lambda m: [(fx.CNT_OPP_HAND, int(m.group(1)))]),
    (r"you have no cards in your hand", lambda m: [(fx.CNT_OWN_HAND, -1)]),
    (r"you have (\d+) or fewer benched pokémon", lambda m: [(fx.CNT_OWN_BENCH, -(int(m.group(1)) + 1))]),
    (r"you don't have any benched pokémon", lambda m: [(fx.CNT_OWN_BENCH, -1)]),
    (r"you played a supporter card from your hand during this turn", lambda m: [(fx.CNT_OWN_SUPPORTERS_TURN, 1)]),
    (r"you have the same number of cards in your hand as your opponent",
     lambda m: [(fx.CNT_HAND_LEAD, -1), (fx.CNT_HAND_TRAIL, -1)]),
    (r"you have more cards in your hand than your opponent", lambda m: [(fx.CNT_HAND_LEAD, 1)]),
    (ME + r" is affected by a special condition", lambda m: [(fx.CNT_SELF_CONDS, 1)]),
    (ME + r" is (" + COND_RE + r")", lambda m: [(fx.CNT_SELF_COND + CONDS[m.group(1)], 1)]),
    (r"any of your pokémon were knocked out by damage from an attack during your opponent's last turn",
     lambda m: [(fx.CNT_OWN_KO_LAST_TURN, 1)]),
    # any Knock Out, whatever its cause (the count's argument 0; as the Trainers' wording)
    (r"any of your pokémon were knocked out during your opponent's last turn",
     lambda m: [(_cnt_arg(fx.CNT_OWN_KO_LAST_TURN, 0), 1)]),
    (r"you have (?:less|fewer) than (\d+) cards in your hand", lambda m: [(fx.CNT_OWN_HAND, -int(m.group(1)))]),
    # EX era: a Supporter "in play" stays next to the Active Pokémon through the turn it was played
    (r"you have any supporter cards? in play", lambda m: [(fx.CNT_OWN_SUPPORTERS_TURN, 1)]),
    (ME + r" moved from your bench to the active spot this turn", lambda m: [(fx.CNT_SELF_MOVED_UP, 1)]),
    (ME + r" didn't move from the bench to the active spot this turn", lambda m: [(fx.CNT_SELF_MOVED_UP, -1)]),
    (r"your opponent has (\d+) or more benched pokémon", lambda m: [(fx.CNT_OPP_BENCH, int(m.group(1)))]),
    (_ME_HAS + r"(\d+) or more damage counters on it", lambda m: [(fx.CNT_SELF_DAMAGE, int(m.group(1)))]),
    (_ME_HAS + r"(\d+) or more (" + TYPES + r") energy attached(?: to it)?",
     lambda m: [(_cnt_arg(fx.CNT_SELF_ENERGY, _type(m.group(2))), int(m.group(1)))]),
    (r"your opponent has exactly (\d+) prize cards? remaining",
     lambda m: [(fx.CNT_OPP_PRIZES_LEFT, int(m.group(1))), (fx.CNT_OPP_PRIZES_LEFT, -(int(m.group(1)) + 1))]),
    (r"your opponent has no benched pokémon", lambda m: [(fx.CNT_OPP_BENCH, -1)]),
    (r"there are (\d+) or fewer cards in your deck", lambda m: [(fx.CNT_OWN_DECK, -(int(m.group(1)) + 1))]),
]
_BOARD_CONDS_RE = [(re.compile(p), b) for p, b in _BOARD_CONDS]
_BOARD_WRAP = re.compile(r"if ([^,.]+), ")


def _board_cond(text: str) -> list[tuple[int, int]] | None:
    for pat, build in _BOARD_CONDS_RE:
        m = pat.fullmatch(text)
        if m:
            return build(m)
    return None


def _wrap_board(tests: list[tuple[int, int]], rows: Rows) -> Rows:
    """Rows run only when every (count, at_least) test holds (innermost test last)."""
    for code, at_least in reversed(tests):
        rows = [["SKIP_UNLESS_COUNT", code, at_least, len(rows)]] + rows
    return rows


#: "for each <thing>" / "times the number of <thing>": (regex, builder(match) -> (count, arg))
_PER_COUNTS: list[tuple[str, Callable[[re.Match], tuple[int, int]]]] = [
    (r"prize cards? your opponent has taken", lambda m: (fx.CNT_OPP_PRIZES_TAKEN, fx.ANY)),
    (r"prize cards? you have taken", lambda m: (fx.CNT_OWN_PRIZES_TAKEN, fx.ANY)),
    (r"cards? in your opponent's hand", lambda m: (fx.CNT_OPP_HAND, fx.ANY)),
    (r"cards? in your hand", lambda m: (fx.CNT_OWN_HAND, fx.ANY)),
    (r"(?:(" + TYPES + r") )?energy attached to all of your opponent's pokémon",
     lambda m: (fx.CNT_OPP_ENERGY_ALL, _type(m.group(1)))),
    (r"(?:(" + TYPES + r") )?energy attached to all of your pokémon(?: \(including " + ME + r"\))?",
     lambda m: (fx.CNT_OWN_ENERGY_ALL, _type(m.group(1)))),
    (r"colorless in your opponent's active pokémon's retreat cost", lambda m: (fx.CNT_DEF_RETREAT, fx.ANY)),
    (r"special conditions? affecting " + DEF, lambda m: (fx.CNT_DEF_CONDS, fx.ANY)),
    (r"(" + TYPES + r") pokémon in your discard pile",
     lambda m: (fx.CNT_OWN_DISCARD_KIND, fx.KIND_POKEMON_OF_TYPE + _type(m.group(1)))),
    (r"pokémon in your discard pile|basic pokémon and each evolution card in your discard pile",
     lambda m: (fx.CNT_OWN_DISCARD_KIND, fx.KIND_POKEMON)),
    (r"basic (" + TYPES + r") energy card in your discard pile",
     lambda m: (fx.CNT_OWN_DISCARD_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + _type(m.group(1)))),
    (r"energy card in your discard pile", lambda m: (fx.CNT_OWN_DISCARD_KIND, fx.KIND_ENERGY)),
    (r"basic energy card in your opponent's discard pile", lambda m: (fx.CNT_OPP_DISCARD_KIND, fx.KIND_BASIC_ENERGY)),
    (r"energy card in your opponent's discard pile", lambda m: (fx.CNT_OPP_DISCARD_KIND, fx.KIND_ENERGY)),
    (r"item card in your opponent's discard pile", lambda m: (fx.CNT_OPP_DISCARD_KIND, fx.KIND_ITEM)),
    (r"supporter card in your discard pile", lambda m: (fx.CNT_OWN_DISCARD_KIND, fx.KIND_SUPPORTER)),
    # a Pokémon's type: the kernel reads the first printed (EX-era dual types: the first)
    (r"of your (" + TYPES + r") pokémon in play", lambda m: (fx.CNT_OWN_TYPE_IN_PLAY, _type(m.group(1)))),
    (r"of your benched (" + TYPES + r") pokémon", lambda m: (fx.CNT_OWN_BENCH_TYPE, _type(m.group(1)))),
]
_PER_COUNTS_RE = [(re.compile(p), b) for p, b in _PER_COUNTS]


_TYPED_POKEMON_COUNTS = {fx.CNT_OWN_TYPE_IN_PLAY, fx.CNT_OWN_BENCH_TYPE}


#: "for each <thing>" read as several counts: (regex, builder(match) -> [(count, arg, sign), ...])
_PER_MULTI_RE: list = []


def _per_count_rows(what: str, a: int, ctx: Ctx | None = None) -> Rows | None:
    for pat, build in _PER_MULTI_RE:
        m = pat.fullmatch(what)
        if m:
            return [["DMG_ADD_PER_COUNT", a * sign, code, arg] for code, arg, sign in build(m)]
    for pat, build in _PER_COUNTS_RE:
        m = pat.fullmatch(what)
        if m:
            code, arg = build(m)
            typed = code in _TYPED_POKEMON_COUNTS or (
                code in (fx.CNT_OWN_DISCARD_KIND, fx.CNT_OPP_DISCARD_KIND) and fx.KIND_POKEMON_OF_TYPE <= arg < fx.KIND_BASIC_ENERGY_OF_TYPE)
            if typed and (ctx is None or ctx.ex_era):
                return None  # a Pokémon's type: two-typed EX-era Pokémon count for either (the kernel reads one)
            return [["DMG_ADD_PER_COUNT", a, code, arg]]
    return None


# "this Pokémon can't attack / can't use <this attack>": a lock on the acting Pokémon
const(r"(?:during your next turn, " + ME + r" can't (?:attack|use attacks)|" + ME + r" can't attack during your next turn)" + END,
      "post", [["SELF_LOCK_NEXT", 0]])


@rec(r"(?:during your next turn, " + ME + r" can't use ([^.]+?)|" + ME + r" can't use ([^.]+?) during your next turn)" + END, "post")
def _lock_this_attack(m, c):
    # only the attack being used (its program is what the lock names)
    return [["SELF_LOCK_NEXT", 1]] if (m.group(1) or m.group(2)) == c.name and c.name else None


@rec(ME + r" can't use ([^.]+?) again until it leaves the active spot" + END, "post")
def _lock_until_leaves(m, c):
    return [["SELF_LOCK_NEXT", 2]] if m.group(1) == c.name and c.name else None


_NOT_AFFECTED = r"this attack's damage (?:isn't|is not) affected by "
const(_NOT_AFFECTED + r"resistance" + END, "pre", [["NO_WEAKNESS_RESISTANCE", fx.IGNORE_RESISTANCE]])
const(_NOT_AFFECTED + r"weakness" + END, "pre", [["NO_WEAKNESS_RESISTANCE", fx.IGNORE_WEAKNESS]])
const(_NOT_AFFECTED + r"any effects on (?:your opponent's active pokémon|the defending pokémon)" + END,
      "pre", [["NO_WEAKNESS_RESISTANCE", fx.IGNORE_DEF_EFFECTS]])
const(_NOT_AFFECTED + r"(?:weakness or resistance, or by any effects on your opponent's active pokémon"
      r"|weakness, resistance, poké-powers, poké-bodies,? or any other effects on the defending pokémon)" + END,
      "pre", [["NO_WEAKNESS_RESISTANCE", fx.IGNORE_WEAKNESS | fx.IGNORE_RESISTANCE | fx.IGNORE_DEF_EFFECTS]])
const(_NOT_AFFECTED + r"resistance, poké-powers, poké-bodies,? or any other effects on the defending pokémon" + END,
      "pre", [["NO_WEAKNESS_RESISTANCE", fx.IGNORE_RESISTANCE | fx.IGNORE_DEF_EFFECTS]])


@rec(r"(?:heal (\d+) damage from each of your pokémon|remove (\d+|an?) damage counters? from each of your pokémon"
     r"(?:,? including " + ME + r"| \(including " + ME + r"\))?)" + END, "post")
def _heal_each_own(m, c):
    amount = int(m.group(1)) if m.group(1) else 10 * _n(m.group(2))
    return [["HEAL", amount, fx.EACH_OWN]]


# "N damage to 1 of your opponent's Pokémon" (the Active included): only where the attack prints
# no damage of its own (the text is the whole of its damage)
@rec(r"(?:this attack )?does (\d+) damage to 1 of your opponent's pokémon" + END
     + r"|choose 1 of your opponent's pokémon" + END + r"this attack does (\d+) damage to that pokémon" + END, "post")
def _damage_any_opp(m, c):
    return None if c.damaging else [["BENCH_DAMAGE", int(m.group(1) or m.group(2)), fx.BENCH_OPP_ANY_ONE]]


@rec(r"(you may )?discard (?:a|any) stadium(?: card)? in play" + END, "post")
def _discard_stadium(m, c):
    return [["DISCARD_STADIUM", 1 if m.group(1) else 0]]


const(NEXT + r", (?:they|your opponent) can't play any item cards from (?:their|his or her) hand" + END,
      "post", [["OPP_NO_TRAINERS_NEXT", 1]])
const(r"your opponent can't play any trainer cards \(except for supporter cards\) from (?:his or her|their) hand " + NEXT + END,
      "post", [["OPP_NO_TRAINERS_NEXT", 2]])


# Drawing is never a loss here (RULES.md §2), so "you may draw" always draws.
@rec(r"(?:you may )?draw cards until you have (\d+) cards in your hand" + END, "post")
def _draw_until(m, c):
    return [["DRAW", int(m.group(1)), 1]]


@rec(r"discard the top (?:card|(\d+) cards) (?:of|from) your deck" + END, "post")
def _mill_own(m, c):
    return [["MILL_OPP", int(m.group(1) or 1), 1]]


# search your deck for up to N basic [type] Energy cards and attach them to your Pokémon in any way
# you like (each card to a Pokémon the player picks).  Only a typed search: with any type the
# kernel takes the first basic Energy card in the deck, not the one the player would pick.
@rec(r"search your deck for (?:up to (\d+)|an?) basic (" + TYPES + r") energy cards? and attach (?:it|them) to "
     r"(your pokémon in any way you like|1 of your pokémon)" + END + OPT_SHUFFLE, "post")
def _search_attach_any(m, c):
    n = int(m.group(1) or 1)
    if n > 1 and m.group(3) == "1 of your pokémon":
        return None  # all of them to one Pokémon: ATTACH_ENERGY_ANY picks a target per card
    return [["ATTACH_ENERGY_ANY", n, fx.FROM_DECK, _type(m.group(2))]]


# the whole damage the attack did (after Weakness, Resistance and protections) comes off the attacker
const(r"(?:heal from " + ME + r" the same amount of damage you did to your opponent's active pokémon"
      r"|after your attack, remove from " + ME + r" the number of damage counters equal to the damage you did to "
      r"the defending pokémon)" + END, "post", [["HEAL_DAMAGE_DONE", 1]])
# information only: the simulated players do not read the opponent's hand
const(r"(?:your opponent reveals (?:their|his or her) hand|look at your opponent's hand)" + END + r"(?=$)", "none", [])


# Damage counters put by an attack are not damage: no Weakness, Resistance or damage protection.
_COUNTER_TARGETS = {
    "your opponent's active pokémon": fx.BENCH_DEF,
    "the defending pokémon": fx.BENCH_DEF,
    "1 of your opponent's pokémon": fx.BENCH_OPP_ANY_ONE,
    "1 of your opponent's benched pokémon": fx.BENCH_OPP_ONE,
    "each of your opponent's pokémon": fx.BENCH_OPP_EVERY,
    "each of your opponent's benched pokémon": fx.BENCH_OPP_ALL,
}


@rec(r"put (\d+|an?) damage counters? on (" + "|".join(_COUNTER_TARGETS) + r")" + END, "post")
def _put_counters(m, c):
    return [["PUT_COUNTERS", 10 * _n(m.group(1)), _COUNTER_TARGETS[m.group(2)]]]


const(_NOT_AFFECTED + r"(?:weakness or resistance, or by any effects on that pokémon"
      r"|weakness, resistance, poké-powers, poké-bodies,? or any other effects on that pokémon)" + END,
      "pre", [["NO_WEAKNESS_RESISTANCE", fx.IGNORE_WEAKNESS | fx.IGNORE_RESISTANCE | fx.IGNORE_DEF_EFFECTS]])


@rec(r"move (an|all|\d+) (?:(" + TYPES + r") )?energy from " + ME + r" to 1 of your benched pokémon" + END, "post")
def _move_to_bench(m, c):
    n = 0 if m.group(1) == "all" else _n(m.group(1))
    if n == 0 and m.group(2):
        return None  # "all <type> Energy": the kernel moves all, of any type
    return [["MOVE_OWN_ENERGY", n, 0, _type(m.group(2))]]


@rec(r"(?:put|return) (an|\d+) (?:(" + TYPES + r") )?energy(?: cards?)? attached to " + ME + r" (?:into|to) your hand" + END, "post")
def _energy_to_hand(m, c):
    return [["MOVE_OWN_ENERGY", _n(m.group(1)), 1, _type(m.group(2))]]


@rec(r"your opponent discards (a card|\d+ cards) from (?:their|his or her) hand" + END, "post")
def _opp_discards(m, c):
    n = 1 if m.group(1) == "a card" else int(m.group(1).split()[0])
    return [["DISCARD_HAND", n, fx.KIND_ANY, fx.OPP]]


_EVOLVES = r"search your deck for a card that evolves from "
_COUNTS_AS = r"(?:\(this counts as evolving (?:" + ME + r"|that pokémon)\.\)\s*)?"


@rec(r"(?:" + _EVOLVES + ME + r" and put it on(?:to)? " + ME + r"(?: to evolve it)?"
     r"|" + _EVOLVES + r"(1) of your pokémon and put it on(?:to)? that pokémon(?: to evolve it)?)" + END + _COUNTS_AS + OPT_SHUFFLE,
     "post")
def _evolve_from_deck(m, c):
    return [["EVOLVE_FROM_DECK", 1 if m.group(1) else 0]]


const(r"if you go second, you can't use this attack during your first turn" + END, "req", [["REQ_NOT_TURN", 2]])


_TRAINER_KINDS = {"item": fx.KIND_ITEM, "supporter": fx.KIND_SUPPORTER, "stadium": fx.KIND_STADIUM}


@rec(r"put an? (item|supporter|stadium) card" + _FROM_DISCARD_TO_HAND, "post")
def _recover_trainer_kind(m, c):
    return [["RECOVER", 1, _TRAINER_KINDS[m.group(1)], fx.TO_HAND]]


const(r"(?:discard the top card of each player's deck|each player discards the top card of (?:his or her|their) deck)" + END,
      "post", [["MILL_OPP", 1], ["MILL_OPP", 1, 1]])
# "it": the Defending Pokémon a board condition just named
const(r"it can't attack during your opponent's next turn" + END, "post", [["DEF_CANT_ATTACK_NEXT"]])


@rec(r"put (?:an? (basic energy|energy|pokémon) card|up to (\d+) (item) cards)" + _FROM_DISCARD_TO_HAND, "post")
def _recover_more_kinds(m, c):
    if m.group(1):
        kind = {"basic energy": fx.KIND_BASIC_ENERGY, "energy": fx.KIND_ENERGY, "pokémon": fx.KIND_POKEMON}[m.group(1)]
        return [["RECOVER", 1, kind, fx.TO_HAND]]
    return [["RECOVER", int(m.group(2)), fx.KIND_ITEM, fx.TO_HAND]]


# Drawing is never a loss here (RULES.md §2): "you may draw" draws.
@rec(r"you may draw " + NUM + r" cards?" + END, "post")
def _may_draw(m, c):
    return [["DRAW", _n(m.group(1))]]


const(r"discard all energy (?:cards )?(?:attached to|from) " + DEF + END, "post", [["DISCARD_ENERGY", 0, fx.OPP, fx.ANY]])


@rec(NEXT + r", prevent all damage done to " + ME + r" by attacks from basic (non-colorless )?pokémon" + END, "post")
def _prevent_from_basic(m, c):
    return [["PREVENT_DAMAGE_NEXT", 0, 0, 2 if m.group(1) else 1]]


@rec(r"put (\d+) damage counters on your opponent's (benched )?pokémon in any way you like" + END, "post")
def _spread_counters(m, c):
    return [["PUT_COUNTERS", 10 * int(m.group(1)), fx.BENCH_OPP_SPREAD if m.group(2) else fx.BENCH_OPP_SPREAD_ANY]]


@rec(NEXT + r", if " + ME + r" is damaged by an attack \(even if (?:it|" + ME + r") is knocked out\), put "
     r"(?:(\d+) damage counters on the attacking pokémon|damage counters on the attacking pokémon equal to the damage done to "
     + ME + r")" + END, "post")
def _retaliate(m, c):
    return [["RETALIATE_NEXT", 10 * int(m.group(1)) if m.group(1) else 0]]


# after a switch of the opponent's Active (a row of its own): the new one, if there is one (the
# opponent had a Benched Pokémon: the switch leaves the count as it was)
def _if_new_active(rows: Rows) -> Rows:
    return [["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, 1, len(rows)]] + rows


@rec(r"this attack does (\d+) damage to the new active pokémon" + END, "post")
def _damage_new_active(m, c):
    return None if c.damaging else _if_new_active([["DMG_SET", int(m.group(1))], ["DAMAGE"]])


@rec(r"the new (?:active|defending) pokémon is now " + _COND_LIST + END, "post")
def _cond_new_active(m, c):
    return _if_new_active(_conds(m.group(1), fx.OPP))


const(r"your opponent chooses 1 of (?:their|his or her) benched pokémon and switches it with (?:their|his or her) active pokémon"
      + END, "post", [["GUST", fx.OPP]])
const(r"put a pokémon from your discard pile onto your bench" + END, "post", [["REVIVE", fx.SELF, 0]])


@rec(r"this attack does (\d+) less damage for each ([^.]*?)" + END, "pre")
def _less_per(m, c):
    if m.group(2).startswith("damage counter on " + ME):
        return None  # DMG_SUB_PER_DAMAGE's wording
    return _per_rows(m.group(2), -int(m.group(1)), c)


# typed basic Energy to your (Benched) Pokémon in any way you like, or to 1 of your Benched Pokémon
@rec(r"(?:attach (?:up to (\d+)|an?) basic (" + TYPES + r") energy cards? from your (discard pile|hand)"
     r"|search your (deck) for (?:up to (\d+)|an?) basic (" + TYPES + r") energy cards? and attach (?:it|them))"
     r" to (your benched pokémon in any way you like|your pokémon in any way you like|1 of your benched pokémon)" + END + OPT_SHUFFLE,
     "post")
def _attach_spread(m, c):
    n = int(m.group(1) or m.group(5) or 1)
    where = m.group(7)
    if where == "1 of your benched pokémon" and n > 1:
        return None  # all of them to one Pokémon: ATTACH_ENERGY_ANY picks a target per card
    source = _ENERGY_SOURCES[m.group(3) or m.group(4)] + (fx.TO_BENCH_ONLY if "benched" in where else 0)
    return [["ATTACH_ENERGY_ANY", n, source, _type(m.group(2) or m.group(6))]]


@rec(r"this attack does (\d+) damage for each of your " + ME + r" in play" + END, "pre")
def _per_own_name(m, c):
    return [["DMG_SET", 0], ["DMG_ADD_PER_NAMED", int(m.group(1)), fx.SELF, c.card]] if c.card else None


const(r"discard a special energy (?:card, if any, attached to the defending pokémon|from " + DEF + r")" + END,
      "post", [["DISCARD_ENERGY", 1, fx.OPP, fx.ENERGY_SPECIAL]])


# "during your next turn, this Pokémon's X attack does N more damage (before Weakness and
# Resistance)": X's base damage is N more then; only for an X whose printed damage is plain or
# "+" (a "×" attack sets its damage in its own rows)
@rec(r"during your next turn, " + ME + r"'s ([^.]+?) attack does (\d+) more damage \(before applying weakness and resistance\)"
     + END, "post")
def _next_turn_more(m, c):
    if m.group(1) not in c.attack_names:
        return None
    j = c.attack_names.index(m.group(1))
    dm = re.fullmatch(r"(\d+)\+?", c.attack_damages[j]) if j < len(c.attack_damages) else None
    return [["NEXT_TURN_BASE_DAMAGE", j, int(dm.group(1)) + int(m.group(2))]] if dm else None


const(r"(?:during your next turn, " + ME + r" can't retreat|" + ME + r" can't retreat during your next turn)" + END,
      "post", [["SELF_LOCK_NEXT", 3]])
const(r"if you go first, you can use this attack during your first turn" + END, "req", [["FIRST_TURN_OK"]])
const(r"you can use this attack only if you go second, and only during your first turn" + END, "req", [["REQ_NOT_TURN", 2, 1]])


@rec(r"this attack does (\d+) damage to 2 of your opponent's pokémon" + END, "post")
def _damage_any_two(m, c):
    return None if c.damaging else [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ANY_TWO]]


const(_NOT_AFFECTED + r"weakness or resistance, or by any effects on those pokémon" + END,
      "pre", [["NO_WEAKNESS_RESISTANCE", fx.IGNORE_WEAKNESS | fx.IGNORE_RESISTANCE | fx.IGNORE_DEF_EFFECTS]])
# a random card from the opponent's hand goes back into their deck (looking at it changes nothing here)
const(r"(?:choose 1 card from your opponent's hand without looking" + END + r"look at the card you chose, then have your "
      r"opponent shuffle that card into (?:his or her|their) deck"
      r"|choose a random card from your opponent's hand" + END + r"your opponent reveals that card and shuffles it into "
      r"their deck)" + END, "post", [["OPP_DISCARD_HAND_RANDOM", 1, 1]])


# "if you don't have exactly N cards in your hand / as many as your opponent, this attack does
# nothing": STOP when fewer, STOP when more
@rec(r"if you don't have (?:exactly (\d+) cards in your hand|the same number of cards in your hand as your opponent), "
     r"this attack does nothing" + END, "pre")
def _unless_hand_exactly(m, c):
    if m.group(1):
        n = int(m.group(1))
        return [["SKIP_UNLESS_COUNT", fx.CNT_OWN_HAND, -n, 1], ["STOP"], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_HAND, n + 1, 1], ["STOP"]]
    return [["SKIP_UNLESS_COUNT", fx.CNT_HAND_LEAD, 1, 1], ["STOP"], ["SKIP_UNLESS_COUNT", fx.CNT_HAND_TRAIL, 1, 1], ["STOP"]]


@rec(r"draw cards until you have the same number of cards in your hand as your opponent(?: has in (?:his or her|their) hand)?"
     + END, "post")
def _draw_as_many(m, c):
    return [["DRAW", 0, 2]]


_DAMAGED_BENCH = r" that (?:has|have) any damage counters on (?:it|them)"


@rec(r"(?:this attack )?(?:also )?does (\d+) damage to (1|each) of your opponent's benched pokémon" + _DAMAGED_BENCH + END, "post")
def _bench_damaged(m, c):
    return [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ONE_DAMAGED if m.group(2) == "1" else fx.BENCH_OPP_ALL_DAMAGED]]


@rec(r"put (\d+|an?) damage counters? on each of your opponent's (benched )?pokémon"
     r"(?: that (?:already )?(?:has|have) (?:any )?damage counters on (?:it|them))" + END, "post")
def _counters_damaged(m, c):
    return [["PUT_COUNTERS", 10 * _n(m.group(1)), fx.BENCH_OPP_ALL_DAMAGED if m.group(2) else fx.BENCH_OPP_EVERY_DAMAGED]]


@rec(r"heal (\d+) damage from 1 of your benched pokémon" + END, "post")
def _heal_benched(m, c):
    return [["HEAL_ANY_OWN", int(m.group(1)), 1]]


# --- driver -----------------------------------------------------------------------

_COND_WRAP = re.compile(r"if (?:(heads|tails)|either of the coins is (heads)|both (?:of them |coins )?are (heads|tails)), ")
_COUNT_WRAP = re.compile(r"if (\d+|all) of them (?:is|are) heads, ")
_SENT = re.compile(r"[^.]*\.\s*")


_FAIL: list[str] = []  # where the last failed parse stopped (for first_unrecognized)

#: Rows a Trainer recogniser may lend a power's body: none of them reads SELF (a Trainer's
#: SELF is the Active, a power's the Pokémon with the power) nor the card being played
#: (REQ_HAND counts the Trainer itself in the hand).
POWER_SAFE_TRAINER_OPS = {
    "DRAW", "SEARCH_DECK", "RECOVER", "LOOK_TOP", "HAND_BOTTOM_DRAW", "SHUFFLE_DECK", "SHUFFLE_HAND_DRAW", "GUST",
    "MILL_OPP", "OPP_DISCARD_HAND_RANDOM", "REQ_DECK", "REQ_HAND_KIND", "REQ_DISCARD", "REQ_OPP_BENCH",
    "REQ_OWN_BENCH", "REQ_BENCH_SPACE", "REQ_COUNT", "FLIP", "SKIP_UNLESS_HEADS", "SKIP_UNLESS_TAILS", "SKIP",
    "SKIP_UNLESS_COUNT",
}


def _parse(text: str, ctx: Ctx) -> list[tuple[str, Rows]] | None:
    """Consume ``text`` entirely into (role, rows) segments, or None."""
    pos, segs = 0, []
    _FAIL[:] = []
    n = len(text)
    while pos < n:
        m = _COND_WRAP.match(text, pos)
        mk = None if m else _COUNT_WRAP.match(text, pos)
        if m or mk:
            mm = m or mk
            sm = _SENT.match(text, mm.end())
            if not sm:
                return None
            if m:
                side = m.group(1) or m.group(2) or m.group(3)
                op = "SKIP_UNLESS_HEADS" if side == "heads" else "SKIP_UNLESS_TAILS"
                need = 2 if m.group(3) else 1  # "both ... are heads": 2 heads; "either ... is heads": 1

                def header(n, op=op, need=need):
                    return [[op, need, n]]
            else:
                # "if N of them is/are heads" after flipping F coins: exactly N (H >= N and T >= F - N)
                flips = [r[1] for _rl, rs in segs for r in rs if r[0] == "FLIP"]
                if not flips or flips[-1] <= 0:
                    return None
                f = flips[-1]
                k = f if mk.group(1) == "all" else int(mk.group(1))
                if not 0 < k <= f:
                    return None

                def header(n, f=f, k=k):
                    if k == f:
                        return [["SKIP_UNLESS_HEADS", k, n]]
                    return [["SKIP_UNLESS_HEADS", k, n + 1], ["SKIP_UNLESS_TAILS", f - k, n]]
            inner = _parse(text[mm.end():sm.end()], ctx)
            if inner is None:
                return None
            rows = [r for _role, rs in inner for r in rs]
            roles = {role for role, _ in inner}
            role = "post" if "post" in roles else "pre"
            if any(r[0] in fx.REQUIREMENTS for r in rows) or "flip" in roles:
                return None
            pre = [r for rl, rs in inner if rl == "pre" for r in rs]
            post = [r for rl, rs in inner if rl == "post" for r in rs]
            if pre and post:
                # damage modifiers before DAMAGE, the rest after it: each under the same coins
                segs.append(("pre", header(len(pre)) + pre))
                segs.append(("post", header(len(post)) + post))
            elif rows:
                segs.append((role, header(len(rows)) + rows))
            pos = sm.end()
            continue
        best = None  # the longest match wins, so specific wordings beat generic pieces
        for r in RECS:
            borrowed = False  # a power's body reads as an attack's, and as a Trainer's where no
            if ctx.kind not in r.kinds:  # row depends on what SELF means (recognize_power.py)
                if ctx.kind != "power" or not ("attack" in r.kinds or "trainer" in r.kinds):
                    continue
                borrowed = "attack" not in r.kinds
            m = r.pattern.match(text, pos)
            if not m or m.end() == pos or (best and m.end() <= best[0]):
                continue
            rows = r.build(m, ctx)
            if rows is not None and borrowed and not all(row[0] in POWER_SAFE_TRAINER_OPS for row in rows):
                rows = None
            if rows is not None:
                best = (m.end(), r.role, rows)
        if best is None:
            wrapped = _parse_board_wrap(text, pos, ctx)
            if wrapped is None:
                wrapped = _parse_and_split(text, pos, ctx)
            if wrapped is None:
                _FAIL[:] = [text[pos:]]
                return None
            pos, wsegs = wrapped
            segs.extend(wsegs)
            continue
        segs.append((best[1], best[2]))
        pos = best[0]
    return segs


def _parse_and_split(text: str, pos: int, ctx: Ctx) -> tuple[int, list[tuple[str, Rows]]] | None:
    """"X, and Y." at pos as the two sentences "X." and "Y." (each recognised on its own)."""
    sm = _SENT.match(text, pos)
    if not sm or ", and " not in sm.group(0):
        return None
    sentence = sm.group(0)
    inner = _parse(sentence.replace(", and ", ". ", 1), ctx)
    if inner is None:
        return None
    return sm.end(), inner


def _parse_board_wrap(text: str, pos: int, ctx: Ctx) -> tuple[int, list[tuple[str, Rows]]] | None:
    """"if <board condition>, <clause>." at pos: (end, [(role, rows)]) or None."""
    m = _BOARD_WRAP.match(text, pos)
    if not m:
        return None
    tests = _board_cond(m.group(1))
    sm = _SENT.match(text, m.end())
    if tests is None or not sm:
        return None
    clause = text[m.end():sm.end()]
    inner = _parse(clause, ctx)
    if inner is None and ", and " in clause:
        # "this attack does N more damage, and discard ...": two sentences under one condition
        inner = _parse(clause.replace(", and ", ". ", 1), ctx)
    if inner is None:
        return None
    rows = [r for _role, rs in inner for r in rs]
    roles = {role for role, _ in inner}
    if not rows or any(r[0] in fx.REQUIREMENTS for r in rows) or "flip" in roles or "none" in roles:
        return None
    pre = [r for role, rs in inner if role == "pre" for r in rs]
    post = [r for role, rs in inner if role == "post" for r in rs]
    if pre and post:
        # the condition is tested before the damage and again after it: only for a condition
        # the damage can't change
        if any(code == fx.CNT_DEF_DAMAGE for code, _ in tests):
            return None
        return sm.end(), [("pre", _wrap_board(tests, pre)), ("post", _wrap_board(tests, post))]
    return sm.end(), [("post" if post else "pre", _wrap_board(tests, rows))]


def _assemble(segs: list[tuple[str, Rows]], ctx: Ctx) -> Rows:
    """Segments -> one program: requirements first, then pre rows, DAMAGE, post rows."""
    req = [r for role, rows in segs if role == "req" for r in rows]
    body = [(role, rows) for role, rows in segs if role not in ("req", "none")]
    # Pre rows go before DAMAGE wherever the text has them; a flip goes before DAMAGE
    # unless an after-damage effect precedes it in the text.
    before, after, seen_post = [], [], False
    for role, rows in body:
        if role == "pre" or (role == "flip" and not seen_post):
            before.append((role, rows))
        else:
            seen_post = seen_post or role == "post"
            after.append((role, rows))
    out = list(req) + [r for _, rows in before for r in rows]
    if ctx.damaging:
        out.append(["DAMAGE"])
    out += [r for _, rows in after for r in rows]
    # Requirements that a Trainer's own rows carry (e.g. Switch) go to the front too.
    reqs = [r for r in out if r[0] in fx.REQUIREMENTS]
    rest = [r for r in out if r[0] not in fx.REQUIREMENTS]
    return reqs + rest


def normalize(text: str, name: str | None = None) -> str:
    t = text.replace("\u2019", "'").replace("\u2018", "'").replace("×", "x").replace("\u2014", "-")
    t = re.sub(r"\s+", " ", t).strip().lower()
    if name:
        nm = re.sub(r"\s+", " ", name.replace("\u2019", "'")).strip().lower()
        # EX-era δ (Delta Species) and ★ cards: their text says "Latias", "Groudon Star"
        bare = re.sub(r"\s*[δ★]", "", nm).strip()
        forms = [nm] + ([bare + " star", bare] if bare != nm else [])
        for form in forms:
            if form:
                t = re.sub(r"(?<![\w-])" + re.escape(form) + r"(?![\w-])", "this pokémon", t)
    # "X; if tails, Y." with one coin is the same as "X. if tails, Y."
    t = re.sub(r"; if (heads|tails),", r". if \1,", t)
    t = t.replace("if heads and if ", "if heads, if ")
    return t


def recognize_text(text: str, ctx: Ctx, name: str | None = None) -> Rows | None:
    """Program for one text, or None when some part of it is not recognised."""
    norm = normalize(text, name)
    if not norm:
        return [["DAMAGE"]] if ctx.damaging else []
    segs = _parse(norm, ctx)
    if segs is None:
        return None
    rows = _assemble(segs, ctx)
    fx.validate_program(rows)
    return rows


def first_unrecognized(text: str, ctx: Ctx, name: str | None = None) -> str | None:
    """The normalised text from where recognition stops (None when all of it is recognised)."""
    norm = normalize(text, name)
    if _parse(norm, ctx) is not None:
        return None
    return _FAIL[0] if _FAIL else norm


def _attack_ctx(raw_attack: dict, attack: Attack, names: tuple[str, ...] = ()) -> Ctx:
    dmg = str(raw_attack.get("damage") or "").strip()
    return Ctx(kind="attack", base=attack.damage, damaging=bool(dmg), cost=dict(attack.cost), attack_names=names,
               name=attack.name.lower())


def recognize_card(raw: dict, card: Card) -> None:
    """Fill ``effects``/``implemented`` of the card's attacks, powers and Trainer text in place."""
    from .handwritten import HANDWRITTEN

    name = raw.get("name") or card.name
    hand = HANDWRITTEN.get(card.id, {})
    hand_attacks = hand.get("attacks", {})
    raws = raw.get("attacks") or []
    for i, attack in enumerate(card.attacks):
        ra = raws[i] if i < len(raws) else {}
        text = (ra.get("text") or "").strip()
        ctx = _attack_ctx(ra, attack, tuple(a.name.lower() for a in card.attacks))
        ctx.card = name
        ctx.ex_era = card.id.startswith("ex")
        ctx.attack_damages = tuple(str(r.get("damage") or "").strip() for r in raws)
        if attack.name in hand_attacks:
            rows = hand_attacks[attack.name]
            attack.effects = [list(r) for r in rows] if rows is not None else []
            attack.implemented = rows is not None
            continue
        if not text:
            attack.effects, attack.implemented = [], True
            continue
        rows = recognize_text(text, ctx, name)
        if rows is None:
            attack.effects, attack.implemented = [], False
        else:
            attack.effects, attack.implemented = rows, True
    # Pokémon Powers of the classic sets: hand-written programs (handwritten.POWERS); the
    # later eras' Poké-Powers, Poké-Bodies and Abilities: recognize_power.py.
    from .handwritten import POWERS
    raw_powers = raw.get("abilities") or []
    for i, p in enumerate(card.powers):
        if i >= 1:
            # the card table holds one power per card (tables.py reads powers[:1]): a second
            # power would never run, so it stays unimplemented (two EX cards print one)
            p.effects, p.implemented = [], False
            continue
        if p.kind == "Pokémon Power":
            rows = POWERS.get((card.name, p.name))
        else:
            recognize_k15.RAW_ATTACKS[:] = raw.get("attacks") or []  # s31-k15: the printed costs (Delta Aura-like)
            rows = (recognize_power.recognize_power(raw_powers[i], name, len(raw.get("attacks") or []))
                    if i < len(raw_powers) else None)
        p.effects, p.implemented = ([list(r) for r in rows], True) if rows else ([], False)
    if card.supertype == "trainer":
        if "card" in hand:
            rows = hand["card"]
            card.effects = [list(r) for r in rows] if rows is not None else []
            card.implemented = rows is not None
            return
        if card.trainer_kind in ("tool", "technical-machine"):
            # Pokémon Tools: TOOL rows read while attached (recognize_tool.py); a Technical
            # Machine's holder uses the card's attack: implemented only when that attack is
            rows = recognize_tool.recognize_tool(raw.get("rules") or [], name)
            if rows and any(a.has_text and not a.implemented for a in card.attacks):
                rows = None
            card.effects, card.implemented = (rows, True) if rows else ([], False)
            return
        if card.trainer_kind == "stadium":
            # Stadiums: STADIUM rows read while in play, an action's body (recognize_stadium.py)
            rows = recognize_stadium.recognize_stadium(raw.get("rules") or [], name)
            card.effects, card.implemented = (rows, True) if rows else ([], False)
            return
        text = " ".join(r for r in (raw.get("rules") or []) if r)
        rows = recognize_text(text, Ctx(kind="trainer")) if text.strip() else None
        if rows and card.trainer_kind in recognize_trainer.NOT_PLAYABLE:
            rows = None  # TMs: no kernel support for their effects yet (Tools, Stadiums: above)
        rows = recognize_trainer.trainer_fixups(rows) if rows else rows
        card.effects, card.implemented = (rows, True) if rows else ([], False)
    elif card.supertype == "energy" and card.energy_kind == "special":
        if "card" in hand:
            rows = hand["card"]
            card.effects = [list(r) for r in rows] if rows is not None else []
            card.implemented = rows is not None
            return
        # Pure providers (Double Colorless Energy): the importer's `provides` is the whole effect.
        if card.name == "Double Colorless Energy" and card.provides:
            card.effects, card.implemented = [], True
            return
        # the others: what they provide and ENERGY rows read while attached (recognize_energy.py)
        got = recognize_energy.recognize_energy(raw.get("rules") or [], name)
        if got is None:
            card.effects, card.implemented = [], False
            return
        card.provides, card.effects = got
        card.implemented = True


def sentence_registrar(table: list):
    """A decorator ``@rec(pattern)`` that appends (compiled pattern, fn) to ``table``: the
    recogniser tables of the Tool and Special Energy readers (read by read_sentences)."""

    def rec_(pattern: str):
        def deco(fn):
            table.append((re.compile(pattern), fn))
            return fn
        return deco

    return rec_


def read_sentences(t: str, reminders, recs, build) -> Rows | None:
    """Consume the normalised text t piece by piece: a reminder pattern (no rows) or a
    recogniser (pattern, fn) at each position; ``build(fn, match, rows_so_far)`` gives the
    rows one match adds (None: not read; a ValueError: not read either).  The rows, or None
    when some piece is not read (the card then stays unimplemented).  The Tool and the
    Special Energy readers share it."""
    rows: Rows = []
    pos = 0
    while pos < len(t) and t[pos:].strip():
        for r in reminders:
            m = re.compile(r).match(t, pos)
            if m:
                pos = m.end()
                break
        else:
            for pat, fn in recs:
                m = pat.match(t, pos)
                if m:
                    try:
                        got = build(fn, m, rows)
                    except ValueError:
                        return None
                    if got is None:
                        return None
                    rows += got
                    pos = m.end()
                    break
            else:
                return None
    return rows


# The era-specific tables register themselves into RECS (they import the fragments above).
from . import recognize_attack, recognize_power, recognize_trainer  # noqa: E402,F401
from . import recognize_tool  # noqa: E402
from . import recognize_trainer2  # noqa: E402,F401
from . import recognize_trainer3  # noqa: E402,F401
from . import recognize_trainer4  # noqa: E402,F401
from . import recognize_trainer_ex_theme  # noqa: E402,F401
from . import recognize_energy  # noqa: E402
from . import recognize_stadium  # noqa: E402
from . import recognize_ex3  # noqa: E402,F401
from . import recognize_attack_ex  # noqa: E402,F401
from . import recognize_cov24  # noqa: E402,F401
from . import recognize_cov24b  # noqa: E402,F401
from . import recognize_cov24c  # noqa: E402,F401
from . import recognize_cov26  # noqa: E402,F401
from . import recognize_cov26ex  # noqa: E402,F401
from . import recognize_cov26sv  # noqa: E402,F401
from . import recognize_cov27exa  # noqa: E402,F401
from . import recognize_cov27exp  # noqa: E402,F401
from . import recognize_cov27sva  # noqa: E402,F401
from . import recognize_cov27svp  # noqa: E402,F401
from . import recognize_cov27svt  # noqa: E402,F401
from . import recognize_cov28sva  # noqa: E402,F401
from . import recognize_cov28svp  # noqa: E402,F401
from . import recognize_cov28svt  # noqa: E402,F401
from . import recognize_cov28exa  # noqa: E402,F401
from . import recognize_cov28exp  # noqa: E402,F401
from . import recognize_choice  # noqa: E402,F401
from . import recognize_protect  # noqa: E402,F401
from . import recognize_cov28own  # noqa: E402,F401
from . import recognize_decks28  # noqa: E402,F401
from . import recognize_cov29sva  # noqa: E402,F401
from . import recognize_cov29svp  # noqa: E402,F401
from . import recognize_cov29svt  # noqa: E402,F401
from . import recognize_cov29exa  # noqa: E402,F401
from . import recognize_cov29exp  # noqa: E402,F401
from . import recognize_cov29ext  # noqa: E402,F401
from . import recognize_tags29  # noqa: E402,F401
from . import recognize_k529  # noqa: E402,F401
from . import recognize_k129  # noqa: E402,F401
from . import recognize_k429  # noqa: E402,F401
from . import recognize_k229  # noqa: E402,F401
from . import recognize_k329  # noqa: E402,F401
from . import recognize_k630  # noqa: E402,F401
from . import recognize_k7  # noqa: E402,F401
from . import recognize_k930  # noqa: E402,F401
from . import recognize_k830  # noqa: E402,F401
from . import recognize_k10  # noqa: E402,F401
from . import recognize_k15  # noqa: E402,F401  (s31-k15)
from . import recognize_k16  # noqa: E402,F401
from . import recognize_k17  # noqa: E402,F401  # s31-k17
from . import recognize_k1831  # noqa: E402,F401
from . import recognize_k19  # noqa: E402,F401  (s31-k19)
from . import recognize_k20  # noqa: E402,F401
