"""60 whole campaigns with random legal choices: no error, invariants hold throughout.
(With the other tests of tests/rules/same4cats they reach every branch of
game/rules/same4cats that 150 did: coverage.py's branch coverage, each campaign's arcs
measured alone, the same 1,256 arcs; seed 59 is the last to bring one of its own.)"""
import random

import pytest

from game.rules.core import RuleError
from game.session.game import Game
from game.rules.same4cats.actions import (Abort, Continue, Draw, Repair, Retry, Target,
                                          Torpedo)
from game.rules.same4cats.state import OVER
from house import rules as house_rules

RULES = house_rules("same4cats")

ALL = [Draw(), Torpedo(), Abort(), Retry(), Repair(), Continue(), Target("Indomitable")]
OPTIONS = [{}, {"damage4": "table"}, {"aa_beyond_table": "no fire"}, {"ship_medal": "extra hit"}]


def _invariants(s):
    assert 0 <= s.damage <= 5 and s.shot_down == (s.damage == 5)
    assert 0 <= s.experience <= s.mission_number <= 10
    assert s.cards_this_pass <= RULES.data.campaign["max_event_cards"]
    assert len(s.distance_track) <= 7
    assert sorted(s.mission_deck + s.mission_track) == sorted(RULES.data.missions)
    ships = s.target_deck + s.target_choices + s.ships_hit
    if s.target and s.target not in ships:
        ships.append(s.target)
    assert sorted(ships) == sorted(RULES.data.ships)
    assert len(set(s.medals)) == len(s.medals) and set(s.medals) <= set(RULES.data.medal_by_id)


@pytest.mark.parametrize("chunk", range(3))
def test_60_random_campaigns(chunk):
    wins = losses = 0
    for seed in range(chunk * 20, chunk * 20 + 20):
        pick = random.Random(seed)
        game = Game(RULES, seed, OPTIONS[seed % len(OPTIONS)])
        for _ in range(1000):
            if game.outcome() is not None:
                break
            legal = game.legal_actions()
            assert legal
            for a in legal:
                assert RULES.parse(str(a)) == a
            if pick.random() < 0.2:  # an illegal action is refused and changes nothing
                bad = [a for a in ALL if a not in legal]
                if bad:
                    before = game.state.rng.draws
                    with pytest.raises(RuleError):
                        game.play(pick.choice(bad))
                    assert game.state.rng.draws == before
            # lean towards flying on, so that campaigns reach torpedo range
            fly_on = [a for a in legal if isinstance(a, (Draw, Torpedo))]
            action = pick.choice(fly_on if fly_on and pick.random() < 0.7 else legal)
            for e in game.play(action):
                if e.kind == "resolution":
                    assert e.text.endswith(f"{e.data['hits']} Hit + {e.data['misses']} Miss: "
                                           f"{e.data['card']}")
            _invariants(game.state)
        out = game.outcome()
        assert out is not None and game.state.phase == OVER
        if out.winner == "player":
            wins += 1
            assert len(game.state.missions_flown) == 10
        else:
            losses += 1
            assert game.state.shot_down
    assert wins + losses == 20
