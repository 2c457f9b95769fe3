"""The UI tests' app fixture, for the save tests that drive the real scenes."""
from tests.ui.conftest import app  # noqa: F401  (a fixture, used by name)
