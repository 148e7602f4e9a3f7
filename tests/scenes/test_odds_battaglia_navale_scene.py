"""Issue 15: Battaglia Navale's Fire button says the chance of at least one hit (BN Fire), and
with friendly fire the section says the chance of hitting one's own ships."""
from game.rules.battaglia_navale import odds
from game.rules.battaglia_navale.combat import cards_for
from odds_helpers import bn_fire, gold_pixels, saved, sublabel_rect
from scene_helpers import open_scene


def fire_button(app, game, action):
    scene = open_scene(app, game)
    scene.open_target(action.target)
    scene.build_buttons()
    app.render_frames(1)
    return scene, next(b for b in scene.buttons.buttons if b.label == "Fire")


def test_bn_fire_button_shows_the_chance_of_a_hit(app, tmp_path):
    game, action = bn_fire(3)
    scene, button = fire_button(app, game, action)
    n = cards_for(scene.rules.data, tuple(scene.fire_sel), False)
    want = odds.fire_odds(game.state, game.to_move(), action.target, n).describe()
    assert button.sublabel == want and want.endswith("% to hit")
    img = saved(app, tmp_path, "bn_fire.png")
    assert gold_pixels(img, sublabel_rect(button)) > 40


def test_bn_friendly_fire_section_says_the_chance_to_hit_ones_own(app):
    for seed in range(1, 12):
        try:
            game, action = bn_fire(seed, {"friendly_fire": True}, own=True)
        except AssertionError:
            continue
        scene, _button = fire_button(app, game, action)
        title = scene.chip_rows[0][0]
        assert title.startswith(f"Fire at square {action.target}: ") and title.endswith("% to hit your own ships")
        return
    raise AssertionError("no fire at a square holding one's own ships in seeds 1-11")


def test_bn_aircraft_raid_panel_shows_the_chance_to_hit_each_square(app):
    from odds_helpers import bn_raid
    game, raid = bn_raid(1)
    scene = open_scene(app, game)
    scene.open_raid()
    scene.raid_sel = set(raid.planes)
    scene.build_buttons()
    titles = [t for t, _y in scene.chip_rows]
    n = len(raid.planes)
    chance = odds.percent(odds.fire_odds(game.state, game.to_move(), raid.target, n, "bombing").hit)
    assert titles[1] == f"Bombing, {n} card{'s' if n != 1 else ''}: chance to hit"
    assert f"sq {raid.target} {chance}" in titles[2]
