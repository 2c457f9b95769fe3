"""The Isle of Night cards, drawn by code: one look per explore type (its own
colour and its figure: a beetle, a sword, a lantern...), each of the 14
locations with its own little night scene, its name and ability in our
words, the score cards and their lock backs, and the deck's back. Every card shows what the rules read from it: its icons, its
magic symbols and how many copies of its type the deck holds.

Pictures are made once per size (gfx.made_once) and only blitted after."""
from __future__ import annotations

import math

import pygame

from game.screen import gfx, theme
from game.screen.theme import C
from rules.core.i18n import _, ngettext
from rules.isle_of_night import content, lookup

from . import illustrations

#: per plain type: (card colour, emblem colour)
TYPE_LOOK = {
    "beetles": ((54, 92, 60), (150, 214, 120)),
    "butterflies": ((92, 60, 120), (236, 160, 228)),
    "spiders": ((60, 56, 76), (200, 196, 220)),
    "dragons": ((120, 40, 36), (250, 136, 84)),
    "serpents": ((30, 96, 96), (120, 226, 190)),
    "swords": ((70, 78, 100), (214, 224, 240)),
    "spears": ((96, 74, 44), (236, 204, 140)),
    "chests": ((110, 78, 30), (250, 206, 90)),
    "conches": ((40, 90, 130), (250, 214, 196)),
    "lanterns": ((36, 44, 86), (255, 214, 110)),
    "rings": ((66, 28, 70), (196, 120, 255)),
    "scrolls": ((104, 90, 64), (244, 228, 190)),
    "staffs": ((44, 56, 110), (140, 200, 255)),
}
LOCATION_LOOK = ((30, 48, 70), (170, 214, 236))
#: copies of each type in the deck (a location is one of a kind)
COPIES = tuple(sum(1 for t in lookup.CARD_TYPE if t == k) for k in range(lookup.NUM_TYPES))
LOCATION_ROWS = {row[0]: row for row in content.LOCATIONS}


def type_key(t: int) -> str:
    return lookup.TYPE_KEYS[t] if t < lookup.NUM_PLAIN_TYPES else "location"


def look(t: int) -> tuple:
    return TYPE_LOOK[lookup.TYPE_KEYS[t]] if t < lookup.NUM_PLAIN_TYPES else LOCATION_LOOK


# -- emblems ------------------------------------------------------------------------------------

def emblem(t: int, size: int) -> pygame.Surface:
    """The picture of type `t` on a clear square `size` wide: a card type's
    figure, or a location's own scene (illustrations.py)."""
    if t < lookup.NUM_PLAIN_TYPES:
        return illustrations.figure(lookup.TYPE_KEYS[t], size)
    return illustrations.scene(illustrations.location_code(t), (size, size), max(2, size // 6))


def paint_all(card_sizes, location_width=lambda w: w) -> None:
    """Every figure and every location's scene at the sizes the centre's
    cards (`card_sizes`, layout.CENTRE_SIZES) draw them, and every card face
    at each of them (a centre not yet crowded, and a card in flight, at the
    first), painted now, as the table opens: a move that brings a card the
    table has not shown yet, or crowds the centre into smaller cards, then
    costs its frame no painting (43 faces a size; ten new faces took 4 ms of
    the frame the centre first shrank in). A location is drawn
    `location_width(w)` wide among cards w wide (its name stays whole:
    layout.card_width), and is painted so (a location's face and scene
    were 3 ms of the frame a crowded centre first showed one)."""
    def size_of(card: int, w: int, h: int) -> tuple[int, int]:
        return (location_width(w), h) if lookup.CARD_TYPE[card] >= lookup.NUM_PLAIN_TYPES else (w, h)
    boxes = {_scene_box(w, h) for w, h in card_sizes} | {_scene_box(location_width(w), h) for w, h in card_sizes}
    illustrations.paint_all(tuple(sorted(boxes)))
    looks = {_look(card): card for card in lookup.ALL_CARDS}.values()
    for w, h in card_sizes:
        for card in looks:
            card_face(card, *size_of(card, w, h))


def _look(card: int) -> tuple | int:
    """What a card's face shows: a plain card its type, icons and magic (its
    copies look alike and share one picture), a location itself."""
    t = lookup.CARD_TYPE[card]
    return card if t >= lookup.NUM_PLAIN_TYPES else (t, lookup.CARD_ICONS[card], lookup.CARD_MAGIC[card])


def _scene_box(w: int, h: int) -> tuple[tuple[int, int], int]:
    """A location card's scene: its size and corner radius on a card w x h."""
    return (w - 8, int(h * 0.42)), max(3, w // 14)


def magic_star(size: int) -> pygame.Surface:
    def make():
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        pts = []
        for i in range(8):
            rr = c * (0.95 if i % 2 == 0 else 0.38)
            a = -math.pi / 2 + i * math.pi / 4
            pts.append((c + math.cos(a) * rr, c + math.sin(a) * rr))
        gfx.aa_polygon(s, (190, 240, 255), pts)
        return s
    return gfx.made_once(("ion-star", size), make)


# -- faces ----------------------------------------------------------------------------------------

def card_face(card: int, w: int, h: int) -> pygame.Surface:
    """An explore card: its type's look, its icons, magic symbols and copies."""
    def make():
        t = lookup.CARD_TYPE[card]
        base, accent = look(t)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        s.blit(gfx.rounded_rect((w, h), max(4, w // 10), (theme.lighten(base, 0.18), theme.darken(base, 0.35)),
                                theme.lighten(accent, 0.1), 2), (0, 0))
        small = w < 70
        icons = lookup.CARD_ICONS[card] or 1
        if t >= lookup.NUM_PLAIN_TYPES:
            _location_face(s, card, t, w, h, small)
        else:
            size = 12 if small else max(13, h // 12)
            ns, names = (size, ()) if small else _type_name(t, size, w)
            # a name on two lines lifts the figure and makes it smaller by about a line
            lift = (len(names) - 1) * theme.line_height(ns, "heading", 1.0)
            e = int(w * ((0.74 if small else 0.64) if icons == 1 else (0.52 if small else 0.46)))
            e = e - lift if lift else e
            img = emblem(t, e)
            if icons == 1:
                s.blit(img, img.get_rect(center=(w // 2, int(h * 0.47) - lift // 2)))
            else:
                s.blit(img, img.get_rect(center=(int(w * 0.33), int(h * 0.4) - lift // 2)))
                s.blit(img, img.get_rect(center=(int(w * 0.67), int(h * 0.58) - lift // 2)))
            # the icon count and the magic stars sit in the card's left strip,
            # the part a fan leaves showing; the copies in the deck go
            # bottom right (the same on every card of a pile: the top one says it)
            if small:
                cop = theme.text(f"{COPIES[t]}", size, C.TEXT_DIM, "semibold")
                s.blit(cop, cop.get_rect(bottomright=(w - max(4, w // 14), h - 2)))
            else:
                y = h - 8 - size
                for line in reversed(names):
                    name = theme.text(line, ns, C.TEXT, "heading")
                    s.blit(name, name.get_rect(midbottom=(w // 2, y)))
                    y -= theme.line_height(ns, "heading", 1.0)
                n = COPIES[t]
                words = ngettext("{n} in the deck", "{n} in the deck", n).format(n=n)
                if theme.font(size - 1, "semibold").size(words)[0] <= w - 8:
                    cop = theme.text(words, size - 1, C.TEXT_DIM, "semibold")
                    s.blit(cop, cop.get_rect(midbottom=(w // 2, h - 6)))
                else:       # a card too narrow for the words (a tray's 72 px) says the number, as a small card does
                    cop = theme.text(f"{n}", size - 1, C.TEXT_DIM, "semibold")
                    s.blit(cop, cop.get_rect(bottomright=(w - max(4, w // 14), h - 4)))
        top = STRIP_PAD
        if t in lookup.CREATURES or t in (lookup.SWORDS, lookup.SPEARS):
            pill = count_pill(icons, STRIP_W if small else max(STRIP_W, w // 7))
            s.blit(pill, (STRIP_PAD, top))
            top += pill.get_height() + 2
        _magic_marks(s, lookup.CARD_MAGIC[card], STRIP_W if small else max(STRIP_W, w // 7), top)
        return s
    return gfx.made_once(("ion-card", _look(card), w, h), make)


def _type_name(t: int, size: int, w: int) -> tuple[int, tuple[str, ...]]:
    """A type's name on a card w wide: on one line at the largest of three
    sizes it fits at, else on two lines at the smallest ("Conch / horns" on
    a tray's 72 px card, which cut it "Conch ho…"), else cut to one."""
    plural = _(content.CARD_TYPES[t][1]).capitalize()
    room = w - 12
    for k in (size + 2, size, size - 2):
        if theme.font(k, "heading").size(plural)[0] <= room:
            return k, (plural,)
    k = size - 2
    lines = theme.wrap(plural, k, room, "heading")
    if len(lines) == 2 and all(theme.font(k, "heading").size(line)[0] <= room for line in lines):
        return k, tuple(lines)
    return k, (theme.fit(plural, k, room, "heading"),)


#: the left strip of a card every fan leaves showing: its width and margin
STRIP_W, STRIP_PAD = 14, 2


def count_pill(n: int, w: int) -> pygame.Surface:
    """The icon count on a dark pill, readable over any card and beside the
    edge of the next card of a fan."""
    def make():
        h = w + 3
        s = gfx.rounded_rect((w, h), 4, (10, 14, 30), (200, 210, 235), 1).copy()
        digit = theme.text(str(n), max(12, h - 5), C.TEXT, "heading")
        s.blit(digit, digit.get_rect(center=(w // 2, h // 2)))
        return s
    return gfx.made_once(("ion-pill", n, w), make)


def pile_tally(cards: int, icons: int, magic: int, w: int) -> pygame.Surface:
    """What a pile fanned too close to read card by card holds, on a pill over
    its top card: its cards, its icons and its magic symbols."""
    def make():
        lines = ([ngettext("{n} card", "{n} cards", cards).format(n=cards)]
                 + ([ngettext("{n} icon", "{n} icons", icons).format(n=icons)] if icons else [])
                 + ([ngettext("{n} magic", "{n} magic", magic).format(n=magic)] if magic else []))
        imgs = [theme.text(theme.fit(line, 12, w - 8, "semibold"), 12, C.TEXT, "semibold") for line in lines]
        h = sum(i.get_height() for i in imgs) + 6
        s = gfx.rounded_rect((w, h), 6, (10, 14, 30), C.GOLD, 1, alpha=235).copy()
        y = 3
        for img in imgs:
            s.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height()
        return s
    return gfx.made_once(("ion-tally", cards, icons, magic, w), make)


def _magic_marks(s: pygame.Surface, n: int, w: int, top: int) -> None:
    """The card's magic symbols, one under the other in the left strip."""
    star = magic_star(w)
    for k in range(n):
        s.blit(star, (STRIP_PAD, top + k * (w - 1)))


def _location_face(s: pygame.Surface, card: int, t: int, w: int, h: int, small: bool) -> None:
    code, name, timing, _magic, ring_ok, _w, _e, text = LOCATION_ROWS[lookup.CARD_CODE[card]]
    name, text = _(name), _(text)
    if small:
        # up to three lines under the scene; where they would run past the card's
        # foot (a short card, a longer language), the scene is shorter to make room
        size, label = name_lines(name, w - 6, most=3)
        (sw, sh), radius = _scene_box(w, h)
        y = int(h * 0.48)
        over = y + (len(label) - 1) * (size + 1) + theme.font(size, "semibold").get_height() + 2 - h
        if over > 0:
            over += 2               # and clear of the glow around a card that may be taken
            y -= over
            sh -= over
        s.blit(illustrations.scene(code, (sw, sh), radius), (4, 4))
        for line in label:
            img = theme.text(line, size, C.TEXT, "semibold")
            s.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += size + 1
        return
    s.blit(illustrations.scene(code, *_scene_box(w, h)), (4, 4))
    size = max(13, h // 14)
    y = int(h * 0.47)
    for line in theme.wrap(name, size + 1, w - 10, "heading")[:2]:
        img = theme.text(line, size + 1, C.GOLD, "heading")
        s.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += img.get_height()
    body = max(12, size - 1 if w < 150 else size)
    lines = list(theme.wrap(text if ring_ok else _("{text} Not by a ring.").format(text=text), body, w - 12))
    step = theme.font(body).get_linesize() - 1
    room = max(1, (h - 6 - y) // step)
    if len(lines) > room:                   # what does not fit ends in an ellipsis (the large view has it all)
        lines = lines[:room]
        lines[-1] = theme.fit(lines[-1] + "…", body, w - 12)
    for line in lines:
        img = theme.text(line, body, C.TEXT)
        s.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += step


def name_lines(name: str, width: int, sizes=(12, 11), most: int = 2) -> tuple[int, tuple[str, ...]]:
    """A location's name on at most `most` lines `width` wide, whole words
    where they fit: the first font size (of `sizes`) at which every word fits;
    a name that needs more lines has its first words on the first lines and
    the rest on the last. A word too long even at the smallest size is broken
    with a hyphen where the lines hold it (a longer language's one long word,
    « [Šţéáŕéŵáţéŕ »), and ends in an ellipsis only where they do not. (A
    centre card has room for three lines: French names run longer, « Crique
    des Contrebandiers ».)"""
    words = name.split()
    f = None
    for size in sizes:
        f = theme.font(size, "semibold")
        if all(f.size(word)[0] <= width for word in words):
            break
    lines = theme.wrap(name, size, width, "semibold")
    if any(f.size(word)[0] > width for word in words):
        broken = _hyphenated(words, f, width)
        if len(broken) <= most:
            return size, broken
        lines = tuple(words[:most - 1]) + (" ".join(words[most - 1:]),) if len(words) >= most else (name,)
    elif len(lines) > most:
        lines = tuple(words[:most - 1]) + (" ".join(words[most - 1:]),) if len(words) >= most else (name,)
    return size, tuple(theme.fit(line, size, width, "semibold") for line in lines[:most] if line)


def _hyphenated(words: list[str], f: pygame.font.Font, width: int) -> tuple[str, ...]:
    """The words on lines `width` wide in font `f`, a word wider than a line
    broken into pieces that each end in a hyphen but its last."""
    lines: list[str] = []
    line = ""
    for word in words:
        trial = f"{line} {word}" if line else word
        if f.size(trial)[0] <= width:
            line = trial
            continue
        if line:
            lines.append(line)
        while f.size(word)[0] > width and len(word) > 5:
            fits = [k for k in range(2, len(word) - 2) if f.size(word[:k] + "-")[0] <= width] or [2]
            cut = max([k for k in fits if _syllable_break(word, k)] or fits)
            lines.append(word[:cut] + "-")
            word = word[cut:]
        line = word
    if line:
        lines.append(line)
    return tuple(lines)


VOWELS = set("aeiouyàâäáéèêëíîïóôöúùûüÿæœ")
#: consonant pairs a syllable begins with, so never broken (th, ch, ph, gn; a consonant and l or r)
ONSETS = {"th", "ch", "ph", "gn", "qu"} | {c + r for c in "bcdfgkpstv" for r in "lr"}


def _syllable_break(word: str, k: int) -> bool:
    """Whether a hyphen before word[k] falls between syllables, roughly: after a
    vowel and before a consonant (« Amé-thyste »), or between two consonants
    that do not begin a syllable together (« Amé-thys-te »)."""
    a, b = word[k - 1].lower(), word[k].lower()
    if not (a.isalpha() and b.isalpha()) or b in VOWELS:
        return False
    after = word[k + 1].lower() if k + 1 < len(word) else ""
    if a in VOWELS:             # a vowel, then one consonant (or a pair that begins a syllable) and a vowel
        return after in VOWELS or (b + after) in ONSETS
    return (a + b) not in ONSETS and (k + 1 < len(word) and word[k + 1].lower() in VOWELS)


def card_back(w: int, h: int) -> pygame.Surface:
    """The deck's back: a crescent moon over the night sea."""
    def make():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        s.blit(gfx.rounded_rect((w, h), max(4, w // 10), ((28, 36, 82), (10, 14, 40)), (150, 170, 230), 2), (0, 0))
        moon = gfx.circle(int(w * 0.46), (246, 236, 196))
        s.blit(moon, moon.get_rect(center=(w // 2, h // 2 - 4)))
        cut = gfx.circle(int(w * 0.42), (22, 30, 70))
        s.blit(cut, cut.get_rect(center=(w // 2 + w // 8, h // 2 - 10)))
        for k in range(5):
            x = (k * 37 + 11) % (w - 10) + 5
            y = (k * 53 + 17) % (h - 10) + 5
            pygame.draw.circle(s, (220, 230, 255), (x, y), 1)
        return s
    return gfx.made_once(("ion-back", w, h), make)


def score_card_face(score: int, w: int, h: int, vp: int, pos: int) -> pygame.Surface:
    """A score card in position `pos`: the type, icons per set, a diamond when
    it has one, the type's name and the VP a set pays there."""
    def make():
        t = lookup.SCORE_TYPE[score]
        base, accent = look(t)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        s.blit(gfx.rounded_rect((w, h), 8, (C.PARCHMENT, C.SAND), theme.darken(base, 0.1), 2), (0, 0))
        band = gfx.rounded_rect((w - 8, int(h * 0.5)), 6, (theme.lighten(base, 0.1), base))
        s.blit(band, (4, 4))
        big = h >= 120                  # the large view: bigger words and what the card means
        img = emblem(t, int(h * 0.38))
        need = theme.text(f"×{lookup.SCORE_SET[score]}", 26 if big else 16, C.TEXT, "heading")
        x = (w - img.get_width() - 4 - need.get_width()) // 2      # the emblem and its count side by side
        cy = 4 + int(h * 0.25)
        s.blit(img, img.get_rect(midleft=(x, cy)))
        s.blit(need, need.get_rect(midleft=(x + img.get_width() + 4, cy)))
        words = theme.text(ngettext("{n} VP a set", "{n} VP a set", vp).format(n=vp), 18 if big else 13, C.TEXT_DARK,
                           "heading" if big else "semibold")
        s.blit(words, words.get_rect(midbottom=(w // 2, h - 5)))
        name = _(content.CARD_TYPES[t][1]).capitalize()
        size = 14 if big else 12
        tx = 6
        if theme.font(size, "semibold").size(name)[0] > w - 26:
            # a longer language's name: as far as the diamond's left point (w - 18) or
            # the rim, nearer the rim where it needs that, a pixel smaller if need be
            right = w - 19 if lookup.SCORE_DIAMOND[score] else w - 4
            tx = 6 if theme.font(theme.SMALLEST_TEXT, "semibold").size(name)[0] <= right - 6 else 4
            name, size = theme.shrunk(name, size, right - tx, "semibold")
        tag = theme.text(name, size, C.TEXT_DARK_DIM, "semibold")
        if int(h * 0.56) + tag.get_height() <= h - 5 - words.get_height():      # the name only where it has room
            s.blit(tag, (tx, int(h * 0.56)))
        if big:
            meaning = _("Each set of {n} {type} icons scores {vp} VP here").format(
                n=lookup.SCORE_SET[score], type=_(content.CARD_TYPES[t][2]), vp=vp)
            top = int(h * 0.56) + tag.get_height() + 4
            theme.draw_wrapped(s, meaning, pygame.Rect(12, top, w - 24, h - top - words.get_height() - 8), 14,
                               C.TEXT_DARK, "semibold", spacing=1.1)
        if lookup.SCORE_DIAMOND[score]:
            cx, cy = w - 12, int(h * 0.6)
            gfx.aa_polygon(s, (80, 170, 230), [(cx, cy - 7), (cx + 6, cy), (cx, cy + 7), (cx - 6, cy)])
        return s
    return gfx.made_once(("ion-score", score, w, h, vp), make)       # the same card wherever it pays vp


LOCK_RIM = (150, 116, 72)


def lock_back(w: int, h: int) -> pygame.Surface:
    """A score card turned lock side up: a bronze rim, no padlock yet."""
    def make():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        # a bronze rim, not gold: gold marks what may be clicked, and a locked card mostly may not
        s.blit(gfx.rounded_rect((w, h), 8, ((92, 70, 46), (56, 40, 26)), LOCK_RIM, 2), (0, 0))
        return s
    return gfx.made_once(("ion-lock", w, h), make)


def padlock(s: pygame.Surface, cx: int, cy: int, k: float = 1.0) -> None:
    """The gold padlock of a locked card, `k` times its full size, its body centred on (cx, cy)."""
    shackle = pygame.Rect(0, 0, round(22 * k), round(26 * k))
    shackle.midtop = (cx, cy - round(24 * k))
    pygame.draw.arc(s, C.GOLD, shackle, 0, math.pi, max(2, round(4 * k)))
    body = pygame.Rect(0, 0, round(30 * k), round(22 * k))
    body.center = (cx, cy + round(2 * k))
    pygame.draw.rect(s, C.GOLD, body, border_radius=max(2, round(4 * k)))
    pygame.draw.circle(s, C.BARK, (cx, cy), max(1, round(3 * k)))
    pygame.draw.line(s, C.BARK, (cx, cy), (cx, cy + round(7 * k)), 2)


def locked_score_card(score: int, w: int, h: int, vp: int, pos: int) -> pygame.Surface:
    """A locked card as the table shows it: the lock side, which still says
    what the card scores (open information): the type's emblem and the icons
    a set needs across the top, the padlock beside them, the type's name
    under them and the VP a set pays along the foot."""
    def make():
        s = lock_back(w, h).copy()
        t = lookup.SCORE_TYPE[score]
        img = emblem(t, 22)
        need = theme.text(f"×{lookup.SCORE_SET[score]}", 16, C.PARCHMENT, "heading")
        cy = 6 + img.get_height() // 2
        s.blit(img, img.get_rect(midleft=(7, cy)))
        s.blit(need, need.get_rect(midleft=(7 + img.get_width() + 3, cy)))
        padlock(s, w - 17, cy + 3, 0.55)
        name, size = theme.shrunk(_(content.CARD_TYPES[t][1]).capitalize(), 13, w - 12, "semibold", 11)
        tag = theme.text(name, size, C.PARCHMENT, "semibold")
        s.blit(tag, tag.get_rect(midtop=(w // 2, 6 + img.get_height() + 6)))
        vp_words = ngettext("{n} VP a set", "{n} VP a set", vp).format(n=vp)
        words = theme.text(theme.fit(vp_words, 12, w - 8, "semibold"), 12, C.PARCHMENT, "semibold")
        s.blit(words, words.get_rect(midbottom=(w // 2, h - 4)))
        return s
    return gfx.made_once(("ion-locked", score, w, h, vp), make)
