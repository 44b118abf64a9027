"""The evaluator's named weights: their names, meanings and indices into ``ct.w[p]``.

The numbers are data (``ptcgsim/players.py``, ``ptcgsim/data/player_weights.json``):
changing one needs no recompile.  A module of its own so greedy's Trainer values
(``trainer_value.py``) read the draw-reserve knobs without importing the evaluator.
"""

from __future__ import annotations

#: (name, what the term measures); the order is the index into ct.w[p].  The weights
#: themselves are data (ptcgsim/players.py): changing one needs no recompile.
EVAL_TERMS = (
    ("prize_lead", "prizes p is ahead (opponent's prizes left - p's)"),
    ("ko_next", "prizes p's Active takes next turn if its best expected damage Knocks Out the Defender"),
    ("pressure", "fraction of the Defender's remaining HP p's Active can deal next turn (0..1)"),
    ("threat_ko", "prizes the opponent's Active takes next turn if it can Knock Out p's Active"),
    ("threat", "fraction of p's Active's remaining HP the opponent's Active can deal next turn"),
    ("bench_out", "p has one Pokémon in play and the opponent can Knock It Out next turn"),
    ("hp", "p's Pokémon in play: remaining HP / 100"),
    ("opp_hp", "the opponent's Pokémon in play: remaining HP / 100"),
    ("in_play", "p's Pokémon in play (up to 4)"),
    ("opp_in_play", "the opponent's Pokémon in play (up to 4)"),
    ("energy", "Energy units on p's Pokémon that their attacks can use"),
    ("opp_energy", "Energy units on the opponent's Pokémon that their attacks can use"),
    ("ready", "p's Pokémon in play that can pay for an attack"),
    ("stage", "evolution stages of p's Pokémon in play"),
    ("hand", "cards in p's hand (up to 7)"),
    ("useful_hand", "cards in p's hand it could still use: playable Trainers, Energy its Pokémon need, fitting Pokémon"),
    ("hand_energy", "p holds an Energy card for next turn's attachment"),
    ("deck_low", "cards p's deck is short of the draws its remaining turns need (the deck-out clock)"),
    ("deck", "cards in p's deck (up to 30): every card drawn now is one turn fewer before a deck-out"),
    ("opp_status", "the Defender is Asleep or Paralyzed (+1), Poisoned (+1)"),
    ("status", "p's Active is Asleep or Paralyzed (+1), Poisoned (+1)"),
    # not terms: the lookahead's margins over greedy's own plan, by the kind of action that
    # would replace it (lookahead.py)
    ("margin_attack", "how much more than greedy's plan attacking now or ending the turn must score"),
    ("margin_trainer", "how much more than greedy's plan playing a Trainer must score"),
    ("margin_attach", "how much more than greedy's plan attaching an Energy must score"),
    ("margin_other", "how much more than greedy's plan benching, evolving, retreating or a Power must score"),
    ("trainer_samples", "resamples a Trainer option (and greedy's plan beside it) is scored on (an integer >= 1)"),
    # not terms: greedy's draw reserve (trainer_value.draw_reserve_nb), which the deck_low
    # term scores against too
    ("draw_reserve_base", "cards the deck keeps rather than draw, whatever the prizes"),
    ("draw_reserve_prize", "more cards the deck keeps per prize the player still has to take"),
    ("deck_race_slack", "the deck keeps at least the opponent's deck count less this many cards (60: off; whom it holds: deck_race_armed)"),
    ("deck_race_below", "the deck race counts once the opponent's deck holds at most this many cards"),
    # not terms: greedy's Damage Swap with Pokémon Center, its attachment (greedy.py)
    ("center_spread", "greedy moves its own damage (Damage Swap-like) off Pokémon with Energy onto ones without when it holds a Pokémon Center-like Trainer (0: off)"),
    ("attach_toward_best", "scale of greedy's value for Energy that brings a Pokémon's hardest-hitting attack nearer once a cheaper one is paid for (0: off)"),
    # not a term: the lookahead's margin for ending the turn when greedy's plan is to play
    # on (not to attack); ending instead of attacking keeps margin_attack (lookahead.py)
    ("margin_end", "how much more than greedy's plan ending the turn must score when greedy would play on (5: never tried)"),
    # not a term: whom greedy's deck race holds back (trainer_value.race_holds_nb)
    ("deck_race_armed", "the deck race holds: 0 every player, 1 a player that can attack, 2 all but one that cannot attack facing one that can"),
    # not terms: greedy's Gust of Wind when its Active damages nothing (trainer_value.py), and
    # the draw reserve's prize clock (trainer_value.draw_reserve_nb)
    ("gust_hit", "greedy's value for a Gust that brings up a Pokémon its Active damages when it damages none where it stands, plus the expected damage (0: off)"),
    ("draw_reserve_clock", "cards the deck keeps per turn the game may still last: the fewer of both players' prize clocks, at each player's rate so far (0: off)"),
    # stop 35: a stranded Active (no attack it can pay for, no retreat it can pay, a Bench
    # to retreat to): a term of the evaluator, and the scale of greedy's attachment to it
    ("stranded", "Energy units p's Active misses for both its cheapest attack and its retreat (up to 4; 0 when it can pay either, or has no Bench)"),
    ("stranded_attach", "scale of greedy's value for Energy that brings a stranded Active (neither attack nor retreat payable, not about to be Knocked Out) nearer either (0: off)"),
)
NW = len(EVAL_TERMS)
W = {name: i for i, (name, _) in enumerate(EVAL_TERMS)}
(W_PRIZE_LEAD, W_KO_NEXT, W_PRESSURE, W_THREAT_KO, W_THREAT, W_BENCH_OUT, W_HP, W_OPP_HP, W_IN_PLAY,
 W_OPP_IN_PLAY, W_ENERGY, W_OPP_ENERGY, W_READY, W_STAGE, W_HAND, W_USEFUL_HAND, W_HAND_ENERGY, W_DECK_LOW,
 W_DECK, W_OPP_STATUS, W_STATUS, W_MARGIN_ATTACK, W_MARGIN_TRAINER, W_MARGIN_ATTACH, W_MARGIN_OTHER,
 W_TRAINER_SAMPLES, W_DRAW_RESERVE_BASE, W_DRAW_RESERVE_PRIZE, W_DECK_RACE_SLACK,
 W_DECK_RACE_BELOW, W_CENTER_SPREAD, W_ATTACH_TOWARD_BEST, W_MARGIN_END,
 W_DECK_RACE_ARMED, W_GUST_HIT, W_DRAW_RESERVE_CLOCK, W_STRANDED, W_STRANDED_ATTACH) = range(NW)
