"""Makes the tables' ambiences and the music as seamless Ogg Vorbis loops:

    python3 -m pip install -r requirements-tools.txt   # numpy
    sudo apt-get install vorbis-tools                  # oggenc
    python3 assets/sounds/make_music.py

Every loop is built so that its end runs straight into its start: noise is
shaped in the frequency domain over exactly the loop's length, every slow
swell has a whole number of cycles in the loop, a note or a cry that runs past
the end comes round to the start, and the room is a circular convolution. So
there is no seam to hide, and sounds/check_sounds.py measures that there is
none. Ambiences and music are stereo, 44.1 kHz, and normalised to one
loudness (the music a little under the ambience's peak, both far under the
effects), which check_sounds.py measures with ffmpeg's EBU R128 meter.
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
    """Isle of Monsters: a calm sea on a sandy shore, gulls now and then."""
    rng = s.rng_for("amb_sea_and_gulls")
    out = waves(sec, rng, cycles=4)
    for at in (3.0, 11.5, 12.6, 21.0, 27.5):
        out = s.place(out, s.pan(gull(rng), rng.uniform(-0.8, 0.8)), at, 0.16, wrap=True)
    return s.reverb(out, 1.2, 0.2, rng, circular=True)


def amb_volcano(sec=30.0):
    """King of Monster Island: the volcano's low rumble, a far sea and stones."""
    rng = s.rng_for("amb_volcano")
    n = s.samples(sec)
    rumble = s.spectral(rng.standard_normal((n, 2)), lo=22, hi=110, order=3, circular=True)
    rumble = s.normalise(rumble, 1.0) * loop_swell(n, 3, 0.5)[:, None]
    sea = waves(sec, rng, cycles=5, brightness=600) * 0.35
    out = rumble + sea
    for at in (5.0, 5.3, 17.2, 24.8):                # a few stones tumbling far off
        stone = s.modal(rng.uniform(300, 600), 0.15, s.STONE)
        out = s.place(out, s.pan(stone, rng.uniform(-0.6, 0.6)), at, 0.08, wrap=True)
    return s.reverb(out, 1.8, 0.25, rng, bright=2500, circular=True)


def amb_surf_and_wind(sec=30.0):
    """Survive the Island: open surf breaking, a sea wind, a gull far away."""
    rng = s.rng_for("amb_surf_and_wind")
    n = s.samples(sec)
    out = waves(sec, rng, cycles=5, brightness=1400)
    wind = s.spectral(rng.standard_normal((n, 2)), lo=300, hi=2500, peak=800, q=1.5, gain_db=6, circular=True)
    wind = s.normalise(wind, 0.3) * loop_swell(n, 2, 0.7, phase=2.0)[:, None]
    out = out + wind
    for at in (8.0, 22.0):
        out = s.place(out, s.pan(gull(rng), rng.uniform(-0.9, 0.9)), at, 0.08, wrap=True)
    return s.reverb(out, 1.0, 0.15, rng, circular=True)


def amb_night(sec=30.0):
    """Isle of Night: crickets in the grass, soft waves, an owl once."""
    rng = s.rng_for("amb_night")
    out = waves(sec, rng, cycles=3, brightness=500) * 0.45
    for voice, pitch, where in ((0, 4400, -0.6), (1, 5200, 0.5), (2, 3900, 0.1)):
        t = rng.uniform(0, 0.7)
        while t < sec:
            out = s.place(out, s.pan(cricket(rng, pitch), where), t, 0.10, wrap=True)
            t += rng.uniform(0.55, 0.9)
    owl = s.silence(1.2)
    for at, length in ((0.0, 0.22), (0.45, 0.4)):
        hoot = s.spectral(s.osc(s.glide(400, 370, length), length), hi=1000) * s.swell(s.samples(length), 1.2)
        owl = s.place(owl, hoot, at)
    out = s.place(out, s.pan(owl, -0.3), 16.0, 0.12, wrap=True)
    return s.reverb(out, 1.6, 0.3, rng, circular=True)


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


def compose(name: str, bpm: float, chords, melody, body, *, pad_gain=0.35, bass_gain=0.45,
            melody_gain=0.55, beat=None, arp_body=None, arp_beats=(1.0, 3.0), room=2.2, bright=1400.0):
    """A loop of len(chords) bars of 4 beats. chords: one list of note names a
    bar (the lowest is also the bass); melody: (beat, note, gain) counted from
    the loop's start; arp_body: an instrument that plays the chord's upper two
    notes an octave up on `arp_beats` of every bar; beat: a function
    (rng, bar) -> [(beat in bar, sound, gain)] for percussion."""
    rng = s.rng_for(name)
    spb = 60.0 / bpm
    sec = len(chords) * 4 * spb
    out = s.silence(sec, stereo=True)
    for bar, notes in enumerate(chords):
        at = bar * 4 * spb
        freqs = [hz(x) for x in notes]
        out = s.place(out, pad(freqs, 4 * spb + 0.8, rng, bright), at, pad_gain, wrap=True)
        out = s.place(out, s.pan(bass(freqs[0] / 2, 2 * spb), 0.0), at, bass_gain, wrap=True)
        out = s.place(out, s.pan(bass(freqs[0] / 2, 2 * spb), 0.0), at + 2 * spb, bass_gain * 0.7, wrap=True)
        if arp_body is not None:
            for b, note in zip(arp_beats, (notes[1], notes[2])):
                tone = s.modal(hz(up(note)), 1.4, arp_body)
                out = s.place(out, s.pan(tone, -0.35), at + b * spb, melody_gain * 0.3, wrap=True)
        if beat:
            for b, snd, g in beat(rng, bar):
                out = s.place(out, s.pan(snd, rng.uniform(-0.3, 0.3)), at + b * spb, g, wrap=True)
    for b, note, g in melody:
        assert b < len(chords) * 4, f"{name}: a note past the loop's end"
        tone = s.modal(hz(note), 2.2, body)
        out = s.place(out, s.pan(tone, 0.15), b * spb, melody_gain * g, wrap=True)
    return s.reverb(out, room, 0.32, rng, bright=5000, circular=True)


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


def music_isle_of_monsters():
    """Isle of Monsters: playful, a bouncing marimba in C with a light shaker."""
    chords = ([["C3", "G3", "E4"], ["A2", "E3", "C4"], ["F2", "C3", "A3"], ["G2", "D3", "B3"]] * 2
              + [["F2", "C3", "A3"], ["G2", "D3", "B3"], ["E2", "B2", "G3"], ["A2", "E3", "C4"],
                 ["F2", "C3", "A3"], ["D3", "A3", "F4"], ["G2", "D3", "B3"], ["C3", "G3", "E4"]])

    def beat(rng, bar):
        return [(b / 2, shaker(rng), 0.25 if b % 2 else 0.4) for b in range(8)]
    melody = phrases("E5 G5 A5 G5 E5 - D5 C5 D5 E5 G5 - A5~ G5 - E5 D5 C5 D5 E5~ - - -",
                     "G5 A5 C6 A5 G5 E5 D5 - E5 G5 A5 G5 E5 D5 C5~~ - - - -",
                     "A5 - C6 A5 G5 - E5 - F5 A5 G5 F5 E5~~ - G5 - B5 G5 F5 - D5 - E5 G5 F5 E5 D5~~ -",
                     "C5 D5 E5 G5 A5~ G5 E5 D5 - E5 D5 C5~ A4 C5 - D5 E5 G5 E5 D5~ C5 D5 C5~~~ - - -",
                     step=0.5)
    return compose("music_isle_of_monsters", 104, chords, melody, s.MARIMBA, beat=beat, melody_gain=0.5)


def music_king_of_monster_island():
    """King of Monster Island: a low, steady march in D minor, toms under bells."""
    chords = ([["D3", "A3", "F4"], ["Bb2", "F3", "D4"], ["C3", "G3", "E4"], ["A2", "E3", "C#4"]] * 2
              + [["G2", "D3", "Bb3"], ["D3", "A3", "F4"], ["Bb2", "F3", "D4"], ["A2", "E3", "C#4"],
                 ["G2", "D3", "Bb3"], ["F2", "C3", "A3"], ["E2", "Bb2", "G3"], ["A2", "E3", "C#4"]])

    def beat(rng, bar):
        return [(0, drum(65, rng), 0.55), (1.5, drum(80, rng), 0.3), (2, drum(65, rng), 0.45), (3, drum(95, rng), 0.25)]
    melody = phrases("D5~ - F5 E5~ D5 C5~ - D5 A4~~~ -",
                     "Bb4 C5 D5~ E5 F5 E5~ D5 C#5~~~ - - -",
                     "D5~ - Bb4 G4~ A4 Bb4~ - A4 F4~~~ -",
                     "G4 A4 Bb4~ A4 G4 E4~ G4 A4~~~ - -")
    return compose("music_king_of_monster_island", 84, chords, melody, s.BELL, beat=beat,
                   melody_gain=0.4, pad_gain=0.4, bright=1000)


def music_survive_the_island():
    """Survive the Island: a breezy kalimba tune in G over an easy sway."""
    chords = ([["G2", "D3", "B3"], ["E2", "B2", "G3"], ["C3", "G3", "E4"], ["D3", "A3", "F#4"]] * 2
              + [["C3", "G3", "E4"], ["D3", "A3", "F#4"], ["B2", "F#3", "D4"], ["E2", "B2", "G3"],
                 ["A2", "E3", "C4"], ["C3", "G3", "E4"], ["D3", "A3", "F#4"], ["G2", "D3", "B3"]])

    def beat(rng, bar):
        return [(b, shaker(rng), 0.3) for b in (1, 3)] + [(2.5, shaker(rng), 0.2)]
    melody = phrases("B4 D5 E5 D5 B4 A4 G4~ A4 B4 D5 E5 G5~ E5 D5",
                     "B4 A4 B4 D5 B4 A4~ G4~~ - D5 E5 G5 E5 D5",
                     "E5 G5 A5 G5 E5 D5 E5~ F#5 A5 B5 A5 F#5 E5 D5~",
                     "C5 E5 G5 E5 C5 B4 A4~ B4 D5 F#5 E5 D5 B4 G4~")
    return compose("music_survive_the_island", 96, chords, melody, s.KALIMBA, beat=beat, arp_body=s.MARIMBA,
                   arp_beats=(0.5, 2.5))


def music_isle_of_night():
    """Isle of Night: slow and starry, bells in A minor over a dark pad, glass
    picking out the chords."""
    chords = ([["A2", "E3", "C4"], ["F2", "C3", "A3"], ["C3", "G3", "E4"], ["G2", "D3", "B3"]] * 2
              + [["D3", "A3", "F4"], ["A2", "E3", "C4"], ["F2", "C3", "A3"], ["E2", "B2", "G#3"]])
    melody = phrases("E5~~ - C5~ D5 E5~~~ - G5~~ -",
                     "E5~ D5 C5~~~ - A5~~ - G5~ E5 -",
                     "F5~~ - E5~ D5 C5~~~ - B4~ G#4 -")
    return compose("music_isle_of_night", 66, chords, melody, s.BELL, arp_body=s.GLASS, arp_beats=(2.0, 3.0),
                   melody_gain=0.35, pad_gain=0.45, bright=900, room=3.0)


AMBIENCES = {"amb_sea_and_gulls": amb_sea_and_gulls, "amb_volcano": amb_volcano,
             "amb_surf_and_wind": amb_surf_and_wind, "amb_night": amb_night}
MUSIC = {"music_title": music_title, "music_isle_of_monsters": music_isle_of_monsters,
         "music_king_of_monster_island": music_king_of_monster_island,
         "music_survive_the_island": music_survive_the_island, "music_isle_of_night": music_isle_of_night}


def make(name: str) -> np.ndarray:
    if name in AMBIENCES:                     # above 7 kHz an ambience is only hiss
        return set_rms(s.spectral(AMBIENCES[name](), hi=7000, order=2, circular=True), AMBIENCE_RMS)
    return set_rms(MUSIC[name](), MUSIC_RMS)


def main(folder: Path = HERE, names=None) -> list[Path]:
    out = []
    for name in names or (*AMBIENCES, *MUSIC):
        out.append(s.write_ogg(folder / f"{name}.ogg", make(name), quality=3))
    return out


if __name__ == "__main__":
    for path in main(names=sys.argv[1:] or None):
        print(f"wrote {path}")
