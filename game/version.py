"""The one version number of Monster Isles.

The app answers `--version` with it, a save records which version wrote it
(game/storage/saves.py: the save's own format number is separate and only changes with
the document's shape), and the build reads it from this file (pyinstaller.spec:
the Windows version resource and the macOS bundle). It changes here only; the
CHANGELOG gives each version's changes. No imports here: the build reads the
file without importing the game.
"""

VERSION = "1.13.0"
