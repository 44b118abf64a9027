"""Kernel slice 30k9: EX-era wordings of bundled theme decks (attacks taken from other cards,
deck-critical Trainers and powers).

Imported at the end of :mod:`ptcgsim.cards.recognize`; the rules register themselves into its
tables and the power readers of :mod:`ptcgsim.cards.recognize_power`.  Only regular-expression
fragments live here, never card sentences (DESIGN.md, card data policy).

* a Poké-Power searching the deck for a <type> Energy card, attaching it to 1 of your Pokémon and
  putting counters on that Pokémon (``ATTACH_THEN`` a < 0);
* a Poké-Body preventing the damage of attacks from the opponent's Pokémon-ex while a named Stadium
  is in play (``PASSIVE_PREVENT_FROM_EX`` with c a ``CNT_STADIUM_KIND`` board count);
* attacks printed on other cards: a Poké-Body using the attacks of every Pokémon in play, or of its
  owner's Pokémon of some names (``PASSIVE_USE_ATTACKS`` / ``PASSIVE_USE_ATTACKS_NAMED``), a Stadium
  whose own attacks some Pokémon may use (``ST_CARD_ATTACKS``);
* damage to 1 of the opponent's Pokémon, then a flip: heads, the opponent discards Energy attached to
  "that Pokémon" (``BENCH_DAMAGE`` ``BENCH_OPP_ANY_ONE``, ``DISCARD_ENERGY`` ``PICKED_OPP``);
* "you may discard any number of cards from your hand; if you do, remove that many damage counters from
  this Pokémon" (``HEAL_PER_HAND_DISCARD``);
* a Stadium: more counters on Burned Pokémon between turns (``ST_BURN_MORE``), Burned not removed by
  evolving or devolving (``ST_BURN_STAYS``); a cap on each player's Bench, with the discards down to it
  when the Stadium comes into play (``ST_BENCH_MAX``);
* a Trainer devolving 1 of your Evolved Pokémon into the deck, then evolving it from the deck
  (``DEVOLVE_THEN_EVOLVE``);
* "if that Pokémon is a Stage 2 Evolved Pokémon, N damage instead" (``ALT_STAGE2``);
* a Trainer switching a Basic Pokémon (not ex) in play with one from the deck, the old card discarded
  (``SWAP_BASIC_FROM_DECK``).
"""

from __future__ import annotations

import re
from string import capwords

from .. import effects as fx
from . import recognize as R
from . import recognize_attack_ex as RAE
from . import recognize_power as RP
from . import recognize_stadium as RS

END, TYPES = R.END, R.TYPES
_P = ("power",)


# --- a power: a <type> Energy card from the deck onto 1 of your Pokémon, N counters on that Pokémon, then a
# shuffle (ATTACH_THEN a < 0) ------------------------------------------------------------------------
@R.rec(r"search your deck for a (?:basic )?(" + TYPES + r") energy card and attach it to 1 of your" r" pokémon" + END
       + r"(?:put|place) (\d+) damage counters? on that" r" pokémon" + END + r"shuffle your deck afterward" + END, "post", _P)
def _search_attach_counters(m, c):
    return [["REQ_DECK"], ["ATTACH_THEN", -10 * int(m.group(2)), fx.FROM_DECK, R._type(m.group(1))]]


# --- a body: while a named Stadium is in play, no damage to this Pokémon from the opponent's Pokémon-ex
# attacks (PASSIVE_PREVENT_FROM_EX, c a CNT_STADIUM_KIND count) ------------------------------------------
_STADIUM_EX_SHIELD = re.compile(r"if ([a-z' .-]+? stadium) is in play, prevent" r" all damage done to " + R.ME
                                + r" by attacks from your opponent's pokémon-ex" + END + r"$")


def _stadium_ex_shield(text: str):
    m = _STADIUM_EX_SHIELD.match(text)
    if not m:
        return None
    return [["POWER_PASSIVE", fx.PASSIVE_PREVENT_FROM_EX, 0, fx.named_count(fx.CNT_STADIUM_KIND, capwords(m.group(1)))]]


RP._LATER_PASSIVES.append(_stadium_ex_shield)


# --- a body: this Pokémon uses the attacks of every Pokémon in play, or of its own Pokémon of the names listed
# (and of its own name), their Energy costs still paid ----------------------------------------------------
_ENERGY_NOTE = r"\(you still need the necessary energy to use" r" each attack\.\)\s*"
_USE_ALL = re.compile(R.ME + r" can use the attacks of all pokémon in play" r" as its own" + END + _ENERGY_NOTE + r"$")
_USE_NAMED = re.compile(R.ME + r" can use the attacks of all ([a-z0-9" r" ,'.-]+?),? or other " + R.ME
                        + r" you have in play as its own" + END + _ENERGY_NOTE + r"$")


def _use_attacks(text: str):
    if _USE_ALL.match(text):
        return [["POWER_PASSIVE", fx.PASSIVE_USE_ATTACKS, 0, 0]]
    m = _USE_NAMED.match(text)
    if not m:
        return None  # "other <its own name>": the kernel adds the Pokémon of the holder's name
    names = [capwords(x.strip()).replace(" Ex", " ex") for x in m.group(1).split(",")]
    return [["POWER_PASSIVE", fx.PASSIVE_USE_ATTACKS_NAMED, 0, "|".join(names)]]


RP._LATER_PASSIVES.append(_use_attacks)


# --- a Stadium: each δ Pokémon may use the attacks printed on the Stadium card (ST_CARD_ATTACKS, TC_DELTA;
# the card's attacks are read as a Technical Machine's) -----------------------------------------------------
@RS._rec(r"each player's pokémon that has δ on its card" r" can use attacks on this card instead of its" r" own" + RS._DOT)
def _stadium_attacks(m):
    return [["STADIUM", fx.ST_CARD_ATTACKS, 1, fx.TC_DELTA]]


# --- an attack: damage to 1 of the opponent's Pokémon (their pick is recorded), then a flip: heads, the
# opponent discards Energy from that same Pokémon --------------------------------------------------------
@R.rec(r"choose 1 of your opponent's pokémon" + END + r"this attack does (\d+) damage to that pokémon" + END
       + r"\(don't apply " + R.WR + r" for benched pokémon\.\)\s*flip a coin" + END
       + r"if heads, your opponent discards (\d+|1)" r" energy cards?, if any, attached to that" r" pokémon" + END, "post")
def _any_one_then_discard(m, c):
    if c.damaging:
        return None
    return [["BENCH_DAMAGE", int(m.group(1)), fx.BENCH_OPP_ANY_ONE], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
            ["DISCARD_ENERGY", int(m.group(2)), fx.PICKED_OPP, fx.ANY]]


# --- an attack: any number of cards from the hand discarded, that many counters removed from this Pokémon
# ----------------------------------------------------------------------------------------------------
@R.rec(r"you may discard (?:as many cards as you" r" like|any number of cards) from your hand" + END
       + r"if you do, remove that many damage counters" r" from " + R.ME + END, "post")
def _heal_per_hand_discard(m, c):
    return [["HEAL_PER_HAND_DISCARD", 0]]


# --- a Trainer: a Basic Pokémon (not ex) from the deck switched with 1 of your Basic Pokémon (not ex) in play,
# what was on it now on the new one, the first card to the discard pile, then a shuffle ------------------------
_NOT_EX = r" \(excluding pokémon-ex\)"
_NOW_ON_NEW = (r"\(any cards attached to that pokémon, damage" r" counters, special conditions, and effects" r" on it"
               r" are now on the new pokémon\.\)\s*")


@R.rec(r"search your deck for a basic pokémon" + _NOT_EX + r" and switch it with 1 of your basic pokémon" + _NOT_EX
       + r" in play" + END + _NOW_ON_NEW + r"place the first basic pokémon in the discard" r" pile" + END
       + r"shuffle your deck afterward" + END, "post", ("trainer",))
def _swap_basic_from_deck(m, c):
    return [["SWAP_BASIC_FROM_DECK"]]


# --- Stadium sentences: more counters on Burned Pokémon between turns; Burned kept through evolving and
# devolving ------------------------------------------------------------------------------------------------
@RS._rec(r"put (\d+) damage counters instead of 2 on" r" each burned pokémon between turns" + RS._DOT)
def _burn_more(m):
    return [["STADIUM", fx.ST_BURN_MORE, 10 * int(m.group(1)) - 20, 0]]


@RS._rec(r"the special condition burned can't be" r" removed by evolving or devolving the burned" r" pokémon" + RS._DOT)
def _burn_stays(m):
    return [["STADIUM", fx.ST_BURN_STAYS, 1, 0]]


# --- a Trainer: 1 of your evolved Pokémon, its highest Stage card shuffled into the deck (devolving); if it is
# still in play, a deck card that evolves from it put onto it (evolving); then a shuffle ------------------------
_COUNTS = r" \(this counts as (?:devolving|evolving)" r" that pokémon\)"


@R.rec(r"choose 1 of your evolved pokémon, remove the" r" highest stage evolution card from it, and" r" shuffle it into your deck"
       + _COUNTS + END + r"if that pokémon remains in play, search your" r" deck for an evolution card that evolves" r" from that"
       r" pokémon and put it onto that pokémon" + _COUNTS + END + r"shuffle your deck afterward" + END, "post", ("trainer",))
def _devolve_then_evolve(m, c):
    return [["REQ_OWN_EVOLVED"], ["DEVOLVE_THEN_EVOLVE"]]


# --- a Stadium: a cap on each player's Bench; when it comes into play, each player discards Benched Pokémon
# (with their cards) down to the cap, the Stadium's player first ------------------------------------------
@RS._rec(r"each player can't have more than (\d)" r" benched pokémon" + RS._DOT + r"when this card comes into play, each player"
         r" discards benched pokémon and any cards" r" attached to them until he or she has (\d)" r" benched pokémon" + RS._DOT
         + r"\(you discard your pokémon first\.\)\s*")
def _bench_max(m):
    if m.group(1) != m.group(2):
        return None
    return [["STADIUM", fx.ST_BENCH_MAX, int(m.group(1)), 0]]


# --- the target of "1 of your opponent's Pokémon" taking another amount when it is a Stage 2 Pokémon ---------
RAE._ALT["is a stage 2 evolved pokémon"] = fx.ALT_STAGE2 * 1000
RAE._ALT["is a stage 2 pokémon"] = fx.ALT_STAGE2 * 1000
