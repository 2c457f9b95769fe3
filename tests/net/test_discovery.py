"""Games on the local network (game/net/discovery.py), announced and found
with zeroconf on the loopback interface; skipped, with the reason, where the
machine cannot send multicast there."""
from __future__ import annotations

import socket
import time

import pytest

from game.net.discovery import Announcer, Browser, local_addresses

LOOPBACK = ["127.0.0.1"]


def _no_multicast() -> str | None:
    try:
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
        try:
            s.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
            s.sendto(b"probe", ("224.0.0.251", 5353))
        finally:
            s.close()
    except OSError as exc:
        return f"no multicast on the loopback here ({exc})"
    return None


def wait_for(check, seconds=8.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        got = check()
        if got:
            return got
        time.sleep(0.05)
    return None


def test_a_hosted_game_is_found_on_the_local_network_with_its_free_seats_and_gone_when_it_closes():
    why = _no_multicast()
    if why:
        pytest.skip(why)
    announcer = Announcer(47811, "Robin", "isle_of_night", 2, addresses=LOOPBACK, interfaces=LOOPBACK)
    browser = Browser(interfaces=LOOPBACK)
    try:
        found = wait_for(lambda: [g for g in browser.games() if g.port == 47811])
        if not found and announcer.problem:
            pytest.skip(f"zeroconf cannot announce here: {announcer.problem}")
        assert found, "the announced game was not found"
        game = found[0]
        assert (game.host_name, game.game, game.free, game.addresses) == ("Robin", "isle_of_night", 2, ("127.0.0.1",))
        announcer.update(1)
        assert wait_for(lambda: [g for g in browser.games() if g.port == 47811 and g.free == 1])
        announcer.close(wait=5)
        assert wait_for(lambda: not [g for g in browser.games() if g.port == 47811])
    finally:
        announcer.close(wait=5)
        browser.close()


def test_the_addresses_a_friend_may_type_are_this_machines_own():
    addresses = local_addresses()
    assert addresses
    for a in addresses:
        socket.inet_aton(a)
