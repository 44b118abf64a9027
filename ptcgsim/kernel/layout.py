"""State layout of one game: preallocated arrays, named indices, no objects.

Cards are *deck-local*: player p's distinct cards are 0..K_p-1 and every card
array is indexed ``[p, k]`` (see :mod:`ptcgsim.tables`).  The kernel never
sees a string.

::

    State (a namedtuple of arrays; one per worker, reset for every game)
    ├─ g      int64[NG]            game scalars: G_TURN, G_CUR, G_FIRST, G_OVER, ...
    ├─ pl     int64[2, NPL]        per-player scalars: PL_DECK_N, PL_HAND_N, PL_STATUS, ...
    ├─ deck   int64[2, MAXDECK]    ordered; the top card is deck[p, deck_n - 1]
    ├─ hand   int64[2, MAXK]       counts per card (a hand is a multiset)
    ├─ disc   int64[2, MAXK]       discard pile, counts per card
    ├─ prize  int64[2, MAXPRIZE]   face-down prizes; taken from the end
    ├─ slot   int64[2, 6, NS]      in play: slot 0 = Active, 1..5 = Bench
    │          S_CARD  top card (-1 = empty)    S_STACK0..2 evolution stack, S_NSTACK
    │          S_DMG   damage (HP units)        S_PLAYED_TURN turn it entered play/evolved
    │          S_NEN   energy cards attached    S_*_UNTIL effects that end after a turn
    │          (S_CARD is the row the Pokémon plays as: a Transform-like Basic that copies the
    │          Defending Pokémon plays as a virtual copy row; the stack holds printed cards)
    ├─ en     int64[2, 6, MAXEN]   energy cards attached to each slot (S_NEN used)
    ├─ rng    uint64[N_STREAMS]    counter-based streams (kernel/rng.py)
    ├─ ev     int32[cap, 6]        event log (turn, player, kind, a, b, c) when G_LOG
    ├─ acts   int64[MAXACT, 3]     scratch: legal actions (kind, x, y)
    ├─ opt    int64[MAXOPT, 3]     the options of the question being asked (player/questions.py)
    ├─ script int64[2, MAXSCRIPT+1] a scripted seat's answers: [p, 0] = how many, then the answers
              (kept across games: reset_state_nb leaves it)
    ├─ aud    int64[NAUD]         the hidden-information audit's saved zones (hidden.py; audit runs only)
    └─ tmp    int64[NTMP]          scratch (kernel functions never allocate):
               [TMP_REG..+NREG) interpreter registers   [TMP_UNITS..+NT) interpreter units
               [TMP_EXTRA..+NT) extra_energy   [TMP_TARGET..+NT) energy target choice
               [TMP_KIND..+MAXK) cards of a kind   [TMP_DECIDE..+NT) the decision door's scratch

Special Conditions live on the player (only the Active can have them;
RULES.md §7): PL_STATUS (Asleep / Confused / Paralyzed replace each other),
PL_POISON (damage per Checkup, 0 = none) and PL_BURN stack with it.
"""

from __future__ import annotations

from .jit import kernel_nb

from collections import namedtuple

import numpy as np
from numba import njit

from .rng import N_STREAMS

MAXK = 64  #: distinct cards per deck
MAXDECK = 64  #: deck array length (decks are 60 or 30 cards)
MAXPRIZE = 6
NSLOT = 6  #: Active + 5 Bench
BENCH_MAX = 5
MAXEN = 32  #: energy cards on one Pokémon
MAXATK = 4  #: attacks per card
J_STADIUM_ATK = 16  #: (s30-k9) attack index of the Stadium in play's attack 0 (ST_CARD_ATTACKS); 4..7 a Technical Machine's, 8..15 the stack's (ST_STACK_ATTACKS)
J_IN_PLAY_ATK = 20  #: (s30-k9) attack index of another Pokémon in play's attacks (PASSIVE_USE_ATTACKS): + (side * NSLOT + slot) * MAXATK + attack, side 0 own, 1 the opponent's
J_END = 68  #: (s30-k9) J_IN_PLAY_ATK + 2 * NSLOT * MAXATK: every attack index is below it
MAXACT = 160  #: legal actions listed at once
MAXOPT = 64  #: options of one question (a zone holds at most 60 cards)
MAXSCRIPT = 256  #: answers a scripted seat can be given
NT = 11  #: energy types incl. Colorless (schema.ENERGY_TYPES)
COLORLESS = 10

# --- game scalars g[...] ---------------------------------------------------
G_TURN = 0  #: game turn, 1 = the first player's first turn
G_CUR = 1  #: player whose turn it is
G_FIRST = 2  #: player who went first
G_OVER = 3  #: 1 once the game has a result
G_WINNER = 4  #: 0, 1, or -1 draw
G_REASON = 5  #: records.WIN_* code
G_LOG = 6  #: 1 = write events
G_EVN = 7  #: events written
G_STADIUM_P = 8  #: owner of the Stadium in play (-1 none)
G_STADIUM_K = 9  #: its card
G_SUDDEN = 10  #: sudden-death games played so far
G_ACTIONS = 11  #: actions taken this turn (a cap keeps every turn finite)
G_PRIZES = 12  #: prize cards each player sets aside this game
G_EVCAP = 13  #: event log capacity
G_GAME = 14  #: game index (for logging)
G_CHECK = 15  #: 1 = check invariants after every action (tests)
G_VIOLATION = 16  #: the first invariant violated (invariants.V_*), 0 = none
G_AUDIT = 17  #: 1 = re-decide every turn-level decision on resampled hidden cards (player/audit.py)
G_STADIUM_USED = 18  #: game turn the Stadium in play's action was last taken (0: not since it came into play)
G_ATTACH_E = 22  #: the Energy card a PW_ON_ATTACH power answers (while it runs; EVOLVE_FROM_DECK b=1 reads it)
G_KO_PRIZE = 23  #: s29-k1: the prize change KO_PRIZES rows of PASSIVE_ON_KO sections made for the Pokémon being Knocked Out (-1000: none)
G_PICKED = 27  #: (s30-k9) the opponent's slot the last BENCH_DAMAGE BENCH_OPP_ANY_ONE row picked (-1 none); DISCARD_ENERGY b=PICKED_OPP reads it
G_HAND_LIMIT_END = 28  #: s30-k10: END_TURN_DISCARD_HAND (Amarys-like): game turn * 16 + n: at the end of that turn the player whose turn it is discards their hand if it holds n or more cards (0: none)
NG = 29

# --- per-player scalars pl[p, ...] -------------------------------------------
PL_KIND = 0  #: player policy (players.PLAYER_*)
PL_DECK_N = 1
PL_HAND_N = 2
PL_PRIZES_LEFT = 3
PL_ENERGY_DONE = 4  #: 1 = attached an energy from hand this turn
PL_SUPPORTERS = 5  #: Supporters played this turn
PL_STADIUMS = 6  #: Stadiums played this turn
PL_RETREATS = 7  #: retreats this turn
PL_RETREAT_BLOCKED = 8  #: base: a Confused retreat failed; no more tries this turn
PL_MULLIGANS = 9
PL_EXTRA = 10  #: extra cards drawn for the opponent's mulligans
PL_STATUS = 11  #: 0, ASLEEP, CONFUSED or PARALYZED (effects.py codes)
PL_STATUS_TURN = 12  #: game turn the status was given
PL_POISON = 13  #: damage per Checkup (0 = not Poisoned)
PL_BURN = 14  #: 1 = Burned
PL_OWN_TURNS = 15  #: turns this player has started
PL_PRIZES_TAKEN = 16
PL_ATTACKED = 17  #: 1 = attacked this turn
PL_FREE_MULLIGANS = 18  #: redraws when neither player had a Basic (they owe no extra cards; 000)
PL_ATTACHED_N = 19  #: energy cards attached from hand this turn (the invariant checker's count)
PL_TOTAL = 20  #: cards in this player's deck list (every one must stay in some zone)
PL_NO_TRAINERS_UNTIL = 21  #: can't play Trainer cards through this game turn (Headache-like attacks)
PL_SCRIPT_POS = 22  #: a scripted seat's next answer in script[p] (player/seat.py)
PL_NO_TRAINERS_KIND = 23  #: which Trainers PL_NO_TRAINERS_UNTIL locks: 0 any, 1 Items, 2 any but Supporters
PL_KO_BY_ATTACK_TURN = 24  #: game turn damage from an attack last brought one of this player's Pokémon to its HP
PL_EXTRA_PRIZE = 27  #: (attacks) extra prizes this player takes when the attack now resolving Knocks Out the Defending Pokémon (EXTRA_PRIZE_IF_KO; cleared at every Knock Out check)
PL_KO_TURN = 29  #: game turn one of this player's Pokémon was last Knocked Out during the opponent's turn (any cause)
PL_BOOST = 30  #: TURN_BOOST / TURN_GUARD effects: up to 3 packed entries (predicates.BOOST_BITS bits each: amount // 10 + BOOST_N * cond + GUARD_BIT); cleared when its player's turn starts
PL_PRIZE_TURN = 33  #: game turn a TURN_EXTRA_PRIZE effect (Briar-like) holds for this player
PL_PRIZE_ARG = 34  #: its prizes * 64 + the attacker's cflags bit number + 1 (0: any attacker)
PL_KO_KINDS = 35  #: s29-k1: the kinds of this player's Pokémon Knocked Out during the opponent's turn KO_KINDS_TURN * turn + mask (knockout.py; effects.KO_KIND_* bits; CNT_OWN_KO_LAST_TURN's arg > 0 reads it)
PL_SUPPORTER_K = 37  #: (s30-k7) the card index + 1 of the last Supporter card this player played from the hand (read while PL_SUPPORTERS > 0: this turn's; CNT_OWN_SUPPORTER_PLAYED)
PL_NO_ATTACK_UNTIL = 38  #: this player's Pokémon can't attack through this game turn (NO_ATTACK_TURN: Geeta-like)  # s29-k4
PL_BENCH_CAP = 40  #: (s30-k9) the most Benched Pokémon this player may have while a Giant Stump-like Stadium (ST_BENCH_MAX) is in play; 0: the rules' BENCH_MAX
NPL = 41

# --- per-slot scalars slot[p, s, ...] ----------------------------------------
# Grouped by lifetime.  Each group is a contiguous range named by its _FIRST / _END
# bounds; the code clears a group, never a numeric range with exceptions.
#
# While the Pokémon is in play (it keeps them when it moves to the Bench or evolves;
# they go when it leaves play: clear_slot_nb):
S_CARD = 0  #: top card (-1 = empty)
S_NSTACK = 1  #: cards in the evolution stack (1..3)
S_STACK0 = 2  #: Basic
S_STACK1 = 3  #: Stage 1
S_STACK2 = 4  #: Stage 2
S_DMG = 5  #: damage taken, in HP units
S_PLAYED_TURN = 6  #: game turn it was put into play or last evolved
S_NEN = 7  #: energy cards in en[p, s, :]
S_USED_PROG = 8  #: program start of a once-while-in-play attack already used (0 none); kept on the Bench
S_HIT_TURN = 9  #: game turn this Pokémon was last damaged or affected by an attack (Mirror Move-like; 0 none)
S_HIT_DMG = 10  #: damage that attack did to it
S_HIT_COND = 11  #: Special Conditions that attack gave it (bit 1 << condition)
S_HIT_POISON = 12  #: poison damage per Checkup that attack gave (0 none)
S_PWR_TURN = 13  #: game turn this Pokémon's activated power was last used (0 none)
S_PWR_N = 14  #: times it was used during that turn (once-per-turn powers: 1 is the limit)
S_AS_ENERGY_TO = 15  #: Buzzap-like: slot + 1 its top card goes to as an Energy card when it is Knocked Out (0 none)
S_AS_ENERGY_ROW = 16  #: the card table's row of that Energy card (cardtable.py: virtual rows)
S_ACTIVE_TURN = 17  #: game turn it last moved from the Bench to the Active Spot (0 never)
S_IN_PLAY_FIRST = S_CARD
S_IN_PLAY_END = 18
#
# Attached Trainer cards: cards on the slot (zones.slot_card_nb), each group leaving at its
# own time (zones.discard_attached_nb): card (-1 none), count, amount [, until]
ATT_N = 1  #: offset of a group's count from its card field
ATT_AMT = 2  #: offset of its amount
S_DEFENDER_K = 18  #: Defender-like: the attached card; damage to it is reduced, through S_DEFENDER_UNTIL
S_DEFENDER_N = 19
S_DEFENDER_AMT = 20
S_DEFENDER_UNTIL = 21  #: through the end of the opponent's next turn
S_PP_K = 22  #: PlusPower-like card attached this turn (-1 none): discarded at the end of the turn
S_PP_N = 23
S_PP_AMT = 24
S_ATTACHED_FIRST = S_DEFENDER_K
S_ATTACHED_END = 25
#
# Effects of attacks on this Pokémon, each through a game turn (_UNTIL): they end when it
# goes to the Bench or evolves (RULES.md §4; effects.clear_attack_effects_nb)
S_PREVENT_UNTIL = 25  #: prevent damage through this game turn
S_PREVENT_AMT = 26  #: 0 = all damage, else damage of this much or less
S_PREVENT_EFFECTS = 27  #: 1 = prevent effects of attacks too
S_REDUCE_UNTIL = 28
S_REDUCE_AMT = 29
S_CANT_ATTACK_UNTIL = 30
S_CANT_RETREAT_UNTIL = 31
S_SMOKE_UNTIL = 32
S_ATKMINUS_UNTIL = 33
S_ATKMINUS_AMT = 34
S_AMNESIA_UNTIL = 35  #: attack S_AMNESIA_ATK of this Pokémon can't be used through this turn
S_AMNESIA_ATK = 36
S_BOOST_UNTIL = 37  #: through this turn attack S_BOOST_ATK has base damage S_BOOST_DMG
S_BOOST_ATK = 38
S_BOOST_DMG = 39
S_DESTINY_UNTIL = 40  #: an attack that Knocks this Pokémon Out through this turn Knocks Out the attacker
S_TYPE_OVER = 41  #: type + 1 this Pokémon has through game turn S_TYPE_UNTIL (Shift-like; 0 none)
S_TYPE_UNTIL = 42
S_WEAK_OVER = 43  #: Weakness type + 1 replacing the printed one (Conversion 1-like; 0 none); an attack effect
S_RES_OVER = 44  #: Resistance type + 1 replacing the printed one (Conversion 2-like; 0 none); an attack effect
S_LOCK_UNTIL = 45  #: through this game turn the attack whose program starts at S_LOCK_PROG can't be used
S_LOCK_PROG = 46
S_PREVENT_FROM = 47  #: the S_PREVENT_* protection covers attacks from: 0 any Pokémon, 1 Basic, 2 Basic non-Colorless
S_RETAL_UNTIL = 48  #: through this game turn, an attack that damages this Pokémon gets counters back
S_RETAL_AMT = 49  #: that many (HP units; 0: as many as the damage done)
S_ATTACK_EFFECTS_FIRST = S_PREVENT_UNTIL
S_ATTACK_EFFECTS_END = 50
#
# The Pokémon Tool attached (one per Pokémon): an attached-card group (card, count, amount) that
# stays while the Pokémon is in play (Bench, evolving, devolving keep it) and leaves with it;
# its own TOOL_DISCARD rows say when it goes earlier (steps.end_turn_cleanup_nb and the rules)
S_TOOL_K = 50  #: the Tool card (-1 none)
S_TOOL_N = 51  #: 1 while a Tool is attached
S_TOOL_TURN = 52  #: the game turn it was attached (the group's amount cell)
S_TOOL_FIRED = 53  #: the game turn its holder last attacked with it attached (TD_AFTER_ATTACK); minus the turn its TOOL_DMG_PLUS_AFTER last applied (TD_AFTER_PLUS)
S_TOOL_FIRST = S_TOOL_K
S_TOOL_END = 54
#
# (attacks) a delayed effect of an attack on this Pokémon (DELAYED_NEXT): at the end of game turn
# S_DELAY_UNTIL (its owner's turn) it takes S_DELAY_DMG damage counters (HP units; -1: it is
# Knocked Out) and Special Condition S_DELAY_COND (0 none).  Going to the Bench or evolving ends it
S_DELAY_UNTIL = 54
S_DELAY_DMG = 55
S_DELAY_COND = 56
S_DELAY_FIRST = S_DELAY_UNTIL
S_DELAY_END = 57
#
# (attacks) later attack effects on this Pokémon, cleared with the others (clear_attack_effects_nb)
S_NO_POWERS_UNTIL = 57  #: through this game turn its Poké-Powers (activated powers) can't be used (DEF_NO_POWERS_NEXT; an attack effect)
# "during your opponent's next turn, this Pokémon has no Weakness": through this game turn
# (NO_WEAKNESS_NEXT); going to the Bench or evolving ends it
S_NOWEAK_UNTIL = 58
# a second "during your next turn, attack X's base damage is N" (NEXT_TURN_BASE_DAMAGE c=1):
# (X + 1) + 16 * N, through S_BOOST_UNTIL as the first one
S_BOOST2 = 59
S_LATER_EFFECTS_FIRST = S_NO_POWERS_UNTIL
S_LATER_EFFECTS_END = 60
# (s29-k2) "during your opponent's next turn, attacks used by the Defending Pokémon cost N more, and its
# Retreat Cost is M more" (DEF_COST_MORE_NEXT): through game turn S_COST_MORE_UNTIL, N + 16 * M in
# S_COST_MORE; an attack effect: going to the Bench or evolving ends it (clear_attack_effects_nb)
S_COST_MORE_UNTIL = 62
S_COST_MORE = 63
S_COST_MORE_FIRST = S_COST_MORE_UNTIL
S_COST_MORE_END = 64
# (s30-k6) damaged by an attack of the opponent's this turn (PASSIVE_ON_DAMAGED, TOOL_ON_DAMAGED): game turn * 4 +
# 1 (damaged in the Active Spot) + 2 (damaged on the Bench); on_damaged.on_damaged_nb reads it after the attack
S_DAMAGED_BY = 65
# (s30-k6) the S_REDUCE_* reduction covers attacks from (REDUCE_DAMAGE_NEXT's a // effects.RD_FROM): 0 any Pokémon, 4 an Evolved Pokémon
S_REDUCE_FROM = 66
# (s30-k7) the game turn damage was last healed from this Pokémon (heal_nb; 0 never): CNT_SELF_HEALED_TURN
S_HEALED_TURN = 67
#: (s30-k8) 1: the card was put onto the Bench as a Basic Pokémon (BENCH_AS_BASIC: an Evolution card
#: too); it is treated as one while no card is on top of it (S_NSTACK == 1; predicates.slot_stage_nb)
S_AS_BASIC = 69
# (stop 30) each slice's field is a one-cell group of its own (tests/test_slot_owner.py); none of them is in a
# group the kernel clears on a switch or an evolution (they hold a game turn, or are set by the row that reads
# them); a Pokémon leaving play clears its whole slot (clear_slot_nb)
S_DAMAGED_BY_FIRST, S_DAMAGED_BY_END = S_DAMAGED_BY, S_DAMAGED_BY + 1
S_REDUCE_FROM_FIRST, S_REDUCE_FROM_END = S_REDUCE_FROM, S_REDUCE_FROM + 1
S_HEALED_TURN_FIRST, S_HEALED_TURN_END = S_HEALED_TURN, S_HEALED_TURN + 1
S_AS_BASIC_FIRST, S_AS_BASIC_END = S_AS_BASIC, S_AS_BASIC + 1
#: (s31-k19) VULNERABLE_NEXT: through game turn S_VULN_UNTIL, damage that attacks do to this (Active) Pokémon is
#: S_VULN // 2 more (S_VULN % 2 = 1: after Weakness and Resistance, when the attack does damage); an attack
#: effect: clear_attack_effects_nb ends it (the Bench, evolving)
S_VULN_UNTIL = 70
S_VULN = 71
S_VULN_FIRST, S_VULN_END = S_VULN_UNTIL, S_VULN + 1
NS = 72

# --- scratch regions of tmp ------------------------------------------------
TMP_UNITS = 16
TMP_EXTRA = 32
TMP_TARGET = 48
TMP_KIND = 64
TMP_DECIDE = 128  #: the decision door's own scratch (player/seat.py)
TMP_REG = 144  #: the effect interpreter's registers (registers.py)
NTMP = 160
#: the audit's saved hidden zones (hidden.py): per player deck, prizes, hand counts
AUD_PER_PLAYER = MAXDECK + MAXPRIZE + MAXK
NAUD = 2 * AUD_PER_PLAYER
#: the "effects of attacks" fields cleared when a Pokémon goes to the Bench or evolves (RULES.md §4)

State = namedtuple("State", ["g", "pl", "deck", "hand", "disc", "prize", "slot", "en", "rng", "ev", "acts", "tmp", "opt", "script",
                             "aud"])


@njit(cache=True)
def new_state_nb(ev_capacity):
    """Allocate one game's state (once per worker; reset per game)."""
    return State(
        np.zeros(NG, np.int64),
        np.zeros((2, NPL), np.int64),
        np.zeros((2, MAXDECK), np.int64),
        np.zeros((2, MAXK), np.int64),
        np.zeros((2, MAXK), np.int64),
        np.zeros((2, MAXPRIZE), np.int64),
        np.zeros((2, NSLOT, NS), np.int64),
        np.zeros((2, NSLOT, MAXEN), np.int64),
        np.zeros(N_STREAMS, np.uint64),
        np.zeros((max(ev_capacity, 1), 6), np.int32),
        np.zeros((MAXACT, 3), np.int64),
        np.zeros(NTMP, np.int64),
        np.zeros((MAXOPT, 3), np.int64),
        np.zeros((2, MAXSCRIPT + 1), np.int64),
        np.zeros(NAUD, np.int64),
    )


@kernel_nb
def clear_slot_nb(st, p, s):
    for f in range(NS):
        st.slot[p, s, f] = 0
    st.slot[p, s, S_CARD] = -1
    st.slot[p, s, S_DEFENDER_K] = -1
    st.slot[p, s, S_PP_K] = -1
    st.slot[p, s, S_TOOL_K] = -1


@kernel_nb
def printed_top_nb(st, p, s):
    """The printed card on top of slot s's stack (S_CARD may be a virtual copy row)."""
    return st.slot[p, s, S_STACK0 + st.slot[p, s, S_NSTACK] - 1]


@kernel_nb
def reset_state_nb(st):
    st.g[:] = 0
    st.pl[:, :] = 0
    st.deck[:, :] = 0
    st.hand[:, :] = 0
    st.disc[:, :] = 0
    st.prize[:, :] = 0
    st.en[:, :, :] = 0
    for p in range(2):
        for s in range(NSLOT):
            clear_slot_nb(st, p, s)
    st.g[G_STADIUM_P] = -1
    st.g[G_STADIUM_K] = -1
    st.g[G_WINNER] = -1
    st.g[G_EVCAP] = st.ev.shape[0]
