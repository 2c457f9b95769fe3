"""Isle of Monsters' table geometry (the table scene draws from these facts):

    Seats 0..n-1 sit clockwise; play passes from seat s to seat s+1. Outer
    island i lies between seat i and seat i+1 (mod n), so it is on seat i's left
    and on seat i+1's right. Seat s may reach exactly two outer islands:

        left_island(s)  = s            right_island(s) = (s - 1) mod n

    3 players: seat 0 reaches islands 0 and 2, seat 1 islands 1 and 0, seat 2
    islands 2 and 1. With 2 players there are two outer islands, both between
    the two seats: seat 0 has island 0 on its left and island 1 on its right;
    seat 1 has island 1 on its left and island 0 on its right.

    Cages: a seat has 3 cages per cage board, numbered 0..2 on board 0 and 3..5
    on board 1 (2 players only). With 2 players each seat's board 0 stands on
    its left, nearest its left island (island s), and board 1 on its right,
    nearest its right island (island 1 - s). Capture and feed from an outer
    island use only the board nearest that island; centre food feeds either.
"""
from __future__ import annotations

from .content import CAGES_PER_BOARD


def left_island(seat: int, n: int) -> int:
    return seat % n


def right_island(seat: int, n: int) -> int:
    return (seat - 1) % n


def reachable_islands(seat: int, n: int) -> tuple[int, int]:
    """The two outer islands a seat may take from, lowest number first."""
    a, b = left_island(seat, n), right_island(seat, n)
    return (a, b) if a < b else (b, a)


def board_nearest(seat: int, island: int, n: int) -> int:
    """Which of the seat's cage boards stands nearest an outer island (2 players:
    board 0 by the left island, board 1 by the right island; else board 0)."""
    if n != 2:
        return 0
    return 0 if island == left_island(seat, n) else 1


def board_cages(board: int) -> range:
    return range(board * CAGES_PER_BOARD, (board + 1) * CAGES_PER_BOARD)
