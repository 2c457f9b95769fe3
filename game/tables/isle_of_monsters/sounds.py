"""What Isle of Monsters sounds like: the sea and gulls under a playful marimba,
and a sound for every event a player should notice (game/table/sound_cues.py)."""
from rules.isle_of_monsters import events as ev

from ...table.sound_cues import SoundTable

MUSIC, AMBIENCE = "music_isle_of_monsters", "amb_sea_and_gulls"

SOUNDS = SoundTable(
    cues={
        ev.RoundStarted: "iom_round",
        ev.FoodDrawn: "iom_food",
        ev.CreatureDealt: "card",
        ev.CreatureUncovered: "card_flip",
        ev.Captured: "iom_capture",
        ev.Fed: "iom_feed",
        ev.Matured: "iom_mature",
        ev.ScareRevealed: "card_flip",
        ev.CrowdScared: "iom_scare",
        ev.NeighbourScared: "iom_scare",
        ev.LeftoversScored: "score",
        ev.CardsReturned: "cards_swept",
        ev.DuelStarted: "iom_duel",
        ev.DuelRevealed: "card_flip",
        ev.DuelOut: "refuse",
    },
    ends=frozenset({ev.GameEnded}),
    near_end=lambda state: state.final,
    silent={
        ev.PhaseStarted: "the phase banner is enough; a sound every phase would nag",
        ev.BagRanShort: "told in words; the food that is drawn already sounds",
        ev.Passed: "a pass is a non-event",
        ev.ScareChosen: "a secret choice: a sound would tell the others when it was made",
        ev.DuelChosen: "a secret choice, like the scare",
    },
)
