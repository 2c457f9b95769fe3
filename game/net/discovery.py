"""Games on the local network: a host announces its game with zeroconf (mDNS,
service type protocol.SERVICE_TYPE) while its lobby is open; the Join scene
browses for them. Zeroconf runs on its own threads; `Browser.games()` is a
copy of what was found, taken under a lock, so the frame never waits. The
announcement says only what the Join list shows (the game, the host's
name, the free seats, the version): never the join code.

`local_addresses()` are this machine's addresses a friend may type. No pygame.
"""
from __future__ import annotations

import queue
import socket
import threading
from dataclasses import dataclass

from ..version import VERSION
from . import protocol

#: the longest a name or a field of the announcement may be when read
_FIELD = 64


def _zeroconf():
    """The zeroconf library, imported when a lobby or the Join screen first
    needs it (200 ms of imports kept out of the app's first frame)."""
    import zeroconf
    return zeroconf


@dataclass(frozen=True)
class FoundGame:
    name: str           # the service's own name (unique on the network)
    host_name: str
    game: str
    free: int
    version: str
    addresses: tuple[str, ...]
    port: int


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks (not the loopback), best first."""
    found: list[str] = []
    try:
        probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            probe.connect(("192.0.2.1", 9))       # no packet is sent: it only picks the outgoing interface
            found.append(probe.getsockname()[0])
        finally:
            probe.close()
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            addr = info[4][0]
            if addr not in found:
                found.append(addr)
    except OSError:
        pass
    return [a for a in found if not a.startswith("127.")] or ["127.0.0.1"]


def _text(props: dict, key: bytes) -> str:
    value = props.get(key) or b""
    try:
        return value.decode("utf-8")[:_FIELD]
    except UnicodeDecodeError:
        return ""


class Announcer:
    """Announces one hosted game while the lobby is open. Registering takes
    zeroconf a few seconds (it probes the name first): it is done on the
    announcer's own thread, as every change after it."""

    def __init__(self, port: int, host_name: str, game: str, free: int,
                 addresses: list[str] | None = None, interfaces: list[str] | None = None) -> None:
        self._jobs: "queue.Queue[tuple | None]" = queue.Queue()
        self.problem: str | None = None
        self._thread = threading.Thread(target=self._run, name="net-announce", daemon=True,
                                        args=(port, host_name, game, free, addresses, interfaces))
        self._thread.start()

    def _run(self, port, host_name, game, free, addresses, interfaces) -> None:
        zeroconf = _zeroconf()
        ServiceInfo, Zeroconf = zeroconf.ServiceInfo, zeroconf.Zeroconf
        zc = None
        try:
            addresses = addresses or local_addresses()
            zc = Zeroconf(interfaces=interfaces) if interfaces else Zeroconf()
            label = "".join(ch for ch in host_name if ch.isalnum() or ch in " -_")[:20] or "Monster Isles"
            name = f"{label} {port}.{protocol.SERVICE_TYPE}"
            server = f"monsterisles-{port}.local."

            def make(free: int) -> ServiceInfo:
                return ServiceInfo(protocol.SERVICE_TYPE, name, server=server,
                                   addresses=[socket.inet_aton(a) for a in addresses], port=port,
                                   properties={"host": host_name[:_FIELD], "game": game, "free": str(free),
                                               "version": VERSION})

            info = make(free)
            zc.register_service(info, allow_name_change=True)
            while True:
                job = self._jobs.get()
                if job is None:
                    break
                latest = job[0]
                while not self._jobs.empty():         # only the newest count matters
                    more = self._jobs.get()
                    if more is None:
                        job = None
                        break
                    latest = more[0]
                if job is None:
                    break
                if latest != free:
                    free = latest
                    info = make(free)
                    info.name = name
                    zc.update_service(info)
            zc.unregister_service(info)
        except Exception as exc:          # no network, no multicast: the lobby says so, hosting goes on
            self.problem = f"{type(exc).__name__}: {exc}"[:200]
        finally:
            if zc is not None:
                zc.close()

    def update(self, free: int) -> None:
        """Says how many seats are free now."""
        self._jobs.put((free,))

    def close(self, wait: float = 0.0) -> None:
        self._jobs.put(None)
        if wait:
            self._thread.join(timeout=wait)


class Browser:
    """Looks for hosted games; `games()` is what has been found so far."""

    def __init__(self, interfaces: list[str] | None = None) -> None:
        zeroconf = _zeroconf()
        self._lock = threading.Lock()
        self._found: dict[str, FoundGame] = {}
        self._zc = zeroconf.Zeroconf(interfaces=interfaces) if interfaces else zeroconf.Zeroconf()
        self._browser = zeroconf.ServiceBrowser(self._zc, protocol.SERVICE_TYPE, handlers=[self._changed])

    def _changed(self, zeroconf, service_type: str, name: str, state_change) -> None:
        if state_change is _zeroconf().ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1500)
        if info is None:
            return
        props = info.properties or {}
        try:
            free = max(0, min(16, int(_text(props, b"free") or "0")))
        except ValueError:
            free = 0
        game = FoundGame(name[:_FIELD * 2], _text(props, b"host") or "?", _text(props, b"game"), free,
                         _text(props, b"version"), tuple(info.parsed_addresses())[:4], int(info.port or 0))
        with self._lock:
            self._found[name] = game

    def games(self) -> list[FoundGame]:
        with self._lock:
            return sorted(self._found.values(), key=lambda g: (g.host_name, g.name))

    def close(self) -> None:
        self._browser.cancel()
        self._zc.close()
