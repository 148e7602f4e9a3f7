"""The dice, shown honest: the random results of finished games (their tally rows,
game/session/facts.py), added up by kind, beside the counts a fair die or a fair shuffle
gives, with Pearson's chi-square test and a plain sentence. docs/RECORDS.md says how each
kind is counted."""
from __future__ import annotations

from dataclasses import dataclass

from .stats import chi_square_uniform

UNLIKELY = 0.01     # a p-value below this is called unlikely from fair dice
FEW = 5             # fewer expected per face than this: too few to judge


@dataclass
class DiceRow:
    what: str          # die, pick, shuffle, sample
    name: str          # the deck's name ("" unnamed)
    low: int           # the first face
    counts: list       # per face

    @property
    def total(self) -> int:
        return sum(self.counts)

    @property
    def expected(self) -> float:
        return self.total / len(self.counts)

    @property
    def test(self) -> tuple[float, int, float]:
        return chi_square_uniform(self.counts)

    @property
    def p(self) -> float:
        return self.test[2]

    @property
    def label(self) -> str:
        n = len(self.counts)
        if self.what == "die":
            return f"d{n}" if self.low == 1 else f"d{n} ({self.low}-{self.low + n - 1})"
        if self.what == "shuffle":
            return f"{self.name or 'Deck'} ({n} cards)"
        if self.what == "sample":
            return f"Cards dealt from {n}"
        return f"Chit or counter drawn from {n}"

    @property
    def unit(self) -> str:
        return {"die": "rolls", "shuffle": "shuffles"}.get(self.what, "draws")

    @property
    def face_names(self) -> list[str]:
        """A die's faces as printed; a deck's or a pool's places counted from 1."""
        first = self.low if self.what == "die" else 1
        return [str(first + i) for i in range(len(self.counts))]

    @property
    def counted(self) -> str:
        """What a face's count means, for a player."""
        if self.what == "die":
            return "how often each face came up"
        if self.what == "shuffle":
            return "the card that came out on top, by the place it held before the shuffle"
        if self.what == "sample":
            return "the first card dealt, by its place in the pile"
        return "the one drawn, by its place in the pool"

    @property
    def sentence(self) -> str:
        fair = {"die": "fair dice", "shuffle": "a fair shuffle"}.get(self.what, "a fair draw")
        if self.expected < FEW:
            return f"Too few {self.unit} yet to judge ({self.total})."
        if self.p < UNLIKELY:
            return f"These {self.unit} are unlikely from {fair} (p = {self.p:.4f})."
        return f"These {self.unit} are what {fair} give{'s' if self.what != 'die' else ''}."


ORDER = {"die": 0, "shuffle": 1, "pick": 2, "sample": 3}


def add_up(tallies) -> list[DiceRow]:
    """The rows of several games' tallies (each a list of [what, name, low, n, counts]),
    added up by kind: dice first, then decks, then picks."""
    rows: dict[tuple, list[int]] = {}
    for tally in tallies:
        for what, name, low, n, counts in tally or ():
            row = rows.setdefault((what, name, low, n), [0] * n)
            for i, c in enumerate(counts[:n]):
                row[i] += int(c)
    keys = sorted(rows, key=lambda k: (ORDER.get(k[0], 9), k[1], k[2], k[3]))
    return [DiceRow(what, name, low, rows[(what, name, low, n)]) for what, name, low, n in keys]
