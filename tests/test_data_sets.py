"""Playing with a player's data set (issue 18): chosen at the start, checked (never trusted),
recorded in the save (name and content hash), used by a load, the replay, the search's
process and --simulate; House again for every game without it."""
from __future__ import annotations

import pytest

from game import datasets, games, launch
from game.datacheck import BadData
from game.session import saves
from game.session.game import Game


def _edit(path, old: str, new: str, after: str = "") -> int:
    """Replace the first `old` (after `after`) in a file by `new`; the 1-based line it was on."""
    text = path.read_text(encoding="utf-8")
    at = text.index(old, text.index(after) if after else 0)
    path.write_text(text[:at] + new + text[at + len(old):], encoding="utf-8")
    return text[:at].count("\n") + 1


def renamed_nelson_set(name="Renamed"):
    """A same4cats set in which the Nelson is called the Nelsen."""
    folder = datasets.new_set("same4cats", name)
    _edit(folder / "cards.yaml", "- name: Nelson", "- name: Nelsen")
    return folder


def a_seed_offering(ship: str, data_set=None) -> int:
    """The first seed whose new game (with `data_set`) offers `ship` as a target. The set is
    read and checked once (launch.new_game does it for every game: 70 ms), then the seeds are
    tried with its Rules (games.rules_for), as new_game makes them."""
    rules = games.rules_for("same4cats", None, data_set)
    for seed in range(1, 300):
        if f"target {ship}" in Game(rules, seed).legal_notations():
            return seed
    raise AssertionError(ship)


def test_a_broken_set_is_refused_at_game_start_with_its_lines_and_the_game_keeps_house():
    folder = datasets.new_set("carrier-strike", "Broken")
    line = _edit(folder / "data.yaml", "sink: {value: 2,", "sink: {value: lots,")
    before = launch.new_game("carrier-strike", seed=3)
    with pytest.raises(BadData) as caught:
        launch.new_game("carrier-strike", seed=3, data_set="Broken")
    lines = str(caught.value).splitlines()
    assert lines == [f"{folder / 'data.yaml'}:{line}: hits.sink.value: should be a whole number, not text"]
    assert before.data_set is None and before.rules.data.name is None   # refused: the game on House untouched
    assert "value: lots" in (folder / "data.yaml").read_text(encoding="utf-8")   # the file is untouched
    assert launch.new_game("carrier-strike", seed=3).legal_notations() == before.legal_notations()


def test_a_set_that_is_not_there_or_not_a_set_name_is_refused():
    with pytest.raises(datasets.SetMissing, match="not in your data sets folder"):
        launch.new_game("same4cats", seed=1, data_set="Nowhere")
    with pytest.raises(datasets.SetMissing):
        launch.new_game("same4cats", seed=1, data_set="../../elsewhere")


def test_a_set_and_house_alternate_between_games_of_the_same_game():
    renamed_nelson_set()
    seed = a_seed_offering("Nelsen", "Renamed")
    mine = launch.new_game("same4cats", seed=seed, data_set="Renamed")
    other = launch.new_game("same4cats", seed=seed)   # House, made after it
    assert "Nelson" in other.rules.data.ships and "Nelsen" not in other.rules.data.ships
    mine.play("target Nelsen")   # each game plays with its own data, whichever was made last
    assert (mine.data_set, mine.rules.data.key) == ("Renamed", ("Renamed", mine.data_hash))
    assert "Nelsen" in mine.rules.data.ships and "Nelson" not in mine.rules.data.ships
    other.play("target Nelson")
    assert other.data_set is None and "Nelson" in other.rules.data.ships


def test_a_save_with_a_set_records_it_and_loads_back_with_it(tmp_path):
    renamed_nelson_set()
    seed = a_seed_offering("Nelsen", "Renamed")
    game = launch.new_game("same4cats", seed=seed, data_set="Renamed")
    game.play("target Nelsen")
    game.play("draw")
    path = tmp_path / "with-set.yaml"
    saves.save(game, path)
    doc = saves.read_document(path)
    assert doc["data_set"] == {"name": "Renamed", "hash": game.data_hash}
    launch.new_game("same4cats", seed=1)   # House in between
    loaded = launch.load_game(path)
    assert (loaded.data_set, loaded.data_hash) == ("Renamed", game.data_hash)
    assert loaded.moves == game.moves and loaded.load_note == ""
    assert "Nelsen" in loaded.rules.data.ships


def test_a_save_whose_set_is_missing_is_refused_and_nothing_else_is_played(tmp_path):
    import shutil
    folder = renamed_nelson_set()
    game = launch.new_game("same4cats", seed=2, data_set="Renamed")
    path = tmp_path / "gone.yaml"
    saves.save(game, path)
    shutil.rmtree(folder)
    with pytest.raises(saves.SaveError, match='was played with the data set "Renamed"') as caught:
        launch.load_game(path)
    assert caught.value.partial is None


def test_a_save_whose_set_changed_says_which_move_no_longer_fits(tmp_path):
    folder = renamed_nelson_set()
    seed = a_seed_offering("Nelsen", "Renamed")
    game = launch.new_game("same4cats", seed=seed, data_set="Renamed")
    game.play("target Nelsen")
    path = tmp_path / "changed.yaml"
    saves.save(game, path)
    _edit(folder / "cards.yaml", "- name: Nelsen", "- name: Nelson")
    with pytest.raises(saves.SaveError) as caught:
        launch.load_game(path)
    message = caught.value.problem
    assert message == ("the data set \"Renamed\" changed since this game was saved: move 1 'target Nelsen' is refused: "
                       "no Target Ship card is called 'Nelsen'")
    assert caught.value.partial is not None and caught.value.partial.moves == []
    assert caught.value.partial.data_set == "Renamed"   # play on from there with the set as it is now


def test_a_save_whose_set_changed_but_whose_moves_still_fit_loads_and_says_so(tmp_path):
    folder = renamed_nelson_set()
    game = launch.new_game("same4cats", seed=2, data_set="Renamed")
    game.play(game.legal_notations()[0])
    path = tmp_path / "still-fits.yaml"
    saves.save(game, path)
    _edit(folder / "cards.yaml", "reason: Named in S4C 4.0", "reason: Named in the S4C 4.0")
    loaded = launch.load_game(path)
    assert loaded.moves == game.moves and loaded.data_hash != game.data_hash
    assert loaded.load_note == 'The data set "Renamed" changed since this game was saved; every move still fits it'


def test_a_save_whose_set_is_broken_now_gives_the_checkers_lines(tmp_path):
    folder = renamed_nelson_set()
    game = launch.new_game("same4cats", seed=2, data_set="Renamed")
    path = tmp_path / "broken.yaml"
    saves.save(game, path)
    line = _edit(folder / "cards.yaml", "targets: 2", "targets: two")
    with pytest.raises(saves.SaveError) as caught:
        launch.load_game(path)
    assert f"cards.yaml:{line}: missions[" in caught.value.problem
    assert "should be a whole number, not text" in caught.value.problem


@pytest.mark.parametrize("bad", [{"name": "x"}, {"name": 3, "hash": "1-00000000"}, "Mine",
                                 {"name": "Mine", "hash": "not a hash"}])
def test_a_save_with_a_malformed_data_set_entry_is_refused(tmp_path, bad):
    import yaml
    game = launch.new_game("same4cats", seed=2)
    doc = saves.to_document(game)
    doc["data_set"] = bad
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    with pytest.raises(saves.SaveError, match="'data_set' must give the data set's name and hash"):
        launch.load_game(path)


class _Conn:
    """The worker's end of the pipe, in this process: the requests given, the answers kept."""

    def __init__(self, requests):
        self.requests, self.sent = list(requests) + [None], []

    def recv(self):
        return self.requests.pop(0)

    def send(self, answer):
        self.sent.append(answer)


def test_the_search_process_plays_with_the_games_set():
    from game.ai.worker import _serve
    renamed_nelson_set()
    seed = a_seed_offering("Nelsen", "Renamed")
    game = launch.new_game("same4cats", seed=seed, data_set="Renamed")
    game.play("target Nelsen")
    request = {"id": 1, "game": "same4cats", "map": None, "data_set": game.data_set, "data_hash": game.data_hash,
               "seed": game.seed, "options": dict(game.options), "players": list(game.players),
               "moves": list(game.moves), "seat": game.to_move(), "level": "easy", "search_seed": 3}
    conn = _Conn([request])
    _serve(conn)
    answer = conn.sent[0]
    assert "error" not in answer, answer
    assert answer["notation"] in game.legal_notations()


def test_the_simulator_plays_with_a_set(capsys):
    from game.__main__ import main
    folder = datasets.new_set("carrier-strike", "Broken")
    _edit(folder / "data.yaml", "sink: {value: 2,", "sink: {value: lots,")
    assert main(["--simulate", "carrier-strike", "--games", "1", "--data-set", "Broken"]) == 2
    assert "hits.sink.value: should be a whole number" in capsys.readouterr().err
    renamed_nelson_set()
    assert main(["--simulate", "same4cats", "--games", "2", "--data-set", "Renamed"]) == 0


def test_house_games_keep_the_fast_path_and_never_read_a_set():
    game = Game(launch.games.rules_for("same4cats"), 5)
    assert game.data_set is None and game.rules.data.key is None
    assert saves.to_document(game).get("data_set") is None


def test_the_replay_view_steps_through_a_game_with_its_set():
    from game.session.timeline import Timeline
    renamed_nelson_set()
    seed = a_seed_offering("Nelsen", "Renamed")
    game = launch.new_game("same4cats", seed=seed, data_set="Renamed")
    game.play("target Nelsen")
    game.play("draw")
    launch.new_game("same4cats", seed=1)   # a game on House made since
    timeline = Timeline(game)
    assert timeline.position(1).target == "Nelsen"
    launch.new_game("same4cats", seed=1)
    assert timeline.at(2).moves == ["target Nelsen", "draw"]
    assert timeline.at(2).rules.data.key == ("Renamed", game.data_hash)


def test_the_command_line_takes_a_set_with_a_game_only(capsys):
    from game.__main__ import main
    assert main(["--data-set", "Mine"]) == 2
    assert "--data-set does not apply to the title screen (it goes with GAME" in capsys.readouterr().err
    assert main(["--simulate", "same4cats", "--games", "1", "--data-set", "Nowhere"]) == 2
    err = capsys.readouterr().err
    assert err.startswith('sortie: the data set "Nowhere" is not in your data sets folder')
    assert "Traceback" not in err


def test_a_save_naming_a_set_outside_the_sets_folder_is_refused(tmp_path):
    import yaml
    outside = tmp_path / "elsewhere"
    game = launch.new_game("same4cats", seed=2)
    doc = saves.to_document(game)
    doc["data_set"] = {"name": "../../elsewhere", "hash": "1-00000000"}
    path = tmp_path / "outside.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    with pytest.raises(saves.SaveError, match="is not in your data sets folder"):
        launch.load_game(path)
    assert not outside.exists()


def side_by_side(house_game, set_game, moves: int) -> tuple[str, str]:
    """Play a game on House and one on a set (whose edit changes only names: the same draws)
    move for move in turn, random moves, each move taken back and played again where it may be;
    check that each replays from its own Rules to its own log. Their logs, as text."""
    import random
    chooser = random.Random(1)
    for _ in range(moves):
        if house_game.outcome() is not None:
            break
        legal = house_game.legal_notations()
        assert set_game.legal_notations() == legal
        move = chooser.choice(legal)
        for game in (house_game, set_game):
            game.play(move)
            if game.can_undo(game.last_seat()):
                assert game.undo(game.last_seat()) == move
                game.play(move)
    for game in (house_game, set_game):
        again = Game.replay(game.rules, game.seed, game.options, game.players, game.moves)
        assert [e.text for e in again.log()] == [e.text for e in game.log()]
    return " ".join(e.text for e in house_game.log()), " ".join(e.text for e in set_game.log())


def test_two_games_with_different_data_play_side_by_side_in_one_process():
    """Data is a value (game/rules/gamedata.py): each game's Rules carry their own, so a game on
    House and one on a player's set, played move for move in turn, each keep theirs (their
    log, undo and replay too)."""
    folder = datasets.new_set("battaglia-navale", "Dreadnought")
    _edit(folder / "rules.yaml", "name: Battleship", "name: Dreadnought")
    house_game = launch.new_game("battaglia-navale", seed=3)
    set_game = launch.new_game("battaglia-navale", seed=3, data_set="Dreadnought")
    assert house_game.rules.data is not set_game.rules.data
    house_log, set_log = side_by_side(house_game, set_game, 12)
    assert "Battleship" in house_log and "Dreadnought" not in house_log
    assert "Dreadnought" in set_log and "Battleship" not in set_log


def test_two_campaigns_of_the_same_4_cats_with_different_data_play_side_by_side():
    """The Same 4 Cats' Rules carry their data too (rules/same4cats/data.py): a campaign on
    House and one on a set whose North Africa missions are named Nordafrica, played move for
    move in turn, each name their mission from their own cards (log, summary, undo, replay)."""
    folder = datasets.new_set("same4cats", "Nordafrica")
    cards = folder / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("name: North Africa", "name: Nordafrica"),
                     encoding="utf-8")
    house_rules = games.rules_for("same4cats")
    seed = next(s for s in range(1, 100) if Game(house_rules, s).state.mission.name == "North Africa")
    house_game = launch.new_game("same4cats", seed=seed)
    set_game = launch.new_game("same4cats", seed=seed, data_set="Nordafrica")
    assert house_game.rules.data is not set_game.rules.data
    assert house_game.rules.summary(house_game.state).startswith("mission 1 of 10, North Africa,")
    assert set_game.rules.summary(set_game.state).startswith("mission 1 of 10, Nordafrica,")
    house_log, set_log = side_by_side(house_game, set_game, 20)
    assert "North Africa" in house_log and "Nordafrica" not in house_log
    assert "Nordafrica" in set_log and "North Africa" not in set_log


def test_two_steam_torpedo_games_with_different_cards_play_side_by_side_in_one_process():
    """Steam Torpedo's data is a value too (game/rules/steam_torpedo/data.py): a game on House
    and one on a set in which one compartment card has another name, played move for move in
    turn, each name that card as its own data does, in the log, after an undo and in a replay."""
    import random
    house_game = launch.new_game("steam-torpedo", seed=3)
    card = house_game.state.subs["talion"].at("a1").card   # the card the first swap moves
    folder = datasets.new_set("steam-torpedo", "Brass")
    _edit(folder / "compartments.yaml", f"name: {card.name}", f"name: Brass {card.name}", after=f"id: {card.id}")
    set_game = launch.new_game("steam-torpedo", seed=3, data_set="Brass")
    assert house_game.rules.data is not set_game.rules.data
    chooser, move = random.Random(1), "swap a1 b1"
    for _ in range(20):
        house_game.play(move)
        set_game.play(move)
        legal = house_game.legal_notations()
        assert set_game.legal_notations() == legal   # only a name differs
        move = chooser.choice(legal)
    assert set_game.can_undo(set_game.last_seat())
    set_game.play(set_game.undo(set_game.last_seat()))   # the set's position again, from its snapshot
    house_log = [e.text for e in house_game.log()]
    set_log = [e.text for e in set_game.log()]
    assert any(f"swaps {card.name}" in t or f"and {card.name}" in t for t in house_log)
    assert "Brass" not in " ".join(house_log)
    assert any(f"Brass {card.name}" in t for t in set_log)
    assert [t.replace(f"Brass {card.name}", card.name) for t in set_log] == house_log
    again = Game.replay(set_game.rules, 3, set_game.options, set_game.players, set_game.moves)
    assert [e.text for e in again.log()] == set_log


def test_two_thunderbirds_tours_with_different_data_fly_side_by_side_in_one_process():
    """Thunderbirds at War's rules and positions carry their data (data.Data): a tour on House
    and one on a set whose roster names another man, played move for move in turn, each
    recruit from their own list (their log, undo and replay too)."""
    folder = datasets.new_set("thunderbirds", "Canadians")
    _edit(folder / "tables.yaml", "[Dowie,", "[Dowding,")
    house_game = launch.new_game("thunderbirds", seed=3)
    set_game = launch.new_game("thunderbirds", seed=3, data_set="Canadians")
    assert set_game.state.data is set_game.rules.data and house_game.state.data is house_game.rules.data
    house_log, set_log = side_by_side(house_game, set_game, 40)
    assert "Dowie" in house_log and "Dowding" not in house_log
    assert "Dowding" in set_log and "Dowie" not in set_log


def test_two_carrier_strike_games_with_different_data_play_side_by_side_in_one_process():
    """Carrier Strike's Rules carry their data too: a game on a set whose T/F die has one T
    face (House's has three) and a game on House, played in turn with the same seed, each roll
    their own die (CS Carriers 1-2), and a replay rolls the same."""
    import random
    folder = datasets.new_set("carrier-strike", "Full ahead")
    _edit(folder / "data.yaml", 'value: ["T", "T", "T", "F", "F", "F"]', 'value: ["T", "F", "F", "F", "F", "F"]')
    house_game = launch.new_game("carrier-strike", seed=3)
    set_game = launch.new_game("carrier-strike", seed=3, data_set="Full ahead")
    assert house_game.rules.data is not set_game.rules.data
    assert set_game.state.data is set_game.rules.data and house_game.state.data is house_game.rules.data
    chooser = random.Random(1)
    while house_game.state.phase != "choose":   # placements and pilot discs: the same for both
        legal = house_game.legal_notations()
        assert set_game.legal_notations() == legal
        move = chooser.choice(legal)
        house_game.play(move)
        set_game.play(move)
    for _ in range(40):   # then each side rolls for a carrier and moves it, in both games in turn
        for game in (house_game, set_game):
            legal = game.legal_notations()
            game.play("roll carrier" if "roll carrier" in legal else legal[0])

    def faces(game):
        return [e.data["face"] for e in game.log() if e.kind == "roll" and e.data["kind"] == "carrier"]
    pairs = list(zip(faces(house_game), faces(set_game)))   # the same die rolled: the same seed
    assert len(pairs) == len(faces(set_game)) > 10
    assert ("T", "F") in pairs and ("F", "T") not in pairs   # a 2 or a 3: T on House's die only
    again = Game.replay(set_game.rules, 3, set_game.options, set_game.players, set_game.moves)
    assert [e.text for e in again.log()] == [e.text for e in set_game.log()]
