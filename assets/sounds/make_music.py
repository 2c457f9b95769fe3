"""Makes the tables' ambience beds and their calls, the title's loop and the
tables' music pieces (game/sound_plan.py says what plays when):

    python3 -m pip install -r requirements-tools.txt   # numpy
    sudo apt-get install vorbis-tools                  # oggenc
    python3 assets/sounds/make_music.py

A bed or the title's loop is built so that its end runs straight into its start: noise is
shaped in the frequency domain over exactly the loop's length, every slow
swell has a whole number of cycles in the loop, a note or a cry that runs past
the end comes round to the start, and the room is a circular convolution. So
there is no seam to hide, and sounds/check_sounds.py measures that there is
none. A piece is not a loop: it ends, its last chord ringing out, and a rest
follows it. Beds and music are stereo, 44.1 kHz, and normalised to one
loudness (the music a little under the ambience's peak, both far under the
effects), which check_sounds.py measures with ffmpeg's EBU R128 meter. The
calls are short mono WAV files, far under the effects.
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import synth as s  # noqa: E402

HERE = Path(__file__).resolve().parent

#: RMS targets (dBFS) the loops are set to before encoding
AMBIENCE_RMS = -26.0
MUSIC_RMS = -24.0


def loop_swell(n: int, cycles: int, depth: float, phase: float = 0.0) -> np.ndarray:
    """A slow rise and fall with a whole number of cycles in the loop."""
    return 1 - depth + depth * (0.5 + 0.5 * np.sin(2 * np.pi * cycles * np.arange(n) / n + phase))


def set_rms(x: np.ndarray, target_db: float, peak_db: float = -3.0) -> np.ndarray:
    rms = float(np.sqrt(np.mean(x ** 2))) or 1.0
    y = x * (s.from_db(target_db) / rms)
    top = float(np.max(np.abs(y)))
    if top > s.from_db(peak_db):                 # never clip: hold the peak down instead
        y *= s.from_db(peak_db) / top
    return y


# -- ambiences ----------------------------------------------------------------------

def waves(sec: float, rng, cycles: int, brightness: float = 900.0) -> np.ndarray:
    """The sea on a shore: wide low noise that swells as waves come in."""
    n = s.samples(sec)
    body = s.spectral(rng.standard_normal((n, 2)), lo=60, hi=brightness, order=2, tilt=0.5, circular=True)
    surf = s.spectral(rng.standard_normal((n, 2)), lo=1200, hi=6000, order=2, circular=True)
    left = loop_swell(n, cycles, 0.75)
    right = loop_swell(n, cycles, 0.75, phase=0.9)
    body[:, 0] *= left
    body[:, 1] *= right
    surf[:, 0] *= left ** 3
    surf[:, 1] *= right ** 3
    return s.normalise(body, 1.0) + s.normalise(surf, 0.35)


def gull(rng) -> np.ndarray:
    """One gull's cry: a few falling yelps through a nasal formant."""
    out = s.silence(1.2)
    for k in range(rng.integers(2, 4)):
        sec = rng.uniform(0.18, 0.3)
        f = s.glide(rng.uniform(1500, 1900), rng.uniform(1000, 1200), sec, 0.5)
        yelp = s.spectral(s.osc(f, sec, "saw"), lo=800, hi=5000, peak=2600, q=3, gain_db=8)
        out = s.place(out, yelp * s.env(len(f), 0.02, sec / 2.5), 0.3 * k)
    return s.trim(out)


def cricket(rng, pitch: float) -> np.ndarray:
    """A cricket's chirp: a high tone pulsed three or four times."""
    sec = 0.25
    n = s.samples(sec)
    pulses = (np.sin(2 * np.pi * 30 * np.arange(n) / s.RATE) > 0.2).astype(float)
    tone = s.osc(pitch, sec) * pulses * s.env(n, 0.005, 0.12)
    return s.spectral(tone, lo=2000, hi=9000)


def amb_sea_and_gulls(sec=30.0):
    """Isle of Monsters' bed: a calm sea on a sandy shore (the gulls are calls)."""
    rng = s.rng_for("amb_sea_and_gulls")
    out = waves(sec, rng, cycles=4)
    return s.reverb(out, 1.2, 0.2, rng, circular=True)


def amb_volcano(sec=30.0):
    """King of Monster Island's bed: the volcano's low rumble and a far sea
    (the stones and the vents are calls)."""
    rng = s.rng_for("amb_volcano")
    n = s.samples(sec)
    rumble = s.spectral(rng.standard_normal((n, 2)), lo=22, hi=110, order=3, circular=True)
    rumble = s.normalise(rumble, 1.0) * loop_swell(n, 3, 0.5)[:, None]
    sea = waves(sec, rng, cycles=5, brightness=600) * 0.35
    return s.reverb(rumble + sea, 1.8, 0.25, rng, bright=2500, circular=True)


def amb_surf_and_wind(sec=30.0):
    """Survive the Island's bed: open surf breaking and a sea wind (gusts and gulls are calls)."""
    rng = s.rng_for("amb_surf_and_wind")
    n = s.samples(sec)
    out = waves(sec, rng, cycles=5, brightness=1400)
    wind = s.spectral(rng.standard_normal((n, 2)), lo=300, hi=2500, peak=800, q=1.5, gain_db=6, circular=True)
    wind = s.normalise(wind, 0.3) * loop_swell(n, 2, 0.7, phase=2.0)[:, None]
    return s.reverb(out + wind, 1.0, 0.15, rng, circular=True)


def amb_night(sec=30.0):
    """Isle of Night's bed: crickets in the grass and soft waves (the owls and the frog are calls)."""
    rng = s.rng_for("amb_night")
    out = waves(sec, rng, cycles=3, brightness=500) * 0.45
    for voice, pitch, where in ((0, 4400, -0.6), (1, 5200, 0.5), (2, 3900, 0.1)):
        t = rng.uniform(0, 0.7)
        while t < sec:
            out = s.place(out, s.pan(cricket(rng, pitch), where), t, 0.10, wrap=True)
            t += rng.uniform(0.55, 0.9)
    return s.reverb(out, 1.6, 0.3, rng, circular=True)


# -- the calls over the beds (mono; game/audio.py pans each as it comes) --------------

def owl(rng, pitch: float = 400.0) -> np.ndarray:
    out = s.silence(1.2)
    for at, length in ((0.0, 0.22), (0.45, 0.4)):
        hoot = s.spectral(s.osc(s.glide(pitch, pitch * 0.92, length), length), hi=1000) * s.swell(s.samples(length), 1.2)
        out = s.place(out, hoot, at)
    return out


def amb_gull_1(rng):
    """A gull's cry close by."""
    return s.reverb(gull(rng), 1.0, 0.25, rng)


def amb_gull_2(rng):
    """Two gulls calling to each other."""
    out = s.place(gull(rng), gull(rng) * 0.7, rng.uniform(0.6, 1.0))
    return s.reverb(out, 1.2, 0.3, rng)


def amb_gull_3(rng):
    """A gull far off over the water."""
    return s.reverb(s.spectral(gull(rng), hi=3000) * 0.6, 1.6, 0.45, rng)


def amb_stones_1(rng):
    """Stones tumbling down the volcano's flank."""
    out = s.silence(1.0)
    t = 0.0
    for _ in range(6):
        out = s.place(out, s.modal(rng.uniform(300, 600), 0.15, s.STONE), t, rng.uniform(0.4, 1.0))
        t += rng.uniform(0.05, 0.15)
    return s.reverb(out, 1.8, 0.35, rng, bright=2500)


def amb_stones_2(rng):
    """A single rock bouncing far off."""
    out = s.place(s.modal(420, 0.15, s.STONE), s.modal(380, 0.15, s.STONE), 0.3, 0.6)
    return s.reverb(s.place(out, s.modal(350, 0.15, s.STONE), 0.5, 0.35), 1.8, 0.4, rng, bright=2000)


def amb_vent(rng):
    """A vent on the volcano sighing out steam."""
    n = s.samples(1.6)
    hiss = s.spectral(s.noise(1.6, rng), lo=900, hi=5000) * s.swell(n, 1.5)
    return s.reverb(hiss * 0.6, 1.2, 0.3, rng)


def amb_gust(rng):
    """A gust of wind over the sea."""
    n = s.samples(2.2)
    f = s.glide(500, 900, 2.2, 0.8)
    gust = s.spectral(s.noise(2.2, rng), lo=250, hi=2400, peak=700, q=1.5, gain_db=8) * s.swell(n, 1.3)
    whistle = s.osc(f, 2.2) * s.swell(n, 2.5) * 0.05
    return gust + whistle


def amb_owl(rng):
    """An owl's two hoots in the trees."""
    return s.reverb(owl(rng), 1.6, 0.3, rng)


def amb_owl_far(rng):
    """Another owl answering, farther and lower."""
    return s.reverb(s.spectral(owl(rng, 360.0), hi=800) * 0.6, 2.0, 0.45, rng)


def amb_frog(rng):
    """A frog croaking by the water, three times."""
    out = s.silence(1.0)
    for k in range(3):
        n = s.samples(0.12)
        croak = s.osc(190 + 10 * k, 0.12, "saw") * (np.sin(2 * np.pi * 40 * np.arange(n) / s.RATE) > 0) * s.env(n, 0.005, 0.05)
        out = s.place(out, s.spectral(croak, lo=150, hi=1800, peak=600, q=2, gain_db=6), 0.22 * k, 0.8)
    return s.reverb(out, 1.2, 0.3, rng)


#: name -> recipe: a call's file (.wav), peaking at CALL_PEAK
CALLS = {"amb_gull_1": amb_gull_1, "amb_gull_2": amb_gull_2, "amb_gull_3": amb_gull_3,
         "amb_stones_1": amb_stones_1, "amb_stones_2": amb_stones_2, "amb_vent": amb_vent,
         "amb_gust": amb_gust, "amb_owl": amb_owl, "amb_owl_far": amb_owl_far, "amb_frog": amb_frog}
#: dBFS: a call sits in its bed, far under the effects (the ambience layer's volume applies)
CALL_PEAK = -16.0


# -- music --------------------------------------------------------------------------

NOTE = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}


def hz(name: str) -> float:
    """'A4' -> 440; sharps with '#', flats with 'b'."""
    pitch, octave = name[:-1], int(name[-1])
    semis = NOTE[pitch[0]] + pitch.count("#") - pitch.count("b")
    return 440.0 * 2 ** ((semis + 12 * (octave + 1) - 69) / 12)


def pad(freqs, sec: float, rng, bright: float = 1400.0) -> np.ndarray:
    """A soft chord held: detuned triangles, slow attack and release."""
    n = s.samples(sec)
    out = np.zeros((n, 2))
    for f in freqs:
        for side, detune in ((0, 0.997), (1, 1.003)):
            out[:, side] += s.osc(f * detune, sec, "triangle", phase=rng.uniform(0, 6.28))
    out = s.spectral(out, hi=bright, order=1)
    shape = np.minimum(1.0, np.minimum(np.arange(n) / s.samples(0.6), (n - np.arange(n)) / s.samples(0.8)))
    return out * shape[:, None] / len(freqs)


def bass(f: float, sec: float) -> np.ndarray:
    n = s.samples(sec)
    x = s.osc(f, sec) + 0.25 * s.osc(2 * f, sec)
    return s.fade(x * s.env(n, 0.01, sec * 0.6, sec * 0.2), 0.0, 0.05)


def drum(f: float, rng) -> np.ndarray:
    n = s.samples(0.5)
    tone = s.osc(s.glide(f * 1.5, f, 0.5, 0.3), 0.5) * s.env(n, 0.002, 0.16)
    skin = s.spectral(s.noise(0.5, rng), lo=200, hi=1800) * s.env(n, 0.001, 0.02)
    return s.fade(tone + 0.4 * skin, 0.0, 0.05)


def shaker(rng) -> np.ndarray:
    n = s.samples(0.08)
    return s.spectral(s.noise(0.08, rng), lo=4000, hi=11000) * s.env(n, 0.01, 0.02)


def up(note: str, octaves: int = 1) -> str:
    return note[:-1] + str(int(note[-1]) + octaves)


def sound_of(body, freq: float, sec: float) -> np.ndarray:
    """A note: a struck body (a partial table) or a held voice (a function)."""
    return body(freq, sec) if callable(body) else s.modal(freq, sec, body)


def compose(name: str, bpm: float, chords, melody, body, *, pad_gain=0.35, bass_gain=0.45,
            melody_gain=0.55, beat=None, arp_body=None, arp_beats=(1.0, 3.0), room=2.2, bright=1400.0,
            loop=True, note_sec=2.2, rests=()):
    """len(chords) bars of 4 beats. chords: one list of note names a bar (the
    lowest is also the bass; None: a bar of rest, nothing plays); melody:
    (beat, note, gain) counted from the start; arp_body: an instrument that
    plays the chord's upper two notes an octave up on `arp_beats` of every bar;
    beat: a function (rng, bar) -> [(beat in bar, sound, gain)] for percussion.
    loop: its end runs into its start (the title); else a piece with an end,
    its last chord and the room ringing out. rests: bars where only the pad plays."""
    rng = s.rng_for(name)
    spb = 60.0 / bpm
    sec = len(chords) * 4 * spb
    out = s.silence(sec if loop else sec + 3.0, stereo=True)
    for bar, notes in enumerate(chords):
        if notes is None:
            continue
        at = bar * 4 * spb
        last = not loop and bar == len(chords) - 1
        freqs = [hz(x) for x in notes]
        held = 4 * spb + (2.4 if last else 0.8)
        out = s.place(out, pad(freqs, held, rng, bright), at, pad_gain, wrap=loop)
        out = s.place(out, s.pan(bass(freqs[0] / 2, 2 * spb if not last else 4 * spb), 0.0), at, bass_gain, wrap=loop)
        if bar in rests:
            continue
        if not last:
            out = s.place(out, s.pan(bass(freqs[0] / 2, 2 * spb), 0.0), at + 2 * spb, bass_gain * 0.7, wrap=loop)
        if arp_body is not None:
            for b, note in zip(arp_beats, (notes[1], notes[2])):
                tone = sound_of(arp_body, hz(up(note)), 1.4)
                out = s.place(out, s.pan(tone, -0.35), at + b * spb, melody_gain * 0.3, wrap=loop)
        if beat and not last:
            for b, snd, g in beat(rng, bar):
                out = s.place(out, s.pan(snd, rng.uniform(-0.3, 0.3)), at + b * spb, g, wrap=loop)
    for b, note, g in melody:
        assert b < len(chords) * 4, f"{name}: a note past the end"
        tone = sound_of(body, hz(note), note_sec)
        out = s.place(out, s.pan(tone, 0.15), b * spb, melody_gain * g, wrap=loop)
    if loop:
        return s.reverb(out, room, 0.32, rng, bright=5000, circular=True)
    out = s.reverb(out, room, 0.32, rng, bright=5000)
    return s.fade(s.trim(out, -50.0, 0.3), 0.0, 1.5)


def line(start: float, notes: str, step: float = 1.0, gain: float = 1.0):
    """'E5 G5 - A5' -> notes a step apart from `start` beats; '-' is a rest, and a
    note with '~' holds one more step ('A5~')."""
    out, b = [], start
    for tok in notes.split():
        if tok != "-":
            out.append((b, tok.rstrip("~"), gain))
        b += step * (1 + tok.count("~"))
    return out


def phrases(*notes: str, step: float = 1.0, beats: float = 16.0):
    """Phrases of a melody one after another, each in its own `beats` (four
    bars): a phrase that would run into the next is a mistake, refused."""
    out = []
    for k, text in enumerate(notes):
        length = sum(step * (1 + tok.count("~")) for tok in text.split())
        assert length <= beats, f"phrase {k + 1} lasts {length} beats, more than {beats}"
        out += line(k * beats, text, step)
    return out


def music_title():
    """The title: an island morning, marimba over warm chords in D major, a
    kalimba picking out the chords."""
    chords = ([["D3", "A3", "F#4"], ["B2", "F#3", "D4"], ["G2", "D3", "B3"], ["A2", "E3", "C#4"]] * 2
              + [["G2", "D3", "B3"], ["A2", "E3", "C#4"], ["F#2", "C#3", "A3"], ["B2", "F#3", "D4"],
                 ["G2", "D3", "B3"], ["E2", "B2", "G3"], ["A2", "E3", "C#4"], ["D3", "A3", "F#4"]])
    melody = phrases("F#5 A5 B5 A5~ F#5 E5 D5~ - E5 F#5 A5~ - -",
                     "B5 A5 F#5~ E5 D5 E5 F#5~ E5 D5 B4 D5~~ -",
                     "B5~ A5 G5 A5~~ - C#6 B5 A5 F#5~~ - -",
                     "G5~ F#5 E5 D5~ B4 D5 E5~ C#5 D5~~~ -")
    return compose("music_title", 92, chords, melody, s.MARIMBA, arp_body=s.KALIMBA)


# -- the tables' pieces ---------------------------------------------------------------
#
# Each table has three pieces and a finale for the game's last stretch
# (game/sound_plan.py plays them with rests between). A piece is built from
# sections of four bars, its tune written by `tune` from the chords (a seeded
# walk over the scale that lands on the chord's notes on the strong beats and
# breathes at the end of each phrase), with a bar of rest in it; each table has
# its own instruments, and each piece its own chords, tempo and beat.

def brass(freq: float, sec: float) -> np.ndarray:
    """A soft horn: a saw through a low, opening filter, a slow attack and a little vibrato."""
    n = s.samples(sec)
    t = np.arange(n) / s.RATE
    f = freq * (1 + 0.004 * np.sin(2 * np.pi * 5.0 * t))
    x = s.spectral(s.osc(f, sec, "saw"), lo=freq * 0.8, hi=freq * 5, order=2)
    return s.fade(x * s.env(n, 0.06, sec / 2.2, sec / 5), 0.0, 0.05) * 0.8


def flute(freq: float, sec: float) -> np.ndarray:
    """A breathy flute: a sine and its octave, vibrato, and breath noise."""
    n = s.samples(sec)
    t = np.arange(n) / s.RATE
    f = freq * (1 + 0.006 * np.sin(2 * np.pi * 5.2 * t))
    tone = s.osc(f, sec) + 0.18 * s.osc(2 * f, sec)
    breath = s.spectral(s.noise(sec, np.random.default_rng(int(freq))), lo=freq, hi=freq * 4) * 0.12
    return s.fade((tone + breath) * s.env(n, 0.08, sec / 2.0, sec / 5), 0.0, 0.05) * 0.7


PLUCK = ((1.0, 1.0, 0.35), (2.0, 0.5, 0.2), (3.0, 0.3, 0.12), (4.0, 0.15, 0.07))
STEEL = ((1.0, 1.0, 0.8), (2.0, 0.55, 0.5), (3.0, 0.25, 0.3), (4.1, 0.12, 0.15))


def woodblock(rng) -> np.ndarray:
    return s.fade(s.modal(rng.uniform(780, 820), 0.12, s.WOOD), 0.0, 0.01)


SCALES = {"major": (0, 2, 4, 5, 7, 9, 11), "minor": (0, 2, 3, 5, 7, 8, 10)}


def note_name(midi: int) -> str:
    names = ("C", "C#", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B")
    return f"{names[midi % 12]}{midi // 12 - 1}"


def midi_of(name: str) -> int:
    return int(round(69 + 12 * np.log2(hz(name) / 440.0)))


#: rhythms of a bar (beats of each note; a negative: a rest), the last of a phrase held
BAR_RHYTHMS = ((1, 1, 1, 1), (1.5, 0.5, 1, 1), (0.5, 0.5, 1, 2), (1, 0.5, 0.5, 2), (2, 1, 1), (1, 1, 2),
               (0.5, 0.5, 0.5, 0.5, 1, 1))
PHRASE_ENDS = ((2, -2), (3, -1), (1, 1, -2))


def tune(name: str, chords, tonic: str, mode: str, low: str, high: str, busy: float = 0.5, rests=()):
    """A melody over `chords` (bars; None a rest), in phrases of four bars: a
    walk over the scale between `low` and `high`, on a chord's note at each
    bar's start, the fourth bar of a phrase a held note and a breath.
    busy: how often a bar takes one of the busier rhythms."""
    rng = s.rng_for(name + ":tune")
    root = midi_of(tonic) % 12
    lo, hi = midi_of(low), midi_of(high)
    scale = [m for m in range(lo, hi + 1) if (m - root) % 12 in SCALES[mode]]
    out = []
    here = len(scale) // 2
    for bar, notes in enumerate(chords):
        if notes is None or bar in rests:
            continue
        tones = {midi_of(x) % 12 for x in notes}
        end = bar % 4 == 3 or bar == len(chords) - 1
        if end:
            rhythm = PHRASE_ENDS[rng.integers(len(PHRASE_ENDS))]
        else:
            pick = rng.integers(len(BAR_RHYTHMS)) if rng.random() < busy else rng.integers(2) * 4
            rhythm = BAR_RHYTHMS[pick]
        b = bar * 4.0
        for k, length in enumerate(rhythm):
            if length > 0:
                if k == 0 or (end and k == len(rhythm) - 2):       # strong beats: a chord's note, near by
                    near = sorted(range(len(scale)), key=lambda i: (scale[i] % 12 not in tones, abs(i - here)))
                    here = near[0]
                else:
                    here = int(np.clip(here + rng.choice((-2, -1, -1, 1, 1, 2)), 0, len(scale) - 1))
                out.append((b, note_name(scale[here]), 1.0 if k == 0 else 0.8))
            b += abs(length)
    return out


def chords_of(text: str):
    """'Dm Bb C A' -> bars of three notes (root in octave 2 or 3, a fifth, a third
    an octave up); '.' a bar of rest."""
    out = []
    for tok in text.split():
        if tok == ".":
            out.append(None)
            continue
        minor = tok.endswith("m")
        root = tok[:-1] if minor else tok
        base = midi_of(root + "3")
        if base > midi_of("F#3"):
            base -= 12
        third = base + (3 if minor else 4) + 12
        out.append([note_name(base), note_name(base + 7), note_name(third)])
    return out


def piece(name: str, bpm: float, progression: str, tonic: str, mode: str, lead, *, low="C5", high="A5",
          busy=0.5, rest_bars=(), **kw):
    chords = chords_of(progression)
    melody = tune(name, chords, tonic, mode, low, high, busy, rest_bars)
    return compose(name, bpm, chords, melody, lead, loop=False, rests=rest_bars, **kw)


def komi_beat(heavy: float):
    def beat(rng, bar):
        return [(0, drum(65, rng), 0.55 * heavy), (1.5, drum(80, rng), 0.3 * heavy), (2, drum(65, rng), 0.45 * heavy),
                (3, drum(95, rng), 0.25 * heavy)]
    return beat


def shakers(pattern, gain=0.3):
    def beat(rng, bar):
        return [(b, shaker(rng), gain * (0.7 if b % 1 else 1.0)) for b in pattern]
    return beat


def blocks(pattern, gain=0.3):
    def beat(rng, bar):
        return [(b, woodblock(rng), gain) for b in pattern]
    return beat


PIECES = {
    # Isle of Monsters: playful, marimba and plucked strings
    "music_iom_shore": lambda n: piece(n, 104, "C Am F G C Am F G . Dm G C F G Em Am", "C4", "major", s.MARIMBA,
                                       arp_body=PLUCK, beat=shakers((0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5), 0.3),
                                       rest_bars=(8,), melody_gain=0.5),
    "music_iom_market": lambda n: piece(n, 112, "F C Dm Bb F C Bb C Dm Am Bb F . Gm C F", "F4", "major", PLUCK,
                                        arp_body=s.MARIMBA, beat=blocks((0, 1.5, 2, 3)), busy=0.8,
                                        rest_bars=(12,), melody_gain=0.55, arp_beats=(0.5, 2.5)),
    "music_iom_lullaby": lambda n: piece(n, 80, "G Em C D G Em C D . Am D G", "G4", "major", s.MARIMBA,
                                         arp_body=s.KALIMBA, busy=0.2, rest_bars=(8,), melody_gain=0.45,
                                         pad_gain=0.45),
    "music_iom_finale": lambda n: piece(n, 124, "Am F C G Am F G E Am F C G F G Am Am", "A4", "minor", s.MARIMBA,
                                        arp_body=PLUCK, beat=lambda rng, bar: [(b, drum(90, rng), 0.35) for b in (0, 2)]
                                        + [(b / 2, shaker(rng), 0.25) for b in range(8)], busy=0.9,
                                        melody_gain=0.5),
    # King of Monster Island: a low march, horns, bells and toms
    "music_komi_march": lambda n: piece(n, 84, "Dm Bb C A Dm Bb C A . Gm Dm A", "D4", "minor", brass,
                                        low="A4", high="F5", arp_body=s.BELL, beat=komi_beat(1.0), rest_bars=(8,),
                                        melody_gain=0.4, pad_gain=0.4, bright=1000, note_sec=1.4),
    "music_komi_embers": lambda n: piece(n, 70, "Dm Am Bb F Gm Dm A A . Dm", "D4", "minor", s.BELL,
                                         low="D5", high="A5", busy=0.15, rest_bars=(8,), melody_gain=0.35,
                                         pad_gain=0.5, bright=800, room=3.0),
    "music_komi_stomp": lambda n: piece(n, 92, "Dm Dm Bb A Gm Gm Bb A Dm C Bb A . Bb A Dm", "D4", "minor", brass,
                                        low="D4", high="D5", arp_body=s.STONE, beat=komi_beat(1.3), busy=0.6,
                                        rest_bars=(12,), melody_gain=0.45, bright=1100, note_sec=1.2),
    "music_komi_finale": lambda n: piece(n, 104, "Em C D B Em C D B Am Em C B Em C B Em", "E4", "minor", brass,
                                         low="B4", high="G5", arp_body=s.BELL,
                                         beat=lambda rng, bar: [(b / 2, drum(70 if b % 2 == 0 else 95, rng), 0.4)
                                                                for b in range(8)], busy=0.8,
                                         melody_gain=0.45, bright=1300, note_sec=1.2),
    # Survive the Island: a breezy kalimba, a steel pan and shakers
    "music_sti_breeze": lambda n: piece(n, 96, "G Em C D G Em C D . C D G Em Am D G", "G4", "major", s.KALIMBA,
                                        low="G4", high="E5", arp_body=s.MARIMBA, beat=shakers((1, 2.5, 3)),
                                        rest_bars=(8,), arp_beats=(0.5, 2.5)),
    "music_sti_drift": lambda n: piece(n, 84, "D Bm G A D Bm G A . Em A D", "D4", "major", STEEL,
                                       low="A4", high="F#5", arp_body=s.KALIMBA, busy=0.3, rest_bars=(8,),
                                       melody_gain=0.5, pad_gain=0.4),
    "music_sti_paddle": lambda n: piece(n, 108, "A F#m D E A F#m D E Bm E A F#m . D E A", "A4", "major", s.KALIMBA,
                                        low="A4", high="F#5", arp_body=STEEL, beat=shakers((0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5), 0.25),
                                        busy=0.8, rest_bars=(12,)),
    "music_sti_finale": lambda n: piece(n, 112, "Em C G D Em C B B Am Em C B Em C B Em", "E4", "minor", STEEL,
                                        low="B4", high="G5", arp_body=s.KALIMBA,
                                        beat=lambda rng, bar: [(b, drum(85, rng), 0.35) for b in (0, 1.5, 2, 3)],
                                        busy=0.8, melody_gain=0.5),
    # Isle of Night: slow bells, glass and a flute
    "music_ion_stars": lambda n: piece(n, 66, "Am F C G Am F E E . Dm Am", "A4", "minor", s.BELL,
                                       low="A4", high="E5", arp_body=s.GLASS, arp_beats=(2.0, 3.0), busy=0.2,
                                       rest_bars=(8,), melody_gain=0.35, pad_gain=0.45, bright=900, room=3.0),
    "music_ion_tide": lambda n: piece(n, 60, "Dm Bb F C Dm Bb A A . Dm", "D4", "minor", flute,
                                      low="D5", high="A5", arp_body=s.GLASS, arp_beats=(1.0, 3.0), busy=0.25,
                                      rest_bars=(8,), melody_gain=0.35, pad_gain=0.45, bright=800, room=3.2,
                                      note_sec=1.8),
    "music_ion_moth": lambda n: piece(n, 72, "Em C G D Em C B B . Am Em", "E4", "minor", s.GLASS,
                                      low="B4", high="G5", arp_body=s.BELL, arp_beats=(0.0, 2.0), busy=0.35,
                                      rest_bars=(8,), melody_gain=0.35, pad_gain=0.4, bright=900, room=3.0),
    "music_ion_finale": lambda n: piece(n, 80, "Dm Bb Gm A Dm Bb Gm A Bb C Dm A Dm Bb A Dm", "D4", "minor", flute,
                                        low="D5", high="A5", arp_body=s.BELL, arp_beats=(0.0, 2.0),
                                        beat=lambda rng, bar: [(0, drum(55, rng), 0.35), (2, drum(55, rng), 0.25)],
                                        busy=0.5, melody_gain=0.4, pad_gain=0.4, bright=900, room=2.6,
                                        note_sec=1.6),
}


AMBIENCES = {"amb_sea_and_gulls": amb_sea_and_gulls, "amb_volcano": amb_volcano,
             "amb_surf_and_wind": amb_surf_and_wind, "amb_night": amb_night}
MUSIC = {"music_title": music_title, **{name: (lambda name=name: PIECES[name](name)) for name in PIECES}}
#: Vorbis quality: the title's loop as it was; the pieces, many more, a little lighter
QUALITY = {"music_title": 3}
PIECE_QUALITY = 1


def make(name: str) -> np.ndarray:
    if name in AMBIENCES:                     # above 7 kHz an ambience is only hiss
        return set_rms(s.spectral(AMBIENCES[name](), hi=7000, order=2, circular=True), AMBIENCE_RMS)
    if name in CALLS:
        x = s.spectral(CALLS[name](s.rng_for(name)), lo=60, hi=7000, order=2)
        x = s.fade(x, fade_in=0.004, fade_out=0.0)
        return s.trim(s.normalise(x, s.from_db(CALL_PEAK)), -42.0, 0.15)   # its tail under the bed: cut
    return set_rms(MUSIC[name](), MUSIC_RMS)


def main(folder: Path = HERE, names=None) -> list[Path]:
    out = []
    for name in names or (*AMBIENCES, *CALLS, *MUSIC):
        if name in CALLS:
            out.append(s.write_wav(folder / f"{name}.wav", make(name)))
        else:
            out.append(s.write_ogg(folder / f"{name}.ogg", make(name),
                                   quality=QUALITY.get(name, 3 if name in AMBIENCES else PIECE_QUALITY)))
    return out


if __name__ == "__main__":
    for path in main(names=sys.argv[1:] or None):
        print(f"wrote {path}")
