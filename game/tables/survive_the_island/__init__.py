"""Survive the Island's table (see table.py)."""
from .table import SurviveTheIslandTable

__all__ = ["SurviveTheIslandTable"]
