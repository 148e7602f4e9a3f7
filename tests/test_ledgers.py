"""Every rules ledger (docs/rules/<game id>.md) names, in each "implemented" row, tests that
exist: the file in tests/ and the function in it (issue 17, Ledgers).

A row names a test file as a path from the checkout (``tests/rules/.../test_x.py``), as
``T/test_x.py`` (T: the game's test folder, as the ledger's header says), or by its bare
name (``test_x.py``: found under tests/). A function follows its file as ``::test_name``
or stands bare (``test_name``): in the file named last in the row, or, with none named,
anywhere in tests/. A name cut short with "..." must start exactly one test of its file.
"""
from __future__ import annotations

import ast
import re
from functools import lru_cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
LEDGERS = sorted((ROOT / "docs" / "rules").glob("*.md"))
PACKAGE = {"battaglia-navale": "battaglia_navale", "carrier-strike": "carrier_strike",
           "same4cats": "same4cats", "steam-torpedo": "steam_torpedo", "thunderbirds": "thunderbirds"}
# a test file (with its folders, if any), or a test function (possibly cut short by "...")
TOKEN = re.compile(r"(?P<file>(?:[\w.-]+/)*test_\w+\.py)|(?P<func>\btest_\w+)(?P<cut>\.\.\.)?")


@lru_cache(maxsize=None)
def defined_tests(path: Path) -> frozenset:
    """The names of the test functions (and test classes' methods) defined in a file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return frozenset(node.name for node in ast.walk(tree)
                     if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"))


@lru_cache(maxsize=None)
def all_test_files() -> tuple:
    return tuple(sorted(TESTS.rglob("test_*.py")))


def implemented_rows(ledger: Path) -> list:
    """(line number, rule, the row's evidence) of each table row whose status is implemented."""
    out = []
    for n, line in enumerate(ledger.read_text(encoding="utf-8").splitlines(), start=1):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.lstrip().startswith("|") and len(cells) >= 4 and cells[2].startswith("implemented"):
            out.append((n, cells[0], " | ".join(cells[3:])))
    return out


def resolve_file(name: str, game_folder: Path) -> Path | None:
    if name.startswith("T/"):
        path = game_folder / name[2:]
        return path if path.is_file() else None
    if "/" in name:
        path = ROOT / name
        return path if path.is_file() else None
    found = [p for p in all_test_files() if p.name == name]
    preferred = [p for p in found if game_folder in p.parents]
    found = preferred or found
    return found[0] if len(found) == 1 else None


def problems_of(ledger: Path) -> list:
    game_folder = TESTS / "rules" / PACKAGE[ledger.stem]
    problems = []
    for n, rule, evidence in implemented_rows(ledger):
        where = f"{ledger.name}:{n} ({rule})"
        current = None
        named = 0
        for m in TOKEN.finditer(evidence):
            if m.group("file"):
                current = resolve_file(m.group("file"), game_folder)
                if current is None:
                    problems.append(f"{where}: no test file {m.group('file')}")
                continue
            name, cut = m.group("func"), m.group("cut")
            named += 1
            pool = [current] if current is not None else list(all_test_files())
            if cut:
                if len([t for f in pool for t in defined_tests(f) if t.startswith(name)]) != 1:
                    problems.append(f"{where}: {name}... names no single test")
            elif not any(name in defined_tests(f) for f in pool):
                problems.append(f"{where}: no test {name}" + (f" in {current.relative_to(ROOT)}" if current else ""))
        if not named:
            problems.append(f"{where}: an implemented row that names no test")
    return problems


def test_the_ledger_reader_finds_rows_files_and_functions():
    assert len(LEDGERS) == 5 and {p.stem for p in LEDGERS} == set(PACKAGE)
    rows = implemented_rows(ROOT / "docs" / "rules" / "carrier-strike.md")
    assert len(rows) > 30 and all(rule.startswith(("CS", "all", "scene", "`--")) for _n, rule, _e in rows)
    assert "test_cs_winning_random_games_reach_the_end" in defined_tests(TESTS / "rules" / "carrier_strike" / "test_cs_random_games.py")
    kinds = [(m.group("file"), m.group("func")) for m in TOKEN.finditer("T/test_a.py::test_b, ::test_c and `test_d...`")]
    assert kinds == [("T/test_a.py", None), (None, "test_b"), (None, "test_c"), (None, "test_d")]


@pytest.mark.parametrize("ledger", LEDGERS, ids=[p.stem for p in LEDGERS])
def test_every_implemented_row_names_tests_that_exist(ledger):
    problems = problems_of(ledger)
    assert not problems, "\n".join(problems)
