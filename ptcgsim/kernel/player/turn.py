"""The turn-level decision: which action a seat takes next.

* ``greedy``   plans its next action straight from the rules' predicates
               (``greedy.greedy_plan_nb``) instead of listing every legal action;
               checked runs re-verify each planned action.
* ``random``   uniform over ``legal_actions_nb``'s list (its own stream).
* ``passive``  ends every turn (the opponent of a goldfish run).
* ``scripted`` the next script answer, an index into the legal-action list; when
               the script runs out it plays like greedy.
* ``lookahead`` tries every legal action on a scratch copy of what it knows, lets
               the turn go on greedily and keeps the best-scored end of turn
               (``lookahead.lookahead_pick_nb``).
"""

from __future__ import annotations

from ..actions import A_END, legal_actions_nb
from ..jit import kernel_nb
from ..layout import PL_KIND
from .greedy import greedy_plan_nb
from .lookahead import lookahead_pick_nb
from .seat import PLAYER_LOOKAHEAD, PLAYER_PASSIVE, PLAYER_RANDOM, PLAYER_SCRIPTED, random_index_nb, scripted_answer_nb


@kernel_nb  # two callers: the turn and the hidden-information audit (audit.py)
def next_action_nb(st, ct, R, p, units, sc, srecs):
    """(n, i): the seat's action is row i of the n rows in st.acts.  sc: the worker's
    scratch states (sc[0] the lookahead's copy, sc[1] the audit's), srecs its record row."""
    kind = st.pl[p, PL_KIND]
    if kind == PLAYER_PASSIVE:
        st.acts[0, 0] = A_END  # always legal: no need to list the others
        st.acts[0, 1] = 0
        st.acts[0, 2] = 0
        return 1, 0
    if kind == PLAYER_LOOKAHEAD:
        return lookahead_pick_nb(st, ct, R, p, sc[0], srecs[0], units)
    if kind == PLAYER_RANDOM:
        n = legal_actions_nb(st, ct, R, p, units)
        return n, random_index_nb(st, p, n)
    if kind == PLAYER_SCRIPTED:
        n = legal_actions_nb(st, ct, R, p, units)
        if n == 1:
            return 1, 0  # only END: no choice, no script answer used
        a = scripted_answer_nb(st, p, n)
        if a >= 0:
            return n, a
    return greedy_plan_nb(st, ct, R, p, units), 0
