"""Measures every sound the app ships, as a build tool (needs Debian's ffmpeg):

    python3 assets/sounds/check_sounds.py

For each file: its length, its sample peak (dBFS) and its integrated loudness
(LUFS, EBU R128, ffmpeg's ebur128 filter); for a loop, the step across its seam
against the largest step in the second either side. Exits non-zero when an
effect peaks at -1 dBFS or above, when a loop has a seam, or when the loops'
loudness spreads over more than LOOP_SPREAD LU (music and ambience must sit
together under the effects)."""
from __future__ import annotations

import array
import re
import subprocess
import sys
import wave
from pathlib import Path

HERE = Path(__file__).resolve().parent
LOOP_SPREAD = 6.0          # LU between the quietest and the loudest loop
PEAK_LIMIT = -1.0          # dBFS


def pcm(path: Path) -> tuple[array.array, int]:
    """16-bit samples and channel count (an .ogg is decoded by ffmpeg)."""
    if path.suffix == ".wav":
        with wave.open(str(path)) as w:
            return array.array("h", w.readframes(w.getnframes())), w.getnchannels()
    raw = subprocess.run(["ffmpeg", "-v", "error", "-i", str(path), "-f", "s16le", "-ac", "2", "-ar", "44100", "-"],
                         capture_output=True, check=True).stdout
    return array.array("h", raw), 2


def loudness(path: Path) -> float:
    out = subprocess.run(["ffmpeg", "-hide_banner", "-nostats", "-i", str(path), "-af", "ebur128", "-f", "null", "-"],
                         capture_output=True, text=True).stderr
    found = re.findall(r"I:\s+(-?[\d.]+) LUFS", out)
    return float(found[-1]) if found else float("-inf")


def seam(samples: array.array, channels: int) -> tuple[int, int]:
    window = 44100 * channels
    worst_seam = worst_inside = 0
    for ch in range(channels):
        head = samples[ch:window:channels]
        tail = samples[len(samples) - window + ch::channels]
        inside = max(max(abs(b - a) for a, b in zip(part, part[1:])) for part in (head, tail))
        worst_seam = max(worst_seam, abs(head[0] - tail[-1]))
        worst_inside = max(worst_inside, inside)
    return worst_seam, worst_inside


def main() -> int:
    import math
    problems, loops = [], {}
    print(f"{'sound':32s} {'length':>7s} {'peak':>8s} {'loudness':>10s}  seam")
    for path in sorted(HERE.glob("*.wav")) + sorted(HERE.glob("*.ogg")):
        samples, channels = pcm(path)
        peak = max(abs(v) for v in samples) / 32767
        peak_db = 20 * math.log10(peak) if peak else float("-inf")
        lufs = loudness(path)
        seconds = len(samples) / channels / 44100
        line = f"{path.name:32s} {seconds:6.2f}s {peak_db:7.1f}  {lufs:7.1f} LUFS"
        if path.suffix == ".ogg":
            s, inside = seam(samples, channels)
            line += f"  {s} / {inside}"
            loops[path.name] = lufs
            if s > inside:
                problems.append(f"{path.name}: a seam of {s} against {inside} inside")
        elif peak_db >= PEAK_LIMIT:
            problems.append(f"{path.name}: peaks at {peak_db:.1f} dBFS")
        print(line)
    if loops:
        spread = max(loops.values()) - min(loops.values())
        print(f"loops' loudness: {min(loops.values()):.1f} to {max(loops.values()):.1f} LUFS (spread {spread:.1f} LU)")
        if spread > LOOP_SPREAD:
            problems.append(f"the loops' loudness spreads over {spread:.1f} LU")
    for p in problems:
        print("problem:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
