"""Every file a document or a module's docstring names exists (issue 28: documents true to the
tree). A path is named from the top of the repository (game/rules/core.py, docs/AI.md,
assets/rulebooks/<game id>.txt: a placeholder in angle brackets or a * stands for any
name); a bare file name (engine.py) in a module's docstring is a file of its own folder or of
the folder it names first."""
import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOPS = ("game", "tools", "tests", "docs", "assets", "maps", ".ci")
PATH = re.compile(r"(?<![\w./-])((?:%s)/(?:[\w./*-]|<[\w ]{1,20}>)*(?:[\w*]|<[\w ]{1,20}>))"
                  % "|".join(map(re.escape, TOPS)))
BARE = re.compile(r"(?<![\w./-])([a-z_0-9]+\.(?:py|md|yaml|tmx|tsx|txt))\b")
USER_FILES = {"dataset.yaml", "settings.yaml"}   # files of the player's folders, not of the repository
DOCUMENTS = ("README.md", "docs/ARCHITECTURE.md", "docs/AI.md", "docs/FAIRNESS.md", "docs/SAVES.md",
             "docs/RECORDS.md", "docs/DRAWING.md", "docs/EDITING_MAPS.md", "docs/EDITING_DATA.md", "tools/BENCHMARK.md", "docs/arena/runs.md")
# the shipped folders as the package names them (setup.py maps them): game/maps/x.tmx is maps/x.tmx
PACKAGED = {"game/maps/": "maps/", "game/assets/": "assets/", "game/ledgers/": "docs/rules/"}


def exists(named: str) -> bool:
    named = named.rstrip("/.")
    for packaged, top in PACKAGED.items():
        if named.startswith(packaged):
            named = top + named[len(packaged):]
    pattern = re.sub(r"<[^>]+>", "*", named)
    if "*" in pattern:
        return any(ROOT.glob(pattern))
    return (ROOT / pattern).exists()


def named_paths(text: str) -> list[str]:
    return [m.group(1) for m in PATH.finditer(text)]


def test_the_patterns_find_paths_and_placeholders():
    assert named_paths("see game/rules/core.py, and docs/rules/<game id>.md.") == [
        "game/rules/core.py", "docs/rules/<game id>.md"]
    assert exists("docs/rules/<game id>.md") and exists("game/rules/core.py")
    assert not exists("game/rules/nowhere.py") and not exists("game/scenes/battaglia_navale.py")


def test_every_path_a_document_names_exists():
    missing = [(doc, p) for doc in DOCUMENTS for p in named_paths((ROOT / doc).read_text(encoding="utf-8"))
               if not exists(p)]
    assert missing == []


def _docstrings(tree) -> list[str]:
    out = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            doc = ast.get_docstring(node, clean=False)
            if doc:
                out.append(doc)
    return out


def test_every_file_a_module_s_docstrings_name_exists():
    missing = []
    for source in sorted((ROOT / "game").rglob("*.py")) + sorted((ROOT / "tools").glob("*.py")):
        folder = source.parent
        for doc in _docstrings(ast.parse(source.read_text(encoding="utf-8"))):
            paths = named_paths(doc)
            missing += [(str(source.relative_to(ROOT)), p) for p in paths if not exists(p)]
            places = [folder, folder / "data", ROOT] + [(ROOT / p).parent for p in paths if exists(p)]
            places += [ROOT / top for packaged, top in PACKAGED.items() if any(p.startswith(packaged) for p in paths)]
            for bare in set(BARE.findall(PATH.sub("", doc))) - USER_FILES:
                if not any(exists(str((place / bare).relative_to(ROOT))) for place in places):
                    missing.append((str(source.relative_to(ROOT)), bare))
    assert missing == []


def test_the_newcomer_s_documents_stay_short():
    """docs/ARCHITECTURE.md is read in an hour and docs/AI.md holds one table a game (issue 28):
    details go to the documents they name."""
    assert len((ROOT / "docs/ARCHITECTURE.md").read_text(encoding="utf-8").splitlines()) <= 250
    assert len((ROOT / "docs/AI.md").read_text(encoding="utf-8").splitlines()) <= 120
