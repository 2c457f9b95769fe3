"""Each game's table: the scene where it is played (a subclass of the table
kit's TableScene, game/table/scene.py), one package per game."""
