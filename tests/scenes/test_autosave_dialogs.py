"""What a window says about its autosave: a damaged journal (game/session/journal.py) and
a game open in another window (game/session/lock.py)."""
from game.scenes.game_scene import GameScene
from game.scenes.modal import ChoiceScene
from game.session import saves
from test_journal_damage import MOVES, rules_for, tally_autosave


def test_continue_shows_the_damage_in_a_dialog(app, tmp_path):
    path, _ = tally_autosave(tmp_path)
    jpath = saves.journal_path(path)
    lines = jpath.read_bytes().split(b"\n")
    lines[21] = b"00000000" + lines[21][8:]
    jpath.write_bytes(b"\n".join(lines))
    scene = GameScene(app, saves.load(path, rules_for), autosave=path)
    app.push(scene)
    dialog = app.stack.scenes[-1]
    assert isinstance(dialog, ChoiceScene) and dialog.title == "The autosave was damaged"
    assert dialog.message.startswith("The autosave was damaged at move 21; the game resumes after move 20")
    assert scene.game.moves == MOVES[:20]
