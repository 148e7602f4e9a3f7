"""Issue 15: Carrier Strike's dogfight declaration says the chance to win (CS Dogfights 4-7) and,
with no free rear deck, that a winner is lost at sea (CS Dogfights 8), before it is declared."""
from game.rules.carrier_strike import odds
from odds_helpers import cs_dogfight, gold_pixels, saved, sublabel_rect
from scene_helpers import open_scene


def declare_button(app, seed):
    game, declare = cs_dogfight(seed)
    scene = open_scene(app, game)
    scene.selected = declare.plane
    scene.refresh()
    app.render_frames(1)
    return game, declare, next(b for b in scene.buttons.buttons if b.action == declare)


def test_cs_dogfights_the_declaration_shows_the_chance_to_win(app, tmp_path):
    game, declare, button = declare_button(app, 3)
    seat = game.state.planes[declare.plane].seat
    want = odds.dogfight_odds(game.state, declare.plane, declare.target, seat)
    assert button.label == f"Dogfight {declare.target}" and button.sublabel == want.describe()
    assert button.sublabel.startswith("wins ") and "lost at sea" not in button.sublabel
    img = saved(app, tmp_path, "cs_dogfight.png")
    assert gold_pixels(img, sublabel_rect(button)) > 40


def test_cs_dogfights_8_the_declaration_warns_of_no_free_rear_deck(app, tmp_path):
    game, declare, button = declare_button(app, 1)
    assert button.sublabel.endswith("then lost at sea: no free rear deck") and button.style == "danger"
    img = saved(app, tmp_path, "cs_dogfight_lost.png")
    assert gold_pixels(img, sublabel_rect(button)) > 60
    fill = img.get_at((button.rect.left + 6, button.rect.centery))
    assert fill[0] > fill[2] + 40  # the danger colour


def test_cs_torpedo_runs_2_a_run_with_no_free_rear_deck_says_so(app):
    from game.rules.carrier_strike import actions as A
    from game.rules.carrier_strike import fleet
    from odds_helpers import cs_declaration
    game, drop = cs_declaration(1, lambda g, a: isinstance(a, A.Drop)
                                and not fleet.landing_options(g.state, g.state.planes[a.plane]))
    scene = open_scene(app, game)
    scene.selected = drop.plane
    scene.refresh()
    button = next(b for b in scene.buttons.buttons if b.action == drop)
    assert button.sublabel.endswith("; then lost at sea: no free rear deck") and button.style == "danger"
    assert button.sublabel.startswith("hits ")  # when and how likely it hits (issue 31)


def test_cs_planes_1_roll_for_planes_says_the_chance_of_an_attack_in_reach(app, tmp_path):
    """Before the roll: "one d6: an attack in reach: 67% (CS Planes 1)", the odds module's
    own figure, drawn on the button."""
    import random

    from game import launch
    from game.rules.carrier_strike.state import CHOOSE
    from game.scenes.modal import HandOffScene
    game = launch.new_game("carrier-strike", seed=8)
    rnd = random.Random(8)
    while game.state.phase != CHOOSE:
        game.play(rnd.choice(game.legal_notations()))
    scene = open_scene(app, game)
    while isinstance(app.stack.top, HandOffScene):
        app.stack.pop()
    app.render_frames(1)
    button = next(b for b in scene.buttons.buttons if b.label == "Roll for planes")
    want = odds.attack_odds(game.rules, game.state)
    assert 0 < want.chance < 1
    assert button.sublabel == f"one d6: {want.describe()} (CS Planes 1)" and "an attack in reach: " in button.sublabel
    img = saved(app, tmp_path, "cs_roll.png")
    assert gold_pixels(img, sublabel_rect(button)) > 40
