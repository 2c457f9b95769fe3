"""The replay scene: any finished game (from the history) or any save, move by
move, drawn by the game's own table in its replay mode
(game/table/replay_mode.py) with the log beside it.

Controls, in the foot of the log column: the move slider (drag or click to
jump), first / back / play / forward / last, the round before / after, and in
an open replay (a game that is over) whose place the table is seen from.
Keys: Left / Right a move, Home / End, Page Up / Page Down a round, Space
plays or pauses, Esc the menu. Playing steps one move each time the move's
animations are over (they follow the animation speed setting), then rests a
moment, and stops at the end.
"""
from __future__ import annotations

import pygame

from rules.core.i18n import _, pgettext

from ..screen import gfx, theme
from ..history.replay import Replay
from ..scene import Scene, register_scene
from ..screen.theme import C
from ..screen.tween import SPEED_FACTORS
from ..ui import Button, ChoicePicker, Slider

#: the rest between two moves while playing, before the animation speed's factor
REST = 0.6
#: the shortest rest, so "instant" still lets a person follow
MIN_REST = 0.25


@register_scene
class ReplayScene(Scene):
    name = "replay"
    remade_for_language = True

    def __init__(self, app, replay: Replay, at: int = 0) -> None:
        super().__init__(app)
        self.replay = replay
        table_cls = replay.info.load_table_scene()
        if table_cls is None:
            raise ValueError(_("{game} has no table to replay it on").format(game=_(replay.info.name)))
        self.table = table_cls.in_replay(app, replay)
        self.music, self.ambience = self.table.music, self.table.ambience
        self.table.replay_menu = self.open_menu
        self.panel = self.table.controls_rect
        self.playing = False
        self.rest = 0.0
        n = len(replay)
        x, y = self.panel.left + 16, self.panel.top + 40
        self.slider = self.ui.add(Slider((x - 8, y, self.panel.width - 16, 30), 0, max(1, n), 0, self.jump,
                                         fmt=lambda v: f"{v}/{n}", tooltip=_("Drag to any move")))
        y += 40
        # keyed by their English names (and arrows) whatever the language
        specs = [("«", "«", self.first, 40, _("First move (Home)")), ("‹", "‹", self.back, 40, _("Back a move (Left)")),
                 ("Play", pgettext("replay", "Play"), self.toggle_play, 80, _("Play or pause (Space)")),
                 ("›", "›", self.forward, 40, _("Forward a move (Right)")),
                 ("»", "»", self.last, 40, _("Last move (End)"))]
        self.buttons: dict[str, Button] = {}
        for key, label, fn, width, tip in specs:
            self.buttons[key] = self.ui.add(Button((x, y, width, 42), label, fn, tooltip=tip,
                                                   style="primary" if key == "Play" else "secondary",
                                                   font_size=24 if len(key) == 1 else 19))
            x += width + 8
        x, y = self.panel.left + 16, y + 52
        half = (self.panel.width - 32 - 8) // 2
        self.round_back = self.ui.add(Button((x, y, half, 38), _("‹ Round"), self.previous_round, font_size=17,
                                             tooltip=_("To the start of this round, or the one before (Page Up)")))
        self.round_next = self.ui.add(Button((x + half + 8, y, half, 38), _("Round ›"), self.next_round,
                                             font_size=17, tooltip=_("To the start of the next round (Page Down)")))
        y += 48
        self.seen_from: ChoicePicker | None = None
        if replay.open:
            choices = [(i, _("Seen by {player}").format(player=s.name)) for i, s in enumerate(replay.seats)]
            self.seen_from = self.ui.add(ChoicePicker((x, y, self.panel.width - 32, 36), choices, self.table.viewer,
                                                      self.look_from, look="cycle", font_size=16,
                                                      tooltip=_("The game is over, so everything is open: "
                                                                "choose whose side of the table is yours")))
        self.close_button = self.ui.add(Button((x, self.panel.bottom - 44, self.panel.width - 32, 36), _("Close replay"),
                                               self.close, font_size=17))
        self.go_to(at)

    def remake(self) -> "ReplayScene":
        """The replay again in the language now in use, at the same move."""
        return type(self)(self.app, self.replay.again(), self.at)

    # -- moving ----------------------------------------------------------------------------------
    @property
    def at(self) -> int:
        return self.table.at

    def go_to(self, k: int) -> None:
        self.table.go_to(k)
        self.slider.set(self.at, notify=False)
        self._sync()

    def jump(self, k: int) -> None:
        self.playing = False
        self.go_to(k)

    def first(self) -> None:
        self.jump(0)

    def last(self) -> None:
        self.jump(len(self.replay))

    def back(self) -> None:
        self.jump(self.at - 1)

    def forward(self) -> None:
        self.playing = False
        self.go_to(self.at + 1)

    def previous_round(self) -> None:
        self.jump(self.replay.previous_round(self.at))

    def next_round(self) -> None:
        self.jump(self.replay.next_round(self.at))

    def toggle_play(self) -> None:
        if self.playing:
            self.playing = False
        else:
            if self.at >= len(self.replay):
                self.go_to(0)
            self.playing = True
            self.rest = 0.0
        self._sync()

    def look_from(self, seat) -> None:
        self.table.look_from(seat)

    def _sync(self) -> None:
        n = len(self.replay)
        for label in ("«", "‹"):
            self.buttons[label].set_enabled(self.at > 0, _("This is the start of the game"))
        for label in ("›", "»"):
            self.buttons[label].set_enabled(self.at < n, _("This is the end of the game"))
        self.round_back.set_enabled(self.at > 0, _("This is the start of the game"))
        self.round_next.set_enabled(self.at < n, _("This is the end of the game"))
        play = self.buttons["Play"]
        play.label = pgettext("replay", "Pause") if self.playing else pgettext("replay", "Play")
        play.set_enabled(n > 0, _("The game has no moves yet"))

    def close(self) -> None:
        self.playing = False
        if self in self.app.stack:
            self.app.stack.pop()

    # -- the menu ---------------------------------------------------------------------------------
    def menu_title(self) -> str:
        return _("Replay: {game}").format(game=_(self.replay.info.name))

    def menu_items(self):
        return [(_("Close replay"), self.close), (_("Rules"), lambda: self.app.open_rules(self.replay.info.id)),
                (_("Settings"), self.app.open_settings), (_("Quit to title"), self.app.go_to_title)]

    # -- the frame ----------------------------------------------------------------------------------
    KEYS = {pygame.K_LEFT: "back", pygame.K_RIGHT: "forward", pygame.K_HOME: "first", pygame.K_END: "last",
            pygame.K_PAGEUP: "previous_round", pygame.K_PAGEDOWN: "next_round", pygame.K_SPACE: "toggle_play"}

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in self.KEYS:
            getattr(self, self.KEYS[event.key])()
            return None
        if self.ui.handle_event(event):
            return None
        self.table.handle_event(event)      # hover, the log's scrolling, Menu and Esc
        return None

    def is_still(self) -> bool:
        return super().is_still() and not self.playing and self.table.is_still()

    def next_due(self) -> float | None:
        due = [d for d in (super().next_due(), self.table.next_due()) if d is not None]
        return min(due, default=None)

    def ambient_motion(self) -> bool:
        return self.table.ambient_motion()

    def catch_up(self, seconds: float) -> None:
        super().update(seconds)
        self.table.catch_up(seconds)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.table.update(dt)
        if self.playing and not self.table.anims.busy:
            self.rest += dt
            factor = SPEED_FACTORS.get(self.app.settings.animation_speed, 1.0)
            if self.rest >= max(MIN_REST, REST * factor):
                self.rest = 0.0
                if self.at >= len(self.replay):
                    self.playing = False
                else:
                    self.go_to(self.at + 1)
                self._sync()

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        gfx.panel(surface, self.panel.inflate(-8, -8), fill=((22, 64, 100), (12, 40, 70)), border=C.PANEL_EDGE,
                  radius=14, alpha=250)
        n = len(self.replay)
        head = theme.text(_("Move {at} of {n}").format(at=self.at, n=n), 18, C.SAND, "heading")
        surface.blit(head, (self.panel.left + 16, self.panel.top + 12))
        label = self.replay.rounds[self.replay.round_of(self.at)].label
        rt = theme.text(theme.fit(label, 15, self.panel.width - 40 - head.get_width(), "semibold"), 15, C.TEXT_DIM,
                        "semibold")
        surface.blit(rt, rt.get_rect(topright=(self.panel.right - 16, self.panel.top + 15)))
        if self.seen_from is None:
            note = theme.wrap(_("A game in progress: only what everyone may see"), 14, self.panel.width - 32, "italic")
            y = self.round_back.rect.bottom + 8
            for line in note[:2]:
                surface.blit(theme.text(line, 14, C.TEXT_DIM, "italic"), (self.panel.left + 16, y))
                y += 18
        self.ui.draw(surface)
