"""Issue 15: Thunderbirds' decision buttons show a skill check's chance before the roll (TaW 9.0)."""
from game.rules.thunderbirds import odds
from odds_helpers import gold_pixels, saved, sublabel_rect, tb_decision as decision_at
from scene_helpers import open_scene


def test_9_0_the_roll_buttons_show_the_chance_of_success(app, tmp_path):
    game = decision_at(3, "bonus")
    scene = open_scene(app, game)
    shown = {str(b.action): b for b in scene.buttons.buttons if b.action is not None}
    for notation in game.legal_notations():
        note = odds.option_note(game.state, notation)
        assert note.endswith("% to succeed")
        assert shown[notation].sublabel == note
    img = saved(app, tmp_path, "tb_bonus.png")
    for notation in game.legal_notations():
        assert gold_pixels(img, sublabel_rect(shown[notation])) > 40  # the odds line is drawn


def test_7_1_2_the_manoeuvre_button_shows_the_chance_to_evade(app, tmp_path):
    game = decision_at(1, "hit")
    scene = open_scene(app, game)
    b = next(b for b in scene.buttons.buttons if str(b.action) == "evade")
    assert b.sublabel == odds.option_note(game.state, "evade") and b.sublabel.endswith("% to evade")
    img = saved(app, tmp_path, "tb_hit.png")
    assert gold_pixels(img, sublabel_rect(b)) > 40


def test_8_2_1_the_accept_button_says_what_the_damage_may_cost(app, tmp_path):
    game = decision_at(1, "hit")
    scene = open_scene(app, game)
    b = next(b for b in scene.buttons.buttons if str(b.action) == "accept")
    lost, _ = odds.accept_risk(game.state)
    assert b.sublabel == f"{odds.percent(lost)} the Wimpy is lost" and b.style == "danger"
    img = saved(app, tmp_path, "tb_accept.png")
    assert gold_pixels(img, sublabel_rect(b)) > 40
