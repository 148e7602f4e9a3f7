"""Build Sortie as a standalone desktop app for people without Python (PyInstaller).

    pip install -e '.[build]'
    python tools/build_app.py

makes the one-folder build dist/sortie/, whose executable dist/sortie/sortie
(sortie.exe on Windows) is the `sortie` command: copy the whole folder, not just the
executable. Work files go to build/. Not part of the test command.

Every submodule of `game` is collected (some are imported by name at run time), with
the YAML house data under game/rules and the files of game.maps, game.assets and
game.ledgers. Those three are the top-level folders maps/, assets/ and docs/rules/
mapped into the package by setup.py, so in an editable install they live outside
game/, where neither `--collect-data game` nor PyInstaller's import analysis sees them:
each folder is added as data (its __init__.py included, so it imports as in a wheel)
from where the installed package finds it (importlib.resources), to the place it has
in a wheel.
"""
from __future__ import annotations

import importlib.resources
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ("game.maps", "game.assets", "game.ledgers")
ENTRY = "from game.__main__ import main\n\nraise SystemExit(main())\n"


def shipped_data() -> list[str]:
    """--add-data SRC{pathsep}DEST for every file of game.maps, game.assets and game.ledgers."""
    args = []
    for package in SHIPPED:
        folder = Path(str(importlib.resources.files(package)))
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                dest = Path(*package.split("."), path.parent.relative_to(folder)).as_posix()
                args += ["--add-data", f"{path}{os.pathsep}{dest}"]
    return args


def main() -> int:
    try:
        import PyInstaller.__main__
        game = Path(str(importlib.resources.files("game")))
    except ImportError as exc:
        what = "PyInstaller is" if str(exc.name).startswith("PyInstaller") else "Sortie is"
        print(f"{what} not installed: install the build extra: pip install -e '.[build]'", file=sys.stderr)
        return 1
    build = ROOT / "build"
    build.mkdir(exist_ok=True)
    entry = build / "sortie_entry.py"
    entry.write_text(ENTRY)
    args = [str(entry), "--name", "sortie", "--onedir", "--noconfirm", "--clean",
            "--distpath", str(ROOT / "dist"), "--workpath", str(build / "pyinstaller"), "--specpath", str(build),
            "--paths", str(game.parent),
            "--collect-submodules", "game", "--collect-data", "game", *shipped_data()]
    if sys.platform in ("win32", "darwin"):
        args.append("--windowed")
    PyInstaller.__main__.run(args)
    exe = ROOT / "dist" / "sortie" / ("sortie.exe" if sys.platform == "win32" else "sortie")
    print(f"built {exe}" if exe.is_file() else f"no executable at {exe}")
    return 0 if exe.is_file() else 1


if __name__ == "__main__":
    sys.exit(main())
