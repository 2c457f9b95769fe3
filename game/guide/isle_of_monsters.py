"""The guided first game of Isle of Monsters: you and two computer players. The
steps follow a whole round: capturing, feeding, passing, and the scare phase
with the creatures that matured."""
from __future__ import annotations

from .script import GuideScript, GuideStep, has

STEPS = (
    GuideStep("capture", "Capture a creature",
              "The nurture phase: in turn, each player does one thing. You may reach the two outer "
              "islands beside your cages and the centre. Capture the creature on top of a lit pile: it "
              "goes into an empty cage.",
              has("Capture"), ("cage", "pile")),
    GuideStep("feed", "Feed it",
              "A creature matures once every feeding space on its card holds its own kind of food. "
              "Take a lit food token: it goes onto a matching empty space.",
              has("Feed"), ("cage", "food")),
    GuideStep("pass", "Feed on, or pass",
              "Go on feeding and capturing, one thing a turn. When you are done for this round, press "
              "Pass: the first to pass takes the draw bag and starts the next round. Food stays on a "
              "creature from round to round.",
              has("Pass"), ("cage", "food", "pile", "button:Pass")),
    GuideStep("scare", "Scare!",
              "Fully fed creatures matured and came to your hand. Everyone chooses in secret creatures "
              "of one element, then all are shown: the highest total scares the crowd (3 points), and "
              "fire scares earth, earth scares water, water scares fire for a point from each "
              "neighbour. Choose a creature, then Play (Enter).",
              has("PlayScare"), ("button:Play", "card")),
)

GUIDE = GuideScript(
    game_id="isle_of_monsters", seed=3, seats="haa", steps=STEPS,
    end_text="That is a whole round: nurture, mature, scare, and the clean-up brings new food and "
             "creatures. Mature creatures stay yours and scare again every round. Play on, or switch "
             "the guide off.")
