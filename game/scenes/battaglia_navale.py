"""Battaglia Navale on its sea chart (maps/battaglia-navale.tmx), hot-seat with open information.

Clicks become the engine's actions: a square of yours selects its units and shows where they
may go; a red-marked square opens the fire panel (units, cards, line of fire); a Polaris counter
is turned by clicking it; air raids, landing and ending the turn are buttons. Only what
``legal_actions`` lists is highlighted; a click that matches nothing is still played so the rules
refuse it with their reason. Drawing lives in battaglia_navale_draw.py, pictures in _art.py,
animations in _fx.py.
"""
from __future__ import annotations

import copy

import pygame

from .. import tiled
from ..rules.battaglia_navale import actions as A
from ..rules.battaglia_navale.data import unit as unit_data
from ..rules.battaglia_navale.placement import ship_cells
from ..rules.core import Option, RuleError
from ..ui import theme
from ..ui.board import BoardView
from ..ui.widgets import Button, ButtonRow
from . import battaglia_navale_fx as fx
from .battaglia_navale_draw import ChartDrawing
from .game_scene import GameScene

GAME_ID = "battaglia-navale"
DISPLAY_OPTIONS = {
    "turn_chart": Option(False, (False, True),
                         "Turn the chart toward the player to move (180 degrees for the north player)",
                         "BN Preliminaries"),
}

CHART = pygame.Rect(400, 72, 480, 720)
PANEL = pygame.Rect(898, 66, 372, 372)
LOG = pygame.Rect(898, 446, 372, 344)
TRAY_TOP = pygame.Rect(12, 66, 374, 176)
FIRE_AREA = pygame.Rect(12, 250, 374, 356)
TRAY_BOTTOM = pygame.Rect(12, 614, 374, 176)
NAMES = {"C": "Battleship", "P": "Aircraft Carrier", "I": "Cruiser", "Ct": "Destroyer", "S": "Polaris Submarine",
         "B": "Coastal battery", "A1": "Plane A1", "A2": "Plane A2", "A3": "Plane A3"}


class BattagliaNavaleScene(ChartDrawing, GameScene):
    log_rect = LOG

    def __init__(self, app, game, save_path=None):
        st = game.state
        self.tmap = tiled.load(st.board.source)  # the same Tiled file the rules read
        self.log_rect = LOG.copy()
        super().__init__(app, game, save_path)
        self.players = list(st.players)
        self.views = {flip: BoardView(self.tmap.grid, CHART) for flip in (False, True)}
        self.cell_px = round(self.views[False].scale * self.tmap.grid.tile_w)
        self._islands_key = None
        self.shows: list = []          # animations running (cards, missile, lot)
        self.last_show = None           # the last fire: its cards and marks stay in view
        self.show_turns = 0
        self.slides: dict = {}          # (side, unit) -> fx.Slide
        self.shown_seat = game.to_move()
        self.pulse = 0.0
        self.hover = None
        self.drag = None
        self.buttons = ButtonRow()
        self.buttons.refused = lambda why: app.toast(f"Not allowed: {why}")
        self.fleet_unit, self.fleet_heading = None, "h"
        self.plane_pick = None
        self.reset_modes()
        self._frame = None
        self.refresh()

    # -- reading -------------------------------------------------------------------------
    @property
    def state(self):
        """What the seat to move may see (both fleets are public; the deck's order is not)."""
        return self.game.view(self.game.to_move())

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
        self.legal = self.game.legal_actions()
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
        probe = copy.deepcopy(self.game.state)
        try:
            self.rules.apply(probe, action)
        except RuleError as exc:
            return f"{exc.reason} ({exc.rule})"
        except Exception:  # noqa: BLE001 - a button must never crash the scene
            return "Not possible now"
        return ""

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
        """Planes able to raid, grouped by the square they fly from."""
        st, side = self.game.state, self.game.to_move()
        raiders = {p for a in self.idx["raid"] for p in a.planes}
        by_sq: dict = {}
        for p in sorted(raiders):
            by_sq.setdefault(st.plane_square(st.fleets[side].planes[p]), []).append(p)
        return [tuple(v) for v in by_sq.values()]

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

    # -- placing a ship where the player clicked ----------------------------------------------
    def placement_for(self, unit, cell, heading, legal: set):
        """The anchor and heading a click on `cell` means: the cell itself as the ship's
        north-west end, else the nearest legal placement covering the cell (same heading first)."""
        if (cell, heading) in legal:
            return cell, heading
        length = self.ship_length(unit)
        covering = [(a, h) for a, h in legal if cell in ship_cells(a, h, length)]
        if covering:
            return min(covering, key=lambda p: (p[1] != heading, abs(p[0][0] - cell[0]) + abs(p[0][1] - cell[1])))
        return cell, heading

    def ship_length(self, unit) -> int:
        ship = self.game.state.fleets[self.game.to_move()].ships.get(unit)
        return len(ship.cells) if ship is not None and ship.cells else unit_data(unit)["cells"]

    def fleet_action(self, cell):
        legal = self.idx["fleet"].get(self.fleet_unit, set())
        a, h = self.placement_for(self.fleet_unit, cell, self.fleet_heading, legal)
        return A.PlaceFleetShip(self.fleet_unit, a, h)

    def place_action(self, cell):
        legal = self.idx["place"].get(self.adjust_unit, set())
        a, h = self.placement_for(self.adjust_unit, cell, self.adjust_heading, legal)
        return A.Place(self.adjust_unit, a, h)

    # -- buttons -----------------------------------------------------------------------------------
    def build_buttons(self) -> None:
        st = self.game.state
        b: list[Button] = []
        self.chip_rows = []
        top = PANEL.top + 96
        bottom = [PANEL.left + 12, PANEL.bottom - 54]

        def act(label, action, key=None, sub="", style="normal", reason=None):
            why = self.why(action) if reason is None else reason
            return self._bottom(b, bottom, label, lambda: self.perform(action), key, sub, style, why)

        def do(label, fn, key=None, sub="", style="normal", reason=""):
            return self._bottom(b, bottom, label, fn, key, sub, style, reason)

        phase = st.phase
        if st.result is not None:
            do("Back to title", self.app.to_title, pygame.K_RETURN, style="primary")
        elif phase == "islands":
            act("Draw the island cards", A.DrawIslands(), pygame.K_SPACE, "two cards", "primary")
        elif phase == "fleet":
            units = [u for u in ("C", "P", "I", "Ct", "S") if u in self.idx["fleet"]]
            self._chips(b, top, "Ship to place", [(u, f"{unit_data(u)['cells']} cells", u == self.fleet_unit,
                                                   self._pick_fleet(u)) for u in units])
            do("Rotate", self._rotate, pygame.K_r, "vertical" if self.fleet_heading == "v" else "horizontal")
            act("Automatic placement", A.AutoFleet(), pygame.K_a, "the whole fleet", "primary")
        elif phase == "lot":
            act("Draw lots", A.DrawLot(), pygame.K_SPACE, "who moves first", "primary")
        elif phase == "place_planes":
            left = [p for p in st.raid.planes if p not in st.raid.placed]
            self._chips(b, top, f"Plane to place over square {st.raid.target}",
                        [(p, "", p == self.plane_pick, self._pick_plane(p)) for p in left])
            act("Place automatically", A.AutoPlanes(), pygame.K_a, "then bomb", "primary")
        elif phase in ("turn", "aa_reply"):
            self._turn_buttons(b, top, act, do)
        if st.result is None:
            undo_why = "" if self.game.can_undo() else self.game.undo_reason()
            b.append(Button(pygame.Rect(PANEL.right - 84, PANEL.top + 8, 74, 28), "Undo", self.undo, None, undo_why))
        self.buttons.buttons = b

    def _bottom(self, b, slot, label, fn, key, sub, style, reason):
        w, h = 170, 44
        if slot[0] + w > PANEL.right - 8:
            slot[0] = PANEL.left + 12
            slot[1] -= h + 8
        btn = Button(pygame.Rect(slot[0], slot[1], w, h), label, fn, key, reason, sub, style)
        b.append(btn)
        slot[0] += w + 8
        return btn

    def _chips(self, b, y, title, chips, wide: int = 0):
        """A row of toggles (units, planes); returns the y below it."""
        self.chip_rows.append((title, y))
        x = PANEL.left + 12
        w = wide or 62
        for lab, sub, on, fn in chips:
            btn = Button(pygame.Rect(x, y + 18, w, 40), lab, fn, None, "", sub, "primary" if on else "normal")
            btn.chip = True
            btn.selected = on
            b.append(btn)
            x += w + 6
        return y + 64

    def _turn_buttons(self, b, top, act, do) -> None:
        st = self.game.state
        side = self.game.to_move()
        y = top
        if self.target is not None:
            t = self.target
            if t in self.idx["fire"]:
                able = sorted(set().union(*self.idx["fire"][t]), key=A.UNIT_ORDER.index)
                y = self._section(b, y, f"Fire at square {t}", able, self.fire_sel, self._toggle(self.fire_sel),
                                  "Fire", A.Fire(t, tuple(self.fire_sel)) if self.fire_sel else None, False)
            if t in self.idx["aa"]:
                able = sorted(set().union(*self.idx["aa"][t]), key=A.UNIT_ORDER.index)
                y = self._section(b, y, f"Anti-aircraft at square {t}", able, self.aa_sel, self._toggle(self.aa_sel),
                                  "AA fire", A.AntiAircraft(t, tuple(self.aa_sel)) if self.aa_sel else None, True)
            if t in self.idx["missile"]:
                self.chip_rows.append((f"Polaris missile at square {t}", y))
                b.append(Button(pygame.Rect(PANEL.left + 12, y + 18, 200, 40), "Launch the missile",
                                lambda t=t: self.perform(A.Missile(t)), pygame.K_m, "", "destroys the square",
                                "danger"))
        elif self.sel_square is not None:
            units = [u for u in A.UNIT_ORDER if u in self.idx["move"]
                     and self.square_of_unit(side, u) == self.sel_square]
            self._chips(b, y, f"Units of square {self.sel_square} to move",
                        [(u, "", u in self.sel_units, self._toggle_unit(u)) for u in units])
        elif self.raid_mode:
            planes = sorted({p for a in self.idx["raid"] for p in a.planes})
            self._chips(b, y, "Planes flying together", [(p, f"sq {st.plane_square(st.fleets[side].planes[p])}",
                                                          p in self.raid_sel, self._toggle_raid(p)) for p in planes])
        elif self.land_mode:
            planes = sorted({p for g in self.idx["land"] for p in g})
            y = self._chips(b, y, "Planes landing together", [(p, "", p in self.land_sel, self._toggle(self.land_sel, p))
                                                              for p in planes])
            land = A.Land(tuple(self.land_sel)) if self.land_sel else None
            b.append(Button(pygame.Rect(PANEL.left + 12, y, 200, 40), "Land on the carrier",
                            (lambda: self.perform(land)) if land else None, None,
                            "" if land is None or land in self.legal_set else self.why(land)
                            if land else "Choose the planes (BN Aircraft)", "a whole move", "primary"))
        if st.phase == "aa_reply":
            act("Hold fire", A.HoldFire(), pygame.K_h, "no reply")
            return
        turn_started = st.turn.started
        if A.Pass in self.idx["kinds"]:
            act("Pass", A.Pass(), pygame.K_SPACE, "nothing else is possible", "primary")
        else:
            act("End turn", A.EndTurn(), pygame.K_e, "to the opponent", "primary",
                reason="" if A.EndTurn in self.idx["kinds"] else "Move or fire before ending the turn (BN Start)")
        raid_why = ""
        if not self.idx["raid"]:
            raid_why = ("An air raid is a whole move: no other move or fire this turn (BN Aircraft)" if turn_started
                        else "No plane can reach a square with enemy elements (BN Aircraft)")
        if not self.raid_mode:
            do("Air raid", self._raid_button, pygame.K_a, "1-3 planes, 3 squares", reason=raid_why)
        fleet = st.fleets[side]
        face_down = [n for n in sorted(st.board.platform_cells[side]) if n not in fleet.polaris_turned]
        if face_down:
            a = A.TurnPolaris(face_down[0])
            act("Polaris counter", a, pygame.K_p, f"{len(fleet.polaris_turned)}/4 turned")
        if any(p.status == "aloft" for p in fleet.planes.values()) and not self.land_mode:
            do("Land planes", self._open_land, pygame.K_l, "back aboard",
               reason="" if self.idx["land"] else "Landing is a whole move, within 3 squares of a carrier afloat "
                                                  "(BN Aircraft)")
        if self.any_mode():
            do("Cancel", self._cancel, None, "right click")

    def _section(self, b, y, title, units, sel, toggle, verb, action, aa):
        from ..rules.battaglia_navale.combat import cards_for
        chips = [(u, f"{cards_for((u,), aa)} card{'s' if cards_for((u,), aa) > 1 else ''}", u in sel, toggle(u))
                 for u in units]
        self.chip_rows.append((title, y))
        x = PANEL.left + 12
        for lab, sub, on, fn in chips:
            btn = Button(pygame.Rect(x, y + 18, 54, 40), lab, fn, None, "", sub, "primary" if on else "normal")
            btn.chip, btn.selected = True, on
            b.append(btn)
            x += 58
        n = cards_for(tuple(sel), aa) if sel else 0
        reason = "Choose at least one unit (BN Fire)" if action is None else self.why(action)
        b.append(Button(pygame.Rect(PANEL.right - 132, y + 18, 120, 40), verb,
                        (lambda: self.perform(action)) if action else None, pygame.K_f if not aa else pygame.K_g,
                        reason, f"{n} card{'s' if n != 1 else ''}", "danger"))
        return y + 66

    def _toggle(self, sel, item=None):
        def make(u):
            def fn():
                sel.symmetric_difference_update({u})
                self.build_buttons()
            return fn
        return make(item) if item is not None else make

    def _toggle_unit(self, u):
        def fn():
            self.sel_units = [x for x in self.sel_units if x != u] if u in self.sel_units else self.sel_units + [u]
            if not self.sel_units:
                self.sel_square = None
            self.build_buttons()
        return fn

    def _toggle_raid(self, p):
        def fn():
            group = next((g for g in self.plane_groups() if p in g), (p,))
            if not self.raid_sel <= set(group):
                self.raid_sel = set()
            self.raid_sel.symmetric_difference_update({p})
            self.build_buttons()
        return fn

    def _pick_fleet(self, u):
        def fn():
            self.fleet_unit = u
            self.build_buttons()
        return fn

    def _pick_plane(self, p):
        def fn():
            self.plane_pick = p
            self.build_buttons()
        return fn

    def _rotate(self) -> None:
        if self.adjust_unit:
            self.adjust_heading = "v" if self.adjust_heading == "h" else "h"
        else:
            self.fleet_heading = "v" if self.fleet_heading == "h" else "h"
        self.build_buttons()

    def _raid_button(self) -> None:
        self.open_raid()
        self.build_buttons()

    def _open_land(self) -> None:
        self.reset_modes()
        self.land_mode = True
        self.land_sel = set(max(self.idx["land"], key=len)) if self.idx["land"] else set()
        self.build_buttons()

    def _cancel(self) -> None:
        self.reset_modes()
        self.build_buttons()

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
            self._start(fx.CardsShow(scale, None, "islands", None, cards,
                                     caption="Island cards: " + "; ".join(e.text.split(": ", 1)[-1] for e in islands)))
        for e in events:
            d = e.data
            if e.kind in ("fire", "bombing", "anti_aircraft"):
                self._start(fx.CardsShow(scale, d["side"], e.kind, d["target"], d["cards"], d["marks"], events,
                                         caption=e.text))
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
        if not self.shows and not self.slides and self.shown_seat != self.game.to_move():
            self.shown_seat = self.game.to_move()  # the chart turns once the last picture is over
            moving = True
        return moving

    # -- input --------------------------------------------------------------------------------------
    def handle_board(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.cell_at(event.pos)
            self.buttons.handle(event)
            return False
        if self.game.outcome() is not None:
            return self.buttons.handle(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and (self.adjust_unit or
                                                                          self.game.state.phase == "fleet"):
            self._rotate()
            return True
        if self.buttons.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._cancel()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cell = self.cell_at(event.pos)
            if cell is None:
                return False
            self.click_cell(cell)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            unit, grab, start = self.drag
            self.drag = None
            cell = self.cell_at(event.pos)
            if cell is not None and cell != start and self.adjust_unit == unit:
                anchor = (cell[0] - grab[0], cell[1] - grab[1])
                self.perform(A.Place(unit, anchor, self.adjust_heading))
            return True
        return False

    def click_cell(self, cell) -> None:
        st = self.game.state
        phase = st.phase
        if phase == "islands":
            self.perform(A.DrawIslands())
        elif phase == "battery":
            self.perform(A.PlaceBattery(cell))
        elif phase == "fleet":
            self.perform(self.fleet_action(cell))
        elif phase == "lot":
            self.perform(A.DrawLot())
        elif phase == "place_planes":
            self.perform(A.PlacePlane(self.plane_pick, cell))
        elif phase == "aa_reply":
            sq = st.board.square_of(cell)
            if sq == st.aa_square:
                self.open_target(sq)
                self.build_buttons()
            else:
                self.perform(A.AntiAircraft(sq, ("B",)))  # refused: the engine names the square to reply against
        elif phase == "turn":
            self.click_turn(cell)

    def own_unit_at(self, cell):
        side = self.game.to_move()
        fleet = self.game.state.fleets[side]
        for s in fleet.afloat():
            if cell in s.cells:
                return s.unit
        for p in fleet.planes.values():
            if p.status == "aloft" and p.cell == cell:
                return p.unit
        return None

    def click_turn(self, cell) -> None:
        st, side = self.game.state, self.game.to_move()
        sq = st.board.square_of(cell)
        unit = self.own_unit_at(cell)
        if self.adjust_unit:
            if sq == self.square_of_unit(side, self.adjust_unit) and unit in (None, self.adjust_unit):
                self.perform(self.place_action(cell))
                return
        platform = {c: n for n, c in st.board.platform_cells[side].items()}
        if cell in platform:
            self.perform(A.TurnPolaris(platform[cell]))
            return
        if unit in self.idx["place"]:
            self.reset_modes()
            self.adjust_unit, self.adjust_heading = unit, st.fleets[side].ships[unit].heading
            ship = st.fleets[side].ships[unit]
            self.drag = (unit, (cell[0] - ship.cells[0][0], cell[1] - ship.cells[0][1]), cell)
            self.build_buttons()
            return
        if self.raid_mode:
            if unit and unit.startswith("A"):
                self.open_raid(next(g for g in self.plane_groups() if unit in g) if unit in
                               {p for g in self.plane_groups() for p in g} else None)
                self.build_buttons()
                return
            self.perform(A.Raid(sq, tuple(sorted(self.raid_sel)) or ("A1",)))
            return
        if self.sel_square is not None and sq != self.sel_square:
            dests = self.destinations()
            if sq in dests:
                for a in dests[sq]:
                    if self.game.outcome() is None and a in set(self.game.legal_actions()):
                        self.perform(a)
                    elif self.game.outcome() is None:
                        self.perform(a)  # refused now (e.g. no room left): the engine says why
                return
            if sq not in self.attack_squares():
                line = st.board.straight(self.sel_square, sq)
                u = self.sel_units[0]
                if line is None:
                    self.app.toast("Not allowed: ships move only North, South, East or West, in a straight line "
                                   "(BN Movement)")
                else:
                    self.perform(A.Move(u, line[0], line[1]))
                return
        if unit is not None and unit in self.idx["move"]:
            if self.sel_square == sq:
                self._toggle_unit(unit)()
            else:
                self.select_square(sq, [unit])
                self.build_buttons()
            return
        if unit is not None and unit.startswith("A") and self.idx["raid"]:
            groups = [g for g in self.plane_groups() if unit in g]
            if groups:
                self.open_raid(groups[0])
                self.build_buttons()
                return
        if sq in self.attack_squares():
            self.open_target(sq)
            self.build_buttons()
            return
        movable = [u for u in self.idx["move"] if self.square_of_unit(side, u) == sq]
        if movable:
            self.select_square(sq, movable)
            self.build_buttons()
            return
        self._explain(sq, unit)

    def _explain(self, sq, unit) -> None:
        """A click that matches no legal action: play the nearest one so the rules say why."""
        st, side = self.game.state, self.game.to_move()
        self.reset_modes()
        self.build_buttons()
        if unit is not None and not unit.startswith("A"):
            self.perform(A.Move(unit, "N", 1))
            return
        enemy = st.fleets[st.opponent(side)]
        if any(st.board.square_of(s.cells[0]) == sq for s in enemy.afloat() if s.unit != "S") or (
                enemy.battery.active and st.board.square_of(enemy.battery.cell) == sq):
            guns = tuple(u for u in ("C", "I", "Ct") if st.fleets[side].ships[u].afloat)
            if st.fleets[side].battery.active:
                guns += ("B",)
            if guns:
                self.perform(A.Fire(sq, guns))
                return
        self.app.toast(f"Square {sq}: nothing of yours to move here and no enemy to fire at. Click one of your "
                       "squares, a red-marked target or a Polaris counter", theme.GOLD)

    # -- the scene's own mapping from an action to the input that plays it (used by the tests) -------
    def input_toward(self, action):
        """The next input (("click", pos, button) or ("key", key)) on the way to playing `action`
        from the scene's current state of selection."""
        st, side = self.game.state, self.game.to_move()
        k = type(action)

        def press(prefix):
            for b in self.buttons.buttons:
                if b.label.startswith(prefix) and not getattr(b, "chip", False):
                    return ("click", b.rect.center, 1)
            raise LookupError(f"no button {prefix!r} for {action}")

        def chip(label_):
            for b in self.buttons.buttons:
                if getattr(b, "chip", False) and b.label == label_:
                    return ("click", b.rect.center, 1)
            raise LookupError(f"no chip {label_!r} for {action}")

        def cell_click(cell):
            return ("click", self.cell_center(cell), 1)

        def safe_cell(sq):
            own_platform = set(st.board.platform_cells[side].values())
            for c in st.board.square_cells_of(sq):
                if c not in own_platform and self.own_unit_at(c) is None:
                    return cell_click(c)
            raise LookupError(f"no free cell to click in square {sq}")

        reset = ("click", (PANEL.centerx, PANEL.top + 60), 3)
        if k is A.DrawIslands:
            return press("Draw the island")
        if k is A.PlaceBattery:
            return cell_click(action.cell)
        if k is A.AutoFleet:
            return press("Automatic")
        if k is A.PlaceFleetShip:
            if self.fleet_unit != action.unit:
                return chip(action.unit)
            if self.fleet_heading != action.heading:
                return ("key", pygame.K_r)
            return cell_click(action.cell)
        if k is A.DrawLot:
            return press("Draw lots")
        if k is A.AutoPlanes:
            return press("Place automatically")
        if k is A.PlacePlane:
            return chip(action.plane) if self.plane_pick != action.plane else cell_click(action.cell)
        if k is A.HoldFire:
            return press("Hold fire")
        if k is A.EndTurn:
            return press("End turn")
        if k is A.Pass:
            return press("Pass")
        if k is A.TurnPolaris:
            return reset if self.any_mode() else cell_click(st.board.platform_cells[side][action.number])
        if k is A.Move:
            here = self.square_of_unit(side, action.unit)
            if self.sel_square != here or self.adjust_unit or self.target is not None:
                if self.any_mode():
                    return reset
                return cell_click(st.fleets[side].ships[action.unit].cells[0])
            if self.sel_units != [action.unit]:
                wrong = next((u for u in self.sel_units if u != action.unit), action.unit)
                return chip(wrong)
            dest = st.board.path(here, action.direction, action.squares)[-1]
            return safe_cell(dest)
        if k is A.Place:
            if self.adjust_unit != action.unit:
                return reset if self.any_mode() else cell_click(st.fleets[side].ships[action.unit].cells[0])
            if self.adjust_heading != action.heading:
                return ("key", pygame.K_r)
            return cell_click(action.cell)
        if k in (A.Fire, A.AntiAircraft, A.Missile):
            if self.target != action.target:
                return reset if self.any_mode() else safe_cell(action.target)
            if k is A.Missile:
                return press("Launch")
            sel = self.fire_sel if k is A.Fire else self.aa_sel
            diff = sel.symmetric_difference(action.units)
            if diff:
                if k is A.Fire and A.AntiAircraft in self.idx["kinds"] and action.target in self.idx["aa"]:
                    return self._chip_in_section(sorted(diff)[0], aa=False)
                if k is A.AntiAircraft and action.target in self.idx["fire"]:
                    return self._chip_in_section(sorted(diff)[0], aa=True)
                return chip(sorted(diff)[0])
            return press("Fire" if k is A.Fire else "AA fire")
        if k is A.Raid:
            if not self.raid_mode:
                return reset if self.any_mode() else press("Air raid")
            if self.raid_sel != set(action.planes):
                return chip(sorted(self.raid_sel.symmetric_difference(action.planes))[0])
            return safe_cell(action.target)
        if k is A.Land:
            if not self.land_mode:
                return reset if self.any_mode() else press("Land planes")
            if self.land_sel != set(action.planes):
                return chip(sorted(self.land_sel.symmetric_difference(action.planes))[0])
            return press("Land on the carrier")
        raise LookupError(f"no input for {action}")

    def _chip_in_section(self, unit, aa: bool):
        """Fire and anti-aircraft sections both show unit chips: pick the right row."""
        rows = [y for title, y in self.chip_rows]
        row_y = rows[1] if aa and len(rows) > 1 else rows[0]
        for b in self.buttons.buttons:
            if getattr(b, "chip", False) and b.label == unit and b.rect.top == row_y + 18:
                return ("click", b.rect.center, 1)
        raise LookupError(f"no chip {unit}")


SCENE = BattagliaNavaleScene
