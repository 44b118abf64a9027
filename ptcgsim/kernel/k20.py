"""Stop 31, slice k20: EX-era Trainers and Special Energy.

* ``power_guard_nb``: before p's Poké-Power runs, the opponent's Active with an Energy card whose
  ``EN_NO_POWER_EFFECTS`` row holds (Holon Energy WP of Delta Species: "all effects, excluding
  damage, done to that Pokémon by your opponent's Pokémon") is marked protected from effects for
  this turn, as a shield marks it before an attack (interpreter.run_program_nb): every effect that
  reads ``effects.effects_prevented_nb`` on it stops.  A Benched one is covered where counters are
  put on the Bench (predicates.shield_nb reads its ``EN_NO_ATTACK_EFFECTS`` row for any program).
* greedy's worth of a Tool or a Stadium that stops powers (``tool_power_value_nb``, ``stadium_power_value_nb``).
"""

from __future__ import annotations

from ..effects import TD_AFTER_ATTACK, TD_BETWEEN_EVOLVE, TOOL_DISCARD, EN_NO_POWER_EFFECTS, EN_PROVIDE, OP_STADIUM, OP_TOOL, ST_NO_POWERS, ST_STACK_ATTACKS, TNP_ALL, TOOL_TYPE_IS
from .cardtable import CF_HAS_POWER, SUPER_POKEMON
from .jit import kernel_inline_nb, kernel_nb
from .layout import S_DMG, PL_DECK_N, G_STADIUM_K, G_STADIUM_P, G_TURN, MAXATK, NSLOT, S_CARD, S_NEN, S_NSTACK, S_PREVENT_AMT, S_PREVENT_EFFECTS, S_PREVENT_FROM, S_PREVENT_UNTIL, S_TOOL_K
from .predicates import atk_ref_nb, attack_energy_ok_nb, energy_amount_nb, slot_type_nb, stadium_card_stops_power_nb


@kernel_inline_nb  # one call site (actions.use_power_nb)
def power_guard_nb(st, ct, p):
    o = 1 - p
    if st.slot[o, 0, S_CARD] < 0 or st.slot[o, 0, S_NEN] == 0 or energy_amount_nb(st, ct, o, 0, EN_NO_POWER_EFFECTS) <= 0:
        return
    turn = st.g[G_TURN]
    if st.slot[o, 0, S_PREVENT_UNTIL] < turn:
        st.slot[o, 0, S_PREVENT_UNTIL] = turn
        st.slot[o, 0, S_PREVENT_AMT] = -1  # no damage prevented by this mark
        st.slot[o, 0, S_PREVENT_FROM] = 0
    st.slot[o, 0, S_PREVENT_EFFECTS] = 1


@kernel_nb
def powers_in_play_nb(st, ct, q):
    """The number of q's Pokémon in play whose card prints a power."""
    n = 0
    for w in range(NSLOT):
        k = st.slot[q, w, S_CARD]
        if k >= 0 and (ct.cflags[q, k] & CF_HAS_POWER) != 0:
            n += 1
    return n


@kernel_inline_nb  # one call site (player/value.tool_value_nb)
def tool_k20_value_nb(st, ct, p, s, k, units, dmg):
    """(s31-k20) Greedy's worth of Tool card k's rows of this slice on p's slot s (dmg: the best printed
    damage the Pokémon can pay for now, -1 none).  ST_NO_POWERS: one that stops only its holder's powers
    costs a Pokémon that has one; one that stops every Pokémon's while its holder is Active is worth the
    opponent's powers in play less p's own (in full on the Active, a little on the Bench).  ST_STACK_ATTACKS
    (Memory Berry-like): 30 on the Active when a card below it has an attack it can pay for that prints more
    damage.  TD_BETWEEN_EVOLVE (Team Aqua / Magma Belt-like): 60 on the Active when the deck holds an evolution of
    it.  TOOL_TYPE_IS (Crystal Shard-like): 30 when the Defending Pokémon resists the holder's type now,
    -30 when it is weak to it."""
    v = 0.0
    pk = st.slot[p, s, S_CARD]
    o = 1 - p
    ok = st.slot[o, 0, S_CARD]
    for r in range(ct.tr_prog[p, k, 0], ct.tr_prog[p, k, 1]):
        if ct.prog[r, 0] == OP_TOOL and ct.prog[r, 1] == TOOL_TYPE_IS and ok >= 0:
            t = slot_type_nb(st, ct, p, s)
            if t >= 0 and t != ct.prog[r, 2] - 1:
                if ct.res_t[o, ok] == t:
                    v += 30.0
                if ct.weak_t[o, ok] == t:
                    v -= 30.0
        if ct.prog[r, 0] == OP_TOOL and ct.prog[r, 1] == ST_STACK_ATTACKS and s == 0 and st.slot[p, 0, S_NSTACK] >= 2:
            st.slot[p, 0, S_TOOL_K] = k
            for j in range(2 * MAXATK, 4 * MAXATK):
                kk, jj = atk_ref_nb(st, ct, p, 0, j)
                if kk >= 0 and ct.atk_dmg[p, kk, jj] > dmg and attack_energy_ok_nb(st, ct, p, 0, j, units):
                    v += 30.0
                    break
            st.slot[p, 0, S_TOOL_K] = -1
        if ct.prog[r, 0] == OP_TOOL and ct.prog[r, 1] == TOOL_DISCARD and ct.prog[r, 2] == TD_BETWEEN_EVOLVE and s == 0 \
                and st.slot[p, 0, S_NSTACK] < 3:
            for i in range(st.pl[p, PL_DECK_N]):  # a Team Aqua / Magma Belt-like Tool: an evolution in the deck
                kd = st.deck[p, i]
                if ct.sup[p, kd] == SUPER_POKEMON and ct.evo_from[p, kd] == ct.name[p, pk]:
                    v += 60.0
                    break
        if ct.prog[r, 0] != OP_TOOL or ct.prog[r, 1] != ST_NO_POWERS:
            continue
        if ct.prog[r, 2] < TNP_ALL:
            if (ct.cflags[p, pk] & CF_HAS_POWER) != 0:
                v -= 100.0
        else:
            d = 25.0 * (powers_in_play_nb(st, ct, 1 - p) - powers_in_play_nb(st, ct, p))
            v += d if s == 0 else 0.2 * d
    return v


@kernel_inline_nb  # one call site (trainer_value.stadium_board_value_nb)
def stadium_power_value_nb(st, ct, q, s, sp, sk):
    """(s31-k20) What Stadium sk of sp stopping q's slot s's power costs q (greedy): 15 when it does."""
    op = 0
    k = st.slot[q, s, S_CARD]
    if (ct.cflags[q, k] & CF_HAS_POWER) == 0 or ct.pw_prog[q, k, 1] <= ct.pw_prog[q, k, 0]:
        return 0.0
    op = ct.prog[ct.pw_prog[q, k, 0], 0]
    return -15.0 if stadium_card_stops_power_nb(st, ct, q, s, op, sp, sk) else 0.0


@kernel_nb
def best_payable_nb(st, ct, p, units):
    """The highest printed damage among the attacks p's Active can pay for now (-1 none)."""
    a = st.slot[p, 0, S_CARD]
    best = -1
    for j in range(ct.n_atk[p, a]):
        if attack_energy_ok_nb(st, ct, p, 0, j, units) and ct.atk_dmg[p, a, j] > best:
            best = ct.atk_dmg[p, a, j]
    return best


@kernel_inline_nb  # one call site (trainer_value.stadium_score_nb)
def stadium_provide_value_nb(st, ct, p, k, units):
    """(s31-k20) Greedy's worth of p's Stadium card k's "EN_PROVIDE + mask" rows (Holon Research Tower-like):
    30 when, with it in play, p's Active can pay for an attack that does more than what it can pay for now."""
    if st.slot[p, 0, S_CARD] < 0:
        return 0.0
    has = False
    for r in range(ct.tr_prog[p, k, 0], ct.tr_prog[p, k, 1]):
        if ct.prog[r, 0] == OP_STADIUM and ct.prog[r, 1] >= EN_PROVIDE:
            has = True
    if not has:
        return 0.0
    before = best_payable_nb(st, ct, p, units)
    gk = st.g[G_STADIUM_K]
    gp = st.g[G_STADIUM_P]
    st.g[G_STADIUM_K] = k
    st.g[G_STADIUM_P] = p
    after = best_payable_nb(st, ct, p, units)
    st.g[G_STADIUM_K] = gk
    st.g[G_STADIUM_P] = gp
    return 30.0 if after > before else 0.0


@kernel_inline_nb  # one call site (attack.attack_nb)
def attack_voided_nb(st, ct):
    """(s31-k20) The Stadium in play voids every attack of an Active Pokémon and is discarded then (Holon
    Circle-like: a STADIUM row TOOL_DISCARD TD_AFTER_ATTACK; attack.attack_nb).  Discards it; True when so."""
    sp = st.g[G_STADIUM_P]
    sk = st.g[G_STADIUM_K]
    if sk < 0:
        return False
    for r in range(ct.tr_prog[sp, sk, 0], ct.tr_prog[sp, sk, 1]):
        if ct.prog[r, 0] == OP_STADIUM and ct.prog[r, 1] == TOOL_DISCARD and ct.prog[r, 2] == TD_AFTER_ATTACK:
            st.disc[sp, sk] += 1
            st.g[G_STADIUM_P] = -1
            st.g[G_STADIUM_K] = -1
            return True
    return False


@kernel_inline_nb  # one call site (trainer_value.stadium_score_nb)
def stadium_voids_nb(ct, p, k):
    """(s31-k20) p's Stadium card k voids attacks (a STADIUM row TOOL_DISCARD TD_AFTER_ATTACK)."""
    for r in range(ct.tr_prog[p, k, 0], ct.tr_prog[p, k, 1]):
        if ct.prog[r, 0] == OP_STADIUM and ct.prog[r, 1] == TOOL_DISCARD and ct.prog[r, 2] == TD_AFTER_ATTACK:
            return True
    return False


@kernel_inline_nb  # one call site (trainer_value.stadium_score_nb)
def stadium_void_value_nb(st, ct, p, own_attack, their_damage):
    """(s31-k20) Greedy's worth of a Holon Circle-like Stadium of p's: nothing when p's Active can attack
    this turn (its own attack would be voided); else the opponent's next attack voided: 100 when its damage
    (their_damage, expected) would Knock Out p's Active, else half that damage."""
    a = st.slot[p, 0, S_CARD]
    if own_attack or a < 0:
        return 0.0
    if their_damage >= ct.hp[p, a] - st.slot[p, 0, S_DMG]:
        return 100.0
    return 0.5 * their_damage
