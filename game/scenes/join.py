"""Join a game: a game hosted on the local network is picked from the list
(found with zeroconf), or its address and join code are typed; with a name,
Join connects. The app keeps the seat's rejoin token per host, so joining
the same host again in the same game takes the same seat back without the
code. Once the host starts, the game opens on this app's own table, which
shows only what this seat may see (game/net/remote_session.py).
"""
from __future__ import annotations

import threading

import pygame

from rules.core import registry
from rules.core.i18n import N_, _

from ..screen import gfx, theme
from ..net import protocol, rejoin
from ..net.discovery import Browser, FoundGame
from ..net.joiner import Joiner
from ..net.remote_session import RemoteSession
from ..net.transport import connect
from ..scene import register_scene
from ..screen.theme import C, LOGICAL_SIZE
from ..ui import Button, TextInput
from .common import PageScene

W, H = LOGICAL_SIZE
LIST = pygame.Rect(36, 116, 560, 470)
FORM = pygame.Rect(616, 116, 628, 470)
LISTED = 6


@register_scene
class JoinScene(PageScene):
    name = "join"
    title = N_("Join a game")
    subtitle = N_("Play at a table hosted on another computer")
    remade_for_language = False

    def __init__(self, app) -> None:
        super().__init__(app)
        kept = rejoin.read()
        x, w = FORM.left + 170, FORM.width - 200
        self.name_input = self.ui.add(TextInput((x, FORM.top + 80, w, 46), kept["name"] or _("Player"),
                                                self._changed, max_len=protocol.MAX_NAME))
        self.address_input = self.ui.add(TextInput((x, FORM.top + 140, w, 46), kept["address"], self._changed,
                                                   max_len=255, placeholder=_("e.g. 192.168.1.20")))
        self.port_input = self.ui.add(TextInput((x, FORM.top + 200, 140, 46), str(protocol.DEFAULT_PORT),
                                                self._changed, max_len=5))
        self.code_input = self.ui.add(TextInput((x, FORM.top + 260, w, 46), "", self._changed, max_len=12,
                                                placeholder=_("8 letters and digits"), on_submit=lambda t: self.join()))
        for widget, key in ((self.name_input, "name"), (self.address_input, "address"), (self.port_input, "port"),
                            (self.code_input, "code")):
            widget.key = f"join.{key}"
        self.join_button = self.ui.add(Button((FORM.right - 230, FORM.top + 330, 200, 56), _("Join"), self.join,
                                              style="primary", font_size=22, show_reason="below"))
        self.join_button.key = "join.join"
        self.found_buttons: list[Button] = []
        for i in range(LISTED):
            b = self.ui.add(Button((LIST.left + 20, LIST.top + 76 + i * 62, LIST.width - 40, 54), "",
                                   lambda i=i: self.pick(i), font_size=17))
            b.visible = False
            b.key = f"join.found{i}"
            self.found_buttons.append(b)
        self.found: list[FoundGame] = []
        self.browser: Browser | None = None
        self.browse_problem: str | None = None
        threading.Thread(target=self._browse, name="net-browse", daemon=True).start()
        self.joiner: Joiner | None = None
        self.where: tuple[str, int] | None = None
        self.status = ""
        self.status_bad = False
        self._changed("")

    def _browse(self) -> None:
        try:
            self.browser = Browser()
        except Exception as exc:       # no network, no multicast: typing the address still works
            self.browse_problem = f"{type(exc).__name__}"

    # -- the form -------------------------------------------------------------------------------
    def _changed(self, __: str) -> None:
        why = self.form_problem()
        self.join_button.set_enabled(why is None and self.joiner is None, why)

    def port(self) -> int | None:
        text = self.port_input.text.strip()
        return int(text) if text.isdigit() and 0 < int(text) < 65536 else None

    def form_problem(self) -> str | None:
        if not self.name_input.text.strip():
            return _("Type your name")
        if not self.address_input.text.strip():
            return _("Type the host's address, or pick a game from the list")
        if self.port() is None:
            return _("The port is a number from 1 to 65535")
        address, port = self.address_input.text.strip(), self.port()
        code = protocol.normal_code(self.code_input.text)
        if len(code) != protocol.JOIN_CODE_LEN and rejoin.token_for(address, port) is None:
            return _("Type the host's join code (8 letters and digits)")
        return None

    def pick(self, i: int) -> None:
        if i < len(self.found):
            game = self.found[i]
            if game.addresses:
                self.address_input.set_text(game.addresses[0])
            self.port_input.set_text(str(game.port))
            self.ui.set_focus(self.code_input)

    def join(self) -> None:
        if self.form_problem() is not None or self.joiner is not None:
            return
        address, port = self.address_input.text.strip(), self.port()
        token = rejoin.token_for(address, port)
        self.where = (address, port)
        self.joiner = Joiner(connect(address, port), self.name_input.text.strip(), self.code_input.text, token)
        self.status, self.status_bad = _("Connecting to {address}…").format(address=address), False
        self._changed("")

    # -- the frame ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.browser is not None:
            found = self.browser.games()[:LISTED]
            if found != self.found:
                self.found = found
                for i, b in enumerate(self.found_buttons):
                    b.visible = i < len(found)
                    if i < len(found):
                        g = found[i]
                        game = _(registry.DISPLAY_NAMES.get(g.game, g.game)) if g.game in registry.DISPLAY_NAMES else g.game
                        b.label = _("{host} hosts {game}: {n} free").format(host=g.host_name, game=game, n=g.free)
        j = self.joiner
        if j is None:
            return
        for u in j.poll():
            if u.kind == "welcome" and self.where is not None:
                rejoin.keep(*self.where, j.token, j.info.id, j.name)
                self.status = _("You hold seat {n}: waiting for the host to start").format(n=j.seat + 1)
            elif u.kind == "closed":
                if j.reason == "token" and self.where is not None:
                    rejoin.forget(*self.where)
                    self.status = _("{why}: type the join code to join anew").format(why=theme.sentence(u.text))
                else:
                    self.status = theme.sentence(u.text)
                self.status_bad = True
                self.joiner = None
                self._changed("")
                return
        if j.view is not None and j.info is not None:
            session = RemoteSession(j)
            table = j.info.load_table_scene()(self.app, session)
            self.joiner = None
            self.close_browser()
            self.app.stack.replace(table)

    def close_browser(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def go_back(self) -> None:
        if self.joiner is not None:
            self.joiner.leave()
            self.joiner = None
        self.close_browser()
        super().go_back()

    def exit(self) -> None:
        self.close_browser()
        super().exit()

    def is_still(self) -> bool:
        return False

    def next_due(self) -> float | None:
        return 0.1

    # -- drawing ------------------------------------------------------------------------------------
    def paint_static(self, surf: pygame.Surface) -> None:
        super().paint_static(surf)
        for rect in (LIST, FORM):
            gfx.panel(surf, rect, fill=((22, 64, 100), (12, 40, 70)), radius=18, alpha=240)
        surf.blit(theme.text(_("On your network"), 24, C.SAND, "heading"), (LIST.left + 20, LIST.top + 22))
        surf.blit(theme.text(_("Or type where it is"), 24, C.SAND, "heading"), (FORM.left + 24, FORM.top + 22))
        for y, label in ((80, _("Your name")), (140, _("Address")), (200, _("Port")), (260, _("Join code"))):
            surf.blit(theme.text(label, 18, C.TEXT, "bold"), (FORM.left + 24, FORM.top + y + 12))

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        if not self.found:
            words = (_("Looking for games hosted on this network…") if self.browse_problem is None else
                     _("This computer cannot look for games on the network: type the address"))
            theme.draw_wrapped(surface, words, pygame.Rect(LIST.left + 20, LIST.top + 80, LIST.width - 40, 80),
                               16, C.TEXT_DIM, "italic")
        if self.status:
            theme.draw_wrapped(surface, self.status, pygame.Rect(FORM.left + 24, FORM.top + 424, FORM.width - 48, 44),
                               16, C.WARNING if self.status_bad else C.TEXT, "semibold")
