"""The guided first game of Survive the Island: you and two computer players,
the adventurers and rafts already placed. The steps follow one whole turn:
moving an adventurer, moving a raft, ending the actions, sinking a tile, and
the creature die."""
from __future__ import annotations

from .script import GuideScript, GuideStep, has


def _after_set_up(state) -> bool:
    return state.phase == "play" and 0 in state.to_act()


STEPS = (
    GuideStep("move", "Walk to safety",
              "The island is sinking. Everyone's adventurers and rafts are placed; yours are red. Bring "
              "them to the rescue islands in the corners: only the ones who get there score. Each turn "
              "you have three movement points, one a space. Pick up the adventurer the arrow shows, "
              "then choose a lit space.",
              has("MoveAdventurer"), ("space", "adv")),
    GuideStep("raft", "Rafts",
              "A raft carries up to three adventurers over the water, safer than swimming. You may move "
              "an empty raft, or one where nobody has more adventurers aboard than you. Pick up the "
              "raft, then choose a lit water space.",
              has("MoveRaft"), ("space", "raft")),
    GuideStep("end", "End your actions",
              "You may spend your points as you like, or keep some. Press End actions when you are done.",
              has("EndActions"), ("button:End actions",)),
    GuideStep("sink", "Rising waters",
              "Now the sea takes a tile: a beach while any is left, then forests, then mountains, always "
              "one that touches the water. Its back is turned up: an ability for your hand, or something "
              "that happens at once on that space. Choose a lit tile.",
              has("SinkTile"), ("space",)),
    GuideStep("creature", "The creature die",
              "Last, the creature die picks a colour and a creature of that colour moves: Sea Serpents "
              "sink rafts, Sharks eat swimmers, Whales wreck rafts. Send it where it hurts the others, "
              "not you.",
              has("ChooseCreature", "CreatureTo"), ("cr", "space")),
)

GUIDE = GuideScript(
    game_id="survive_the_island", seed=5, seats="haa", steps=STEPS,
    end_text="That is a whole turn: moving, rafts, the sinking tile and the creature die. Play on until "
             "the third volcano erupts, or switch the guide off.",
    ready=_after_set_up)
