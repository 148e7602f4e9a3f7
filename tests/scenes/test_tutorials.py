"""Issue 34, "Learn by playing": every tutorial played to its end through the game's scene,
clicking only inside the rings of each step; a click elsewhere refused gently with the step's
hint; Back, Play on freely, leaving and resuming; the checker's lines; the overlay's layout."""
import pygame
import pytest

from game import launch, tutorial
from game.scenes.title import TitleScene
from game.scenes.learn import open_tutorial
from game.scenes.tutorial import TutorialScene
from game.ui.png import save as save_png
from layout_check import frame_problems
from scene_helpers import at_window


def click(app, pos) -> None:
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def overlay(app) -> TutorialScene:
    top = app.stack.top
    assert isinstance(top, TutorialScene), top
    return top


def play_step(app, lesson_overlay) -> None:
    """Click the centre of the ring, again while the step goes on (a ship, then where it
    sails), as a learner would."""
    step = lesson_overlay.step
    for _ in range(60):
        rings = lesson_overlay.targets()
        assert rings, f"step {lesson_overlay.index + 1}: nothing to click is ringed"
        click(app, rings[0].center)
        if app.stack.top is not lesson_overlay or lesson_overlay.step is not step:
            return


@pytest.mark.parametrize("window", [None, ((2560, 1600), 100)], ids=["1280x800", "2560x1600 at 100%"])
def test_every_tutorial_plays_to_its_end_clicking_only_inside_the_rings(app, tmp_path, window):
    """At 1280 x 800, and at a canvas of 2560 x 1600 (issue 35: the rings lie where each game,
    laid out for that canvas, draws what they ring)."""
    assert "same4cats" in tutorial.available()
    if window is not None:
        at_window(app, *window)
    for game_id in tutorial.available():
        lesson = tutorial.load(game_id)
        app.stack.clear_to(TitleScene(app))
        open_tutorial(app, game_id)
        shown = overlay(app)
        game = shown.scene.game
        assert shown.scene.size == app.screen.get_size()
        for i, step in enumerate(lesson.steps):
            assert shown.index == i
            assert not step.rule or tutorial.rule_exists(game_id, step.rule), f"{game_id} step {i + 1}: {step.rule}"
            if not step.do:
                click(app, next(b for b in shown.buttons.buttons if b.label == "Next").rect.center)
                continue
            assert step.do[0] in game.legal_notations(), f"{game_id} step {i + 1}: {step.do} is not legal"
            play_step(app, shown)
            assert game.moves == lesson.script()[:lesson.starts()[i + 1]], f"{game_id} step {i + 1}"
            if i == len(lesson.steps) // 2:   # the middle step, looked at as a player would
                save_png(app.render_frames(1), tmp_path / f"{game_id}-middle.png")
        assert shown.step is None and game.tutorial == game_id
        click(app, next(b for b in shown.buttons.buttons if b.label == "Finish").rect.center)
        assert not isinstance(app.stack.top, TutorialScene) and game.tutorial is None   # a normal game now
        assert game_id in app.settings.tutorials_done


def test_a_click_elsewhere_is_refused_gently_with_the_steps_hint(app, tmp_path):
    app.stack.clear_to(TitleScene(app))
    scene = open_tutorial(app, "same4cats")
    shown = overlay(app)
    click(app, (600, 520))   # the distance track: nothing to do there yet
    assert scene.game.moves == [] and shown.refused
    assert ("hint", shown.step.refusal()) in shown._lines()
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u"))
    assert scene.game.moves == []
    picture = app.render_frames(1)
    save_png(picture, tmp_path / "refused.png")
    hint_bar = (shown.rect.left + 12, shown.rect.bottom - 60)
    assert any(picture.get_at((hint_bar[0] + 1, y))[:3] == (255, 226, 110)
               for y in range(shown.rect.top, shown.rect.bottom)), "the hint's gold bar is drawn in the panel"
    click(app, shown.targets()[0].center)   # inside the ring: the step's move is played
    assert scene.game.moves == ["target Deucalion"] and not shown.refused and shown.index == 1


def test_back_a_step_play_on_freely_and_resume_where_the_tutorial_stood(app):
    app.stack.clear_to(TitleScene(app))
    open_tutorial(app, "same4cats")
    for _ in range(3):
        play_step(app, overlay(app))
    assert overlay(app).index == 3
    click(app, next(b for b in overlay(app).buttons.buttons if b.label == "Back").rect.center)
    shown = overlay(app)
    assert shown.index == 2 and shown.scene.game.moves == ["target Deucalion", "draw"]
    path = shown.scene.autosaver.path
    app.to_title()   # leave: the tutorial is saved like a game
    resumed = launch.load_game(path)
    assert resumed.tutorial == "same4cats" and resumed.moves == ["target Deucalion", "draw"]
    app.push(app.scene_for(resumed, save_path=path))
    shown = overlay(app)
    assert shown.index == 2
    click(app, next(b for b in shown.buttons.buttons if b.label == "Play on freely").rect.center)
    assert not isinstance(app.stack.top, TutorialScene) and shown.scene.game.tutorial is None
    app.to_title()
    assert launch.load_game(path).tutorial is None   # goes on as a normal game


def test_the_overlay_fits_at_each_tutorials_first_step_and_at_a_last(app):
    from game.scenes.learn import screenshot_at
    found = {}
    for game_id in tutorial.available():
        for step in (1, len(tutorial.load(game_id).steps) + 1) if game_id == "same4cats" else (1,):
            app.stack.clear_to(TitleScene(app))
            screenshot_at(app, game_id, step)
            found[f"{game_id} step {step}"] = frame_problems(app)
    assert not any(found.values()), {k: v[:5] for k, v in found.items() if v}


def test_the_checker_names_the_line_of_a_move_that_does_not_fit(tmp_path):
    bad = tmp_path / "same4cats.yaml"
    bad.write_text("game: same4cats\nseed: 6\nsteps:\n"
                   "  - say: Choose the target.\n    rule: S4C 4.0\n    do: target Deucalion\n"
                   "  - say: Attack at once.\n    rule: S4C 9.9\n    do: torpedo\n", encoding="utf-8")
    problems = tutorial.check_file(bad)
    assert any(p.startswith(f"{bad}:7: step 2: rule 'S4C 9.9'") for p in problems), problems
    assert any(p.startswith(f"{bad}:7: step 2: 'torpedo' is not legal there") for p in problems), problems
    bad.write_text("game: same4cats\nseed: 6\nsteps:\n  - rule: S4C 4.0\n    go: draw\n", encoding="utf-8")
    problems = tutorial.check_file(bad)
    assert f"{bad}:4: step 1: unknown key 'go' (one of aside, clicks, do, hint, rule, say, then, title)" in problems
    assert f"{bad}:4: step 1: 'say' (what to do and why) is missing" in problems


def test_the_command_line_draws_a_tutorials_step_and_refuses_a_step_out_of_it(tmp_path):
    from cli_in_process import sortie
    out = tmp_path / "step.png"
    ran = sortie("--screenshot", out, "--tutorial", "same4cats", "--step", 8)
    assert ran.returncode == 0, ran.stderr
    picture = pygame.image.load(str(out))
    assert picture.get_at((1258, 400))[:3] != picture.get_at((1270, 400))[:3]   # the panel's gold edge
    ran = sortie("--screenshot", out, "--tutorial", "same4cats", "--step", 40)
    assert ran.returncode == 2 and "has steps 1 to 14" in ran.stderr
    ran = sortie("--screenshot", out, "same4cats", "--step", 2)
    assert ran.returncode == 2 and "--step needs a tutorial" in ran.stderr


def test_every_tutorial_text_names_things_as_the_screen_shows_them():
    from test_player_texts import problems
    bad = []
    for game_id in tutorial.available():
        lesson = tutorial.load(game_id)
        lines = [lesson.title, lesson.intro, lesson.done]
        lines += [t for s in lesson.steps for t in (s.title, s.say, s.aside, s.refusal())]
        bad += [f"{game_id}: {line}: {problems(game_id, line)}" for line in lines if line and problems(game_id, line)]
    assert not bad, "\n".join(bad)
