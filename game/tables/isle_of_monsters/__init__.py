"""The Isle of Monsters table (see table.py)."""
from .table import IsleOfMonstersTable

__all__ = ["IsleOfMonstersTable"]
