"""EX-era Poké-Bodies, part B (stop 31, slice k16): passive wordings read into the existing power
headers (PASSIVE_MODS rows, shields, locks, between-turns bodies) and a few new codes
(``PASSIVE_BURN_MORE``, ``PASSIVE_PARITY_SHIELD``, ``TOOL_NO_RESISTANCE``, the ``BT_*`` modes
``BT_HEAL_OWN`` / ``BT_OPP_ACTIVE`` / ``BT_ASLEEP``, the ``TC_OTHER_*`` codes 90, 91, 104;
kernel/k16_bodies.py).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the readers register themselves into
:mod:`recognize_power`'s passive lists.  Only regular-expression fragments live here, never
card sentences (DESIGN.md, card data policy).

* modifier bodies whose row applies only while a count holds (a REQ_COUNT row before it,
  ``effects.mod_count(at_least=True)``): "as long as <a name> is in play" (``CNT_OWN_KIND_IN_PLAY``
  of that name), "if <a Stadium> is in play" (``CNT_STADIUM_KIND``), and "reduced by N for each
  [<type>] Energy attached ... can't reduce more than M" (one row per step, each at least i);
* ``PASSIVE_BETWEEN_HEAL`` with REQ_* rows after its header (its condition, kernel/k16_bodies.py);
* names the body lists ("each of your A, B, and <this card>"; "any of your <this card> in
  play"): ``TC_POWER_NAMED`` with the names in the header's c.
"""

from __future__ import annotations

import re
from string import capwords
from typing import Any

from .. import effects as fx
from ..cards.names import game_name
from ..cardtags import tag_bit
from . import recognize as R
from . import recognize_power as RP

Rows = list[list[Any]]
ME, END, AWR, BWR = R.ME, R.END, R.AWR, R.BWR
_T = r"(" + R.TYPES + r")"
_MS = fx.MOD_SCOPE
_ALL_DAMAGE = 1000  #: a TOOL_REDUCE amount that prevents all damage
_ACTIVE_SRC = r"as long as " + ME + r" is your active pokémon, "
_AT_LEAST = fx.mod_count(at_least=True)


def _c(conds: list[int], scope: int = fx.MS_SELF, src: int = 0, nostack: bool = False, extra: int = 0) -> int:
    assert len(conds) <= 2
    return sum(x * fx.TC_SHIFT ** i for i, x in enumerate(conds)) + scope * _MS + src * fx.MOD_SRC \
        + (fx.MOD_NOSTACK if nostack else 0) + extra


def _mods(*rows: list) -> Rows:
    return [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0], *rows]


def _steps(count: Any, step: int, most: int, conds: list[int]) -> Rows:
    """TOOL_REDUCE by step for each of a count, at most most: one row per step (at least i)."""
    out: Rows = []
    for i in range(1, most // step + 1):
        out += [["REQ_COUNT", count, i], ["TOOL", fx.TOOL_REDUCE, step, _c(conds, extra=_AT_LEAST)]]
    return out


# --- plain readers: (pattern, builder(match) -> rows) --------------------------------------
_BODIES: list[tuple[re.Pattern, Any]] = [
    # "damage by attacks from the opponent's Pokémon with Special Energy attached is reduced by N"
    (re.compile(r"any damage done to " + ME + r" by attacks from your opponent's pokémon with any special energy cards? "
                r"attached to it is reduced by (\d+)" + AWR + END + r"$"),
     lambda m: _mods(["TOOL", fx.TOOL_REDUCE, int(m.group(1)), _c([fx.TC_OTHER_ANY_SPECIAL])])),
    # while Active: no damage by attacks to the owner's Benched Pokémon
    (re.compile(_ACTIVE_SRC + r"prevent all damage done by attacks to all of your benched pokémon" + END + r"$"),
     lambda m: _mods(["TOOL", fx.TOOL_REDUCE, _ALL_DAMAGE, _c([fx.TC_BENCHED], fx.MS_OWN, fx.TC_ACTIVE)])),
    # while Active: the opponent's Confused Active can't retreat
    (re.compile(_ACTIVE_SRC + r"your opponent's confused pokémon can't retreat" + END + r"$"),
     lambda m: _mods(["TOOL", fx.EN_CANT_RETREAT, 1, _c([fx.TC_ACTIVE, fx.TC_CONFUSED], fx.MS_OPP, fx.TC_ACTIVE)])),
    # while Active: the opponent's Active has no Resistance (TOOL_NO_RESISTANCE)
    (re.compile(_ACTIVE_SRC + r"your opponent's active pokémon (?:have|has) no resistance" + END + r"$"),
     lambda m: _mods(["TOOL", fx.TOOL_NO_RESISTANCE, 1, _c([fx.TC_ACTIVE], fx.MS_OPP, fx.TC_ACTIVE)])),
    # no damage by attacks to it: both players' while Benched, or its owner's (PASSIVE_ATTACK_SHIELD_ALL)
    (re.compile(r"as long as " + ME + r" is on your bench, prevent all damage done to " + ME
                + r" by attacks \(both yours and your opponent's\)" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_ATTACK_SHIELD_ALL, 0, fx.TC_BENCHED + 3 * fx.TC_SHIFT]]),
    (re.compile(r"prevent all damage done to " + ME + r" by attacks from your pokémon" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_ATTACK_SHIELD_ALL, 0, 1 * fx.TC_SHIFT]]),
    # while Benched: Darkness Weakness is not applied to the owner's Pokémon (a Darkness attacker)
    (re.compile(r"as long as " + ME + r" is on your bench, don't apply " + _T + r" weakness for all of your pokémon i[ns] play"
                + END + r"$"),
     lambda m: _mods(["TOOL", fx.TOOL_NO_WEAKNESS, 1, _c([fx.TC_OTHER_TYPE + R._type(m.group(1))], fx.MS_OWN, fx.TC_BENCHED)])),
    # all Energy attached provide <type> (PASSIVE_ENERGY_AS_TYPE)
    (re.compile(r"all energy attached to " + ME + r" (?:are|is) " + _T + r" energy instead of its usual type" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_ENERGY_AS_TYPE, 0, R._type(m.group(1))]]),
    # while Active: every other power (both players') is ignored (a lock of every power from the Active Spot)
    (re.compile(_ACTIVE_SRC + r"ignore all poké-powers and poké-bodies other than [\w' -]+" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0, fx.LK_BOTH + fx.LK_WHERE * 1]]),
    # shields against kinds of attackers
    (re.compile(r"prevent all effects of attacks, including damage, done to " + ME
                + r" by your opponent's evolved pokémon and pokémon-ex" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_EVOLVED_OR_EX
                 + fx.SH_DAMAGE * (fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS)]]),
    (re.compile(r"prevent all effects of attacks, including damage, done to " + ME
                + r" by your opponent's pokémon that (?:has|have) dark in (?:its|their) names?" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_NAME_DARK
                 + fx.SH_DAMAGE * (fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS)]]),
    (re.compile(r"any damage done to " + ME + r" by attacks from stage 2 evolved pokémon \(both yours and your opponent's\)"
                r" is reduced by (\d+)" + AWR + END + r"$"),
     lambda m: _mods(["TOOL", fx.TOOL_REDUCE, int(m.group(1)), _c([fx.TC_OTHER_STAGE2])])),
    # "if that damage is 10, 30, 50, ..." / "20, 40, 60, ...": odd or even multiples of 10
    (re.compile(r"if " + ME + r" would be damaged by an attack, prevent that attack's damage done to " + ME
                + r" if that damage is ((?:\d+, )+or \d+)" + END + r"$"),
     lambda m: _parity(m.group(1))),
    # between turns, while Active
    (re.compile(_ACTIVE_SRC + r"remove (\d+|1) damage counters? from each of your pokémon between turns" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_TURNS, 0, 10 * int(m.group(1)) + 1000 * fx.BT_HEAL_OWN]]),
    (re.compile(_ACTIVE_SRC + r"put (\d+) damage counters? on each defending pokémon between turns" + END
                + r"(?:[\w' -]+ stops working if your other active pokémon is not an? " + ME + END + r")?$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_TURNS, 0, 10 * int(m.group(1)) + 1000 * fx.BT_OPP_ACTIVE]]),
    (re.compile(_ACTIVE_SRC + r"put (\d+) damage counters? on each pokémon that remains asleep between turns" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_TURNS, 0, 10 * int(m.group(1)) + 1000 * fx.BT_ASLEEP]]),
    (re.compile(_ACTIVE_SRC + r"put (\d+) damage counters instead of 2 on burned pokémon between turns" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_BURN_MORE, 0, 10 * (int(m.group(1)) - 2)]] if int(m.group(1)) > 2 else None),
    # a heal between turns under a condition (REQ_* rows after the header)
    (re.compile(r"if (" + r"[\w' .-]+? stadium" + r") is in play, remove (\d+|1) damage counters? from " + ME + r" between turns"
                + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_HEAL, 0, 10 * int(m.group(2))],
                ["REQ_COUNT", fx.named_count(fx.CNT_STADIUM_KIND, capwords(m.group(1))), 1]]),
    (re.compile(r"as long as " + ME + r" has any " + _T + r" energy attached(?: to it)?, remove (\d+|1) damage counters? from "
                + ME + r" between turns" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_HEAL, 0, 10 * int(m.group(2))],
                ["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, R._type(m.group(1))), 1]]),
    (re.compile(r"if " + ME + r" remains asleep between turns, remove (\d+) damage counters from " + ME
                + r" \(remove 1 if there is only 1\)" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_HEAL, 0, 10 * int(m.group(1))],
                ["REQ_COUNT", fx.count_code(fx.CNT_SELF_COND + fx.ASLEEP), 1]]),
    # reductions under a Stadium, and per Energy attached up to a cap
    (re.compile(r"if ([\w' .-]+? stadium) is in play, any damage done to " + ME + r" by attacks from your opponent's pokémon"
                r" is reduced by (\d+)" + AWR + END + r"$"),
     lambda m: _mods(["REQ_COUNT", fx.named_count(fx.CNT_STADIUM_KIND, capwords(m.group(1))), 1],
                     ["TOOL", fx.TOOL_REDUCE, int(m.group(2)), _c([], extra=_AT_LEAST)])),
    (re.compile(r"any damage done to " + ME + r" by (?:your opponent's )?attacks is reduced by (\d+) for each (?:" + _T + r" )?"
                r"energy attached to " + ME + AWR + END + r"you can't reduce more than (\d+) damage in this way" + END + r"$"),
     lambda m: _mods(*_steps(fx.count_code(fx.CNT_SELF_ENERGY, R._type(m.group(2)) if m.group(2) else fx.ANY),
                             int(m.group(1)), int(m.group(3)), []))),
    # the opponent's plays that put counters on their Pokémon (PASSIVE_OPP_PLAY_COUNTERS)
    (re.compile(r"as long as " + ME + r" is in play, whenever your opponent attaches an energy card to his or her pokémon from "
                r"(?:his or her )?hand, put (\d+|1) damage counters? on that pokémon" + END
                + r"you can't put more than \1 damage counters? even if there is more than 1 " + ME + r" in play" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_OPP_PLAY_COUNTERS, 0, 10 * int(m.group(1)) + 1000 * fx.OPC_ATTACH]]),
    (re.compile(r"as long as " + ME + r" is in play, whenever your opponent plays an evolution card from his or her hand to evolve"
                r" 1 of his or her pokémon, put (\d+) damage counters? on that pokémon" + END
                + r"you can't use more than 1 [\w' -]+ poké-body each turn" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_OPP_PLAY_COUNTERS, 0, 10 * int(m.group(1)) + 1000 * fx.OPC_EVOLVE + 10000]]),
    (re.compile(r"if your opponent's active pokémon retreats and has (\d+) or more remaining hp, put (\d+) damage counters? on"
                r" that pokémon" + END + r"you can't use more than 1 [\w' -]+ poké-body each turn" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_OPP_PLAY_COUNTERS, 0,
                 10 * int(m.group(2)) + 1000 * fx.OPC_RETREAT + 10000 + 100000 * int(m.group(1))]]),
    # while Active: each player's Pokémon of the names listed can't attack (a card tag: cardtags.tag_bit)
    (re.compile(_ACTIVE_SRC + r"each player's ([a-z][\w' -]*?) and ([a-z][\w' -]*?) can't attack" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_NAMED_NO_ATTACK, tag_bit("name:" + m.group(1) + "|" + m.group(2)), 0]]
     if all("pokémon" not in g for g in m.groups()) else None),
    # Tools / Technical Machines barred and discarded (PASSIVE_TOOL_PURGE)
    (re.compile(r"as long as " + ME + r" is in play, your opponent can't play pokémon tool cards" + END
                + r"remove any pokémon tool cards attached to your opponent's pokémon and put them into his or her discard pile"
                + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_TOOL_PURGE, 0, 1]]),
    (re.compile(r"as long as " + ME + r" is in play, each player can't play any technical machine cards from his or her hand"
                + END + r"discard all technical machine cards in play \(both yours and your opponent's\)" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_TOOL_PURGE, 0, 2]]),
    (re.compile(_ACTIVE_SRC + r"a player flips 2 coins for each of his or her pokémon that is asleep between turns" + END
                + r"if either coin is tails, that pokémon is still asleep" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_DEEP_SLEEP, 0, 0]]),
    (re.compile(r"whenever " + ME + r" would be damaged or affected by an opponent's attack and already has at least 1 damage"
                r" counter on it, flip a coin" + END + r"if heads, prevent all effects of that attack, including damage, done to "
                + ME + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_TRANSPARENCY, 0, 1]]),
    (re.compile(_ACTIVE_SRC + r"any damage done by attacks from your opponent's pokémon-ex is reduced by (\d+)"
                r" \(before applying weakness and resistance\)" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_EX_DAMAGE_MINUS, 0, int(m.group(1))]]),
    (re.compile(r"any damage done to " + ME + r" by attacks from pokémon that (?:has|have) an owner in (?:its|their) names? is"
                r" reduced by (\d+)" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_REDUCE_FROM_KIND, 0,
                 int(m.group(1)) + 1000 * fx.TC_NO_OWNER + 1000 * fx.TC_SHIFT]]),
    # while Active and damaged by an opponent's attack: counters on the attacker per heads (PASSIVE_ON_DAMAGED)
    (re.compile(r"if " + ME + r" is your active pokémon and is damaged by an opponent's attack \(even if " + ME
                + r" is knocked out\), flip a coin until you get tails" + END + r"for each heads, put (\d+|1) damage counters? on"
                r" the attacking pokémon" + END + r"$"),
     lambda m: [["POWER_PASSIVE", fx.PASSIVE_ON_DAMAGED, 0, fx.OD_ACTIVE], ["FLIP", 0],
                ["PUT_COUNTERS_PER_HEADS", 10 * int(m.group(1))]]),
]


def _parity(s: str) -> Rows | None:
    ns = [int(x) for x in re.findall(r"\d+", s)]
    if not ns or any(n % 10 for n in ns):
        return None
    odd = {(n // 10) % 2 for n in ns}
    if len(odd) != 1:
        return None
    return [["POWER_PASSIVE", fx.PASSIVE_PARITY_SHIELD, 0, 1 if odd.pop() == 1 else 2]]


def k16_body(text: str) -> Rows | None:
    for pat, build in _BODIES:
        m = pat.match(text)
        if m:
            return build(m)
    return None


# --- bodies that need a partner in play, by name ("as long as <name> is in play") ----------
_PARTNER = r"as long as ([a-z][\w' -]*?) is in play, "


def _partner(name: str) -> str:
    return fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, capwords(name))


def _partner_body(text: str) -> Rows | None:
    m = re.match(_PARTNER + ME + r"'s retreat cost is 0" + END + r"$", text)
    if m and m.group(1) != ME:
        return _mods(["REQ_COUNT", _partner(m.group(1)), 1],
                     ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, _c([], extra=_AT_LEAST)])
    m = re.match(_PARTNER + r"any damage done to " + ME + r" by attacks from " + _T + r" pokémon and " + _T
                 + r" pokémon is reduced by (\d+)" + AWR + END
                 + r"(?:you can't reduce more than \d+ damage even if there is more than 1 [\w' -]+ in play" + END + r")?$", text)
    if m and m.group(1) != ME:
        n = int(m.group(4))
        # one row per type, each at least 1 partner, not stacking: the reduction is n once
        return _mods(*[x for t in (2, 3) for x in (
            ["REQ_COUNT", _partner(m.group(1)), 1],
            ["TOOL", fx.TOOL_REDUCE, n, _c([fx.TC_OTHER_TYPE + R._type(m.group(t))], nostack=True, extra=_AT_LEAST)])])
    return None


# --- bodies that list names, the card's own among them (TC_POWER_NAMED) ---------------------
def _listed(s: str, own: str) -> list[str] | None:
    names = [n.strip() for n in re.split(r",\s*(?:and\s+)?|\s+and\s+", s) if n.strip()]
    out = [own if n == ME else n for n in names]
    if not out or not all(re.fullmatch(r"[a-z][\w' .-]*", n) for n in out) or any("pokémon" in n for n in out):
        return None
    return out


def _named_body(text: str, card_name: str) -> Rows | None:
    own = game_name(card_name).lower() if card_name else ""
    if not own:
        return None
    m = re.match(r"the retreat cost for each of your ([^.]+?) is 0" + END + r"$", text)
    if m:
        names = _listed(m.group(1), own)
        if names:
            return [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "|".join(names)],
                    ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, _c([fx.TC_POWER_NAMED], fx.MS_OWN)]]
    m = re.match(r"damage done to any of your " + ME + r" in play by attacks from your opponent's pokémon-ex is reduced by (\d+)"
                 + AWR + END + r"you can't use more than 1 [\w' -]+ poké-body each turn" + END + r"$", text)
    if m:
        return [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, own],
                ["TOOL", fx.TOOL_REDUCE, int(m.group(1)), _c([fx.TC_POWER_NAMED, fx.TC_OTHER_EX], fx.MS_OWN, nostack=True)]]
    return None


RP._LATER_PASSIVES.extend([k16_body, _partner_body])
RP.NAMED_PASSIVES.append(_named_body)
