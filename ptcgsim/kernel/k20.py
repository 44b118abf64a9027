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

from ..effects import EN_NO_POWER_EFFECTS, OP_TOOL, ST_NO_POWERS, TNP_ALL
from .cardtable import CF_HAS_POWER
from .jit import kernel_inline_nb, kernel_nb
from .layout import G_TURN, NSLOT, S_CARD, S_NEN, S_PREVENT_AMT, S_PREVENT_EFFECTS, S_PREVENT_FROM, S_PREVENT_UNTIL
from .predicates import energy_amount_nb, stadium_card_stops_power_nb


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
def tool_power_value_nb(st, ct, p, s, k):
    """(s31-k20) Greedy's worth of Tool card k's ST_NO_POWERS rows on p's slot s: one that stops only its
    holder's powers costs a Pokémon that has one; one that stops every Pokémon's while its holder is Active
    is worth the opponent's powers in play less p's own (in full on the Active, a little on the Bench)."""
    v = 0.0
    pk = st.slot[p, s, S_CARD]
    for r in range(ct.tr_prog[p, k, 0], ct.tr_prog[p, k, 1]):
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
