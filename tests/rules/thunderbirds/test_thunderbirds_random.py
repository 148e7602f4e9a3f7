"""Random play: 30 tours to their end, and 50 single missions, with invariants and notation
round trips (a mildly greedy random policy keeps tours to a reasonable length)."""
import copy
import random

from taw_helpers import greedy

from game.session.game import Game
from game.rules.thunderbirds.state import fast_copy
from house import rules as house_rules

RULES = house_rules("thunderbirds")

TOURS = 30  # with the other tests of the folder, every branch of game/rules/thunderbirds that 100 reached
# (coverage --branch, each tour's arcs measured alone: the same 4,506 arcs; the last new ones come at seed 10)
MISSIONS = 50  # (100 before: the same 5,442 arcs)


def check(s):
    assert 0 <= s.fuel <= 14 and len(s.airframe) == 8
    assert s.altitude in ("high", "low")
    assert (s.pending is not None) == (s.phase == "decide")
    if s.phase in ("fly", "decide"):
        assert 1 <= len(s.path) <= 12 and s.wimpy is not None
    t = s.tour
    assert 0 <= t.cqp_bank <= 5 and t.successful <= t.missions_flown
    assert len(t.roster) == 6 or s.phase in ("debrief", "over") or t.result


def random_options(r):
    return {"tour_length": 30 if r.random() < 0.03 else r.choice((5, 5, 10)),
            "target_method": r.choice(RULES.options["target_method"].choices),
            "historical_mission": r.randint(1, 52), "crew_quality": r.randint(0, 5),
            "lost_aircraft": r.choice(("keep missions", "end the tour", "keep missions")),
            "mid_bonus": r.choice(RULES.options["mid_bonus"].choices),
            "locating": r.choice(RULES.options["locating"].choices),
            "conditions": r.choice(RULES.options["conditions"].choices),
            "lw_pool": r.choice(RULES.options["lw_pool"].choices), "boom": r.random() < 0.5,
            "evaders": r.choice(RULES.options["evaders"].choices),
            "reroll": r.choice(RULES.options["reroll"].choices),
            "cqp_bank": r.choice(RULES.options["cqp_bank"].choices)}


def test_4_0_sequence_of_play_preparatory_targetbound_homebound():
    """4.0: identify the target, target conditions, crew, points, flight path; targetbound to the
    target hex; homebound; land (or crash); then the debriefing of the tour (10.0)."""
    r = random.Random(3)
    game = Game(RULES, 3)
    phases, legs = [], []
    while game.state.phase != "debrief":
        s = game.state
        if not phases or phases[-1] != s.phase:
            phases.append(s.phase)
        if s.phase in ("fly", "decide") and (not legs or legs[-1] != s.leg):
            legs.append(s.leg)
        game.play(greedy(game, r))
    assert phases[:6] == ["target", "conditions", "crew", "points", "plan", "fly"]
    assert set(phases[6:]) <= {"fly", "decide"}
    assert legs == ["targetbound", "homebound"] and game.state.result["end"] in ("landed", "crashed", "ditched",
                                                                                 "destroyed")


def test_random_tours_reach_their_end():
    ends = {}
    for seed in range(TOURS):
        r = random.Random(seed)
        options = random_options(r)
        game = Game(RULES, seed, options, keep_history=False)
        moves = 0
        while game.outcome() is None:
            s = game.state
            if seed < 15:  # every notation round-trips (a sample: the points phase has ~200)
                for a in game.legal_actions():
                    assert RULES.parse(str(a)) == a
            game.play(greedy(game, r))
            moves += 1
            assert moves < 30000, seed
            check(s)
        won = game.outcome().winner == "crew"
        ends[won] = ends.get(won, 0) + 1
        if won:
            assert game.state.tour.successful >= game.state.tour.length
    assert ends.get(True, 0) > TOURS // 2


def test_random_single_missions_replay_exactly():
    for seed in range(MISSIONS):
        r = random.Random(seed)
        options = {**random_options(r), "campaign": "single mission", "target_method": "choice"}
        game = Game(RULES, seed, options)
        while game.outcome() is None:
            for a in game.legal_actions():
                assert RULES.parse(str(a)) == a
            game.play(r.choice(game.legal_actions()) if r.random() < 0.3 else greedy(game, r))
            check(game.state)
        replay = Game.replay(RULES, seed, options, None, game.moves)
        assert replay.state.result == game.state.result


def fingerprint(s):
    """Everything of a position, the generator's state included (what is derived and cached from
    it not: the legal actions, the flight path read once)."""
    fields = {k: v for k, v in vars(s).items() if k not in ("rng", "legal", "plan")}
    return repr(fields) + repr((s.rng.seed, s.rng.draws, s.rng._random.getstate()))


def test_clone_is_independent_and_both_copies_play_on_identically():
    for seed in (3, 8, 21):
        r = random.Random(seed)
        game = Game(RULES, seed, keep_history=False)
        for stop in range(6):
            for _ in range(r.randint(20, 150)):  # a new position somewhere in the tour
                if game.outcome() is not None:
                    break
                game.play(greedy(game, r))
            before = fingerprint(game.state)
            twin = RULES.clone(game.state)
            assert fingerprint(twin) == before
            assert twin.tour is not game.state.tour and twin.rng is not game.state.rng
            played = []
            for _ in range(120):  # the twin plays on; the original must not move
                if RULES.outcome(twin) is not None:
                    break
                action = r.choice(RULES.legal_actions(twin))
                RULES.apply(twin, action)
                played.append(action)
            assert fingerprint(game.state) == before
            for action in played:  # the same moves from the original: the same position, the same draws
                RULES.apply(game.state, action)
            assert fingerprint(game.state) == fingerprint(twin)


def test_a_copy_shares_the_tour_s_finished_records_so_its_cost_does_not_grow_with_the_tour():
    """The finished missions' records and the departed men are never changed once kept: a
    clone (and every undo snapshot) has its own lists of the same records, never copies of
    them, whichever way the copy is reached."""
    r = random.Random(5)
    game = Game(RULES, 5, {"tour_length": 30}, keep_history=False)
    while len(game.state.tour.history) < 3 and game.outcome() is None:
        game.play(greedy(game, r))
    tour = game.state.tour
    assert tour.history
    for twin in (RULES.clone(game.state).tour, copy.deepcopy(tour), fast_copy(tour)):
        assert twin is not tour and twin.history is not tour.history and twin.history == tour.history
        assert all(a is b for a, b in zip(twin.history, tour.history))
        assert all(a is b for a, b in zip(twin.departed, tour.departed))


def test_random_legal_play_ends_the_tour_by_the_rules():
    """What `--simulate` does: uniformly random legal actions, a 30-mission tour. Every tour
    ends by the rules (TaW 5.0, 10.1), far below the cap (about 7,500 moves each)."""
    for seed in range(5):
        chooser = random.Random(seed)
        game = Game(RULES, seed, keep_history=False)
        moves = 0
        while game.outcome() is None and moves < 40_000:
            game.play(chooser.choice(game.legal_actions()))
            moves += 1
        assert game.outcome() is not None, f"seed {seed}: no end after {moves} random moves"
        assert game.state.tour.successful == 30


def test_simulate_says_how_many_games_stopped_at_the_cap(capsys):
    from game.__main__ import simulate
    lines = simulate("thunderbirds", 2, 11)
    assert lines[-1].startswith("2 games, ") and lines[-1].endswith(" moves/s")
    assert "unfinished" not in "\n".join(lines)
    assert "0 of 2 games stopped at the move cap" in capsys.readouterr().err


def test_the_policy_finishes_a_tour_in_a_few_thousand_moves():
    from game.rules.thunderbirds.policy import TourPolicy
    from game.session.play import play_to_end

    def play_tour(explore: float, cap: int) -> Game:
        game, policy = Game(RULES, 4, keep_history=False), TourPolicy(RULES, 4, explore)
        play_to_end(game, lambda g: policy.choose(g.state), cap)
        return game

    game = play_tour(0.0, 50_000)
    assert game.outcome() is not None and game.outcome().winner == "crew"
    assert game.state.tour.successful == 30 and len(game.moves) < 6000
    longer = play_tour(0.5, 20_000)
    assert longer.outcome() is not None and len(longer.moves) > len(game.moves)
    replay = Game.replay(RULES, 4, None, None, game.moves)  # its own generator: the moves say it all
    assert replay.state.tour.history == game.state.tour.history
    policy, state = TourPolicy(RULES, 1), RULES.new_state(2, game.options, ["crew"])
    for _ in range(300):  # only legal actions, from a fresh tour
        action = policy.choose(state)
        assert action in RULES.legal_actions(state)
        RULES.apply(state, action)


def test_roll_lines_made_when_read_say_the_same_when_read_copied_or_pickled():
    """A roll's log line (steps.RollEvent) is made on first read: read, copied or pickled it is
    the same line as a plain Event made at once, with the roll's data."""
    import copy
    import pickle
    from game.rules.core import Event
    game = Game(RULES, 4)
    r = random.Random(4)
    rolls = []
    for _ in range(400):
        if game.outcome() is not None:
            break
        rolls += [e for e in game.play(r.choice(game.legal_actions())) if e.kind == "roll"]
    assert len(rolls) > 20
    for e in rolls:
        plain = Event(e.kind, e.text, e.data)
        assert e.text and "roll" in e.data and e.data["roll"]["label"] in e.text
        for twin in (copy.copy(e), copy.deepcopy(e), pickle.loads(pickle.dumps(e))):
            assert twin == plain and twin.data == e.data
    assert [e.text for e in game.log()] == [e.text for e in Game.replay(RULES, 4, game.options, game.players,
                                                                          game.moves).log()]


def test_the_policy_briefs_the_points_it_makes_most_of():
    """TaW 6.4.1-6.4.2: of the most points the rules allow, the tour policy takes Reroll and DISC
    before Man +1 and Stam +1, and gives CQP to the Aimer or Navigator first (its own playouts
    measured each Reroll or DISC point worth about a point of a mission's success in 100, Man
    and Stam none: docs/arena/hint.md)."""
    from game.rules.thunderbirds.policy import TourPolicy
    from game.rules.thunderbirds.state import POINTS
    briefed = with_cqp = 0
    for seed in range(1, 9):
        game, policy = Game(RULES, seed, {"crew_quality": 3}, keep_history=False), TourPolicy(RULES, seed)
        for _ in range(400):
            if game.outcome() is not None or briefed >= 8:
                break
            if game.state.phase == POINTS:
                legal = RULES.legal_actions(game.state)
                most = max(len(a.cqp) + len(a.pdp) for a in legal)
                chosen = policy.choose(game.state)
                assert len(chosen.cqp) + len(chosen.pdp) == most
                used = max(sum(p in ("reroll", "disc") for p in a.pdp) for a in legal
                           if len(a.cqp) + len(a.pdp) == most)
                assert sum(p in ("reroll", "disc") for p in chosen.pdp) == used and used >= 2
                assert not {"man", "stam"} & set(chosen.pdp)
                if any(a.cqp for a in legal):
                    with_cqp += 1
                    assert chosen.cqp and set(chosen.cqp) & {"aim", "nav"}
                briefed += 1
                game.play(chosen)
            else:
                game.play(policy.choose(game.state))
    assert briefed >= 4 and with_cqp >= 1
