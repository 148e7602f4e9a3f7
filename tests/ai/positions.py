"""Positions for the search's tests: the first one seeded random play reaches where ``found``
holds, trying seeds in turn."""
import random

from game.session.game import Game


def seek(rules, found, seeds=range(1, 60), moves=600, pick=None, what="such a position"):
    """The game at the first position where ``found(game)`` is true, over seeded games of
    ``pick(game, chooser)`` moves (a random legal move unless given)."""
    for seed in seeds:
        game = Game(rules, seed, keep_history=False)
        chooser = random.Random(seed)
        for _ in range(moves):
            if game.outcome() is not None:
                break
            if found(game):
                return game
            game.play(pick(game, chooser) if pick else chooser.choice(game.legal_actions()))
    raise AssertionError(f"no {what} in seeds {seeds.start}-{seeds.stop - 1}")


def enemy_discs_swapped(rules, state, seat, seed: int = 4242):
    """A copy of a Carrier Strike position with two of the enemy's unseen pilot discs swapped
    and another generator: what ``seat`` cannot see (CS Setup 3), changed."""
    from game.rules.core import Rng
    other = rules.clone(state)
    enemy = [p for p in other.planes.values() if p.side != state.side_of(seat) and not p.revealed]
    x, y = next((p, q) for p in enemy for q in enemy if p.pilot != q.pilot)
    x.pilot, y.pilot = y.pilot, x.pilot
    other.rng = Rng(seed)
    other.forget_legal()
    return other
