"""Issue 14: a save records the computer's seats and levels; loading resumes them; the game
replays exactly from its seed and moves (the computer's moves are in the move list)."""
import pytest
import yaml

from game import launch
from game.ai.players import SearchPlayer
from game.session import saves


def test_computer_seats_saved_and_loaded_with_the_moves(tmp_path):
    game = launch.new_game("steam-torpedo", seed=8)
    game.computer = {"rochelle": "hard"}
    computer = SearchPlayer("easy", scale=0.2)
    for _ in range(12):
        if game.to_move() == "rochelle":
            game.play(computer.choose(game))
        else:
            game.play(game.legal_actions()[0])
    path = tmp_path / "vs-computer.yaml"
    saves.save(game, path)
    doc = yaml.safe_load(path.read_text())
    assert doc["computer"] == {"rochelle": "hard"}
    back = launch.load_game(path)
    assert back.computer == {"rochelle": "hard"}
    assert back.moves == game.moves
    assert back.rules.view(back.state, "talion").__dict__.keys() == game.rules.view(game.state, "talion").__dict__.keys()
    assert back.state.rng._random.getstate() == game.state.rng._random.getstate()


def test_a_game_of_people_writes_no_computer_key(tmp_path):
    game = launch.new_game("battaglia-navale", seed=2)
    path = tmp_path / "people.yaml"
    saves.save(game, path)
    assert "computer" not in yaml.safe_load(path.read_text())
    assert launch.load_game(path).computer == {}


@pytest.mark.parametrize("computer, problem", [
    ({"rochelle": "genius"}, "'computer' must map seats to a level"),
    (["rochelle"], "'computer' must map seats to a level"),
    ({"nemo": "easy"}, "'computer' names a seat the game does not have: nemo"),
])
def test_bad_computer_seats_are_refused_naming_the_file(tmp_path, computer, problem):
    game = launch.new_game("steam-torpedo", seed=8)
    path = tmp_path / "bad.yaml"
    doc = saves.to_document(game)
    doc["computer"] = computer
    path.write_text(yaml.safe_dump(doc))
    before = path.read_bytes()
    with pytest.raises(saves.SaveError) as err:
        launch.load_game(path)
    assert str(path) in str(err.value) and problem in str(err.value)
    assert path.read_bytes() == before
