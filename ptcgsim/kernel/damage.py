"""Damage: the calculation order of RULES.md §5, per preset, and placing counters."""

from __future__ import annotations

from .jit import kernel_inline_nb, kernel_nb


from ..effects import ST_NO_RESISTANCE, EN_DMG_MINUS, EN_DMG_MINUS_AFTER, TD_AFTER_REDUCE, TOOL_DISCARD, TOOL_DMG_PLUS, TOOL_DMG_PLUS_AFTER, TOOL_NO_WEAKNESS, TOOL_REDUCE, IGNORE_DEF_EFFECTS, IGNORE_RESISTANCE, IGNORE_WEAKNESS, PASSIVE_HALF_DAMAGE, PASSIVE_PREVENT_BIG, PASSIVE_PREVENT_FROM_EX, PASSIVE_REDUCE_DAMAGE, PASSIVE_STRIKES_BACK, PASSIVE_TRANSPARENCY
from ..rules import R_PLUSPOWER_AFTER_WR, R_RESISTANCE_DEFAULT
from .cardtable import CF_EX, CF_TERA, CF_V, WEAK_PLUS, WEAK_TIMES
from .events import COIN_EFFECT, EV_COIN, EV_DAMAGE, log_nb
from ..effects import TOOL_WEAKNESS_TO
from .cardtable import CF_POWER_MODS
from ..effects import PASSIVE_FLIP_REDUCE, ENDURE_FLIP_OPP, ENDURE_FULL_HP, PASSIVE_ENDURE, PASSIVE_PIERCE, SH_PREVENT_DAMAGE
from .predicates import dual_type_mask_nb, own_attack_shield_nb  # s31-k15
from ..effects import TOOL_REDUCE_BEFORE  # s31-k15
from .predicates import dual_type_nb, energy_amount_nb, passive_arg_nb, passive_nb, power_mod_nb, shield_nb, slot_hp_nb, slot_type_nb, stadium_amount_nb, tool_amount_nb
from .predicates import turn_boost_nb, turn_guard_nb
from .predicates import board_count_nb  # s30-k9
from ..effects import CNT_ARG  # s30-k9
from .rng import coin_nb
from ..effects import TOOL_NO_RESISTANCE  # s31-k16
from .k16_bodies import attack_shield_all_nb, ex_damage_minus_nb, parity_prevents_nb, reduce_from_kind_nb  # s31-k16
from .layout import (
    S_NEN,
    S_NSTACK,
    COLORLESS,
    G_CUR,
    G_STADIUM_K,
    G_TURN,
    PL_BOOST,
    PL_KO_BY_ATTACK_TURN,
    S_ATKMINUS_AMT,
    S_ATKMINUS_UNTIL,
    S_CARD,
    S_DEFENDER_AMT,
    S_DEFENDER_UNTIL,
    S_DMG,
    S_PP_AMT,
    S_PREVENT_AMT,
    S_PREVENT_EFFECTS,
    S_PREVENT_FROM,
    S_PREVENT_UNTIL,
    S_RES_OVER,
    S_WEAK_OVER,
    S_NOWEAK_UNTIL,
    S_REDUCE_AMT,
    S_REDUCE_UNTIL,
    S_VULN,  # s31-k19
    S_VULN_UNTIL,  # s31-k19
    S_TOOL_K,
)
from .zones import discard_attached_nb
from .damaged_mark import mark_damaged_nb
from .layout import PL_ATTACKED, S_REDUCE_FROM
from .predicates import mod_cond_nb
from ..effects import FR_TC


@kernel_nb
def weakness_resistance_nb(ct, R, att_p, att_k, def_p, def_k, dmg):
    """Apply the defender's Weakness then Resistance to dmg (Active only; RULES.md §5)."""
    t = ct.ptype[att_p, att_k]
    if t >= 0 and ct.weak_t[def_p, def_k] == t:
        if ct.weak_mode[def_p, def_k] == WEAK_TIMES:
            dmg = dmg * ct.weak_v[def_p, def_k]
        elif ct.weak_mode[def_p, def_k] == WEAK_PLUS:
            dmg = dmg + ct.weak_v[def_p, def_k]
    if t >= 0 and ct.res_t[def_p, def_k] == t:
        v = ct.res_v[def_p, def_k]
        if v <= 0:
            v = R[R_RESISTANCE_DEFAULT]
        dmg = dmg - v
    return dmg if dmg > 0 else 0


@kernel_inline_nb
def weakness_resistance_slot_nb(st, ct, R, att_p, att_s, def_p, def_s, dmg, ignore):
    """weakness_resistance_nb with the slots' changes: the attacker's type (Shift-like),
    the defender's Weakness / Resistance types (Conversion-like attack effects).  ignore:
    effects.IGNORE_* bits (Weakness, Resistance) the attack's text says to leave out."""
    t = slot_type_nb(st, ct, att_p, att_s)
    t2 = dual_type_nb(st, ct, att_p, att_s)  # Dual Armor-like: a second type (either one counts)
    def_k = st.slot[def_p, def_s, S_CARD]
    wt = ct.weak_t[def_p, def_k]
    if wt >= 0 and st.slot[def_p, def_s, S_WEAK_OVER] > 0:
        wt = st.slot[def_p, def_s, S_WEAK_OVER] - 1
    wmode = ct.weak_mode[def_p, def_k]
    wv = ct.weak_v[def_p, def_k]
    if (ct.cflags[0, 0] & CF_POWER_MODS) != 0:
        x = power_mod_nb(st, ct, def_p, def_s, TOOL_WEAKNESS_TO)
        if x > 0:  # a Fairy Zone-like power: the Weakness is now that type, ×2
            wt = x - 1
            wmode = WEAK_TIMES
            wv = 2
    if wt >= 0 and st.slot[def_p, def_s, S_TOOL_K] >= 0 and tool_amount_nb(st, ct, def_p, def_s, TOOL_NO_WEAKNESS) > 0:
        wt = -1  # a Tool: "has no Weakness"
    if wt >= 0 and st.g[G_STADIUM_K] >= 0 and stadium_amount_nb(st, ct, def_p, def_s, TOOL_NO_WEAKNESS, -1, -1) > 0:
        wt = -1  # a Stadium: "... has no Weakness"
    if wt >= 0 and power_mod_nb(st, ct, def_p, def_s, TOOL_NO_WEAKNESS) > 0:
        wt = -1  # a power: "has no Weakness"
    if wt >= 0 and st.slot[def_p, def_s, S_NEN] > 0 and energy_amount_nb(st, ct, def_p, def_s, TOOL_NO_WEAKNESS) > 0:
        wt = -1  # s30-k8: a Special Energy (Holon Energy FF-like)
    if wt >= 0 and st.slot[def_p, def_s, S_NOWEAK_UNTIL] >= st.g[G_TURN]:
        wt = -1  # an attack's effect: "during your opponent's next turn, ... has no Weakness"
    m2 = dual_type_mask_nb(st, ct, att_p, att_s)  # s31-k15: Reactive Colors-like: several types
    if t >= 0 and (wt == t or (t2 >= 0 and wt == t2) or (wt >= 0 and (m2 >> wt) & 1 == 1)) and (ignore & IGNORE_WEAKNESS) == 0:
        if wmode == WEAK_TIMES:
            dmg = dmg * wv
        elif wmode == WEAK_PLUS:
            dmg = dmg + wv
    if st.g[G_STADIUM_K] >= 0 and stadium_amount_nb(st, ct, att_p, att_s, ST_NO_RESISTANCE, -1, -1) > 0:
        ignore |= IGNORE_RESISTANCE  # a Magnetic Storm-like Stadium: the attacker's damage ignores Resistance
    if st.slot[att_p, att_s, S_NEN] > 0 and energy_amount_nb(st, ct, att_p, att_s, ST_NO_RESISTANCE) > 0:
        ignore |= IGNORE_RESISTANCE  # s30-k8: a Special Energy on the attacker (Holon Energy FF-like)
    if (ct.cflags[0, 0] & CF_POWER_MODS) != 0 and power_mod_nb(st, ct, att_p, att_s, ST_NO_RESISTANCE) > 0:
        ignore |= IGNORE_RESISTANCE  # s31-k15: a power's row (Withering Dust-like, Ancient Tentacles-like)
    if (ct.cflags[0, 0] & CF_POWER_MODS) != 0 and power_mod_nb(st, ct, def_p, def_s, TOOL_NO_RESISTANCE) > 0:
        ignore |= IGNORE_RESISTANCE  # s31-k16: a Tropical Motion-like body: the holder has no Resistance
    rt = ct.res_t[def_p, def_k]
    v = ct.res_v[def_p, def_k] if rt >= 0 else 0
    if st.slot[def_p, def_s, S_RES_OVER] > 0:
        rt = st.slot[def_p, def_s, S_RES_OVER] - 1
    if t >= 0 and (rt == t or (t2 >= 0 and rt == t2) or (rt >= 0 and (m2 >> rt) & 1 == 1)) and (ignore & IGNORE_RESISTANCE) == 0:
        if v <= 0:
            v = R[R_RESISTANCE_DEFAULT]
        dmg = dmg - v
    return dmg if dmg > 0 else 0


@kernel_nb
def prevent_applies_nb(st, ct, def_p, def_s):
    """The defender's prevention covers the attacking Pokémon (the Active of def_p's
    opponent): S_PREVENT_FROM 0 any, 1 a Basic, 2 a Basic that isn't Colorless, 3 a
    Pokémon-ex / ex, 4 an Evolved Pokémon."""
    frm = st.slot[def_p, def_s, S_PREVENT_FROM]
    if frm == 0:
        return True
    ak = st.slot[1 - def_p, 0, S_CARD]
    if ak < 0:
        return False
    if frm == 3:
        return (ct.cflags[1 - def_p, ak] & CF_EX) != 0
    if frm == 4:
        return ct.stage[1 - def_p, ak] >= 1 or st.slot[1 - def_p, 0, S_NSTACK] >= 2
    if ct.stage[1 - def_p, ak] != 0:
        return False
    return frm == 1 or slot_type_nb(st, ct, 1 - def_p, 0) != COLORLESS


@kernel_inline_nb
def reduce_from_ok_nb(st, ct, def_p, def_s):
    """(s30-k6) The defender's REDUCE_DAMAGE_NEXT covers the attacking Pokémon (S_REDUCE_FROM: 0 any,
    4 an Evolved Pokémon)."""
    if st.slot[def_p, def_s, S_REDUCE_FROM] != 4:
        return True
    ak = st.slot[1 - def_p, 0, S_CARD]
    return ak >= 0 and (ct.stage[1 - def_p, ak] >= 1 or st.slot[1 - def_p, 0, S_NSTACK] >= 2)


@kernel_nb
def bench_effects_prevented_nb(st, ct, p, q):
    """(s30-k10) p's Benched slot q is protected from the effects of the attack being used now
    (PREVENT_OWN_NEXT's mark: S_PREVENT_EFFECTS, from the attackers S_PREVENT_FROM names)."""
    return q > 0 and st.slot[p, q, S_PREVENT_UNTIL] >= st.g[G_TURN] and st.slot[p, q, S_PREVENT_EFFECTS] == 1 \
        and prevent_applies_nb(st, ct, p, q)


@kernel_nb
def defender_effects_nb(st, ct, def_p, def_s, dmg):
    """Trainers on the defender, then the defender's own protective effects."""
    turn = st.g[G_TURN]
    if dmg <= 0:
        return 0
    if st.slot[def_p, def_s, S_DEFENDER_UNTIL] >= turn:
        dmg -= st.slot[def_p, def_s, S_DEFENDER_AMT]
    if dmg > 0 and st.slot[def_p, def_s, S_REDUCE_UNTIL] >= turn and reduce_from_ok_nb(st, ct, def_p, def_s):
        dmg -= st.slot[def_p, def_s, S_REDUCE_AMT]
    if dmg > 0 and st.slot[def_p, def_s, S_TOOL_K] >= 0 and def_p != st.g[G_CUR]:
        dmg -= tool_amount_nb(st, ct, def_p, def_s, TOOL_REDUCE)  # a Tool: from the opponent's attacks
    if dmg > 0 and st.pl[def_p, PL_BOOST] != 0 and def_p != st.g[G_CUR]:
        dmg -= turn_guard_nb(st, ct, def_p, def_s)  # a Jasmine's Gaze-like Supporter of last turn
    if dmg > 0 and st.slot[def_p, def_s, S_NEN] > 0:
        dmg -= energy_amount_nb(st, ct, def_p, def_s, TOOL_REDUCE)  # a Special Energy: from attacks
    if dmg > 0 and st.g[G_STADIUM_K] >= 0 and def_p != st.g[G_CUR]:
        dmg -= stadium_amount_nb(st, ct, def_p, def_s, TOOL_REDUCE, -1, -1)  # a Stadium: from the opponent's attacks
    if dmg > 0 and def_p != st.g[G_CUR]:
        dmg -= power_mod_nb(st, ct, def_p, def_s, TOOL_REDUCE)  # powers: from the opponent's attacks
    if dmg > 0 and st.slot[def_p, def_s, S_PREVENT_UNTIL] >= turn and prevent_applies_nb(st, ct, def_p, def_s):
        amt = st.slot[def_p, def_s, S_PREVENT_AMT]
        if amt == 0 or dmg <= amt:
            dmg = 0
    if dmg > 0:
        dmg -= reduce_from_kind_nb(st, ct, def_p, def_s)  # s31-k16: a Powder Protection-like body
    if dmg > 0 and parity_prevents_nb(st, ct, def_p, def_s, dmg):
        dmg = 0  # s31-k16: a Magic Odds / Evens-like body
    if dmg > 0 and attack_shield_all_nb(st, ct, def_p, def_s, def_p == st.g[G_CUR]):
        dmg = 0  # s31-k16: a Hard Protection / Submerge-like body
    return dmg if dmg > 0 else 0


@kernel_nb
def attack_damage_nb(st, ct, R, att_p, dmg, ignore_wr):
    """Damage an attack of att_p's Active does to the Defending Pokémon.  ignore_wr:
    effects.IGNORE_* bits (Weakness, Resistance, effects on the Defending Pokémon).

    base (000): base → attacker's effects (if 0, stop) → ×Weakness → −Resistance
    → Trainers on the attacker → Trainers on the defender → defender's effects.
    ex/modern (004): every attacker effect, Trainers included, comes before
    Weakness and Resistance.
    """
    def_p = 1 - att_p
    turn = st.g[G_TURN]
    if passive_nb(st, ct, att_p, 0, PASSIVE_PIERCE):
        ignore_wr |= IGNORE_DEF_EFFECTS  # its damage isn't affected by effects on the Defending Pokémon
    if st.slot[att_p, 0, S_ATKMINUS_UNTIL] >= turn:
        dmg -= st.slot[att_p, 0, S_ATKMINUS_AMT]
    if dmg <= 0:
        return 0
    if st.slot[att_p, 0, S_TOOL_K] >= 0:
        dmg += tool_amount_nb(st, ct, att_p, 0, TOOL_DMG_PLUS)  # a Tool's "more damage" (before W/R)
    if st.g[G_STADIUM_K] >= 0:
        dmg += stadium_amount_nb(st, ct, att_p, 0, TOOL_DMG_PLUS, -1, -1)  # a Stadium's "more damage" (before W/R)
    dmg += power_mod_nb(st, ct, att_p, 0, TOOL_DMG_PLUS) - power_mod_nb(st, ct, att_p, 0, EN_DMG_MINUS)  # powers
    dmg -= ex_damage_minus_nb(st, ct, att_p)  # s31-k16: a Lazy Aura-like Active of the defender's
    if dmg <= 0:
        return 0
    if st.pl[att_p, PL_BOOST] != 0:
        dmg += turn_boost_nb(st, ct, att_p)  # a Supporter's or Item's "during this turn ... more damage" (before W/R)
    minus_after = 0
    if st.slot[att_p, 0, S_NEN] > 0:  # a Special Energy's more / less damage (before W/R), less after
        dmg += energy_amount_nb(st, ct, att_p, 0, TOOL_DMG_PLUS) - energy_amount_nb(st, ct, att_p, 0, EN_DMG_MINUS)
        minus_after = energy_amount_nb(st, ct, att_p, 0, EN_DMG_MINUS_AFTER)
        if dmg <= 0:
            return 0
    plus = st.slot[att_p, 0, S_PP_AMT]
    after_wr = R[R_PLUSPOWER_AFTER_WR] == 1
    if not after_wr:
        dmg += plus
    if (ct.cflags[0, 0] & CF_POWER_MODS) != 0 and (ignore_wr & IGNORE_DEF_EFFECTS) == 0:
        dmg -= power_mod_nb(st, ct, def_p, 0, TOOL_REDUCE_BEFORE)  # s31-k15: the defender's power, before W/R
        if dmg <= 0:
            return 0
    vul = st.slot[def_p, 0, S_VULN] if st.slot[def_p, 0, S_VULN_UNTIL] >= turn else 0  # s31-k19: VULNERABLE_NEXT
    if vul % 2 == 0:
        dmg += vul // 2
    if (ignore_wr & (IGNORE_WEAKNESS | IGNORE_RESISTANCE)) != (IGNORE_WEAKNESS | IGNORE_RESISTANCE):
        dmg = weakness_resistance_slot_nb(st, ct, R, att_p, 0, def_p, 0, dmg, ignore_wr)
    if vul % 2 == 1 and dmg > 0:
        dmg += vul // 2
    if after_wr and dmg > 0:
        # base PlusPower's own text: 10 more "if this Pokémon's attack does damage to the
        # Defending Pokémon (after applying Weakness and Resistance)" — a card's text
        # overrides the general order (000), so 20 into -30 Resistance does nothing
        dmg += plus
    if dmg > 0 and st.slot[att_p, 0, S_TOOL_K] >= 0:
        dmg += tool_amount_nb(st, ct, att_p, 0, TOOL_DMG_PLUS_AFTER)  # Strength Charm-like (after W/R)
    dmg -= minus_after
    if (ignore_wr & IGNORE_DEF_EFFECTS) != 0:
        return dmg if dmg > 0 else 0
    return power_protect_nb(st, ct, def_p, 0, defender_effects_nb(st, ct, def_p, 0, dmg))


@kernel_nb
def power_protect_nb(st, ct, def_p, def_s, dmg):
    """The defender's own passive Pokémon Powers against an attack's damage (after
    Weakness, Resistance and the other protections): Invisible Wall-like (damage of c or
    more prevented), Kabuto Armor-like (halved, rounded down to 10), reduced by c.  A Benched
    Transparency-like Pokémon flips here (the Active flips once when the attack starts)."""
    if dmg <= 0:
        return 0
    if passive_nb(st, ct, def_p, def_s, PASSIVE_PREVENT_BIG) and dmg >= passive_arg_nb(st, ct, def_p, def_s):
        return 0
    cur = st.g[G_CUR]  # the attacker: the Active of the player whose turn it is
    ak = st.slot[cur, 0, S_CARD]
    if def_p != cur and ak >= 0 and shield_nb(st, ct, def_p, def_s, SH_PREVENT_DAMAGE):
        return 0
    if def_p != cur and ak >= 0 and passive_nb(st, ct, def_p, def_s, PASSIVE_PREVENT_FROM_EX):
        pc = passive_arg_nb(st, ct, def_p, def_s)
        rule = CF_EX | CF_V if pc == 1 else CF_EX
        if (ct.cflags[cur, ak] & rule) != 0 and (pc < 2 or board_count_nb(st, ct, def_p, def_s, pc % CNT_ARG, pc // CNT_ARG - 1) > 0):
            return 0  # s30-k9: c >= 2, a board count (Synergy Effect-like: "if <Stadium> is in play")
    if passive_nb(st, ct, def_p, def_s, PASSIVE_HALF_DAMAGE):
        dmg = dmg // 2 // 10 * 10
    if passive_nb(st, ct, def_p, def_s, PASSIVE_REDUCE_DAMAGE):
        dmg -= passive_arg_nb(st, ct, def_p, def_s)
        if dmg <= 0:
            return 0
    if def_s > 0 and dmg > 0 and passive_nb(st, ct, def_p, def_s, PASSIVE_TRANSPARENCY) \
            and (passive_arg_nb(st, ct, def_p, def_s) != 1 or st.slot[def_p, def_s, S_DMG] > 0):  # s31-k16: c = 1, only if damaged
        c = coin_nb(st.rng)
        log_nb(st, def_p, EV_COIN, c, COIN_EFFECT, 0)
        if c == 1:
            return 0
    return dmg


@kernel_nb
def strikes_back_nb(st, ct, def_p, def_s, dmg):
    """Strikes Back-like: an opponent's attack damaged (def_p, def_s): damage to the
    attacking Pokémon (the Active of the player whose turn it is), no Weakness/Resistance."""
    cur = st.g[G_CUR]
    if dmg > 0 and def_p != cur and passive_nb(st, ct, def_p, def_s, PASSIVE_STRIKES_BACK):
        place_damage_nb(st, cur, 0, passive_arg_nb(st, ct, def_p, def_s))


@kernel_nb
def endure_nb(st, ct, p, s, x):
    """Sturdy-like (PASSIVE_ENDURE): x damage from an attack would Knock p's slot s Out; it
    is left c % 1000 HP instead when the power's condition holds (full HP, or a coin's heads)."""
    if x <= 0:
        return x
    left = slot_hp_nb(st, ct, p, s) - st.slot[p, s, S_DMG]
    if x < left or not passive_nb(st, ct, p, s, PASSIVE_ENDURE):
        return x
    c = passive_arg_nb(st, ct, p, s)
    mode = c // 1000
    if mode == ENDURE_FULL_HP and st.slot[p, s, S_DMG] != 0:
        return x
    if mode == ENDURE_FLIP_OPP and p == st.g[G_CUR]:
        return x
    if mode != ENDURE_FULL_HP:
        f = coin_nb(st.rng)
        log_nb(st, p, EV_COIN, f, COIN_EFFECT, 0)
        if f == 0:
            return x
    keep = c % 1000
    return left - keep if left > keep else 0


@kernel_nb
def place_damage_nb(st, p, s, amount):
    """Put damage counters (RULES.md §5: 1 counter per 10, never negative)."""
    if amount <= 0 or st.slot[p, s, S_CARD] < 0:
        return
    st.slot[p, s, S_DMG] += amount
    log_nb(st, p, EV_DAMAGE, amount, p, s)


@kernel_nb
def bench_hit_nb(st, ct, p, s, amount):
    """Damage to a Benched Pokémon: no Weakness/Resistance (004), protections still apply;
    a Tera Pokémon's rule box prevents it (attacks of either player)."""
    k0 = st.slot[p, s, S_CARD]
    if s > 0 and k0 >= 0 and (ct.cflags[p, k0] & CF_TERA) != 0:
        return
    cur = st.g[G_CUR]
    if p == cur and own_attack_shield_nb(st, ct, p, s):
        return  # s31-k15: a Submerge-like shield covers its owner's own attacks too
    if p != cur and st.slot[cur, 0, S_NEN] > 0:  # the attacker's Special Energy: less damage to the opponent's
        amount -= energy_amount_nb(st, ct, cur, 0, EN_DMG_MINUS) + energy_amount_nb(st, ct, cur, 0, EN_DMG_MINUS_AFTER)
    if p != cur:
        amount -= power_mod_nb(st, ct, cur, 0, EN_DMG_MINUS) + ex_damage_minus_nb(st, ct, cur)  # a power: the attacker's damage is less
        amount -= power_mod_nb(st, ct, p, s, TOOL_REDUCE_BEFORE)  # s31-k15: the Benched defender's power (no W/R there)
    x = endure_nb(st, ct, p, s, flip_reduce_nb(st, ct, p, s, power_protect_nb(st, ct, p, s, defender_effects_nb(st, ct, p, s, amount))))
    place_damage_nb(st, p, s, x)
    k = st.slot[p, s, S_CARD]
    if x > 0 and k >= 0 and st.slot[p, s, S_DMG] >= slot_hp_nb(st, ct, p, s):
        st.pl[p, PL_KO_BY_ATTACK_TURN] = st.g[G_TURN]
    if x > 0 and k >= 0 and p != cur and st.pl[cur, PL_ATTACKED] == 1:
        mark_damaged_nb(st, p, s, 1 if s > 0 else 0)  # s30-k6: on_damaged.py answers it after the attack
    strikes_back_nb(st, ct, p, s, x)
    tool_after_hit_nb(st, ct, p, s, amount)


@kernel_nb
def flip_reduce_nb(st, ct, p, s, x):
    """Sand Guard-like (PASSIVE_FLIP_REDUCE): x damage of an opponent's attack about to be put
    on p's slot s; flip a coin, heads: less damage.  Flipped here, where the damage is done,
    never in the estimates (attack_damage_nb)."""
    if x <= 0 or p == st.g[G_CUR] or not passive_nb(st, ct, p, s, PASSIVE_FLIP_REDUCE):
        return x
    arg = passive_arg_nb(st, ct, p, s)
    if arg >= FR_TC and not mod_cond_nb(st, ct, p, s, arg // FR_TC):
        return x  # (s30-k6) only while its TC_* condition holds ("if this Pokémon has any Darkness Energy attached")
    c = coin_nb(st.rng)
    log_nb(st, p, EV_COIN, c, COIN_EFFECT, 0)
    if c == 1:
        x -= arg % FR_TC
    return x if x > 0 else 0


@kernel_nb
def tool_after_hit_nb(st, ct, p, s, dmg):
    """An attack of the opponent's with dmg damage (before the defender's protections) hit
    p's slot s: a Berry-like Tool whose reduction applied is discarded (TD_AFTER_REDUCE)."""
    if dmg <= 0 or st.slot[p, s, S_TOOL_K] < 0 or p == st.g[G_CUR]:
        return
    if tool_amount_nb(st, ct, p, s, TOOL_DISCARD) == TD_AFTER_REDUCE and tool_amount_nb(st, ct, p, s, TOOL_REDUCE) > 0:
        discard_attached_nb(st, p, s, S_TOOL_K)
