"""King of Monster Island's cards and sheets, drawn by code from the content
tables: Power cards (Keep and Discard), Events, Support tiles, Ally sheets and
the Boss sheet, and a Minion token seen large. Every one shows its name, cost, kind and effect text (the
content's own words, written for this project), at any size; each picture is
made once per size and state.
"""
from __future__ import annotations

import math
from collections import Counter

import pygame

from ...screen import gfx, theme
from ...draw.icons import aa_circle, aa_polygon
from ...screen.theme import C
from rules.core.i18n import N_, _, language, ngettext
from rules.king_of_monster_island.content import (ALLY_POWERS, ALLY_THRESHOLDS, ANY_FACE, BOSS_POWERS, BOSS_SIDES,
                                                  BUILDER, CANNON, CARDS, ENERGY, FIRELING, FIST, FOOT, HEART,
                                                  MINION_HEALTH, SHIELD, SOLDIER, STAR, SUPPORT_TILES, WRENCH,
                                                  ally_name, boss_name, card_name, card_text)
from .faces import FACE_COLOURS, face_icon
from .figures import minion_figure

#: The words of a card's text that say what it is about, and the die face that
#: pictures it: a card shows the face its text names most (first listed wins ties).
#: They are read in the card's English text, so a card keeps its emblem in every language.
EMBLEM_WORDS: tuple[tuple[str, str], ...] = (
    ("foot", FOOT), ("feet", FOOT), ("heart", HEART), ("fist", FIST), ("star", STAR),
    ("wrench", WRENCH), ("damage", FIST), ("destroy", FIST), ("health", HEART), ("heal", HEART),
    ("energy", ENERGY), ("fame", STAR), ("move", FOOT),
    ("support", WRENCH), ("crystal", WRENCH), ("pylon", WRENCH), ("build", WRENCH),
    ("reroll", ANY_FACE), ("dice", ANY_FACE),
)

#: (frame top, frame bottom, band) of each kind of card
KIND_COLOURS = {
    "keep": ((46, 132, 120), (18, 70, 66), (26, 96, 88)),
    "discard": ((208, 96, 58), (120, 40, 24), (160, 60, 36)),
    "good event": ((226, 180, 70), (140, 96, 24), (170, 120, 32)),
    "bad event": ((120, 60, 128), (56, 22, 64), (84, 34, 92)),
}
KIND_LABELS = {"keep": N_("KEEP"), "discard": N_("DISCARD"), "good event": N_("EVENT"), "bad event": N_("EVENT")}


def emblem_for(text: str) -> str:
    low = text.lower()
    counts = Counter()
    for word, face in EMBLEM_WORDS:
        counts[face] += low.count(word)
    best = max(counts.values(), default=0)
    if best == 0:
        return ANY_FACE
    for _w, face in EMBLEM_WORDS:
        if counts[face] == best:
            return face
    return ANY_FACE


def card_kind(card_id: str) -> str:
    card = CARDS[card_id]
    if card.event:
        return "good event" if card.good else "bad event"
    return "keep" if card.keep else "discard"


def fitted(text: str, width: int, height: int, size: int, style: str = "body",
           min_size: int = 10) -> tuple[int, tuple[str, ...], bool]:
    """The largest size from `size` down to `min_size` at which the wrapped text
    fits width x height: (size, lines, whether it fits)."""
    while True:
        lines = theme.wrap(text, size, width, style)
        line_h = theme.font(size, style).get_linesize()
        if len(lines) * line_h <= height:
            return size, lines, True
        if size <= min_size:
            return size, lines, False
        size -= 1


def _text_block(surf: pygame.Surface, text: str, rect: pygame.Rect, size: int, colour,
                style: str = "body", min_size: int = 10) -> None:
    """Wrapped text centred in rect, made smaller until it fits; on a card too
    small for all of it, the lines that fit end in an ellipsis (the large view
    on hover shows it whole) instead of a line cut through by the card's edge."""
    size, lines, fits = fitted(text, rect.w, rect.h, size, style, min_size)
    line_h = theme.font(size, style).get_linesize()
    if not fits:
        keep = max(1, rect.h // line_h)
        lines = lines[:keep - 1] + (theme.fit(lines[keep - 1] + " …", size, rect.w, style),)
    y = rect.y + max(0, (rect.h - len(lines) * line_h) // 2)
    for line in lines:
        img = theme.text(line, size, colour, style)
        surf.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += line_h


def _burst(surf: pygame.Surface, centre, radius: float, colour, rays: int = 12) -> None:
    cx, cy = centre
    for i in range(rays):
        a0 = 2 * math.pi * i / rays
        a1 = a0 + math.pi / rays
        aa_polygon(surf, colour, [(cx, cy), (cx + radius * math.cos(a0), cy + radius * math.sin(a0)),
                                  (cx + radius * math.cos(a1), cy + radius * math.sin(a1))])


def energy_badge(value: int, size: int) -> pygame.Surface:
    """A cost: a green disc with an Energy bolt behind the number."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        fill, edge = FACE_COLOURS[ENERGY]
        surf.blit(gfx.circle(size, fill, edge, max(2, size // 12)), (0, 0))
        num = theme.text_outlined(str(value), int(size * 0.62), C.TEXT, edge, style="display", width=2, shadow=1)
        surf.blit(num, num.get_rect(center=(size // 2, size // 2)))
        return surf
    return gfx.made_once(("koi-energy-badge", value, size), make)


def card_rects(w: int, h: int, event: bool = False, text: str = "") -> dict[str, pygame.Rect]:
    """Where a card of w x h keeps its parts: inner (parchment), name, art, band,
    body. A long text takes room from the picture (down to half its height)."""
    inner = pygame.Rect(0, 0, w - w // 8, h - w // 8)
    inner.center = (w // 2, h // 2)
    name = pygame.Rect(inner.x + (6 if event else int(w * 0.24)), inner.y + 2,
                       inner.w - (12 if event else int(w * 0.26)), int(h * 0.13))
    art_h = int(h * 0.28)
    while True:
        art = pygame.Rect(inner.x + 4, name.bottom + 1, inner.w - 8, art_h)
        band = pygame.Rect(inner.x, art.bottom + 3, inner.w, max(12, int(h * 0.07)))
        body = pygame.Rect(inner.x + 5, band.bottom + 3, inner.w - 10, inner.bottom - band.bottom - 6)
        if not text or art_h <= h * 0.14 or fitted(text, body.w, body.h, body_size(w), "body", 10)[2]:
            return {"inner": inner, "name": name, "art": art, "band": band, "body": body}
        art_h -= 4


#: the body text's size on a card w pixels wide (it shrinks to fit, never below 10)
def body_size(w: int) -> int:
    return max(11, int(w * 0.09))


def power_card(card_id: str, w: int, h: int) -> pygame.Surface:
    """A Power card or an Event, face up, w x h pixels."""
    def make() -> pygame.Surface:
        card = CARDS[card_id]
        kind = card_kind(card_id)
        top, bottom, band = KIND_COLOURS[kind]
        rects = card_rects(w, h, card.event, card.text)
        inner, art = rects["inner"], rects["art"]
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(6, w // 14)
        surf.blit(gfx.rounded_rect((w, h), r, (top, bottom), border=(20, 18, 24), border_width=2), (0, 0))
        surf.blit(gfx.rounded_rect(inner.size, r - 2, C.PARCHMENT), inner.topleft)
        # the picture: the card's emblem on a burst in its kind's colour
        pygame.draw.rect(surf, theme.lerp_colour(top, C.PARCHMENT, 0.55), art, border_radius=4)
        clip = surf.subsurface(art)
        _burst(clip, (art.w / 2, art.h / 2), max(art.w, art.h), theme.lerp_colour(top, C.PARCHMENT, 0.3))
        icon = face_icon(emblem_for(card.text), int(art.h * 0.8))
        surf.blit(icon, icon.get_rect(center=art.center))
        # the name across the top, the cost in its corner
        _text_block(surf, card_name(card_id), rects["name"], max(11, int(w * 0.105)), C.TEXT_DARK, "bold", 9)
        if not card.event:
            badge = energy_badge(card.cost, int(w * 0.24))
            surf.blit(badge, (inner.x - int(w * 0.05), inner.y - int(w * 0.05)))
        # its kind on a band, then the effect text
        band_rect = rects["band"]
        pygame.draw.rect(surf, band, band_rect)
        size = max(9, int(band_rect.h * 0.78))
        label = theme.text(theme.fit(_(KIND_LABELS[kind]), size, band_rect.w - 4, "bold"), size, C.TEXT, "bold")
        surf.blit(label, label.get_rect(center=band_rect.center))
        _text_block(surf, card_text(card_id), rects["body"], body_size(w), C.TEXT_DARK, "body", 10)
        return surf
    return gfx.made_once(("koi-card", card_id, w, h, language()), make)


#: a market strip's name line, and the sizes its effect text may take (largest first)
STRIP_NAME = 14
STRIP_TEXT = (13, 11)


def strip_rects(w: int, h: int) -> dict[str, pygame.Rect]:
    """Where a market strip of w x h keeps its parts: the cost badge, the name,
    the kind tag and the emblem on one line, the effect text under them."""
    inner = pygame.Rect(3, 3, w - 6, h - 6)
    badge = pygame.Rect(inner.x + 3, inner.y + 2, 19, 19)
    # as wide as the widest kind's word in the language in use ("DÉFAUSSER" is longer than "DISCARD")
    tag_w = max([58] + [theme.font(11, "bold").size(_(k))[0] + 8 for k in set(KIND_LABELS.values())])
    tag = pygame.Rect(0, inner.y + 3, tag_w, 16)

    tag.right = inner.right - 4
    emblem = pygame.Rect(0, inner.y + 2, 19, 19)
    emblem.right = tag.x - 4
    name = pygame.Rect(badge.right + 5, inner.y + 2, emblem.x - badge.right - 9, 19)
    body = pygame.Rect(inner.x + 6, badge.bottom + 1, inner.w - 12, inner.bottom - badge.bottom - 2)
    return {"inner": inner, "badge": badge, "tag": tag, "emblem": emblem, "name": name, "body": body}


def market_strip(card_id: str, w: int, h: int) -> pygame.Surface:
    """A Power card as the market lays it out: a wide strip in its kind's
    colours with the cost, name, kind and emblem on its top line and the whole
    effect text under them, large enough to read at 1280x720."""
    def make() -> pygame.Surface:
        card = CARDS[card_id]
        kind = card_kind(card_id)
        top, bottom, band = KIND_COLOURS[kind]
        rects = strip_rects(w, h)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.blit(gfx.rounded_rect((w, h), 9, (top, bottom), border=(20, 18, 24), border_width=2), (0, 0))
        inner = rects["inner"]
        surf.blit(gfx.rounded_rect(inner.size, 7, C.PARCHMENT), inner.topleft)
        head = pygame.Rect(inner.x, inner.y, inner.w, rects["badge"].bottom + 1 - inner.y)
        surf.blit(gfx.rounded_rect(head.size, 7, theme.lerp_colour(top, C.PARCHMENT, 0.62)), head.topleft)
        if not card.event:
            surf.blit(energy_badge(card.cost, rects["badge"].w), rects["badge"])
        name = theme.text(theme.fit(card_name(card_id), STRIP_NAME, rects["name"].w, "bold"), STRIP_NAME,
                          C.TEXT_DARK, "bold")
        surf.blit(name, name.get_rect(midleft=rects["name"].midleft))
        icon = face_icon(emblem_for(card.text), rects["emblem"].h)
        surf.blit(icon, rects["emblem"])
        tag = rects["tag"]
        pygame.draw.rect(surf, band, tag, border_radius=5)
        label = theme.text(theme.fit(_(KIND_LABELS[kind]), 11, tag.w - 2, "bold"), 11, C.TEXT, "bold")
        surf.blit(label, label.get_rect(center=tag.center))
        _text_block(surf, card_text(card_id), rects["body"], STRIP_TEXT[0], C.TEXT_DARK, "body", STRIP_TEXT[-1])
        return surf
    return gfx.made_once(("koi-strip", card_id, w, h, language()), make)


def card_back(w: int, h: int, label: str | None = None) -> pygame.Surface:
    """The back of the deck's cards: the volcano's silhouette on deep red
    (label: the words on it, by default "POWER" in the language in use)."""
    label = _("POWER") if label is None else label
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(6, w // 14)
        surf.blit(gfx.rounded_rect((w, h), r, (C.VOLCANO, C.BASALT), border=C.EMBER, border_width=2), (0, 0))
        cx, cy = w / 2, h * 0.55
        aa_polygon(surf, (70, 24, 26), [(cx - w * 0.34, cy + h * 0.18), (cx - w * 0.1, cy - h * 0.16),
                                        (cx + w * 0.1, cy - h * 0.16), (cx + w * 0.34, cy + h * 0.18)])
        aa_circle(surf, C.EMBER, (cx, cy - h * 0.17), w * 0.08)
        text = theme.text(label, max(10, int(w * 0.11)), C.GOLD, "bold")
        surf.blit(text, text.get_rect(center=(cx, h * 0.2)))
        return surf
    return gfx.made_once(("koi-back", w, h, label), make)


def support_tile(tile_id: str | None, size: int, face_up: bool = True, value: int | None = None,
                 used: bool = False) -> pygame.Surface:
    """A Support tile: its value (3 or 4), and face up its die face and, if it
    gives Energy too, a bolt. Face down shows only the value. used: already
    activated this turn (dimmed)."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        tile = SUPPORT_TILES[tile_id] if tile_id else None
        v = tile.value if tile else value
        if face_up and tile is not None:
            surf.blit(gfx.rounded_rect((size, size), size // 6, ((236, 226, 200), (200, 184, 150)),
                                       border=C.DRIFTWOOD, border_width=2), (0, 0))
            icon = face_icon(tile.face, int(size * 0.58))
            surf.blit(icon, icon.get_rect(center=(size // 2, int(size * 0.54))))
            if tile.energy:
                bolt = face_icon(ENERGY, int(size * 0.34))
                surf.blit(bolt, (size - bolt.get_width() - 1, size - bolt.get_height() - 1))
        else:
            surf.blit(gfx.rounded_rect((size, size), size // 6, ((96, 110, 120), (60, 70, 80)),
                                       border=(30, 36, 44), border_width=2), (0, 0))
        num = theme.text_outlined(str(v), int(size * 0.34), C.TEXT, C.INK, style="display", width=2, shadow=1)
        surf.blit(num, (2, 0))
        if used:
            gfx.dim(surf, 120)
        return surf
    return gfx.made_once(("koi-support", tile_id, size, face_up, value, used), make)


def _power_rows(surf: pygame.Surface, rows, rect: pygame.Rect, size: int) -> None:
    """Power lines: (threshold label, name, text, lit). Lit ones are bright."""
    y = rect.y
    row_h = rect.h // max(1, len(rows))
    for label, name, text, lit in rows:
        box = pygame.Rect(rect.x, y, rect.w, row_h - 3)
        fill = (250, 236, 190) if lit else (214, 206, 190)
        pygame.draw.rect(surf, fill, box, border_radius=5)
        if lit:
            pygame.draw.rect(surf, C.GOLD, box, 2, border_radius=5)
        star = face_icon(STAR, int(row_h * 0.5))
        surf.blit(star, (box.x + 3, box.y + (box.h - star.get_height()) // 2))
        num = theme.text(label, size, C.TEXT_DARK, "bold")
        surf.blit(num, num.get_rect(center=(box.x + 3 + star.get_width() // 2, box.centery + 1)))
        ink = C.TEXT_DARK if lit else C.TEXT_DARK_DIM
        tx = box.x + star.get_width() + 8
        width = box.right - tx - 4
        head = theme.text(theme.fit(name, size, width, "bold"), size, ink, "bold")
        room = box.h - head.get_height() - 3
        lines = theme.wrap(name, size, width, "bold")
        pitch = theme.font(size, "bold").get_height() + 1
        if len(lines) == 2 and room < theme.font(theme.SMALLEST_TEXT).get_linesize() and 2 * pitch <= box.h:
            # a name too long for its row where no words fit under it (an offered sheet):
            # on two close lines rather than losing its end (a longer language's "Prefab Parts")
            top = box.y + (box.h - 2 * pitch) // 2
            for i, line in enumerate(lines):
                surf.blit(theme.text(line, size, ink, "bold"), (tx, top + i * pitch))
            y += row_h
            continue
        surf.blit(head, (tx, box.y + 2))
        if room >= theme.font(theme.SMALLEST_TEXT).get_linesize():    # else only the large view says it
            _text_block(surf, text, pygame.Rect(tx, box.y + head.get_height() + 1, box.right - tx - 4, room),
                        max(theme.SMALLEST_TEXT, size - 2), ink, "body", theme.SMALLEST_TEXT)
        y += row_h


def ally_sheet(ally_id: str, w: int, h: int, unlocked: int) -> pygame.Surface:
    """An Ally sheet: its name and four powers, the ones its Monster's Fame has
    unlocked lit (unlocked: how many, 0..4)."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.blit(gfx.rounded_rect((w, h), 10, ((86, 120, 160), (40, 62, 96)), border=C.INK, border_width=2), (0, 0))
        size = max(13, w // 14)
        title = theme.text(theme.fit(ally_name(ally_id), size, w - 8, "bold"), size, C.TEXT, "bold")
        surf.blit(title, title.get_rect(midtop=(w // 2, 6)))
        rows = [(str(ALLY_THRESHOLDS[i]), _(p.name), _(p.text), i < unlocked)
                for i, p in enumerate(ALLY_POWERS[ally_id])]
        _power_rows(surf, rows, pygame.Rect(8, title.get_height() + 12, w - 16, h - title.get_height() - 20),
                    max(11, w // 22))
        return surf
    return gfx.made_once(("koi-ally", ally_id, w, h, unlocked, language()), make)


def active_boss_powers(boss: str, fame: int) -> list[bool]:
    """Which lines of a Boss sheet are lit at this Fame."""
    return [p.fame <= fame for p in BOSS_POWERS[boss]]


def boss_sheet(boss: str, side: str, w: int, h: int, fame: int) -> pygame.Surface:
    """The Boss sheet: its name and side, and every power with the Fame it needs;
    the powers its Fame has reached are lit."""
    lit = tuple(active_boss_powers(boss, fame))

    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.blit(gfx.rounded_rect((w, h), 10, ((150, 48, 40), (70, 22, 24)), border=C.INK, border_width=2), (0, 0))
        dice, _health = BOSS_SIDES[(boss, side)]
        title = theme.text(boss_name(boss), max(14, w // 13), C.TEXT, "bold")
        surf.blit(title, title.get_rect(midtop=(w // 2, 5)))
        words = (ngettext("Advanced side · {n} Boss die", "Advanced side · {n} Boss dice", dice) if side == "advanced"
                 else ngettext("Normal side · {n} Boss die", "Normal side · {n} Boss dice", dice)).format(n=dice)
        sub = theme.text(theme.fit(words, max(11, w // 24), w - 10), max(11, w // 24), C.SAND)
        surf.blit(sub, sub.get_rect(midtop=(w // 2, 7 + title.get_height())))
        top = 12 + title.get_height() + sub.get_height()
        rows = [("•" if p.fame == 0 else str(p.fame), _(p.name), _(p.text), on)
                for p, on in zip(BOSS_POWERS[boss], lit)]
        _power_rows(surf, rows, pygame.Rect(8, top, w - 16, h - top - 8), max(11, w // 24))
        return surf
    return gfx.made_once(("koi-boss", boss, side, w, h, lit, language()), make)


#: what each kind of Minion does, in our own words (the large view of a token)
MINION_WORDS = {
    SOLDIER: N_("When the Boss stands in its zone, it deals 1 Damage to each Monster in that zone."),
    SHIELD: N_("It does nothing itself, but while a Shield is in a zone, only Shields there can be hit."),
    CANNON: N_("When the Boss stands in its zone, it deals 1 Damage to every Monster on the island."),
    BUILDER: N_("When the Boss stands in its zone, it builds a Crystal there."),
    FIRELING: N_("When the Boss stands in its zone, it deals 1 Damage to each Monster there. "
                 "Destroyed, it goes back to the Lavalord's pool."),
}


def minion_count(kind: str, count: int, zone: int) -> str:
    """"2 Soldiers in zone 3" (each kind its own message: French nouns agree)."""
    if kind == SOLDIER:
        text = ngettext("{n} Soldier in zone {zone}", "{n} Soldiers in zone {zone}", count)
    elif kind == SHIELD:
        text = ngettext("{n} Shield in zone {zone}", "{n} Shields in zone {zone}", count)
    elif kind == CANNON:
        text = ngettext("{n} Cannon in zone {zone}", "{n} Cannons in zone {zone}", count)
    elif kind == BUILDER:
        text = ngettext("{n} Builder in zone {zone}", "{n} Builders in zone {zone}", count)
    else:
        text = ngettext("{n} Fireling in zone {zone}", "{n} Firelings in zone {zone}", count)
    return text.format(n=count, zone=zone)


def minion_card(kind: str, count: int, zone: int, w: int, h: int) -> pygame.Surface:
    """A Minion token seen large: the token with its Health, its name, how many
    stand in the zone, what one group of Damage must hold to destroy it, and
    what it does in the Boss Phase."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.blit(gfx.rounded_rect((w, h), 10, ((60, 84, 70), (30, 46, 38)), border=C.INK, border_width=2), (0, 0))
        token = minion_figure(kind, w // 2, MINION_HEALTH[kind])
        surf.blit(token, token.get_rect(midtop=(w // 2, 10)))
        y = 16 + token.get_height()
        title = theme.text(theme.fit(minion_count(kind, count, zone + 1), 17, w - 12, "bold"), 17, C.TEXT, "bold")
        surf.blit(title, title.get_rect(midtop=(w // 2, y)))
        y += title.get_height() + 6
        health = MINION_HEALTH[kind]
        words = (ngettext("Health {health}: one group of dice resolved together must bring {health} Damage to "
                          "destroy it. {does}",
                          "Health {health}: one group of dice resolved together must bring {health} Damage to "
                          "destroy it. {does}", health) if count == 1 else
                 ngettext("Health {health}: one group of dice resolved together must bring {health} Damage to "
                          "destroy one. {does}",
                          "Health {health}: one group of dice resolved together must bring {health} Damage to "
                          "destroy one. {does}", health)).format(health=health, does=_(MINION_WORDS[kind]))

        _text_block(surf, words, pygame.Rect(12, y, w - 24, h - y - 10), 14, C.TEXT, "body", 11)
        return surf
    return gfx.made_once(("koi-minion-card", kind, count, zone, w, h, language()), make)
