"""What the app keeps on disk: saves and their index and journal, settings, statistics,
new-game choices, the crash log, and the checks of files a player dropped in."""
