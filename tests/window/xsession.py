"""Driving the app in a real X window: an Xvfb server on a free display, the app
started as a player starts it (`python3 main.py`, x11 video, software rendering),
and the X tools a person's hands would be: xdotool resizes, clicks and types,
ImageMagick's `import` grabs what the window shows.

Used by the real-window test and by hand:
    python3 -m tests.window.xsession 960 540 /tmp/win_960.png [--wm] [--platform] [--display N]
"""
from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("Xvfb", "xdotool", "xwininfo", "import")
TITLE = "Monster Isles"
SCREEN = (2560, 1440)     # room for a 1920x1080 window and its frame; fullscreen is 2x
#: displays are tried from here up, so a test never takes a low number a person uses
DISPLAY_BASE = 200


def missing_tools(wm: str | None = None) -> list[str]:
    return [t for t in TOOLS + ((wm,) if wm else ()) if shutil.which(t) is None]


class XServer:
    """Xvfb on the first free display from DISPLAY_BASE (+ the pid, so parallel
    runs start apart); -displayfd says which one and that it is ready. -noreset:
    by default the server resets when its last client leaves, and a client that
    connects during the reset is refused, so the app, started just after the
    readiness probe below had left, once failed with "x11 not available"."""

    def __init__(self, screen: tuple[int, int] = SCREEN, display: int | None = None) -> None:
        """display: use exactly this number (by hand); by default the first free one."""
        self.proc: subprocess.Popen | None = None
        self.display = ""
        start = DISPLAY_BASE + os.getpid() % 300 if display is None else display
        for number in range(start, start + (60 if display is None else 1)):
            if Path(f"/tmp/.X{number}-lock").exists():
                continue
            read, write = os.pipe()
            proc = subprocess.Popen(
                ["Xvfb", f":{number}", "-displayfd", str(write), "-screen", "0",
                 f"{screen[0]}x{screen[1]}x24", "-nolisten", "tcp", "-noreset"],
                pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            os.close(write)
            with os.fdopen(read) as pipe:
                said = pipe.readline().strip()       # empty when the server gave up
            if said and proc.poll() is None and self._answers(f":{said}"):
                self.proc, self.display = proc, f":{said}"
                return
            if proc.poll() is None:
                proc.terminate()
            proc.wait(5)
        raise RuntimeError("no free X display for Xvfb")

    @staticmethod
    def _answers(display: str, tries: int = 20) -> bool:
        """Whether a client can open the display: on a loaded machine a server that
        said it was ready has refused the first client (the app's "x11 not
        available"), so one is asked until it answers (a tenth of a second apart)."""
        env = dict(os.environ, DISPLAY=display)
        for _ in range(tries):
            if subprocess.run(["xwininfo", "-root"], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=10).returncode == 0:
                return True
            time.sleep(0.1)
        return False

    def env(self) -> dict[str, str]:
        env = dict(os.environ, DISPLAY=self.display)
        env.pop("WAYLAND_DISPLAY", None)
        return env

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()


class WindowManager:
    """A window manager on the server (openbox), for the runs that want one."""

    def __init__(self, server: XServer, name: str = "openbox") -> None:
        self.proc = subprocess.Popen([name], env=server.env(), stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        time.sleep(1.0)       # it takes the screen before the app maps its window

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()


def app_env(server: XServer, present: str = "cpu") -> dict[str, str]:
    """What the app runs with on the server. present "cpu": SDL's software
    renderer, so the processor scales the canvas (game/screen/window.py's fallback);
    "platform": SDL's renderer scales it, on Xvfb's GL (Mesa's llvmpipe), which
    the app takes only when told to (MONSTER_ISLES_PRESENT); "default": what a
    player's machine gives the app, nothing chosen for it."""
    env = server.env()
    env.update(SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    for var in ("MONSTER_ISLES_PRESENT", "SDL_RENDER_DRIVER", "SDL_FRAMEBUFFER_ACCELERATION"):
        env.pop(var, None)
    if present == "cpu":
        env["SDL_RENDER_DRIVER"] = "software"
    elif present == "platform":
        env["MONSTER_ISLES_PRESENT"] = "platform"
    return env


class AppWindow:
    """`python3 main.py` in its own profile, on the server, and its window."""

    def __init__(self, server: XServer, profile: Path | None = None, timeout: float = 40.0,
                 present: str = "cpu") -> None:
        self.server = server
        self.profile = Path(profile or tempfile.mkdtemp(prefix="monster-isles-xwin-"))
        self.profile.mkdir(parents=True, exist_ok=True)
        env = app_env(server, present)
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env[var] = str(self.profile / var.lower())
        self.env = env
        self.log = open(self.profile / "app.log", "w+")
        self.proc = subprocess.Popen([sys.executable, "main.py"], cwd=ROOT, env=env,
                                     stdout=self.log, stderr=subprocess.STDOUT)
        self.wid = self._find_window(timeout)

    def _xdotool(self, *args: str, check: bool = True) -> str:
        done = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=30)
        if check and done.returncode != 0:
            raise RuntimeError(f"xdotool {' '.join(args)}: {done.stderr.strip()}")
        return done.stdout

    def _find_window(self, timeout: float) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the app exited ({self.proc.returncode}) before its window showed:\n"
                                   + self.output())
            found = self._xdotool("search", "--name", f"^{TITLE}$", check=False).split() or self._by_tree()
            if found:
                return found[0]
            time.sleep(0.2)
        raise RuntimeError("no window called Monster Isles appeared:\n" + self.output())

    def _by_tree(self) -> list[str]:
        """Windows named Monster Isles in the server's window tree (xdotool 3.2016
        cannot match the UTF-8 name SDL sets, so its --name search finds none)."""
        tree = subprocess.run(["xwininfo", "-root", "-tree"], env=self.env, capture_output=True,
                              text=True, timeout=30).stdout
        return [line.split()[0] for line in tree.splitlines() if f'"{TITLE}"' in line]

    def output(self) -> str:
        self.log.flush()
        self.log.seek(0)
        return self.log.read()[-4000:]

    def settings(self) -> dict:
        path = self.profile / "xdg_config_home" / "MonsterIsles" / "settings.json"
        return json.loads(path.read_text())["settings"] if path.exists() else {}

    # -- a person's hands ----------------------------------------------------------------
    def size(self) -> tuple[int, int]:
        geo = dict(line.split("=", 1) for line in
                   self._xdotool("getwindowgeometry", "--shell", self.wid).split())
        return int(geo["WIDTH"]), int(geo["HEIGHT"])

    def resize(self, w: int, h: int, timeout: float = 10.0) -> None:
        """Resizes the window, moved to the screen's corner first so all of it is
        on screen (a grab shows only what is on screen)."""
        self._xdotool("windowmove", self.wid, "0", "0")
        self._xdotool("windowsize", self.wid, str(w), str(h))
        deadline = time.monotonic() + timeout
        while self.size() != (w, h):
            if time.monotonic() > deadline:
                raise AssertionError(f"the window did not take {w}x{h}: it is {self.size()}")
            time.sleep(0.1)

    def click(self, x: int, y: int) -> None:
        self._xdotool("mousemove", "--window", self.wid, str(x), str(y))
        time.sleep(0.15)
        self._xdotool("click", "1")

    def key(self, name: str) -> None:
        self._xdotool("mousemove", "--window", self.wid, "5", "5")
        self._xdotool("windowfocus", "--sync", self.wid)     # no window manager gives it focus
        time.sleep(0.1)
        self._xdotool("key", name)

    def grab(self) -> pygame.Surface:
        done = subprocess.run(["import", "-window", self.wid, "-depth", "8", "ppm:-"], env=self.env,
                              capture_output=True, timeout=30)
        if done.returncode != 0 or not done.stdout:
            raise RuntimeError(f"import could not grab the window: {done.stderr.decode(errors='replace')}")
        shot = pygame.image.load(io.BytesIO(done.stdout), "grab.ppm")
        if shot.get_bitsize() < 24:          # a picture of few colours may come as a palette
            full = pygame.Surface(shot.get_size(), 0, 24)
            full.blit(shot, (0, 0))
            shot = full
        return shot

    def wait_exit(self, timeout: float) -> int | None:
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            return None

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.log.close()


def render_scene(scene: str, out: Path, seed: int = 1) -> pygame.Surface:
    """The canvas the app draws for `scene` (`main.py --screenshot`)."""
    done = subprocess.run([sys.executable, "main.py", "--screenshot", scene, "--out", str(out),
                           "--seed", str(seed)], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
    if done.returncode != 0:
        raise RuntimeError(f"--screenshot {scene} failed:\n{done.stdout}{done.stderr}")
    return pygame.image.load(str(out))


def main(argv: list[str]) -> int:
    """By hand: start the app, resize, grab to a PNG (optionally under a WM, and
    with the platform scaling the canvas: --platform)."""
    w, h, out = int(argv[0]), int(argv[1]), argv[2]
    server = XServer(display=int(argv[argv.index("--display") + 1]) if "--display" in argv else None)
    wm = WindowManager(server) if "--wm" in argv else None
    app = None
    try:
        app = AppWindow(server, present="platform" if "--platform" in argv else "cpu")
        time.sleep(1.5)
        if (w, h) != app.size():
            app.resize(w, h)
        time.sleep(1.0)
        pygame.image.save(app.grab(), out)
        print(f"{server.display}: window {app.size()} grabbed to {out}")
        return 0
    finally:
        if app is not None:
            app.stop()
        if wm is not None:
            wm.stop()
        server.stop()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
