"""Issue 33: tools/solitaire_play.py plays a solitaire game by a policy and counts what a
player counts (missions flown and succeeded, crews, medals) from the game's own state."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import solitaire_play  # noqa: E402


def test_a_campaign_of_the_same_4_cats_is_played_to_its_end_and_counted():
    line = solitaire_play.play_one(("same4cats", "greedy", 3, None, 1))
    assert line["game"] == "same4cats" and not line["capped"] and line["moves"] > 0
    assert 1 <= line["missions"] and 0 <= line["successful"] <= line["missions"] and line["crews_lost"] in (0, 1)
    again = solitaire_play.play_one(("same4cats", "greedy", 3, None, 1))
    assert again == line   # a seed's game is the same whenever it is played


def test_thunderbirds_plays_the_first_missions_of_a_tour_and_counts_the_crews_back():
    line = solitaire_play.play_one(("thunderbirds", "policy", 5, None, 2))
    assert line["missions"] == 2 and line["first"] == 2
    assert 0 <= line["successful"] <= 2 and 0 <= line["returned"] <= 2 and line["men_lost"] >= 0


def test_thunderbirds_plays_a_whole_tour_to_its_30th_successful_mission():
    # TaW 5.0: a tour is over at its 30th successful mission; --missions 0 plays it all
    line = solitaire_play.play_one(("thunderbirds", "policy", 5, None, 0))
    assert line["first"] == 0 and not line["capped"] and line["successful"] == 30
    assert line["missions"] > 30 and 0 <= line["returned"] <= line["missions"]
    row = solitaire_play.table([line])[2]
    assert row.startswith("| Thunderbirds at War: the tour policy | 1 whole tour | ")
    assert f"| 30 in {line['missions']}.00 (" in row


def test_whole_tours_count_medals_per_mission_flown_over_tours_of_every_length():
    # a tour of more missions has more chances at an award (TaW 7.11): per mission, its interval over the tours
    rows = [{"game": "thunderbirds", "policy": "greedy", "level": None, "first": 0, "seed": s, "missions": 40,
             "successful": 30, "returned": 5, "men_lost": 0, "medals": m} for s, m in ((1, 1), (2, 3))]
    row = solitaire_play.table(rows)[2]
    assert row.endswith("; a mission 0.050 (0.001-0.099) |")   # 4 of 80; 1.96 * sqrt(2 * 2 / 1) / 80 = 0.049


def test_the_summary_reads_rates_per_mission_flown():
    rows = [{"game": "same4cats", "policy": "greedy", "level": None, "first": None, "seed": s, "missions": 4,
             "successful": s % 2, "medals": 0, "crews_lost": 1} for s in range(1, 11)]
    table = solitaire_play.table(rows)
    assert table[2].startswith("| The Same 4 Cats: greedy | 10 campaigns | 12.5% (")   # 5 of 40 missions
    assert "shot down in 100.0% (" in table[2] and "of campaigns" in table[2]


def test_the_hint_player_plays_the_move_the_hint_names_not_the_search_s_most_tried():
    # The Same 4 Cats, a policy campaign of seed 11 after 2 moves: the search's most tried move at
    # Easy and the move the hint names after measuring its card differ (game/ai/mcts.py)
    import hint_positions
    from game.ai import search_seed
    from game.ai.players import decide
    game = hint_positions.from_policy("same4cats", 1, 11)[0]["_game"]
    seat, rules = game.to_move(), game.rules
    seed = search_seed(game.seed, seat, len(game.history), "hint")
    view = rules.view(game.state, seat)
    named = decide(rules, view, seat, "easy", seed, quick_single=False, time_cap=False).notation
    most_tried = decide(rules, view, seat, "easy", seed, time_cap=False).notation
    assert named != most_tried
    assert solitaire_play.HintPlayer("easy").choose(game) == named
