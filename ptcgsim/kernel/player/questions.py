"""Question codes: what a rule asks a player, and what the option rows ``st.opt[i] = (x, y, z)`` hold."""

Q_SETUP_ACTIVE = 1  #: setup: which Basic from the hand becomes Active.  x = card
Q_SETUP_BENCH = 2  #: setup: put this Basic onto the Bench?  x = 0 no / 1 yes, y = card
Q_EXTRA_DRAW = 3  #: setup: how many of the extra cards owed to draw.  x = how many
Q_PROMOTE = 4  #: which own Benched Pokémon becomes Active.  x = slot
Q_OPP_BENCH = 5  #: which of the opponent's Pokémon is targeted (the Benched ones; slot 0, the Active, where the text allows it).  x = slot, y = damage it will take, z > 0: the asker's rank (a Gust's target)
Q_ENERGY_DISCARD = 6  #: which attached Energy card is discarded.  x = index in en[owner, s], y = owner, z = s
Q_HAND_DISCARD = 7  #: which card of the hand is discarded (one row per copy).  x = card
Q_DECK_PICK = 8  #: which card a deck search takes.  x = index in the deck, y = card
Q_ENERGY_TARGET = 9  #: which own Pokémon gets an Energy card.  x = slot, y = the Energy card
Q_DISCARD_PICK = 10  #: which card of the own discard pile is recovered (one row per copy).  x = card, y = 1: a card this program just discarded as its cost
Q_REVIVE = 11  #: which Basic of q's discard pile goes to q's Bench (one row per copy).  x = card, y = q
Q_DISABLE_ATTACK = 12  #: which of the Defending Pokémon's attacks is disabled.  x = attack index
Q_COPY_ATTACK = 13  #: which attack is copied (the Defending Pokémon's, or a Benched one's).  x = attack index, y = its owner, z = its slot (s31-k19: z < 0: card row -1 - z, a card under the acting Pokémon or in a hand)
Q_DECK_TOP = 14  #: which of the top cards of q's deck goes on top.  x = index in the deck, y = q
Q_TRADE_GIVE = 15  #: which Pokémon card of the hand goes into the deck (one row per copy).  x = card
Q_OWN_POKEMON = 16  #: which own Pokémon a Trainer acts on.  x = slot, y = OWN_* purpose (heal, Scoop Up, devolve, to deck)
Q_OWN_BENCH_HIT = 17  #: which own Benched Pokémon an attack damages.  x = slot, y = damage it will take
Q_HOW_MANY = 18  #: how many cards an optional "any number" cost takes.  x = how many, y = slot, z = Energy type
Q_RETREAT_PAY = 19  #: which Energy card on the Active pays the retreat next.  x = index in en[p, 0], y = units still owed
Q_SWITCH = 20  #: an optional switch ("you may switch"): x = the Benched slot, or 0 to stay
Q_NEW_TYPE = 21  #: Conversion-like: the type a Weakness / Resistance becomes.  x = type, y = whose, z = 0 Weakness / 1 Resistance
Q_SHIFT_TYPE = 22  #: Shift-like: the type (of a Pokémon in play) the acting Pokémon takes.  x = type, y = player, z = slot
Q_ENERGY_MOVE = 23  #: Energy Trans-like: which Energy card moves where.  x = from slot, y = index in en[p, x], z = to slot
Q_TYPE_ATTACH = 24  #: Rain Dance-like: which Pokémon gets the Energy card from the hand.  x = slot, y = the card
Q_DAMAGE_MOVE = 25  #: Damage Swap-like: which damage counter moves where.  x = from slot, y = to slot, z = whose
Q_AS_ENERGY = 26  #: Buzzap-like: which Pokémon gets the card as an Energy, of which type.  x = slot, y = type, z = the card's slot
Q_TRIGGER = 27  #: use a power offered when its card is played (PW_ON_EVOLVE / PW_ON_BENCH)?  x = 0 no / 1 yes, y = greedy's verdict (+1 / -1), z = slot
Q_TOOL_TARGET = 40  #: which own Pokémon (one with no Tool) gets the Pokémon Tool.  x = slot, y = the Tool card
Q_TOOL_DISCARD = 60  #: which Pokémon's Tool is discarded (DISCARD_TOOL).  x = slot (-1: no more), y = its owner
Q_DISCARD_FOR_DAMAGE = 90  #: DISCARD_CHOSEN: how many cards go (each adds damage).  x = how many, y = 1 if the attack's damage then Knocks Out the Defending Pokémon, z = the damage before the Defending Pokémon's Weakness and Resistance
Q_WHOSE_DECK = 101  #: TOP_REARRANGE on either player's deck: whose.  x = the player
Q_CHOOSE_COND = 100  #: COND_CHOSEN: which Special Condition the Defending Pokémon gets.  x = the condition
Q_MAY_MORE = 91  #: CHOOSE_MORE: do the extra damage (and the damage to itself)?  x = 0 no / 1 yes, y = 1 if only the extra damage Knocks Out the Defending Pokémon, z = 1 if the damage to itself Knocks Out the attacker
Q_RECOVER_WAY = 112  #: RECOVER to TO_HAND_OR_DECK: x = 0 one card to the hand / 1 the cards shuffled into the deck, y = matching cards in the discard pile
Q_FORM_PICK = 113  #: FORM_SWAP: which card of the deck takes the acting Pokémon's place.  x = index in the deck (-1: none), y = card, z = slot
Q_CHOOSE_ONE = 114  #: CHOOSE_ONE: which option.  x = 0 the first / 1 the second, y = greedy's value of it (trainer_value.program_score_nb)
N_QUESTIONS = 113

#: Q_OWN_POKEMON purposes (y)
OWN_HEAL = 0
OWN_SCOOP = 1
OWN_DEVOLVE = 2
OWN_TO_DECK = 3
