"""300 random missions from briefing to the end, with invariants and notation round trips."""
import random

from game.rules.core import Game
from game.rules.thunderbirds import RULES

MISSIONS = 300


def test_random_missions_reach_an_end():
    ends = {}
    for seed in range(MISSIONS):
        r = random.Random(seed)
        options = {"target_method": r.choice(["choice", "historical", "random"]),
                   "historical_mission": r.randint(1, 52), "crew_quality": r.randint(0, 5),
                   "locating": r.choice(RULES.options["locating"].choices),
                   "conditions": r.choice(RULES.options["conditions"].choices), "boom": r.random() < 0.5}
        game = Game(RULES, seed, options)
        moves = 0
        while game.outcome() is None:
            s = game.state
            actions = game.legal_actions()
            assert actions, (seed, s.phase, s.pending)
            for a in actions:
                assert RULES.parse(str(a)) == a
            if s.phase == "plan" and len(actions) > 1:
                actions = [a for a in actions if str(a) != "path reset"]
            game.play(r.choice(actions))
            moves += 1
            assert moves < 1500, seed
            assert 0 <= s.fuel <= 14 and len(s.airframe) == 8
            assert s.altitude in ("high", "low")
            assert (s.pending is not None) == (s.phase == "decide")
            if s.phase not in ("target", "conditions", "crew", "points", "plan"):
                assert 8 <= len(s.path) <= 12
        ends[game.state.result["end"]] = ends.get(game.state.result["end"], 0) + 1
        replay = Game.replay(RULES, seed, options, None, game.moves)
        assert replay.state.result == game.state.result
    assert ends.get("landed", 0) > MISSIONS // 3
