"""Copying and saving a game state, written once for every game.

A state class lists its fields with the shape of each, and `SavedFields` gives it
clone(), to_json() and from_json() from that list; the game writes only what is
special about it (a field saved under another key or by a name, the working
caches a copy starts afresh, the checks a loaded save must pass, how an older
save is read). Every saved state carries its game id and its save format,
which are read back and checked.

Shapes (how a field is copied, saved and read back):

    "v"      a value shared by a copy: a number, a string, None, or a container
             nobody changes in place. Saved as JSON (tuples become lists), read
             back as saved (in new containers).
    "t"      a tuple (of tuples...), shared by a copy, read back as tuples.
    "{}"     a set of values: copied, saved sorted, read back as a set.
    "[S]"    a list whose items have shape S, copied list by list:
             "[v]", "[[v]]", "[[[v]]]", "[t]" (a list of tuples), "[[t]]"...

clone() is compiled once per class from the list (plain assignments, as fast as
a hand-written copy: the search clones states thousands of times a second).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, ClassVar

from .contract import CorruptState
from .rng import Rng


@dataclass(frozen=True)
class Field:
    """One field of a state. `key` is its name in the save when that differs;
    `saved=False` marks a field a copy shares but a save leaves out (the game
    derives it again in `after_load`); `dump` / `load` save a value some other
    way (an object by its name); `valid` is a check on the saved value, with
    `must` the words of the complaint ("a whole number")."""

    name: str
    shape: str = "v"
    key: str | None = None
    saved: bool = True
    dump: Callable[[Any], Any] | None = None
    load: Callable[[Any], Any] | None = None
    valid: Callable[[Any], bool] | None = None
    must: str = ""

    @property
    def json_key(self) -> str:
        return self.key or self.name


def _inner(shape: str) -> str:
    if not (shape.startswith("[") and shape.endswith("]")):
        raise ValueError(f"unknown field shape {shape!r}")
    return shape[1:-1]


def _copy_expr(shape: str, expr: str, depth: int = 0) -> str:
    """Python source that copies `expr` of this shape."""
    if shape in ("v", "t"):
        return expr
    if shape == "{}":
        return f"set({expr})"
    inner = _inner(shape)
    if inner in ("v", "t"):
        return f"{expr}[:]"
    var = f"x{depth}"
    return f"[{_copy_expr(inner, var, depth + 1)} for {var} in {expr}]"


#: the values JSON holds as they are (a state is mostly these, in lists)
_LEAVES = frozenset({int, str, float, bool, type(None)})


def jsonable(value: Any) -> Any:
    """Plain JSON data in new containers: tuples and lists become new lists,
    sets sorted lists. A plain list, tuple or dict of leaves is copied without
    a call an item (a save writes a state at every move)."""
    kind = type(value)
    if kind in _LEAVES:
        return value
    if kind is list or kind is tuple:
        return [v if type(v) in _LEAVES else jsonable(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _LEAVES else jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):          # a named tuple, a list of our own
        return [jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    return value


def tupled(value: Any) -> Any:
    """Lists (at any depth) read back as tuples."""
    if isinstance(value, list):
        return tuple(tupled(v) for v in value)
    return value


def _copied(value: Any) -> Any:
    """Saved data in new containers, so a state read from it shares nothing with it."""
    if isinstance(value, list):
        return [_copied(v) for v in value]
    if isinstance(value, dict):
        return {k: _copied(v) for k, v in value.items()}
    return value


def _read(shape: str, value: Any, where: str) -> Any:
    if shape == "v":
        return _copied(value)
    if shape == "t":
        return tupled(value)
    if not isinstance(value, list):
        raise CorruptState(f"{where} must be a list")
    if shape == "{}":
        return set(value)
    inner = _inner(shape)
    if inner == "v":
        return list(value)
    return [_read(inner, v, where) for v in value]


class SavedFields:
    """Mixin for a GameState subclass that declares `fields` and `save_format`."""

    game_id: ClassVar[str]
    #: every field but `rng` and `viewer`, which every state has
    fields: ClassVar[tuple[Field, ...]] = ()
    #: the number of this game's save layout: raise it when the layout changes,
    #: and teach `upgrade_save` to read the older one
    save_format: ClassVar[int] = 1
    #: what a save of this game is called in a complaint ("Isle of Night save")
    save_name: ClassVar[str] = ""

    _compiled_clone: ClassVar[Callable | None] = None

    # -- hooks ------------------------------------------------------------------------------
    def after_clone(self, copy: Any) -> None:
        """Set up on `copy` what the field list does not copy (working caches)."""

    def after_load(self) -> None:
        """Derive the fields a save leaves out and refuse one whose pieces do not
        add up (raise CorruptState)."""

    @classmethod
    def upgrade_save(cls, data: dict) -> dict:
        """An older save of this game in the current format (the default reads
        only the current one)."""
        return data

    # -- copying ------------------------------------------------------------------------------
    def clone(self):
        fn = type(self).__dict__.get("_compiled_clone")
        if fn is None:
            fn = type(self)._compile_clone()
        return fn(self)

    @classmethod
    def _compile_clone(cls) -> Callable:
        lines = ["def clone(self):",
                 "    st = new(cls)",
                 "    st.rng = Rng(self.rng.state)",
                 "    st.viewer = self.viewer"]
        for f in cls.fields:
            lines.append(f"    st.{f.name} = {_copy_expr(f.shape, 'self.' + f.name)}")
        if cls.after_clone is not SavedFields.after_clone:
            lines.append("    self.after_clone(st)")
        lines.append("    return st")
        scope: dict = {"new": object.__new__, "cls": cls, "Rng": Rng}
        exec("\n".join(lines), scope)  # noqa: S102 - source built from the field list above
        fn = scope["clone"]
        fn.__qualname__ = f"{cls.__name__}.clone"
        cls._compiled_clone = fn
        return fn

    # -- saving ----------------------------------------------------------------------------------
    def to_json(self) -> dict:
        out: dict = {"game": self.game_id, "format": self.save_format,
                     "rng": self.rng.to_json(), "viewer": self.viewer}  # type: ignore[attr-defined]
        for f in self.fields:
            if f.saved:
                value = getattr(self, f.name)
                out[f.json_key] = jsonable(f.dump(value) if f.dump else value)
        return out

    @classmethod
    def from_json(cls, data: dict):
        name = cls.save_name or f"{cls.game_id} save"
        if not isinstance(data, dict):
            raise CorruptState(f"not a {name}")
        data = cls.upgrade_save(data)
        if data.get("game") != cls.game_id:
            raise CorruptState(f"not a {name} (it says it is a {data.get('game')!r} game)")
        fmt = data.get("format")
        if fmt != cls.save_format:
            raise CorruptState(f"a {name} in format {fmt!r}: this version reads format {cls.save_format}")
        st = cls()
        try:
            st.rng = Rng.from_json(data["rng"])  # type: ignore[attr-defined]
            viewer = data["viewer"]
            if viewer is not None and (not isinstance(viewer, int) or isinstance(viewer, bool)):
                raise CorruptState(f"damaged {name}: the viewer must be a seat")
            st.viewer = viewer  # type: ignore[attr-defined]
            for f in cls.fields:
                if not f.saved:
                    continue
                value = data[f.json_key]
                if f.valid is not None and not f.valid(value):
                    raise CorruptState(f"damaged {name}: {f.json_key} must be {f.must}")
                setattr(st, f.name, f.load(value) if f.load else _read(f.shape, value, f.json_key))
            st.after_load()
        except CorruptState:
            raise
        except KeyError as exc:
            raise CorruptState(f"damaged {name}: {exc.args[0]!r} is missing") from exc
        except (TypeError, ValueError, AttributeError, IndexError) as exc:
            raise CorruptState(f"damaged {name}: {exc}") from exc
        return st
