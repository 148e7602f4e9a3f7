"""Issue 31, "Controls that move or mislead": the Same 4 Cats table says what holds now. The
last resolution deck is news only right after the move that drew it; once later moves are
played it is dimmed and headed "Earlier:", never read as the current result (S4C 5.0). A
ship card at a mission that ignores the ships' AA (Gibraltar, S4C 4.0) says so."""
import random

from game import launch
from layout_check import frame_lines
from scene_helpers import open_scene


def _heading(app) -> str:
    return next(d.text for d in frame_lines(app) if " Hit + " in d.text)


def _resolved(game) -> bool:
    return any(e.kind == "resolution" for e in game.history[-1].events)


def test_a_resolution_is_news_only_after_its_own_move(app):
    game = launch.new_game("same4cats", seed=4)
    chooser = random.Random(4)
    while not (game.moves and _resolved(game)):
        game.play(chooser.choice(game.legal_actions()))
    scene = open_scene(app, game)
    assert not _heading(app).startswith("Earlier")
    while game.outcome() is None:
        scene.perform(chooser.choice(game.legal_actions()))
        app.render_frames(3)
        if not _resolved(game) and scene.state.phase != "target":
            break
    assert _heading(app).startswith("Earlier: ")


def test_a_ship_card_at_gibraltar_says_its_aa_is_ignored(app):
    """S4C 4.0: at Gibraltar the ships' AA icons are ignored, and the ship card says so
    rather than show "+3 Anti-Aircraft Fire" the game leaves out of the Event deck."""
    from game.rules.same4cats.data import AA
    for seed in range(1, 200):
        game = launch.new_game("same4cats", seed=seed)
        st = game.state
        if st.mission.ignore_ship_aa and any(AA in game.rules.data.ships[s].events for s in st.target_choices):
            break
    else:
        raise AssertionError("no game began at a mission that ignores the ships' AA")
    open_scene(app, game)
    lines = [d.text for d in frame_lines(app)]
    assert f"AA ignored at {st.mission.name}" in " ".join(lines)   # (a card's line may wrap)
    shown = [line for line in lines if line.startswith("+") and AA.startswith(line.split(" ", 1)[-1])]
    assert len(shown) == (AA in st.mission.events), shown   # the mission card's own AA only
