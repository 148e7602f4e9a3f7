"""Helpers for the Thunderbirds tests: a scripted generator and a Wimpy ready to fly."""
from game.rules.core import Game
from game.rules.thunderbirds import RULES


class ScriptedRng:
    """The Rng interface with fixed results: d10/d6 faces in order, choices by value."""

    def __init__(self, dice=(), picks=()):
        self.dice = list(dice)
        self.picks = list(picks)
        self.draws = 0
        self.seed = 0

    def randint(self, low, high):
        self.draws += 1
        value = self.dice.pop(0)
        assert low <= value <= high, (value, low, high)
        return value

    def die(self, sides=6):
        return self.randint(1, sides)

    def choice(self, items):
        self.draws += 1
        items = list(items)
        if self.picks and self.picks[0] in items:
            return self.picks.pop(0)
        return items[0]

    def shuffle(self, items):
        self.draws += 1

    def sample(self, items, k):
        self.draws += 1
        return list(items)[:k]


ESSEN_PATH = ["3,2", "4,2", "4,3", "5,4", "6,4", "5,4", "4,3", "3,3", "3,2", "2,2"]


def prepare(target="Essen", path=ESSEN_PATH, crew="gunner,aimer,navigator,engineer",
            points="points cqp:gun,aim,nav pdp:man,reroll,disc", options=None, sky=(3, 3)):
    """A game ready to fly: target, average conditions (d10 3 and 3), crew, points, path."""
    game = Game(RULES, 1, options or {})
    game.play(f"target {target}")
    game.state.rng = ScriptedRng(list(sky))
    game.play("conditions")
    game.play(f"crew {crew}")
    game.play(points)
    for p in path:
        game.play(f"path {p}")
    return game


def texts(events):
    return [e.text for e in events]
