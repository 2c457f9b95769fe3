"""Measures every sound the app ships, as a build tool (needs Debian's ffmpeg):

    python3 assets/sounds/check_sounds.py

For each file: its length, its sample peak (dBFS), its true peak (dBTP), its
integrated loudness and its loudest moment (LUFS, EBU R128: the integrated
and the max momentary, ffmpeg's ebur128 filter, an effect padded with silence
so that even a short one fills the 400 ms window); for a loop, the step across
its seam against the largest step in the second either side; for an effect,
its first step against its 99th-percentile step. Exits non-zero when:

- an effect peaks at -1 dBFS or above, or its true peak at -1 dBTP or above;
- an effect starts with a tick (its first millisecond steps more than TICK
  times its 99th-percentile step: a sound that starts away from zero);
- an effect longer than 0.3 s stops dead (its last 20 ms less than CUT dB under
  its loudest 20 ms: a note cut off, not released);
- the volcano drop is not the loudest effect at its table by DROP_MARGIN LU
  (max momentary);
- a loop has a seam, or the loops' loudness spreads over more than LOOP_SPREAD
  LU (music and ambience must sit together under the effects);
- a 40-minute game's music and ambience, as game/sound_plan.py plans them,
  hears the same 60 s twice (every piece, bed and call at the same offsets).
"""
from __future__ import annotations

import array
import math
import re
import subprocess
import sys
import wave
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
from game import sound_plan  # noqa: E402  (the planner the app plays by; no pygame)

LOOP_SPREAD = 6.0          # LU between the quietest and the loudest loop
PEAK_LIMIT = -1.0          # dBFS, and dBTP for the true peak
TICK = 2.0                 # the first millisecond's largest step, in 99th-percentile steps
CUT = 30.0                 # dB the last 20 ms of an effect longer than 0.3 s stands under its loudest
DROP_MARGIN = 3.0          # LU (max momentary) the drop stands over its table's other effects
GAME_MINUTES = 40
STRETCH = 60.0             # seconds
#: the volcano drop and every other effect its table can play (the table's cues, its
#: own flights, the table kit's; tests/ui/test_sound.py holds this list to the table's)
DROP = "komi_drop"
DROP_TABLE = (
    "refuse", "card", "your_turn", "click", "toggle", "curtain", "score", "dice", "die_lock", "card_flip",
    "cards_swept", "game_won", "game_lost", "game_over",
    "komi_dice_land", "komi_boss_move", "komi_minion", "komi_crystal", "komi_pylon",
    "komi_heal", "komi_energy", "komi_buy", "komi_event", "komi_boss_roar", "komi_support",
    "komi_boss_power", "komi_boss_beaten", "komi_monster_move", "komi_hurt", "komi_knockout",
    "komi_minion_down", "komi_crystal_lost", "komi_pylon_down", "komi_boss_hurt", "komi_boss_die_out",
)


def pcm(path: Path) -> tuple[array.array, int]:
    """16-bit samples and channel count (an .ogg is decoded by ffmpeg)."""
    if path.suffix == ".wav":
        with wave.open(str(path)) as w:
            return array.array("h", w.readframes(w.getnframes())), w.getnchannels()
    raw = subprocess.run(["ffmpeg", "-v", "error", "-i", str(path), "-f", "s16le", "-ac", "2", "-ar", "44100", "-"],
                         capture_output=True, check=True).stdout
    return array.array("h", raw), 2


def meter(path: Path, pad: bool) -> tuple[float, float, float]:
    """(integrated LUFS, max momentary LUFS, true peak dBTP); `pad`: 0.4 s of
    silence before and after (an effect shorter than the momentary window)."""
    chain = "adelay=400:all=1,apad=pad_dur=0.5,ebur128=peak=true" if pad else "ebur128=peak=true"
    out = subprocess.run(["ffmpeg", "-hide_banner", "-nostats", "-i", str(path), "-af", chain, "-f", "null", "-"],
                         capture_output=True, text=True).stderr
    found = re.findall(r"I:\s+(-?[\d.]+) LUFS", out)
    momentary = [float(m) for m in re.findall(r"\bM:\s*(-?[\d.]+)", out)]
    peaks = re.findall(r"Peak:\s+(-?[\d.inf]+) dBFS", out)
    return (float(found[-1]) if found else float("-inf"), max(momentary, default=float("-inf")),
            float(peaks[-1]) if peaks else float("-inf"))


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


def tick(samples: array.array, channels: int) -> tuple[int, float]:
    """(the largest step in the first millisecond, from silence on; the 99th-percentile step)."""
    first = samples[0::channels]
    steps = sorted(abs(b - a) for a, b in zip(first, first[1:]))
    p99 = steps[int(0.99 * (len(steps) - 1))] if steps else 0
    head = [0, *first[:45]]
    return max(abs(b - a) for a, b in zip(head, head[1:])), p99


def ending(samples: array.array, channels: int) -> float:
    """dB the last 20 ms stand under the loudest 20 ms (a window every 10 ms)."""
    mono = samples[0::channels]
    k = 882

    def rms(part) -> float:
        return math.sqrt(sum(v * v for v in part) / max(len(part), 1))
    loudest = max(rms(mono[i:i + k]) for i in range(0, max(len(mono) - k, 1), k // 2))
    last = rms(mono[-k:])
    return 20 * math.log10(max(loudest, 1e-9) / max(last, 1e-9))


def seconds_of(path: Path) -> float:
    samples, channels = pcm(path)
    return len(samples) / channels / 44100


def schedule_problems(lengths: dict[str, float]) -> list[str]:
    """A 40-minute game at each table, music and ambience as the app plans them:
    no 60 s of it the same as another."""
    problems = []
    tables = [(m, a) for m, a in (("music_isle_of_monsters", "amb_sea_and_gulls"),
                                  ("music_king_of_monster_island", "amb_volcano"),
                                  ("music_survive_the_island", "amb_surf_and_wind"),
                                  ("music_isle_of_night", "amb_night"))]
    end = GAME_MINUTES * 60.0
    for music, ambience in tables:
        timeline = sound_plan.schedule(music, ambience, lengths, GAME_MINUTES)
        pieces = [name for _, _, name in timeline if name.startswith("music_")]
        same = sound_plan.repeated_stretch(timeline, end, STRETCH)
        print(f"{music}: {len(pieces)} pieces in {GAME_MINUTES} minutes, "
              f"{sum(1 for _, _, n in timeline if '@' in n)} calls; repeated {STRETCH:.0f} s: {same or 'none'}")
        if same is not None:
            problems.append(f"{music} with {ambience}: the {STRETCH:.0f} s from {same[0]:.0f} s "
                            f"and from {same[1]:.0f} s are the same")
    return problems


def main() -> int:
    problems, loops, loudest = [], {}, {}
    lengths: dict[str, float] = {}
    print(f"{'sound':32s} {'length':>7s} {'peak':>7s} {'true':>7s} {'loudness':>10s} {'max M':>7s}  seam / tick")
    for path in sorted(HERE.glob("*.wav")) + sorted(HERE.glob("*.ogg")):
        samples, channels = pcm(path)
        peak = max(abs(v) for v in samples) / 32767
        peak_db = 20 * math.log10(peak) if peak else float("-inf")
        lufs, momentary, true_peak = meter(path, pad=path.suffix == ".wav")
        seconds = len(samples) / channels / 44100
        lengths[path.stem] = seconds
        line = (f"{path.name:32s} {seconds:6.2f}s {peak_db:7.1f} {true_peak:7.1f} {lufs:7.1f} LUFS"
                f" {momentary:7.1f}")
        if path.suffix == ".ogg":
            loops[path.name] = lufs
            if path.stem in sound_plan.bed_files() or path.stem == "music_title":
                s, inside = seam(samples, channels)
                line += f"  {s} / {inside}"
                if s > inside:
                    problems.append(f"{path.name}: a seam of {s} against {inside} inside")
        else:
            loudest[path.stem] = momentary
            first, p99 = tick(samples, channels)
            line += f"  {first} / {p99}"
            if first > TICK * max(p99, 1):
                problems.append(f"{path.name}: starts with a tick ({first} against a 99th-percentile step of {p99})")
            under = ending(samples, channels)
            if seconds > 0.3 and under < CUT:
                problems.append(f"{path.name}: stops dead (its last 20 ms only {under:.1f} dB under its loudest)")
            if peak_db >= PEAK_LIMIT:
                problems.append(f"{path.name}: peaks at {peak_db:.1f} dBFS")
            if true_peak >= PEAK_LIMIT:
                problems.append(f"{path.name}: a true peak of {true_peak:.1f} dBTP")
        print(line)
    if loops:
        spread = max(loops.values()) - min(loops.values())
        print(f"loops' loudness: {min(loops.values()):.1f} to {max(loops.values()):.1f} LUFS (spread {spread:.1f} LU)")
        if spread > LOOP_SPREAD:
            problems.append(f"the loops' loudness spreads over {spread:.1f} LU")
    if DROP in loudest:
        rivals = {n: loudest[n] for n in DROP_TABLE if n in loudest}
        top = max(rivals, key=rivals.get)
        margin = loudest[DROP] - rivals[top]
        print(f"{DROP}: {loudest[DROP]:.1f} LUFS max momentary, {margin:.1f} LU over the loudest other ({top})")
        if margin < DROP_MARGIN:
            problems.append(f"{DROP} stands only {margin:.1f} LU over {top}, not {DROP_MARGIN:.0f}")
    problems += schedule_problems(lengths)
    for p in problems:
        print("problem:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
