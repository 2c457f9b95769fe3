"""The lobby: a game with network seats waits here for its people.

It listens (only now: nothing listens unless a person hosts) on the usual
port, or any free one when that is taken, announces the game on the local
network, and shows what a friend needs: this machine's addresses, the port
and the join code, large (Copy puts it on the clipboard). Each seat says who
holds it: a person here, a computer, a person who joined over the network
(or that it waits for one); an empty network seat can be handed to a
computer player and taken back. Start opens the table once every network
seat is held. A game loaded from its save comes back here first, with the
same seats: their people rejoin with the tokens their apps kept.
"""
from __future__ import annotations

import pygame

from rules.core.i18n import N_, _

from ..screen import gfx, theme
from ..net import protocol
from ..net.discovery import Announcer, local_addresses
from ..net.host import Host
from ..net.transport import WebSocketListener
from ..scene import register_scene
from ..session import GameSession
from ..screen.theme import C, LOGICAL_SIZE
from ..ui import Button
from .common import PageScene

W, H = LOGICAL_SIZE
ROW_H = 58
SEATS = pygame.Rect(640, 116, 604, 470)
JOIN = pygame.Rect(36, 116, 580, 470)


def open_listener(address: str) -> WebSocketListener:
    """The usual port, or any free one when another program holds it."""
    try:
        return WebSocketListener(address, protocol.DEFAULT_PORT)
    except OSError:
        return WebSocketListener(address, 0)


@register_scene
class LobbyScene(PageScene):
    name = "lobby"
    title = N_("Waiting for players")
    remade_for_language = False        # it holds the listening host
    #: where it listens (every interface: friends on the network) and whether it
    #: announces the game there (tests listen on the loopback only, unannounced)
    listen_address = "0.0.0.0"
    announce = True

    def __init__(self, app, session: GameSession) -> None:
        self.subtitle = session.info.name
        super().__init__(app)
        self.session = session
        self.problem: str | None = None
        try:
            self.host: Host | None = Host(session, open_listener(self.listen_address))
        except OSError as exc:
            self.host = None
            self.problem = _("cannot listen for players here ({reason})").format(reason=exc.strerror or exc)
        self.addresses = local_addresses()
        self.announcer: Announcer | None = None
        if self.host is not None and self.announce:
            here = [s.name for s in session.seats if s.is_here]
            self.announcer = Announcer(self.host.listener.port, here[0] if here else "Monster Isles",
                                       session.info.id, self.free_seats())
        self.copied = 0.0
        self.copy_button = self.ui.add(Button((JOIN.left + 24, JOIN.top + 292, 200, 44), _("Copy the code"),
                                              self.copy_code, font_size=18))
        self.start_button = self.ui.add(Button((W - 300, H - 96, 256, 60), _("Start the game"), self.start,
                                               style="primary", font_size=22, show_reason="below"))
        self.seat_buttons: dict[int, Button] = {}
        for seat in self.host.network_seats() if self.host else []:
            y = SEATS.top + 76 + seat * ROW_H
            self.seat_buttons[seat] = self.ui.add(Button((SEATS.right - 214, y + 7, 196, 40), "",
                                                         lambda s=seat: self.toggle_computer(s), font_size=16))
        self._refresh()

    # -- seats ------------------------------------------------------------------------------
    def free_seats(self) -> int:
        if self.host is None:
            return 0
        return sum(1 for s in self.host.network_seats()
                   if not self.host.connected(s) and not self.session.seats[s].is_ai)

    def toggle_computer(self, seat: int) -> None:
        if self.host is None:
            return
        if self.session.seats[seat].is_ai:
            self.host.give_back(seat)
        elif not self.host.connected(seat):
            self.host.hand_to_computer(seat)
        self._refresh()

    def seat_words(self, seat: int) -> str:
        cfg = self.session.seats[seat]
        if cfg.is_here:
            return _("plays at this screen")
        if cfg.is_ai and not cfg.network:
            return _("a computer player")
        if cfg.is_ai:
            return _("a computer plays it for now")
        if self.host is not None and self.host.connected(seat):
            return _("joined over the network")
        if self.host is not None and seat in self.host.joined:
            return _("left: waiting for them to come back")
        return _("waiting for someone to join")

    def _refresh(self) -> None:
        host = self.host
        for seat, button in self.seat_buttons.items():
            cfg = self.session.seats[seat]
            button.label = _("Keep it for a person") if cfg.is_ai else _("Let a computer play it")
            button.set_enabled(cfg.is_ai or not (host and host.connected(seat)),
                               _("Someone has joined this seat"))
        if host is None:
            self.start_button.set_enabled(False, self.problem)
        elif not host.filled():
            self.start_button.set_enabled(False, _("Every network seat needs its person (or a computer) first"))
        else:
            self.start_button.set_enabled(True)

    # -- actions ---------------------------------------------------------------------------------
    def copy_code(self) -> None:
        if self.host is None:
            return
        try:
            if not pygame.scrap.get_init():
                pygame.scrap.init()
            pygame.scrap.put_text(self.host.code)
            self.copied = 2.0
        except (pygame.error, AttributeError, NotImplementedError):
            self.copied = -3.0         # no clipboard here: the code is on the screen to read out

    def start(self) -> None:
        host = self.host
        if host is None or not host.filled():
            return
        host.start()
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None
        table = self.session.info.load_table_scene()(self.app, self.session)
        table.attach_host(host)
        self.host = None                # the table keeps it now
        self.app.stack.replace(table)

    def go_back(self) -> None:
        self.close_network()
        self.session.flush()
        self.app.go_to_title()

    def close_network(self) -> None:
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None
        if self.host is not None:
            self.host.close()
            self.host = None

    def exit(self) -> None:
        self.close_network()
        super().exit()

    # -- the frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.copied:
            self.copied = max(0.0, self.copied - dt) if self.copied > 0 else min(0.0, self.copied + dt)
        if self.host is not None:
            self.host.pump()
            if self.announcer is not None:
                self.announcer.update(self.free_seats())
            self._refresh()

    def is_still(self) -> bool:
        return False if self.host is not None else super().is_still()

    def next_due(self) -> float | None:
        return 0.05

    # -- drawing ------------------------------------------------------------------------------------
    def paint_static(self, surf: pygame.Surface) -> None:
        super().paint_static(surf)
        for rect in (JOIN, SEATS):
            gfx.panel(surf, rect, fill=((22, 64, 100), (12, 40, 70)), radius=18, alpha=240)
        surf.blit(theme.text(_("How friends join"), 24, C.SAND, "heading"), (JOIN.left + 24, JOIN.top + 22))
        surf.blit(theme.text(_("Seats"), 24, C.SAND, "heading"), (SEATS.left + 24, SEATS.top + 22))

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        x, y = JOIN.left + 24, JOIN.top + 70
        if self.host is None and self.problem:
            theme.draw_wrapped(surface, theme.sentence(self.problem), pygame.Rect(x, y, JOIN.width - 48, 120),
                               18, C.WARNING, "semibold")
        elif self.host is not None:
            port = self.host.listener.port
            surface.blit(theme.text(_("In Join a game, they pick this game from the list, or type:"), 16,
                                    C.TEXT_DIM, "italic"), (x, y))
            y += 30
            for addr in self.addresses[:3]:
                surface.blit(theme.text(_("Address {address}   port {port}").format(address=addr, port=port), 20,
                                        C.TEXT, "semibold"), (x, y))
                y += 30
            y = JOIN.top + 190
            surface.blit(theme.text(_("Join code"), 18, C.TEXT_DIM, "bold"), (x, y))
            surface.blit(theme.text(protocol.shown_code(self.host.code), 64, C.GOLD, "display"), (x, y + 22))
            if self.copied:
                words = _("Copied") if self.copied > 0 else _("No clipboard here: read the code out")
                surface.blit(theme.text(words, 16, C.TEXT_DIM, "italic"),
                             (self.copy_button.rect.right + 16, self.copy_button.rect.centery - 10))
            note = _("Over the internet, see the README: the port must be forwarded to this machine, "
                     "or all of you join one virtual network (Tailscale, ZeroTier).")
            theme.draw_wrapped(surface, note, pygame.Rect(x, JOIN.top + 356, JOIN.width - 48, 100), 15,
                               C.TEXT_DIM, "italic")
            if self.announcer is not None and self.announcer.problem:
                surface.blit(theme.text(theme.fit(_("Not listed on the local network: {why}").format(
                    why=self.announcer.problem), 14, JOIN.width - 48), 14, C.WARNING), (x, JOIN.bottom - 28))
        for seat in range(len(self.session.seats)):
            y = SEATS.top + 76 + seat * ROW_H
            cfg = self.session.seats[seat]
            badge = gfx.seat_badge(cfg.colour, 36)
            surface.blit(badge, badge.get_rect(center=(SEATS.left + 42, y + 27)))
            surface.blit(theme.text(theme.fit(cfg.name, 20, 170, "bold"), 20, C.TEXT, "bold"), (SEATS.left + 72, y + 4))
            surface.blit(theme.text(theme.fit(self.seat_words(seat), 15, 300), 15, C.TEXT_DIM), (SEATS.left + 72, y + 30))
