"""Each game's table: the scene where it is played (a TableScene subclass from
game/table_base.py), one package per game."""
