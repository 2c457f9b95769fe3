"""The guided first game of Survive the Island: you and two computer players,
from placing the adventurers to the volcano. The steps come as the game offers
them: placing adventurers and rafts, moving on land, rafts and swimming, ending
the actions, sinking a tile and what its back does, the tiles kept in the hand,
and the creature die; the end words say how rescue, the volcano and the score
work."""
from __future__ import annotations

from rules.core.i18n import N_

from ..table.lesson import Lesson, GuideStep, has


def never(action) -> bool:
    return False


STEPS = (
    GuideStep("place", N_("Place adventurers"),
              N_("The island is about to sink. In turn, everyone places adventurers on empty land spaces; "
                 "yours are red, and the number under each is hidden from the others: it is what the "
                 "adventurer scores if rescued. Click a lit space for each, until all are placed."),
              has("PlaceAdventurer"), ("space",), by=never, done=lambda state: state.phase != "adventurers"),
    GuideStep("place_raft", N_("Place your rafts"),
              N_("Now everyone places rafts on the water next to the island. A raft carries up to three "
                 "adventurers, safer than swimming. Click a lit water space."),
              has("PlaceRaft"), ("space",), by=never, done=lambda state: state.phase == "play"),
    GuideStep("move", N_("Walk to safety"),
              N_("Bring your adventurers to the rescue islands in the corners: only those who get there "
                 "score. Each turn you have three movement points, one a space. Click the adventurer the "
                 "arrow shows, then a lit space."),
              has("MoveAdventurer"), ("space", "adv")),
    GuideStep("raft", N_("Rafts and swimming"),
              N_("An adventurer who steps into the sea swims, one space a turn, and is easy prey. A raft "
                 "carries up to three: you may move an empty raft, or one where nobody has more adventurers "
                 "aboard than you. Click the raft, then a lit water space."),
              has("MoveRaft"), ("space", "raft")),
    GuideStep("end", N_("End your actions"),
              N_("You may spend your points as you like, or keep some. Press End actions when you are done."),
              has("EndActions"), ("button:End actions",)),
    GuideStep("sink", N_("The sea takes a tile"),
              N_("Now you sink a tile: a beach while any is left, then forests, then mountains, always one "
                 "that touches the water. Its back is turned up: a creature that comes out at once, a "
                 "whirlpool, or a tile for your hand that you may play later. Click a lit tile."),
              has("SinkTile"), ("space",)),
    GuideStep("creature", N_("The creature die"),
              N_("Last, the creature die names a creature and one of them moves: Sea Serpents sink what they "
                 "reach, Sharks eat swimmers, Whales tip over rafts. Click a lit creature, then a lit space "
                 "to move it to: a space with another player's swimmers or raft hurts them."),
              has("ChooseCreature", "CreatureTo"), ("cr", "space"), teaches=("CreatureTo",)),
)

GUIDE = Lesson(
    name="first_game", title=N_("A first game"), plays_on=True,
    game_id="survive_the_island", seed=5, seats="haa", steps=STEPS,
    end_text=N_("When the volcano tile sinks, the game ends at once: adventurers still on the island or in the "
                "sea are lost. Each player adds the hidden numbers of the adventurers rescued on the corner "
                "islands, and the most wins. With the Monster Pack on, the Kraken, the Pterodactyl and others "
                "join the creature die. Play on, or switch the guide off."))
LESSONS = (GUIDE,)
