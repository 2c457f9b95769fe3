"""The table scene every game's table subclasses: the kit's parts put together.

A subclass sets `game_id` and implements:
    draw_board(surface, view)           draw the table from the view only
    board_event(event, view, seat)      a mouse/key event on the board while
                                        `seat` (a human, now looking) must act;
                                        call self.play(action) to move;
                                        return True if used
and may set self.choreo (a game/table/animations.Choreographer: the events
of each move become animations through its lookup table, then call
self.play_opening(): a game just set up plays what set-up did) or override
animate(seat, action, events), and may override board_rect, draw_background, needs_curtain(seat), on_viewer_changed(),
on_undo(), thing_under(pos) (hover), screenshot_session(seed) and
bench_session(seed), and for the keys (keys.py) key_targets(view), confirm_target(),
back_out() and key_help().

The scene does the rest: the top bar (top_bar.py) and the game log (log.py),
fed by the session's events redacted for the seat looking, with a network
game's chat under it (chat.py); who looks,
curtains and the computer players (turns.py); Undo (undo.py); messages
(hints.py); animations that hold input and AI back (Space or a click skips
them); the Esc menu (Resume, Save as…, Rules, Settings, Quit to title); the
Results scene when the game is over.

Helpers for subclasses: self.view (what the seat looking may see),
self.input_seat() (whose clicks count now, or None), self.play(action) (refused
with the rules' reason shown), self.say(text), self.hold_ai(seconds),
self.pointer, self.hover / self.hover_held().

With the "Confirm moves" setting on, self.play(action) only plans a legal move
(confirm.py: a bar with its words, Confirm and Cancel; Enter and Esc) and
returns True, as for a move made, so the table's own follow-up (clearing what
was picked) runs once, now; the move is played, through self.play again, on
Confirm. What a table clears only once a move is made (in after_move) stays
lit on the board while the plan waits.
When a person comes back to the screen, "since your last turn" (recap.py)
may come up over the board first; a click or a key puts it away.
"""
from __future__ import annotations

from typing import ClassVar, Sequence

import pygame

from rules.core import registry
from rules.core.contract import Action, Event, GameState, IllegalAction, Seat
from rules.core.i18n import _
from rules.core.registry import GameInfo

from .. import audio
from ..screen import memory
from ..storage import stats_file
from ..scene import Scene
from ..session import GameSession
from ..screen.theme import sentence
from ..screen.tween import SPEED_FACTORS
from ..ui import Button
from . import sessions
from .animations import Choreographer
from .areas import BOARD_RECT, TOP_BAR_H, W
from .backdrop import screen_backdrop
from .chat import CHAT_KEYS, CUE as CHAT_CUE, ChatPanel
from .confirm import ConfirmBar, PlannedMove, move_words
from .hints import MessageLayout, draw_message, place_message
from .guide import GuideControl
from .hover import HOVER_DELAY, HoverTiming
from .keys import KeyControl
from .log import GameLog, LogPanel
from .replay_mode import replay_table
from .stage import prepare_banner
from .top_bar import TopBar
from .turns import TurnControl
from .undo import UndoControl


#: the sounds the table kit plays itself or leads to: a refused move, a card held out,
#: a person's turn, the controls' click, the hot-seat curtain, the results' count and
#: a network game's chat line
TABLE_SOUNDS = frozenset({"refuse", "card", "your_turn", "click", "curtain", "score", CHAT_CUE})


class TableScene(TurnControl, UndoControl, KeyControl, GuideControl, HoverTiming, Scene):
    name = "table"
    #: what the table plays (each table's sounds.py names its own)
    music: ClassVar[str | None] = None
    ambience: ClassVar[str | None] = None
    #: the game this table plays (its registry id)
    game_id: ClassVar[str] = ""
    #: where the subclass draws its board
    board_rect: pygame.Rect = BOARD_RECT
    #: draw_board begins with an opaque picture of the whole board_rect, the sea
    #: under the board included (the backdrop is then not put under it)
    board_paints_its_sea = False
    #: the table's animations by event type (set in the subclass's __init__)
    choreo: Choreographer | None = None
    #: shown read-only in a replay (replay_mode.ReplayMode): every seat's
    #: secrets may be drawn for the place it is seen from, nobody plays
    replaying: ClassVar[bool] = False

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.info: GameInfo = session.info
        self.log = GameLog(session)
        self.init_turns()
        self.message = ""
        self.message_time = 0.0
        self._message_key: tuple | None = None
        self._message_layout: MessageLayout | None = None
        self.finished = False
        self._last_view: GameState | None = None     # the view last drawn (animations start from it)
        self._autosave_problem: str | None = None
        self.top_bar = TopBar(_(self.info.name))
        self.menu_button = self.ui.add(Button((W - 122, 9, 110, 42), _("Menu"), self.open_menu,
                                              style="secondary", font_size=18, tooltip=_("Menu (Esc)")))
        self.undo_button = self.ui.add(Button((W - 242, 9, 110, 42), _("Undo"), self.undo,
                                              style="secondary", font_size=18, hotkey=None))
        self.log_panel = LogPanel(self.ui, session, app.screen, self.line_badge)
        #: a network game's chat (chat.py): a joiner's from the start, a host's once attach_host
        self.chat: ChatPanel | None = None
        if session.remote:
            self.open_chat_panel(session.joiner, frozenset({session.joiner.seat}))
        self.init_keys()
        self.init_guide()
        self.confirm = ConfirmBar(self.ui, self.confirm_rect(), self.confirm_planned, self.cancel_planned)
        self._confirming = False
        self._refresh_undo()
        if session.autosave_enabled and not session.actions:
            stats_file.note_started(session)      # a new game: counted as played

    def line_badge(self, about: Seat | None) -> int | None:
        """The seat colour of the badge on a log line about `about` (None: no
        badge): the seat's own; a table whose seats play several colours gives
        the colour of the piece the line is about (rules.core.contract.SeatInColour)."""
        seats = self.session.seats
        return seats[about].colour if about is not None and 0 <= about < len(seats) else None

    # -- moving -------------------------------------------------------------------------------
    def play(self, action: Action, seat: Seat | None = None) -> bool:
        """Plays `action` for the human seat now acting (or, with Confirm moves
        on, plans it). An illegal action is refused with the rules' reason
        shown; returns whether it was taken (played or planned)."""
        seat = self.input_seat() if seat is None else seat
        if seat is None:
            return False
        if self.wants_confirm(seat):
            return self.plan(seat, action)
        try:
            events = self.session.apply(seat, action)
        except IllegalAction as exc:
            audio.play("refuse")
            self.say(sentence(str(exc)) if str(exc) else _("That move is not allowed now"))
            return False
        if self.session.remote:
            return True          # sent to the host: the move comes back from it (network_frame)
        self.after_move(seat, action, events)
        return True

    # -- network play (game/net) ------------------------------------------------------------------
    #: the host of this table's network seats (game/net/host.py), once the lobby hands it over
    net_host = None

    #: the old table's network was handed to its remake (a change of language): its exit keeps it
    _network_handed = False

    def attach_host(self, host) -> None:
        self.net_host = host
        # the host's screen chats as its one person, or as the host (Host.say)
        self.open_chat_panel(host, frozenset({-1, *self.session.human_seats()}))

    def key_lines(self) -> list[tuple[str, str]]:
        """A network table's keys overlay lists the chat's keys too, last."""
        chat = [(_(keys), _(words)) for keys, words in CHAT_KEYS] if self.chat is not None else []
        return super().key_lines() + chat

    def open_chat_panel(self, peer, own_seats: frozenset[Seat]) -> None:
        """The chat of a network game (chat.py), at the foot of the log column."""
        if self.chat is None and not self.replaying:
            self.chat = ChatPanel(self.ui, self.session, peer, own_seats, self.app.screen)
            self.log_panel.set_bottom(self.chat.room)

    def seat_connected(self, seat: Seat) -> bool:
        if self.net_host is not None:
            return self.net_host.connected(seat)
        if self.session.remote:
            return self.session.connected(seat)
        return True

    def network_frame(self) -> None:
        """Takes in what came over the network: the host answers its joiners
        (their moves are played at this table as any other move), a joiner's
        table plays the moves its host sent, and says refusals. The chat panel
        reads the chat's lines itself (chat.py), from the host's or the joiner's list."""
        host = self.net_host
        if host is not None:
            hist = self.session.history
            n, last = len(hist), hist[-1] if hist else None
            host.pump()
            hist = self.session.history
            if len(hist) > n and (n == 0 or hist[n - 1] is last):
                for move in hist[n:]:
                    self.after_move(move.seat, move.action, move.events)
            elif len(hist) < n or (n and hist[n - 1] is not last):
                self._view_key = None
                self.on_undo()
                self._refresh_undo()
            for note in host.notes:
                self.say(note, 3.0)
            host.notes.clear()
        elif self.session.remote:
            for update in self.session.pull():
                if update.kind == "moves":
                    for record in update.moves:
                        self.after_move(record.seat, None, record.events)
                elif update.kind == "position":
                    self._view_key = None
                    self._last_view = None
                    self.on_undo()
                    self._refresh_undo()
                elif update.kind == "refused":
                    audio.play("refuse")
                    self.say(sentence(update.text))
                elif update.kind == "closed":
                    self.say(sentence(update.text), 30.0)

    def close_network(self) -> None:
        """Leaving the table: a host tells its joiners and stops listening; a joiner says goodbye."""
        if self._network_handed:
            return
        if self.net_host is not None:
            self.net_host.close()
            self.net_host = None
        if self.session.remote:
            self.session.joiner.leave()

    # -- the confirm step (confirm.py) ------------------------------------------------------------
    def wants_confirm(self, seat: Seat) -> bool:
        """Whether `seat`'s move waits for Confirm: a person's, with the setting on."""
        return (self.app.settings.confirm_moves and not self.session.seats[seat].is_ai
                and not self._confirming)

    def confirm_rect(self) -> pygame.Rect:
        """Where the confirm bar lies: over the top bar, left of Undo and Menu."""
        return pygame.Rect(12, 4, self.undo_button.rect.left - 24, TOP_BAR_H - 8)

    def plan_position(self) -> tuple:
        """Where a plan is made: the moves so far, the newest of them, the seat looking."""
        hist = self.session.history
        return (len(hist), hist[-1] if hist else None, self.viewer)

    def plan_stands(self, planned: PlannedMove) -> bool:
        """Whether a plan still fits the position: the same person looking, no
        move taken back, nobody else's move since but secret choices in a
        simultaneous step (which change nothing the planner sees), and the
        move still legal."""
        n, last, viewer = planned.position
        hist = self.session.history
        if viewer != self.viewer or len(hist) < n or (n and hist[n - 1] is not last):
            return False
        since = hist[n:]
        if since and (not self.session.state.secret_step() or any(m.seat == planned.seat for m in since)):
            return False
        return self.session.state.why_illegal(planned.seat, planned.action) is None

    def plan(self, seat: Seat, action: Action) -> bool:
        """Plans a legal move (the bar asks for Confirm); an illegal one is
        refused now, with the rules' reason. Nothing is played yet."""
        why = self.session.state.why_illegal(seat, action)
        if why is not None:
            audio.play("refuse")
            self.say(sentence(why))
            return False
        self.confirm.plan(PlannedMove(seat, action, self.plan_position(), self.action_words(action)))
        return True

    def action_words(self, action: Action) -> str:
        """A move in words, as a sentence (the Confirm bar, the keys' ring); a
        table whose pieces are drawn otherwise than the rules name them (in the
        colour a player chose) says them as they are drawn."""
        return move_words(action)

    def confirm_planned(self) -> None:
        """Confirm: the planned move is played, if its position still stands."""
        planned = self.confirm.take()
        if planned is None or not self.plan_stands(planned) or self.input_seat() != planned.seat:
            return
        self._confirming = True
        try:
            self.play(planned.action, planned.seat)
        finally:
            self._confirming = False

    def cancel_planned(self) -> None:
        self.confirm.take()

    def after_move(self, seat: Seat, action: Action, events: list[Event]) -> None:
        if not self.session.seats[seat].is_ai:
            self.message = ""       # a computer's move does not wipe what a person is reading
        self._view_key = None
        self._ai_wait = max(self._ai_wait, self.scaled_ai_pause())
        self.animate(seat, action, events)
        self._refresh_undo()

    def animate(self, seat: Seat, action: Action, events: Sequence[Event]) -> None:
        """Queues the animations for a move: the table's choreographer (its
        lookup table from event class to animation) is handed the events as the
        seat looking may see them, with the views before and after. A table
        without one plays a sound for what the events show."""
        if self.choreo is None:
            if any(getattr(ev, "reveals", False) for ev in events):
                audio.play("card")
            return
        after = self.session.state.view(self.viewer)
        self.choreo.people = frozenset(self.session.human_seats())
        shown = [ev.redact(self.viewer) for ev in events]
        kept = [i for i, ev in enumerate(shown) if ev is not None]
        hist = self.session.history
        if hist and hist[-1].events is events:
            # the log writes each event's line as the table shows it (log.py)
            move = hist[-1]
            self.log.hold(move)
            self.choreo.play_move([shown[i] for i in kept], self._last_view, after,
                                  lambda k: self.log.reveal(move, kept[k] if k < len(kept) else len(events)))
        else:
            self.choreo.play([shown[i] for i in kept], self._last_view, after)
        self._last_view = after

    def play_opening(self) -> bool:
        """A game just set up plays what happened at set-up (the contract's
        opening_events: King of Monster Island's first Boss Phase, Isle of
        Night's first draw) as every later move is played, once; Space skips
        it. A game resumed from its save, or with a move made, opens as it
        stands, the opening in its log (session.opening_to_play). A table
        calls this once its choreographer is made; returns whether it plays."""
        s = self.session
        if not s.opening_to_play:
            return False
        s.opening_to_play = False
        if not self.log.opening_move().events:
            return False
        return self.animate_opening(type(s.state).set_up(s.options, s.seed).view(self.viewer), self.view)

    def animate_opening(self, before: GameState, after: GameState) -> bool:
        """Plays what happened at set-up (the contract's opening_events) at
        the table as a move is played, the log keeping pace; `before` is the
        table as set up. False when nothing happened at set-up."""
        move = self.log.opening_move()
        shown = [ev.redact(self.viewer) for ev in move.events]
        kept = [i for i, ev in enumerate(shown) if ev is not None]
        if not kept or self.choreo is None:
            return False
        self.choreo.people = frozenset(self.session.human_seats())
        self.log.hold(move)
        self.choreo.play_move([shown[i] for i in kept], before, after,
                              lambda k: self.log.reveal(move, kept[k] if k < len(kept) else len(move.events)))
        self._last_view = after
        return True

    @property
    def finale(self) -> bool:
        """The game nears its end: its music turns to its finale (game/sound_plan.py)."""
        return self.choreo is not None and self.choreo.sounds.nearing_end(self.session.state)

    def say(self, text: str, seconds: float = 3.5) -> None:
        """Shows a short message over the board (why a click did nothing)."""
        self.message = text
        self.message_time = seconds

    # -- the frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.network_frame()
        if self.chat is not None:
            self.chat.update(dt)
        self.advance(dt)
        self.update_hover(dt)
        self.key_focus.clock += dt
        self.learn_key_targets()
        self.follow_guide()

    # -- when nothing moves (game/app.py waits instead of drawing) -------------------------------
    def is_still(self) -> bool:
        """No tween or flight, no computer thinking (one only pausing between
        moves is still: its pause is due), the results not waiting to open, no
        autosave problem not yet said. The glows' pulse is an ambient motion."""
        if not super().is_still() or self.session.autosave_error != self._autosave_problem:
            return False
        if self.session.is_over():
            return self.finished
        return self.ai_to_act() is None or self.ai_pause_left() is not None

    def ai_pause_left(self) -> float | None:
        """Seconds left of the pause before the computer to act starts thinking
        (turns.py drive_ai), or None when it thinks (or nobody pauses)."""
        if self._ai_hold > 0:
            return self._ai_hold
        if self._ai_wait > 0 and len(self.session.state.to_act()) == 1:
            return self._ai_wait
        return None

    def next_due(self) -> float | None:
        due = [super().next_due(), self.message_time if self.message else None,
               self.chat.next_due() if self.chat is not None else None,
               0.05 if self.net_host is not None or self.session.remote else None,    # the network's news
               self.ai_pause_left() if self.ai_to_act() is not None else None,
               HOVER_DELAY - self.hover_time if self.hover is not None and self.hover_time < HOVER_DELAY else None]
        return min((d for d in due if d is not None), default=None)

    def ambient_motion(self) -> bool:
        return True         # the targets' glow, the key focus's ring, the guide's arrow

    def catch_up(self, seconds: float) -> None:
        """The timers only (the message, the pointer's rest, a computer's
        pause, the tooltips): not the table's own update, whose clock drives
        the glows, nor the key focus's clock, so their pulse rests."""
        self.ui.update(seconds)
        if self.chat is not None:
            self.chat.update(seconds)
        self.advance(seconds)
        self.update_hover(seconds)

    def advance(self, dt: float) -> None:
        """The table's clockwork: messages expire, the screen follows the
        turn, computer players think, the results come at the end."""
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = ""
        problem = self.session.autosave_error
        if problem != self._autosave_problem:
            self._autosave_problem = problem
            if problem:     # a full or read-only disk: say so, keep playing
                self.say(sentence(problem), 8.0)
        planned = self.confirm.planned
        if planned is not None and not self.plan_stands(planned):
            self.confirm.take()         # a plan is for the position it was made in
        if self.anims.busy:
            return
        self._refresh_undo()
        if self.session.is_over():
            if not self.finished and not self.lesson_holds_results():
                self.finished = True
                self.show_results()
            return
        if self.follow_turn():
            return
        self.drive_ai(dt)

    def show_results(self) -> None:
        self.session.flush()
        self.app.stack.replace(self.app.make("results", self.session))

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        self.track_pointer(event)
        if self.chat is not None and self.chat.handle_event(event):
            return None             # typed into the chat's field: no table shortcut sees it
        if self.recap_panel is not None:        # up over the board: a click or a key puts it away
            if self.recap_panel.dismisses(event):
                self.dismiss_recap()
            return None
        if self.confirm.planned is not None and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm_planned()
                return None
            if event.key == pygame.K_ESCAPE:
                self.cancel_planned()
                return None
        if self.handle_key(event):          # keys.py: Tab, Space, Enter, Esc backing out, Ctrl+Z, F1
            return None
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

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.view
        self.draw_background(surface)
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        self.draw_board(surface, view)
        self._last_view = view
        surface.set_clip(clip)
        self.draw_log(surface)
        self.draw_top_bar(surface, view)
        self.draw_message(surface)
        self.confirm.draw(surface)
        self.ui.draw(surface, tooltip=False)
        if self.chat is not None:
            self.chat.draw_badge(surface)
        self.key_focus.draw(surface)
        self.log_panel.draw_fade(surface)
        self.draw_guide(surface, self.key_focus.clock)     # guide.py: a guided first game's panel and arrow
        self.ui.draw_tooltip(surface)       # over everything, the log's fade too
        if self.recap_panel is not None:
            self.recap_panel.draw(surface)

    def draw_background(self, surface: pygame.Surface) -> None:
        """The sea under the board. The top bar and the log, drawn over the rest
        of the canvas every frame, are opaque: a whole canvas's blit was half a
        millisecond of every frame, a third of it painted over."""
        if not self.board_paints_its_sea:
            surface.blit(screen_backdrop(), self.board_rect.topleft, self.board_rect)

    def draw_board(self, surface: pygame.Surface, view: GameState) -> None:
        """Subclasses draw the table from `view` (never the true state)."""

    def board_event(self, event: pygame.event.Event, view: GameState, seat: Seat) -> bool:
        """Subclasses turn clicks into actions with self.play(action)."""
        return False

    def banner_area(self) -> pygame.Rect:
        """What this table's banners show across (their width is its width)."""
        return self.board_rect

    def draw_top_bar(self, surface: pygame.Surface, view: GameState) -> None:
        acting = tuple(self.session.state.to_act()) if not self.session.is_over() else ()
        self.top_bar.draw(surface, self.turn_text(), view.turn_label(),
                          [self.session.seats[s].colour for s in acting], self.session.save_problem)

    def draw_log(self, surface: pygame.Surface) -> None:
        if not self.anims.busy:
            self.log.release()      # nothing left to show: every line (also when animations were dropped)
        self.log_panel.draw(surface, self.log.lines(self.viewer))
        self.log_panel.prepare(self.log.coming(self.viewer))
        if self.chat is not None:
            if self.log_panel.bottom != self.chat.room:       # opened or folded: the log ends above it
                self.log_panel.set_bottom(self.chat.room)
            self.chat.draw(surface)

    def message_anchor(self) -> tuple[int, int]:
        """Where the foot of the message box goes (before it makes way for buttons)."""
        return (self.board_rect.centerx, self.board_rect.bottom - 18)

    def message_layout(self) -> MessageLayout | None:
        """The message as it is drawn now: wrapped, and clear of every visible button."""
        if not self.message:
            return None
        buttons = tuple(tuple(w.rect) for w in self.ui.widgets if isinstance(w, Button) and w.visible)
        key = (self.message, self.message_anchor(), buttons)
        if key != self._message_key:
            self._message_key = key
            self._message_layout = place_message(self.message, self.message_anchor(), self.board_rect,
                                                 [pygame.Rect(r) for r in buttons])
        return self._message_layout

    def draw_message(self, surface: pygame.Surface) -> None:
        layout = self.message_layout()
        if layout is not None:
            draw_message(surface, layout)

    # -- a change of language (App.relabel) ----------------------------------------------------------
    def remake(self) -> "TableScene":
        """The table made again over the same session, in the language now in use:
        every word it resolved as it opened (the game's name, its buttons, the places'
        and seats' names, the log's lines, each written from its event again) is
        worded anew, and what is going on at the table carries on (carry_on_from)."""
        fresh = type(self)(self.app, self.session)
        fresh.carry_on_from(self)
        return fresh

    def carry_on_from(self, old: "TableScene") -> None:
        """Takes over `old`'s turn, not its words: who is looking and behind which
        curtain, the computer players thinking and their pause, the guided game's
        place, the recaps seen and the move planned (its words said again). A table
        extends it with what it keeps of its own. What `old` had to say (a message)
        was said in the old words and is not said again."""
        self.viewer = old.viewer
        self._view_key = None
        self.curtain = old.curtain
        self.agents = old.agents
        self._thinker, self._thinker_key = old._thinker, old._thinker_key
        self._ai_wait, self._ai_hold = old._ai_wait, old._ai_hold
        self._recapped = dict(old._recapped)
        self.finished = old.finished
        self._autosave_problem = old._autosave_problem
        self._last_view = old._last_view
        if old.net_host is not None:            # the network goes on at the new table
            self.attach_host(old.net_host)
        if self.net_host is not None or self.session.remote:
            old._network_handed = True
        if old.chat is not None and self.chat is not None:
            self.chat.carry_on_from(old.chat)
        if old.guide is not None:
            self.guide = old.guide
            self._guide_key = None
            self.guide_button.visible = old.guide_button.visible
        planned = old.confirm.planned
        if planned is not None:
            self.confirm.plan(PlannedMove(planned.seat, planned.action, planned.position,
                                          self.action_words(planned.action)))
        self._refresh_undo()

    # -- the Esc menu ------------------------------------------------------------------------------
    def menu_title(self) -> str:
        return _(self.info.name)


    def menu_items(self):
        return [(_("Save as…"), self.save_as), (_("Rules"), lambda: self.app.open_rules(self.info.id)),
                (_("Settings"), self.app.open_settings), (_("Quit to title"), self.quit_to_title)]


    def save_as(self) -> None:
        self.app.open("save-as", self)

    def quit_to_title(self) -> None:
        self.session.flush()
        self.app.go_to_title()

    def enter(self) -> None:
        super().enter()
        # the banners every turn shows, made now (the table opens behind its
        # curtain) rather than in the frame that first shows one; at the instant
        # animation speed a banner is never on the screen
        if self.choreo is not None and SPEED_FACTORS.get(self.app.settings.animation_speed, 1.0) > 0:
            width = self.banner_area().width
            for title, subtitle in self.choreo.banners(self.session.view_for(None)):
                prepare_banner(title, subtitle, width)
        # the top bar of each seat's turn, and what else the table shows of whose turn it is
        round_text = self.session.view_for(None).turn_label()
        self.top_bar.prepare([(words, round_text, [self.session.seats[s].colour])
                              for s, words in self.every_seat_turn_words()])
        self.prepare_turns()
        # and the sounds its moves make, read from their files now, not in a move's frame
        audio.preload(TABLE_SOUNDS | (self.choreo.sound_names() if self.choreo is not None else frozenset()))

    def prepare_turns(self) -> None:
        """Makes what each seat's turn shows at this table (its panel lit, its
        glow) as the table opens, not in the frame the turn passes in."""

    def exit(self) -> None:
        self.close_network()
        self.session.flush()
        memory.forget_pictures(type(self).__module__.rpartition(".")[0])

    def pause(self) -> None:
        """Covered by the menu or a dialog: the large view of what the pointer
        rested on closes, so the table under the menu shows the table, not a
        card frozen over it."""
        super().pause()
        self.hover, self.hover_time = None, 0.0

    # -- sessions for the screenshot and the benchmark -----------------------------------------
    @classmethod
    def game_info(cls) -> GameInfo:
        return registry.get(cls.game_id)

    @classmethod
    def in_replay(cls, app, replay) -> "TableScene":
        """This table in its read-only replay mode, at the start of `replay`
        (a game/history/replay.Replay; see replay_mode.py)."""
        return replay_table(cls)(app, replay)

    @classmethod
    def screenshot_session(cls, seed: int) -> GameSession:
        """A seeded mid-game position for `--screenshot GAME`: you against
        computer players, about halfway through a game, on your turn."""
        return sessions.screenshot_session(cls.game_info(), seed)

    @classmethod
    def bench_session(cls, seed: int) -> GameSession:
        """Every seat a computer player (Hard and Normal), from a mid-game
        position, so the benchmark measures frames while AIs think."""
        return sessions.bench_session(cls.game_info(), seed)
