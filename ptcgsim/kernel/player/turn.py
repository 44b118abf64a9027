"""The turn-level decision: which action a seat takes next.

* ``greedy``   plans its next action straight from the rules' predicates
               (``greedy.greedy_plan_nb``) instead of listing every legal action;
               checked runs re-verify each planned action.
* ``random``   uniform over ``legal_actions_nb``'s list (its own stream).
* ``passive``  ends every turn (the opponent of a goldfish run).
* ``scripted`` the next script answer, an index into the legal-action list; when
               the script runs out it plays like greedy.
"""

from __future__ import annotations

from ..actions import A_END, legal_actions_nb
from ..jit import kernel_inline_nb
from ..layout import PL_KIND
from .greedy import greedy_plan_nb
from .seat import PLAYER_PASSIVE, PLAYER_RANDOM, PLAYER_SCRIPTED, random_index_nb, scripted_answer_nb


@kernel_inline_nb  # one call site: inlined there, no library of its own (jit.py)
def next_action_nb(st, ct, R, p, units):
    """(n, i): the seat's action is row i of the n rows in st.acts."""
    kind = st.pl[p, PL_KIND]
    if kind == PLAYER_PASSIVE:
        st.acts[0, 0] = A_END  # always legal: no need to list the others
        st.acts[0, 1] = 0
        st.acts[0, 2] = 0
        return 1, 0
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
