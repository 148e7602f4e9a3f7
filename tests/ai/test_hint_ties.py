"""The hint names the move its measure finds best, and of moves it cannot tell apart the one
the game's policy ranks first, so that asked again with other search seeds it names the same
move (issue 33; game/ai/mcts.py ``_measured_top``)."""
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import hint_positions  # noqa: E402

from game import games  # noqa: E402
from game.ai import adapter_for, mcts  # noqa: E402
from game.ai.players import decide  # noqa: E402
from game.rules.thunderbirds.policy import TourPolicy  # noqa: E402
from game.session.game import Game  # noqa: E402


def _position(game_id: str, seed: int):
    game = hint_positions.from_policy(game_id, 1, seed)[0]["_game"]
    return game, game.to_move()


def _hint(game, seat, seed: int, scale: float):
    rules = game.rules
    return decide(rules, rules.view(game.state, seat), seat, "hard", seed, quick_single=False, scale=scale,
                  time_cap=False)


def test_two_moves_of_equal_worth_are_named_alike_whatever_the_search_seed():
    # Thunderbirds at War, a policy tour of seed 93 after 33 moves: fly on or repair first, the
    # mission's chances the same either way (the search's tries split about evenly between them)
    game, seat = _position("thunderbirds", 93)
    assert sorted(game.legal_notations()) == ["fly", "repair"]
    hints = [_hint(game, seat, seed, 0.1) for seed in range(5)]
    assert {d.notation for d in hints} == {"repair"}           # the tour policy's choice, every time
    assert str(TourPolicy(game.rules, 0).choose(game.state)) == "repair"
    for d in hints:
        assert [t["notation"] for t in d.top] == ["repair", "fly"] and all(t["tied"] for t in d.top)
        assert d.estimate == d.top[0]["estimate"] and d.measured == d.top[0]["measured"]


def test_a_move_measured_worse_beyond_doubt_is_never_named_nor_marked_as_good():
    # The Same 4 Cats, a campaign of seed 1 after 20 moves: abort the mission (about 21 in 100)
    # is worth far more than drawing on (about 12), though the search's tries may favour either
    game, seat = _position("same4cats", 1)
    for seed in range(5):
        d = _hint(game, seat, seed, 0.3)
        assert d.notation == "abort"
        first = d.top[0]
        assert first["tied"] and first["measured_from"] == 150 * 4   # (Same4Cats.hint_measure)
        for t in d.top[1:]:
            assert not t["tied"] and t["measured"] < first["measured"]


@pytest.mark.parametrize("game_id,seed", [("same4cats", 4), ("thunderbirds", 2)])
def test_the_card_names_first_a_move_no_other_on_it_beats_beyond_doubt(game_id, seed):
    game, seat = _position(game_id, seed)
    d = _hint(game, seat, 7, 0.2)
    first, rest = d.top[0], d.top[1:]
    assert d.notation == first["notation"] and first["tied"]
    # the tied ones first, then the others best measured first; none of those beats the first
    assert [t["tied"] for t in rest] == sorted((t["tied"] for t in rest), reverse=True)
    assert all(t["measured"] < first["measured"] for t in rest if not t["tied"])


def test_a_move_measured_with_the_same_numbers_meets_the_same_samples_and_dice():
    # common random numbers: the i-th playout of every move measured with one ``common`` comes
    # from the same generator, so one move measured twice gives the same rewards, playout by playout
    game, seat = _position("same4cats", 1)
    rules = game.rules
    adapter = adapter_for(rules)
    view = rules.view(game.state, seat)
    once, _ = mcts.measure_each(rules, adapter, view, seat, seat, "abort", 40, 30, 12345)
    again, _ = mcts.measure_each(rules, adapter, view, seat, seat, "abort", 40, 30, 12345)
    other, _ = mcts.measure_each(rules, adapter, view, seat, seat, "abort", 40, 30, 54321)
    assert len(once) == 40 and once == again and once != other


def test_moves_a_fraction_of_a_point_apart_are_as_good_as_each_other():
    # Carrier Strike, a kept arena game (greedy vs random, seed 69) after 2297 moves: every plane's
    # next hex measures 96% to the third decimal; on the same futures a difference of 0.03 points
    # is sure, but which move is ahead changes with the samples: within a point, all as good
    rules = games.rules_for("carrier-strike")
    row = next(r for r in hint_positions.kept_games("carrier-strike", pairings=["greedy-random"]) if r["seed"] == 69)
    game = Game.replay(rules, 69, row.get("options"), None, row["played"][:2297])
    seat = game.to_move()
    hints = [_hint(game, seat, seed, 0.1) for seed in range(3)]
    assert len({d.notation for d in hints}) == 1
    for d in hints:
        assert all(t["tied"] for t in d.top) and len(d.top) == 3
        assert max(t["measured"] for t in d.top) - min(t["measured"] for t in d.top) < 0.01


@pytest.mark.parametrize("game_id,seed,candidates,times", [("battaglia-navale", 4, 6, 1), ("same4cats", 1, 3, 4)])
def test_a_game_measures_as_many_moves_as_it_says_by_as_many_playouts(monkeypatch, game_id, seed, candidates, times):
    # Battaglia Navale measures the search's six most visited moves (near-equal moves share the
    # tries unevenly from one search to the next); The Same 4 Cats measures by four times the
    # playouts (its card shows the chances as measured) and ties what the level's own measure
    # could not tell apart: z scaled by the square root of four
    if game_id in hint_positions.TWO_PLAYER:
        game = hint_positions.from_arena(game_id, 1, seed, pairings=["greedy-random"])[0]["_game"]
    else:
        game = hint_positions.from_policy(game_id, 1, seed)[0]["_game"]
    seat = game.to_move()
    adapter = adapter_for(game.rules)
    assert (adapter.hint_candidates, adapter.hint_measure) == (candidates, times)
    measured, zs = [], []
    real_measure, real_tie = mcts.measure_each, mcts._no_worse
    monkeypatch.setattr(mcts, "measure_each", lambda *a: measured.append((a[5], a[6])) or real_measure(*a))
    monkeypatch.setattr(mcts, "_unclear", lambda rewards, base: [])   # (the first measure alone: tested below)
    monkeypatch.setattr(mcts, "_no_worse", lambda best, other, base: zs.append(
        mcts.TIE_Z * (min(len(best), len(other)) / base) ** 0.5) or real_tie(best, other, base))
    d = _hint(game, seat, 3, 0.1)   # 100 playouts: the level's measure 50 a move
    legal = len(game.legal_notations())   # (31 and 3: the search's most visited and the policy's favourite)
    assert candidates <= len(measured) <= min(candidates + 1, legal) and len({m for m, _ in measured}) == len(measured)
    assert {n for _, n in measured} == {50 * times} and d.top[0]["measured_from"] == 50 * times
    assert zs and all(z == pytest.approx(mcts.TIE_Z * times ** 0.5) for z in zs)


def test_a_tie_the_measure_leaves_unclear_is_measured_again_and_a_clear_one_is_not():
    """Issue 33: where a move's paired difference from the best lies within one standard error
    of the band (``_unclear``), the two are measured again by three times the playouts more; a
    clear difference or a clear tie is measured once. Rewards of 500 playouts, the level's own."""
    zeros = [0.0] * 500
    def best_by(k: int) -> list:   # better than zeros in k of the 500 futures, by a whole win
        return [1.0] * k + [0.0] * (500 - k)
    assert mcts._unclear({"a": best_by(50), "b": zeros}, 500) == []          # 10 points ahead: clear
    assert mcts._unclear({"a": zeros, "b": list(zeros)}, 500) == []          # the same futures alike: a clear tie
    behind = [1.0] * 45 + [0.0] * 455   # the best but in 5 futures: a point behind it
    assert mcts._unclear({"a": behind, "b": zeros, "c": best_by(50)}, 500) == ["c", "a"]   # b 10 points behind: clear
    # 1.4 points ahead, of 500: within one standard error (0.53) of the band's edge (1.03 points)
    assert mcts._unclear({"a": best_by(7), "b": zeros}, 500) == ["a", "b"]
    # the same 1.4 points of 2,000 futures: the same band (in points), its error half: clear
    assert mcts._unclear({"a": [1.0] * 28 + [0.0] * 1972, "b": [0.0] * 2000}, 500) == []


def test_a_measure_goes_on_with_the_futures_that_follow_the_first():
    game, seat = _position("same4cats", 12)
    rules = game.rules
    adapter = adapter_for(rules)
    view = rules.view(game.state, seat)
    side = adapter.side(view, seat)
    whole, _ = mcts.measure_each(rules, adapter, view, seat, side, "draw", 40, adapter.playout_depth, 7)
    first, _ = mcts.measure_each(rules, adapter, view, seat, side, "draw", 10, adapter.playout_depth, 7)
    rest, _ = mcts.measure_each(rules, adapter, view, seat, side, "draw", 30, adapter.playout_depth, 7, 10)
    assert first + rest == whole and len(set(whole)) > 1


def test_the_card_shows_the_moves_measured_again_by_their_playouts(monkeypatch):
    """The moves ``_unclear`` names are measured again (the card's "from N playouts" says so);
    the others keep the first measure."""
    game, seat = _position("same4cats", 12)
    asked = []
    def unclear(rewards, base):
        asked.append(sorted(rewards))
        return sorted(rewards)[:2]
    monkeypatch.setattr(mcts, "_unclear", unclear)
    d = _hint(game, seat, 1, 0.1)   # 100 playouts: the level's measure 50 a move, four times that here
    again = set(asked[0][:2])
    assert len(asked) == 1 and len(d.top) == 3
    assert {t["notation"]: t["measured_from"] for t in d.top} == {
        k: 200 * (4 if k in again else 1) for k in asked[0]}
