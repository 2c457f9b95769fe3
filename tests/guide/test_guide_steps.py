"""The guide's bookkeeping, without a table: steps come in the script's order,
each only when its trigger holds and after a move was made since the last; a
step that no longer fits says to play on; the arrow takes the first kind found."""
from __future__ import annotations

import pygame

from game.guide.script import GuideScript, GuideStep, has
from game.table.focus import KeyTarget
from game.table.guide import Guide, target_kind


class Roll:
    pass


class Buy:
    pass


SCRIPT = GuideScript("toy", 1, "ha", (
    GuideStep("roll", "Roll", "Roll the dice.", has("Roll"), ("die",)),
    GuideStep("buy", "Buy", "Buy a card.", has("Buy"), ("Buy", "die")),
), end_text="Done.")


def test_steps_come_in_order_each_after_a_move_and_only_when_their_trigger_holds():
    g = Guide(SCRIPT)
    g.follow(None, 0, [Buy()], moves=0)             # the first step's trigger does not hold
    assert g.step is None
    g.follow(None, 0, [Roll(), Buy()], moves=0)
    assert g.step.name == "roll"
    g.follow(None, 0, [Roll(), Buy()], moves=0)     # no move yet: the step stays
    assert g.step.name == "roll"
    g.follow(None, 0, [Roll()], moves=1)            # a move, but no Buy: the next waits
    assert g.step.name == "roll" and not g.waiting
    g.follow(None, 0, [], moves=2)                  # neither fits: play on
    assert g.waiting and g.words()[0] == "Play on" and '"Buy"' in g.words()[1]
    g.follow(None, 0, [Buy()], moves=3)
    assert g.step.name == "buy" and not g.waiting and g.words() == ("Buy", "Buy a card.")
    assert not g.finished
    g.follow(None, 0, [Buy()], moves=4)
    assert g.finished and g.words()[1] == "Done." and g.seen == ["roll", "buy"]


def test_the_arrow_points_at_the_first_kind_of_the_step_that_is_on_the_table():
    g = Guide(SCRIPT)
    g.follow(None, 0, [Roll()], moves=0)
    g.follow(None, 0, [Buy()], moves=1)
    die = KeyTarget(pygame.Rect(0, 0, 10, 10), ("die", 1), "Mark die 1")
    card = KeyTarget(pygame.Rect(20, 0, 10, 10), Buy(), "Buy card 1")
    assert g.pointed([die, card]) is card
    assert g.pointed([die]) is die
    assert g.pointed([]) is None


def test_a_target_kind_is_its_action_class_its_key_word_or_its_button_words():
    assert target_kind(KeyTarget(pygame.Rect(0, 0, 1, 1), Buy())) == "Buy"
    assert target_kind(KeyTarget(pygame.Rect(0, 0, 1, 1), ("pile", 2))) == "pile"
    assert target_kind(KeyTarget(pygame.Rect(0, 0, 1, 1), ("button", 7), "Pass")) == "button:Pass"
