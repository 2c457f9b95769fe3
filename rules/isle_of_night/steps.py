"""Where an Isle of Night turn stands: its stage and the decision waiting now,
and the per-card lookups the engine reads at every step."""
from __future__ import annotations

from . import lookup

# stages of a turn
ST_RING_DISCARD, ST_RING_CLAIM, ST_CLAIM, ST_DONE = range(4)
# the decision waiting now
D_RING_DISCARD, D_RING_CLAIM, D_CLAIM, D_ORDER, D_EFFECT, D_OVER = range(6)
#: per card, the bit of its type for claims (none for dragons and serpents)
CLAIM_BIT = tuple(0 if t in (lookup.DRAGONS, lookup.SERPENTS) else 1 << t for t in lookup.CARD_TYPE)
PLAIN_MASK = (1 << lookup.NUM_PLAIN_TYPES) - 1
RING_BIT = 1 << lookup.RINGS
