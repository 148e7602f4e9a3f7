"""A game's phases as data, one table per game (game/rules/<game>/phases.py), read by its
engine (the rule a refusal cites, the words of what the phase asks) and its scene (the rule
F1 opens at, the prompt it shows). Never imports pygame."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Phase:
    """One value of ``state.phase``.

    ``rule``: the rulebook's citation of the phase, as the rulebook numbers it;
    ``prompt``: what the phase asks of the player, in the words the game's refusals and
    screen use; ``ends_turn``: a move in this phase can end the turn, passing the play to
    the other side (never in a solitaire game, nor while setting up)."""

    name: str
    rule: str
    prompt: str
    ends_turn: bool = False

    @property
    def cited(self) -> str:
        """The prompt followed by its rule: "Choose tonight's target (TaW 6.1)"."""
        return f"{self.prompt} ({self.rule})"


def phase_table(*phases: Phase) -> dict[str, Phase]:
    """The phases by name, in the order of play; a name given twice is refused."""
    table = {p.name: p for p in phases}
    if len(table) != len(phases):
        raise ValueError("a phase is named twice")
    return table
