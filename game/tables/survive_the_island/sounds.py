"""What Survive the Island sounds like: surf and wind under a breezy kalimba,
and a sound for every event a player should notice, each creature its own
(game/table/sound_cues.py)."""
from rules.survive_the_island import events as ev
from rules.survive_the_island.content import VOLCANOES_TO_END

from ...table.sound_cues import SoundTable

MUSIC, AMBIENCE = "music_survive_the_island", "amb_surf_and_wind"

#: the creature (or the island) that did it -> its sound
ATTACKS = {"shark": "sti_shark", "whale": "sti_whale", "serpent": "sti_serpent", "sea_serpent": "sti_serpent",
           "kraken": "sti_kraken", "pterodactyl": "sti_pterodactyl", "kaiju": "sti_kaiju",
           "piranha": "sti_piranha", "piranhas": "sti_piranha", "volcano": "sti_volcano",
           "whirlpool": "sti_whirlpool"}


def _by(cause: str, otherwise: str) -> str:
    key = str(cause).lower().replace(" ", "_").replace("-", "_")
    for name, sound in ATTACKS.items():
        if name in key:
            return sound
    return otherwise


def _near_end(state) -> bool:
    """The next volcano is the last one."""
    return state.volcanoes >= VOLCANOES_TO_END - 1


SOUNDS = SoundTable(
    cues={
        ev.AdventurerPlaced: "sti_place",
        ev.RaftPlaced: "sti_place",
        ev.AdventurerMoved: lambda e: "sti_swim" if e.swim else "sti_step",
        ev.Boarded: "sti_place",
        ev.RaftMoved: "sti_paddle",
        ev.Rescued: "sti_rescue",
        ev.Eliminated: lambda e: _by(e.cause, "sti_lost"),
        ev.RaftLost: lambda e: _by(e.cause, "sti_raft_lost"),
        ev.CreatureMoved: lambda e: "sti_wake" if e.kind not in ("pterodactyl",) else "sti_pterodactyl",
        ev.CreaturePlaced: "sti_arrives",
        ev.CreatureGone: "sti_wake",
        ev.Displaced: "sti_swim",
        ev.TileSunk: "sti_sink",
        ev.AbilityUsed: "card_flip",
        ev.PiranhasDealt: "card",
        ev.PiranhaPlaced: "sti_piranha",
        ev.VolcanoErupts: "sti_volcano",
        ev.Whirlpool: "sti_whirlpool",
        ev.DieRolled: "dice",
        ev.RepellentPlayed: "card_flip",
        ev.EggLaid: "sti_place",
        ev.EggLost: "sti_lost",
        ev.EggHatched: "sti_egg",
    },
    ends=frozenset({ev.GameOver}),
    near_end=_near_end,
    silent={
        ev.NothingMoves: "nothing happened: the die already sounded",
        ev.TurnBegins: "the turn banner and the top bar say it; a sound every turn would nag",
    },
    picks=frozenset(ATTACKS.values()) | {"sti_swim", "sti_step", "sti_lost", "sti_raft_lost", "sti_wake", "sti_pterodactyl"},
)
