"""One place names a seat on screen (game/rules/seats.py): the game's own name where its
rules give one (Steam Torpedo's factions), else the seat's id in words."""
from game import launch
from game.rules.seats import seat_name, seat_words


def test_a_seat_id_in_words():
    assert seat_words("red-2") == "Red 2"
    assert seat_words("yellow") == "Yellow"
    assert seat_words("white") == "White"
    assert seat_words(None) == ""


def test_carrier_strike_and_battaglia_navale_name_their_seats_by_their_ids():
    for game_id, seat, words in [("carrier-strike", "yellow-1", "Yellow 1"), ("battaglia-navale", "grey", "Grey")]:
        game = launch.new_game(game_id, seed=1, options={"players": 3} if game_id == "carrier-strike" else None)
        assert seat_name(game.rules, seat, game.state) == seat_name(game.rules, seat) == words
        assert game.seat_name(seat) == words


def test_steam_torpedo_names_a_seat_by_its_submarine_s_faction():
    game = launch.new_game("steam-torpedo", seed=1)
    assert game.seat_name("rochelle") == "Panzer La Rochelle" == seat_name(game.rules, "rochelle")
    assert game.seat_name("talion") == "Talion"


def test_steam_torpedo_seats_not_named_after_a_faction_take_their_submarine_s():
    from game.session.game import Game
    game = Game(launch.new_game("steam-torpedo", seed=1).rules, seed=1, players=["ann", "bob"])
    assert game.seat_name("ann") == "Talion"   # the first seat plays Talion (setup.factions_for)
    assert seat_name(game.rules, "ann") == "Ann"   # before a game, by its id alone
