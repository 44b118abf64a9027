"""Card facts: schema, the bundled database, the importer and name normalisation.

Other parts code against :func:`load_db` and :class:`CardDB`::

    db = load_db()
    db.get("base1-4"); db.find("sv3-125"); db.by_set_number("OBF", "125")
    db.by_name("Charizard ex"); db.set_id_for_code("PR-SV"); db.basic_energy("Fire")
"""

from __future__ import annotations

from .db import CardDB, clear_cache, home_dir, load_db, normalize_number
from .names import normalize_name
from .schema import ENERGY_TYPES, Attack, Card, Power, Resistance, Weakness

__all__ = [
    "ENERGY_TYPES",
    "Attack",
    "Card",
    "CardDB",
    "Power",
    "Resistance",
    "Weakness",
    "clear_cache",
    "home_dir",
    "load_db",
    "normalize_name",
    "normalize_number",
]
