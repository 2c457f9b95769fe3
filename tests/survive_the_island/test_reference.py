"""The in-app rules reference: in our own words, with every decision we took where
the rulebooks are silent marked "Our ruling:"."""
from rules.core import registry
from rules.survive_the_island.reference import RULES_REFERENCE

#: the rulings the engine implements where the sources are silent or unread
RULINGS = [
    "two red, two green and two blue",          # die faces
    "fourth Whirlpool",                         # the 8th mountain
    "mirrored",                                 # kraken start spaces
    "north-west and",                           # mixed red start
    "drawn by lot",                             # first player
    "two rafts per player with two",            # 2-player rafts
    "remember your own values",                 # owner's memory
    "no movement points",                       # nobody in play
    "each step is an ordinary raft move",       # paddles
    "does not use up its swim",                 # dolphin
    "empty Piranha space",                      # move a creature
    "green and blue creatures",                 # repellent scope
    "must touch a water",                       # rising waters
    "Pterodactyl put there by a tile",          # placement is not a stop
    "pushed on by the Kaiju",                   # creature put on a Kaiju
    "wrecked at once",                          # raft on a Kaiju
    "stops as soon as",                         # stopping on targets
    "active player moves each pushed",          # kaiju push procedure
    "cannot enter another Kaiju",               # kaiju vs kaiju
    "after each move of its own",               # kraken power
    "only where the order changes",             # order on entering
    "whatever is on that water space is eaten", # piranha ability
    "lost adventurers stay face down",          # values revealed
]


def test_every_ruling_is_written_down_as_ours():
    rulings = [p for _, paras in RULES_REFERENCE for p in paras if "Our ruling" in p]
    text = " ".join(rulings)
    for phrase in RULINGS:
        assert phrase in text, f"no 'Our ruling' paragraph says {phrase!r}"


def test_the_registry_serves_the_reference():
    sections = registry.get("survive_the_island").load_rules_text()
    assert sections == RULES_REFERENCE
    assert all(heading and paragraphs for heading, paragraphs in sections)
