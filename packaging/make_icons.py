#!/usr/bin/env python3
"""Renders the app's icon (game/art/icon.py, the one the window shows) to the files
the builds and desktops need, written beside this script:

    icons/MonsterIsles.ico     Windows executable (pyinstaller.spec)
    icons/MonsterIsles.icns    macOS app bundle (pyinstaller.spec)
    icons/MonsterIsles.png     256 px, for anything else that wants one picture
    linux/icons/hicolor/NxN/apps/<app id>.png   the Linux desktop's menu icon

    python3 packaging/make_icons.py            write them
    python3 packaging/make_icons.py --check    exit 1 if any file differs from the icon

A tool run from a source checkout, not part of the app: the build leaves it out.
Both containers hold PNG pictures (Windows Vista and later, macOS 10.7 and later
read them), so pygame alone writes them.
"""
from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.art.icon import app_icon  # noqa: E402

#: the id the desktop entry, the AppStream file and the menu icon are named by
APP_ID = "io.github.monsterisles.MonsterIsles"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: an .icns element type for each picture size (Apple's icns format)
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512))
HICOLOR_SIZES = (32, 48, 64, 128, 256, 512)


def png_bytes(size: int) -> bytes:
    out = io.BytesIO()
    pygame.image.save(app_icon(size), out, "icon.png")
    return out.getvalue()


def ico(pictures: dict[int, bytes]) -> bytes:
    """An ICONDIR header, one 16-byte entry per picture, then the PNG data."""
    sizes = sorted(pictures)
    head = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(head) + 16 * len(sizes)
    entries, data = b"", b""
    for size in sizes:
        png = pictures[size]
        side = 0 if size >= 256 else size          # 0 means 256 in an icon entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return head + entries + data


def icns(pictures: dict[int, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(pictures[size])) + pictures[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def wanted() -> dict[Path, bytes]:
    sizes = set(ICO_SIZES) | {size for _, size in ICNS_TYPES} | set(HICOLOR_SIZES)
    pictures = {size: png_bytes(size) for size in sorted(sizes)}
    files = {
        HERE / "icons" / "MonsterIsles.ico": ico({s: pictures[s] for s in ICO_SIZES}),
        HERE / "icons" / "MonsterIsles.icns": icns(pictures),
        HERE / "icons" / "MonsterIsles.png": pictures[256],
    }
    for size in HICOLOR_SIZES:
        files[HERE / "linux" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = pictures[size]
    return files


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="render the app icon to .ico, .icns and .png")
    p.add_argument("--check", action="store_true", help="only say whether the files are up to date")
    args = p.parse_args(argv)
    stale = []
    for path, data in wanted().items():
        if path.exists() and path.read_bytes() == data:
            continue
        if args.check:
            stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path.relative_to(HERE.parent)}")
    for path in stale:
        print(f"out of date: {path.relative_to(HERE.parent)} (run python3 packaging/make_icons.py)",
              file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
