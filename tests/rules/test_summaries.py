"""Each game says where it stands in one line of screen words (the Load screen, the
title): no seat or option code, no Python value."""
import random
import re

import pytest

from game import games, launch
from game.session.summary import describe

CODE = re.compile(r"None|\[|\]|\{|_|'")


def test_same4cats_names_the_mission_and_its_card():
    game = launch.new_game("same4cats", seed=3)
    card = game.rules.data.missions[game.state.mission_track[-1]].name
    assert describe(game) == f"mission 1 of 10, {card}, choosing the target"


def test_two_player_games_say_whose_move_it_is_in_screen_names():
    assert describe(launch.new_game("battaglia-navale", seed=3)) == "setting up, White to move"
    assert describe(launch.new_game("carrier-strike", seed=3)) == "setting up, Red to move"
    st = launch.new_game("steam-torpedo", seed=3)
    assert "Talion" in describe(st) or "Panzer La Rochelle" in describe(st)


def test_thunderbirds_counts_the_tour():
    assert describe(launch.new_game("thunderbirds", seed=3)) == "mission 1, 0 of 30 successful"


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_every_summary_is_screen_words_through_a_whole_game(game_id):
    game = launch.new_game(game_id, seed=11)
    chooser = random.Random(11)
    seen = set()
    while game.outcome() is None and len(game.history) < 3000:
        game.play(chooser.choice(game.legal_actions()))
        if len(game.history) % 37 == 0:
            seen.add(describe(game))
    seen.add(describe(game))
    for line in seen:
        assert line and not CODE.search(line), line
    if game.outcome() is not None:
        assert describe(game).startswith("over") or ", over: " in describe(game)
