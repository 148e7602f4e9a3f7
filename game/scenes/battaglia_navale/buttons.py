"""Battaglia Navale: the action panel's buttons, rebuilt from the legal actions and the scene's
selection (ship to place, units to move, fire and anti-aircraft sections, air raid, landing),
and the toggles that change that selection.
"""
from __future__ import annotations

import pygame

from ...rules.battaglia_navale import actions as A
from ...rules.battaglia_navale import odds
from ...ui.widgets import Button
from .layout import NAMES

SCREEN_TIPS = {   # the panel's buttons that open a choice rather than play a move
    "Rotate": "Turn the ship to place between east-west and north-south (BN Preliminaries)",
    "Air raid": "Choose 1-3 planes and a square within 3 squares to bomb: a whole move (BN Aircraft)",
    "Land planes": "Choose the planes to bring back aboard the carrier: a whole move (BN Aircraft)",
    "Cancel": "Leave this choice (a right click does the same)",
    "Launch the missile": "Fire the Polaris missile at this square: it destroys every unit in it (BN Polaris)",
    "Fire": "Fire at the square with the units chosen: each draws fire cards (BN Fire)",
    "AA fire": "Fire anti-aircraft at the planes over the square with the units chosen (BN Aircraft)",
    "Land on the carrier": "Land the planes chosen on the carrier: a whole move (BN Aircraft)",
}


class PanelButtons:
    """Mixin of BattagliaNavaleScene: ``build_buttons`` fills ``self.buttons`` and ``self.chip_rows``."""

    def build_buttons(self) -> None:
        st = self.game.state
        b: list[Button] = []
        self.chip_rows = []
        area = self.layout.panel   # the action panel, at the canvas's right edge (layout.py)
        top = area.top + 96
        bottom = [area.left + 12, area.bottom - 54]

        def act(label, action, key=None, sub="", style="normal", reason=None):
            why = self.why(action) if reason is None else reason
            return self._bottom(b, bottom, label, lambda: self.perform(action), key, sub, style, why, action)

        def do(label, fn, key=None, sub="", style="normal", reason=""):
            return self._bottom(b, bottom, label, fn, key, sub, style, reason)

        phase = st.phase
        if st.result is not None:
            do("Back to title", self.app.to_title, pygame.K_RETURN, style="primary")
        elif phase == "islands":
            act("Draw the island cards", A.DrawIslands(), "bn go on", "two cards", "primary")
        elif phase == "fleet":
            units = [u for u in ("C", "P", "I", "Ct", "S") if u in self.idx["fleet"]]
            self._chips(b, top, "Ship to place", [(u, f"{self.rules.data.unit(u)['cells']} cells", u == self.fleet_unit,
                                                   self._pick_fleet(u)) for u in units])
            do("Rotate", self._rotate, "bn rotate", "vertical" if self.fleet_heading == "v" else "horizontal")
            act("Automatic placement", A.AutoFleet(), "bn auto", "the whole fleet", "primary")
        elif phase == "lot":
            act("Draw lots", A.DrawLot(), "bn go on", "who moves first", "primary")
        elif phase == "place_planes":
            left = [p for p in st.raid.planes if p not in st.raid.placed]
            self._chips(b, top, f"Plane to place over square {st.raid.target}",
                        [(p, "", p == self.plane_pick, self._pick_plane(p)) for p in left])
            act("Place automatically", A.AutoPlanes(), "bn auto", "then bomb", "primary")
        elif phase in ("turn", "aa_reply"):
            self._turn_buttons(b, top, act, do)
        if st.result is None:
            undo_why = self.undo_refusal()
            b.append(Button(pygame.Rect(area.right - 84, area.top + 8, 74, 28), "Undo", self.undo, None, undo_why))
        self.buttons.buttons = self.while_computer_moves(b)

    def _bottom(self, b, slot, label, fn, key, sub, style, reason, action=None):
        w, h = 170, 44
        if slot[0] + w > self.layout.panel.right - 8:
            slot[0] = self.layout.panel.left + 12
            slot[1] -= h + 8
        btn = Button(pygame.Rect(slot[0], slot[1], w, h), label, fn, key, reason, sub, style, action)
        b.append(btn)
        slot[0] += w + 8
        return btn

    def _chips(self, b, y, title, chips, wide: int = 0):
        """A row of toggles (units, planes); returns the y below it."""
        self.chip_rows.append((title, y))
        x = self.layout.panel.left + 12
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
                b.append(Button(pygame.Rect(self.layout.panel.left + 12, y + 18, 200, 40), "Launch the missile",
                                lambda t=t: self.perform(A.Missile(t)), "bn missile", "", "destroys the square",
                                "danger"))
        elif self.sel_square is not None:
            units = [u for u in A.UNIT_ORDER if u in self.idx["move"]
                     and self.square_of_unit(side, u) == self.sel_square]
            self._chips(b, y, f"Units of square {self.sel_square} to move",
                        [(u, "", u in self.sel_units, self._toggle_unit(u)) for u in units])
        elif self.raid_mode:
            planes = sorted({p for a in self.idx["raid"] for p in a.planes})
            y = self._chips(b, y, "Planes flying together", [(p, f"sq {st.plane_square(st.fleets[side].planes[p])}",
                                                              p in self.raid_sel, self._toggle_raid(p)) for p in planes])
            for i, line in enumerate(self._raid_odds(st, side)):
                self.chip_rows.append((line, y + i * 18))
        elif self.land_mode:
            planes = sorted({p for g in self.idx["land"] for p in g})
            y = self._chips(b, y, "Planes landing together", [(p, "", p in self.land_sel, self._toggle_landing(p))
                                                              for p in planes])
            land = A.Land(tuple(self.land_sel)) if self.land_sel else None
            b.append(Button(pygame.Rect(self.layout.panel.left + 12, y, 200, 40), "Land on the carrier",
                            (lambda: self.perform(land)) if land else None, None,
                            "" if land is None or land in self.legal_set else self.why(land)
                            if land else "Choose the planes (BN Aircraft)", "a whole move", "primary"))
        if st.phase == "aa_reply":
            act("Hold fire", A.HoldFire(), "bn hold fire", "no reply")
            return
        turn_started = st.turn.started
        if A.Pass in self.idx["kinds"]:
            act("Pass", A.Pass(), "bn go on", "nothing else is possible", "primary")
        else:
            act("End turn", A.EndTurn(), "bn end turn", "to the opponent", "primary",
                reason="" if A.EndTurn in self.idx["kinds"] else "Move or fire before ending the turn (BN Start)")
        raid_why = ""
        if not self.idx["raid"]:
            raid_why = ("An air raid is a whole move: no other move or fire this turn (BN Aircraft)" if turn_started
                        else "No plane can reach a square with enemy elements (BN Aircraft)")
        # Air raid, Polaris counter and Land planes keep their places in every state of the
        # turn (issue 31), each disabled with its reason when it cannot be used
        if self.raid_mode:
            raid_why = "The raid is being chosen: its planes above, then its target square (Cancel stops it)"
        do("Air raid", self._raid_button, "bn air raid", "1-3 planes, 3 squares", reason=raid_why)
        fleet = st.fleets[side]
        face_down = [n for n in sorted(st.board.platform_cells[side]) if n not in fleet.polaris_turned]
        if face_down:
            act("Polaris counter", A.TurnPolaris(face_down[0]), "bn polaris", f"{len(fleet.polaris_turned)}/4 turned")
        else:
            do("Polaris counter", None, "bn polaris", f"{len(fleet.polaris_turned)}/4 turned",
               reason="Every Polaris counter of yours is turned (BN Polaris)")
        land_why = ("" if self.idx["land"] else
                    "Landing is a whole move, within 3 squares of a carrier afloat (BN Aircraft)"
                    if any(p.status == "aloft" for p in fleet.planes.values()) else
                    "No plane of yours is aloft: planes take off in an air raid (BN Aircraft)")
        if self.land_mode:
            land_why = "The planes to land are being chosen above (Cancel stops it)"
        do("Land planes", self._open_land, "bn land", "back aboard", reason=land_why)
        if self.any_mode():
            do("Cancel", self._cancel, None, "right click")

    def _section(self, b, y, title, units, sel, toggle, verb, action, aa):
        from ...rules.battaglia_navale.combat import cards_for
        chips = [(u, f"{cards_for(self.rules.data, (u,), aa)} card{'s' if cards_for(self.rules.data, (u,), aa) > 1 else ''}", u in sel, toggle(u))
                 for u in units]
        self.chip_rows.append((title, y))
        x = self.layout.panel.left + 12
        for lab, sub, on, fn in chips:
            btn = Button(pygame.Rect(x, y + 18, 54, 40), lab, fn, None, "", sub, "primary" if on else "normal")
            btn.chip, btn.selected = True, on
            b.append(btn)
            x += 58
        n = cards_for(self.rules.data, tuple(sel), aa) if sel else 0
        reason = "Choose at least one unit (BN Fire)" if action is None else self.why(action)
        sub = f"{n} card{'s' if n != 1 else ''}"
        if action is not None and not reason:  # issue 15: the chance of a hit before the fire
            st, side = self.game.state, self.game.to_move()
            chance = odds.fire_odds(st, side, action.target, n, "anti_aircraft" if aa else "fire")
            sub = chance.describe()
            if chance.own:  # option friendly fire: the marks may fall on one's own ships (BN Fire)
                self.chip_rows[-1] = (f"{title}: {odds.percent(chance.own)} to hit your own ships", y)
        # the verb beside the units, or under them when they reach its place (four units or
        # more: the button covered the last ones, which no click could then choose)
        right = self.layout.panel.right
        below = x - 4 > right - 162 - 6
        verb_y = y + 18 + (46 if below else 0)
        b.append(Button(pygame.Rect(right - 162, verb_y, 150, 40), verb,
                        (lambda: self.perform(action)) if action else None, "bn fire" if not aa else "bn aa fire",
                        reason, sub, "danger"))
        return y + 66 + (46 if below else 0)

    def _raid_odds(self, st, side) -> list:
        """Issue 15: the chosen planes' chance to hit each square they can reach (BN Aircraft:
        one card a plane, marks as for a ship's fire), two lines for the panel."""
        if not self.raid_sel:
            return []
        raids = sorted({a.target for a in self.idx["raid"] if set(a.planes) == self.raid_sel})
        if not raids:
            return []
        n = len(self.raid_sel) * self.rules.data.numbers["planes"]["cards_each"]
        parts = [f"sq {t} {odds.percent(odds.fire_odds(st, side, t, n, 'bombing').hit)}" for t in raids[:4]]
        return [f"Bombing, {n} card{'s' if n != 1 else ''}: chance to hit", ", ".join(parts)
                + (", ..." if len(raids) > 4 else "")]

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
            group, whole = next(((g, w) for g, w in self.plane_flights() if p in g), ((p,), False))
            if whole:  # BN Aircraft: planes that took off together always fly together
                self.raid_sel = set() if self.raid_sel == set(group) else set(group)
            else:
                if not self.raid_sel <= set(group):
                    self.raid_sel = set()
                self.raid_sel.symmetric_difference_update({p})
            self.build_buttons()
        return fn

    def _toggle_landing(self, p):
        """A flight lands as one (BN Aircraft): a chip chooses its whole flight."""
        def fn():
            group = next((set(g) for g in self.idx["land"] if p in g), {p})
            self.land_sel = set() if self.land_sel == group else group
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

    def button_tip(self, button) -> str:
        """What a button of the panel does (issue 31): a unit's or a plane's toggle, the modes;
        a button that plays a move says the move (GameScene.button_tip)."""
        if getattr(button, "chip", False):
            name = NAMES.get(button.label, f"plane {button.label}")
            return f"Take the {name} in or out of the choice" if button.label not in ("A1", "A2", "A3") or \
                self.game.state.phase != "place_planes" else f"Place {name} next: click a free cell of the square"
        said = SCREEN_TIPS.get(button.label)
        if said:
            return said
        return super().button_tip(button)

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
