"""Every hostile or broken file of the corpus (tests/hostile.py) is refused with its file
and the reason, in one line, through every way a file comes in: the command line
(--load, GAME --map, check-maps), Continue on the title screen, Load inside a game, and
F5 in a game on an edited map. Nothing is changed on disk, the app keeps its game, and
the app starts whatever lies in the autosave folder."""
import os
import shutil
import tempfile
from pathlib import Path

import pygame
import pytest

import hostile
from told import close_dialog, told
from game import games, launch, paths
from game.__main__ import main
from game.app import App
from game.scenes.open_game import check_settings_options, scene_for
from game.scenes.title import TitleScene
from game.session import lock, saves
from game.settings import Settings


pytestmark = pytest.mark.usefixtures("said_to_player")


@pytest.fixture(scope="module")
def save_corpus(tmp_path_factory):
    return hostile.saves(tmp_path_factory.mktemp("hostile-saves"))


@pytest.fixture(scope="module")
def map_corpus(tmp_path_factory):
    return hostile.maps(tmp_path_factory.mktemp("hostile-maps"))


@pytest.fixture
def app():
    a = App(Settings(animation="off"), headless=True)
    yield a
    pygame.quit()


def _fingerprint(path: Path):
    """What must not change: a regular file's bytes; for anything else, its kind."""
    if path.is_symlink() or not path.is_file() or str(path).startswith("/dev/"):
        return os.lstat(path).st_mode
    return path.read_bytes()


def _toasts(app) -> list[str]:
    return [message for message, _, _ in app.toasts.items]


def test_every_hostile_save_is_refused_on_the_command_line_in_one_line(save_corpus, capsys):
    wrong = []
    for what, path, refusal in save_corpus:
        before = _fingerprint(path)
        code = main(["--load", str(path)])
        out, err = capsys.readouterr()
        line = err.rstrip("\n")
        if (code != 2 or out or "\n" in line or not line.startswith(f"sortie: {path}: ")
                or refusal not in line or len(line) > 400 + len(str(path))):
            wrong.append(f"{what}: exit {code}, {line[:300]!r}")
        if _fingerprint(path) != before:
            wrong.append(f"{what}: the file changed")
    assert not wrong, "\n".join(wrong)


def test_continue_refuses_a_hostile_autosave_and_keeps_the_title(save_corpus, app):
    """Each hostile save in turn is the only autosave (a link to it): Continue passes over
    one the Load screen's reader cannot describe from its head (session/library.py), and
    refuses any other with its reason, the title kept."""
    from game.session import library
    folder = paths.autosave_dir()
    folder.mkdir(parents=True, exist_ok=True)
    title = TitleScene(app)
    app.push(title)
    wrong, refused = [], 0
    for what, path, refusal in save_corpus:
        link = folder / "battaglia-navale-20260101-000000.yaml"
        link.symlink_to(path)
        try:
            if launch.newest_autosave() is None:
                if not library.describe(link).problem:
                    wrong.append(f"{what}: passed over, yet its head reads")
                continue
            title.resume()  # the title lists the games in progress when it is shown
            title.continue_game()
            refused += 1
            said = told(app)   # a dialog the player closes (issue 31)
            if close_dialog(app) is not title or not said.startswith(f"Not loaded: {link}: ") or refusal not in said:
                wrong.append(f"{what}: {said[:300]!r}")
        finally:
            link.unlink()
    assert not wrong, "\n".join(wrong)
    assert refused >= 10  # most of the corpus has a good head and a bad body


def test_load_inside_a_game_refuses_a_hostile_save_and_keeps_the_game(save_corpus, app):
    game = launch.new_game("same4cats", seed=5)
    scene = scene_for(app, game)
    app.push(scene)
    scene.perform(game.legal_actions()[0])
    moves = list(game.moves)
    wrong = []
    for what, path, refusal in save_corpus:
        scene._open(path)
        said = told(app)
        if close_dialog(app) is not scene or not said.startswith(f"Not loaded: {path}: ") or refusal not in said:
            wrong.append(f"{what}: {said[:300]!r}")
    assert not wrong, "\n".join(wrong)
    assert scene.game is game and game.moves == moves


def test_every_hostile_map_is_refused_by_the_command_line_and_the_checker(map_corpus, capsys):
    wrong = []
    for what, gid, path, refusal in map_corpus:
        before = _fingerprint(path)
        code = main([gid, "--map", str(path)])
        out, err = capsys.readouterr()
        if code != 2 or not err.startswith(f"{path}: ") or refusal not in err or len(err) > 2000:
            wrong.append(f"{what}: exit {code}, {err[:300]!r}")
        code = main(["check-maps", str(path)])
        out, err = capsys.readouterr()
        if code != 1 or not out.startswith(f"{path}: ") or refusal not in out:
            wrong.append(f"{what} (check-maps): exit {code}, {out[:300]!r}")
        if _fingerprint(path) != before:
            wrong.append(f"{what}: the file changed")
    assert not wrong, "\n".join(wrong)


def test_f5_refuses_a_map_edited_into_something_hostile_and_keeps_the_game(map_corpus, app):
    """A game is played on a copy of its shipped map; the copy is then replaced by each
    hostile map in turn (a folder or a FIFO in its place too) and F5 pressed."""
    wrong = []
    for what, gid, path, refusal in map_corpus:
        live = path.parent / f"live-{gid}.tmx"
        shutil.copyfile(games.default_map(gid), live)
        game = launch.new_game(gid, seed=2, map_path=live)
        scene = scene_for(app, game)
        app.push(scene)
        scene.perform(game.legal_actions()[0])
        moves = list(game.moves)
        live.unlink()
        if path.is_dir() or not path.is_file():
            os.rename(path, live)  # a folder or a FIFO where the map was
        else:
            shutil.copyfile(path, live)
        try:
            app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode=""))
            said = told(app)
            if (close_dialog(app) is not scene or not said.startswith("Map not reloaded: ") or f"{live}: " not in said
                    or refusal not in said or scene.game.moves != moves):
                wrong.append(f"{what}: {said[:300]!r}")
        finally:
            if live.is_dir() or not live.is_file():
                os.rename(live, path)
            else:
                live.unlink()
            app.pop()
    assert not wrong, "\n".join(wrong)


def test_the_app_starts_whatever_lies_in_the_autosave_folder(tmp_path):
    """A broken link, a folder, a FIFO, an unreadable file and a huge file named like
    autosaves: the app starts, the title is drawn, Continue resumes none of them, and
    the Load screen's list holds them all but the folder (never offered: issue 31)."""
    folder = paths.autosave_dir()
    folder.mkdir(parents=True)
    (folder / "same4cats-1.yaml").symlink_to(tmp_path / "gone.yaml")
    (folder / "thunderbirds-1.yaml").mkdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "steam-torpedo-1.yaml")
    unreadable = folder / "carrier-strike-1.yaml"
    unreadable.write_text(hostile.CS)
    unreadable.chmod(0)
    hostile._big(folder / "battaglia-navale-1.yaml", 6)
    app = App(Settings(animation="off"), headless=True)
    try:
        title = TitleScene(app)
        app.push(title)
        frame = app.render_frames()
        assert frame.get_at((640, 60)) != frame.get_at((5, 5))  # the title is drawn
        if os.geteuid() != 0:  # root reads a file whatever its mode
            assert launch.newest_autosave() is None
        assert len(launch.save_files()) == (4 if hasattr(os, "mkfifo") else 3)  # every file listed
        assert folder / "thunderbirds-1.yaml" not in launch.save_files()
    finally:
        unreadable.chmod(0o600)
        pygame.quit()


def test_the_temporary_files_a_kill_left_are_removed_at_start_and_nothing_else():
    folder = paths.autosave_dir()
    game = launch.new_game("same4cats", seed=3)
    game.play(game.legal_actions()[0])
    auto = saves.Autosave(launch.autosave_path("same4cats"))
    auto.sync(game)
    kept = sorted(p.name for p in folder.iterdir())
    stale = []
    for name in (auto.path.name, auto.journal.name):  # as write_atomic names them
        fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=saves.TEMP_SUFFIX, dir=folder)
        os.write(fd, b"half a save")
        os.close(fd)
        stale.append(Path(tmp).name)
    App(Settings(animation="off"), headless=True)
    pygame.quit()
    held = lock.lock_path(auto.path).name  # this window plays the game: its lock stays
    assert sorted(p.name for p in folder.iterdir()) == kept == sorted([auto.path.name, auto.journal.name, held])
    assert launch.load_game(launch.newest_autosave()).moves == game.moves


def test_a_settings_option_outside_its_choices_is_said_ignored_and_left_in_the_file(app):
    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = ("game_options:\n  battaglia-navale: {quiet_limit: 7777, turn_chart: maybe}\n"
            "  carrier-strike: {players: 9}\n")
    path.write_text(text)
    from game.settings import load
    settings, warning = load()
    assert warning is None
    app.settings = settings
    title = TitleScene(app)
    app.push(title)
    title.open_game("battaglia-navale")
    said = _toasts(app)
    assert any(f"{path}: Battaglia Navale, 'The game ends after this many turns without a capture' "
               "cannot be 7777 (one of 0, 40, 80, 160); the default, 0, is used" in s for s in said), said
    assert any("cannot be 'maybe' (one of no, yes); the default, no, is used" in s for s in said), said
    new_game = app.stack.top
    assert new_game.values["quiet_limit"] == 0
    lines = check_settings_options(settings, "carrier-strike")
    assert lines == [f"{path}: Carrier Strike!, 'Number of players (3 or 4 play in two teams)' cannot be 9 (one of 2, 3, 4); "
                     "the default, 2, is used"]
    game = launch.new_game("carrier-strike", options=settings.options_for("carrier-strike"))  # no ValueError
    assert game.options["players"] == 2
    assert path.read_text() == text


def test_the_settings_screen_says_a_bad_option_value_and_shows_the_default(app):
    from game.scenes.settings import SettingsScene
    from game.settings import load
    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "game_options:\n  steam-torpedo: {hand_off: [1, 2, 3]}\n"
    path.write_text(text)
    app.settings, _ = load()
    scene = SettingsScene(app, "Steam Torpedo")
    app.push(scene)
    assert any(s.startswith(f"{path}: Steam Torpedo, 'Hand-off screen") and "cannot be a list" in s
               and "the default, every change, is used" in s for s in _toasts(app)), _toasts(app)
    assert "every change" in [value for _, _, value, _ in scene.rows]
    assert path.read_text() == text


@pytest.mark.parametrize("argv, refusal", [
    (["--moves", "-1"], "--moves does not apply to the title screen"),
    (["--moves", "3", "same4cats"], "--moves does not apply to a new game"),
    (["--games", "0"], "--games does not apply to the title screen"),
    (["--simulate", "same4cats", "--games", "0"], "--games must be at least 1"),
    (["--simulate", "same4cats", "--moves", "2"], "--moves does not apply to --simulate"),
    (["--screenshot", "x.png", "--moves", "-1", "same4cats"], "--moves cannot be negative"),
    (["--screenshot", "x.png", "--moves", "2"], "--moves needs a game"),
    (["--seed", "3"], "--seed does not apply to the title screen"),
    (["--load", "x.yaml", "--seed", "3"], "--seed does not apply to --load"),
    (["--load", "x.yaml", "same4cats"], "GAME does not apply to --load"),
    (["--load", "x.yaml", "--simulate", "same4cats"], "--load and --simulate do not go together"),
    (["--map", "x.tmx"], "--map does not apply to the title screen"),
    (["--simulate", "same4cats", "--map", "x.tmx"], "--map does not apply to --simulate"),
    (["--simulate", "same4cats", "thunderbirds"], "GAME does not apply to --simulate"),
    (["--at", "3"], "--at needs --replay FILE, or --screenshot OUT.png with --load FILE or --replay FILE "
                    "(it does not apply to the title screen)"),
    (["--load", "x.yaml", "--at", "2"], "(it does not apply to --load)"),
    (["--replay", "x.yaml", "--seed", "2"], "--seed does not apply to --replay"),
    (["--replay", "x.yaml", "--load", "y.yaml"], "--load and --replay do not go together"),
    (["--screenshot", "x.png", "--map", "m.tmx"], "--map needs a game"),
])
def test_a_flag_that_does_not_apply_to_the_mode_is_refused_in_one_line(argv, refusal, capsys):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert not out and err.count("\n") == 1 and err.startswith("sortie: ") and refusal in err, err


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_a_number_longer_than_any_of_the_game_s_is_a_notation_error_before_conversion(game_id):
    """A legal move with its numbers made 5,000 digits long (or, for a game without
    numbers, a ship named by one) is refused as notation, never a ValueError of int()."""
    import re
    from game.rules.core import NotationError
    from game.session.game import Game
    rules = games.rules_for(game_id)
    game = Game(rules, 4)
    with_numbers = []
    for _ in range(60):
        if game.outcome() is not None:
            break
        with_numbers += [n for n in game.legal_notations() if re.search(r"\d", n)][:3]
        game.play(game.legal_actions()[0])
    for notation in with_numbers[:20] or ["target 4" + "0" * 4999]:
        huge = re.sub(r"\d+", "9" * 5000, notation)
        with pytest.raises(NotationError):
            rules.parse(huge)
        with pytest.raises(NotationError) as err:  # the way saves and scenes play: quoted short
            game.play(huge)
        assert len(str(err.value)) < 300


def test_a_hostile_settings_file_is_reported_the_defaults_used_and_the_file_kept(tmp_path):
    from game.settings import load
    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(hostile.alias_bomb() + "animation: *a9\n")
    settings, warning = load()
    assert settings == Settings()
    assert warning == f"{path}: settings not read (holds more than 2,000,000 values once its aliases are expanded); using the defaults"
    path.unlink()
    path.mkdir()
    settings, warning = load()
    assert settings == Settings() and warning == f"{path}: settings not read (is a folder, not a file); using the defaults"
    assert path.is_dir()


def test_head_reads_only_the_beginning_of_a_file_and_refuses_what_read_bytes_refuses(tmp_path):
    from game import safe_read
    big = hostile._big(tmp_path / "big.yaml", 6)
    assert safe_read.head(big, 100) == big.read_bytes()[:100]
    with pytest.raises(safe_read.FileRefused, match="is 6.0 MB; Sortie reads at most 5.0 MB here"):
        safe_read.read_bytes(big, safe_read.SAVE_LIMIT)
    with pytest.raises(safe_read.FileRefused, match="is a folder, not a file"):
        safe_read.head(tmp_path)


@pytest.mark.filterwarnings("ignore:no fast renderer", "ignore::DeprecationWarning")  # a window on the dummy driver
def test_a_new_game_from_the_command_line_says_a_bad_settings_value_and_starts(monkeypatch, capsys):
    """`sortie GAME` with a value outside its choices in settings.yaml: one line on stderr,
    the game started with the default (it stopped with a ValueError before)."""
    from game import app as app_module
    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("game_options:\n  carrier-strike: {players: 9}\n")
    started = []
    monkeypatch.setattr(app_module.App, "run", lambda self: started.extend(s.game for s in self.stack.scenes if hasattr(s, "game")))
    assert main(["carrier-strike", "--seed", "3"]) == 0
    pygame.quit()
    err = capsys.readouterr().err
    assert err == (f"sortie: {path}: Carrier Strike!, 'Number of players (3 or 4 play in two teams)' cannot be 9 "
                   "(one of 2, 3, 4); the default, 2, is used\n")
    assert started and started[0].options["players"] == 2 and started[0].seed == 3


def test_a_data_set_file_that_is_an_alias_bomb_or_nests_too_deep_is_refused_by_the_data_checker(tmp_path):
    from game import datasets
    from game.datacheck.checker import check_set
    folder = datasets.new_set("carrier-strike", "Hostile")
    path = folder / "data.yaml"
    path.write_text(hostile.alias_bomb() + "dice: *a9\n", encoding="utf-8")
    assert [str(p) for p in check_set(folder)] == [
        f"{path}: holds more than 2,000,000 values once its aliases are expanded"]
    path.write_text("dice:\n  x: " + "[" * 500 + "]" * 500 + "\n", encoding="utf-8")
    assert [str(p) for p in check_set(folder)] == [f"{path}: nests deeper than 64 levels (line 2)"]
