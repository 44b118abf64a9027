"""Deck tuning: race every one-card change of a deck against a weighted field.

A *change* takes one copy of a card out and puts one copy of another card in
(:func:`one_card_changes`).  Every variant, and the unchanged deck, plays the
same seeded games against each opponent (common random numbers: game *i*
against opponent *f* has the same shuffles and coin flips for every
variant's opponent), and :func:`ptcgsim.analysis.racing.race` spends the
budget on the promising ones.  The winner is then played again on fresh
games (a disjoint range of game indices of the same seed) against the deck
it came from, so a lucky race shows up as a confirmation that does not hold.
``steps > 1`` climbs: the confirmed winner becomes the next step's deck.

Game ranges, all of seed ``s``: step k's race uses games from
``k * STEP_STRIDE``; its confirmation from ``CONFIRM_OFFSET + k * STEP_STRIDE``.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Hashable, Sequence

import numpy as np

from ..errors import UserError
from . import racing
from .metrics import Z95

STEP_STRIDE = 1 << 32  #: game indices reserved per step (more than any race plays per arm and opponent)
CONFIRM_OFFSET = 1 << 48  #: confirmation games start here: never used by a race
BASE = "base"  #: the arm key of the unchanged deck
SECTIONS = (("pokemon", "Pokémon"), ("trainer", "Trainer"), ("energy", "Energy"))

# eras by the release date of a card's set (the rules presets' eras)
_ERA_STARTS = (("2003/06/18", "ex"), ("2007/05/01", "dp"), ("2011/02/01", "bw"), ("2014/02/01", "xy"),
               ("2017/02/01", "sm"), ("2020/02/01", "swsh"), ("2023/03/01", "modern"))


@dataclass(frozen=True, order=True)
class Change:
    """−1 of ``out_id``, +1 of ``in_id`` (card ids)."""

    out_id: str
    in_id: str
    out_name: str
    in_name: str

    @property
    def label(self) -> str:
        return f"-1 {self.out_name}, +1 {self.in_name}"

    def as_dict(self) -> dict[str, str]:
        return {"out": self.out_name, "out_id": self.out_id, "in": self.in_name, "in_id": self.in_id}


# --------------------------------------------------------------------------
# Decks as counts
# --------------------------------------------------------------------------


def _counts(deck) -> dict[str, int]:
    out: dict[str, int] = {}
    for e in deck.entries:
        out[e.card.id] = out.get(e.card.id, 0) + e.count
    return out


def _cards(deck) -> dict:
    return {e.card.id: e.card for e in deck.entries}


def apply_change(deck, change: Change, card_in=None, name: str | None = None):
    """A new :class:`~ptcgsim.decks.Deck`: ``deck`` with one copy out and one in (entry order kept)."""
    from ..decks import Deck, DeckEntry

    entries = []
    seen_in = False
    for e in deck.entries:
        n = e.count - (1 if e.card.id == change.out_id else 0)
        if e.card.id == change.in_id and not seen_in:
            n += 1
            seen_in = True
        if n > 0:
            entries.append(DeckEntry(e.card, n, e.line, e.name))
    if not seen_in:
        if card_in is None:
            raise ValueError(f"card {change.in_id} is not in the deck: pass card_in")
        entries.append(DeckEntry(card_in, 1, 0, card_in.name))
    # a removed entry may have held the only copy of out_id: drop zero-count lines above
    return Deck(name=name or f"{deck.name} [{change.label}]", entries=entries, source=deck.source, format=deck.format)


def deck_text(deck, header: Sequence[str] = ()) -> str:
    """The deck as a decklist (``COUNT NAME SET NUMBER`` by section) that :func:`~ptcgsim.decks.load_deck` reads back."""
    lines = [f"# name: {deck.name}"] + [f"# {h}" for h in header]
    counts: dict[str, int] = {}
    cards: dict[str, Any] = {}
    for e in deck.entries:  # merge repeated printings of one id, keep first-seen order
        counts[e.card.id] = counts.get(e.card.id, 0) + e.count
        cards.setdefault(e.card.id, e.card)
    for key, title in SECTIONS:
        ids = [i for i in counts if cards[i].supertype == key]
        if not ids:
            continue
        lines.append("")
        lines.append(f"{title}: {sum(counts[i] for i in ids)}")
        for i in ids:
            c = cards[i]
            lines.append(f"{counts[i]} {c.name} {c.set_code or c.set_id} {c.number}")
    lines += ["", f"Total Cards: {sum(counts.values())}", ""]
    return "\n".join(lines)


# --------------------------------------------------------------------------
# Candidate changes
# --------------------------------------------------------------------------


def card_era(card, db=None) -> str:
    """The era of a card's set by release date: base (Wizards), ex, dp, bw, xy, sm, swsh, modern."""
    if db is None:
        from ..decks import _default_db

        db = _default_db()
    date = (db.sets.get(card.set_id) or {}).get("release_date") or ""
    era = "base"
    for start, name in _ERA_STARTS:
        if date and date >= start:
            era = name
    return era


def _implemented(card) -> bool:
    from ..tables import missing_effects
    from ..decks import Deck, DeckEntry

    return not missing_effects(Deck(name="pool", entries=[DeckEntry(card, 1, 0, card.name)]))


def auto_pool(deck, field: Sequence[Any], db=None) -> list:
    """``--auto``: the deck's own cards and the field decks' cards of the deck's era."""
    eras = {card_era(c, db) for c in _cards(deck).values()}
    pool = dict(_cards(deck))
    for f in field:
        for cid, c in _cards(f).items():
            if card_era(c, db) in eras:
                pool.setdefault(cid, c)
    return list(pool.values())


def read_pool(path: str | Path) -> list:
    """``--pool FILE``: the cards a decklist-style file names (counts are ignored; no deck checks)."""
    from ..decks import _read_text, parse_decklist

    path = Path(path)
    if not path.is_file():
        raise UserError(f"{path}: pool file not found (give a file with one card per line, as in a decklist)")
    deck, _warnings = parse_decklist(_read_text(path), source=str(path))
    cards = list(_cards(deck).values())
    if not cards:
        raise UserError(f"{path}: no cards in the pool file; write one card per line as 'COUNT NAME [SET NUMBER]'")
    return cards


def one_card_changes(deck, pool: Sequence[Any], fmt: str = "standard") -> tuple[list[Change], dict[str, Any], list[str]]:
    """Every legal −1/+1 change of ``deck`` with the card in taken from ``pool``.

    Kept: the variant obeys the deck rules (:func:`ptcgsim.decks._deck_problems`:
    at most 4 of a name, one ACE SPEC, a Basic Pokémon) and every card in it
    can be simulated.  Left out, as changes no player would test: swapping a
    card for another printing of the same name, adding an evolved Pokémon
    whose previous stage is not in the deck, and taking out the last copy of
    a Pokémon that another card in the deck evolves from.

    Returns (changes sorted by card ids, the in-cards by id, notes on what was
    left out of the pool).
    """
    from ..decks import _deck_problems, _normalize

    counts = _counts(deck)
    cards = _cards(deck)
    notes: list[str] = []
    incoming: dict[str, Any] = {}
    for c in sorted(pool, key=lambda c: c.id):
        if c.id in incoming:
            continue
        if not _implemented(c):
            notes.append(f"{c.name} ({c.id}): some of its effects are not simulated yet; left out of the pool")
            continue
        incoming[c.id] = c
    changes = []
    for out_id in sorted(counts):
        out_card = cards[out_id]
        for in_id, in_card in incoming.items():
            if in_id == out_id or in_card.name == out_card.name:
                continue
            ch = Change(out_id, in_id, out_card.name, in_card.name)
            v = apply_change(deck, ch, in_card)
            errors, _w = _deck_problems(v, fmt)
            if errors:
                continue
            names = {_normalize(c.name) for c in _cards(v).values()}
            if in_card.is_pokemon and in_card.evolves_from and _normalize(in_card.evolves_from) not in names:
                continue
            if out_card.is_pokemon and out_id not in _counts(v):
                if any(c.evolves_from and _normalize(c.evolves_from) == _normalize(out_card.name)
                       for c in _cards(v).values()) and _normalize(out_card.name) not in names:
                    continue
            changes.append(ch)
    return changes, incoming, notes


# --------------------------------------------------------------------------
# Playing variants with the kernel
# --------------------------------------------------------------------------


def aligned_order(deck, reference) -> list[str]:
    """The card ids of ``deck`` in the order of ``reference``'s deck array, changed cards in place.

    The kernel deals from the deck array in the order ``tables.build_tables``
    lays it out (list order), shuffled by position.  Laid out as they come,
    a variant with one card out and one in shifts every later position, so
    after the same shuffle its deck order shares nothing with the
    reference's.  Here every copy keeps its reference position and each
    card in takes the place of a card out (the last copies go first), so
    the same shuffle deals the same cards except the changed ones: the
    games stay paired until a changed card matters.  Each deck is still
    shuffled uniformly, so no deck's win rate changes; only the pairing
    gets tighter.
    """
    from ..tables import _entries

    ref = [c.id for c, n in _entries(reference) for _ in range(n)]
    want = _counts(deck)
    have: dict[str, int] = {}
    for cid in ref:
        have[cid] = have.get(cid, 0) + 1
    out: dict[str, int] = {}
    for cid, n in have.items():
        if n > want.get(cid, 0):
            out[cid] = n - want.get(cid, 0)
    incoming = [cid for cid in sorted(want) for _ in range(max(0, want[cid] - have.get(cid, 0)))]
    order = list(ref)
    slots = []
    for j in range(len(order) - 1, -1, -1):
        if out.get(order[j], 0) > 0:
            out[order[j]] -= 1
            slots.append(j)
    slots.sort()
    if len(slots) != len(incoming):  # decks of different sizes: keep the reference order, then the rest
        keep = []
        left = dict(want)
        for cid in ref:
            if left.get(cid, 0) > 0:
                keep.append(cid)
                left[cid] -= 1
        return keep + [cid for cid in sorted(left) for _ in range(left[cid])]
    for j, cid in zip(slots, incoming):
        order[j] = cid
    return order


class KernelPlay:
    """``play(key, opponent, first_game, n)`` for :func:`racing.race`, through :class:`ptcgsim.sim.Prepared`.

    ``decks[key]`` is the deck of each arm; the arm's deck is player 0.  The
    matchup's tables are built once per (arm, opponent) and kept.  With
    ``align_to`` (the step's deck) every arm's deck array is laid out in that
    deck's order (:func:`aligned_order`), which makes the common random
    numbers common for the arm's own shuffles too.
    """

    def __init__(self, decks: dict[Hashable, Any], field: Sequence[Any], seed: int, rules: str = "base",
                 players: tuple[str, str] = ("greedy", "greedy"), fmt: str = "standard",
                 allow_missing_effects: bool = False, turn_cap: int = 200, align_to: Any = None):
        self.decks = decks
        self.field = list(field)
        self.seed = seed
        self.args = (rules, players, fmt, allow_missing_effects, turn_cap)
        self.align_to = align_to
        self._prepared: dict[tuple[Hashable, int], Any] = {}
        self.games = 0

    def prepared(self, key: Hashable, opponent: int):
        p = self._prepared.get((key, opponent))
        if p is None:
            from ..sim import Prepared

            p = Prepared(self.decks[key], self.field[opponent], *self.args)
            if self.align_to is not None:
                t = p.tables
                local: dict[str, int] = {}
                for k, c in enumerate(t.cards[0]):  # printed cards first; virtual rows come after
                    local.setdefault(c.id, k)
                order = aligned_order(self.decks[key], self.align_to)
                n = int(t.deck_n[0])
                if len(order) != n or any(cid not in local for cid in order):
                    raise RuntimeError(f"deck array of {self.decks[key].name} does not match its list")
                t.decks[0, :n] = [local[cid] for cid in order]
            self._prepared[(key, opponent)] = p
        return p

    def __call__(self, key: Hashable, opponent: int, first_game: int, n: int) -> np.ndarray:
        rec = self.prepared(key, opponent).run(self.seed, first_game, n)
        self.games += n
        return (rec["winner"] == 0).astype(np.float64)


# --------------------------------------------------------------------------
# Tuning
# --------------------------------------------------------------------------

PlayFactory = Callable[[dict[Hashable, Any]], racing.PlayFn]


def _counted(play: racing.PlayFn, progress: Callable[[int], None]) -> racing.PlayFn:
    def counted(key: Hashable, opponent: int, first_game: int, n: int) -> np.ndarray:
        out = play(key, opponent, first_game, n)
        progress(len(out))
        return out

    return counted


def confirm(play: racing.PlayFn, base_key: Hashable, winner_key: Hashable, w: np.ndarray, games: int,
            first_game: int) -> dict[str, Any]:
    """Winner against the deck it came from on fresh games: paired delta with a 95 % interval."""
    n_f = racing.allocation(games, w)
    b = [play(base_key, f, first_game, int(n)) if n else np.zeros(0) for f, n in enumerate(n_f)]
    v = [play(winner_key, f, first_game, int(n)) if n else np.zeros(0) for f, n in enumerate(n_f)]
    d, se, pairs = racing.paired_delta(v, b, w)
    lo, hi = d - Z95 * se, d + Z95 * se
    verdict = "better" if lo > 0 else "worse" if hi < 0 else "no detectable difference"

    def rate_ci(o: list[np.ndarray]) -> list[float]:
        r = racing.weighted_rate(o, w)
        se_r = math.sqrt(sum(wf * wf * float(x.mean()) * (1 - float(x.mean())) / len(x) for wf, x in zip(w, o) if len(x)))
        return [r - Z95 * se_r, r + Z95 * se_r]

    return {"games_per_deck": int(n_f.sum()), "first_game": first_game, "base_win_rate": racing.weighted_rate(b, w),
            "base_win_rate_ci95": rate_ci(b), "win_rate": racing.weighted_rate(v, w), "win_rate_ci95": rate_ci(v), "delta": d, "ci95": [lo, hi], "verdict": verdict,
            "by_opponent_games": [int(x) for x in n_f]}


def tune(deck, field: Sequence[Any], pool: Sequence[Any], make_play: PlayFactory, *, weights: Sequence[float] | None = None,
         budget: int = 20_000, steps: int = 1, confirm_games: int | None = None, alpha: float = 0.05,
         fmt: str = "standard", field_names: Sequence[str] | None = None, accept: str = "confirmed",
         progress: Callable[[int], None] | None = None, on_step: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """Race the one-card changes of ``deck`` against ``field``; climb ``steps`` times.

    ``make_play(decks)`` returns the ``play`` function for a dict of arm
    decks (:class:`KernelPlay` for real games, a synthetic one in tests).
    ``budget`` is the race's game budget per step; ``confirm_games`` (default
    a quarter of it) the games per deck of each confirmation.  A step's
    winner is kept when its confirmation shows a gain: with ``accept =
    "confirmed"`` the whole 95 % interval is above 0, with ``"positive"``
    the point estimate is.  The climb stops at a step whose race keeps the
    deck, or whose winner is not kept.

    Returns a JSON-ready summary: per step the ranked variants (delta and
    95 % interval against that step's deck, games, status), the race's
    rounds, the confirmation; the path of accepted changes with the win rate
    after each; and ``best_deck`` (the final deck).
    """
    if steps < 1:
        raise UserError(f"--steps {steps}: give 1 or more")
    if accept not in ("confirmed", "positive"):
        raise UserError(f"--accept {accept!r}: choose confirmed (the 95% interval above 0) or positive (delta above 0)")
    w = racing.normalize_weights(weights, len(field))
    confirm_games = int(confirm_games if confirm_games is not None else max(200, budget // 4))
    if confirm_games < 2:
        raise UserError(f"--confirm {confirm_games}: give at least 2 games")
    current = deck
    out_steps: list[dict[str, Any]] = []
    path: list[dict[str, Any]] = []
    total = 0
    partial = False
    for k in range(steps):
        changes, incoming, notes = one_card_changes(current, pool, fmt)
        if not changes:
            raise UserError(f"{current.name}: no legal one-card change with the given pool "
                            "(give --pool with cards that may come in, or --auto)")
        decks: dict[Hashable, Any] = {BASE: current}
        for i, ch in enumerate(changes):
            decks[i] = apply_change(current, ch, incoming.get(ch.in_id))
        play = make_play(decks)
        if progress is not None:
            play = _counted(play, progress)
        arms = [BASE, *range(len(changes))]
        res = racing.race(arms, play, w, budget, n_opponents=len(field), base=BASE, alpha=alpha,
                          first_game=k * STEP_STRIDE)
        total += res.games
        partial |= res.partial
        rows = []
        for a in res.arms:
            key = a["key"]
            rows.append({**{kk: vv for kk, vv in a.items() if kk != "key"},
                         "variant": "(no change)" if key == BASE else changes[key].label,
                         "change": None if key == BASE else changes[key].as_dict()})
        step: dict[str, Any] = {"step": k + 1, "deck": current.name, "candidates": len(changes),
                                "race_games": res.games, "separated": res.separated, "alpha": res.alpha,
                                "rounds": [{**r, "leader": "(no change)" if r["leader"] == BASE else changes[r["leader"]].label}
                                           for r in res.rounds],
                                "variants": rows, "pool_notes": notes}
        if res.partial:
            step["winner"] = None
            out_steps.append(step)
            break
        if res.winner == BASE:
            step["winner"] = None
            step["accepted"] = False
            step["stop"] = "no change beat the deck in the race"
            out_steps.append(step)
            if on_step:
                on_step(step)
            break
        ch = changes[res.winner]
        try:
            c = confirm(play, BASE, res.winner, w, confirm_games, CONFIRM_OFFSET + k * STEP_STRIDE)
        except KeyboardInterrupt:
            partial = True
            step["winner"] = ch.label
            out_steps.append(step)
            break
        total += 2 * c["games_per_deck"]
        step["winner"] = ch.label
        step["confirmation"] = c
        step["accepted"] = bool(c["ci95"][0] > 0 if accept == "confirmed" else c["delta"] > 0)
        if not path:
            path.append({"step": 0, "change": None, "deck": current.name, "win_rate": c["base_win_rate"],
                         "win_rate_ci95": c["base_win_rate_ci95"]})
        if step["accepted"]:
            n_changes = len(path)
            current = dataclasses.replace(decks[res.winner],
                                          name=f"{deck.name} (tuned: {n_changes} change{'s' if n_changes > 1 else ''})")
            path.append({"step": k + 1, "change": ch.as_dict(), "label": ch.label, "deck": current.name,
                         "win_rate": c["win_rate"], "win_rate_ci95": c["win_rate_ci95"], "delta": c["delta"],
                         "ci95": c["ci95"]})
        else:
            step["stop"] = ("the race winner's gain did not confirm on fresh games (95% interval reaches 0)"
                            if accept == "confirmed" else "the race winner did not gain on fresh games")
        out_steps.append(step)
        if on_step:
            on_step(step)
        if not step["accepted"]:
            break
    if not path and out_steps and out_steps[0]["variants"]:
        base_row = next(v for v in out_steps[0]["variants"] if v["change"] is None)
        path.append({"step": 0, "change": None, "deck": deck.name, "win_rate": base_row["win_rate"]})
    names = list(field_names) if field_names is not None else [getattr(f, "name", str(f)) for f in field]
    header = [f"tuned by ptcgsim tune from {deck.name}: " + ("; ".join(p["label"] for p in path[1:]) or "no change")]
    return {"deck": deck.name, "field": names, "weights": [float(x) for x in w], "budget": budget,
            "confirm_games": confirm_games, "accept": accept, "steps": out_steps, "path": path, "total_games": total,
            "partial": partial, "best_deck_name": current.name, "best_deck": deck_text(current, header),
            "changed": current is not deck,
            "note": "delta = variant win rate - the step's deck win rate against the field weighted by shares, "
                    "paired on the same seeded games (common random numbers), stratified by opponent; "
                    "ci95 = delta +/- 1.96 se. Racing: successive halving with confidence-bound elimination "
                    "(family-wise alpha on wrongly dropping the best). The confirmation replays the winner and "
                    "its deck on fresh game indices of the same seed."}


def tune_text(s: dict[str, Any], top: int = 10) -> str:
    ws = ", ".join(f"{n} {100 * w:.0f}%" for n, w in zip(s["field"], s["weights"]))
    lines = [f"Tuning {s['deck']} against {ws}" + (" (PARTIAL)" if s["partial"] else "")]
    for st in s["steps"]:
        lines.append(f"Step {st['step']}: {st['candidates']} one-card changes of {st['deck']}, "
                     f"{st['race_games']:,} race games, "
                     + ("best separated" if st["separated"] else "best not separated within the budget"))
        if st.get("rounds"):
            lines.append("  rounds (games per arm x arms alive): "
                         + " -> ".join(f"{r['games_per_arm']}x{r['alive']}" for r in st["rounds"]))
        vs = st["variants"]
        width = min(48, max(len(v["variant"]) for v in vs[:top]))
        for i, v in enumerate(vs[:top]):
            lo, hi = v["ci95"]
            lines.append(f"  {i + 1:>3}. {v['variant'][:width]:<{width}}  {100 * v['delta']:+6.2f} pts "
                         f"[{100 * lo:+6.2f}, {100 * hi:+6.2f}]  {v['games']:>7,} games  {v['status']}")
        if len(vs) > top:
            lines.append(f"       ... {len(vs) - top} more (see --json)")
        c = st.get("confirmation")
        if c:
            lo, hi = c["ci95"]
            lines.append(f"  confirmation on fresh games ({c['games_per_deck']:,} per deck): {st['winner']}  "
                         f"{100 * c['base_win_rate']:.1f}% -> {100 * c['win_rate']:.1f}%, delta "
                         f"{100 * c['delta']:+.2f} pts [{100 * lo:+.2f}, {100 * hi:+.2f}]  {c['verdict']}")
        if st.get("stop"):
            lines.append(f"  stop: {st['stop']}")
    if len(s["path"]) > 1:
        lines.append("Path: " + " -> ".join(f"{100 * p['win_rate']:.1f}%" + (f" ({p['label']})" if p.get("label") else "")
                                            for p in s["path"]))
    lines.append(f"Total games: {s['total_games']:,}")
    return "\n".join(lines)


def run_tune(deck, field: Sequence[Any], *, pool: str | Path | Sequence[Any] = "auto", weights: Sequence[float] | None = None,
             budget: int = 20_000, steps: int = 1, confirm_games: int | None = None, alpha: float = 0.05, accept: str = "confirmed",
             seed: int = 0,
             rules: str = "base", players: Sequence[str] | str = ("greedy", "greedy"), fmt: str = "standard",
             allow_missing_effects: bool = False, align: bool = True,
             progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """The Python API of ``ptcgsim tune``: decklist paths (or Decks) in, the :func:`tune` summary out.

    ``pool`` is ``"auto"`` (the deck's and the field's cards of its era), a
    pool file's path, or a list of Cards.
    """
    from ..decks import Deck, load_deck
    from ..sim import resolve_players

    def load(d):
        return d if isinstance(d, Deck) else load_deck(d, format=fmt)

    base = load(deck)
    opps = [load(f) for f in field]
    if isinstance(pool, str) and pool == "auto":
        cards = auto_pool(base, opps)
    elif isinstance(pool, (str, Path)):
        cards = read_pool(pool)
    else:
        cards = list(pool)
    pl = resolve_players(players)

    def make_play(decks: dict[Hashable, Any]) -> racing.PlayFn:
        return KernelPlay(decks, opps, seed, rules, pl, fmt, allow_missing_effects, align_to=decks[BASE] if align else None)

    s = tune(base, opps, cards, make_play, weights=weights, budget=budget, steps=steps, confirm_games=confirm_games,
             alpha=alpha, fmt=fmt, field_names=[o.name for o in opps], accept=accept, progress=progress)
    s.update(seed=seed, rules=rules, players=list(pl), format=fmt, aligned_deck_order=align)
    return s
