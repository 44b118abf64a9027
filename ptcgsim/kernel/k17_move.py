"""(s31-k17) Energy moves onto, or between the Pokémon other than, the Pokémon using the power
(MOVE_ENERGY_SELF: Call for Power-, Dragon Boost-, Delta Switch-like Poké-Powers)."""

from __future__ import annotations

from ..effects import FROM_DISCARD, OP_ENERGY_SWAP_DISCARD, OP_MOVE_ENERGY_SELF, OP_OPP_BENCHED_TO_HAND, OP_OPP_TOP_MAY_SHUFFLE  # noqa: F401  (the family modules import them from here)
from .cardtable import CF_EX, SUPER_ENERGY, SUPER_POKEMON
from .events import EV_ATTACH_FROM, EV_DISCARD_ENERGY, EV_DAMAGE, EV_FORM, EV_HEAL, EV_RECOVER, EV_SHUFFLE, log_nb
from .jit import kernel_inline_nb, kernel_nb
from .effects import clear_conditions_nb
from .layout import clear_slot_nb
from .layout import ATT_AMT, ATT_N, NSLOT, NT, PL_DECK_N, PL_HAND_N, PL_PRIZES_LEFT, S_TOOL_K, TMP_TARGET, S_CARD, S_DMG, S_NEN, S_NSTACK, S_STACK0
from .player.choices import deficit_nb, energy_move_value_nb
from .player.questions import OWN_SCOOP, Q_ENERGY_MOVE, Q_FORM_PICK, Q_OWN_POKEMON, Q_TRIGGER
from .player.value import card_want_nb
from .player.seat import decide_nb, set_option_nb
from .predicates import eligible_own_nb, move_energy_ok_nb, self_move_ok_nb, slot_hp_nb
from .zones import DEST_HAND, attach_energy_nb, deck_to_bottom_nb, detach_energy_nb, move_slot_nb, shuffle_deck_nb, slot_card_count_nb, slot_card_nb


@kernel_inline_nb  # one call site
def self_move_options_nb(st, ct, p, s, b, c):
    """The moves MOVE_ENERGY_SELF (acting slot s, mode b, type code c) offers, as Q_ENERGY_MOVE
    options (from slot, energy index, to slot): one per card kind on a Pokémon."""
    n = 0
    for src in range(NSLOT):
        if st.slot[p, src, S_CARD] < 0:
            continue
        for i in range(st.slot[p, src, S_NEN]):
            e = st.en[p, src, i]
            if not move_energy_ok_nb(st, ct, p, src, e, c):
                continue
            seen = False
            for j in range(i):
                seen = seen or st.en[p, src, j] == e
            if seen:
                continue
            for dst in range(NSLOT):
                if self_move_ok_nb(st, p, s, b, src, dst):
                    n = set_option_nb(st, n, src, i, dst)
    return n


@kernel_inline_nb  # one call site (move_energy_self_nb)
def off_self_options_nb(st, ct, p, s, c, may_stop):
    """MOVE_ENERGY_SELF b = 2's options (Golden Wing-like): x = 1, y = greedy's gain (the receiver's
    attack closer, 100 a unit), z = energy index * 8 + receiving slot; first x = 0 "no more" (may_stop)."""
    n = set_option_nb(st, 0, 0, 0, 0) if may_stop else 0
    for i in range(st.slot[p, s, S_NEN]):
        e = st.en[p, s, i]
        if not move_energy_ok_nb(st, ct, p, s, e, c):
            continue
        for dst in range(NSLOT):
            if self_move_ok_nb(st, p, s, 2, s, dst):
                g = deficit_nb(st, ct, p, dst, -1, -1, st.tmp[TMP_TARGET : TMP_TARGET + NT]) \
                    - deficit_nb(st, ct, p, dst, e, -1, st.tmp[TMP_TARGET : TMP_TARGET + NT])
                n = set_option_nb(st, n, 1, 100 * g if g > 0 else 0, i * 8 + dst)
    return n


@kernel_inline_nb  # one call site
def move_energy_self_nb(st, ct, p, s, a, b, c):
    """MOVE_ENERGY_SELF: one move (a = 0) or up to a, each one the player may decline; b = 0 onto
    slot s from another of p's Pokémon, b = 1 between p's Pokémon other than s.  The moves made."""
    done = 0
    for _ in range(a if a > 0 else 1):
        if b == 2:  # off a Pokémon about to be Knocked Out: its own loss does not count (Q_TRIGGER options)
            n = off_self_options_nb(st, ct, p, s, c, a > 0)
            k = decide_nb(st, ct, p, Q_TRIGGER, n)
            if k < 0 or st.opt[k, 0] != 1:
                break
            z = st.opt[k, 2]
            fr = s
            to = z % 8
            e = detach_energy_nb(st, p, s, z // 8)
            attach_energy_nb(st, p, to, e)
            log_nb(st, p, EV_ATTACH_FROM, e, to, 10 + fr)
            done += 1
            continue
        n = self_move_options_nb(st, ct, p, s, b, c)
        if a > 0 and n > 0:
            n = set_option_nb(st, n, -1, -1, -1)
        k = decide_nb(st, ct, p, Q_ENERGY_MOVE, n)
        if k < 0 or st.opt[k, 0] < 0:
            break
        fr = st.opt[k, 0]
        to = st.opt[k, 2]
        e = detach_energy_nb(st, p, fr, st.opt[k, 1])
        attach_energy_nb(st, p, to, e)
        log_nb(st, p, EV_ATTACH_FROM, e, to, 10 + fr)
        done += 1
    return done


@kernel_inline_nb  # one call site
def self_move_value_nb(st, ct, p, s, b, c, units):
    """Greedy: the best MOVE_ENERGY_SELF move's energy_move_value_nb (0: none helps)."""
    best = 0
    for src in range(NSLOT):
        if st.slot[p, src, S_CARD] < 0:
            continue
        for i in range(st.slot[p, src, S_NEN]):
            if not move_energy_ok_nb(st, ct, p, src, st.en[p, src, i], c):
                continue
            for dst in range(NSLOT):
                if self_move_ok_nb(st, p, s, b, src, dst):
                    v = energy_move_value_nb(st, ct, p, src, i, dst, units)
                    if v > best:
                        best = v
    return best


@kernel_nb
def discard_form_ok_nb(st, ct, p, k, nm):
    """FORM_SWAP b = 1's candidates: card k of p's discard pile is a Basic Pokémon card (not a
    Pokémon-ex) whose name is not nm (Form Variation-like: "excluding Pokémon-ex and Ditto")."""
    return st.disc[p, k] > 0 and ct.sup[p, k] == SUPER_POKEMON and ct.stage[p, k] == 0 and (ct.cflags[p, k] & CF_EX) == 0 \
        and ct.name[p, k] != nm


@kernel_inline_nb  # one call site (ops/board_ops.py)
def form_from_discard_nb(st, ct, p, s):
    """FORM_SWAP b = 1: a Basic Pokémon card of p's discard pile (not ex, another name; p's pick, or
    none) takes the place of slot s's top card (what is attached, damage, Special Conditions and
    effects stay); the old card goes to the discard pile.  1 if a card was switched in."""
    k0 = st.slot[p, s, S_CARD]
    if k0 < 0:
        return 0
    m = 0
    for k in range(ct.n[p]):
        if discard_form_ok_nb(st, ct, p, k, ct.name[p, k0]):
            m = set_option_nb(st, m, k, k, s)
    if m > 0:
        m = set_option_nb(st, m, -1, k0, s)  # the search may find nothing
    j = decide_nb(st, ct, p, Q_FORM_PICK, m)
    if j < 0 or st.opt[j, 0] < 0:
        return 0
    k = st.opt[j, 0]
    st.disc[p, k] -= 1
    st.slot[p, s, S_STACK0 + st.slot[p, s, S_NSTACK] - 1] = k
    st.slot[p, s, S_CARD] = k
    st.disc[p, k0] += 1
    log_nb(st, p, EV_FORM, k, s, k0)
    return 1


@kernel_inline_nb  # one call site (ops/board_ops.py)
def move_counters_pair_nb(st, q, fa, fb, a):
    """MOVE_DAMAGE MD_PAIR_KO_OK: up to a counters (all a when slot fa has them) from q's slot fa to
    its slot fb, at once.  How many moved."""
    n = min(a, st.slot[q, fa, S_DMG] // 10)
    st.slot[q, fa, S_DMG] -= 10 * n
    st.slot[q, fb, S_DMG] += 10 * n
    log_nb(st, q, EV_HEAL, 10 * n, fa, 0)
    log_nb(st, q, EV_DAMAGE, 10 * n, q, fb)
    return n


@kernel_inline_nb  # one call site (trainer_value.program_score_nb)
def pair_counters_value_nb(st, ct, q, a):
    """Greedy: MD_PAIR_KO_OK on the opponent q's Pokémon: a Knock Out it makes (150 a prize), else
    counters from their Bench onto their Active (20); 0: nothing worth it."""
    best = 0.0
    for fa in range(NSLOT):
        if st.slot[q, fa, S_CARD] < 0 or st.slot[q, fa, S_DMG] < 10:
            continue
        n = min(a, st.slot[q, fa, S_DMG] // 10)
        for fb in range(NSLOT):
            kb = st.slot[q, fb, S_CARD]
            if fb == fa or kb < 0:
                continue
            v = 150.0 * ct.prize[q, kb] if slot_hp_nb(st, ct, q, fb) - st.slot[q, fb, S_DMG] <= 10 * n else (20.0 if fb == 0 else 0.0)
            if v > best:
                best = v
    return best


@kernel_inline_nb  # one call site (ops/card_ops.py)
def opp_top_may_shuffle_nb(st, ct, p):
    """OPP_TOP_MAY_SHUFFLE (Cunning-like): p looks at the top card of the opponent's deck, then may
    shuffle that deck (Q_TRIGGER; greedy: when the card is one the opponent wants, card_want_nb).
    1 if it was shuffled."""
    o = 1 - p
    n = st.pl[o, PL_DECK_N]
    if n == 0:
        return 0
    verdict = 1 if card_want_nb(st, ct, o, st.deck[o, n - 1]) >= 100 else -1
    m = set_option_nb(st, set_option_nb(st, 0, 0, 0, 0), 1, verdict, 0)
    if st.opt[decide_nb(st, ct, p, Q_TRIGGER, m), 0] != 1:
        return 0
    shuffle_deck_nb(st, o)
    log_nb(st, o, EV_SHUFFLE, 0, 0, 0)
    return 1


@kernel_nb
def returned_bench_value_nb(st, ct, o, q):
    """Greedy: what sending the opponent o's Benched slot q and its cards to their hand costs them
    (its Energy, its Evolution cards, its prize value)."""
    k = st.slot[o, q, S_CARD]
    return 40.0 + 30.0 * st.slot[o, q, S_NEN] + 40.0 * (st.slot[o, q, S_NSTACK] - 1) + 30.0 * (ct.prize[o, k] - 1)


@kernel_inline_nb  # one call site (ops/board_ops.py)
def opp_benched_to_hand_nb(st, ct, p):
    """OPP_BENCHED_TO_HAND (Splash Back-like): p may pick 1 of the opponent's Benched Pokémon (a yes / no
    per Pokémon, Q_TRIGGER, the ones greedy values most asked first); it and every card on it go to
    their hand.  1 if one went."""
    o = 1 - p
    asked = 0
    for _ in range(NSLOT - 1):
        best = -1.0
        q = -1
        for t in range(1, NSLOT):
            if st.slot[o, t, S_CARD] >= 0 and (asked >> t) & 1 == 0:
                v = returned_bench_value_nb(st, ct, o, t)
                if v > best:
                    best = v
                    q = t
        if q < 0:
            return 0
        asked |= 1 << q
        m = set_option_nb(st, set_option_nb(st, 0, 0, 0, q), 1, int(best), q)
        if st.opt[decide_nb(st, ct, p, Q_TRIGGER, m), 0] == 1:
            log_nb(st, o, EV_RECOVER, st.slot[o, q, S_CARD], 0, 1)  # to the hand (TO_HAND), from play
            move_slot_nb(st, ct, o, q, DEST_HAND, DEST_HAND)
            return 1
    return 0


@kernel_inline_nb  # one call site (trainer_value.program_score_nb)
def opp_benched_to_hand_value_nb(st, ct, o):
    """Greedy: OPP_BENCHED_TO_HAND's best pick (0: none)."""
    best = 0.0
    for t in range(1, NSLOT):
        if st.slot[o, t, S_CARD] >= 0:
            best = max(best, returned_bench_value_nb(st, ct, o, t))
    return best


@kernel_nb
def heal_pick_loss_nb(st, p, q):
    """Greedy: what discarding all of p's slot q's Energy costs, in damage-counter terms (Blissful
    Support-like picks): 40 a card, and an Active's attack (150) when it has Energy."""
    n = st.slot[p, q, S_NEN]
    return 40 * n + (150 if q == 0 and n > 0 else 0)


@kernel_inline_nb  # one call site (ops/energy_ops.py)
def heal_pick_yes_nb(st, ct, p, q):
    """HEAL_ALL_DISCARD_ENERGY a = 1: does p pick its damaged slot q (a Q_TRIGGER yes / no; greedy:
    when the damage healed is worth more than the Energy lost)?"""
    verdict = 1 if st.slot[p, q, S_DMG] > heal_pick_loss_nb(st, p, q) else -1
    m = set_option_nb(st, set_option_nb(st, 0, 0, 0, q), 1, verdict, q)
    return st.opt[decide_nb(st, ct, p, Q_TRIGGER, m), 0] == 1


@kernel_inline_nb  # one call site (ops/board_ops.py)
def own_pick_other_name_nb(st, ct, p, s, which):
    """RETURN_OWN_BASIC with ELIG_NOT_ACTING_NAME (Evolutionary Fan-like): 1 of p's Pokémon that
    ELIG_* filter which admits and whose name is not the acting Pokémon's (p's pick, Q_OWN_POKEMON);
    -1 none."""
    nm = ct.name[p, st.slot[p, s, S_CARD]]
    n = 0
    for q in range(NSLOT):
        if eligible_own_nb(st, ct, p, q, which) and ct.name[p, st.slot[p, q, S_CARD]] != nm:
            n = set_option_nb(st, n, q, OWN_SCOOP, 0)
    i = decide_nb(st, ct, p, Q_OWN_POKEMON, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_nb
def makeover_gain_nb(st, ct, p, q, i, k, units):
    """Greedy: swapping attached card i of p's slot q for discard-pile card k brings its cheapest
    attack this many Energy units closer (100 a unit; 0: no gain)."""
    g = deficit_nb(st, ct, p, q, -1, -1, units) - deficit_nb(st, ct, p, q, k, i, units)
    return 100 * g if g > 0 else 0


@kernel_inline_nb  # one call site (ops/energy_ops.py)
def energy_swap_discard_nb(st, ct, p, units):
    """ENERGY_SWAP_DISCARD (Makeover-like): p may discard a basic Energy card attached to 1 of its
    Pokémon (not a Pokémon-ex); then a basic Energy card of its discard pile (not the one discarded)
    is attached to that Pokémon.  One question over (Pokémon, card, new card) (Q_TRIGGER options
    x = 1, y = greedy's gain, z = packed choice; x = 0: none).  1 if a card was swapped."""
    m = set_option_nb(st, 0, 0, 0, 0)
    for q in range(NSLOT):
        kq = st.slot[p, q, S_CARD]
        if kq < 0 or (ct.cflags[p, kq] & CF_EX) != 0:
            continue
        for i in range(st.slot[p, q, S_NEN]):
            e = st.en[p, q, i]
            seen = ct.basic_energy[p, e] != 1
            for j in range(i):
                seen = seen or st.en[p, q, j] == e
            if seen:
                continue
            for k in range(ct.n[p]):
                if ct.sup[p, k] == SUPER_ENERGY and ct.basic_energy[p, k] == 1 and st.disc[p, k] > 0:
                    m = set_option_nb(st, m, 1, makeover_gain_nb(st, ct, p, q, i, k, units), (q * 64 + i) * 256 + k)
    if m == 1:
        return 0
    j = decide_nb(st, ct, p, Q_TRIGGER, m)
    if j < 0 or st.opt[j, 0] != 1:
        return 0
    z = st.opt[j, 2]
    q = z // 256 // 64
    e = detach_energy_nb(st, p, q, (z // 256) % 64)
    st.disc[p, ct.real[p, e]] += 1
    log_nb(st, p, EV_DISCARD_ENERGY, e, p, q)
    k = z % 256
    st.disc[p, k] -= 1
    attach_energy_nb(st, p, q, k)
    log_nb(st, p, EV_ATTACH_FROM, k, q, FROM_DISCARD)
    return 1


@kernel_inline_nb  # one call site (trainer_value.program_score_nb)
def energy_swap_discard_value_nb(st, ct, p, units):
    """Greedy: ENERGY_SWAP_DISCARD's best swap (0: none helps)."""
    best = 0
    for q in range(NSLOT):
        kq = st.slot[p, q, S_CARD]
        if kq < 0 or (ct.cflags[p, kq] & CF_EX) != 0:
            continue
        for i in range(st.slot[p, q, S_NEN]):
            e = st.en[p, q, i]
            if ct.basic_energy[p, e] != 1:
                continue
            for k in range(ct.n[p]):
                if ct.sup[p, k] == SUPER_ENERGY and ct.basic_energy[p, k] == 1 and st.disc[p, k] > 0:
                    best = max(best, makeover_gain_nb(st, ct, p, q, i, k, units))
    return float(best)


@kernel_inline_nb  # one call site (ops/board_ops.py)
def tool_to_hand_nb(st, p, s):
    """DISCARD_TOOL DT_OWN_TO_HAND: the Pokémon Tool card(s) attached to p's slot s go to p's hand."""
    k = st.slot[p, s, S_TOOL_K]
    if k >= 0:
        n = st.slot[p, s, S_TOOL_K + ATT_N]
        st.hand[p, k] += n
        st.pl[p, PL_HAND_N] += n
    st.slot[p, s, S_TOOL_K] = -1
    st.slot[p, s, S_TOOL_K + ATT_N] = 0
    st.slot[p, s, S_TOOL_K + ATT_AMT] = 0


@kernel_inline_nb  # one call site (trainer_value.program_score_nb)
def refit_unseen_nb(st, ct, p, s):
    """Greedy, DEVOLVE b = 4 (Volunteer-like): a card that evolves from the card under slot s's top
    card is among p's unseen cards (its deck or prizes, as trainer_value.unseen_count_nb counts)."""
    nm = ct.name[p, st.slot[p, s, S_STACK0 + st.slot[p, s, S_NSTACK] - 2]]
    for i in range(st.pl[p, PL_DECK_N]):
        if ct.evo_from[p, st.deck[p, i]] == nm and ct.sup[p, st.deck[p, i]] == SUPER_POKEMON:
            return True
    for i in range(st.pl[p, PL_PRIZES_LEFT]):
        if ct.evo_from[p, st.prize[p, i]] == nm and ct.sup[p, st.prize[p, i]] == SUPER_POKEMON:
            return True
    return False


@kernel_inline_nb  # one call site (ops/board_ops.py)
def slot_to_deck_bottom_nb(st, ct, p, s):
    """RETURN_TO_HAND a = 3 (Time Travel-like): the Pokémon cards of slot s go under p's deck, every
    other card on the slot is discarded; the slot is cleared (an empty Active Spot is filled as after a
    Knock Out, knockout.check_winner_nb)."""
    for i in range(slot_card_count_nb(st, p, s)):
        k = slot_card_nb(st, ct, p, s, i)
        if ct.sup[p, k] == SUPER_POKEMON:
            deck_to_bottom_nb(st, p, k)
        else:
            st.disc[p, k] += 1
    clear_slot_nb(st, p, s)
    if s == 0:
        clear_conditions_nb(st, p)
