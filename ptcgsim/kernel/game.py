"""One whole game: setup, turns, Checkup, Knock Outs, the result and its record row."""

from __future__ import annotations

from .jit import kernel_inline_nb, kernel_nb


from ..records import DRAW_TURN_LIMIT, N_TRACKED_TURNS, WIN_DECK_OUT, WIN_SUDDEN_DEATH
from ..rules import R_FIRST_DRAWS, R_PRIZES, R_TURN_CAP
from .actions import A_END
from .invariants import V_HIDDEN_INFO, V_ILLEGAL_ACTION, action_legal_nb, check_invariants_nb
from .events import EV_DECK_OUT, EV_NO_ATTACK, EV_SUDDEN_DEATH, EV_TURN, log_nb
from .knockout import SUDDEN_DEATH, set_result_nb
from .layout import (
    G_ACTIONS,
    G_AUDIT,
    G_CHECK,
    G_CUR,
    G_EVN,
    G_FIRST,
    G_LOG,
    G_REASON,
    G_WINNER,
    G_PRIZES,
    G_SUDDEN,
    G_TURN,
    G_VIOLATION,
    NSLOT,
    PL_ATTACHED_N,
    PL_BOOST,
    PL_ATTACKED,
    PL_ENERGY_DONE,
    PL_EXTRA,
    PL_FREE_MULLIGANS,
    PL_KIND,
    PL_TOTAL,
    PL_MULLIGANS,
    PL_PRIZES_TAKEN,
    PL_OWN_TURNS,
    PL_RETREAT_BLOCKED,
    PL_RETREATS,
    PL_STADIUMS,
    PL_SUPPORTERS,
    S_CARD,
    reset_state_nb,
)
from .player.audit import audit_after_nb, audit_before_nb
from .player.turn import next_action_nb
from .predicates import refresh_copies_nb, stage_in_play_nb
from .rng import seed_streams_nb
from .setup import setup_nb
from .steps import TURN_ENDS, finish_turn_nb, settle_nb, take_action_nb
from .zones import draw_nb, energy_total_nb, hand_has_energy_nb

MAX_ACTIONS_PER_TURN = 200  #: a turn with more actions ends (keeps every game finite)
MAX_SUDDEN_DEATH = 10  #: sudden-death games before the result is a draw


@kernel_nb
def load_decks_nb(st, decks, deck_n):
    for p in range(2):
        for i in range(deck_n[p]):
            st.deck[p, i] = decks[p, i]


@kernel_inline_nb  # one call site: inlined there, no library of its own (jit.py)
def play_turn_nb(st, ct, R, rec, units, sc, srecs):
    """One turn of the current player; returns 1 if the game ended, SUDDEN_DEATH, or 0."""
    p = st.g[G_CUR]
    turn = st.g[G_TURN]
    st.pl[p, PL_OWN_TURNS] += 1
    own = st.pl[p, PL_OWN_TURNS]
    for f in (PL_ENERGY_DONE, PL_SUPPORTERS, PL_STADIUMS, PL_RETREATS, PL_RETREAT_BLOCKED, PL_ATTACKED, PL_ATTACHED_N, PL_BOOST):
        st.pl[p, f] = 0
    st.g[G_ACTIONS] = 0
    log_nb(st, p, EV_TURN, own, 0, 0)
    # 1. draw (ex: the first player skips the draw of turn 1; 004)
    if not (turn == 1 and R[R_FIRST_DRAWS] == 0):
        if draw_nb(st, p) < 0:
            log_nb(st, p, EV_DECK_OUT, 0, 0, 0)
            set_result_nb(st, 1 - p, WIN_DECK_OUT)
            return 1
    had = hand_has_energy_nb(st, ct, p)
    # 2. actions until an attack or the end of the turn
    while True:
        refresh_copies_nb(st, ct)  # Transform-like copies follow the Defending Pokémon
        if st.g[G_AUDIT] == 1:
            audit_before_nb(st, sc)
        n, i = next_action_nb(st, ct, R, p, units, sc, srecs)  # the seat's pick (checked below in checked runs)
        kind = st.acts[i, 0]
        x = st.acts[i, 1]
        y = st.acts[i, 2]
        if st.g[G_CHECK] == 1 and (i < 0 or i >= n or not action_legal_nb(st, ct, R, p, kind, x, y, units)):
            return violation_nb(st, V_ILLEGAL_ACTION)
        if st.g[G_AUDIT] == 1 and not audit_after_nb(st, ct, R, p, units, sc, srecs, kind, x, y):
            return violation_nb(st, V_HIDDEN_INFO)
        st.g[G_ACTIONS] += 1
        if st.g[G_ACTIONS] > MAX_ACTIONS_PER_TURN:
            kind = A_END
        if kind == A_END:
            log_nb(st, p, EV_NO_ATTACK, 0, 0, 0)
        r = take_action_nb(st, ct, R, rec, p, kind, x, y, units)
        if r == TURN_ENDS:
            break
        if not had and hand_has_energy_nb(st, ct, p):
            had = True  # e.g. drawn with a Trainer before the attachment
        r = settle_nb(st, ct, R, rec, units)
        if r != 0:
            return r
        if st.g[G_CHECK] == 1:
            v = check_invariants_nb(st, ct)
            if v != 0:
                return violation_nb(st, v)
    if own <= N_TRACKED_TURNS:
        rec.had_energy[p, own - 1] = 1 if (had or st.pl[p, PL_ENERGY_DONE] == 1) else 0
        tot = 0
        for s in range(NSLOT):
            if st.slot[p, s, S_CARD] >= 0:
                tot += energy_total_nb(st, ct, p, s)
        rec.energy_in_play[p, own - 1] = tot
    # 3. after the attack: Knock Outs, the end of the turn and the Checkup
    r = finish_turn_nb(st, ct, R, rec, p, units)
    if r != 0:
        return r
    for q in range(2):
        if rec.first_stage2_turn[q] < 0 and stage_in_play_nb(st, ct, q, 2):
            rec.first_stage2_turn[q] = turn
    if st.g[G_CHECK] == 1:
        v = check_invariants_nb(st, ct)
        if v != 0:
            return violation_nb(st, v)
    return 0


@kernel_nb
def violation_nb(st, code):
    """An invariant failed (checked runs only): record it and end the game."""
    st.g[G_VIOLATION] = code
    set_result_nb(st, -1, DRAW_TURN_LIMIT)
    return 1


@kernel_inline_nb  # one call site: inlined there, no library of its own (jit.py)
def play_game_nb(st, ct, R, decks, deck_n, kinds, seed, game, rec, units, sc, srecs):
    """Play game `game` of seed `seed` into record row `rec` (a game_dt row)."""
    log = st.g[G_LOG]
    check = st.g[G_CHECK]
    audit = st.g[G_AUDIT]
    reset_state_nb(st)
    st.g[G_LOG] = log
    st.g[G_CHECK] = check
    st.g[G_AUDIT] = audit
    seed_streams_nb(st.rng, seed, game)
    rec.game = game
    prizes = R[R_PRIZES]
    sudden = 0
    total_turns = 0
    while True:
        for p in range(2):
            st.pl[p, PL_KIND] = kinds[p]
            st.pl[p, PL_TOTAL] = deck_n[p]
        st.g[G_PRIZES] = prizes
        load_decks_nb(st, decks, deck_n)
        setup_nb(st, ct, R, deck_n)
        if sudden == 0:
            for p in range(2):
                # every redrawn hand counts, shared both-player redraws too (the per-hand rate)
                rec.mulligans[p] = st.pl[p, PL_MULLIGANS] + st.pl[p, PL_FREE_MULLIGANS]
                rec.extra_cards[p] = st.pl[p, PL_EXTRA]
            rec.first_player = st.g[G_FIRST]
        st.g[G_CUR] = st.g[G_FIRST]
        result = 0
        while True:
            st.g[G_TURN] += 1
            if total_turns + st.g[G_TURN] > R[R_TURN_CAP]:
                st.g[G_TURN] -= 1
                set_result_nb(st, -1, DRAW_TURN_LIMIT)
                result = 1
                break
            result = play_turn_nb(st, ct, R, rec, units, sc, srecs)
            if result != 0:
                break
            st.g[G_CUR] = 1 - st.g[G_CUR]
        total_turns += st.g[G_TURN]
        if sudden == 0:
            for p in range(2):
                rec.prizes_taken[p] = st.pl[p, PL_PRIZES_TAKEN]
        if result != SUDDEN_DEATH:
            break
        # both won at once (base/ex): a new game with 1 prize each and a new coin flip (000)
        sudden += 1
        if sudden > MAX_SUDDEN_DEATH:
            set_result_nb(st, -1, DRAW_TURN_LIMIT)
            break
        log_nb(st, 0, EV_SUDDEN_DEATH, sudden, 0, 0)
        evn = st.g[G_EVN]  # the replay keeps the main game's events
        reset_state_nb(st)
        st.g[G_LOG] = log
        st.g[G_EVN] = evn
        st.g[G_CHECK] = check
        st.g[G_AUDIT] = audit
        st.g[G_SUDDEN] = sudden
        prizes = 1
    if sudden > 0 and st.g[G_WINNER] >= 0:
        st.g[G_REASON] = WIN_SUDDEN_DEATH
    rec.winner = st.g[G_WINNER]
    rec.win_reason = st.g[G_REASON]
    rec.turns = total_turns
