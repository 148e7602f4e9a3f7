"""No import cycles between the modules of game/.

Every ``import`` and ``from ... import`` counts, at module level or inside a function: a
function-level import is still a dependency, and it hides the cycle until that line runs.
"""
from __future__ import annotations

import ast
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
            for target in targets:
                # ``import a.b.c`` depends on the deepest module of the name that is ours
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
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


def test_no_import_cycles_in_game():
    graph = import_graph(GAME)
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
