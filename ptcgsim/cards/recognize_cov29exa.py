"""Coverage slice 29exa: EX-era attacks, more wordings for opcodes the kernel already has.

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables.  Only regular-expression fragments live here, never card sentences (DESIGN.md, card data
policy).

Every rule reads EX-era cards only (``Ctx.ex_era``).

* "does N damage plus M more damage for each type of basic Energy card attached to this Pokémon":
  M once per type of which a basic Energy card is attached (``SKIP_UNLESS_COUNT``
  ``CNT_SELF_ENERGY_KIND`` ``KIND_BASIC_ENERGY_OF_TYPE`` + type, then ``DMG_ADD`` M);
* "if this Pokémon has K or more different types of basic Energy cards attached to it, this
  attack does N damage plus M more damage and the Defending Pokémon is now <condition>": the same
  per-type tests walked as a counter (rows of ``SKIP_UNLESS_COUNT`` / ``SKIP`` that only jump
  forward, one lane per count so far), the ``DMG_ADD`` before the damage and the ``COND`` after
  it each under its own walk (the attacker's Energy is the same both times);
* "choose either <A> or <B>, and either <C> or <D>. the Defending Pokémon is now affected by both
  Special Conditions": two ``CHOOSE_ONE`` rows, one ``COND`` per option;
* "attach any number of basic Energy cards from your hand to your Pokémon in any way you like":
  ``ATTACH_ENERGY_ANY`` with a count no hand reaches;
* "draw a number of cards up to the number of your opponent's Basic Pokémon in play (no more than
  10 in your hand)": one ``DRAW`` 1 per such Pokémon while the hand holds fewer than 10;
* "you may" choices as ``CHOOSE_ONE`` against a ``NOP``: a hand discard for more damage and Bench
  damage (``CNT_LAST_DISCARD_KIND``: a card went), a Pokémon card discarded for Bench damage, a coin
  for other damage, every Energy card moved to the Bench, the hand shown for damage per Energy card;
* "if this Pokémon has any Holon Energy cards attached to it, <draw / random hand discard / Bench
  damage>": a chain of ``CNT_SELF_ENERGY_KIND`` tests of the three Holon Energy names;
* "discard either all <A> Energy or all <B> Energy attached to this Pokémon. this attack does N
  damage times the amount ... discarded": ``CHOOSE_ONE`` of (``DMG_ADD_PER_ENERGY``, then
  ``DISCARD_ENERGY`` all) per type;
* "move all Energy cards attached to this Pokémon to your Benched Pokémon in any way you like":
  forced single ``MOVE_ENERGY`` moves from the Active, one per card a Pokémon can hold;
* damage per card "discarded in this way" from the top of a deck: the discard pile's count read
  before the ``MILL_OPP`` rows (``DMG_ADD_PER_COUNT`` -M) and after them (+M);
* Bench damage per named Pokémon in play (an attack with no printed damage: D made by
  ``DMG_ADD_PER_NAMED``, then ``BENCH_DAMAGE`` 0, which deals D);
* "choose up to K cards in your hand and put them on top of your deck. then, search your deck for
  that many cards": ``HAND_TO_DECK`` K on top, a ``SEARCH_DECK`` for N (tiers of ``SKIP_UNLESS_N``);
* "this attack does N damage to 1 of your Pokémon": ``CHOOSE_ONE`` of ``SELF_DAMAGE`` and
  ``BENCH_DAMAGE`` ``BENCH_OWN_ONE`` (the attacker when there is no Bench).
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R

ME, DEF, END, TYPES, COND_RE = R.ME, R.DEF, R.END, R.TYPES, R.COND_RE
_A = ("attack",)

#: the Energy types a basic Energy card can provide (every type but Colorless)
_BASIC_TYPES = tuple(range(R.TYPE_INDEX["Colorless"]))


def _has_basic(t: int) -> int:
    """SKIP_UNLESS_COUNT's a: basic Energy cards of type t attached to the acting Pokémon."""
    return fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + t)


def _per_basic_type(more: int) -> R.Rows:
    out: R.Rows = []
    for t in _BASIC_TYPES:
        out += [["SKIP_UNLESS_COUNT", _has_basic(t), 1, 1], ["DMG_ADD", more]]
    return out


def _if_types_at_least(k: int, rows: R.Rows) -> R.Rows:
    """rows, run only when basic Energy cards of at least k different types are attached to the
    acting Pokémon: each type's test moves the walk from lane j (j types found so far) to lane
    j + 1 (found) or keeps it in lane j (not found); lane k jumps to rows, the last type's lanes
    below k jump past them.  Every jump goes forward."""
    types = _BASIC_TYPES
    n = len(types)
    block = 3  # a lane: the test, the jump when found, the jump when not
    body = n * k * block  # the lanes of every type
    fail = body  # the row that skips rows (the walk ended below k)
    success = body + 1

    def lane(i: int, j: int) -> int:
        return (i * k + j) * block

    def target(i: int, j: int) -> int:
        if j >= k:
            return success
        if i >= n:
            return fail
        return lane(i, j)

    out: R.Rows = []
    for i, t in enumerate(types):
        for j in range(k):
            pos = lane(i, j)
            out.append(["SKIP_UNLESS_COUNT", _has_basic(t), 1, 1])
            out.append(["SKIP", target(i + 1, j + 1) - (pos + 2)])
            out.append(["SKIP", target(i + 1, j) - (pos + 3)])
    out.append(["SKIP", len(rows)])
    assert len(out) == success
    return out + [list(r) for r in rows]


# --- "for each type of basic Energy card attached" ------------------------------------------------
@R.rec(r"(?:this attack )?does (\d+) damage plus (\d+) more damage for each type of basic energy card attached to " + ME + END, "pre", _A)
def _plus_per_basic_type(m, c):
    if not c.ex_era or not c.damaging or int(m.group(1)) != c.base:
        return None
    return _per_basic_type(int(m.group(2)))


# --- "if this Pokémon has K or more different types of basic Energy cards attached to it, ..." ----
_TYPES_IF = r"if " + ME + r" has (\d+) o[rf] more different types of basic energy cards attached to it, "


@R.rec(_TYPES_IF + r"this attack does (\d+) damage plus (\d+) more damage(?= and the defending pokémon is now (?:" + COND_RE + r")" + END + r")",
       "pre", _A)
def _types_more(m, c):
    k = int(m.group(1))
    if not c.ex_era or not c.damaging or int(m.group(2)) != c.base or not 2 <= k <= len(_BASIC_TYPES):
        return None
    return _if_types_at_least(k, [["DMG_ADD", int(m.group(3))]])


@R.rec(r" and the defending pokémon is now (" + COND_RE + r")" + END, "post", _A)
def _types_cond(m, c):
    before = re.search(_TYPES_IF + r"this attack does \d+ damage plus \d+ more damage$", m.string[:m.start()])
    if not c.ex_era or not before:
        return None
    return _if_types_at_least(int(before.group(1)), R._conds(m.group(1), fx.OPP))


# --- "choose either A or B, and either C or D. the Defending Pokémon is now affected by both" ------
@R.rec(r"choose either (" + COND_RE + r") or (" + COND_RE + r"), and either (" + COND_RE + r") or (" + COND_RE + r")" + END
       + DEF + r" is now affected by both special conditions" + END, "post", _A)
def _choose_two_conditions(m, c):
    a, b, x, y = m.groups()
    if not c.ex_era or len({a, b, x, y}) != 4:
        return None
    out: R.Rows = []
    for first, second in ((a, b), (x, y)):
        out += [["CHOOSE_ONE", 2, 1], ["COND", R.CONDS[first], fx.OPP], ["SKIP", 1], ["COND", R.CONDS[second], fx.OPP]]
    return out


# --- "attach any number of basic Energy cards from your hand to your Pokémon in any way you like" ---
_ANY_NUMBER = 60  # more than a hand holds: the player stops when it likes


@R.rec(r"attach any number of basic energy cards from your hand to your pokémon in any way you like" + END, "post", _A)
def _attach_any_number(m, c):
    if not c.ex_era:
        return None
    return [["ATTACH_ENERGY_ANY", _ANY_NUMBER, fx.FROM_HAND, fx.ANY]]


# --- "draw a number of cards up to the number of your opponent's Basic Pokémon in play (no more than
# 10 cards in your hand in this way)": one card per such Pokémon while the hand holds fewer than 10 --
@R.rec(r"draw a number of cards up to the number of your opponent's basic pokémon in play" + END
       + r"\(you can't have more than (\d+) cards in your hand in this way\.\)\s*", "post", _A)
def _draw_per_opp_basic_capped(m, c):
    cap = int(m.group(1))
    if not c.ex_era or cap <= 0:
        return None
    opp_basics = fx.count_code(fx.CNT_OPP_STAGE_IN_PLAY, 0)
    out: R.Rows = []
    for i in range(1, _IN_PLAY_MAX + 1):
        out += [["SKIP_UNLESS_COUNT", opp_basics, i, 2], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_HAND, -cap, 1], ["DRAW", 1]]
    return out


def _in_play_max() -> int:
    from ..kernel.layout import NSLOT
    return NSLOT


_IN_PLAY_MAX = _in_play_max()  # a player's Pokémon in play: the Active and the Bench


# --- "you may discard N cards from your hand. if you do, this attack does B damage plus M more damage
# and does X damage to 1 of your opponent's Benched Pokémon": a choice (CHOOSE_ONE) of the discard
# with its DMG_ADD (only with N cards in the hand) or nothing; the Bench damage after the damage when
# a card was discarded (CNT_LAST_DISCARD_KIND: this program's discard) ------------------------------
_MAY_DISCARD_HAND = r"you may discard (\d+) cards from your hand" + END + r"if you do, "
_AND_BENCH = r" and does (\d+) damage to 1 of your opponent's benched pokémon" + END


def _discarded_any() -> int:
    return fx.count_code(fx.CNT_LAST_DISCARD_KIND, fx.KIND_ANY)


@R.rec(_MAY_DISCARD_HAND + r"this attack does (\d+) damage plus (\d+) more damage(?=" + _AND_BENCH + r")", "pre", _A)
def _may_discard_hand_more(m, c):
    n = int(m.group(1))
    if not c.ex_era or not c.damaging or int(m.group(2)) != c.base or n < 1:
        return None
    return [["CHOOSE_ONE", 4, 1], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_HAND, n, 2], ["DISCARD_HAND", n, fx.KIND_ANY],
            ["DMG_ADD", int(m.group(3))], ["SKIP", 1], ["NOP"]]


@R.rec(_AND_BENCH, "post", _A)
def _may_discard_hand_bench(m, c):
    if not c.ex_era or not re.search(_MAY_DISCARD_HAND + r"this attack does \d+ damage plus \d+ more damage$", m.string[:m.start()]):
        return None
    return [["SKIP_UNLESS_COUNT", _discarded_any(), 1, 1], ["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ONE]]


# "you may discard a Basic Pokémon or Evolution card from your hand. if you do, choose 1 of your
# opponent's Benched Pokémon and do N damage to that Pokémon": the choice, then the damage when a
# Pokémon card went
@R.rec(r"you may discard a basic pokémon or evolution card from your hand" + END + r"if you do, choose 1 of your opponent's benched"
       r" pokémon and do (\d+) damage to that pokémon" + END, "post", _A)
def _may_discard_pokemon_bench(m, c):
    if not c.ex_era:
        return None
    return [["CHOOSE_ONE", 4, 1], ["DISCARD_HAND", 1, fx.KIND_POKEMON],
            ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_LAST_DISCARD_KIND, fx.KIND_POKEMON), 1, 1],
            ["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ONE], ["SKIP", 1], ["NOP"]]


# --- "before doing damage, you may flip a coin. if heads, this attack does N damage instead. if tails,
# this attack does nothing": the flip (its outcomes) or the printed damage ----------------------------
@R.rec(r"before doing damage, you may flip a coin" + END + r"if heads, this attack does (\d+) damage instead" + END
       + r"if tails, this attack does nothing" + END, "pre", _A)
def _may_flip_instead(m, c):
    if not c.ex_era or not c.damaging:
        return None
    return [["CHOOSE_ONE", 6, 1], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["DMG_SET", int(m.group(1))],
            ["SKIP_UNLESS_TAILS", 1, 1], ["STOP"], ["SKIP", 1], ["NOP"]]


# --- "if this Pokémon has any Holon Energy cards attached to it, <clause>": the clause under a chain of
# tests of the three Holon Energy names (CNT_SELF_ENERGY_KIND of each; a Holon's Pokémon attached as
# Energy is not one).  Only these after-damage clauses: a drawing, a random discard from the opponent's
# hand, damage to each of the opponent's Benched Pokémon (test_recognize_attack_ex keeps the
# Special Condition clause unread) -----------------------------------------------------------------
_HOLON_ENERGY = ("Holon Energy FF", "Holon Energy GL", "Holon Energy WP")
_HOLON_CLAUSES = (r"draw \d+ more cards" + END
                  + r"|choose 1 card from your opponent's hand without looking and discard it" + END
                  + r"|this attack does \d+ damage to each of your opponent's benched pokémon" + END
                  + r"(?:\(don't apply weakness and resistance for benched pokémon\.\)\s*)?")


def _any_of(codes: list, rows: R.Rows) -> R.Rows:
    """rows when any of the board counts codes is at least 1 (each test but the last jumps to the rows
    when it holds)."""
    out: R.Rows = []
    for i, code in enumerate(codes[:-1]):
        out += [["SKIP_UNLESS_COUNT", code, 1, 1], ["SKIP", 2 * (len(codes) - 2 - i) + 1]]
    return out + [["SKIP_UNLESS_COUNT", codes[-1], 1, len(rows)]] + [list(r) for r in rows]


@R.rec(r"if " + ME + r" has any holon energy cards attached to it, (" + _HOLON_CLAUSES + r")", "post", _A)
def _if_holon_energy(m, c):
    if not c.ex_era:
        return None
    segs = R._parse(m.group(1), c)
    if segs is None or any(role != "post" for role, rows in segs if rows):
        return None
    rows = [r for role, rs in segs if role == "post" for r in rs]
    if not rows:
        return None
    return _any_of([fx.named_count(fx.CNT_SELF_ENERGY_KIND, n) for n in _HOLON_ENERGY], rows)


# --- "discard either all <A> Energy or all <B> Energy attached to this Pokémon. this attack does N
# damage times the amount of <A> or <B> Energy discarded": a choice (CHOOSE_ONE) of the type; N per
# unit of it attached (DMG_ADD_PER_ENERGY, read before the discard), then all of it discarded ---------
@R.rec(r"discard either all (" + TYPES + r") energy or all (" + TYPES + r") energy attached to " + ME + END
       + r"this attack does (\d+) damage times the amount of (" + TYPES + r") or (" + TYPES + r") energy discarded" + END, "pre", _A)
def _discard_either_all_times(m, c):
    t1, t2, per = m.group(1), m.group(2), int(m.group(3))
    if (not c.ex_era or not c.damaging or per != c.base or t1 == t2 or "colorless" in (t1, t2)
            or (m.group(4), m.group(5)) != (t1, t2)):
        return None
    a, b = R._type(t1), R._type(t2)
    return [["DMG_SET", 0], ["CHOOSE_ONE", 3, 2],
            ["DMG_ADD_PER_ENERGY", per, fx.SELF, a], ["DISCARD_ENERGY", 0, fx.SELF, a], ["SKIP", 2],
            ["DMG_ADD_PER_ENERGY", per, fx.SELF, b], ["DISCARD_ENERGY", 0, fx.SELF, b]]


# --- "[you may] move all Energy cards attached to this Pokémon to your Benched Pokémon in any way you
# like": one forced move (MOVE_ENERGY a=0, any Energy card from the Active, the attacker, to another of
# your Pokémon) per card a Pokémon can hold; "you may": all of them or none (CHOOSE_ONE) --------------
def _move_all_rows() -> R.Rows:
    from ..kernel.layout import MAXEN
    return [["MOVE_ENERGY", 0, 0, fx.MOVE_FROM * fx.TC_ACTIVE + fx.ANY + 1] for _ in range(MAXEN)]


@R.rec(r"(you may )?move all energy cards attached to " + ME + r" to your benched pokémon in any way you like" + END
       + r"(\(ignore this effect if you don't have any benched pokémon\.\)\s*)?", "post", _A)
def _move_all_to_bench(m, c):
    if not c.ex_era:
        return None
    rows = _move_all_rows()
    if m.group(1):
        return [["CHOOSE_ONE", len(rows) + 1, 1]] + rows + [["SKIP", 1], ["NOP"]]
    return rows


# --- damage per card "discarded in this way" from the top of a deck: the discard pile's count of such
# cards read before the discard (DMG_ADD_PER_COUNT -M) and after it (+M), so M per card milled ------
_DECK_MAX = 60  # cards a deck holds


def _per_milled(more: int, counts: list, mill: R.Rows) -> R.Rows:
    before = [["DMG_ADD_PER_COUNT", -more, code, arg] for code, arg in counts]
    after = [["DMG_ADD_PER_COUNT", more, code, arg] for code, arg in counts]
    return before + [list(r) for r in mill] + after


# "each player discards the top card of his or her deck. this attack does N damage plus M more damage
# for each Energy card discarded in this way"
@R.rec(r"each player discards the top card of (?:his or her|their) deck" + END + r"this attack does (\d+) damage plus (\d+) more damage for"
       r" each energy card discarded in this way" + END, "pre", _A)
def _each_mill_per_energy(m, c):
    if not c.ex_era or not c.damaging or int(m.group(1)) != c.base:
        return None
    counts = [(fx.CNT_OWN_DISCARD_KIND, fx.KIND_ENERGY), (fx.CNT_OPP_DISCARD_KIND, fx.KIND_ENERGY)]
    return _per_milled(int(m.group(2)), counts, [["MILL_OPP", 1], ["MILL_OPP", 1, 1]])


# "discard the top K cards from your deck. this attack does N damage times the number of <A> and <B>
# basic Energy cards discarded in this way"
@R.rec(r"discard the top (\d+) cards (?:from|of) your deck" + END + r"this attack does (\d+) damage times the number of (" + TYPES
       + r") and (" + TYPES + r") basic energy cards discarded in this way" + END, "pre", _A)
def _mill_times_typed_energy(m, c):
    k, per, t1, t2 = int(m.group(1)), int(m.group(2)), m.group(3), m.group(4)
    if not c.ex_era or not c.damaging or per != c.base or t1 == t2 or "colorless" in (t1, t2) or not 1 <= k <= _DECK_MAX:
        return None
    counts = [(fx.CNT_OWN_DISCARD_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + R._type(t)) for t in (t1, t2)]
    return [["DMG_SET", 0]] + _per_milled(per, counts, [["MILL_OPP", k, 1]])


# "discard cards from the top of your deck until you have K cards left. this attack does N damage plus
# M more damage for each Energy card you discarded in this way": one card at a time while the deck
# holds more than K
@R.rec(r"discard cards from the top of your deck until you have (\d+) cards? left" + END + r"this attack does (\d+) damage plus (\d+) more"
       r" damage for each energy card you discarded in this way" + END, "pre", _A)
def _mill_down_to_per_energy(m, c):
    keep = int(m.group(1))
    if not c.ex_era or not c.damaging or int(m.group(2)) != c.base or not 0 <= keep < _DECK_MAX:
        return None
    mill: R.Rows = []
    for _ in range(_DECK_MAX - keep):
        mill += [["SKIP_UNLESS_COUNT", fx.CNT_OWN_DECK, keep + 1, 1], ["MILL_OPP", 1, 1]]
    return _per_milled(int(m.group(3)), [(fx.CNT_OWN_DISCARD_KIND, fx.KIND_ENERGY)], mill)


# "you may show your hand to your opponent. if you do, this attack does N damage plus M more damage for
# each Energy card in your hand. after doing damage, shuffle the Energy cards back into your deck": a
# choice (CHOOSE_ONE): M per card the hand loses when its Energy cards are shuffled into the deck (the
# hand's size before and after: nothing the damage does reads the hand or the deck) or nothing -------
@R.rec(r"you may show your hand to your opponent" + END + r"if you do, this attack does (\d+) damage plus (\d+) more damage for each energy"
       r" card in your hand" + END + r"after doing damage, shuffle the energy cards back into your deck" + END, "pre", _A)
def _show_hand_per_energy(m, c):
    if not c.ex_era or not c.damaging or int(m.group(1)) != c.base:
        return None
    more = int(m.group(2))
    return [["CHOOSE_ONE", 4, 1], ["DMG_ADD_PER_COUNT", more, fx.CNT_OWN_HAND, fx.ANY], ["SHUFFLE_KIND_TO_DECK", fx.KIND_ENERGY, fx.SELF],
            ["DMG_ADD_PER_COUNT", -more, fx.CNT_OWN_HAND, fx.ANY], ["SKIP", 1], ["NOP"]]


# --- "choose 1 of your opponent's Benched Pokémon. this attack does N damage to that Pokémon for each
# <name> you have in play": the amount made in D (DMG_SET 0, DMG_ADD_PER_NAMED), then BENCH_DAMAGE 0
# (a=0: D) to the chosen one (an attack that prints no damage: no DAMAGE row reads D) ---------------
@R.rec(r"choose 1 of your opponent's benched pokémon" + END + r"this attack does (\d+) damage to that pokémon for each ([\w' -]+?) you have"
       r" in play" + END + r"(?:\(don't apply weakness and resistance for benched pokémon\.\)\s*)?", "post", _A)
def _bench_one_per_named(m, c):
    name = m.group(2).strip()
    if not c.ex_era or c.damaging or re.search(r"\b(?:pokémon|energy|card|cards|and|or|of)\b", name):
        return None
    return [["DMG_SET", 0], ["DMG_ADD_PER_NAMED", int(m.group(1)), fx.SELF, name], ["BENCH_DAMAGE", 0, fx.BENCH_OPP_ONE]]


# --- "choose up to K cards in your hand and put them on top of your deck. then, search your deck for
# that many cards and put them into your hand": K cards (all the hand holds, up to K) on top
# (HAND_TO_DECK b=2, N = how many), then a search for N cards (one SEARCH_DECK per N, SKIP_UNLESS_N).
# Putting the most is no loss: a card put there can be searched back, so every hand fewer would give
# is reachable ----------------------------------------------------------------------------------------
_SWAP_MAX = 10


@R.rec(r"choose up to (\d+) cards in your hand and put them on top of your deck" + END + r"then, search your deck for that many cards and put"
       r" them into your hand" + END, "post", _A)
def _swap_with_deck(m, c):
    k = int(m.group(1))
    if not c.ex_era or not 1 <= k <= _SWAP_MAX:
        return None
    out: R.Rows = [["HAND_TO_DECK", k, 2]]
    for n in range(k, 0, -1):
        rest = 3 * (n - 2) + 2 if n > 1 else 0  # the tiers below this one
        out += [["SKIP_UNLESS_N", n, 2 if n > 1 else 1], ["SEARCH_DECK", n, fx.KIND_ANY, fx.TO_HAND]]
        if n > 1:
            out.append(["SKIP", rest])
    return out


# --- "this attack does N damage to 1 of your Pokémon": the attacker (the Active: SELF_DAMAGE, as "to
# itself") or 1 of your Benched Pokémon (BENCH_OWN_ONE), the player's choice (CHOOSE_ONE); the Bench
# only when there is one ---------------------------------------------------------------------------
@R.rec(r"this attack does (\d+) damage to 1 of your pokémon" + END + r"(?:\(don't apply weakness and resistance for benched pokémon\.\)\s*)?",
       "post", _A)
def _damage_one_own(m, c):
    n = int(m.group(1))
    if not c.ex_era or n <= 0:
        return None
    return [["CHOOSE_ONE", 2, 4], ["SELF_DAMAGE", n], ["SKIP", 4],
            ["SKIP_UNLESS_COUNT", fx.CNT_OWN_BENCH, 1, 2], ["BENCH_DAMAGE", n, fx.BENCH_OWN_ONE], ["SKIP", 1], ["SELF_DAMAGE", n]]
