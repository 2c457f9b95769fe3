"""Makes every sound effect of the app as a WAV file beside this script:

    python3 -m pip install -r requirements-tools.txt
    python3 assets/sounds/make_sounds.py

Each effect below is a small recipe over the parts in synth.py (struck bodies,
shaped noise, glides, a room); its docstring says what it is meant to sound
like. Every effect has its own seeded generator, so the same script writes the
same bytes every time. Effects are mono, 16 bit, 44.1 kHz, trimmed of their
silent tail, faded in over a few milliseconds (no tick), and normalised to a
peak set by their kind: interface sounds sit well below the game's own (at
most -12 dBFS), events at -4 dBFS (a hit, which comes with the Fame it earns,
at -6, so the two together never clip), the volcano drop, driven dense, the loudest
of all, and nothing reaches -1 dBFS (sounds/check_sounds.py measures it).

The ambiences and the music are made by make_music.py beside this one.
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import synth as s  # noqa: E402

HERE = Path(__file__).resolve().parent

#: peak level by kind of sound (dBFS)
LEVELS = {"ui": -13.0, "soft": -8.0, "hit": -6.0, "event": -4.0, "big": -2.5, "drop": -2.0}
#: every effect fades in over this (seconds): none starts with a tick
FADE_IN = 0.004
#: an effect longer than RELEASE_FROM seconds releases over RELEASE of its end (at
#: most a third of it): a chime or a note cut by its buffer's end stopped dead
#: (ion_scroll's chime, sti_shark's and komi_minion_down's last notes)
RELEASE_FROM, RELEASE = 0.3, 0.15


def knock(freq: float, body=s.WOOD, sec: float = 0.12, click: float = 0.3, rng=None) -> np.ndarray:
    """One hit on a body, with a little noise for the contact."""
    x = s.modal(freq, sec, body, attack=0.0004)
    if rng is not None and click:
        c = s.noise(0.012, rng) * s.env(s.samples(0.012), 0.0003, 0.002)
        x = s.place(x, s.spectral(c, lo=1500, hi=9000), 0.0, click)
    return x


def whoosh(sec: float, rng, lo: float, hi: float, rise: float = 1.5, power: float = 1.5) -> np.ndarray:
    """Air moving: noise through a band that sweeps up by `rise` octaves."""
    x = s.noise(sec, rng)
    n = len(x)
    parts = 6
    out = np.zeros(n)
    for k in range(parts):
        a, b = k * n // parts, (k + 1) * n // parts
        f = 2 ** (rise * (k + 0.5) / parts)
        seg = s.spectral(x, lo=lo * f, hi=hi * f)[a:b]
        out[a:b] = seg
    return s.spectral(out, hi=hi * 2 ** rise, order=4) * s.swell(n, power)


def splash(sec: float, rng, size: float = 1.0) -> np.ndarray:
    """Water struck and falling back: a bright burst, then droplets."""
    n = s.samples(sec)
    burst = s.spectral(s.noise(sec, rng), lo=300 / size, hi=7000) * s.env(n, 0.004, 0.08 * size)
    body = s.spectral(s.noise(sec, rng), lo=80, hi=900 / size) * s.env(n, 0.01, 0.18 * size)
    out = burst * 0.8 + body * 0.9
    for _ in range(int(14 * size)):
        at = rng.uniform(0.05, sec * 0.8)
        f = rng.uniform(900, 2400)
        drop = s.osc(s.glide(f, f * 1.8, 0.03), 0.03) * s.env(s.samples(0.03), 0.001, 0.008)
        out = s.place(out, drop, at, rng.uniform(0.05, 0.18))
    return out


def rumble(sec: float, rng, low: float = 30, high: float = 160, attack: float = 0.2) -> np.ndarray:
    n = s.samples(sec)
    x = s.spectral(s.noise(sec, rng, "brown"), lo=low, hi=high, order=3)
    return x * s.env(n, attack, sec / 3, hold=sec / 4)


def growl(freq: float, sec: float, rng, rough: float = 0.5) -> np.ndarray:
    """A creature's voice: a saw through a moving vowel, with a rasp."""
    n = s.samples(sec)
    wob = 1 + 0.04 * np.sin(2 * np.pi * 7 * np.arange(n) / s.RATE)
    f = s.glide(freq * 0.8, freq * 1.15, sec, 0.6) * wob
    voice = s.osc(f, sec, "saw")
    voice = s.spectral(voice, lo=freq * 0.7, hi=freq * 9, peak=freq * 5, q=2, gain_db=8)
    rasp = s.spectral(s.noise(sec, rng), lo=freq * 2, hi=freq * 12) * rough
    out = (voice + rasp * (0.5 + 0.5 * np.sin(2 * np.pi * 31 * np.arange(n) / s.RATE))) * s.env(n, 0.04, sec / 2.5, sec / 3)
    return s.fade(out, 0.0, sec / 5)


def chord(freqs, sec: float, body=s.BELL, stagger: float = 0.0, gain: float = 1.0) -> np.ndarray:
    out = s.silence(sec)
    for k, f in enumerate(freqs):
        out = s.place(out, s.modal(f, sec - k * stagger, body), k * stagger, gain)
    return out


# -- interface ----------------------------------------------------------------------

def ui_click(rng):
    """A soft wooden button press: a small high tick over a short body."""
    return knock(1250, s.WOOD, 0.05, 0.25, rng)


def ui_toggle(rng):
    """A switch flipped: two close clicks, the second a little lower."""
    x = knock(1500, s.WOOD, 0.04, 0.25, rng)
    return s.place(x, knock(1150, s.WOOD, 0.04, 0.2, rng), 0.035, 0.8)


def ui_refuse(rng):
    """A move refused: a muted low double knock, not a buzzer."""
    x = knock(330, s.WOOD, 0.08, 0.1, rng)
    return s.place(x, knock(260, s.WOOD, 0.1, 0.1, rng), 0.09, 0.9)


def ui_your_turn(rng):
    """Your turn: three rising kalimba notes with a small bell over the last,
    bright and in the middle of hearing, so it stands out over a table's sounds."""
    out = s.place(s.modal(587.3, 0.6, s.KALIMBA), s.modal(880.0, 0.6, s.KALIMBA), 0.1)
    out = s.place(out, s.modal(1174.7, 0.9, s.KALIMBA), 0.2)
    return s.place(out, s.modal(1760.0, 0.8, s.BELL), 0.2, 0.35)


def ui_curtain(rng):
    """The screen passes to the next player: a soft cloth sweep."""
    return whoosh(0.45, rng, 300, 2500, rise=1.0, power=2.0)


# -- cards, dice and points (every game) ----------------------------------------------

def card(rng):
    """A card sliding onto the table and settling with a light slap."""
    x = whoosh(0.18, rng, 900, 5000, rise=0.5)
    slap = s.spectral(s.noise(0.04, rng), lo=300, hi=4000) * s.env(s.samples(0.04), 0.001, 0.008)
    return s.place(x, slap, 0.15, 0.9)


def card_flip(rng):
    """A card turned over: a quick flick of air and a snap."""
    x = whoosh(0.11, rng, 1500, 7000, rise=1.0, power=1.0)
    snap = s.spectral(s.noise(0.02, rng), lo=2000, hi=9000) * s.env(s.samples(0.02), 0.0005, 0.004)
    return s.place(x, snap, 0.09, 0.8)


def cards_swept(rng):
    """Several cards gathered up off the table: a run of overlapping swishes."""
    out = s.silence(0.5)
    for k in range(4):
        out = s.place(out, whoosh(0.16, rng, 800 + 150 * k, 5000, rise=0.6), 0.07 * k, 0.8)
    return out


def dice(rng):
    """Dice shaken and thrown: a rattle of bright knocks thinning out, then a thud."""
    out = s.silence(0.6)
    t, gap = 0.0, 0.018
    while t < 0.46:
        out = s.place(out, knock(rng.uniform(1900, 3400), s.WOOD, 0.04, 0.35, rng), t, rng.uniform(0.4, 1.0))
        t += gap * rng.uniform(0.6, 1.6)
        gap *= 1.12
    return s.place(out, knock(160, s.STONE, 0.1, 0.0), 0.44, 0.8)


def die_lock(rng):
    """A die set aside and locked: a firm clack on wood."""
    return knock(900, s.WOOD, 0.08, 0.4, rng)


def score(rng):
    """Points: a bright rising major arpeggio of bells."""
    return chord((523.25, 659.25, 783.99, 1046.5), 0.9, s.BELL, stagger=0.08, gain=0.7)


def game_won(rng):
    """The end of a game: a full bell chord with a low root under it."""
    x = chord((261.6, 392.0, 523.25, 659.25, 783.99), 2.2, s.BELL, stagger=0.06, gain=0.6)
    return s.reverb(x, 1.6, 0.35, rng)


def game_lost(rng):
    """A game lost: a slow falling minor line of low bells over a dark drone,
    ending on the low root: clearly not the win's bright chord."""
    out = s.silence(2.6)
    for k, f in enumerate((392.0, 311.1, 261.6, 196.0)):
        out = s.place(out, s.modal(f, 1.6, s.BELL), 0.32 * k, 0.6 - 0.05 * k)
    drone = s.spectral(s.osc(s.glide(98, 92.5, 2.2), 2.2, "saw"), lo=60, hi=700) * s.env(s.samples(2.2), 0.3, 0.7, 0.6)
    out = s.place(out, drone, 0.2, 0.25)
    return s.reverb(out, 1.8, 0.35, rng, bright=3500)


def game_over(rng):
    """A game over with no one cheered (rivals at one screen, or computers
    only): an open fifth of bells, left hanging, neither bright nor sad."""
    x = chord((196.0, 293.7, 392.0, 587.3), 2.0, s.BELL, stagger=0.1, gain=0.6)
    return s.reverb(x, 1.6, 0.35, rng)


# -- Isle of Monsters ----------------------------------------------------------------

def iom_food(rng):
    """Food drawn from the bag: a rustle of cloth and pebbly fruit knocking."""
    out = s.spectral(s.noise(0.35, rng), lo=1500, hi=6000) * s.swell(s.samples(0.35), 2) * 0.5
    for k in range(4):
        out = s.place(out, knock(rng.uniform(500, 800), s.WOOD, 0.08, 0.2, rng), 0.08 + 0.06 * k, 0.7)
    return out


def iom_capture(rng):
    """A creature caged: the cage door swings and clanks shut."""
    creak = s.osc(s.glide(700, 420, 0.18), 0.18, "saw") * s.swell(s.samples(0.18)) * 0.15
    creak = s.spectral(creak, lo=300, hi=2500)
    x = s.place(creak, s.modal(310, 0.6, s.METAL) * 0.9, 0.16)
    return s.place(x, knock(180, s.STONE, 0.1, 0.3, rng), 0.16, 0.5)


def iom_feed(rng):
    """A creature fed: two quick crunchy bites and a happy chirp."""
    out = s.silence(0.5)
    for at in (0.0, 0.13):
        bite = s.spectral(s.noise(0.07, rng), lo=600, hi=5000) * s.env(s.samples(0.07), 0.002, 0.02)
        out = s.place(out, bite, at, 0.9)
    chirp = s.osc(s.glide(900, 1500, 0.12, 0.7), 0.12, "triangle") * s.env(s.samples(0.12), 0.01, 0.05)
    return s.place(out, chirp, 0.3, 0.35)


def iom_mature(rng):
    """A creature grows up: a shimmer rising into a short proud growl."""
    up = s.osc(s.glide(300, 1200, 0.5, 1.5), 0.5, "triangle") * s.swell(s.samples(0.5), 1.0) * 0.3
    sparkle = s.silence(0.6)
    for k in range(6):
        sparkle = s.place(sparkle, s.modal(1200 * 2 ** (k / 5), 0.3, s.GLASS), 0.06 * k, 0.18)
    out = s.place(up, sparkle, 0.0)
    return s.place(out, growl(150, 0.45, rng, 0.3), 0.45, 0.6)


def iom_scare(rng):
    """The crowd scared: a monster's roar over a startled gasp of air."""
    roar = growl(95, 0.9, rng, 0.8)
    gasp = whoosh(0.4, rng, 600, 4000, rise=1.5) * 0.4
    return s.reverb(s.place(roar, gasp, 0.05), 0.8, 0.2, rng)


def iom_duel(rng):
    """A duel: two big drum hits, the second answering the first."""
    def drum(f):
        n = s.samples(0.5)
        tone = s.osc(s.glide(f * 1.6, f, 0.5, 0.3), 0.5) * s.env(n, 0.002, 0.18)
        skin = s.spectral(s.noise(0.5, rng), lo=200, hi=2000) * s.env(n, 0.001, 0.03)
        return tone + skin * 0.5
    return s.reverb(s.place(drum(70), drum(58), 0.28, 0.9), 1.0, 0.25, rng)


def iom_round(rng):
    """A new round: a low wooden slit drum, three notes."""
    out = s.silence(0.8)
    for k, f in enumerate((196, 262, 294)):
        out = s.place(out, s.modal(f, 0.5, s.MARIMBA), 0.12 * k, 0.8)
    return out


# -- King of Monster Island ------------------------------------------------------------

def komi_drop(rng):
    """The Boss's dice dropped into the volcano, the game's signature: a
    build-up (the mountain's rumble and a hiss rising for a second, stones
    rattling down its throat), then the landing (a blast of fire and rock, the
    loudest moment at the table), and the mountain settling."""
    build = 1.15
    n = s.samples(build)
    rise = np.linspace(0.0, 1.0, n) ** 2
    rumble_up = s.spectral(s.noise(build, rng, "brown"), lo=35, hi=260, order=3) * rise
    hiss = whoosh(build, rng, 400, 2400, rise=2.0, power=0.6) * rise
    out = s.place(rumble_up * 0.9, hiss, 0.0, 0.5)
    t = 0.35
    while t < build - 0.05:
        out = s.place(out, knock(rng.uniform(450, 1100), s.STONE, 0.08, 0.4, rng), t, rng.uniform(0.1, 0.3))
        t += rng.uniform(0.05, 0.14)
    sec = 1.9
    m = s.samples(sec)
    boom = s.osc(s.glide(130, 42, sec, 0.35), sec) * s.env(m, 0.004, 0.5, hold=0.1)
    blast = s.spectral(s.noise(sec, rng), lo=250, hi=6000, tilt=0.15) * s.env(m, 0.003, 0.4, hold=0.45)
    roar = s.spectral(s.noise(sec, rng, "pink"), lo=80, hi=1500, order=2) * s.env(m, 0.01, 0.6, hold=0.35)
    land = boom * 0.8 + s.normalise(blast, 1.0) * 1.2 + s.normalise(roar, 1.0) * 1.0
    land = np.tanh(land * 4.0) / np.tanh(4.0)            # driven hard: dense and loud, never clipped
    # the drive lifts the roar's tail to a third of full scale at its last sample:
    # the mountain settles over 0.8 s instead of stopping dead at 3.05 s (heard as a cut)
    land = s.fade(land, fade_out=0.8)
    out = s.place(out, land, build)
    for _ in range(10):                                   # rocks raining back down
        out = s.place(out, knock(rng.uniform(350, 900), s.STONE, 0.1, 0.4, rng), build + rng.uniform(0.4, 1.6),
                      rng.uniform(0.08, 0.2))
    return s.reverb(out, 1.4, 0.15, rng, bright=3500)


def komi_dice_land(rng):
    """A die lands in a zone of the island: a stone knock and a short skid."""
    x = knock(700, s.STONE, 0.12, 0.3, rng)
    skid = s.spectral(s.noise(0.09, rng), lo=1500, hi=6000) * s.env(s.samples(0.09), 0.005, 0.03) * 0.4
    return s.place(x, skid, 0.02)


def komi_boss_move(rng):
    """The Boss strides: two heavy footfalls that shake the ground."""
    def stomp():
        n = s.samples(0.5)
        thud = s.osc(s.glide(90, 40, 0.5, 0.5), 0.5) * s.env(n, 0.003, 0.12)
        debris = s.spectral(s.noise(0.5, rng), lo=150, hi=1200) * s.env(n, 0.002, 0.06) * 0.6
        return thud + debris
    return s.reverb(s.place(stomp(), stomp(), 0.42, 0.9), 1.0, 0.2, rng, bright=2500)


def komi_minion(rng):
    """A Minion arrives: a quick little trumpet of three notes and a hop."""
    out = s.silence(0.5)
    for k, f in enumerate((523, 659, 784)):
        note = s.osc(f, 0.09, "square") * s.env(s.samples(0.09), 0.005, 0.04)
        out = s.place(out, s.spectral(note, hi=3000), 0.07 * k, 0.35)
    return s.place(out, knock(420, s.WOOD, 0.07, 0.2, rng), 0.25, 0.6)


def komi_crystal(rng):
    """A Crystal grows: glassy partials chiming in a rising cluster."""
    out = s.silence(1.0)
    for k, f in enumerate((1318, 1760, 2093, 2637)):
        out = s.place(out, s.modal(f, 0.8, s.GLASS), 0.05 * k, 0.5)
    return s.reverb(out, 1.0, 0.3, rng)


def komi_pylon(rng):
    """A Pylon rises: a stone grinding up and an electric hum that snaps on."""
    grind = s.spectral(s.noise(0.5, rng, "brown"), lo=80, hi=700) * s.swell(s.samples(0.5), 1) * 0.8
    hum = s.osc(110, 0.5, "saw") * s.env(s.samples(0.5), 0.02, 0.25) * 0.25
    hum = s.spectral(hum, lo=100, hi=1800)
    zap = s.spectral(s.noise(0.05, rng), lo=3000, hi=10000) * s.env(s.samples(0.05), 0.001, 0.01)
    return s.place(s.place(grind, hum, 0.35), zap, 0.35, 0.6)


def komi_heal(rng):
    """Health back: a soft rising run of kalimba notes."""
    out = s.silence(0.8)
    for k, f in enumerate((523.25, 587.3, 659.25, 783.99)):
        out = s.place(out, s.modal(f, 0.5, s.KALIMBA), 0.07 * k, 0.6)
    return out


def komi_energy(rng):
    """Energy gained: a bright electric spark that rises."""
    zap = s.osc(s.glide(800, 2400, 0.16, 0.5), 0.16, "square") * s.env(s.samples(0.16), 0.002, 0.06)
    zap = s.spectral(zap, lo=600, hi=6000) * 0.4
    crackle = s.spectral(s.noise(0.16, rng), lo=3000, hi=11000) * s.env(s.samples(0.16), 0.001, 0.03) * 0.4
    return zap + crackle


def komi_buy(rng):
    """A card bought: coins dropped on the table and the card taken."""
    out = s.silence(0.6)
    for k in range(3):
        out = s.place(out, s.modal(rng.uniform(2400, 3200), 0.25, s.METAL), 0.05 * k, 0.35)
    return s.place(out, card(rng), 0.18, 0.8)


def komi_event(rng):
    """An Event card turns: a card flip and a low ominous horn."""
    horn = s.spectral(s.osc(s.glide(110, 104, 0.9), 0.9, "saw"), lo=80, hi=900) * s.env(s.samples(0.9), 0.08, 0.3, 0.25)
    return s.place(card_flip(rng), horn, 0.08, 0.5)


def komi_boss_roar(rng):
    """A new Boss rises: a huge roar in a cave."""
    return s.reverb(growl(70, 1.4, rng, 1.0), 1.6, 0.3, rng, bright=3000)


def komi_boss_power(rng):
    """The Boss uses its power (every turn): a short snarl over a low brass stab,
    smaller than its roar."""
    stab = s.spectral(s.osc(s.glide(146.8, 138.6, 0.5), 0.5, "saw"), lo=90, hi=1500, peak=600, q=2, gain_db=6)
    stab = stab * s.env(s.samples(0.5), 0.02, 0.15, 0.1) * 0.5
    return s.reverb(s.place(growl(120, 0.5, rng, 0.6) * 0.8, stab, 0.05), 0.8, 0.2, rng, bright=3000)


def komi_boss_beaten(rng):
    """A Boss beaten: its roar breaks and falls away, a crash of it toppling,
    then a bright rising call of victory."""
    sec = 1.1
    n = s.samples(sec)
    f = s.glide(110, 45, sec, 0.7)
    voice = s.spectral(s.osc(f, sec, "saw"), lo=40, hi=900, peak=400, q=2, gain_db=8) * s.env(n, 0.02, 0.4, 0.3)
    out = voice * 0.8
    crash = s.spectral(s.noise(0.8, rng), lo=150, hi=5000) * s.env(s.samples(0.8), 0.003, 0.2)
    out = s.place(out, crash, 0.75, 0.7)
    for k, fr in enumerate((392.0, 523.25, 659.25, 783.99)):
        out = s.place(out, s.modal(fr, 1.2, s.BELL), 1.05 + 0.09 * k, 0.45)
    return s.reverb(out, 1.5, 0.3, rng, bright=4000)


def komi_monster_move(rng):
    """A Monster moves: three quick springy footfalls, lighter than the Boss's."""
    out = s.silence(0.6)
    for k in range(3):
        n = s.samples(0.16)
        thud = s.osc(s.glide(200, 110, 0.16, 0.5), 0.16) * s.env(n, 0.002, 0.05)
        grit = s.spectral(s.noise(0.16, rng), lo=500, hi=3500) * s.env(n, 0.001, 0.02) * 0.4
        out = s.place(out, thud + grit, 0.14 * k, 0.9 - 0.1 * k)
    return out


def komi_hurt(rng):
    """A Monster hurt: a blow and a short pained grunt."""
    n = s.samples(0.2)
    blow = s.osc(s.glide(220, 90, 0.2, 0.4), 0.2) * s.env(n, 0.001, 0.05)
    blow = blow + s.spectral(s.noise(0.2, rng), lo=600, hi=4000) * s.env(n, 0.001, 0.015) * 0.5
    return s.place(blow, growl(210, 0.3, rng, 0.4) * 0.6, 0.06)


def komi_knockout(rng):
    """A Monster knocked out: a heavy blow, a long falling groan and a low toll."""
    n = s.samples(0.3)
    blow = s.osc(s.glide(160, 45, 0.3, 0.4), 0.3) * s.env(n, 0.001, 0.09)
    blow = blow + s.spectral(s.noise(0.3, rng), lo=300, hi=5000) * s.env(n, 0.001, 0.03) * 0.7
    sec = 0.9
    groan = s.spectral(s.osc(s.glide(190, 80, sec, 0.8), sec, "saw"), lo=70, hi=1600, peak=700, q=2, gain_db=6)
    groan = groan * s.env(s.samples(sec), 0.03, 0.35, 0.2) * 0.5
    out = s.place(blow, groan, 0.1)
    return s.reverb(s.place(out, s.modal(110, 1.6, s.BELL), 0.5, 0.5), 1.2, 0.25, rng)


def komi_minion_down(rng):
    """A Minion knocked off the island: a squeaky pop and a little tumble."""
    squeak = s.osc(s.glide(1400, 500, 0.14, 0.6), 0.14, "triangle") * s.env(s.samples(0.14), 0.003, 0.06) * 0.5
    pop = s.spectral(s.noise(0.03, rng), lo=800, hi=6000) * s.env(s.samples(0.03), 0.0005, 0.006)
    out = s.place(pop, squeak, 0.01)
    for k in range(3):
        out = s.place(out, knock(rng.uniform(500, 800), s.WOOD, 0.06, 0.3, rng), 0.16 + 0.07 * k, 0.5 - 0.1 * k)
    return out


def komi_crystal_lost(rng):
    """A Crystal taken off: glass cracking and its shards tinkling away, falling."""
    crack = s.spectral(s.noise(0.06, rng), lo=2500, hi=11000) * s.env(s.samples(0.06), 0.0005, 0.015)
    out = s.place(s.silence(0.9), crack, 0.0)
    for k, f in enumerate((2637, 2093, 1760, 1318)):
        out = s.place(out, s.modal(f, 0.4, s.GLASS), 0.04 + 0.07 * k, 0.35)
    return out


def komi_pylon_down(rng):
    """A Pylon taken down: its hum winding down and stone crumbling."""
    sec = 0.8
    hum = s.spectral(s.osc(s.glide(220, 55, sec, 0.6), sec, "saw"), lo=50, hi=1500) * s.env(s.samples(sec), 0.005, 0.3) * 0.35
    crumble = s.silence(0.9)
    for _ in range(9):
        crumble = s.place(crumble, knock(rng.uniform(200, 600), s.STONE, 0.1, 0.5, rng), rng.uniform(0.1, 0.6), 0.35)
    return s.place(hum, crumble, 0.05)


def komi_boss_hurt(rng):
    """The Boss takes damage: a huge blow on its hide and a short angry bellow."""
    n = s.samples(0.3)
    blow = s.osc(s.glide(120, 40, 0.3, 0.4), 0.3) * s.env(n, 0.001, 0.1)
    blow = blow + s.spectral(s.noise(0.3, rng), lo=200, hi=3000) * s.env(n, 0.001, 0.03) * 0.6
    return s.reverb(s.place(blow, growl(85, 0.45, rng, 0.7) * 0.6, 0.08), 0.9, 0.2, rng, bright=2500)


def komi_boss_die_out(rng):
    """A Boss die taken off the island: a stone lifted and swept out of play."""
    lift = knock(520, s.STONE, 0.08, 0.3, rng)
    return s.place(lift, whoosh(0.3, rng, 600, 3000, rise=-1.0, power=1.2) * 0.6, 0.06)


def komi_support(rng):
    """A Support tile built: hammer on wood, twice, and a ratchet."""
    out = s.place(knock(600, s.WOOD, 0.1, 0.5, rng), knock(640, s.WOOD, 0.1, 0.5, rng), 0.14)
    for k in range(5):
        out = s.place(out, knock(2200, s.METAL, 0.02, 0.3, rng), 0.3 + 0.025 * k, 0.3)
    return out


# -- Survive the Island ----------------------------------------------------------------

def sti_step(rng):
    """An adventurer walks: two footsteps on sand."""
    out = s.silence(0.4)
    for at in (0.0, 0.2):
        step = s.spectral(s.noise(0.09, rng), lo=300, hi=3500) * s.env(s.samples(0.09), 0.01, 0.03)
        out = s.place(out, step, at, 0.9)
    return out


def sti_swim(rng):
    """Swimming: two strokes through the water."""
    out = s.silence(0.7)
    for at in (0.0, 0.33):
        out = s.place(out, whoosh(0.28, rng, 200, 1500, rise=0.8) + splash(0.28, rng, 0.3) * 0.4, at, 0.8)
    return out


def sti_paddle(rng):
    """A raft paddled: a wooden creak and a dip of the paddle."""
    creak = s.spectral(s.osc(s.glide(380, 300, 0.2), 0.2, "saw"), lo=250, hi=2000) * s.swell(s.samples(0.2)) * 0.2
    return s.place(creak, splash(0.35, rng, 0.4), 0.12, 0.7)


def sti_place(rng):
    """A piece set on the island: a wooden meeple tapped down."""
    return knock(520, s.WOOD, 0.08, 0.3, rng)


def sti_sink(rng):
    """A tile lifted off the island and dropped into the sea: stone scrape, splash."""
    scrape = s.spectral(s.noise(0.25, rng, "pink"), lo=300, hi=3000) * s.swell(s.samples(0.25)) * 0.5
    return s.place(scrape, splash(0.6, rng, 1.0), 0.2)


def sti_shark(rng):
    """A shark bites: water rushing and a snap of jaws."""
    rush = whoosh(0.3, rng, 150, 1200, rise=1.0) * 0.8
    snap = knock(250, s.STONE, 0.1, 0.8, rng)
    return s.place(rush, snap, 0.25, 1.0)


def sti_whale(rng):
    """A whale surfaces: a deep moan and the spout's hiss."""
    n = s.samples(1.0)
    moan = s.spectral(s.osc(s.glide(90, 140, 1.0, 0.7), 1.0, "saw"), lo=60, hi=600) * s.swell(n, 1) * 0.6
    spout = s.spectral(s.noise(0.7, rng), lo=1500, hi=9000) * s.env(s.samples(0.7), 0.05, 0.25) * 0.5
    return s.place(moan, spout, 0.35)


def sti_serpent(rng):
    """The sea serpent wrecks a raft: a hiss and splintering wood."""
    hiss = s.spectral(s.noise(0.5, rng), lo=3000, hi=9000) * s.swell(s.samples(0.5), 0.6) * 0.4
    out = s.silence(0.9)
    out = s.place(out, hiss, 0.0)
    for k in range(7):
        out = s.place(out, knock(rng.uniform(300, 900), s.WOOD, 0.06, 0.7, rng), 0.4 + 0.03 * k, rng.uniform(0.4, 0.9))
    return s.place(out, splash(0.4, rng, 0.6), 0.5, 0.6)


def sti_kraken(rng):
    """The Kraken grabs: a wet slither and a deep bubbling pull."""
    slither = s.spectral(s.noise(0.5, rng), lo=200, hi=2500, peak=700, q=2, gain_db=10) * s.swell(s.samples(0.5)) * 0.7
    bubbles = s.silence(0.7)
    for _ in range(12):
        f = rng.uniform(150, 450)
        b = s.osc(s.glide(f, f * 1.6, 0.05), 0.05) * s.env(s.samples(0.05), 0.002, 0.015)
        bubbles = s.place(bubbles, b, rng.uniform(0.2, 0.6), 0.3)
    return s.place(bubbles, slither, 0.0)


def sti_pterodactyl(rng):
    """A pterodactyl swoops: a screech and a beat of leathery wings."""
    screech = s.osc(s.glide(1800, 1100, 0.35, 0.8), 0.35, "saw")
    screech = s.spectral(screech, lo=900, hi=5000, peak=2500, q=3, gain_db=6) * s.env(s.samples(0.35), 0.02, 0.12) * 0.5
    out = screech
    for at in (0.3, 0.48):
        out = s.place(out, whoosh(0.14, rng, 150, 900, rise=0.5, power=1), at, 0.8)
    return out


def sti_kaiju(rng):
    """A Kaiju: a gigantic roar and the ground shaking."""
    return s.place(komi_boss_roar(rng), rumble(1.2, rng, 25, 110), 0.0, 0.7)


def sti_piranha(rng):
    """Piranhas: a boil of little nibbling splashes."""
    out = s.silence(0.6)
    for _ in range(16):
        f = rng.uniform(900, 2200)
        nib = s.osc(s.glide(f, f * 0.7, 0.03), 0.03) * s.env(s.samples(0.03), 0.001, 0.01)
        out = s.place(out, nib, rng.uniform(0, 0.5), 0.3)
    return out + s.spectral(s.noise(0.6, rng), lo=800, hi=5000) * s.swell(s.samples(0.6)) * 0.15


def sti_egg(rng):
    """An egg hatches: a crack, another, and a chirp."""
    out = s.place(knock(2400, s.WOOD, 0.03, 0.7, rng), knock(2100, s.WOOD, 0.03, 0.7, rng), 0.15)
    chirp = s.osc(s.glide(1400, 2200, 0.08), 0.08, "triangle") * s.env(s.samples(0.08), 0.005, 0.03)
    return s.place(out, chirp, 0.32, 0.4)


def sti_volcano(rng):
    """The volcano erupts: a boom, a roaring rumble and falling stones."""
    boom = s.osc(s.glide(70, 30, 1.0, 0.4), 1.0) * s.env(s.samples(1.0), 0.005, 0.3)
    out = s.place(boom, rumble(2.0, rng, 25, 200, attack=0.05), 0.0, 0.8)
    for _ in range(10):
        out = s.place(out, knock(rng.uniform(300, 900), s.STONE, 0.1, 0.3, rng), rng.uniform(0.6, 1.8), 0.3)
    return s.reverb(out, 1.5, 0.25, rng, bright=2500)


def sti_arrives(rng):
    """A creature comes onto the board: the water heaves and a low horn warns."""
    swell = s.spectral(s.noise(0.8, rng, "pink"), lo=90, hi=1200) * s.swell(s.samples(0.8), 1.2) * 0.7
    horn = s.spectral(s.osc(s.glide(98, 92.5, 0.7), 0.7, "saw"), lo=60, hi=900, peak=300, q=2, gain_db=6)
    horn = horn * s.env(s.samples(0.7), 0.06, 0.25, 0.2) * 0.45
    return s.reverb(s.place(swell, horn, 0.2), 1.0, 0.2, rng, bright=3000)


def sti_wake(rng):
    """A creature moves through the water: one long heavy wake, lower than a swimmer's strokes."""
    return s.place(whoosh(0.7, rng, 90, 700, rise=0.6, power=1.2), splash(0.6, rng, 0.8), 0.05, 0.25)


def sti_raft_lost(rng):
    """A raft breaks up on its own: wood groaning, snapping, and the pieces in the sea."""
    creak = s.spectral(s.osc(s.glide(300, 210, 0.35), 0.35, "saw"), lo=200, hi=1800) * s.swell(s.samples(0.35)) * 0.3
    out = s.place(s.silence(1.0), creak, 0.0)
    for k in range(4):
        out = s.place(out, knock(rng.uniform(250, 500), s.WOOD, 0.08, 0.8, rng), 0.3 + 0.06 * k, 0.7)
    return s.place(out, splash(0.5, rng, 0.8), 0.55, 0.6)


def sti_rescue(rng):
    """Safe ashore: a warm rising three-note kalimba call."""
    out = s.silence(0.9)
    for k, f in enumerate((392.0, 523.25, 659.25)):
        out = s.place(out, s.modal(f, 0.7, s.KALIMBA), 0.09 * k, 0.7)
    return out


def sti_lost(rng):
    """An adventurer lost: a sinking falling tone under the water."""
    fall = s.osc(s.glide(500, 180, 0.6, 0.8), 0.6, "triangle") * s.env(s.samples(0.6), 0.01, 0.25) * 0.5
    return s.place(splash(0.5, rng, 0.5), s.spectral(fall, hi=1500), 0.05)


def sti_whirlpool(rng):
    """A whirlpool: water spiralling down and gone."""
    n = s.samples(1.0)
    swirl = s.spectral(s.noise(1.0, rng), lo=200, hi=2500, peak=600, q=1.5, gain_db=8)
    swirl = swirl * (0.6 + 0.4 * np.sin(2 * np.pi * s.glide(3, 9, 1.0) * np.arange(n) / s.RATE)) * s.swell(n, 1)
    return swirl


# -- Isle of Night ----------------------------------------------------------------------

def ion_conch(rng):
    """The conch horn: a breathy low horn call rising a fifth."""
    f = np.concatenate([np.full(s.samples(0.35), 196.0), s.glide(196.0, 293.7, 0.15), np.full(s.samples(0.5), 293.7)])
    sec = s.seconds(len(f))
    horn = s.spectral(s.osc(f, sec, "saw"), lo=120, hi=1800, peak=700, q=2, gain_db=6)
    breath = s.spectral(s.noise(sec, rng), lo=600, hi=3000) * 0.15
    return s.reverb((horn * 0.6 + breath) * s.env(len(f), 0.08, 0.3, 0.6), 1.4, 0.3, rng)


def ion_scroll(rng):
    """A scroll locks a card: paper unrolling and a latch clicking shut."""
    paper = s.spectral(s.noise(0.3, rng), lo=2000, hi=8000) * s.swell(s.samples(0.3), 0.8) * 0.45
    crinkle = s.silence(0.3)
    for _ in range(8):
        crinkle = s.place(crinkle, s.spectral(s.noise(0.01, rng), lo=3000) * 0.5, rng.uniform(0, 0.28))
    return s.place(paper + crinkle, s.modal(1700, 0.15, s.METAL), 0.32, 0.6)


def ion_ring(rng):
    """A cursed ring: a dissonant glassy shimmer that sours."""
    out = s.silence(1.2)
    for f, at in ((880, 0.0), (932.3, 0.05), (1244.5, 0.1)):
        out = s.place(out, s.modal(f, 1.0, s.GLASS), at, 0.5)
    low = s.osc(s.glide(220, 207, 1.0), 1.0, "triangle") * s.env(s.samples(1.0), 0.2, 0.4) * 0.25
    return s.reverb(s.place(out, low, 0.1), 1.2, 0.35, rng)


def ion_staff(rng):
    """A staff struck on the ground: a wooden thump and a sparkle of magic."""
    out = knock(150, s.WOOD, 0.2, 0.5, rng)
    for k in range(5):
        out = s.place(out, s.modal(2000 * 2 ** (k / 4), 0.3, s.GLASS), 0.08 + 0.04 * k, 0.2)
    return out


def ion_lantern(rng):
    """A lantern lit: a match strike, the flame's whoomph and a small bell."""
    strike = s.spectral(s.noise(0.08, rng), lo=2500, hi=9000) * s.env(s.samples(0.08), 0.002, 0.03) * 0.6
    flame = s.spectral(s.noise(0.5, rng, "pink"), lo=100, hi=1200) * s.env(s.samples(0.5), 0.03, 0.15) * 0.8
    out = s.place(strike, flame, 0.06)
    return s.place(out, s.modal(1568, 1.0, s.BELL), 0.2, 0.25)


def ion_night_ends(rng):
    """The night ends: an owl's two hoots and a soft low bell."""
    def hoot(sec):
        n = s.samples(sec)
        return s.spectral(s.osc(s.glide(420, 380, sec), sec), hi=1200) * s.swell(n, 1.2)
    out = s.place(hoot(0.25), hoot(0.45), 0.35, 0.9)
    out = s.place(out, s.modal(196, 2.0, s.BELL), 0.9, 0.5)
    return s.reverb(out, 1.6, 0.3, rng)


#: name -> (recipe, level kind)
EFFECTS = {
    "click": (ui_click, "ui"), "toggle": (ui_toggle, "ui"), "refuse": (ui_refuse, "ui"),
    "your_turn": (ui_your_turn, "soft"), "curtain": (ui_curtain, "ui"),
    "card": (card, "soft"), "card_flip": (card_flip, "soft"), "cards_swept": (cards_swept, "soft"),
    "dice": (dice, "event"), "die_lock": (die_lock, "soft"), "score": (score, "event"),
    "game_won": (game_won, "big"), "game_lost": (game_lost, "big"), "game_over": (game_over, "big"),
    "iom_food": (iom_food, "soft"), "iom_capture": (iom_capture, "event"), "iom_feed": (iom_feed, "event"),
    "iom_mature": (iom_mature, "event"), "iom_scare": (iom_scare, "big"), "iom_duel": (iom_duel, "big"),
    "iom_round": (iom_round, "soft"),
    "komi_drop": (komi_drop, "drop"), "komi_dice_land": (komi_dice_land, "soft"),
    "komi_boss_move": (komi_boss_move, "big"), "komi_minion": (komi_minion, "event"),
    "komi_crystal": (komi_crystal, "event"), "komi_pylon": (komi_pylon, "event"),
"komi_heal": (komi_heal, "event"), "komi_energy": (komi_energy, "soft"),
    "komi_buy": (komi_buy, "event"), "komi_event": (komi_event, "event"), "komi_boss_roar": (komi_boss_roar, "big"),
    "komi_support": (komi_support, "event"),
    "komi_boss_power": (komi_boss_power, "event"), "komi_boss_beaten": (komi_boss_beaten, "big"),
    "komi_monster_move": (komi_monster_move, "event"), "komi_hurt": (komi_hurt, "hit"),
    "komi_knockout": (komi_knockout, "big"), "komi_minion_down": (komi_minion_down, "event"),
    "komi_crystal_lost": (komi_crystal_lost, "event"), "komi_pylon_down": (komi_pylon_down, "event"),
    "komi_boss_hurt": (komi_boss_hurt, "hit"), "komi_boss_die_out": (komi_boss_die_out, "soft"),
    "sti_step": (sti_step, "soft"), "sti_swim": (sti_swim, "soft"), "sti_paddle": (sti_paddle, "soft"),
    "sti_place": (sti_place, "soft"), "sti_sink": (sti_sink, "event"), "sti_shark": (sti_shark, "big"),
    "sti_whale": (sti_whale, "big"), "sti_serpent": (sti_serpent, "big"), "sti_kraken": (sti_kraken, "big"),
    "sti_pterodactyl": (sti_pterodactyl, "big"), "sti_kaiju": (sti_kaiju, "big"), "sti_piranha": (sti_piranha, "event"),
    "sti_egg": (sti_egg, "event"), "sti_volcano": (sti_volcano, "big"), "sti_rescue": (sti_rescue, "event"),
    "sti_lost": (sti_lost, "event"), "sti_whirlpool": (sti_whirlpool, "event"),
    "sti_arrives": (sti_arrives, "event"), "sti_wake": (sti_wake, "soft"), "sti_raft_lost": (sti_raft_lost, "event"),
    "ion_conch": (ion_conch, "event"), "ion_scroll": (ion_scroll, "event"), "ion_ring": (ion_ring, "event"),
    "ion_staff": (ion_staff, "event"), "ion_lantern": (ion_lantern, "event"), "ion_night_ends": (ion_night_ends, "big"),
}


def make(name: str) -> np.ndarray:
    recipe, kind = EFFECTS[name]
    x = recipe(s.rng_for(name))
    x = s.spectral(x, lo=30, order=2)            # nothing below hearing to waste headroom
    x = s.fade(x, fade_in=FADE_IN, fade_out=0.0)  # the filter leaves the first sample off zero: no tick
    length = s.seconds(len(x))
    if length > RELEASE_FROM:
        x = s.fade(x, fade_out=min(RELEASE, length / 3), curve=2.0)
    return s.trim(s.normalise(x, s.from_db(LEVELS[kind])))


def main(folder: Path = HERE, names=None) -> list[Path]:
    out = []
    for name in names or EFFECTS:
        out.append(s.write_wav(folder / f"{name}.wav", make(name)))
    return out


if __name__ == "__main__":
    for path in main():
        print(f"wrote {path}")
