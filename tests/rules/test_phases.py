"""Each game's phase table and ends (game/rules/phases.py, game/rules/<game>/phases.py)
checked against its engine: every phase played is in the table and its rule is a section
of the rulebook; a phase marked ``ends_turn`` is exactly one whose moves pass the turn to
the other side; every end of a game is one of the game's ``ENDS``."""
from __future__ import annotations

import functools
import importlib
import random
from pathlib import Path

import pytest

from game import launch, rulebook
from game.rules.core import RuleError
from game.rules.phases import Phase, phase_table

GAMES = ("same4cats", "battaglia-navale", "thunderbirds", "steam-torpedo", "carrier-strike")
ROOT = Path(__file__).resolve().parents[2]
# the event that starts the next turn, and the seat or side it names, in the hot-seat games
TURN_EVENT = {"battaglia-navale": ("turn_end", "next"), "steam-torpedo": ("turn", "seat"),
              "carrier-strike": ("turn", "side")}
SEEDS = {"same4cats": 6, "battaglia-navale": 3, "thunderbirds": 3, "steam-torpedo": 6, "carrier-strike": 30}
CAP = {"battaglia-navale": 1500, "thunderbirds": 4000, "carrier-strike": 3000}  # moves a game at most (else 400): to reach the ends
OPTIONS = {"thunderbirds": {"tour_length": 5}}  # a short tour, to reach its end


def phases_of(game_id: str):
    return importlib.import_module(f"game.rules.{game_id.replace('-', '_')}.phases")


@functools.lru_cache(maxsize=None)
def random_games(game_id: str) -> tuple:
    """(phase before, seat before, the move's events, phase after, seat to move after, how
    the game ended after or None) for every move of a few seeded random games; played once
    for the tests below."""
    out = []
    for seed in range(1, SEEDS[game_id] + 1):
        game = launch.new_game(game_id, seed=seed, options=OPTIONS.get(game_id))
        chooser = random.Random(seed)
        for _ in range(CAP.get(game_id, 400)):
            if game.outcome() is not None:
                break
            phase, seat = game.state.phase, game.to_move()
            events = game.play(chooser.choice(game.legal_actions()))
            out_ = game.outcome()
            out.append((phase, seat, events, game.state.phase, game.to_move() if out_ is None else None,
                        out_.kind if out_ is not None else None))
    return tuple(out)


def test_a_phase_named_twice_is_refused():
    with pytest.raises(ValueError):
        phase_table(Phase("turn", "BN Start", "Play"), Phase("turn", "BN Start", "Play again"))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_phase_cites_a_section_of_its_rulebook(game_id):
    blocks = rulebook.parse((ROOT / "assets" / "rulebooks" / f"{game_id}.txt").read_text(encoding="utf-8"))
    for phase in phases_of(game_id).PHASES.values():
        assert rulebook.find(blocks, phase.rule) is not None, (phase.name, phase.rule)
        assert phase.prompt, phase.name


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_holds_every_phase_played_and_ends_turn_says_which_pass_the_turn(game_id):
    table = phases_of(game_id).PHASES
    ended: set = set()
    last_turn = None
    for phase, seat, events, phase_after, to_move, _end in random_games(game_id):
        assert phase in table and phase_after in table
        if game_id not in TURN_EVENT:
            assert to_move in (seat, None)  # a solitaire game: the play never passes
            continue
        kind, field = TURN_EVENT[game_id]
        for e in events:
            if e.kind != kind or e.data.get("turn") == 1:  # (the first turn starts when setting up ends)
                continue
            assert table[phase].ends_turn, f"{phase} ended a turn"
            ended.add(phase)
            if kind == "turn_end":
                assert e.data["next"] != e.data["side"] and to_move in (e.data["next"], None)
            elif last_turn is not None:
                assert e.data[field] != last_turn  # the turn passed to the other side
        for e in events:
            if e.kind == "turn":
                last_turn = e.data[field]
    assert ended == {p.name for p in table.values() if p.ends_turn}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_end_is_one_of_the_game_s_ends(game_id):
    ends = phases_of(game_id).ENDS
    assert len(set(ends)) == len(ends)
    seen = set()
    for *_, end in random_games(game_id):
        if end is not None:
            seen.add(end)
    assert seen and seen <= set(ends)


@pytest.mark.parametrize("game_id, move", [("battaglia-navale", "end"), ("steam-torpedo", "end"),
                                           ("carrier-strike", "end"), ("thunderbirds", "fly")])
def test_a_move_of_another_phase_is_refused_with_the_phase_s_rule(game_id, move):
    game = launch.new_game(game_id, seed=1)
    phase = phases_of(game_id).PHASES[game.state.phase]
    with pytest.raises(RuleError) as err:
        game.play(move)
    assert err.value.rule == phase.rule
    if game_id == "battaglia-navale":
        assert err.value.reason == phase.prompt
    elif game_id != "thunderbirds":
        assert err.value.reason.endswith(f"must {phase.prompt}")
