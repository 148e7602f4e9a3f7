"""Every rules package dispatches ``apply`` the same way: a table from the action's type to
its handler. Each kind of action of a game (the dataclasses of its actions.py) has exactly
one entry, and nothing else does."""
from __future__ import annotations

import dataclasses
import importlib
import inspect

import pytest

from game.rules.battaglia_navale import rules as battaglia_navale
from game.rules.same4cats import engine as same4cats
from game.rules.steam_torpedo import engine as steam_torpedo
from game.rules.thunderbirds import rules as thunderbirds
from house import rules as house_rules

TABLES = {
    "same4cats": same4cats.HANDLERS,
    "battaglia_navale": battaglia_navale.HANDLERS,
    "thunderbirds": thunderbirds.HANDLERS,
    "steam_torpedo": steam_torpedo.HANDLERS,
    "carrier_strike": house_rules("carrier-strike")._handlers,   # bound to the rules object (its board)
}


def action_kinds(package: str) -> set:
    module = importlib.import_module(f"game.rules.{package}.actions")
    return {c for _name, c in inspect.getmembers(module, inspect.isclass)
            if c.__module__ == module.__name__ and dataclasses.is_dataclass(c)}


@pytest.mark.parametrize("package", sorted(TABLES))
def test_every_kind_of_action_has_one_handler(package):
    kinds = action_kinds(package)
    assert kinds, package
    assert set(TABLES[package]) == kinds


def test_battaglia_navale_and_steam_torpedo_handle_what_each_phase_expects():
    assert set().union(*battaglia_navale.EXPECTED.values()) == set(battaglia_navale.HANDLERS)
    assert set().union(*steam_torpedo.ALLOWED.values()) == set(steam_torpedo.HANDLERS)


def test_thunderbirds_verbs_are_handled_in_every_phase_that_offers_them():
    """A verb (`fly`, `hold`, `next`, ...) means what its phase makes it mean (SIMPLE)."""
    import random

    from game import launch
    from game.rules.thunderbirds.actions import Simple
    game = launch.new_game("thunderbirds", seed=4, options={"tour_length": 5})
    chooser, offered = random.Random(4), set()
    while game.outcome() is None and len(game.history) < 1500:
        legal = game.legal_actions()
        offered |= {game.state.phase for a in legal if type(a) is Simple}
        game.play(chooser.choice(legal))
    assert offered == set(thunderbirds.SIMPLE)
