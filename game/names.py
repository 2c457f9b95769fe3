"""Names the app gives seats the player did not name: the new-game screen's
computer players, and the seeded positions of screenshots and the benchmark."""
from __future__ import annotations

#: Default names for computer seats, in seat order.
AI_NAMES = ("Marina", "Rocco", "Isla", "Koa", "Tide")
