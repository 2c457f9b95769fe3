"""Isle of Night's cards as a sentence names them, in the language in use.

A card's name changes with its marks (magic, double) and, in other languages,
with its noun's gender and number, so each name is a whole message: "a magic
beetle", "{n} double spiders". A location inside a sentence has its own
message too ("claim Mirror Lake": in French with its article). The engine and
the saves never see these words: they keep card numbers.
"""
from __future__ import annotations

from rules.core.i18n import N_, _, ngettext, pgettext

from . import lookup

#: (type key, magic symbol, two icons) -> the card with its article
A_CARD = {
    ('beetles', False, False): N_("a beetle"),
    ('beetles', True, False): N_("a magic beetle"),
    ('beetles', False, True): N_("a double beetle"),
    ('butterflies', False, False): N_("a butterfly"),
    ('butterflies', True, False): N_("a magic butterfly"),
    ('butterflies', False, True): N_("a double butterfly"),
    ('butterflies', True, True): N_("a magic double butterfly"),
    ('spiders', False, False): N_("a spider"),
    ('spiders', True, False): N_("a magic spider"),
    ('spiders', False, True): N_("a double spider"),
    ('dragons', False, False): N_("a dragon"),
    ('dragons', True, False): N_("a magic dragon"),
    ('dragons', False, True): N_("a double dragon"),
    ('serpents', False, False): N_("a serpent"),
    ('serpents', True, False): N_("a magic serpent"),
    ('serpents', False, True): N_("a double serpent"),
    ('swords', False, False): N_("a sword"),
    ('swords', True, False): N_("a magic sword"),
    ('spears', False, False): N_("a spear"),
    ('spears', True, False): N_("a magic spear"),
    ('chests', False, False): N_("a treasure chest"),
    ('chests', True, False): N_("a magic treasure chest"),
    ('conches', False, False): N_("a conch horn"),
    ('lanterns', False, False): N_("a lantern"),
    ('rings', False, False): N_("a cursed ring"),
    ('rings', True, False): N_("a magic cursed ring"),
    ('scrolls', False, False): N_("a scroll"),
    ('scrolls', True, False): N_("a magic scroll"),
    ('staffs', False, False): N_("a magic staff"),
}


def _key(card: int) -> tuple[str, bool, bool]:
    key = lookup.TYPE_KEYS[lookup.CARD_TYPE[card]]
    # every staff carries a magic symbol, which its name already says
    return key, bool(lookup.CARD_MAGIC[card]) and key != "staffs", lookup.CARD_ICONS[card] == 2


def location_in_sentence(index: int) -> str:
    """The location of that number (0-based), as a sentence names it."""
    return (
        pgettext("in a sentence", "Spring of Visions"),
        pgettext("in a sentence", "Amethyst Bay"),
        pgettext("in a sentence", "Dragon's Perch"),
        pgettext("in a sentence", "Serpent Pool"),
        pgettext("in a sentence", "Echoing Grotto"),
        pgettext("in a sentence", "Sealed Archive"),
        pgettext("in a sentence", "Mirror Lake"),
        pgettext("in a sentence", "Moonwell Shrine"),
        pgettext("in a sentence", "Smugglers' Cove"),
        pgettext("in a sentence", "Beacon Cliffs"),
        pgettext("in a sentence", "Starwatch Peak"),
        pgettext("in a sentence", "Gloomroot Hollow"),
        pgettext("in a sentence", "Night Market"),
        pgettext("in a sentence", "Sunken Temple"),
    )[index]


def a_card(card: int) -> str:
    """"a double beetle", "a magic conch horn", "Spring of Visions"."""
    t = lookup.CARD_TYPE[card]
    if t >= lookup.NUM_PLAIN_TYPES:
        return location_in_sentence(t - lookup.NUM_PLAIN_TYPES)
    return _(A_CARD[_key(card)])


def cards_counted(card: int, n: int) -> str:
    """n cards like this one: "2 double beetles" (a location is one of a kind)."""
    t = lookup.CARD_TYPE[card]
    if t >= lookup.NUM_PLAIN_TYPES or n == 1:
        return a_card(card)
    forms = {
        ('beetles', False, False): lambda n: ngettext("{n} beetle", "{n} beetles", n),
        ('beetles', True, False): lambda n: ngettext("{n} magic beetle", "{n} magic beetles", n),
        ('beetles', False, True): lambda n: ngettext("{n} double beetle", "{n} double beetles", n),
        ('butterflies', False, False): lambda n: ngettext("{n} butterfly", "{n} butterflies", n),
        ('butterflies', True, False): lambda n: ngettext("{n} magic butterfly", "{n} magic butterflies", n),
        ('butterflies', False, True): lambda n: ngettext("{n} double butterfly", "{n} double butterflies", n),
        ('butterflies', True, True): lambda n: ngettext("{n} magic double butterfly", "{n} magic double butterflies", n),
        ('spiders', False, False): lambda n: ngettext("{n} spider", "{n} spiders", n),
        ('spiders', True, False): lambda n: ngettext("{n} magic spider", "{n} magic spiders", n),
        ('spiders', False, True): lambda n: ngettext("{n} double spider", "{n} double spiders", n),
        ('dragons', False, False): lambda n: ngettext("{n} dragon", "{n} dragons", n),
        ('dragons', True, False): lambda n: ngettext("{n} magic dragon", "{n} magic dragons", n),
        ('dragons', False, True): lambda n: ngettext("{n} double dragon", "{n} double dragons", n),
        ('serpents', False, False): lambda n: ngettext("{n} serpent", "{n} serpents", n),
        ('serpents', True, False): lambda n: ngettext("{n} magic serpent", "{n} magic serpents", n),
        ('serpents', False, True): lambda n: ngettext("{n} double serpent", "{n} double serpents", n),
        ('swords', False, False): lambda n: ngettext("{n} sword", "{n} swords", n),
        ('swords', True, False): lambda n: ngettext("{n} magic sword", "{n} magic swords", n),
        ('spears', False, False): lambda n: ngettext("{n} spear", "{n} spears", n),
        ('spears', True, False): lambda n: ngettext("{n} magic spear", "{n} magic spears", n),
        ('chests', False, False): lambda n: ngettext("{n} treasure chest", "{n} treasure chests", n),
        ('chests', True, False): lambda n: ngettext("{n} magic treasure chest", "{n} magic treasure chests", n),
        ('conches', False, False): lambda n: ngettext("{n} conch horn", "{n} conch horns", n),
        ('lanterns', False, False): lambda n: ngettext("{n} lantern", "{n} lanterns", n),
        ('rings', False, False): lambda n: ngettext("{n} cursed ring", "{n} cursed rings", n),
        ('rings', True, False): lambda n: ngettext("{n} magic cursed ring", "{n} magic cursed rings", n),
        ('scrolls', False, False): lambda n: ngettext("{n} scroll", "{n} scrolls", n),
        ('scrolls', True, False): lambda n: ngettext("{n} magic scroll", "{n} magic scrolls", n),
        ('staffs', False, False): lambda n: ngettext("{n} magic staff", "{n} magic staffs", n),
    }
    return forms[_key(card)](n).format(n=n)
