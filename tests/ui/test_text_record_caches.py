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


def test_clearing_the_caches_reaches_a_kept_within_cache_the_collector_no_longer_lists():
    """A frozen start-up (gc.freeze) hides a kept_within function's cache from the
    collector; the cache is reached through the function, so a picture made before
    recording (with no record of its texts) is made again while recording."""
    from game.screen import gfx
    gfx.rounded_rect((31, 17), 5, (200, 150, 40))
    assert len(gfx.rounded_rect.cache)
    gc.freeze()           # as the tests' conftest and a launch do (unfreezing would undo theirs too)
    text_record.clear_caches()
    assert len(gfx.rounded_rect.cache) == 0
