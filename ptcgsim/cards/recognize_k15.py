"""Kernel slice 31 k15: EX-era Poké-Bodies (part A).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the readers register themselves into the
power readers of :mod:`ptcgsim.cards.recognize_power`.  Only regular-expression fragments live
here, never card sentences (DESIGN.md, card data policy).

* ``PASSIVE_MODS`` rows under a board condition: a ``REQ_COUNT`` row before each TOOL row with
  ``effects.mod_count(at_least=True)`` ("as long as you have <names> in play", "as long as this Pokémon
  has any <named> Energy cards attached", "as long as any Stadium with Holon in its name is in play",
  "if your opponent has N or more cards in his or her hand", "1 Energy or less": b <= 0, less than -b);
  ``predicates.mod_count_nb`` reads those counts;
* new clauses of modifier powers: more damage while Evolved / Confused / at 60 HP or less, less damage
  from an attacker with Special Energy, "prevent all effects of the opponent's attacks, except damage"
  (``EN_NO_ATTACK_EFFECTS`` as a power row), Resistance not applied (``ST_NO_RESISTANCE`` as a power row),
  retreat for Pokémon of listed names (``TC_POWER_NAMED``);
* power locks under a board condition (a ``REQ_COUNT`` row after a ``PASSIVE_POWER_LOCK`` header);
* counters between turns on each of the opponent's Pokémon-ex, or on each non-Water Active
  (``BT_OPP_EX``, ``BT_ACTIVES_NOT_WATER``).
"""

from __future__ import annotations

import re

from .. import effects as fx
from ..cardtags import tag_bit, tagged_count
from ..kernel.cardtable import CF_DELTA, CF_EX, CF_NAME_HOLON
from . import recognize as R
from . import recognize_power as RP

END, TYPES, ME = R.END, R.TYPES, R.ME
_BWR = r" \(before applying " + R.WR + r"\)"
_AWR = r" \(after applying " + R.WR + r"\)"
_MS = fx.MOD_SCOPE
_T = r"(" + TYPES + r")"


def _bit(cf: int) -> int:
    return cf.bit_length() - 1


# --- new clauses of modifier powers (recognize_power._MOD_CLAUSES) -------------------------------
RP._MOD_CLAUSES += [
    (re.compile(ME + r"'s attacks do (\d+) more damage to (?:your opponent's pokémon|the defending pokémon)" + _BWR),
     lambda m: [(fx.TOOL_DMG_PLUS, int(m.group(1)), fx.MS_SELF, [])]),
    (re.compile(r"any damage done to " + ME + r" by attacks from your opponent's pokémon that has any special energy cards attached"
                r" to it is reduced by (\d+)" + _AWR),
     lambda m: [(fx.TOOL_REDUCE, int(m.group(1)), fx.MS_SELF, [fx.TC_OTHER_ANY_SPECIAL])]),
    (re.compile(r"prevent all effects of opponent's attacks, except damage, done to " + ME),
     lambda m: [(fx.EN_NO_ATTACK_EFFECTS, 1, fx.MS_SELF, [])]),
    (re.compile(r"you pay ((?:colorless)+) less to retreat your " + _T + r" and " + _T + r" pokémon"),
     lambda m: [(fx.TOOL_RETREAT_LESS, RP._colorless(m.group(1)), fx.MS_OWN, [fx.TC_TYPE + R._type(m.group(i))]) for i in (2, 3)]),
    (re.compile(r"do not apply resistance for all active pokémon"),
     lambda m: [(fx.ST_NO_RESISTANCE, 1, scope, [fx.TC_ACTIVE]) for scope in (fx.MS_OWN, fx.MS_OPP)]),
    (re.compile(r"damage done to " + ME + r" by attacks is reduced by (\d+)" + _AWR),
     lambda m: [(fx.TOOL_REDUCE, int(m.group(1)), fx.MS_SELF, [])]),
    (re.compile(r"the retreat cost for each of your " + _T + r" pokémon \(excluding pokémon-ex\) is 0"),
     lambda m: [(fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.MS_OWN, [fx.TC_TYPE + R._type(m.group(1)), fx.TC_NOT_EX])]),
    (re.compile(r"each of your " + _T + r" pokémon has no weakness"),
     lambda m: [(fx.TOOL_NO_WEAKNESS, 1, fx.MS_OWN, [fx.TC_TYPE + R._type(m.group(1))])]),
    (re.compile(r"any damage done to " + ME + r" by attacks is reduced by (\d+)" + _AWR),
     lambda m: [(fx.TOOL_REDUCE, int(m.group(1)), fx.MS_SELF, [])]),
    (re.compile(r"any damage done to your stage 2 pokémon-ex by your opponent's attacks is reduced by (\d+)" + _BWR),
     lambda m: [(fx.TOOL_REDUCE_BEFORE, int(m.group(1)), fx.MS_OWN, [fx.TC_STAGE2, fx.TC_EX])]),
]
RP._MOD_SRC += [
    (re.compile(r"as long as " + ME + r"'s remaining hp is 60 or less, "), lambda m: fx.TC_HP_60),
    (re.compile(r"as long as " + ME + r" is confused, "), lambda m: fx.TC_CONFUSED),
]


# --- a board condition before a modifier power's clauses: a REQ_COUNT row before each TOOL row ---------
def _names(s: str) -> list[str]:
    return [capname(x) for x in re.split(r",? or |, ", s) if x]


def capname(s: str) -> str:
    """A card's name from its lower-case form ("kabutops ex" -> "Kabutops ex")."""
    w = s.split()
    return " ".join([w[0].capitalize()] + w[1:])


def _have_count(names: list[str]):
    """The count of its owner's Pokémon in play of one of the names (a name tag when they share a stem)."""
    if len(names) <= 2:
        return fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "|".join(names))
    stem = min(names, key=len)
    if all(n.startswith(stem) for n in names):  # "Kabuto, Kabutops, or Kabutops ex": "Kabuto" in its name
        return tagged_count(fx.CNT_OWN_FLAG_IN_PLAY, tag_bit("name:" + stem))
    return None


_HOLON_STADIUM = fx.count_code(fx.CNT_STADIUM_KIND, fx.kind_flag(fx.KIND_STADIUM, CF_NAME_HOLON))
_SELF_HOLON = fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.kind_flag(fx.KIND_ENERGY, CF_NAME_HOLON))
_SELF_REACT = fx.named_count(fx.CNT_SELF_ENERGY_KIND, "React Energy")

#: (pattern, m -> (count, b)) board conditions read by mod_count_nb
_COUNT_SRC = [
    (re.compile(r"as long as you have ([a-z ,]+?) in play, "), lambda m: (_have_count(_names(m.group(1))), 1)),
    (re.compile(r"as long as any stadium card with holon in its name is in play, "), lambda m: (_HOLON_STADIUM, 1)),
    (re.compile(r"as long as " + ME + r" has any holon energy cards attached to it, "), lambda m: (_SELF_HOLON, 1)),
    (re.compile(r"as long as " + ME + r" has any react energy cards attached to it, "), lambda m: (_SELF_REACT, 1)),
    (re.compile(r"if your opponent has (\d+) (?:of|or) more cards in his or her hand, "),
     lambda m: (fx.count_code(fx.CNT_OPP_HAND), int(m.group(1)))),
]


def _with_count(count, b: int, rows: list | None) -> list | None:
    if count is None or rows is None or rows[0][1] != fx.PASSIVE_MODS:
        return None
    out = [rows[0]]
    for r in rows[1:]:
        if r[0] != "TOOL":
            return None
        out += [["REQ_COUNT", count, b], ["TOOL", r[1], r[2], r[3] + fx.mod_count(at_least=True)]]
    return out


def counted_mods_program(text: str) -> list | None:
    for pat, build in _COUNT_SRC:
        m = pat.match(text)
        if m:
            count, b = build(m)
            return _with_count(count, b, RP.modifier_program(text[m.end():]))
    return None


# --- bodies naming the card itself or a list of names (TC_POWER_NAMED: the header's c lists them) ------
_LIST = r"([a-zé ,]+?)"
_FEW_ENERGY = r"as long as " + ME + r" has 1 energy or less attached to it, "
_NAMED = [
    # "each of your <names> has no Weakness"
    (re.compile(r"each of your " + _LIST + r" has no weakness" + END + r"$"),
     lambda m: (1, [], [(fx.TOOL_NO_WEAKNESS, 1)], False)),
    # "you pay C less to retreat your <names>"
    (re.compile(r"you pay ((?:colorless)+) less to retreat your " + _LIST + END + r"$"),
     lambda m: (2, [], [(fx.TOOL_RETREAT_LESS, RP._colorless(m.group(1)))], False)),
    # "damage done to the opponent's Pokémon by your <names> isn't affected by Resistance"
    (re.compile(r"damage done to your opponent's pokémon by your " + _LIST + r" isn't affected by resistance" + END + r"$"),
     lambda m: (1, [], [(fx.ST_NO_RESISTANCE, 1)], False)),
    # with 1 Energy or less on it: less damage to any of your <its name>, no Retreat Cost for each of them
    (re.compile(_FEW_ENERGY + r"damage done to any of your (" + ME + r") in play by attacks is reduced by (\d+)" + _AWR + END
                + r"you can't use more than 1 [\w' .-]+ poké-body each turn" + END + r"$"),
     lambda m: (1, [fx.count_code(fx.CNT_SELF_ENERGY), -2], [(fx.TOOL_REDUCE, int(m.group(2)))], True)),
    (re.compile(_FEW_ENERGY + r"the retreat cost for each of your (" + ME + r") is 0" + END + r"$"),
     lambda m: (1, [fx.count_code(fx.CNT_SELF_ENERGY), -2], [(fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT)], False)),
]


def _named_mods(text: str, card: str) -> list | None:
    me = re.sub(r"\s*[δ★]", "", card or "").strip()
    for pat, build in _NAMED:
        m = pat.match(text)
        if not m:
            continue
        g, req, mods, nostack = build(m)
        names = [me if x == ME else capname(x) for x in re.split(r",? and |,? or |, ", m.group(g)) if x]
        if not me or not names or any(not re.fullmatch(r"[A-Z][a-z]+(?: ex)?", n) for n in names):
            return None
        rows: list = [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "|".join(names)]]
        for code, amount in mods:
            c = fx.TC_POWER_NAMED + fx.MS_OWN * _MS + (fx.MOD_NOSTACK if nostack else 0)
            if req:
                rows.append(["REQ_COUNT", req[0], req[1]])
                c += fx.mod_count(at_least=True)
            rows.append(["TOOL", code, amount, c])
        return rows
    return None


# --- power locks under a board condition: a REQ_COUNT row after the PASSIVE_POWER_LOCK header -------------
_LOCK = re.compile(r"(?:as long as you have ([a-z]+)(?: or \1 ex)? in play|as long as " + ME + r" has any (holon) energy cards attached to it), "
                   r"each player's (?:(" + TYPES + r"|evolved) )?pokémon \((excluding pokémon-ex|excluding pokémon that has δ on its card)\)"
                   r" can't use any poké-(powers|bodies)" + END + r"$")


def lock_program(text: str) -> list | None:
    m = _LOCK.match(text)
    if not m:
        return None
    if m.group(1):
        count = fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, capname(m.group(1)) + "|" + capname(m.group(1)) + " ex")
    else:
        count = _SELF_HOLON
    c = fx.LK_BOTH + fx.LK_KIND * (1 if m.group(5) == "powers" else 2)
    kind = m.group(3)
    c1 = (fx.TC_EVOLVED if kind == "evolved" else fx.TC_TYPE + R._type(kind)) if kind else 0
    if m.group(4) == "excluding pokémon-ex":
        c += fx.TC_NOT_EX * fx.TC_SHIFT
    else:  # not a δ Pokémon: the cardtable bit, negated
        c += _bit(CF_DELTA) * fx.TC_SHIFT + fx.LK_FLAG2 + fx.LK_NEG2
    return [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0, c + c1], ["REQ_COUNT", count, 1]]


# --- counters between turns (recognize_power._BT_TARGETS) ---------------------------------------------
RP._BT_TARGETS += [
    (r"put", r"on each of your opponent's pokémon-ex", fx.BT_OPP_EX),
]


_BT_NOT_WATER = re.compile(RP._ACTIVE_SRC + r"put " + R.NUM + r" damage counters? on each active pokémon \(both yours and your opponent's\)"
                           r" between turns, excluding water pokémon" + END + r"$")


def _bt_not_water(text: str) -> list | None:
    m = _BT_NOT_WATER.match(text)
    if not m:
        return None
    return [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_TURNS, 0, 10 * R._n(m.group(1)) + 1000 * fx.BT_ACTIVES_NOT_WATER]]


# --- less damage for each named Energy card attached (a TOOL_REDUCE row times a REQ_COUNT row's count) --------
_ALWAYS = -(1 << 30)  #: a REQ_COUNT b that always holds: the row only carries the count
_PER_REACT = re.compile(r"any damage done to " + ME + r" by attacks from your opponent's pokémon is reduced by (\d+) for each"
                        r" react energy card attached to " + ME + _AWR + END + r"$")


def _per_react(text: str) -> list | None:
    m = _PER_REACT.match(text)
    if not m:
        return None
    return [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0], ["REQ_COUNT", _SELF_REACT, _ALWAYS],
            ["TOOL", fx.TOOL_REDUCE, int(m.group(1)), fx.MS_SELF * _MS + fx.mod_count(times=True)]]


# --- a shield while its owner has a Pokémon of a name in play (the shield power's REQ_COUNT row: its condition) ----
_HAVE_SHIELD = re.compile(r"as long as you have ([a-z]+) in play, prevent all effects, including damage, done to " + ME
                          + r" by attacks from your opponent's (pokémon-ex|pokémon that has dark in its name)" + END + r"$")


def _have_shield(text: str) -> list | None:
    m = _HAVE_SHIELD.match(text)
    if not m:
        return None
    what = (fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS) * fx.SH_DAMAGE
    tc = fx.TC_OTHER_EX if m.group(2) == "pokémon-ex" else fx.TC_OTHER_DARK_NAME
    return [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, tc + what],
            ["REQ_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, capname(m.group(1))), 1]]


RP._LATER_PASSIVES += [_have_shield]
RP._LATER_PASSIVES += [counted_mods_program, lock_program, _bt_not_water, _per_react]
RP.NAMED_PASSIVES.append(_named_mods)


# --- bodies with kernel code of their own (kernel/k15.py, predicates) ------------------------------------
_ACTIVE = r"as long as " + ME + r" is your active pokémon, "
_BODIES = [
    # the opponent can't evolve their Active from the hand, nor attach Energy from the hand to an Asleep Pokémon
    (re.compile(r"your opponent can't play any basic pokémon or evolution cards from his or her hand to evolve an active pokémon"
                r" and can't attach any energy cards from his or her hand to an asleep pokémon" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_PLAY, 0, fx.NP_EVOLVE_ACTIVE + fx.NP_ASLEEP_ATTACH]]),
    # while Active: no Special Energy (save Darkness and Metal ones) from the opponent's hand to their Active
    (re.compile(_ACTIVE + r"your opponent can't attach any special energy cards \(except for darkness and metal energy cards\)"
                r" from his or her hand to his or her active pokémon" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_PLAY, 0, fx.NP_SPECIAL_TO_ACTIVE + fx.NP_WHERE]]),
    # while Active: 2 coins for each Asleep Pokémon between turns, either tails keeps it Asleep
    (re.compile(_ACTIVE + r"each player flips 2 coins for his or her pokémon that is asleep between turns" + END
                + r"if either coin is tails, that pokémon is still asleep" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_DEEP_SLEEP, 0, 0]]),
    # still Asleep after the Checkup's flip: counters on the Defending Pokémon
    (re.compile(r"as long as " + ME + r" remains asleep between turns, put " + R.NUM + r" damage counters? on 1 of the defending pokémon"
                + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_BEDHEAD, 0, 10 * R._n(m.group(1))]]),
    # after the opponent's Pokémon uses a Poké-Power: counters on it
    (re.compile(r"after your opponent's pokémon uses a poké-power, put " + R.NUM + r" damage counters? on that pokémon" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_DARK_EYES, 0, 10 * R._n(m.group(1))]]),
    # while Active: the opponent's Pokémon of its name can't attack
    (re.compile(_ACTIVE + r"your opponent's " + ME + r" can't attack" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NO_ATTACK_SAME_NAME, 0, 0]]),
    # while Evolved: every Energy attached provides one type
    (re.compile(r"as long as " + ME + r" is an evolved pokémon, all energy attached to " + ME + r" are " + _T
                + r" energy instead of their usual types" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_ENERGY_AS_TYPE, 0, R._type(m.group(1)) + 16 * fx.TC_EVOLVED]]),
    # while a React Energy card is attached: of two types
    (re.compile(r"as long as " + ME + r" has any react energy cards attached to it, " + ME + r" is both " + _T + r" and " + _T
                + r" type" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_DUAL_TYPE, 0, fx.DT_REQ + R._type(m.group(1)) + 16 * R._type(m.group(2))],
                ["REQ_COUNT", _SELF_REACT, 1]]),
]


def body_program(text: str) -> list | None:
    for pat, build in _BODIES:
        m = pat.match(text)
        if m:
            return build(m)
    return None


RP._LATER_PASSIVES.append(body_program)


# --- "if you have <A> or <A> ex in play, the attack cost of this Pokémon's <attack> is now <symbols>": fewer Colorless
# (a TOOL_COST_LESS row for that attack, after the REQ_COUNT row that is its condition); recognize.py hands the card's
# printed attacks over in RAW_ATTACKS before it reads a power ------------------------------------------------------
RAW_ATTACKS: list = []
_COST_NOW = re.compile(r"if you have ([a-z]+) or \1 ex in play, the attack cost of " + ME + r"'s ([a-z' -]+?) is now ([a-z]+(?: [a-z]+)*)"
                       + END + r"$")


def _cost_now(text: str) -> list | None:
    m = _COST_NOW.match(text)
    if not m:
        return None
    new = re.findall(TYPES, m.group(3))
    if "".join(new) != m.group(3).replace(" ", ""):
        return None
    for j, a in enumerate(RAW_ATTACKS):
        if (a.get("name") or "").lower() != m.group(2):
            continue
        old = [t.lower() for t in a.get("cost") or []]
        less = old.count("colorless") - new.count("colorless")
        if j >= fx.MC_ATK or less <= 0 or sorted(t for t in old if t != "colorless") != sorted(t for t in new if t != "colorless"):
            return None
        who = capname(m.group(1))
        return [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0], ["REQ_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, who + "|" + who + " ex"), 1],
                ["TOOL", fx.TOOL_COST_LESS, less, fx.MS_SELF * _MS + fx.mod_count(attacks=1 << j)]]
    return None


# --- while Active, its Retreat Cost is Colorless less for each Pokémon of its name on its owner's Bench: the count of
# its name in play (itself too) times 1 less, and 1 more (a TOOL_RETREAT_LESS row times a REQ_COUNT row's count) -------
_PER_BENCHED = re.compile(r"as long as " + ME + r" is your active pokémon, you pay ((?:colorless)+) less to retreat " + ME
                          + r" for each " + ME + r" on your bench" + END + r"$")


def _per_benched(text: str, card: str) -> list | None:
    m = _PER_BENCHED.match(text)
    me = re.sub(r"\s*[δ★]", "", card or "").strip()
    if not m or not me:
        return None
    n = RP._colorless(m.group(1))
    src = fx.MS_SELF * _MS + fx.TC_ACTIVE * fx.MOD_SRC
    return [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0], ["REQ_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, me), _ALWAYS],
            ["TOOL", fx.TOOL_RETREAT_LESS, n, src + fx.mod_count(times=True)], ["TOOL", fx.TOOL_RETREAT_LESS, -n, src]]


RP._LATER_PASSIVES.append(_cost_now)
RP.NAMED_PASSIVES.append(_per_benched)


# --- while Benched, no damage from attacks, its owner's own ones too (PASSIVE_SHIELD with SH_OWN_ATTACKS) ---------
_SUBMERGE = re.compile(r"as long as " + ME + r" is on your bench, prevent all damage done to " + ME
                       + r" by attacks \(both yours and your opponent's\)" + END + r"$")


def _submerge(text: str) -> list | None:
    if not _SUBMERGE.match(text):
        return None
    return [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_BENCHED + (fx.SH_PREVENT_DAMAGE | fx.SH_OWN_ATTACKS) * fx.SH_DAMAGE]]


RP._LATER_PASSIVES.append(_submerge)


# --- Energy cards attached from the hand, a heal between turns (kernel/k15.py) -----------------------------------
_ONE_A_TURN = r"you can't use more than 1 [\w' .-]+ poké-body each turn" + END
_HAND_BODIES = [
    (re.compile(r"whenever you attach a (react energy) card from your hand to " + ME + r", remove all damage counters from " + ME
                + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_ATTACH_HEAL, 0, fx.named_count(fx.CNT_SELF_ENERGY_KIND, capname(m.group(1)).title())]]),
    (re.compile(r"when your opponent attaches a special energy card from his or her hand to 1 of his or her pokémon, put " + R.NUM
                + r" damage counters? on that pokémon" + END + _ONE_A_TURN + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_SPECIAL_ATTACH_COUNTERS, 0, 10 * R._n(m.group(1))]]),
    (re.compile(r"as long as " + ME + r" has any react energy cards attached to it, remove " + R.NUM + r" damage counters? from each of "
                r"your pokémon \(excluding pokémon-ex\) that has any react energy cards attached to it between turns" + END
                + _ONE_A_TURN + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_BT_HEAL_KIND, 0, 10 * R._n(m.group(1))], ["REQ_COUNT", _SELF_REACT, 1]]),
]


def hand_body_program(text: str) -> list | None:
    for pat, build in _HAND_BODIES:
        m = pat.match(text)
        if m:
            return build(m)
    return None


RP._LATER_PASSIVES.append(hand_body_program)


# --- each player's Pokémon-ex: no Poké-Powers, and its attacks cost more (a PASSIVE_POWER_LOCK with cost rows, which
# predicates.power_cost_nb reads as a PASSIVE_MODS power's; counted once: MOD_NOSTACK) ------------------------------
_EX_LOCK = re.compile(r"each player's pokémon-ex can't use any poké-powers and pays ((?:colorless)+) more energy to use its attacks" + END
                      + r"each pokémon can't be affected by more than 1 [\w' .-]+ poké-body" + END + r"$")


def _ex_lock(text: str) -> list | None:
    m = _EX_LOCK.match(text)
    if not m:
        return None
    n = RP._colorless(m.group(1))
    c = _bit(CF_EX) + fx.LK_FLAG1 + fx.LK_BOTH + fx.LK_KIND
    return [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0, c]] + [
        ["TOOL", fx.TOOL_COST_LESS, -n, fx.TC_EX + scope * _MS + fx.MOD_NOSTACK] for scope in (fx.MS_OWN, fx.MS_OPP)]


RP._LATER_PASSIVES.append(_ex_lock)


# --- "ignore the effect of this Pokémon's <attack> attack" while a named Energy card is attached: an attack whose only
# effect is counters on itself (its printed text, RAW_ATTACKS) -> PASSIVE_IGNORE_OWN_EFFECT with its mask ------------
_IGNORE_OWN = re.compile(r"as long as " + ME + r" has any (holon|react) energy cards attached to it, ignore the effect of " + ME
                         + r"'s ([a-z' -]+?) attack" + END + r"$")


def _ignore_own(text: str, card: str) -> list | None:
    m = _IGNORE_OWN.match(text)
    me = re.sub(r"\s*[δ★]", "", card or "").strip().lower()
    if not m or not me:
        return None
    for j, a in enumerate(RAW_ATTACKS):
        if (a.get("name") or "").lower() != m.group(2) or j >= 4:
            continue
        own = re.escape(me) + r"(?: [δ★])?"
        if not re.fullmatch(r"(?:put \d+ damage counters? on " + own + r"|" + own + r" does \d+ damage to itself)\.",
                            (a.get("text") or "").strip().lower()):
            return None
        count = _SELF_HOLON if m.group(1) == "holon" else _SELF_REACT
        return [["POWER_PASSIVE", fx.PASSIVE_IGNORE_OWN_EFFECT, 0, 1 << j], ["REQ_COUNT", count, 1]]
    return None


RP.NAMED_PASSIVES.append(_ignore_own)


# --- "if this Pokémon has any React Energy cards attached to it, it is <type>, <type>, ..., and <type> type" ------
_MANY_TYPES = re.compile(r"(?:if|as long as) " + ME + r" has any react energy cards attached to it, " + ME + r" is ((?:(?:"
                         + TYPES + r"),? )+and (?:" + TYPES + r")) type" + END + r"$")


def _many_types(text: str) -> list | None:
    m = _MANY_TYPES.match(text)
    if not m:
        return None
    mask = sum(1 << R._type(t) for t in re.findall(TYPES, m.group(1)))
    return [["POWER_PASSIVE", fx.PASSIVE_DUAL_TYPE, 0, fx.DT_REQ + fx.DT_MASK + mask], ["REQ_COUNT", _SELF_REACT, 1]]


RP._LATER_PASSIVES.append(_many_types)
