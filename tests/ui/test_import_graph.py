"""The modules of game/ and rules/ import one another one way only: no import circle (a
typing-only import counts too), no import hidden inside a function to dodge
one, and the layers point down: scenes never import the app, the table kit
never imports a scene, a game's table or the app, and shared drawing imports
no table. Read from the source with ast, so a circle is caught before it
bites at run time."""
from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
RULES = ROOT / "rules"

#: Imports allowed inside a function, each with its reason. Keep it short.
LAZY_IMPORTS_ALLOWED = {
    # `python3 -m game.bench` is an entry point: it chooses the dummy drivers in
    # main() before pygame is first imported (pygame prints its banner at import
    # unless told not to, which would spoil --json output)
    ("game/bench.py", "measure", "pygame"),
    ("game/bench.py", "measure", "game.app"),
    ("game/bench.py", "measure", "game.screen.memory"),
    ("game/bench.py", "measure", "game.scenes.catalogue"),
    ("game/bench.py", "measure", "game.screen.window"),
    # the title's picture is painted from its Tiled map only when no kept or
    # shipped copy matches (game/art/picture_cache.py): the map reader and pytmx
    # stay out of a launch's first frame
    ("game/art/backdrop.py", "_paint_title", "game.draw.hexmap"),
    # Babel compiles a source checkout's catalogue only when its .mo is missing or
    # older: an executable has none and ships without Babel (pyinstaller.spec)
    ("game/language.py", "_compiled", "babel.messages.mofile"),
    ("game/language.py", "_compiled", "babel.messages.pofile"),
    # the judge's fitting tool is run by hand and needs numpy (requirements-tools.txt),
    # which neither the app nor the tests install
    ("rules/king_of_monster_island/judge_fit.py", "fit", "numpy"),
    ("rules/king_of_monster_island/judge_fit.py", "main", "numpy"),
    # the registry lists every game (the title, New game) without loading its rules:
    # a game's options are checked against its state module only when a game starts
    ("rules/survive_the_island/__init__.py", "_validate", "rules.survive_the_island.state"),
    # pytmx is read only when a map is: a launch's first frame and the rules tests that
    # need no map stay without it
    ("rules/survive_the_island/board.py", "_read_board", "pytmx"),
    # a language that NAMES does not name is named by Babel's locale data, where Babel is
    # there (a source checkout); the executable, without it, shows its code
    ("game/language.py", "name", "babel"),
    # network play's libraries load when a person first hosts or joins: zeroconf
    # alone is 200 ms of imports the app's first frame does not pay
    ("game/net/discovery.py", "_zeroconf", "zeroconf"),
    ("game/net/transport.py", "_websockets", "websockets.sync.client"),
    ("game/net/transport.py", "_websockets", "websockets.sync.server"),
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for root in (GAME, RULES) for p in root.rglob("*.py")}


@functools.lru_cache(maxsize=None)
def imports_of(name: str, path: Path):
    """(imported module, enclosing function or None, line) for every import
    statement in the file, typing-only ones included."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []

    def targets(node) -> list[str]:
        if isinstance(node, ast.Import):
            return [a.name for a in node.names]
        if node.level:
            base = package.split(".")
            base = base[:len(base) - node.level + 1]
            mod = ".".join(base + ([node.module] if node.module else []))
        else:
            mod = node.module
        # `from pkg import sub` imports the submodule; `from mod import thing`, the module
        subs = [f"{mod}.{a.name}" for a in node.names if f"{mod}.{a.name}" in MODULES]
        return subs if len(subs) == len(node.names) else [mod] + subs

    def walk(node, func):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                walk(child, getattr(child, "name", "<lambda>"))
            elif isinstance(child, (ast.Import, ast.ImportFrom)):
                for mod in targets(child):
                    found.append((mod, func, child.lineno))
            else:
                walk(child, func)
    walk(tree, None)
    return tuple(found)


@functools.lru_cache(maxsize=None)
def graph() -> dict[str, set[str]]:
    """Which of the app's modules each imports (parsed when a test first asks:
    at import, each test worker parsed them all, though one runs these tests)."""
    return {name: {mod for mod, _, _ in imports_of(name, path) if mod in MODULES and mod != name}
            for name, path in MODULES.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_modules_of_game_and_rules_import_each_other_without_a_circle():
    assert circles(graph()) == []


def test_the_circle_finder_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_imports_inside_a_function_beyond_the_short_list():
    hidden = []
    for name, path in MODULES.items():
        rel = str(path.relative_to(ROOT))
        for mod, func, line in imports_of(name, path):
            if func is not None and (rel, func, mod) not in LAZY_IMPORTS_ALLOWED:
                hidden.append(f"{rel}:{line} imports {mod} inside {func}()")
    assert hidden == []


def test_every_allowed_lazy_import_is_still_there():
    seen = {(str(p.relative_to(ROOT)), func, mod) for name, p in MODULES.items()
            for mod, func, _ in imports_of(name, p) if func is not None}
    assert LAZY_IMPORTS_ALLOWED <= seen


def below(prefix: str) -> list[str]:
    return [m for m in MODULES if m == prefix or m.startswith(prefix + ".")]


def test_the_layers_point_down():
    """entry -> app -> scenes -> lessons -> table kit -> rules; tables -> kit and draw."""
    forbidden = {
        "game.scenes": ("game.app", "game.tools.smoke", "game.bench", "game.table", "game.tables"),
        # the lessons of Learn to play (game.guide) are data made of the kit's types: above it
        "game.table": ("game.app", "game.scenes", "game.tables", "game.tools.smoke", "game.bench", "game.guide"),
        "game.tables": ("game.app", "game.scenes", "game.tools.smoke", "game.bench"),
        "game.draw": ("game.app", "game.scenes", "game.table", "game.tables"),
        "game.scene": ("game.app", "game.scenes"),
    }
    wrong = []
    for layer, banned in forbidden.items():
        for m in below(layer):
            for dep in graph()[m]:
                if any(dep == b or dep.startswith(b + ".") for b in banned):
                    wrong.append(f"{m} imports {dep}")
    assert wrong == []
