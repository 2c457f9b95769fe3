"""Recording text clears every cache first (game/screen/text_record.py), walking every
object the collector knows: a weak proxy whose object has died is among them,
and asking it anything raises, so the walk passes it by."""
from __future__ import annotations

import gc
import weakref

from game.screen import text_record


class _Held:
    pass


def test_clearing_the_caches_passes_over_a_dead_weak_proxy():
    held = _Held()
    kept = [weakref.proxy(held)]          # the list keeps the proxy; nothing keeps what it pointed at
    del held
    gc.collect()
    assert any(type(o) in weakref.ProxyTypes for o in gc.get_objects())
    text_record.clear_caches()
    assert len(kept) == 1
