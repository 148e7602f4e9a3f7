"""Issue 33, the search's variants the arena compares with the levels (game/ai/players.py
``make_player``): "+bias" leans the selection below the root on the policy's weights
(progressive bias, game/ai/mcts.py ``search``), "+dN" cuts the playouts after N moves,
"+aimed" plays them by a game's aimed policy (Steam Torpedo's crew, game/ai/steam_torpedo.py),
"+measure" plays the move the hint names (its card measured, game/ai/mcts.py ``_measured_top``),
"+checked" the most tried of the moves that measure cannot tell from its best."""
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "tools"))

import hint_positions  # noqa: E402

from game import launch  # noqa: E402
from game.ai import adapter_for, players, search_seed  # noqa: E402
from game.ai.mcts import Decision, Node, _priors, _select, grow  # noqa: E402
from game.ai.players import make_player, most_tried_of_tied  # noqa: E402
from game.ai.steam_torpedo import AIMED, ASTRAY  # noqa: E402
from game.rules.steam_torpedo import actions as A  # noqa: E402


def _position():
    """A Steam Torpedo position with a choice of several kinds of move."""
    game = launch.new_game("steam-torpedo", seed=2)
    chooser = random.Random(2)
    while not (game.state.phase == "action" and len(game.legal_actions()) > 3):
        game.play(chooser.choice(game.legal_notations()))
    return game


def test_the_variants_are_players_of_their_own_and_a_bad_one_is_refused():
    p = make_player("easy+bias", 1)
    assert (p.level, p.bias, p.depth) == ("easy", 1.0, None)
    p = make_player("normal@fitted+bias3+d4", 1)
    assert (p.level, p.evaluation, p.bias, p.depth) == ("normal", "fitted", 3.0, 4)
    assert make_player("hard+reuse", 1).reuse is not None and make_player("hard", 1).bias == 0.0
    assert make_player("easy+aimed", 1).policy == "aimed" and make_player("easy", 1).policy == "hand"
    assert make_player("normal+odds", 1).policy == "odds"
    assert make_player("normal+measure", 1).measured and not make_player("normal", 1).measured
    assert make_player("normal+checked", 1).checked and not make_player("normal+measure", 1).checked
    for bad in ("easy+", "easy+biasx", "easy+bias0", "easy+biasinf", "easy+d0", "easy+dx", "greedy+bias",
                "easy+bias+bias", "easy+reuse+reuse", "random+d4", "greedy+aimed", "easy+aimed+aimed", "easy+aimed+odds",
                "easy+measure+measure", "greedy+measure", "easy+measure+checked", "greedy+checked"):
        with pytest.raises(ValueError):
            make_player(bad, 1)


def test_a_node_s_priors_are_the_policy_s_shares_of_its_moves():
    game = _position()
    adapter = adapter_for(game.rules)
    legal = game.legal_actions()
    priors = _priors(adapter, game.state, legal)
    weights = adapter.weights(game.state, legal)
    assert sum(priors.values()) == pytest.approx(1.0)
    heaviest = str(legal[weights.index(max(weights))])
    lightest = str(legal[weights.index(min(weights))])
    assert max(weights) > min(weights) and priors[heaviest] > priors[lightest]


def test_bias_leans_the_choice_between_children_alike_toward_the_policy_s_favourite():
    node = Node()
    for key, value in (("light", 1.0), ("heavy", 1.0), ("best", 1.5)):
        child = node.children[key] = Node(key, "A")
        child.visits, child.value, child.avail = 2, value, 6
    keys = ["light", "heavy", "best"]
    assert _select(node, keys, {}, 0.0).action == "best"
    node.prior = {"light": 0.1, "heavy": 0.9, "best": 0.0}
    assert _select(node, keys, {}, 0.0).action == "best"     # (no weight: plain UCB)
    assert _select(node, keys, {}, 1.0).action == "heavy"    # 0.9/3 outweighs a quarter of a win
    assert _select(node, keys, {}, 0.5).action == "best"     # 0.15 does not
    node.children["heavy"].visits, node.children["heavy"].value = 20, 10.0
    assert _select(node, keys, {}, 1.0).action == "best"     # the lean fades as the visits come


def test_a_biased_search_keeps_the_policy_s_priors_below_the_root_and_not_at_it():
    game = _position()
    rules, seat = game.rules, game.to_move()
    for bias, kept in ((1.0, True), (0.0, False)):
        root = Node()
        grow(rules, adapter_for(rules), rules.view(game.state, seat), seat, 100, float("inf"),
             random.Random(5), root=root, bias=bias)
        inner = [c for c in root.children.values() if c.order is not None]
        assert root.prior is None and inner
        assert all((c.prior is not None) == kept for c in inner)


def test_the_variants_reach_the_search(monkeypatch):
    seen = {}

    def spy(*args, **kwargs):
        seen.update(kwargs, adapter=args[1])
        raise RuntimeError("enough")
    monkeypatch.setattr(players, "search", spy)
    game = _position()
    with pytest.raises(RuntimeError):
        make_player("easy+bias3+d4+aimed", 1).choose(game)
    assert seen["bias"] == 3.0 and seen["depth"] == 4 and seen["adapter"].policy == "aimed"
    with pytest.raises(RuntimeError):
        make_player("easy", 1).choose(game)
    assert seen["bias"] == 0.0 and seen["depth"] is None and seen["adapter"].policy == "hand"


def test_st_aimed_policy_sends_the_crew_to_cards_they_can_use_and_weighs_their_moves_as_one():
    game = _position()
    adapter = adapter_for(game.rules)
    legal = game.legal_actions()
    hand = adapter.weights(game.state, legal)
    adapter.policy = "aimed"
    aimed = adapter.weights(game.state, legal)
    moves = [k for k, a in enumerate(legal) if type(a) is A.Move]
    assert len(moves) > 10
    assert sum(aimed[k] for k in moves) == pytest.approx(AIMED + ASTRAY)   # however many there are
    assert sum(hand[k] for k in moves) > 10 * (AIMED + ASTRAY)             # (by hand: each its own)
    others = [k for k in range(len(legal)) if k not in moves]
    assert [aimed[k] for k in others] == [hand[k] for k in others]
    seat = game.to_move()

    def usable(move):   # a card with something to do there, as the crew would man it
        member = next(m for m in game.state.subs[seat].crew if m.id == move.crew)
        card = game.state.subs[member.sub].at(move.path[-1]).card
        return card.trigger != "none" and bool(card.attack or card.effect)
    good = [aimed[k] for k in moves if usable(legal[k])]
    idle = [aimed[k] for k in moves if not usable(legal[k])]
    assert good and idle and max(idle) < min(good)


def test_a_checked_player_keeps_the_most_tried_unless_the_measure_finds_better_beyond_doubt():
    def card(*moves):
        return Decision(moves[0][0], 0.5, 300, 0.1, {}, 0.5, 150,
                        [{"notation": n, "visits": v, "tied": tied} for n, v, tied in moves])
    # the hint names A (the policy's favourite of the tied); B, as good by the measure, was tried most
    assert most_tried_of_tied(card(("A", 40, True), ("B", 200, True), ("C", 10, False))) == "B"
    # the most tried, C, is worse beyond doubt: of the tied, the more tried
    assert most_tried_of_tied(card(("A", 40, True), ("B", 30, True), ("C", 230, False))) == "A"
    assert most_tried_of_tied(card(("A", 0, True))) == "A"


def test_a_measuring_player_plays_the_move_the_hint_names_not_the_most_tried():
    # Carrier Strike, a policy game of seed 9 after 125 moves: Rg's next hex among moves of
    # about one worth, where the search's most tried changes with its seed (a checked
    # player plays the most tried there, since the measure cannot tell it from the best)
    game = hint_positions.from_policy("carrier-strike", 1, 9)[0]["_game"]
    seat = game.to_move()
    view = game.rules.view(game.state, seat)
    plays, most_tried = [], []
    for seed in range(2):
        player = make_player("normal+measure", seed, salt=f"s{seed}", time_cap=False)
        plays.append(player.choose(game))
        at = search_seed(game.seed, seat, len(game.history), f"s{seed}")   # the player's own search seed
        hint = players.decide(game.rules, view, seat, "normal", at, quick_single=False, time_cap=False)
        assert plays[-1] == hint.notation and player.last.top[0]["tied"]
        most_tried.append(players.decide(game.rules, view, seat, "normal", at, time_cap=False).notation)
        checked = make_player("normal+checked", seed, salt=f"s{seed}", time_cap=False)
        assert checked.choose(game) == most_tried[-1]
        assert most_tried[-1] in [t["notation"] for t in checked.last.top if t["tied"]]
    assert plays != most_tried
