"""Issue 31: The Same 4 Cats' How to play card promises odds on each button: Draw on, Abort and
Retry say the chance the next Event card hits (S4C 4.1-4.4, 4.6-4.7), counted from the deck's
known composition (odds.next_card_hit_chance), at any damage, not only at damage 4; "No repair"
says why one would skip the check (S4C 6.0: a Miss costs nothing)."""
from game import launch
from game.rules.same4cats import odds
from game.rules.same4cats.state import FLY, REPAIR
from scene_helpers import open_scene


def _at(phase, seed=3):
    game = launch.new_game("same4cats", seed=seed)
    while game.state.phase != phase:
        legal = game.legal_notations()
        game.play("draw" if "draw" in legal and game.state.phase != phase else legal[0])
    return game


def _button(scene, label):
    return next(b for b in scene.buttons.buttons if b.label == label)


def test_s4c_4_1_draw_on_abort_and_retry_say_the_chance_the_next_card_hits(app):
    game = _at(FLY)
    game.play("draw")
    st = game.state
    assert not odds.last_hit_ends(st)
    scene = open_scene(app, game)
    draw = _button(scene, "Draw on").sublabel
    assert draw == f"to distance {st.next_distance}: {odds.percent(odds.next_card_hit_chance(st, st.next_distance))} hit"
    last = odds.percent(odds.next_card_hit_chance(st, st.distance, final=True))
    for label in ("Abort", "Retry"):
        assert _button(scene, label).sublabel == f"last card: {last} hit", label


def test_s4c_6_0_no_repair_says_why_one_would_skip_the_check(app):
    game = _at(REPAIR)
    scene = open_scene(app, game)
    tip = scene.buttons.tip(_button(scene, "No repair"))
    assert "A Miss costs nothing" in tip and "(S4C 6.0)" in tip
