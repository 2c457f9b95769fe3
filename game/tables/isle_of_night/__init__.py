"""The Isle of Night table (see table.py)."""
from .table import IsleOfNightTable

__all__ = ["IsleOfNightTable"]
