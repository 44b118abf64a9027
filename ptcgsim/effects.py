"""The effect vocabulary: opcodes that card effects are written in.

A card effect (an attack's text, a Trainer, a Pokémon Power) is a *program*: a
list of rows ``[OPCODE, a, b, c]``.  The card database stores opcode *names*;
:func:`encode_program` turns them into int rows for the kernel, which
interprets them (``ptcgsim/kernel/effects.py``).  Adding a card means adding
data — at most a new opcode here and its handler there — never a branch on a
card's name.

Registers the interpreter keeps while one program runs:

* ``D`` — damage to the Defending Pokémon; starts at the attack's printed base
  damage (0 for Trainers and Powers).
* ``H``, ``T`` — heads and tails of the most recent FLIP.
* ``N`` — a count produced by the last row that counts something
  (cards discarded, energy moved); rarely needed.

Conventions for arguments:

* ``who``: :data:`SELF` (the attacking / acting Pokémon, or its owner),
  :data:`OPP` (the Defending Pokémon, or the opponent).
* ``type``: an index into ``schema.ENERGY_TYPES``, or :data:`ANY` (-1).
* ``count``: 0 means "all" where the row says so.

Rows marked *requirement* are checked when the game lists legal actions: an
attack or Trainer whose requirement fails cannot be chosen (RULES.md: a card
"can't be used if ...").  Everything else runs in order when the effect is used.
An attack's damage is dealt at its ``DAMAGE`` row; rows before it are costs and
damage modifiers, rows after it are "after damage" effects.  The encoder adds a
``DAMAGE`` row at the end of the leading modifier rows when a damaging attack
has none.
"""

from __future__ import annotations

from typing import Any, NamedTuple

# --- argument constants ------------------------------------------------------
SELF = 0  #: the acting Pokémon / player
OPP = 1  #: the Defending Pokémon / the opponent
ANY = -1  #: any energy type / any card

# Special Conditions (the kernel's codes; RULES.md §7)
COND_CHOSEN = 9  #: COND's a: 1 Special Condition the acting player chooses (Q_CHOOSE_COND)
ASLEEP = 1
CONFUSED = 2
PARALYZED = 3
POISONED = 4
BURNED = 5
COND_NAMES = {ASLEEP: "Asleep", CONFUSED: "Confused", PARALYZED: "Paralyzed", POISONED: "Poisoned", BURNED: "Burned"}

# Bench-damage targets
BENCH_OPP_ONE = 0  #: one of the opponent's Benched Pokémon, chosen by the attacker
BENCH_OPP_ALL = 1  #: each of the opponent's Benched Pokémon
BENCH_OWN_ALL = 2  #: each of your own Benched Pokémon
BENCH_BOTH_ALL = 3  #: each Benched Pokémon of both players
BENCH_OWN_ONE = 4  #: one of your own Benched Pokémon, chosen by the attacker
BENCH_SAME_TYPE_AS_DEF = 5  #: each Benched Pokémon (both players) of the Defending Pokémon's type; none if it is Colorless
BENCH_OPP_ANY_ONE = 6  #: one of the opponent's Pokémon, the Active included (it takes the damage as the attack's, Weakness and Resistance applied), chosen by the attacker
BENCH_DEF = 7  #: PUT_COUNTERS only: the Defending Pokémon
BENCH_OPP_EVERY = 8  #: PUT_COUNTERS only: each of the opponent's Pokémon, the Active included
BENCH_OPP_SPREAD = 9  #: PUT_COUNTERS only: one counter at a time on the opponent's Benched Pokémon, the attacker's picks
BENCH_OPP_SPREAD_ANY = 10  #: PUT_COUNTERS only: one counter at a time on any of the opponent's Pokémon
BENCH_OPP_ANY_TWO = 11  #: BENCH_DAMAGE only: 2 different of the opponent's Pokémon (the Active as BENCH_OPP_ANY_ONE), the attacker's picks
BENCH_OPP_ONE_DAMAGED = 12  #: one of the opponent's Benched Pokémon that has damage counters, chosen by the attacker
BENCH_OPP_ALL_DAMAGED = 13  #: each of the opponent's Benched Pokémon that has damage counters
BENCH_OPP_PICK = 32  #: PUT_COUNTERS only: BENCH_OPP_PICK + n: on each of n different Benched Pokémon of the opponent's, the acting player's picks (all of them if fewer)
BENCH_OPP_ANY_SPLIT = 26  #: (s30-k7) BENCH_DAMAGE only: the attacker picks 1 of the opponent's Pokémon c times (the same one again allowed, c <= 15); each takes a per pick, all at once (the Active as BENCH_OPP_ANY_ONE)
BENCH_OPP_ANY_THREE = 27  #: (s30-k7) BENCH_DAMAGE only: 3 different of the opponent's Pokémon (all of them if fewer; the Active as BENCH_OPP_ANY_ONE), the attacker's picks; (s31-k18) c = -1: H (COUNT_TO_H's count) of them instead of 3
BENCH_OPP_ANY_THREE_DAMAGED = 28  #: (s30-k7) BENCH_DAMAGE only: as BENCH_OPP_ANY_THREE, of the opponent's Pokémon that have damage counters on them
BENCH_OPP_EVERY_DAMAGED = 14  #: PUT_COUNTERS only: each of the opponent's Pokémon that has damage counters, the Active included
BENCH_BOTH_ACTIVES = 23  #: (s31-k17) PUT_COUNTERS only: each Active Pokémon, both players' (the acting player's too)
# (s31-k18) DAMAGE_EACH's b: which Pokémon in play (bits), c: which of them (DE_* filter)
DE_OPP_BENCH = 1  #: the opponent's Benched Pokémon
DE_OPP_ACTIVE = 2  #: the opponent's Active Pokémon
DE_OWN_BENCH = 4  #: your Benched Pokémon
DE_OWN_ACTIVE = 8  #: your Active Pokémon
DE_ALL = 15  #: every Pokémon in play, both players'
DE_ANY = 0  #: c: every one the bits name
DE_POWER = 1  #: c: one whose card prints a Poké-Power or Poké-Body (cardtable.CF_HAS_POWER)
DE_EX = 2  #: c: a Pokémon-ex (cardtable.CF_EX)
DE_DEF_NAME = 3  #: c: one of the Defending Pokémon's name
DE_CHOSEN_TYPE = 4  #: c: one of a type (any printed one) of a basic Energy card attached to the acting Pokémon, the type the player picks
DE_OPP_ACTIVE_ATTACK = 16  #: b: the opponent's Active Pokémon, hit by the attack's damage (Weakness, Resistance, its protections)
# (s31-k18) COUNTERS_ONE's b: whose Pokémon and who picks it; c: how many counters
CO_OPP = 0  #: b: 1 of the opponent's Pokémon, the attacker's pick
CO_OWN = 1  #: b: 1 of your Pokémon, your pick
CO_OPP_PICKS = 2  #: b: 1 of the opponent's Pokémon, the opponent's pick
CO_FIXED = 0  #: c: a (HP units: 10 a counter)
CO_PER_SELF_ENERGY = 1  #: c: a per Energy unit attached to the acting Pokémon
CO_PER_ENERGY_THERE = 2  #: c: a per Energy unit attached to the picked Pokémon
# (s31-k18) COPY_DEF_ATTACK's c (bits): which attacks may be copied
CP_NEED_ENERGY = 1  #: only an attack whose Energy cost the acting Pokémon's Energy pays ("does nothing if it doesn't have the Energy necessary")
CP_OPP_ALL = 2  #: an attack of any of the opponent's Pokémon in play (b > 0: of one whose card has cflags bit b - 1), not only the Defending Pokémon's
CP_HAND = 4  #: an attack of a Pokémon card of your hand, which is discarded (Skill Copy-like; the options: the cards' attacks, Q_CHOOSE_ONE with y = the printed damage)
# (s31-k18) DEVOLVE_PICKS' b: whose evolved Pokémon; c: where the removed card goes
DP_DEF = 0  #: b: the Defending Pokémon
DP_OPP = 1  #: b: the opponent's evolved Pokémon, the attacker's picks (different ones)
DP_EITHER = 2  #: b: either player's evolved Pokémon, the attacker's pick
DP_TO_DECK = 0  #: c: shuffled into its owner's deck
DP_TO_HAND = 1  #: c: into its owner's hand
# BENCH_DAMAGE's / PUT_COUNTERS' c with BENCH_OPP_ANY_ONE: alt + 1000 * (ALT_* code): alt instead of a for such a target
ALT_DAMAGED = 0  #: the chosen Pokémon has damage counters on it
ALT_FLAG = 1  #: ALT_FLAG + bit: the chosen Pokémon's card has the cflags bit number bit (δ, ...)
ALT_STAGE2 = 90  #: (s30-k9) the chosen Pokémon is a Stage 2 Pokémon (above every ALT_FLAG + bit)
# s31-k19: BENCH_DAMAGE_IF's scopes (b) and selectors (c)
K19_SCOPE_OPP_BENCH = 0  #: each of the opponent's Benched Pokémon
K19_SCOPE_BOTH_BENCHES = 1  #: each Benched Pokémon, both players'
K19_SCOPE_OPP_ALL = 2  #: each of the opponent's Pokémon, the Active included (as the attack's damage)
K19_FLAG = 1000  #: K19_FLAG + bit: a Pokémon whose card has the cflags bit number bit (selectors below it: a TC_* pair)
K19_SAME_NAME = 2000  #: a Pokémon with the Defending Pokémon's name
K19_SAME_TYPE = 2001  #: a Pokémon of the Defending Pokémon's type
K19_COPY_OPP_BENCH = -1  #: (s31-k19) COPY_DEF_ATTACK's b: 1 of the attacks of the opponent's Benched Pokémon
K19_COPY_STACK = -2  #: COPY_DEF_ATTACK's b: 1 of the attacks of the Basic / Stage 1 cards under the acting Pokémon
K19_COPY_OPP_HAND = -3  #: COPY_DEF_ATTACK's b: 1 of the attacks of a Pokémon card in the opponent's hand (revealed)
K19_SUP_IN_PLAY = 0  #: (s31-k19) USE_SUPPORTER's a: the Supporter card the acting player played this turn (in play through the turn)
K19_SUP_OPP_DISCARD = 1  #: USE_SUPPORTER's a: a Supporter card in the opponent's discard pile (it stays there)
K19_SUP_OPP_HAND = 2  #: USE_SUPPORTER's a: a Supporter card in the opponent's hand ("you may"; it stays there)

# Card kinds for searches / recovery / discards
KIND_ANY = 0
KIND_BASIC_POKEMON = 1
KIND_EVOLUTION = 2  #: Stage 1 or Stage 2 Pokémon
KIND_BASIC_ENERGY = 3
KIND_POKEMON = 4
KIND_TRAINER = 5
KIND_ENERGY = 6  #: any energy card
KIND_SUPPORTER = 7  #: a Supporter card
KIND_STADIUM = 8  #: a Stadium card
KIND_ITEM = 9  #: an Item card (a base-era "Trainer" is one)
KIND_STAGE1 = 10  #: a Stage 1 Pokémon card
KIND_STAGE2 = 11  #: a Stage 2 Pokémon card
KIND_BASIC_OF_TYPE = 16  #: KIND_BASIC_OF_TYPE + type: a Basic Pokémon of that type (its first printed type)
KIND_POKEMON_OF_TYPE = 32  #: KIND_POKEMON_OF_TYPE + type: a Pokémon card of that type
KIND_BASIC_ENERGY_OF_TYPE = 48  #: KIND_BASIC_ENERGY_OF_TYPE + type: a basic Energy card of that type
KIND_NAMED = 1000  #: KIND_NAMED + id1 (+ 1000 * (id2 + 1)): a card with that name (or either name); a row gives "A" or "A|B"
KIND_TOOL = 64  #: a Pokémon Tool card
KIND_SPECIAL_ENERGY = 14  #: a Special Energy card (an Energy card that is not basic)
KIND_POKEMON_NOT_EX = 13  #: a Pokémon card that is not a Pokémon-ex / Pokémon ex (CF_EX); with kind_flag, e.g. of a printed type (CF_TYPES << t)
KIND_TRAINER_NOT_SUPPORTER = 74  #: (s31-k18) a Trainer card that is not a Supporter card (an Item, a Tool, a Stadium, ...)
# Kinds built from a small base kind (< 100): a tag bit of the card table's cflags, an HP cap,
# or either of two kinds (kind_flag / kind_hp_max / kind_either build them)
KIND_FLAG = 2_000_000  #: KIND_FLAG + base + 100 * bit: a card of kind base whose cflags has bit 1 << bit (CF_*)
KIND_NOFLAG = 3_000_000  #: KIND_NOFLAG + base + 100 * bit: ... whose cflags lacks that bit
KIND_HP_MAX = 4_000_000  #: KIND_HP_MAX + base + 100 * hp: a Pokémon of kind base with at most hp HP
KIND_EITHER = 1 << 50  #: KIND_EITHER + k1 + (k2 << 25): a card of kind k1 or of kind k2 (neither one itself an either-kind)


def kind_flag(base: int, cf: int, without: bool = False) -> int:
    """A kind of card (base, a small KIND_*) with (without) the card-table tag cf (a CF_* bit)."""
    return (KIND_NOFLAG if without else KIND_FLAG) + base + 100 * (cf.bit_length() - 1)


def kind_hp_max(base: int, hp: int) -> int:
    return KIND_HP_MAX + base + 100 * hp


def kind_either(k1: int, k2: int) -> int:
    return KIND_EITHER + k1 + (k2 << 25)


ENERGY_SPECIAL = -2  #: an Energy "type" for DISCARD_ENERGY: Special Energy cards only

# Destinations
TO_HAND = 0
TO_BENCH = 1
TO_DECK = 2  #: shuffled into the deck
TO_ACTIVE = 3  #: attach to the Active (energy)
TO_ANY_OWN = 4  #: attach to any of your Pokémon (chosen by the player)
TO_DECK_TOP = 5  #: put on top of the deck (no shuffle)
TO_HAND_OR_DECK = 6  #: RECOVER: 1 card to the hand, or a cards shuffled into the deck (the player's choice)
SD_FLAGS = 16  #: SEARCH_DECK's c = destination (below SD_FLAGS) + flags
SD_OR_ONE = 32  #: SEARCH_DECK flag: up to a cards of kind b, or 1 Evolution Pokémon instead (Brock's Scouting-like)
SD_DIFF_TYPES = 64  #: SEARCH_DECK flag: each card found of a type none of the cards this row found has ("of different types")
RC_FLAGS = 16  #: RECOVER's c = destination (below RC_FLAGS) + flags
RC_NOT_DISCARDED = 32  #: RECOVER flag: not the cards the program's DISCARD_HAND rows just discarded (its last two)
ME_MAY_STOP_MAX = 60  #: MOVE_ENERGY a: "move any amount": up to a moves, each one the player may decline

# Who, for effects that can touch both players
BOTH_PLAYERS = 2
OPP_REVEALED = 4  #: DISCARD_HAND's who: from the opponent's hand, which they reveal; the acting player picks
EACH_OWN = 2  #: HEAL's who: each of the acting player's Pokémon
EACH_OPP = 3  #: DISCARD_ENERGY's who: each of the opponent's Pokémon
PICKED_OPP = 9  #: (s30-k9) DISCARD_ENERGY's who: the opponent's Pokémon that the BENCH_DAMAGE BENCH_OPP_ANY_ONE row before it picked ("that Pokémon"); the opponent picks the cards
MOVE_FROM = 1000  #: MOVE_ENERGY / REQ_MOVE_ENERGY type c >= MOVE_FROM: any Energy card (Special too) of type c % MOVE_FROM - 1 (-1 any) from a Pokémon for which TC_* condition c // MOVE_FROM holds, to another of your Pokémon (TC_BENCHED: from a Benched Pokémon to the Active only)
HEAL_EVERY = 4  #: HEAL's who: each Pokémon in play, both players' (the ELIG_* filter c applies to all)
DH_BOTTOM = 16  #: DISCARD_HAND's who OPP_REVEALED + DH_BOTTOM: the picked cards go on the bottom of the opponent's deck instead; N = how many  # s29-k4
OPP_SEEN = OPP_REVEALED  #: DISCARD_HAND's who: the acting player looks at the opponent's hand and picks the cards the opponent discards

# ELIG_*: which of your own Pokémon a Trainer may act on (HEAL, HEAL_ANY_OWN, RETURN_OWN_BASIC,
# REQ_OWN_POKEMON): a base (which % 8) + ELIG_TYPE * (type + 1) + the flags ELIG_BASIC, ELIG_NOT_EX
ELIG_ANY = 0  #: any of your Pokémon
ELIG_EVOLVED = 1  #: an evolved Pokémon
ELIG_BENCHED = 2  #: a Benched Pokémon
ELIG_DAMAGED = 3  #: a Pokémon with damage counters
ELIG_BENCHED_DAMAGED = 4  #: a Benched Pokémon with damage counters
ELIG_ACTIVE_DAMAGED = 5  #: the Active Pokémon, with damage counters
ELIG_HP_30 = 6  #: a Pokémon with damage counters and 30 HP or less remaining
ELIG_TYPE = 8  #: ELIG_TYPE * (type + 1): of that type
ELIG_BASIC = 128  #: a Basic Pokémon (no Evolution card on it)
ELIG_NOT_EX = 256  #: not a Pokémon-ex / Pokémon ex
ELIG_DELTA = 2048  #: (s31-k17) a Pokémon that has δ on its card (cardtable.CF_DELTA)
ELIG_NOT_ACTING = 4096  #: (s31-k17; HEAL_ANY_OWN's HEAL_UP_TO form and REQ_OWN_POKEMON only) not the acting Pokémon ("excluding this Pokémon")
ELIG_NOT_ACTING_NAME = 8192  #: (s31-k17; RETURN_OWN_BASIC's b only) not a Pokémon of the acting Pokémon's name ("excluding any <this Pokémon>")

# NO_WEAKNESS_RESISTANCE's bit mask (a; 0 means IGNORE_WEAKNESS | IGNORE_RESISTANCE)
IGNORE_WEAKNESS = 1
IGNORE_RESISTANCE = 2
IGNORE_DEF_EFFECTS = 4  #: effects on the Defending Pokémon (protections, Defender, its own powers)

# Board counts (CNT_*): what SKIP_UNLESS_COUNT tests and DMG_ADD_PER_COUNT multiplies.
# SKIP_UNLESS_COUNT and REQ_COUNT pack a count with its argument into one value,
# ``count_code(code, arg)`` = code + CNT_ARG * (arg + 1): codes 0 .. CNT_ARG - 1.
CNT_ARG = 128
# "opp" is the opponent, "def" the Defending Pokémon, "self" the acting Pokémon.
CNT_OPP_PRIZES_TAKEN = 0  #: prize cards the opponent has taken
CNT_OWN_PRIZES_TAKEN = 1  #: prize cards the acting player has taken
CNT_OPP_HAND = 2  #: cards in the opponent's hand
CNT_OWN_HAND = 3  #: cards in the acting player's hand
CNT_DEF_DAMAGE = 4  #: damage counters on the Defending Pokémon
CNT_DEF_KO = 127  #: s29-k1 (41-45, the slice's reserved numbers, are CNT_SELF_COND + condition): 1 if the Defending Pokémon is at or past its HP (after this attack's damage: "if your opponent's Pokémon is Knocked Out by damage from this attack"; it leaves play when the attack is over)
CNT_SELF_DAMAGE = 5  #: damage counters on the acting Pokémon
CNT_DEF_PRIZE = 6  #: prize cards the Defending Pokémon's Knock Out gives (2 or more: a Pokémon-ex / ex)
CNT_DEF_STAGE = 7  #: the Defending Pokémon's stage (0 Basic, 1 Stage 1, 2 Stage 2)
CNT_DEF_CONDS = 8  #: Special Conditions on the Defending Pokémon
CNT_STADIUM = 9  #: 1 if a Stadium is in play
CNT_OPP_ENERGY_ALL = 10  #: Energy units of type arg (ANY: all) attached to all of the opponent's Pokémon
CNT_OWN_ENERGY_ALL = 11  #: Energy units of type arg (ANY: all) attached to all of the acting player's Pokémon
CNT_DEF_RETREAT = 12  #: the Defending Pokémon's printed Retreat Cost
CNT_OWN_BENCH_DAMAGED = 13  #: the acting player's Benched Pokémon with damage counters
CNT_OPP_PRIZES_LEFT = 14  #: the opponent's prize cards left
CNT_PRIZE_LEAD = 15  #: the acting player's prize cards left minus the opponent's
CNT_DEF_ENERGY = 16  #: Energy cards attached to the Defending Pokémon
CNT_SELF_SPECIAL_ENERGY = 17  #: Special Energy cards attached to the acting Pokémon
CNT_SELF_ENERGY = 18  #: Energy units of type arg (ANY: all) attached to the acting Pokémon
CNT_OWN_BENCH = 19  #: the acting player's Benched Pokémon
CNT_OWN_STADIUM = 20  #: 1 if the Stadium in play is the acting player's
CNT_OPP_BENCH = 21  #: the opponent's Benched Pokémon
CNT_DEF_TYPE = 22  #: 1 if the Defending Pokémon's type is arg
CNT_OWN_DECK = 23  #: cards in the acting player's deck
CNT_DEF_COND = 24  #: CNT_DEF_COND + condition: 1 if the Defending Pokémon has that Special Condition
CNT_SELF_MOVED_UP = 30  #: 1 if the acting Pokémon moved from the Bench to the Active Spot this turn
CNT_OWN_KO_LAST_TURN = 31  #: 1 if damage from an attack Knocked Out one of the acting player's Pokémon during the last turn (arg 0: any Knock Out during the opponent's last turn, whatever the cause); arg > 0 (s29-k1): only a Pokémon for which TC_* condition arg % KO_KIND_ANY_CAUSE held (a type TC_TYPE + t, TC_TEAM_ROCKET, TC_OWNER + i), arg >= KO_KIND_ANY_CAUSE whatever the cause
KO_KIND_ANY_CAUSE = 1024  #: s29-k1: CNT_OWN_KO_LAST_TURN's arg flag: a Knock Out of the kind, whatever its cause
KO_KINDS_TURN = 1 << 40  #: s29-k1: layout.PL_KO_KINDS = KO_KINDS_TURN * turn + mask (bits 0-19: any cause, 20-39: by damage from an attack)
CNT_OWN_DISCARD_KIND = 32  #: cards of kind arg (KIND_*) in the acting player's discard pile
CNT_OPP_DISCARD_KIND = 33  #: cards of kind arg (KIND_*) in the opponent's discard pile
CNT_OWN_TYPE_IN_PLAY = 34  #: the acting player's Pokémon in play of type arg (ANY: all)
CNT_OWN_BENCH_TYPE = 35  #: the acting player's Benched Pokémon of type arg (ANY: all)
CNT_OWN_SUPPORTERS_TURN = 36  #: Supporter cards the acting player played this turn
CNT_HAND_LEAD = 37  #: cards in the acting player's hand minus cards in the opponent's
CNT_HAND_TRAIL = 38  #: cards in the opponent's hand minus cards in the acting player's
CNT_SELF_CONDS = 39  #: Special Conditions on the acting Pokémon (only an Active has any)
CNT_SELF_COND = 40  #: CNT_SELF_COND + condition: 1 if the acting Pokémon has that Special Condition
CNT_OPP_TOOLS = 56  #: the opponent's Pokémon with a Pokémon Tool attached
CNT_ANY_TOOLS = 57  #: Pokémon (both players') with a Pokémon Tool attached
CNT_SELF_ACTIVE = 46  #: 1 if the acting Pokémon is the Active Pokémon (a power's body: "if this Pokémon is in the Active Spot")
CNT_OWN_TOOLS = 58  #: the acting player's Pokémon with a Pokémon Tool attached
CNT_SELF_TOOL = 59  #: 1 if the acting Pokémon has a Pokémon Tool attached
CNT_SELF_TM = 70  #: (s29-k5) 1 if the acting Pokémon has a Technical Machine card attached (a Tool card that prints an attack)
CNT_DEF_TOOL = 60  #: 1 if the Defending Pokémon has a Pokémon Tool attached
CNT_ENERGY_DIFF = 61  #: 1 if the acting and the Defending Pokémon have different amounts (units) of Energy attached
CNT_OPP_HAND_KIND = 63  #: cards of kind arg (KIND_*) in the opponent's hand (an attack that has it revealed; greedy, which may not look, guesses)
CNT_OWN_STAGE_IN_PLAY = 104  #: the acting player's Pokémon in play whose top card is of stage arg (0 Basic, 1 Stage 1, 2 Stage 2)
CNT_SELF_MAY_EVOLVE = 106  #: 1 if the acting Pokémon may evolve now by the turn rules (not its player's first turn nor the game's, not put into play or evolved this turn, below Stage 2)
CNT_LAST_DISCARD_KIND = 105  #: 1 if the last card this program's DISCARD_HAND row discarded is of kind arg (KIND_*)
CNT_OWN_FLAG_IN_PLAY = 62  #: the acting player's Pokémon in play whose card has the cflags bit number arg (cardtable.CF_*: δ, Team Rocket's, ...)
CNT_OWN_EVOLVED_IN_PLAY = 80  #: the acting player's Evolved Pokémon in play (a Stage 1 or Stage 2 card on top)
CNT_ALL_FLAG_IN_PLAY = 81  #: Pokémon in play, both players', whose card has the cflags bit number arg ("Team Magma in its name")
CNT_DEF_SPECIAL_ENERGY = 82  #: Special Energy cards attached to the Defending Pokémon
CNT_DEF_BODY = 83  #: 1 if the Defending Pokémon's card prints a Poké-Body (cardtable.CF_HAS_BODY)
CNT_OWN_ACTIVE_FLAG = 88  #: 1 if the acting player's Active Pokémon's card has the cflags bit number arg (δ, ...)
CNT_SELF_ENERGY_KIND = 96  #: Energy cards of kind arg (KIND_*; a name: "React Energy") attached to the acting Pokémon
CNT_DEF_FLAG = 97  #: 1 if the Defending Pokémon's card has the cflags bit number arg (δ, "Team Aqua" in its name, ...)
CNT_STADIUM_KIND = 98  #: 1 if the Stadium in play is a card of kind arg (KIND_*; a name: "Sidney's Stadium")
CNT_OPP_FLAG_IN_PLAY = 99  #: the opponent's Pokémon in play whose card has the cflags bit number arg (CNT_OWN_FLAG_IN_PLAY's twin)
CNT_DEF_BASIC_TYPES = 100  #: how many types of basic Energy are attached to the Defending Pokémon
CNT_ENERGY_TRAIL = 101  #: Energy units attached to the Defending Pokémon minus those attached to the acting Pokémon
CNT_HP_LEAD = 102  #: the acting Pokémon's remaining HP minus the Defending Pokémon's
CNT_IN_PLAY_ALL = 103  #: Pokémon in play, both players'
CNT_OPP_EVOLVED_IN_PLAY = 107  #: the opponent's Evolved Pokémon in play (CNT_OWN_EVOLVED_IN_PLAY's twin)
CNT_ALL_PRIZES_LEFT = 109  #: prize cards left, both players' (Holon Lass-like)
CNT_OPP_STAGE_IN_PLAY = 108  #: the opponent's Pokémon in play whose top card is of stage arg (CNT_OWN_STAGE_IN_PLAY's twin)
CNT_OWN_KIND_IN_PLAY = 47  #: the acting player's Pokémon in play whose top card is of kind arg (KIND_*; a name: "Nidoqueen", "Latios|Latios ex")  # s29-k2
CNT_OPP_KIND_IN_PLAY = 48  #: the opponent's Pokémon in play whose top card is of kind arg (CNT_OWN_KIND_IN_PLAY's twin)  # s29-k2
CNT_OWN_NAMES_IN_PLAY = 49  #: how many of the names of kind arg (KIND_NAMED: one or two names) the acting player has a Pokémon of in play (0, 1 or 2)  # s29-k2
CNT_SECOND_FIRST_TURN = 50  #: 1 if the acting player went second and this is their first turn  # s29-k2
CNT_SELF_EVOLVED_TURN = 114  #: (s30-k7) 1 if the acting Pokémon evolved during this turn (a card on top of another, put there this turn); arg a kind (KIND_*; a name: "evolved from Magneton"): only if the card right under its top card is of that kind
CNT_OWN_COUNTERS_KIND = 115  #: (s30-k7) damage counters on the acting player's Pokémon in play whose top card is of kind arg (KIND_*; a name, a tag; ANY: every one)
CNT_OWN_BENCH_COUNTERS_KIND = 116  #: (s30-k7) damage counters on the acting player's Benched Pokémon whose top card is of kind arg (CNT_OWN_COUNTERS_KIND's Bench)
CNT_OPP_COUNTERS_KIND = 117  #: (s30-k7) damage counters on the opponent's Pokémon in play whose top card is of kind arg (CNT_OWN_COUNTERS_KIND's twin)
CNT_OWN_BENCH_ENERGY_TYPE = 90  #: (s30-k7) the acting player's Benched Pokémon with any Energy of type arg attached (ANY: any Energy)
CNT_OWN_BENCH_STAGE = 91  #: (s30-k7) the acting player's Benched Pokémon whose top card is of stage arg (0 Basic, 1 Stage 1, 2 Stage 2)
CNT_DEF_RESIST_TYPE = 92  #: (s30-k7) 1 if the Defending Pokémon's (printed) Resistance is of type arg (s31-k18: arg ANY, any Resistance)
CNT_SELF_TOOL_TURN = 93  #: (s30-k7) 1 if a Pokémon Tool was attached to the acting Pokémon during this turn (layout.S_TOOL_TURN)
CNT_SELF_HIT_LAST_TURN = 95  #: (s30-k7) the damage counters an attack put on the acting Pokémon during the opponent's last turn (layout.S_HIT_DMG // 10 when S_HIT_TURN is last turn; 0 else)
CNT_OWN_SUPPORTER_PLAYED = 94  #: (s30-k7) 1 if the acting player played a Supporter card of kind arg (KIND_*: a name, kind_flag(KIND_SUPPORTER, CF_ANCIENT), ...) from the hand during this turn (the last one played: layout.PL_SUPPORTER_K)
CNT_SELF_HEALED_TURN = 118  #: (s30-k7) 1 if damage was healed from the acting Pokémon during this turn (layout.S_HEALED_TURN)
CNT_SELF_EVOLVED = 120  #: (s31-k17) 1 if the acting Pokémon is an Evolved Pokémon (TC_EVOLVED: a Stage 1 or 2 card on top, or a stack)
CNT_DEF_RETREAT_NOW = 124  #: (s31-k19) the Colorless in the Defending Pokémon's Retreat Cost after effects (predicates.retreat_cost_nb)
CNT_ENERGY_ALL_TRAIL = 125  #: (s31-k19) Energy units attached to all of the opponent's Pokémon minus those attached to all of the acting player's


def mod_count(*, times: bool = False, attacks: int = 0, at_least: bool = False) -> int:
    """(s29-k2) What a PASSIVE_MODS cost row adds to its c above MOD_NOSTACK: the attack mask
    (bit j: the card's attack j; 0 all), times: the amount is multiplied by the count of the
    REQ_COUNT row before it; at_least (s30-k6, HP and damage rows): the row applies only while that
    count is at least the REQ_COUNT row's b."""
    assert 0 <= attacks < MC_ATK and not (times and at_least)
    return MOD_COUNT * (attacks + MC_ATK * (MC_AT_LEAST if at_least else 1 if times else 0))


def count_code(code: int, arg: int = -1) -> int:
    """SKIP_UNLESS_COUNT's / REQ_COUNT's first argument: count ``code`` with argument ``arg``
    (an Energy type, a KIND_*, a CF_* bit; -1 none)."""
    assert 0 <= code < CNT_ARG
    return code + CNT_ARG * (arg + 1)


# LOOK_TOP's c: take + LT_DEST * dest + LT_REST * rest (+ LT_MAY, LT_EACH, LT_BOTTOM)
LT_DEST = 16  #: times TO_HAND / TO_BENCH
LT_REST = 64  #: times what happens to the cards not taken: LT_SHUFFLE, LT_BOTTOM_SHUFFLED, LT_DISCARD, LT_BACK_ON_TOP
LT_SHUFFLE = 0  #: shuffled back into the deck
LT_BOTTOM_SHUFFLED = 1  #: shuffled and put on the bottom of the deck
LT_DISCARD = 2  #: discarded
LT_BACK_ON_TOP = 3  #: back on top of the deck in any order (the player's)
LT_MAY = 256  #: the player may take fewer (always so for a kind other than KIND_ANY)
LT_EACH = 512  #: b is kind_either(k1, k2): at most 1 card of each of the two kinds
LT_BOTTOM = 1024  #: look at the bottom a cards instead of the top
LT_ONE_TARGET = 8192  #: (s31-k17) LT_TO_ANY_OWN: every card taken goes to the Pokémon the first one went to ("attach them to 1 of your Pokémon")
LT_TO_BENCH_SAME_TYPE = 2  #: LOOK_TOP's dest: attach each Energy card taken to 1 of your Benched Pokémon of its type
LT_TO_ANY_OWN = 3  #: LOOK_TOP's dest: attach each Energy card taken to 1 of your Pokémon

# Energy sources
FROM_DECK = 0
FROM_DISCARD = 1
FROM_HAND = 2
TO_BENCH_ONLY = 8  #: added to ATTACH_ENERGY_ANY's source: only Benched Pokémon may get the cards
TO_FILTER = 16  #: + TO_FILTER * tc to an ATTACH_ENERGY_ANY / _ONE / _EACH source: only Pokémon for which TC_* condition tc holds get the cards (tc = c1 + TC_SHIFT * c2: both hold)
TO_ACTIVE_TOO = 4  #: added to ATTACH_ENERGY_EACH's source: the Active may get a card too (not only the Bench)  # s29-k4
ATTACH_HEAL_ALL = 100000  #: ATTACH_THEN's a: heal all damage from the Pokémon that got the card (more than any HP)  # s29-k4
ATTACHED_ACTIVE = 1000  #: ATTACH_ENERGY_EACH with TO_ACTIVE_TOO: N = the cards attached, + ATTACHED_ACTIVE when the Active got one  # s29-k4

# DISCARD_CHOSEN's sources (b) and its extra Energy "type"
DS_SELF = 0  #: Energy attached to the acting Pokémon
DS_OWN = 1  #: Energy attached to any of your Pokémon
DS_BENCH = 2  #: Energy attached to your Benched Pokémon
DS_HAND = 3  #: Energy cards in your hand (type: a basic Energy of that type; ANY any Energy card)
DS_HAND_KIND = 7  #: (s31-k19) cards of kind c (KIND_*, not only Energy) in your hand
ENERGY_BASIC = -3  #: DISCARD_CHOSEN's type: basic Energy cards of any type
ENERGY_ANY_CARD = -4  #: ATTACH_ENERGY*'s type: any Energy card, Special Energy included
ENERGY_MASK = 1000  #: ATTACH_ENERGY*'s type ENERGY_MASK + mask: a basic Energy card of one of the types in the mask (1 << type)
EM_SPECIAL_TOO = 1 << 12  #: (s30-k8) ATTACH_ENERGY*'s type ENERGY_MASK + EM_SPECIAL_TOO + mask: a Special Energy card that provides a type in the mask counts too (an EX-era "Darkness Energy card")
ENERGY_KIND = 1 << 56  #: (s30-k8) ATTACH_ENERGY / ATTACH_ENERGY_ONE's type ENERGY_KIND + kind: an Energy card of that KIND_* (a name: a row gives "React Energy"; kind_flag(KIND_ENERGY, CF_NAME_HOLON): "a Holon Energy card"), Special Energy included
DS_TO_HAND = 8  #: added to DISCARD_CHOSEN's source (not DS_HAND): the attached cards go to the hand instead of the discard pile
DEF_ACTIVE = 3  #: DISCARD_TOOL's who: the Defending Pokémon's Tool (no choice)
DT_OWN_TO_HAND = 4  #: (s31-k17) DISCARD_TOOL's who: 1 of your own Pokémon's Tools, back to your hand (3-D Reset-like)

# --- the opcodes ---------------------------------------------------------------
# One table, one row per opcode: everything else (the OP_* constants the kernel
# compiles against, OPCODES, the requirement and pre-damage sets, docs/opcodes.md)
# is derived from it, so an opcode's meaning is written once.  `tests/test_opcodes.py`
# checks each row against the kernel: the family's interpreter module has an arm for
# it, and greedy values it where the row says (or the row says greedy ignores it).


class Opcode(NamedTuple):
    name: str
    code: int
    role: str  #: ROLES: when the row runs
    family: str  #: FAMILIES: the interpreter module that handles it
    greedy: str | None  #: where greedy values it (GREEDY_MODULES), "ignores", or None (requirements, headers)
    doc: str  #: what it does, in terms of its named arguments a, b, c
    args: tuple[str, ...] = ()  #: names of a, b, c in order ("_" = unused); rows may give fewer


#: when a row runs: checked when actions are listed (requirement), the program's first row
#: (header), control flow and coins (flow), before the DAMAGE row (modifier), the damage
#: itself (damage), in order as the effect resolves (effect)
ROLES = ("requirement", "header", "flow", "modifier", "damage", "effect")
#: interpreter family -> the kernel module (under ptcgsim/kernel/) whose arms handle it
FAMILIES = {
    "flow": "interpreter.py",
    "damage": "ops/damage_ops.py",
    "lasting": "ops/lasting_ops.py",
    "energy": "ops/energy_ops.py",
    "cards": "ops/card_ops.py",
    "board": "ops/board_ops.py",
    "requirement": "predicates.py",
    "header": "predicates.py",
}
#: greedy value owner -> the kernel module (under ptcgsim/kernel/) that values the opcode
GREEDY_MODULES = {
    "estimates": "estimates.py",
    "trainer_value": "trainer_value.py",
    "greedy": "player/greedy.py",
}

OPCODE_TABLE: tuple[Opcode, ...] = (
    Opcode("NOP", 0, "flow", "flow", "ignores",
           "nothing",
           ()),
    Opcode("FLIP", 1, "flow", "flow", "estimates",
           "flip a coins (a=0: until tails); H=heads, T=tails",
           ("coins",)),
    Opcode("SKIP_UNLESS_HEADS", 2, "flow", "flow", "estimates",
           "if H < a skip the next b rows",
           ("heads", "rows")),
    Opcode("SKIP_UNLESS_TAILS", 3, "flow", "flow", "estimates",
           "if T < a skip the next b rows",
           ("tails", "rows")),
    Opcode("STOP", 4, "flow", "flow", "estimates",
           "end the program here (before DAMAGE: the attack does nothing)",
           ()),
    Opcode('SKIP', 5, 'flow', 'flow', 'estimates',
           "skip the next a rows (an 'else' after a SKIP_UNLESS_*)",
           ('rows',)),
    Opcode("DAMAGE", 10, "damage", "damage", "estimates",
           "deal D to the Defending Pokémon (Weakness, Resistance, modifiers; RULES.md §5)",
           ()),
    Opcode("DMG_SET", 11, "modifier", "damage", "estimates",
           "D = a",
           ("amount",)),
    Opcode("DMG_TIMES_HEADS", 12, "modifier", "damage", "estimates",
           "D = a * H",
           ("amount",)),
    Opcode("DMG_ADD", 13, "modifier", "damage", "estimates",
           "D += a",
           ("amount",)),
    Opcode("DMG_ADD_PER_HEADS", 14, "modifier", "damage", "estimates",
           "D += a * H",
           ("amount",)),
    Opcode("DMG_ADD_PER_ENERGY", 15, "modifier", "damage", "estimates",
           "D += a per Energy unit of type c attached to who=b (c=ANY: all)",
           ("amount", "who", "type")),
    Opcode('DMG_ADD_PER_EXTRA_ENERGY', 16, 'modifier', 'damage', 'estimates',
           "D += a per unit of type b not needed for the attack's cost (b=ENERGY_BASIC: per basic Energy card, Special Energy paying first), at most c units (c=0: no cap; c<0: D += a once if there are at least -c such units)",
           ('amount', 'type', 'cap')),
    Opcode("DMG_ADD_PER_DAMAGE", 17, "modifier", "damage", "estimates",
           "D += a per damage counter on who=b",
           ("amount", "who")),
    Opcode("DMG_SUB_PER_DAMAGE", 18, "modifier", "damage", "estimates",
           "D -= a per damage counter on who=b (not below 0)",
           ("amount", "who")),
    Opcode('DMG_HALF_HP', 19, 'modifier', 'damage', 'estimates',
           "D = half the Defending Pokémon's remaining HP, rounded up to 10",
           ()),
    Opcode('NO_WEAKNESS_RESISTANCE', 20, 'modifier', 'damage', 'ignores',
           "this attack's DAMAGE ignores what the bit mask a (IGNORE_*) says: Weakness, Resistance, effects on the Defending Pokémon (a=0: Weakness and Resistance)",
           ('ignore',)),
    Opcode("SELF_DAMAGE", 21, "effect", "damage", "estimates",
           "the attacker does a damage to itself (no Weakness/Resistance); b=1: a times T (tails of the last flip); b=2: a times N",
           ("amount", "per_tails")),
    Opcode("BENCH_DAMAGE", 22, "effect", "damage", "ignores",
           "a damage to Benched Pokémon: b = BENCH_* target (no Weakness/Resistance; BENCH_OPP_ANY_ONE: the Active too, as attack damage; a Benched target ignores its protections when the attack ignores IGNORE_DEF_EFFECTS); BENCH_OPP_ANY_ONE only: a=-1: D (the damage the modifiers made), c>0: c % 1000 instead when the target is one ALT_* c // 1000 names",
           ("amount", "target", "alt")),
    Opcode("DMG_ADD_PER_BENCH", 23, "modifier", "damage", "estimates",
           "D += a per Benched Pokémon of who=b",
           ("amount", "who")),
    Opcode("COND", 30, "effect", "lasting", "trainer_value",
           "give Special Condition a to who=b (POISONED: c = damage per Checkup, default 10; a = COND_CHOSEN: 1 Special Condition the acting player chooses, given to the Defending Pokémon)",
           ("condition", "who", "poison")),
    Opcode("CURE", 31, "effect", "lasting", "trainer_value",
           "remove all Special Conditions from who=a",
           ("who",)),
    Opcode("DISCARD_ENERGY", 40, "effect", "energy", "trainer_value",
           "discard a Energy cards (0: all) of type c (ANY any, ENERGY_SPECIAL Special Energy; s31-k18, who=SELF: ENERGY_KIND + kind, a card name) from who=b (a Trainer's OPP: 1 of the opponent's Pokémon, its player's pick; EACH_OPP: from each of the opponent's Pokémon; EACH_OWN (s31-k18): from each of your Pokémon)",
           ("count", "who", "type")),
    Opcode("ATTACH_ENERGY", 41, "effect", "energy", "trainer_value",
           "attach up to a basic Energy cards (a=0: as many as H, the heads of the last flip) of type c (ANY any; ENERGY_MASK + mask: of a type in the mask; ENERGY_ANY_CARD: any Energy card, Special included) from source b (FROM_*) to the acting Pokémon",
           ("count", "source", "type")),
    Opcode("ATTACH_ENERGY_ANY", 42, "effect", "energy", "trainer_value",
           "attach up to a basic Energy cards (a=0: as many as H) of type c (as ATTACH_ENERGY's) from source b (FROM_*; + TO_BENCH_ONLY: to Benched Pokémon only) to your Pokémon of your choice",
           ("count", "source", "type")),
    Opcode("MOVE_ENERGY", 43, "effect", "energy", "greedy",
           "move a basic Energy card of type c % 32 from one of your Pokémon to another (the player chooses; a=0: one move; a>0: up to a moves, each one the player may decline, \"any amount\"; b=0; b=ME_SAME_PAIR: every move after the first between the same two Pokémon); c flags ME_SPECIAL_TOO (a Special Energy card that provides only that type too), ME_BENCH_TO_ACTIVE (from a Benched Pokémon to the Active only); c >= MOVE_FROM instead: any Energy card of type c % MOVE_FROM - 1 from a Pokémon for which TC_* condition c // MOVE_FROM holds, to another (TC_BENCHED: from a Benched Pokémon to the Active only); b=OPP: the attacker moves an Energy card of type c (ANY any, ENERGY_BASIC a basic one) from the Defending Pokémon to another of the opponent's Pokémon",
           ("_", "who", "type")),
    Opcode("HEAL", 50, "effect", "board", "trainer_value",
           "remove a damage (0: all) from who=b (b=SELF the acting Pokémon, OPP the Defending Pokémon, EACH_OWN each of your Pokémon, HEAL_EVERY each Pokémon in play, both players'); c>0: only Pokémon of yours that ELIG_* filter c admits",
           ("amount", "who", "which")),
    Opcode("HEAL_ANY_OWN", 51, "effect", "board", "trainer_value",
           "remove a damage (0: all) from one of your Pokémon (the most damaged); b=1: one of your Benched Pokémon; b=2: any of your Pokémon, damaged or not, and all its Special Conditions are removed too (Life Herb-like); b=HEAL_UP_TO + n: from each of up to n of your damaged Pokémon (the player's picks, one at a time, each once); c>0: one that ELIG_* filter c admits",
           ("amount", "benched", "which")),
    Opcode('PREVENT_DAMAGE_NEXT', 52, 'effect', 'lasting', 'ignores',
           "during the opponent's next turn prevent damage done to the acting Pokémon by attacks: a=0 all, else damage of a or less; b=1: all effects too; b=2: the effects only, no damage (\"damage is not an effect\"); c: from which attackers (0 any, 1 Basic, 2 Basic non-Colorless: damage only; 3 a Pokémon-ex / ex, 4 an Evolved Pokémon: damage and, with b, effects)",
           ('amount', 'effects_too', 'from')),
    Opcode('REDUCE_DAMAGE_NEXT', 53, 'effect', 'lasting', 'ignores',
           "during the opponent's next turn reduce damage done to the acting Pokémon by a",
           ('amount',)),
    Opcode('DEF_CANT_ATTACK_NEXT', 54, 'effect', 'lasting', 'ignores',
           "the Defending Pokémon can't attack during the opponent's next turn",
           ()),
    Opcode('DEF_CANT_RETREAT_NEXT', 55, 'effect', 'lasting', 'ignores',
           "the Defending Pokémon can't retreat during the opponent's next turn",
           ()),
    Opcode("DEF_SMOKESCREEN_NEXT", 56, "effect", "lasting", "ignores",
           "the Defending Pokémon must flip before attacking next turn; tails: the attack does nothing",
           ()),
    Opcode('DEF_DAMAGE_MINUS_NEXT', 57, 'effect', 'lasting', 'ignores',
           "damage done by the Defending Pokémon's attacks during the opponent's next turn is reduced by a",
           ('amount',)),
    Opcode("DRAW", 60, "effect", "cards", "trainer_value",
           "the acting player draws a cards (b=1: until they have a cards in hand; b=2: until they have as many as the opponent; b=3: as many as H (COUNT_TO_H), a unused; b=4: a for each card the last counting row counted (N); b=5: a plus board count c (CNT_*, packed as SKIP_UNLESS_COUNT's) cards, Steven's Advice-like; b=6: the opponent draws a cards; b=8: the opponent may draw a cards (their choice, Q_TRIGGER); b=7: a times H, the heads of the last flip; an empty deck is not a loss; RULES.md §2)",
           ("count", "until", "per")),
    Opcode("SEARCH_DECK", 61, "effect", "cards", "trainer_value",
           "search the deck for up to a cards (a=0: as many as H, the heads of the last flip; a=-1: the first card of kind b from the top, revealing cards until one comes, no choice) of kind b (KIND_*; a card name: that card), put them to c % SD_FLAGS (TO_HAND / TO_BENCH / TO_DECK_TOP: on top after the shuffle, at most 2, the first one found on top); flag SD_OR_ONE: or 1 Evolution Pokémon instead (the first pick may be one; then the search ends); flag SD_DIFF_TYPES: cards of different types (an Energy card's provided type, a Pokémon's printed type); shuffle; N = how many were found",
           ("count", "kind", "dest")),
    Opcode('SHUFFLE_DECK', 62, 'effect', 'cards', 'ignores',
           "shuffle the acting player's deck (s31-k19: a=1, the opponent's deck)",
           ("opp",)),
    Opcode("RECOVER", 63, "effect", "cards", "trainer_value",
           "put up to a cards (a=0: as many as H, the heads of the last flip) of kind b from the discard pile to c (TO_HAND / TO_DECK / TO_DECK_TOP / TO_BENCH: Basic Pokémon onto the Bench while it has room; TO_HAND_OR_DECK: the player chooses 1 card to the hand, or exactly a cards shuffled into the deck, Q_RECOVER_WAY); flag RC_NOT_DISCARDED (c = dest + flag): not the cards this program's DISCARD_HAND rows discarded",
           ("count", "kind", "dest")),
    Opcode('DISCARD_HAND', 64, 'effect', 'cards', 'trainer_value',
           "discard a cards (0: the whole hand) of kind b from the acting player's hand (cost rows come first); c=OPP: the opponent discards them from their hand, choosing; c=OPP_REVEALED (= OPP_SEEN): the acting player picks them from the opponent's revealed hand (+ DH_BOTTOM: onto the bottom of their deck instead, N = how many); a<0: until the hand holds -a cards; the last card discarded is remembered for CNT_LAST_DISCARD_KIND",
           ('count', 'kind', 'who')),
    Opcode("SHUFFLE_HAND_DRAW", 65, "effect", "cards", "trainer_value",
           "shuffle the hand into the deck, then draw a cards",
           ("count",)),
    Opcode("OPP_DISCARD_HAND_RANDOM", 66, "effect", "cards", "trainer_value",
           "the opponent discards a random cards from their hand (b=1: shuffles them into their deck instead)",
           ("count", "to_deck")),
    Opcode('SWITCH_SELF', 70, 'effect', 'board', 'trainer_value',
           'switch your Active Pokémon with one of your Benched Pokémon (you choose); a=1: "you may" (staying is an option); a=2: one that ELIG_* filter c admits, not of the acting Pokémon\'s name; a=3: one for which TC_* condition c (c1 + TC_SHIFT * c2) holds; N = 1 if a Pokémon was switched in, else 0',
           ('optional', '_', 'which')),
    Opcode('GUST', 71, 'effect', 'board', 'trainer_value',
           "switch the opponent's Active with one of their Benched Pokémon; chosen by who=a; b=1 (a=SELF): \"you may\": the player may pick the Active (no switch; greedy: the one with the least HP left, a Knock Out first); c>0 (a=SELF, b=0): only a Benched Pokémon for which TC_* condition c (c1 + TC_SHIFT * c2, of the opponent's Pokémon) holds (s31-k19: with b=1, or the Active: no switch); N = 1 if a Pokémon was switched in, else 0",
           ('chooser', 'optional', 'filter')),
    Opcode('RETURN_TO_HAND', 72, 'effect', 'board', 'greedy',
           "return the acting Pokémon and all cards attached to it to its owner's hand (b=1: Basic only, rest discarded; b=2 (s30-k7): its Pokémon cards, every attached card discarded; b=3 (s31-k18): its Pokémon cards and the Energy cards attached, the other attached cards discarded); a=2: shuffle them all into its owner's deck instead; (s31-k17) a=3: its Pokémon cards under its owner's deck, every other card on it discarded",
           ('to_deck', 'basic_only')),
    Opcode("ATTACH_PLUSPOWER", 80, "effect", "board", "trainer_value",
           "this turn, attacks of your Active do a more damage (after Weakness/Resistance; RULES.md §5)",
           ("amount",)),
    Opcode('ATTACH_DEFENDER', 81, 'effect', 'board', 'trainer_value',
           "until the end of the opponent's next turn, damage done to one of your Pokémon is reduced by a",
           ('amount',)),
    Opcode("REQ_OWN_BENCH", 90, "requirement", "requirement", None,
           "requirement: you have a Benched Pokémon",
           ()),
    Opcode("REQ_OPP_BENCH", 91, "requirement", "requirement", None,
           "requirement: the opponent has a Benched Pokémon (a>0: one for which TC_* condition a, c1 + TC_SHIFT * c2, holds)",
           ('filter',)),
    Opcode('REQ_OPP_ENERGY', 92, 'requirement', 'requirement', None,
           "requirement: the opponent's Active has Energy attached (a=1: any of the opponent's Pokémon has an Energy card of type b: ANY, ENERGY_SPECIAL or a type)",
           ("anywhere", "type")),
    Opcode("REQ_OWN_DAMAGED", 93, "requirement", "requirement", None,
           "requirement: the acting Pokémon (a=0) / any of your Pokémon (a=1) has damage",
           ("any_own",)),
    Opcode("REQ_HAND", 94, "requirement", "requirement", None,
           "requirement: you have at least a other cards in hand",
           ("count",)),
    Opcode("REQ_DISCARD", 95, "requirement", "requirement", None,
           "requirement: the discard pile of who=c (default SELF) holds at least a cards of kind b",
           ("count", "kind", "who")),
    Opcode("REQ_DECK", 96, "requirement", "requirement", None,
           "requirement: your deck is not empty",
           ()),
    Opcode("REQ_OWN_ENERGY", 97, "requirement", "requirement", None,
           "requirement: the acting Pokémon (a=0) / any of your Pokémon (a=1) has Energy attached",
           ("any_own",)),
    Opcode("REQ_DEF_COND", 98, "requirement", "requirement", None,
           "requirement: the Defending Pokémon has Special Condition a",
           ("condition",)),
    Opcode("REQ_ATTACK_UNUSED", 99, "requirement", "requirement", None,
           "requirement: the acting Pokémon has not used this attack since it came into play (see MARK_ATTACK_USED)",
           ()),
    Opcode('MARK_ATTACK_USED', 100, 'effect', 'lasting', 'ignores',
           "this attack can't be used again while the acting Pokémon stays in play (bench or switch keep the mark)",
           ()),
    Opcode("HEAL_DAMAGE_DONE", 101, "effect", "damage", "ignores",
           "after DAMAGE: heal the acting Pokémon by the damage the DAMAGE row did divided by a (a=2: half, rounded up to 10); b>0: heal b instead, if any damage was done",
           ("divisor", "amount")),
    Opcode('DESTINY_BOND', 102, 'effect', 'lasting', 'ignores',
           "if an attack Knocks Out the acting Pokémon during the opponent's next turn, the attacker is Knocked Out too",
           ()),
    Opcode('DEF_ATTACK_DISABLED_NEXT', 103, 'effect', 'lasting', 'ignores',
           "the attacker chooses 1 of the Defending Pokémon's attacks: it can't be used during the opponent's next turn",
           ()),
    Opcode("NEXT_TURN_BASE_DAMAGE", 104, "effect", "lasting", "ignores",
           "during your next turn, attack a (index) of the acting Pokémon has base damage b; c=1: a second attack's (a row with c=0 comes first)",
           ("attack", "amount", "second")),
    Opcode('RETURN_DEF_TO_HAND', 105, 'effect', 'board', 'ignores',
           "unless it is Knocked Out, the Defending Pokémon and all cards attached go to the opponent's hand",
           ()),
    Opcode("FLIP_PER_ENERGY", 106, "flow", "flow", "estimates",
           "flip 1 coin per Energy unit attached to who=a (c = type + 1: only units of that type; 0 all); H=heads, T=tails",
           ("who", "_", "type")),
    Opcode('MILL_OPP', 107, 'effect', 'cards', 'ignores',
           "discard a cards (a=0: N, the count of the last DISCARD_ENERGY or DISCARD_ENERGY_CHOSEN) from the top of the opponent's deck (b=1: the acting player's own)",
           ('count', 'own')),
    Opcode('BENCH_DAMAGE_UP_TO', 108, 'effect', 'damage', 'ignores',
           "a damage to each of up to b of the opponent's Benched Pokémon, chosen by the attacker (no Weakness/Resistance)",
           ('amount', 'count')),
    Opcode('BENCH_FLIP_EACH', 109, 'effect', 'damage', 'ignores',
           "for each of the opponent's Benched Pokémon flip a coin: heads, a damage to it; H/T = all heads/tails",
           ('amount',)),
    Opcode('OPP_NO_TRAINERS_NEXT', 110, 'effect', 'lasting', 'ignores',
           "the opponent can't play Trainer cards during their next turn: a=0 any, 1 Item cards, 2 any but Supporters; a >= NT_MASK: the kinds a - NT_MASK (NP_* bits: Items, Tools, Stadiums, Supporters, Special Energy, Pokémon to evolve) from their hand",
           ('which',)),
    Opcode('TOP_REARRANGE', 111, 'effect', 'cards', 'trainer_value',
           "look at the top a cards of who=b's deck (BOTH_PLAYERS: either player's, the player's choice) and rearrange: own deck, the card the player wants most on top; opponent's, the one it wants least",
           ('count', 'who')),
    Opcode("SHUFFLE_KIND_TO_DECK", 112, "effect", "cards", "trainer_value",
           "who=b (SELF, OPP, BOTH_PLAYERS) shuffles every card of kind a from hand into the deck",
           ("kind", "who")),
    Opcode("OPP_SHUFFLE_HAND_DRAW", 113, "effect", "cards", "trainer_value",
           "the opponent shuffles their hand into their deck, then draws a cards",
           ("count",)),
    Opcode("RETURN_OWN_BASIC", 114, "effect", "board", "trainer_value",
           "choose 1 of your Pokémon (the most damaged; b>0: one that ELIG_* filter b admits): a=0 its Basic card to your hand, every other card discarded; a=1 it and every card attached to your hand; a=2 its Pokémon cards to your hand, the other cards discarded",
           ("mode", "which")),
    Opcode("BREED_STAGE2", 115, "effect", "board", "trainer_value",
           "put a Stage 2 card from hand on the matching Basic in play, skipping the Stage 1 (evolving rules otherwise)",
           ()),
    Opcode("REQ_BREED", 116, "requirement", "requirement", None,
           "requirement: a Stage 2 in hand fits a Basic in play that may evolve now (needs its Stage 1 in either deck)",
           ()),
    Opcode("TRADE_POKEMON", 117, "effect", "cards", "trainer_value",
           "put a Pokémon card from hand into the deck and take a Pokémon card from the deck into the hand; shuffle",
           ()),
    Opcode("SWAP_BASIC_FROM_DECK", 491, "effect", "board", "ignores",
           "(s30-k9) Swoop! Teleporter-like: search the deck for a Basic Pokémon (not a Pokémon-ex) and switch it with 1 of your Basic Pokémon (not Pokémon-ex, not evolved) in play (the player's pick of the pair, Q_FORM_PICK): attached cards, damage counters, Special Conditions and effects stay on the new card; the old card goes to the discard pile; the deck is shuffled; N = 1 if a card was switched in",
           ()),
    Opcode("DEVOLVE_THEN_EVOLVE", 492, "effect", "board", "ignores",
           "(s30-k9) Surprise! Time Machine-like: 1 of your Evolved Pokémon (the player's pick) has its highest Stage card shuffled into the deck (devolving); then a card of the deck that evolves from it goes onto it (evolving; the player's pick, or none); the deck is shuffled; N = 1 if it evolved again",
           ()),
    Opcode("HEAL_PER_HAND_DISCARD", 490, "effect", "cards", "ignores",
           "(s30-k9) \"you may discard as many cards as you like from your hand; if you do, remove that many damage counters from the acting Pokémon\": the player picks how many (Q_DISCARD_FOR_DAMAGE, at most its damage counters, a>0: at most a) and which (Q_HAND_DISCARD); 10 damage healed per card; N = how many",
           ("cap",)),
    Opcode("REQ_HAND_KIND", 118, "requirement", "requirement", None,
           "requirement: you have at least a cards of kind b in hand (besides the card played)",
           ("count", "kind")),
    Opcode("HEAL_ALL_DISCARD_ENERGY", 119, "effect", "energy", "trainer_value",
           "remove all damage from each of your damaged Pokémon, then discard all Energy attached to them; c>0: only your Pokémon for which TC_* condition c (c1 + TC_SHIFT * c2) holds; (s31-k17) a=1: only the ones the player picks (any number: a Q_TRIGGER yes / no per damaged Pokémon)",
           ('pick', '_', 'filter')),
    Opcode('REVIVE', 120, 'effect', 'cards', 'trainer_value',
           "put 1 Basic Pokémon from who=a's discard pile onto its owner's Bench; b=1: with damage half its HP rounded down to 10",
           ('who', 'half_hp')),
    Opcode("REQ_BENCH_SPACE", 121, "requirement", "requirement", None,
           "requirement: who=a has room on the Bench",
           ("who",)),
    Opcode("HAND_TO_DECK", 122, "effect", "cards", "trainer_value",
           "put a cards (those the player wants least) from hand into the deck, then shuffle (b=1: on the bottom of the deck, b=2: on top of it; no shuffle)",
           ("count", "bottom")),
    Opcode("DEVOLVE", 123, "effect", "board", "trainer_value",
           "choose 1 of your evolved Pokémon: discard its top a Evolution cards (a=0: all); it loses conditions and attack effects; b=1: each of the opponent's evolved Pokémon instead, its top a cards (a=0: all) to its owner's hand; b=2: 1 evolved Pokémon on the opponent's Bench (the player's pick), its top a cards (a=0: all) to its owner's hand; b=3 (an attack): the attacker chooses 1 of the opponent's evolved Pokémon and its owner shuffles its top a Evolution cards into their deck; (s31-k17) b=4: the acting Pokémon's top a cards discarded (no choice)",
           ("count", "opp_mode")),
    Opcode("REQ_OWN_EVOLVED", 124, "requirement", "requirement", None,
           "requirement: you have an evolved Pokémon in play",
           ()),
    Opcode("BENCHED_TO_DECK", 125, "effect", "board", "trainer_value",
           "choose 1 of your Benched Pokémon (the most damaged): it and every card attached are shuffled into your deck",
           ()),
    Opcode('PLAY_AS_BASIC', 126, 'effect', 'board', 'trainer_value',
           "the Trainer being played goes onto your Bench as a Basic Pokémon with a HP (no attacks, can't retreat, no Special Conditions, no prize when Knocked Out (b=1: it gives 1 prize, as the later Antique Fossils); its owner may discard it from play during their turn)",
           ('hp', 'prize')),
    Opcode('COPY_DEF_ATTACK', 127, 'flow', 'flow', 'estimates',
           "copy 1 of the Defending Pokémon's attacks (the attacker chooses): its rows run for the acting Pokémon with its base damage, without its requirements and (a=0) its Energy-discard costs; a=1: the copy discards Energy as its text says (\"use it as this attack\"); b>0: 1 of the attacks of your Benched Pokémon whose card has the cflags bit number b - 1 (CF_*) instead; c (s31-k18, CP_* bits): CP_NEED_ENERGY only an attack the acting Pokémon's Energy pays for (none: the attack does nothing), CP_OPP_ALL an attack of any of the opponent's Pokémon in play (b>0: whose card has cflags bit b - 1), CP_HAND an attack of a Pokémon card of your hand, that card discarded; s31-k19: b=K19_COPY_OPP_BENCH (-1) 1 of the opponent's Benched Pokémon's attacks, K19_COPY_STACK (-2) 1 of the attacks of the cards under the acting Pokémon (its Basic / Stage 1 cards), K19_COPY_OPP_HAND (-3) 1 of the attacks of a Pokémon card in the opponent's hand",
           ("discards", "bench_flag", "copy_mode")),
    Opcode("MIRROR_LAST_ATTACK", 128, "effect", "damage", "ignores",
           "if the acting Pokémon was attacked last turn, do the final result of that attack (its damage after Weakness/Resistance, its Special Conditions) to the Defending Pokémon",
           ()),
    Opcode("POWER_ACTIVATED", 129, "header", "header", None,
           "header: activated power; a = uses per turn (0: as often as you like), b = 1 blocked by Asleep/Confused/Paralyzed (b = 2: a PW_ON_EVOLVE / PW_ON_BENCH trigger with no you-may: it happens, no question), c = PW_* flags",
           ("uses", "blocked", "flags")),
    Opcode('POWER_PASSIVE', 130, 'header', 'header', None,
           "header: passive power; a = PASSIVE_* code, b = 1 stops while Asleep/Confused/Paralyzed, c = the code's argument",
           ('code', 'blocked', 'arg')),
    Opcode('ATTACH_HAND_TO_TYPE', 131, 'effect', 'energy', 'greedy',
           "attach 1 basic Energy card of type a from hand to one of your Pokémon of type b (not the turn's attachment); c>0: from the discard pile instead, then c/10 damage counters on that Pokémon, which may not be one they would Knock Out",
           ('energy_type', 'pokemon_type', 'cost')),
    Opcode("REQ_HAND_ENERGY_FOR_TYPE", 132, "requirement", "requirement", None,
           "requirement: a basic Energy card of type a in hand (c>0: in the discard pile) and one of your Pokémon of type b in play (c>0: with more than c HP left)",
           ("energy_type", "pokemon_type", "cost")),
    Opcode("MOVE_DAMAGE", 133, "effect", "board", "greedy",
           "move 1 damage counter between Pokémon of who=b; c = MD_* mode (MD_OWN_TO_OPP: up to a counters, all the source has up to a, from 1 of your Pokémon to 1 of the opponent's; b unused)",
           ("count", "who", "mode")),
    Opcode("REQ_MOVE_DAMAGE", 134, "requirement", "requirement", None,
           "requirement: MOVE_DAMAGE with who=b, mode c can move a counter now",
           ("count", "who", "mode")),
    Opcode("REQ_MOVE_ENERGY", 135, "requirement", "requirement", None,
           "requirement: one of your Pokémon has a basic Energy card of type c and you have another Pokémon in play (c with MOVE_ENERGY's flags, or c >= MOVE_FROM: as MOVE_ENERGY's: the card and the source as it moves them)",
           ("_", "_", "type")),
    Opcode("SWITCH_WITH_ACTIVE", 136, "effect", "board", "greedy",
           "the acting (Benched) Pokémon switches places with your Active Pokémon",
           ()),
    Opcode("DISCARD_FROM_PLAY", 137, "effect", "board", "greedy",
           "the acting Pokémon and every card attached go to the discard pile (not a Knock Out)",
           ()),
    Opcode("DMG_ADD_PER_NAMED", 138, "modifier", "damage", "estimates",
           "D += a per Pokémon of who=b in play named c (a card name in the database, a name id in the kernel)",
           ("amount", "who", "name")),
    Opcode("SET_WEAKNESS", 139, "effect", "lasting", "ignores",
           "if who=a has a Weakness, it becomes a type (not Colorless) the acting player chooses (an attack effect)",
           ("who",)),
    Opcode("SET_RESISTANCE", 140, "effect", "lasting", "ignores",
           "the Resistance of who=a becomes a type (not Colorless) the acting player chooses (an attack effect)",
           ("who",)),
    Opcode('SHIFT_TYPE', 141, 'effect', 'lasting', 'greedy',
           "through this turn the acting Pokémon's type is that of another Pokémon in play (not Colorless), the player's choice; (s31-k17) a > 0: type a - 1 instead (Type Shift-like); b = 1: the Defending Pokémon's type (Type Change-like)",
           ("type", "defending")),
    Opcode('REQ_OTHER_TYPE', 142, 'requirement', 'requirement', None,
           "requirement: another Pokémon in play (either player's) has a type other than Colorless and the acting Pokémon's",
           ()),
    Opcode("KO_SELF_AS_ENERGY", 143, "effect", "energy", "greedy",
           "Knock Out the acting Pokémon (its opponent takes the prize) and attach its top card to another of your Pokémon as an Energy card of a type the player chooses, providing a units (a=0: only the Knock Out, as \"if you use this Ability, this Pokémon is Knocked Out\")",
           ("units",)),
    Opcode("DISCARD_ENERGY_CHOSEN", 144, "effect", "energy", "ignores",
           "discard any number (the player chooses, none included) of Energy cards of type c (ANY: any; s31-k18: ENERGY_KIND + kind, a card name: \"React Energy\") from the acting Pokémon; N = how many",
           ("_", "_", "type")),
    Opcode("DMG_ADD_PER_ENERGY_CARD", 145, "modifier", "damage", "estimates",
           "D += a per Energy card (not unit: a Double Colorless is one card) of type c attached to who=b (c=ANY: all)",
           ("amount", "who", "type")),
    Opcode("SKIP_UNLESS_COUNT", 146, "flow", "flow", "estimates",
           "unless board count a (CNT_*; a = code + CNT_ARG (128) * (arg + 1) gives the count an argument, an Energy type) is at least b (b<=0: less than -b), skip the next c rows",
           ("count", "at_least", "rows")),
    Opcode("COUNT_TO_H", 360, "flow", "flow", "trainer_value",
           "H = board count a (CNT_*, packed as SKIP_UNLESS_COUNT's), T = 0: the rows that read H (SEARCH_DECK a=0, DRAW b=3) do it that many times",
           ("count",)),
    Opcode("DEF_COST_MORE_NEXT", 420, "effect", "lasting", "ignores",
           "(s29-k2) during the opponent's next turn the Defending Pokémon's attacks cost a Colorless more and its Retreat Cost is b Colorless more (an attack effect: the Bench or evolving ends it; none when effects of attacks on it are prevented)",
           ("attack", "retreat")),
    Opcode("DEF_NO_POWERS_NEXT", 361, "effect", "lasting", "ignores",
           "the Defending Pokémon can't use Poké-Powers (activated powers) during the opponent's next turn (an attack effect: the Bench or evolving ends it)",
           ()),
    Opcode("DMG_ADD_PER_COUNT", 147, "modifier", "damage", "estimates",
           "D += a per board count b (CNT_*); c = the count's argument (an Energy type, ANY all)",
           ("amount", "count", "arg")),
    Opcode("SELF_LOCK_NEXT", 148, "effect", "lasting", "ignores",
           "a=0: the acting Pokémon can't attack during your next turn; a=1: it can't use this attack during your next turn; a=2: it can't use this attack until it leaves the Active Spot; a=3: it can't retreat during your next turn (the Bench or evolving ends these)",
           ("what",)),
    Opcode("DISCARD_STADIUM", 149, "effect", "board", "estimates",
           "discard the Stadium in play (a=1, \"you may\": the acting player keeps its own); N = 1 if one was discarded, else 0",
           ("optional",)),
    Opcode("PUT_COUNTERS", 150, "effect", "damage", "trainer_value",
           "put a/10 damage counters on target b (BENCH_OPP_ONE, BENCH_OPP_ALL, BENCH_OPP_ANY_ONE, BENCH_DEF, BENCH_OPP_EVERY; BENCH_OPP_SPREAD(_ANY): one at a time, in any way the attacker likes; (s31-k17) BENCH_BOTH_ACTIVES: each Active Pokémon, the acting player's too): not damage, so no Weakness, Resistance or damage protection; an Active protected from the effects of attacks gets none; c>0 with b=BENCH_DEF: a/10 counters per board count c - 1 (CNT_*, packed as SKIP_UNLESS_COUNT's a); BENCH_OPP_ANY_ONE: c as BENCH_DAMAGE's",
           ("amount", "target", "per_count_or_alt")),
    Opcode("MOVE_OWN_ENERGY", 151, "effect", "energy", "ignores",
           "move a Energy cards (0: all) of type c (ANY: any) from the acting Pokémon to b: 0 1 of your Benched Pokémon, 1 your hand (the player picks the cards and the Pokémon)",
           ("count", "to_hand", "type")),
    Opcode("REQ_NOT_TURN", 152, "requirement", "requirement", None,
           "requirement: the game turn is not a (a=2: the second player's first turn); b=1: it is a; b=2: it is at most a (a=2: the acting player's first turn)",
           ("turn", "only")),
    Opcode("FIRST_TURN_OK", 155, "requirement", "requirement", None,
           "permission: the player who goes first may use this attack during their first turn, which the rules otherwise forbid",
           ()),
    Opcode("EVOLVE_FROM_DECK", 153, "effect", "board", "trainer_value",
           "search your deck for a card that evolves from the acting Pokémon (a=1: from 1 of your Pokémon, the player's pick; a=2: from 1 of your Benched Pokémon that did not come into play or evolve this turn, the player's pick; a=3: as a=1, a card that prints no power (Salvatore-like; s30-k10)) and put it onto that Pokémon (this counts as evolving); shuffle; b=1: only a card of a type the Energy card a PW_ON_ATTACH power answers provides (Energy Evolution-like); N = 1 if a card was put there, else 0",
           ("any_own", "attached_type")),
    Opcode("EVOLVE_FROM_HAND", 156, "effect", "board", "greedy",
           "Baby Evolution-like: put the Pokémon card named a from your hand onto the acting Pokémon (this counts as evolving it: not the turn it came into play, nor when evolving is not allowed now); b=1: then heal all its damage. The power is usable only when such a card can go there; (s31-k17) a may name up to 3 cards (\"A|B|C\", packed id1 + 1000 * (id2 + 1) + 1000000 * (id3 + 1)): any of them",
           ("name", "heal_all")),
    Opcode("RETALIATE_NEXT", 154, "effect", "lasting", "ignores",
           "during the opponent's next turn, if an attack damages the acting Pokémon (even a Knock Out), put a/10 damage counters on the attacking Pokémon (a=0: as many as the damage done)",
           ("amount",)),
    Opcode("DMG_ADD_PER_N", 290, "modifier", "damage", "estimates",
           "D += a * N (N: the count of the last counting row: DISCARD_CHOSEN, DISCARD_ENERGY, DISCARD_STADIUM, DISCARD_TOOL); after a single \"you may\" row, \"if you do, a more damage\"",
           ("amount",)),
    Opcode("DISCARD_CHOSEN", 291, "effect", "energy", "estimates",
           "the player discards up to a (0: any number, none included) Energy cards of type c (ANY any, ENERGY_BASIC basic ones) from source b (DS_*: the acting Pokémon, any of your Pokémon, your Benched Pokémon, your hand; + DS_TO_HAND: attached cards go to the hand instead; s31-k19: DS_HAND_KIND, cards of kind c, a KIND_*, from your hand); N = how many. The player picks how many knowing the damage the next DMG_ADD_PER_N row adds per card",
           ("cap", "source", "type")),
    Opcode("ATTACH_ENERGY_ONE", 292, "effect", "energy", "trainer_value",
           "attach up to a basic Energy cards of type c (ANY any) from source b (FROM_*; + TO_BENCH_ONLY: a Benched Pokémon) to 1 of your Pokémon (the player's pick; all of them to the same one)",
           ("count", "source", "type")),
    Opcode("DELAYED_NEXT", 293, "effect", "lasting", "ignores",
           "at the end of the opponent's next turn, unless it has left the Active Spot or evolved, the Defending Pokémon gets a/10 damage counters (a=-1: it is Knocked Out) and Special Condition b (0 none)",
           ("amount", "condition")),
    Opcode("EXTRA_PRIZE_IF_KO", 294, "effect", "damage", "ignores",
           "after DAMAGE: if this attack's damage Knocked Out the Defending Pokémon, the acting player takes a more prize cards for it",
           ("count",)),
    Opcode("ATTACH_ENERGY_EACH", 295, "effect", "energy", "trainer_value",
           "for each of up to a (0: all) of your Benched Pokémon (the player's picks), attach 1 basic Energy card of type c (ANY any) from source b (FROM_*; + TO_ACTIVE_TOO: the Active may be picked too; + TO_FILTER * tc: only Pokémon for which tc holds) to it; N = how many were attached (+ ATTACHED_ACTIVE when one went to the Active, with TO_ACTIVE_TOO)",
           ("count", "source", "type")),
    Opcode("CHOOSE_MORE", 296, "modifier", "damage", "estimates",
           "\"you may do a more damage; if you do, b damage to itself\": the player chooses (greedy: only for a Knock Out it survives); yes: D += a, the acting Pokémon takes b damage now (no Weakness/Resistance) and N = 1; no: N = 0; c>0: \"up to c times\": the player picks how many (0 to c; greedy: the fewest that Knock Out, if it survives them), each adds a and b; N = how many",
           ("amount", "self_damage", "times")),
    Opcode("KO_DEF", 297, "effect", "board", "estimates",
           "Knock Out the Defending Pokémon (an effect of the attack: what prevents effects of attacks stops it); N = 1 if it was, else 0",
           ()),
    Opcode("LOOK_TOP", 230, "effect", "cards", "trainer_value",
           "look at the top a cards (a=0: as many as H, COUNT_TO_H's count) of your deck (they are seen: the player picks among them) and take up to c % 16 (0: any number) cards of kind b to c // LT_DEST % 4 (TO_HAND / TO_BENCH / LT_TO_BENCH_SAME_TYPE / LT_TO_ANY_OWN: attached, Energy cards); the others: c // LT_REST % 4 (LT_*); flags LT_MAY, LT_EACH, LT_BOTTOM (s31-k17: LT_ONE_TARGET, every card attached to the first one's Pokémon)",
           ("count", "kind", "how")),
    Opcode("HAND_BOTTOM_DRAW", 231, "effect", "cards", "trainer_value",
           "who=b (SELF, OPP, BOTH_PLAYERS) shuffles their hand and puts it on the bottom of their deck; if any card went there, each of them draws a cards (0: one per prize card they have left; -1: as many as they put there); c>0: each flips a coin first, tails draws c instead; c=-1: each shuffles the hand into the deck instead, and draws whether or not any card went there (Rocket's Admin.-like)",
           ("count", "who", "tails")),
    Opcode("DISCARD_TOOL", 232, "effect", "board", "trainer_value",
           "discard the Pokémon Tools of up to a Pokémon (one at a time, the player's picks) of who=b (OPP: the opponent's, BOTH_PLAYERS: anyone's, DEF_ACTIVE: the Defending Pokémon's, no choice); (s31-k17) b=DT_OWN_TO_HAND: 1 of the player's own Pokémon's Tools to their hand instead; c=1: \"up to\" (the player may stop); N = how many",
           ("count", "who", "optional")),
    Opcode("TURN_BOOST", 310, "effect", "board", "trainer_value",
           "during this turn, attacks of your Pokémon for which condition b holds (TC_* codes as a Tool's, the attacker the holder; b = c1 + 64 * c2) do a more damage to the opponent's Active Pokémon (before Weakness and Resistance); the boost is not attached to any Pokémon",
           ("amount", "cond")),
    Opcode("TURN_EXTRA_PRIZE", 340, "effect", "board", "trainer_value",
           "during this turn, when the opponent's Active Pokémon is Knocked Out by damage from an attack of your Active Pokémon whose card has the cflags bit number b (CF_*; b<0: any), take a more prize cards",
           ("count", "flag_bit")),
    Opcode("KO_PRIZES", 410, "effect", "board", "ignores",
           "(only in a PASSIVE_ON_KO section) the player who Knocks Out the Pokémon this section answers takes a more Prize cards for it (a<0: fewer, never below 0); b=1: no Prize cards at all; knockout.py reads the sum (game field G_KO_PRIZE) when it counts that Pokémon's prizes",
           ("count", "none")),  # s29-k1
    Opcode("KO_TAKE_ENERGY", 411, "effect", "energy", "ignores",
           "(only in a PASSIVE_ON_KO / TOOL_ON_KO section of the Knocked Out Pokémon's owner; REG_D = 1 + its slot) up to a Energy cards attached to the Knocked Out Pokémon that provide type c % 32 - 1 (c % 32 = 0: any; c flag KT_BASIC_ONLY: basic Energy cards only) go to b: KT_TO_SELF the acting Pokémon (not when it is the Knocked Out one), KT_TO_BENCH 1 of the player's other Benched Pokémon (the promotion question), KT_TO_HAND the hand; N = how many",
           ("count", "to", "type")),  # s29-k1
    Opcode("SKIP_UNLESS_NAMED", 341, "flow", "flow", "estimates",
           "unless who=a % NAMED_IN_PLAY (SELF you, OPP the opponent) has a Benched Pokémon named c (a >= NAMED_IN_PLAY: a Pokémon in play, the Active too), skip the next b rows",
           ("who", "rows", "name")),
    Opcode("END_TURN", 312, "effect", "board", "trainer_value",
           "your turn ends: no more actions and no attack (the end of the turn and the Checkup follow)",
           ()),
    Opcode("TURN_GUARD", 313, "effect", "board", "trainer_value",
           "during the opponent's next turn, damage done by attacks of the opponent's Pokémon to each of your Pokémon for which condition b holds (TC_* codes as a Tool's, the Pokémon hit the holder) is reduced by a (after Weakness and Resistance), Pokémon put into play later included",
           ("amount", "cond")),
    Opcode("FLIP_PER_COUNT", 400, "flow", "flow", "estimates",
           "flip 1 coin per board count a (CNT_*, packed as SKIP_UNLESS_COUNT's); H=heads, T=tails",
           ("count",)),
    Opcode("SKIP_UNLESS_N", 401, "flow", "flow", "estimates",
           "if N (the count of the last counting row: SEARCH_DECK, EVOLVE_FROM_DECK, DISCARD_CHOSEN, ...) is less than a, skip the next b rows (\"if you do, ...\")",
           ("at_least", "rows")),
    Opcode("NO_WEAKNESS_NEXT", 402, "effect", "lasting", "ignores",
           "during the opponent's next turn the acting Pokémon has no Weakness",
           ()),
    Opcode("MOVE_ENERGY_SELF", 540, "effect", "energy", "trainer_value",
           "(s31-k17) Call for Power-like: move an Energy card that MOVE_ENERGY's type code c admits (ME_ANY_BASIC, the MOVE_FROM form, ...) between your Pokémon (the player's picks): b=0 onto the acting Pokémon from another; b=1 from and to your Pokémon other than the acting one (Delta Switch-like); b=2 off the acting Pokémon onto your others (Golden Wing-like: its own loss does not count; Q_TRIGGER options, greedy's gain as y); a=0 one move, a>0 up to a moves, each one the player may decline; N = the moves made",
           ("count", "mode", "type")),
    Opcode("REQ_MOVE_ENERGY_SELF", 541, "requirement", "requirement", None,
           "(s31-k17) requirement: MOVE_ENERGY_SELF with mode b and type code c can move a card now",
           ("_", "mode", "type")),
    Opcode("OPP_TOP_MAY_SHUFFLE", 542, "effect", "cards", "trainer_value",
           "(s31-k17) Cunning-like: the acting player looks at the top card of the opponent's deck, then may shuffle that deck (Q_TRIGGER; greedy: when the card is one the opponent wants); N = 1 if it was shuffled",
           ()),
    Opcode("OPP_BENCHED_TO_HAND", 543, "effect", "board", "trainer_value",
           "(s31-k17) Splash Back-like: the acting player may pick 1 of the opponent's Benched Pokémon (a Q_TRIGGER yes / no per Pokémon, the ones greedy values most first: Energy, Evolution cards, prize value); it and every card on it go to their hand; N = 1 if one went",
           ()),
    Opcode("ENERGY_SWAP_DISCARD", 544, "effect", "energy", "trainer_value",
           "(s31-k17) Makeover-like: the acting player may discard a basic Energy card attached to 1 of their Pokémon (not a Pokémon-ex); then a basic Energy card of their discard pile (not the one discarded) is attached to that Pokémon (one question over the three picks, Q_TRIGGER options; greedy: the swap that brings an attack most Energy closer); N = 1 if a card was swapped",
           ()),
    Opcode("FORM_SWAP", 403, "effect", "board", "trainer_value",
           "Form Change-like: search the deck for another card of the acting Pokémon's name (the player's pick, or none) and switch it with the acting Pokémon's top card: attached cards, damage counters, Special Conditions and effects stay on the new card; the old card goes into the deck, which is shuffled; N = 1 if a card was switched in, else 0; (s31-k17) a > 0: instead a card of another name that carries card-tag bit a (Temperamental Weather-like: the other forms; the recogniser writes a tag, tables.py resolves it; -1 unresolved: none); b = 1 (Form Variation-like): instead a Basic Pokémon card (not a Pokémon-ex) of another name from the discard pile, and the old card goes to the discard pile",
           ("tag", "source")),
    Opcode("CHOOSE_ONE", 404, "flow", "flow", "trainer_value",
           "\"choose 1\": the acting player picks one of two options (Q_CHOOSE_ONE; greedy: the better of the two valued as a Trainer's rows): the a rows after this one are the first option, ending with a SKIP row over the b rows of the second; the second skips the a rows (no requirement rows in either option)",
           ("first", "second")),
    Opcode("ATTACH_THEN", 440, "effect", "energy", "trainer_value",
           "attach 1 basic Energy card of type c (ANY any: the player picks; ENERGY_MASK + mask) from source b (FROM_*; + TO_BENCH_ONLY, + TO_FILTER * tc as ATTACH_ENERGY_ANY's) to 1 of your Pokémon (the player's pick); if one was attached: a>0 heal a damage from that Pokémon (ATTACH_HEAL_ALL: all of it), a<0 put -a damage (counters) on it; N = 1 if a card was attached, else 0",
           ("amount", "source", "type")),  # s29-k4
    # (s31-k20) OPP_ENERGY_TO b=3: at the bottom of their deck (kernel/effects.opp_energy_to_nb); the lead adds it to the doc
    Opcode("OPP_ENERGY_TO", 441, "effect", "board", "trainer_value",
           "put a (0: 1; a<0: H, the heads of the last flip) Energy cards attached to the opponent's Active Pokémon (the acting player's picks) into their hand (b=0), on top of their deck (b=1) or shuffled into their deck (b=2); c=1: \"you may\" (the acting player is asked first); c=2: from any of the opponent's Pokémon instead; an attack's effect is stopped by what prevents the effects of attacks on the Defending Pokémon; N = how many moved",
           ("count", "dest", "may")),  # s29-k4
    Opcode("NO_ATTACK_TURN", 442, "effect", "board", "trainer_value",
           "your Pokémon can't attack (those that come into play too): a=0 during this turn, a=1 during your next turn",
           ("when",)),  # s29-k4
    Opcode("BENCH_AS_BASIC", 480, "effect", "board", "trainer_value",
           "put up to a (0: any number) Pokémon cards of kind b (a name: a row gives 'A' or 'A|B'; flag BB_OR_BASIC: or any Basic Pokémon) from the zones c % BB_OR_BASIC (BB_HAND, BB_DISCARD, BB_DECK bits; the deck is shuffled afterward) onto your Bench, each treated as a Basic Pokémon while no card is on top of it (layout.S_AS_BASIC: an Evolution card too); c // BB_DMG: damage (counters x 10) put on each that is a Stage 2 card; the player picks each card (from a hidden deck, or after the first card, none); N = how many were put there",
           ("count", "kind", "source")),  # s30-k8
    Opcode("SEARCH_ENERGY_SPLIT", 450, "effect", "cards", "trainer_value",
           "Crispin-like: search the deck for up to 2 basic Energy cards of different types: one is attached to 1 of your Pokémon (the player picks the card and the Pokémon), the other (of another type) goes into the hand; shuffle; N = how many were found",
           ()),  # s30-k10
    Opcode("END_TURN_DISCARD_HAND", 451, "effect", "cards", "ignores",
           "Amarys-like: at the end of this turn, if the acting player has a or more cards in their hand, they discard their hand (game field G_HAND_LIMIT_END)",
           ("at_least",)),  # s30-k10
    Opcode("HEAL_THEN_DISCARD_ENERGY", 452, "effect", "board", "trainer_value",
           "heal a damage (0: all) from 1 of your damaged Pokémon (the player's pick); if any damage was healed, discard b Energy cards (0: all; the player's picks) attached to that Pokémon; c % 2 = 1: put them into your hand instead; c // 2 = a cardtable cflags bit + 1 the healed Pokémon's card must have (0: any; CF_MEGA: Wally's Compassion-like); N = 1 if it healed",
           ("amount", "count", "how")),  # s30-k10
    Opcode("DISCARD_TOOL_AND_SPECIAL", 453, "effect", "board", "trainer_value",
           "Ruffian-like: choose 1 of the opponent's Pokémon that has a Pokémon Tool or a Special Energy card attached (the player's pick); discard its Tool and 1 Special Energy card attached to it (each if it has one); N = cards discarded",
           ()),  # s30-k10
    Opcode("PREVENT_OWN_NEXT", 455, "effect", "lasting", "trainer_value",
           "(a Trainer's) choose 1 of your Pokémon in play (the player's pick; greedy: the one worth most): during the opponent's next turn, PREVENT_DAMAGE_NEXT's protection a, b, c on it (Acerola's Mischief-like: a=0, b=1, c=3: damage and effects of attacks of the opponent's Pokémon ex); on a Benched Pokémon the effects part stops damage counters that attacks' effects put there too",
           ("amount", "effects", "from")),  # s30-k10
    Opcode("TRAINER_TO_DECK", 456, "effect", "cards", "ignores",
           "the Trainer card being played is shuffled into its owner's deck instead of going to the discard pile (Caretaker-like; nothing outside a Trainer's program)",
           ()),  # s30-k10
    Opcode("OPP_HAND_BASIC_TO_ACTIVE", 457, "effect", "board", "trainer_value",
           "Erika's Invitation-like: the opponent reveals their hand; the acting player puts a Basic Pokémon found there onto the opponent's Bench (when it has room; the acting player's pick, Q_REVIVE: greedy the frailest), then switches it with the opponent's Active Pokémon; N = 1 if one was put there",
           ()),  # s30-k10
    Opcode("TRADE_POKEMON_UP_TO", 458, "effect", "cards", "trainer_value",
           "Perrin-like: up to a Pokémon cards from the hand (the player's picks, one at a time, Q_TRADE_GIVE then a Q_TRIGGER yes / no; greedy: one that is no Evolution fitting its Pokémon in play) go into the deck; then the player searches the deck for up to that many Pokémon cards for the hand; shuffle; N = how many went into the deck",
           ("count",)),  # s30-k10
    Opcode("TOP_DISCARD_ANY", 459, "effect", "cards", "trainer_value",
           "Raifort-like: look at the top a cards of your deck and discard any number of them (the player's picks, one Q_TRIGGER yes / no each; greedy: a card it wants little, as Pokédex-like effects rank them), then put the others back in any order (TOP_REARRANGE's: the one the player wants most on top); N = how many were discarded",
           ("count",)),  # s30-k10
    Opcode("CURE_ONE", 454, "effect", "lasting", "trainer_value",
           "remove 1 Special Condition from your Active Pokémon (the worst for its owner: Paralyzed, Asleep, Confused, Poisoned, Burned, in that order)",
           ()),  # s30-k10
    Opcode("REQ_OWN_POKEMON", 311, "requirement", "requirement", None,
           "requirement: one of your Pokémon is one that ELIG_* filter a admits (b=1: a Benched one, not of the acting Pokémon's name)",
           ("which", "bench_other_name")),
    Opcode("REQ_NAMED_IN_PLAY", 320, "requirement", "requirement", None,
           "requirement: one of your Pokémon in play is named a (a card name in the database, a name id in the kernel)",
           ("name",)),
    Opcode("COUNTERS_TO_HP", 470, "effect", "damage", "estimates",
           "(s30-k7) put damage counters on target b (BENCH_DEF: the Defending Pokémon; BENCH_OPP_ANY_ONE: 1 of the opponent's Pokémon, the attacker's pick; BENCH_OPP_ALL: each of the opponent's Benched Pokémon) until its remaining HP is a (none where it has a or less left); not damage; a Pokémon protected from the effects of attacks gets none; N = the counters placed",
           ("hp_left", "target")),
    Opcode("MOVE_ALL_COUNTERS", 471, "effect", "damage", "estimates",
           "(s30-k7) move all damage counters from 1 of your Benched Pokémon (the player's pick; one for which TC_* conditions c hold, c = c1 + TC_SHIFT * c2, 0: any) to b: 0 the opponent's Active Pokémon, 1 1 of the opponent's Pokémon (the player's pick); none move onto a Pokémon protected from the effects of attacks; N = the counters moved",
           ("_", "to_any", "cond")),
    Opcode("DAMAGE_EACH", 560, "effect", "damage", "estimates",
           "(s31-k18) a damage to each Pokémon in play that the DE_* bits b name (DE_OPP_BENCH, DE_OPP_ACTIVE, DE_OWN_BENCH, DE_OWN_ACTIVE) and filter c admits (DE_ANY, DE_POWER: its card prints a Poké-Power or Poké-Body, DE_EX: a Pokémon-ex, DE_DEF_NAME: of the Defending Pokémon's name, DE_CHOSEN_TYPE: of the type of a basic Energy card attached to the acting Pokémon, the player's pick); no Weakness or Resistance, protections apply (as BENCH_DAMAGE's Benched Pokémon), the Active ones included; bit DE_OPP_ACTIVE_ATTACK: the opponent's Active takes it as the attack's damage (Weakness, Resistance)",
           ("amount", "where", "filter")),
    Opcode("COUNTERS_ONE", 561, "effect", "damage", "estimates",
           "(s31-k18) put a/10 damage counters (c = CO_PER_SELF_ENERGY: a per Energy unit attached to the acting Pokémon; CO_PER_ENERGY_THERE: a per Energy unit attached to the picked one) on 1 Pokémon: b = CO_OPP 1 of the opponent's (the attacker's pick), CO_OWN 1 of yours (your pick), CO_OPP_PICKS 1 of the opponent's (the opponent's pick); not damage; an opponent's Pokémon protected from the effects of attacks gets none; N = the counters placed",
           ("amount", "whose", "per")),
    Opcode("DEVOLVE_PICKS", 563, "effect", "board", "ignores",
           "(s31-k18) a times (a=0: H, COUNT_TO_H's count) the attacker picks an evolved Pokémon (b: DP_DEF the Defending Pokémon, DP_OPP one of the opponent's not picked yet, DP_EITHER one of either player's) and its highest Stage card goes to its owner's deck, shuffled (c=DP_TO_DECK), or hand (c=DP_TO_HAND); an opponent's Pokémon protected from the effects of attacks can't be picked; N = how many",
           ("count", "whose", "dest")),
    Opcode("SEARCH_TOOLS_ATTACH", 564, "effect", "cards", "ignores",
           "(s31-k18) b=0: search the deck for up to a Pokémon Tool cards and attach each to 1 of your Pokémon that has no Tool (the player's picks; a Tool none may take stays); b=1: a Trainer cards to the hand, a Pokémon Tool card among them attached to 1 of your Pokémon instead when one may take it; shuffle; N = the cards found",
           ("count", "trainer")),
    Opcode("COUNTERS_SPILL", 565, "effect", "damage", "estimates",
           "(s31-k18) put a/10 damage counters on the Defending Pokémon, but no more than Knock it Out; the rest, one at a time, on the opponent's Benched Pokémon (the attacker's picks, as PUT_COUNTERS BENCH_OPP_SPREAD); none when the Defending Pokémon is protected from the effects of attacks; N = the counters on the Defending Pokémon",
           ("amount",)),
    Opcode("RANDOM_HAND_CARD_IF", 566, "effect", "cards", "estimates",
           "(s31-k18) the acting player takes 1 card of the opponent's hand at random and looks at it: if it is of kind b (KIND_*), it is discarded and N = 1; else it goes back (N = 0)",
           ("_", "kind")),
    Opcode("SEARCH_BY_HAND_ENERGY", 567, "effect", "cards", "ignores",
           "(s31-k18) the acting player shows a basic Energy card of its hand (its pick of the types there, Q_CHOOSE_ONE), then searches the deck for a Pokémon card of that type (either printed type) and puts it into the hand; shuffle; N = 1 if one was found",
           ()),
    Opcode("DEF_OVERFLOW_TO_N", 568, "effect", "damage", "ignores",
           "(s31-k18) N = the damage counters on the Defending Pokémon past its HP (after DAMAGE: how much more than its remaining HP the attack did; 0 when it is not Knocked Out): SELF_DAMAGE b=2 then does that much to the attacker",
           ()),
    Opcode("SWAP_COUNTERS", 562, "effect", "damage", "estimates",
           "(s31-k18) switch all damage counters on the acting Pokémon with those on the Defending Pokémon (not damage; nothing when the Defending Pokémon is protected from the effects of attacks); N = 1 if they were switched",
           ()),
    # s31-k19: EX-era attacks, part B (kernel/ops/attack_k19.py; the arms in damage_ops.py)
    Opcode("BENCH_DAMAGE_IF", 580, "effect", "damage", "estimates",
           "(s31-k19) a damage to each Pokémon of scope b (K19_SCOPE_OPP_BENCH the opponent's Benched Pokémon, K19_SCOPE_BOTH_BENCHES every Benched Pokémon, both players', K19_SCOPE_OPP_ALL each of the opponent's Pokémon: the Active as the attack's damage, Weakness and Resistance applied unless a NO_WEAKNESS_RESISTANCE row came first) that selector c admits: a TC_* pair (c1 + TC_SHIFT * c2), K19_FLAG + bit (its card has that cflags bit: CF_HAS_BODY, CF_HAS_PPOWER, CF_EX), K19_SAME_NAME / K19_SAME_TYPE (the Defending Pokémon's name / type); Benched Pokémon take it without Weakness and Resistance",
           ("amount", "scope", "select")),
    Opcode("DEF_ENERGY_OPP_DISCARDS", 581, "effect", "damage", "ignores",
           "(s31-k19) the opponent discards a Energy cards (0: all; a<0: as many as H, the heads of the last flip) of type c (ANY any) attached to the Defending Pokémon, their picks; none when it is protected from the effects of attacks; N = how many",
           ("count", "_", "type")),
    Opcode("HIT_ONE_PER_RETREAT", 582, "effect", "damage", "estimates",
           "(s31-k19) the attacker picks 1 of the opponent's Pokémon: it takes a damage per Colorless in its Retreat Cost (the Active: after effects, retreat_cost_nb, as the attack's damage; a Benched one: its printed cost less its Tool's TOOL_RETREAT_LESS, no Weakness and Resistance)",
           ("amount",)),
    Opcode("HIT_BENCH_MAY_MOVE", 584, "effect", "damage", "ignores",
           "(s31-k19) a damage to 1 of the opponent's Benched Pokémon (the attacker's pick; no Weakness and Resistance), then the attacker may (Q_TRIGGER) move an Energy card attached to it to another of the opponent's Pokémon (the attacker's picks; none when it is protected from the effects of attacks); N = 1 if a card moved",
           ("amount",)),
    Opcode("MILL_SELF_ATTACH_BASIC", 585, "effect", "damage", "ignores",
           "(s31-k19) discard the top card of your deck; if it is a basic Energy card, attach it to the acting Pokémon; N = 1 if one was attached",
           ()),
    Opcode("SEARCH_PLAY_STADIUM", 586, "effect", "cards", "ignores",
           "(s31-k19) search your deck for a Stadium card (not one with the name of the Stadium in play; the player's pick, or none) and put it into play (the Stadium in play, if any, to its owner's discard pile; not a play from the hand); shuffle your deck; N = 1 if one was put into play",
           ()),
    Opcode("SEARCH_ATTACH_TOOLS", 587, "effect", "cards", "ignores",
           "(s31-k19) search your deck for up to a Pokémon Tool cards (no Technical Machine) and attach each to 1 of your Pokémon with no Tool (the player's picks; only while one is left); shuffle your deck; N = how many",
           ("count",)),
    Opcode("SWAP_DAMAGE_DEF", 588, "effect", "damage", "ignores",
           "(s31-k19) unless the Defending Pokémon is protected from the effects of attacks (then nothing happens at all), discard a Energy cards attached to the acting Pokémon (the player's picks), then switch all damage counters on the acting Pokémon with those on the Defending Pokémon (not damage); N = 1 if switched",
           ("discards",)),
    Opcode("MOVE_ONE_HEAL", 589, "effect", "damage", "ignores",
           "(s31-k19) move 1 Energy card attached to the acting Pokémon to another of your Pokémon (the player's picks, Q_ENERGY_MOVE), then remove a damage (0: all) from that Pokémon; N = 1 if one moved",
           ("heal",)),
    Opcode("ATTACH_THEN_COUNTERS", 590, "effect", "damage", "ignores",
           "(s31-k19) attach up to a basic Energy cards from your discard pile to 1 of your Pokémon (the player's picks, all to the same one), then put b damage (as counters: not damage) on that Pokémon for each card attached; N = how many",
           ("count", "per_card")),
    Opcode("USE_SUPPORTER", 591, "effect", "flow", "ignores",
           "(s31-k19) the rows of a Supporter card run here as this attack's effect, for the acting player (as a copied attack's: once, not inside a copy): a = K19_SUP_IN_PLAY the Supporter the acting player played this turn, K19_SUP_OPP_DISCARD one in the opponent's discard pile, K19_SUP_OPP_HAND one in the opponent's hand (or none); the card stays where it is; the player picks (Q_CHOOSE_ONE, greedy: trainer_value.program_score_nb of its rows)",
           ("where",)),
    Opcode("OPP_SUPPORTER_TO_DECK", 592, "effect", "cards", "ignores",
           "(s31-k19) the opponent reveals their hand; the acting player may pick a Supporter card there (Q_CHOOSE_ONE, none an option); if so the opponent shuffles it into their deck and draws a card; N = 1 if one went",
           ()),
    Opcode("PRIZE_SWAP_TOP", 593, "effect", "cards", "ignores",
           "(s31-k19) look at your Prize cards and switch 1 of them (the player's pick, Q_CHOOSE_ONE; greedy: the one it wants most, card_want_nb) with the top card of your deck, unseen (nothing when the deck is empty); N = 1 if switched",
           ()),
    Opcode("SWITCH_THEN_MOVE", 594, "effect", "board", "ignores",
           "(s31-k19) you may switch the acting (Active) Pokémon with 1 of your Benched Pokémon (Q_SWITCH); if you do, you may move any number of Energy cards of type c attached to it to the new Active Pokémon (one at a time, Q_ENERGY_MOVE, stopping an option); N = 1 if switched",
           ("_", "_", "type")),
    Opcode("ASLEEP_OK", 595, "requirement", "requirement", None,
           "(s31-k19) permission: the acting Pokémon may use this attack (its own, j < MAXATK) while Asleep, when nothing else keeps it from attacking (predicates.asleep_ok_nb)",
           ()),
    Opcode("VULNERABLE_NEXT", 596, "effect", "lasting", "ignores",
           "(s31-k19) damage that attacks do is a more (c=0: before Weakness and Resistance; c=1: after them, when the attack does damage) to b: SELF the acting Pokémon, during the opponent's next turn; OPP the Defending Pokémon, during your next turn (none when it is protected from the effects of attacks); an attack effect (the Bench or evolving ends it); damage.attack_damage_nb reads it (greedy's estimates too)",
           ("amount", "who", "after")),
    Opcode("HEAL_EACH_IF", 583, "effect", "board", "ignores",
           "(s31-k19) remove a damage (0: all) from each of your Pokémon for which TC_* condition c (c1 + TC_SHIFT * c2, as a power modifier's: predicates.mod_cond_nb) holds (all of it where it has less)",
           ("amount", "_", "cond")),
    Opcode("PUT_COUNTERS_OWN", 600, "effect", "damage", "trainer_value",
           "(s31-k20) put a/10 damage counters on 1 of your own Pokémon, the Active included (the acting player's pick, kernel/k20.put_counters_own_nb: greedy never Knocks one Out if it can help it)",
           ("amount",)),
    Opcode("OPP_ENERGY_TO_DEF", 601, "effect", "energy", "ignores",
           "(s31-k20) move up to a basic Energy cards attached to 1 of the opponent's Benched Pokémon (the acting player's pick of the Pokémon and the cards) to the Defending Pokémon; stopped when the Defending Pokémon is protected from the effects of attacks; N = how many moved",
           ("count",)),
    Opcode("REQ_COUNT", 233, "requirement", "requirement", None,
           "requirement: board count a (CNT_*; a = code + 128 * (arg + 1) as SKIP_UNLESS_COUNT) is at least b (b<=0: less than -b)",
           ("count", "at_least")),
    Opcode("PUT_COUNTERS_PER_HEADS", 531, "effect", "damage", "ignores",
           "(s31-k16) put a/10 damage counters on the opponent's Active Pokémon for each heads of the last flip (H): a body's answer to the attacker (Spiny-like, after FLIP 0)",
           ("amount",)),
    Opcode("TOOL", 170, "header", "header", None,
           "header of a Pokémon Tool's program (every row is one): while the card is attached, effect a (TOOL_*) of amount b, when conditions c hold (TC_* codes; c = c1 + 64 * c2, both must hold)",
           ("code", "amount", "cond")),
    Opcode("STADIUM", 250, "header", "header", None,
           "one row of a Stadium's program (every row is one, save the body rows of an ST_ACTION section), read while the card is the Stadium in play, never run: effect a (TOOL_HP, TOOL_DMG_PLUS, TOOL_REDUCE, TOOL_RETREAT_LESS, TOOL_NO_WEAKNESS, EN_NO_STATUS or ST_*) of amount b on every Pokémon in play, both players', for which conditions c hold (TC_* codes of that Pokémon; c = c1 + 64 * c2; of the rows with one code the first that holds applies); a = ST_ACTION: the b rows after this one are an action either player may take once during each of their turns (the player acting, SELF their Active)",
           ("code", "amount", "cond")),
    Opcode("ENERGY", 190, "header", "header", None,
           "one row of a Special Energy card's program (every row is one, save the effect rows of an EN_ON_ATTACH section), read while the card is attached, never run: effect a (TOOL_HP, TOOL_DMG_PLUS, TOOL_REDUCE, TOOL_RETREAT_LESS, TOOL_NO_WEAKNESS or EN_*) of amount b, when conditions c hold (TC_* codes of the Pokémon it is attached to; c = c1 + 64 * c2); a = EN_PROVIDE + mask: the card provides b units instead of its printed Energy, each of any one type in the mask (1 << type)",
           ("code", "amount", "cond")),
)

OPCODES: dict[str, tuple[int, str]] = {o.name: (o.code, o.doc) for o in OPCODE_TABLE}
OP = {o.name: o.code for o in OPCODE_TABLE}
OP_NAME = {o.code: o.name for o in OPCODE_TABLE}
OPCODE_BY_NAME = {o.name: o for o in OPCODE_TABLE}
assert len(OP_NAME) == len(OP), "duplicate opcode numbers"
# The kernel compiles against module constants (Numba freezes globals): OP_DAMAGE = 10, ...
globals().update({f"OP_{o.name}": o.code for o in OPCODE_TABLE})

# BENCH_AS_BASIC's c (s30-k8): the zones searched (bits) + BB_DMG * the damage a Stage 2 card gets
BB_HAND = 1  #: from your hand
BB_DISCARD = 2  #: from your discard pile
BB_DECK = 4  #: from your deck (shuffled afterward)
BB_OR_BASIC = 8  #: kind b or any Basic Pokémon ("Omanyte, Kabuto, or any Basic Pokémon")
BB_DMG = 16  #: c // BB_DMG: damage (HP units) put on each Stage 2 card put onto the Bench this way

# POWER_ACTIVATED flags (c, a bit mask)
PW_BENCH_ONLY = 1  #: only while the Pokémon is on the Bench
PW_NOT_PLAYED_TURN = 2  #: not during the turn it was put into play
# 4 was PW_NOT_A_POWER: a Trainer played as a Pokémon now carries cardtable.CF_RULE_DISCARD instead
PW_ACTIVE_ONLY = 8  #: only while the Pokémon is the Active Pokémon
PW_ON_EVOLVE = 16  #: not an action: offered once, when the card is played from the hand to evolve a Pokémon
PW_ON_BENCH = 32  #: not an action: offered once, when the card is played from the hand onto the Bench
PW_ONE_PER_NAME = 64  #: not when another Pokémon of the same name used its power this turn ("only 1 … Ability each turn")
PW_ON_MOVE_UP = 128  #: not an action: offered once a turn, after the action in which it moved from the Bench to the Active Spot during its owner's turn
PW_ON_ATTACH = 256  #: not an action: runs at once, no choice (a Poké-Body), when its owner attaches an Energy card from the hand to it (the A_ATTACH action); a = uses per turn (0: no limit)
PW_ATTACH_TYPE = 512  #: PW_ON_ATTACH's Energy: c // PW_ATTACH_TYPE = type + 1 (0: any Energy card)
PW_SELF_KO = 1024  #: the power Knocks Out the Pokémon using it (a Damp-like PASSIVE_NO_SELF_KO turns it off)

# POWER_PASSIVE codes (a)
PASSIVE_TOXIC_GAS = 1  #: every other Pokémon Power (both players) stops working
PASSIVE_NO_EVOLUTION = 2  #: no Evolution card can be played (both players)
PASSIVE_STRIKES_BACK = 3  #: an opponent's attack that damages this Pokémon: c damage to the attacker (no Weakness/Resistance)
PASSIVE_PREVENT_BIG = 4  #: attack damage of c or more to this Pokémon (after Weakness/Resistance) is prevented
PASSIVE_NO_CONDITIONS = 5  #: this Pokémon can't become Asleep, Confused, Paralyzed or Poisoned (c = 1: nor Burned)
PASSIVE_HALF_DAMAGE = 6  #: attack damage to this Pokémon is halved, rounded down to 10
PASSIVE_TRANSPARENCY = 7  #: an attack on this Pokémon: flip; heads prevents all its effects, damage included (s31-k16: c = 1, only while it has damage counters on it)
PASSIVE_RETREAT_AID = 8  #: while this Pokémon is Benched, your Active's retreat cost is c Colorless less
PASSIVE_ENERGY_AS_TYPE = 9  #: every Energy attached to this Pokémon provides type c % 16 for its attack costs (s31-k15: c // 16, a holder TC_* condition such as TC_EVOLVED, must hold)
PASSIVE_NO_EFFECT = 10  #: information only (e.g. the opponent's hand face up): no effect on the simulator's players
PASSIVE_TRANSFORM = 11  #: while Active, this Pokémon is a copy of the Defending Pokémon's card (attacks, HP, type, Weakness, Resistance, Retreat Cost, Pokémon Power), its Energy counts as any type, and it can't evolve
PASSIVE_REDUCE_DAMAGE = 12  #: attack damage to this Pokémon is reduced by c (after Weakness and Resistance)
PASSIVE_HIT_BACK = 13  #: while Active: an opponent's attack that damages it (even a Knock Out) puts c damage on the attacker
PASSIVE_HIT_BACK_COND = 14  #: while Active: an opponent's attack that damages it gives the attacker Special Condition c
PASSIVE_BETWEEN_HEAL = 16  #: at every Checkup (between turns) c damage is healed from this Pokémon
PASSIVE_PREVENT_FROM_EX = 15  #: attack damage to this Pokémon from the opponent's Pokémon ex (CF_EX; c = 1: and Pokémon V, CF_V) is prevented; c >= 2 (s30-k9): a board count (count_code; CNT_STADIUM_KIND: "if <a Stadium> is in play") that must be > 0 for it
PASSIVE_MODS = 17  #: the rows after the header are TOOL rows read like a Tool's (TOOL_HP, TOOL_DMG_PLUS, TOOL_REDUCE, TOOL_RETREAT_LESS, TOOL_NO_WEAKNESS, EN_DMG_MINUS, EN_CANT_RETREAT, EN_NO_STATUS: any Special Condition), for the Pokémon MOD_SCOPE names; c unused
PASSIVE_SHIELD = 18  #: attacks of the opponent's Pokémon: c = c1 + TC_SHIFT * c2 (TC_* on this Pokémon; "the other": the attacker) + SH_DAMAGE * (SH_* bits): their damage to this Pokémon (anywhere) and/or their effects on it are prevented while both conditions hold
PASSIVE_KO_HIT_BACK = 20  #: while Active, Knocked Out by the damage of an opponent's attack: c damage counters (HP units) on the attacking Pokémon
PASSIVE_PIERCE = 21  #: the damage of this Pokémon's attacks to the opponent's Active is not affected by any effects on it (as IGNORE_DEF_EFFECTS)
PASSIVE_CANT_ATTACK_UNLESS = 36  #: this Pokémon can't attack unless board count c % CANT_ATTACK_NEED (packed as SKIP_UNLESS_COUNT's a, the power's owner acting) is at least c // CANT_ATTACK_NEED
PASSIVE_NO_BASIC_POWERS = 37  #: each player's Active Basic Pokémon that is no Pokémon-ex can't use Poké-Powers (activated powers)
CANT_ATTACK_NEED = 1 << 16
PASSIVE_NO_SELF_KO = 64  #: Damp-like: activated powers with PW_SELF_KO (both players') don't work
PASSIVE_COST_LESS_PER_PRIZE = 66  #: this Pokémon's attacks cost c Colorless less for each prize card its opponent has taken
PASSIVE_NO_RECOVER_HAND = 67  #: the opponent's Trainer cards and powers put no cards from their discard pile into their hand (RECOVER TO_HAND does nothing)
PASSIVE_CHECKUP_COUNTERS = 68  #: at every Checkup, c damage on each Pokémon in play (both players') that has a power, save those of this Pokémon's name
PASSIVE_NO_ACE = 69  #: the opponent can't play ACE SPEC cards from their hand (c = 1: only while this Pokémon has a Pokémon Tool attached)
PASSIVE_BENCH_VEIL = 70  #: damage counters from effects of attacks of the opponent's Basic Pokémon are not placed on its owner's Benched Pokémon
PASSIVE_LOCK_BASIC = 65  #: while this Pokémon is Active, the powers of Basic Pokémon in play (both players') don't work, save the ones with this code
PASSIVE_ENDURE = 19  #: damage from an attack that would Knock this Pokémon Out leaves it c % 1000 HP instead; c // 1000: ENDURE_FULL_HP (only if it had full HP), ENDURE_FLIP (heads), ENDURE_FLIP_OPP (heads, an opponent's attack)
# EX-era Poké-Bodies and Poké-Powers (H4 numbers: 380-394)
PASSIVE_BETWEEN_TURNS = 380  #: while Active, at every Checkup (between turns): c % 1000 damage counters (HP units) put on, or (BT_HEAL_NON_EX) removed from, the Pokémon BT_* mode c // 1000 names
PASSIVE_NO_PRIZE = 381  #: when this Pokémon is Knocked Out, its opponent takes no Prize cards for it
PASSIVE_RETREAT_ANY_STATUS = 382  #: this Pokémon can retreat even when it is Asleep or Paralyzed
PASSIVE_NO_SUPPORTERS = 383  #: while Active, no player can play Supporter cards
PASSIVE_NO_BASIC_ATTACKS = 384  #: while Active and its owner's only Pokémon in play, the opponent's Basic Pokémon can't attack
PASSIVE_BASIC_ATTACK_FLIP = 385  #: while Active, when an opponent's Basic Pokémon attacks, its player flips a coin: tails, the attack does nothing
PASSIVE_DUAL_TYPE = 386  #: while an Energy of type c // 16 - 1 is attached to it, this Pokémon is also of type c % 16 (its printed type too); (s31-k15) c >= DT_REQ: c = DT_REQ + t1 + 16 * t2, while the REQ_COUNT row after the header holds (predicates.power_count_ok_nb) it is of both types t1 and t2 (the one it does not print is the added one)
PASSIVE_FLIP_REDUCE = 387  #: damage of an opponent's attack to this Pokémon (after Weakness and Resistance): flip a coin; heads, it is reduced by c % FR_TC (s30-k6: c // FR_TC, a TC_* code on this Pokémon, must hold first)
FR_TC = 1 << 16  #: (s30-k6) PASSIVE_FLIP_REDUCE's c: reduction + FR_TC * (a TC_* condition on this Pokémon)
PASSIVE_ON_KO = 390  #: s29-k1: when a Pokémon is Knocked Out and the KO_* bits of c % KO_TC hold (tool_cond_nb's c // KO_TC on the Knocked Out Pokémon too, "the other" its opponent's Active: the attacker), the rows after the header run (this power's owner acting with this Pokémon) before the Knocked Out Pokémon leaves play and before its prizes are counted
PASSIVE_MIRROR_COND = 388  #: when an opponent's attack makes this Pokémon Burned or Poisoned, the attacking Pokémon gets the same Special Condition
# PASSIVE_ON_KO's c (s29-k1): KO_* bits + KO_TC * (c1 + TC_SHIFT * c2), TC_* codes on the Knocked Out Pokémon
KO_BY_ATTACK = 1  #: it is Knocked Out by damage from an attack from its opponent's Pokémon (during the opponent's turn)
KO_ACTIVE = 2  #: it is in the Active Spot
KO_SELF = 0  #: (no scope bit) the Knocked Out Pokémon is this Pokémon
KO_OWN = 4  #: scope: any of this power's owner's Pokémon (this one too)
KO_OPP = 8  #: scope: any of the opponent's Pokémon
KO_BY_THIS = 16  #: it is Knocked Out by damage from an attack used by this Pokémon (the attacking Active)
KO_NOSTACK = 32  #: "the effect of … doesn't stack": only the first working power of this card's name answers a Knock Out
KO_ONCE = 64  #: once a turn for all the powers of this card's name ("you can't use more than 1 … each turn"; the slot's S_PWR_TURN)
KO_TC = 128
NAMED_IN_PLAY = 4  #: s29-k1: SKIP_UNLESS_NAMED's a flag: a Pokémon in play (the Active too), not only a Benched one
PASSIVE_ON_DAMAGED = 460  #: s30-k6: after an attack of the opponent's damaged a Pokémon (even a Knock Out: it is still in play) and the OD_* bits of c % OD_TC hold (tool_cond_nb's c // OD_TC on the damaged Pokémon), the rows after the header run (this power's owner acting with this Pokémon; the opponent's Active is the Attacking Pokémon), when the attack is over and before Knock Outs are handled
# PASSIVE_ON_DAMAGED's c and TOOL_ON_DAMAGED's b // TOOL_ON_KO_ROWS (s30-k6): OD_* bits (+ OD_TC * (c1 + TC_SHIFT * c2) for the power)
OD_KO = 1  #: only when the damage leaves it Knocked Out ("is Knocked Out by damage from an attack")
OD_ACTIVE = 2  #: only damage done to it in the Active Spot (the Defending Pokémon)
OD_OWN = 4  #: scope: any of this power's owner's Pokémon (else only this Pokémon)
OD_DISCARD_TOOL = 8  #: (TOOL_ON_DAMAGED only) then the Tool is discarded
OD_TC = 128
# KO_TAKE_ENERGY (s29-k1): b destinations, c flag
KT_TO_SELF = 0
KT_TO_BENCH = 1
KT_TO_HAND = 2
KT_BASIC_ONLY = 32
PASSIVE_EVOLVE_EARLY = 400  #: this Pokémon can evolve during its owner's first turn and during the turn it was put into play (c = EE_FIRST_TURN_ONLY: only the first turn), while the requirement rows after the header hold (the Pokémon acting)  # s29-k2
PASSIVE_FIRST_TURN_ATTACK = 401  #: if its owner went first, this Pokémon (their Active) can attack during their first turn  # s29-k2
EE_FIRST_TURN_ONLY = 1  # s29-k2
PASSIVE_POWER_LOCK = 410  #: s29-k3: the powers LK_* in c names don't work (see LK_*): Cursed Land, Lazy, Initialization, ...; a lock never stops its own Pokémon's power, and it stops working itself when another lock covers it (read from the headers: one level)
PASSIVE_NO_PLAY = 411  #: s29-k3: the opponent can't play cards of the kinds c % NP_WHERE (NP_* bits) from their hand; c // NP_WHERE: 0 while this Pokémon is in play, 1 while it is Active, 2 while its owner has fewer Pokémon in play than the opponent, 3 while a Stadium with Holon in its name is in play
PASSIVE_USE_ATTACKS = 490  #: (s30-k9) this Pokémon may use the attacks printed on every other Pokémon in play, both players' (Versatile-like; attack index layout.J_IN_PLAY_ATK + (0 own / 1 opponent's * NSLOT + slot) * MAXATK + attack; their Energy costs still apply)
PASSIVE_USE_ATTACKS_NAMED = 491  #: (s30-k9) as PASSIVE_USE_ATTACKS, only the attacks of its owner's other Pokémon whose names the header's c lists ("A|B|…": tables.py sets cardtable.CF_POWER_NAMED on them) or that have its own name (Fellowship-like)
PASSIVE_COLORLESS_AS_TYPE = 481  #: (s30-k8) Energy attached to its owner's Pokémon of type c that provides Colorless provides type c instead (Chlorophyll-like: "Energy cards that provide only Colorless Energy"), for attack costs
PASSIVE_ENERGY_BOOST = 482  #: (s30-k8) each Energy card named b (a row gives the name) attached to its owner's Pokémon whose names the header's c lists (cardtable.CF_POWER_NAMED) provides 2 Energy of every type and nothing else (Reactive Booster-like)
DT_REQ = 4096  #: (s31-k15) PASSIVE_DUAL_TYPE's c: two types and a REQ_COUNT condition
DT_MASK = 8192  #: (s31-k15) PASSIVE_DUAL_TYPE's c = DT_REQ + DT_MASK + a mask (bit t: type t): of every type of the mask while the REQ_COUNT row holds (predicates.dual_type_mask_nb)
PASSIVE_DEEP_SLEEP = 500  #: (s31-k15) while this Pokémon is Active, each player flips 2 coins for an Asleep Active at the Checkup: it wakes only if both are heads
PASSIVE_BEDHEAD = 501  #: (s31-k15) while this Pokémon (the Active) is still Asleep after the Checkup's Sleep flip, c damage (HP units) is put on the opponent's Active
PASSIVE_DARK_EYES = 502  #: (s31-k15) after a Pokémon of this power's owner's opponent uses an activated power, c damage (HP units) is put on that Pokémon (each such power in play)
PASSIVE_NO_ATTACK_SAME_NAME = 503  #: (s31-k15) while this Pokémon is Active, the opponent's Active of its name can't attack
PASSIVE_ATTACH_HEAL = 504  #: (s31-k15) when its owner attaches an Energy card of kind c (a count_code(CNT_SELF_ENERGY_KIND, kind): "code@React Energy") from the hand to this Pokémon, all its damage is healed
PASSIVE_SPECIAL_ATTACH_COUNTERS = 505  #: (s31-k15) when the opponent attaches a Special Energy card from the hand to one of their Pokémon, c damage (HP units) on that Pokémon; once a turn for all such powers (the slot field S_PWR_TURN marks the one used)
PASSIVE_BT_HEAL_KIND = 506  #: (s31-k15) while its REQ_COUNT row (CNT_SELF_ENERGY_KIND) holds, at every Checkup c damage is healed from each of its owner's Pokémon that is no Pokémon-ex and has an Energy card of that kind attached; once per player for all such powers
PASSIVE_IGNORE_OWN_EFFECT = 507  #: (s31-k15) while the REQ_COUNT row after the header holds (none: always), the SELF_DAMAGE rows of this Pokémon's own attacks in the mask c (bit j: attack j) do nothing (Delta Guard-like: "ignore the effect of <attack>", an attack whose only effect is counters on itself)
PASSIVE_BURN_MORE = 520  #: (s31-k16) while Active, each Burned Pokémon (both players') takes c more damage at the Checkup's Burn (the largest such c; Fiery Aura-like "4 counters instead of 2")
PASSIVE_PARITY_SHIELD = 521  #: (s31-k16) an attack's damage to this Pokémon (after every other effect) is prevented when it is an odd (c = 1) or an even (c = 2) multiple of 10 (Magic Odds / Evens-like)
TOOL_NO_RESISTANCE = 522  #: (s31-k16; PASSIVE_MODS rows) the holder has no Resistance (damage.weakness_resistance_slot_nb)
PASSIVE_OPP_PLAY_COUNTERS = 523  #: (s31-k16) when the opponent does OPC trigger (c // 1000 % 10) to one of their Pokémon, c % 1000 damage (counters) go on that Pokémon: the largest such body in play counts, once per action; c // 10000 % 10 = 1: once each turn for all such bodies of the player; c // 100000: (OPC_RETREAT) only if that Pokémon had at least this remaining HP
OPC_ATTACH = 1  #: (s31-k16) PASSIVE_OPP_PLAY_COUNTERS: attaches an Energy card from the hand to it (the turn's attachment action)
OPC_EVOLVE = 2  #: (s31-k16) evolves it with an Evolution card from the hand (the evolve action)
OPC_RETREAT = 3  #: (s31-k16) it retreats from the Active Spot (the counters go on it on the Bench)
PASSIVE_NAMED_NO_ATTACK = 524  #: (s31-k16) while this Pokémon is Active, each player's Active Pokémon that carries the card tag whose cflags bit is the header's b (cardtags.tag_bit("name:A|B"): the names it lists) can't attack (predicates.attack_locked_nb)
PASSIVE_TOOL_PURGE = 525  #: (s31-k16) while this Pokémon is in play: c = 1 the opponent can't play Pokémon Tool cards (Technical Machines are not) and theirs attached are discarded; c = 2 no player can play Technical Machine cards and every one attached is discarded (predicates.tool_purged_nb: the play lock, and knockout.energy_upkeep_nb after every action)
# 527: (s31-k16's PASSIVE_NO_SPECIAL_TO_ACTIVE, dropped at the merge: k15's NP_SPECIAL_TO_ACTIVE reads that wording)
PASSIVE_ATTACK_SHIELD_ALL = 528  #: (s31-k16) while the TC_* condition c % TC_SHIFT holds for this Pokémon, all damage done to it by attacks is prevented: c // TC_SHIFT = 1 its owner's attacks (their own Pokémon's damage to it, a recoil too), 2 the opponent's, 3 both
PASSIVE_EX_DAMAGE_MINUS = 529  #: (s31-k16) while this Pokémon is Active, the damage the opponent's Pokémon-ex's attacks do to its owner's Pokémon is c less (before Weakness and Resistance)
PASSIVE_REDUCE_FROM_KIND = 530  #: (s31-k16) the damage of an opponent's attack to this Pokémon is reduced by c % 1000 (after Weakness and Resistance) when the attacking Pokémon is of holder kind (c // 1000) % TC_SHIFT (predicates.holder_kind_nb's TC_* codes), or, c // (1000 * TC_SHIFT) = 1, when it is not
# PASSIVE_POWER_LOCK's c (s29-k3): c1 + TC_SHIFT * c2 (each a TC_* on the locked Pokémon, or with LK_FLAG1 / LK_FLAG2
# the number of a cardtable.CF_* bit of its card; 0: none) + LK_NEG1 / LK_NEG2 (that condition negated) + LK_BOTH
# (both players' Pokémon; else the opponent's) + LK_KIND * (0 every power, 1 activated powers, 2 passive powers)
# + LK_WHERE * (0 the locking Pokémon anywhere in play, 1 in the Active Spot, 2 on the Bench) + LK_ATTACKS
LK_NEG1 = 1 << 14  # s29-k3
LK_NEG2 = 1 << 15  # s29-k3
LK_FLAG1 = 1 << 16  # s29-k3
LK_FLAG2 = 1 << 17  # s29-k3
LK_BOTH = 1 << 18  # s29-k3
LK_KIND = 1 << 19  # s29-k3
LK_WHERE = 1 << 21  # s29-k3
LK_ATTACKS = 1 << 23  #: s29-k3: the locked Pokémon can't attack either (Intimidating Ring-like: "can't attack or use any Poké-Powers")
# PASSIVE_NO_PLAY's kinds and OPP_NO_TRAINERS_NEXT's a = NT_MASK + kinds (s29-k3)
NP_ITEM = 1  # s29-k3
NP_TOOL = 2  # s29-k3
NP_STADIUM = 4  # s29-k3
NP_SUPPORTER = 8  # s29-k3
NP_SPECIAL_ENERGY = 16  # s29-k3
NP_EVOLVE = 32  #: s29-k3: a Pokémon card played from the hand to evolve a Pokémon
NP_EVOLVE_ACTIVE = 64  #: s29-k3: ... to evolve the Active Pokémon
NP_WHERE = 256  # s29-k3
NT_MASK = 64  #: s29-k3: OPP_NO_TRAINERS_NEXT a >= NT_MASK: the kinds a - NT_MASK (NP_* bits) only
NP_ASLEEP_ATTACH = 128  #: (s31-k15) an Energy card (basic ones too) attached from the hand to an Asleep Pokémon (Binding Aura-like)
NP_MORE = NP_WHERE * 4  #: (s31-k15) PASSIVE_NO_PLAY's c: more kinds bits above the where field ((c // NP_WHERE) % 4)
NP_SPECIAL_TO_ACTIVE = NP_MORE  #: (s31-k15) a Special Energy card attached from the hand to the Active Pokémon, save one that provides only Darkness or only Metal (Cursed Glare-like)
# PASSIVE_BETWEEN_TURNS modes (c // 1000)
BT_ACTIVES = 1  #: each Active Pokémon (both players')
BT_HEAL_NON_EX = 2  #: heal each Pokémon in play (both players') that is not a Pokémon-ex
BT_OPP_BODIES = 3  #: each of the opponent's Pokémon that has a Poké-Body (cardtable.CF_HAS_BODY)
BT_POISONED = 4  #: each Pokémon (an Active) that is Poisoned after the Poison counters
BT_OPP_BENCH_BASIC = 5  #: each of the opponent's Benched Basic Pokémon
BT_OPP_EX = 6  #: (s31-k15) each of the opponent's Pokémon-ex (cardtable.CF_EX)
BT_ACTIVES_NOT_WATER = 7  #: (s31-k15) each Active Pokémon (both players') that is not a Water Pokémon
BT_HEAL_OWN = 9  #: (s31-k16) heal each of the power's owner's Pokémon
BT_OPP_ACTIVE = 10  #: (s31-k16) the opponent's Active Pokémon (the Defending Pokémon)
BT_ASLEEP = 11  #: (s31-k16) each Active Pokémon (both players') still Asleep after the Checkup's Sleep flip
# PASSIVE_KO_HIT_BACK's c: c % 1000 damage (HP units); (c // 1000) % 64 a mask (1 << condition) of Special
# Conditions given to the attacker; KO_ANY_OPP * 1000: the damage goes on 1 of the opponent's Pokémon (the player's pick)
KO_ANY_OPP = 64
# MOVE_ENERGY's c flags, above the type
ME_SPECIAL_TOO = 32  #: a Special Energy card that provides only that type moves too ("a Darkness Energy card")
ME_BENCH_TO_ACTIVE = 64  #: from 1 of your Benched Pokémon to your Active Pokémon
ME_ANY_BASIC = 31  #: (s31-k17) MOVE_ENERGY / REQ_MOVE_ENERGY type c % 32: a basic Energy card of any type (so c takes the flags: ME_ANY_BASIC + ME_BENCH_TO_ACTIVE); in the MOVE_FROM form, c % MOVE_FROM = ME_ANY_BASIC + 1
ME_SAME_PAIR = 2  #: MOVE_ENERGY's b: the moves after the first go from and to the same two Pokémon ("from 1 of your Pokémon to another")  # s29-k4
HEAL_UP_TO = 8  #: HEAL_ANY_OWN's b = HEAL_UP_TO + n: each of up to n of your Pokémon  # s29-k4
# PASSIVE_NO_CONDITIONS' c: 0 Asleep, Confused, Paralyzed, Poisoned; 1 and Burned; 2 or more: the mask of the conditions (1 << condition) it can't have

# PASSIVE_MODS rows: TOOL code, amount, c = c1 + TC_SHIFT * c2 (TC_* on the Pokémon the row applies to, the
# "other" being its opponent's Active) + MOD_SCOPE * scope + MOD_SRC * (a TC_* on the Pokémon with the power) + MOD_NOSTACK
MOD_SCOPE = 1 << 14  #: TC_SHIFT ** 2 (two packed TC_* codes below it)
MOD_SRC = 1 << 16  #: MOD_SCOPE * 4 (scope 0-3 below it)
MOD_NOSTACK = 1 << 23  #: MOD_SRC * TC_SHIFT  #: "the effect of … doesn't stack": the largest such amount counts once (per code), not their sum
# (s29-k2) cost rows of a PASSIVE_MODS power (TOOL_COST_LESS, TOOL_COST_IGNORE) read more of c, above
# MOD_NOSTACK: c // MOD_COUNT = mask + MC_ATK * times; mask: the attacks of the Pokémon's own card the
# row applies to (bit j: attack j; 0 every attack); times = 1: the amount times the board count of the
# REQ_COUNT row just before the row (the power's owner acting with its Pokémon; its b = 0 always holds).
# The REQ_* rows of the power before a cost row must hold for it to apply (its Pokémon acting).
MOD_COUNT = 1 << 24  # s29-k2
MC_ATK = 16  # s29-k2
RD_FROM = 1000  #: (s30-k6) REDUCE_DAMAGE_NEXT's a = amount + RD_FROM * from: from which attackers (0 any, 4 an Evolved Pokémon: PREVENT_DAMAGE_NEXT's codes; slot field S_REDUCE_FROM)
MC_AT_LEAST = 2  #: (s30-k6) c // MOD_COUNT // MC_ATK of an HP or damage row of a PASSIVE_MODS power: the row applies only while the count of the REQ_COUNT row just before it is at least that row's b (1: the amount times that count; mod_count_nb reads CNT_OPP_PRIZES_TAKEN, CNT_SELF_DAMAGE, CNT_SELF_ENERGY of a type, CNT_OWN_KIND_IN_PLAY)
MS_SELF = 0  #: the Pokémon with the power
MS_OWN = 1  #: each of its owner's Pokémon
MS_OPP = 2  #: each of the opponent's Pokémon
MS_OWN_OTHER_NAME = 3  #: each of its owner's Pokémon not of its name ("except any <this card's name>")
# PASSIVE_SHIELD bits (c // SH_DAMAGE)
SH_DAMAGE = 1 << 14  #: TC_SHIFT ** 2
SH_PREVENT_DAMAGE = 1
SH_PREVENT_EFFECTS = 2
SH_FROM_TERA = 4  #: only an attacking Tera Pokémon's
SH_OWN_SCOPE = 8  #: (s29-k5) the shield covers each of its owner's Pokémon in play (itself too) for which both conditions hold, not only itself
SH_NO_BURN = 16  #: (s30-k6) and this Pokémon can't be Burned (condition_immune_nb; whatever the conditions)
SH_SAME_NAME = 32  #: (s30-k8) with SH_OWN_SCOPE: only its owner's Pokémon of the shield's Pokémon's name ("any of your <this card's name> in play"); a shield power's REQ_* rows after its header: conditions on the shield's Pokémon ("as long as it has any React Energy cards attached")
SH_OWN_ATTACKS = 64  #: (s31-k15) its damage part covers its owner's own attacks' damage too ("both yours and your opponent's": damage.bench_hit_nb)
# PASSIVE_ENDURE modes (c // 1000)
ENDURE_FULL_HP = 0
ENDURE_FLIP = 1
ENDURE_FLIP_OPP = 2

# TOOL codes (a): what a Pokémon Tool does while attached (its holder is "this Pokémon")
TOOL_HP = 1  #: the holder gets +b HP
TOOL_DMG_PLUS = 2  #: the holder's attacks do b more damage to the opponent's Active Pokémon (before Weakness and Resistance)
TOOL_REDUCE = 3  #: damage done to the holder by attacks of the opponent's Pokémon is reduced by b (after Weakness and Resistance)
TOOL_RETREAT_LESS = 4  #: the holder's Retreat Cost is b Colorless less (TOOL_NO_RETREAT or more: it has none)
TOOL_NO_WEAKNESS = 5  #: the holder has no Weakness
TOOL_DISCARD = 6  #: the card is discarded when b (TD_*) happens
TOOL_COST_LESS = 7  #: the holder's attacks cost b Colorless less
TOOL_WEAKNESS_TO = 21  #: (PASSIVE_MODS rows only, with MOD_NOSTACK) the holder's Weakness is now type b - 1, applied as ×2
TOOL_ENERGY_SAVE = 8  #: when its owner's Active is Knocked Out by damage from an attack, b basic Energy cards move from it to the holder
TOOL_BETWEEN_CURE = 17  #: at the Checkup between turns, if the holder has any Special Condition, all are removed, then the card is discarded
TOOL_DMG_PLUS_AFTER = 19  #: the holder's attacks do b more damage to the opponent's Active Pokémon after Weakness and Resistance (when they do any)
TOOL_BETWEEN_HEAL = 18  #: at the Checkup between turns, if the holder has at least b damage, b damage is removed, then the card is discarded
TOOL_ON_KO = 30  #: s29-k1: a section: when the holder is Knocked Out and the KO_* bits b // TOOL_ON_KO_ROWS (KO_BY_ATTACK, KO_ACTIVE) and the TC_* conditions c hold, the b % TOOL_ON_KO_ROWS rows after this one run (its owner acting with the holder, before it leaves play and its prizes are counted)
TOOL_ON_KO_ROWS = 16
TOOL_ON_DAMAGED = 460  #: s30-k6: a section: after an attack of the opponent's damaged the holder (even a Knock Out) and the OD_* bits b // TOOL_ON_KO_ROWS and the TC_* conditions c hold, the b % TOOL_ON_KO_ROWS rows after this one run (its owner acting with the holder; the opponent's Active is the Attacking Pokémon), when the attack is over and before Knock Outs are handled
TOOL_NO_RETREAT = 99  #: TOOL_RETREAT_LESS amount: no Retreat Cost
TOOL_COST_IGNORE = 35  #: (PASSIVE_MODS rows) ignore Energy in the costs of the holder's attacks: b = 1 the Colorless Energy, 2 all Energy (the largest such row counts)  # s29-k2
TOOL_COST_ANY_LESS = 36  #: the holder's attacks cost b Energy less, each of any type ("the Energy can be of any type")  # s29-k2
# TOOL_DISCARD moments (b)
TD_AFTER_ATTACK = 1  #: at the end of the turn in which the holder attacks
TD_AFTER_REDUCE = 2  #: when its TOOL_REDUCE row reduced an attack's damage (a Berry)
TD_ON_RETREAT = 3  #: when the holder retreats
TD_OPP_TURN_AFTER = 4  #: at the end of the opponent's turn after the card was played
TD_END_TURN = 9  #: at the end of its owner's turn (a Technical Machine)
TD_AFTER_SAVE = 66  #: (s31-k20) when its TOOL_ENERGY_SAVE row moved an Energy card to the holder (EXP.ALL-like: "if you do, discard this card"; knockout.energy_save_nb)
TD_BETWEEN_EVOLVE = 67  #: (s31-k20) at the Checkup between turns, when the holder is its owner's Active: a card from the deck that evolves from it goes onto it (evolve_from_deck_nb), then the card is discarded (Team Aqua / Magma Belt-like; checkup.checkup_nb)
TD_AFTER_PLUS = 50  #: (s29-k5) at the end of the turn in which its TOOL_DMG_PLUS_AFTER row made an attack of the holder's do more damage to the Active (the attack did damage)
TOOL_ATTACH_ONLY = 9  #: the card can be attached only to a Pokémon for which c holds (amount unused)
TOOL_END_HEAL = 1010  #: (s30-k10) at the end of its owner's turn, b damage is healed from the holder when c holds (Leftovers-like: TC_ACTIVE)
TOOL_NO_CONDITIONS = 1012  #: (s30-k10) the holder, while c holds, recovers from and can't be affected by any Special Condition (Ancient Booster Energy Capsule-like)
TOOL_ACTIVES_RETREAT_MORE = 1013  #: (s30-k10) while c holds (TC_ACTIVE), the Retreat Cost of both Active Pokémon is b Colorless more (Gravity Gemstone-like)
ST_BENCH_CAGE = 1014  #: (s30-k10; STADIUM rows, amount 1) no damage counters are placed on Benched Pokémon (both players') by effects of attacks and Abilities of the opponent's Pokémon (PUT_COUNTERS outside a Trainer's program; attack damage still is)
TOOL_END_ATTACH = 1011  #: (s30-k10) at the end of its owner's turn, when c holds, its owner may attach up to b basic Energy cards from their discard pile to the holder (Powerglass-like)
TOOL_REDUCE_BEFORE = 1015  #: (s31-k15; PASSIVE_MODS rows) damage done to the holder by the opponent's attacks is reduced by b before Weakness and Resistance (damage.attack_damage_nb; on the Bench, where no Weakness applies, bench_hit_nb)
TOOL_DISCARD_UNLESS = 51  #: (s29-k5) the card is discarded as soon as c no longer holds for its holder (checked after every action, as EN_DISCARD_UNLESS; amount unused)
# Tool conditions (c; 0 = always): the holder, its owner, or "the other" (the opponent's Active:
# the Defending Pokémon of a TOOL_DMG_PLUS, the attacking Pokémon of a TOOL_REDUCE)
TC_NONE = 0
TC_BASIC = 1  #: the holder is a Basic Pokémon
TC_STAGE1 = 2  #: the holder is a Stage 1 Pokémon
TC_STAGE2 = 3  #: the holder is a Stage 2 Pokémon
TC_NO_RULE_BOX = 4  #: the holder has no Rule Box (its Knock Out gives 1 prize)
TC_POISONED = 5  #: the holder is Poisoned
TC_PRIZES_BEHIND = 6  #: its owner has more prize cards remaining than the opponent
TC_OTHER_EX = 7  #: the other Pokémon is a Pokémon ex (its Knock Out gives 2 or more prizes)
TC_OTHER_ABILITY = 8  #: the other Pokémon has an Ability (a printed power)
TC_HP_30 = 9  #: the holder's remaining HP is 30 or less
TC_TYPE = 16  #: TC_TYPE + type: the holder is a Pokémon of that type
TC_OTHER_TYPE = 32  #: TC_OTHER_TYPE + type: the other Pokémon is of that type
TC_SHIFT = 128  #: c = c1 + TC_SHIFT * c2 (every TC_* code is below it)
assert MOD_SCOPE == SH_DAMAGE == TC_SHIFT ** 2 and MOD_SRC == 4 * MOD_SCOPE and MOD_NOSTACK == MOD_SRC * TC_SHIFT
# more holder conditions (Special Energy; Tools may use them too)
TC_EVOLVED = 10  #: the holder is an Evolved (Evolution) Pokémon
TC_NOT_EX = 11  #: the holder is not a Pokémon-ex / Pokémon ex (cardtable.CF_EX)
TC_NO_OTHER_SPECIAL = 12  #: (ENERGY rows only) no other Special Energy card is attached to the holder
TC_DARK = 13  #: the holder is a Darkness Pokémon or has "Dark" in its name
TC_DARK_OR_ROCKETS = 14  #: the holder has "Dark" or "Rocket's" in its name
TC_AQUA = 27  #: the holder has "Team Aqua" in its name
TC_MAGMA = 28  #: the holder has "Team Magma" in its name
TC_TEAM_ROCKET = 29  #: the holder is a Team Rocket's Pokémon
TC_DELTA = 30  #: the holder has δ on its card (δ Delta Species)
TC_EVOLVED_NO_RULE_BOX = 31  #: the holder is an Evolution Pokémon without a Rule Box
TC_BENCHED = 43  #: the holder is on the Bench
TC_ACTIVE = 44  #: the holder is the Active Pokémon
# conditions of powers' modifier rows (PASSIVE_MODS, PASSIVE_SHIELD); "the holder" is the Pokémon the row applies to
TC_FUTURE = 15  #: the holder is a Future Pokémon (cardtable.CF_FUTURE)
TC_NO_ENERGY = 45  #: no Energy card is attached to the holder
TC_ANY_ENERGY = 46  #: an Energy card is attached to the holder
TC_ANY_SPECIAL = 47  #: a Special Energy card is attached to the holder
TC_FULL_HP = 48  #: the holder has no damage counters
TC_OTHER_BASIC = 49  #: the other Pokémon is a Basic Pokémon
TC_OTHER_EVOLVED = 50  #: the other Pokémon is an Evolution (Stage 1 or 2) Pokémon
TC_OTHER_DELTA = 51  #: the other Pokémon has δ on its card
TC_ENERGY_OF = 52  #: TC_ENERGY_OF + type: the holder has Energy of that type attached (not in a TOOL_HP row)
TC_OPP_EX_IN_PLAY = 63  #: the holder's opponent has a Pokémon-ex / ex in play
TC_HAS_ENERGY = TC_ANY_ENERGY  #: (the Stadium recogniser's name for it)
TC_NOT_AQUA = 117  #: the holder does not have "Team Aqua" in its name
TC_NOT_MAGMA = 118  #: the holder does not have "Team Magma" in its name
TC_EX_HP100 = 119  #: the holder is a Pokémon-ex with a printed HP of 100 or more
TC_OWNER = 120  #: TC_OWNER + i: the holder is a Pokémon of owner cardtable.OWNER_NAMES[i] (Iono's, Ethan's, ...; cardtable.CF_OWNER0 << i)
TC_NOT_TYPE = 64  #: TC_NOT_TYPE + type: the holder is not a Pokémon of that type ("non-Fighting")

# STADIUM codes (a) beside the TOOL_* codes a Stadium shares (HP, DMG_PLUS, REDUCE, RETREAT_LESS,
# NO_WEAKNESS): its holder is each Pokémon in play
ST_ACTION = 20  #: "once during each player's turn, that player may": the b rows after this one
ST_NO_POWERS = 21  #: the holder's powers don't work: b = 1 its Poké-Powers (activated powers), 2 every power
ST_NO_TOOLS = 22  #: Pokémon Tools attached to any Pokémon have no effect
ST_NO_RESISTANCE = 23  #: damage done by the holder's attacks is not affected by Resistance
ST_POISON_MORE = 24  #: the holder, Poisoned, takes b more damage at each Checkup
ST_BETWEEN_COUNTERS = 26  #: at the Checkup between turns, b damage (counters) on the holder
ST_BENCH_COUNTERS = 27  #: when a player puts the holder onto the Bench from the hand, b damage (counters) on it
ST_STACK_ATTACKS = 50  #: (s29-k5) b = 1: the holder (attacking from the Active Spot) may use the attacks of the Basic and Stage 1 cards below it in its stack (attack index 2 * MAXATK + position * MAXATK + attack)
ST_CARD_ATTACKS = 490  #: (s30-k9) b = 1: the holder (for which c holds) may use the attacks printed on this Stadium card (Holon Lake-like; attack index layout.J_STADIUM_ATK + attack; their Energy costs apply)
ST_BURN_MORE = 491  #: (s30-k9) b more damage on each Burned Pokémon (for which c holds) at the Checkup between turns
ST_BURN_STAYS = 492  #: (s30-k9) b = 1: evolving or devolving a Burned Pokémon (for which c holds) does not remove Burned
ST_BENCH_MAX = 493  #: (s30-k9) each player can't have more than b Benched Pokémon (layout.PL_BENCH_CAP while it is in play); when it comes into play each player discards Benched Pokémon (and their cards) down to b, its player first
ST_EVOLVE_FRESH = 25  #: the holder may evolve during the turn it came into play (or evolved), into a card of type b - 1
ST_SPECIAL_ONE = 483  #: (s30-k8) each Special Energy card that provides 2 or more Energy provides only 1 Colorless Energy (whatever powers say: Crystal Beach-like; b = 1)
# (EN_NO_STATUS, 18: the holder recovers from and can't be Asleep, Confused or Paralyzed;
# a Stadium's amount 2: nor Poisoned or Burned, "any Special Condition")
TC_ANCIENT = 75  #: the holder is an Ancient Pokémon
TC_NS = 85  #: the holder is an N's Pokémon (cardtable.CF_NS)
TC_MARNIES = 87  #: the holder is a Marnie's Pokémon (cardtable.CF_MARNIES)
TC_NO_OWNER = 86  #: the holder has no owner in its name (N's, Marnie's, Team Aqua's, Team Magma's, Rocket's: cardtable.CF_* name tags)
TC_POWER_NAMED = 93  #: the holder's name is one a Pokémon's modifier power of its deck lists (tables.py sets cardtable.CF_POWER_NAMED from the header's c)
TC_OTHER_V = 76  #: the other Pokémon is a Pokémon V (VMAX, VSTAR)
TC_SAME_NAME_OTHER = 77  #: (power modifier sources) another of the holder's owner's Pokémon in play has the holder's name
TC_BASIC_FIRE_CARD = 78  #: (s30-k8) a basic Fire Energy card is attached to the holder (the Holon Energy cards' "also has a basic <type> Energy card attached")
TC_BASIC_FIGHTING_CARD = 79  #: (s30-k8) a basic Fighting Energy card is attached to the holder
TC_BASIC_WATER_CARD = 80  #: (s30-k8) a basic Water Energy card is attached to the holder
TC_BASIC_PSYCHIC_CARD = 81  #: (s30-k8) a basic Psychic Energy card is attached to the holder
TC_HP_40 = 101  #: the holder's remaining HP (its printed HP less its damage) is 40 or less
TC_HP_90 = 82  #: (s31: was 38, which is TC_OTHER_TYPE + Darkness: Colbur Berry-like rows misread) the holder's remaining HP (its HP less its damage) is 90 or less  # s29-k4
TC_ANY_BASIC_ENERGY = 102  #: a basic Energy card is attached to the holder
TC_NO_DARK_OWNER = 53  #: (s29-k5; Tool rows only: 53 is TC_ENERGY_OF + 1 in a power's row) the holder has neither "Dark" nor an owner in its name (cardtable.CF_NAME_DARK, CF_OWNERS)
TC_TERA = 110  #: the holder is a Tera Pokémon (cardtable.CF_TERA)  # s29-k2 (the reserved 22-26 are TC_TYPE + Darkness..Colorless)
TC_RETREAT_4 = 113  #: (s30-k6; Tool conditions, predicates.tool_cond_nb) the holder's printed Retreat Cost is exactly 4
TC_CONFUSED = 114  #: (s30-k6; powers' conditions) the holder is Confused (the Active Pokémon)
TC_OTHER_ANY_SPECIAL = 115  #: (s30-k6; powers' conditions, predicates.mod_cond_nb) the other Pokémon has a Special Energy card attached
TC_SAME_ENERGY_AS_OTHER = 116  #: (s30-k6; powers' conditions) the holder and the other Pokémon have the same amount of Energy attached (units provided)
TC_HP_60 = 88  #: (s31-k15; powers' conditions, predicates.mod_cond_nb) the holder's remaining HP (its printed HP less its damage) is 60 or less
TC_EX = 89  #: (s31-k15; powers' conditions; s31-k17: tool_cond_nb too, an ATTACH_ENERGY_ANY receiver filter, "your Stage 2 Pokémon-ex") the holder is a Pokémon-ex (cardtable.CF_EX)
TC_OTHER_EVOLVED_OR_EX = 90  #: (s31-k16; powers' conditions) the other Pokémon is an Evolved Pokémon or a Pokémon-ex
TC_OTHER_NAME_DARK = 91  #: (s31-k16; powers' conditions) the other Pokémon has "Dark" in its name (cardtable.CF_NAME_DARK)
TC_OTHER_DARK_NAME = TC_OTHER_NAME_DARK  #: (s31-k15's name for it; one code since the merge)
TC_OTHER_STAGE2 = 104  #: (s31-k16; powers' conditions) the other Pokémon is a Stage 2 Pokémon
TC_BASIC_GRASS_CARD = 99  #: (s31-k20) a basic Grass Energy card is attached to the holder (Holon Energy GL)
TC_BASIC_LIGHTNING_CARD = 100  #: (s31-k20) a basic Lightning Energy card is attached to the holder (Holon Energy GL)
TC_HAS_POKE_POWER = 108  #: (s31-k20) the holder's card prints a Poké-Power (cardtable.CF_HAS_POWER without CF_HAS_BODY: the EX era's one power a card)

# ENERGY codes (a) beside the TOOL_* codes a Special Energy shares (HP, DMG_PLUS, REDUCE, RETREAT_LESS,
# NO_WEAKNESS): its holder is "the Pokémon this card is attached to"
EN_ATTACH_ONLY = 10  #: the card can be attached only to a Pokémon for which c holds
EN_DISCARD_UNLESS = 11  #: the card is discarded as soon as c no longer holds (checked after every action)
EN_DISCARD_END_TURN = 12  #: the card is discarded at the end of its owner's turn
EN_CANT_RETREAT = 13  #: the holder can't retreat
EN_DMG_MINUS = 14  #: damage the holder's attacks do to the opponent's Pokémon is reduced by b (before Weakness and Resistance)
EN_DMG_MINUS_AFTER = 15  #: the same, after Weakness and Resistance
EN_HIT_BACK = 17  #: when an attack of the opponent's damages the holder in the Active Spot (even a Knock Out), b damage counters (HP units) go on the attacking Pokémon
EN_NO_ATTACK_EFFECTS = 19  #: effects of attacks of the opponent's Pokémon done to the holder are prevented (damage is not an effect)
EN_NO_STATUS = 18  #: the holder recovers from, and can't be, Asleep, Confused or Paralyzed
EN_ON_ATTACH = 16  #: when the card is attached from the hand and c holds, the b rows after this one run (the holder acting)
EN_PROVIDE = 2048  #: EN_PROVIDE + mask: provides b units, each of any one type of the mask (first such row that holds)
EN_EVERY_TYPE = 2047  #: the mask of every type
ST_NO_POWERS_HP_BELOW = 1031  #: (s31-k20; STADIUM rows) a Pokémon in play whose printed HP is less than b can't use Poké-Powers (Mt. Moon-like; the printed HP: predicates.stadium_stops_power_nb reads no HP modifier)
TOOL_TYPE_IS = 1032  #: (s31-k20; TOOL rows, no conditions) the holder's type is b - 1 and only that (Crystal Shard-like: Colorless; predicates.tool_type_nb, read by slot_type_nb, holder_is_type_nb, dual_type_nb).  (s31-k20) A TOOL row may also carry ST_STACK_ATTACKS 1: the holder may use the attacks of the Basic and Stage 1 cards below it (Memory Berry-like; predicates.atk_ref_nb)
TNP_ALL = 4  #: (s31-k20) a TOOL row's ST_NO_POWERS amount: b % TNP_ALL = 1 Poké-Powers, 2 every power, 3 Poké-Bodies; + TNP_ALL: every Pokémon in play (both players') while c holds on the holder, else the holder only (predicates.tool_stops_power_nb).  A STADIUM row's ST_NO_POWERS amount 3: Poké-Bodies only; its c may hold a third condition (TC_SHIFT ** 2)
EN_NO_POWER_EFFECTS = 1030  #: (s31-k20) effects (not damage) of the opponent's Pokémon's Poké-Powers done to the holder are prevented (the holder in the Active Spot is marked protected from effects for the turn a Poké-Power of the opponent's is used; a Benched one is covered by predicates.shield_nb with its EN_NO_ATTACK_EFFECTS row)
# (s31-k20) an ENERGY row's c may hold a third TC_* condition: c1 + TC_SHIFT * c2 + TC_SHIFT ** 2 * c3
# (predicates.energy_row_holds_nb); TOOL_NO_CONDITIONS as an ENERGY row: the holder recovers from and
# can't be affected by any Special Condition (Holon Energy GL)

# MOVE_DAMAGE modes (c)
MD_ANY_NO_KO = 0  #: from one Pokémon to another, never Knocking Out the receiver (Damage Swap)
MD_TO_SELF_NO_KO = 1  #: from one of your Pokémon to the acting Pokémon, never Knocking it Out
MD_ANY_KO_OK = 2  #: from one Pokémon to another, even if that Knocks it Out (Curse)
MD_OWN_TO_OPP = 3  #: up to a counters from 1 of your Pokémon to 1 of the opponent's (Knocking it Out is fine)
MD_EITHER = 4  #: (s29-k5) 1 counter from any Pokémon in play (either player's) to another, either player's (Knocking it Out is fine); b unused
MD_PAIR_KO_OK = 7  #: (s31-k17) up to a counters at once from 1 of who=b's Pokémon to another of theirs (all a when it has them; Knocking it Out is fine): Cursed Eyes-like

#: opcodes that only adjust D or flip before damage (used to place an implicit DAMAGE)
PRE_DAMAGE = {o.name for o in OPCODE_TABLE
              if o.role == "modifier" or (o.role == "flow" and o.name not in ("NOP", "STOP", "COPY_DEF_ATTACK"))}
REQUIREMENTS = {o.name for o in OPCODE_TABLE if o.role == "requirement"}
#: opcodes with a card-name argument (row index of it): the card table turns it into a name id
NAME_ARGS = {"BENCH_AS_BASIC": 2, "ATTACH_ENERGY": 3, "ATTACH_ENERGY_ONE": 3, "DMG_ADD_PER_NAMED": 3, "SEARCH_DECK": 2, "EVOLVE_FROM_HAND": 1, "RECOVER": 2, "SKIP_UNLESS_NAMED": 3,
             "POWER_PASSIVE": 3, "REQ_NAMED_IN_PLAY": 1,
             # a board count whose argument is a card name: "<CNT code>@<name>" (named_count)
             "SKIP_UNLESS_COUNT": 1, "REQ_COUNT": 1, "FLIP_PER_COUNT": 1, "COUNT_TO_H": 1,  # (COUNT_TO_H: s31-k18)
             # a count whose argument is a kind: "a card named c" (cards of that name in a discard pile)
             "DMG_ADD_PER_COUNT": 3,
             # (s30-k6) PUT_COUNTERS' per-count c (BENCH_DEF): "code@name" is encoded 1 + the count
             "PUT_COUNTERS": 3,
             "DISCARD_ENERGY_CHOSEN": 3, "DISCARD_ENERGY": 3}  # s31-k18: "React Energy"
#: (s30-k8) a second argument that may be a card name (PASSIVE_ENERGY_BOOST's Energy card)
NAME_ARGS_MORE = {"POWER_PASSIVE": 2}
#: what encode_program adds to a name id, per opcode (SEARCH_DECK's, RECOVER's and DMG_ADD_PER_COUNT's kind: KIND_NAMED + id)
NAME_OFFSET = {"BENCH_AS_BASIC": KIND_NAMED, "ATTACH_ENERGY": ENERGY_KIND + KIND_NAMED, "ATTACH_ENERGY_ONE": ENERGY_KIND + KIND_NAMED, "SEARCH_DECK": KIND_NAMED, "RECOVER": KIND_NAMED, "DMG_ADD_PER_COUNT": KIND_NAMED,
               "DISCARD_ENERGY_CHOSEN": ENERGY_KIND + KIND_NAMED, "DISCARD_ENERGY": ENERGY_KIND + KIND_NAMED}  # s31-k18
NAME_ARGS["FORM_SWAP"] = 1  # s31-k17: FORM_SWAP's a may be a card tag (cardtags.tag_bit), resolved by tables.py
# s31-k17: MOVE_ENERGY's / REQ_MOVE_ENERGY's / MOVE_ENERGY_SELF's type c may name an Energy card ("React Energy": ENERGY_KIND + KIND_NAMED + id)
for _op in ("MOVE_ENERGY", "REQ_MOVE_ENERGY", "MOVE_ENERGY_SELF", "REQ_MOVE_ENERGY_SELF"):
    NAME_ARGS[_op] = 3
NAME_OFFSET.update({_op: ENERGY_KIND + KIND_NAMED for _op in ("MOVE_ENERGY", "REQ_MOVE_ENERGY", "MOVE_ENERGY_SELF", "REQ_MOVE_ENERGY_SELF")})  # s31-k17


def validate_program(rows: list[list[Any]]) -> None:
    """Raise ValueError for unknown opcodes or malformed rows."""
    for row in rows:
        if not row or row[0] not in OPCODES:
            raise ValueError(f"unknown opcode in effect row {row!r}")
        if len(row) > 1 + len(OPCODE_BY_NAME[row[0]].args):
            raise ValueError(f"effect row has more arguments than {row[0]} names "
                             f"({', '.join(OPCODE_BY_NAME[row[0]].args) or 'none'}): {row!r}")
        for i, arg in enumerate(row[1:], start=1):
            if isinstance(arg, str) and (NAME_ARGS.get(row[0]) == i or NAME_ARGS_MORE.get(row[0]) == i):
                continue
            if not isinstance(arg, int):
                raise ValueError(f"effect arguments must be ints: {row!r}")
        if row[0] == "SEARCH_DECK" and len(row) > 3 and isinstance(row[3], int) and row[3] % SD_FLAGS == TO_DECK_TOP \
                and not 0 < row[1] <= 2:
            raise ValueError(f"SEARCH_DECK puts at most 2 cards on top of the deck: {row!r}")
    for i, row in enumerate(rows):
        if row[0] != "CHOOSE_ONE":
            continue
        a = row[1] if len(row) > 1 else 0
        b = row[2] if len(row) > 2 else 0
        if not (isinstance(a, int) and isinstance(b, int) and a >= 2 and b >= 1 and i + a + b < len(rows)):
            raise ValueError(f"CHOOSE_ONE needs a first option of a >= 2 rows (its last a SKIP) and a second of b >= 1 rows: {row!r}")
        skip = rows[i + a]
        if skip[0] != "SKIP" or (skip[1] if len(skip) > 1 else 0) != b:
            raise ValueError(f"CHOOSE_ONE's first option must end with SKIP {b}: {row!r}")
        for r in rows[i + 1:i + 1 + a + b]:
            if OPCODE_BY_NAME[r[0]].role in ("requirement", "header") or r[0] in ("CHOOSE_ONE", "DAMAGE"):
                raise ValueError(f"CHOOSE_ONE's options hold no requirement, header, damage or nested choice: {r!r}")


def encode_program(rows: list[list[Any]], *, damaging: bool = False, name_id=None) -> list[tuple[int, int, int, int]]:
    """Opcode-name rows -> int rows ``(op, a, b, c)``.

    With ``damaging`` (an attack that prints damage), a ``DAMAGE`` row is
    inserted after the leading pre-damage rows if the program has none.
    ``name_id`` maps a card-name argument (:data:`NAME_ARGS`) to the kernel's name id
    (-1 when not given).
    """
    validate_program(rows)
    rows = [list(r) for r in rows]
    if damaging and not any(r[0] == "DAMAGE" for r in rows):
        rows.insert(_implicit_damage_position(rows), ["DAMAGE"])
    out = []
    for r in rows:
        r = [r[0]] + [_encode_name(r[0], x, name_id) if isinstance(x, str) else x for x in r[1:]]
        args = [int(x) for x in r[1:]] + [0] * (4 - len(r))
        out.append((OP[r[0]], args[0], args[1], args[2]))
    return out


def named_count(code: int, name: str) -> str:
    """A board count (SKIP_UNLESS_COUNT's / REQ_COUNT's a) whose argument is the kind "a card
    named name" (KIND_NAMED + its name id, which the card table knows): a row's string."""
    return f"{code}@{name}"


def _encode_name(op: str, x: str, name_id) -> int:
    """A name argument as the kernel reads it: the name id (-1 unknown) plus the opcode's
    NAME_OFFSET; "A|B" (SEARCH_DECK's kind only): either name; "code@name" (named_count)."""
    if "@" in x:
        code, name = x.split("@", 1)
        ids2 = [name_id(n) if name_id else -1 for n in name.split("|")]  # s29-k2: "code@A|B", either name
        return (1 if op == "PUT_COUNTERS" else 0) + count_code(int(code), KIND_NAMED + ids2[0] + (1000 * (ids2[1] + 1) if len(ids2) == 2 else 0))
    ids = [name_id(n) if name_id else -1 for n in x.split("|")]
    v = ids[0]
    if op == "EVOLVE_FROM_HAND" and 1 < len(ids) <= 3:  # s31-k17: up to 3 names (kernel/k17.name_in_code_nb)
        return v + sum(1000 ** i * (ids[i] + 1) for i in range(1, len(ids)))
    if len(ids) == 2 and op in NAME_OFFSET:
        v += 1000 * (ids[1] + 1)
    return NAME_OFFSET.get(op, 0) + v


_SKIPS = {"SKIP_UNLESS_HEADS": 2, "SKIP_UNLESS_TAILS": 2, "SKIP": 1, "SKIP_UNLESS_COUNT": 3, "SKIP_UNLESS_NAMED": 2,
          "CHOOSE_ONE": 1}  # opcode -> which argument is the skip length


def _implicit_damage_position(rows: list[list[Any]]) -> int:
    """Where an attack's DAMAGE goes when its program does not say.

    After the leading pre-damage rows (flips and damage modifiers), but never
    inside the range a conditional skip covers: ``FLIP; SKIP_UNLESS_HEADS 1 1;
    COND`` must become ``FLIP; DAMAGE; SKIP_UNLESS_HEADS 1 1; COND``.
    """
    lead = 0
    while lead < len(rows) and rows[lead][0] in PRE_DAMAGE:
        lead += 1
    covered: set[int] = set()
    for j, r in enumerate(rows[:lead]):
        if r[0] in _SKIPS:
            n = r[_SKIPS[r[0]]] if len(r) > _SKIPS[r[0]] else 0
            covered.update(range(j + 1, j + 1 + n))
    pos = lead
    while pos > 0 and (pos in covered or rows[pos - 1][0] in _SKIPS):
        pos -= 1
    return pos


def opcode_reference() -> str:
    """docs/opcodes.md: the opcode table as a reference page (``scripts/gen_opcode_docs.py``)."""
    out = ["# Effect opcodes", "",
           "Generated from `ptcgsim/effects.py` (`OPCODE_TABLE`) by `python scripts/gen_opcode_docs.py`;",
           "do not edit by hand. A card effect is a list of rows `[OPCODE, a, b, c]`; the columns below",
           "name each row's arguments, when it runs (role), which interpreter module handles it (family)",
           "and where the greedy player values it.", ""]
    for fam, module in FAMILIES.items():
        rows = [o for o in OPCODE_TABLE if o.family == fam]
        out += [f"## {fam} (`ptcgsim/kernel/{module}`)", "",
                "| opcode | code | a, b, c | role | greedy | what it does |", "|---|---|---|---|---|---|"]
        for o in sorted(rows, key=lambda o: o.code):
            args = ", ".join(o.args) if o.args else "—"
            greedy = o.greedy or "—"
            out.append(f"| `{o.name}` | {o.code} | {args} | {o.role} | {greedy} | {o.doc.replace('|', '/')} |")
        out.append("")
    return "\n".join(out)
