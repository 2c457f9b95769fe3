"""What a joiner's profile keeps of network play: per host (address and
port), the rejoin token of the seat it holds there and the game's id, and
the name and address it joined with last. One small JSON file in the data
folder, written atomically; an unreadable one counts as empty (it holds
nothing that cannot be typed again). Saves are the host's only. No pygame.
"""
from __future__ import annotations

import json
from pathlib import Path

from ..storage.atomic_file import write_json_atomic
from ..storage.saves import data_dir
from .protocol import MAX_NAME, MAX_TOKEN

FILE = "network.json"
KEPT = 20


def _path() -> Path:
    return data_dir() / FILE


def read() -> dict:
    try:
        data = json.loads(_path().read_text("utf-8"))
    except (OSError, ValueError):
        return {"tokens": {}, "name": "", "address": ""}
    tokens = data.get("tokens") if isinstance(data, dict) else None
    out = {"tokens": {}, "name": "", "address": ""}
    if isinstance(tokens, dict):
        for key, value in list(tokens.items())[-KEPT:]:
            if (isinstance(key, str) and len(key) < 300 and isinstance(value, dict)
                    and isinstance(value.get("token"), str) and 0 < len(value["token"]) <= MAX_TOKEN
                    and isinstance(value.get("game"), str)):
                out["tokens"][key] = {"token": value["token"], "game": value["game"][:64]}
    for key, limit in (("name", MAX_NAME), ("address", 255)):
        if isinstance(data, dict) and isinstance(data.get(key), str):
            out[key] = data[key][:limit]
    return out


def _write(data: dict) -> None:
    try:
        write_json_atomic(_path(), data)
    except OSError:
        pass            # nothing here cannot be typed again


def key(address: str, port: int) -> str:
    return f"{address.strip().lower()}:{port}"


def token_for(address: str, port: int) -> str | None:
    got = read()["tokens"].get(key(address, port))
    return got["token"] if got else None


def keep(address: str, port: int, token: str, game: str, name: str) -> None:
    data = read()
    data["tokens"].pop(key(address, port), None)
    data["tokens"][key(address, port)] = {"token": token, "game": game}
    data["name"], data["address"] = name, address
    _write(data)


def forget(address: str, port: int) -> None:
    data = read()
    if data["tokens"].pop(key(address, port), None) is not None:
        _write(data)
