"""Every scene the app shows, each registered by name as its module is
imported (game/scene.py's registry): importing this package registers them
all. Scenes open one another by name (`app.open("load")`), never by import."""
from . import (curtain, error, join, keys_help, load, lobby, menu, new_game, replay, replay_list, results, rules_scene,
               save_as, settings_scene, sound_scene, stats_scene, title)

__all__ = ["curtain", "error", "join", "keys_help", "load", "lobby", "menu", "new_game", "replay", "replay_list", "results",
           "rules_scene", "save_as", "settings_scene", "sound_scene", "stats_scene", "title"]
