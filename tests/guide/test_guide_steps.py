"""The guide's bookkeeping, without a table: a step is shown while its trigger
holds and it is not done; it is done by the person's move of the kind it
teaches, however that move was made, and undone when the move is taken back;
a move the game offered a waiting step makes that step moot; a step the game
can no longer reach is skipped with its sentence; the arrow takes the first
kind found."""
from __future__ import annotations

import pygame

from game.table.lesson import GuideStep, Lesson as GuideScript, has
from game.table.focus import KeyTarget
from game.table.guide import Guide, target_kind


class Roll:
    pass


class Buy:
    pass


class Wait:
    pass


class State:
    def __init__(self, over=False):
        self.over = over


SCRIPT = GuideScript("toy", 1, "ha", (
    GuideStep("roll", "Roll", "Roll the dice.", has("Roll"), ("die",)),
    GuideStep("buy", "Buy", "Buy a card.", has("Buy"), ("Buy", "die")),
    GuideStep("late", "Late", "Later on.", has("Roll"), ("die",), after=("buy",),
              gone=lambda state: state.over, skip_text="That step is gone."),
), end_text="Done.")


def follow(g, moves, legal, acting=True, state=None):
    g.follow(state or State(), None, legal, acting, moves)


def test_a_step_shows_while_its_trigger_holds_and_goes_once_its_move_is_made():
    g = Guide(SCRIPT, seat=0)
    moves = []
    follow(g, moves, [Buy()], acting=False)
    assert g.step is None and g.words()[0] == "Learn to play"
    follow(g, moves, [Roll(), Buy()])
    assert g.step.name == "roll" and g.step_count() == "Step 1 of 3"
    moves.append((1, Roll()))                   # the other seat's roll does not do the learner's step
    follow(g, moves, [Roll(), Buy()])
    assert g.step.name == "roll"
    moves.append((0, Roll()))
    follow(g, moves, [Roll(), Buy()])
    assert "roll" in g.done and g.step.name == "buy" and g.words() == ("Buy", "Buy a card.")
    moves.append((0, Buy()))
    follow(g, moves, [Wait()])
    assert g.step is None and g.words()[0] == "Play on" and '"Late"' in g.words()[1]
    follow(g, moves, [Roll()])
    assert g.step.name == "late"
    moves.append((0, Roll()))
    follow(g, moves, [Roll()])
    assert g.finished and g.words()[1] == "Done." and g.seen == ["roll", "buy", "late"]


def test_a_step_waits_for_the_steps_it_comes_after():
    g = Guide(SCRIPT, seat=0)
    moves = [(0, Roll())]
    follow(g, [], [Roll()])
    follow(g, moves, [Roll()])
    assert g.step is None           # "late" is offered by a Roll too, but only after "buy"


def test_an_undo_takes_the_step_back_and_shows_it_again():
    g = Guide(SCRIPT, seat=0)
    moves = []
    follow(g, moves, [Roll()])
    moves.append((0, Roll()))
    follow(g, moves, [Buy()])
    assert g.step.name == "buy"
    moves.pop()                                 # Undo
    follow(g, moves, [Roll()])
    assert "roll" not in g.done and g.step.name == "roll"
    moves.append((0, Roll()))                   # the same move made again, a new move
    follow(g, moves, [Buy()])
    assert "roll" in g.done and g.step.name == "buy"


def test_a_move_the_game_offered_a_waiting_step_makes_it_moot():
    g = Guide(SCRIPT, seat=0)
    moves = []
    follow(g, moves, [Roll(), Buy()])
    assert g.step.name == "roll"
    moves.append((0, Buy()))                    # bought before rolling: "buy" is done, unread
    follow(g, moves, [Roll()])
    assert "buy" in g.done and g.step.name == "roll"


def test_a_step_the_game_can_no_longer_reach_is_skipped_with_its_sentence():
    g = Guide(SCRIPT, seat=0)
    moves = [(0, Roll()), (0, Buy())]
    follow(g, [], [Roll()])
    follow(g, moves[:1], [Buy()])
    follow(g, moves, [Wait()], state=State(over=True))
    assert g.skipped == {"late": "That step is gone."} and g.finished
    assert g.words()[1].startswith("That step is gone.")


def test_the_arrow_points_at_the_first_kind_of_the_step_that_is_on_the_table():
    g = Guide(SCRIPT, seat=0)
    follow(g, [(0, Roll())], [Buy()])
    die = KeyTarget(pygame.Rect(0, 0, 10, 10), ("die", 1), "Mark die 1")
    card = KeyTarget(pygame.Rect(20, 0, 10, 10), Buy(), "Buy card 1")
    assert g.pointed([die, card]) is card
    assert g.pointed([die]) is die
    assert g.pointed([]) is None


def test_a_target_kind_is_its_action_class_its_key_word_or_its_button_words():
    assert target_kind(KeyTarget(pygame.Rect(0, 0, 1, 1), Buy())) == "Buy"
    assert target_kind(KeyTarget(pygame.Rect(0, 0, 1, 1), ("pile", 2))) == "pile"
    assert target_kind(KeyTarget(pygame.Rect(0, 0, 1, 1), ("button", 7), "Pass")) == "button:Pass"


def test_every_steps_title_fits_the_panel_beside_its_step_count():
    from game.screen import theme
    from game.guide import COURSES
    from game.table.guide import PANEL
    cut = [s.title for c in COURSES.values() for g in c for s in g.steps
           if theme.fit(s.title, 19, PANEL.w - 90, "heading") != s.title]
    assert not cut
