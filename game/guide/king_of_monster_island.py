"""The guided first game of King of Monster Island: you (Purple Reign) and two
computer Monsters against the Crystal Dragon. The steps follow one whole turn:
the Boss Phase, rolling and rerolling, keeping the Roll, locking a die, Energy,
dealing Damage, buying a card and ending the turn."""
from __future__ import annotations

from .script import GuideScript, GuideStep, has

STEPS = (
    GuideStep("boss", "The Boss moved first",
              "Every turn opens with the Boss Phase: the Boss dropped its dice into the volcano, walked "
              "to the zone where most of them landed, and its Minions there struck. Then your Monster "
              "plays. You rolled six dice: the arrow shows one. Mark the dice you want to roll again "
              "(click, or Tab and Space), then press Reroll.",
              has("RerollDice"), ("RerollMarked", "MarkDie")),
    GuideStep("keep", "Roll again, or keep",
              "You may reroll up to three times, marking any dice each time. When the faces suit you, "
              "press Keep this Roll (Enter does it too): then you use the dice.",
              has("StopRolling"), ("StopRolling",)),
    GuideStep("lock", "Lock a die",
              "Now use your dice, one group at a time, in any order. Lock sets a die on a free space of "
              "your zone with its face unchanged: a Monster whose turn comes in this zone may take it "
              "into its Roll later. Lock one now.",
              has("Lock"), ("Lock",)),
    GuideStep("energy", "Energy",
              "Energy dice count together: 1, 3, 6, 10 or 15 Energy for one to five of them. Energy "
              "buys Power cards at the end of your Monster Phase. Take your Energy.",
              has("GainEnergy"), ("GainEnergy",)),
    GuideStep("damage", "Deal Damage",
              "A Fist deals 2 Damage in your zone, a Foot 1. Aim it at a Minion (each has its Health on "
              "its token) or at the Boss: the team wins the moment the Boss reaches 0 Health.",
              has("Fists", "FootDamage", "Hit"), ("Hit", "Fists", "FootDamage", "GainEnergy")),
    GuideStep("buy", "Buy a card",
              "With enough Energy, a lit market card may be bought: a Keep card stays with your Monster, "
              "a Discard card acts once. Hover a card to read it, then buy it.",
              has("Buy"), ("Buy",)),
    GuideStep("end", "End the turn",
              "Dice you did not use go back. End the turn: the next Monster plays, and its turn opens "
              "with the Boss Phase again.",
              has("EndTurn"), ("EndTurn",)),
)

GUIDE = GuideScript(
    game_id="king_of_monster_island", seed=8, seats="haa", steps=STEPS,
    end_text="That is a whole turn: the Boss, your roll, your dice, the market. Play on to beat the "
             "Boss together before three Pylons rise, or switch the guide off.",
    options={"boss": "crystal_dragon", "side": "normal"})
