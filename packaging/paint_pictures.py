#!/usr/bin/env python3
"""Paint the pictures a frozen build carries, so its first launch reads them.

    python3 packaging/paint_pictures.py OUT_FOLDER

pyinstaller.spec runs this and ships OUT_FOLDER as the bundle's assets/painted/
(game/art/picture_cache.py reads it when the player's cache folder has no
matching picture). Each picture is written in the cache's form, under the digest
the frozen build will compute (its map and tile sheets, not its code). Headless:
the dummy video driver, and a throw-away profile. Exits 1, naming the problem,
if the title map cannot be drawn: a build must not ship the sea alone.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.tools.headless import isolate_profile, use_dummy_drivers  # noqa: E402


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    use_dummy_drivers()
    isolate_profile()
    import pygame

    from game.art import backdrop, picture_cache
    from game.screen.theme import LOGICAL_SIZE
    pygame.display.init()
    try:
        picture = backdrop.paint_title_picture(LOGICAL_SIZE)
    except RuntimeError as exc:
        print(f"paint_pictures: {exc}", file=sys.stderr)
        return 1
    if not picture_cache.keep("title_backdrop", picture, backdrop.title_digest(LOGICAL_SIZE, frozen=True), out):
        print(f"paint_pictures: could not write into {out}", file=sys.stderr)
        return 1
    # readable by everyone: a macOS bundle or an installed copy is read by users other than its builder
    (out / "title_backdrop.rgb").chmod(0o644)
    print(f"paint_pictures: wrote {out / 'title_backdrop.rgb'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
