"""Steam Torpedo: First Contact (Roudy and Sautter): a duel of steam-age submarines.

Rulebook: assets/rulebooks/steam-torpedo.txt ("ST"); decisions and house
data: docs/rules/steam-torpedo.md. ``RULES`` is what Game, saves and scenes use.
"""
from __future__ import annotations

from ..core import Option, Outcome
from . import actions, engine, setup
from .cards import cards, faction_set
from .state import BUILD, State

__all__ = ["RULES", "SteamTorpedoRules"]


class SteamTorpedoRules:
    game_id = "steam-torpedo"
    title = "Steam Torpedo: First Contact"
    players = ["talion", "rochelle"]
    options = {
        "build": Option("ready-made", ("ready-made", "custom", "draft"),
                        "Submarines: ready-made faction sets, a custom build from the whole "
                        "card list, or a draft from one box", "ST Setup 1"),
        "first": Option("first-seat", ("first-seat", "second-seat", "random"),
                        "Who goes first", "ST Setup 3"),
        "heading": Option("east", ("east", "west"),
                          "The direction both figures face (toward sector 5 or sector 1)", "ST Setup 2"),
        "first_turn": Option("round", ("round", "own"),
                             "No compartment use in the first round (both first turns), or only "
                             "before a player's own first turn is over", "ST Turn Sequence 2"),
        "reaction_return": Option("reacting", ("reacting", "all"),
                                  "After a reaction, the reacting crew return to the control room, "
                                  "or every crew member in the compartment does",
                                  "ST Conditions for Starting Actions"),
    }

    cards = staticmethod(cards)
    faction_set = staticmethod(faction_set)

    def new_state(self, seed: int, options: dict, players: list[str]) -> State:
        return setup.new_state(seed, options, players)

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

    def seat_name(self, state: State, seat: str) -> str:
        """The seat as the screen names it: its submarine's faction ("Panzer La Rochelle")."""
        sub = state.subs.get(seat)
        return sub.name if sub is not None else seat.capitalize()

    def clone(self, state: State) -> State:
        """An independent copy of a position for look-ahead and undo: play on it never
        touches the original (its own generator in the same state, crew, compartments and
        pending decisions; the frozen cards are shared)."""
        return state.copy()

    def seat_label(self, seat: str) -> str:
        """A seat as the screen names it: its faction's name."""
        from .cards import FACTION_NAMES
        return FACTION_NAMES.get(seat, seat.title())

    def summary(self, state: State) -> str:
        """Where the duel stands, in one line (the Load screen, the title)."""
        from .summary import summary
        return summary(state, self.to_move(state))

    def parse(self, text: str):
        return actions.parse(text)


RULES = SteamTorpedoRules()
