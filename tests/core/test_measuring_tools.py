"""The measuring tools live with their game (rules/<game>/trial.py) or are the
arena, and the executable leaves them out."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _spec_is_tool():
    """The spec's own rule for what is a tool (is_tool), run on the source tree."""
    tree = ast.parse((ROOT / "pyinstaller.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "is_tool":
            space = {"ROOT": ROOT, "Path": Path}
            exec(compile(ast.Module([node], []), "pyinstaller.spec", "exec"), space)  # noqa: S102
            return space["is_tool"]
    raise AssertionError("pyinstaller.spec has no is_tool rule")


def _modules(package: str) -> list[str]:
    return [".".join(p.relative_to(ROOT).with_suffix("").parts) for p in (ROOT / package).rglob("*.py")
            if p.name != "__init__.py"]


def test_no_measuring_tool_sits_at_the_repository_root():
    assert not [p.name for p in ROOT.glob("*.py") if p.name != "main.py"]


def test_the_executable_leaves_out_every_measuring_tool():
    is_tool = _spec_is_tool()
    tools = {name for name in _modules("rules") + _modules("game") if is_tool(name)}
    trials = {f"rules.{p.parent.name}.trial" for p in (ROOT / "rules").glob("*/trial.py")}
    assert trials and trials <= tools
    assert {"rules.arena", "game.bench", "game.table.think_bench"} <= tools
    # and only tools: what the app runs is bundled
    assert not tools & {"game.app", "game.tools.smoke", "game.storage.saves", "rules.core.registry"}
    spec = (ROOT / "pyinstaller.spec").read_text(encoding="utf-8")
    assert "excludes=UNUSED + TOOLS" in spec and "if is_tool(name)" in spec
