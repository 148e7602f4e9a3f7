"""A player's data set changes play: a Target Ship card's AA icons go into the Event deck (S4C 4.1)."""
from game import datasets, games
from game.rules.same4cats.data import AA
from game.session.game import Game


def a_game_offering(ship: str, data_set=None):
    """The first new game (with `data_set`) that offers `ship` as a target with its AA. The set
    is read and checked once, as launch.new_game does for each game, and its Rules made once
    for all (games.rules_for)."""
    rules = games.rules_for("same4cats", None, data_set)
    for seed in range(1, 200):
        game = Game(rules, seed)
        if f"target {ship}" in game.legal_notations() and not game.state.mission.ignore_ship_aa:
            return game
    raise AssertionError(f"no seed offers the {ship}")


def test_4_1_a_set_with_more_aa_on_the_nelson_puts_more_aa_cards_in_the_event_deck():
    folder = datasets.new_set("same4cats", "Nelson bristling")
    cards = folder / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    at = text.index("- name: Nelson")
    cut = text.index("events: {Anti-Aircraft Fire: 3}", at)
    cards.write_text(text[:cut] + "events: {Anti-Aircraft Fire: 5}" + text[cut + 31:], encoding="utf-8")
    house_game = a_game_offering("Nelson")
    house_game.play("target Nelson")
    house_aa = house_game.state.event_deck.count(AA)
    game = a_game_offering("Nelson", "Nelson bristling")
    assert game.seed == house_game.seed   # the same draw: only the card's value differs
    game.play("target Nelson")
    assert game.state.event_deck.count(AA) == house_aa + 2
    assert len(game.state.event_deck) == len(house_game.state.event_deck) + 2
