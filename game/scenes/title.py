"""The title screen: the island backdrop, the Monster Isles logo, the four games
as illustrated tiles, and Continue / Load / Settings / Rules / Quit.

A game whose rules load but whose table is not built yet says so on its tile
("Rules ready — table coming", its picture greyed); a game whose package fails
to load shows the error. Neither can be started: clicking one says why in a
notice under the tiles, with a way to its rules when they can be read. A game's
table module is not imported to draw the title (that would cost the first frame
every table's import): it is loaded when its tile is clicked, and a table that
fails to load turns its tile to the error and says why, as above. Continue resumes the newest save and is disabled,
with the reason, when there is none.

Drawing: the backdrop, the logo and every tile face are painted once; a frame is
one full blit plus the tiles and the buttons.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from rules.core import i18n, registry
from rules.core.i18n import _, ngettext

from .. import audio
from ..screen import gfx, theme
from ..storage import saves
from ..art.backdrop import title_backdrop
from ..art.title_tiles import TILE_ART_SIZE, coming_art, tile_art
from ..scene import Scene, register_scene
from ..screen.theme import C, LOGICAL_SIZE
from ..screen.tween import Tween, ease_out_back, ease_out_cubic
from ..ui import Button, Widget
from ..guide import has_guide, start_guided_game
from .common import ConfirmDialog, NoticeDialog
from .load import resume_save

W, H = LOGICAL_SIZE
TILE_W, TILE_H = TILE_ART_SIZE[0], 352
TILE_GAP = 30
TILE_Y = 174
#: the notice that says why a game cannot be started: its centre line (between
#: the tiles and the buttons), its text size and how long it stays
NOTICE_Y = 555
NOTICE_SIZE = 16
NOTICE_SECONDS = 6.0
#: the right end of the row of Replays and Statistics under the main buttons (the foot keeps right of it)
HISTORY_ROW_RIGHT = W // 2 + 267      # Replays, Statistics and Join a game, centred


class GameTile(Widget):
    """One game on the title: its picture, name, tagline, player counts and
    whether it can be played. Click (or Enter) starts a new game of it."""

    def __init__(self, rect, game_id: str, on_open, on_refused=None) -> None:
        super().__init__(rect)
        self.game_id = game_id
        self.on_open = on_open
        #: called with the tile when a player clicks it but it cannot be started
        self.on_refused = on_refused
        #: True while the title's notice says why this tile cannot start (its
        #: tooltip, the same words, would only cover the notice)
        self.explained = False
        self.lift = 0.0
        #: True while the title's composite layer already shows this tile at rest
        self.baked = False
        self.info: registry.GameInfo | None = None
        self.error: str | None = None
        try:
            self.info = registry.get(game_id)
        except KeyError as exc:
            self.error = str(exc.args[0]) if exc.args else _("could not be loaded")
        if self.info is None:
            self.set_enabled(False, _("{game} could not be loaded: {reason}").format(
                game=_(registry.DISPLAY_NAMES.get(game_id, game_id)), reason=self.error))
        elif self.info.table_scene is None:
            self.set_enabled(False, _("{game} cannot be played yet: its table is still being built. "
                                      "Its rules are ready to read.").format(game=_(self.info.name)))

    def tooltip_text(self) -> str | None:
        return None if self.explained else super().tooltip_text()

    @property
    def status(self) -> str:
        if self.info is None or self.error:
            return "error"
        return "play" if self.info.table_scene is not None else "coming"

    def activate(self) -> None:
        if not self.enabled:
            return
        problem = self.info.table_problem() if self.info is not None else None   # its table loads now
        if problem:
            self.error = problem
            self.set_enabled(False, _("{game} cannot be opened: {reason}").format(game=_(self.info.name),
                                                                                   reason=problem))
            if self.on_refused is not None:
                self.on_refused(self)
            return
        audio.play("click")
        self.on_open(self.game_id)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            # a click on a game that cannot start is answered in words, not ignored
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos)
                    and self.on_refused is not None):
                self.on_refused(self)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if self.rect.collidepoint(event.pos):
                self.activate()
            return True
        return False

    @property
    def lit(self) -> bool:
        return self.enabled and (self.hovered or self.focused)

    @property
    def at_rest(self) -> bool:
        return int(self.lift) == 0 and not self.lit

    def face_rect(self) -> pygame.Rect:
        """Everything the tile may cover (its shadow, and room to lift)."""
        pad = 14
        return pygame.Rect(self.rect.left - pad, self.rect.top - pad - 8, self.rect.width + 2 * pad,
                           self.rect.height + 2 * pad + 14)

    def draw(self, surf: pygame.Surface) -> None:
        if self.baked and self.at_rest:
            return
        face = tile_face(self.game_id, self.status, self.lit, self.error or "", i18n.language())
        pad = 14
        surf.blit(face, (self.rect.left - pad, self.rect.top - pad - int(self.lift)))


@lru_cache(maxsize=16)
def tile_face(game_id: str, status: str, lit: bool, error: str, lang: str = "en") -> pygame.Surface:
    """A tile's picture (`lang`: the language it is worded in, so a change of language paints it again)."""
    pad = 14
    out = pygame.Surface((TILE_W + 2 * pad, TILE_H + 2 * pad + 6), pygame.SRCALPHA)
    shadow = gfx.soft_shadow((TILE_W, TILE_H), 16, 12, 150 if lit else 110)
    out.blit(shadow, (pad - 12, pad - 12 + (10 if lit else 6)))
    body = pygame.Rect(pad, pad, TILE_W, TILE_H)
    edge = C.GOLD if lit else (70, 52, 36)
    out.blit(gfx.rounded_rect(body.size, 16, ((253, 246, 228), (238, 222, 188)), edge, 3 if lit else 2),
             body.topleft)
    art = tile_art(game_id) if status == "play" else coming_art(game_id)
    out.blit(art, (pad + 0, pad + 0))
    pygame.draw.line(out, (70, 52, 36), (pad + 3, pad + TILE_ART_SIZE[1]), (pad + TILE_W - 4, pad + TILE_ART_SIZE[1]), 2)
    info = _info(game_id)
    name = _(info.name if info else registry.DISPLAY_NAMES.get(game_id, game_id))
    x = pad + 16
    y = pad + TILE_ART_SIZE[1] + 12
    size = theme.fit_size(name, 23, TILE_W - 32, "heading", 17)
    names = [name] if theme.font(size, "heading").size(name)[0] <= TILE_W - 32 else list(
        theme.wrap(name, size, TILE_W - 32, "heading")[:2])       # a long name takes two lines
    for line in names:
        title = theme.text(theme.fit(line, size, TILE_W - 32, "heading"), size, C.TEXT_DARK, "heading")
        out.blit(title, (x, y))
        y += title.get_height() - (4 if len(names) > 1 else -2)
    if len(names) > 1:
        y += 4              # the accents of the line under a two-line name clear of its second line
    if info is not None:
        # the line under the name, in as many lines as there is room for above the players
        room = pad + TILE_ART_SIZE[1] + 108 - y
        for tag_size in (14, 13, 12):
            lh = theme.line_height(tag_size, "body", 1.15)
            lines = theme.wrap(_(info.tagline), tag_size, TILE_W - 32, "body")
            if len(lines) * lh <= room:
                break
        shown = max(1, room // lh)
        if len(lines) > shown:
            lines = lines[:shown - 1] + (theme.fit(" ".join(lines[shown - 1:]), tag_size, TILE_W - 32, "body"),)
        for line in lines:
            out.blit(theme.text(line, tag_size, C.TEXT_DARK_DIM), (x, y))
            y += lh
        y = pad + TILE_ART_SIZE[1] + 110
        players = (_("{low}–{high} players").format(low=info.min_players, high=info.max_players)
                   if info.min_players != info.max_players
                   else ngettext("{n} player", "{n} players", info.min_players).format(n=info.min_players))
        if info.solo_ok and info.min_players > 1:
            players = _("{players} · solo").format(players=players)
        if info.cooperative:
            players = _("{players} · co-op").format(players=players)
        words, size = theme.shrunk(players, 14, TILE_W - 32, "bold")
        out.blit(theme.text(words, size, (150, 92, 40), "bold"), (x, y + 1))
    band = pygame.Rect(pad + 12, pad + TILE_H - 50, TILE_W - 24, 38)
    if status == "play":
        fill = ((252, 216, 122), (232, 166, 70)) if not lit else ((255, 230, 150), (244, 184, 90))
        out.blit(gfx.rounded_rect(band.size, 10, fill, (140, 88, 30), 2), band.topleft)
        label = theme.text(theme.fit(_("New game  ›"), 19, band.width - 16, "heading"), 19, C.INK, "heading")
        out.blit(label, label.get_rect(center=band.center))
    elif status == "coming":
        out.blit(gfx.rounded_rect(band.size, 10, (214, 204, 184), (168, 150, 120), 2), band.topleft)
        label = theme.text(theme.fit(_("Rules ready — table coming"), 15, band.width - 16, "bold"), 15,
                           (92, 80, 64), "bold")
        out.blit(label, label.get_rect(center=band.center))
    else:
        out.blit(gfx.rounded_rect(band.size, 10, (244, 214, 204), C.DANGER_TEXT, 2), band.topleft)
        label = theme.text(theme.fit(_("Could not load: {reason}").format(reason=error), 13, band.width - 16, "bold"), 13,
                           C.DANGER_TEXT, "bold")
        out.blit(label, label.get_rect(center=band.center))
    return out


def _info(game_id: str):
    try:
        return registry.get(game_id)
    except KeyError:
        return None


@register_scene
class TitleScene(Scene):
    name = "title"
    remade_for_language = True
    music, ambience = "music_title", None

    def __init__(self, app) -> None:
        super().__init__(app)
        self.logo_in = 0.0
        x0 = (W - (4 * TILE_W + 3 * TILE_GAP)) // 2
        self.tiles: list[GameTile] = []
        for i, gid in enumerate(registry.GAME_IDS):
            tile = GameTile((x0 + i * (TILE_W + TILE_GAP), TILE_Y, TILE_W, TILE_H), gid, self.open_new_game,
                            self.say_why_not)
            self.tiles.append(self.ui.add(tile))
        #: "Learn to play" on each tile whose game has a guided first game
        self.learn_buttons: dict[str, Button] = {}
        for tile in self.tiles:
            if has_guide(tile.game_id) and tile.enabled:
                # on the picture's lower right corner, clear of the tile's words in any language
                b = Button((tile.rect.right - 162, tile.rect.y + TILE_ART_SIZE[1] - 38, 150, 28), _("Learn to play"),
                           lambda gid=tile.game_id: start_guided_game(self.app, gid), style="secondary",
                           font_size=14, tooltip=_("A short guided game: each step explained as it comes"))
                self.learn_buttons[tile.game_id] = self.ui.add(b)
        try:
            choice = saves.continue_choice()
            problem = None
        except OSError as exc:
            choice = saves.ContinueChoice(None)
            problem = _("The saves folder cannot be read ({reason})").format(reason=exc.strerror or exc)
        self.newest = choice.game
        #: the newest autosave, when it could not be read: Continue says so and offers Load
        self.broken = choice.broken
        cont_reason = problem or _("No game in progress to continue")
        sub = ""
        if self.broken is not None:
            sub = _("Newest game unreadable")
        elif self.newest is not None:
            sub = _(self.newest.game_name) + (f" · {self.newest.turn_text}" if self.newest.turn_text else "")
        y = 584
        # keyed by their English names whatever the language (tests and the smoke run find them so)
        specs = [("Continue", _("Continue"), self.continue_game, "primary", 250),
                 ("Load", _("Load"), self.open_load, "secondary", 170),
                 ("Settings", _("Settings"), self.app.open_settings, "secondary", 170),
                 ("Rules", _("Rules"), lambda: self.app.open_rules(None), "secondary", 170),
                 ("Quit", _("Quit"), self.app.quit, "danger", 150)]
        total = sum(s[4] for s in specs) + 18 * (len(specs) - 1)
        x = (W - total) // 2
        self.buttons: dict[str, Button] = {}
        for key, label, fn, style, width in specs:
            b = Button((x, y, width, 60), label, fn, style=style, font_size=22,
                       sublabel=sub if key == "Continue" else "", show_reason="below")
            self.buttons[key] = self.ui.add(b)
            x += width + 18
        # the history of finished games: under the main row, smaller
        for i, (key, label, scene) in enumerate((("Replays", _("Replays"), "replays"),
                                                 ("Statistics", _("Statistics"), "stats"),
                                                 ("Join", _("Join a game"), "join"))):
            self.buttons[key] = self.ui.add(Button((HISTORY_ROW_RIGHT - 534 + i * 182, y + 76, 170, 40), label,
                                                   lambda s=scene: self.app.open(s), font_size=18))
        cont = self.buttons["Continue"]
        if self.newest is None and self.broken is None:
            cont.set_enabled(False, cont_reason)
        self.ui.arrow_focus = "horizontal"
        #: why the last game clicked cannot start (shown under the tiles), and for how long
        self.notice = ""
        self.notice_time = 0.0
        self.notice_rules: str | None = None
        self.notice_rect = pygame.Rect(0, 0, 0, 0)
        self.notice_button = self.ui.add(Button((0, NOTICE_Y - 17, 150, 34), _("Read its rules"),
                                                self._read_notice_rules, style="secondary", font_size=16))
        self.notice_button.visible = False
        self._backdrop: pygame.Surface | None = None
        self._composite: pygame.Surface | None = None
        self._notice_shown = False

    # -- actions ----------------------------------------------------------------------
    def open_new_game(self, game_id: str) -> None:
        self.app.open("new-game", game_id)

    def open_load(self) -> None:
        self.app.open("load")

    def continue_game(self) -> None:
        if self.broken is not None:
            self.explain_broken(self.broken.problem or _("it cannot be read"),
                                self.broken.path.parent.name == saves.UNREADABLE)
            return
        if self.newest is None:
            return
        resume_save(self.app, self.newest.path, on_fail=self._refresh_continue, on_broken=self.explain_broken)

    def explain_broken(self, why: str, set_aside: bool = True) -> None:
        """The newest game could not be read: say why, and offer Load (never
        open another game unasked)."""
        message = (_("{reason}. The file was set aside in the saves/unreadable folder; nothing was deleted. "
                     "You can open another game from Load.") if set_aside
                   else _("{reason}. The file was left where it is (the saves folder cannot be written); "
                          "nothing was deleted. You can open another game from Load."))
        self.app.stack.push(ConfirmDialog(
            self.app, _("Your newest game could not be read"), message.format(reason=theme.sentence(why)),
            _("Open Load"), self.open_load, danger=False, cancel_label=_("Close")))

    def say_why_not(self, tile: "GameTile") -> None:
        """A game that cannot be started was clicked: say why, under the tiles."""
        audio.play("click")
        self._composite = None         # the tile may have just turned to its error (repainted at rest)
        # its rules can be read when the game itself loads (its table may not)
        self.notice_rules = tile.game_id if tile.info is not None else None
        self.notice_button.visible = self.notice_rules is not None
        room = W - 80 - (self.notice_button.rect.width + 14 if self.notice_button.visible else 0)
        self.notice = theme.fit(tile.reason or _("This game cannot be started"), NOTICE_SIZE, room, "semibold")
        self.notice_time = NOTICE_SECONDS
        for t in self.tiles:
            t.explained = t is tile
            t.baked = False
        self._place_notice()

    def _read_notice_rules(self) -> None:
        if self.notice_rules is not None:
            self.app.open_rules(self.notice_rules)

    def _place_notice(self) -> None:
        """The notice pill is centred under the tiles, with its button at its right end."""
        text_w = theme.text(self.notice, NOTICE_SIZE, C.TEXT, "semibold").get_width()
        gap = 14 if self.notice_button.visible else 0
        width = text_w + 40 + (self.notice_button.rect.width + gap if self.notice_button.visible else 0)
        self.notice_rect = pygame.Rect(0, 0, width, 44)
        self.notice_rect.center = (W // 2, NOTICE_Y)
        self.notice_button.rect.midright = (self.notice_rect.right - 6, NOTICE_Y)

    def _refresh_continue(self) -> None:
        self.app.go_to_title()

    def menu_title(self) -> str:
        return _("Monster Isles")

    def menu_items(self):
        return [(_("Settings"), self.app.open_settings), (_("Rules"), lambda: self.app.open_rules(None)),
                (_("Quit game"), self.app.quit)]

    # -- lifecycle ----------------------------------------------------------------------
    def enter(self) -> None:
        if not self.app.settings.reduce_motion:
            self.anims.play(Tween(0.9, self._set_logo, ease=ease_out_back, motion=True))
        else:
            self.logo_in = 1.0
        for i, tile in enumerate(self.tiles):
            tile.lift = -40.0
            self.anims.play(Tween.attr(tile, "lift", -40.0, 0.0, 0.6, delay=0.15 + 0.08 * i, ease=ease_out_cubic))

    def _set_logo(self, v: float) -> None:
        self.logo_in = v

    def _show_settings_notice(self) -> None:
        """Tells the player their settings file was set aside (once the title
        has come in, so the notice sits over a finished screen)."""
        if self.app.settings_message and not self._notice_shown and self._settled():
            self._notice_shown = True
            msg = self.app.settings_message
            self.app.settings_message = None
            self.app.stack.push(NoticeDialog(self.app, _("Settings reset"), msg))

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            row = self.tiles if event.key == pygame.K_UP else list(self.buttons.values())
            choices = [w for w in row if w.enabled] or row
            if choices:
                self.ui.set_focus(choices[0])
                self.ui.keyboard_mode = True
            return None
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._show_settings_notice()
        if self.notice_time > 0:
            self.notice_time -= dt
            if self.notice_time <= 0:
                self.notice = ""
                self.notice_button.visible = False
                for t in self.tiles:
                    t.explained = False
        for tile in self.tiles:
            target = lift_target(tile)
            if tile.lift >= 0 and tile.lift != target:
                step = dt * 60
                tile.lift = min(target, tile.lift + step) if target > tile.lift else max(target, tile.lift - step)

    def is_still(self) -> bool:
        return super().is_still() and all(tile.lift == lift_target(tile) for tile in self.tiles)

    def next_due(self) -> float | None:
        due = [d for d in (super().next_due(), self.notice_time if self.notice else None) if d is not None]
        return min(due, default=None)

    # -- drawing ---------------------------------------------------------------------------
    # Two layers are painted once: the backdrop, and once the entrance is over,
    # a composite with the logo and every tile at rest. A frame is then one
    # opaque blit, plus only the tiles that are lifted or lit (over a patch of
    # backdrop), plus the buttons.
    def _paint_backdrop(self) -> pygame.Surface:
        surf = pygame.Surface(LOGICAL_SIZE).convert()
        surf.blit(title_backdrop(), (0, 0))
        # a calm, darker band of sea behind the games, so the island frames them
        band = pygame.Surface((1, 420), pygame.SRCALPHA)
        for y in range(420):
            t = y / 419
            edge = min(t, 1 - t) / 0.22
            band.set_at((0, y), (6, 18, 34, int(150 * min(1.0, edge) ** 1.5)))
        surf.blit(pygame.transform.scale(band, (W, 420)), (0, TILE_Y - 40))
        # the foot, right of the row of Replays and Statistics (on two lines where a
        # language's words run longer than the room there)
        room = W - 18 - (HISTORY_ROW_RIGHT + 16)
        lines = theme.wrap(_("Hot-seat, against the computer or over the network"), 15, room, "italic")
        bottom = H - 10
        for line in reversed(lines):
            foot = theme.text_shadowed(line, 15, C.TEXT_DIM, style="italic", offset=1)
            surf.blit(foot, foot.get_rect(bottomright=(W - 18, bottom)))
            bottom -= theme.line_height(15, "italic", 1.0)
        return surf

    def _paint_composite(self) -> pygame.Surface:
        surf = self._backdrop.copy()
        self._draw_logo(surf)
        for tile in self.tiles:
            face = tile_face(tile.game_id, tile.status, False, tile.error or "", i18n.language())
            surf.blit(face, (tile.rect.left - 14, tile.rect.top - 14))
        return surf

    def _settled(self) -> bool:
        return self.logo_in >= 1.0 and all(t.lift == 0 for t in self.tiles)

    def draw(self, surface: pygame.Surface) -> None:
        if self._backdrop is None:
            self._backdrop = self._paint_backdrop()
        if self._composite is None and self._settled():
            self._composite = self._paint_composite()
        if self._composite is not None:
            surface.blit(self._composite, (0, 0))
            for tile in self.tiles:
                tile.baked = True
                if not tile.at_rest:
                    r = tile.face_rect()
                    surface.blit(self._backdrop, r.topleft, r)
        else:
            surface.blit(self._backdrop, (0, 0))
            self._draw_logo(surface)
        self._draw_notice(surface)
        self.ui.draw(surface)

    def _draw_notice(self, surface: pygame.Surface) -> None:
        if not self.notice:
            return
        box = self.notice_rect
        gfx.panel(surface, box, fill=C.INK, border=C.GOLD, radius=12, alpha=240, border_width=2)
        img = theme.text(self.notice, NOTICE_SIZE, C.TEXT, "semibold")
        surface.blit(img, img.get_rect(midleft=(box.left + 20, box.centery + 1)))

    def _draw_logo(self, surface: pygame.Surface) -> None:
        logo = logo_image(i18n.language())
        v = self.logo_in
        y = 22 - (1 - v) * 120
        if v < 0.999:
            img = logo.copy()
            img.set_alpha(int(255 * max(0.0, min(1.0, v))))
        else:
            img = logo
        surface.blit(img, img.get_rect(midtop=(W // 2, int(y))))


def lift_target(tile: GameTile) -> float:
    """How high a tile rises: a little while the pointer or the focus is on it."""
    return 6.0 if (tile.enabled and (tile.hovered or tile.focused)) else 0.0


@lru_cache(maxsize=1)
def logo_image(lang: str = "en") -> pygame.Surface:
    """The app's name and its line (`lang`: the language it is worded in)."""
    big = theme.text_outlined(_("Monster Isles"), 86, (255, 226, 140), (52, 30, 20), width=5, shadow=6)
    tag = theme.text_outlined(_("Four island games for one table"), 23, C.FOAM, (16, 30, 44), style="heading",
                              width=2, shadow=3)
    out = pygame.Surface((max(big.get_width(), tag.get_width()), big.get_height() + tag.get_height() - 22),
                         pygame.SRCALPHA)
    out.blit(big, big.get_rect(midtop=(out.get_width() // 2, 0)))
    out.blit(tag, tag.get_rect(midtop=(out.get_width() // 2, big.get_height() - 22)))
    return out
