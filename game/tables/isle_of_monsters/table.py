"""The Isle of Monsters table: the scene where people play, hot-seat or against
the computer, from the first capture to the results.

It draws the table from the view of the seat now looking (never the true
state), turns clicks into the rules' actions (capture, feed, pass, a scare
play, a duel pick) and the events that come back into animations. The table
kit (game/table/) does the turn bar, the log, the computer players, the
hot-seat curtain, Undo, the menu, the results, and the pieces every table
draws with (the still picture, flights and banners, target glow, hints).

Modules: layout (where everything sits, per player count), islands (the hex
maps, piles and food), seats (cage boards and info boxes), creature_art (the
cards), hand (the scare phase's hand), reveal (played cards and the duel
face up), stage and animations (what is held back while in flight), targets
(what may be clicked), clicks (what a click or a key does), prompts (the words
to the player), zoom (the large card view), sessions (positions for
screenshots and the benchmark).
"""
from __future__ import annotations

import pygame

from game.screen import gfx, theme
from game.draw.icons import element_icon
from game.session import GameSession
from game.table.areas import BOARD_RECT
from game.table.backdrop import table_backdrop
from game.table.picture import Part, TablePicture
from game.table.scene import TableScene
from game.table.targets import (draw_selection, draw_space_rings, draw_target_glow, draw_turn_glow,
                                prepare_turn_glow,
                                glow_ring)
from game.screen.theme import C, LOGICAL_SIZE, sentence
from game.ui import Button
from rules.core.i18n import N_, _, pgettext
from rules.isle_of_monsters.actions import DuelPick, Pass, PlayScare, element_name
from rules.isle_of_monsters.content import CARDS, ELEMENTS, FOODS
from game.table.words import and_list

from . import sounds
from . import sessions
from .animations import IsleChoreographer
from .clicks import IsleClicks
from .creature_art import card_back, card_image, paint_all
from .geometry import TableGeometry
from .hand import HAND_TRAY, HandFan, draw_own_score
from .islands import Islands, card_shadow, island_names
from .prompts import IslePrompts
from .layout import PILE_CARD, TableLayout, table_layout
from .reveal import (draw_duel_seat, draw_reveal_seat, draw_reveal_overlay, draw_dimmed, duel_rule_text,
                     reveal_size, row_rects)
from .seats import CageShown, SeatPainter, SeatShown, paint_static
from .stage import IsleStage
from .targets import Targets, find_targets
from .zoom import draw_zoom

W, H = LOGICAL_SIZE
#: a computer seat's label on its board, by its level
COMPUTER_LEVELS = {"easy": N_("Easy AI"), "normal": N_("Normal AI"), "hard": N_("Hard AI")}
DUEL_BUTTON_W = 150



class IsleOfMonstersTable(IsleClicks, IslePrompts, TableScene):
    music, ambience = sounds.MUSIC, sounds.AMBIENCE
    game_id = "isle_of_monsters"
    #: seconds of AI thinking per frame. Hard's search overruns a slice by up
    #: to one iteration (1-3 ms), a still frame costs under 1 ms to draw and the
    #: flip about 1 ms more, so 1.5 ms keeps a thinking frame inside the 6 ms
    #: budget; a Hard decision (0.3 s of thought) then spans about 3 s
    ai_slice = 0.0015
    #: Only a secret choice (a scare play, a duel pick) is private: outside
    #: them every seat sees the same table, so the screen is handed over
    #: without a curtain there.
    private_views = False

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app, session)
        state = session.state
        self.n = state.num_players
        self.home = self.home_seat()
        self.layout: TableLayout = table_layout(self.n, self.home)
        self.islands = Islands(self.layout, len(state.piles))
        self.painters = {g.seat: SeatPainter(g) for g in self.layout.seats}
        self.geo = TableGeometry(self.layout, self.islands)
        self.stage = IsleStage()
        self.choreo = IsleChoreographer(self.anims, self.stage, self.geo, session.names, self.say)
        self.hand = HandFan()
        self.pick: tuple | None = None
        self.clock = 0.0
        self._static: pygame.Surface | None = None
        self._picture: TablePicture | None = None
        self._part_rects = self.part_rects()
        self._targets_key: tuple | None = None
        self._targets = Targets()
        self._kinds_key: tuple | None = None
        self._kinds: set[type] = set()
        self.pass_button = self.ui.add(Button(self.layout.pass_button, pgettext("button", "Pass"), self.do_pass,
                                              style="secondary", font_size=21,
                                              tooltip=_("Stop for this round: the first to pass takes the "
                                                        "draw bag and starts the next round")))
        self.play_button = self.ui.add(Button((770, 628, 190, 62), pgettext("button", "Play"), self.do_play_scare,
                                              style="primary", font_size=22, sublabel=_("Choose creatures")))
        self.duel_buttons = {}
        x0 = BOARD_RECT.centerx - (3 * DUEL_BUTTON_W + 2 * 16) // 2
        for i, element in enumerate(ELEMENTS):
            b = Button((x0 + i * (DUEL_BUTTON_W + 16), 420, DUEL_BUTTON_W, 54), element_name(element).capitalize(),
                       lambda e=element: self.do_duel(e), style="primary", font_size=21)
            self.duel_buttons[element] = self.ui.add(b)
        for b in (self.pass_button, self.play_button, *self.duel_buttons.values()):
            b.visible = False
        self.prewarm()
        self._sync_buttons()

    def part_rects(self) -> dict:
        """The rectangle of each part of the table picture (fixed for a layout)."""
        out = {}
        names = island_names(len(self.session.state.piles))
        for island in self.islands.geometry:
            # with its name plate: a repaint restores the plate whole from the static
            # picture, never a strip of it (the outer islands' longer names reach into it)
            out[("island", island)] = self.islands.part_rect(island).union(
                self.islands.plate_rect(island, names[island]))
        d = self.layout.deck
        out[("deck",)] = pygame.Rect(d.centerx - 48, d.y - 6, 96, d.height + 40)
        for geo in self.layout.seats:
            out[("seat", geo.seat)] = geo.panel.inflate(4, 4)
        return out

    def prewarm(self) -> None:
        """Paints now what play would otherwise paint the first time it is
        needed, in the middle of a frame: every creature at every size this
        table shows, and each seat's turn glow."""
        paint_all()
        sizes = {PILE_CARD}
        for geo in self.layout.seats:
            sizes.add(geo.card)
            sizes.add(reveal_size(geo.played))
        for cid in CARDS:
            for w, h in sizes:
                card_image(cid, w, h)
        for geo in self.layout.seats:
            glow_ring(geo.panel.inflate(10, 10).size, self.seat_rgb(geo.seat))

    # == who sits where ==================================================================
    def home_seat(self) -> int:
        """The seat drawn at the bottom: the human (the first one in hot-seat),
        or seat 0 when only computer players play. It never changes in a game."""
        humans = self.session.human_seats()
        return humans[0] if humans else 0

    def on_viewer_changed(self) -> None:
        self.pick = None
        self.hand.clear()
        self._targets_key = None

    # -- undo ---------------------------------------------------------------------------
    def on_undo(self) -> None:
        self.pick = None
        self.hand.clear()
        self.stage.clear()
        self._last_view = None
        self._targets_key = None

    # == geometry the hit tests and the tests use (see geometry.py) ========================
    def pile_rect(self, island: int) -> pygame.Rect:
        return self.geo.pile_rect(island)

    def pile_point(self, island: int) -> tuple[int, int]:
        return self.geo.pile_point(island)

    def cage_rect(self, seat: int, cage: int) -> pygame.Rect:
        return self.geo.cage_rect(seat, cage)

    def stack_rect(self, place: int, food: str) -> pygame.Rect:
        """The food stack as the view now shows it."""
        return self.geo.stack_rect(place, food, self.view.food_at(place)[FOODS.index(food)])

    def space_centre(self, seat: int, cage: int, card: str, food: str, k: int) -> tuple[tuple[int, int], int]:
        return self.geo.space_centre(seat, cage, card, food, k)

    def played_rect(self, seat: int) -> pygame.Rect:
        return self.geo.played_rect(seat)

    def score_centre(self, seat: int) -> tuple[int, int]:
        return self.geo.score_centre(seat)

    def crowd_centre(self) -> tuple[int, int]:
        return self.geo.crowd_centre()

    # == moves ===========================================================================
    def do_pass(self) -> None:
        if self.play(Pass()):
            self.pick = None

    def do_play_scare(self) -> None:
        cards = tuple(sorted(self.hand.selected))
        if not cards:
            self.say(_("Choose at least one creature to play"))
            return
        if self.play(PlayScare(cards)):
            self.hand.clear()

    def do_duel(self, element: str) -> None:
        self.play(DuelPick(element))

    def play(self, action, seat=None) -> bool:
        ok = super().play(action, seat)
        if ok:
            self.pick = None
            self._targets_key = None
        self._sync_buttons()
        return ok

    def turn_text(self) -> str:
        """Shorter words while several choose at once (the badges say who)."""
        st = self.session.state
        if not st.is_over() and st.secret_step() and len(st.to_act()) > 1:
            return _("Choosing in secret")
        return super().turn_text()

    # == the frame ========================================================================
    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        seat = self.input_seat()
        view = self.view
        self.pass_button.visible = seat is not None and self.may(view, seat, Pass)
        scare = seat is not None and self.may(view, seat, PlayScare)
        self.play_button.visible = scare
        if scare:
            chosen = tuple(sorted(self.hand.selected))
            why = self.view.why_illegal(seat, PlayScare(chosen)) if chosen else _("Choose creatures first")
            self.play_button.sublabel = self.hand.summary()
            if why is None:
                self.play_button.set_enabled(True)
            else:
                self.play_button.set_enabled(False, sentence(why))
        duel = seat is not None and self.may(view, seat, DuelPick)
        for b in self.duel_buttons.values():
            b.visible = duel

    def thing_under(self, pos):
        """(card, tokens or None, rect) of the face-up card under pos (its
        large view opens after a rest: the kit's hover timing)."""
        if pos[0] < 0 or not BOARD_RECT.collidepoint(pos) or self.anims.busy:
            return None
        view = self.view
        if self.hand_shown(view):
            hand = view.hand[self.looking()]
            card = self.hand.card_at(hand, pos)
            if card is not None:
                return (card, None, self.hand.card_rect(hand, card))
            if HAND_TRAY.collidepoint(pos):
                return None
        show = self.stage.reveal
        if show is not None and show.flip >= 1:
            for seat, play in zip(show.seats, show.plays):
                for card, r in zip(sorted(play), row_rects(self.played_rect(seat), len(play))):
                    if r.collidepoint(pos):
                        return (card, None, r)
        counts = {p: self._food_counts(view, p) for p in self.islands.geometry}
        island = self.islands.pile_at(pos) if self.islands.food_at(pos, counts) is None else None
        if island is not None:
            pile = view.piles[island]
            if pile and pile[-1] is not None:
                return (pile[-1], None, self.pile_rect(island))
        for geo in self.layout.seats:
            if not geo.panel.collidepoint(pos):
                continue
            if show is not None and geo.seat in show.seats and geo.played.collidepoint(pos):
                return None
            for cage, rect in enumerate(geo.cages):
                card = view.cages[geo.seat][cage]
                if card is not None and rect.collidepoint(pos):
                    return (card, tuple(view.fed[geo.seat][cage]), rect)
        return None

    def own_score_label(self, seat: int) -> str:
        """"Your score", or the player's name in hot-seat (several people look)."""
        if len(self.session.human_seats()) < 2:
            return _("Your score")
        return _("{name}'s score").format(name=self.session.names[seat])

    def hand_shown(self, view) -> bool:
        """The scare hand of the seat looking, while it chooses: a person's at
        play; any seat's in a replay seen from its place."""
        me = self.looking()
        return (me is not None and (self.replaying or not self.session.seats[me].is_ai) and not self.anims.busy
                and self.may(view, me, PlayScare))

    # -- what the table shows (the view, minus what is still in flight) -----------------------
    def _food_counts(self, view, place: int) -> list[int]:
        counts = list(view.food_at(place))
        for fi in range(3):
            counts[fi] = max(0, counts[fi] - self.stage.food_minus[(place, fi)])
        return counts

    def seat_shown(self, view, seat: int) -> SeatShown:
        st = self.stage
        cages = []
        for cage, card in enumerate(view.cages[seat]):
            ghost = st.ghost_cage.get((seat, cage))
            if ghost is not None:
                cages.append(ghost)
                continue
            if card is None or st.hide_cage[(seat, cage)] > 0:
                cages.append(None)
                continue
            fed = tuple(max(0, view.fed[seat][cage][fi] - st.fed_minus[(seat, cage, fi)]) for fi in range(3))
            cages.append(CageShown(card, fed))
        if view.phase == "scare":
            mature = len(view.hand[seat])
        else:
            mature = len(view.mature[seat])
        mature = max(0, mature - st.mature_minus[seat])
        score = int(view.scores()[seat]) - st.score_minus[seat]
        bag_at = st.bag_ghost if st.bag_ghost is not None else view.bag_holder
        passed = view.phase == "nurture" and view.passed[seat] and seat not in st.passed_hide
        status = ""
        if view.phase == "nurture" and view.turn == seat and not view.passed[seat]:
            status = "yours" if seat == self.looking() else "turn"
        elif view.phase == "scare":
            if not view.hand[seat]:
                status = "out"
            else:
                status = "chosen" if view.committed[seat] else "choosing"
        elif view.phase == "duel" and seat in view.duel_seats:
            status = "chosen" if view.duel_committed[seat] else "choosing"
        return SeatShown(tuple(cages), max(0, score), mature, bag_at == seat, passed, status)

    def targets(self, view, seat) -> Targets:
        key = (len(self.session.actions), id(self.session.state), seat, self.pick)
        if key != self._targets_key:
            self._targets_key = key
            self._targets = find_targets(view, seat, self.pick)
        return self._targets

    # == drawing ===========================================================================
    def draw_background(self, surface: pygame.Surface) -> None:
        """The still part of the table: the static picture with the piles, the
        food, the deck, the seats and the reveal on it (see picture.py: one blit
        a frame, and only the parts that changed are painted again)."""
        if self._static is None:
            self._static = self.paint_static()
        if self._picture is None:
            self._picture = TablePicture(self._static, self.board_rect)
        view = self.view
        st = self.stage
        overlay = None
        if st.reveal is not None and st.reveal.fade >= 1:
            show = st.reveal
            overlay = lambda surf: draw_reveal_overlay(surf, self, show)  # noqa: E731
        self._picture.update(self.picture_parts(view), st.overlay_key(), overlay)
        self._picture.blit_to(surface)

    def picture_parts(self, view) -> list[Part]:
        """Each island, the deck and each seat, with what it shows now."""
        parts = []
        for island in self.islands.geometry:
            key = self.island_shown(view, island)
            parts.append(Part(f"island{island}", self._part_rects[("island", island)], key,
                              lambda surf, i=island, k=key: self._clipped(surf, ("island", i),
                                                                          lambda s: self.draw_island(s, i, k))))
        deck = len(view.deck)
        parts.append(Part("deck", self._part_rects[("deck",)], deck,
                          lambda surf: self._clipped(surf, ("deck",), lambda s: self.draw_deck(s, deck))))
        for geo in self.layout.seats:
            shown = self.seat_shown(view, geo.seat)
            parts.append(Part(f"seat{geo.seat}", self._part_rects[("seat", geo.seat)], shown,
                              lambda surf, g=geo, sh=shown: self.draw_seat(surf, g, sh)))
        return parts

    def _clipped(self, surf, name, draw) -> None:
        clip = surf.get_clip()
        surf.set_clip(self._part_rects[name])
        draw(surf)
        surf.set_clip(clip)

    def draw_seat(self, surf, geo, shown: SeatShown) -> None:
        surf.blit(self.painters[geo.seat].surface(shown), geo.panel.topleft)
        st = self.stage
        if st.reveal is not None and geo.seat in st.reveal.seats:
            draw_dimmed(lambda s: draw_reveal_seat(s, self, st.reveal, geo.seat), surf, geo.played,
                        st.reveal.fade)
        if st.duel is not None:
            draw_duel_seat(surf, self, st.duel, geo.seat)

    def paint_static(self) -> pygame.Surface:
        surf = table_backdrop().copy()
        self.islands.paint_static(surf, island_names(len(self.session.state.piles)))
        for geo in self.layout.seats:
            cfg = self.session.seats[geo.seat]
            label = _(COMPUTER_LEVELS.get(cfg.level, COMPUTER_LEVELS["normal"])) if cfg.is_ai else _("Player")
            paint_static(surf, geo, cfg.name, cfg.colour, label)
        try:
            surf = surf.convert()
        except pygame.error:
            pass
        return surf

    def draw_board(self, surface: pygame.Surface, view) -> None:
        """What moves or pulses, over the table picture."""
        seat = self.input_seat()
        st = self.stage
        self.draw_turn_glow(surface, view)
        if seat is not None and self.may(view, seat, Pass) and not self.anims.busy:
            self.draw_targets(surface, view, seat)
        if view.phase == "duel":
            self.draw_duel_panel(surface, view)
        st.draw_flights(surface)
        st.draw_sparkles(surface, 1 / 60)
        if self.hand_shown(view):
            me = self.looking()
            self.hand.draw(surface, view.hand[me], self.clock, enabled=seat is not None)
            draw_own_score(surface, self.seat_shown(view, me).score, self.own_score_label(me))
        self.draw_hint(surface, view, seat)
        st.draw_banners(surface, self.banner_area())
        if self.hover_held():
            card, fed, rect = self.hover
            draw_zoom(surface, card, fed, rect, self.large_view_rect)

    def island_shown(self, view, island: int) -> tuple:
        """What an island shows: its pile's top and size (or what the animations
        still show there) and its food."""
        counts = tuple(self._food_counts(view, island))
        if self.islands.geometry[island].pile is None:
            return (None, 0, 0, counts)
        ghost = self.stage.pile_ghost.get(island)
        if ghost is not None:
            top, count = ghost
        else:
            pile = view.piles[island]
            top, count = (pile[-1] if pile else None), len(pile)
        lift = 6 if self.pick == ("pile", island) else 0
        return (top, count, lift, counts)

    def draw_island(self, surface, island: int, shown: tuple) -> None:
        """The pile, then the food in front of it (a token is never hidden)."""
        top, count, lift, counts = shown
        if self.islands.geometry[island].pile is not None:
            self.islands.draw_pile(surface, island, top, count, lift)
        for fi, food in enumerate(FOODS):
            self.islands.draw_stack(surface, island, food, counts[fi])

    def draw_deck(self, surface, n: int) -> None:
        r = self.layout.deck
        if n:
            surface.blit(card_shadow(r.size), (r.x - 6, r.y - 3))
            back = card_back(*r.size)
            for k in range(min(n, 4) - 1, -1, -1):
                surface.blit(back, (r.x + k, r.y + k * 2))
            words = _("Deck: {n}").format(n=n)
        else:
            surface.blit(gfx.rounded_outline(r.size, 6, (200, 220, 230), 1), r)
            words = _("Deck empty")
        label = deck_label(words)
        surface.blit(label, label.get_rect(midtop=(r.centerx, r.bottom + 8)))

    def draw_turn_glow(self, surface, view) -> None:
        if self.session.is_over():
            return
        draw_turn_glow(surface, [(self.layout.seats[s].panel, self.seat_rgb(s)) for s in view.to_act()],
                       self.clock)

    def prepare_turns(self) -> None:
        prepare_turn_glow([(geo.panel, self.seat_rgb(s)) for s, geo in enumerate(self.layout.seats)])

    def seat_rgb(self, seat: int) -> tuple[int, int, int]:
        return theme.seat_colour(self.session.seats[seat].colour).rgb

    def draw_targets(self, surface, view, seat) -> None:
        """Legal targets glow: a soft gold ring around each, with a bright rim."""
        tg = self.targets(view, seat)
        rects = [(self.pile_rect(i).inflate(10, 10), 10) for i in tg.piles]
        rects += [(self.stack_rect(p, f).inflate(6, 6), 14) for p, f in tg.stacks]
        rects += [(self.cage_rect(seat, c).inflate(8, 8), 10) for c in tg.cages]
        draw_target_glow(surface, rects, self.pointer, self.clock)
        if self.pick is not None:
            if self.pick[0] == "pile":
                r = self.pile_rect(self.pick[1]).inflate(12, 12)
            else:
                r = self.stack_rect(self.pick[1], self.pick[2]).inflate(8, 8)
            draw_selection(surface, r)
        draw_space_rings(surface, [self.space_centre(seat, cage, view.cages[seat][cage], food, k)
                                   for cage, food, k in tg.spaces], self.clock)

    def draw_duel_panel(self, surface, view) -> None:
        box = pygame.Rect(0, 0, 560, 200)
        box.midtop = (BOARD_RECT.centerx, 290)
        names = self.session.names
        title = _("Element duel: {names}").format(names=and_list([names[s] for s in view.duel_seats]))
        surface.blit(gfx.soft_shadow(box.size, 18, 12, 140), (box.x - 12, box.y - 6))
        surface.blit(duel_panel(box.size, title, duel_rule_text()), box.topleft)
        if any(b.visible for b in self.duel_buttons.values()):
            for element, b in self.duel_buttons.items():
                icon = element_icon(element, 40)
                surface.blit(icon, icon.get_rect(midbottom=(b.rect.centerx, b.rect.top + 2)))
        else:
            me = self.looking()
            words = (_("Your pick is made: waiting for the others") if me in view.duel_seats
                     else _("The tied players are picking"))
            img = theme.text(theme.fit(words, 17, box.width - 24, "semibold"), 17, C.TEXT, "semibold")
            surface.blit(img, img.get_rect(center=(box.centerx, box.y + 130)))

    # == sessions for the screenshot and the benchmark ====================================
    @classmethod
    def screenshot_session(cls, seed: int) -> GameSession:
        return sessions.screenshot_session(cls.game_info(), seed)

    @classmethod
    def bench_session(cls, seed: int) -> GameSession:
        return sessions.bench_session(cls.game_info(), seed)


# -- pictures made once -----------------------------------------------------------------------


def deck_label(words: str) -> pygame.Surface:
    def make():
        img = theme.text(words, 12, C.TEXT, "bold")
        w, h = img.get_width() + 12, 17
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.blit(gfx.rounded_rect((w, h), 8, C.INK, alpha=200), (0, 0))
        out.blit(img, img.get_rect(center=(w // 2, h // 2)))
        return out
    return gfx.made_once(("deck", words), make)


def duel_panel(size, title: str, rule: str) -> pygame.Surface:
    def make():
        w, h = size
        out = pygame.Surface(size, pygame.SRCALPHA)
        out.blit(gfx.rounded_rect(size, 18, ((34, 26, 50), (18, 14, 30)), C.GOLD, 2), (0, 0))
        t = theme.text(theme.fit(title, 22, w - 30, "heading"), 22, C.GOLD, "heading")
        out.blit(t, t.get_rect(midtop=(w // 2, 14)))
        r = theme.text(rule, 15, C.TEXT_DIM, "semibold")
        out.blit(r, r.get_rect(midtop=(w // 2, 48)))
        return out
    return gfx.made_once(("duel", size, title, rule), make)
