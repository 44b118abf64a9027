"""Exact opening-hand, draw and prize odds (hypergeometric; no simulation).

Everything here takes plain counts so it can be checked against brute-force
enumeration: deck size ``n``, Basic Pokémon ``basics``, copies ``k`` of a
target of which ``k_basic`` are themselves Basic Pokémon, ``hand`` (7) and
``prizes`` (6; 3 in the 30-card mini format).  Arithmetic is exact
(:class:`fractions.Fraction` over :func:`math.comb`); results are floats.

Conditioning used throughout (RULES.md §3):

* A *kept hand* is an opening ``hand`` that holds at least one Basic Pokémon.
  Mulligans redraw from a reshuffled full deck, so the kept hand is a uniform
  ``hand``-subset of the deck conditioned on containing a Basic.
* Prizes are the next ``prizes`` cards after the kept hand; they are unknown,
  so the cards drawn afterwards are (by symmetry) a uniform subset of the
  ``n - hand`` cards not in the hand.  Prizes do not change the marginal odds
  of what you draw, only how many cards are left.
* Extra cards drawn for the opponent's mulligans are not counted (they depend
  on the opponent's deck).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import comb
from typing import Any

from .errors import UserError

RULES = ("base", "ex", "modern")
#: Extra cards the opponent may draw per mulligan (RULES.md §3, §9; base: "up to 2", the maximum).
EXTRA_PER_MULLIGAN = {"base": 2, "ex": 1, "modern": 1}
HAND_SIZE = 7
TURNS = 6
GROUP_BASICS = "Basic Pokémon"
GROUP_ENERGY = "Energy"


def check_rules(rules: str) -> str:
    """Validate a rules preset name (UserError lists the choices)."""
    r = str(rules).strip().lower()
    if r not in RULES:
        raise UserError(f"unknown rules preset {rules!r}: use one of {', '.join(RULES)}")
    return r


def _check(n: int, basics: int, k: int = 0, k_basic: int = 0, hand: int = HAND_SIZE, prizes: int = 0) -> None:
    if not (0 <= basics <= n and 0 <= k <= n and 0 <= k_basic <= min(k, basics)):
        raise ValueError(f"bad counts: n={n} basics={basics} k={k} k_basic={k_basic}")
    if not (0 < hand <= n and 0 <= prizes <= n - hand):
        raise ValueError(f"bad sizes: n={n} hand={hand} prizes={prizes}")


def _c(n: int, r: int) -> int:
    """C(n, r), 0 outside 0 <= r <= n."""
    return comb(n, r) if 0 <= r <= n else 0


def _none(n: int, bad: int, draw: int) -> Fraction:
    """P(no card of a `bad`-card subset among `draw` cards from `n`)."""
    return Fraction(_c(n - bad, draw), _c(n, draw))


# --- mulligans -------------------------------------------------------------------
def mulligan_probability_exact(n: int, basics: int, hand: int = HAND_SIZE) -> Fraction:
    """P(an opening hand has no Basic Pokémon) = C(n-B, hand) / C(n, hand)."""
    _check(n, basics, hand=hand)
    return _none(n, basics, hand)


def mulligan_probability(n: int, basics: int, hand: int = HAND_SIZE) -> float:
    return float(mulligan_probability_exact(n, basics, hand))


def mulligan_distribution(p: float, count: int = 10) -> list[float]:
    """P(exactly m mulligans) = p^m (1-p) for m = 0..count-1 (geometric)."""
    return [p**m * (1 - p) for m in range(count)]


def expected_mulligans(p: float) -> float:
    """E[m] = p / (1-p); infinite when the deck has no Basic Pokémon."""
    return float("inf") if p >= 1 else p / (1 - p)


def expected_net_mulligans(p_self: float, p_opp: float) -> float:
    """E[max(0, m_self - m_opp)] for independent geometric mulligan counts.

    E[max(0, m1 - k)] = p^(k+1) / (1-p), so summing over P(m_opp = k) = q^k (1-q):
    E = p (1-q) / ((1-p)(1-pq)).
    """
    p, q = p_self, p_opp
    if p >= 1:
        return float("inf") if q < 1 else 0.0
    return p * (1 - q) / ((1 - p) * (1 - p * q))


def expected_extra_cards(rules: str, p_self: float, p_opp: float | None = None) -> float:
    """Expected extra cards the opponent may draw because of *my* mulligans.

    * base: 2 per mulligan (RULES.md §3 "up to 2"; the maximum is taken);
    * ex: 1 per mulligan;
    * modern: 1 per mulligan, net of both players' mulligans: E[max(0, m_self - m_opp)].
      ``p_opp`` is the opponent's mulligan probability; when not given the
      opponent is assumed to play an identical deck (p_opp = p_self).

    base and ex count every mulligan (the base "both players have no Basic"
    redraw round, which owes nothing, is not modelled: it needs the opponent's deck).
    """
    rules = check_rules(rules)
    if rules == "modern":
        return expected_net_mulligans(p_self, p_self if p_opp is None else p_opp)
    return EXTRA_PER_MULLIGAN[rules] * expected_mulligans(p_self)


# --- one target ------------------------------------------------------------------
def p_open_exact(n: int, k: int, hand: int = HAND_SIZE) -> Fraction:
    """P(>= 1 of k copies in an opening hand) (before mulligans)."""
    _check(n, 0, k, 0, hand)
    return 1 - _none(n, k, hand)


def p_open(n: int, k: int, hand: int = HAND_SIZE) -> float:
    return float(p_open_exact(n, k, hand))


def _p_keep(n: int, basics: int, hand: int) -> Fraction:
    return 1 - _none(n, basics, hand)


def _p_no_target_and_keep(n: int, basics: int, k: int, k_basic: int, hand: int) -> Fraction:
    """P(no target in the hand AND at least one Basic); target ∪ Basics has k + B - k_basic cards."""
    return _none(n, k, hand) - _none(n, k + basics - k_basic, hand)


def p_open_keep_exact(n: int, basics: int, k: int, k_basic: int = 0, hand: int = HAND_SIZE) -> Fraction:
    """P(>= 1 target in the kept hand) = P(>= 1 target | the hand has >= 1 Basic)."""
    _check(n, basics, k, k_basic, hand)
    keep = _p_keep(n, basics, hand)
    if keep == 0:
        return Fraction(0)
    return 1 - _p_no_target_and_keep(n, basics, k, k_basic, hand) / keep


def draws_by_turn(rules: str, first: bool, turn: int) -> int:
    """Cards drawn by the start of your turn `turn` (after that turn's draw).

    The first player skips the turn-1 draw under ex rules only (RULES.md §9).
    """
    rules = check_rules(rules)
    return turn - 1 if (first and rules == "ex") else turn


def p_seen_by_draws_exact(n: int, basics: int, k: int, k_basic: int, draws: int,
                          hand: int = HAND_SIZE, prizes: int = 0) -> Fraction:
    """P(>= 1 target among the kept hand and the next `draws` cards drawn).

    Draws come from the n - hand - prizes cards left in the deck; by symmetry
    they are a uniform `draws`-subset of the n - hand cards outside the hand.
    """
    _check(n, basics, k, k_basic, hand, prizes)
    keep = _p_keep(n, basics, hand)
    if keep == 0:
        return Fraction(0)
    draws = max(0, min(draws, n - hand - prizes))
    miss_hand = _p_no_target_and_keep(n, basics, k, k_basic, hand) / keep
    miss_draws = _none(n - hand, k, draws)  # all k copies are outside a target-free hand
    return 1 - miss_hand * miss_draws


def p_by_turn(n: int, basics: int, k: int, k_basic: int, rules: str, hand: int = HAND_SIZE,
              prizes: int = 6, turns: int = TURNS) -> dict[str, list[float]]:
    """{"first": [P(seen by the start of turn t) for t=1..turns], "second": [...]}."""
    out = {}
    for label, first in (("first", True), ("second", False)):
        out[label] = [
            float(p_seen_by_draws_exact(n, basics, k, k_basic, draws_by_turn(rules, first, t), hand, prizes))
            for t in range(1, turns + 1)
        ]
    return out


def _hand_copies_given_keep(n: int, basics: int, k: int, k_basic: int, hand: int) -> list[Fraction]:
    """P(j copies in the kept hand), j = 0..k."""
    keep = _p_keep(n, basics, hand)
    other_nonbasic = n - k - (basics - k_basic)  # neither target nor Basic
    out = []
    for j in range(k + 1):
        p_j = Fraction(_c(k, j) * _c(n - k, hand - j), comb(n, hand))
        p_j_no_basic = Fraction(_c(k - k_basic, j) * _c(other_nonbasic, hand - j), comb(n, hand))
        out.append((p_j - p_j_no_basic) / keep if keep else Fraction(0))
    return out


def prize_odds_exact(n: int, basics: int, k: int, k_basic: int = 0, hand: int = HAND_SIZE,
                     prizes: int = 6) -> dict[str, Fraction]:
    """Prize odds for a target, given a kept hand.

    Conditioning: the prizes are `prizes` cards taken uniformly from the
    n - hand cards left after a kept hand (a hand with >= 1 Basic).  Returns
    ``p_prized_any`` (>= 1 copy prized), ``p_prized_all`` (every copy prized,
    0 when k > prizes or k == 0) and ``expected_prized`` (mean copies prized).
    """
    _check(n, basics, k, k_basic, hand, prizes)
    rest = n - hand
    dist = _hand_copies_given_keep(n, basics, k, k_basic, hand)
    any_ = Fraction(0)
    all_ = Fraction(0)
    exp = Fraction(0)
    for j, pj in enumerate(dist):
        left = k - j
        any_ += pj * (1 - _none(rest, left, prizes))
        exp += pj * Fraction(left * prizes, rest)
    if 0 < k <= prizes:
        all_ = dist[0] * Fraction(_c(rest - k, prizes - k), comb(rest, prizes))
    return {"p_prized_any": any_, "p_prized_all": all_, "expected_prized": exp}


def target_odds(n: int, basics: int, k: int, k_basic: int, rules: str, hand: int = HAND_SIZE,
                prizes: int = 6, turns: int = TURNS) -> dict[str, Any]:
    """Every per-target figure as floats (the shape of one ``cards`` row without name/copies)."""
    pr = prize_odds_exact(n, basics, k, k_basic, hand, prizes)
    return {
        "p_open": p_open(n, k, hand),
        "p_open_keep": float(p_open_keep_exact(n, basics, k, k_basic, hand)),
        "p_prized_any": float(pr["p_prized_any"]),
        "p_prized_all": float(pr["p_prized_all"]),
        "expected_prized": float(pr["expected_prized"]),
        "p_by_turn": p_by_turn(n, basics, k, k_basic, rules, hand, prizes, turns),
    }


# --- decks -----------------------------------------------------------------------
def _entries(deck: Any) -> list[tuple[Any, int]]:
    """(card, count) pairs from a Deck (``.entries`` of objects with .card/.count) or pairs."""
    items = getattr(deck, "entries", deck)
    out = []
    for e in items:
        if hasattr(e, "card") and hasattr(e, "count"):
            out.append((e.card, int(e.count)))
        else:
            card, count = e
            out.append((card, int(count)))
    return out


def parse_group(group: str | Sequence[str] | None) -> list[str]:
    """"Bill, Professor Oak" -> ["Bill", "Professor Oak"]."""
    if not group:
        return []
    parts = group.split(",") if isinstance(group, str) else list(group)
    return [p.strip() for p in parts if p.strip()]


def deck_odds(deck: Any, rules: str, group: str | Sequence[str] | None = None, prizes: int = 6,
              hand: int = HAND_SIZE, turns: int = TURNS, group_name: str | None = None) -> dict[str, Any]:
    """Exact odds for a deck, as a plain JSON-ready dict.

    ``deck``: a :class:`ptcgsim.decks.Deck` (``entries`` with ``.card``/``.count``)
    or any iterable of (Card, count).  Copies are aggregated by card name.
    ``group``: card names (list or comma-separated) treated as one target.
    """
    from .cards.names import normalize_name

    rules = check_rules(rules)
    pairs = _entries(deck)
    n = sum(c for _, c in pairs)
    if n <= hand + prizes:
        raise UserError(f"deck has {n} cards: too few for a {hand}-card hand and {prizes} prizes")
    basics = sum(c for card, c in pairs if card.is_basic_pokemon)
    by_name: dict[str, dict[str, Any]] = {}
    for card, c in pairs:
        key = normalize_name(card.name)
        row = by_name.setdefault(key, {"name": card.name, "copies": 0, "basic": 0, "energy": 0})
        row["copies"] += c
        row["basic"] += c if card.is_basic_pokemon else 0
        row["energy"] += c if card.supertype == "energy" else 0

    def row(name: str, k: int, kb: int) -> dict[str, Any]:
        return {"name": name, "copies": k, **target_odds(n, basics, k, kb, rules, hand, prizes, turns)}

    cards = [row(r["name"], r["copies"], r["basic"]) for r in by_name.values()]
    cards.sort(key=lambda r: (-r["copies"], r["name"]))
    groups = [
        row(GROUP_BASICS, basics, basics),
        row(GROUP_ENERGY, sum(r["energy"] for r in by_name.values()), 0),
    ]
    names = parse_group(group)
    if names:
        unknown = [x for x in names if normalize_name(x) not in by_name]
        if unknown:
            raise UserError(f"--group: not in the deck: {', '.join(unknown)}")
        members = {normalize_name(x) for x in names}
        k = sum(by_name[m]["copies"] for m in members)
        kb = sum(by_name[m]["basic"] for m in members)
        label = group_name or ", ".join(dict.fromkeys(by_name[normalize_name(x)]["name"] for x in names))
        groups.append(row(label, k, kb))
    p = mulligan_probability(n, basics, hand)
    return {
        "deck": getattr(deck, "name", None),
        "rules": rules,
        "deck_size": n,
        "hand_size": hand,
        "prizes": prizes,
        "basics": basics,
        "mulligan_probability": p,
        "mulligan_distribution": mulligan_distribution(p, 10),
        "expected_mulligans": expected_mulligans(p),
        "expected_extra_cards_for_opponent": expected_extra_cards(rules, p),
        "cards": cards,
        "groups": groups,
    }


def _chart_series(result: dict[str, Any], top: int) -> list[tuple[str, dict[str, list[float]], bool]]:
    """(label, p_by_turn, is_group) for the groups and the `top` most-played cards.

    Cards whose curves coincide (same copies, same Basic count) share one line
    and one label, so no line hides another.
    """
    series: list[tuple[str, dict[str, list[float]], bool]] = [
        (f"{r['name']} ({r['copies']})" + (": in every kept hand" if r["name"] == GROUP_BASICS else ""),
         r["p_by_turn"], True)
        for r in result["groups"]
    ]
    merged: dict[tuple, list[dict[str, Any]]] = {}
    for r in result["cards"]:
        key = tuple(round(v, 9) for v in r["p_by_turn"]["first"] + r["p_by_turn"]["second"])
        merged.setdefault(key, []).append(r)
    for rows in sorted(merged.values(), key=lambda rs: (-rs[0]["copies"], rs[0]["name"]))[:top]:
        names = [r["name"] for r in rows]
        label = ", ".join(names[:3]) + (f" +{len(names) - 3} more" if len(names) > 3 else "")
        each = " each" if len(names) > 1 else ""
        series.append((f"{label} ({rows[0]['copies']}{each})", rows[0]["p_by_turn"], False))
    return series


def by_turn_chart(result: dict[str, Any], top: int = 5):
    """Plot the by-turn curves (groups + the `top` most-played cards); return the figure.

    One panel per side (going first / second), or a single panel when the
    rules give both players the same draws (base, modern).  matplotlib is
    imported lazily with the Agg backend; the caller saves and closes.
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    series = _chart_series(result, top)
    same = all(p["first"] == p["second"] for _, p, _ in series)
    panels = [("first", "Going first or second (same draws under these rules)")] if same else [
        ("first", "Going first"), ("second", "Going second")]
    fig, axes = plt.subplots(1, len(panels), figsize=(6.5 * len(panels) + 1, 5.6), sharey=True, squeeze=False)
    turns = list(range(1, len(series[0][1]["first"]) + 1))
    for ax, (key, title) in zip(axes[0], panels):
        for label, p, is_group in series:
            ax.plot(turns, [100 * v for v in p[key]], "-" if is_group else "--", marker="o", markersize=4,
                    linewidth=2 if is_group else 1.5, label=label, clip_on=False)
        ax.set_title(title, fontsize=10)
        ax.set_xlabel("Your turn t (cards seen: kept hand + draws up to turn t)")
        ax.set_xticks(turns)
        ax.set_ylim(0, 100)
        ax.grid(alpha=0.3)
    axes[0][0].set_ylabel("P(at least one seen), %")
    handles, labels = axes[0][0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="center left", bbox_to_anchor=(1.0, 0.5), fontsize=8,
               title="solid: group, dashed: card (copies)", title_fontsize=8, frameon=False)
    deck = result.get("deck") or "deck"
    fig.suptitle(f"{deck}: {result['deck_size']} cards, {result['basics']} Basic Pokémon, "
                 f"{result['rules']} rules, {result['prizes']} prizes — from a kept hand", fontsize=11)
    fig.tight_layout()
    return fig
