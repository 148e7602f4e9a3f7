"""Issue 33: a game's levels may be its own (ai.SEAT_KINDS): Carrier Strike's Hard judges by
the weights fitted on games, its Normal is the hand's 60 playouts, its Easy the hand's 5. A
computer seat plays its game's kind at its level, in the app and at an online table; the hint
keeps the level's own budget."""
import asyncio
import random

import pytest

from game import games
from game.ai import LEVELS, level_kind, seat_kind
from game.ai.players import budget, decide
from game.net.server import Server
from game.net.table import Table
from game.session.game import Game


def test_carrier_strike_has_its_own_levels_and_the_other_games_their_budgets():
    assert [seat_kind("carrier-strike", lv) for lv in LEVELS] == ["easy+p5", "normal+p60", "hard@fitted+p60"]
    for game_id in ("battaglia-navale", "steam-torpedo", "same4cats", "thunderbirds"):
        assert [seat_kind(game_id, lv) for lv in LEVELS] == list(LEVELS)


def test_a_kind_names_its_level_evaluation_and_playouts():
    assert level_kind("hard") == ("hard", None, 1.0, None)
    assert level_kind("easy@fitted") == ("easy", "fitted", 1.0, None)
    assert level_kind("normal+w4") == ("normal", None, 1.0, 4)
    assert level_kind("easy+p20")[:2] == ("easy", None)
    assert budget("easy+p20") == (20, LEVELS["easy"][1], 1)   # 20 playouts, Easy's time cap
    assert budget("easy+p20", scale=0.5) == (10, LEVELS["easy"][1], 1)
    for bad in ("expert", "easy@guess", "easy+p0", "easy+plan", "easy+p20+p30", "normal+w0"):
        with pytest.raises(ValueError, match="unknown computer level"):
            level_kind(bad)


def position(seed=5, moves=40):
    game = Game(games.rules_for("carrier-strike"), seed)
    r = random.Random(seed)
    for _ in range(moves):
        game.play(r.choice(game.legal_actions()))
    while len(game.legal_actions()) < 3:
        game.play(r.choice(game.legal_actions()))
    return game


def test_a_fitted_kind_decides_as_the_level_judging_by_the_fitted_weights():
    game = position()
    rules, seat = game.rules, game.to_move()
    view = rules.view(game.state, seat)
    kind = decide(rules, view, seat, "easy@fitted", 99, time_cap=False, quick_single=False)
    level = decide(rules, view, seat, "easy", 99, time_cap=False, quick_single=False, evaluation="fitted")
    hand = decide(rules, view, seat, "easy", 99, time_cap=False, quick_single=False)
    assert (kind.notation, kind.estimate, kind.top) == (level.notation, level.estimate, level.top)
    assert kind.estimate != hand.estimate   # (judged by other weights: another chance)
    few = decide(rules, view, seat, "easy+p20", 99, time_cap=False)
    assert few.playouts == 20 and level.playouts == 60
    hard = decide(rules, view, seat, "hard@fitted+p60", 99, time_cap=False, quick_single=False)
    assert (hard.notation, hard.estimate, hard.top) == (kind.notation, kind.estimate, kind.top)   # (the arena's easy@fitted)
    assert budget("hard@fitted+p60")[1] == LEVELS["hard"][1]   # ... under Hard's time cap


def test_the_servers_computer_seat_plays_its_games_kind(tmp_path, monkeypatch):
    server = Server(tmp_path)
    searched = []

    async def search(table, seat, level, measured=False):
        searched.append(level)
        return str(table.game.legal_actions()[0])

    monkeypatch.setattr(server, "_search", search)
    probe = Game(games.rules_for("carrier-strike"), 3)
    table = Table.new("ABCD", "carrier-strike", {}, {probe.to_move(): "normal"}, 3)
    server.tables[table.code] = table
    monkeypatch.setattr(server, "_writer", lambda table: None, raising=False)
    asyncio.run(server._computer_move(table))
    assert searched == ["normal+p60"]   # Carrier Strike's Normal: the hand's 60 playouts


def test_simulate_plays_a_level_as_the_app_does(monkeypatch):
    """`sortie --simulate carrier-strike --players hard,easy`: Carrier Strike's own Hard and Easy."""
    from game import __main__ as cli
    from game.ai import players
    made = []

    def make(kind, seed, *args, **kw):
        made.append(kind)
        return players.RandomPlayer(seed)

    monkeypatch.setattr(players, "make_player", make)
    cli.simulate("carrier-strike", 1, 5, ["hard", "easy"])
    assert made == ["hard@fitted+p60", "easy+p5"]
