#!/usr/bin/env python3
"""Render every picture the README and docs/ show, from seeded positions, with one command.

    .venv/bin/python tools/render_pictures.py            write every picture under docs/
    .venv/bin/python tools/render_pictures.py --check    render each into a temporary folder
                                                         and fail if a committed one differs
    .venv/bin/python tools/render_pictures.py --only docs/title.png ...

Each picture is `main.py --screenshot` of one scene, run in its own process with a fresh
temporary profile (so nothing of yours is shown, and the language is the picture's own),
at the default 1280x720 canvas. The list below is the one place that says which pictures
exist; tests/release/test_pictures.py runs --check.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TABLES = ("isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night")


@dataclass(frozen=True)
class Picture:
    path: str           #: where it lives, from the repository's root
    scene: str          #: what `main.py --screenshot` renders (a scene, a game id, pieces:GAME_ID)
    seed: int = 1
    language: str = "en"


def pictures() -> list[Picture]:
    out = [Picture("docs/title.png", "title")]
    out += [Picture(f"docs/{game}.png", game) for game in TABLES]
    out.append(Picture("docs/king_of_monster_island_pieces.png", "pieces:king_of_monster_island"))
    for lang in shipped_languages():
        out += [Picture(f"docs/{lang}/{game}.png", game, language=lang) for game in TABLES]
    return out


def shipped_languages() -> list[str]:
    """Each catalogue under assets/locale that docs/ holds pictures for (docs/<lang>/)."""
    locale = ROOT / "assets" / "locale"
    return sorted(p.name for p in locale.iterdir()
                  if (p / "LC_MESSAGES").is_dir() and (ROOT / "docs" / p.name).is_dir())


def render(picture: Picture, out: Path) -> None:
    """`main.py --screenshot` of the picture into OUT, in a fresh profile of its own."""
    with tempfile.TemporaryDirectory(prefix="monster_isles_picture_") as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   XDG_DATA_HOME=f"{home}/data", XDG_CONFIG_HOME=f"{home}/config",
                   XDG_STATE_HOME=f"{home}/state", XDG_CACHE_HOME=f"{home}/cache",
                   LANGUAGE=picture.language, LANG="C.UTF-8", LC_ALL="")
        settings = Path(home, "data", "MonsterIsles")
        settings.mkdir(parents=True)
        (settings / "settings.json").write_text(json.dumps({"language": picture.language}), encoding="utf-8")
        done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--screenshot", picture.scene,
                               "--out", str(out), "--seed", str(picture.seed)],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
        if done.returncode != 0 or not out.exists():
            raise RuntimeError(f"{picture.path}: main.py --screenshot {picture.scene} failed:\n"
                               f"{done.stdout}{done.stderr}")


def difference(a: Path, b: Path) -> float:
    """The share of pixels that differ between two PNGs (1.0 when their sizes differ)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    one, two = pygame.image.load(str(a)), pygame.image.load(str(b))
    if one.get_size() != two.get_size():
        return 1.0
    w, h = one.get_size()
    x, y = pygame.image.tobytes(one, "RGB"), pygame.image.tobytes(two, "RGB")
    differing = sum(1 for i in range(0, len(x), 3) if x[i:i + 3] != y[i:i + 3])
    return differing / (w * h)


#: a committed picture may differ from a fresh render in this share of its pixels (font
#: rasterizers of other library versions); a missing button or word differs far more
TOLERANCE = 0.002


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--check", action="store_true", help="fail if a committed picture is out of date")
    p.add_argument("--only", nargs="*", metavar="PATH", help="just these pictures")
    args = p.parse_args(argv)
    chosen = [pic for pic in pictures() if not args.only or pic.path in args.only]
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        for pic in chosen:
            target = ROOT / pic.path
            out = Path(tmp, pic.path.replace("/", "_")) if args.check else target
            out.parent.mkdir(parents=True, exist_ok=True)
            render(pic, out)
            if args.check:
                share = difference(out, target) if target.exists() else 1.0
                verdict = "current" if share <= TOLERANCE else "OUT OF DATE"
                print(f"{pic.path}: {verdict} ({share:.2%} of pixels differ)")
                if share > TOLERANCE:
                    stale.append(pic.path)
            else:
                print(f"wrote {pic.path}")
    if stale:
        print(f"{len(stale)} picture(s) out of date; run .venv/bin/python tools/render_pictures.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
