"""The steps of a turn that the real game and a lookahead rollout share.

``take_action_nb`` applies one main-phase action, ``settle_nb`` what it caused
(Knock Outs, a new Active); ``finish_turn_nb`` is everything after the attack
(Knock Outs, the end-of-turn cleanup, the Checkup).  ``game.play_turn_nb`` runs
them on the real state, ``player/lookahead.py`` on its scratch copy.
"""

from __future__ import annotations

from .jit import kernel_inline_nb, kernel_nb

from .actions import A_ATTACK, A_END, apply_action_nb
from .attack import attack_nb
from .checkup import checkup_nb
from .damage import place_damage_nb
from .effects import condition_immune_nb, give_condition_nb, promote_nb
from .knockout import check_winner_nb, energy_upkeep_nb, resolve_knockouts_nb
from ..effects import TD_END_TURN, TD_AFTER_ATTACK, TD_AFTER_PLUS, TD_OPP_TURN_AFTER, TOOL_DISCARD
from .layout import G_TURN, NSLOT, S_CARD, S_DEFENDER_K, S_DEFENDER_UNTIL, S_DELAY_COND, S_DELAY_DMG, S_DELAY_UNTIL, S_DMG, S_PP_K, S_TOOL_FIRED, S_TOOL_K, S_TOOL_TURN
from .predicates import slot_hp_nb, tool_amount_nb
from .targets import choose_own_bench_nb
from .ops.trainer_k10 import hand_limit_end_nb, tool_end_turn_nb
from .zones import discard_attached_nb

TURN_GOES_ON = 0  #: the player acts again
TURN_ENDS = -1  #: the action was the attack or ending the turn (results are > 0)


@kernel_inline_nb
def end_turn_cleanup_nb(st, ct, p):
    """PlusPower-like cards leave at the end of their turn; Defender-like ones at the end
    of the opponent's next turn (their own text); Tools when their TOOL_DISCARD says: the
    turn their Pokémon attacked, or the end of the opponent's turn after they were played."""
    turn = st.g[G_TURN]
    for q in range(2):
        for s in range(NSLOT):
            if st.slot[q, s, S_CARD] < 0:
                continue
            if q == p and st.slot[q, s, S_PP_K] >= 0:
                discard_attached_nb(st, q, s, S_PP_K)
            if q == p and st.slot[q, s, S_DELAY_UNTIL] == turn and turn > 0:
                # an attack's delayed effect (DELAYED_NEXT): counters, a Knock Out, a Special Condition
                st.slot[q, s, S_DELAY_UNTIL] = 0
                dd = st.slot[q, s, S_DELAY_DMG]
                if dd < 0:
                    dd = slot_hp_nb(st, ct, q, s) - st.slot[q, s, S_DMG]
                place_damage_nb(st, q, s, dd)
                cd = st.slot[q, s, S_DELAY_COND]
                if cd > 0 and s == 0 and not condition_immune_nb(st, ct, q, cd):
                    give_condition_nb(st, q, cd, 0)
            if st.slot[q, s, S_DEFENDER_K] >= 0 and st.slot[q, s, S_DEFENDER_UNTIL] <= turn:
                discard_attached_nb(st, q, s, S_DEFENDER_K)
            if st.slot[q, s, S_TOOL_K] >= 0:
                when = tool_amount_nb(st, ct, q, s, TOOL_DISCARD)
                if (when == TD_END_TURN and q == p) \
                        or (when == TD_AFTER_ATTACK and q == p and st.slot[q, s, S_TOOL_FIRED] == turn) \
                        or (when == TD_AFTER_PLUS and q == p and turn > 0 and st.slot[q, s, S_TOOL_FIRED] == -turn) \
                        or (when == TD_OPP_TURN_AFTER and q != p and st.slot[q, s, S_TOOL_TURN] < turn):
                    discard_attached_nb(st, q, s, S_TOOL_K)
    energy_upkeep_nb(st, ct, p)  # Special Energy discarded at the end of its owner's turn
    hand_limit_end_nb(st, ct, p)  # Amarys-like (END_TURN_DISCARD_HAND)
    tool_end_turn_nb(st, ct, p)  # Leftovers-, Powerglass-like Tools


@kernel_inline_nb
def ensure_actives_nb(st, ct, R, units):
    """An Active that left play for any reason must be replaced, or its owner loses (004)."""
    for p in range(2):
        if st.slot[p, 0, S_CARD] < 0:
            s = choose_own_bench_nb(st, ct, p, units)
            if s > 0:
                promote_nb(st, p, s)
    return check_winner_nb(st, ct, R, units, False)


@kernel_inline_nb  # three call sites, each already linking its tree (test_compile_shape.MULTI_SITE)
def settle_nb(st, ct, R, rec, units):
    """Knock Outs, then any empty Active replaced: the game's result (> 0) or 0."""
    r = resolve_knockouts_nb(st, ct, R, rec, st.g[G_TURN], units)
    if r == 0:
        r = ensure_actives_nb(st, ct, R, units)
    return r


@kernel_nb
def take_action_nb(st, ct, R, rec, p, kind, x, y, units):
    """Player p takes action (kind, x, y): TURN_ENDS (attacked or ended the turn) or
    TURN_GOES_ON; the caller settles what the action caused (``settle_nb``)."""
    if kind == A_END:
        return TURN_ENDS
    if kind == A_ATTACK:
        if rec.first_attack_turn[p] < 0:
            rec.first_attack_turn[p] = st.g[G_TURN]
        attack_nb(st, ct, R, p, x)
        return TURN_ENDS
    apply_action_nb(st, ct, R, p, kind, x, y)
    return TURN_GOES_ON


@kernel_inline_nb  # two call sites (test_compile_shape.MULTI_SITE)
def finish_turn_nb(st, ct, R, rec, p, units):
    """After the attack (or the end of the turn): Knock Outs, the end-of-turn cleanup and
    the Checkup; the game's result (> 0) or 0."""
    r = settle_nb(st, ct, R, rec, units)
    if r != 0:
        return r
    end_turn_cleanup_nb(st, ct, p)
    checkup_nb(st, ct, R)
    return resolve_knockouts_nb(st, ct, R, rec, st.g[G_TURN], units)
