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

from ..jit import kernel_inline_nb, kernel_nb
from ..hidden import V_HIDDEN_INFO, resample_hidden_nb, restore_hidden_nb, save_hidden_nb
from ..layout import G_ACTIONS, G_AUDIT, G_TURN, G_VIOLATION, NT, PL_KIND, PL_SCRIPT_POS, TMP_DECIDE
from ..rng import N_STREAMS, STREAM_CHOICE0, randint_nb, seed_streams_nb
from .questions import Q_DECK_PICK, Q_DECK_TOP, Q_FORM_PICK

assert N_STREAMS == 5  # audit_pick_nb keeps the five streams in locals
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
    a = greedy_pick_nb(st, ct, p, q, n)
    if st.g[G_AUDIT] == 1 and q != Q_DECK_PICK and q != Q_DECK_TOP and q != Q_FORM_PICK:
        audit_pick_nb(st, ct, p, q, n, a)
    return a


@kernel_inline_nb
def audit_pick_nb(st, ct, p, q, n, a):
    """Audit runs (audit.py): p must give the same answer a with its unseen cards and the
    future coins redealt; else the game records V_HIDDEN_INFO.  Not for the questions
    that show p deck cards (a search, the top of a deck): those it does see."""
    r0, r1, r2, r3, r4 = st.rng[0], st.rng[1], st.rng[2], st.rng[3], st.rng[4]  # (N_STREAMS == 5)
    save_hidden_nb(st, 0)
    save_hidden_nb(st, 1)
    seed_streams_nb(st.rng, 0xA0D17 + 1009 * st.g[G_TURN] + 31 * st.g[G_ACTIONS] + q, 3)
    resample_hidden_nb(st, p, False)
    resample_hidden_nb(st, 1 - p, True)
    b = greedy_pick_nb(st, ct, p, q, n)
    restore_hidden_nb(st, 0)
    restore_hidden_nb(st, 1)
    st.rng[0], st.rng[1], st.rng[2], st.rng[3], st.rng[4] = r0, r1, r2, r3, r4
    if b != a and st.g[G_VIOLATION] == 0:
        st.g[G_VIOLATION] = V_HIDDEN_INFO


@kernel_inline_nb
def random_index_nb(st, p, n):
    """A random seat's uniform pick among n (its own stream)."""
    return randint_nb(st.rng, STREAM_CHOICE0 + p, n)


@kernel_nb
def set_option_nb(st, i, x, y, z):
    """Write option row i; returns i + 1 (the count so far).  MAXOPT bounds every zone
    (60 cards), but a question over pairs (an Energy card and its receiver) can list more:
    options past the buffer's MAXOPT rows are left out (the count stays MAXOPT), never written
    past its end."""
    if i >= st.opt.shape[0]:
        return i
    st.opt[i, 0] = x
    st.opt[i, 1] = y
    st.opt[i, 2] = z
    return i + 1
