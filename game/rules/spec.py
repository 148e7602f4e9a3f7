"""What Sortie knows of a game, in one value: ``GameSpec``.

Each game's rules package (game/rules/<game>/__init__.py) exports one ``GAME = GameSpec(...)``
and game/rules/registry.py lists them; every registry (the title, the data and map checkers,
the computer, the rules reader, the house tables, the tools, the packaging) reads that list.
A spec names its parts by module ("rules:Same4CatsRules", relative to the game's rules
package, or a whole module path for the layers above the rules), so that reading the list
imports no engine, no scene and no pygame: ``load`` imports a part when it is asked for.

The layout every rules package shares (the template game, game/rules/template/, shows it):

    __init__.py     GAME, the descriptor (nothing else: importing it is cheap)
    rules.py        the Rules class (game/rules/core.py's contract), made on its data
    data.py         the game's data as a value (game/rules/gamedata.py), from data/*.yaml
    data/*.yaml     the house data; data_schema.py checks it (game/datacheck/)
    map_check.py    what the game needs of its map (game/mapcheck/)
    phases.py       the phase table: each phase's rule, prompt, and whether it ends a turn
    house_tables.py the tables its rulebook leaves out, for the rules reader (optional)
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field


@dataclass(frozen=True)
class GameSpec:
    id: str                 # the game id: file names, saves, the command line ("same4cats")
    title: str              # as the title screen shows it
    players: str            # "1 player", "2-4 players"
    blurb: str              # one line on the title screen
    prefix: str             # the rule-citation prefix ("S4C 4.2")
    package: str            # the rules package ("game.rules.same4cats")
    rules: str              # the Rules class ("rules:Same4CatsRules"), made on its data: games.rules_for
    reads_map: bool = False # the rules read the board (the class takes a map file); else only the scene does
    data: str = "data:Data"             # its GameData class (game/rules/gamedata.py)
    data_schema: str = "data_schema"    # the data files and their checks (game/datacheck/)
    map_check: str = "map_check"        # check(board, data) -> problems (game/mapcheck/)
    phases: str = "phases:PHASES"       # the phase table (game/rules/phases.py)
    house_tables: str = ""              # extras(book, data) -> the tables its rulebook leaves out
    computer: str = ""                  # the computer's adapter class (game/ai/)
    computer_seats: bool = False        # seats the computer may play (the two-sided games)
    scene: str = ""                     # the scene class (game/scenes/<game>/)
    # a cited section's short name -> its heading's words, where a citation is not the start
    # of its heading ("BN fire" -> "Carrying out and checking the ships' fire": game/rulebook.py)
    aliases: dict = field(default_factory=dict, compare=False)

    def module(self, name: str) -> str:
        """A part's module path: ``name`` relative to the rules package, unless whole."""
        return name if name.startswith("game.") else f"{self.package}.{name}"

    def load(self, ref: str):
        """The object a reference names ("module:attribute", or "module" for the module)."""
        if not ref:
            raise LookupError(f"{self.title} has no such part")
        name, _, attr = ref.partition(":")
        module = importlib.import_module(self.module(name))
        return getattr(module, attr) if attr else module

    def make_rules(self, data, map_path=None):
        """The game's Rules bound to ``data`` (a GameData), on ``map_path`` (an edited map,
        where the rules read the board) or the shipped map."""
        cls = self.load(self.rules)
        return cls(data, map_path) if map_path is not None and self.reads_map else cls(data)

    def has(self, ref: str) -> bool:
        """Whether a part's module exists (without importing it)."""
        import importlib.util
        if not ref:
            return False
        try:
            return importlib.util.find_spec(self.module(ref.partition(":")[0])) is not None
        except ModuleNotFoundError:
            return False
