"""The player package: the only kernel code that reads which kind of player sits in a seat.

``seat.decide_nb`` answers every question a rule asks (the rule lists the
options); ``turn.next_action_nb`` picks the turn's next action; ``value``
holds greedy's valuations of options; ``greedy`` is greedy's turn plan;
``choices`` the joint picks of Pokémon Powers.
"""
