"""Card tags (ptcgsim/cardtags.py, recognize_tags29.py): Pokémon counted by an attack's name or a
part of their name, resolved per matchup into cflags bits that the kernel's existing counts read.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id, their programs
as the recogniser writes them).  No card text lives here: the recogniser tests use synthetic
sentences about a made-up Pokémon.
"""

from __future__ import annotations

import unittest

from ptcgsim import cardtags as T
from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.tables import build_tables
from tests.kernel_harness import Board, make_deck

WATER, DARK = "sve-3", "sve-7"
TYMPOLE, PALPITOAD, SEISMITOAD = "zsv10pt5-19", "zsv10pt5-20", "zsv10pt5-21"  # each has the Round attack
WIGGLYTUFF = "me2-77"  # Round too (the opponent's: not counted by "your Pokémon")
WATTREL, MURKROW, FLAMIGO = "sv2-80", "sv2-131", "sv2-170"  # each has the United Wings attack
WEEZING, KOFFING, PLAIN_KOFFING = "sv10-126", "sv10-125", "sv9-91"


def attack(text: str, base: int = 0, ex_era: bool = False, card: str = "Testmon"):
    return recognize_text(text, Ctx(kind="attack", base=base, damaging=True, ex_era=ex_era, card=card), card)


class Recognise(unittest.TestCase):
    def test_per_discard_pokemon_with_an_attack(self):
        rows = attack("This attack does 30 damage for each Pokémon in your discard pile that has the Flock Dive attack.", 30)
        self.assertEqual(rows, [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_DISCARD_KIND,
                                                 T.tag_kind(fx.KIND_POKEMON, "attack:flock dive")], ["DAMAGE"]])

    def test_per_own_pokemon_in_play_with_an_attack(self):
        rows = attack("This attack does 50 damage for each of your Pokémon in play that has the Chorus attack.", 50)
        self.assertEqual(rows, [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 50, fx.CNT_OWN_FLAG_IN_PLAY, T.tag_bit("attack:chorus")],
                                ["DAMAGE"]])

    def test_per_pokemon_in_play_named_both_players(self):
        # the card's own name is normalised to "this pokémon": the tag keeps the printed name
        rows = attack('This attack does 20 damage for each Pokémon in play that has "Sparkmon" or "Testmon" in its name '
                      "(both yours and your opponent's).", 20, card="Testmon")
        self.assertEqual(rows, [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 20, fx.CNT_ALL_FLAG_IN_PLAY,
                                                 T.tag_bit("name:sparkmon|Testmon")], ["DAMAGE"]])

    def test_near_misses(self):
        # the EX era, the opponent's discard pile, only the Bench, one player's Pokémon by name
        self.assertIsNone(attack("This attack does 30 damage for each Pokémon in your discard pile that has the Flock Dive attack.",
                                 30, ex_era=True))
        self.assertIsNone(attack("This attack does 30 damage for each Pokémon in your opponent's discard pile that has the "
                                 "Flock Dive attack.", 30))
        self.assertIsNone(attack("This attack does 50 damage for each of your Benched Pokémon that has the Chorus attack.", 50))
        self.assertIsNone(attack('This attack does 20 damage for each Pokémon in play that has "Sparkmon" or "Zapmon" in its name.',
                                 20))


class Resolve(unittest.TestCase):
    def test_rows_resolve_to_kinds_bits_and_counts(self):
        bits = {"attack:chorus": 52, "name:a|b": 53}
        rows = [["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_DISCARD_KIND, T.tag_kind(fx.KIND_POKEMON, "attack:chorus")],
                ["DMG_ADD_PER_COUNT", 10, fx.CNT_ALL_FLAG_IN_PLAY, T.tag_bit("name:a|b")],
                ["SKIP_UNLESS_COUNT", T.tagged_count(fx.CNT_OWN_DISCARD_KIND, T.tag_kind(fx.KIND_POKEMON, "name:a|b")), 2, 1],
                ["DAMAGE"]]
        self.assertEqual(T.row_tags(rows), ["attack:chorus", "name:a|b"])
        out = T.resolve_rows(rows, bits.get)
        self.assertEqual(out[0][3], fx.KIND_FLAG + fx.KIND_POKEMON + 100 * 52)
        self.assertEqual(out[1][3], 53)
        self.assertEqual(out[2][1], fx.count_code(fx.CNT_OWN_DISCARD_KIND, fx.KIND_FLAG + fx.KIND_POKEMON + 100 * 53))
        self.assertEqual(out[3], ["DAMAGE"])
        # unresolved: a bit no count reads, a kind no card matches
        none = T.resolve_rows(rows, None)
        self.assertEqual(none[1][3], -1)
        self.assertLess(none[0][3], fx.KIND_FLAG)
        self.assertEqual(fx.encode_program(none)[0][0], fx.OP["DMG_ADD_PER_COUNT"])

    def test_card_has_tag(self):
        db = load_db()
        seismitoad, weezing, koffing = (db.get(i) for i in (SEISMITOAD, WEEZING, PLAIN_KOFFING))
        self.assertTrue(T.card_has_tag(seismitoad, "attack:round"))
        self.assertFalse(T.card_has_tag(weezing, "attack:round"))
        self.assertTrue(T.card_has_tag(weezing, "name:koffing|Weezing"))
        self.assertTrue(T.card_has_tag(koffing, "name:koffing|Weezing"))
        self.assertFalse(T.card_has_tag(seismitoad, "name:koffing|Weezing"))

    def test_tables_set_the_bit_on_exactly_the_tagged_pokemon(self):
        tb = build_tables(make_deck("A", [TYMPOLE, PALPITOAD, WATTREL, WATER]), make_deck("B", [WIGGLYTUFF, MURKROW, WATER]))
        mask = ((1 << T.TAG_BITS) - 1) << T.TAG_BIT0
        tags = {(p, c.id): int(tb.ct.cflags[p, k]) & mask for p in range(2) for k, c in enumerate(tb.cards[p])}
        round_, wings = tags[(0, TYMPOLE)], tags[(0, WATTREL)]  # the two tags these decks' attacks name
        self.assertEqual({round_, wings}, {1 << T.TAG_BIT0, 1 << (T.TAG_BIT0 + 1)})
        self.assertEqual(tags, {(0, TYMPOLE): round_, (0, PALPITOAD): round_, (0, WATTREL): wings, (0, WATER): 0,
                                (1, WIGGLYTUFF): round_, (1, MURKROW): wings, (1, WATER): 0})


class InGame(unittest.TestCase):
    def test_round_counts_own_pokemon_in_play_with_the_attack(self):
        b = Board([PALPITOAD, TYMPOLE, SEISMITOAD, WATTREL, WATER], [WIGGLYTUFF, WATER], "modern")
        b.active(0, PALPITOAD)
        b.attach(0, 0, WATER, WATER)
        b.bench(0, 1, TYMPOLE)
        b.bench(0, 2, SEISMITOAD)
        b.bench(0, 3, WATTREL)  # no Round attack
        b.active(1, WIGGLYTUFF)  # the opponent's Round Pokémon does not count
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 3 * 40)

    def test_united_wings_counts_own_discard_pile(self):
        b = Board([FLAMIGO, WATTREL, MURKROW, TYMPOLE, WATER], [WIGGLYTUFF, WATTREL, WATER], "modern")
        b.active(0, FLAMIGO)
        b.attach(0, 0, WATER, WATER)
        b.active(1, WIGGLYTUFF)
        b.st.disc[0, b.k(0, WATTREL)] = 2
        b.st.disc[0, b.k(0, MURKROW)] = 1
        b.st.disc[0, b.k(0, TYMPOLE)] = 3  # no United Wings attack
        b.st.disc[1, b.k(1, WATTREL)] = 4  # the opponent's discard pile
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 3 * 20)

    def test_explode_together_counts_both_players_named_pokemon(self):
        b = Board([WEEZING, KOFFING, TYMPOLE, DARK], [WIGGLYTUFF, PLAIN_KOFFING, DARK], "modern")
        b.active(0, WEEZING)
        b.attach(0, 0, DARK, DARK)
        b.bench(0, 1, KOFFING)
        b.bench(0, 2, TYMPOLE)
        b.active(1, WIGGLYTUFF)
        b.bench(1, 1, PLAIN_KOFFING)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 3 * 40)  # Weezing itself, its Koffing and the opponent's


if __name__ == "__main__":
    unittest.main()
