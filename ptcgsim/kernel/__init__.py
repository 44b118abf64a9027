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
    for path in sorted(_HERE.rglob("*.py")) + [_PKG / name for name in _SOURCES]:
        h.update(str(path.relative_to(_PKG)).encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def _cache_root() -> tuple[Path, bool]:
    """Where Numba caches the kernel: next to the sources, or NUMBA_CACHE_DIR/kernel_<hash>/."""
    custom = os.environ.get("NUMBA_CACHE_DIR")
    return (Path(custom), True) if custom else (_HERE / "__pycache__", False)


#: the kernel's source folders (Numba names a NUMBA_CACHE_DIR subfolder after each)
_SUBPACKAGES = ("player", "ops")


def _kernel_cache_files(root: Path, custom: bool):
    if custom:
        names = ("kernel_",) + tuple(f"{n}_" for n in _SUBPACKAGES)
        dirs = [d for d in root.iterdir() if d.is_dir() and d.name.startswith(names)] if root.is_dir() else []
    else:
        dirs = [root] + [_HERE / n / "__pycache__" for n in _SUBPACKAGES]
    for d in dirs:
        if not d.is_dir():
            continue
        for f in d.iterdir():
            if f.suffix in (".nbi", ".nbc"):
                yield f


def _drop_stale_cache() -> None:
    """One stamp per cache root: when the kernel sources changed, clear the kernel's cache."""
    digest = _source_hash()
    root, custom = _cache_root()
    stamp = root / "ptcgsim-kernel.sha256"
    try:
        if stamp.is_file() and stamp.read_text() == digest:
            return
        for f in _kernel_cache_files(root, custom):
            f.unlink(missing_ok=True)
        root.mkdir(parents=True, exist_ok=True)
        stamp.write_text(digest)
    except OSError:
        pass  # a read-only install: Numba itself falls back to another cache location


_drop_stale_cache()


def cache_is_warm() -> bool:
    """True when the batch kernel is already compiled in the cache (no compile pause ahead)."""
    root, custom = _cache_root()
    return any(f.name.startswith("batch.run_block_nb") and f.suffix == ".nbi" for f in _kernel_cache_files(root, custom))
