"""(s31-k19) USE_SUPPORTER: a Supporter card's program run as an attack's effect (Detour-, Chime- and
Supernatural-like): which card.  Apart from ops/attack_k19.py because it reads greedy's Trainer
valuation (trainer_value.program_score_nb), which the damage family's modules do not import."""

from __future__ import annotations

from ..effects import K19_SUP_IN_PLAY, K19_SUP_OPP_DISCARD, K19_SUP_OPP_HAND
from .cardtable import SUPER_TRAINER, TK_SUPPORTER
from .jit import kernel_inline_nb
from .layout import NT, PL_HAND_N, PL_SUPPORTER_K, PL_SUPPORTERS, TMP_TARGET
from .player.questions import Q_CHOOSE_ONE
from .player.seat import decide_nb, set_option_nb
from .trainer_value import program_score_nb


@kernel_inline_nb  # one call site (the interpreter's USE_SUPPORTER arm)
def k19_supporter_source_nb(st, ct, R, p, s, where):
    """Which Supporter card's rows p's attack runs: (owner, card row; -1 none).  where:
    K19_SUP_IN_PLAY the Supporter p played this turn (an EX-era Supporter stays in play through
    the turn); K19_SUP_OPP_DISCARD one in the opponent's discard pile; K19_SUP_OPP_HAND one in the
    opponent's hand ("you may": none is an option too).  p picks (Q_CHOOSE_ONE; greedy: the best
    program_score_nb of the card's rows, valued as a power's, no card leaving the hand)."""
    o = 1 - p
    if where == K19_SUP_IN_PLAY:
        if st.pl[p, PL_SUPPORTERS] > 0 and st.pl[p, PL_SUPPORTER_K] > 0:
            return p, st.pl[p, PL_SUPPORTER_K] - 1
        return p, -1
    units = st.tmp[TMP_TARGET : TMP_TARGET + NT]
    hand = st.pl[p, PL_HAND_N]
    n = 0
    for k in range(ct.n[o]):
        cnt = st.disc[o, k] if where == K19_SUP_OPP_DISCARD else st.hand[o, k]
        if cnt > 0 and ct.sup[o, k] == SUPER_TRAINER and ct.tkind[o, k] == TK_SUPPORTER:
            v = program_score_nb(st, ct, R, p, s, -1, ct.tr_prog[o, k, 0], ct.tr_prog[o, k, 1], hand, units)
            n = set_option_nb(st, n, k, int(v), 0)
    if n > 0 and where == K19_SUP_OPP_HAND:
        n = set_option_nb(st, n, -1, 0, 0)  # "you may"
    if n == 0:
        return o, -1
    i = decide_nb(st, ct, p, Q_CHOOSE_ONE, n)
    return o, (st.opt[i, 0] if i >= 0 else -1)
