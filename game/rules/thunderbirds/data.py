"""Thunderbirds at War's data as a value (game/rules/gamedata.py): the numbers and tables
(data/tables.yaml), Table 3's event chits (data/events.yaml) and Table 4 with Table 1
(data/targets.yaml), and what the rules derive from them once."""
from __future__ import annotations

from ..gamedata import GameData


class Data(GameData):
    def __init__(self, docs: dict, name: str | None = None, digest: str | None = None):
        super().__init__(docs, name, digest)
        self.tables: dict = self.docs["tables.yaml"]
        self.events: dict = self.docs["events.yaml"]     # chit -> {"targetbound", "homebound"} (Table 3)
        self.targets: dict = self.docs["targets.yaml"]   # periods, ordnance, randomizer (Tables 4, 1)
        self.historical: list[dict] = historical_targets(self.targets)
        self.target_names: list[str] = list(dict.fromkeys(t["name"] for t in self.historical))
        sel, nth = self.tables["tour"]["sprogs_from"]
        # 6.4.3: the Table 4 mission from which sprogs can be assigned ("mission period 2, 2nd Lorient")
        self.sprogs_from: int = [i for i, m in enumerate(self.historical) if m["selection"] == sel][nth - 1]

    def selection(self, number: int) -> list[str]:
        """The targets of Random Selection ``number`` (Table 4), in order."""
        for p in self.targets["periods"]:
            if p["selection"] == number:
                return [t["name"] if isinstance(t, dict) else t for t in p["targets"]]
        raise KeyError(number)


def historical_targets(targets: dict) -> list[dict]:
    """Table 4 in order: [{name, red, selection, period}], 52 missions in the house data."""
    out = []
    for p in targets["periods"]:
        for t in p["targets"]:
            t = t if isinstance(t, dict) else {"name": t}
            out.append({"name": t["name"], "red": bool(t.get("red", False)),
                        "selection": p["selection"], "period": p["period"]})
    return out


def table_lookup(rows: list, face: int) -> dict:
    """A row of a faces table ({faces: [low, high], ...}) for a d10 face."""
    for row in rows:
        low, high = row["faces"]
        if low <= face <= high:
            return row
    raise KeyError(face)
