"""Turn control, without drawing: who is looking at the screen, when a
hot-seat curtain comes down, and the computer players' turns.

- Who is looking (`viewer`): the human seat that must act, else the last one
  who looked. In hot-seat games with hidden information a full-screen
  "Pass to NAME" curtain comes before a different human seat's view is shown,
  only the public view is shown while no human must act, and the table is only
  ever handed `state.view(viewer)`.
- Computer seats think in the thinking helper process (thinking.py: the frame
  only sends the seat's view and checks for the answer), or a few milliseconds
  per frame in the window when the helper cannot run, so the window never
  freezes; a short pause after each move lets people follow, as long as the
  computer players' pace setting says (`PACE_FACTORS`), apart from the
  animation speed.
- A person's turn sounds once as it begins (`your_turn`), never a computer's, at
  every table by one rule: the person who must act is another than the frame
  before (after computers, or the screen passing between people: once they are
  at it), or the log's turn passed to them within their own move (a person
  playing alone against the Boss). With the window in the background, the chime
  plays anyway and the window asks for attention, if the setting says so.
- "Since your last turn" (recap.py): when a person comes to the screen to act,
  what the others did since they last acted, as they may read it, in a panel
  over the board that any click or key puts away.

`TurnControl` is a part of TableScene (game/table/scene.py); it expects the
scene's `app`, `session`, `info` and `anims`.
"""
from __future__ import annotations

from rules.core.contract import GameState, IllegalAction, LogTurn, Seat
from rules.core.i18n import _
from rules.core.rng import derive_seed

from .. import audio
from ..session import Move
from . import recap, thinking
from .words import and_list

#: the computer players' pace setting: how much of `ai_pause` they wait
#: between moves (instant: only as long as thinking takes)
PACE_FACTORS = {"instant": 0.0, "quick": 0.4, "normal": 1.0, "slow": 2.2}


def last_stretch(history) -> LogTurn | None:
    """The log's stretch (whose turn, or which phase) the moves end in."""
    for move in reversed(history):
        for ev in reversed(move.events):
            turn = ev.log_turn()
            if turn is not None:
                return turn
    return None


class TurnControl:
    #: seconds of AI thinking per frame
    ai_slice: float = 0.003
    #: a pause after each move before an AI moves, so people can follow (scaled
    #: by the computer players' pace setting; none at "instant"; none for secret
    #: choices in a simultaneous step, which show nothing to follow). Counted in
    #: the frames' dt, after the move's animations end.
    ai_pause: float = 0.45
    #: whether a seat's view holds secrets outside the secret steps (a hand
    #: only its holder may see): then every hand-over between people in
    #: hot-seat needs a curtain. A game whose only secrets are the choices of
    #: its secret steps (state.secret_step()) sets this False, and the screen
    #: passes between people without a curtain outside those steps.
    private_views: bool = True

    def init_turns(self) -> None:
        self.viewer: Seat | None = self._initial_viewer()
        self.agents: dict[Seat, object] = {}
        self._thinker = None
        self._thinker_key: tuple | None = None
        self._ai_wait = self.scaled_ai_pause()
        self._ai_hold = 0.0
        self._view_key: tuple | None = None
        self._view: GameState | None = None
        self.curtain = None
        #: the "since your last turn" panel while it is up
        self.recap_panel: recap.RecapPanel | None = None
        # per person, the newest move a recap covered: the moves made before the
        # table opened (a loaded game, a screenshot's position) count as seen
        last = self.session.history[-1] if self.session.history else None
        self._recapped: dict[Seat, Move | None] = {s: last for s in self.session.human_seats()}
        # a person's turn: who was to act when last looked at (a table opening on a
        # person's turn does not chime), the moves looked at, the log's stretch they end in
        self._turn_person: Seat | None = self.human_to_act()
        self._moves_seen = len(self.session.history)
        self._stretch: LogTurn | None = self._last_stretch()
        #: the person whose turn began and has not sounded yet (they are not at the screen yet)
        self._chime_due: Seat | None = None
        self._recap_key: tuple | None = None

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
        a human who must act and is not the one now looking): in hot-seat with
        hidden information, before a secret choice, and before any view while
        views hold secrets of their own."""
        return self.needs_curtain_at_all() and (self.private_views or self.session.state.secret_step())

    def human_to_act(self) -> Seat | None:
        """The first human seat that must act now (None: none must)."""
        st = self.session.state
        if st.is_over():
            return None
        for s in st.to_act():
            if self.session.seats[s].is_here:
                return s
        return None

    def input_seat(self) -> Seat | None:
        """The seat whose clicks count now: a human who must act, is looking,
        and is not waiting on an animation."""
        seat = self.human_to_act()
        if (seat is None or seat != self.viewer or self.anims.busy or self.curtain is not None
                or self.recap_panel is not None):
            return None
        self.offer_recap(seat)      # a turn that begins now shows its recap before any click counts
        return None if self.recap_panel is not None else seat

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

    def looking(self) -> Seat | None:
        """The seat whose view the screen shows (None: the public view)."""
        v = self.view
        return v.viewer if v.viewer is not None and v.viewer >= 0 else None

    def follow_turn(self) -> bool:
        """Once no animation plays: hands the screen to the human who must act
        (behind a curtain where needed), or to nobody while only computers move.
        True when a curtain came down (nothing else happens this frame)."""
        seat = self.human_to_act()
        if self.person_turn_begins(seat):
            self._chime_due = seat
        elif seat != self._chime_due:
            self._chime_due = None
        if seat is None:
            # hot-seat with secrets: while only computers move, the screen shows
            # what everyone may see, not the last player's private view
            if self.viewer is not None and self.needs_curtain_at_all():
                self.set_viewer(None)
        elif seat != self.viewer:
            if self.needs_curtain(seat) or (self.needs_curtain_at_all() and self.recap_due(seat)):
                # a recap is the coming person's own: they pass the curtain before it shows
                self.show_curtain(seat)
                return True
            self.set_viewer(seat)
        if seat is not None and seat == self.viewer:
            if self._chime_due == seat:
                self._chime_due = None
                self.chime_turn()
            self.offer_recap(seat)
        return False

    def person_turn_begins(self, seat: Seat | None) -> bool:
        """Whether the turn of `seat` (the person who must act now, or None)
        begins now: another than last looked at must act, or a move since then
        passed the log's turn to them (see the module's words)."""
        hist = self.session.history
        passed = False
        if len(hist) < self._moves_seen:            # undone: the stretch as the moves left end
            self._stretch = self._last_stretch()
        else:
            for move in hist[self._moves_seen:]:
                for ev in move.events:
                    turn = ev.log_turn()
                    if turn is None or turn == self._stretch:
                        continue
                    passed = passed or (seat is not None and turn.seat == seat)
                    self._stretch = turn
        self._moves_seen = len(hist)
        before, self._turn_person = self._turn_person, seat
        return seat is not None and (seat != before or passed)

    def _last_stretch(self) -> LogTurn | None:
        """The log's stretch the game stands in: after its moves, else after what set-up did."""
        return last_stretch(self.session.history) or last_stretch([self.log.opening_move()])

    def chime_turn(self) -> None:
        """A person's turn began: the chime, and with the window in the background
        (the setting on) the chime played anyway and the window's urgency hint."""
        if self.app.settings.turn_chime and not self.app.audio.focused:
            audio.alert("your_turn")
            self.app.window.demand_attention()
        else:
            audio.play("your_turn")

    def show_curtain(self, seat: Seat) -> None:
        self.curtain = self.app.open("curtain", self, seat)

    def curtain_passed(self, seat: Seat) -> None:
        """Called by the curtain when `seat`'s player is at the screen."""
        self.curtain = None
        self.set_viewer(seat)

    # -- since your last turn ---------------------------------------------------------------
    def offer_recap(self, seat: Seat) -> None:
        """Shows `seat`'s person what the others did since they last acted,
        once, when their turn begins after someone else moved
        (recap.turn_begins_for: never while they answer in another's turn),
        there is something they may read, and the setting is on."""
        hist = self.session.history
        key = (seat, len(hist), id(hist[-1]) if hist else None)
        if key == self._recap_key or self.recap_panel is not None or self.curtain is not None:
            return
        self._recap_key = key
        if not self.app.settings.recap or not recap.turn_begins_for(self.session, seat):
            return
        got = recap.since_last_turn(self.session, seat, self._recapped.get(seat))
        if recap.worth_showing(got, len(self.session.human_seats())):
            self._recapped[seat] = got.last
            self.recap_panel = recap.RecapPanel(got, [s.colour for s in self.session.seats], self.board_rect)

    def recap_due(self, seat: Seat) -> bool:
        """Whether `seat`'s person would be shown a recap on coming to the screen now."""
        if not self.app.settings.recap or not recap.turn_begins_for(self.session, seat):
            return False
        got = recap.since_last_turn(self.session, seat, self._recapped.get(seat))
        return recap.worth_showing(got, len(self.session.human_seats()))

    def dismiss_recap(self) -> None:
        self.recap_panel = None

    # -- computer players -----------------------------------------------------------------------
    def scaled_ai_pause(self) -> float:
        """The pause before a computer moves, by the computer players' pace;
        none before a secret choice."""
        if self.session.state.secret_step():
            return 0.0
        return self.ai_pause * PACE_FACTORS.get(self.app.settings.ai_pace, 1.0)

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

    # -- words --------------------------------------------------------------------------------
    def turn_text(self) -> str:
        """Whose turn it is, in words (the top bar shows it)."""
        st = self.session.state
        names = self.session.names
        if st.is_over():
            return _("Game over")
        acting = st.to_act()
        if not acting:
            return ""
        if len(acting) == 1:
            s = acting[0]
            whose = st.turn_seat()
            if whose is not None and whose != s:     # someone is asked in another's turn: both are named
                return _("{name}'s turn · {question}").format(name=names[whose], question=self.asked_words(s))
            return self.seat_turn_words(s, self.session.seats[s].is_ai and self._thinker is not None)
        return _("{names} choose").format(names=and_list([names[s] for s in acting]))

    def seat_turn_words(self, seat: Seat, thinking: bool) -> str:
        """The top bar's words while it is `seat`'s turn alone (a computer's, while it thinks)."""
        name = self.session.names[seat]
        if self.session.seats[seat].is_remote and not self.seat_connected(seat):
            return _("Waiting for {name} to come back").format(name=name)
        return _("{name} is thinking…").format(name=name) if thinking else _("{name}'s turn").format(name=name)

    def asked_words(self, seat: Seat) -> str:
        """The top bar's words for `seat`, asked to answer in another's turn;
        games say what the question is."""
        return _("{name} to answer").format(name=self.session.names[seat])

    def seat_connected(self, seat: Seat) -> bool:
        """Whether a network seat's person is connected now (the table's hook; True when not networked)."""
        return True

    def every_seat_turn_words(self) -> list[tuple[Seat, str]]:
        """The words each seat's turn can put in the top bar, by seat."""
        return [(s, words) for s, seat in enumerate(self.session.seats)
                for words in ((self.seat_turn_words(s, False), self.seat_turn_words(s, True))
                              if seat.is_ai else (self.seat_turn_words(s, False),))]

    def waiting_reason(self) -> str:
        """Why a click on the board does nothing now."""
        if self.session.is_over():
            return _("The game is over")
        ai = self.ai_to_act()
        if ai is not None and self.human_to_act() is None:
            return _("{name} is thinking").format(name=self.session.names[ai])
        return _("It is not your turn")

