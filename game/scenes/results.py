"""Results, the same for every game: who won, everyone's score and where the
points came from (state.score_breakdown()), Play again (same seats and options,
a new seed) and Back to title."""
from __future__ import annotations

import math
import random

import pygame

from rules.core.i18n import N_, _, pgettext
from rules.core.registry import AI_LEVEL_NAMES
from rules.core.wording import listed

from .. import audio
from ..screen import gfx, theme
from ..storage import stats_file
from ..history.replay import Replay
from ..scene import register_scene
from ..session import GameSession
from ..screen.theme import C, LOGICAL_SIZE
from ..ui import Button
from .common import PageScene

W, H = LOGICAL_SIZE
ROW_H = 66
#: the scores count up one category after another: each starts COUNT_STEP
#: seconds after the one before and takes COUNT_RISE seconds to reach its value
COUNT_STEP = 0.35
COUNT_RISE = 0.5
#: after the count the rows glide from seat order into their ranks in this long
RANK_GLIDE = 0.45


#: the score table lies under the headline and the line saying how the game
#: ended, and above the buttons (at y 610)
TABLE_TOP_MIN = 212
TABLE_BOTTOM_MAX = 600


def row_height(players: int) -> int:
    """A row's height: ROW_H, less at five players so the table keeps between
    the line saying how the game ended and the buttons."""
    return min(ROW_H, (TABLE_BOTTOM_MAX - TABLE_TOP_MIN - 78) // max(1, players))


def table_rect(players: int) -> pygame.Rect:
    height = 64 + players * row_height(players) + 14
    r = pygame.Rect(140, 0, W - 280, height)
    r.centery = (180 + 590) // 2
    r.top = max(r.top, TABLE_TOP_MIN)
    return r


def _number(v) -> str:
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    # TRANSLATORS: the decimal separator (French: a comma)
    return f"{v:g}".replace(".", pgettext("decimal separator", ".")) if isinstance(v, float) else str(v)


def column_heading(key: str) -> str:
    """A score column's heading, from its score_breakdown key (a catalogue message)."""
    words = _(key)
    return theme.sentence(words) if key.islower() else words


def ranking(standings: list[tuple]) -> tuple[list[int], dict[int, int]]:
    """The seats in rank order (the game's own standings, best first; seat
    order among equals) and each seat's rank: equal standings share one."""
    order = sorted(range(len(standings)), key=lambda s: (tuple(-v for v in standings[s]), s))
    ranks: dict[int, int] = {}
    rank, last = 0, None
    for i, seat in enumerate(order):
        if standings[seat] != last:
            rank, last = i + 1, standings[seat]
        ranks[seat] = rank
    return order, ranks


def headline(session: GameSession) -> str:
    state = session.state
    names = session.names
    winners = state.winners()
    if session.info.cooperative:
        return _("The team wins!") if winners else _("The island wins this time")
    if not winners:
        return _("Nobody wins this time")
    if len(winners) == 1:
        return _("{player} wins!").format(player=names[winners[0]])
    who = [names[s] for s in winners]
    return _("A shared win: {players} and {last}").format(players=listed(who[:-1]), last=who[-1])


class _Piece(pygame.Rect):
    """A piece of confetti: where it is, and its colour's index."""
    ci: float = 0


@register_scene
class ResultsScene(PageScene):
    """While the scores count up, the rows stand in seat order with no rank,
    no crown and no winner named, so the count is worth watching and no row
    jumps under the eyes; when the last category has risen, the rows glide
    into rank order, the medals and the winner's crown appear, the headline
    names the winner and the confetti falls (at once with reduced motion or
    instant animations)."""
    name = "results"

    def __init__(self, app, session: GameSession) -> None:
        self.session = session
        self.title = N_("Results")
        self.subtitle = session.info.name
        super().__init__(app)
        state = session.state
        self.scores = list(state.scores())
        self.winners = set(state.winners())
        self.breakdown = list(state.score_breakdown())
        keys: list[str] = []
        for row in self.breakdown:
            for k in row:
                if k not in keys:
                    keys.append(k)
        self.keys = keys
        # the game's own standings: its tie-breaks (fewer turns, a duel) place equal scores
        order, self._ranks = ranking([tuple(float(v) for v in k) for k in state.standings()])
        self.order = order
        #: the seats whose breakdown is open (None: none), by a click on the row or its rank's key
        self.opened: int | None = None
        self.table = table_rect(len(order))
        self.ui.arrow_focus = "horizontal"
        table_ok = session.info.table_scene is not None and not session.remote   # the host plays again, not a joiner
        #: the game is kept in the history and the statistics (once); what went wrong, if anything
        self.kept_problem = stats_file.game_over(session) if session.autosave_enabled else None
        self.again_button = self.ui.add(Button((W // 2 - 380, 610, 240, 58), _("Play again"), self.play_again,
                                               style="primary", font_size=22,
                                               enabled=table_ok,
                                               reason=None if table_ok else
                                               _("The host starts the next game") if session.remote else
                                               _("This game's table is not ready")))
        self.replay_button = self.ui.add(Button((W // 2 - 120, 610, 240, 58), _("Watch the replay"),
                                                self.watch_replay, style="secondary", font_size=22,
                                                enabled=table_ok and bool(session.actions),
                                                reason=_("This game has no moves to replay")))
        self.title_button = self.ui.add(Button((W // 2 + 140, 610, 240, 58), _("Back to title"),
                                               self.app.go_to_title, style="secondary", font_size=22))
        self.ui.set_focus(self.again_button)
        self.confetti: list[list[float]] = []
        self._played = False
        #: seconds the count-up has run (None: the numbers stand at once)
        self.count_time: float | None = (None if app.settings.reduce_motion
                                         or app.settings.animation_speed == "instant" else 0.0)
        #: how far the rows have glided into rank order (1: ranked)
        self.glide = 1.0 if self.count_time is None else 0.0

    def go_back(self) -> None:
        self.app.go_to_title()

    def menu_items(self):
        return [(_("Play again"), self.play_again), (_("Back to title"), self.app.go_to_title),
                (_("Settings"), self.app.open_settings), (_("Quit game"), self.app.quit)]

    def resume(self) -> None:
        super().resume()
        if not self._played:
            self._played = True
            audio.play("score")
            if self.count_time is None:
                self.crown()

    @property
    def counting(self) -> bool:
        """The scores are still counting up: ranks and the winner wait."""
        return self.count_time is not None

    def crown(self) -> None:
        """The count is done: the winner is named and the confetti falls."""
        self.invalidate()
        if self.app.settings.reduce_motion or not self.winners:
            return
        rng = random.Random(self.session.seed)
        cols = [theme.seat_colour(self.session.seats[s].colour).rgb for s in self.winners] + [C.GOLD]
        for _i in range(70):
            self.confetti.append([rng.uniform(0, W), rng.uniform(-H, 0), rng.uniform(60, 140),
                                  rng.uniform(0, 6.28), rng.choice(range(len(cols)))])
        self._confetti_colours = cols

    def play_again(self) -> None:
        s = self.session
        new = GameSession.new(s.info, dict(s.options), list(s.seats))
        table_cls = s.info.load_table_scene()
        self.app.stack.replace(table_cls(self.app, new))

    def watch_replay(self) -> None:
        self.app.open("replay", Replay.from_session(self.session))

    def is_still(self) -> bool:
        return super().is_still() and self.count_time is None and self.glide >= 1.0 and not self.confetti

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.count_time is not None:
            self.count_time += dt
            if self.count_time >= len(self.keys) * COUNT_STEP + COUNT_RISE:
                self.count_time = None
                self.crown()
        elif self.glide < 1.0:
            self.glide = min(1.0, self.glide + dt / RANK_GLIDE)
        if self.confetti:
            for c in self.confetti:
                c[1] += c[2] * dt
                c[3] += dt * 3
            self.confetti = [c for c in self.confetti if c[1] < H + 20]

    def paint_static(self, surf: pygame.Surface) -> None:
        super().paint_static(surf)
        words = _("The final count") if self.counting else headline(self.session)
        words = theme.fit(words, 50, W - 80, "display")
        head = theme.text_outlined(words, 50, C.GOLD, (60, 36, 10), width=3, shadow=4)
        title = theme.text_shadowed(_(self.title), 40, C.SAND, style="display", offset=3)
        sub = theme.text_shadowed(_(self.subtitle), 18, C.TEXT_DIM, style="italic", offset=1)
        page = pygame.Rect(120, 26, max(title.get_width(), sub.get_width() + 2), title.get_height() + 2 + sub.get_height())
        self.words = [page, surf.blit(head, head.get_rect(midtop=(W // 2, 96))), pygame.Rect(self.table)]
        reason = self.session.state.why_it_ended()
        if reason:
            why = theme.text(theme.fit(reason, 20, W - 240, "semibold"), 20, C.TEXT, "semibold")
            self.words.append(surf.blit(why, why.get_rect(midtop=(W // 2, 96 + head.get_height() + 6))))
        gfx.panel(surf, self.table, fill=((22, 64, 100), (12, 40, 70)), border=C.PANEL_EDGE, radius=18, alpha=245)
        self._paint_table(surf)

    def _columns(self) -> list[tuple[str, int, int]]:
        """(heading, x centre, width) of each number column."""
        left = self.table.left + 380
        right = self.table.right - 40
        cols = [column_heading(k) for k in self.keys] + [_("Total")]
        width = (right - left) // max(1, len(cols))
        return [(c, left + width * i + width // 2, width) for i, c in enumerate(cols)]

    def _paint_table(self, surf: pygame.Surface) -> None:
        cols = self._columns()
        y = self.table.top + 22
        for heading, cx, width in cols:
            # a long heading takes two lines rather than losing its end
            # (one word too long for its column, "Lanternes" among eight, is made smaller first)
            # (one word too long for its column, "Lanternes" among eight, is made smaller
            # first; a heading of three lines at 14 px is set in three of 12)
            lines = theme.wrap(heading, 14, width - 8, "bold")
            size, step = 14, 16
            if len(lines) > 2:
                lines = theme.wrap(heading, 12, width - 8, "bold")
                size, step = 12, 13
                if len(lines) > 3:
                    lines = lines[:2] + (theme.fit(" ".join(lines[2:]), 12, width - 8, "bold"),)
            if len(lines) == 1:
                words, size = theme.shrunk(heading, 16, width - 8, "bold", 13)
                lines = (words,)
            for j, line in enumerate(lines):
                img = theme.text(line, size, C.TEXT_DIM, "bold")
                surf.blit(img, img.get_rect(midtop=(cx, y - (len(lines) - 1) * step // 2 + j * step)))
        pl = theme.text(_("Player"), 16, C.TEXT_DIM, "bold")
        surf.blit(pl, (self.table.left + 100, y))

    def ranks(self) -> dict[int, int]:
        """Each seat's rank (equal standings share one)."""
        return dict(self._ranks)

    def tied(self, seat: int) -> bool:
        """Whether `seat` shares its place with another (the rules left the tie),
        in a game played against each other."""
        if self.session.info.cooperative:
            return False
        return sum(1 for r in self._ranks.values() if r == self._ranks[seat]) > 1

    def row_rect(self, seat: int) -> pygame.Rect:
        """Where a seat's row stands now: its seat's place while the scores
        count, its rank's place once they have, gliding between the two."""
        top = self.table.top + 22 + 36
        t = self.glide * self.glide * (3 - 2 * self.glide)
        slot = seat + (self.order.index(seat) - seat) * t
        row_h = row_height(len(self.order))
        return pygame.Rect(self.table.left + 16, round(top + slot * row_h), self.table.width - 32, row_h - 8)

    def draw_rows(self, surf: pygame.Surface) -> None:
        ranks = self.ranks()
        crowned = not self.counting
        for seat in sorted(self.order, key=lambda s: s in self.winners):     # winners drawn over the rest
            rank = ranks[seat]
            row = self.row_rect(seat)
            won = crowned and seat in self.winners
            fill = (60, 92, 60) if won else (255, 255, 255)
            surf.blit(gfx.rounded_rect(row.size, 10, fill, alpha=120 if won else 16), row.topleft)
            if won:
                surf.blit(gfx.rounded_outline(row.size, 10, C.GOLD, 2), row.topleft)
            rx = row.left + 34
            if crowned:
                medal = gfx.circle(34, C.GOLD if rank == 1 else ((200, 206, 214) if rank == 2 else (205, 140, 90)),
                                   (60, 40, 10), 2) if rank <= 3 else None
                if medal is not None:
                    surf.blit(medal, medal.get_rect(center=(rx, row.centery)))
                num = theme.text(str(rank), 18, C.INK if rank <= 3 else C.TEXT, "heading")
                surf.blit(num, num.get_rect(center=(rx, row.centery + 1)))
            cfg = self.session.seats[seat]
            badge = gfx.seat_badge(cfg.colour, 34)
            surf.blit(badge, badge.get_rect(midleft=(row.left + 68, row.centery)))
            name = theme.text(theme.fit(cfg.name, 22, 190, "heading"), 22, C.TEXT, "heading")
            name_rect = surf.blit(name, name.get_rect(midleft=(row.left + 112, row.centery - (8 if cfg.is_ai else 0))))
            if crowned and self.tied(seat):
                tag = theme.text(_("tied"), 14, C.SAND, "semibold")
                surf.blit(tag, tag.get_rect(midleft=(min(name_rect.right + 10, row.left + 310), name_rect.centery)))
            if cfg.is_ai:
                level = _(AI_LEVEL_NAMES.get(cfg.level, cfg.level))
                tag = theme.text(_("Computer · {level}").format(level=level), 13, C.TEXT_DIM, "semibold")
                surf.blit(tag, tag.get_rect(midleft=(row.left + 113, row.centery + 13)))

    def shown_values(self, seat: int) -> list:
        """A row's numbers as they stand in the count-up: each category rises
        in its turn and the total follows the categories shown so far."""
        values = [self.breakdown[seat].get(k, 0) if seat < len(self.breakdown) else 0 for k in self.keys]
        total = self.scores[seat]
        t = self.count_time
        if t is None:
            return values + [total]
        fracs = [max(0.0, min(1.0, (t - i * COUNT_STEP) / COUNT_RISE)) for i in range(len(values))]
        shown = [round(v * f) if isinstance(v, (int, float)) else v for v, f in zip(values, fracs)]
        if all(isinstance(v, (int, float)) for v in values) and sum(values) == total:
            return shown + [sum(shown)]
        return shown + [round(total * (fracs[-1] if fracs else 1.0))]

    def draw_numbers(self, surface: pygame.Surface) -> None:
        cols = self._columns()
        for seat in self.order:
            row = self.row_rect(seat)
            for i, ((heading, cx, _width), v) in enumerate(zip(cols, self.shown_values(seat))):
                total = i == len(cols) - 1
                img = theme.text(_number(v), 26 if total else 20, C.GOLD if total else C.TEXT,
                                 "heading" if total else "semibold")
                surface.blit(img, img.get_rect(center=(cx, row.centery)))

    # -- one player's breakdown ------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A click on a player's row (or the key of its place, 1 to 5) opens
        the breakdown of its score; any click or Esc puts it away."""
        if self.opened is not None:
            if event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN
                                                        and event.key in (pygame.K_ESCAPE, pygame.K_RETURN)):
                self.opened = None
                return None
        if not self.counting:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                for seat in self.order:
                    if self.row_rect(seat).collidepoint(event.pos):
                        self.open_breakdown(seat)
                        return None
            if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key < pygame.K_1 + len(self.order):
                self.open_breakdown(self.order[event.key - pygame.K_1])
                return None
        return super().handle_event(event)

    def open_breakdown(self, seat: int) -> None:
        self.opened = seat

    def breakdown_lines(self, seat: int) -> list[tuple[str, str]]:
        """The open breakdown's lines: (what was counted, its points), then the total."""
        row = self.breakdown[seat] if seat < len(self.breakdown) else {}
        out = [(column_heading(k), _number(v)) for k, v in row.items()]
        out.append((_("Total"), _number(self.scores[seat])))
        return out

    def tie_break_lines(self, seat: int) -> list[tuple[str, str]]:
        """What else places the player when points are equal (the game's tie-breaks)."""
        return [(what, _number(v)) for what, v in self.session.state.tie_breaks(seat)]

    def breakdown_heading(self, seat: int) -> str:
        rank = self._ranks[seat]
        name = self.session.names[seat]
        if self.session.info.cooperative:
            return _("{player}'s part").format(player=name)
        place = {1: pgettext("place", "1st"), 2: pgettext("place", "2nd"),
                 3: pgettext("place", "3rd")}.get(rank) or pgettext("place", "{n}th").format(n=rank)
        if self.tied(seat):
            return _("{player}: {place}, tied").format(player=name, place=place)
        return _("{player}: {place}").format(player=name, place=place)

    def draw_breakdown(self, surface: pygame.Surface, seat: int) -> None:
        lines = self.breakdown_lines(seat)
        ties = self.tie_break_lines(seat)
        box, line_h = self.breakdown_box(seat)
        self._draw_breakdown(surface, seat, lines, ties, box, line_h)

    def breakdown_box(self, seat: int) -> tuple[pygame.Rect, int]:
        """Where the open breakdown is drawn, and the height of each of its lines."""
        lines = self.breakdown_lines(seat)
        ties = self.tie_break_lines(seat)
        # clear of the buttons under the table (they are drawn over the scene): the box
        # keeps above them, its lines closer where a game counts many things
        buttons_top = min((w.rect.top for w in self.ui.widgets
                           if isinstance(w, Button) and w.visible and w.rect.top > self.table.bottom),
                          default=H - 10)
        room = pygame.Rect(0, 90, W, buttons_top - 10 - 90)
        tie_h = (30 + 26 * len(ties)) if ties else 0
        line_h = max(26, min(34, (room.height - 96 - tie_h - 40) // max(1, len(lines))))
        box = pygame.Rect(0, 0, 520, 96 + line_h * len(lines) + tie_h + 40)
        box.center = (W // 2, (self.table.top + self.table.bottom) // 2)
        box.clamp_ip(room)
        return box, line_h

    def _draw_breakdown(self, surface: pygame.Surface, seat: int, lines, ties, box: pygame.Rect,
                        line_h: int) -> None:
        gfx.dim(surface, 120)
        gfx.panel(surface, box, fill=((24, 70, 108), (12, 40, 70)), border=C.GOLD, radius=18, alpha=250)
        cfg = self.session.seats[seat]
        badge = gfx.seat_badge(cfg.colour, 30)
        surface.blit(badge, (box.left + 28, box.top + 26))
        head = theme.text(theme.fit(self.breakdown_heading(seat), 26, box.width - 110, "heading"), 26, C.SAND,
                          "heading")
        surface.blit(head, (box.left + 70, box.top + 24))
        y = box.top + 84
        for i, (what, value) in enumerate(lines):
            total = i == len(lines) - 1
            if total:
                pygame.draw.line(surface, C.PANEL_EDGE, (box.left + 28, y - 4), (box.right - 28, y - 4), 2)
            style = "heading" if total else "semibold"
            label = theme.text(theme.fit(what, 20, box.width - 160, style), 20, C.TEXT, style)
            surface.blit(label, label.get_rect(midleft=(box.left + 32, y + line_h // 2)))
            num = theme.text(value, 24 if total else 20, C.GOLD if total else C.TEXT, style)
            surface.blit(num, num.get_rect(midright=(box.right - 32, y + line_h // 2)))
            y += line_h
        if ties:
            head = theme.text(_("On equal points, then:"), 15, C.TEXT_DIM, "italic")
            surface.blit(head, (box.left + 32, y + 8))
            y += 30
            for what, value in ties:
                label = theme.text(theme.fit(what, 16, box.width - 130, "semibold"), 16, C.TEXT_DIM, "semibold")
                surface.blit(label, label.get_rect(midleft=(box.left + 32, y + 13)))
                num = theme.text(value, 16, C.TEXT_DIM, "semibold")
                surface.blit(num, num.get_rect(midright=(box.right - 32, y + 13)))
                y += 26
        hint = theme.text(_("Click or press Esc to close"), 14, C.TEXT_DIM, "italic")
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 14)))

    def confetti_pieces(self) -> list[pygame.Rect]:
        """Where each piece of confetti is now (a rect, with its colour's index as `ci`)."""
        out = []
        for x, y, _speed, phase, ci in self.confetti:
            w = abs(math.cos(phase)) * 10 + 2
            piece = _Piece(round(x + 6 * math.sin(phase)), round(y), round(w), 6)
            piece.ci = ci
            out.append(piece)
        return out

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        self.draw_rows(surface)
        self.draw_numbers(surface)
        if not self.counting and not self.kept_problem:
            hint = theme.text(theme.fit(_("Click a player, or press 1 to {n}, for where the points came from").format(
                n=len(self.order)), 15, W - 80, "italic"), 15, C.TEXT_DIM, "italic")
            words = [surface.blit(hint, hint.get_rect(midtop=(W // 2, 680)))]
        else:
            words = []
        if self.kept_problem:
            img = theme.text(theme.fit(theme.sentence(self.kept_problem), 16, W - 160, "semibold"), 16, C.WARNING,
                             "semibold")
            words.append(surface.blit(img, img.get_rect(midtop=(W // 2, 682))))
        if self.confetti:
            # the confetti falls behind the words: a piece over the headline, the
            # reason, the score table or a hint is not drawn (the words stay whole)
            words += getattr(self, "words", []) + [b.rect for b in (self.back_button, self.again_button,
                                                                     self.replay_button, self.title_button)]
            for piece in self.confetti_pieces():
                if piece.collidelist(words) < 0:
                    pygame.draw.rect(surface, self._confetti_colours[int(piece.ci)], piece)
        if self.opened is not None:
            self.draw_breakdown(surface, self.opened)
