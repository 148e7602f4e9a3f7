"""The replay view: any save or game in progress at any move, exactly as it was; stepping,
jumping by the record, playing forward; Play on from here; hidden information per seat;
the command line's --replay and --load FILE --at K."""
import random

import pygame
import pytest

from game import games, launch, paths
from game.scenes.replay import ReplayScene
from game.scenes.replay_layout import layout_for
from game.session import saves
from game.session.game import Game
from game.session.timeline import Timeline
from game.ui.png import save as save_png

from cli_in_process import sortie
from scene_helpers import click, open_scene, played

BAR = layout_for((1280, 800)).bar   # where the bar lies at the design size (the tests' canvas)


def key(app, k):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_the_record_at_move_k_is_the_game_replayed_to_k(game_id):
    game = played(game_id, 3, 150)
    timeline = Timeline(game, every=16)
    n = len(game.history)
    for k in sorted({0, 1, 15, 16, 17, min(70, n), n - 1, n}):
        at = timeline.at(k)
        ref = Game.replay(game.rules, game.seed, game.options, game.players, game.moves[:k])
        assert at.moves == ref.moves
        assert [e.text for e in at.log()] == [e.text for e in ref.log()]
        assert at.legal_notations() == ref.legal_notations()
    assert timeline.at(len(game.history)).moves == game.moves  # the record itself untouched


def test_stepping_back_and_forth_and_jumping_by_a_line_of_the_record(app):
    game = played("thunderbirds", 4, 120)
    app.push(ReplayScene(app, game, source="Test tour"))
    scene = app.stack.top
    app.render_frames()
    assert scene.k == 120
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.k == 118
    assert scene.scene_at(118).game.moves == game.moves[:118]
    key(app, pygame.K_RIGHT)
    assert scene.k == 119
    key(app, pygame.K_HOME)
    assert scene.k == 0
    key(app, pygame.K_PAGEDOWN)
    assert scene.k == 10
    # a click on a line of the record goes to the move after which it stands
    app.render_frames()
    i = scene.scroll + 3
    row_y = 8 + 30 + 3 * 18 + 5
    click(app, (1000, row_y))
    assert scene.k == scene.rows[i][2]
    # the inner scene's log is the game's log as it stood then
    inner = scene.scene_at(scene.k)
    want = [e.text for e in Timeline(game).at(scene.k).log()]
    assert [t for t, _ in inner.log.entries] == want
    click(app, (BAR.left + BAR.width // 2, BAR.centery))
    assert scene.k == 60


def test_play_forward_at_the_chosen_speed(app):
    game = played("same4cats", 5, 60)
    app.push(ReplayScene(app, game, at=0))
    scene = app.stack.top
    key(app, pygame.K_EQUALS)  # faster: 4 moves a second
    key(app, pygame.K_SPACE)
    assert scene.playing
    scene.update(1.0)
    assert scene.k == 4
    key(app, pygame.K_SPACE)
    scene.update(1.0)
    assert scene.k == 4 and not scene.playing


def test_play_on_from_here_is_a_new_game_and_the_original_is_untouched(app):
    game = played("battaglia-navale", 6, 100_000)
    assert game.outcome() is not None
    path = paths.saves_dir() / "bn.yaml"
    saves.save(game, path, "Original")
    before = path.read_bytes()
    app.push(ReplayScene(app, launch.load_game(path), source="Original", at=50))
    key(app, pygame.K_p)
    scene = app.stack.top
    assert scene.game.moves == game.moves[:50]
    scene.perform(scene.game.legal_actions()[0])
    assert path.read_bytes() == before
    assert scene.autosaver.path.parent == paths.autosave_dir()
    assert launch.load_game(scene.autosaver.path).moves[:50] == game.moves[:50]


def test_a_game_in_progress_is_played_on_only_once_it_is_over(app):
    """Issue 30: a copy of a game in progress, played on from its last move, would tell the
    cards and rolls to come (the same seed): the button says so and does nothing."""
    game = played("battaglia-navale", 6, 80)
    assert game.outcome() is None
    app.push(ReplayScene(app, game, source="Going on", at=80))
    replay = app.stack.top
    key(app, pygame.K_p)
    assert app.stack.top is replay
    assert any("play on from a move once it is over" in item[0] for item in app.toasts.items)


def test_a_game_in_progress_opens_in_the_replay_view_from_its_menu(app):
    game = played("steam-torpedo", 2, 40)
    scene = open_scene(app, game)
    scene.replay()
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.k == len(game.history)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_hidden_information_shows_a_chosen_seat_or_everything_once_over(app):
    game = played("carrier-strike", 9, 60)  # pilot discs are assigned in the setup
    assert game.outcome() is None
    # opened from the game: the seat at the screen only, while the game goes on (issue 30)
    app.push(ReplayScene(app, game, seat="red"))
    scene = app.stack.top
    assert scene.seats == ["red"] and scene.seat == "red"
    st = scene.scene_at(scene.k).st
    assert all(p.pilot is None for p in st.planes.values() if p.side == "yellow" and not p.revealed)
    assert any(p.pilot is not None for p in st.planes.values() if p.side == "red")
    key(app, pygame.K_v)
    assert scene.seat == "red"
    assert any("every seat's view opens once it is over" in item[0] for item in app.toasts.items)
    # opened from the Load screen: what anyone at the table may see, no seat's discs
    app.push(ReplayScene(app, game))
    scene = app.stack.top
    assert scene.seats == [""] and "what every seat may see" in scene.whose_view()
    st = scene.scene_at(scene.k).st
    assert all(p.pilot is None for p in st.planes.values() if not p.revealed)
    # a finished game may show everything
    over = played("carrier-strike", 9, 100_000)
    assert over.outcome() is not None
    app.push(ReplayScene(app, over, at=60))
    scene = app.stack.top
    assert scene.seat is None
    st = scene.scene_at(60).st
    assert all(p.pilot is not None for p in st.planes.values() if p.cell is not None or p.carrier)


def test_the_replay_view_is_drawn_with_the_board_the_record_and_where_it_stands(app, tmp_path):
    game = played("thunderbirds", 4, 200)
    app.push(ReplayScene(app, game, at=150))
    out = tmp_path / "replay.png"
    save_png(app.render_frames(), str(out))
    shot = pygame.image.load(str(out))
    board = {shot.get_at((x, y))[:3] for x in range(20, 940, 40) for y in range(40, 580, 40)}
    assert len(board) > 20  # the game's own scene, drawn smaller
    record = [shot.get_at((1200, y))[:3] for y in range(38, 600)]
    assert (54, 76, 104) in record  # the shown move's lines highlighted
    done = BAR.left + BAR.width * 150 // 200
    assert shot.get_at((done - 10, BAR.centery))[:3] == (60, 110, 150)  # three quarters of the bar filled
    assert shot.get_at((done + 10, BAR.centery))[:3] != (60, 110, 150)


def cli(*args):
    return sortie(*args)  # the command line, in this process (tests/test_cli.py runs it for real)


@pytest.mark.parametrize("game_id, k", [("same4cats", 25), ("carrier-strike", 90)])
def test_screenshot_at_k_of_a_save_equals_the_live_game_at_k(tmp_path, game_id, k):
    live = tmp_path / "live.png"
    assert cli("--screenshot", str(live), game_id, "--seed", "3", "--moves", str(k)).returncode == 0
    game = launch.new_game(game_id, seed=3)
    chooser = random.Random(3)
    for _ in range(k + 40):  # the save goes on past K
        if game.outcome() is not None:
            break
        game.play(chooser.choice(game.legal_actions()))
    assert len(game.history) > k
    save = tmp_path / "game.yaml"
    saves.save(game, save)
    at = tmp_path / "at.png"
    r = cli("--screenshot", str(at), "--load", str(save), "--at", str(k))
    assert r.returncode == 0, r.stderr
    a, b = pygame.image.load(str(live)), pygame.image.load(str(at))
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_replay_and_at_on_the_command_line(tmp_path):
    game = played("same4cats", 3, 30)
    save = tmp_path / "g.yaml"
    saves.save(game, save)
    out = tmp_path / "r.png"
    r = cli("--screenshot", str(out), "--replay", str(save), "--at", "10")
    assert r.returncode == 0 and out.exists(), r.stderr
    r = cli("--screenshot", str(out), "--load", str(save), "--at", "999")
    assert r.returncode == 2 and "--at 999 is outside the game (it has 30 moves)" in r.stderr
    r = cli("--at", "3")
    assert r.returncode == 2 and "--at needs" in r.stderr


def test_tab_shows_the_game_screen_at_its_own_size(app):
    game = played("same4cats", 5, 30)
    app.push(ReplayScene(app, game, at=20))
    scene = app.stack.top
    key(app, pygame.K_TAB)
    whole = app.render_frames().copy()
    inner = pygame.Surface((1280, 800))
    inner.fill((0, 0, 0))
    scene.scene_at(20).draw(inner)
    assert all(whole.get_at((x, y)) == inner.get_at((x, y)) for x in range(0, 1200, 37) for y in range(0, 700, 29))
    key(app, pygame.K_RIGHT)  # the keys still step
    assert scene.k == 21
    key(app, pygame.K_TAB)
    assert not scene.full


def test_a_move_that_logged_nothing_is_said_in_words_not_notation(app):
    """Issue 31: the record list and the status line say a move that logged nothing in its game's
    words before it was played (Rules.describe on the position before it), never its notation."""
    game = played("same4cats", 5, 6)
    silent = game.history[3]
    silent.events = []   # as a move that logs nothing
    scene = ReplayScene(app, game, at=4)
    app.push(scene)
    before = scene.timeline.position(3)
    want = game.rules.describe(before, game.rules.parse(silent.notation))
    assert want != silent.notation and scene.status_head().endswith(f"({want})")
    said = " ".join(text.strip() for text, _, k in scene.rows if k == 4)   # its rows, as wrapped
    assert said == f"4. {want}"
