"""Abbreviations spelt out where they first appear (issue 31): the log reads "General
Results Table (GRT)" on the first line that uses GRT, and GRT after it. The words come
from the game's legend glossary (assets/legend/<game id>.yaml), the one list of its jargon.
"""
from __future__ import annotations

import re


def abbreviations(glossary: dict) -> dict[str, str]:
    """The glossary's abbreviations and their words: the entries whose id has two or more
    capitals or digits ("GRT", "MiD", "O2") and whose name spells them out ("Coned" for
    CONED, or "The special T/F die", which contains its own id, spells nothing)."""
    out = {}
    for key, term in glossary.items():
        name = term.name
        if sum(c.isupper() or c.isdigit() for c in key) < 2 or key.lower() == name.lower():
            continue
        if re.search(rf"(?<!\w){re.escape(key)}(?!\w)", name):
            continue
        out[key] = name
    return out


class FirstUse:
    """Where each abbreviation first appears in a numbered run of lines, and the line with
    it spelt out there: "Name (ABBR)" at its first use, the abbreviation alone after."""

    def __init__(self, names: dict[str, str] | None = None):
        self.names = dict(names or {})
        keys = sorted(self.names, key=len, reverse=True)
        self.pattern = re.compile("(?<!\\w)(" + "|".join(map(re.escape, keys)) + ")(?!\\w)") if keys else None
        self.first: dict[str, int] = {}

    def note(self, index: int, line: str) -> None:
        if self.pattern is not None:
            for m in self.pattern.finditer(line):
                self.first.setdefault(m.group(1), index)

    def forget_from(self, count: int) -> None:
        """Lines from ``count`` on are gone (undo): their first uses with them."""
        self.first = {k: i for k, i in self.first.items() if i < count}

    def reset(self) -> None:
        self.first = {}

    def spell(self, index: int, line: str) -> str:
        """The line as shown: each abbreviation whose first use it is, spelt out once (not
        where the line spells it out already: "Luftwaffe (LW)", "die roll modifier, DRM")."""
        if self.pattern is None:
            return line
        done: set[str] = set(k for k in self.names if self.names[k].lower() in line.lower())

        def one(m):
            key = m.group(1)
            if key in done or self.first.get(key) != index or line[m.start() - 1:m.end() + 1] == f"({key})":
                return key
            done.add(key)
            return f"{self.names[key]} ({key})"
        return self.pattern.sub(one, line)
