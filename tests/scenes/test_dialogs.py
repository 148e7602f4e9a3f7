"""Issue 31, "Important errors vanish": a message that explains why something did not
happen is a dialog the player closes (game.scenes.modal.explain), never a toast gone in
a few seconds; and every dialog and toast keeps its words inside its box, a file's path
included, at the 1280x800 window."""
import ast
from pathlib import Path

import pygame

from game import launch
from game.scenes.modal import ChoiceScene, ProblemsScene, TextInputScene, explain
from game.scenes.title import TitleScene
from layout_check import frame_problems
from scene_helpers import open_scene
from told import close_dialog, told

GAME = Path(__file__).resolve().parents[2] / "game"

# the toasts that may carry a caught error: a refusal in play (the move is not played, the
# board shows why: docs/DRAWING.md), and a game's end whose record could not be written
# (the end of the game is on screen and must not wait for a dialog)
TOASTS_OF_ERRORS = {("game_scene.py", "RuleError"), ("game_scene.py", "NotationError"), ("game_scene.py", "Exception")}


def toasts_of_caught_errors():
    """(file, exception caught, line) of every toast that shows the error an ``except`` caught."""
    for path in sorted(GAME.rglob("*.py")):
        for handler in ast.walk(ast.parse(path.read_text())):
            if not isinstance(handler, ast.ExceptHandler) or not handler.name:
                continue
            for node in ast.walk(handler):
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "toast"
                        and node.args and handler.name in {n.id for n in ast.walk(node.args[0]) if isinstance(n, ast.Name)}):
                    yield path.name, ast.unparse(handler.type), node.lineno


def test_a_reason_why_something_did_not_happen_is_a_dialog_not_a_toast():
    found = [f"{name}:{line} ({caught})" for name, caught, line in toasts_of_caught_errors()
             if (name, caught) not in TOASTS_OF_ERRORS]
    assert not found, "these toasts show a caught error: use modal.explain, a dialog the player closes\n" + "\n".join(found)


def test_continue_on_a_save_that_no_longer_loads_says_why_in_a_dialog(app, tmp_path):
    """The title's Continue on a game that cannot be read: the reason stays until closed."""
    from game.session import saves
    game = launch.new_game("same4cats", seed=2)
    path = tmp_path / "broken.yaml"
    saves.save(game, path)
    path.write_text(path.read_text().replace("same4cats", "no-such-game"))
    title = TitleScene(app)
    app.stack.clear_to(title)
    title.open_save(path)
    assert isinstance(app.stack.top, ProblemsScene) and told(app).startswith("Not loaded: "), told(app)
    app.step(10.0)   # seconds pass: the dialog waits for the player
    assert isinstance(app.stack.top, ProblemsScene)
    assert not frame_problems(app)
    assert close_dialog(app) is title


LONG = "a-player-with-a-long-name/.local/share/sortie/pictures/sortie-20261202-034512-carrier-strike.png"


def test_dialogs_and_toasts_keep_a_long_path_inside_their_box(app):
    """A path wider than its box is broken after a folder's separator (game.ui.text.wrap):
    no word leaves a dialog's or a toast's box (the F12 toast, a refused save)."""
    found = {}
    game = launch.new_game("carrier-strike", seed=1)
    scene = open_scene(app, game)
    app.toast(f"Screenshot saved to {LONG}", seconds=5)     # F12, over a game: in the log's place
    found["toast in a game"] = frame_problems(app)
    app.toasts.items.clear()
    for name, dialog in {
            "explain": lambda: explain(app, "Not saved", f"Sortie cannot write {LONG}{LONG}: permission denied."),
            "problems": lambda: app.push(ProblemsScene(app, "Data set made", "Its files:", [LONG * 2, LONG])),
            "choice": lambda: app.push(ChoiceScene(app, "Delete?", [("Delete it", lambda: None)], message=f"{LONG} {LONG}")),
            "text input": lambda: app.push(TextInputScene(app, "Name", lambda v: None, "x", message="A name")),
    }.items():
        app.stack.clear_to(scene)
        dialog()
        found[name] = frame_problems(app)
    assert not any(found.values()), {k: v for k, v in found.items() if v}


def test_the_layout_checker_sees_a_word_leave_its_dialog(app):
    """The check itself: a path drawn unbroken across a dialog's edge is caught."""
    from game.ui import text
    dialog = ProblemsScene(app, "Not saved", "short", [])
    app.stack.clear_to(dialog)
    real = text.wrap
    try:
        text.wrap = lambda s, width, size=16, bold=False: [s]
        dialog.__init__(app, "Not saved", f"Sortie cannot write {LONG}{LONG}{LONG}", [])
    finally:
        text.wrap = real
    problems = frame_problems(app)
    assert any("outside its panel" in p or "across the edge" in p for p in problems), problems
    pygame.event.clear()


def test_wrap_breaks_a_path_after_a_folders_separator(app):
    from game.ui import text, theme
    lines = text.wrap(LONG, 330, 14)
    assert "".join(lines) == LONG and len(lines) > 1
    assert all(theme.font(14).size(line)[0] <= 330 for line in lines)
    assert all(line.endswith("/") for line in lines[:-1])   # each piece ends at a folder
