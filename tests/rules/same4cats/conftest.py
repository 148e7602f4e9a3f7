"""Fixtures for The Same 4 Cats: a scripted generator and missions set up by hand."""
import pytest

from game.session.game import Game
from game.rules.same4cats.state import TARGET
from house import rules as house_rules

RULES = house_rules("same4cats")


class ScriptedRng:
    """The Rng interface with fixed results: each shuffle takes the next script entry.

    A list puts those cards, in that order, on top (an Event deck); "Hit" or "Miss"
    puts that card on top of a resolution deck. A shuffle past the script fails.
    """

    def __init__(self, script):
        self.script = list(script)
        self.draws = 0
        self.shuffled = []  # the decks as they were before each shuffle

    def shuffle(self, items, kind=""):
        self.draws += 1
        self.shuffled.append(list(items))
        assert self.script, f"unexpected shuffle of {items}"
        want = self.script.pop(0)
        if isinstance(want, str):
            assert want in items, f"{want} is not in the resolution deck {items}"
            items.insert(0, items.pop(items.index(want)))
        else:
            for k, card in enumerate(want):
                items.insert(k, items.pop(items.index(card, k)))

    def reveal(self, n: int = 1) -> None:   # a card of a deck shuffled earlier turned up (core.Rng)
        self.draws += n

    def randint(self, low, high):  # not used by this game
        raise AssertionError("the Same 4 Cats draws no numbers")


@pytest.fixture
def scripted():
    return ScriptedRng


@pytest.fixture
def mission():
    """A Game at the start of a mission chosen by hand, with a scripted generator.

    mission("convoy-chase", ["Indomitable", "Manchester"], script, number=3, damage=0, ...)
    """

    def make(mission_id, choices, script, number=1, options=None, **attrs):
        game = Game(RULES, 7, options)
        s = game.state
        fillers = [m for m in s.mission_deck + s.mission_track if m != mission_id]
        s.mission_track = fillers[: number - 1] + [mission_id]
        s.mission_deck = [m for m in fillers if m not in s.mission_track]
        s.target_deck = [x for x in s.target_deck + s.target_choices if x not in choices]
        s.target_choices = list(choices)
        s.phase = TARGET
        for name, value in attrs.items():
            setattr(s, name, value)
        s.target_deck = [x for x in s.target_deck if x not in s.ships_hit]
        s.rng = ScriptedRng(script)
        return game

    return make


def texts(events, kind=None):
    return [e.text for e in events if kind is None or e.kind == kind]


@pytest.fixture
def log_texts():
    return texts


@pytest.fixture
def flying(mission):
    """A Game mid-mission: Fly cards on the track down to ``reached`` (None: empty track),
    the Event deck exactly ``deck`` (top first), and a scripted generator.

    flying(reached=3, deck=["Anti-Aircraft Fire"], script=["Hit"], damage=2)
    """
    from game.rules.same4cats.data import FLY
    from game.rules.same4cats.state import FLY as FLY_PHASE, TrackCard

    def make(reached=None, deck=(), script=(), mission_id="north-africa-tobruk", ship="Kent",
             number=1, options=None, **attrs):
        game = mission(mission_id, [ship], list(script), number=number, options=options)
        s = game.state
        s.target_choices = []
        s.target = ship
        s.phase = FLY_PHASE
        s.event_deck = list(deck)
        if reached is not None:
            s.distance_track = [TrackCard(FLY, d) for d in range(7, reached - 1, -1)]
            s.closest_distance = reached
            s.cards_this_pass = len(s.distance_track)
        for name, value in attrs.items():
            setattr(s, name, value)
        return game

    return make
