"""No import cycles between the modules of game/, and no import up the layers.

Every ``import`` and ``from ... import`` counts, at module level or inside a function: a
function-level import is still a dependency, and it hides the cycle until that line runs.
So does ``importlib.import_module`` of a literal name, or of an f-string whose fixed start
names a package (``f"game.rules.{package}.map_check"``, ``f"{__name__}.{module}"``): that
is an import of some module of the package, counted as an import of the package.
"""
from __future__ import annotations

import ast
import functools
import sys
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"


def module_names(root: Path) -> dict[str, Path]:
    """Dotted module name -> file, for every .py file under the package ``root``."""
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _package_of(name: str, path: Path) -> str:
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def _absolute(node: ast.ImportFrom, package: str) -> str:
    if not node.level:
        return node.module or ""
    base = package.split(".")
    if node.level > 1:
        base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def dynamic_import(call: ast.Call, name: str, package: str) -> str | None:
    """The module ``importlib.import_module(...)`` imports, when the call names it: a literal,
    or the package named by the fixed start of an f-string (``__name__`` and ``__package__``
    read as what they are in module ``name``); None for any other call or argument."""
    func = call.func
    called = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    if called != "import_module" or not call.args:
        return None
    arg = call.args[0]
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    if not isinstance(arg, ast.JoinedStr):
        return None
    known = {"__name__": name, "__package__": package}
    text = ""
    for part in arg.values:
        if isinstance(part, ast.Constant):
            text += str(part.value)
        elif isinstance(part.value, ast.Name) and part.value.id in known and part.format_spec is None:
            text += known[part.value.id]
        else:   # a name only known when it runs: some module of the package named so far
            return text.rpartition(".")[0] or None
    return text


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the modules of the package ``root`` it imports."""
    modules = module_names(root)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = _package_of(name, path)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            targets = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _absolute(node, package)
                for alias in node.names:
                    sub = f"{base}.{alias.name}"
                    targets.append(sub if sub in modules else base)
            elif isinstance(node, ast.Call):
                targets = [target for target in [dynamic_import(node, name, package)] if target]
            for target in targets:
                # ``import a.b.c`` depends on the deepest module of the name that is ours
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


# A game's descriptor (game/rules/spec.py) names its parts by module, and the module that asks
# for a part imports it (GameSpec.load): each such tie counts as an import by that module.
LOADERS = {"rules": "game.games", "data": "game.datasets", "data_schema": "game.datacheck.checker",
           "map_check": "game.mapcheck.checker", "house_tables": "game.house_tables",
           "computer": "game.ai", "scene": "game.scenes.open_game"}


def descriptor_ties() -> set[tuple[str, str]]:
    """(the module that loads a part, the part's module) for every part of every game."""
    from game.rules.registry import GAMES
    return {(loader, spec.module(ref.partition(":")[0])) for spec in GAMES.values()
            for field, loader in LOADERS.items() if (ref := getattr(spec, field))}


@functools.cache
def game_graph() -> dict[str, set[str]]:
    """The import graph of game/, with the descriptors' ties (read once for all the tests
    here; not to be changed)."""
    graph = import_graph(GAME)
    for loader, part in descriptor_ties():
        graph[loader].add(part)
    return graph


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's components of more than one module, iteratively."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    out.append(sorted(component))
    return sorted(out)


def cycle_in(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """One cycle through the first module of a component, as a path back to it (breadth first)."""
    members = set(component)
    start = component[0]
    came_from = {start: None}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for child in sorted(graph[node] & members):
            if child == start:
                path = [node]
                while path[-1] != start:
                    path.append(came_from[path[-1]])
                return path[::-1] + [start]
            if child not in came_from:
                came_from[child] = node
                queue.append(child)
    raise AssertionError(f"no cycle in {component}")


def cycles(graph: dict[str, set[str]]) -> list[str]:
    """One line for each group of modules that import each other."""
    out = []
    for component in strongly_connected(graph):
        out.append("import cycle: " + " -> ".join(cycle_in(graph, component))
                   + (f" (component: {', '.join(component)})" if len(component) > 2 else ""))
    return out


# The layers of game/, bottom first: a module imports from its own layer and the ones below,
# never from one above. A module's layer is that of the longest name listed that is it or a
# package holding it.
LAYERS = (
    # files, folders, geometry, maps, rulebook text, and the words a game's own map and data
    # checks are written in (game/rules/<game>/map_check.py and data_schema.py use them)
    ("foundation", ("game", "game.safe_read", "game.resources", "game.paths", "game.geometry",
                    "game.tiled_classes", "game.tiled", "game.mapcheck")),
    ("rules", ("game.rules",)),
    # what reads every game's rules and data: the registry of the games, the checkers that
    # walk each game's map and data modules, the data sets a game is started with
    ("games and their data", ("game.games", "game.rulebook", "game.house_tables", "game.datasets", "game.datacheck",
                              "game.mapcheck.checker", "game.mapcheck.__main__")),
    ("session", ("game.session",)),
    ("computer players", ("game.ai",)),
    ("starting games, settings, records", ("game.launch", "game.settings", "game.tutorial", "game.record", "game.records_db",
                                           "game.record_words", "game.record_figures", "game.record_export")),
    ("online play", ("game.net",)),   # the table server, its bots and verify: no pygame, no scene
    ("ui", ("game.ui",)),
    ("scenes", ("game.scenes",)),
    ("app and command line", ("game.app", "game.__main__", "game.records_cli")),
)

# Imports up the layers that are known and wait to be removed: (a package or module importing,
# the module imported). None now; each one listed must still be found, so none outlives its fix.
KNOWN_UPWARD: set = set()


def _within(module: str, name: str) -> bool:
    return module == name or module.startswith(name + ".")


def layer_of(module: str) -> int | None:
    """The index in LAYERS of a module's layer (None: not listed)."""
    best, found = -1, None
    for level, (_, names) in enumerate(LAYERS):
        for listed in names:
            if _within(module, listed) and len(listed) > best:
                best, found = len(listed), level
    return found


def upward_imports(graph: dict[str, set[str]], known=frozenset()) -> tuple[list[str], set]:
    """One line for each import of a module of a higher layer, except the ``known`` ones;
    and which of those known ones were found."""
    out, used = [], set()
    for importer in sorted(graph):
        for imported in sorted(graph[importer]):
            low, high = layer_of(importer), layer_of(imported)
            if low is None or high is None or high <= low:
                continue
            excused = [k for k in known if _within(importer, k[0]) and _within(imported, k[1])]
            if excused:
                used.update(excused)
                continue
            out.append(f"upward import: {importer} ({LAYERS[low][0]}) imports {imported} ({LAYERS[high][0]})")
    return out, used


def test_every_module_of_game_has_a_layer():
    graph = game_graph()
    assert not [m for m in graph if layer_of(m) is None]


def test_no_import_goes_up_the_layers():
    graph = game_graph()
    assert "game.scenes.carrier_strike.scene" in graph["game.scenes.open_game"]  # the descriptors are read
    found, used = upward_imports(graph, KNOWN_UPWARD)
    assert not found, "\n".join(found)
    assert used == KNOWN_UPWARD, f"no longer found, remove from KNOWN_UPWARD: {KNOWN_UPWARD - used}"


def test_the_rules_and_the_session_import_no_scene_ui_or_launch():
    graph = game_graph()
    below = [m for m in graph if _within(m, "game.rules") or _within(m, "game.session")]
    assert "game.session.saves" in below
    above = ("game.scenes", "game.ui", "game.launch", "game.app", "game.ai")
    assert not [(m, t) for m in below for t in graph[m] if any(_within(t, a) for a in above)]
    assert not [(m, t) for m in below if _within(m, "game.rules") for t in graph[m] if _within(t, "game.session")]


def test_no_import_cycles_in_game():
    graph = game_graph()
    assert "game.rules.core" in graph["game.rules.thunderbirds.rules"]  # the walk found the package
    found = cycles(graph)
    assert not found, "\n".join(found)


def test_the_check_finds_a_cycle(tmp_path):
    pkg = tmp_path / "game"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "sub" / "a.py").write_text("import os\nfrom . import b\n")
    (pkg / "sub" / "b.py").write_text("def f():\n    from game.sub.a import x\n    return x\n")
    (pkg / "c.py").write_text("from .sub import a\n")
    graph = import_graph(pkg)
    assert graph == {"game": set(), "game.sub": set(), "game.c": {"game.sub.a"},
                     "game.sub.a": {"game.sub.b"}, "game.sub.b": {"game.sub.a"}}
    assert cycles(graph) == ["import cycle: game.sub.a -> game.sub.b -> game.sub.a"]


def test_the_check_reads_importlib_and_finds_an_upward_import(tmp_path, monkeypatch):
    pkg = tmp_path / "game"
    (pkg / "rules" / "toy").mkdir(parents=True)
    (pkg / "scenes").mkdir()
    for init in ("", "rules", "rules/toy", "scenes"):
        (pkg / init / "__init__.py").write_text("")
    (pkg / "rules" / "toy" / "engine.py").write_text(
        "import importlib\n\ndef scene():\n    return importlib.import_module('game.scenes.toy')\n")
    (pkg / "scenes" / "toy.py").write_text("from ..rules.toy import engine\n")
    (pkg / "scenes" / "all.py").write_text(
        "from importlib import import_module\n\n"
        "def load(name):\n    return import_module(f'game.rules.{name}.engine')\n\n"
        "def own(part):\n    return import_module(f'{__name__}.{part}')\n")
    graph = import_graph(pkg)
    assert graph["game.rules.toy.engine"] == {"game.scenes.toy"}
    assert graph["game.scenes.all"] == {"game.rules"}   # some module of game.rules; itself: none
    assert cycles(graph) == ["import cycle: game.rules.toy.engine -> game.scenes.toy -> game.rules.toy.engine"]
    monkeypatch.setattr(sys.modules[__name__], "LAYERS", (("rules", ("game", "game.rules")), ("scenes", ("game.scenes",))))
    found, used = upward_imports(graph, {("game.rules", "game.nothing")})
    assert found == ["upward import: game.rules.toy.engine (rules) imports game.scenes.toy (scenes)"] and not used
