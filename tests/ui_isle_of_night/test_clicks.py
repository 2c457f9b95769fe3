"""Focused clicks at the Isle of Night table: a claim, a conch swap where only
the legal partners light, a cursed-ring turn step by step, the ring choice,
the order of waiting effects, and an illegal click that says why."""
from game.tables.isle_of_night import layout as L
from rules.isle_of_night import actions as A
from rules.isle_of_night import lookup
from rules.isle_of_night.score_grid import swap_pairs

from .clicker import Clicker
from .conftest import arranged_session, click, open_table, settle


def code(c: str) -> int:
    return lookup.CARD_BY_CODE[c]


def owned(table, seat):
    return sorted(lookup.CARD_CODE[c] for c in table.session.state.owned[seat])


def test_clicking_a_card_claims_every_card_of_its_type(app):
    table = open_table(app, arranged_session(centre=["BEE-02", "BEE-07", "SPI-02"]))
    settle(app, table)
    click(app, Clicker(app, table).centre_point(ctype=lookup.T["beetles"]))
    assert owned(table, 0) == ["BEE-02", "BEE-07"]


def test_only_the_legal_conch_partners_light_and_the_swap_slides(app):
    table = open_table(app, arranged_session(centre=["CON-01", "BEE-02"], locked=[1]))
    settle(app, table)
    click(app, Clicker(app, table).centre_point(ctype=lookup.CONCHES))
    view = table.view
    pairs = swap_pairs(view.side, view.locked)
    assert table.grid_targets(view) == sorted({p for pair in pairs for p in pair})
    assert 1 not in table.grid_targets(view)                 # the locked card never lights
    click(app, table.positions[0].center)
    assert table.pick == 0
    partners = sorted({b if a == 0 else a for a, b in pairs if 0 in (a, b)})
    assert table.grid_targets(table.view) == partners
    assert 5 not in partners                                 # P6 is two rows down
    click(app, table.positions[5].center)                    # not a partner: refused, said why
    assert table.session.state.score_grid[0] == 0 and table.message
    before = list(table.session.state.score_grid)
    app.settings.animation_speed = "normal"
    click(app, table.positions[partners[-1]].center)
    grid = table.session.state.score_grid
    assert grid[0] == before[partners[-1]] and grid[partners[-1]] == before[0]
    assert table.stage.sliding == {0, partners[-1]}          # both cards slide past each other


def test_a_cursed_ring_turn_prompts_each_step(app):
    table = open_table(app, arranged_session(centre=["BEE-02", "SPI-02", "LAN-01"],
                                             owned=[["RIN-03", "CHE-02", "SCR-02"], []]))
    settle(app, table)
    clicker = Clicker(app, table)
    assert [c for c, _r in table._tray] == [code("CHE-02"), code("SCR-02")]    # never the ring
    assert "discard" in table.view.waiting_for()
    click(app, clicker.tray_point(code("CHE-02")))
    assert code("CHE-02") in table.session.state.out
    assert "take any card" in table.view.waiting_for()
    assert table._tray == []
    click(app, clicker.centre_point(card_kind=lookup.CARD_KIND[code("LAN-01")]))
    assert "LAN-01" in owned(table, 0)
    assert table.view.waiting_for() == "claim every card of one type from the centre"
    click(app, clicker.centre_point(ctype=lookup.T["spiders"]))
    assert owned(table, 0) == ["LAN-01", "RIN-03", "SCR-02", "SPI-02"]
    assert table.session.state.current == 1


def test_the_player_chooses_which_cursed_rings_to_take(app):
    table = open_table(app, arranged_session(centre=["RIN-01", "RIN-03", "BEE-02"]))
    settle(app, table)
    labels = [ch.label for ch in table._choices]
    assert labels == ["Take 1 cursed ring, magic", "Take 1 cursed ring, none magic",
                      "Take 2 cursed rings, 1 magic"]
    click(app, Clicker(app, table).centre_point(ctype=lookup.RINGS))       # the pile asks for a chip
    assert owned(table, 0) == [] and "Choose below" in table.message
    click(app, Clicker(app, table).choice_point(A.ClaimRings(1, 0)))
    assert owned(table, 0) == ["RIN-03"]


def test_waiting_effects_are_ordered_by_chips_naming_the_staff_replay(app):
    table = open_table(app, arranged_session(centre=["LOC-07", "STA-01", "STA-02", "STA-03", "CON-01"],
                                             owned=[["BEE-02"], []]))
    settle(app, table)
    c = Clicker(app, table)
    for act in (A.ClaimType(lookup.CARD_TYPE[code("LOC-07")]), A.ClaimType(lookup.STAFFS)):
        c.click_for(act)
    c.click_for(A.StaffDiscard(code("LOC-07")))
    c.click_for(A.ClaimType(lookup.CONCHES))
    c.click_for(A.OrderEffect(code("STA-02")))
    c.click_for(A.StaffDiscard(code("CON-01")))
    labels = [ch.label for ch in table._choices]
    assert labels == ["First: a magic staff", "First: a conch swap (the staff replay)"]


def test_an_illegal_click_says_the_rules_reason(app):
    table = open_table(app, arranged_session(centre=["DRA-03", "BEE-02"]))
    settle(app, table)
    click(app, Clicker(app, table).centre_point(ctype=lookup.DRAGONS))
    assert table.message == "Dragons can only be claimed with swords"
    assert owned(table, 0) == []


def test_undo_takes_back_your_own_claim_while_it_revealed_nothing(app):
    table = open_table(app, arranged_session(centre=["CON-01", "BEE-02"]))
    settle(app, table)
    click(app, Clicker(app, table).centre_point(ctype=lookup.CONCHES))
    assert owned(table, 0) == ["CON-01"]                 # the swap waits: nothing drawn yet
    assert table.undo_button.visible and table.undo_button.enabled
    click(app, table.undo_button.rect.center)
    settle(app, table)
    assert owned(table, 0) == [] and code("CON-01") in table.session.state.centre


def test_after_a_claim_the_cards_left_in_the_centre_slide_to_where_they_now_lie(app):
    table = open_table(app, arranged_session(centre=["BEE-02", "BEE-07", "SPI-02", "CHE-02"]))
    settle(app, table)
    app.settings.animation_speed = "normal"
    before = {c: r.copy() for _t, rects in table._piles for c, r in rects}
    click(app, Clicker(app, table).centre_point(ctype=lookup.T["beetles"]))
    moving = table.stage.landing & {code("SPI-02"), code("CHE-02")}
    assert moving == {code("SPI-02"), code("CHE-02")}                  # held back while they slide
    ends = {(round(f.end[0]), round(f.end[1])) for f in table.stage.flights}
    table.refresh(table.view)
    for c in moving:
        now = L.centre_spot(table._piles, c)
        assert before[c] != now and now.center in ends
    settle(app, table)
    assert not table.stage.landing


def chips_fit(choices) -> None:
    """Every chip lies in the prompt strip, beside the others, its words inside it."""
    from game.screen import theme
    rects = [ch.rect for ch in choices]
    assert all(L.PROMPT.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    for ch in choices:
        assert theme.text(ch.label, ch.size, style="semibold").get_width() <= ch.rect.width - 8, ch.label


def test_with_every_cursed_ring_in_the_centre_the_ring_chips_fit_the_strip_in_short_words(app):
    rings = ["RIN-01", "RIN-02", "RIN-03", "RIN-04", "RIN-05", "RIN-06"]
    table = open_table(app, arranged_session(centre=rings))
    settle(app, table)
    choices = table._choices
    assert len(choices) == sum(isinstance(a, A.ClaimRings) for a in table._legal) >= 8
    chips_fit(choices)
    assert "2 rings, 1 magic" in [ch.label for ch in choices] and all(ch.size >= 13 for ch in choices)


def test_more_chips_than_the_strip_holds_share_it_with_their_words_cut_never_overlapping():
    labels = [f"Take {n} cursed rings, {m} magic" for n in range(1, 5) for m in range(3)]
    shown, rects, size = L.choice_layout([labels, [w.replace("Take ", "") for w in labels]])
    chips_fit([type("Chip", (), {"rect": r, "label": w, "size": size}) for w, r in zip(shown, rects)])
    assert len(shown) == len(labels) and size == L.CHOICE_SIZES[-1][0]
