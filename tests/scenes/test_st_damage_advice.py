"""Issue 31: Steam Torpedo says how to choose where the choice is made (where to breathe from,
where to place damage: ST Oxygen Supply, ST Attack Results 5), and asks before a damage point
that destroys the player's own compartment (ST Durability Points); a point that does not is
placed at once."""
import random

from game import launch
from game.rules.steam_torpedo import actions as A
from game.rules.steam_torpedo.state import DAMAGE, RECOVERY
from game.rules.steam_torpedo.words import BREATHE_ADVICE, DAMAGE_ADVICE, damage_note
from game.scenes.modal import ChoiceScene
from layout_check import frame_lines
from scene_helpers import open_scene


def _until(wanted, seed_range=range(1, 40)):
    for seed in seed_range:
        game = launch.new_game("steam-torpedo", seed=seed)
        chooser = random.Random(seed)
        for _ in range(400):
            if game.outcome() is not None:
                break
            found = wanted(game)
            if found:
                return game, found
            legal = game.legal_actions()
            attacks = [a for a in legal if isinstance(a, A.Activate)]
            game.play(chooser.choice(attacks) if attacks and chooser.random() < 0.8 else chooser.choice(legal))
    raise AssertionError("no such position")


def _destroying(game):
    st = game.state
    if st.phase != DAMAGE:
        return None
    return next((a for a in game.legal_actions() if isinstance(a, A.Damage) and damage_note(st, a.cell)), None)


def _sparing(game):
    st = game.state
    if st.phase != DAMAGE:
        return None
    return next((a for a in game.legal_actions() if isinstance(a, A.Damage) and not damage_note(st, a.cell)), None)


def test_st_durability_a_point_that_destroys_your_compartment_is_asked_first(app):
    game, damage = _until(_destroying)
    scene = open_scene(app, game)
    moves = len(game.history)
    scene.place_damage(damage.cell)
    box = app.stack.top
    assert isinstance(box, ChoiceScene) and len(game.history) == moves   # nothing placed yet
    room = game.state.subs[game.state.damage.defender].room(damage.cell)
    assert box.title == f"Destroy your {room}?" and "destroys your" in box.message
    box.buttons.buttons[0].on_click()   # "Place it: destroy the ..."
    assert len(game.history) == moves + 1 and game.history[-1].notation == str(damage)


def test_st_attack_results_5_a_point_that_spares_the_compartment_is_placed_at_once(app):
    game, damage = _until(_sparing)
    scene = open_scene(app, game)
    moves = len(game.history)
    scene.place_damage(damage.cell)
    assert not isinstance(app.stack.top, ChoiceScene) and len(game.history) == moves + 1


def test_the_panel_says_how_to_choose_where_to_breathe_and_where_to_place_damage(app):
    for phase, advice in ((RECOVERY, BREATHE_ADVICE), (DAMAGE, DAMAGE_ADVICE)):
        game, _ = _until(lambda g, p=phase: g.state.phase == p and len(g.history) > 12)
        open_scene(app, game)
        drawn = " ".join(d.text for d in frame_lines(app))
        assert advice.split(";")[0] in drawn, phase
