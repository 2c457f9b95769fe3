"""The base of every game's table. A game's table subclasses `TableScene` and adds
only its drawing and its click mapping; the base does the rest:

- holds the GameSession and draws a top bar (game name, whose turn it is, the
  round, Undo, Menu) and a game log panel fed by the session's events, each
  redacted for the seat now looking (`event.redact(viewer)`);
- decides who is looking (`viewer`): the human seat that must act, else the last
  one who looked. In hot-seat games with hidden information it shows a
  full-screen "Pass to NAME" curtain before it shows a different human seat's
  view, shows only the public view while no human must act, and it only ever
  hands the subclass `state.view(viewer)`;
- drives AI seats by stepping their thinker a few milliseconds per frame
  (`info.agent(level, seat, seed).thinker(view, seat)`), so the window never
  freezes while a computer player thinks;
- queues animations from events (the subclass's `animate`) and holds input and
  AI back while they play; Space or a click skips them;
- Undo (your own last move while it revealed nothing), the Esc menu (Resume,
  Save as…, Rules, Settings, Quit to title), and the Results scene when the game
  is over.

A subclass sets `game_id` and implements:
    draw_board(surface, view)           draw the table from the view only
    board_event(event, view, seat)      a mouse/key event on the board while
                                        `seat` (a human, now looking) must act;
                                        call self.play(action) to move;
                                        return True if used
and may override animate(seat, action, events) (queue tweens on self.anims),
board_rect, needs_curtain(seat), on_viewer_changed(), on_undo(),
screenshot_session(seed) and bench_session(seed).

Helpers for subclasses: self.view (what the seat looking may see),
self.input_seat() (whose clicks count now, or None), self.play(action) (refused
with the rules' reason shown), self.say(text), self.hold_ai(seconds).
"""
from __future__ import annotations

from typing import ClassVar, Sequence

import pygame

from rules.core.contract import Action, Event, GameState, IllegalAction, Seat
from rules.core.registry import GameInfo
from rules.core.rng import Rng, derive_seed

from . import audio, gfx, theme
from .scene import Scene
from .session import GameSession, SeatConfig
from .table import thinking
from .theme import C, LOGICAL_SIZE
from .tween import SPEED_FACTORS
from .ui import Button, StackView

W, H = LOGICAL_SIZE
TOP_BAR_H = 60
# Opaque layers sit at x positions that are multiples of 16: pygame-ce's copy
# blit is several times slower to a destination 16- but not 64-byte aligned
# (x = 4, 8, 100, 980... on a 32-bit screen), measured with this version.
LOG_W = 304
LOG_RECT = pygame.Rect(W - LOG_W, TOP_BAR_H, LOG_W, H - TOP_BAR_H)
BOARD_RECT = pygame.Rect(0, TOP_BAR_H, W - LOG_W, H - TOP_BAR_H)

#: The log panel's flat colour: the log text is typeset onto it, one opaque surface.
LOG_BG = (10, 32, 56)

#: Default AI names for seats the player did not name.
AI_NAMES = ("Marina", "Rocco", "Isla", "Koa", "Tide")


class GameLog:
    """The log lines a viewer may read, built from the session's move history.
    Each line: (seat or None, text). Private parts of events are redacted for
    the viewer by the event itself. Lines are added move by move; the whole log
    is rebuilt only when the viewer changes or a move is taken back."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self._viewer: object = object()
        self._done = 0
        self._last = None
        self._lines: list[tuple[int | None, str]] = []

    def lines(self, viewer: Seat | None) -> list[tuple[int | None, str]]:
        hist = self.session.history
        fresh = (viewer != self._viewer or len(hist) < self._done
                 or (self._done and hist[self._done - 1] is not self._last))
        if fresh:
            self._viewer = viewer
            self._lines = []          # a new list: the table repaints the log from the start
            self._done = 0
        if self._done < len(hist):
            names = self.session.names
            for move in hist[self._done:]:
                for ev in move.events:
                    shown = ev.redact(viewer)
                    if shown is None:
                        continue
                    seat = getattr(shown, "seat", None)
                    self._lines.append((seat if isinstance(seat, int) and not isinstance(seat, bool) else None,
                                        shown.text(names)))
            self._done = len(hist)
            self._last = hist[-1]
        return self._lines


class TableScene(Scene):
    name = "table"
    #: the game this table plays (its registry id)
    game_id: ClassVar[str] = ""
    #: where the subclass draws its board
    board_rect: pygame.Rect = BOARD_RECT
    #: seconds of AI thinking per frame
    ai_slice: float = 0.003
    #: a pause after each move before an AI moves, so people can follow (scaled
    #: by the animation speed; none at "instant"; none for secret choices in a
    #: simultaneous step, which show nothing to follow)
    ai_pause: float = 0.45

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.info: GameInfo = session.info
        self.log = GameLog(session)
        self.viewer: Seat | None = self._initial_viewer()
        self.message = ""
        self.message_time = 0.0
        self.finished = False
        self.agents: dict[Seat, object] = {}
        self._thinker = None
        self._thinker_key: tuple | None = None
        self._ai_wait = self.scaled_ai_pause()
        self._ai_hold = 0.0
        self._view_key: tuple | None = None
        self._view: GameState | None = None
        self._bar_key: tuple | None = None
        self._bar: pygame.Surface | None = None
        self._log_key: tuple | None = None
        self.curtain = None
        self._autosave_problem: str | None = None
        self.menu_button = self.ui.add(Button((W - 122, 9, 110, 42), "Menu", self.open_menu,
                                              style="secondary", font_size=18, tooltip="Menu (Esc)"))
        self.undo_button = self.ui.add(Button((W - 242, 9, 110, 42), "Undo", self.undo,
                                              style="secondary", font_size=18, hotkey=None))
        self.log_view = self.ui.add(StackView(pygame.Rect(LOG_RECT.left + 16, LOG_RECT.top + 54,
                                                          LOG_W - 24, LOG_RECT.height - 64), gap=4))
        self._log_shown: list[tuple[int | None, str]] = []
        self.log_view.focusable = False
        self._refresh_undo()

    # -- who is looking -------------------------------------------------------------------
    def _initial_viewer(self) -> Seat | None:
        humans = self.session.human_seats()
        if len(humans) == 1:
            return humans[0]
        if not humans or self.needs_curtain_at_all():
            return None
        return humans[0]

    def needs_curtain_at_all(self) -> bool:
        return self.info.hidden_information and len(self.session.human_seats()) >= 2

    def needs_curtain(self, seat: Seat) -> bool:
        """Whether to hide the screen before showing `seat`'s view (the seat is
        a human who must act and is not the one now looking)."""
        return self.needs_curtain_at_all()

    def human_to_act(self) -> Seat | None:
        """The first human seat that must act now (None: none must)."""
        st = self.session.state
        if st.is_over():
            return None
        for s in st.to_act():
            if not self.session.seats[s].is_ai:
                return s
        return None

    def input_seat(self) -> Seat | None:
        """The seat whose clicks count now: a human who must act, is looking,
        and is not waiting on an animation."""
        seat = self.human_to_act()
        if seat is None or seat != self.viewer or self.anims.busy or self.curtain is not None:
            return None
        return seat

    def set_viewer(self, seat: Seat | None) -> None:
        if seat != self.viewer:
            self.viewer = seat
            self._view_key = None
            self.on_viewer_changed()
        self._refresh_undo()

    def on_viewer_changed(self) -> None:
        """Hook: the seat looking at the screen changed (clear selections)."""

    @property
    def view(self) -> GameState:
        """What the seat now looking may see (a spectator's view if nobody)."""
        key = (len(self.session.actions), id(self.session.state), self.viewer)
        if key != self._view_key or self._view is None:
            self._view = self.session.state.view(self.viewer)
            self._view_key = key
        return self._view

    # -- moving -------------------------------------------------------------------------------
    def play(self, action: Action, seat: Seat | None = None) -> bool:
        """Plays `action` for the human seat now acting. An illegal action is
        refused with the rules' reason shown; returns whether it was played."""
        seat = self.input_seat() if seat is None else seat
        if seat is None:
            return False
        try:
            events = self.session.apply(seat, action)
        except IllegalAction as exc:
            self.say(str(exc).capitalize() if str(exc) else "That move is not allowed now")
            return False
        self.after_move(seat, action, events)
        return True

    def after_move(self, seat: Seat, action: Action, events: list[Event]) -> None:
        if not self.session.seats[seat].is_ai:
            self.message = ""       # a computer's move does not wipe what a person is reading
        self._view_key = None
        self._ai_wait = max(self._ai_wait, self.scaled_ai_pause())
        self.animate(seat, action, events)
        self._refresh_undo()

    def animate(self, seat: Seat, action: Action, events: Sequence[Event]) -> None:
        """Hook: queue the animations for a move (self.anims.queue(...)).
        The default plays a sound for what the events show."""
        if any(getattr(ev, "reveals", False) for ev in events):
            audio.play("card")

    def say(self, text: str, seconds: float = 3.5) -> None:
        """Shows a short message over the board (why a click did nothing)."""
        self.message = text
        self.message_time = seconds

    # -- undo ---------------------------------------------------------------------------------
    def undo_seat(self) -> Seat | None:
        hist = self.session.history
        if not hist:
            return None
        return hist[-1].seat

    def _refresh_undo(self) -> None:
        seat = self.undo_seat()
        if seat is None:
            self.undo_button.set_enabled(False, "Nothing to undo yet")
        elif self.anims.busy:
            self.undo_button.set_enabled(False, "Wait for the animation to finish")
        elif seat != self.viewer or self.session.seats[seat].is_ai:
            self.undo_button.set_enabled(False, "Only your own last move can be taken back")
        elif not self.session.can_undo(seat):
            self.undo_button.set_enabled(False, self.session.why_no_undo(seat) or "That move cannot be undone")
        else:
            self.undo_button.set_enabled(True)

    def undo(self) -> None:
        seat = self.undo_seat()
        if seat is None or seat != self.viewer or not self.session.can_undo(seat):
            self._refresh_undo()
            return
        self.session.undo()
        self._view_key = None
        self._thinker = None
        self.on_undo()
        self._refresh_undo()
        self.say("Move taken back", 1.5)

    def on_undo(self) -> None:
        """Hook: a move was taken back (clear selections)."""

    # -- AI -----------------------------------------------------------------------------------
    def scaled_ai_pause(self) -> float:
        return self.ai_pause * SPEED_FACTORS.get(self.app.settings.animation_speed, 1.0)

    def hold_ai(self, seconds: float) -> None:
        """Keeps computer players from moving for a while (a reveal to read)."""
        self._ai_hold = max(self._ai_hold, seconds)

    def agent_for(self, seat: Seat):
        agent = self.agents.get(seat)
        if agent is None:
            cfg = self.session.seats[seat]
            agent = self.info.agent(cfg.level, seat, derive_seed(self.session.seed, "ai", seat))
            self.agents[seat] = agent
        return agent

    def ai_to_act(self) -> Seat | None:
        st = self.session.state
        if st.is_over():
            return None
        for s in st.to_act():
            if self.session.seats[s].is_ai:
                return s
        return None

    @property
    def ai_thinking(self) -> bool:
        return self._thinker is not None

    def drive_ai(self, dt: float) -> None:
        seat = self.ai_to_act()
        if seat is None:
            self._thinker = None
            return
        if self._ai_hold > 0:
            self._ai_hold -= dt
            return
        # the pause that lets people follow each move; a secret choice in a
        # simultaneous step shows nothing, so computers make it at once
        if self._ai_wait > 0 and len(self.session.state.to_act()) == 1:
            self._ai_wait -= dt
            return
        key = (seat, len(self.session.actions), id(self.session.state))
        if self._thinker is None or self._thinker_key != key:
            self._thinker = thinking.thinker(self.info, self.session.seats[seat].level, self.agent_for(seat),
                                             self.session.state.view(seat), seat)
            self._thinker_key = key
        if not self._thinker.step(self.ai_slice):
            return
        action = self._thinker.result
        self._thinker = None
        try:
            events = self.session.apply(seat, action)
        except IllegalAction:
            return      # the position changed under it: think again next frame
        self.after_move(seat, action, events)

    # -- the frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = ""
        problem = self.session.autosave_error
        if problem != self._autosave_problem:
            self._autosave_problem = problem
            if problem:     # a full or read-only disk: say so, keep playing
                self.say(f"{problem[:1].upper()}{problem[1:]}", 8.0)
        if self.anims.busy:
            return
        self._refresh_undo()
        if self.session.is_over():
            if not self.finished:
                self.finished = True
                self.show_results()
            return
        seat = self.human_to_act()
        if seat is None:
            # hot-seat with secrets: while only computers move, the screen shows
            # what everyone may see, not the last player's private view
            if self.viewer is not None and self.needs_curtain_at_all():
                self.set_viewer(None)
        elif seat != self.viewer:
            if self.needs_curtain(seat):
                self.show_curtain(seat)
                return
            self.set_viewer(seat)
        self.drive_ai(dt)

    def show_curtain(self, seat: Seat) -> None:
        from .scenes.curtain import PassCurtain
        self.curtain = PassCurtain(self.app, self, seat)
        self.app.stack.push(self.curtain)

    def curtain_passed(self, seat: Seat) -> None:
        """Called by the curtain when `seat`'s player is at the screen."""
        self.curtain = None
        self.set_viewer(seat)

    def show_results(self) -> None:
        from .scenes.results import ResultsScene
        self.session.flush()
        self.app.stack.replace(ResultsScene(self.app, self.session))

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
            return None
        if self.ui.handle_event(event):
            return None
        if self.anims.busy:
            if ((event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)
                    or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)):
                self.anims.skip()
                self._refresh_undo()
                return None
        seat = self.input_seat()
        if seat is not None:
            if self.board_event(event, self.view, seat):
                return None
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
              and self.board_rect.collidepoint(event.pos) and not self.anims.busy):
            self.say(self.waiting_reason())
            return None
        return event

    def waiting_reason(self) -> str:
        if self.session.is_over():
            return "The game is over"
        ai = self.ai_to_act()
        if ai is not None and self.human_to_act() is None:
            return f"{self.session.names[ai]} is thinking"
        return "It is not your turn"

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.view
        self.draw_background(surface)
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        self.draw_board(surface, view)
        surface.set_clip(clip)
        self.draw_log(surface)
        self.draw_top_bar(surface, view)
        self.draw_message(surface)
        self.ui.draw(surface)
        if self.log_view.offset > 0:     # lines scrolled away fade out under the heading
            surface.blit(_log_fade(), (self.log_view.rect.left, self.log_view.rect.top))

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(_table_backdrop(), (0, 0))

    def draw_board(self, surface: pygame.Surface, view: GameState) -> None:
        """Subclasses draw the table from `view` (never the true state)."""

    def board_event(self, event: pygame.event.Event, view: GameState, seat: Seat) -> bool:
        """Subclasses turn clicks into actions with self.play(action)."""
        return False

    def turn_text(self) -> str:
        st = self.session.state
        names = self.session.names
        if st.is_over():
            return "Game over"
        acting = st.to_act()
        if not acting:
            return ""
        if len(acting) == 1:
            s = acting[0]
            if self.session.seats[s].is_ai:
                return f"{names[s]} is thinking…" if self._thinker is not None else f"{names[s]}'s turn"
            return f"{names[s]}'s turn"
        who = [names[s] for s in acting]
        return f"{', '.join(who[:-1])} and {who[-1]} choose"

    def draw_top_bar(self, surface: pygame.Surface, view: GameState) -> None:
        acting = tuple(self.session.state.to_act()) if not self.session.is_over() else ()
        key = (self.turn_text(), view.turn_label(), acting)
        if key != self._bar_key or self._bar is None:
            self._bar_key = key
            self._bar = self._paint_top_bar(acting, view.turn_label())
        surface.blit(self._bar, (0, 0))
        surface.blit(_bar_shadow(), (0, TOP_BAR_H))

    def _paint_top_bar(self, acting: tuple, round_text: str) -> pygame.Surface:
        bar = pygame.Surface((W, TOP_BAR_H)).convert()
        bar.blit(gfx.vertical_gradient((W, TOP_BAR_H), (18, 54, 88), (10, 34, 60)), (0, 0))
        pygame.draw.line(bar, (86, 150, 178), (0, TOP_BAR_H - 1), (W, TOP_BAR_H - 1), 2)
        name = theme.text(self.info.name, 24, C.SAND, "heading")
        bar.blit(name, name.get_rect(midleft=(20, TOP_BAR_H // 2)))
        x = 20 + name.get_width() + 18
        left_end = x
        if round_text and round_text.lower() != self.turn_text().lower():
            rt = theme.text(round_text, 16, C.TEXT_DIM, "semibold")
            bar.blit(rt, rt.get_rect(midleft=(x, TOP_BAR_H // 2 + 1)))
            left_end = x + rt.get_width()
        # whose turn: badges of the seats to act, then the words; centred over the
        # board, but never over the round label nor under the Undo button
        right_end = W - 252
        badges = [gfx.seat_badge(self.session.seats[s].colour, 30) for s in acting]
        badge_w = sum(b.get_width() + 6 for b in badges) + (8 if badges else 0)
        turn_text = theme.fit(self.turn_text(), 21, right_end - left_end - 28 - badge_w, "heading")
        turn = theme.text(turn_text, 21, C.TEXT, "heading")
        width = turn.get_width() + badge_w
        x = (W - LOG_W) // 2 + 60 - width // 2
        x = max(left_end + 24, min(x, right_end - width))
        for b in badges:
            bar.blit(b, b.get_rect(midleft=(x, TOP_BAR_H // 2)))
            x += b.get_width() + 6
        if badges:
            x += 8
        bar.blit(turn, turn.get_rect(midleft=(x, TOP_BAR_H // 2)))
        return bar

    def draw_log(self, surface: pygame.Surface) -> None:
        lines = self.log.lines(self.viewer)
        key = (id(lines), len(lines))
        if key != self._log_key:
            self._log_key = key
            shown = self._log_shown
            n = len(shown)
            if len(lines) >= n and lines[:n] == shown:
                # the usual case: new lines at the end; only they are typeset
                self.log_view.extend([self._log_entry(i, seat, text) for i, (seat, text)
                                      in enumerate(lines[n:], start=n)])
            else:   # undo, or another seat looking: typeset afresh
                self.log_view.set_pieces([self._log_entry(i, seat, text) for i, (seat, text)
                                          in enumerate(lines)])
            self._log_shown = list(lines)
            self.log_view.scroll_to(self.log_view.max_offset, smooth=False)
        surface.blit(_log_panel(), LOG_RECT.topleft)

    def _log_entry(self, index: int, seat: int | None, text: str) -> pygame.Surface:
        """One log line (wrapped), with the seat's badge: an opaque strip."""
        width = self.log_view.rect.width - 16
        size = 15
        lh = theme.line_height(size, "body", 1.2)
        wrapped = theme.wrap(text, size, width - 26)
        h = len(wrapped) * lh + 6
        surf = pygame.Surface((width + 4, h), 0, self.app.screen)   # the screen's format: no convert
        surf.fill(LOG_BG)
        if index % 2 == 0:
            surf.blit(gfx.rounded_rect((width + 4, h), 6, (255, 255, 255), alpha=14), (0, 0))
        if seat is not None and 0 <= seat < len(self.session.seats):
            surf.blit(gfx.seat_badge(self.session.seats[seat].colour, 18), (2, 4))
        y = 3
        for line in wrapped:
            surf.blit(theme.text(line, size, C.TEXT), (26, y))
            y += lh
        return surf

    def draw_message(self, surface: pygame.Surface) -> None:
        if not self.message:
            return
        img = theme.text(self.message, 19, C.TEXT, "semibold")
        box = img.get_rect()
        box.inflate_ip(40, 20)
        box.midbottom = (self.board_rect.centerx, self.board_rect.bottom - 18)
        gfx.panel(surface, box, fill=C.INK, border=C.GOLD, radius=12, alpha=235, border_width=2)
        surface.blit(img, img.get_rect(center=box.center))

    # -- the Esc menu ------------------------------------------------------------------------------
    def menu_title(self) -> str:
        return self.info.name

    def menu_items(self):
        return [("Save as…", self.save_as), ("Rules", lambda: self.app.open_rules(self.info.id)),
                ("Settings", self.app.open_settings), ("Quit to title", self.quit_to_title)]

    def save_as(self) -> None:
        from .scenes.save_as import SaveAsDialog
        self.app.stack.push(SaveAsDialog(self.app, self))

    def quit_to_title(self) -> None:
        self.session.flush()
        self.app.go_to_title()

    def exit(self) -> None:
        self.session.flush()

    # -- sessions for the screenshot and the benchmark -----------------------------------------
    @classmethod
    def game_info(cls) -> GameInfo:
        from rules.core import registry
        return registry.get(cls.game_id)

    @classmethod
    def screenshot_session(cls, seed: int) -> GameSession:
        """A seeded mid-game position for `--screenshot GAME`: you against
        computer players, about halfway through a game, on your turn."""
        info = cls.game_info()
        players = max(info.min_players, min(3, info.max_players))
        seats = [SeatConfig("Robin", "human", "normal", 0)] + [
            SeatConfig(AI_NAMES[i], "ai", "normal", i + 1) for i in range(players - 1)]
        session = GameSession.new(info, info.default_options(players), seats, seed=seed, autosave_enabled=False)
        advance_to_midgame(session, Rng(derive_seed(seed, "screenshot")), stop_for=0)
        return session

    @classmethod
    def bench_session(cls, seed: int) -> GameSession:
        """Every seat a computer player (Hard and Normal), from a mid-game
        position, so the benchmark measures frames while AIs think."""
        info = cls.game_info()
        players = max(info.min_players, min(3, info.max_players))
        seats = [SeatConfig(AI_NAMES[i], "ai", "hard" if i == 0 else "normal", i) for i in range(players)]
        session = GameSession.new(info, info.default_options(players), seats, seed=seed, autosave_enabled=False)
        advance_to_midgame(session, Rng(derive_seed(seed, "bench")), stop_for=None)
        return session


def advance_to_midgame(session: GameSession, rng: Rng, stop_for: Seat | None) -> None:
    """Plays random legal moves to about the middle of a game (measured by
    playing one whole random game on a copy first), then on until `stop_for`
    must act (if given). Moves go through the session, so the log fills."""
    probe = session.state.clone()
    probe_rng = Rng(rng.next64())
    total = 0
    while not probe.is_over() and total < 20000:
        s = probe.to_act()[0]
        probe.apply(s, probe_rng.choice(probe.legal_actions(s)))
        total += 1
    target = total // 2
    st = session.state
    for n in range(total * 2 + 10):
        if st.is_over():
            break
        if n >= target and (stop_for is None or stop_for in st.to_act()):
            break
        s = st.to_act()[0]
        session.apply(s, rng.choice(st.legal_actions(s)))
        st = session.state


_cache: dict[str, pygame.Surface] = {}


def _table_backdrop() -> pygame.Surface:
    s = _cache.get("table")
    if s is None:
        from .art.canvas import Canvas
        cv = Canvas(LOGICAL_SIZE, 1)
        cv.gradient((0, 0, W, H), (28, 92, 120), (14, 50, 80))
        s = cv.result()
        s.blit(gfx.vignette(LOGICAL_SIZE, 120), (0, 0))
        s = s.convert()
        _cache["table"] = s
    return s


def _log_fade() -> pygame.Surface:
    s = _cache.get("log-fade")
    if s is None:
        s = pygame.Surface((LOG_W - 40, 18), pygame.SRCALPHA)
        for y in range(18):
            pygame.draw.line(s, LOG_BG + (int(255 * (1 - y / 18)),), (0, y), (LOG_W, y))
        _cache["log-fade"] = s
    return s


def _bar_shadow() -> pygame.Surface:
    s = _cache.get("bar-shadow")
    if s is None:
        s = pygame.Surface((W - LOG_W, 8), pygame.SRCALPHA)
        for y in range(8):
            pygame.draw.line(s, (0, 0, 0, int(70 * (1 - y / 8))), (0, y), (W, y))
        _cache["bar-shadow"] = s
    return s


def _log_panel() -> pygame.Surface:
    s = _cache.get("log")
    if s is None:
        s = pygame.Surface(LOG_RECT.size).convert()
        s.fill(LOG_BG)
        pygame.draw.line(s, (86, 150, 178), (0, 0), (0, LOG_RECT.height), 2)
        t = theme.text("Game log", 18, C.SAND, "heading")
        s.blit(t, (16, 14))
        _cache["log"] = s
    return s
