"""Sortie installed as Python programs are installed: the wheel carries every file the
program opens, and a wheel installed into a fresh virtual environment plays every game
from another folder, far from the checkout.

The fresh environment gets the wheel by pip, without its dependencies: those (pygame-ce,
pytmx, PyYAML, platformdirs) are lent from the environment running the tests through a
.pth line, so the test needs no network. The checkout's own `game` is never on its path.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import textwrap
import xml.etree.ElementTree as ET
import zipfile
from pathlib import PurePosixPath

import pytest
from cli_in_process import sortie

from game import games

ROOT = __import__("pathlib").Path(__file__).resolve().parent.parent
ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
SKIP = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache",
                              ".hypothesis")   # (a cache other test workers write to as it is copied)

# Everything a player's session opens: the title, each game played a few moves, its
# rules reference (F1), the sounds and the map checker; then the files that were named.
EXERCISE = textwrap.dedent("""
    import random
    from game import games, launch, resources
    from game.scenes.open_game import scene_for
    from game.app import App
    from game.mapcheck.__main__ import main as check_maps
    from game.scenes.howto import HowToScene
    from game.scenes.rules_ref import RulesScene
    from game.scenes.title import TitleScene
    from game.settings import Settings
    app = App(Settings(animation="off"), headless=True)
    app.push(TitleScene(app))
    app.render_frames(1)
    app.sounds._load()
    for gid, info in games.GAMES.items():
        game = launch.new_game(gid, seed=3)
        chooser = random.Random(3)
        for _ in range(10):
            if game.outcome() is None:
                game.play(chooser.choice(game.legal_actions()))
        app.push(scene_for(app, game))
        app.render_frames(1)
        app.push(RulesScene(app, gid, info.title))
        app.render_frames(1)
        app.push(HowToScene(app, gid, info.title))
        app.render_frames(1)
    check_maps([])
    print("NAMED", " ".join(sorted(resources.NAMED)))
""")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    """A wheel built by pip from a copy of the checkout (no stale build/ folder can leak in)."""
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    shutil.copytree(ROOT, src, ignore=SKIP)
    # the backend pyproject.toml names is here (the test extra brings it): built with it, no build venv
    isolation = ["--no-build-isolation"] if backend_here() else []
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", *isolation, "-w", str(tmp / "dist"),
                        str(src)], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    (built,) = (tmp / "dist").glob("sortie-*.whl")
    return built


def backend_here() -> bool:
    """This environment has the build backend pyproject.toml requires (setuptools>=N)."""
    from importlib.metadata import PackageNotFoundError, version
    wanted = re.search(r'requires = \["setuptools>=(\d+)"\]', (ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    try:
        return wanted is not None and int(version("setuptools").split(".")[0]) >= int(wanted.group(1))
    except (PackageNotFoundError, ValueError):
        return False


def names_in(wheel) -> set[str]:
    with zipfile.ZipFile(wheel) as z:
        return set(z.namelist())


# Each game drawn by the installed program's main after 10 seeded moves (`sortie --screenshot
# OUT GAME --seed 3 --moves 10`), into the folder given first; then EXERCISE.
SCREENSHOTS = textwrap.dedent("""
    import os, sys
    from game.__main__ import main
    for gid in sys.argv[2:]:
        out = os.path.join(sys.argv[1], gid + "-installed.png")
        print("EXIT", gid, main(["--screenshot", out, gid, "--seed", "3", "--moves", "10"]))
""")


@pytest.fixture(scope="module")
def installed_run(installed):
    """One process of the installed program, far from the checkout: each game's screenshot by
    its main, then a player's whole session (EXERCISE). What it printed."""
    python, _, away, env = installed
    r = subprocess.run([str(python), "-c", SCREENSHOTS + EXERCISE, str(away), *games.GAMES], cwd=away, env=env,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    return r.stdout


def files_named_by_the_program(printed: str) -> set[str]:
    """The shipped files the installed program named while it played every game (game/resources.py)."""
    named = set(printed.split("NAMED", 1)[1].split())
    return named | referenced_by_maps(named)


def referenced_by_maps(named: set[str]) -> set[str]:
    """Tilesets and images that pytmx opens for the maps named (relative to each map)."""
    out = set()
    todo = [n for n in named if n.endswith((".tmx", ".tsx"))]
    while todo:
        name = todo.pop()
        folder = PurePosixPath(name).parent
        root = ET.parse(ROOT / "maps" / PurePosixPath(name).relative_to("game/maps")).getroot()
        for el in list(root.iter("tileset")) + list(root.iter("image")):
            source = el.get("source")
            if source:
                ref = os.path.normpath(str(folder / source)).replace(os.sep, "/")
                if ref not in out:
                    out.add(ref)
                    if ref.endswith(".tsx"):
                        todo.append(ref)
    return out


def test_the_wheel_holds_every_file_the_program_opens(wheel, installed_run):
    named = files_named_by_the_program(installed_run)
    # the record covers every kind of shipped file, so the comparison below means something
    for ending in (".tmx", ".tsx", ".png", ".ttf", ".wav", ".txt", ".md", ".yaml"):
        assert any(n.endswith(ending) for n in named), f"nothing named ends with {ending}"
    for gid in games.GAMES:
        assert f"game/maps/{gid}.tmx" in named and f"game/assets/rulebooks/{gid}.txt" in named
        assert f"game/assets/houserules/{gid}.md" in named
    missing = sorted(named - names_in(wheel))
    assert not missing, f"the wheel lacks files the program opens: {missing}"


def test_the_wheel_holds_the_shipped_folders_whole(wheel):
    """Every file of maps/, assets/ (fonts with their licence) and docs/rules/ is in the wheel."""
    inside = names_in(wheel)
    for folder, package in (("maps", "game/maps"), ("assets", "game/assets"), ("docs/rules", "game/ledgers")):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                name = f"{package}/{path.relative_to(ROOT / folder).as_posix()}"
                assert name in inside, f"{name} is not in the wheel"
    assert "game/assets/fonts/LICENSE-DejaVu.txt" in inside
    assert "game/maps/sortie.tiled-project" in inside


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory):
    """A fresh virtual environment with the wheel installed, and a folder far from the checkout."""
    tmp = tmp_path_factory.mktemp("fresh")
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    lent = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (__import__("pathlib").Path(site) / "lent-dependencies.pth").write_text("\n".join(sorted(lent)) + "\n")
    r = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index",
                        "-q", str(wheel)], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    away = tmp / "elsewhere"
    away.mkdir()
    script = venv / ("Scripts/sortie.exe" if os.name == "nt" else "bin/sortie")
    env = dict(ENV, SORTIE_HOME=str(tmp / "home"))
    env.pop("PYTHONPATH", None)
    return python, script, away, env


def run_installed(installed, *args, timeout=120):
    _, script, away, env = installed
    return subprocess.run([str(script), *args], cwd=away, env=env, capture_output=True, text=True, timeout=timeout)


def test_the_installed_game_is_the_wheel_not_the_checkout(installed):
    python, _, away, env = installed
    r = subprocess.run([str(python), "-c", "import game, game.resources as r; print(game.__file__);"
                        "print(r.map_file('same4cats.tmx'))"], cwd=away, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    package, mat = r.stdout.split()
    venv = str(python.parent.parent)
    assert package.startswith(venv) and mat.startswith(venv), r.stdout
    assert not package.startswith(str(ROOT)), "the checkout's game was imported"


def test_the_installed_program_draws_every_game_as_the_checkout_does(installed, installed_run):
    """`sortie --screenshot` of the title by the console script, and of each game after 10
    seeded moves by the installed program's main (installed_run); each picture is the
    checkout's, pixel for pixel."""
    import pygame
    away = installed[2]
    r = run_installed(installed, "--screenshot", str(away / "title-installed.png"))
    assert r.returncode == 0, r.stderr
    assert [line.split()[1:] for line in installed_run.splitlines() if line.startswith("EXIT ")] == \
        [[gid, "0"] for gid in games.GAMES], installed_run
    for gid in ["title", *games.GAMES]:
        args = [] if gid == "title" else [gid, "--seed", "3", "--moves", "10"]
        here = sortie("--screenshot", str(away / f"{gid}-checkout.png"), *args)  # the checkout's, in this process
        assert here.returncode == 0, here.stderr
        a, b = (pygame.image.load(str(away / f"{gid}-{k}.png")) for k in ("installed", "checkout"))
        assert a.get_size() == (1280, 800)
        assert len({a.get_at((x, y))[:3] for x in range(0, 1280, 32) for y in range(0, 800, 32)}) > 2, gid
        assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), gid


def test_the_installed_program_shows_every_rulebook_and_checks_maps(installed):
    python, _, away, env = installed
    code = textwrap.dedent("""
        from game import games
        from game.app import App
        from game.scenes.rules_ref import RulesScene
        from game.settings import Settings
        app = App(Settings(animation="off"), headless=True)
        for gid, info in games.GAMES.items():
            scene = RulesScene(app, gid, info.title)
            for tab, blocks in scene.blocks.items():
                assert len(blocks) > 20 and "missing" not in blocks[0].text, (gid, tab, blocks[:1])
        print("ok")
    """)
    r = subprocess.run([str(python), "-c", code], cwd=away, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr
    r = run_installed(installed, "check-maps")
    assert r.returncode == 0 and "5 map(s) checked: no problems" in r.stdout, r.stdout + r.stderr
    r = run_installed(installed, "check-data")
    assert r.returncode == 0 and "5 house data set(s) checked: no problems" in r.stdout, r.stdout + r.stderr


def test_the_installed_program_simulates_every_game(installed):
    """`sortie --simulate GAME --games 2` for each game, by the installed program's main in one
    process (five processes before: the console script itself is run by the tests below)."""
    python, _, away, env = installed
    code = textwrap.dedent("""
        import sys
        from game.__main__ import main
        for gid in sys.argv[1:]:
            code = main(["--simulate", gid, "--games", "2"])
            print("EXIT", gid, code)
    """)
    gids = ["same4cats", "battaglia-navale", "steam-torpedo", "carrier-strike", "thunderbirds"]
    r = subprocess.run([str(python), "-c", code, *gids], cwd=away, env=env, capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr
    blocks = r.stdout.split("EXIT ")
    for gid, block, exit_line in zip(gids, blocks, blocks[1:]):
        assert exit_line.split()[:2] == [gid, "0"], (gid, r.stderr)
        assert block.strip().splitlines()[-1].startswith("2 games, "), (gid, block)


def test_a_file_removed_from_the_installation_is_one_line_and_exit_2(installed):
    """Runs last in this module: it breaks the installed copy on purpose, one file at a time."""
    python, _, away, env = installed
    package = subprocess.run([str(python), "-c", "import game, os; print(os.path.dirname(game.__file__))"],
                             cwd=away, env=env, capture_output=True, text=True, check=True).stdout.strip()
    package = __import__("pathlib").Path(package)
    cases = [
        ("maps/same4cats.tmx", ["--screenshot", "x.png", "same4cats"]),
        ("rules/carrier_strike/data/data.yaml", ["--simulate", "carrier-strike", "--games", "1"]),
        ("assets/fonts/DejaVuSans.ttf", ["--screenshot", "x.png"]),
    ]
    for name, args in cases:
        target = package / name
        target.rename(target.with_suffix(".gone"))
        r = run_installed(installed, *args)
        target.with_suffix(".gone").rename(target)
        assert r.returncode == 2, (name, r.stdout, r.stderr)
        assert "Traceback" not in r.stderr, r.stderr
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and str(target) in lines[0], (name, lines)
