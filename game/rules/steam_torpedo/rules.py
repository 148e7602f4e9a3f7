"""Steam Torpedo as a ``Rules`` object (game/rules/core.py's contract): the options, and the
contract's functions over engine.py, setup.py and actions.py."""
from __future__ import annotations

from ..core import Option, Outcome
from . import actions, engine, setup
from . import words
from .state import BUILD, State, faction_name


class SteamTorpedoRules:
    game_id = "steam-torpedo"
    title = "Steam Torpedo: First Contact"
    players = ["talion", "rochelle"]
    options = {
        "build": Option("ready-made", ("ready-made", "custom", "draft"),
                        "The submarines are the ready-made faction sets, built by each player "
                        "from the whole card list, or drafted from one box", "ST Setup 1",
                        rulebook="custom", recommended="ready-made",
                        why="The rulebook strongly recommends the ready-made sets for first games",
                        words=("ready-made sets", "each builds", "draft")),
        "first": Option("first-seat", ("first-seat", "second-seat", "random"),
                        "The player who goes first sits in the first seat, the second, or is drawn at random", "ST Setup 3",
                        rulebook="first-seat", recommended="first-seat",
                        why="The players decide: whoever takes the first seat starts",
                        words=("first seat", "second seat", "at random")),
        "heading": Option("east", ("east", "west"),
                          "Both submarines face toward sector 5 (east) or sector 1 (west)", "ST Setup 2",
                          rulebook="east", recommended="east",
                          why="Either is the rule (same direction); east reads left to right",
                          words=("east", "west")),
        "first_turn": Option("round", ("round", "own"),
                             "No compartment is used until both players have had a first turn, "
                             "or only until a player's own first turn is over", "ST Turn Sequence 2",
                             rulebook="round", recommended="round",
                             why="The first player cannot strike before the second has moved at all",
                             words=("the first round", "own first turn")),
        "reaction_return": Option("reacting", ("reacting", "all"),
                                  "After a reaction, the crew who reacted go back to the control room, "
                                  "or every crew member in that compartment does",
                                  "ST Conditions for Starting Actions",
                                  rulebook="all", recommended="reacting",
                                  why="Crew who did nothing are not exhausted by a reaction",
                                  words=("those who reacted", "all in the compartment")),
    }

    def __init__(self, data):
        self.data = data   # the house data or a player's set (data.py, game/rules/gamedata.py)

    def new_state(self, seed: int, options: dict, players: list[str]) -> State:
        return setup.new_state(self.data, seed, options, players)

    def legal_actions(self, state: State) -> list:
        return engine.legal_actions(state)

    def apply(self, state: State, action) -> list:
        return engine.apply(state, action)

    def outcome(self, state: State) -> Outcome | None:
        return state.outcome

    def to_move(self, state: State) -> str:
        return engine.to_move(state)

    def view(self, state: State, seat: str):
        """Open information, except the opponent's picks during a custom build; the random
        generator (from which the layout shuffle and the first player could be foreseen) is
        withheld. A copy: play on the game never changes a view already taken."""
        seen = state.clone()
        seen.rng = None
        seen.setup_events = list(state.setup_events)
        if state.phase == BUILD and state.options["build"] == "custom":
            seen.builds = {s: (list(v) if s == seat else ["?"] * len(v)) for s, v in state.builds.items()}
        return seen

    def seat_name(self, state: State | None, seat: str) -> str:
        """The seat as the screen names it (game/rules/seats.py): its submarine's faction
        ("Panzer La Rochelle"); with no position yet, the faction its id names."""
        return faction_name(state, seat)

    def clone(self, state: State) -> State:
        """An independent copy of a position for look-ahead and undo: play on it never
        touches the original (its own generator in the same state, crew, compartments and
        pending decisions; the frozen cards are shared)."""
        return state.copy()

    def summary(self, state: State) -> str:
        """Where the duel stands, in one line (the Load screen, the title)."""
        from .summary import summary
        return summary(state, self.to_move(state))

    def describe(self, state, action) -> str:
        """A move in words before it is played, without its outcome (issue 31; words.py)."""
        return words.describe(state, action)

    def parse(self, text: str):
        return actions.parse(text)

    @staticmethod
    def public_notation(options: dict, notation: str) -> str:
        """A move as the other seat may read it (game/rules/core.py ``notation_seen``): a custom
        build's picks are secret (ST Setup 1)."""
        if options.get("build") == "custom" and notation.startswith("build "):
            return "build (a secret pick)"
        return notation

    @staticmethod
    def public_events(options: dict, events: list) -> list:
        """A move's events as the other seats may read them (game/rules/core.py
        ``events_seen``; seen.py): the same rule as ``public_notation``, for a custom build's
        picks (ST Setup 1)."""
        from .seen import public_events
        return public_events(options, events)
