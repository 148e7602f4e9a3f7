"""The save manager: one autosave per game in progress, Continue and the title's games
in progress, the Load screen's list (names, summaries, pictures, unreadable files with
their reasons), its scrolling, renaming and deleting."""
import os

import pygame

from game import launch, paths
from game.scenes.load import LoadScene
from game.scenes.modal import ChoiceScene, TextInputScene
from game.scenes.title import TitleScene
from game.session import library, saves

from layout_check import frame_problems
from scene_helpers import click, open_scene


def key(app, k):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def type_text(app, chars):
    """As SDL sends typing: each key down, then its text."""
    for ch in chars:
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=ord(ch.lower()), mod=0, unicode=ch))
        app.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def play(app, game, n):
    scene = open_scene(app, game)
    for _ in range(n):
        scene.perform(game.legal_actions()[0])
    return scene


def test_two_same4cats_campaigns_keep_two_autosaves(app):
    first = play(app, launch.new_game("same4cats", seed=1), 3)
    app.pop()
    second = play(app, launch.new_game("same4cats", seed=2), 5)
    app.pop()
    assert first.autosaver.path != second.autosaver.path
    assert launch.load_game(first.autosaver.path).moves == first.game.moves
    assert launch.load_game(second.autosaver.path).moves == second.game.moves
    folder = paths.autosave_dir()
    assert sorted(p.suffix for p in folder.iterdir()) == [".journal", ".journal", ".png", ".png", ".yaml", ".yaml"]


def test_continue_names_the_game_and_the_title_lists_the_games_in_progress(app):
    older = play(app, launch.new_game("thunderbirds", seed=1), 4)
    app.pop()
    os.utime(older.autosaver.path, (1_000_000, 1_000_000))
    os.utime(saves.journal_path(older.autosaver.path), (1_000_000, 1_000_000))
    newer = play(app, launch.new_game("same4cats", seed=2), 2)
    app.to_title()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    cont = next(b for b in title.buttons.buttons if b.label == "Continue")
    assert cont.sublabel == "The Same 4 Cats"
    assert [e.path for e in title.in_progress] == [newer.autosaver.path, older.autosaver.path]
    assert [e.game for _, e in title.rows] == ["thunderbirds"]
    app.render_frames()
    rect, _ = title.rows[0]
    click(app, rect.center)  # the older game, from its row
    assert app.stack.top.game.moves == older.game.moves
    assert app.stack.top.autosaver.path == older.autosaver.path  # it goes on in its own autosave


def test_a_finished_game_is_not_continued():
    import random
    game = launch.new_game("same4cats", seed=6)
    chooser = random.Random(6)
    while game.outcome() is None:
        game.play(chooser.choice(game.legal_actions()))
    saves.Autosave(launch.autosave_path("same4cats")).sync(game)
    assert launch.newest_autosave() is None  # its head says it is over
    unfinished = launch.new_game("same4cats", seed=7)
    auto = saves.Autosave(launch.autosave_path("same4cats"))
    auto.sync(unfinished)
    assert launch.newest_autosave() == auto.path


def manager(app, n_saves=12, extra=()):
    for i in range(n_saves):
        game = launch.new_game("same4cats", seed=i + 1)
        game.play(game.legal_actions()[0])
        path = paths.saves_dir() / f"s{i:02d}.yaml"
        saves.save(game, path, f"Campaign {i}")
        os.utime(path, (2_000_000 - i * 10, 2_000_000 - i * 10))  # Campaign 0 newest
    for name, make in extra:
        make(paths.saves_dir() / name)
    app.push(LoadScene(app, lambda p: app.toast(f"opened {p.name}")))
    app.render_frames()
    return app.stack.top


def test_the_list_names_each_save_and_says_where_it_stands(app):
    scene = manager(app, 3)
    assert [scene.title_of(e) for e in scene.entries] == [f"Campaign {i}  (save)" for i in range(3)]
    assert all(e.summary.startswith("mission 1 of 10, ") for e in scene.entries)


def test_unreadable_files_are_listed_with_their_reason_and_never_stop_the_screen(app):
    scene = manager(app, 1, [("broken.yaml", lambda p: p.symlink_to(p.parent / "nowhere.yaml")),
                             ("junk.yaml", lambda p: p.write_text("{{{{"))])
    problems = {e.path.name: e.problem for e in scene.entries if not e.readable}
    assert problems == {"broken.yaml": "a link to a file that is not there", "junk.yaml": "is not valid YAML"}
    bad = next(i for i, e in enumerate(scene.entries) if e.path.name == "junk.yaml")
    scene.select(bad)
    opener = next(b for b in scene.buttons.buttons if b.label == "Open")
    assert not opener.enabled and "is not valid YAML" in opener.disabled_reason
    app.render_frames()
    # the title screen starts whatever the autosave folder holds, and lists the good ones
    auto = paths.autosave_dir()
    auto.mkdir(parents=True, exist_ok=True)
    (auto / "dangling.yaml").symlink_to(auto / "gone.yaml")
    (auto / "folder.yaml").mkdir()
    (auto / "huge.yaml").write_bytes(b"game: same4cats\n" + b"#" * (6 * 1024 * 1024))
    good = launch.new_game("same4cats", seed=3)
    saves.Autosave(launch.autosave_path("same4cats")).sync(good)
    app.to_title()
    app.render_frames()
    title = app.stack.top
    assert [e.game for e in title.in_progress] == ["same4cats"]
    assert next(b for b in title.buttons.buttons if b.label == "Continue").enabled


def test_the_keyboard_scrolls_past_the_tenth_save_and_the_bar_shows_it(app):
    scene = manager(app, 14)
    assert scene.fits < 14
    before = app.render_frames().copy()
    for _ in range(12):
        key(app, pygame.K_DOWN)
    assert scene.selected == 12 and scene.top > 0
    assert scene.top <= 12 < scene.top + scene.fits
    after = app.render_frames()
    track = scene._bar_track()
    column = [after.get_at((track.centerx, y))[:3] for y in range(track.top, track.bottom)]
    gold_rows = [y for y, c in enumerate(column) if c == pygame.Color(*scene_theme_gold())[:3]]
    before_col = [before.get_at((track.centerx, y))[:3] for y in range(track.top, track.bottom)]
    before_gold = [y for y, c in enumerate(before_col) if c == pygame.Color(*scene_theme_gold())[:3]]
    assert gold_rows and before_gold and min(gold_rows) > min(before_gold)  # the thumb moved down
    key(app, pygame.K_END)
    assert scene.selected == 13
    key(app, pygame.K_RETURN)
    assert "opened s13.yaml" in app.toasts.items[-1][0]


def scene_theme_gold():
    from game.ui import theme
    return theme.GOLD


def test_rename_and_delete_with_a_confirmation(app):
    scene = manager(app, 2)
    key(app, pygame.K_F2)
    ask = app.stack.top
    assert isinstance(ask, TextInputScene) and ask.value == "Campaign 0"
    for _ in range(len("Campaign 0")):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Malta convoy")
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene
    assert library.describe(paths.saves_dir() / "s00.yaml").name == "Malta convoy"
    assert scene.title_of(scene.entry) == "Malta convoy  (save)"
    key(app, pygame.K_DELETE)
    confirm = app.stack.top
    assert isinstance(confirm, ChoiceScene) and "Malta convoy" in confirm.message
    key(app, pygame.K_2)  # "Keep it"
    assert (paths.saves_dir() / "s00.yaml").exists()
    key(app, pygame.K_DELETE)
    key(app, pygame.K_1)  # "Delete it"
    assert not (paths.saves_dir() / "s00.yaml").exists()
    assert [e.name for e in scene.entries] == ["Campaign 1"]


def test_the_open_game_is_neither_renamed_nor_deleted(app):
    game_scene = play(app, launch.new_game("same4cats", seed=4), 2)
    game_scene.load()
    scene = app.stack.top
    mine = next(i for i, e in enumerate(scene.entries) if e.path == game_scene.autosaver.path)
    scene.select(mine)
    for label in ("Rename", "Delete"):
        b = next(b for b in scene.buttons.buttons if b.label == label)
        assert not b.enabled and "open now" in b.disabled_reason


def test_saving_asks_for_a_name_and_writes_a_picture_beside_the_save(app):
    scene = play(app, launch.new_game("thunderbirds", seed=5), 6)
    scene.save()
    ask = app.stack.top
    assert isinstance(ask, TextInputScene) and ask.value.startswith("Thunderbirds at War, ")
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text="2"))  # the text of the key that opened it
    assert ask.value.startswith("Thunderbirds at War, ")
    type_text(app, "First tour")  # replaces the proposed name
    key(app, pygame.K_RETURN)
    path = scene.save_path
    assert path.parent == paths.saves_dir() and library.describe(path).name == "First tour"
    picture = pygame.image.load(str(library.thumbnail_path(path)))
    assert picture.get_size() == (192, 120)
    colours = {picture.get_at((x, y))[:3] for x in range(0, 192, 8) for y in range(0, 120, 8)}
    assert len(colours) > 20  # the board, not a blank
    assert "First tour" in app.toasts.items[-1][0]
    assert library.describe(scene.autosaver.path).name == "First tour"  # the game in progress takes the name


def test_a_renamed_save_keeps_its_place_its_time_and_the_highlight(app):
    scene = manager(app, 3)
    scene.select(1)
    before = [(e.path, library.shown_time(e)) for e in scene.entries]
    key(app, pygame.K_F2)
    for _ in range(len("Campaign 1")):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Tobruk")
    key(app, pygame.K_RETURN)
    assert [(e.path, library.shown_time(e)) for e in scene.entries] == before  # a name is not a move
    assert scene.entry.path == before[1][0] and scene.entry.name == "Tobruk"


def test_a_renamed_autosave_keeps_its_moves_and_its_time(app):
    played = play(app, launch.new_game("same4cats", seed=4), 3)
    app.pop()
    path = played.autosaver.path
    then = library.modified(path) - 3600
    for p in (path, saves.journal_path(path)):
        os.utime(p, (then, then))
    library.rename(path, "Night raid")
    assert library.modified(path) == then and launch.load_game(path).moves == played.game.moves


def test_the_list_never_offers_a_folder(app):
    auto = paths.autosave_dir()
    auto.mkdir(parents=True, exist_ok=True)
    (auto / "folder.yaml").mkdir()
    scene = manager(app, 1, [("also a folder.yaml", lambda p: p.mkdir())])
    assert [e.path.name for e in scene.entries] == ["s00.yaml"]


def test_rows_of_one_game_are_told_apart_and_a_named_game_keeps_its_game(app):
    """Every game in progress is named with its game, and no two rows of the Load list or
    the title read the same: the title says when an autosave's game began, the line below
    where it stands."""
    for seed, n in ((1, 2), (2, 4)):
        play(app, launch.new_game("same4cats", seed=seed), n)
        app.pop()
    named = play(app, launch.new_game("battaglia-navale", seed=3), 2)
    named.save_as("Evening game")
    app.pop()
    for i, path in enumerate(sorted(paths.autosave_dir().glob("same4cats-*.yaml"))):  # begun a day apart
        os.rename(path, path.with_name(f"same4cats-2026010{i + 1}-2000{i:02d}.yaml"))
    app.push(LoadScene(app, lambda p: None))
    scene = app.stack.top
    rows = [(scene.title_of(e), e.summary) for e in scene.entries]
    assert len(set(rows)) == len(rows), rows
    app.toasts.items.clear()
    assert frame_problems(app) == []   # each row's words fit it
    assert "The Same 4 Cats, begun 01 Jan 20:00  (autosave)" in [t for t, _ in rows]
    app.to_title()
    title = app.stack.top
    shown = [title.entry_title(e) for e in title.in_progress]
    assert "Evening game (Battaglia Navale)" in shown
    assert all(any(g.title in s for g in games_list()) for s in shown), shown


def games_list():
    from game import games
    return list(games.GAMES.values())
