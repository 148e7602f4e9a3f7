"""Issue 30: the computer builds a Steam Torpedo submarine (ST Setup 1) by search, in a custom
build and a draft, for either seat: its evaluation values the picks while no submarine has
compartments yet (it asked for a control room there and the search failed), and in a custom
build it never reads the other seat's secret picks."""
import pytest

from game import games
from game.ai.players import decide
from game.rules.steam_torpedo.state import BUILD
from game.session.game import Game


def search(rules, game, seat, seed):
    return decide(rules, rules.view(game.state, seat), seat, "easy", seed, quick_single=False, scale=0.25,
                  time_cap=False)


@pytest.mark.parametrize("build", ["custom", "draft"])
def test_the_search_builds_both_submarines_to_the_end_of_the_build(build):
    rules = games.rules_for("steam-torpedo")
    game = Game(rules, 4, {"build": build})
    picks = 0
    while game.state.phase == BUILD:
        seat = game.to_move()
        decision = search(rules, game, seat, 100 + picks)
        assert decision.notation in game.legal_notations()
        game.play(decision.notation)
        picks += 1
    size = rules.data.numbers["compartments_per_submarine"]
    assert picks == 2 * size
    for seat in game.players:   # each submarine laid out, with its one control room
        assert game.state.subs[seat].control_room.card.control_room


def test_a_custom_build_s_secret_picks_do_not_change_the_computer_s_pick():
    """Two positions that differ only in the other seat's secret picks give the same pick."""
    rules = games.rules_for("steam-torpedo")
    game = Game(rules, 6, {"build": "custom"})
    size = rules.data.numbers["compartments_per_submarine"]
    first = game.to_move()
    for _ in range(size):    # the first seat builds its whole submarine, in secret
        game.play(search(rules, game, first, 7).notation)
    second = game.to_move()
    assert second != first and game.state.phase == BUILD
    other = rules.clone(game.state)
    other.builds[first] = list(reversed(other.builds[first]))   # other secret picks, in another order
    mine = [c for c in rules.data.cards if c not in other.builds[first]]
    other.builds[first][0] = mine[0] if mine else other.builds[first][0]
    assert rules.view(other, second).builds == rules.view(game.state, second).builds
    a = search(rules, game, second, 11)
    b = decide(rules, rules.view(other, second), second, "easy", 11, quick_single=False, scale=0.25, time_cap=False)
    assert a.notation == b.notation
