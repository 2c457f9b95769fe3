"""The chat of a network game, at the foot of the log column.

Folded, it is one bar under the log: a Chat button, with a count of the lines
come since it was folded. Open, it takes the column's lower part (the log's
lines end above it): a heading with Hide, the recent lines (the sender's seat
badge and name, newest last, kept scrolled to the newest), a one-line field
and Send. Only a network table has one (TableScene.chat: a host with its
joiners, or a joiner); hot-seat and solo tables never do.

The chat is the same on both sides: `peer` is the table's game/net Host or
Joiner, each with `chat` (its ChatLines, newest last), `say(text)` (False:
nothing sent, the message being empty once cleaned or too fast for the
host's rate) and `closed` (the game's connection is over). What is sent is what the field holds, cleaned as the host
cleans it (protocol.clean_text); a refused message stays in the field, with
the reason said under the lines.

While the field has the focus it takes every key (TableScene.handle_event
asks the chat first), so typed letters never reach the table's shortcuts:
Enter sends, Esc (or Tab) leaves the field, the text kept. The Chat, Hide and
Send buttons are in the table's Tab ring like its other buttons.
"""
from __future__ import annotations

import pygame

from rules.core.i18n import N_, _

from .. import audio
from ..screen import gfx, theme
from ..net.protocol import MAX_CHAT, ChatLine, clean_text
from ..session import GameSession
from ..screen.theme import C
from ..ui import Button, StackView, TextInput, WidgetGroup
from .areas import LOG_BG, LOG_RECT, LOG_W

#: the column's foot the chat takes, folded and open (canvas pixels)
FOLDED_H = 56
OPEN_H = 300
#: the chat's text sizes (the smallest the canvas draws is theme.SMALLEST_TEXT)
LINE_SIZE = 14
NOTE_SIZE = 13
#: how long a refusal is said under the lines
NOTE_SECONDS = 4.0
#: the counter of characters shows from this many on
COUNT_FROM = MAX_CHAT - 40
#: heard when someone else's line comes (one of the kit's own sounds: a soft tick)
CUE = "toggle"

PAD = 16

#: the chat's keys, for the keys overlay of a network table (KeyControl.key_lines)
CHAT_KEYS = (
    (N_("Enter (in the chat)"), N_("send the message")),
    (N_("Esc or Tab (in the chat)"), N_("leave the chat's field; what you typed stays")),
)


class ChatPanel:
    def __init__(self, ui: WidgetGroup, session: GameSession, peer, own_seats: frozenset[int],
                 screen: pygame.Surface | None = None) -> None:
        self.ui = ui
        self.session = session
        self.peer = peer
        #: the seats this screen's lines are sent as (-1: the host's screen), not news to it
        self.own_seats = own_seats
        self.screen = screen
        self.open = False
        self.unread = 0
        self.note = ""
        self.note_time = 0.0
        self._shown: list[ChatLine] = []
        self.toggle_button = ui.add(Button((0, 0, 10, 10), _("Chat"), self.toggle, style="secondary",
                                           font_size=17, hotkey=None, tooltip=_("Chat with the other players")))
        self.lines_view = ui.add(StackView(pygame.Rect(0, 0, 10, 10), gap=3))
        self.lines_view.focusable = False
        self.field = ui.add(TextInput((0, 0, 10, 10), max_len=MAX_CHAT, font_size=15,
                                      placeholder=_("Type a message…"), scrolls=True))
        self.send_button = ui.add(Button((0, 0, 10, 10), _("Send"), self.send, style="secondary",
                                         font_size=16, hotkey=None, tooltip=_("Send (Enter)")))
        self._place()
        self.sync(news=False)

    # -- where things are ------------------------------------------------------------------------
    @property
    def rect(self) -> pygame.Rect:
        """The part of the log column the chat takes now."""
        h = OPEN_H if self.open else FOLDED_H
        return pygame.Rect(LOG_RECT.left, LOG_RECT.bottom - h, LOG_W, h)

    def _place(self) -> None:
        r = self.rect
        left, right = r.left + PAD, r.right - PAD
        if self.open:
            self.toggle_button.rect = pygame.Rect(right - 110, r.top + 10, 110, 34)
            self.toggle_button.label = _("Hide")
            self.toggle_button.tooltip = _("Fold the chat away")
            row = pygame.Rect(left, r.bottom - 48, right - left, 38)
            self.send_button.rect = pygame.Rect(row.right - 84, row.top, 84, row.height)
            self.field.rect = pygame.Rect(row.left, row.top, self.send_button.rect.left - 8 - row.left, row.height)
            self.lines_view.rect = pygame.Rect(left, r.top + 52, right - left, self.note_rect().top - 2 - (r.top + 52))
        else:
            self.toggle_button.rect = pygame.Rect(left, r.top + 9, right - left, 38)
            self.toggle_button.label = _("Chat")
            self.toggle_button.tooltip = _("Chat with the other players")
        for w in (self.lines_view, self.field, self.send_button):
            w.visible = self.open
        self.lines_view.scroll_to(self.lines_view.max_offset, smooth=False)

    def note_rect(self) -> pygame.Rect:
        """The row under the lines where a refusal (and the characters' count) is said."""
        r = self.rect
        return pygame.Rect(r.left + PAD, r.bottom - 48 - 22, LOG_W - 2 * PAD, 20)

    @property
    def room(self) -> int:
        """How far above the column's foot the log's lines must end."""
        return self.rect.height

    def carry_on_from(self, old: "ChatPanel") -> None:
        """A table made again (a change of language) keeps its chat as it was:
        open or folded, what was typed, the lines not yet read."""
        self.field.set_text(old.field.text, notify=False)
        self.set_open(old.open)
        if not old.typing and self.field.focused:
            self.ui.set_focus(None)
        self.unread = old.unread

    # -- opening, folding --------------------------------------------------------------------------
    def toggle(self) -> None:
        self.set_open(not self.open)

    def set_open(self, open_: bool) -> None:
        if open_ == self.open:
            if open_:
                self.focus_field()
            return
        self.open = open_
        if open_:
            self.unread = 0
        elif self.field.focused:
            self.ui.set_focus(None)
        self._place()
        if open_:
            self.focus_field()

    def focus_field(self) -> None:
        self.ui.set_focus(self.field)
        self.field.anchor = None            # the caret at the end, what was typed kept (not selected)
        self.field.caret = len(self.field.text)

    @property
    def typing(self) -> bool:
        return self.open and self.field.focused

    # -- sending -----------------------------------------------------------------------------------
    def send(self) -> bool:
        """Sends what the field holds; a refusal is said and the text stays."""
        if not self.open:
            self.set_open(True)
            return False
        text = clean_text(self.field.text, MAX_CHAT)
        if not text:
            self.say(_("Type a message first"))
            self.focus_field()
            return False
        if self.peer.closed:
            self.say(_("The connection is closed: nothing can be sent"))
            return False
        if not self.peer.say(text):
            self.say(_("Too fast: wait a moment, then send again"))
            audio.play("refuse")
            self.focus_field()
            return False
        self.field.set_text("")
        self.note = ""
        self.focus_field()
        return True

    def say(self, text: str) -> None:
        self.note, self.note_time = text, NOTE_SECONDS

    # -- keys and clicks ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Asked before the table's keys: while the field has the focus every key
        is the field's (Enter sends, Esc and Tab leave it), so no typed letter
        works a table shortcut."""
        if not self.typing or event.type not in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT):
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.send()
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_TAB):
                self.ui.set_focus(None)
                return True
        self.field.handle_event(event)
        return True

    # -- each frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.note_time > 0:
            self.note_time -= dt
            if self.note_time <= 0:
                self.note = ""
        self.sync()

    def next_due(self) -> float | None:
        return self.note_time if self.note else None

    def sync(self, news: bool = True) -> None:
        """Takes in the lines come since the last frame (the peer keeps the newest
        CHAT_KEPT); someone else's line is heard, and counted while folded
        (`news` False: the lines there already as the chat is made)."""
        lines = self.peer.chat
        shown = self._shown
        n = len(shown)
        if len(lines) == n and (not n or lines[-1] is shown[-1]):
            return
        # where the newest line shown is now (the peer drops its oldest lines)
        at = next((i for i in range(len(lines) - 1, -1, -1) if n and lines[i] is shown[-1]), None)
        if at is None:
            new = list(lines)
            self.lines_view.set_pieces([self._typeset(line) for line in new])
        else:
            new = lines[at + 1:]
            self.lines_view.extend([self._typeset(line) for line in new])
            if len(self.lines_view.pieces) > 2 * len(lines):      # the peer dropped its oldest: so does the view
                self.lines_view.set_pieces(self.lines_view.pieces[-len(lines):])
        self._shown = list(lines)
        self.lines_view.scroll_to(self.lines_view.max_offset, smooth=False)
        others = sum(1 for line in new if line.seat not in self.own_seats)
        if others and news:
            if not self.open:
                self.unread += others
            audio.play(CUE)

    def _typeset(self, line: ChatLine) -> pygame.Surface:
        """One chat line: the sender's badge (a seat's), name and words, wrapped."""
        width = LOG_W - 2 * PAD - 12          # clear of the lines' scroll bar
        lh = theme.line_height(LINE_SIZE, "body", 1.15)
        head = _("{name}:").format(name=line.name)
        wrapped = theme.wrap(f"{head} {line.text}", LINE_SIZE, width - 24)
        h = len(wrapped) * lh + 4
        surf = pygame.Surface((width, h), 0, self.screen) if self.screen is not None else pygame.Surface((width, h))
        surf.fill(LOG_BG)
        seat = line.seat
        if 0 <= seat < len(self.session.seats):
            surf.blit(gfx.seat_badge(self.session.seats[seat].colour, 16), (2, 3))
        else:                           # the host's screen: no seat of its own
            pygame.draw.circle(surf, C.SAND_DEEP, (10, 11), 5)
        y = 2
        for i, row in enumerate(wrapped):
            x = 24
            if i == 0 and row.startswith(head):
                name = theme.text(head, LINE_SIZE, C.SAND, "semibold")
                surf.blit(name, (x, y))
                x += name.get_width() + theme.font(LINE_SIZE, "body").size(" ")[0]
                row = row[len(head):].lstrip()
            if row:
                surf.blit(theme.text(row, LINE_SIZE, C.TEXT), (x, y))
            y += lh
        return surf

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The chat's ground and words; its buttons, lines and field are the
        table's widgets, drawn with the others (over this)."""
        r = self.rect
        surface.fill(LOG_BG, r)
        pygame.draw.line(surface, (86, 150, 178), (r.left, r.top), (r.left, r.bottom), 2)
        pygame.draw.line(surface, (86, 150, 178), (r.left + PAD, r.top + 1), (r.right - PAD, r.top + 1), 1)
        if self.open:
            title = theme.text(_("Chat"), 18, C.SAND, "heading")
            surface.blit(title, (r.left + PAD, r.top + 14))
            self._draw_note(surface)
            if not self._shown:
                words, size = theme.shrunk(_("No messages yet"), NOTE_SIZE, self.lines_view.rect.width, "italic")
                surface.blit(theme.text(words, size, C.TEXT_DIM, "italic"), self.lines_view.rect.topleft)

    def draw_badge(self, surface: pygame.Surface) -> None:
        """The unread count, over the folded Chat button's right end."""
        if self.open or not self.unread:
            return
        words = str(self.unread) if self.unread < 100 else "99+"
        img = theme.text(words, 14, C.INK, "heading")
        w = max(24, img.get_width() + 12)
        b = self.toggle_button.rect
        badge = pygame.Rect(0, 0, w, 24)
        badge.midright = (b.right - 10, b.centery)
        surface.blit(gfx.rounded_rect(badge.size, 12, C.GOLD, C.INK, 1), badge.topleft)
        surface.blit(img, img.get_rect(center=badge.center))

    def _draw_note(self, surface: pygame.Surface) -> None:
        row = self.note_rect()
        count = len(self.field.text)
        right = row.right
        if count >= COUNT_FROM:
            img = theme.text(f"{count}/{MAX_CHAT}", NOTE_SIZE, C.WARNING if count >= MAX_CHAT else C.TEXT_DIM)
            rect = img.get_rect(midright=(row.right, row.centery))
            surface.blit(img, rect)
            right = rect.left - 8
        if self.note:
            words, size = theme.shrunk(self.note, NOTE_SIZE, right - row.left, "italic")
            img = theme.text(words, size, C.WARNING, "italic")
            surface.blit(img, img.get_rect(midleft=(row.left, row.centery)))
