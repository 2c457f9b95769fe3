"""What the Survive the Island board shows is what the rules hold: Piranhas
put out on the open sea are drawn there (not only where an island tile sank),
two adventurers on one space never hide each other's values from their owner,
and a raft under its passengers has a handle of its own that a click finds."""
from __future__ import annotations

from game.screen import theme
from game.session import GameSession, SeatConfig
from game.tables.survive_the_island import art
from rules.survive_the_island import content
from rules.survive_the_island.common import LAND, PIRANHA_T, VOLCANO_T
from tests.survive_the_island.scenario import Table, sp

from .conftest import NAMES, click, info, open_table, settle

MORE = dict(creature_kraken=True, creature_pterodactyl=True, creature_whale=True, creature_kaiju=True)


def session_at(state, kinds="haa") -> GameSession:
    seats = [SeatConfig(NAMES[i], "human" if k == "h" else "ai", "easy", i) for i, k in enumerate(kinds)]
    return GameSession(info(), info().default_options(len(kinds)), 1, seats, state, autosave_enabled=False)


def fish_near(screen, centre, radius=12) -> int:
    """Pixels of a Piranha's grey body (its look's colour, which no water has) round a centre."""
    from game.tables.survive_the_island.creature_art import PIRANHA_LOOK
    cx, cy = round(centre[0]), round(centre[1])
    return sum(1 for x in range(cx - radius, cx + radius) for y in range(cy - radius, cy + radius)
               if sum(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3], PIRANHA_LOOK.colour)) < 60)


def test_piranhas_on_the_open_sea_are_drawn_like_those_on_a_sunk_tile(app):
    t = Table(piranhas=True)
    board = t.st.board
    sea = next(s for s in range(board.size) if not board.island[s] and s not in board.rescue_of[s] and
               not board.rescue_of[s] and t.st.terrain[s] == 0 and s != board.centre)
    sunk = next(s for s in range(board.size) if board.island[s])
    t.water(sunk)
    t.st.terrain[sea] = PIRANHA_T
    t.st.terrain[sunk] = PIRANHA_T
    t.adv(0, sp(1, 0) if t.st.terrain[sp(1, 0)] in LAND else next(
        s for s in range(board.size) if t.st.terrain[s] in LAND), 3)
    table = open_table(app, session_at(t.st))
    settle(app, table)
    app.step()
    assert fish_near(app.screen, table.geo.centre(sunk)) > 25
    assert fish_near(app.screen, table.geo.centre(sea)) > 25, "Piranhas on the open sea are not drawn"
    plain = next(s for s in range(board.size) if not board.island[s] and t.st.terrain[s] == 0 and s != sea
                 and not board.rescue_of[s] and s != board.centre)
    assert fish_near(app.screen, table.geo.centre(plain)) < 10, "the open sea looks like Piranhas"


def crowded_table() -> tuple[Table, dict]:
    """Seat 0's adventurers crowding spaces with others: four on a beach with
    another seat's, a full raft with a swimmer and a Shark beside it, two
    swimmers with a Shark."""
    t = Table(**MORE)
    land = sp(1, 0)
    t.st.terrain[land] = LAND[0]
    for v in (2, 5, 4):
        t.adv(0, land, v)
    t.adv(1, land, 6)
    t.adv(0, land, 1)
    sea = sp(-2, -1)
    raft = t.raft(sea, t.adv(0, sea, 1), t.adv(1, sea, 3), t.adv(0, sea, 6))
    t.adv(0, sea, 5)
    t.creature(content.SHARK, sea)
    sea2 = sp(-2, 3)
    t.adv(0, sea2, 2)
    t.adv(0, sea2, 3)
    t.creature(content.SHARK, sea2)
    return t, {"land": land, "sea": sea, "raft": raft}


def test_adventurers_sharing_a_space_never_hide_each_other_s_values_from_their_owner(app):
    t, _where = crowded_table()
    table = open_table(app, session_at(t.st))
    settle(app, table)
    app.step()
    view = table.view
    checked = 0
    for spot in table.geo.spots(view):
        kind, p = spot.key
        if kind != "adv" or not view.value[p]:
            continue
        img = table.piece_image(view, spot.key)
        rect = img.get_rect(center=(round(spot.pos[0]), round(spot.pos[1])))
        label = theme.text(str(view.value[p]), 12, (255, 255, 255), "heading").get_rect(
            center=art.label_centre(18))
        hidden = [(x, y) for x in range(label.left, label.right) for y in range(label.top, label.bottom)
                  if img.get_at((x, y)).a == 255 and app.screen.get_at((rect.x + x, rect.y + y)) != img.get_at((x, y))]
        assert not hidden, f"adventurer {p}'s value {view.value[p]} is covered at {len(hidden)} pixels"
        checked += 1
    assert checked == 9


def test_a_raft_is_taken_by_its_logs_under_its_passengers_and_the_prompt_says_how(app):
    t, where = crowded_table()
    table = open_table(app, session_at(t.st))
    settle(app, table)
    app.step()
    view = table.view
    assert "raft by its logs" in table.current_choices().prompt
    spots = table.geo.spots(view)
    raft = next(s for s in spots if s.key == ("raft", where["raft"]))
    img = art.raft(44)
    rect = img.get_rect(center=(round(raft.pos[0]), round(raft.pos[1])))
    # the logs as seen: raft pixels that no other piece's picture covers
    covered = [(table.piece_image(view, s.key), s.pos) for s in spots if s.key[0] != "raft" and s.key[0] != "egg"]

    def free(x, y):
        for other, pos in covered:
            o = other.get_rect(center=(round(pos[0]), round(pos[1])))
            if o.collidepoint(x, y) and other.get_at((x - o.x, y - o.y)).a > 0:
                return False
        return img.get_at((x - rect.x, y - rect.y)).a == 255
    logs = [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom) if free(x, y)]
    rows = {y for _x, y in logs}
    assert len(rows) >= 10 and len(logs) >= 300, f"the raft shows {len(logs)} px over {len(rows)} rows"
    low = max(rows) - 4
    for x in (rect.left + 8, rect.centerx, rect.right - 8):
        table.selected = None
        point = min((p for p in logs if p[1] == low), key=lambda p: abs(p[0] - x))
        click(app, point)
        assert table.selected == ("raft", where["raft"]), f"a click on the logs at {point} took {table.selected}"
    rider = next(s for s in spots if s.key[0] == "adv" and view.raft_of[s.key[1]] == where["raft"]
                 and view.owner(s.key[1]) == 0)
    table.selected = None
    click(app, rider.pos)
    assert table.selected == rider.key
    assert "again to take their raft" in table.current_choices().prompt
    click(app, rider.pos)
    assert table.selected == ("raft", where["raft"])


def shown_share(screen, img, topleft) -> float:
    """The share of the picture's opaque pixels that the screen shows as they are."""
    opaque = [(x, y) for x in range(img.get_width()) for y in range(img.get_height()) if img.get_at((x, y)).a == 255]
    same = sum(1 for x, y in opaque if screen.get_at((topleft[0] + x, topleft[1] + y)) == img.get_at((x, y)))
    return same / len(opaque)


def test_an_erupted_volcano_stays_on_its_space_as_a_volcano_not_as_the_sea(app):
    """The Monster Pack's and the base game's Volcano: removed by a click, it
    erupts and stays face up on its space, drawn as a volcano."""
    t = Table()
    west, east = sp(2, -7), sp(2, 7)
    t.only_tiles({west: ("mountain", content.VOLCANO), east: ("mountain", content.WHIRLPOOL)})
    t.adv(1, sp(-2, 1), 3)                  # someone is still in play: the game goes on
    t.at("sink", 1)
    table = open_table(app, session_at(t.st))
    settle(app, table)
    click(app, table.geo.centre(west))
    settle(app, table)
    for _ in range(3):
        app.step()
    assert table.view.terrain[west] == VOLCANO_T
    g = table.geo
    cx, cy = g.centre(west)
    assert shown_share(app.screen, art.volcano_tile(g.hex_w, g.hex_h), art.volcano_at(cx, cy, g.hex_w, g.hex_h)) > 0.9
    sea = art.sea_hex(g.hex_w, g.hex_h)
    assert shown_share(app.screen, sea, sea.get_rect(center=(round(cx), round(cy))).topleft) < 0.2
