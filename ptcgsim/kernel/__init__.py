"""The Numba game kernel (jitted code only: arrays and scalars in, arrays out).

Numba's ``cache=True`` invalidates a cached function only when *its own* file
changes, not when a function it calls (in another file) does.  Kernel
functions call across modules, so on import we hash every source the kernel
compiles from and drop the cache when the hash differs from the one the cache
was built with.  Users never run stale machine code after an upgrade or edit.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

_HERE = Path(__file__).parent
_PKG = _HERE.parent
_SOURCES = ("effects.py", "rules.py", "records.py")


def _source_hash() -> str:
    h = hashlib.sha256()
    for path in sorted(_HERE.glob("*.py")) + [_PKG / name for name in _SOURCES]:
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def _cache_dirs() -> list[Path]:
    custom = os.environ.get("NUMBA_CACHE_DIR")
    if custom:
        return [p for p in Path(custom).rglob("*") if p.is_dir() and "kernel" in p.name] + [Path(custom)]
    return [_HERE / "__pycache__"]


def _drop_stale_cache() -> None:
    digest = _source_hash()
    for cache in _cache_dirs():
        stamp = cache / "ptcgsim-kernel.sha256"
        try:
            if stamp.is_file() and stamp.read_text() == digest:
                continue
            if cache.is_dir():
                for f in cache.iterdir():
                    if f.suffix in (".nbi", ".nbc") and (cache != Path(os.environ.get("NUMBA_CACHE_DIR", "")) or "kernel" in f.name):
                        f.unlink(missing_ok=True)
            cache.mkdir(parents=True, exist_ok=True)
            stamp.write_text(digest)
        except OSError:
            pass  # a read-only install: Numba itself falls back to another cache location


_drop_stale_cache()


def cache_is_warm() -> bool:
    """True when the batch kernel is already compiled in the cache (no compile pause ahead)."""
    custom = os.environ.get("NUMBA_CACHE_DIR")
    roots = [Path(custom)] if custom else [_HERE / "__pycache__"]
    for root in roots:
        if root.is_dir() and any(root.rglob("batch.run_games_nb*.nbi")):
            return True
    return False
