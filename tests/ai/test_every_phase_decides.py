"""Issue 30: the computer plays every phase of every game. Seeded random games of each game
(Steam Torpedo in each build, Carrier Strike with two and four players) are played until
every phase of the game's phase table has been met; in the first position of each phase the
search decides at every level, from the seat's view alone, and must name a legal move. A
failure here is what `--simulate --players` counts as a decision that fell back.

The levels differ only in their playouts and time cap (game/ai/__init__.py LEVELS): each
is run on a small share of its playouts (``scale``), with no time cap, so the test does not
depend on the machine's speed; the runs of docs/AI.md play whole games at full strength."""
import random

import pytest

from game import ai, games
from game.ai.players import decide
from game.session.game import Game

PLAYS = [("same4cats", {}), ("thunderbirds", {"campaign": "single mission"}), ("thunderbirds", {}),
         ("battaglia-navale", {}), ("battaglia-navale", {"aa_timing": "reply"}),
         ("steam-torpedo", {"build": "ready-made"}), ("steam-torpedo", {"build": "custom"}),
         ("steam-torpedo", {"build": "draft"}), ("carrier-strike", {}), ("carrier-strike", {"players": 4})]
MOVES = 3000     # random moves a game may take to meet its phases
SCALE = 0.02     # the share of each level's playouts


def phase_table(game_id: str) -> dict:
    return games.info(game_id).load(games.info(game_id).phases)


def first_positions(game_id: str, options: dict, met: set | None = None) -> dict:
    """phase -> a game standing at the first position of that phase with a choice to make,
    met in seeded random play; ``met`` gathers every phase met (a choice or not)."""
    rules = games.rules_for(game_id)
    table = phase_table(game_id)
    found: dict = {}
    met = set() if met is None else met
    for seed in range(1, 6):
        known = len(met)
        game = Game(rules, seed, options)
        chooser = random.Random(seed)
        for _ in range(MOVES):
            phase = getattr(game.state, "phase", None)
            met.add(phase)
            if game.outcome() is not None:
                break
            if phase not in found and len(game.legal_actions()) > 1:
                found[phase] = Game.replay(rules, game.seed, game.options, game.players, game.moves)
            game.play(chooser.choice(game.legal_actions()))
        if set(table) <= met or (seed > 1 and len(met) == known):
            break   # every phase met, or a seed that met no new one: more seeds would not either
    return found


@pytest.mark.parametrize("game_id, options", PLAYS, ids=[f"{g}-{'-'.join(map(str, o.values())) or 'default'}"
                                                          for g, o in PLAYS])
def test_the_search_decides_in_every_phase_at_every_level(game_id, options):
    met: set = set()
    found = first_positions(game_id, options, met)
    assert found, game_id
    MET.setdefault(game_id, set()).update(met)
    failed = []
    for phase, game in found.items():
        seat = game.to_move()
        view = game.rules.view(game.state, seat)
        for level in ai.LEVELS:
            seed = ai.search_seed(game.seed, seat, len(game.moves), level)
            try:
                d = decide(game.rules, view, seat, level, seed, quick_single=False, scale=SCALE, time_cap=False)
            except Exception as exc:  # noqa: BLE001 - each failure is listed, not only the first
                failed.append(f"{phase} at {level}: {exc.__class__.__name__}: {exc}")
                continue
            if d.notation not in game.legal_notations():
                failed.append(f"{phase} at {level}: {d.notation!r} is not legal")
    assert not failed, failed


MET: dict = {}   # game id -> the phases the plays above met


def test_the_plays_meet_every_phase_of_every_game():
    """What the test above searched covers each game's whole phase table (one with a single
    move is played at once, without a search, as the app does)."""
    for game_id in {g for g, _ in PLAYS}:
        if game_id not in MET:
            for g, options in PLAYS:
                if g == game_id:
                    first_positions(g, options, MET.setdefault(g, set()))
        missing = set(phase_table(game_id)) - MET[game_id]
        assert not missing, f"{game_id}: no play met {sorted(missing, key=str)}"
