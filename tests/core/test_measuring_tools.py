"""The measuring tools live with their game (rules/<game>/trial.py) or are the
arena, and the executable leaves them out."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _spec_tools() -> list[str]:
    tree = ast.parse((ROOT / "pyinstaller.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "TOOLS":
            return eval(compile(ast.Expression(node.value), "pyinstaller.spec", "eval"))  # noqa: S307
    raise AssertionError("pyinstaller.spec names no TOOLS")


def test_no_measuring_tool_sits_at_the_repository_root():
    assert not [p.name for p in ROOT.glob("*.py") if p.name != "main.py"]


def test_the_executable_leaves_out_every_measuring_tool():
    tools = set(_spec_tools())
    trials = {f"rules.{p.parent.name}.trial" for p in (ROOT / "rules").glob("*/trial.py")}
    assert trials and trials <= tools
    assert {"rules.arena", "game.bench"} <= tools
