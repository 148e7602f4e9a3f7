"""A game's data in play, as a value: ``GameData``.

The cards and tables a game plays with (its house data, game/rules/<game>/data/, or one of
the player's data sets, game/datasets.py) reach its rules as one object, made once from the
documents the data checker passed (game/datacheck/) and given to the Rules object when it
is made (``games.rules_for``). The rules read it as ``rules.data`` or, deeper down, as
``state.data`` (each game's new_state puts it in the position): nothing reads data from a
global, so two games of one kind with different data play side by side in one process.

Each game's data.py subclasses it to derive its own values (cards, numbers) once, in
``__init__``. It is never changed after that, and a copy of a position shares it.
"""
from __future__ import annotations

import copy


class GameData:
    def __init__(self, docs: dict, name: str | None = None, digest: str | None = None):
        self.docs = copy.deepcopy(docs)   # file name -> document; the caller's stay its own
        self.name = name                  # None: House; else the player's set's name ...
        self.digest = digest              # ... and its files' content hash (datasets.content_hash)

    @property
    def key(self) -> tuple | None:
        """Which data this is: None for House, (name, content hash) for a player's set."""
        return None if self.name is None else (self.name, self.digest)

    def __deepcopy__(self, memo):
        return self   # read-only: every copy of a position plays with the same data

    def __copy__(self):
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}({'House' if self.name is None else repr(self.name)})"
