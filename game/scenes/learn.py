"""Learn to play (issue 34): a tutorial started on the screen (the title's list, each
new-game screen, the first launch's offer, ``sortie --tutorial``) and drawn at a step
(``--screenshot --tutorial GAME --step K``). The overlay that runs it: scenes/tutorial.py."""
from __future__ import annotations

from .. import tutorial as tut
from .tutorial import attach


def open_tutorial(app, game_id: str, index: int | None = None):
    """A new game of a tutorial, on the screen with its overlay; the opponent's seats are the
    computer's from the start (so no hand-off screen comes between the turns), though it
    plays only the script's replies while the overlay is up."""
    try:
        lesson = tut.load(game_id)
        game = lesson.new_game()
    except ValueError as exc:   # the file does not read (TutorialError, DataFileError), a map refused
        from .modal import explain
        explain(app, "The tutorial cannot start", "Its file or its game does not read.", str(exc).splitlines()[:6])
        return None
    game.computer = dict(lesson.computer)
    scene = app.scene_for(game)
    scene.tutorial_index = index
    app.push(scene)
    return scene


def tutorial_words(app, game_id: str) -> str:
    """A tutorial as the title's list names it: the game, its length, and done once played."""
    from .. import games
    lesson = tut.load(game_id)
    done = ", done" if game_id in app.settings.tutorials_done else ""
    return f"{games.info(game_id).title}: about {lesson.minutes} minutes{done}"


def choose(app, message: str = "") -> None:
    """The title's "Learn to play": a guided first game of each game that has one."""
    from .. import games
    from .modal import ChoiceScene
    ready = tut.available()
    choices, disabled = [], {}
    for gid in games.GAMES:
        try:
            label = tutorial_words(app, gid) if gid in ready else ""
        except ValueError:   # its file does not read: said when chosen
            label = f"{games.info(gid).title}: its tutorial file does not read"
        if label:
            choices.append((label, lambda g=gid: open_tutorial(app, g)))
        else:
            label = f"{games.info(gid).title}: no tutorial yet"
            choices.append((label, lambda: None))
            disabled[label] = "This game has no guided first game yet: its How to play card and F1 teach it"
    app.push(ChoiceScene(app, "Learn to play", choices, message=message or (
        "A guided first game: each step says what to do and why, and rings the place to click. "
        "Play on freely at any time."), width=640, disabled=disabled))


def offer_on_first_launch(app) -> None:
    """The first launch offers the tutorials, once (kept in the settings)."""
    if app.settings.tutorials_offered or not tut.available():
        return
    app.settings.tutorials_offered = True
    if not app.settings_warning:
        try:
            app.settings.save()
        except OSError:
            pass
    choose(app, "Welcome to Sortie. New to these games? A guided first game teaches each one by playing "
                "it. Esc closes this; Learn to play on the title brings it back.")


def screenshot_at(app, game_id: str, step: int):
    """``--screenshot OUT --tutorial GAME --step K``: the tutorial standing at its step K
    (from 1; one past the last: its closing words), no autosave."""
    lesson = tut.load(game_id)
    index = max(0, min(step - 1, len(lesson.steps)))
    game = lesson.new_game()
    game.computer = dict(lesson.computer)
    for move in lesson.script()[:lesson.starts()[index]]:
        game.play(move)
    scene = app.scene_for(game, autosave=False)
    app.push(scene)
    return attach(scene, index)
