"""The Same 4 Cats' copy of a position (Rules.clone, state.copy_state): the same position as a
deepcopy, independent of the original, and playing on exactly as it would."""
import copy
import random
from dataclasses import asdict, fields

from game.session.game import Game
from game.rules.same4cats.state import State
from house import rules as house_rules

RULES = house_rules("same4cats")


def fingerprint(state) -> str:
    """Every field of the position, the generator's state included."""
    values = {f.name: getattr(state, f.name) for f in fields(State) if f.name != "rng"}
    values["distance_track"] = [asdict(c) for c in state.distance_track]
    values["missions_flown"] = [asdict(r) for r in state.missions_flown]
    values["setup_events"] = [(e.kind, e.text) for e in state.setup_events]
    return repr(sorted(values.items())) + repr((state.rng.draws, state.rng._random.getstate()))


def play(state, chooser, n) -> list:
    out = []
    for _ in range(n):
        if RULES.outcome(state) is not None:
            break
        action = chooser.choice(RULES.legal_actions(state))
        out.append((str(action), [(e.kind, e.text) for e in RULES.apply(state, action)]))
    return out


def test_a_clone_is_the_position_a_deepcopy_is_and_plays_on_alone():
    checked = 0
    for seed in range(1, 16):
        game = Game(RULES, seed, keep_history=False)
        play(game.state, random.Random(seed), seed * 9)   # from the first target to late campaigns
        original = game.state
        before = fingerprint(original)
        twin = RULES.clone(original)
        assert fingerprint(twin) == fingerprint(copy.deepcopy(original)) == before
        # nothing play changes in place is shared: the lists, the track's cards, the mission records
        for f in fields(State):
            value = getattr(original, f.name)
            if isinstance(value, (list, dict)) and f.name not in ("players",):
                assert getattr(twin, f.name) is not value, f.name
        for mine, theirs in zip(twin.distance_track + [twin.final_card], original.distance_track + [original.final_card]):
            assert (mine is None and theirs is None) or (mine is not theirs and mine.resolutions is not theirs.resolutions)
        assert all(mine is not theirs for mine, theirs in zip(twin.missions_flown, original.missions_flown))
        play(twin, random.Random(100 + seed), 40)            # the copy plays on ...
        assert fingerprint(original) == before               # ... and the original is as it was
        again = RULES.clone(original)
        assert play(original, random.Random(seed), 60) == play(again, random.Random(seed), 60)
        assert fingerprint(original) == fingerprint(again)
        checked += bool(original.missions_flown)
    assert checked >= 5   # positions with finished missions (their records copied) among them
