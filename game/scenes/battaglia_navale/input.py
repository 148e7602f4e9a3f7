"""Battaglia Navale: clicks to actions. A click on the chart selects, opens a target or plays an
action (a click that matches nothing is played anyway so the rules say why); ``input_toward``
gives the next input on the way to any legal action, which the tests use to play by mouse.
"""
from __future__ import annotations

import pygame

from ...rules.battaglia_navale import actions as A
from ...rules.battaglia_navale.placement import ship_cells
from ...ui import commands, theme


class ChartInput:
    """Mixin of BattagliaNavaleScene: mouse and keys on the chart, and the input for an action."""

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
        return len(ship.cells) if ship is not None and ship.cells else self.rules.data.unit(unit)["cells"]

    def fleet_action(self, cell):
        legal = self.idx["fleet"].get(self.fleet_unit, set())
        a, h = self.placement_for(self.fleet_unit, cell, self.fleet_heading, legal)
        return A.PlaceFleetShip(self.fleet_unit, a, h)

    def place_action(self, cell):
        legal = self.idx["place"].get(self.adjust_unit, set())
        a, h = self.placement_for(self.adjust_unit, cell, self.adjust_heading, legal)
        return A.Place(self.adjust_unit, a, h)

    # -- input --------------------------------------------------------------------------------------
    def point_at(self, pos) -> None:
        self.hover = self.cell_at(pos)
        self.hovering.moved()

    def board_first(self, event) -> bool | None:
        """A finished game: only the buttons; R turns the unit being placed (before the
        Rotate button's own R)."""
        if event.type == pygame.MOUSEMOTION:
            return None
        if self.game.outcome() is not None:
            return self.buttons.handle(event)
        if commands.pressed(event, "bn rotate") and (self.adjust_unit or
                                                                          self.game.state.phase == "fleet"):
            self._rotate()
            return True
        return None

    def click_board(self, event) -> bool:
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
    # -- play by keys (issue 35): the cells of the chart -----------------------------------------
    FOCUS_ROUND = False

    def first_click(self, action):
        try:
            step = self.input_toward(action)
        except LookupError:
            return None
        return step[1] if step[0] == "click" and step[2] == 1 else None

    def focus_rect(self, pos) -> pygame.Rect:
        cell = self.cell_at(pos)
        return self.cell_rect(cell) if cell is not None else super().focus_rect(pos)

    def back_out(self) -> bool:
        """Esc with a ship, a square or a mode chosen drops it (as a right click does)."""
        if not self.any_mode():
            return False
        self._cancel()
        return True

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

        panel = self.layout.panel
        reset = ("click", (panel.centerx, panel.top + 60), 3)   # a right click on the panel: Cancel
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
                return ("key", commands.code("bn rotate"))
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
                return ("key", commands.code("bn rotate"))
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
