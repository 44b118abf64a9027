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

from typing import Any

# --- argument constants ------------------------------------------------------
SELF = 0  #: the acting Pokémon / player
OPP = 1  #: the Defending Pokémon / the opponent
ANY = -1  #: any energy type / any card

# Special Conditions (the kernel's codes; RULES.md §7)
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

# Card kinds for searches / recovery / discards
KIND_ANY = 0
KIND_BASIC_POKEMON = 1
KIND_EVOLUTION = 2  #: Stage 1 or Stage 2 Pokémon
KIND_BASIC_ENERGY = 3
KIND_POKEMON = 4
KIND_TRAINER = 5
KIND_ENERGY = 6  #: any energy card

# Destinations
TO_HAND = 0
TO_BENCH = 1
TO_DECK = 2  #: shuffled into the deck
TO_ACTIVE = 3  #: attach to the Active (energy)
TO_ANY_OWN = 4  #: attach to any of your Pokémon (chosen by the player)
TO_DECK_TOP = 5  #: put on top of the deck (no shuffle)

# Who, for effects that can touch both players
BOTH_PLAYERS = 2

# Energy sources
FROM_DECK = 0
FROM_DISCARD = 1
FROM_HAND = 2

# --- the opcodes ---------------------------------------------------------------
# Each opcode is an explicit module constant (grep-able, and a compile-time
# constant for Numba); OPCODES maps names to (code, meaning of a, b, c).
OP_NOP = 0  #: nothing
OP_FLIP = 1  #: flip a coins (a=0: until tails); H=heads, T=tails
OP_SKIP_UNLESS_HEADS = 2  #: if H < a skip the next b rows
OP_SKIP_UNLESS_TAILS = 3  #: if T < a skip the next b rows
OP_STOP = 4  #: end the program here (before DAMAGE: the attack does nothing)
OP_SKIP = 5  #: skip the next a rows (an 'else' after a SKIP_UNLESS_*)
OP_DAMAGE = 10  #: deal D to the Defending Pokémon (Weakness, Resistance, modifiers; RULES.md §5)
OP_DMG_SET = 11  #: D = a
OP_DMG_TIMES_HEADS = 12  #: D = a * H
OP_DMG_ADD = 13  #: D += a
OP_DMG_ADD_PER_HEADS = 14  #: D += a * H
OP_DMG_ADD_PER_ENERGY = 15  #: D += a per Energy unit of type c attached to who=b (c=ANY: all)
OP_DMG_ADD_PER_EXTRA_ENERGY = 16  #: D += a per unit of type b not needed for the attack's cost, at most c units (c=0: no cap)
OP_DMG_ADD_PER_DAMAGE = 17  #: D += a per damage counter on who=b
OP_DMG_SUB_PER_DAMAGE = 18  #: D -= a per damage counter on who=b (not below 0)
OP_DMG_HALF_HP = 19  #: D = half the Defending Pokémon's remaining HP, rounded up to 10
OP_NO_WEAKNESS_RESISTANCE = 20  #: this attack's DAMAGE ignores Weakness and Resistance
OP_SELF_DAMAGE = 21  #: the attacker does a damage to itself (no Weakness/Resistance); b=1: a times T (tails of the last flip)
OP_BENCH_DAMAGE = 22  #: a damage to Benched Pokémon: b = BENCH_* target (no Weakness/Resistance)
OP_DMG_ADD_PER_BENCH = 23  #: D += a per Benched Pokémon of who=b
OP_COND = 30  #: give Special Condition a to who=b (POISONED: c = damage per Checkup, default 10)
OP_CURE = 31  #: remove all Special Conditions from who=a
OP_DISCARD_ENERGY = 40  #: discard a Energy cards (0: all) of type c from who=b
OP_ATTACH_ENERGY = 41  #: attach up to a basic Energy cards of type c from source b (FROM_*) to the acting Pokémon
OP_ATTACH_ENERGY_ANY = 42  #: attach up to a basic Energy cards of type c from source b to your Pokémon of your choice
OP_MOVE_ENERGY = 43  #: move a basic Energy card of type c from one of your Pokémon to another (the player chooses; a, b unused)
OP_HEAL = 50  #: remove a damage (0: all) from who=b (b=SELF the acting Pokémon)
OP_HEAL_ANY_OWN = 51  #: remove a damage (0: all) from one of your Pokémon (the most damaged)
OP_PREVENT_DAMAGE_NEXT = 52  #: during the opponent's next turn prevent damage done to the acting Pokémon by attacks: a=0 all, else damage of a or less; b=1: all effects too
OP_REDUCE_DAMAGE_NEXT = 53  #: during the opponent's next turn reduce damage done to the acting Pokémon by a
OP_DEF_CANT_ATTACK_NEXT = 54  #: the Defending Pokémon can't attack during the opponent's next turn
OP_DEF_CANT_RETREAT_NEXT = 55  #: the Defending Pokémon can't retreat during the opponent's next turn
OP_DEF_SMOKESCREEN_NEXT = 56  #: the Defending Pokémon must flip before attacking next turn; tails: the attack does nothing
OP_DEF_DAMAGE_MINUS_NEXT = 57  #: damage done by the Defending Pokémon's attacks during the opponent's next turn is reduced by a
OP_DRAW = 60  #: the acting player draws a cards (an empty deck is not a loss; RULES.md §2)
OP_SEARCH_DECK = 61  #: search the deck for up to a cards of kind b, put them to c (TO_HAND / TO_BENCH); shuffle
OP_SHUFFLE_DECK = 62  #: shuffle the acting player's deck
OP_RECOVER = 63  #: put up to a cards of kind b from the discard pile to c (TO_HAND / TO_DECK / TO_DECK_TOP)
OP_DISCARD_HAND = 64  #: discard a cards (0: the whole hand) of kind b from the acting player's hand (cost rows come first)
OP_SHUFFLE_HAND_DRAW = 65  #: shuffle the hand into the deck, then draw a cards
OP_OPP_DISCARD_HAND_RANDOM = 66  #: the opponent discards a random cards from their hand
OP_SWITCH_SELF = 70  #: switch your Active Pokémon with one of your Benched Pokémon (you choose)
OP_GUST = 71  #: switch the opponent's Active with one of their Benched Pokémon; chosen by who=a
OP_RETURN_TO_HAND = 72  #: return the acting Pokémon and all cards attached to it to its owner's hand (b=1: Basic only, rest discarded)
OP_ATTACH_PLUSPOWER = 80  #: this turn, attacks of your Active do a more damage (after Weakness/Resistance; RULES.md §5)
OP_ATTACH_DEFENDER = 81  #: until the end of the opponent's next turn, damage done to one of your Pokémon is reduced by a
OP_REQ_OWN_BENCH = 90  #: requirement: you have a Benched Pokémon
OP_REQ_OPP_BENCH = 91  #: requirement: the opponent has a Benched Pokémon
OP_REQ_OPP_ENERGY = 92  #: requirement: the opponent's Active has Energy attached
OP_REQ_OWN_DAMAGED = 93  #: requirement: the acting Pokémon (a=0) / any of your Pokémon (a=1) has damage
OP_REQ_HAND = 94  #: requirement: you have at least a other cards in hand
OP_REQ_DISCARD = 95  #: requirement: the discard pile of who=c (default SELF) holds at least a cards of kind b
OP_REQ_DECK = 96  #: requirement: your deck is not empty
OP_REQ_OWN_ENERGY = 97  #: requirement: the acting Pokémon (a=0) / any of your Pokémon (a=1) has Energy attached
OP_REQ_DEF_COND = 98  #: requirement: the Defending Pokémon has Special Condition a
OP_REQ_ATTACK_UNUSED = 99  #: requirement: the acting Pokémon has not used this attack since it came into play (see MARK_ATTACK_USED)
OP_MARK_ATTACK_USED = 100  #: this attack can't be used again while the acting Pokémon stays in play (bench or switch keep the mark)
OP_HEAL_DAMAGE_DONE = 101  #: after DAMAGE: heal the acting Pokémon by the damage the DAMAGE row did divided by a (a=2: half, rounded up to 10); b>0: heal b instead, if any damage was done
OP_DESTINY_BOND = 102  #: if an attack Knocks Out the acting Pokémon during the opponent's next turn, the attacker is Knocked Out too
OP_DEF_ATTACK_DISABLED_NEXT = 103  #: the attacker chooses 1 of the Defending Pokémon's attacks: it can't be used during the opponent's next turn
OP_NEXT_TURN_BASE_DAMAGE = 104  #: during your next turn, attack a (index) of the acting Pokémon has base damage b
OP_RETURN_DEF_TO_HAND = 105  #: unless it is Knocked Out, the Defending Pokémon and all cards attached go to the opponent's hand
OP_FLIP_PER_ENERGY = 106  #: flip 1 coin per Energy unit attached to who=a; H=heads, T=tails
OP_MILL_OPP = 107  #: discard a cards (a=0: N, the count of the last DISCARD_ENERGY) from the top of the opponent's deck
OP_BENCH_DAMAGE_UP_TO = 108  #: a damage to each of up to b of the opponent's Benched Pokémon, chosen by the attacker (no Weakness/Resistance)
OP_BENCH_FLIP_EACH = 109  #: for each of the opponent's Benched Pokémon flip a coin: heads, a damage to it; H/T = all heads/tails
OP_OPP_NO_TRAINERS_NEXT = 110  #: the opponent can't play Trainer cards during their next turn
OP_TOP_REARRANGE = 111  #: look at the top a cards of who=b's deck and rearrange: own deck, the card the player wants most on top; opponent's, the one it wants least
OP_SHUFFLE_KIND_TO_DECK = 112  #: who=b (SELF, OPP, BOTH_PLAYERS) shuffles every card of kind a from hand into the deck
OP_OPP_SHUFFLE_HAND_DRAW = 113  #: the opponent shuffles their hand into their deck, then draws a cards
OP_RETURN_OWN_BASIC = 114  #: choose 1 of your Pokémon (the most damaged): its Basic card to your hand, every other card attached discarded
OP_BREED_STAGE2 = 115  #: put a Stage 2 card from hand on the matching Basic in play, skipping the Stage 1 (evolving rules otherwise)
OP_REQ_BREED = 116  #: requirement: a Stage 2 in hand fits a Basic in play that may evolve now (needs its Stage 1 in either deck)
OP_TRADE_POKEMON = 117  #: put a Pokémon card from hand into the deck and take a Pokémon card from the deck into the hand; shuffle
OP_REQ_HAND_KIND = 118  #: requirement: you have at least a cards of kind b in hand (besides the card played)
OP_HEAL_ALL_DISCARD_ENERGY = 119  #: remove all damage from each of your damaged Pokémon, then discard all Energy attached to them
OP_REVIVE = 120  #: put 1 Basic Pokémon from who=a's discard pile onto its owner's Bench; b=1: with damage half its HP rounded down to 10
OP_REQ_BENCH_SPACE = 121  #: requirement: who=a has room on the Bench
OP_HAND_TO_DECK = 122  #: put a cards (those the player wants least) from hand into the deck, then shuffle
OP_DEVOLVE = 123  #: choose 1 of your evolved Pokémon: discard its top a Evolution cards (a=0: all); it loses conditions and attack effects
OP_REQ_OWN_EVOLVED = 124  #: requirement: you have an evolved Pokémon in play
OP_BENCHED_TO_DECK = 125  #: choose 1 of your Benched Pokémon (the most damaged): it and every card attached are shuffled into your deck
OP_COPY_DEF_ATTACK = 127  #: copy 1 of the Defending Pokémon's attacks (the attacker chooses): its rows run for the acting Pokémon with its base damage, without its requirements and Energy-discard costs
OP_MIRROR_LAST_ATTACK = 128  #: if the acting Pokémon was attacked last turn, do the final result of that attack (its damage after Weakness/Resistance, its Special Conditions) to the Defending Pokémon
OP_PLAY_AS_BASIC = 126  #: the Trainer being played goes onto your Bench as a Basic Pokémon with a HP (no attacks, no Special Conditions)

# --- Pokémon Powers (issue 4) ------------------------------------------------------
# A power's program starts with one header row: POWER_ACTIVATED (a legal action A_POWER
# while its requirement rows hold) or POWER_PASSIVE (always on; the kernel asks for it
# where it matters).  The header's b=1 marks "can't be used / stops working while this
# Pokémon is Asleep, Confused or Paralyzed" (only an Active can be).  Toxic Gas switches
# off every other Pokémon Power (both headers) while it works.
OP_POWER_ACTIVATED = 129  #: header: activated power; a = uses per turn (0: as often as you like), b = 1 blocked by Asleep/Confused/Paralyzed, c = PW_* flags
OP_POWER_PASSIVE = 130  #: header: passive power; a = PASSIVE_* code, b = 1 stops while Asleep/Confused/Paralyzed, c = the code's argument
OP_ATTACH_HAND_TO_TYPE = 131  #: attach 1 basic Energy card of type a from hand to one of your Pokémon of type b (not the turn's attachment)
OP_REQ_HAND_ENERGY_FOR_TYPE = 132  #: requirement: a basic Energy card of type a in hand and one of your Pokémon of type b in play
OP_MOVE_DAMAGE = 133  #: move 1 damage counter between Pokémon of who=b; c = MD_* mode
OP_REQ_MOVE_DAMAGE = 134  #: requirement: MOVE_DAMAGE with who=b, mode c can move a counter now
OP_REQ_MOVE_ENERGY = 135  #: requirement: one of your Pokémon has a basic Energy card of type c and you have another Pokémon in play
OP_SWITCH_WITH_ACTIVE = 136  #: the acting (Benched) Pokémon switches places with your Active Pokémon
OP_DISCARD_FROM_PLAY = 137  #: the acting Pokémon and every card attached go to the discard pile (not a Knock Out)
OP_DMG_ADD_PER_NAMED = 138  #: D += a per Pokémon of who=b in play named c (a card name in the database, a name id in the kernel)
OP_SET_WEAKNESS = 139  #: if who=a has a Weakness, it becomes a type (not Colorless) the acting player chooses (an attack effect)
OP_SET_RESISTANCE = 140  #: the Resistance of who=a becomes a type (not Colorless) the acting player chooses (an attack effect)
OP_SHIFT_TYPE = 141  #: through this turn the acting Pokémon's type is that of another Pokémon in play (not Colorless), the player's choice
OP_REQ_OTHER_TYPE = 142  #: requirement: another Pokémon in play (either player's) has a type other than Colorless and the acting Pokémon's
OP_KO_SELF_AS_ENERGY = 143  #: Knock Out the acting Pokémon (its opponent takes the prize) and attach its top card to another of your Pokémon as an Energy card of a type the player chooses, providing a units

# POWER_ACTIVATED flags (c, a bit mask)
PW_BENCH_ONLY = 1  #: only while the Pokémon is on the Bench
PW_NOT_PLAYED_TURN = 2  #: not during the turn it was put into play
PW_NOT_A_POWER = 4  #: a rule of a card played as a Pokémon (Clefairy Doll): Toxic Gas does not stop it

# POWER_PASSIVE codes (a)
PASSIVE_TOXIC_GAS = 1  #: every other Pokémon Power (both players) stops working
PASSIVE_NO_EVOLUTION = 2  #: no Evolution card can be played (both players)
PASSIVE_STRIKES_BACK = 3  #: an opponent's attack that damages this Pokémon: c damage to the attacker (no Weakness/Resistance)
PASSIVE_PREVENT_BIG = 4  #: attack damage of c or more to this Pokémon (after Weakness/Resistance) is prevented
PASSIVE_NO_CONDITIONS = 5  #: this Pokémon can't become Asleep, Confused, Paralyzed or Poisoned
PASSIVE_HALF_DAMAGE = 6  #: attack damage to this Pokémon is halved, rounded down to 10
PASSIVE_TRANSPARENCY = 7  #: an attack on this Pokémon: flip; heads prevents all its effects, damage included
PASSIVE_RETREAT_AID = 8  #: while this Pokémon is Benched, your Active's retreat cost is c Colorless less
PASSIVE_ENERGY_AS_TYPE = 9  #: every Energy attached to this Pokémon provides type c for its attack costs
PASSIVE_NO_EFFECT = 10  #: information only (e.g. the opponent's hand face up): no effect on the simulator's players
PASSIVE_TRANSFORM = 11  #: while Active, this Pokémon is a copy of the Defending Pokémon's card (attacks, HP, type, Weakness, Resistance, Retreat Cost, Pokémon Power), its Energy counts as any type, and it can't evolve

# MOVE_DAMAGE modes (c)
MD_ANY_NO_KO = 0  #: from one Pokémon to another, never Knocking Out the receiver (Damage Swap)
MD_TO_SELF_NO_KO = 1  #: from one of your Pokémon to the acting Pokémon, never Knocking it Out
MD_ANY_KO_OK = 2  #: from one Pokémon to another, even if that Knocks it Out (Curse)

OPCODES: dict[str, tuple[int, str]] = {
    "NOP": (OP_NOP, "nothing"),
    "FLIP": (OP_FLIP, "flip a coins (a=0: until tails); H=heads, T=tails"),
    "SKIP_UNLESS_HEADS": (OP_SKIP_UNLESS_HEADS, "if H < a skip the next b rows"),
    "SKIP_UNLESS_TAILS": (OP_SKIP_UNLESS_TAILS, "if T < a skip the next b rows"),
    "STOP": (OP_STOP, "end the program here (before DAMAGE: the attack does nothing)"),
    "SKIP": (OP_SKIP, "skip the next a rows (an 'else' after a SKIP_UNLESS_*)"),
    "DAMAGE": (OP_DAMAGE, "deal D to the Defending Pokémon (Weakness, Resistance, modifiers; RULES.md §5)"),
    "DMG_SET": (OP_DMG_SET, "D = a"),
    "DMG_TIMES_HEADS": (OP_DMG_TIMES_HEADS, "D = a * H"),
    "DMG_ADD": (OP_DMG_ADD, "D += a"),
    "DMG_ADD_PER_HEADS": (OP_DMG_ADD_PER_HEADS, "D += a * H"),
    "DMG_ADD_PER_ENERGY": (OP_DMG_ADD_PER_ENERGY, "D += a per Energy unit of type c attached to who=b (c=ANY: all)"),
    "DMG_ADD_PER_EXTRA_ENERGY": (OP_DMG_ADD_PER_EXTRA_ENERGY, "D += a per unit of type b not needed for the attack's cost, at most c units (c=0: no cap)"),
    "DMG_ADD_PER_DAMAGE": (OP_DMG_ADD_PER_DAMAGE, "D += a per damage counter on who=b"),
    "DMG_SUB_PER_DAMAGE": (OP_DMG_SUB_PER_DAMAGE, "D -= a per damage counter on who=b (not below 0)"),
    "DMG_HALF_HP": (OP_DMG_HALF_HP, "D = half the Defending Pokémon's remaining HP, rounded up to 10"),
    "NO_WEAKNESS_RESISTANCE": (OP_NO_WEAKNESS_RESISTANCE, "this attack's DAMAGE ignores Weakness and Resistance"),
    "SELF_DAMAGE": (OP_SELF_DAMAGE, "the attacker does a damage to itself (no Weakness/Resistance); b=1: a times T (tails of the last flip)"),
    "BENCH_DAMAGE": (OP_BENCH_DAMAGE, "a damage to Benched Pokémon: b = BENCH_* target (no Weakness/Resistance)"),
    "DMG_ADD_PER_BENCH": (OP_DMG_ADD_PER_BENCH, "D += a per Benched Pokémon of who=b"),
    "COND": (OP_COND, "give Special Condition a to who=b (POISONED: c = damage per Checkup, default 10)"),
    "CURE": (OP_CURE, "remove all Special Conditions from who=a"),
    "DISCARD_ENERGY": (OP_DISCARD_ENERGY, "discard a Energy cards (0: all) of type c from who=b"),
    "ATTACH_ENERGY": (OP_ATTACH_ENERGY, "attach up to a basic Energy cards of type c from source b (FROM_*) to the acting Pokémon"),
    "ATTACH_ENERGY_ANY": (OP_ATTACH_ENERGY_ANY, "attach up to a basic Energy cards of type c from source b to your Pokémon of your choice"),
    "MOVE_ENERGY": (OP_MOVE_ENERGY, "move a basic Energy card of type c from one of your Pokémon to another (the player chooses; a, b unused)"),
    "HEAL": (OP_HEAL, "remove a damage (0: all) from who=b (b=SELF the acting Pokémon)"),
    "HEAL_ANY_OWN": (OP_HEAL_ANY_OWN, "remove a damage (0: all) from one of your Pokémon (the most damaged)"),
    "PREVENT_DAMAGE_NEXT": (OP_PREVENT_DAMAGE_NEXT, "during the opponent's next turn prevent damage done to the acting Pokémon by attacks: a=0 all, else damage of a or less; b=1: all effects too"),
    "REDUCE_DAMAGE_NEXT": (OP_REDUCE_DAMAGE_NEXT, "during the opponent's next turn reduce damage done to the acting Pokémon by a"),
    "DEF_CANT_ATTACK_NEXT": (OP_DEF_CANT_ATTACK_NEXT, "the Defending Pokémon can't attack during the opponent's next turn"),
    "DEF_CANT_RETREAT_NEXT": (OP_DEF_CANT_RETREAT_NEXT, "the Defending Pokémon can't retreat during the opponent's next turn"),
    "DEF_SMOKESCREEN_NEXT": (OP_DEF_SMOKESCREEN_NEXT, "the Defending Pokémon must flip before attacking next turn; tails: the attack does nothing"),
    "DEF_DAMAGE_MINUS_NEXT": (OP_DEF_DAMAGE_MINUS_NEXT, "damage done by the Defending Pokémon's attacks during the opponent's next turn is reduced by a"),
    "DRAW": (OP_DRAW, "the acting player draws a cards (an empty deck is not a loss; RULES.md §2)"),
    "SEARCH_DECK": (OP_SEARCH_DECK, "search the deck for up to a cards of kind b, put them to c (TO_HAND / TO_BENCH); shuffle"),
    "SHUFFLE_DECK": (OP_SHUFFLE_DECK, "shuffle the acting player's deck"),
    "RECOVER": (OP_RECOVER, "put up to a cards of kind b from the discard pile to c (TO_HAND / TO_DECK / TO_DECK_TOP)"),
    "DISCARD_HAND": (OP_DISCARD_HAND, "discard a cards (0: the whole hand) of kind b from the acting player's hand (cost rows come first)"),
    "SHUFFLE_HAND_DRAW": (OP_SHUFFLE_HAND_DRAW, "shuffle the hand into the deck, then draw a cards"),
    "OPP_DISCARD_HAND_RANDOM": (OP_OPP_DISCARD_HAND_RANDOM, "the opponent discards a random cards from their hand"),
    "SWITCH_SELF": (OP_SWITCH_SELF, "switch your Active Pokémon with one of your Benched Pokémon (you choose)"),
    "GUST": (OP_GUST, "switch the opponent's Active with one of their Benched Pokémon; chosen by who=a"),
    "RETURN_TO_HAND": (OP_RETURN_TO_HAND, "return the acting Pokémon and all cards attached to it to its owner's hand (b=1: Basic only, rest discarded)"),
    "ATTACH_PLUSPOWER": (OP_ATTACH_PLUSPOWER, "this turn, attacks of your Active do a more damage (after Weakness/Resistance; RULES.md §5)"),
    "ATTACH_DEFENDER": (OP_ATTACH_DEFENDER, "until the end of the opponent's next turn, damage done to one of your Pokémon is reduced by a"),
    "REQ_OWN_BENCH": (OP_REQ_OWN_BENCH, "requirement: you have a Benched Pokémon"),
    "REQ_OPP_BENCH": (OP_REQ_OPP_BENCH, "requirement: the opponent has a Benched Pokémon"),
    "REQ_OPP_ENERGY": (OP_REQ_OPP_ENERGY, "requirement: the opponent's Active has Energy attached"),
    "REQ_OWN_DAMAGED": (OP_REQ_OWN_DAMAGED, "requirement: the acting Pokémon (a=0) / any of your Pokémon (a=1) has damage"),
    "REQ_HAND": (OP_REQ_HAND, "requirement: you have at least a other cards in hand"),
    "REQ_DISCARD": (OP_REQ_DISCARD, "requirement: the discard pile of who=c (default SELF) holds at least a cards of kind b"),
    "REQ_DECK": (OP_REQ_DECK, "requirement: your deck is not empty"),
    "REQ_OWN_ENERGY": (OP_REQ_OWN_ENERGY, "requirement: the acting Pokémon (a=0) / any of your Pokémon (a=1) has Energy attached"),
    "REQ_DEF_COND": (OP_REQ_DEF_COND, "requirement: the Defending Pokémon has Special Condition a"),
    "REQ_ATTACK_UNUSED": (OP_REQ_ATTACK_UNUSED, "requirement: the acting Pokémon has not used this attack since it came into play (see MARK_ATTACK_USED)"),
    "MARK_ATTACK_USED": (OP_MARK_ATTACK_USED, "this attack can't be used again while the acting Pokémon stays in play (bench or switch keep the mark)"),
    "HEAL_DAMAGE_DONE": (OP_HEAL_DAMAGE_DONE, "after DAMAGE: heal the acting Pokémon by the damage the DAMAGE row did divided by a (a=2: half, rounded up to 10); b>0: heal b instead, if any damage was done"),
    "DESTINY_BOND": (OP_DESTINY_BOND, "if an attack Knocks Out the acting Pokémon during the opponent's next turn, the attacker is Knocked Out too"),
    "DEF_ATTACK_DISABLED_NEXT": (OP_DEF_ATTACK_DISABLED_NEXT, "the attacker chooses 1 of the Defending Pokémon's attacks: it can't be used during the opponent's next turn"),
    "NEXT_TURN_BASE_DAMAGE": (OP_NEXT_TURN_BASE_DAMAGE, "during your next turn, attack a (index) of the acting Pokémon has base damage b"),
    "RETURN_DEF_TO_HAND": (OP_RETURN_DEF_TO_HAND, "unless it is Knocked Out, the Defending Pokémon and all cards attached go to the opponent's hand"),
    "FLIP_PER_ENERGY": (OP_FLIP_PER_ENERGY, "flip 1 coin per Energy unit attached to who=a; H=heads, T=tails"),
    "MILL_OPP": (OP_MILL_OPP, "discard a cards (a=0: N, the count of the last DISCARD_ENERGY) from the top of the opponent's deck"),
    "BENCH_DAMAGE_UP_TO": (OP_BENCH_DAMAGE_UP_TO, "a damage to each of up to b of the opponent's Benched Pokémon, chosen by the attacker (no Weakness/Resistance)"),
    "BENCH_FLIP_EACH": (OP_BENCH_FLIP_EACH, "for each of the opponent's Benched Pokémon flip a coin: heads, a damage to it; H/T = all heads/tails"),
    "OPP_NO_TRAINERS_NEXT": (OP_OPP_NO_TRAINERS_NEXT, "the opponent can't play Trainer cards during their next turn"),
    "TOP_REARRANGE": (OP_TOP_REARRANGE, "look at the top a cards of who=b's deck and rearrange: own deck, the card the player wants most on top; opponent's, the one it wants least"),
    "SHUFFLE_KIND_TO_DECK": (OP_SHUFFLE_KIND_TO_DECK, "who=b (SELF, OPP, BOTH_PLAYERS) shuffles every card of kind a from hand into the deck"),
    "OPP_SHUFFLE_HAND_DRAW": (OP_OPP_SHUFFLE_HAND_DRAW, "the opponent shuffles their hand into their deck, then draws a cards"),
    "RETURN_OWN_BASIC": (OP_RETURN_OWN_BASIC, "choose 1 of your Pokémon (the most damaged): its Basic card to your hand, every other card attached discarded"),
    "BREED_STAGE2": (OP_BREED_STAGE2, "put a Stage 2 card from hand on the matching Basic in play, skipping the Stage 1 (evolving rules otherwise)"),
    "REQ_BREED": (OP_REQ_BREED, "requirement: a Stage 2 in hand fits a Basic in play that may evolve now (needs its Stage 1 in either deck)"),
    "TRADE_POKEMON": (OP_TRADE_POKEMON, "put a Pokémon card from hand into the deck and take a Pokémon card from the deck into the hand; shuffle"),
    "REQ_HAND_KIND": (OP_REQ_HAND_KIND, "requirement: you have at least a cards of kind b in hand (besides the card played)"),
    "HEAL_ALL_DISCARD_ENERGY": (OP_HEAL_ALL_DISCARD_ENERGY, "remove all damage from each of your damaged Pokémon, then discard all Energy attached to them"),
    "REVIVE": (OP_REVIVE, "put 1 Basic Pokémon from who=a's discard pile onto its owner's Bench; b=1: with damage half its HP rounded down to 10"),
    "REQ_BENCH_SPACE": (OP_REQ_BENCH_SPACE, "requirement: who=a has room on the Bench"),
    "HAND_TO_DECK": (OP_HAND_TO_DECK, "put a cards (those the player wants least) from hand into the deck, then shuffle"),
    "DEVOLVE": (OP_DEVOLVE, "choose 1 of your evolved Pokémon: discard its top a Evolution cards (a=0: all); it loses conditions and attack effects"),
    "REQ_OWN_EVOLVED": (OP_REQ_OWN_EVOLVED, "requirement: you have an evolved Pokémon in play"),
    "BENCHED_TO_DECK": (OP_BENCHED_TO_DECK, "choose 1 of your Benched Pokémon (the most damaged): it and every card attached are shuffled into your deck"),
    "COPY_DEF_ATTACK": (OP_COPY_DEF_ATTACK, "copy 1 of the Defending Pokémon's attacks (the attacker chooses): its rows run for the acting Pokémon with its base damage, without its requirements and Energy-discard costs"),
    "MIRROR_LAST_ATTACK": (OP_MIRROR_LAST_ATTACK, "if the acting Pokémon was attacked last turn, do the final result of that attack (its damage after Weakness/Resistance, its Special Conditions) to the Defending Pokémon"),
    "PLAY_AS_BASIC": (OP_PLAY_AS_BASIC, "the Trainer being played goes onto your Bench as a Basic Pokémon with a HP (no attacks, can't retreat, no Special Conditions, no prize when Knocked Out; its owner may discard it from play during their turn)"),
    "POWER_ACTIVATED": (OP_POWER_ACTIVATED, "header: activated power; a = uses per turn (0: as often as you like), b = 1 blocked by Asleep/Confused/Paralyzed, c = PW_* flags"),
    "POWER_PASSIVE": (OP_POWER_PASSIVE, "header: passive power; a = PASSIVE_* code, b = 1 stops while Asleep/Confused/Paralyzed, c = the code's argument"),
    "ATTACH_HAND_TO_TYPE": (OP_ATTACH_HAND_TO_TYPE, "attach 1 basic Energy card of type a from hand to one of your Pokémon of type b (not the turn's attachment)"),
    "REQ_HAND_ENERGY_FOR_TYPE": (OP_REQ_HAND_ENERGY_FOR_TYPE, "requirement: a basic Energy card of type a in hand and one of your Pokémon of type b in play"),
    "MOVE_DAMAGE": (OP_MOVE_DAMAGE, "move 1 damage counter between Pokémon of who=b; c = MD_* mode"),
    "REQ_MOVE_DAMAGE": (OP_REQ_MOVE_DAMAGE, "requirement: MOVE_DAMAGE with who=b, mode c can move a counter now"),
    "REQ_MOVE_ENERGY": (OP_REQ_MOVE_ENERGY, "requirement: one of your Pokémon has a basic Energy card of type c and you have another Pokémon in play"),
    "SWITCH_WITH_ACTIVE": (OP_SWITCH_WITH_ACTIVE, "the acting (Benched) Pokémon switches places with your Active Pokémon"),
    "DISCARD_FROM_PLAY": (OP_DISCARD_FROM_PLAY, "the acting Pokémon and every card attached go to the discard pile (not a Knock Out)"),
    "DMG_ADD_PER_NAMED": (OP_DMG_ADD_PER_NAMED, "D += a per Pokémon of who=b in play named c (a card name in the database, a name id in the kernel)"),
    "SET_WEAKNESS": (OP_SET_WEAKNESS, "if who=a has a Weakness, it becomes a type (not Colorless) the acting player chooses (an attack effect)"),
    "SET_RESISTANCE": (OP_SET_RESISTANCE, "the Resistance of who=a becomes a type (not Colorless) the acting player chooses (an attack effect)"),
    "SHIFT_TYPE": (OP_SHIFT_TYPE, "through this turn the acting Pokémon's type is that of another Pokémon in play (not Colorless), the player's choice"),
    "REQ_OTHER_TYPE": (OP_REQ_OTHER_TYPE, "requirement: another Pokémon in play (either player's) has a type other than Colorless and the acting Pokémon's"),
    "KO_SELF_AS_ENERGY": (OP_KO_SELF_AS_ENERGY, "Knock Out the acting Pokémon (its opponent takes the prize) and attach its top card to another of your Pokémon as an Energy card of a type the player chooses, providing a units"),
}

OP = {name: code for name, (code, _doc) in OPCODES.items()}
OP_NAME = {code: name for name, code in OP.items()}
assert len(OP_NAME) == len(OP), 'duplicate opcode numbers'


#: opcodes that only adjust D or flip before damage (used to place an implicit DAMAGE)
PRE_DAMAGE = {
    "FLIP", "SKIP_UNLESS_HEADS", "SKIP_UNLESS_TAILS", "SKIP", "DMG_SET", "DMG_TIMES_HEADS", "DMG_ADD",
    "DMG_ADD_PER_HEADS", "DMG_ADD_PER_ENERGY", "DMG_ADD_PER_EXTRA_ENERGY", "DMG_ADD_PER_DAMAGE",
    "DMG_SUB_PER_DAMAGE", "DMG_HALF_HP", "NO_WEAKNESS_RESISTANCE", "DMG_ADD_PER_BENCH", "FLIP_PER_ENERGY",
    "DMG_ADD_PER_NAMED",
}
REQUIREMENTS = {name for name in OPCODES if name.startswith("REQ_")}
#: opcodes with a card-name argument (row index of it): the card table turns it into a name id
NAME_ARGS = {"DMG_ADD_PER_NAMED": 3}


def validate_program(rows: list[list[Any]]) -> None:
    """Raise ValueError for unknown opcodes or malformed rows."""
    for row in rows:
        if not row or row[0] not in OPCODES:
            raise ValueError(f"unknown opcode in effect row {row!r}")
        if len(row) > 4:
            raise ValueError(f"effect row has more than 3 arguments: {row!r}")
        for i, arg in enumerate(row[1:], start=1):
            if isinstance(arg, str) and NAME_ARGS.get(row[0]) == i:
                continue
            if not isinstance(arg, int):
                raise ValueError(f"effect arguments must be ints: {row!r}")


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
        r = [r[0]] + [(name_id(x) if name_id else -1) if isinstance(x, str) else x for x in r[1:]]
        args = [int(x) for x in r[1:]] + [0] * (4 - len(r))
        out.append((OP[r[0]], args[0], args[1], args[2]))
    return out


_SKIPS = {"SKIP_UNLESS_HEADS": 2, "SKIP_UNLESS_TAILS": 2, "SKIP": 1}  # opcode -> which argument is the skip length


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
