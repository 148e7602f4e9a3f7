"""No absolute path of any machine, and no path out of the repository, in a tracked text file.

Files are named by their place in the repository (e.g. assets/rulebooks/<game id>.txt).
"""
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BINARY = (".png", ".wav", ".ttf", ".ogg", ".whl", ".gz")
# Upstream licence text is kept word for word; it cites its authors' Debian paths.
VERBATIM = {"assets/fonts/LICENSE-DejaVu.txt"}
ABSOLUTE = re.compile(
    r"(?<![\w.~/-])(?:/(?:work|home|root|tmp|Users|usr|opt|mnt|var|etc|srv|private)/[\w.-]+"
    r"|[A-Za-z]:\\[\w.-]+"
    r"|\.\./shared/)")


def tracked() -> list[str]:
    r = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True)
    if r.returncode == 0 and r.stdout.strip():
        return r.stdout.splitlines()
    return [p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*")  # not a git checkout
            if p.is_file() and not {".git", ".venv", "build", "dist"} & set(p.parts)]


def offending_lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if ABSOLUTE.search(line) and "#!/usr/bin/env" not in line]


def absolute(*parts: str) -> str:
    """A path built at run time, so that this file does not name one itself."""
    return "/" + "/".join(parts)


def test_the_pattern_finds_machine_paths():
    assert offending_lines("Rulebook: " + absolute("work", "shared", "rulebooks", "003.txt"))
    assert offending_lines(f'save(app.screen, "{absolute("tmp", "x.png")}")')
    assert offending_lines("C:" + "\\".join(["", "Users", "me", "sortie"]))
    assert offending_lines("see " + "/".join(["..", "shared", "docs", "TILED_NOTES.md"]))
    assert not offending_lines("Rulebook: assets/rulebooks/steam-torpedo.txt; 1/2 of the fleet")
    assert not offending_lines("#!/usr/bin/env bash")


def test_no_tracked_text_file_names_a_path_outside_the_repository():
    found = []
    for name in tracked():
        if name.endswith(BINARY) or name in VERBATIM:
            continue
        path = ROOT / name
        text = path.read_text(encoding="utf-8", errors="replace")
        found += [f"{name}: {line}" for line in offending_lines(text)]
        if str(ROOT) in text:
            found.append(f"{name}: names this checkout's own folder")
    assert not found, "\n".join(found)
