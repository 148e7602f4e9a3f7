"""Steam Torpedo's mat layout (read from maps/steam-torpedo.tmx) and the chooser that
narrows a click down to one legal action, asking for what is still open (kind, crew,
destination, target, the commander's extra step)."""
from __future__ import annotations

import pygame

from ... import tiled
from ...resources import map_file
from ...rules.steam_torpedo import actions as A

MAT = map_file("steam-torpedo.tmx")
SEA = (20, 58, 88, 255)   # the sea sectors' colour when the map says none (its property 'sea')
ATTRS = ("kind", "crew", "to", "on", "then")


def rect_of(o) -> pygame.Rect:
    return pygame.Rect(int(o.x), int(o.y), int(o.width), int(o.height))


class Layout:
    """Where everything lies on the mat: each object of the Tiled map by its class."""

    def __init__(self, path=None):
        self.board = tiled.load(path or MAT)
        b = self.board
        self.slots = {(o.properties["side"], o.properties["cell"]): rect_of(o) for o in b.objects_of("compartment")}
        self.sectors = {int(o.properties["number"]): rect_of(o) for o in b.objects_of("sector")}
        # the two lanes are areas named lane-north / lane-south; panels are slots by name
        self.lanes = {o.name.split("-", 1)[1]: rect_of(o) for o in b.objects_of("area")
                      if o.name.startswith("lane-")}
        slots = {o.name: rect_of(o) for o in b.objects_of("slot")}
        self.crew_boxes = {n[:-len("-crew")]: r for n, r in slots.items() if n.endswith("-crew")}
        self.panels = {n: r for n, r in slots.items() if not n.endswith("-crew")}
        self.hulls = {}
        for (side, _), r in self.slots.items():
            self.hulls[side] = self.hulls[side].union(r) if side in self.hulls else r.copy()
        rects = list(self.sectors.values())
        self.sea_rect = rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)
        self.sea = tiled.colour(b.properties.get("sea"), SEA)[:3]   # the sea's colour, as the map says

    def sector_at(self, pos) -> tuple[str, int] | None:
        """(lane, sector number) under a screen point in the sea."""
        for lane, lr in self.lanes.items():
            if lr.collidepoint(pos):
                for n, sr in self.sectors.items():
                    if sr.left <= pos[0] < sr.right:
                        return lane, n
        return None

    def lane_cell(self, lane: str, sector: int) -> pygame.Rect:
        lr, sr = self.lanes[lane], self.sectors[sector]
        return pygame.Rect(sr.left, lr.top, sr.w, lr.h)


def attr(action, name: str):
    if name == "kind":
        return type(action).__name__
    return getattr(action, name, None)


class Pick:
    """Legal actions matching a click, narrowed one question at a time."""

    def __init__(self, cands: list, title: str):
        self.cands = list(dict.fromkeys(cands))
        self.title = title

    def question(self) -> tuple[str, list] | None:
        for name in ATTRS:
            values = list(dict.fromkeys(attr(a, name) for a in self.cands))
            if len(values) > 1:
                return name, values
        return None

    def choose(self, name: str, value) -> None:
        self.cands = [a for a in self.cands if attr(a, name) == value]

    @property
    def done(self):
        return self.cands[0] if len(self.cands) == 1 or self.question() is None else None


def crew_name(crew_id: str) -> str:
    return "Commander" if crew_id == "C" else f"Sailor {crew_id}"


def effect_of(state, seat: str, action):
    """The card an Activate / Use / React action uses."""
    cell = getattr(action, "cell", None)
    if cell is None or seat not in state.subs or cell not in state.subs[seat].compartments:
        return None
    return state.subs[seat].at(cell).card


def value_label(state, seat: str, name: str, value, sample) -> str:
    card = effect_of(state, seat, sample)
    enemy = state.other(seat)
    if name == "kind":
        return {"Move": "Move here", "Use": f"Use {card.name if card else ''}",
                "Activate": f"Activate {card.name if card else ''}",
                "React": f"React with {card.name if card else ''}"}.get(value, value)
    if name == "crew":
        if len(value) == 2:
            return f"{crew_name(value[0])} + {crew_name(value[1]).lower()} (x2)"
        return crew_name(value[0]) + (" alone" if card is not None and card.double else "")
    if name == "to":
        return "Stay in the control room" if not value else "Then step to " + " and ".join(value)
    if name == "then":
        return "No extra step" if value is None else f"Commander's extra step to {value}"
    if name == "on":
        if value is None:
            return "No target"
        effect = card.effect if card else None
        if effect == "kill":
            return f"Kill enemy {crew_name(value).lower()}"
        if effect in ("sail", "tow"):
            return f"{'Own' if effect == 'sail' else 'Enemy'} figure to sector {value}"
        target_seat = enemy if effect == "board" else seat
        sub = state.subs[target_seat]
        return f"{sub.at(value).card.name} ({value})" if value in sub.compartments else str(value)
    return str(value)


def question_title(state, seat: str, name: str, sample) -> str:
    card = effect_of(state, seat, sample)
    if name == "kind":
        return "Move or use the compartment?"
    if name == "crew":
        return "Who uses it? (x2: two ready crew double the effect)"
    if name == "to":
        return "Where does the crew member step, toward the control room?"
    if name == "then":
        return "The commander may take his extra step"
    effect = card.effect if card else None
    return {"kill": "Which enemy crew member?", "sail": "Sail your figure to which sector?",
            "tow": "Tow the enemy figure to which sector?", "board": "Board which enemy compartment?",
            "repair": "Repair which compartment?"}.get(effect, "Choose the target")


def click_value(state, seat: str, name: str, values: list, sample, where) -> object:
    """The value a board click stands for in the current question, or None.
    ``where`` is ("cell", sub_seat, cell), ("sector", lane_seat, n) or ("crew", owner, id)."""
    card = effect_of(state, seat, sample)
    effect = card.effect if card else None
    enemy = state.other(seat)
    kind = where[0]
    if name == "to" and kind == "cell" and where[1] == seat:
        for v in values:
            if len(v) == 1 and v[0] == where[2]:
                return v
    if name == "then" and kind == "cell":
        post = enemy if effect == "board" else seat
        if where[1] == post and where[2] in values:
            return where[2]
    if name == "on":
        if kind == "cell" and effect in ("board", "repair"):
            if where[1] == (enemy if effect == "board" else seat) and where[2] in values:
                return where[2]
        if kind == "sector" and effect in ("sail", "tow"):
            if where[1] == (seat if effect == "sail" else enemy) and str(where[2]) in values:
                return str(where[2])
        if kind == "crew" and effect == "kill" and where[1] == enemy and where[2] in values:
            return where[2]
    return None


def action_cell_seat(state, action) -> str | None:
    """Which submarine an action's click lands on (the compartment to click)."""
    if isinstance(action, A.Damage):
        return state.damage.defender if state.damage else None
    return None
