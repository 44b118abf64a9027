"""Stop 31, slice k20: EX-era Trainers and Special Energy (Holon Energy GL / WP of Delta Species).

Holon Energy-like Special Energy: "if the Pokémon this card is attached to also has a basic <type>
Energy card attached to it, <effect>" twice, then "ignore these effects if this card is attached
to Pokémon-ex".  recognize_k830 reads Holon Energy FF and the later Holon Energy WP; this module
adds the Grass / Lightning pair and the Delta Species wording of the Water effect:

* "can't be affected by any Special Conditions": an ENERGY ``TOOL_NO_CONDITIONS`` row
  (kernel/effects.condition_immune_nb; it recovers after every action, knockout.energy_upkeep_nb);
* "damage done [to that Pokémon] by [attacks from] your opponent's Pokémon-ex is reduced by N":
  ``TOOL_REDUCE`` N with a third condition ``TC_OTHER_EX`` (the Attacking Pokémon is a Pokémon-ex;
  predicates.energy_row_holds_nb reads three conditions);
* "prevent all effects, excluding damage, done to that Pokémon by your opponent's Pokémon" (not
  only attacks): ``EN_NO_ATTACK_EFFECTS`` and ``EN_NO_POWER_EFFECTS`` (the opponent's Poké-Powers).

Only regular-expression fragments live here, never card sentences.
"""

from __future__ import annotations

import re

from .. import effects as fx
from . import recognize as R
from . import recognize_energy as _re

# (recognize_k830 reads the same family; its tables are not imported here: it imports recognize, whose end imports
# this module, so they may not exist yet)
_BASIC_CARD_TC = {"fire": fx.TC_BASIC_FIRE_CARD, "fighting": fx.TC_BASIC_FIGHTING_CARD, "water": fx.TC_BASIC_WATER_CARD,
                  "psychic": fx.TC_BASIC_PSYCHIC_CARD, "grass": fx.TC_BASIC_GRASS_CARD, "lightning": fx.TC_BASIC_LIGHTNING_CARD}

#: effect wording -> [(ENERGY code, amount, extra condition)]
_EFFECTS = {
    "that pokémon has no weakness": [(fx.TOOL_NO_WEAKNESS, 1, 0)],
    "damage done by that pokémon's attack isn't affected by resistance": [(fx.ST_NO_RESISTANCE, 1, 0)],
    "prevent all effects of attacks, excluding damage, done to that pokémon by your opponent's pokémon":
        [(fx.EN_NO_ATTACK_EFFECTS, 1, 0)],
    "that pokémon's retreat cost is 0": [(fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, 0)],
}
_EFFECTS.update({
    "that pokémon can't be affected by any special conditions": [(fx.TOOL_NO_CONDITIONS, 1, 0)],
    "damage done by your opponent's pokémon-ex is reduced by 10": [(fx.TOOL_REDUCE, 10, fx.TC_OTHER_EX)],
    "damage done to that pokémon by attacks from your opponent's pokémon-ex is reduced by 10":
        [(fx.TOOL_REDUCE, 10, fx.TC_OTHER_EX)],
    "prevent all effects, excluding damage, done to that pokémon by your opponent's pokémon":
        [(fx.EN_NO_ATTACK_EFFECTS, 1, 0), (fx.EN_NO_POWER_EFFECTS, 1, 0)],
})

_IF = (r"if the pokémon that this card is attached to also has a basic (" + "|".join(_BASIC_CARD_TC)
       + r") energy card attached to it, (" + "|".join(re.escape(k) for k in _EFFECTS) + r")\.\s*")
_HOLON = re.compile(_IF + _IF + r"ignore these effects if this card is attached to pokémon-ex\.\s*")


def _holon_energy(m, st) -> list:
    rows = []
    for t, eff in (m.group(1, 2), m.group(3, 4)):
        for code, amount, extra in _EFFECTS[eff]:
            c = _BASIC_CARD_TC[t] + fx.TC_SHIFT * fx.TC_NOT_EX + fx.TC_SHIFT * fx.TC_SHIFT * extra
            rows.append(["ENERGY", code, amount, c])
    return rows


_re._RECS.insert(0, (_HOLON, _holon_energy))


# --- EX-era Pokémon Tools -------------------------------------------------------------------------
from . import recognize_tool as RT  # noqa: E402

_DOT = RT._DOT
_HOLDER = r"the pokémon (?:that )?this card is attached to"


# Solid Rage-like: "if you have more prize cards left than your opponent, <the holder> does N more damage to the
# active pokémon (before applying weakness and resistance)": TOOL_DMG_PLUS N while TC_PRIZES_BEHIND
@RT._rec(r"if you have more prize cards left than your opponent, " + _HOLDER + r" does (\d+) more damage to the active"
         r" pokémon" + RT._BWR + _DOT)
def _behind_more_damage(m):
    return [RT._row(fx.TOOL_DMG_PLUS, int(m.group(1)), fx.TC_PRIZES_BEHIND)]


# Curse Powder-like: "if <the holder> is your active pokémon and is knocked out by damage from an opponent's attack,
# put N damage counters on the attacking pokémon": a TOOL_ON_KO section (KO_BY_ATTACK, KO_ACTIVE; the opponent's
# Active is the Attacking Pokémon: PUT_COUNTERS BENCH_DEF)
@RT._rec(r"if " + _HOLDER + r" is your active pokémon and is knocked out by damage from an opponent's attack, put (\d+)"
         r" damage counters on the attacking pokémon" + _DOT)
def _ko_counters(m):
    return [RT._row(fx.TOOL_ON_KO, 1 + fx.TOOL_ON_KO_ROWS * (fx.KO_BY_ATTACK | fx.KO_ACTIVE)),
            ["PUT_COUNTERS", 10 * int(m.group(1)), fx.BENCH_DEF, 0]]


# Energy Root-like: "... that pokémon gets +N hp and can't use any poké-powers or poké-bodies": TOOL_HP and a TOOL
# ST_NO_POWERS row (2: every power; its holder only)
@RT._rec(r"as long as this card is attached to a pokémon, that pokémon gets \+(\d+) hp and can't use any poké-powers or"
         r" poké-bodies" + _DOT)
def _hp_no_powers(m):
    return [RT._row(fx.TOOL_HP, int(m.group(1))), RT._row(fx.ST_NO_POWERS, 2)]


# "attach this card to 1 of your pokémon (excluding pokémon-ex) ... if the pokémon this card is attached to is a
# pokémon-ex, discard this card": TOOL_ATTACH_ONLY and TOOL_DISCARD_UNLESS TC_NOT_EX
@RT._rec(r"attach this card to 1 of your pokémon \(excluding pokémon-ex\) that doesn't already have a pokémon tool attached"
         r" to it" + _DOT + r"if the pokémon this card is attached to is a pokémon-ex, discard this card" + _DOT)
def _attach_not_ex(m):
    return [RT._row(fx.TOOL_ATTACH_ONLY, 0, fx.TC_NOT_EX), RT._row(fx.TOOL_DISCARD_UNLESS, 0, fx.TC_NOT_EX)]


# Cessation Crystal-like: "as long as this card is attached to an active pokémon, each player's pokémon (both yours
# and your opponent's) can't use any poké-powers or poké-bodies": ST_NO_POWERS 2 + TNP_ALL while TC_ACTIVE
@RT._rec(r"as long as this card is attached to an active pokémon, each player's pokémon \(both yours and your opponent's\)"
         r" can't use any poké-powers or poké-bodies" + _DOT)
def _active_no_powers(m):
    return [RT._row(fx.ST_NO_POWERS, 2 + fx.TNP_ALL, fx.TC_ACTIVE)]


# --- EX-era Stadiums ----------------------------------------------------------------------------------
from . import recognize_stadium as RS  # noqa: E402

_BOTH = RS._BOTH


# Mt. Moon-like: "any pokémon (both ...) with maximum hp less than N can't use any poké-powers" (the printed HP)
@RS._rec(r"any pokémon" + _BOTH + r" with maximum hp less than (\d+) can't use any poké-powers" + _DOT)
def _no_powers_hp_below(m):
    return [["STADIUM", fx.ST_NO_POWERS_HP_BELOW, int(m.group(1)), 0]]


# Space Center-like: "ignore poké-bodies for all basic pokémon in play (both ...) (excluding pokémon-ex and pokémon
# that has an owner in its name)": ST_NO_POWERS 3 (Poké-Bodies) with three conditions
@RS._rec(r"ignore poké-bodies for all basic pokémon in play" + _BOTH + r" \(excluding pokémon-ex and pokémon that has an"
         r" owner in its name\)" + _DOT)
def _no_basic_bodies(m):
    return [["STADIUM", fx.ST_NO_POWERS, 3, fx.TC_BASIC + fx.TC_SHIFT * fx.TC_NOT_EX + fx.TC_SHIFT ** 2 * fx.TC_NO_OWNER]]


# Cursed Stone-like: "at any time between turns, each player puts N damage counter(s) on his or her pokémon that has a
# poké-power": ST_BETWEEN_COUNTERS on each Pokémon in play for which TC_HAS_POKE_POWER holds
@RS._rec(r"at any time between turns, each player puts (\d+) damage counters? on his or her pokémon that has a poké-power"
         + _DOT)
def _between_power_counters(m):
    return [["STADIUM", fx.ST_BETWEEN_COUNTERS, 10 * int(m.group(1)), fx.TC_HAS_POKE_POWER]]


# Rocket's Tricky Gym-like: "each pokémon with dark or rocket's in its name (both ...) can use attacks on this card
# instead of its own": ST_CARD_ATTACKS for TC_DARK_OR_ROCKETS (the card's attack is read by the attack recogniser)
@RS._rec(r"each pokémon with dark or rocket's in its name" + _BOTH + r" can use attacks on this card instead of its own"
         + _DOT)
def _dark_rockets_card_attacks(m):
    return [["STADIUM", fx.ST_CARD_ATTACKS, 1, fx.TC_DARK_OR_ROCKETS]]


# --- Tools that discard themselves at the end of a turn their holder attacked (TOOL_DISCARD TD_AFTER_ATTACK) ---
_ATTACKS_DISCARD = r"if that pokémon attacks, discard this card at the end of the turn" + _DOT


# Crystal Shard-like: "as long as this card is attached to a pokémon, that pokémon's type is colorless": TOOL_TYPE_IS
@RT._rec(r"as long as this card is attached to a pokémon, that pokémon's type is (" + R.TYPES + r")" + _DOT + _ATTACKS_DISCARD)
def _type_is(m):
    return [RT._row(fx.TOOL_TYPE_IS, R._type(m.group(1)) + 1), RT._row(fx.TOOL_DISCARD, fx.TD_AFTER_ATTACK)]


# Memory Berry-like: "<the holder> can use any attack from its basic pokémon or its stage 1 evolution card. (you still
# have to pay for that attack's energy cost.)": a TOOL ST_STACK_ATTACKS row (predicates.atk_ref_nb)
@RT._rec(_HOLDER + r" can use any attack from its basic pokémon or its stage 1 evolution card" + _DOT
         + r"\(you still have to pay for that attack's energy cost\.\)\s*" + _ATTACKS_DISCARD)
def _stack_attacks(m):
    return [RT._row(fx.ST_STACK_ATTACKS, 1), RT._row(fx.TOOL_DISCARD, fx.TD_AFTER_ATTACK)]


# Mysterious Shard-like: "prevent all effects of attacks, including damage, done to <the holder> by your opponent's
# pokémon-ex. discard this card at the end of your opponent's next turn.": a TOOL EN_NO_ATTACK_EFFECTS row (read by
# predicates.shield_nb) and TOOL_REDUCE 999 (all the damage) while TC_OTHER_EX, then TD_OPP_TURN_AFTER
@RT._rec(r"prevent all effects of attacks, including damage, done to " + _HOLDER + r" by your opponent's pokémon-ex" + _DOT
         + r"discard this card at the end of your opponent's next turn" + _DOT)
def _shard_from_ex(m):
    return [RT._row(fx.EN_NO_ATTACK_EFFECTS, 1, fx.TC_OTHER_EX), RT._row(fx.TOOL_REDUCE, 999, fx.TC_OTHER_EX),
            RT._row(fx.TOOL_DISCARD, fx.TD_OPP_TURN_AFTER)]


# EXP.ALL-like: onto a Pokémon not ex and without an owner; when the Active is Knocked Out by the opponent's attack
# during their turn, 1 basic Energy card from it to the holder, then the card is discarded (TOOL_ENERGY_SAVE 1,
# TOOL_DISCARD TD_AFTER_SAVE; "you may": always, knockout.energy_save_nb)
@RT._rec(r"attach (?:this card|exp\. all) to 1 of your pokémon \(excluding pokémon-ex and pokémon that has an owner in its"
         r" name\) that doesn't already have a pokémon tool attached to it" + _DOT + r"if that pokémon is knocked out, discard"
         r" this card" + _DOT + r"during your opponent's turn, if 1 of your active pokémon is knocked out by your opponent's"
         r" attack, you may take 1 basic energy card attached to that knocked out pokémon and attach it to the pokémon with"
         r" this card attached to it" + _DOT + r"if you do, discard this card" + _DOT)
def _exp_all(m):
    return [RT._row(fx.TOOL_ATTACH_ONLY, 0, fx.TC_NOT_EX, fx.TC_NO_OWNER), RT._row(fx.TOOL_ENERGY_SAVE, 1),
            RT._row(fx.TOOL_DISCARD, fx.TD_AFTER_SAVE)]


# Island Cave-like: "whenever any player attaches an energy card from his or her hand to <type> pokémon, <type> pokémon,
# or <type> pokémon, remove any special conditions from that pokémon": per type a STADIUM EN_ON_ATTACH section (its
# Pokémon the Active one: Special Conditions live there) with a CURE row (kernel/actions.stadium_on_attach_nb)
@RS._rec(r"whenever any player attaches an energy card from his or her hand to ((?:(?:" + R.TYPES + r") pokémon(?:, |,? or ))+)"
         r"remove any special conditions from that pokémon" + _DOT)
def _attach_cure(m):
    rows = []
    for t in re.findall(R.TYPES, m.group(1)):
        rows += [["STADIUM", fx.EN_ON_ATTACH, 1, fx.TC_TYPE + R._type(t) + fx.TC_SHIFT * fx.TC_ACTIVE], ["CURE", fx.SELF]]
    return rows


# Holon Research Tower-like: "each player's basic energy cards attached to pokémon that has δ on its card are both their
# usual energy type and <type> type but provide only 1 energy at a time": a STADIUM "EN_PROVIDE + mask" row for
# TC_DELTA (predicates.stadium_basic_also_nb, energy_flex_nb); the reminder after it says nothing more
@RS._rec(r"each player's basic energy cards attached to pokémon that has δ on its card are both their usual energy type and"
         r" (" + R.TYPES + r") type but provide only 1 energy at a time" + _DOT
         + r"\(has no effect other than providing energy\.\)\s*")
def _basic_also_type(m):
    return [["STADIUM", fx.EN_PROVIDE + (1 << R._type(m.group(1))), 1, fx.TC_DELTA]]


# --- attacks (Technical Machines') ------------------------------------------------------------------------
END = R.END


# "choose an energy card attached to the defending pokémon and put that card at the bottom of your opponent's deck":
# OPP_ENERGY_TO 1 to the bottom (b = 3)
@R.rec(r"choose an energy card attached to the defending pokémon and put that card at the bottom of your opponent's deck"
       + END, "post", ("attack",))
def _opp_energy_bottom(m, c):
    return [["OPP_ENERGY_TO", 1, 3, 0]]


# --- a Trainer (Venture Bomb-like): damage counters on 1 of the opponent's Pokémon / on 1 of your own --------------
@R.rec(r"put (\d+|an?) damage counters? on 1 of your opponent's pokémon" + END, "post", ("trainer",))
def _trainer_counters_opp(m, c):
    return [["PUT_COUNTERS", 10 * R._n(m.group(1)), fx.BENCH_OPP_ANY_ONE]]


@R.rec(r"put (\d+|an?) damage counters? on 1 of your pokémon" + END, "post", ("trainer",))
def _trainer_counters_own(m, c):
    return [["PUT_COUNTERS_OWN", 10 * R._n(m.group(1))]]


# Ancient Technical Machine [Ice]-like: "discard all of your opponent's trainer cards in play. if you do, prevent all
# effects, including damage, done to the pokémon using this attack during your opponent's next turn.": the opponent's
# Stadium (DISCARD_STADIUM 1 keeps the attacker's own) and every Tool of theirs (DISCARD_TOOL), each "if you do"
# followed by PREVENT_DAMAGE_NEXT 0 1 (all damage and effects; twice is once)
_PREVENT_SELF = [["SKIP_UNLESS_N", 1, 1], ["PREVENT_DAMAGE_NEXT", 0, 1]]


@R.rec(r"discard all of your opponent's trainer cards in play" + END + r"if you do, prevent all effects, including damage, done"
       r" to the pokémon using this attack during your opponent's next turn" + END, "post", ("attack",))
def _discard_trainers_then_safe(m, c):
    return [["DISCARD_STADIUM", 1]] + _PREVENT_SELF + [["DISCARD_TOOL", 6, fx.OPP, 0]] + _PREVENT_SELF


# Team Aqua / Magma Belt-like: onto a Pokémon with Team Aqua / Magma in its name; at any time between turns, when its
# holder is the Active Pokémon, a card of the deck that evolves from it goes onto it, the deck is shuffled and the card
# discarded (TOOL_ATTACH_ONLY TC_AQUA / TC_MAGMA, TOOL_DISCARD TD_BETWEEN_EVOLVE: checkup.checkup_nb)
@RT._rec(r"attach this card to 1 of your pokémon with (team aqua|team magma) in its name that doesn't already have a pokémon"
         r" tool attached to it" + _DOT + r"if that pokémon is knocked out, discard this card" + _DOT
         + r"at any time between turns, if " + _HOLDER + r" is your active pokémon, search your deck for a card that evolves"
         r" from that pokémon and put it on that pokémon" + _DOT + r"\(this counts as evolving that pokémon\.\)\s*"
         r"shuffle your deck afterward, then discard this card" + _DOT)
def _belt(m):
    team = fx.TC_AQUA if m.group(1) == "team aqua" else fx.TC_MAGMA
    return [RT._row(fx.TOOL_ATTACH_ONLY, 0, team), RT._row(fx.TOOL_DISCARD, fx.TD_BETWEEN_EVOLVE)]


# Holon Circle-like: "prevent all effects of an attack, including damage, done by either player's active pokémon. if an
# active pokémon uses an attack, that attack ends, and discard this card.": a STADIUM row TOOL_DISCARD TD_AFTER_ATTACK
# (k20.attack_voided_nb: the attack, once used, does nothing and the Stadium is discarded)
@RS._rec(r"prevent all effects of an attack, including damage, done by either player's active pokémon" + _DOT
         + r"if an active pokémon uses an attack, that attack ends, and discard this card" + _DOT)
def _void_attacks(m):
    return [["STADIUM", fx.TOOL_DISCARD, fx.TD_AFTER_ATTACK, 0]]


# Ancient Technical Machine [Steel]-like: "if the defending pokémon has a poké-power or poké-body, choose up to N basic
# energy cards attached to 1 of your opponent's pokémon and attach them to the defending pokémon": SKIP_UNLESS_COUNT
# CNT_DEF_FLAG of CF_HAS_POWER's bit (any power printed), then OPP_ENERGY_TO_DEF N (from 1 of their Benched Pokémon:
# the Defending Pokémon's own cards would stay where they are)
@R.rec(r"if the defending pokémon has a poké-power or poké-body, choose up to (\d) basic energy cards attached to 1 of your"
       r" opponent's pokémon and attach them to the defending pokémon" + END, "post", ("attack",))
def _opp_energy_to_def(m, c):
    from ..kernel.cardtable import CF_HAS_POWER
    bit = CF_HAS_POWER.bit_length() - 1
    return [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_FLAG, bit), 1, 1], ["OPP_ENERGY_TO_DEF", int(m.group(1))]]
