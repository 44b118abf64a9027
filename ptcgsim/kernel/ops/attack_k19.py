"""Helpers of the s31-k19 attack opcodes (EX-era attacks, part B); the family modules keep only
one-line arms (``tests/test_opcodes.py``) and call the functions here.

* ``BENCH_DAMAGE_IF`` (580): damage to each Pokémon of a scope (the opponent's Bench, both
  Benches, every one of the opponent's Pokémon) that a selector admits: a ``TC_*`` pair, a cflags
  bit (``K19_FLAG`` + bit: a Poké-Body, a Poké-Power, a Pokémon-ex), the Defending Pokémon's name
  or type (``K19_SAME_NAME`` / ``K19_SAME_TYPE``);
* ``HIT_ONE_PER_RETREAT`` (582): damage to 1 of the opponent's Pokémon (the attacker's pick) per
  Colorless in its Retreat Cost (the Active's after effects, ``retreat_cost_nb``; a Benched one's
  printed cost less its Tool's ``TOOL_RETREAT_LESS``);
* ``HIT_BENCH_MAY_MOVE`` (584): damage to 1 of the opponent's Benched Pokémon (the attacker's
  pick), then the attacker may move an Energy card attached to it to another of the opponent's
  Pokémon (Energy Flip-like);
* ``MILL_SELF_ATTACH_BASIC`` (585): the top card of your deck discarded, attached to the acting
  Pokémon if it is a basic Energy card (Melting Mountain-like);
* ``SEARCH_PLAY_STADIUM`` (586): a Stadium card from the deck put into play (not one of the name of
  the Stadium in play; not a play from the hand: no count of the turn's Stadiums);
  ``SEARCH_ATTACH_TOOLS`` (587): up to N Pokémon Tool cards (no Technical Machine) from the deck,
  each onto 1 of your Pokémon with no Tool;
* ``COPY_DEF_ATTACK`` b < 0 (``k19_copy_source_nb``): an attack of the opponent's Benched Pokémon,
  of the cards under the acting Pokémon, of a Pokémon card in the opponent's hand;
* ``SWAP_DAMAGE_DEF`` (588): a discard from the acting Pokémon, then its damage counters and the
  Defending Pokémon's switched (nothing at all when the Defending Pokémon is protected from effects);
* ``MOVE_ONE_HEAL`` (589) / ``ATTACH_THEN_COUNTERS`` (590): 1 Energy card of the acting Pokémon's
  moved to another of yours, then damage healed from that one; basic Energy cards from the discard
  pile onto 1 of your Pokémon, then counters on it per card;
* ``OPP_SUPPORTER_TO_DECK`` (592): "you may" have the opponent shuffle a Supporter from their
  revealed hand into the deck, then they draw a card; ``PRIZE_SWAP_TOP`` (593): 1 of your Prize cards
  (you look) switched with the top card of your deck;
* ``SWITCH_THEN_MOVE`` (594): you may switch the acting (Active) Pokémon with 1 of your Benched
  Pokémon; if you do, you may move any number of its Energy cards of a type to the new Active;
* ``VULNERABLE_NEXT`` (596): more damage from attacks to the acting Pokémon during the opponent's
  next turn, or to the Defending Pokémon during your next turn (layout.S_VULN_*; damage.attack_damage_nb
  reads it);
* ``DEF_ENERGY_OPP_DISCARDS`` (581): the opponent discards Energy cards (their picks) attached to
  the Defending Pokémon, unless it is protected from the effects of attacks.

The damage to the Active goes through the damage family's ``hit_defending_nb`` (the arm does it:
``k19_hits_nb`` returns what the Active takes, before Weakness and Resistance; -1 none).
"""

from __future__ import annotations

from ...effects import K19_SCOPE_BOTH_BENCHES, K19_SCOPE_OPP_ALL, TC_SHIFT
from ...effects import ANY, FROM_DISCARD, K19_COPY_OPP_BENCH, K19_COPY_STACK, SH_PREVENT_EFFECTS
from ..attack_k19_base import k19_selected_nb, slot_retreat_nb
from ..damage import bench_effects_prevented_nb, bench_hit_nb, place_damage_nb
from ..effects import attach_from_source_nb, discard_energy_from_nb, effects_prevented_nb, heal_nb, switch_active_nb
from ..bench_cap import stadium_bench_cap_nb
from ..cardtable import SUPER_ENERGY, SUPER_POKEMON, SUPER_TRAINER, TK_STADIUM, TK_SUPPORTER, TK_TOOL
from ..events import EV_ATTACH_FROM, EV_DISCARD, EV_SEARCH, EV_SHUFFLE, EV_STADIUM, log_nb
from ..jit import kernel_inline_nb
from ..layout import S_VULN, S_VULN_UNTIL  # s31-k19
from ..layout import G_STADIUM_K, G_STADIUM_P, G_STADIUM_USED, G_TURN, NSLOT, PL_DECK_N, PL_PRIZES_LEFT, S_CARD, S_DMG, S_NEN, S_NSTACK, S_STACK0, \
    S_TOOL_FIRED, S_TOOL_K, S_TOOL_N, S_TOOL_TURN
from ..player.questions import Q_CHOOSE_ONE, Q_COPY_ATTACK, Q_DECK_PICK, Q_ENERGY_MOVE, Q_OPP_BENCH, Q_SWITCH, Q_TOOL_TARGET, Q_TRIGGER
from ..player.value import card_want_nb
from ..player.seat import decide_nb, set_option_nb
from ..predicates import mod_cond_nb, shield_nb, tool_fits_nb
from ..targets import choose_energy_nb, choose_opp_any_nb, choose_opp_bench_nb
from ..zones import attach_energy_nb, detach_energy_nb, draw_n_nb, hand_to_deck_nb, remove_from_deck_nb, shuffle_deck_nb


@kernel_inline_nb  # one call site (damage_ops' arm)
def k19_hits_nb(st, ct, p, per_retreat, a, b, c):
    """BENCH_DAMAGE_IF (per_retreat False: a damage to each Pokémon of scope b that selector c
    admits) or HIT_ONE_PER_RETREAT (a per Colorless in the Retreat Cost of 1 of the opponent's
    Pokémon, the attacker's pick).  Hits the Benched ones here (no Weakness/Resistance); returns
    the damage the opponent's Active is to take as the attack's (-1: none)."""
    o = 1 - p
    if per_retreat:
        n = 0
        for t in range(NSLOT):
            if st.slot[o, t, S_CARD] >= 0:
                n = set_option_nb(st, n, t, a * slot_retreat_nb(st, ct, o, t), 0)
        i = decide_nb(st, ct, p, Q_OPP_BENCH, n)
        t = st.opt[i, 0] if i >= 0 else -1
        if t > 0:
            bench_hit_nb(st, ct, o, t, a * slot_retreat_nb(st, ct, o, t))
        return a * slot_retreat_nb(st, ct, o, 0) if t == 0 else -1
    hit_active = -1
    if b == K19_SCOPE_OPP_ALL and k19_selected_nb(st, ct, p, o, 0, c):
        hit_active = a  # decided before any Benched hit changes the board
    for side in range(2):
        q = o if side == 0 else p
        if side == 1 and b != K19_SCOPE_BOTH_BENCHES:
            break
        for t in range(1, NSLOT):
            if k19_selected_nb(st, ct, p, q, t, c):
                bench_hit_nb(st, ct, q, t, a)
    return hit_active


@kernel_inline_nb  # one call site (damage_ops' arm)
def def_energy_opp_discards_nb(st, ct, p, a, c, heads):
    """DEF_ENERGY_OPP_DISCARDS: the opponent discards a Energy cards (0: all; a < 0: as many as
    the heads of the last flip) of type c attached to the Defending Pokémon, their picks; none
    when it is protected from the effects of attacks.  Returns how many."""
    o = 1 - p
    n = a if a >= 0 else heads
    if st.slot[o, 0, S_CARD] < 0 or effects_prevented_nb(st, o) or (a < 0 and heads <= 0):
        return 0
    return discard_energy_from_nb(st, ct, o, o, 0, n, c)


@kernel_inline_nb  # one call site (damage_ops' arm)
def hit_bench_may_move_nb(st, ct, p, a):
    """HIT_BENCH_MAY_MOVE: a damage to 1 of the opponent's Benched Pokémon (p's pick; no
    Weakness/Resistance), then p may move an Energy card attached to it to another of the
    opponent's Pokémon (none when it is protected from the attack's effects).  Returns 1 if a
    card moved."""
    o = 1 - p
    t = choose_opp_bench_nb(st, ct, p, a)
    if t <= 0:
        return 0
    bench_hit_nb(st, ct, o, t, a)
    if st.slot[o, t, S_CARD] < 0 or st.slot[o, t, S_NEN] == 0 or bench_effects_prevented_nb(st, ct, o, t) \
            or shield_nb(st, ct, o, t, SH_PREVENT_EFFECTS):
        return 0
    if st.opt[decide_nb(st, ct, p, Q_TRIGGER, set_option_nb(st, set_option_nb(st, 0, 0, -1, t), 1, 1, t)), 0] == 0:
        return 0
    i = choose_energy_nb(st, ct, p, o, t, -1)
    q = choose_opp_any_nb(st, ct, p, 0, t, 0) if i >= 0 else -1
    if q < 0 or st.slot[o, q, S_NEN] >= st.en.shape[2]:
        return 0
    e = detach_energy_nb(st, o, t, i)
    attach_energy_nb(st, o, q, e)
    log_nb(st, p, EV_ATTACH_FROM, e, q, 10 + t)
    return 1


@kernel_inline_nb  # one call site (damage_ops' arm)
def mill_self_attach_basic_nb(st, ct, p, s):
    """MILL_SELF_ATTACH_BASIC: p discards the top card of its deck; a basic Energy card goes from
    the discard pile onto p's slot s.  Returns 1 if one was attached."""
    dn = st.pl[p, PL_DECK_N]
    if dn == 0:
        return 0
    k = st.deck[p, dn - 1]
    st.pl[p, PL_DECK_N] = dn - 1
    log_nb(st, p, EV_DISCARD, k, 1, 0)
    if ct.sup[p, k] == SUPER_ENERGY and ct.basic_energy[p, k] == 1 and st.slot[p, s, S_CARD] >= 0 \
            and st.slot[p, s, S_NEN] < st.en.shape[2]:
        attach_energy_nb(st, p, s, k)
        log_nb(st, p, EV_ATTACH_FROM, k, s, 1)
        return 1
    st.disc[p, k] += 1
    return 0


@kernel_inline_nb  # one call site (card_ops' arm)
def deck_trainers_nb(st, ct, p, stadium, count):
    """SEARCH_PLAY_STADIUM (stadium True) or SEARCH_ATTACH_TOOLS (up to count Tools); the deck
    is shuffled afterward.  Returns how many cards were put into play."""
    got = 0
    g = st.g[G_STADIUM_K]
    gp = st.g[G_STADIUM_P]
    for _ in range(1 if stadium else count):
        n = 0
        for i in range(st.pl[p, PL_DECK_N]):
            k = st.deck[p, i]
            if ct.sup[p, k] != SUPER_TRAINER:
                continue
            if stadium and ct.tkind[p, k] == TK_STADIUM and not (gp >= 0 and g >= 0 and ct.name[gp, g] == ct.name[p, k]):
                n = set_option_nb(st, n, i, k, 0)
            elif not stadium and ct.tkind[p, k] == TK_TOOL and ct.n_atk[p, k] == 0:  # a Technical Machine prints an attack
                fits = False
                for q in range(NSLOT):
                    fits = fits or tool_fits_nb(st, ct, p, q, k)
                if fits:
                    n = set_option_nb(st, n, i, k, 0)
        if n > 0:
            n = set_option_nb(st, n, -1, -1, 0)  # a search for a kind of card may find nothing
        i = decide_nb(st, ct, p, Q_DECK_PICK, n)
        idx = st.opt[i, 0] if i >= 0 else -1
        if idx < 0:
            break
        k = remove_from_deck_nb(st, p, idx)
        log_nb(st, p, EV_SEARCH, k, 0, 0)
        got += 1
        if stadium:
            if gp >= 0 and g >= 0:
                st.disc[gp, g] += 1
            st.g[G_STADIUM_P] = p
            st.g[G_STADIUM_K] = k
            st.g[G_STADIUM_USED] = 0
            log_nb(st, p, EV_STADIUM, k, 0, 0)
            stadium_bench_cap_nb(st, ct, p)
        else:
            n = 0
            for q in range(NSLOT):  # (targets.choose_tool_target_nb's question; that one is inlined at its one site)
                if tool_fits_nb(st, ct, p, q, k):
                    n = set_option_nb(st, n, q, k, 0)
            t = st.opt[decide_nb(st, ct, p, Q_TOOL_TARGET, n), 0]
            st.slot[p, t, S_TOOL_K] = k
            st.slot[p, t, S_TOOL_N] = 1
            st.slot[p, t, S_TOOL_TURN] = st.g[G_TURN]
            st.slot[p, t, S_TOOL_FIRED] = 0
    shuffle_deck_nb(st, p)
    log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
    return got


@kernel_inline_nb  # one call site (the interpreter's COPY_DEF_ATTACK arm)
def k19_copy_source_nb(st, ct, p, s, b):
    """COPY_DEF_ATTACK with b < 0: which attack p's slot s copies (owner, card row, attack; card
    row -1: none): b = K19_COPY_OPP_BENCH 1 of the opponent's Benched Pokémon's, K19_COPY_STACK
    1 of the cards' under it (its Basic and Stage 1 cards), else (K19_COPY_OPP_HAND) 1 of a
    Pokémon card's in the opponent's hand.  Q_COPY_ATTACK's z: a slot, or -1 - the card row."""
    o = 1 - p
    n = 0
    if b == K19_COPY_OPP_BENCH:
        for q in range(1, NSLOT):
            k = st.slot[o, q, S_CARD]
            if k >= 0:
                for jj in range(ct.n_atk[o, k]):
                    n = set_option_nb(st, n, jj, o, q)
    elif b == K19_COPY_STACK:
        for i in range(st.slot[p, s, S_NSTACK] - 1):
            k = st.slot[p, s, S_STACK0 + i]
            if k >= 0 and ct.sup[p, k] == SUPER_POKEMON:
                for jj in range(ct.n_atk[p, k]):
                    n = set_option_nb(st, n, jj, p, -1 - k)
    else:
        for k in range(ct.n[o]):
            if st.hand[o, k] > 0 and ct.sup[o, k] == SUPER_POKEMON:
                for jj in range(ct.n_atk[o, k]):
                    n = set_option_nb(st, n, jj, o, -1 - k)
    i = decide_nb(st, ct, p, Q_COPY_ATTACK, n)
    if i < 0:
        return p, -1, 0
    w = st.opt[i, 1]
    z = st.opt[i, 2]
    return w, (st.slot[w, z, S_CARD] if z >= 0 else -1 - z), st.opt[i, 0]


@kernel_inline_nb  # one call site (damage_ops' arm)
def swap_damage_def_nb(st, ct, p, s, a):
    """SWAP_DAMAGE_DEF: unless the Defending Pokémon is protected from the effects of attacks
    (then nothing happens), discard a Energy cards attached to p's slot s (p's picks), then
    switch the damage counters of slot s and the Defending Pokémon.  Returns 1 if switched."""
    o = 1 - p
    if st.slot[o, 0, S_CARD] < 0 or effects_prevented_nb(st, o):
        return 0
    if a > 0:
        discard_energy_from_nb(st, ct, p, p, s, a, ANY)
    x = st.slot[p, s, S_DMG]
    st.slot[p, s, S_DMG] = st.slot[o, 0, S_DMG]
    st.slot[o, 0, S_DMG] = x
    return 1


@kernel_inline_nb  # one call site (damage_ops' arm)
def k19_energy_then_nb(st, ct, p, s, move, a, b):
    """MOVE_ONE_HEAL (move True: 1 Energy card of p's slot s to another of p's Pokémon, p's pick
    of both, then a damage healed from that one; 0: all) or ATTACH_THEN_COUNTERS (up to a basic
    Energy cards from p's discard pile onto 1 of p's Pokémon, p's picks, then b damage counted in
    counters on it per card).  Returns the cards moved or attached."""
    if move:
        n = 0
        for i in range(st.slot[p, s, S_NEN]):
            for q in range(NSLOT):
                if q != s and st.slot[p, q, S_CARD] >= 0 and st.slot[p, q, S_NEN] < st.en.shape[2]:
                    n = set_option_nb(st, n, s, i, q)
        k = decide_nb(st, ct, p, Q_ENERGY_MOVE, n)
        if k < 0:
            return 0
        t = st.opt[k, 2]
        e = detach_energy_nb(st, p, s, st.opt[k, 1])
        attach_energy_nb(st, p, t, e)
        log_nb(st, p, EV_ATTACH_FROM, e, t, 10 + s)
        heal_nb(st, p, t, a)
        return 1
    before = 0
    for q in range(NSLOT):
        before += st.slot[p, q, S_NEN] if st.slot[p, q, S_CARD] >= 0 else 0
    got = attach_from_source_nb(st, ct, p, s, a, FROM_DISCARD, ANY, 2)
    n = -before
    for q in range(NSLOT):
        n += st.slot[p, q, S_NEN] if st.slot[p, q, S_CARD] >= 0 else 0
    for q in range(NSLOT):
        if (got >> q) & 1 == 1 and n > 0:
            place_damage_nb(st, p, q, b * n)
            break
    return n


@kernel_inline_nb  # one call site (card_ops' arm)
def k19_hand_prize_nb(st, ct, p, prize):
    """OPP_SUPPORTER_TO_DECK (prize False): p may pick a Supporter card in the opponent's revealed
    hand (Q_CHOOSE_ONE; none an option); the opponent shuffles it into the deck and draws a card.
    PRIZE_SWAP_TOP (prize True): p looks at its Prize cards and switches 1 (p's pick; greedy: the
    one it wants most) with the top card of its deck, unseen; nothing with an empty deck.
    Returns 1 if it happened."""
    o = 1 - p
    n = 0
    if prize:
        dn = st.pl[p, PL_DECK_N]
        if dn == 0:
            return 0
        for i in range(st.pl[p, PL_PRIZES_LEFT]):
            n = set_option_nb(st, n, i, int(card_want_nb(st, ct, p, st.prize[p, i])), 0)
        if n == 0:
            return 0
        i = st.opt[decide_nb(st, ct, p, Q_CHOOSE_ONE, n), 0]
        k = st.prize[p, i]
        st.prize[p, i] = st.deck[p, dn - 1]
        st.deck[p, dn - 1] = k
        return 1
    for k in range(ct.n[o]):
        if st.hand[o, k] > 0 and ct.sup[o, k] == SUPER_TRAINER and ct.tkind[o, k] == TK_SUPPORTER:
            n = set_option_nb(st, n, k, 1, 0)
    if n == 0:
        return 0
    n = set_option_nb(st, n, -1, 0, 0)  # "you may"
    k = st.opt[decide_nb(st, ct, p, Q_CHOOSE_ONE, n), 0]
    if k < 0:
        return 0
    hand_to_deck_nb(st, o, k)
    shuffle_deck_nb(st, o)
    log_nb(st, o, EV_SHUFFLE, 0, 0, 0)
    draw_n_nb(st, o, 1)
    return 1


@kernel_inline_nb  # one call site (board_ops' arm)
def switch_then_move_nb(st, ct, p, s, etype):
    """SWITCH_THEN_MOVE: p may switch its Active (slot s = 0, the acting Pokémon) with 1 of its
    Benched Pokémon (Q_SWITCH; 0 stays); if it did, p may move any number of the Energy cards of
    type etype attached to the Pokémon switched out to the new Active, one at a time
    (Q_ENERGY_MOVE, none an option).  Returns 1 if switched."""
    if s != 0:
        return 0
    n = 0
    for q in range(1, NSLOT):
        if st.slot[p, q, S_CARD] >= 0:
            n = set_option_nb(st, n, q, 0, 0)
    if n == 0:
        return 0
    n = set_option_nb(st, n, 0, 0, 0)  # "you may": stay
    t = st.opt[decide_nb(st, ct, p, Q_SWITCH, n), 0]
    if t <= 0:
        return 0
    switch_active_nb(st, p, t)  # the acting Pokémon is in slot t now
    while True:
        n = 0
        for i in range(st.slot[p, t, S_NEN]):
            if ct.provides[p, st.en[p, t, i], etype] > 0 and st.slot[p, 0, S_NEN] < st.en.shape[2]:
                n = set_option_nb(st, n, t, i, 0)
        if n == 0:
            break
        n = set_option_nb(st, n, -1, -1, -1)  # "any number": stop
        k = decide_nb(st, ct, p, Q_ENERGY_MOVE, n)
        if k < 0 or st.opt[k, 0] < 0:
            break
        e = detach_energy_nb(st, p, t, st.opt[k, 1])
        attach_energy_nb(st, p, 0, e)
        log_nb(st, p, EV_ATTACH_FROM, e, 0, 10 + t)
    return 1


@kernel_inline_nb  # one call site (lasting_ops' arm)
def vulnerable_next_nb(st, p, s, a, who, after):
    """VULNERABLE_NEXT: damage attacks do to a Pokémon is a more (after: after Weakness and
    Resistance, when they do damage; else before): who = 0 (SELF) the acting Pokémon, during the
    opponent's next turn; else the Defending Pokémon, during p's next turn (none when it is
    protected from the effects of attacks)."""
    turn = st.g[G_TURN]
    if who == 0:
        st.slot[p, s, S_VULN_UNTIL] = turn + 1
        st.slot[p, s, S_VULN] = 2 * a + (1 if after > 0 else 0)
        return
    o = 1 - p
    if st.slot[o, 0, S_CARD] < 0 or effects_prevented_nb(st, o):
        return
    st.slot[o, 0, S_VULN_UNTIL] = turn + 2
    st.slot[o, 0, S_VULN] = 2 * a + (1 if after > 0 else 0)


@kernel_inline_nb  # one call site (board_ops: HEAL_EACH_IF)
def heal_each_if_nb(st, ct, p, a, c):
    for q in range(NSLOT):
        if st.slot[p, q, S_CARD] >= 0 and mod_cond_nb(st, ct, p, q, c % TC_SHIFT) and mod_cond_nb(st, ct, p, q, c // TC_SHIFT):
            heal_nb(st, p, q, a)
