"""The games' Rules and data as the app makes them (games.rules_for, datasets.data_for): on
the shipped map, with the house data. Tests that need a game's Rules take them from here."""
from game import datasets, games


def rules(game_id: str):
    return games.rules_for(game_id)


def data(game_id: str):
    return datasets.data_for(game_id)
