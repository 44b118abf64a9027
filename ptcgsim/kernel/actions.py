"""The rules' contract: list what a player may legally do now, and apply one choice.

An action is a row ``(kind, x, y)`` in ``st.acts``.  Players (players.py)
choose among the listed rows only; the invariant test checks that every
applied action was listed.
"""

from __future__ import annotations

from .jit import kernel_inline_nb, kernel_nb
from .k17 import one_unit_card_nb, same_power_name_nb  # s31-k17


from ..effects import EN_ON_ATTACH, OP_ENERGY, CONFUSED, OP_POWER_ACTIVATED, PW_ACTIVE_ONLY, PW_ON_BENCH, PW_ON_EVOLVE, TD_ON_RETREAT, TOOL_DISCARD
from ..effects import PW_ATTACH_TYPE, PW_ON_ATTACH, PW_ON_MOVE_UP, PW_ONE_PER_NAME, ST_BENCH_COUNTERS
from ..rules import R_CONFUSED_RETREAT_FLIP
from .cardtable import CF_RULE_DISCARD, SUPER_ENERGY, SUPER_POKEMON, SUPER_TRAINER, TK_STADIUM, TK_SUPPORTER, TK_TOOL
from .effects import PROG_KEPT, clear_conditions_nb, evolve_slot_nb, put_on_bench_nb, switch_active_nb
from .interpreter import run_program_nb
from .k15 import dark_eyes_nb, hand_attach_bodies_nb  # s31-k15
from ..effects import OPC_ATTACH, OPC_EVOLVE, OPC_RETREAT  # s31-k16
from .k16_plays import opp_play_counters_nb  # s31-k16
from .predicates import slot_hp_nb  # s31-k16
from .k20 import power_guard_nb
from ..effects import OP_STADIUM, ST_STACK_ATTACKS, TC_SHIFT  # s31-k20
from .predicates import tool_cond_nb  # s31-k20
from .targets import choose_retreat_energy_nb, choose_tool_target_nb
from .events import COIN_RETREAT, EV_ATTACH, EV_BENCH, EV_COIN, EV_POWER, EV_RETREAT, EV_STADIUM, EV_TRAINER, log_nb
from .layout import (
    MAXATK,
    J_END,
    J_IN_PLAY_ATK,
    J_STADIUM_ATK,
    G_STADIUM_K,
    G_STADIUM_P,
    G_STADIUM_USED,
    G_ATTACH_E,
    G_TURN,
    MAXACT,
    NSLOT,
    NT,
    PL_ATTACHED_N,
    PL_ENERGY_DONE,
    PL_RETREAT_BLOCKED,
    PL_RETREATS,
    PL_STADIUMS,
    PL_STATUS,
    PL_SUPPORTERS,
    PL_SUPPORTER_K,  # s30-k7
    S_CARD,
    S_DMG,
    S_NEN,
    S_NSTACK,
    S_PWR_N,
    S_PWR_TURN,
    S_ACTIVE_TURN,
    S_TOOL_FIRED,
    S_TOOL_K,
    S_TOOL_N,
    S_TOOL_TURN,
    PL_HAND_N,
    TMP_TARGET,
)
from .player.seat import Q_TRIGGER, decide_nb, set_option_nb
from .trainer_value import program_score_nb
from .predicates import (
    attack_legal_nb,
    borrows_attacks_nb,
    stadium_attacks_nb,
    tm_attacks_nb,
    can_attach_nb,
    can_bench_nb,
    can_evolve_nb,
    can_play_trainer_nb,
    can_retreat_nb,
    can_use_power_nb,
    can_use_stadium_nb,
    power_header_nb,
    power_works_nb,
    requirements_ok_nb,
    energy_row_holds_nb,
    energy_units_at_nb,
    retreat_cost_nb,
    stadium_action_row_nb,
    stadium_amount_nb,
    tool_amount_nb,
)
from .rng import coin_nb
from .bench_cap import stadium_bench_cap_nb  # s30-k9
from .zones import attach_energy_nb, detach_energy_nb, discard_attached_nb, discard_slot_nb, take_from_hand_nb

A_END = 0  #: end the turn without attacking
A_ATTACK = 1  #: x = attack index
A_BENCH = 2  #: x = Basic card from hand
A_EVOLVE = 3  #: x = card from hand, y = slot
A_ATTACH = 4  #: x = energy card from hand, y = slot
A_TRAINER = 5  #: x = Trainer card from hand
A_RETREAT = 6  #: y = Benched slot to switch in
A_POWER = 7  #: x = slot whose activated Pokémon Power (or in-play rule) is used
A_STADIUM = 8  #: the Stadium in play's "once during each player's turn" action
N_ACTION_KINDS = 9


@kernel_nb
def _push(st, n, kind, x, y):
    if n < MAXACT:
        st.acts[n, 0] = kind
        st.acts[n, 1] = x
        st.acts[n, 2] = y
        return n + 1
    return n


@kernel_nb
def legal_actions_nb(st, ct, R, p, units):
    """Fill st.acts with every legal action of p now; returns how many (>= 1: END is always legal)."""
    n = _push(st, 0, A_END, 0, 0)
    a = st.slot[p, 0, S_CARD]
    if a >= 0:
        for j in range(ct.n_atk[p, a]):
            if attack_legal_nb(st, ct, R, p, j, units):
                n = _push(st, n, A_ATTACK, j, 0)
        for j in range(MAXATK, MAXATK + tm_attacks_nb(st, ct, p, 0)):  # a Technical Machine's attack
            if attack_legal_nb(st, ct, R, p, j, units):
                n = _push(st, n, A_ATTACK, j, 0)
        if st.slot[p, 0, S_NSTACK] >= 2 and (st.g[G_STADIUM_K] >= 0 or (st.slot[p, 0, S_TOOL_K] >= 0 and tool_amount_nb(
                st, ct, p, 0, ST_STACK_ATTACKS) > 0)):  # a Meteor Falls-like Stadium (s31-k20: or Tool): the cards below
            for j in range(2 * MAXATK, 4 * MAXATK):
                if attack_legal_nb(st, ct, R, p, j, units):
                    n = _push(st, n, A_ATTACK, j, 0)
        if stadium_attacks_nb(st, ct, p, 0) > 0:  # s30-k9: a Holon Lake-like Stadium's attacks
            for j in range(J_STADIUM_ATK, J_STADIUM_ATK + MAXATK):
                if attack_legal_nb(st, ct, R, p, j, units):
                    n = _push(st, n, A_ATTACK, j, 0)
        if borrows_attacks_nb(st, ct, p, 0) > 0:  # s30-k9: a Versatile-like power: other Pokémon's attacks
            for j in range(J_IN_PLAY_ATK, J_END):
                if attack_legal_nb(st, ct, R, p, j, units):
                    n = _push(st, n, A_ATTACK, j, 0)
    for k in range(ct.n[p]):
        if st.hand[p, k] == 0:
            continue
        sup = ct.sup[p, k]
        if sup == SUPER_POKEMON:
            if ct.stage[p, k] == 0:
                if can_bench_nb(st, ct, p, k):
                    n = _push(st, n, A_BENCH, k, 0)
            else:
                for s in range(NSLOT):
                    if can_evolve_nb(st, ct, R, p, k, s):
                        n = _push(st, n, A_EVOLVE, k, s)
        elif sup == SUPER_ENERGY:
            for s in range(NSLOT):
                if can_attach_nb(st, ct, p, k, s):
                    n = _push(st, n, A_ATTACH, k, s)
        elif sup == SUPER_TRAINER:
            if can_play_trainer_nb(st, ct, R, p, k):
                n = _push(st, n, A_TRAINER, k, 0)
    if can_retreat_nb(st, ct, R, p):
        for s in range(1, NSLOT):
            if st.slot[p, s, S_CARD] >= 0:
                n = _push(st, n, A_RETREAT, 0, s)
    for s in range(NSLOT):
        if can_use_power_nb(st, ct, R, p, s):
            n = _push(st, n, A_POWER, s, 0)
    if st.g[G_STADIUM_K] >= 0 and can_use_stadium_nb(st, ct, p):
        n = _push(st, n, A_STADIUM, 0, 0)
    return n


@kernel_inline_nb
def use_stadium_nb(st, ct, R, p):
    """The Stadium in play's action: count the use for this turn, then run its body with p
    acting (SELF: p's Active, as for a Trainer).  The rows are the Stadium owner's card's;
    their kinds and names are the same in both decks' terms."""
    sp = st.g[G_STADIUM_P]
    sk = st.g[G_STADIUM_K]
    r = stadium_action_row_nb(ct, sp, sk)
    st.g[G_STADIUM_USED] = st.g[G_TURN]
    log_nb(st, p, EV_STADIUM, sk, 1, sp)
    run_program_nb(st, ct, R, p, 0, r + 1, r + 1 + ct.prog[r, 2], 0, -1, -1)


@kernel_inline_nb  # three call sites (test_compile_shape.MULTI_SITE)
def play_trigger_nb(st, ct, R, p, s, flag):
    """A power offered when its card is played from the hand (flag PW_ON_EVOLVE or
    PW_ON_BENCH: "when you play this Pokémon ... you may use this Ability"): if it works and
    its requirements hold, p decides (Q_TRIGGER; greedy's verdict is the valuation Trainers
    get, trainer_value.program_score_nb) and a yes uses it at once."""
    op, _a, b, c = power_header_nb(st, ct, p, s)
    if op != OP_POWER_ACTIVATED or (c & flag) == 0 or not power_works_nb(st, ct, p, s):
        return
    if (c & PW_ACTIVE_ONLY) != 0 and s != 0:
        return  # "to evolve 1 of your Active Pokémon" (Froth-like)
    k = st.slot[p, s, S_CARD]
    start = ct.pw_prog[p, k, 0] + 1
    end = ct.pw_prog[p, k, 1]
    if (c & PW_ONE_PER_NAME) != 0:  # "only 1 … Ability each turn": another of its name used one
        for q in range(NSLOT):
            kq = st.slot[p, q, S_CARD]
            if q != s and kq >= 0 and same_power_name_nb(ct, p, k, kq) and st.slot[p, q, S_PWR_TURN] == st.g[G_TURN] \
                    and st.slot[p, q, S_PWR_N] > 0:
                return
    if not requirements_ok_nb(st, ct, p, s, start, end):
        return
    if b == 2:  # no "you may": it happens (Darker Ring-like)
        use_power_nb(st, ct, R, p, s)
        return
    units = st.tmp[TMP_TARGET : TMP_TARGET + NT]
    v = program_score_nb(st, ct, R, p, s, -1, start, end, st.pl[p, PL_HAND_N], units)
    n = set_option_nb(st, 0, 0, 0, s)
    n = set_option_nb(st, n, 1, 1 if v > 0 else -1, s)
    if st.opt[decide_nb(st, ct, p, Q_TRIGGER, n), 0] == 1:
        use_power_nb(st, ct, R, p, s)


@kernel_inline_nb
def move_up_trigger_nb(st, ct, R, p):
    """PW_ON_MOVE_UP: p's Active moved up from the Bench this turn (S_ACTIVE_TURN), during p's
    turn: its power is offered once (the moment passes whether it is used, declined or
    not usable; a second move up the same turn is not offered again)."""
    op, _a, _b, c = power_header_nb(st, ct, p, 0)
    if op != OP_POWER_ACTIVATED or (c & PW_ON_MOVE_UP) == 0:
        return
    turn = st.g[G_TURN]
    if st.slot[p, 0, S_PWR_TURN] == turn and st.slot[p, 0, S_PWR_N] > 0:
        return
    play_trigger_nb(st, ct, R, p, 0, PW_ON_MOVE_UP)
    if st.slot[p, 0, S_CARD] >= 0 and st.slot[p, 0, S_PWR_TURN] != turn:
        st.slot[p, 0, S_PWR_TURN] = turn
        st.slot[p, 0, S_PWR_N] = 1


@kernel_inline_nb
def attach_power_nb(st, ct, R, p, s, e):
    """PW_ON_ATTACH: Energy card e was just attached from p's hand to slot s; a Poké-Body that
    answers it (of its type, its uses left this turn) runs at once."""
    op, a, _b, c = power_header_nb(st, ct, p, s)
    if op != OP_POWER_ACTIVATED or (c & PW_ON_ATTACH) == 0 or not power_works_nb(st, ct, p, s):
        return
    t = c // PW_ATTACH_TYPE - 1
    if t >= 0 and (ct.provides[p, e, t] == 0 or not one_unit_card_nb(ct, p, e)):  # s31-k17: R Energy is no "Darkness Energy card"
        return
    if a > 0 and st.slot[p, s, S_PWR_TURN] == st.g[G_TURN] and st.slot[p, s, S_PWR_N] >= a:
        return
    st.g[G_ATTACH_E] = e  # Energy Evolution-like rows read the card
    use_power_nb(st, ct, R, p, s)


@kernel_nb
def use_power_nb(st, ct, R, p, s):
    """Slot s's activated power: count the use, then run its rows (header skipped) with
    s as the acting Pokémon."""
    turn = st.g[G_TURN]
    if st.slot[p, s, S_PWR_TURN] != turn:
        st.slot[p, s, S_PWR_TURN] = turn
        st.slot[p, s, S_PWR_N] = 0
    st.slot[p, s, S_PWR_N] += 1
    k = st.slot[p, s, S_CARD]
    log_nb(st, p, EV_POWER, k, s, 0)
    if (ct.cflags[p, k] & CF_RULE_DISCARD) != 0:
        discard_slot_nb(st, ct, p, s)  # a Trainer played as a Pokémon leaves play (its rule)
        if s == 0:
            clear_conditions_nb(st, p)
        return
    power_guard_nb(st, ct, p)  # s31-k20: Holon Energy WP-like protection from the opponent's Poké-Powers
    run_program_nb(st, ct, R, p, s, ct.pw_prog[p, k, 0] + 1, ct.pw_prog[p, k, 1], 0, -1, -1)
    dark_eyes_nb(st, ct, p, s, k)  # s31-k15


@kernel_inline_nb
def evolve_nb(st, ct, p, k, s):
    """Evolve slot s with card k from the hand (effects.evolve_slot_nb: RULES.md §4)."""
    take_from_hand_nb(st, p, k)
    evolve_slot_nb(st, ct, p, s, k)


@kernel_inline_nb
def pay_retreat_nb(st, ct, p, cost):
    """Discard Energy cards from the Active, one at a time and each the player's choice,
    until the cost is met (000: a last card may overpay)."""
    paid = 0
    discarded = 0
    while paid < cost and st.slot[p, 0, S_NEN] > 0:
        i = choose_retreat_energy_nb(st, ct, p, cost - paid)
        paid += energy_units_at_nb(st, ct, p, 0, i)  # what it provides there (a Special Energy's own count)
        e = detach_energy_nb(st, p, 0, i)
        st.disc[p, ct.real[p, e]] += 1
        discarded += 1
    return discarded


@kernel_inline_nb
def energy_on_attach_nb(st, ct, R, p, s, k):
    """Special Energy k was attached from the hand to p's slot s: each EN_ON_ATTACH section
    whose condition holds runs its rows, the holder acting."""
    i = st.slot[p, s, S_NEN] - 1
    r = ct.tr_prog[p, k, 0]
    end = ct.tr_prog[p, k, 1]
    while r < end:
        n = 0
        if ct.prog[r, 0] == OP_ENERGY and ct.prog[r, 1] == EN_ON_ATTACH:
            n = ct.prog[r, 2]
            if st.slot[p, s, S_CARD] >= 0 and energy_row_holds_nb(st, ct, p, s, r, i):
                run_program_nb(st, ct, R, p, s, r + 1, r + 1 + n, 0, -1, -1)
        r += 1 + n


@kernel_inline_nb  # one call site (apply_action's A_ATTACH)
def stadium_on_attach_nb(st, ct, R, p, s):
    """(s31-k20) An Energy card was attached from p's hand to p's slot s: the Stadium in play's
    EN_ON_ATTACH sections (STADIUM rows) whose TC_* conditions hold for that Pokémon run their rows,
    p acting with s (Island Cave-like: CURE).  The rows are the Stadium owner's card's."""
    sp = st.g[G_STADIUM_P]
    sk = st.g[G_STADIUM_K]
    r = ct.tr_prog[sp, sk, 0]
    end = ct.tr_prog[sp, sk, 1]
    while r < end:
        n = 0
        if ct.prog[r, 0] == OP_STADIUM and ct.prog[r, 1] == EN_ON_ATTACH:
            n = ct.prog[r, 2]
            c = ct.prog[r, 3]
            if st.slot[p, s, S_CARD] >= 0 and tool_cond_nb(st, ct, p, s, c % TC_SHIFT) and tool_cond_nb(st, ct, p, s, c // TC_SHIFT):
                run_program_nb(st, ct, R, p, s, r + 1, r + 1 + n, 0, -1, -1)
        r += 1 + n


@kernel_inline_nb
def retreat_nb(st, ct, R, p, s):
    discarded = pay_retreat_nb(st, ct, p, retreat_cost_nb(st, ct, p))
    st.pl[p, PL_RETREATS] += 1
    if st.slot[p, 0, S_TOOL_K] >= 0 and tool_amount_nb(st, ct, p, 0, TOOL_DISCARD) == TD_ON_RETREAT:
        discard_attached_nb(st, p, 0, S_TOOL_K)  # a Balloon Berry-like Tool goes when its Pokémon retreats
    if R[R_CONFUSED_RETREAT_FLIP] == 1 and st.pl[p, PL_STATUS] == CONFUSED:
        # base (000, 003): pay first, then flip; tails = it stays, no more tries this turn
        c = coin_nb(st.rng)
        log_nb(st, p, EV_COIN, c, COIN_RETREAT, 0)
        if c == 0:
            st.pl[p, PL_RETREAT_BLOCKED] = 1
            log_nb(st, p, EV_RETREAT, s, discarded, 1)
            return
    log_nb(st, p, EV_RETREAT, s, discarded, 0)
    switch_active_nb(st, p, s)


@kernel_inline_nb  # one call site: inlined there, no library of its own (jit.py)
def play_trainer_nb(st, ct, R, p, k):
    take_from_hand_nb(st, p, k)
    log_nb(st, p, EV_TRAINER, k, 0, 0)
    tk = ct.tkind[p, k]
    if tk == TK_SUPPORTER:
        st.pl[p, PL_SUPPORTERS] += 1
        st.pl[p, PL_SUPPORTER_K] = k + 1  # s30-k7: CNT_OWN_SUPPORTER_PLAYED
    in_play = False
    if tk == TK_STADIUM:
        st.pl[p, PL_STADIUMS] += 1
        old_p = st.g[G_STADIUM_P]
        if old_p >= 0:
            st.disc[old_p, st.g[G_STADIUM_K]] += 1
        st.g[G_STADIUM_P] = p
        st.g[G_STADIUM_K] = k
        st.g[G_STADIUM_USED] = 0  # a new Stadium: its action is fresh for this turn
        log_nb(st, p, EV_STADIUM, k, 0, 0)
        stadium_bench_cap_nb(st, ct, p)  # s30-k9: a Giant Stump-like Bench cap (set or lifted)
        return  # its STADIUM rows are read while it is in play, never run
    if tk == TK_TOOL:
        # onto one of p's Pokémon that has no Tool (one per Pokémon); its TOOL rows are read
        # while it stays attached, never run
        s = choose_tool_target_nb(st, ct, p, k)
        if s >= 0:
            st.slot[p, s, S_TOOL_K] = k
            st.slot[p, s, S_TOOL_N] = 1
            st.slot[p, s, S_TOOL_TURN] = st.g[G_TURN]
            st.slot[p, s, S_TOOL_FIRED] = 0
            return
        st.disc[p, k] += 1
        return
    if run_program_nb(st, ct, R, p, 0, ct.tr_prog[p, k, 0], ct.tr_prog[p, k, 1], 0, -1, k) == PROG_KEPT:
        in_play = True
    if not in_play:
        st.disc[p, k] += 1


@kernel_inline_nb  # one call site: inlined there, no library of its own (jit.py)
def apply_action_nb(st, ct, R, p, kind, x, y):
    """Apply one listed action (not ATTACK / END: the turn loop handles those)."""
    if kind == A_BENCH:
        take_from_hand_nb(st, p, x)
        s = put_on_bench_nb(st, p, x)
        log_nb(st, p, EV_BENCH, x, s, 0)
        if s > 0 and st.g[G_STADIUM_K] >= 0:  # Team Magma Hideout-like: counters on the new Pokémon
            st.slot[p, s, S_DMG] += stadium_amount_nb(st, ct, p, s, ST_BENCH_COUNTERS, -1, -1)
        if s > 0:
            play_trigger_nb(st, ct, R, p, s, PW_ON_BENCH)
    elif kind == A_EVOLVE:
        evolve_nb(st, ct, p, x, y)
        play_trigger_nb(st, ct, R, p, y, PW_ON_EVOLVE)
        opp_play_counters_nb(st, ct, p, y, OPC_EVOLVE, 0)  # s31-k16
    elif kind == A_ATTACH:
        take_from_hand_nb(st, p, x)
        attach_energy_nb(st, p, y, x)
        st.pl[p, PL_ENERGY_DONE] = 1
        st.pl[p, PL_ATTACHED_N] += 1
        log_nb(st, p, EV_ATTACH, x, y, 0)
        if ct.tr_prog[p, x, 1] > ct.tr_prog[p, x, 0]:
            energy_on_attach_nb(st, ct, R, p, y, x)
        if st.g[G_STADIUM_K] >= 0:
            stadium_on_attach_nb(st, ct, R, p, y)  # s31-k20: Island Cave-like
        attach_power_nb(st, ct, R, p, y, x)
        hand_attach_bodies_nb(st, ct, p, y, x)  # s31-k15
        opp_play_counters_nb(st, ct, p, y, OPC_ATTACH, 0)  # s31-k16
    elif kind == A_TRAINER:
        play_trainer_nb(st, ct, R, p, x)
    elif kind == A_RETREAT:
        hp0 = slot_hp_nb(st, ct, p, 0) - st.slot[p, 0, S_DMG]  # s31-k16: its remaining HP before it retreats
        retreat_nb(st, ct, R, p, y)
        if st.pl[p, PL_RETREAT_BLOCKED] == 0:  # it left the Active Spot (a Confused one may stay)
            opp_play_counters_nb(st, ct, p, y, OPC_RETREAT, hp0)
    elif kind == A_POWER:
        use_power_nb(st, ct, R, p, x)
    elif kind == A_STADIUM:
        use_stadium_nb(st, ct, R, p)
    if st.slot[p, 0, S_ACTIVE_TURN] == st.g[G_TURN]:
        move_up_trigger_nb(st, ct, R, p)
