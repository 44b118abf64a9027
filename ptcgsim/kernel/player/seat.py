"""The one door for every choice: ``decide_nb``.

A rule that needs a choice lists its options as rows of ``st.opt`` (what each
column means is the question's, below) and asks ``decide_nb(st, ct, p, q,
n)`` which row player p picks.  Only the player package reads which
kind of player sits in a seat:

* ``random``   — uniform among the n options (the seat's own random stream);
* ``greedy``   — the option with the highest value (``value.option_value_nb``;
                 the first of equal values, in the order the rule listed them);
* ``passive``, ``lookahead`` — answer like greedy (they differ at the turn level);
* ``scripted`` — the next answer of ``st.script[p]`` (a test forces each
                 choice directly); when the script runs out it answers like greedy.

A question with one option is no choice: it is answered without asking (no
random number drawn, no script answer used).

Question codes and their option rows are in ``questions.py``.
"""

from __future__ import annotations

from ..jit import kernel_nb
from ..layout import NT, PL_KIND, PL_SCRIPT_POS, TMP_DECIDE
from ..rng import STREAM_CHOICE0, randint_nb
from .questions import *  # noqa: F401,F403  (re-exported: the rules ask with them)
from .value import option_value_nb

PLAYER_GREEDY = 0
PLAYER_RANDOM = 1
PLAYER_PASSIVE = 2
PLAYER_SCRIPTED = 3
PLAYER_LOOKAHEAD = 4  #: turn level: lookahead.py; its sub-decisions are greedy's



@kernel_nb
def scripted_answer_nb(st, p, n):
    """The next scripted answer for p (clamped to the options), or -1 when the script is spent.

    ``st.script[p, 0]`` holds the script's length, answers follow from column 1."""
    pos = st.pl[p, PL_SCRIPT_POS]
    if pos >= st.script[p, 0]:
        return -1
    st.pl[p, PL_SCRIPT_POS] = pos + 1
    a = st.script[p, 1 + pos]
    if a < 0:
        return 0
    return a if a < n else n - 1


@kernel_nb
def greedy_pick_nb(st, ct, p, q, n):
    units = st.tmp[TMP_DECIDE : TMP_DECIDE + NT]
    best = 0
    best_v = option_value_nb(st, ct, p, q, 0, units)
    for i in range(1, n):
        v = option_value_nb(st, ct, p, q, i, units)
        if v > best_v:
            best_v = v
            best = i
    return best


@kernel_nb
def decide_nb(st, ct, p, q, n):
    """Player p's answer to question q over the n option rows st.opt[:n] (-1 when n == 0)."""
    if n <= 0:
        return -1
    if n == 1:
        return 0
    kind = st.pl[p, PL_KIND]
    if kind == PLAYER_RANDOM:
        return randint_nb(st.rng, STREAM_CHOICE0 + p, n)
    if kind == PLAYER_SCRIPTED:
        a = scripted_answer_nb(st, p, n)
        if a >= 0:
            return a
    return greedy_pick_nb(st, ct, p, q, n)


@kernel_nb
def random_index_nb(st, p, n):
    """A random seat's uniform pick among n (its own stream)."""
    return randint_nb(st.rng, STREAM_CHOICE0 + p, n)


@kernel_nb
def set_option_nb(st, i, x, y, z):
    """Write option row i; returns i + 1 (the count so far).  MAXOPT bounds every zone
    (60 cards), so a question never has more options than the buffer holds."""
    st.opt[i, 0] = x
    st.opt[i, 1] = y
    st.opt[i, 2] = z
    return i + 1
