"""Statistics: per game, what every finished game adds up to (game/storage/stats.py,
kept by game/storage/stats_file.py): games started and finished, wins by seat type
and by computer level (bar charts), each person's win rate against Easy,
Normal and Hard with their best and average score, the best and average
score, the longest game. A statistics file that could not be read was set
aside and the figures rebuilt from the history: the page says so, and names
every statistics file set aside so far."""
from __future__ import annotations

from datetime import datetime

import pygame

from rules.core import registry
from rules.core.i18n import N_, _, ngettext, npgettext, pgettext
from rules.core.registry import AI_LEVEL_NAMES, AI_LEVELS
from rules.core.wording import listed

from ..screen import gfx, theme
from .. import language
from ..storage import saves, stats_file
from ..scene import register_scene
from ..storage.stats import GameFigures, Tally, figures
from ..screen.theme import C, LOGICAL_SIZE
from ..ui import Button, ChoicePicker
from .common import PageScene

W, H = LOGICAL_SIZE
FIGURES = pygame.Rect(120, 214, 400, 400)
BARS = pygame.Rect(540, 214, 620, 190)
PEOPLE = pygame.Rect(540, 418, 620, 196)
#: each bar's colour (its words say what it is, so colour is never alone)
BAR_COLOURS = {"human": C.LAGOON, "easy": C.LEAF, "normal": C.EMBER, "hard": C.LAVA}
BAR_WORDS = {"human": N_("People"), "easy": N_("Easy computers"), "normal": N_("Normal computers"),
             "hard": N_("Hard computers")}
PEOPLE_SHOWN = 4


def _day(stamp: str) -> str:
    try:
        return language.day(datetime.fromisoformat(stamp).astimezone())
    except ValueError:
        return ""


def _number(v: float) -> str:
    if float(v).is_integer():
        return f"{v:.0f}"
    # TRANSLATORS: the decimal separator (French: a comma)
    return f"{v:.1f}".replace(".", pgettext("decimal separator", "."))


def _rate(t: Tally) -> str:
    return "—" if t.rate is None else _("{percent}%").format(percent=round(100 * t.rate))


def bar(surf: pygame.Surface, rect: pygame.Rect, fraction: float | None, colour) -> None:
    """A bar in the app's style: a dark rounded track, filled by a fraction."""
    surf.blit(gfx.rounded_rect(rect.size, rect.height // 2, (6, 20, 36), (60, 110, 146), 1), rect.topleft)
    if fraction:
        w = max(rect.height, int(rect.width * max(0.0, min(1.0, fraction))))
        fill = (theme.lighten(colour, 0.25), theme.darken(colour, 0.2))
        surf.blit(gfx.rounded_rect((w, rect.height), rect.height // 2, fill), rect.topleft)


@register_scene
class StatsScene(PageScene):
    name = "stats"
    title = N_("Statistics")
    subtitle = N_("Every finished game, counted for good (deleting a replay keeps its figures)")

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self.stats, self.message = stats_file.load()
        self.aside = self._set_aside_files()
        games = [(gid, _(registry.DISPLAY_NAMES[gid])) for gid in registry.GAME_IDS]
        self.game_id = game_id or self._busiest()
        self.picker = self.ui.add(ChoicePicker((120, 112, 1040, 42), games, self.game_id, self.show_game,
                                               font_size=17))
        self.replays_button = self.ui.add(Button((W - 260, 34, 140, 44), _("Replays"), self.open_replays,
                                                 font_size=18))
        self.figures: GameFigures = self._figures()

    def _busiest(self) -> str:
        counts = {gid: 0 for gid in registry.GAME_IDS}
        for g in self.stats.games:
            counts[g.game_id] = counts.get(g.game_id, 0) + 1
        return max(registry.GAME_IDS, key=lambda gid: counts[gid])

    def _figures(self) -> GameFigures:
        return figures(self.game_id, self.stats.games, self.stats.started_count(self.game_id))

    def _set_aside_files(self) -> list[str]:
        folder = stats_file.stats_path().parent / saves.UNREADABLE
        try:
            return sorted(p.name for p in folder.glob("*.json"))
        except OSError:
            return []

    def show_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.figures = self._figures()
        self.invalidate()

    def open_replays(self) -> None:
        self.app.open("replays")

    # -- drawing ---------------------------------------------------------------------------------
    def paint_static(self, surf: pygame.Surface) -> None:
        super().paint_static(surf)
        f = self.figures
        notes = []
        if self.message:
            notes.append(self.message)
        elif self.aside:
            notes.append(ngettext(
                "{n} statistics file that could not be read is kept in statistics/unreadable ({files}).",
                "{n} statistics files that could not be read are kept in statistics/unreadable ({files}).",
                len(self.aside)).format(n=len(self.aside), files=listed(self.aside[:2])))
        if notes:
            theme.draw_wrapped(surf, " ".join(notes), pygame.Rect(120, 162, 1040, 44), 15, C.WARNING, "semibold")
        for rect, head in ((FIGURES, _("Games")), (BARS, _("Wins by seat")), (PEOPLE, _("People"))):
            gfx.panel(surf, rect, fill=((22, 64, 100), (12, 40, 70)), radius=16, alpha=240)
            surf.blit(theme.text(theme.fit(head, 20, rect.width - 36, "heading"), 20, C.SAND, "heading"),
                      (rect.left + 18, rect.top + 12))
        self._paint_figures(surf, f)
        self._paint_bars(surf, f)
        self._paint_people(surf, f)

    def _paint_figures(self, surf: pygame.Surface, f: GameFigures) -> None:
        x, y = FIGURES.left + 18, FIGURES.top + 52
        for value, words in ((f.started, npgettext("games", "started", "started", f.started)),
                             (f.finished, npgettext("games", "finished", "finished", f.finished))):
            num = theme.text(str(value), 40, C.TEXT, "heading")
            surf.blit(num, (x, y))
            surf.blit(theme.text(theme.fit(words, 16, 140, "semibold"), 16, C.TEXT_DIM, "semibold"),
                      (x + 2, y + num.get_height() - 2))
            x += 150
        x, y = FIGURES.left + 18, y + 90
        rows = []
        if f.best is not None:
            rows.append((_("Best score"), _("{score} by {player}").format(score=_number(f.best.score),
                                                                           player=f.best.name), _day(f.best.finished)))
        if f.average is not None:
            rows.append((_("Average score"), _number(f.average), _("every seat of every finished game")))
        if f.longest is not None:
            rows.append((_("Longest game"), ngettext("{n} move", "{n} moves", f.longest.moves).format(n=f.longest.moves),
                         _("{players} · {day}").format(players=listed(f.longest.players),
                                                       day=_day(f.longest.finished))))
        if f.team.played:
            rows.append((_("The team"), _("won {won} of {played}").format(won=f.team.won, played=f.team.played),
                         _("co-op games against the island")))
        if not rows:
            theme.draw_wrapped(surf, _("No game of this one has been played to its end yet. Finished games are "
                                       "counted here."), pygame.Rect(x, y, FIGURES.width - 36, 80), 16, C.TEXT_DIM)
        for head, value, sub in rows:
            surf.blit(theme.text(theme.fit(head, 14, FIGURES.width - 36, "bold"), 14, C.TEXT_DIM, "bold"), (x, y))
            surf.blit(theme.text(theme.fit(value, 20, FIGURES.width - 36, "heading"), 20, C.TEXT, "heading"),
                      (x, y + 18))
            surf.blit(theme.text(theme.fit(sub, 13, FIGURES.width - 36, "italic"), 13, C.TEXT_DIM, "italic"),
                      (x, y + 44))
            y += 70

    def _paint_bars(self, surf: pygame.Surface, f: GameFigures) -> None:
        tallies = [("human", f.by_kind["human"])] + [(lv, f.by_level[lv]) for lv in AI_LEVELS]
        y = BARS.top + 50
        track_x = BARS.left + 18 + 170
        track_w = BARS.right - 150 - track_x
        for key, t in tallies:
            words, size = theme.shrunk(_(BAR_WORDS[key]), 16, track_x - BARS.left - 24, "semibold")
            img = theme.text(words, size, C.TEXT, "semibold")
            surf.blit(img, img.get_rect(midleft=(BARS.left + 18, y + 13)))
            bar(surf, pygame.Rect(track_x, y + 3, track_w, 20), t.rate, BAR_COLOURS[key])
            words = (_("{won} of {played} · {rate}").format(won=t.won, played=t.played, rate=_rate(t)) if t.played
                     else _("none played"))
            surf.blit(theme.text(theme.fit(words, 15, 132, "semibold"), 15, C.TEXT_DIM if not t.played else C.TEXT, "semibold"),
                      (BARS.right - 140, y + 3))
            y += 32

    def _paint_people(self, surf: pygame.Surface, f: GameFigures) -> None:
        def against(level: str) -> str:
            """"vs Normal", or the level alone where that is too long for its column."""
            words = _("vs {level}").format(level=_(AI_LEVEL_NAMES[level]))
            fits = theme.font(theme.SMALLEST_TEXT, "bold").size(words)[0] <= 64
            return words if fits else _(AI_LEVEL_NAMES[level])
        cols = [(_("Games"), 190), (_("Wins"), 250)] + [
            (against(lv), 320 + 80 * i) for i, lv in enumerate(AI_LEVELS)] + [
            (pgettext("score", "Best"), 548), (pgettext("score", "Avg"), 598)]
        top = PEOPLE.top + 46
        for k, (head, cx) in enumerate(cols):
            # centred on its column, no wider than the gap to either neighbour's centre
            gaps = [abs(cx - other) for j, (_h, other) in enumerate(cols) if abs(j - k) == 1]
            room = min([76] + [g - 4 for g in gaps])
            words, size = theme.shrunk(head, 13, room, "bold")
            img = theme.text(words, size, C.TEXT_DIM, "bold")
            surf.blit(img, img.get_rect(midtop=(PEOPLE.left + cx, top)))
        y = top + 22
        if not f.people:
            surf.blit(theme.text(_("Nobody has finished a game of this one yet"), 16, C.TEXT_DIM, "italic"),
                      (PEOPLE.left + 18, y + 6))
            return
        for p in f.people[:PEOPLE_SHOWN]:
            surf.blit(theme.text(theme.fit(p.name, 17, 140, "heading"), 17, C.TEXT, "heading"),
                      (PEOPLE.left + 18, y))
            cells = [str(p.games.played), str(p.games.won)]
            for (head, cx), value in zip(cols[:2], cells):
                img = theme.text(value, 16, C.TEXT, "semibold")
                surf.blit(img, img.get_rect(midtop=(PEOPLE.left + cx, y + 1)))
            for i, lv in enumerate(AI_LEVELS):
                t = p.against[lv]
                cx = PEOPLE.left + 320 + 80 * i
                bar(surf, pygame.Rect(cx - 34, y + 3, 68, 16), t.rate, BAR_COLOURS[lv])
                img = theme.text(_rate(t), 12, C.TEXT, "bold")
                surf.blit(img, img.get_rect(center=(cx, y + 11)))
            for value, cx in ((p.best, 548), (p.average, 598)):
                img = theme.text("—" if value is None else _number(value), 16, C.TEXT, "semibold")
                surf.blit(img, img.get_rect(midtop=(PEOPLE.left + cx, y + 1)))
            y += 30
        more = len(f.people) - PEOPLE_SHOWN
        if more > 0:
            surf.blit(theme.text(ngettext("and {n} more", "and {n} more", more).format(n=more), 13, C.TEXT_DIM, "italic"), (PEOPLE.left + 18, y))
