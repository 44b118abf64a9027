"""Knock Outs, prizes, replacing the Active, and who has won (RULES.md §2, §6).

Order (every era's seed: 000, 003, 004, 002): the Knocked Out Pokémon goes to
the discard pile, its opponent takes the prize(s), then the owner replaces the
Active.  On a double Knock Out both take prizes (the turn player last) before
anyone replaces, and the player whose turn is next replaces first — which is
also "the turn player replaces last" of 000.
"""

from __future__ import annotations

from .jit import kernel_inline_nb, kernel_nb


from ..records import DRAW_SIMULTANEOUS, WIN_NO_POKEMON, WIN_PRIZES
from ..rules import R_MULTI_PRIZE, R_SIMULTANEOUS
from .cardtable import CF_NO_PRIZE
from .targets import choose_own_bench_nb
from .effects import promote_nb
from .events import EV_ATTACH_FROM, EV_KO, EV_PRIZE, EV_WIN, log_nb
from .layout import (
    S_TOOL_K,
    G_CUR,
    G_KO_PRIZE,
    G_TURN,
    G_OVER,
    G_REASON,
    G_STADIUM_K,
    G_SUDDEN,
    G_WINNER,
    NSLOT,
    PL_BURN,
    PL_POISON,
    PL_EXTRA_PRIZE,
    PL_PRIZE_ARG,
    PL_PRIZE_TURN,
    PL_KO_BY_ATTACK_TURN,
    PL_KO_TURN,
    PL_PRIZES_LEFT,
    PL_STATUS,
    PL_PRIZES_TAKEN,
    S_AS_ENERGY_ROW,
    S_AS_ENERGY_TO,
    S_CARD,
    S_DMG,
    S_NEN,
)
from ..effects import EN_NO_STATUS, TOOL_NO_CONDITIONS
from .predicates import energy_amount_nb, energy_leaves_nb, refresh_copies_nb, slot_hp_nb, stadium_amount_nb
from ..effects import PASSIVE_NO_PRIZE, TOOL_ENERGY_SAVE
from ..effects import TD_AFTER_SAVE, TOOL_DISCARD  # s31-k20
from .predicates import passive_nb
from .predicates import tool_amount_nb, tool_cond_nb
from ..effects import OP_TOOL, ST_NO_TOOLS, TC_SHIFT, TOOL_DISCARD_UNLESS
from .cardtable import CF_POWER_LOCKS  # s31-k16
from .predicates import tool_purged_nb  # s31-k16
from ..effects import KO_ACTIVE, KO_BY_ATTACK, KO_BY_THIS, KO_NOSTACK, KO_OPP, KO_OWN, KO_TC, PASSIVE_ON_KO
from ..effects import TOOL_ON_KO, TOOL_ON_KO_ROWS
from .interpreter import run_program_nb
from .predicates import ko_kind_tc_nb, passive_arg_nb
from ..effects import KO_KINDS_TURN, KO_ONCE
from .layout import S_PWR_TURN
from .layout import PL_KO_KINDS
from .zones import add_to_hand_nb, attach_energy_nb, detach_energy_nb, discard_attached_nb, discard_slot_nb, in_play_count_nb, pop_top_card_nb

#: returned by resolve_knockouts_nb when both players won at once and the preset plays sudden death
SUDDEN_DEATH = 2


@kernel_nb
def take_prizes_nb(st, p, n, rec, turn):
    for _ in range(n):
        left = st.pl[p, PL_PRIZES_LEFT]
        if left == 0:
            break
        k = st.prize[p, left - 1]
        st.pl[p, PL_PRIZES_LEFT] = left - 1
        add_to_hand_nb(st, p, k)
        taken = st.pl[p, PL_PRIZES_TAKEN]
        if taken < rec.prize_turn.shape[1] and st.g[G_SUDDEN] == 0:  # the main game's prize race
            rec.prize_turn[p, taken] = turn
        st.pl[p, PL_PRIZES_TAKEN] = taken + 1
    log_nb(st, p, EV_PRIZE, n, st.pl[p, PL_PRIZES_LEFT], 0)


@kernel_nb
def prize_value_nb(ct, R, p, k):
    if (ct.cflags[p, k] & CF_NO_PRIZE) != 0:
        return 0  # a Trainer played as a Pokémon: its Knock Out does not count
    if R[R_MULTI_PRIZE] == 0:
        return 1
    return ct.prize[p, k]


@kernel_nb
def set_result_nb(st, winner, reason):
    st.g[G_OVER] = 1
    st.g[G_WINNER] = winner
    st.g[G_REASON] = reason
    log_nb(st, winner if winner >= 0 else 0, EV_WIN, winner, reason, 0)


@kernel_nb
def energy_upkeep_nb(st, ct, ending):
    """Special Energy cards that leave by their own text (predicates.energy_leaves_nb): after
    every action, and at the end of a turn (ending: the player whose turn ends, else -1)."""
    for q in range(2):
        for s in range(NSLOT):
            if st.slot[q, s, S_CARD] < 0:
                continue
            i = st.slot[q, s, S_NEN] - 1
            while i >= 0:  # from the last: a detached card's place takes one already checked
                e = st.en[q, s, i]
                if ct.tr_prog[q, e, 1] > ct.tr_prog[q, e, 0] and energy_leaves_nb(st, ct, q, s, i, q == ending):
                    detach_energy_nb(st, q, s, i)
                    st.disc[q, ct.real[q, e]] += 1
                i -= 1
            t = st.slot[q, s, S_TOOL_K]
            if t >= 0 and (ct.cflags[0, 0] & CF_POWER_LOCKS) != 0 and tool_purged_nb(st, ct, q, t):
                discard_attached_nb(st, q, s, S_TOOL_K)  # s31-k16: a Primal Lock / Mystic Scale-like body
                t = -1
            t = st.slot[q, s, S_TOOL_K]
            if t >= 0 and ct.tr_prog[q, t, 1] > ct.tr_prog[q, t, 0] \
                    and not (st.g[G_STADIUM_K] >= 0 and stadium_amount_nb(st, ct, q, s, ST_NO_TOOLS, -1, -1) > 0):
                # a Tool's TOOL_DISCARD_UNLESS rows (not while a Stadium says Tools have no effect)
                for r in range(ct.tr_prog[q, t, 0], ct.tr_prog[q, t, 1]):
                    if ct.prog[r, 0] == OP_TOOL and ct.prog[r, 1] == TOOL_DISCARD_UNLESS \
                            and not (tool_cond_nb(st, ct, q, s, ct.prog[r, 3] % TC_SHIFT)
                                     and tool_cond_nb(st, ct, q, s, ct.prog[r, 3] // TC_SHIFT)):
                        discard_attached_nb(st, q, s, S_TOOL_K)
                        break
        if st.pl[q, PL_STATUS] != 0 and st.slot[q, 0, S_NEN] > 0 and energy_amount_nb(st, ct, q, 0, EN_NO_STATUS) > 0:
            st.pl[q, PL_STATUS] = 0  # a Therapeutic Energy-like card: it recovers
        if (st.pl[q, PL_STATUS] != 0 or st.pl[q, PL_POISON] > 0 or st.pl[q, PL_BURN] > 0) \
                and ((st.slot[q, 0, S_TOOL_K] >= 0 and tool_amount_nb(st, ct, q, 0, TOOL_NO_CONDITIONS) > 0)
                     or (st.slot[q, 0, S_NEN] > 0 and energy_amount_nb(st, ct, q, 0, TOOL_NO_CONDITIONS) > 0)):  # s31-k20: or an Energy's
            st.pl[q, PL_STATUS] = 0  # s30-k10: a Tool's TOOL_NO_CONDITIONS: it recovers from all of them
            st.pl[q, PL_POISON] = 0
            st.pl[q, PL_BURN] = 0
        if st.g[G_STADIUM_K] >= 0 and st.slot[q, 0, S_CARD] >= 0 \
                and (st.pl[q, PL_STATUS] != 0 or st.pl[q, PL_POISON] > 0 or st.pl[q, PL_BURN] > 0):
            x = stadium_amount_nb(st, ct, q, 0, EN_NO_STATUS, -1, -1)  # a Stadium: it recovers
            if x > 0:
                st.pl[q, PL_STATUS] = 0
            if x == 2:
                st.pl[q, PL_POISON] = 0
                st.pl[q, PL_BURN] = 0


@kernel_inline_nb
def energy_save_nb(st, ct, p):
    """p's Active is being Knocked Out by damage from an attack: each Benched Pokémon with a
    TOOL_ENERGY_SAVE Tool takes that many basic Energy cards from it ("you may": always)."""
    for t in range(1, NSLOT):
        if st.slot[p, t, S_CARD] < 0 or st.slot[p, t, S_TOOL_K] < 0:
            continue
        n = tool_amount_nb(st, ct, p, t, TOOL_ENERGY_SAVE)
        for _ in range(n):
            i = -1
            for j in range(st.slot[p, 0, S_NEN]):
                if ct.basic_energy[p, st.en[p, 0, j]] == 1:
                    i = j
                    break
            if i < 0:
                return
            e = detach_energy_nb(st, p, 0, i)
            if not attach_energy_nb(st, p, t, e):
                attach_energy_nb(st, p, 0, e)
                break
            log_nb(st, p, EV_ATTACH_FROM, e, t, 10)
            if tool_amount_nb(st, ct, p, t, TOOL_DISCARD) == TD_AFTER_SAVE:
                discard_attached_nb(st, p, t, S_TOOL_K)  # s31-k20: EXP.ALL-like: "if you do, discard this card"
                break


@kernel_nb
def ko_answers_nb(st, ct, p, s, q, t, cur):
    """q's slot t has a working PASSIVE_ON_KO power that answers the Knock Out of p's slot s."""
    if not passive_nb(st, ct, q, t, PASSIVE_ON_KO):
        return False
    c = passive_arg_nb(st, ct, q, t)
    if (c & KO_OWN) != 0:
        if q != p:
            return False
    elif (c & KO_OPP) != 0:
        if q == p:
            return False
    elif q != p or t != s:
        return False
    by_attack = p != cur and st.pl[p, PL_KO_BY_ATTACK_TURN] == st.g[G_TURN]
    if (c & KO_BY_ATTACK) != 0 and not by_attack:
        return False
    if (c & KO_BY_THIS) != 0 and not (by_attack and q == cur and t == 0):
        return False
    if (c & KO_ACTIVE) != 0 and s != 0:
        return False
    tc = c // KO_TC
    return tool_cond_nb(st, ct, p, s, tc % TC_SHIFT) and tool_cond_nb(st, ct, p, s, tc // TC_SHIFT)


@kernel_inline_nb
def ko_triggers_nb(st, ct, R, p, s, cur, v):
    """p's slot s is being Knocked Out (still in play): every PASSIVE_ON_KO power that answers it
    runs its rows (its owner acting with its Pokémon; the Knocked Out Pokémon's owner's first);
    then the prize count v with the KO_PRIZES changes they made."""
    if p != cur:  # the kinds Knocked Out during the opponent's turn (CNT_OWN_KO_LAST_TURN's arg > 0)
        if st.pl[p, PL_KO_KINDS] // KO_KINDS_TURN != st.g[G_TURN]:
            st.pl[p, PL_KO_KINDS] = st.g[G_TURN] * KO_KINDS_TURN
        m = 0
        for bit in range(20):
            if tool_cond_nb(st, ct, p, s, ko_kind_tc_nb(bit)):
                m |= 1 << bit
        if st.pl[p, PL_KO_BY_ATTACK_TURN] == st.g[G_TURN]:
            m |= m << 20
        st.pl[p, PL_KO_KINDS] |= m
    st.g[G_KO_PRIZE] = 0
    for i in range(2):
        q = p if i == 0 else 1 - p
        for t in range(NSLOT):
            if st.slot[q, t, S_CARD] < 0 or not ko_answers_nb(st, ct, p, s, q, t, cur):
                continue
            k = st.slot[q, t, S_CARD]
            if (passive_arg_nb(st, ct, q, t) & KO_NOSTACK) != 0:
                dup = False  # "doesn't stack": an earlier answering power of the same name answered
                for i2 in range(i + 1):
                    q2 = p if i2 == 0 else 1 - p
                    for t2 in range(NSLOT):
                        if (i2 < i or t2 < t) and st.slot[q2, t2, S_CARD] >= 0 \
                                and ct.name[q2, st.slot[q2, t2, S_CARD]] == ct.name[q, k] \
                                and ko_answers_nb(st, ct, p, s, q2, t2, cur):
                            dup = True
                if dup:
                    continue
            if (passive_arg_nb(st, ct, q, t) & KO_ONCE) != 0:
                used = False  # once a turn for all the powers of this name
                for w in range(NSLOT):
                    kw = st.slot[q, w, S_CARD]
                    if kw >= 0 and ct.name[q, kw] == ct.name[q, k] and st.slot[q, w, S_PWR_TURN] == st.g[G_TURN]:
                        used = True
                if used:
                    continue
                st.slot[q, t, S_PWR_TURN] = st.g[G_TURN]
            # REG_D: 1 + the Knocked Out slot, for its owner's rows (KO_TAKE_ENERGY)
            run_program_nb(st, ct, R, q, t, ct.pw_prog[q, k, 0] + 1, ct.pw_prog[q, k, 1], s + 1 if q == p else 0, -1, -1)
    tk = st.slot[p, s, S_TOOL_K]
    if tk >= 0 and tool_amount_nb(st, ct, p, s, TOOL_ON_KO) > 0:  # a Tool's TOOL_ON_KO sections
        by_attack = p != cur and st.pl[p, PL_KO_BY_ATTACK_TURN] == st.g[G_TURN]
        r = ct.tr_prog[p, tk, 0]
        while r < ct.tr_prog[p, tk, 1]:
            n = 0
            if ct.prog[r, 0] == OP_TOOL and ct.prog[r, 1] == TOOL_ON_KO:
                n = ct.prog[r, 2] % TOOL_ON_KO_ROWS
                bits = ct.prog[r, 2] // TOOL_ON_KO_ROWS
                c = ct.prog[r, 3]
                if tool_cond_nb(st, ct, p, s, c % TC_SHIFT) and tool_cond_nb(st, ct, p, s, c // TC_SHIFT) \
                        and (by_attack or (bits & KO_BY_ATTACK) == 0) and (s == 0 or (bits & KO_ACTIVE) == 0):
                    run_program_nb(st, ct, R, p, s, r + 1, r + 1 + n, s + 1, -1, -1)
            r += 1 + n
    if v > 0:
        v += st.g[G_KO_PRIZE]
        if v < 0:
            v = 0
    st.g[G_KO_PRIZE] = 0
    return v


@kernel_nb
def resolve_knockouts_nb(st, ct, R, rec, turn, units):
    """Handle every Pokémon at or past its HP; returns 1 if the game ended, SUDDEN_DEATH, or 0."""
    cur = st.g[G_CUR]
    owed0 = 0
    owed1 = 0
    any_ko = False
    refresh_copies_nb(st, ct)  # a Transform-like copy's HP follows the Defending Pokémon
    ck = st.slot[cur, 0, S_CARD]  # the attacker, for a Briar-like TURN_EXTRA_PRIZE
    more = 0
    if ck >= 0 and st.pl[cur, PL_PRIZE_TURN] == st.g[G_TURN]:
        bit = st.pl[cur, PL_PRIZE_ARG] % 64 - 1
        if bit < 0 or (ct.cflags[cur, ck] >> bit) & 1 == 1:
            more = st.pl[cur, PL_PRIZE_ARG] // 64
    energy_upkeep_nb(st, ct, -1)  # Special Energy whose condition no longer holds leaves first
    for p in range(2):
        for s in range(NSLOT):
            k = st.slot[p, s, S_CARD]
            if k >= 0 and st.slot[p, s, S_DMG] >= slot_hp_nb(st, ct, p, s):
                any_ko = True
                log_nb(st, p, EV_KO, k, s, 0)
                v = prize_value_nb(ct, R, p, k)
                if v > 0 and passive_nb(st, ct, p, s, PASSIVE_NO_PRIZE):
                    v = 0  # Empty Shell-like: its opponent takes no Prize card for it
                if v > 0 and s == 0:
                    v += st.pl[1 - p, PL_EXTRA_PRIZE]  # "take 1 more Prize card" (EXTRA_PRIZE_IF_KO)
                    if p != cur and st.pl[p, PL_KO_BY_ATTACK_TURN] == st.g[G_TURN]:
                        v += more
                v = ko_triggers_nb(st, ct, R, p, s, cur, v)  # "when/if this Pokémon is Knocked Out" (PASSIVE_ON_KO)
                if p == 0:
                    owed1 += v
                else:
                    owed0 += v
                to = st.slot[p, s, S_AS_ENERGY_TO]
                if to > 0 and st.slot[p, to - 1, S_CARD] >= 0:
                    # Buzzap-like: its top card leaves the stack as an Energy card on another Pokémon
                    pop_top_card_nb(st, p, s, -1)
                    attach_energy_nb(st, p, to - 1, st.slot[p, s, S_AS_ENERGY_ROW])
                    log_nb(st, p, EV_ATTACH_FROM, st.slot[p, s, S_AS_ENERGY_ROW], to - 1, 10 + s)
                if s == 0 and p != cur and st.pl[p, PL_KO_BY_ATTACK_TURN] == st.g[G_TURN]:
                    energy_save_nb(st, ct, p)  # Exp. Share-like Tools on the Bench
                discard_slot_nb(st, ct, p, s)
                if v > 0 and p != cur:
                    st.pl[p, PL_KO_TURN] = st.g[G_TURN]  # "Knocked Out during your opponent's last turn"
                # the KO counts for the opponent (even a self-inflicted one; 000)
                if v > 0 and rec.first_ko_turn[1 - p] < 0:
                    rec.first_ko_turn[1 - p] = turn
    st.pl[0, PL_EXTRA_PRIZE] = 0
    st.pl[1, PL_EXTRA_PRIZE] = 0
    if not any_ko:
        return 0
    # prizes: the non-turn player first, the turn player last (000, 004)
    nxt = 1 - cur
    if nxt == 0 and owed0 > 0:
        take_prizes_nb(st, 0, owed0, rec, turn)
    if nxt == 1 and owed1 > 0:
        take_prizes_nb(st, 1, owed1, rec, turn)
    if cur == 0 and owed0 > 0:
        take_prizes_nb(st, 0, owed0, rec, turn)
    if cur == 1 and owed1 > 0:
        take_prizes_nb(st, 1, owed1, rec, turn)
    return check_winner_nb(st, ct, R, units, True)


@kernel_nb
def check_winner_nb(st, ct, R, units, replace):
    """Win conditions after a Knock Out (RULES.md §2), then replacement of empty Actives.

    Both players winning at once: the one with more ways wins (000: "two ways beat
    one"; 002's table); equal: sudden death (base/ex) or a draw (modern).
    """
    w0 = 0
    w1 = 0
    if st.pl[0, PL_PRIZES_LEFT] == 0 and st.pl[0, PL_PRIZES_TAKEN] > 0:
        w0 += 1
    if st.pl[1, PL_PRIZES_LEFT] == 0 and st.pl[1, PL_PRIZES_TAKEN] > 0:
        w1 += 1
    if in_play_count_nb(st, 1) == 0:
        w0 += 1
    if in_play_count_nb(st, 0) == 0:
        w1 += 1
    if w0 > 0 or w1 > 0:
        if w0 > w1:
            set_result_nb(st, 0, WIN_PRIZES if st.pl[0, PL_PRIZES_LEFT] == 0 and st.pl[0, PL_PRIZES_TAKEN] > 0 else WIN_NO_POKEMON)
            return 1
        if w1 > w0:
            set_result_nb(st, 1, WIN_PRIZES if st.pl[1, PL_PRIZES_LEFT] == 0 and st.pl[1, PL_PRIZES_TAKEN] > 0 else WIN_NO_POKEMON)
            return 1
        if R[R_SIMULTANEOUS] == 1:
            set_result_nb(st, -1, DRAW_SIMULTANEOUS)
            return 1
        return SUDDEN_DEATH
    if replace:
        # the player whose turn is next replaces first (002; = the turn player last, 000)
        nxt = 1 - st.g[G_CUR]
        for i in range(2):
            p = nxt if i == 0 else 1 - nxt
            if st.slot[p, 0, S_CARD] < 0:
                s = choose_own_bench_nb(st, ct, p, units)
                if s > 0:
                    promote_nb(st, p, s)
    return 0
