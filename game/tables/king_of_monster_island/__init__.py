"""King of Monster Island's table: the island in 3D style and its volcano drop
(see table.py)."""
from .table import KingOfMonsterIslandTable

__all__ = ["KingOfMonsterIslandTable"]
