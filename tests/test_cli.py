"""The command line contract: --help, refusals with exit code 2, --screenshot, --simulate."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game import games

ROOT = Path(__file__).resolve().parent.parent


def run(*args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_help_documents_everything():
    r = run("--help")
    assert r.returncode == 0
    for word in ("--load", "--screenshot", "--simulate", "--games", "--seed", "--moves", *games.GAMES):
        assert word in r.stdout


def test_unknown_game_is_one_line_and_exit_2():
    r = run("chess")
    assert r.returncode == 2
    assert r.stderr.strip().count("\n") == 0 and "unknown game 'chess'" in r.stderr


def test_missing_save_is_refused(tmp_path):
    r = run("--load", str(tmp_path / "nope.yaml"))
    assert r.returncode == 2 and "no such file" in r.stderr and r.stderr.strip().count("\n") == 0


def test_corrupt_save_is_refused_and_untouched(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: same4cats\nversion: 1\n")
    r = run("--load", str(bad))
    assert r.returncode == 2 and str(bad) in r.stderr and "missing" in r.stderr
    assert bad.read_text() == "game: same4cats\nversion: 1\n"


def test_a_game_not_playable_yet_is_refused_by_every_command(monkeypatch, capsys):
    from game.__main__ import main
    monkeypatch.setattr(games, "is_playable", lambda game_id: game_id != "carrier-strike")
    for argv in (["--simulate", "carrier-strike", "--games", "1"], ["carrier-strike"],
                 ["--screenshot", "x.png", "carrier-strike"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "not playable yet" in err


def test_screenshot_of_the_title_screen(tmp_path):
    out = tmp_path / "t.png"
    r = run("--screenshot", str(out))
    assert r.returncode == 0, r.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_rules_layer_imports_no_pygame():
    code = ("import sys, pkgutil, importlib, game.rules as r\n"
            "for m in pkgutil.walk_packages(r.__path__, 'game.rules.'):\n"
            "    importlib.import_module(m.name)\n"
            "import game.geometry, game.tiled\n"
            "assert 'pygame' not in sys.modules, 'pygame imported'\n"
            "print('ok', len(list(pkgutil.walk_packages(r.__path__))))")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("ok")


def test_the_title_screen_loads_no_map_machinery(tmp_path):
    """The title draws pictures and buttons: pytmx and an XML parser wait until a game starts."""
    code = ("import sys\n"
            "from game.__main__ import main\n"
            f"assert main(['--screenshot', {str(tmp_path / 'title.png')!r}]) == 0\n"
            "print(sorted(m for m in ('pytmx', 'xml.etree.ElementTree', 'xml.dom') if m in sys.modules))")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=dict(os.environ, SDL_VIDEODRIVER="dummy"),
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().splitlines()[-1] == "[]"


def test_check_maps_is_a_subcommand_with_the_checker_s_exit_codes(tmp_path):
    r = run("check-maps")
    assert r.returncode == 0 and r.stdout.strip().endswith("map(s) checked: no problems"), r.stderr
    bad = tmp_path / "bad.tmx"
    bad.write_text("<map")
    r = run("check-maps", str(bad))
    assert r.returncode == 1 and r.stdout.startswith(f"{bad}: map: "), r.stdout


def test_simulate_prints_a_summary_ending_with_the_contract_line():
    import re
    playable = [g for g in games.GAMES if games.is_playable(g)]
    assert playable, "at least one game is playable"
    r = run("--simulate", playable[0], "--games", "3", "--seed", "5")
    assert r.returncode == 0, r.stderr
    last = r.stdout.strip().splitlines()[-1]
    m = re.fullmatch(r"3 games, (\d+) moves, (\d+) moves/s", last)
    assert m and int(m.group(1)) > 0
    assert "winners:" in r.stdout and "mean length" in r.stdout
    assert re.search(r"^\d+ of 3 games stopped at the move cap", r.stderr, re.M), r.stderr


def test_load_of_a_save_that_no_longer_fits_opens_the_offer_to_play_on(tmp_path, monkeypatch):
    """--load of a save whose move N the rules now refuse opens the app with the offer to
    play on from move N-1 (not a refusal): the game is not lost."""
    from game import __main__ as cli
    from game.app import App
    from game.scenes.modal import ChoiceScene
    from unfit_saves import unfit_save
    path, _doc = unfit_save(tmp_path, played=4, refused_at=2)
    shown = []
    monkeypatch.setattr(App, "run", lambda self, *a, **k: shown.append(self.stack.top))
    assert cli.main(["--load", str(path)]) == 0
    assert isinstance(shown[0], ChoiceScene) and shown[0].buttons.buttons[0].label == "Play on from move 2"


def test_simulate_takes_game_options_and_refuses_unknown_ones():
    """Issue 30: `--simulate GAME --option NAME=VALUE` (repeatable), so that runs of an option
    need no settings file; a name or value the game does not have is one line and exit 2."""
    from cli_in_process import sortie
    r = sortie("--simulate", "steam-torpedo", "--option", "build=draft", "--option", "heading=west",
               "--players", "easy,easy", "--games", "1")
    assert r.returncode == 0, r.stderr
    assert "0 computer decisions fell back to a legal move" in r.stderr   # the computer drafts by search
    bad = sortie("--simulate", "steam-torpedo", "--option", "build=sideways", "--games", "1")
    assert bad.returncode == 2 and bad.stderr.strip() == (
        "sortie: --option build=sideways: build is one of ready-made, custom, draft")
    unknown = sortie("--simulate", "steam-torpedo", "--option", "colour=red", "--games", "1")
    assert unknown.returncode == 2 and "the options of Steam Torpedo are build=VALUE" in unknown.stderr


def test_simulate_counts_and_logs_a_computer_decision_that_falls_back(monkeypatch, tmp_path):
    """A computer decision that fails is a defect: --simulate plays a legal move instead, says
    how many fell back on stderr and writes each traceback to the player's log file."""
    from cli_in_process import sortie
    from game import paths
    from game.ai import players

    class Broken(players.RandomPlayer):
        """Random moves, but its first three decisions fail."""
        failed = 0

        def choose(self, game):
            if Broken.failed < 3:
                Broken.failed += 1
                raise RuntimeError("a planted defect")
            return super().choose(game)

    monkeypatch.setattr(players, "make_player", lambda kind, seed, *a, **k: Broken(seed))
    r = sortie("--simulate", "battaglia-navale", "--players", "easy", "--games", "1")
    assert r.returncode == 0, r.stderr
    assert re.search(r"^3 computer decisions fell back to a legal move$", r.stderr, re.M), r.stderr
    log = paths.log_file().read_text(encoding="utf-8")
    assert "a planted defect" in log and "Traceback" in log and "planted" not in r.stdout
