"""The history of finished games and their replays. No pygame here.

    store     the history folder: every finished game kept as a save document
              (options, seed, seats, every move, the final position), newest
              CAP of them; delete; what the cap dropped
    replay    a game (finished or in a save) rebuilt move by move: the position
              after any move, its log lines, its rounds, as a seat or a
              spectator may see them
"""
