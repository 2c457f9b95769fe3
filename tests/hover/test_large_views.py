"""Hover views never cover the prompt line nor what is hovered, and go where
they cover the least of what may be chosen; a new card sliding under a still
pointer closes the view of the one before (the kit: game/table/hover.py; each
table places its view with large_view_rect)."""
from __future__ import annotations

import pygame
import pytest

from game.table.hover import HOVER_DELAY, HoverTiming, overlap, place_large
from game.table.sessions import screenshot_session, you_against_computers
from game.tables.king_of_monster_island.layout import card_rect
from rules.core import registry
from rules.core.rng import Rng
from rules.king_of_monster_island import actions as komi
from tests.table_driver import running_app

GAMES = ("isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night")
AREA = pygame.Rect(0, 60, 976, 660)


def test_a_large_view_goes_beside_what_is_hovered_clear_of_the_prompt():
    near = pygame.Rect(400, 300, 60, 80)
    prompt = [pygame.Rect(0, 600, 976, 60)]
    r = place_large((200, 300), near, AREA, prompt)
    assert not r.colliderect(near) and not overlap(r, prompt) and AREA.contains(r)


def test_a_large_view_takes_the_side_where_nothing_may_be_chosen():
    near = pygame.Rect(400, 300, 60, 80)
    chosen = [pygame.Rect(470, 200, 300, 300)]            # the right side is full of targets
    r = place_large((200, 300), near, AREA, (), chosen)
    assert r.right <= near.left and not overlap(r, chosen)


def test_the_prompt_comes_before_what_may_be_chosen():
    near = pygame.Rect(400, 300, 60, 80)
    prompt = [pygame.Rect(0, 60, 400, 660)]                # the whole left
    chosen = [pygame.Rect(470, 60, 506, 660)]              # the whole right
    r = place_large((200, 200), near, AREA, prompt, chosen)
    assert not overlap(r, prompt)


class Pointer(HoverTiming):
    def __init__(self) -> None:
        self.under = None

    def thing_under(self, pos):
        return self.under


def test_a_new_card_sliding_under_a_still_pointer_closes_the_large_view():
    p = Pointer()
    slot = pygame.Rect(10, 10, 50, 70)
    p.under = ("card", "FIRST", slot)
    for _ in range(3):
        p.update_hover(HOVER_DELAY)
    assert p.hover_held()
    p.under = ("card", "SECOND", slot)        # bought: the next card slides into the same slot
    p.update_hover(1 / 60)
    assert not p.hover_held()
    p.update_hover(HOVER_DELAY)
    assert p.hover_held() and p.hover[1] == "SECOND"


@pytest.fixture
def app(profile_dir):
    yield from running_app()


#: the quick step's position of each game is seed 1's, which shows a large view of
#: every kind of thing its table has (Isle of Monsters: cards; King of Monster
#: Island: minions, a tile, cards, allies, the Boss; Survive the Island: tiles; Isle
#: of Night: positions, cards, chips); the slow step hovers seeds 1-3's positions
SEEDS = [pytest.param((1,), id="seed1"), pytest.param((1, 2, 3), id="seeds1-3", marks=pytest.mark.slow)]


@pytest.mark.parametrize("seeds", SEEDS)
@pytest.mark.parametrize("game_id", GAMES)
def test_no_large_view_covers_the_prompt_or_what_it_shows(app, game_id, seeds):
    info = registry.get(game_id)
    placed = 0
    for seed in seeds:
        table = info.load_table_scene()(app, screenshot_session(info, seed))
        app.go_to_title()
        app.stack.push(table)
        for _ in range(3):
            app.step(1 / 60, flip=False)
        seen = set()
        for x in range(table.board_rect.left + 10, table.board_rect.right, 20):
            for y in range(table.board_rect.top + 10, table.board_rect.bottom, 20):
                thing = table.thing_under((x, y))
                if thing is None or repr(thing) in seen:
                    continue
                seen.add(repr(thing))
                table.pointer, table.hover, table.hover_time = (x, y), thing, 10.0
                table.large_view_at = None
                table.draw(app.screen)
                r = table.large_view_at
                if r is None:
                    continue
                placed += 1
                near = pygame.Rect(thing[-1])
                where = f"{game_id} seed {seed}: the view of {thing[:-1]!r} at {r}"
                assert not overlap(r, table.prompt_rects()), where + " covers the prompt"
                assert not r.colliderect(near), where + " covers what it shows"
                best = place_large(r.size, near, table.board_rect, table.prompt_rects(), table.chosen_rects())
                assert overlap(r, table.chosen_rects()) <= overlap(best, table.chosen_rects()), \
                    where + " covers more of what may be chosen than it need"
        table.hover = None
    assert placed >= 3, "too few large views were opened to tell"


def test_at_king_of_monster_island_a_bought_cards_successor_opens_only_after_its_own_rest(app):
    info = registry.get("king_of_monster_island")
    for seed in range(1, 20):             # random moves until you may buy a card
        session = you_against_computers(info, 2, seed)
        rng = Rng(seed)
        buys = []
        while not session.state.is_over():
            st = session.state
            buys = [a for a in st.legal_actions(0) if isinstance(a, komi.Buy)] if 0 in st.to_act() else []
            if buys:
                break
            seat = st.to_act()[0]
            session.apply(seat, rng.choice(st.legal_actions(seat)))
        if buys:
            break
    assert buys, "the position wanted never came"
    buy = buys[0]
    table = info.load_table_scene()(app, session)
    app.go_to_title()
    app.stack.push(table)
    table.pointer = card_rect(buy.slot).center
    for _ in range(40):
        app.step(1 / 60, flip=False)
    bought = session.state.market[buy.slot]
    assert table.hover_held() and table.hover[1] == bought
    table.play(buy)
    for _ in range(2):                    # the table reads what is under the pointer from the view it drew
        app.step(1 / 60, flip=False)
    assert session.state.market[buy.slot] not in (bought, None)
    assert not table.hover_held(), "the large view switched to the new card under a still pointer"
