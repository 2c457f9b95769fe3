"""Guided first games ("Learn to play"): a script per game (steps as data, see
script.py), the fixed session each one is played in, and how one starts. The
table kit's guide (game/table/guide.py) shows the steps and points."""
from __future__ import annotations

from rules.core import registry

from ..names import AI_NAMES
from ..session import GameSession, SeatConfig
from ..table.sessions import play_forward
from .isle_of_monsters import GUIDE as IOM_GUIDE
from .isle_of_night import GUIDE as ION_GUIDE
from .king_of_monster_island import GUIDE as KOMI_GUIDE
from .survive_the_island import GUIDE as STI_GUIDE
from .script import GuideScript

#: every game that has a guided first game, by its registry id
GUIDES: dict[str, GuideScript] = {g.game_id: g for g in (IOM_GUIDE, ION_GUIDE, KOMI_GUIDE, STI_GUIDE)}
#: the name of the person learning
LEARNER = "Robin"


def has_guide(game_id: str) -> bool:
    return game_id in GUIDES


def guided_session(script: GuideScript) -> GameSession:
    """The fixed game a guide is played in: its seed, its seats (the computer
    players Easy), its options; not saved (it is a lesson, not a game to continue)."""
    info = registry.get(script.game_id)
    seats = [SeatConfig(LEARNER if k == "h" else AI_NAMES[i], "human" if k == "h" else "ai", "easy", i)
             for i, k in enumerate(script.seats)]
    options = info.default_options(len(script.seats))
    options.update(script.options)
    session = GameSession.new(info, options, seats, seed=script.seed, autosave_enabled=False)
    if script.ready is not None:
        play_forward(session, script.seed, script.ready)
    return session


def start_guided_game(app, game_id: str):
    """Opens the game's table over the current scene with its guide on."""
    script = GUIDES[game_id]
    info = registry.get(game_id)
    table = info.load_table_scene()(app, guided_session(script))
    table.start_guide(script)
    return app.stack.push(table)
