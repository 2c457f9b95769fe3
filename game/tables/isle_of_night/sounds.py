"""What Isle of Night sounds like: crickets and soft waves under slow bells, and
a sound for every event a player should notice, by the cards that made it
(game/table/sound_cues.py)."""
from rules.isle_of_night import events as ev, lookup

from ...table.sound_cues import SoundTable

MUSIC, AMBIENCE = "music_isle_of_night", "amb_night"

#: a claimed card's type -> its sound, when the claim holds one (else cards swept up)
CLAIM_SOUNDS = {"lanterns": "ion_lantern", "conches": "ion_conch", "scrolls": "ion_scroll",
                "rings": "ion_ring", "staffs": "ion_staff"}


def _claim(event) -> str:
    for card in event.cards:
        kind = lookup.CARD_TYPE[card]
        key = lookup.TYPE_KEYS[kind] if kind < lookup.NUM_PLAIN_TYPES else "location"
        if key in CLAIM_SOUNDS:
            return CLAIM_SOUNDS[key]
    return "ion_ring" if event.how == "ring" else "cards_swept"


def _near_end(state) -> bool:
    """Two lanterns more end the night (one claim can take two), or the explore
    deck is about a round from empty."""
    return (state.lanterns_claimed >= state.lanterns_to_end - 2
            or len(state.deck) <= NEAR_END_CARDS_A_PLAYER * state.players)


#: the explore deck with this many cards a player or fewer: about a round of draws left
NEAR_END_CARDS_A_PLAYER = 3

SOUNDS = SoundTable(
    cues={
        ev.CardsDrawn: "card",
        ev.CardsClaimed: _claim,
        ev.RingDiscarded: "ion_ring",
        ev.StaffDiscarded: "ion_staff",
        ev.ScoreCardsSwapped: "ion_conch",
        ev.ScoreCardLocked: "ion_scroll",
    },
    ends=frozenset({ev.GameEnded}),
    #: the night's own end where no one at the table won alone
    end_sounds={"won": "game_won", "lost": "game_lost", "over": "ion_night_ends"},
    near_end=_near_end,
    silent={
        ev.TurnBegan: "the top bar says whose turn it is; a sound every turn would nag",
        ev.EffectSkipped: "a choice not to act",
    },
    picks=frozenset(CLAIM_SOUNDS.values()) | {"ion_ring", "cards_swept"},
)
