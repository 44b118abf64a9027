"""(s31-k16) EX-era Poké-Bodies, part B: the kernel's reads of a few new passive codes.

* ``PASSIVE_BURN_MORE``: an Active's body makes the Checkup's Burn do more (the largest such).
* ``PASSIVE_PARITY_SHIELD``: an attack's final damage to the body's Pokémon is prevented when it
  is an odd / even multiple of 10.
* ``PASSIVE_BETWEEN_HEAL`` reads the REQ_* rows after its header as a condition (the healed
  Pokémon acting): "if <a Stadium> is in play", "as long as it has <type> Energy attached",
  "if it remains Asleep".
* ``PASSIVE_OPP_PLAY_COUNTERS``: the opponent's Energy attachment from the hand, evolution from
  the hand or retreat puts counters on their Pokémon (actions.apply_action_nb calls
  k16_plays.opp_play_counters_nb); a once-each-turn body marks its slot's S_PWR_TURN (a passive power's
  Pokémon has no activated power to use that field).
"""

from __future__ import annotations

from .jit import kernel_inline_nb, kernel_nb

from ..effects import PASSIVE_EX_DAMAGE_MINUS, PASSIVE_REDUCE_FROM_KIND, PASSIVE_ATTACK_SHIELD_ALL, PASSIVE_BURN_MORE, PASSIVE_PARITY_SHIELD, TC_SHIFT
from .layout import G_CUR, S_CARD
from .cardtable import CF_EX
from .predicates import holder_kind_nb, mod_cond_nb, passive_arg_nb, passive_nb, requirements_ok_nb


@kernel_inline_nb
def burn_more_nb(st, ct):
    """The most a working PASSIVE_BURN_MORE body of either Active adds to the Burn's damage."""
    best = 0
    for q in range(2):
        if st.slot[q, 0, S_CARD] >= 0 and passive_nb(st, ct, q, 0, PASSIVE_BURN_MORE):
            x = passive_arg_nb(st, ct, q, 0)
            if x > best:
                best = x
    return best


@kernel_inline_nb
def parity_prevents_nb(st, ct, p, s, dmg):
    """p's slot s has a working PASSIVE_PARITY_SHIELD body whose parity (c: 1 odd, 2 even
    multiples of 10) the damage has."""
    if dmg <= 0 or dmg % 10 != 0 or not passive_nb(st, ct, p, s, PASSIVE_PARITY_SHIELD):
        return False
    odd = (dmg // 10) % 2 == 1
    return odd == (passive_arg_nb(st, ct, p, s) == 1)


@kernel_inline_nb
def between_heal_ok_nb(st, ct, q, s):
    """The REQ_* rows after slot s's PASSIVE_BETWEEN_HEAL header hold (q acting with it)."""
    k = st.slot[q, s, S_CARD]
    r0 = ct.pw_prog[q, k, 0]
    r1 = ct.pw_prog[q, k, 1]
    return r1 <= r0 + 1 or requirements_ok_nb(st, ct, q, s, r0 + 1, r1)


@kernel_nb
def attack_shield_all_nb(st, ct, p, s, own):
    """p's slot s has a working PASSIVE_ATTACK_SHIELD_ALL body that prevents the damage of this
    attack (own: the attack is its owner's) while its condition holds."""
    if st.slot[p, s, S_CARD] < 0 or not passive_nb(st, ct, p, s, PASSIVE_ATTACK_SHIELD_ALL):
        return False
    c = passive_arg_nb(st, ct, p, s)
    who = c // TC_SHIFT
    return (who & (1 if own else 2)) != 0 and mod_cond_nb(st, ct, p, s, c % TC_SHIFT)


@kernel_nb
def ex_damage_minus_nb(st, ct, att_p):
    """How much less att_p's Active's attack does (before W/R): a working PASSIVE_EX_DAMAGE_MINUS
    body of the opponent's Active, when the attacker is a Pokémon-ex."""
    ak = st.slot[att_p, 0, S_CARD]
    if ak < 0 or (ct.cflags[att_p, ak] & CF_EX) == 0 or st.slot[1 - att_p, 0, S_CARD] < 0:
        return 0
    if passive_nb(st, ct, 1 - att_p, 0, PASSIVE_EX_DAMAGE_MINUS):
        return passive_arg_nb(st, ct, 1 - att_p, 0)
    return 0


@kernel_inline_nb
def reduce_from_kind_nb(st, ct, p, s):
    """What a working PASSIVE_REDUCE_FROM_KIND body of p's slot s takes off the damage of the
    opponent's attack now (the attacker: the opponent's Active, whose turn it is)."""
    o = st.g[G_CUR]
    if o == p or st.slot[o, 0, S_CARD] < 0 or not passive_nb(st, ct, p, s, PASSIVE_REDUCE_FROM_KIND):
        return 0
    c = passive_arg_nb(st, ct, p, s)
    hold = holder_kind_nb(st, ct, o, 0, (c // 1000) % TC_SHIFT)
    return c % 1000 if hold != (c // (1000 * TC_SHIFT) == 1) else 0
