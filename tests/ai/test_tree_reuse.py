"""Issue 33, the tree kept between a seat's decisions (game/ai/players.py ``Reuse``): grown on
only where the position follows from the seat's own move, its visits counted with the new
playouts, and never a move the position does not allow."""
import random

from game import launch
from game.ai import adapter_for
from game.ai.mcts import Node, search
from game.ai.players import Reuse, decide


def _twice():
    """A Steam Torpedo position where the seat to move moves again after its move."""
    game = launch.new_game("steam-torpedo", seed=2)
    chooser = random.Random(2)
    while True:
        if game.state.phase == "action" and len(game.legal_actions()) > 3:
            return game
        game.play(chooser.choice(game.legal_notations()))


def test_the_next_decision_grows_the_kept_subtree_of_the_move_played():
    game = _twice()
    rules, seat, kept = game.rules, game.to_move(), Reuse()
    first = decide(rules, rules.view(game.state, seat), seat, "easy", 7, time_cap=False, reuse=kept,
                   moves=list(game.moves))
    assert first.tree is None   # (the decision lets go of its tree: the reuse keeps a subtree)
    node = kept.node
    assert kept.moves == list(game.moves) + [first.notation] and node is not None and node.visits > 0
    game.play(first.notation)
    assert game.to_move() == seat
    before = {k: c.visits for k, c in node.children.items()}
    second = decide(rules, rules.view(game.state, seat), seat, "easy", 8, time_cap=False, reuse=kept,
                    moves=list(game.moves))
    assert second.notation in game.legal_notations()
    assert sum(c.visits for c in node.children.values()) > sum(before.values())   # the same tree, grown on
    assert any(before.get(k, 0) > 0 for k in node.children)   # ... holding the first search's visits


def test_a_position_that_does_not_follow_from_the_seat_s_own_move_begins_afresh():
    kept = Reuse()
    kept.seat, kept.moves, kept.node = "talion", ["a", "b"], Node()
    assert kept.start("talion", ["a", "b"]) is kept.node
    assert kept.start("rochelle", ["a", "b"]) is None        # another seat
    assert kept.start("talion", ["a", "b", "c"]) is None     # someone moved since
    assert kept.start("talion", ["a", "x"]) is None          # another game's moves (an undo, a load)


def test_a_kept_move_this_position_does_not_allow_is_dropped():
    game = _twice()
    rules, seat = game.rules, game.to_move()
    stale = Node()
    ghost = stale.children["no such move"] = Node("no such move", seat)
    ghost.visits, ghost.value, ghost.avail = 10_000, 10_000.0, 10_000
    d = search(rules, adapter_for(rules), rules.view(game.state, seat), seat, 30, float("inf"), random.Random(1),
               start=stale)
    assert d.notation in game.legal_notations() and "no such move" not in d.tree.children
