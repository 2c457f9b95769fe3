"""Words the kit and the tables put together from names, in the language in use:
the rules' own (rules/core/wording.py), one way to join a list everywhere."""
from __future__ import annotations

from rules.core.wording import and_list, groups_list, listed

__all__ = ["and_list", "groups_list", "listed"]
