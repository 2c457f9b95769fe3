"""The scare phase and the duel face up on the table: each player's played
creatures laid over their cage board, turned face up together, their total,
who scared the crowd, the neighbour scares as arrows, and the leftovers; the
element duel's throws the same way.

Drawn from a RevealShow / DuelShow (stage.py), which hold only what the
events showed everyone.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.screen import gfx, theme
from game.draw.icons import element_icon, scare_token
from game.screen.theme import C
from rules.core.i18n import _, ngettext
from rules.isle_of_monsters.actions import element_name
from game.table.words import and_list

from .creature_art import card_back, card_image
from .layout import REVEAL_CARD
from .stage import DuelShow, RevealShow


def reveal_size(area: pygame.Rect) -> tuple[int, int]:
    """Played cards as big as the board they lie on allows (5:7)."""
    h = max(REVEAL_CARD[1], area.height - 14)
    return (round(h * 5 / 7), h)


def row_rects(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Cards in a row centred in area, overlapping when there are many."""
    w, h = reveal_size(area)
    room = area.width - 70         # leave room for the total
    step = min(w + 6, (room - w) / max(1, count - 1)) if count > 1 else 0
    width = w + step * (count - 1)
    x0 = area.x + 8 + (room - width) / 2
    y = area.centery - h // 2
    return [pygame.Rect(round(x0 + i * step), y, w, h) for i in range(count)]


def flipped(card: str | None, size, f: float) -> pygame.Surface:
    """A card part way through turning over (f: 0 face down .. 1 face up)."""
    w, h = size
    if f >= 1.0 and card is not None:
        return card_image(card, w, h)
    if f <= 0.0 or card is None:
        return card_back(w, h)
    if f < 0.5:
        k = 1 - 2 * f
        return pygame.transform.scale(card_back(w, h), (max(1, round(w * k)), h))
    k = 2 * f - 1
    return pygame.transform.scale(card_image(card, w, h), (max(1, round(w * k)), h))


def draw_reveal_seat(surf: pygame.Surface, table, show: RevealShow, seat: int) -> None:
    """One seat's played creatures on a mat over its cage board: sliding out,
    turning over, then face up with their total."""
    if seat not in show.seats:
        return
    i = show.seats.index(seat)
    play, total = show.plays[i], show.totals[i]
    area = table.played_rect(seat)
    surf.blit(mat(area.size), area.topleft)
    rects = row_rects(area, len(play))
    src = pygame.Vector2(table.score_centre(seat))
    for card, r in zip(sorted(play), rects):
        pos = src.lerp(pygame.Vector2(r.center), show.slide)
        img = flipped(card, r.size, show.flip)
        surf.blit(img, img.get_rect(center=(round(pos.x), round(pos.y))))
    if show.flip >= 1:
        won = show.crowd_shown and seat in show.crowd
        badge = total_badge(total, show.elements[i], won)
        surf.blit(badge, badge.get_rect(midright=(area.right - 6, area.centery)))


def draw_reveal_overlay(surf: pygame.Surface, table, show: RevealShow) -> None:
    """What spans the table: the neighbour scares' arrows, the crowd's plate
    and the leftovers' plate."""
    names = table.session.names
    for scarer, scared in show.arrows:
        a = pygame.Vector2(table.played_rect(scarer).center)
        b = pygame.Vector2(table.played_rect(scared).center)
        draw_arrow(surf, a, b, theme.seat_colour(table.session.seats[scarer].colour).rgb)
    cx, cy = table.crowd_centre()
    if show.crowd_shown:
        plate = crowd_plate(crowd_words(names, show), show.crowd_points, len(show.crowd) > 1)
        surf.blit(plate, plate.get_rect(center=(cx, cy)))
    if show.leftover is not None:
        seat, cards = show.leftover
        words = ngettext("{name} is the last with a creature: {n} left",
                         "{name} is the last with creatures: {n} left", cards).format(name=names[seat], n=cards)
        plate = crowd_plate(words, 1, True)
        surf.blit(plate, plate.get_rect(center=(cx, cy + (60 if show.crowd_shown else 0))))


def draw_dimmed(draw, surf: pygame.Surface, rect: pygame.Rect, fade: float) -> None:
    """Draws with `draw`, then veils `rect` as the reveal fades (a step already
    scored stays on the table, dimmed; at the phase's end it goes)."""
    if fade <= 0:
        return
    draw(surf)
    if fade < 1:
        surf.blit(veil(rect.size, int(235 * (1 - fade))), rect.topleft)


@lru_cache(maxsize=64)
def veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    return gfx.rounded_rect(size, 10, (8, 22, 40), alpha=max(0, min(255, alpha)))


def crowd_words(names, show: RevealShow) -> str:
    if len(show.crowd) == 1:
        return _("{name} scares the crowd most with {total}").format(name=names[show.crowd[0]],
                                                                       total=show.crowd_total)
    return _("{names} tie for the crowd at {total}").format(names=and_list([names[s] for s in show.crowd]),
                                                           total=show.crowd_total)


def draw_arrow(surf: pygame.Surface, a: pygame.Vector2, b: pygame.Vector2, colour) -> None:
    d = b - a
    if d.length() < 1:
        return
    u = d.normalize()
    a2 = a + u * 40
    b2 = b - u * 48
    n = pygame.Vector2(-u.y, u.x)
    # a gentle bow so arrows both ways between two players do not overlap
    mid = (a2 + b2) / 2 + n * 26
    pts = [a2.lerp(mid, k / 8) for k in range(9)] + [mid.lerp(b2, k / 8) for k in range(1, 9)]
    pygame.draw.lines(surf, (20, 14, 10), False, pts, 9)
    pygame.draw.lines(surf, colour, False, pts, 5)
    tip_dir = (b2 - pts[-3]).normalize()
    tn = pygame.Vector2(-tip_dir.y, tip_dir.x)
    head = [b2 + tip_dir * 12, b2 - tip_dir * 6 + tn * 10, b2 - tip_dir * 6 - tn * 10]
    pygame.draw.polygon(surf, (20, 14, 10), [p + (p - b2) * 0.25 for p in head])
    pygame.draw.polygon(surf, colour, head)
    tok = scare_token(1, 22)
    surf.blit(tok, tok.get_rect(center=(round(mid.x), round(mid.y))))


@lru_cache(maxsize=16)
def mat(size: tuple[int, int]) -> pygame.Surface:
    return gfx.rounded_rect(size, 10, ((22, 36, 56), (12, 22, 38)), C.GOLD, 2)


@lru_cache(maxsize=64)
def total_badge(total: int, element: str, won: bool) -> pygame.Surface:
    w, h = 58, 54
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    fill = ((255, 224, 120), (226, 160, 50)) if won else ((40, 92, 132), (22, 60, 96))
    out.blit(gfx.rounded_rect((w, h), 12, fill, C.GOLD if won else C.PANEL_EDGE, 2), (0, 0))
    icon = element_icon(element, 18)
    out.blit(icon, icon.get_rect(midtop=(w // 2, 4)))
    num = theme.text(str(total), 24, C.INK if won else C.TEXT, "heading")
    out.blit(num, num.get_rect(midtop=(w // 2, 22)))
    return out


@lru_cache(maxsize=64)
def crowd_plate(words: str, points: int, shared: bool = False) -> pygame.Surface:
    """The words and the scare token they win; `shared`: a point each (a tie,
    or the last with creatures), said after a 1 token."""
    img = theme.text(words, 17, C.TEXT, "bold")
    tok = scare_token(points, 34 if points >= 3 else 28)
    each = theme.text(_("each") if points == 1 and shared else "", 14, C.TEXT_DIM, "italic")
    w = img.get_width() + tok.get_width() + each.get_width() + 44
    h = 52
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(gfx.rounded_rect((w, h), 14, ((30, 22, 44), (16, 12, 28)), C.GOLD, 2, alpha=240), (0, 0))
    out.blit(img, img.get_rect(midleft=(16, h // 2)))
    out.blit(tok, tok.get_rect(midleft=(img.get_width() + 26, h // 2)))
    if each.get_width():
        out.blit(each, each.get_rect(midleft=(img.get_width() + tok.get_width() + 30, h // 2)))
    return out


def draw_duel_seat(surf: pygame.Surface, table, show: DuelShow, seat: int) -> None:
    """A duellist's throw on a mat over its cage board: face down, turning
    over, then the element it picked (crossed out when it lost)."""
    if seat not in show.seats:
        return
    i = show.seats.index(seat)
    area = table.played_rect(seat)
    surf.blit(mat(area.size), area.topleft)
    if not show.picks:
        return
    pick = show.picks[i] if i < len(show.picks) else None
    size = 56
    f = show.flip
    if pick is None or f < 0.5:
        k = 1 - 2 * f
        img = pygame.transform.scale(card_back(44, 62), (max(1, round(44 * k)), 62))
    else:
        k = 2 * f - 1
        icon = element_icon(pick, size)
        img = pygame.transform.scale(icon, (max(1, round(size * k)), size))
    surf.blit(img, img.get_rect(center=area.center))
    if f >= 1 and pick is not None:
        label = theme.text(element_name(pick).capitalize(), 16, C.TEXT, "heading")
        surf.blit(label, label.get_rect(midleft=(area.centerx + 36, area.centery)))
    if seat in show.out:
        cross = out_cross()
        surf.blit(cross, cross.get_rect(center=area.center))


@lru_cache(maxsize=1)
def out_cross() -> pygame.Surface:
    out = pygame.Surface((70, 70), pygame.SRCALPHA)
    for a, b in (((8, 8), (62, 62)), ((62, 8), (8, 62))):
        pygame.draw.line(out, (20, 10, 10), a, b, 14)
        pygame.draw.line(out, (226, 70, 50), a, b, 9)
    return out


def duel_rule_text() -> str:
    return _("Fire scares earth · Earth scares water · Water scares fire")

