"""House rule (CS Winning, decided): a game with no hit, loss or dogfight for the option's
number of turns ends; the side with more planes wins, a tie is a draw."""
import random

from game.session.game import Game
from house import rules as house_rules

RULES = house_rules("carrier-strike")


def play_until_turn_changes(game, chooser):
    """Random legal moves, preferring to end throws, until a new side turn begins."""
    start = game.state.turn_number
    while game.outcome() is None and game.state.turn_number == start:
        actions = game.legal_actions()
        ends = [a for a in actions if str(a) == "end"]
        game.play(ends[0] if ends else chooser.choice(actions))


def test_quiet_limit_ends_a_stalled_game_as_a_draw_when_planes_are_equal():
    game = Game(RULES, 11, {"quiet_limit": 40})
    chooser = random.Random(3)
    while game.state.turn_number < 1:
        game.play(chooser.choice(game.legal_actions()))
    game.state.quiet_turns = 39  # as if 39 quiet turns had passed
    play_until_turn_changes(game, chooser)
    out = game.outcome()
    assert out is not None and out.kind == "quiet_limit" and "40 turns without a hit" in out.how
    planes = {side: len(game.state.side_planes(side)) for side in ("red", "yellow")}
    expected = None if planes["red"] == planes["yellow"] else max(planes, key=planes.get)
    assert out.winner == expected


def test_a_hit_or_a_loss_resets_the_count():
    from game.rules.carrier_strike.turns import count_quiet_turns
    from game.rules.core import Event
    game = Game(RULES, 11)
    state = game.state
    state.quiet_turns = 12
    count_quiet_turns(state, [Event("plane_lost", "Ra is lost at sea")])
    assert state.quiet_turns == 0
    count_quiet_turns(state, [Event("turn", "Turn 9: red")])
    assert state.quiet_turns == 1


def test_winning_the_rulebook_has_no_turn_limit_quiet_limit_defaults_to_0():
    # CS Winning: play continues until a side is beaten; the house limit is only an option
    assert RULES.options["quiet_limit"].default == 0 and 80 in RULES.options["quiet_limit"].choices
    game = Game(RULES, 11)  # default options
    assert game.state.options["quiet_limit"] == 0
    chooser = random.Random(3)
    while game.state.turn_number < 1:
        game.play(chooser.choice(game.legal_actions()))
    game.state.quiet_turns = 10_000
    play_until_turn_changes(game, chooser)
    assert game.outcome() is None
