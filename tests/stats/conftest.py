"""The statistics tests play their games as the replay tests do: the same
app fixture and the same seeded random games (tests/replay/conftest.py)."""
from tests.replay.conftest import app, finished, play  # noqa: F401  (fixtures and helpers, shared)
