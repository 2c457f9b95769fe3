"""Makes the app's sound effects (click, card, dice, score) as WAV files beside
this script. Pure Python (math, random with a fixed seed, wave), so the same
script always writes the same files:

    python3 assets/sounds/make_sounds.py

Each sound is built from a few simple parts: a sine tone with a decaying
envelope, a burst of filtered noise, a short percussive "tick". Mono, 16 bit,
44.1 kHz, kept short so they load instantly.
"""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
HERE = Path(__file__).resolve().parent


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    """Adds `sound` into `into` starting at `at` seconds, growing it if needed."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain


def tone(freq: float, seconds: float, decay: float, harmonics=(1.0,), attack: float = 0.004,
         bend: float = 0.0) -> list[float]:
    """A sine tone (with optional overtones) and an exponential decay; `bend`
    slides the pitch by that many octaves over the sound."""
    n = int(RATE * seconds)
    out = []
    phase = [0.0] * len(harmonics)
    for i in range(n):
        t = i / RATE
        f = freq * (2.0 ** (bend * t / seconds))
        env = (min(1.0, t / attack) if attack > 0 else 1.0) * math.exp(-t / decay)
        v = 0.0
        for k, amp in enumerate(harmonics):
            phase[k] += 2 * math.pi * f * (k + 1) / RATE
            v += amp * math.sin(phase[k])
        out.append(v * env)
    return out


def noise(seconds: float, rng: random.Random, decay: float, low: float, high: float,
          attack: float = 0.002) -> list[float]:
    """Band-limited noise: white noise through a one-pole high-pass at `low` Hz
    and a one-pole low-pass at `high` Hz, with an envelope."""
    n = int(RATE * seconds)
    a_lo = math.exp(-2 * math.pi * low / RATE)
    a_hi = math.exp(-2 * math.pi * high / RATE)
    out = []
    lp = hp_prev_in = hp = 0.0
    for i in range(n):
        t = i / RATE
        x = rng.uniform(-1.0, 1.0)
        hp = a_lo * (hp + x - hp_prev_in)
        hp_prev_in = x
        lp = (1 - a_hi) * hp + a_hi * lp
        env = (min(1.0, t / attack) if attack > 0 else 1.0) * math.exp(-t / decay)
        out.append(lp * env)
    return out


def normalise(samples: list[float], peak: float) -> list[float]:
    top = max(abs(v) for v in samples) or 1.0
    return [v * peak / top for v in samples]


def fade_tail(samples: list[float], seconds: float = 0.01) -> list[float]:
    n = min(len(samples), int(RATE * seconds))
    for i in range(n):
        samples[len(samples) - n + i] *= 1.0 - (i + 1) / n
    return samples


def write_wav(name: str, samples: list[float], folder: Path = HERE) -> Path:
    path = folder / f"{name}.wav"
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, int(v * 32767)))) for v in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return path


# -- the four sounds ---------------------------------------------------------------

def make_click(rng: random.Random) -> list[float]:
    """A soft wooden button click: a short high tick over a tiny body tone."""
    out = silence(0.06)
    mix(out, noise(0.02, rng, 0.004, 1800, 9000), 0.0, 0.6)
    mix(out, tone(1250, 0.05, 0.012, harmonics=(1.0, 0.25)), 0.0, 0.7)
    return fade_tail(normalise(out, 0.55))


def make_card(rng: random.Random) -> list[float]:
    """A card sliding onto the table: a swish of noise rising then settling,
    ending in a light slap."""
    out = silence(0.22)
    n = int(RATE * 0.18)
    swish = noise(0.18, rng, 1.0, 900, 6000, attack=0.0)
    for i in range(n):
        t = i / n
        swish[i] *= math.sin(math.pi * t) ** 1.5
    mix(out, swish, 0.0, 0.7)
    mix(out, noise(0.04, rng, 0.008, 300, 4000), 0.16, 0.9)
    return fade_tail(normalise(out, 0.6))


def make_dice(rng: random.Random) -> list[float]:
    """Dice rattling in a cup and tumbling out: a run of hard little knocks,
    closer together at first and thinning out, each a bright resonant tick."""
    out = silence(0.55)
    t = 0.0
    gap = 0.018
    while t < 0.46:
        pitch = rng.uniform(1900, 3400)
        knock = tone(pitch, 0.03, 0.006, harmonics=(1.0, 0.5, 0.2), attack=0.0005)
        mix(out, knock, t, rng.uniform(0.45, 1.0))
        mix(out, noise(0.015, rng, 0.003, 2000, 10000), t, 0.35)
        t += gap * rng.uniform(0.6, 1.6)
        gap *= 1.12
    # the dice settle: one low thud
    mix(out, tone(160, 0.09, 0.03, harmonics=(1.0, 0.3)), 0.44, 0.8)
    return fade_tail(normalise(out, 0.6))


def make_score(rng: random.Random) -> list[float]:
    """A bright, happy chime: a rising major arpeggio with bell-like overtones."""
    out = silence(0.9)
    bell = (1.0, 0.0, 0.35, 0.0, 0.12)
    for k, (freq, at) in enumerate(((523.25, 0.0), (659.25, 0.08), (783.99, 0.16), (1046.5, 0.24))):
        mix(out, tone(freq, 0.62, 0.22 + 0.05 * k, harmonics=bell, attack=0.003), at, 0.8)
    mix(out, noise(0.05, rng, 0.01, 4000, 12000), 0.24, 0.08)
    return fade_tail(normalise(out, 0.55), 0.05)


SOUNDS = {"click": make_click, "card": make_card, "dice": make_dice, "score": make_score}


def main(folder: Path = HERE) -> list[Path]:
    out = []
    for name, make in SOUNDS.items():
        rng = random.Random(f"monster-isles-{name}")
        path = write_wav(name, make(rng), folder)
        out.append(path)
        print(f"wrote {path}")
    return out


if __name__ == "__main__":
    main()
