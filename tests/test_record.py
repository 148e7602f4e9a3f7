"""A game's record as a readable text file, from the menu; F12 saves a screenshot."""
import random

import pygame

from game import launch, paths, record
from game.app import App
from game.scenes.open_game import scene_for
from game.settings import Settings


def test_the_record_has_a_header_then_the_log_move_by_move(tmp_path):
    game = launch.new_game("battaglia-navale", seed=4)
    chooser = random.Random(4)
    for _ in range(30):
        game.play(chooser.choice(game.legal_actions()))
    path = record.export(game, name="Friday night", folder=tmp_path)
    text = path.read_text(encoding="utf-8")
    head, _, body = text.partition("\n\n")
    assert head.splitlines()[:4] == ["Sortie record: Battaglia Navale", "Name: Friday night",
                                     "Players: White, Grey", "Seed: withheld until the game ends"]
    assert "Option: " in head and "Moves: 30" in head and "Stands: " in head
    for e in game.setup_events:
        assert f"    {e.text}" in body
    lines = body.splitlines()
    for i, played in enumerate(game.history, start=1):
        at = lines.index(f"{i:>2}. {played.notation}")
        assert lines[at + 1:at + 1 + len(played.events)] == [f"      {e.text}" for e in played.events]
    assert "None" not in text and "{" not in text


def test_export_from_the_game_menu_says_where(tmp_path):
    app = App(Settings(animation="off"), headless=True)
    game = launch.new_game("same4cats", seed=2)
    scene = scene_for(app, game)
    app.push(scene)
    scene.perform(game.legal_actions()[0])
    scene.export_record()
    message = app.toasts.items[-1][0]
    written = list((paths.data_dir() / "records").iterdir())
    assert len(written) == 1 and str(written[0]) in message
    assert written[0].read_text().startswith("Sortie record: The Same 4 Cats")
    pygame.quit()


def test_f12_saves_a_screenshot_to_the_pictures_folder_and_says_where():
    app = App(Settings(animation="off"), headless=True)
    from game.scenes.title import TitleScene
    app.push(TitleScene(app))
    app.render_frames()
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F12, mod=0, unicode=""))
    shots = list(paths.pictures_dir().iterdir())
    assert len(shots) == 1 and str(shots[0]) in app.toasts.items[-1][0]
    picture = pygame.image.load(str(shots[0]))
    assert picture.get_size() == (1280, 800)
    assert picture.get_at((640, 80))[:3] != picture.get_at((640, 400))[:3]  # the title drawn, not a blank
    pygame.quit()


def _carrier_strike_past_its_pilots(seed=3):
    game = launch.new_game("carrier-strike", seed=seed)
    chooser = random.Random(seed)
    while game.state.phase in ("place", "pilots"):
        game.play(chooser.choice(game.legal_actions()))
    return game, chooser


def test_a_record_of_a_game_in_progress_holds_no_seat_s_secret_and_no_seed(tmp_path):
    """Issue 30: anyone at the table may open an exported record, so while the game goes on it
    names no pilot disc (CS Setup 3) and withholds the seed (it foretells every roll); once the
    game is over it holds everything."""
    import re
    game, chooser = _carrier_strike_past_its_pilots()
    pilots = [p.notation for p in game.history if p.notation.startswith("pilot ")]
    assert pilots and all(re.fullmatch(r"pilot \w+ \d+", p) for p in pilots)
    text = record.export(game, folder=tmp_path).read_text(encoding="utf-8")
    assert "Seed: withheld until the game ends" in text and f"Seed: {game.seed}" not in text
    assert not re.search(r"\d+\. pilot \w+ \d", text)
    assert len(re.findall(r"\d+\. pilot \w+$", text, re.M)) == len(pilots)
    while game.outcome() is None and len(game.history) < 6000:
        game.play(chooser.choice(game.legal_actions()))
    assert game.outcome() is not None
    done = record.export(game, folder=tmp_path).read_text(encoding="utf-8")
    assert f"Seed: {game.seed}" in done
    assert all(re.search(rf"\d+\. {p}$", done, re.M) for p in pilots)


def test_a_custom_build_s_picks_stay_secret_in_the_record_while_the_game_goes_on(tmp_path):
    game = launch.new_game("steam-torpedo", seed=2, options={"build": "custom"})
    for _ in range(3):
        game.play(game.legal_notations()[0])
    text = record.export(game, folder=tmp_path).read_text(encoding="utf-8")
    assert text.count("build (a secret pick)") == 3
    assert not [p for p in game.history if p.notation in text]


def test_the_replay_s_status_line_names_a_move_in_words_and_no_disc():
    """The replay view of a game in progress, showing what one seat saw: its status line
    says the move in the log's words (issue 31), which name no pilot disc (issue 30)."""
    from game.scenes.replay import ReplayScene
    game, _ = _carrier_strike_past_its_pilots()
    app = App(Settings(animation="off"), headless=True)
    replay = ReplayScene(app, game, source="test")
    app.push(replay)
    for k, played in enumerate(game.history, start=1):
        if not played.notation.startswith("pilot "):
            continue
        replay.go(k)
        for seat in game.players:
            replay.seat = seat
            head = replay.status_head()
            assert head.endswith(f"({played.events[0].text})") and played.notation not in head, (seat, head)
    pygame.quit()
