"""What each Isle of Night piece is drawn as, as data: every explore card
type's figure (its palette and parts: body, wings, legs, blade, flame...),
every location's little scene (its sky and what stands under it, a card
type's figure set in where it belongs), and the island card's night island.
art_parts.py paints them all in one style; this module only describes them
and makes each picture once per size (gfx.made_once)."""
from __future__ import annotations

import pygame

from game.screen import gfx, theme
from game.screen.theme import C, SEAT_COLOURS
from rules.isle_of_night import lookup

from .art_parts import Picture, arc, figure_surface, glow, inset, line, oval, ridge, scene_surface, shape, star, wave

PURPLE = next(sc.rgb for sc in SEAT_COLOURS if sc.name == "Purple")
STEEL = theme.lerp_colour(C.TEXT_DIM, C.FOAM, 0.5)
MOON = theme.lerp_colour(C.PARCHMENT, C.GOLD, 0.2)
NIGHT_LAND = theme.darken(C.JUNGLE_DEEP, 0.35)
ROCK = theme.lerp_colour(C.BASALT, C.DEEP_SEA, 0.4)
STONE = theme.lerp_colour(C.SAND_DEEP, C.TEXT_DIM, 0.5)
WATER = theme.lerp_colour(C.SEA, C.SHALLOWS, 0.4)


# -- the card types' figures ----------------------------------------------------------------------

FIGURES: dict[str, Picture] = {
    "beetles": Picture(
        {"body": theme.lighten(C.JUNGLE, 0.12), "shade": C.JUNGLE_DEEP, "spot": C.MOSS, "eye": C.GOLD},
        (line("shade", 0.07, (0.22, -0.2), (0.6, -0.38), (0.76, -0.66), mirror=True),
         line("shade", 0.07, (0.3, 0.06), (0.7, 0.06), (0.88, 0.24), mirror=True),
         line("shade", 0.07, (0.26, 0.36), (0.58, 0.6), (0.66, 0.88), mirror=True),
         line("shade", 0.04, (0.07, -0.62), (0.22, -0.84), (0.38, -0.9), mirror=True),
         oval("shade", 0, -0.56, 0.2, 0.16),
         oval("body", 0, -0.33, 0.34, 0.17),
         oval("body", 0.17, 0.2, 0.2, 0.5, mirror=True),
         oval("spot", 0.18, 0.06, 0.07, 0.07, mirror=True, outline=False),
         oval("spot", 0.19, 0.38, 0.05, 0.05, mirror=True, outline=False),
         oval("eye", 0.1, -0.6, 0.04, 0.04, mirror=True, shine=False))),
    "butterflies": Picture(
        {"wing": theme.lighten(PURPLE, 0.4), "hind": theme.lighten(PURPLE, 0.12), "spot": C.GOLD,
         "eye": C.FOAM, "body": C.BASALT},
        (oval("wing", 0.44, -0.34, 0.46, 0.33, turn=-0.45, mirror=True),
         oval("hind", 0.34, 0.36, 0.3, 0.27, turn=0.55, mirror=True),
         oval("spot", 0.55, -0.44, 0.12, 0.1, turn=-0.45, mirror=True, shine=False),
         oval("eye", 0.36, 0.42, 0.08, 0.08, mirror=True, shine=False),
         line("body", 0.03, (0.03, -0.5), (0.16, -0.78), (0.28, -0.88), mirror=True, shine=False),
         oval("spot", 0.29, -0.89, 0.05, 0.05, mirror=True, shine=False),
         oval("body", 0, 0.04, 0.08, 0.5),
         oval("body", 0, -0.5, 0.1, 0.1))),
    "spiders": Picture(
        {"body": theme.lerp_colour(C.BASALT, C.TEXT_DIM, 0.45), "leg": theme.lerp_colour(C.BASALT, C.TEXT_DIM, 0.2),
         "mark": C.LAVA, "eye": C.EMBER, "thread": C.TEXT_DIM},
        (line("thread", 0.02, (0, -0.3), (0, -1.0), outline=False, shine=False),
         line("leg", 0.06, (0.12, -0.22), (0.45, -0.62), (0.82, -0.74)),
         line("leg", 0.06, (-0.12, -0.22), (-0.45, -0.62), (-0.82, -0.74)),
         line("leg", 0.06, (0.15, -0.1), (0.6, -0.34), (0.94, -0.1), mirror=True),
         line("leg", 0.06, (0.15, 0.02), (0.6, 0.14), (0.88, 0.52), mirror=True),
         line("leg", 0.06, (0.1, 0.12), (0.44, 0.5), (0.58, 0.9), mirror=True),
         oval("body", 0, 0.34, 0.34, 0.4),
         shape("mark", (-0.11, 0.16), (0.11, 0.16), (0, 0.32), outline=False, shine=False),
         shape("mark", (-0.11, 0.5), (0.11, 0.5), (0, 0.34), outline=False, shine=False),
         oval("body", 0, -0.18, 0.22, 0.2),
         oval("eye", 0.07, -0.24, 0.045, 0.045, mirror=True, shine=False),
         oval("eye", 0.15, -0.16, 0.03, 0.03, mirror=True, shine=False))),
    "dragons": Picture(
        {"body": C.LAVA, "wing": C.VOLCANO, "belly": C.EMBER, "horn": C.SAND, "eye": C.GOLD},
        (shape("wing", (0.14, -0.1), (0.5, -0.76), (0.6, -0.5), (0.8, -0.64), (0.8, -0.32), (0.98, -0.26),
               (0.7, 0.1), (0.24, 0.16), mirror=True),
         line("body", 0.12, (0.05, 0.5), (0.3, 0.78), (0.6, 0.72), (0.76, 0.52)),
         shape("body", (0.7, 0.56), (0.96, 0.36), (0.86, 0.64)),
         oval("body", 0.18, 0.58, 0.1, 0.08, mirror=True),
         oval("body", 0, 0.2, 0.26, 0.42),
         oval("belly", 0, 0.3, 0.13, 0.28),
         shape("horn", (0.08, -0.52), (0.26, -0.8), (0.18, -0.48), mirror=True),
         oval("body", 0, -0.38, 0.2, 0.19),
         oval("body", 0, -0.24, 0.12, 0.09),
         oval("eye", 0.08, -0.42, 0.045, 0.04, mirror=True, shine=False))),
    "serpents": Picture(
        {"body": C.LAGOON, "crest": C.MOSS, "eye": C.GOLD, "foam": C.FOAM, "tongue": C.LAVA},
        (line("body", 0.2, *arc(-0.58, 0.52, 0.26, 0.3, 3.14159, 6.28318)),
         line("body", 0.2, *arc(0.0, 0.52, 0.26, 0.3, 3.14159, 6.28318)),
         line("body", 0.2, (0.48, 0.56), (0.5, 0.1), (0.56, -0.2), (0.66, -0.34)),
         star("crest", -0.58, 0.12, 0.1, tips=3, outline=True),
         star("crest", 0.0, 0.12, 0.1, tips=3, outline=True),
         line("tongue", 0.03, (0.92, -0.3), (1.0, -0.24), shine=False),
         oval("body", 0.72, -0.36, 0.22, 0.14, turn=-0.2),
         shape("crest", (0.52, -0.42), (0.56, -0.7), (0.7, -0.48)),
         oval("eye", 0.76, -0.42, 0.045, 0.04, shine=False),
         line("foam", 0.05, *wave(-0.98, 0.98, 0.6, 0.04, 4), shine=False))),
    "swords": Picture(
        {"blade": STEEL, "groove": theme.darken(STEEL, 0.25), "gold": C.GOLD, "grip": C.BARK, "gem": C.LAVA},
        (shape("blade", (-0.16, 0.3), (-0.16, -0.66), (0, -0.96), (0.16, -0.66), (0.16, 0.3)),
         line("groove", 0.04, (0, -0.64), (0, 0.24), outline=False, shine=False),
         line("grip", 0.14, (0, 0.42), (0, 0.74)),
         shape("gold", (-0.5, 0.26), (0.5, 0.26), (0.42, 0.42), (-0.42, 0.42)),
         oval("gold", 0, 0.84, 0.12, 0.12),
         oval("gem", 0, 0.34, 0.06, 0.06, shine=False))),
    "spears": Picture(
        {"shaft": C.DRIFTWOOD, "head": STEEL, "tassel": C.LAVA, "band": C.GOLD},
        (line("shaft", 0.12, (-0.8, 0.86), (0.46, -0.4)),
         line("tassel", 0.045, (0.36, -0.34), (0.3, -0.04), shine=False),
         line("tassel", 0.045, (0.4, -0.3), (0.44, -0.02), shine=False),
         shape("head", (0.36, -0.36), (0.8, -0.5), (0.94, -0.94), (0.5, -0.8)),
         oval("band", 0.38, -0.33, 0.08, 0.06, turn=-0.78),
         oval("head", -0.82, 0.88, 0.06, 0.06))),
    "chests": Picture(
        {"wood": C.DRIFTWOOD, "lid": theme.lighten(C.DRIFTWOOD, 0.12), "gold": C.GOLD, "hole": C.INK},
        (shape("wood", (-0.82, -0.06), (0.82, -0.06), (0.82, 0.7), (-0.82, 0.7)),
         shape("lid", *((x, y) for x, y in arc(0, -0.06, 0.82, 0.5, 3.14159, 6.28318))),
         shape("gold", (-0.6, -0.42), (-0.46, -0.46), (-0.46, 0.7), (-0.6, 0.7), mirror=True),
         shape("gold", (-0.15, -0.14), (0.15, -0.14), (0.15, 0.24), (-0.15, 0.24)),
         oval("hole", 0, 0.04, 0.04, 0.06, outline=False, shine=False))),
    "conches": Picture(
        {"shell": C.SAND, "ridge": C.SAND_DEEP, "lip": theme.lerp_colour(C.PARCHMENT, C.LAVA, 0.25),
         "inside": theme.lerp_colour(C.LAVA, C.PARCHMENT, 0.45)},
        (shape("shell", (-0.94, -0.02), (-0.4, -0.42), (0.2, -0.62), (0.62, -0.5), (0.8, -0.1), (0.72, 0.36),
               (0.3, 0.56), (-0.3, 0.36)),
         shape("ridge", (-0.32, -0.44), (-0.22, -0.68), (-0.12, -0.5)),
         shape("ridge", (0.1, -0.58), (0.2, -0.84), (0.3, -0.6)),
         line("ridge", 0.035, (-0.62, -0.24), (-0.56, 0.06), (-0.6, 0.2), outline=False, shine=False),
         line("ridge", 0.035, (-0.34, -0.4), (-0.24, 0.0), (-0.3, 0.34), outline=False, shine=False),
         line("ridge", 0.035, (-0.02, -0.54), (0.08, -0.06), (0.0, 0.46), outline=False, shine=False),
         oval("lip", 0.5, 0.06, 0.32, 0.42, turn=0.2),
         oval("inside", 0.53, 0.1, 0.17, 0.27, turn=0.2, shine=False))),
    "lanterns": Picture(
        {"light": C.GOLD, "frame": C.DRIFTWOOD, "glass": theme.lighten(C.GOLD, 0.55), "flame": C.EMBER,
         "core": C.PARCHMENT},
        (glow("light", 0, 0.08, 0.9),
         line("frame", 0.06, *arc(0, -0.64, 0.18, 0.24, 3.14159, 6.28318), shine=False),
         shape("frame", (-0.32, -0.44), (-0.14, -0.66), (0.14, -0.66), (0.32, -0.44)),
         shape("glass", (-0.34, -0.44), (0.34, -0.44), (0.3, 0.56), (-0.3, 0.56), shine=False),
         shape("flame", (0, -0.24), (0.13, 0.1), (0, 0.26), (-0.13, 0.1), outline=False),
         oval("core", 0, 0.12, 0.05, 0.09, outline=False, shine=False),
         line("frame", 0.05, (0.17, -0.44), (0.15, 0.56), mirror=True, shine=False),
         shape("frame", (-0.42, 0.54), (0.42, 0.54), (0.34, 0.74), (-0.34, 0.74)))),
    "rings": Picture(
        {"band": theme.darken(C.GOLD, 0.12), "gem": theme.lighten(PURPLE, 0.25), "curse": PURPLE,
         "wisp": theme.lighten(PURPLE, 0.55)},
        (glow("curse", 0, -0.5, 0.6),
         line("band", 0.2, *arc(0, 0.28, 0.56, 0.54, 0, 6.28318, 28), closed=True),
         shape("band", (-0.22, -0.36), (0.22, -0.36), (0.12, -0.2), (-0.12, -0.2)),
         shape("gem", (0, -0.88), (0.28, -0.58), (0, -0.32), (-0.28, -0.58)),
         line("wisp", 0.035, (-0.4, -0.36), (-0.64, -0.56), (-0.56, -0.82), (-0.72, -0.96),
              mirror=True, outline=False, shine=False))),
    "scrolls": Picture(
        {"sheet": C.PARCHMENT, "roll": C.SAND_DEEP, "ends": C.DRIFTWOOD, "ink": C.TEXT_DARK_DIM, "seal": C.LAVA},
        (shape("sheet", (-0.42, -0.62), (0.42, -0.62), (0.42, 0.62), (-0.42, 0.62)),
         line("ink", 0.045, (-0.28, -0.36), (0.28, -0.36), outline=False, shine=False),
         line("ink", 0.045, (-0.28, -0.16), (0.2, -0.16), outline=False, shine=False),
         line("ink", 0.045, (-0.28, 0.04), (0.28, 0.04), outline=False, shine=False),
         line("ink", 0.045, (-0.28, 0.24), (0.0, 0.24), outline=False, shine=False),
         oval("roll", 0, -0.68, 0.52, 0.14),
         oval("roll", 0, 0.68, 0.52, 0.14),
         oval("ends", 0.56, -0.68, 0.07, 0.14, mirror=True),
         oval("ends", 0.56, 0.68, 0.07, 0.14, mirror=True),
         oval("seal", 0.22, 0.38, 0.15, 0.15))),
    "staffs": Picture(
        {"wood": C.DRIFTWOOD, "orb": theme.lerp_colour(C.LAGOON, C.FOAM, 0.45), "light": C.LAGOON,
         "spark": C.FOAM, "wrap": C.GOLD},
        (glow("light", 0.36, -0.66, 0.62),
         line("wood", 0.12, (-0.56, 0.94), (0.26, -0.36)),
         line("wood", 0.07, (0.26, -0.36), (0.1, -0.56), (0.16, -0.82)),
         line("wood", 0.07, (0.26, -0.36), (0.52, -0.44), (0.62, -0.72)),
         oval("orb", 0.37, -0.67, 0.24, 0.24),
         oval("wrap", 0.02, -0.02, 0.09, 0.06, turn=-1.0),
         star("spark", 0.8, -0.94, 0.12),
         star("spark", -0.1, -0.9, 0.09),
         star("spark", 0.72, -0.2, 0.08))),
}


# -- the locations' scenes ------------------------------------------------------------------------

def _figure(key: str, cx: float, cy: float, r: float):
    return inset(key, cx, cy, r)


SEA_PARTS = (shape("sea", (-1.7, 0.42), (1.7, 0.42), (1.7, 3.0), (-1.7, 3.0), shine=False, outline=False),
             line("foam", 0.04, *wave(-1.7, 1.7, 0.46, 0.025, 6), outline=False, shine=False))

SCENES: dict[str, Picture] = {
    "LOC-01": Picture(    # Spring of Visions: a glowing spring in the rocks, visions rising from it
        {"land": NIGHT_LAND, "rock": ROCK, "pool": C.LAGOON, "light": C.FOAM, "spark": C.FOAM},
        (shape("land", *ridge(-1.7, 1.7, 0.3, (-1.0, 0.1), (0.0, 0.22), (1.0, 0.05)), shine=False),
         glow("light", 0, 0.48, 0.8),
         oval("rock", -0.72, 0.42, 0.3, 0.2), oval("rock", 0.72, 0.44, 0.28, 0.18),
         oval("pool", 0, 0.52, 0.56, 0.2),
         line("light", 0.05, (0, 0.4), (-0.08, 0.0), (0.06, -0.3), (-0.04, -0.6), outline=False, shine=False),
         star("spark", -0.3, -0.3, 0.14), star("spark", 0.34, -0.56, 0.18), star("spark", 0.06, -0.86, 0.1)),
        sky=((18, 30, 70), (40, 86, 120)), stars=6),
    "LOC-02": Picture(    # Amethyst Bay: violet crystals on a rock over the bay
        {"sea": WATER, "foam": C.FOAM, "rock": ROCK, "gem": theme.lighten(PURPLE, 0.2),
         "gem2": theme.lighten(PURPLE, 0.45), "moon": MOON},
        (oval("moon", -0.9, -0.58, 0.2, 0.2, shine=False),) + SEA_PARTS +
        (shape("rock", (-0.1, 0.62), (0.2, 0.2), (0.9, 0.1), (1.3, 0.62)),
         shape("gem", (0.2, 0.3), (0.3, -0.5), (0.46, 0.26)),
         shape("gem2", (0.42, 0.22), (0.62, -0.8), (0.8, 0.2)),
         shape("gem", (0.76, 0.2), (0.98, -0.3), (1.06, 0.24))),
        sky=((40, 22, 70), (96, 60, 124)), stars=7),
    "LOC-03": Picture(    # Dragon's Perch: a dragon on a crag under the moon
        {"rock": ROCK, "land": NIGHT_LAND, "moon": MOON},
        (oval("moon", -0.6, -0.45, 0.32, 0.32, shine=False),
         shape("land", *ridge(-1.7, 1.7, 0.7, (-1.2, 0.5), (-0.5, 0.62)), shine=False),
         shape("rock", (-0.2, 3.0), (0.1, 0.0), (0.32, -0.14), (0.62, -0.1), (0.86, 0.3), (1.1, 3.0)),
         _figure("dragons", 0.46, -0.52, 0.52)),
        sky=((50, 16, 20), (120, 50, 40)), stars=5),
    "LOC-04": Picture(    # Serpent Pool: a serpent rising from a round pool among stones
        {"land": NIGHT_LAND, "rock": ROCK, "pool": WATER},
        (shape("land", *ridge(-1.7, 1.7, 0.2, (-0.8, 0.1), (0.8, 0.14)), shine=False),
         oval("rock", 0, 0.6, 0.98, 0.36),
         oval("pool", 0, 0.58, 0.82, 0.26, shine=False),
         _figure("serpents", 0.05, 0.02, 0.62)),
        sky=((10, 40, 46), (30, 90, 90)), stars=5),
    "LOC-05": Picture(    # Echoing Grotto: a cave mouth, a conch before it, its call echoing
        {"rock": ROCK, "cave": C.INK, "echo": C.FOAM},
        (shape("rock", (-1.7, 3.0), (-1.7, -0.3), (-0.9, -0.9), (0.0, -1.0), (0.9, -0.9), (1.7, -0.3), (1.7, 3.0)),
         shape("cave", *(arc(0, 0.9, 0.72, 1.3, 3.14159, 6.28318) + ((0.72, 3.0), (-0.72, 3.0))), shine=False),
         line("echo", 0.04, *arc(0.0, 0.3, 0.45, 0.45, 3.6, 5.8), outline=False, shine=False),
         line("echo", 0.04, *arc(0.0, 0.3, 0.62, 0.62, 3.7, 5.7), outline=False, shine=False),
         _figure("conches", 0.0, 0.55, 0.4)),
        sky=((16, 26, 60), (40, 56, 100)), stars=4),
    "LOC-06": Picture(    # Sealed Archive: a stone hall, its great door shut with a seal
        {"stone": STONE, "roof": theme.darken(STONE, 0.2), "door": C.BARK, "seal": C.LAVA, "land": NIGHT_LAND},
        (shape("land", *ridge(-1.7, 1.7, 0.78), shine=False),
         shape("stone", (-0.9, 0.8), (-0.9, -0.3), (0.9, -0.3), (0.9, 0.8)),
         shape("roof", (-1.08, -0.28), (0, -0.9), (1.08, -0.28)),
         shape("door", *(arc(0, 0.0, 0.34, 0.3, 3.14159, 6.28318) + ((0.34, 0.8), (-0.34, 0.8)))),
         line("roof", 0.03, (0, -0.28), (0, 0.8), outline=False, shine=False),
         oval("seal", 0, 0.3, 0.14, 0.14)),
        sky=((34, 30, 24), (86, 74, 54)), stars=5),
    "LOC-07": Picture(    # Mirror Lake: mountains and the moon, and their reflection in still water
        {"hill": theme.lerp_colour(C.DEEP_SEA, C.TEXT_DIM, 0.25), "lake": theme.darken(C.SEA, 0.1),
         "mirror": theme.lerp_colour(C.SEA, C.TEXT_DIM, 0.35), "moon": MOON, "moonlit": theme.darken(MOON, 0.25),
         "foam": C.FOAM},
        (oval("moon", 0.5, -0.62, 0.18, 0.18, shine=False),
         shape("hill", (-1.7, 0.1), (-0.9, -0.6), (-0.4, -0.2), (0.1, -0.75), (0.9, 0.1)),
         shape("lake", (-1.7, 0.1), (1.7, 0.1), (1.7, 3.0), (-1.7, 3.0), shine=False, outline=False),
         shape("mirror", (-1.7, 0.1), (-0.9, 0.8), (-0.4, 0.4), (0.1, 0.95), (0.9, 0.1), shine=False, outline=False),
         oval("moonlit", 0.5, 0.82, 0.18, 0.18, shine=False, outline=False),
         line("foam", 0.03, (-1.7, 0.1), (1.7, 0.1), outline=False, shine=False)),
        sky=((20, 36, 76), (60, 96, 140)), stars=8),
    "LOC-08": Picture(    # Moonwell Shrine: a crescent over a well, its beam falling into it
        {"stone": STONE, "roof": C.VOLCANO, "beam": MOON, "moon": MOON, "night": (40, 30, 80),
         "land": NIGHT_LAND, "well": C.INK},
        (oval("moon", 0, -0.66, 0.26, 0.26, shine=False),
         oval("night", 0.12, -0.72, 0.22, 0.22, shine=False, outline=False),
         shape("beam", (-0.08, -0.38), (0.08, -0.38), (0.36, 0.5), (-0.36, 0.5), shine=False, outline=False),
         shape("land", *ridge(-1.7, 1.7, 0.72), shine=False),
         line("roof", 0.07, (-0.46, 0.7), (-0.46, -0.2), mirror=True),
         shape("roof", (-0.66, -0.14), (0, -0.42), (0.66, -0.14), (0.6, -0.04), (-0.6, -0.04)),
         shape("stone", (-0.5, 0.3), (0.5, 0.3), (0.5, 0.8), (-0.5, 0.8)),
         oval("well", 0, 0.3, 0.5, 0.1, shine=False),
         glow("beam", 0, 0.3, 0.6)),
        sky=((22, 16, 52), (64, 48, 110)), stars=7),
    "LOC-09": Picture(    # Smugglers' Cove: a boat at anchor in a cove, a chest on the sand
        {"sea": WATER, "foam": C.FOAM, "rock": ROCK, "sand": C.SAND_DEEP, "hull": C.BARK, "sail": C.PARCHMENT},
        SEA_PARTS +
        (shape("rock", (-1.7, 3.0), (-1.7, -0.8), (-1.1, -0.6), (-0.8, 0.3), (-0.6, 3.0)),
         shape("rock", (1.7, 3.0), (1.7, -0.5), (1.2, -0.3), (1.0, 0.5), (0.9, 3.0)),
         shape("sand", (-0.9, 3.0), (-0.7, 0.7), (0.2, 0.62), (0.9, 0.76), (1.0, 3.0)),
         shape("hull", (0.12, 0.3), (0.86, 0.3), (0.74, 0.46), (0.24, 0.46)),
         line("hull", 0.03, (0.48, 0.3), (0.48, -0.46), shine=False),
         shape("sail", (0.52, -0.44), (0.82, 0.22), (0.52, 0.22)),
         _figure("chests", -0.24, 0.62, 0.32)),
        sky=((40, 30, 20), (96, 72, 40)), stars=5),
    "LOC-10": Picture(    # Beacon Cliffs: a beacon burning on a cliff over the sea
        {"sea": WATER, "foam": C.FOAM, "rock": ROCK, "tower": STONE, "fire": C.EMBER, "light": C.GOLD},
        SEA_PARTS +
        (shape("rock", (-1.7, 3.0), (-1.7, -0.1), (-0.2, -0.2), (0.3, 0.3), (0.5, 3.0)),
         glow("light", -0.6, -0.66, 0.9),
         line("light", 0.05, (-0.4, -0.7), (1.6, -1.0), outline=False, shine=False),
         line("light", 0.05, (-0.4, -0.6), (1.6, -0.3), outline=False, shine=False),
         shape("tower", (-0.86, -0.2), (-0.76, -0.6), (-0.44, -0.6), (-0.34, -0.2)),
         shape("fire", (-0.8, -0.6), (-0.7, -0.9), (-0.6, -0.76), (-0.52, -1.0), (-0.4, -0.6))),
        sky=((16, 22, 60), (40, 60, 110)), stars=5),
    "LOC-11": Picture(    # Starwatch Peak: one high peak under two great stars
        {"peak": ROCK, "snow": C.FOAM, "star": theme.lerp_colour(C.FOAM, C.LAGOON, 0.3), "land": NIGHT_LAND},
        (star("star", -0.56, -0.5, 0.34), star("star", 0.62, -0.66, 0.3),
         shape("land", *ridge(-1.7, 1.7, 0.7, (-1.2, 0.3)), shine=False),
         shape("peak", (-0.9, 3.0), (0.0, -0.4), (0.9, 3.0)),
         shape("snow", (-0.18, -0.04), (0.0, -0.4), (0.18, -0.04), (0.06, 0.04), (0.0, -0.06), (-0.07, 0.04))),
        sky=((8, 10, 40), (28, 34, 84)), stars=12),
    "LOC-12": Picture(    # Gloomroot Hollow: a gnarled tree, eyes in its hollow, roots in the dark
        {"bark": C.BARK, "leaf": C.JUNGLE_DEEP, "hollow": C.INK, "eye": C.MOSS, "land": NIGHT_LAND},
        (shape("land", *ridge(-1.7, 1.7, 0.66), shine=False),
         oval("leaf", -0.5, -0.52, 0.5, 0.36), oval("leaf", 0.5, -0.56, 0.52, 0.36),
         oval("leaf", 0.0, -0.74, 0.56, 0.3),
         line("bark", 0.1, (0.0, 0.4), (-0.36, 0.62), (-0.7, 0.76)),
         line("bark", 0.1, (0.0, 0.4), (0.4, 0.64), (0.76, 0.74)),
         shape("bark", (-0.26, 0.72), (-0.18, -0.4), (0.18, -0.4), (0.28, 0.72)),
         oval("hollow", 0, 0.18, 0.13, 0.22, shine=False),
         oval("eye", 0.05, 0.12, 0.03, 0.03, mirror=True, outline=False, shine=False)),
        sky=((12, 30, 22), (34, 70, 48)), stars=4),
    "LOC-13": Picture(    # Night Market: two stalls under striped awnings, lanterns strung between
        {"stall": C.DRIFTWOOD, "awning": C.LAVA, "stripe": C.PARCHMENT, "awning2": C.SHALLOWS,
         "land": NIGHT_LAND, "string": C.TEXT_DIM},
        (shape("land", *ridge(-1.7, 1.7, 0.72), shine=False),
         shape("stall", (-1.1, 0.8), (-1.1, -0.1), (-0.2, -0.1), (-0.2, 0.8)),
         shape("awning", (-1.26, -0.06), (-0.96, -0.44), (-0.34, -0.44), (-0.04, -0.06)),
         shape("stripe", (-0.8, -0.44), (-0.6, -0.44), (-0.56, -0.06), (-0.84, -0.06), outline=False),
         shape("stall", (0.3, 0.8), (0.3, 0.0), (1.1, 0.0), (1.1, 0.8)),
         shape("awning2", (0.16, 0.04), (0.44, -0.32), (0.96, -0.32), (1.24, 0.04)),
         shape("stripe", (0.6, -0.32), (0.8, -0.32), (0.84, 0.04), (0.56, 0.04), outline=False),
         line("string", 0.02, *arc(0.06, -0.62, 0.5, 0.22, 3.3, 6.1), outline=False, shine=False),
         _figure("lanterns", -0.2, -0.56, 0.2), _figure("lanterns", 0.3, -0.56, 0.2)),
        sky=((40, 22, 30), (96, 56, 50)), stars=5),
    "LOC-14": Picture(    # Sunken Temple: a temple's columns standing in the sea
        {"stone": STONE, "sea": theme.lerp_colour(C.SEA, C.SHALLOWS, 0.4), "foam": C.FOAM,
         "dark": theme.darken(STONE, 0.3)},
        (shape("dark", (-0.9, -0.3), (0, -0.8), (0.9, -0.3)),
         shape("stone", (-0.96, -0.32), (0.96, -0.32), (0.96, -0.18), (-0.96, -0.18)),
         shape("stone", (-0.78, -0.18), (-0.56, -0.18), (-0.56, 0.9), (-0.78, 0.9)),
         shape("stone", (-0.11, -0.18), (0.11, -0.18), (0.11, 0.9), (-0.11, 0.9)),
         shape("stone", (0.56, -0.18), (0.78, -0.18), (0.78, 0.9), (0.56, 0.9))) +
        (shape("sea", (-1.7, 0.36), (1.7, 0.36), (1.7, 3.0), (-1.7, 3.0), shine=False, outline=False),
         line("foam", 0.04, *wave(-1.7, 1.7, 0.38, 0.03, 6), outline=False, shine=False)),
        sky=((24, 28, 50), (70, 76, 96)), stars=6),
}


#: the island card: a dark island with palms and a peak, under the moon, ringed by surf
ISLAND = Picture(
    {"sea": theme.darken(C.SEA, 0.2), "foam": C.FOAM, "sand": theme.darken(C.SAND_DEEP, 0.25),
     "land": theme.darken(C.JUNGLE, 0.3), "peak": ROCK, "palm": C.JUNGLE_DEEP, "trunk": C.BARK, "moon": MOON},
    (oval("moon", 0.56, -0.66, 0.18, 0.18, shine=False),
     shape("sea", (-1.8, 0.3), (1.8, 0.3), (1.8, 3.0), (-1.8, 3.0), shine=False, outline=False),
     oval("foam", 0, 0.44, 0.96, 0.26, shine=False, outline=False),
     oval("sand", 0, 0.4, 0.86, 0.2),
     shape("peak", (-0.5, 0.36), (-0.06, -0.46), (0.16, -0.3), (0.6, 0.36)),
     shape("land", (-0.74, 0.44), (-0.44, 0.14), (-0.14, 0.22), (0.22, 0.1), (0.66, 0.24), (0.78, 0.44)),
     line("trunk", 0.05, (-0.5, 0.32), (-0.54, 0.02), (-0.46, -0.2)),
     shape("palm", (-0.46, -0.2), (-0.76, -0.14), (-0.46, -0.26), (-0.22, -0.14), (-0.44, -0.3), (-0.52, -0.46)),
     line("trunk", 0.05, (0.46, 0.32), (0.43, 0.08), (0.52, -0.12)),
     shape("palm", (0.52, -0.12), (0.26, -0.06), (0.5, -0.18), (0.76, -0.04), (0.54, -0.22), (0.44, -0.36)),
     line("foam", 0.035, *wave(-1.8, 1.8, 0.8, 0.025, 5), outline=False, shine=False),
     line("foam", 0.035, *wave(-1.8, 1.8, 1.2, 0.025, 4), outline=False, shine=False)),
    sky=((10, 16, 46), (24, 52, 90)), stars=10)


# -- the pictures, once per size ---------------------------------------------------------------------

#: the sizes a figure is painted at; any other size up to the largest is
#: smoothed down from the next one up (its rim stays about one pixel), so a
#: new size costs a scaling, not a painting, in the middle of play
MASTERS = (24, 48, 96, 192)


def figure(key: str, size: int) -> pygame.Surface:
    """Card type `key`'s figure on a clear square `size` wide."""
    def make():
        master = next((m for m in MASTERS if m >= size), None)
        if master is None or master == size:
            return figure_surface(FIGURES[key], size, FIGURES)
        return pygame.transform.smoothscale(figure(key, master), (size, size))
    return gfx.made_once(("ion-figure", key, size), make)


def scene(code: str, size: tuple[int, int], radius: int = 6) -> pygame.Surface:
    """Location `code`'s scene filling a box of `size`."""
    size = tuple(size)
    return gfx.made_once(("ion-scene", code, size, radius),
                         lambda: scene_surface(SCENES[code], size, FIGURES, radius))


def island(size: tuple[int, int], radius: int = 10) -> pygame.Surface:
    """The island card's night island filling a box of `size`."""
    size = tuple(size)
    return gfx.made_once(("ion-island-scene", size, radius), lambda: scene_surface(ISLAND, size, FIGURES, radius))


def location_code(t: int) -> str:
    return lookup.LOCATION_CODES[t - lookup.NUM_PLAIN_TYPES]


def paint_all(scene_sizes=()) -> None:
    """Paints every figure at each master size and every location's scene
    at each of `scene_sizes` now (the table calls this once as it opens, so
    no picture is painted in the middle of play)."""
    for key in FIGURES:
        for size in MASTERS:
            figure(key, size)
    for code in SCENES:
        for size, radius in scene_sizes:
            scene(code, size, radius)
