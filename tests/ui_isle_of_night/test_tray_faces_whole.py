"""Every plain card's face at each size the discard tray draws it reads
whole (issue 48: "Treasure…" and "Conch ho…" on the tray's 72 px cards,
where two lines fit, and "10 in the deck" ran past both edges): its type's
name whole at 11 px or more, on two lines where one does not hold it, and
nothing cut or past the card's edge."""
from __future__ import annotations

from game.screen import gfx, text_record
from game.tables.isle_of_night import layout as L
from game.tables.isle_of_night.card_art import card_face
from rules.isle_of_night import lookup

#: one card of each look of every plain type
PLAIN = sorted({lookup.CARD_KIND[c]: c for c in lookup.ALL_CARDS
                if lookup.CARD_TYPE[c] < lookup.NUM_PLAIN_TYPES}.values())


def test_every_plain_face_reads_whole_at_every_tray_size(app):
    for w, h in L.TRAY_SIZES:
        for card in PLAIN:
            gfx.forget_pictures()
            with text_record.recording():
                inks = list(card_face(card, w, h).inks)
            for ink in inks:
                assert ink.size >= 11 and not ink.cut and not ink.ellipsis, ((w, h), card, ink)
                x, y, iw, ih = ink.rect
                assert x >= 1 and x + iw <= w - 1 and y >= 0 and y + ih <= h, ((w, h), card, ink)
