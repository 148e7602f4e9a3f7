"""The engine's fast paths keep the rules: RULES.clone gives an independent position, and
the listed uses, activations and reactions are exactly what plan_use accepts when tried
on every compartment with every crew choice."""
import random
from itertools import combinations

from game.rules.core import RuleError
from game.session.game import Game
from game.rules.steam_torpedo.actions import Activate, React, Use
from game.rules.steam_torpedo.crew import open_cells
from game.rules.steam_torpedo.use import Aboard, commander_post, plan_use, reactions
from house import rules as house_rules

RULES = house_rules("steam-torpedo")

OPTION_SETS = [
    {},
    {"build": "custom", "first": "random", "heading": "west", "reaction_return": "all"},
    {"build": "draft", "first": "second-seat", "first_turn": "own"},
]
CREW_IDS = ("C", "1", "2", "3", "4")
CREW_CHOICES = [(i,) for i in CREW_IDS] + list(combinations(CREW_IDS, 2))


def fingerprint(state) -> tuple:
    """Everything play can change in a position, generator included."""
    subs = tuple(
        (seat, sub.sector,
         tuple((c.cell, c.card.id, c.damage, c.oxygen, c.destroyed) for c in sub.compartments.values()),
         tuple((m.id, m.owner, m.sub, m.cell, m.ready, m.alive) for m in sub.crew))
        for seat, sub in state.subs.items())
    r, d = state.reaction, state.damage
    return (state.phase, state.active, state.turn, tuple(state.turns_taken.items()), state.manoeuvred,
            tuple(state.used), state.aim, r and (r.reactor, r.trigger, tuple(r.used)),
            d and (d.attacker, d.defender, d.section, d.total, d.left, d.source, d.after),
            tuple((k, tuple(v)) for k, v in state.builds.items()), state.builder, state.swapper,
            state.outcome, subs, state.rng.draws, state.rng._random.getstate())


def play_random(state, r: random.Random, moves: int) -> list:
    """Up to ``moves`` random legal moves on a bare state; the events' texts."""
    texts = []
    for _ in range(moves):
        if state.outcome is not None:
            break
        action = r.choice(RULES.legal_actions(state))
        texts += [(e.kind, e.text, repr(e.data)) for e in RULES.apply(state, action)]
    return texts


def test_clone_is_independent_and_plays_on_identically():
    for seed in range(24):
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        game = Game(RULES, seed, options, keep_history=False)
        play_random(game.state, random.Random(seed), seed * 7)  # from the builds to mid-game
        original = game.state
        before = fingerprint(original)
        twin = RULES.clone(original)
        assert fingerprint(twin) == before
        assert twin.rng is not original.rng
        play_random(twin, random.Random(1000 + seed), 60)
        twin.rng.randint(1, 6)
        assert fingerprint(original) == before  # nothing the clone did reached the original
        again = RULES.clone(original)
        assert play_random(original, random.Random(seed), 200) == play_random(again, random.Random(seed), 200)
        assert fingerprint(original) == fingerprint(again)
        assert original.rng.randint(1, 10**9) == again.rng.randint(1, 10**9)


def test_a_custom_build_clone_lays_out_the_same_submarines():
    game = Game(RULES, 5, {"build": "custom"}, keep_history=False)
    twin = RULES.clone(game.state)
    assert play_random(game.state, random.Random(2), 25) == play_random(twin, random.Random(2), 25)
    assert fingerprint(game.state) == fingerprint(twin)


def brute_force_activations(state, seat) -> list:
    out = []
    aboard = Aboard(state, seat)   # what every check reads of the position, read once (as the listing does)
    for cell in state.subs[seat].compartments:
        for crew in CREW_CHOICES:
            for step_in in (False, True):
                try:
                    plan = plan_use(state, seat, cell, crew, "activate", step_in, aboard)
                except RuleError:
                    continue
                for to in plan.to_options:
                    for on in plan.on_options:
                        act = Activate(cell, crew, to, on, step_in)
                        out.append(act)
                        post = commander_post(state, seat, act, plan.card)
                        if post:
                            out += [Activate(cell, crew, to, on, step_in, c)
                                    for c in open_cells(state.subs[post[0]], post[1])]
    return out


def brute_force_uses(state, seat) -> list:
    out = []
    for cell in state.subs[seat].compartments:
        try:
            plan = plan_use(state, seat, cell, (), "use")
        except RuleError:
            continue
        out += [Use(cell, on) for on in plan.on_options]
    return out


def brute_force_reactions(state, seat) -> list:
    out = []
    for cell in state.subs[seat].compartments:
        for crew in CREW_CHOICES:
            try:
                plan = plan_use(state, seat, cell, crew, "react")
            except RuleError:
                continue
            out += [React(cell, crew, on) for on in plan.on_options]
    return out


def test_listed_compartment_actions_are_exactly_what_plan_use_accepts():
    seen = {"activate": 0, "use": 0, "react": 0}
    # 30 games: with the folder's other tests, every branch of game/rules/steam_torpedo that 45
    # reached (coverage --branch, each game's arcs measured alone: the same 2,529; seed 26 is the
    # last to bring one of its own, a reaction's use)
    for seed in range(30):
        game = Game(RULES, seed, OPTION_SETS[seed % len(OPTION_SETS)], keep_history=False)
        state, r = game.state, random.Random(seed)
        while state.outcome is None:
            legal = RULES.legal_actions(state)
            assert len(set(legal)) == len(legal)  # no action listed twice
            seat = RULES.to_move(state)
            if state.phase == "action":
                listed = [a for a in legal if isinstance(a, Activate)]
                assert set(listed) == set(brute_force_activations(state, seat))
                uses = [a for a in legal if isinstance(a, Use)]
                assert set(uses) == set(brute_force_uses(state, seat))
                seen["activate"] += len(listed)
                seen["use"] += len(uses)
            elif state.phase == "reaction":
                listed = reactions(state)
                assert set(listed) == set(brute_force_reactions(state, seat))
                seen["react"] += len(listed)
            RULES.apply(state, r.choice(legal))
    assert all(n > 20 for n in seen.values()), seen
