"""Battaglia Navale on its sea chart (maps/battaglia-navale.tmx), hot-seat with open information.

Clicks become the engine's actions: a square of yours selects its units and shows where they
may go; a red-marked square opens the fire panel (units, cards, line of fire); a Polaris counter
is turned by clicking it; air raids, landing and ending the turn are buttons. Only what
``legal_actions`` lists is highlighted; a click that matches nothing is still played so the rules
refuse it with their reason. This module holds the scene's state (selection, legal actions
indexed, animations running); clicks live in input.py, buttons in buttons.py,
screen rectangles in layout.py, drawing in draw.py, pictures in art.py, animations in fx.py.
"""
from __future__ import annotations


import pygame

from ... import tiled
from ...rules.battaglia_navale import actions as A
from ...rules.battaglia_navale.air import flights
from ...rules.battaglia_navale import phases
from ...rules.core import Option
from ...ui import redraw, theme
from ...ui.board import BoardView
from ..game_scene import GameScene
from . import fx
from .buttons import PanelButtons
from .draw import ChartDrawing
from .input import ChartInput
from .legend import ChartLegend
from .layout import CHART, FIRE_AREA, LOG, NAMES, PANEL, TRAY_BOTTOM, TRAY_TOP, lay_out

__all__ = ["GAME_ID", "DISPLAY_OPTIONS", "CHART", "PANEL", "LOG", "TRAY_TOP", "FIRE_AREA", "TRAY_BOTTOM", "NAMES",
           "BattagliaNavaleScene", "SCENE"]

GAME_ID = "battaglia-navale"
DISPLAY_OPTIONS = {
    "turn_chart": Option(False, (False, True),
                         "Turn the chart toward the player to move (180 degrees for the north player)",
                         "BN Preliminaries"),
}


class BattagliaNavaleScene(ChartLegend, PanelButtons, ChartInput, ChartDrawing, GameScene):
    PHASES = phases.PHASES

    frame = "canvas"   # laid out for the whole canvas, any size (layout.py, issue 35)
    log_rect = LOG
    # a move that ends the turn by itself (a Polaris counter, an air raid's last step, the
    # last fire) waits for "End the turn" (docs/rules/battaglia-navale.md)
    CONFIRM_PHASES = frozenset({"turn", "place_planes", "aa_reply"})

    def __init__(self, app, game, save_path=None, autosave=None):
        st = game.state
        self.tmap = tiled.load(st.board.source)  # the same Tiled file the rules read
        self.layout = self._layout_for(theme.canvas_size())
        self.log_rect = self.layout.log.copy()
        super().__init__(app, game, save_path, autosave)
        self.players = list(st.players)
        self._lay_chart()
        self.shows: list = []          # animations running (cards, missile, lot)
        self.last_show = None           # the last fire: its cards and marks stay in view
        self.show_turns = 0
        self.slides: dict = {}          # (side, unit) -> fx.Slide
        self.shown_seat = game.to_move()
        self.pulse = 0.0
        self.hover = None               # the cell under the mouse
        self.hovering = redraw.Hover(self.mouse_shows, self.mouse_rects)
        self.drag = None
        self.fleet_unit, self.fleet_heading = None, "h"
        self.plane_pick = None
        self.reset_modes()
        self.refresh()

    # -- the layout (layout.py): for the canvas when made, and again when it changes size ----------
    def _layout_for(self, size):
        grid = self.tmap.grid
        return lay_out(size, grid.cols, grid.rows, grid.tile_w)

    def _lay_chart(self) -> None:
        """The chart's two views (as the south and the north player see it), fitted to its place."""
        self.views = {flip: BoardView(self.tmap.grid, self.layout.chart) for flip in (False, True)}
        self.cell_px = round(self.views[False].scale * self.tmap.grid.tile_w)
        self._islands_key = None   # (the views' painters set at the next paint: draw.py)
        self._layer = None

    def resized(self) -> None:
        self.size = theme.canvas_size()
        self.layout = self._layout_for(self.size)
        self.log_rect = self.layout.log.copy()
        self.log.rect.update(self.layout.log)   # (the same width: its lines stay wrapped)
        self._lay_chart()
        self.build_buttons()

    @property
    def board_rect(self) -> pygame.Rect:
        """The room the chart is given on the canvas (it grows with the canvas; the chart is
        drawn centred in it, as large as whole cells fit)."""
        return self.layout.place

    # -- reading -------------------------------------------------------------------------
    @property
    def state(self):
        """What the seat to move may see (both fleets are public; the deck's order is not)."""
        return self.game.view(self.viewer_seat() or self.game.to_move())

    def seat(self, side) -> int:
        return self.players.index(side) if side in self.players else 0

    def secs(self) -> float:
        return self.app.settings.animation_scale

    @property
    def flipped(self) -> bool:
        opts = self.app.settings.game_options.get(GAME_ID, {})
        return bool(opts.get("turn_chart", False)) and self.shown_seat == self.players[1]

    @property
    def view(self) -> BoardView:
        return self.views[self.flipped]

    # -- geometry (cells of the rules, turned when the chart is turned) -------------------------
    def dcell(self, cell):
        b = self.game.state.board
        return (b.cols - 1 - cell[0], b.rows - 1 - cell[1]) if self.flipped else cell

    def cell_rect(self, cell) -> pygame.Rect:
        dc, dr = self.dcell(cell)
        ox, oy = self.view.origin
        return pygame.Rect(ox + dc * self.cell_px, oy + dr * self.cell_px, self.cell_px, self.cell_px)

    def cell_center(self, cell):
        return self.cell_rect(cell).center

    def cell_at(self, pos):
        d = self.view.cell_at(pos)
        return None if d is None else self.dcell(d)

    def place_of(self, pos, action) -> pygame.Rect | None:
        """What a click at pos names on the chart, as a tutorial rings it (issue 34): a ship
        of yours (all its cells), the square a move, raid or fire goes to, else the cell."""
        cell = self.cell_at(pos)
        if cell is None:
            return None
        ship = self.game.state.fleets[self.game.to_move()].ships.get(self.own_unit_at(cell) or "")
        if ship is not None and ship.cells:
            return self.cell_rect(ship.cells[0]).unionall([self.cell_rect(c) for c in ship.cells])
        if isinstance(action, (A.Move, A.Raid, A.Fire, A.AntiAircraft, A.Missile)):
            return self.square_rect(self.game.state.board.square_of(cell))
        return self.cell_rect(cell)

    def square_rect(self, sq) -> pygame.Rect:
        b = self.game.state.board
        x0, y0 = b.square_origin(sq)
        n = b.square_cells
        return self.cell_rect((x0, y0)).union(self.cell_rect((x0 + n - 1, y0 + n - 1)))

    def square_of_unit(self, side, unit):
        st = self.game.state
        if unit == "B":
            cell = st.fleets[side].battery.cell
        elif unit.startswith("A"):
            return st.plane_square(st.fleets[side].planes[unit])
        else:
            cells = st.fleets[side].ships[unit].cells
            cell = cells[0] if cells else None
        return None if cell is None else st.board.square_of(cell)

    # -- legal actions, indexed for clicks and highlights ---------------------------------------
    def refresh(self) -> None:
        st = self.game.state
        self.legal = self.offered_actions()
        self.legal_set = set(self.legal)
        self.idx = idx = {"move": {}, "place": {}, "fire": {}, "aa": {}, "missile": set(), "raid": [],
                          "land": [], "polaris": set(), "plane": {}, "battery": set(), "fleet": {}, "kinds": set()}
        for a in self.legal:
            k = type(a)
            idx["kinds"].add(k)
            if k is A.Move:
                idx["move"].setdefault(a.unit, []).append(a)
            elif k is A.Place:
                idx["place"].setdefault(a.unit, set()).add((a.cell, a.heading))
            elif k is A.Fire:
                idx["fire"].setdefault(a.target, []).append(a.units)
            elif k is A.AntiAircraft:
                idx["aa"].setdefault(a.target, []).append(a.units)
            elif k is A.Missile:
                idx["missile"].add(a.target)
            elif k is A.Raid:
                idx["raid"].append(a)
            elif k is A.Land:
                idx["land"].append(a.planes)
            elif k is A.TurnPolaris:
                idx["polaris"].add(a.number)
            elif k is A.PlacePlane:
                idx["plane"].setdefault(a.plane, set()).add(a.cell)
            elif k is A.PlaceBattery:
                idx["battery"].add(a.cell)
            elif k is A.PlaceFleetShip:
                idx["fleet"].setdefault(a.unit, set()).add((a.cell, a.heading))
        # keep the selections that still make sense
        if self.sel_square is not None:
            self.sel_units = [u for u in self.sel_units if u in idx["move"]]
            if not self.sel_units:
                self.sel_square = None
        if self.adjust_unit and self.adjust_unit not in idx["place"]:
            self.adjust_unit = None
        if self.target is not None and self.target not in self.attack_squares():
            self.target = None
        if st.phase == "aa_reply" and st.aa_square in idx["aa"]:
            if self.target != st.aa_square:
                self.open_target(st.aa_square)
        if self.raid_mode and not idx["raid"]:
            self.raid_mode = False
        self.raid_sel &= {p for a in idx["raid"] for p in a.planes}
        if self.land_mode and not idx["land"]:
            self.land_mode = False
        if st.phase == "fleet" and idx["fleet"]:
            if self.fleet_unit not in idx["fleet"]:
                self.fleet_unit = next(u for u in ("C", "P", "I", "Ct", "S") if u in idx["fleet"])
        if st.phase == "place_planes":
            left = [p for p in st.raid.planes if p not in st.raid.placed]
            if self.plane_pick not in left:
                self.plane_pick = left[0] if left else None
        self.build_buttons()

    def attack_squares(self) -> set:
        return set(self.idx["fire"]) | set(self.idx["aa"]) | self.idx["missile"]

    def why(self, action) -> str:
        """Empty when legal; else the engine's own refusal, found on a copy of the state."""
        if action in self.legal_set:
            return ""
        try:
            return str(self.game.why_not(action) or "")
        except Exception:  # noqa: BLE001 - a button must never crash the scene
            return "Not possible now"

    def reset_modes(self) -> None:
        self.sel_square, self.sel_units = None, []
        self.target, self.fire_sel, self.aa_sel = None, set(), set()
        self.raid_mode, self.raid_sel = False, set()
        self.land_mode, self.land_sel = False, set()
        self.adjust_unit, self.adjust_heading = None, "h"

    def any_mode(self) -> bool:
        return bool(self.sel_square is not None or self.target is not None or self.raid_mode or self.land_mode
                    or self.adjust_unit)

    # -- modes -----------------------------------------------------------------------------------
    def open_target(self, sq) -> None:
        self.reset_modes()
        self.target = sq
        self.fire_sel = set().union(*self.idx["fire"].get(sq, [()]))
        self.aa_sel = set().union(*self.idx["aa"].get(sq, [()]))

    def select_square(self, sq, units) -> None:
        self.reset_modes()
        self.sel_square, self.sel_units = sq, list(units)

    def open_raid(self, planes=None) -> None:
        self.reset_modes()
        self.raid_mode = True
        groups = self.plane_groups()
        if planes is None:
            planes = max(groups, key=len) if groups else ()
        self.raid_sel = set(planes)

    def plane_groups(self) -> list:
        """Planes able to raid, as the rules group them (BN Aircraft): the planes aboard the carrier
        (any of them take off together) and each flight aloft (it flies whole)."""
        return [units for units, _ in self.plane_flights()]

    def plane_flights(self) -> list:
        """(planes, whole) of each group able to raid; whole: a flight aloft, chosen all at once."""
        raiders = {p for a in self.idx["raid"] for p in a.planes}
        out = []
        for _, units, whole in flights(self.game.state, self.game.to_move()):
            units = tuple(p for p in units if p in raiders)
            if units:
                out.append((units, whole))
        return out

    def destinations(self) -> dict:
        """square -> the Move actions of the selected units that end there."""
        out: dict = {}
        st = self.game.state
        for u in self.sel_units:
            here = self.square_of_unit(self.game.to_move(), u)
            for a in self.idx["move"].get(u, []):
                dest = st.board.path(here, a.direction, a.squares)[-1]
                out.setdefault(dest, []).append(a)
        return out

    def raid_targets(self) -> set:
        return {a.target for a in self.idx["raid"] if set(a.planes) == self.raid_sel}

    # -- moves played ------------------------------------------------------------------------------
    def perform(self, action):
        before = self.game.to_move()
        events = super().perform(action)
        if events is None:
            self.refresh()
        elif self.game.to_move() != before:
            self.pulse = 1.0
        return events

    SOUND_OF = {"move": "click", "place": "click", "battery_placed": "click", "ship_placed": "click",
                "polaris_turn": "card", "polaris_token": "fanfare", "raid": "click", "plane_placed": "click",
                "land": "click", "turn_end": "click", "hold_fire": "click", "pass": "click"}

    def after_move(self, events) -> None:
        st = self.game.state
        scale = self.secs()
        kinds = [e.kind for e in events]
        if "game_over" in kinds:
            self.app.sounds.play("fanfare")
        elif not any(k in kinds for k in ("fire", "bombing", "anti_aircraft", "missile", "island", "lot")):
            for e in events:
                if e.kind in self.SOUND_OF:
                    self.app.sounds.play(self.SOUND_OF[e.kind])
                    break
        if "turn_end" in kinds or "lot" in kinds:
            self.show_turns += 1
            if self.show_turns >= 2:
                self.last_show = None
        islands = [e for e in events if e.kind == "island"]
        if islands:
            cards = [e.data["card"] for e in islands]
            self._start(fx.CardsShow(scale, None, "islands", None, cards, self.rules.data.fire_cards,
                                     caption="Island cards: " + "; ".join(e.text.split(": ", 1)[-1] for e in islands)))
        for e in events:
            d = e.data
            if e.kind in ("fire", "bombing", "anti_aircraft"):
                self._start(fx.CardsShow(scale, d["side"], e.kind, d["target"], d["cards"], self.rules.data.fire_cards,
                                         d["marks"], events, caption=e.text))
            elif e.kind == "missile":
                self._start(fx.MissileShow(scale, d["side"], d["from"], d["target"], events))
            elif e.kind == "lot":
                self.shows.append(fx.LotShow(scale, self.seat(d["first"])))
            elif e.kind in ("move", "place"):
                self.slides[(d["side"], d["unit"])] = fx.Slide(scale, d["side"], d["unit"], d["from_cells"], d["cells"])
            elif e.kind == "plane_placed" and st.raid is not None:
                origin = st.board.square_cells_of(st.raid.origin)
                self.slides[(d["side"], d["unit"])] = fx.Slide(scale, d["side"], d["unit"], (origin[5],), (d["cell"],),
                                                               "plane")
        keep = self.sel_square if "move" in kinds else None
        self.reset_modes()
        self.refresh()
        if keep is not None and st.turn.moved_from is not None:
            side = self.game.to_move()
            left = [u for u in self.idx["move"] if self.square_of_unit(side, u) == st.turn.moved_from]
            if left:
                self.select_square(st.turn.moved_from, left)
                self.build_buttons()

    def _start(self, show) -> None:
        self.shows.append(show)
        if not isinstance(show, fx.LotShow):
            self.last_show = show
            self.show_turns = 0

    def hint_rects(self, action) -> list:
        """The cells, units and squares the suggested move names."""
        st = self.game.state
        side = self.game.to_move()
        out = []
        for name in ("cell", "unit", "units", "planes", "target"):
            value = getattr(action, name, None)
            values = value if isinstance(value, (tuple, list)) and not (len(value) == 2 and isinstance(value[0], int)) \
                else (value,)
            for v in values:
                if isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, int) for x in v):
                    out.append(self.cell_rect(v))
                elif isinstance(v, int) and name == "target":
                    out += [self.cell_rect(c) for c in st.board.square_cells_of(v)]
                elif isinstance(v, str):
                    ship = st.fleets[side].ships.get(v)
                    out += [self.cell_rect(c) for c in (ship.cells if ship is not None else ())]
        return out

    def after_undo(self) -> None:
        self.shows.clear()
        self.slides.clear()
        self.reset_modes()
        self.refresh()

    def update(self, dt: float) -> bool:
        moving = False
        for s in self.shows:
            moving = s.update(dt, self.app.sounds) or moving
        self.shows = [s for s in self.shows if not s.done]
        for s in self.slides.values():
            moving = s.update(dt) or moving
        self.slides = {k: s for k, s in self.slides.items() if not s.done}
        if self.pulse > 0:
            self.pulse = max(0.0, self.pulse - dt / max(0.2, 1.2 * self.secs())) if self.secs() else 0.0
            moving = True
        facing = self.viewer_seat() or self.game.to_move()  # a person's side, never the computer's
        if not self.shows and not self.slides and self.shown_seat != facing:
            self.shown_seat = facing  # the chart turns once the last picture is over
            moving = True
        return moving


SCENE = BattagliaNavaleScene
