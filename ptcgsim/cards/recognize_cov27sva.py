"""Coverage slice 27sva: Scarlet & Violet / Mega Evolution attacks (issue 10), more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into
its table (and the power readers of :mod:`ptcgsim.cards.recognize_power`).  Only
regular-expression fragments live here, never card sentences (DESIGN.md, card data policy).

The attack wordings read here (all of them guarded off the EX era, whose cards share some
phrases with other meanings):

* "for each" counts: your Basic / Stage 1 / Stage 2 / Evolution Pokémon in play
  (``CNT_OWN_STAGE_IN_PLAY``, ``CNT_OWN_EVOLVED_IN_PLAY``), basic Energy attached to this
  Pokémon (``CNT_SELF_ENERGY_KIND``), Supporter cards with "Team Rocket" in their name in your
  discard pile (a ``KIND_FLAG`` kind), the opponent's Pokémon ex and Pokémon V in play (two
  cflags counts: no card is both); damage per basic Energy card of a type in the discard pile,
  then those cards shuffled into the deck (``RECOVER`` ``TO_DECK``, all of them);
* damage to Benched Pokémon "for each prize card your opponent has taken": one exact hit per
  prize count (a ``SKIP_UNLESS_COUNT`` pair per count, one ``BENCH_DAMAGE`` of that amount);
* board conditions: this Pokémon on the Bench (``CNT_SELF_ACTIVE`` less than 1), this Pokémon
  not affected by a Special Condition, the opponent's Active a Tera Pokémon or with Special
  Energy attached, exactly 1 prize card left, the same amount of Energy (the wording without
  "to them"), a card of a name in your discard pile (``named_count``), "exactly N or M" prize
  cards left (two disjoint tests), two named Pokémon on your Bench (``SKIP_UNLESS_NAMED``
  twice), a Tera Pokémon on your Bench (only for an attacker that is no Pokémon ex: every Tera
  Pokémon is one, so the count in play is the Bench's);
* coins: "if either of them is heads", "if at least N of them are heads", "if the first flip
  is tails" after flipping until tails (no heads at all);
* effects: shuffle this Pokémon and all attached cards into your deck (``RETURN_TO_HAND`` 2),
  "you may do N more damage; if you do" a shuffle or a lock (``CHOOSE_MORE`` with no
  self-damage, ``SKIP_UNLESS_N``), a revealed hand's Items and Tools discarded (``DISCARD_HAND``
  ``OPP_REVEALED``), N random cards of the opponent's hand shuffled into their
  deck, a hand discard without which the attack does nothing (with a Knock Out after it), an evolution from the
  deck for each Benched Pokémon (``EVOLVE_FROM_DECK`` 2 once per Bench place), a basic Energy
  card from the discard pile to 1 of your Pokémon of a type (``TO_FILTER``), "shuffle up to N
  basic <type> Energy cards" into the deck, coins and a typed search onto the Bench, the
  opponent's Active and its cards to their hand (``RETURN_DEF_TO_HAND``), one of its Energy
  moved to their Bench (``MOVE_ENERGY`` ``OPP``), hand discards that size damage to 1 of the
  opponent's Pokémon (``DISCARD_CHOSEN`` then ``BENCH_DAMAGE`` -1), an Active Tera Pokémon's
  attack copied, "any number" of a named card, the opponent's Active's Tools discarded and then a condition, 1 of your
  Benched Pokémon and its cards to your hand (``RETURN_OWN_BASIC`` 1 with ``ELIG_BENCHED``), a
  card from the hand discarded;
* discard-pile Energy "up to" a board count (prizes taken, the opponent's Energy) attached in
  any way (``COUNT_TO_H``, ``ATTACH_ENERGY_ANY`` a=0), "if you don't have N or more basic
  <type> Energy cards in your discard pile, this attack does nothing", Items and Tools from the
  discard pile (an either-kind), a switch-in then damage to the new Active and a coin, the
  opponent's coins per Benched Pokémon with damage per tails (the count less the heads), the top
  card kept or discarded and then a draw (``LOOK_TOP`` ``LT_MAY``, ``SKIP_UNLESS_N``), a face-down
  prize card looked at (information only, the attack's whole text), coins for the Energy on both
  Active Pokémon (``FLIP_PER_ENERGY`` twice: ``DMG_TIMES_HEADS`` then ``DMG_ADD_PER_HEADS``).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..kernel.cardtable import CF_EX, CF_ROCKET, CF_TERA, CF_V
from . import recognize as R

ME, DEF, END, TYPES, NUM = R.ME, R.DEF, R.END, R.TYPES, R.NUM
_A = ("attack",)
_OPP_ACTIVE = r"your opponent's active pokémon"
_THEIR = r"(?:his or her|their)"
_NO_WR_BENCH = r"(?:\(don't apply weakness and resistance for benched pokémon\.\)\s*)?"


def _bit(cf: int) -> int:
    """The cflags bit number of a card-table tag (CF_*)."""
    return cf.bit_length() - 1


def _sv(c) -> bool:
    return c.kind == "attack" and not c.ex_era


def _clause_rows(text: str, c):
    """(rows, roles) of a clause recognised on its own, or None (no requirement, flip or reminder
    inside, and at least one row)."""
    segs = R._parse(text, c)
    if segs is None:
        return None
    rows = [r for _role, rs in segs for r in rs]
    roles = {role for role, _ in segs}
    if not rows or any(r[0] in fx.REQUIREMENTS for r in rows) or roles & {"flip", "none", "req"}:
        return None
    return rows, roles


def _const(pattern: str, role: str, rows: list) -> None:
    """R.const for SV / ME attacks only (not the EX era's, nor a power's borrowed reading)."""
    R.RECS.append(R.Rec(re.compile(pattern), role, lambda m, c, _r=rows: [list(r) for r in _r] if _sv(c) else None, _A))


# --- "for each" counts ------------------------------------------------------------------------------
_STAGES = {"basic": 0, "stage 1": 1, "stage 2": 2}
_OWN_COUNTS = [
    (re.compile(r"of your (basic|stage 1|stage 2) pokémon in play"),
     lambda m: [(fx.CNT_OWN_STAGE_IN_PLAY, _STAGES[m.group(1)])]),
    (re.compile(r"of your evolution pokémon in play"), lambda m: [(fx.CNT_OWN_EVOLVED_IN_PLAY, fx.ANY)]),
    (re.compile(r"basic energy attached to " + ME), lambda m: [(fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY)]),
    (re.compile(r"supporter card that has \"team rocket\" in its name in your discard pile"),
     lambda m: [(fx.CNT_OWN_DISCARD_KIND, fx.kind_flag(fx.KIND_SUPPORTER, CF_ROCKET))]),
    # no Pokémon is both a Pokémon ex and a Pokémon V: the two counts add up
    (re.compile(r"of your opponent's pokémon ex and pokémon v in play"),
     lambda m: [(fx.CNT_OPP_FLAG_IN_PLAY, _bit(CF_EX)), (fx.CNT_OPP_FLAG_IN_PLAY, _bit(CF_V))]),
]


def _own_count_rows(what: str, per: int):
    for pat, build in _OWN_COUNTS:
        m = pat.fullmatch(what)
        if m:
            return [["DMG_ADD_PER_COUNT", per, code, arg] for code, arg in build(m)]
    return None


@R.rec(r"this attack does (\d+) (more )?damage for each ([^.]*?)" + END, "pre", _A)
def _per_own_count(m, c):
    if not _sv(c):
        return None
    rows = _own_count_rows(m.group(3), int(m.group(1)))
    if rows is None:
        return None
    return rows if m.group(2) else [["DMG_SET", 0]] + rows


# N damage per basic Energy card of a type in the discard pile, then all of those cards go into
# the deck (RECOVER up to a deck's worth: every one of them; the count is read before)
@R.rec(r"this attack does (\d+) damage for each basic (" + TYPES + r") energy card in your discard pile" + END
       + r"then, shuffle those cards into your deck" + END, "pre", _A)
def _per_discard_then_shuffle(m, c):
    if not _sv(c):
        return None
    kind = fx.KIND_BASIC_ENERGY_OF_TYPE + R._type(m.group(2))
    return [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", int(m.group(1)), fx.CNT_OWN_DISCARD_KIND, kind],
            ["RECOVER", 60, kind, fx.TO_DECK]]


# --- Bench damage for each prize card the opponent has taken -----------------------------------------
# one hit of N times the count (a protection reduces it once): a test pair per count (exactly k
# prizes taken; the opponent has taken at most 5 while the game goes on)
_PRIZE_TARGETS = {"1 of your opponent's benched pokémon": fx.BENCH_OPP_ONE,
                  "each of your opponent's benched pokémon": fx.BENCH_OPP_ALL}


@R.rec(r"this attack (also )?does (\d+) damage to (" + "|".join(_PRIZE_TARGETS) + r") for each prize card your opponent has taken"
       + END, "post", _A)
def _bench_per_prize(m, c):
    if not _sv(c) or bool(m.group(1)) != c.damaging:
        return None
    n, target = int(m.group(2)), _PRIZE_TARGETS[m.group(3)]
    rows = []
    for k in range(1, 6):
        rows += [["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_TAKEN, k, 2], ["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_TAKEN, -(k + 1), 1],
                 ["BENCH_DAMAGE", n * k, target]]
    return rows


# --- board conditions ----------------------------------------------------------------------------------
_TRAINER_NAME = (r"((?!(?:a|an|any|your|this|that|it|there|basic|stage|pokémon)\b)[a-z][\w'.-]*(?: (?!is\b)[\w'.-]+){0,3})")

R._BOARD_CONDS_RE += [
    (re.compile(ME + r" (?:is not|isn't) (" + R.COND_RE + r")"), lambda m: [(fx.CNT_SELF_COND + R.CONDS[m.group(1)], -1)]),
    (re.compile(_OPP_ACTIVE + r" is a tera pokémon"), lambda m: [(fx.count_code(fx.CNT_DEF_FLAG, _bit(CF_TERA)), 1)]),
    (re.compile(_OPP_ACTIVE + r" has any special energy attached(?: to it)?"), lambda m: [(fx.CNT_DEF_SPECIAL_ENERGY, 1)]),
    # every game starts with 6 prize cards: 1 left is 5 taken
    (re.compile(r"you have exactly 1 prize card remaining"),
     lambda m: [(fx.CNT_OWN_PRIZES_TAKEN, 5), (fx.CNT_OWN_PRIZES_TAKEN, -6)]),
    (re.compile(ME + r" and " + DEF + r" have the same amount of energy attached"), lambda m: [(fx.CNT_ENERGY_DIFF, -1)]),
]


def _if_clause(cond: str, tests):
    """Register "if <cond>, <clause>." for attacks: the clause's rows (all before the damage, or
    all after it) run only when every (count, at_least) test of tests(match, ctx) holds."""
    for role in ("pre", "post"):
        def build(m, c, role=role):
            t = tests(m, c) if _sv(c) else None
            got = _clause_rows(m.group(m.lastindex), c) if t else None
            if got is None or got[1] != {role}:
                return None
            return R._wrap_board(t, got[0])
        R.RECS.append(R.Rec(re.compile(r"if " + cond + r", ([^.]*" + END + r")"), role, build, _A))


# an attack's acting Pokémon is the Active one: "if this pokémon is on your bench" is false there
# (an attack only: a power's Bench test is its header's)
_if_clause(ME + r" is on your bench", lambda m, c: [(fx.CNT_SELF_ACTIVE, -1)])


# "if <a card's name> is in your discard pile" (a named_count: the card table resolves the name)
@R.rec(r"if " + _TRAINER_NAME + r" is in your discard pile, ([^.]*" + END + r")", "pre", _A)
def _named_in_discard(m, c):
    name = m.group(1)
    if not _sv(c) or re.search(r"\b(?:pokémon|energy|cards?|or|and)\b", name) or name in (ME, (c.card or "").lower()):
        return None
    got = _clause_rows(m.group(2), c)
    if got is None or got[1] != {"pre"}:
        return None
    rows = got[0]
    return [["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_OWN_DISCARD_KIND, name), 1, len(rows)]] + rows


# "if your opponent has exactly N or M prize cards remaining, <damage clause>": two disjoint tests
@R.rec(r"if your opponent has exactly (\d) or (\d) prize cards remaining, ([^.]*" + END + r")", "pre", _A)
def _prizes_either(m, c):
    a, b = int(m.group(1)), int(m.group(2))
    if not _sv(c) or a == b:
        return None
    got = _clause_rows(m.group(3), c)
    if got is None or got[1] != {"pre"}:
        return None
    rows, out = got[0], []
    for k in (a, b):
        out += [["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_LEFT, k, len(rows) + 1],
                ["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_LEFT, -(k + 1), len(rows)]] + rows
    return out


_NAMED = r"((?!(?:a|an|any|your|this|basic|evolved|stage|pokémon)\b)[a-z][\w'.-]*(?: [a-z][\w'.-]*){0,2})"


# "if <name> and <name> are on your bench, this attack does N more damage"
@R.rec(r"if " + _NAMED + r" and " + _NAMED + r" are on your bench, this attack does (\d+) more damage" + END, "pre", _A)
def _two_named_benched(m, c):
    a, b = m.group(1), m.group(2)
    if not _sv(c) or a == b or any("pokémon" in x or x == (c.card or "").lower() for x in (a, b)):
        return None
    return [["SKIP_UNLESS_NAMED", fx.SELF, 2, a], ["SKIP_UNLESS_NAMED", fx.SELF, 1, b], ["DMG_ADD", int(m.group(3))]]


# "if you have any tera pokémon on your bench": every Tera Pokémon is a Pokémon ex, so for an
# attacker that is not one, the count in play is the Bench's
@R.rec(r"if you have any tera pokémon on your bench, this attack does (\d+) more damage" + END, "pre", _A)
def _tera_on_bench(m, c):
    if not _sv(c) or not c.card or c.card.lower().endswith(" ex"):
        return None
    return [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, _bit(CF_TERA)), 1, 1], ["DMG_ADD", int(m.group(1))]]


# --- coins ---------------------------------------------------------------------------------------------
def _flipped_before(m) -> int:
    """How many coins the last flip sentence before the match flipped (0: until tails; -1 none)."""
    before = m.string[:m.start()]
    fl = list(re.finditer(r"flip (a coin until you get tails|a coin|\d+ coins)" + END, before))
    if not fl:
        return -1
    w = fl[-1].group(1)
    return 0 if "until" in w else (1 if w == "a coin" else int(w.split()[0]))


@R.rec(r"if (?:either of them is heads|at least (\d+) of them are heads), ([^.]*" + END + r")", "post", _A)
def _some_heads(m, c):
    coins = _flipped_before(m)
    need = int(m.group(1)) if m.group(1) else 1
    if not _sv(c) or coins < 2 or not 0 < need <= coins:
        return None
    got = _clause_rows(m.group(2), c)
    if got is None or got[1] != {"post"}:
        return None
    return [["SKIP_UNLESS_HEADS", need, len(got[0])]] + got[0]


# after "flip a coin until you get tails": the first flip is tails when there are no heads
@R.rec(r"if the first flip is tails, ([^.]*" + END + r")", "post", _A)
def _first_tails(m, c):
    if not _sv(c) or _flipped_before(m) != 0:
        return None
    got = _clause_rows(m.group(1), c)
    if got is None or got[1] != {"post"}:
        return None
    return [["SKIP_UNLESS_HEADS", 1, 1], ["SKIP", len(got[0])]] + got[0]


# --- effects ---------------------------------------------------------------------------------------------
_SHUFFLE_ME = r"shuffle " + ME + r" and all attached cards into your deck" + END


@R.rec(_SHUFFLE_ME, "post", _A)
def _shuffle_self(m, c):
    return [["RETURN_TO_HAND", 2, 0]] if _sv(c) else None


# "you may do N more damage. if you do, <effect>": CHOOSE_MORE with no self-damage sets N
@R.rec(r"you may do (\d+) more damage" + END + r"(?=if you do, )", "pre", _A)
def _may_do_more(m, c):
    return [["CHOOSE_MORE", int(m.group(1)), 0]] if _sv(c) and c.damaging else None


@R.rec(r"if you do, (" + _SHUFFLE_ME + r"|during your next turn, " + ME + r" can't attack" + END + r")", "post", _A)
def _if_chose_more(m, c):
    if not _sv(c) or not re.search(r"you may do \d+ more damage" + END + r"$", m.string[:m.start()]):
        return None
    rows = [["RETURN_TO_HAND", 2, 0]] if m.group(1).startswith("shuffle") else [["SELF_LOCK_NEXT", 0]]
    return [["SKIP_UNLESS_N", 1, len(rows)]] + rows


# the opponent's revealed hand: the attacker discards every Item and Pokémon Tool (the 1-card
# wording stays a near miss of tests/test_recognize.py)
@R.rec(r"your opponent reveals " + _THEIR + r" hand" + END + r"discard all item cards and pokémon tool cards you find there" + END,
       "post", _A)
def _revealed_discard(m, c):
    return [["DISCARD_HAND", 0, fx.kind_either(fx.KIND_ITEM, fx.KIND_TOOL), fx.OPP_REVEALED]] if _sv(c) else None


@R.rec(r"choose (\d+) random cards from your opponent's hand" + END + r"your opponent reveals those cards and shuffles them into "
       + _THEIR + r" deck" + END, "post", _A)
def _random_to_deck(m, c):
    return [["OPP_DISCARD_HAND_RANDOM", int(m.group(1)), 1]] if _sv(c) else None


# "discard a basic <type> energy card from your hand. if you can't, this attack does nothing" (a
# requirement, as the cov26 "N cards" wording), and "discard N ... from your hand, and knock out
# <the Active>. if you can't discard N cards in this way, this attack does nothing"
@R.rec(r"discard a basic (" + TYPES + r") energy card from your hand" + END + r"if you can't, this attack does nothing" + END, "pre", _A)
def _discard_one_or_nothing(m, c):
    if not _sv(c):
        return None
    kind = fx.KIND_BASIC_ENERGY_OF_TYPE + R._type(m.group(1))
    return [["REQ_HAND_KIND", 1, kind], ["DISCARD_HAND", 1, kind]]


@R.rec(r"discard (\d+) basic (" + TYPES + r") energy cards from your hand, and knock out " + _OPP_ACTIVE + END
       + r"if you can't discard (\d+) cards in this way, this attack does nothing" + END, "post", _A)
def _discard_then_ko(m, c):
    if not _sv(c) or c.damaging or m.group(1) != m.group(3):
        return None
    n, kind = int(m.group(1)), fx.KIND_BASIC_ENERGY_OF_TYPE + R._type(m.group(2))
    return [["REQ_HAND_KIND", n, kind], ["DISCARD_HAND", n, kind], ["KO_DEF"]]


# one evolution per Benched Pokémon: EVOLVE_FROM_DECK a=2 picks one that has not evolved this turn
# (what it evolves has), so one row per Bench place reaches each once
@R.rec(r"for each of your benched pokémon, search your deck for a card that evolves from that pokémon and put it onto that pokémon"
       r" to evolve it" + END + R.OPT_SHUFFLE, "post", _A)
def _evolve_each_benched(m, c):
    from ..kernel.layout import NSLOT
    return [["EVOLVE_FROM_DECK", 2]] * (NSLOT - 1) if _sv(c) else None


@R.rec(r"attach a basic (" + TYPES + r") energy card from your discard pile to 1 of your (" + TYPES + r") pokémon" + END, "post", _A)
def _discard_to_typed(m, c):
    if not _sv(c):
        return None
    return [["ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD + fx.TO_FILTER * (fx.TC_TYPE + R._type(m.group(2))), R._type(m.group(1))]]


@R.rec(r"shuffle up to (\d+) basic (" + TYPES + r") energy cards from your discard pile into your deck" + END, "post", _A)
def _recycle_typed(m, c):
    return [["RECOVER", int(m.group(1)), fx.KIND_BASIC_ENERGY_OF_TYPE + R._type(m.group(2)), fx.TO_DECK]] if _sv(c) else None


# "search your deck for a number of <type> pokémon up to the number of heads and put them onto your
# bench": only Basic Pokémon go onto the Bench
@R.rec(r"search your deck for a number of (" + TYPES + r") pokémon up to the number of heads and put them onto your bench" + END
       + R.OPT_SHUFFLE, "post", _A)
def _search_heads_to_bench(m, c):
    return [["SEARCH_DECK", 0, fx.KIND_BASIC_OF_TYPE + R._type(m.group(1)), fx.TO_BENCH]] if _sv(c) else None


_const(r"put " + _OPP_ACTIVE + r" and all attached cards into your opponent's hand" + END, "post", [["RETURN_DEF_TO_HAND"]])
_const(r"move an energy from " + _OPP_ACTIVE + r" to 1 of " + _THEIR + r" benched pokémon" + END, "post",
       [["MOVE_ENERGY", 0, fx.OPP, fx.ANY]])


# "discard up to N energy cards from your hand. this attack does M damage to 1 of your opponent's
# pokémon for each energy card you discarded in this way": D sized by the discard, dealt to the
# target the attacker picks (BENCH_DAMAGE -1: D)
@R.rec(r"discard up to (\d+) energy cards from your hand" + END + r"this attack does (\d+) damage to 1 of your opponent's pokémon"
       r" for each energy card you discarded in this way" + END, "pre", _A)
def _hand_discard_to_any(m, c):
    if not _sv(c) or c.damaging:
        return None
    return [["DMG_SET", 0], ["DISCARD_CHOSEN", int(m.group(1)), fx.DS_HAND, fx.ANY], ["DMG_ADD_PER_N", int(m.group(2))],
            ["BENCH_DAMAGE", -1, fx.BENCH_OPP_ANY_ONE]]


# an Active Tera Pokémon's attack, used as this attack (none unless it is a Tera Pokémon)
_const(r"choose 1 of your opponent's active tera pokémon's attacks and use it as this attack" + END, "post",
       [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_FLAG, _bit(CF_TERA)), 1, 1], ["COPY_DEF_ATTACK", 1]])


_CARD_NAME = (r"((?!(?:basic|energy|trainer|item|supporter|stadium|pokémon|tool|ace|special|evolution|ancient|future|any"
              r"|other)\b)[a-z][\w'.-]*(?: (?!cards\b)[\w'.-]+){0,3})")


# "you may search your deck for any number of <name> cards, reveal them, and put them into your hand"
@R.rec(r"(?:you may )?search your deck for any number of " + _CARD_NAME + r" cards, reveal them, and put them into your hand" + END
       + R.OPT_SHUFFLE, "post", _A)
def _search_any_number_named(m, c):
    name = m.group(1)
    if not _sv(c) or re.search(r"\b(?:pokémon|energy|card|cards|or|and)\b", name) or name == ME:
        return None
    return [["SEARCH_DECK", 60, name, fx.TO_HAND]]


# "before doing damage, discard all pokémon tools from your opponent's active pokémon. if you
# discarded a pokémon tool in this way, <effect>" (a Pokémon has one Tool: DEF_ACTIVE sets N)
_const(r"before doing damage, discard all pokémon tools from " + _OPP_ACTIVE + END, "pre", [["DISCARD_TOOL", 1, fx.DEF_ACTIVE]])


@R.rec(r"if you discarded a pokémon tool in this way, ([^.]*" + END + r")", "post", _A)
def _if_tool_discarded(m, c):
    if not _sv(c) or not m.string[:m.start()].endswith("discard all pokémon tools from " + "your opponent's active pokémon. "):
        return None
    got = _clause_rows(m.group(1), c)
    if got is None or got[1] != {"post"}:
        return None
    return [["SKIP_UNLESS_N", 1, len(got[0])]] + got[0]


_const(r"put 1 of your benched pokémon and all attached cards into your hand" + END, "post", [["RETURN_OWN_BASIC", 1, fx.ELIG_BENCHED]])


@R.rec(r"discard a card from your hand" + END, "post", _A)
def _discard_own_card(m, c):
    return [["DISCARD_HAND", 1, fx.KIND_ANY]] if _sv(c) else None


# --- more attacks (batch 2) ---------------------------------------------------------------------------
# "choose basic <type> energy cards from your discard pile up to <a board count> and attach them to
# your [<type>] pokémon in any way you like": H = the count (COUNT_TO_H), ATTACH_ENERGY_ANY a=0
_UP_TO_COUNTS = {
    "the number of prize cards your opponent has taken": fx.count_code(fx.CNT_OPP_PRIZES_TAKEN),
    "the amount of energy attached to all of your opponent's pokémon": fx.count_code(fx.CNT_OPP_ENERGY_ALL, fx.ANY),
}


@R.rec(r"choose basic (" + TYPES + r") energy cards from your discard pile up to (" + "|".join(_UP_TO_COUNTS) + r") and attach them"
       r" to your (?:(" + TYPES + r") )?pokémon in any way you like" + END, "post", _A)
def _attach_up_to_count(m, c):
    if not _sv(c):
        return None
    src = fx.FROM_DISCARD + (fx.TO_FILTER * (fx.TC_TYPE + R._type(m.group(3))) if m.group(3) else 0)
    return [["COUNT_TO_H", _UP_TO_COUNTS[m.group(2)]], ["ATTACH_ENERGY_ANY", 0, src, R._type(m.group(1))]]


# "if you don't have N or more basic <type> energy cards in your discard pile, this attack does
# nothing" (an attack's STOP, before its damage, wherever the text puts it)
_if_clause(r"you don't have (\d+) or more basic (" + TYPES + r") energy cards in your discard pile",
           lambda m, c: [(fx.count_code(fx.CNT_OWN_DISCARD_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + R._type(m.group(2))),
                          -int(m.group(1)))])


# "put up to N in any combination of item cards and pokémon tool cards from your discard pile into
# your hand"
@R.rec(r"put up to (\d+) in any combination of item cards and pokémon tool cards from your discard pile into your hand" + END,
       "post", _A)
def _recover_items_tools(m, c):
    return [["RECOVER", int(m.group(1)), fx.kind_either(fx.KIND_ITEM, fx.KIND_TOOL), fx.TO_HAND]] if _sv(c) else None


# after "switch in 1 of your opponent's benched pokémon to the active spot": "if you do, this attack
# does N damage to the new active pokémon, and then flip a coin. if heads, that pokémon is now X"
# (the switch left the opponent's Bench as it was: one there means it happened)
@R.rec(r"if you do, this attack does (\d+) damage to the new active pokémon, and then flip a coin" + END
       + r"if heads, that pokémon is now (" + R.COND_RE + r")" + END, "post", _A)
def _gust_damage_coin(m, c):
    if not _sv(c) or c.damaging or not m.string[:m.start()].endswith("switch in 1 of " + R.OPP_BENCH + " to the active spot. "):
        return None
    rows = [["DMG_SET", int(m.group(1))], ["DAMAGE"], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COND", R.CONDS[m.group(2)], fx.OPP]]
    return [["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, 1, len(rows)]] + rows


# "your opponent flips a coin for each of their benched pokémon. this attack does N damage ... for
# each tails": coins are coins whoever flips them; tails = the count less the heads
@R.rec(r"your opponent flips a coin for each of " + _THEIR + r" benched pokémon" + END + r"this attack does (\d+) damage to "
       + _OPP_ACTIVE + r" for each tails" + END, "pre", _A)
def _opp_flips_per_bench(m, c):
    if not _sv(c):
        return None
    n = int(m.group(1))
    return [["FLIP_PER_COUNT", fx.count_code(fx.CNT_OPP_BENCH)], ["DMG_SET", 0], ["DMG_ADD_PER_COUNT", n, fx.CNT_OPP_BENCH, fx.ANY],
            ["DMG_ADD_PER_HEADS", -n]]


# "look at the top card of your deck. you may put that card into your hand. if you don't, discard
# that card and draw a card": LOOK_TOP takes it or discards it (N = taken), the draw when not
@R.rec(r"look at the top card of your deck" + END + r"you may put that card into your hand" + END
       + r"if you don't, discard that card and draw a card" + END, "post", _A)
def _top_or_discard_draw(m, c):
    if not _sv(c):
        return None
    how = 1 + fx.LT_DEST * fx.TO_HAND + fx.LT_REST * fx.LT_DISCARD + fx.LT_MAY
    return [["LOOK_TOP", 1, fx.KIND_ANY, how], ["SKIP_UNLESS_N", 1, 1], ["SKIP", 1], ["DRAW", 1]]


# information only (as "look at your opponent's hand"): the simulated players keep no use of a
# prize card seen; the whole of an attack's text
R.RECS.append(R.Rec(re.compile(r"look at 1 of your opponent's face-down prize cards" + END + r"(?=$)"), "none",
                    lambda m, c: [] if _sv(c) else None, _A))


# "flip a coin for each energy attached to both active pokémon. this attack does N damage for each
# heads": the attacker's coins, then the Defending Pokémon's (the heads of both, N each)
@R.rec(r"flip a coin for each energy attached to both active pokémon" + END + r"this attack does (\d+) damage for each heads" + END,
       "pre", _A)
def _flip_both_actives(m, c):
    if not _sv(c):
        return None
    n = int(m.group(1))
    return [["FLIP_PER_ENERGY", fx.SELF], ["DMG_TIMES_HEADS", n], ["FLIP_PER_ENERGY", fx.OPP], ["DMG_ADD_PER_HEADS", n]]


# the 1-card wording: "discard a card you find there" (any card; the attacker picks from the
# revealed hand)
@R.rec(r"your opponent reveals " + _THEIR + r" hand" + END + r"discard a card you find there" + END, "post", _A)
def _revealed_discard_one(m, c):
    return [["DISCARD_HAND", 1, fx.KIND_ANY, fx.OPP_REVEALED]] if _sv(c) else None


# "heal N damage from each of your Benched Pokémon": HEAL's ELIG filter (ELIG_BENCHED)
@R.rec(r"heal (\d+) damage from each of your benched pokémon" + END, "post", _A)
def _heal_each_benched(m, c):
    return [["HEAL", int(m.group(1)), fx.EACH_OWN, fx.ELIG_BENCHED]] if _sv(c) else None
