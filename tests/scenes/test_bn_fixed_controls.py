"""Issue 31, "Controls that move or mislead": Battaglia Navale's Air raid, Polaris counter and
Land planes buttons keep their places in every state of a turn (raid or landing being chosen,
counters all turned, no plane aloft), each disabled with its reason when it cannot be used."""
import random

from game import launch
from scene_helpers import open_scene

FIXED = ("Air raid", "Polaris counter", "Land planes")


def test_the_turns_buttons_never_change_places(app):
    places: dict = {}
    states = 0
    for seed in (2,):
        game = launch.new_game("battaglia-navale", seed=seed)
        chooser = random.Random(seed)
        turns = 0
        while game.outcome() is None and len(game.moves) < 160:
            turns += game.state.phase == "turn"
            if game.state.phase == "turn" and turns % 15 == 1:
                scene = open_scene(app, game)
                for mode in (None, scene._raid_button, scene._open_land):
                    if mode is not None:
                        mode()
                    shown = {b.label: (tuple(b.rect), b.disabled_reason) for b in scene.buttons.buttons}
                    for label in FIXED:
                        assert label in shown, (seed, len(game.moves), mode, sorted(shown))
                        places.setdefault(label, set()).add(shown[label][0])
                    disabled = [b for b in scene.buttons.buttons if b.label in FIXED and not b.enabled]
                    assert all(b.disabled_reason.endswith(")") for b in disabled), [b.disabled_reason for b in disabled]
                    states += 1
                scene._cancel()
            game.play(chooser.choice(game.legal_actions()))
    assert states >= 9, states
    assert all(len(rects) == 1 for rects in places.values()), places
