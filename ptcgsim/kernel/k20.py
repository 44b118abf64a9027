"""Stop 31, slice k20: EX-era Trainers and Special Energy.

* ``power_guard_nb``: before p's Poké-Power runs, the opponent's Active with an Energy card whose
  ``EN_NO_POWER_EFFECTS`` row holds (Holon Energy WP of Delta Species: "all effects, excluding
  damage, done to that Pokémon by your opponent's Pokémon") is marked protected from effects for
  this turn, as a shield marks it before an attack (interpreter.run_program_nb): every effect that
  reads ``effects.effects_prevented_nb`` on it stops.  A Benched one is covered where counters are
  put on the Bench (predicates.shield_nb reads its ``EN_NO_ATTACK_EFFECTS`` row for any program).
"""

from __future__ import annotations

from ..effects import EN_NO_POWER_EFFECTS
from .jit import kernel_inline_nb
from .layout import G_TURN, S_CARD, S_NEN, S_PREVENT_AMT, S_PREVENT_EFFECTS, S_PREVENT_FROM, S_PREVENT_UNTIL
from .predicates import energy_amount_nb


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
