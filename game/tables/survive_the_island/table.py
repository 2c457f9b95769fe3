"""The Survive the Island table: the sinking hex island from its Tiled map, the
adventurers, rafts and creatures on it, each player's panel, and play by click
from the rules' legal actions (choices.py), hot-seat behind the kit's curtains
or against computer players.

Modules: geometry (where things sit; pixel-to-hex through the one hex
renderer), art (the pieces, drawn by code), choices (what may be clicked now),
panels (the players' panels and the final count), stage and animations (what
is in flight; the kit's lookup table of animations by event type), sessions
(positions for the screenshot and the benchmark).
"""
from __future__ import annotations

import pygame

from game.screen import gfx, theme
from game.session import GameSession
from game.table.backdrop import table_backdrop
from game.table.focus import KeyTarget
from game.table.picture import KeptRegion, Same
from game.table.scene import TableScene
from game.table.targets import draw_selection, draw_space_rings, pulse
from game.screen.theme import C
from game.ui import Button
from game.ui.widget import draw_tooltip
from rules.core.i18n import N_, _, language, pgettext
from rules.core.pending import next_task
from rules.survive_the_island import actions as A
from rules.survive_the_island import content
from rules.survive_the_island.common import LAND, PIRANHA_T, RESCUED, TERRAIN_NAME, VOLCANO_T, WATER, is_land
from rules.survive_the_island.describe import plan_words
from rules.survive_the_island.words import adventurer_colour, back_name

from . import sounds
from . import art, sessions
from .animations import IslandChoreographer, adventurer_image
from .choices import Choices, choices, task_kind
from .geometry import ADV_SIZE, COUNT_DY, CREATURE_SIZE, EGG_SIZE, PROMPT_RECT, RAFT_SIZE, IslandGeometry, rescued_rows
from .panels import draw_final_count, draw_panel, draw_rescue_view
from .stage import IslandStage

BUTTON_H = 38
#: a line under the prompt that says the rule at work
HELP = {
    "sink": N_("Beaches sink first, then forests, then mountains: a tile that touches the sea."),
    "pick": N_("The die chose the colour; you choose which creature of it moves."),
    "board": N_("The raft has fewer free seats than swimmers waiting here."),
    "order": N_("You choose the order in which the creatures here act on what came."),
}
#: how each creature moves, under the prompt that asks where it goes
DEST_HELP = {
    content.SERPENT: N_("The Sea Serpent moves exactly one water space; the lit spaces are where it can go."),
    content.KRAKEN: N_("The Kraken moves exactly one water space, then takes an adventurer on or next to it."),
    content.SHARK: N_("The Shark swims one or two water spaces; the lit spaces are where it can stop."),
    content.WHALE: N_("The Whale swims one to three water spaces; the lit spaces are where it can stop."),
    content.KAIJU: N_("The Kaiju moves one or two spaces over water and land alike; the lit spaces are "
                      "where it can stop."),
    content.PTERODACTYL: N_("The Pterodactyl flies in a straight line, as far as it likes, over anything; "
                            "the lit spaces are where it can land."),
}
#: the Kaiju pushes the adventurers out of its space: ashore, or at sea
DISPLACE_HELP = {
    True: N_("The Kaiju came ashore: the adventurers there are pushed to a space next to it."),
    False: N_("The Kaiju surfaced among the adventurers here: they are pushed to a space next to it."),
}
#: a picked-up piece and an unlit space: the move that was meant
GUESSED_MOVE = {"adv": A.MoveAdventurer, "raft": A.MoveRaft}
TRAY_CHIP = 30
#: what pressing a piece that is only picked up does
PIECE_WORDS = {"adv": N_("Pick up this adventurer"), "raft": N_("Pick up this raft"), "cr": N_("Pick this creature"),
               "egg": N_("Pick this egg")}


class SurviveTheIslandTable(TableScene):
    music, ambience = sounds.MUSIC, sounds.AMBIENCE
    game_id = "survive_the_island"
    #: Hard's search overruns a slice by up to one step; a slice of 1.5 ms
    #: keeps a thinking frame inside the 6 ms budget
    ai_slice = 0.0015
    #: the island's picture (board_picture) holds the sea under it
    board_paints_its_sea = True

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app, session)
        state = session.state
        self.geo = IslandGeometry(state.board, state.island, state.num_players)
        self.stage = IslandStage()
        #: the colour each of the rules' adventurer colours is drawn in (the seats' chosen colours)
        self.palette = art.seat_palette(state.colours_of_seat, [seat.colour for seat in session.seats])
        self.choreo = IslandChoreographer(self.anims, self.stage, self.geo, self.palette)
        self.selected: tuple | None = None
        self.mode: str | None = None
        self.clock = 0.0
        self._choices_key = None
        self._choices_view = None
        #: a move's words, worked out once a position (the keys' ring asks for every target each frame)
        self._words_view = None
        self._words_language = ""
        self._images_for: tuple = (None, None, None)
        self._images: dict = {}
        #: the players' panels while nothing moves
        self.panels_picture = KeptRegion()
        self._words: dict = {}
        self._choices: Choices | None = None
        self._buttons: list[Button] = []
        self._buttons_key = None
        self._board_key = None
        self._board_picture: pygame.Surface | None = None
        self.tile_tips: list = []

    def line_badge(self, about):
        """A log line about one adventurer has the badge of that adventurer's
        colour: with two players a seat plays two (its second is drawn in a
        spare seat colour, art.seat_palette), and a yellow placement is not
        logged with the seat's red badge."""
        colour = getattr(about, "colour", None)
        if colour is not None and 0 <= colour < len(self.palette):
            return art.seat_colour_index(self.palette[colour])
        return super().line_badge(about)

    # -- what may be clicked -------------------------------------------------------------
    def current_choices(self) -> Choices | None:
        """What the seat whose clicks count may do now (None: nobody here may act)."""
        seat = self.input_seat()
        if seat is None or self.anims.busy:
            return None
        view = self.view
        key = (seat, self.selected, self.mode)
        # the view itself is kept and compared, never its id (a new view may reuse a freed id)
        if key != self._choices_key or view is not self._choices_view:
            self._choices_view = view
            self._choices = choices(view, seat, view.legal_actions(seat), self.selected, self.mode)
            self.selected, self.mode = self._choices.selected, self._choices.mode
            self._choices_key = (seat, self.selected, self.mode)
        return self._choices

    def sync_buttons(self, ch: Choices | None) -> None:
        words = tuple(w for w, _a in ch.buttons) if ch else ()
        key = (words, id(ch))
        if key == self._buttons_key:
            return
        self._buttons_key = key
        for b in self._buttons:
            self.ui.remove(b)
        self._buttons = []
        if not ch:
            return
        n = len(ch.buttons)
        cols = 2 if n > 1 else 1
        w = (PROMPT_RECT.width - 24 - (cols - 1) * 8) // cols
        rows = (n + cols - 1) // cols
        y0 = PROMPT_RECT.bottom - 10 - rows * (BUTTON_H + 6) + 6
        for i, (words, what) in enumerate(ch.buttons):
            r, c = divmod(i, cols)
            rect = (PROMPT_RECT.x + 12 + c * (w + 8), y0 + r * (BUTTON_H + 6), w, BUTTON_H)
            style = "primary" if not isinstance(what, tuple) and i == n - 1 else "secondary"
            b = Button(rect, words, lambda what=what: self.press(what), style=style, font_size=16)
            self._buttons.append(self.ui.add(b))

    def press(self, what) -> None:
        if isinstance(what, tuple) and what[0] == "mode":
            self.mode = what[1]
            self.selected = None
            return
        self.selected, self.mode = None, None
        self.play(what)

    def board_event(self, event, view, seat) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
                self.selected, self.mode = None, None
                return True
            return False
        ch = self.current_choices()
        if ch is None:
            return False
        pos = event.pos
        for key, rect in self.tray_rects(ch):
            if rect.collidepoint(pos):
                self.selected = key
                return True
        space = self.geo.space_at(pos)
        if ch.selected is not None and space is not None and space in ch.spaces and task_kind(view) != "adventurers":
            # a piece in hand goes to the lit space clicked, whoever already stands there
            self.play_space(ch, space)
            return True
        spots = self.geo.spots(view) + self.geo.rescued_spots(view)
        picked = self.geo.piece_at(spots, pos, ch.pieces)
        if picked is not None and picked in ch.pieces:
            what = ch.pieces[picked]
            if what == "select":
                if picked == self.selected and picked[0] == "adv":
                    # a second click on a passenger picks up the raft under it
                    r = view.raft_of[picked[1]]
                    self.selected = ("raft", r) if ("raft", r) in ch.pieces else None
                else:
                    self.selected = picked
                return True
            self.selected, self.mode = None, None
            self.play(what)
            return True
        if space is not None and space in ch.spaces:
            self.play_space(ch, space)
            return True
        if space is not None or picked is not None:
            self.explain_refusal(view, seat, ch, space)
            return True
        return False

    def play_space(self, ch: Choices, space: int) -> None:
        if task_kind(self.view) != "adventurers":
            self.selected = None
        self.mode = None
        self.play(ch.spaces[space])

    def explain_refusal(self, view, seat, ch: Choices, space) -> None:
        """A click on something not lit: the rules say why (or what to do now)."""
        if ch.selected and space is not None:
            kind, n = ch.selected
            action = self.guess_action(kind, n, space)
            if action is not None:
                why = view.why_illegal(seat, action)
                if why:
                    self.say(theme.sentence(why))
                    return
        self.say(ch.prompt)

    def guess_action(self, kind, n, space):
        """The move a click on an unlit space asked for, so the rules can say why not."""
        make = GUESSED_MOVE.get(kind)
        if make is None or task_kind(self.view) != "actions":
            return None
        return make(n, space)

    # -- keys (game/table/keys.py) -----------------------------------------------------------
    def key_targets(self, view) -> list[KeyTarget]:
        """The tray's values (set-up), the pieces that may be picked, then the lit
        spaces, each pressed by a click where the table's hit tests find it."""
        ch = self.current_choices()
        if ch is None:
            return []
        out = [KeyTarget(r, ("tray", k), _("Pick a {colour} {value} from your tray").format(
                   colour=adventurer_colour(self.palette[k[0]]), value=k[1]))
               for k, r in self.tray_rects(ch)]
        for sp in self.geo.spots(view) + self.geo.rescued_spots(view):
            what = ch.pieces.get(sp.key)
            if what is None:
                continue
            kind = sp.key[0]
            size = {"adv": ADV_SIZE + 8, "raft": RAFT_SIZE, "cr": CREATURE_SIZE + 4, "egg": EGG_SIZE + 4}[kind]
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (round(sp.pos[0]), round(sp.pos[1]))
            point = self.geo.raft_handle(sp) if kind == "raft" else sp.pos
            words = _(PIECE_WORDS[kind]) if what == "select" else self.action_words(what)
            out.append(KeyTarget(rect, sp.key, words, (round(point[0]), round(point[1]))))
        for space, action in ch.spaces.items():
            x, y = self.geo.centre(space)
            rect = pygame.Rect(0, 0, self.geo.hex_w - 6, self.geo.hex_h - 6)
            rect.center = (round(x), round(y))
            out.append(KeyTarget(rect, ("space", space), self.action_words(action), rect.center))
        return out

    def back_out(self) -> bool:
        """Esc puts down the picked-up piece, or leaves an ability's mode. At
        set-up the tray always has a value picked, so nothing is in hand: Esc
        opens the menu there, as at every table."""
        in_hand = self.selected is not None and task_kind(self.view) != "adventurers"
        if not in_hand and self.mode is None:
            return False
        self.selected, self.mode = None, None
        return True

    def key_help(self) -> list[tuple[str, str]]:
        return [(N_("Tab to a piece, Space"), N_("pick it up; then Tab to a lit space and Space to move it there")),
                (N_("Enter"), N_("press the prompt's main button (End actions, Stop here, …)"))]

    # -- the frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self.sync_buttons(self.current_choices())

    def on_undo(self) -> None:
        self.selected, self.mode = None, None
        self.stage.clear()

    # -- drawing -------------------------------------------------------------------------------
    def board_picture(self, view) -> pygame.Surface:
        """The island as it stands now (map, tiles, sunk hexes), drawn once per
        change. A change of a few spaces (a tile sinking, a ghost tile) repaints
        only the rectangle those spaces' pictures cover, before and after, in
        the same order a whole painting uses, so the picture comes out as one
        painted afresh (a whole painting costs 4-6 ms of a frame)."""
        terrain = list(view.terrain)
        for s, t in self.stage.ghost_tiles.items():
            terrain[s] = {"beach": 1, "forest": 2, "mountain": 3}[t]
        if self.stage.sinking is not None:
            terrain[self.stage.sinking.space] = WATER
        key = tuple(terrain)
        old = self._board_key
        if key == old and self._board_picture is not None:
            return self._board_picture
        self._board_key = key
        if self._board_picture is None or old is None or len(old) != len(key):
            # on the sea behind it, so the picture is opaque and each frame copies it cheaply
            surf = table_backdrop().subsurface(self.board_rect).copy()
            self._paint_board(surf, view, terrain)
            self._board_picture = surf.convert() if pygame.display.get_surface() else surf
            return self._board_picture
        dirty = None
        for s in (s for s in range(len(key)) if key[s] != old[s]):
            for t in (old[s], key[s]):
                for img, pos in self._space_pictures(view, s, t):
                    r = img.get_rect(topleft=pos)
                    dirty = r if dirty is None else dirty.union(r)
        surf = self._board_picture
        if dirty is not None:
            surf.set_clip(dirty)
            surf.blit(table_backdrop(), dirty.topleft, dirty.move(self.board_rect.topleft))
            self._paint_board(surf, view, terrain)
            surf.set_clip(None)
        return surf

    def _paint_board(self, surf: pygame.Surface, view, terrain: list[int]) -> None:
        """The map and every space's picture, back row first, onto the board's
        picture (clipped to what is repainted)."""
        off = (-self.board_rect.x, -self.board_rect.y)
        placed = self.geo.placed
        shifted = placed.__class__(placed.hexmap, placed.scale,
                                   (placed.offset[0] + off[0], placed.offset[1] + off[1]),
                                   placed.clip.move(off))
        shifted.draw(surf)
        for s in sorted(range(len(terrain)), key=lambda s: self.geo.centres[s][1]):
            for img, pos in self._space_pictures(view, s, terrain[s]):
                surf.blit(img, pos)

    def _space_pictures(self, view, s: int, t: int) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """What space `s` shows with terrain `t`, as pictures and where they go
        on the board's picture: a tile lifted by its layers, or the sea where
        one sank, and a Piranha tile on it."""
        # the open sea is the map's own; what lies on it (Piranhas) is drawn like the island's
        if not view.board.island[s] and t != PIRANHA_T:
            return []
        w, h = self.geo.hex_w, self.geo.hex_h
        cx, cy = self.geo.centres[s]
        cx, cy = cx - self.board_rect.x, cy - self.board_rect.y
        if t in LAND:
            img = art.island_tile(TERRAIN_NAME[t], w, h)
            return [(img, (round(cx - w / 2 - 1), round(cy - h / 2 - 1 - art.LAYER * (t - 1))))]
        if t == VOLCANO_T:          # it stays face up, inaccessible, for the rest of the game
            return [(art.volcano_tile(w, h), art.volcano_at(cx, cy, w, h))]
        out = []
        if view.board.island[s]:
            img = art.sea_hex(w, h)
            out.append((img, img.get_rect(center=(round(cx), round(cy))).topleft))
        if t == PIRANHA_T:
            p = art.piranha_tile(w, h)
            out.append((p, p.get_rect(center=(round(cx), round(cy))).topleft))
        return out

    def banner_area(self) -> pygame.Rect:
        return self.geo.placed.clip

    def draw_board(self, surface, view) -> None:
        surface.blit(self.board_picture(view), self.board_rect.topleft)
        ch = self.current_choices()
        if ch is not None:
            self.draw_lit_spaces(surface, ch)
        self.draw_sinking(surface)
        self.draw_pieces(surface, view, ch)
        self.stage.draw_ghosts(surface)
        self.stage.draw_effects(surface)
        self.stage.draw_flights(surface)
        self.stage.draw_sparkles(surface, 1 / 60)
        self.draw_panels(surface, view)
        self.draw_prompt(surface, view, ch)
        self.stage.draw_banners(surface, self.banner_area())
        if self.stage.final is not None:
            draw_final_count(surface, self.geo.placed.clip, self.stage.final, self.session.names)
        if self.hover is not None and self.hover_held() and self.hover[0] == "tile":
            draw_tooltip(surface, self.hover[1], self.hover[-1], self.large_view_rect)   # what a tile in a panel is
        if self.hover is not None and self.hover_held() and self.hover[0] == "rescued":
            draw_rescue_view(surface, self.large_view_rect, self.hover[-1], view, self.hover[1], self.palette,
                             self.session.names)

    def draw_lit_spaces(self, surface, ch: Choices) -> None:
        a = pulse(self.clock)
        for space, _action in ch.spaces.items():
            if space >= self.geo.board.rescue_base:
                cells = self.geo.board.rescue[space - self.geo.board.rescue_base].cells
                polys = [self.geo.placed.cell_polygon(*c) for c in cells]
            else:
                # on the tile's top, lifted by its depth
                lift = art.LAYER * (self.view.terrain[space] - 1) if self.view.terrain[space] in LAND else 0
                polys = [[(x, y - lift) for x, y in self.geo.polygons[space]]]
            for poly in polys:
                c = _mean(poly)
                glow = gfx.made_once(("sti-lit", self.geo.hex_w, self.geo.hex_h), self.lit_hex)
                glow.set_alpha(int(60 + 50 * a))
                surface.blit(glow, glow.get_rect(center=(round(c[0]), round(c[1]))))
                pygame.draw.polygon(surface, C.GOLD, poly, 3)
                inner = [(x * 0.85 + c[0] * 0.15, y * 0.85 + c[1] * 0.15)
                         for (x, y), c in zip(poly, [_mean(poly)] * len(poly))]
                pygame.draw.polygon(surface, theme.lerp_colour(C.GOLD, (255, 255, 255), a), inner, 1)
            cost = ch.costs.get(space)
            if cost is not None:
                x, y = self.geo.centre(space)
                words = pgettext("move cost", "free") if cost == 0 else str(cost)
                pill = gfx.made_once(("sti-cost", words), lambda w=words: _cost_pill(w))
                surface.blit(pill, pill.get_rect(center=(round(x), round(y + self.geo.hex_h * 0.36))))

    def lit_hex(self) -> pygame.Surface:
        w, h = self.geo.hex_w, self.geo.hex_h
        s = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
        pygame.draw.polygon(s, (255, 226, 120), art._hex_points(w, h, w / 2 + 1, h / 2 + 1))
        return s

    def draw_sinking(self, surface) -> None:
        sink = self.stage.sinking
        if sink is None:
            return
        w, h = self.geo.hex_w, self.geo.hex_h
        cx, cy = self.geo.centres[sink.space]
        t = sink.t
        lift = min(1.0, t / 0.3) * 18
        if t < 0.3:
            img = art.island_tile(sink.terrain, w, h)
            sx = 1.0
        elif t < 0.65:
            u = (t - 0.3) / 0.35
            sx = abs(1 - 2 * u)
            img = art.island_tile(sink.terrain, w, h) if u < 0.5 else self.tile_back_face(sink.back)
        elif sink.back == content.VOLCANO:
            # a Volcano does not sink: it settles where it stood, erupting, for the rest of the game
            u = (t - 0.65) / 0.35
            img = art.volcano_tile(w, h)
            x, y = art.volcano_at(cx, cy, w, h)
            surface.blit(img, (x, round(y - 18 * (1 - u))))
            return
        else:
            u = (t - 0.65) / 0.35
            sx = 1.0 - 0.5 * u
            lift = 18 - 40 * u
            img = self.tile_back_face(sink.back)
        iw = max(1, round(img.get_width() * sx))
        ih = max(1, round(img.get_height() * (sx if t >= 0.65 else 1.0)))
        shown = pygame.transform.smoothscale(img, (iw, ih))
        if t >= 0.65:
            shown.set_alpha(int(255 * (1 - (t - 0.65) / 0.35)))
        surface.blit(shown, shown.get_rect(center=(round(cx), round(cy - lift))))

    def back_label(self, back: str) -> tuple[tuple[str, ...], int, tuple[int, ...]]:
        """The name on a turned tile's face, as (lines, size, each line's
        centre below the hexagon's): on one line under the icon at 12 px, or
        11 where that fits; else on two lines across the hexagon's wide middle
        under a smaller icon, at 12 or 11 px ("Blue / Creature"), never cut."""
        words = back_name(back) if back in content.BACK_NAMES else _("Ability")
        width = self.geo.hex_w - 8
        for size in (12, 11):
            if theme.font(size, "semibold").size(words)[0] <= width:
                return (words,), size, (12,)
        for size in (12, 11):
            lines = theme.wrap(words, size, width, "semibold")
            if len(lines) <= 2 and all(theme.font(size, "semibold").size(x)[0] <= width for x in lines):
                break
        step = theme.line_height(size, "semibold", 1.0)
        return lines[:2], size, (12 - step, 12)[2 - len(lines[:2]):]

    def tile_back_face(self, back: str) -> pygame.Surface:
        def make():
            w, h = self.geo.hex_w, self.geo.hex_h
            s = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
            pts = art._hex_points(w - 2, h - 2, w / 2 + 1, h / 2 + 1)
            pygame.draw.polygon(s, C.PARCHMENT, pts)
            pygame.draw.polygon(s, C.DRIFTWOOD, pts, 2)
            lines, size, ys = self.back_label(back)
            icon = art.tile_back(back if back != "ability" else "?", 26 if len(lines) == 1 else 16)
            s.blit(icon, icon.get_rect(center=(w / 2 + 1, h / 2 - (8 if len(lines) == 1 else 19))))
            for line, y in zip(lines, ys):
                tx = theme.text(line, size, C.TEXT_DARK, "semibold")
                s.blit(tx, tx.get_rect(center=(w / 2 + 1, h / 2 + y)))
            return s
        return gfx.made_once(("sti-backface", back, self.geo.hex_w, language()), make)

    def draw_pieces(self, surface, view, ch: Choices | None) -> None:
        """The pieces, each over the rings of every piece that may be picked (so
        no ring crosses a neighbour's value); a raft that may be picked shows
        its handle, the logs below its passengers' feet."""
        hidden = self.stage.hidden
        targets = ch.pieces if ch else {}
        selected = ch.selected if ch else None
        shown, counts = [], []
        for sp in self.geo.spots(view) + self.geo.rescued_spots(view):
            if sp.key in hidden:
                continue
            if sp.members:          # a rescue island's crowd of one colour: those landed so far
                n = sum(1 for p in sp.members if ("adv", p) not in hidden)
                if not n:
                    continue
                counts.append((sp, n))
            img = self.piece_image(view, sp.key)
            shown.append((sp, img, img.get_rect(center=(round(sp.pos[0]), round(sp.pos[1])))))
        draw_space_rings(surface, [(rect.center, max(rect.width, rect.height) + 2)
                                   for sp, _img, rect in shown if sp.key in targets], self.clock)
        for sp, img, rect in shown:
            surface.blit(img, rect)
            if sp.key == selected:
                draw_selection(surface, rect.inflate(6, 6))
        for sp, _img, _rect in shown:
            if sp.key[0] == "raft" and sp.key in targets:
                handle = self.geo.raft_handle_rect(sp)
                pygame.draw.rect(surface, C.GOLD, handle.inflate(4, 0), 2, border_radius=5)
        # on a rescue island the crowd stands close: each value or letter again over
        # every figure, so the next row's head never covers one (back rows first)
        for sp, _img, rect in shown:
            if sp.key[0] == "adv" and view.loc[sp.key[1]] == RESCUED:
                p = sp.key[1]
                label = art.adventurer_label(self.palette[p // content.PER_COLOUR], view.value[p])
                surface.blit(art.chest_label(label, ADV_SIZE), rect)
        for sp, n in counts:
            img = art.crowd_count(n)
            surface.blit(img, img.get_rect(center=(round(sp.pos[0]), round(sp.pos[1] + COUNT_DY))))

    def piece_image(self, view, key) -> pygame.Surface:
        """A piece's picture, looked up once a view, palette and language (a frame draws forty)."""
        seen = (view, self.palette, language())
        if self._images_for[0] is not view or self._images_for[1:] != seen[1:]:
            self._images_for, self._images = seen, {}
        img = self._images.get(key)
        if img is None:
            img = self._images[key] = self._piece_image(view, key)
        return img

    def _piece_image(self, view, key) -> pygame.Surface:
        kind, n = key[0], key[-1]
        if kind == "adv":
            return adventurer_image(self.palette, view, n)
        if kind == "crowd":         # one figure for a colour's crowd: its letter, as every seat sees it
            return art.adventurer(self.palette[n], 0, ADV_SIZE)
        if kind == "raft":
            return art.raft(RAFT_SIZE)
        if kind == "cr":
            return art.creature(view.cr_type[n], CREATURE_SIZE)
        return art.egg(EGG_SIZE)

    def draw_panels(self, surface, view) -> None:
        """The players' panels. While nothing moves they are kept as one picture
        (with what lies under them) until what they show changes; while
        something moves they are painted afresh over it (a tile may fly under them)."""
        acting = set(view.to_act()) if not view.is_over() else set()
        looking, counting = self.looking(), self.stage.final is not None

        def paint(surface) -> None:
            self.tile_tips = []         # the tiles' tips go with the picture: kept with it
            for seat, rect in enumerate(self.geo.panels):
                self.tile_tips += draw_panel(surface, rect, view, seat, self.session.names[seat], seat in acting,
                                             looking, self.palette, counting=counting)
        key = None if self.anims.busy else (Same(view), tuple(sorted(acting)), looking, self.palette, counting,
                                            tuple(self.session.names), language())
        self.panels_picture.draw(surface, self._panels_area(), key, paint)

    def _panels_area(self) -> pygame.Rect:
        """Where the panels paint, their soft shadows too (gfx.panel: 10 px round, 4 down)."""
        rects = [r.inflate(20, 20).move(0, 4).union(r) for r in self.geo.panels]
        return rects[0].unionall(rects[1:])

    def tray_rects(self, ch: Choices) -> list:
        """Set-up: the values still to place, one chip per colour and value."""
        out = []
        keys = sorted(ch.tray)
        x0, y = PROMPT_RECT.x + 12, PROMPT_RECT.y + 62
        colours = sorted({c for c, _v in keys})
        for row, c in enumerate(colours):
            vals = [k for k in keys if k[0] == c]
            for i, k in enumerate(vals):
                out.append((k, pygame.Rect(x0 + i * (TRAY_CHIP + 22), y + row * (TRAY_CHIP + 10),
                                           TRAY_CHIP, TRAY_CHIP + 4)))
        return out

    def draw_prompt(self, surface, view, ch: Choices | None) -> None:
        gfx.panel(surface, PROMPT_RECT, fill=C.PANEL_DARK)
        x, y = PROMPT_RECT.x + 12, PROMPT_RECT.y + 10
        if ch is None:
            words = self.waiting_words(view)
            theme.draw_wrapped(surface, words, pygame.Rect(x, y, PROMPT_RECT.width - 24, 80), 16, C.TEXT_DIM)
            return
        used = theme.draw_wrapped(surface, ch.prompt, pygame.Rect(x, y, PROMPT_RECT.width - 24, 44), 16, C.TEXT,
                                  style="semibold")
        y += max(0, used - 44)          # a three-line prompt pushes what follows down
        kind = task_kind(view)
        if kind == "adventurers":
            for key, rect in self.tray_rects(ch):
                colour, value = key
                img = art.adventurer(self.palette[colour], value, 24)
                if key == ch.selected:
                    draw_selection(surface, rect.inflate(6, 4))
                surface.blit(img, img.get_rect(center=rect.center))
                k = theme.text(f"×{ch.tray[key]}", 13, C.TEXT_DIM)
                surface.blit(k, (rect.right + 1, rect.bottom - 16))
        elif kind == "actions":
            label = theme.text(_("Moves left"), 14, C.TEXT_DIM, "semibold")
            surface.blit(label, (x, y + 48))
            pips_x = x + max(92, label.get_width() + 10)
            for i in range(content.MOVEMENT_POINTS):
                full = i < view.mp
                pip = gfx.circle(18, C.GOLD if full else (40, 60, 80), border=(20, 30, 40), border_width=2)
                surface.blit(pip, (pips_x + i * 24, y + 47))
        elif help_words(view):
            theme.draw_wrapped(surface, help_words(view), pygame.Rect(x, y + 46, PROMPT_RECT.width - 24, 60), 14,
                               C.TEXT_DIM)
        elif kind == "repel":
            have = any(h[0] == content.REPELLENT for h in view.hands[self.input_seat()])
            words = (_("You may play a Repellent to turn it away.") if have
                     else _("You hold no Repellent: let it come."))
            theme.draw_wrapped(surface, words, pygame.Rect(x, y + 46, PROMPT_RECT.width - 24, 40), 14, C.TEXT_DIM)

    def action_words(self, action) -> str:
        """A move that picks a place says where, as the board shows it (the
        rules' plan_words); an adventurer is named in the colour it is drawn in
        (the one its player chose, art.seat_palette), not its rules colour."""
        view = self.view
        if self._words_view is not view or self._words_language != language():   # one position, one language
            self._words_view, self._words_language, self._words = view, language(), {}
        if action not in self._words:
            words = plan_words(view, action, lambda c: adventurer_colour(self.palette[c]))
            self._words[action] = theme.sentence(words) if words else super().action_words(action)
        return self._words[action]

    def asked_words(self, seat) -> str:
        """Asked in another's turn: only ever whether to play a Repellent."""
        if task_kind(self.session.state) == "repel":
            return _("{name}: use Repellent?").format(name=self.session.names[seat])
        return super().asked_words(seat)

    def waiting_words(self, view) -> str:
        if view.is_over():
            return _("The game is over.")
        seat = view.to_act()[0]
        name = self.session.names[seat]
        if self.replaying:                  # a replay is watched: nobody thinks, nobody waits
            return _("{name}'s turn.").format(name=name)
        if self.session.seats[seat].is_ai:
            return _("{name} is thinking…").format(name=name)
        return _("Waiting for {name}.").format(name=name)


    def prompt_rects(self) -> list[pygame.Rect]:
        return super().prompt_rects() + [PROMPT_RECT]

    def message_anchor(self) -> tuple[int, int]:
        return (self.geo.placed.clip.centerx, self.board_rect.bottom - 18)

    def thing_under(self, pos):
        for rect, words in self.tile_tips:
            if rect.collidepoint(pos):
                return ("tile", words, rect)
        space = self.geo.space_at(pos)
        if space is not None and space >= self.geo.board.rescue_base:
            island = space - self.geo.board.rescue_base
            if rescued_rows(self.view, island):         # who stands there, at any count
                return ("rescued", island, self.geo.rescue_rects[island])
        return None

    def bench_notes(self) -> dict:
        """What the benchmark counts frames of (game/bench.py)."""
        return {"a tile sinking": self.stage.sinking is not None,
                "a creature interaction": bool(self.stage.effects)}

    # -- sessions -------------------------------------------------------------------------
    @classmethod
    def screenshot_session(cls, seed: int) -> GameSession:
        return sessions.screenshot_session(cls.game_info(), seed)

    @classmethod
    def bench_session(cls, seed: int) -> GameSession:
        return sessions.bench_session(cls.game_info(), seed)


def _mean(poly):
    return (sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly))


def _cost_pill(words: str) -> pygame.Surface:
    t = theme.text(words, 12, C.INK, "heading")
    s = pygame.Surface((t.get_width() + 10, 16), pygame.SRCALPHA)
    s.blit(gfx.rounded_rect(s.get_size(), 8, C.GOLD), (0, 0))
    s.blit(t, t.get_rect(center=(s.get_width() // 2, 8)))
    return s


def help_words(view) -> str:
    """The line under the prompt that says the rule at work ("" for none):
    how the creature that moves moves; whether the Kaiju pushing adventurers
    out came ashore; the task's own line otherwise."""
    kind = task_kind(view)
    if kind in ("dest", "displace"):
        task = next_task(view.stack)
        if kind == "dest":
            return _(DEST_HELP[view.cr_type[task[1]]])
        return _(DISPLACE_HELP[is_land(view.terrain[task[1]])])
    return _(HELP[kind]) if kind in HELP else ""
