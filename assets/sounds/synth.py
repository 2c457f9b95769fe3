"""The few signal parts every sound of the app is built from (numpy, tools only).

Everything here is deterministic: noise comes from a seeded generator, filters
work in the frequency domain (a whole signal at once, so a loop filtered this
way is seamless by construction when `circular` is set), and reverberation is a
convolution with a made-up room. Samples are floats in -1..1 at RATE Hz; mono
arrays have shape (n,), stereo (n, 2).
"""
from __future__ import annotations

import subprocess
import tempfile
import wave
from pathlib import Path

import numpy as np

RATE = 44100


def seconds(n: int) -> float:
    return n / RATE


def samples(sec: float) -> int:
    return int(round(sec * RATE))


def rng_for(name: str) -> np.random.Generator:
    """One generator per sound, seeded by its name, so sounds never shift when
    another is added or changed."""
    seed = int.from_bytes(name.encode("utf-8"), "little") % (2 ** 63)
    return np.random.default_rng(seed)


def silence(sec: float, stereo: bool = False) -> np.ndarray:
    n = samples(sec)
    return np.zeros((n, 2) if stereo else n)


# -- envelopes ----------------------------------------------------------------------

def env(n: int, attack: float = 0.003, decay: float = 0.2, hold: float = 0.0) -> np.ndarray:
    """A linear attack, an optional hold, then an exponential decay (seconds),
    brought to nothing over its last few milliseconds so no sound ends in a cut."""
    t = np.arange(n) / RATE
    a = np.clip(t / attack, 0.0, 1.0) if attack > 0 else np.ones(n)
    d = np.where(t < attack + hold, 1.0, np.exp(-(t - attack - hold) / max(decay, 1e-6)))
    k = min(n // 4, samples(0.012))
    tail = np.ones(n)
    if k > 0:
        tail[n - k:] = np.linspace(1.0, 0.0, k)
    return a * d * tail


def swell(n: int, power: float = 1.5) -> np.ndarray:
    """Rises and falls once over the sound (a sine arch)."""
    return np.maximum(np.sin(np.pi * np.arange(n) / max(n - 1, 1)), 0.0) ** power


def fade(x: np.ndarray, fade_in: float = 0.0, fade_out: float = 0.01, curve: float = 1.0) -> np.ndarray:
    """Ramps in and out (seconds); `curve` 2 makes the fade-out fall fast and then
    linger (the ramp squared), as a struck note's release does."""
    x = x.copy()
    n = len(x)
    if fade_in > 0:
        k = min(n, samples(fade_in))
        ramp = np.linspace(0.0, 1.0, k)
        x[:k] = (x[:k].T * ramp).T
    if fade_out > 0:
        k = min(n, samples(fade_out))
        ramp = np.linspace(1.0, 0.0, k) ** curve
        x[n - k:] = (x[n - k:].T * ramp).T
    return x


# -- sources ------------------------------------------------------------------------

def osc(freq, sec: float, shape: str = "sine", phase: float = 0.0) -> np.ndarray:
    """An oscillator; `freq` is a number or an array of one frequency a sample
    (a glide). Shapes: sine, triangle, saw (band-limited by a few harmonics), square."""
    n = samples(sec)
    f = np.broadcast_to(np.asarray(freq, dtype=float), (n,))
    ph = phase + 2 * np.pi * np.cumsum(f) / RATE
    if shape == "sine":
        return np.sin(ph)

    def partial(k: int) -> np.ndarray:          # a harmonic only below 16 kHz: nothing folds back
        return np.sin(k * ph) * (k * f < 16000)
    if shape == "triangle":
        return sum(((-1) ** ((k - 1) // 2)) * partial(k) / k ** 2 for k in range(1, 24, 2)) * (8 / np.pi ** 2)
    if shape == "saw":
        return sum(((-1) ** (k + 1)) * partial(k) / k for k in range(1, 24)) * (2 / np.pi)
    if shape == "square":
        return sum(partial(k) / k for k in range(1, 24, 2)) * (4 / np.pi)
    raise ValueError(shape)


def glide(start: float, end: float, sec: float, curve: float = 1.0) -> np.ndarray:
    """Frequencies sliding from start to end (exponentially, shaped by curve)."""
    n = samples(sec)
    u = (np.arange(n) / max(n - 1, 1)) ** curve
    return start * (end / start) ** u


def noise(sec: float, rng: np.random.Generator, colour: str = "white", stereo: bool = False) -> np.ndarray:
    n = samples(sec)
    shape = (n, 2) if stereo else (n,)
    x = rng.standard_normal(shape)
    if colour == "white":
        return x / 3.0
    tilt = {"pink": 0.5, "brown": 1.0}[colour]
    return normalise(spectral(x, tilt=tilt, circular=True), 0.33)


def modal(freq: float, sec: float, partials, attack: float = 0.001) -> np.ndarray:
    """A struck body: a sum of decaying sine partials (ratio, amplitude, decay
    seconds): bells, wood, glass, a kalimba's tine."""
    n = samples(sec)
    t = np.arange(n) / RATE
    out = np.zeros(n)
    for ratio, amp, decay in partials:
        f = freq * ratio
        if f >= 12000:                      # above that a partial only shrills
            continue
        out += amp * np.sin(2 * np.pi * f * t) * np.exp(-t / decay)
    a = np.clip(t / attack, 0, 1) if attack > 0 else 1.0
    return fade(out * a, 0.0, min(0.03, sec / 4))     # never a cut at its end


#: struck bodies, as partial tables (ratio, amplitude, decay seconds)
MARIMBA = ((1.0, 1.0, 0.45), (3.93, 0.35, 0.10), (9.2, 0.10, 0.03))
KALIMBA = ((1.0, 1.0, 0.9), (5.9, 0.22, 0.12), (2.0, 0.08, 0.4), (12.7, 0.05, 0.03))
BELL = ((1.0, 1.0, 1.6), (2.0, 0.55, 1.0), (2.76, 0.45, 0.7), (5.4, 0.25, 0.35), (8.9, 0.12, 0.2))
GLASS = ((1.0, 1.0, 0.9), (2.32, 0.5, 0.5), (4.25, 0.3, 0.3), (6.63, 0.2, 0.18))
WOOD = ((1.0, 1.0, 0.06), (2.6, 0.5, 0.03), (4.9, 0.3, 0.015))
STONE = ((1.0, 1.0, 0.09), (1.7, 0.7, 0.07), (2.9, 0.4, 0.04), (4.4, 0.2, 0.02))
METAL = ((1.0, 1.0, 0.5), (2.41, 0.7, 0.4), (3.87, 0.5, 0.3), (5.3, 0.4, 0.2), (7.1, 0.3, 0.15))


# -- filters (frequency domain) -----------------------------------------------------

def spectral(x: np.ndarray, lo: float | None = None, hi: float | None = None, order: float = 2.0,
             peak: float | None = None, q: float = 4.0, gain_db: float = 0.0, tilt: float = 0.0,
             circular: bool = False) -> np.ndarray:
    """Filters a whole signal at once: a high-pass at `lo`, a low-pass at `hi`
    (Butterworth-shaped magnitudes of the given order), a resonant bell at
    `peak` (width q, gain in dB), and a 1/f**tilt slope. Not circular: the
    signal is padded so nothing wraps around; circular: it wraps, which makes a
    loop seamless."""
    n = len(x)
    pad = 0 if circular else min(n, samples(0.25))
    m = n + pad
    spec = np.fft.rfft(x, n=m, axis=0)
    f = np.fft.rfftfreq(m, 1 / RATE)
    f[0] = 1e-3
    h = np.ones_like(f)
    if lo:
        h *= 1 / np.sqrt(1 + (lo / f) ** (2 * order))
    if hi:
        h *= 1 / np.sqrt(1 + (f / hi) ** (2 * order))
    if peak:
        bw = peak / q
        h *= 1 + (10 ** (gain_db / 20) - 1) * np.exp(-0.5 * ((f - peak) / bw) ** 2)
    if tilt:
        h *= (np.maximum(f, 20.0) / 1000.0) ** (-tilt)
    spec = (spec.T * h).T if spec.ndim > 1 else spec * h
    y = np.fft.irfft(spec, n=m, axis=0)
    return y[:n]


def room(sec: float, rng: np.random.Generator, bright: float = 6000.0, stereo: bool = False) -> np.ndarray:
    """A made-up room's impulse response: decaying noise, darker as it dies."""
    n = samples(sec)
    t = np.arange(n) / RATE
    ir = rng.standard_normal((n, 2) if stereo else n)
    decay = np.exp(-6.9 * t / sec)            # -60 dB at `sec`
    ir = (ir.T * decay).T
    ir = spectral(ir, lo=120, hi=bright, order=1)
    ir[:samples(0.004)] *= 0.2                 # no pile-up on the dry sound
    return ir / np.sqrt(np.sum(ir ** 2, axis=0) + 1e-12)


def reverb(x: np.ndarray, sec: float, wet: float, rng: np.random.Generator, bright: float = 6000.0,
           circular: bool = False) -> np.ndarray:
    """The sound in a room. Not circular: the tail is added after the sound
    (the result is longer). Circular: the tail wraps to the start (a loop)."""
    stereo = x.ndim > 1
    ir = room(sec, rng, bright, stereo=stereo)
    if circular:
        m = len(x)
        spec = np.fft.rfft(x, axis=0) * np.fft.rfft(ir, n=m, axis=0)
        tail = np.fft.irfft(spec, n=m, axis=0)
        return x * (1 - wet) + tail * wet
    m = len(x) + len(ir)
    tail = np.fft.irfft(np.fft.rfft(x, n=m, axis=0) * np.fft.rfft(ir, n=m, axis=0), n=m, axis=0)
    dry = np.zeros_like(tail)
    dry[:len(x)] = x
    return dry * (1 - wet) + tail * wet


# -- putting sounds together --------------------------------------------------------

def place(into: np.ndarray, sound: np.ndarray, at: float, gain: float = 1.0, wrap: bool = False) -> np.ndarray:
    """Adds `sound` into `into` from `at` seconds; grows `into` unless `wrap`
    (then what runs past the end comes round to the start, as in a loop)."""
    start = samples(at)
    if into.ndim > 1 and sound.ndim == 1:
        sound = np.stack([sound, sound], axis=1)
    if wrap:
        n = len(into)
        idx = (start + np.arange(len(sound))) % n
        np.add.at(into, idx, sound * gain)
        return into
    end = start + len(sound)
    if end > len(into):
        grown = np.zeros((end,) + into.shape[1:])
        grown[:len(into)] = into
        into = grown
    into[start:end] += sound * gain
    return into


def pan(mono: np.ndarray, where: float) -> np.ndarray:
    """-1 left .. 1 right, equal power."""
    a = (where + 1) * np.pi / 4
    return np.stack([mono * np.cos(a), mono * np.sin(a)], axis=1)


def normalise(x: np.ndarray, peak: float) -> np.ndarray:
    top = float(np.max(np.abs(x))) or 1.0
    return x * (peak / top)


def db(value: float) -> float:
    return 20 * np.log10(max(value, 1e-9))


def from_db(d: float) -> float:
    return 10 ** (d / 20)


def trim(x: np.ndarray, floor_db: float = -60.0, tail: float = 0.02) -> np.ndarray:
    """Cuts the silence after the sound (below floor), with a short fade."""
    level = np.abs(x) if x.ndim == 1 else np.max(np.abs(x), axis=1)
    loud = np.nonzero(level > from_db(floor_db) * (np.max(level) or 1))[0]
    end = min(len(x), (int(loud[-1]) if len(loud) else 0) + samples(tail))
    return fade(x[:end], 0.0, min(tail, seconds(end)))


# -- files --------------------------------------------------------------------------

def pcm16(x: np.ndarray) -> bytes:
    return (np.clip(np.round(x * 32767), -32767, 32767).astype("<i2")).tobytes()


def write_wav(path: Path, x: np.ndarray) -> Path:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1 if x.ndim == 1 else 2)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm16(x))
    return path


def write_ogg(path: Path, x: np.ndarray, quality: int = 4) -> Path:
    """Ogg Vorbis through Debian's oggenc (vorbis-tools), with a fixed stream
    serial and no comments, so the same samples give the same bytes."""
    with tempfile.TemporaryDirectory() as tmp:
        wav = write_wav(Path(tmp) / "in.wav", x)
        subprocess.run(["oggenc", "-Q", "-q", str(quality), "--serial", "1", "--discard-comments",
                        "-o", str(path), str(wav)], check=True)
    return path
