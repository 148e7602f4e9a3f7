"""Steam Torpedo: clicks to actions. A click on a crew token, a compartment or a sea sector
selects, narrows a pick or plays an action (a click that matches nothing is played anyway so
the rules say why); ``next_click`` gives the next click on the way to any legal action, which
the tests and the hint use to play by mouse.
"""
from __future__ import annotations

import pygame

from ...rules.steam_torpedo import actions as A
from ...rules.steam_torpedo.state import ACTION, BUILD, DAMAGE, REACTION, RECOVERY, SWAP
from ...rules.steam_torpedo.words import damage_note
from ...ui import theme
from ..modal import ChoiceScene
from . import card_art, catalogue, fit
from .pick import attr, click_value, question_title


class MatInput:
    """Mixin of SteamTorpedoScene: mouse on the mat, and the click for an action."""

    def point_at(self, pos) -> None:
        self.hover = self.cell_at(pos)
        self.hovering.moved()

    def click_board(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel()
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self.seat is None:
            return False
        st = self.game.state
        pos = event.pos
        if st.phase == BUILD:
            card_id = catalogue.catalogue_at(self, pos)
            if card_id:
                self.play(A.Build(card_id))
                return True
            return False
        token = self.token_at(pos)
        if token is not None:
            self.click_token(*token)
            return True
        cell = self.cell_at(pos)
        if cell is not None:
            self.click_cell(*cell)
            return True
        sector = self.layout.sector_at(pos)
        if sector is not None:
            self.click_sector(self.lane_seat(sector[0]), sector[1])
            return True
        return False

    def cell_at(self, pos) -> tuple[str, str] | None:
        for (faction, cell), r in self.layout.slots.items():
            if r.collidepoint(pos):
                seat = self.seat_of_faction(faction)
                return (seat, cell) if seat else None
        return None

    def tokens(self) -> list[tuple]:
        """(member, centre) of every living crew token on the mat."""
        st = self.game.state
        groups: dict = {}
        for sub in st.subs.values():
            for m in sub.crew:
                if m.alive:
                    groups.setdefault((m.sub, m.cell), []).append(m)
        out = []
        z = fit.zoomed(self.layout.zoom)
        for (seat, cell), members in groups.items():
            r = self.slot(seat, cell)
            # in the card's crew strip, left of its printed type and place (issue 31: tokens
            # covered them), closer together (overlapping like coins) when many
            room = self.strip_room(seat, cell) - z(20) - z(13)
            step = z(25) if len(members) < 2 else min(z(25), room / (len(members) - 1))
            for i, m in enumerate(members):
                out.append((m, (r.left + z(20) + i * step, r.bottom - z(19))))
        return out

    def strip_room(self, seat: str, cell: str) -> int:
        """How far from the card's left the crew strip is free: up to the type and place
        printed at its right (where the card prints them: card_art.card_symbols)."""
        r = self.slot(seat, cell)
        zoom = self.layout.zoom
        comp = self.game.state.subs[seat].compartments.get(cell)
        if comp is None or comp.destroyed:
            return r.w - round(24 * zoom)
        labels = [rect.left for rect, term in card_art.card_symbols(comp.card, r.size, comp.damage, comp.oxygen, cell, zoom)
                  if term in ("control-room", "compartment-position") or term.startswith("type-")]
        return (min(labels) if labels else r.w - round(80 * zoom)) - round(2 * zoom)

    def token_at(self, pos):
        reach = 13 * self.layout.zoom
        for m, (x, y) in self.tokens():
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= reach ** 2:
                return m.owner, m.id
        return None

    def place_of(self, pos, action) -> pygame.Rect | None:
        """What a click at pos names, as a tutorial rings it (issue 34): a crew token, a
        compartment, a sea sector (a button is found by the tutorial itself)."""
        if self.token_at(pos) is not None:
            reach = round(14 * self.layout.zoom)
            return pygame.Rect(pos[0] - reach, pos[1] - reach, 2 * reach, 2 * reach)
        cell = self.cell_at(pos)
        if cell is not None:
            return self.slot(*cell)
        sector = self.layout.sector_at(pos)
        return self.layout.lane_cell(*sector) if sector is not None else None

    def token_pos(self, owner: str, crew_id: str):
        return next(p for m, p in self.tokens() if m.owner == owner and m.id == crew_id)

    def pick_click(self, where) -> bool:
        if self.pick is None:
            return False
        name, values = self.pick.question()
        value = click_value(self.game.state, self.seat, name, values, self.pick.cands[0], where)
        if value is None:
            self.app.toast(f"Choose: {question_title(self.game.state, self.seat, name, self.pick.cands[0])} "
                           "(the buttons on the right list the choices; right click cancels)", theme.GOLD)
            return True
        self.choose(name, value)
        return True

    def click_token(self, owner: str, crew_id: str) -> None:
        st = self.game.state
        if self.pick is not None:
            self.pick_click(("crew", owner, crew_id))
            return
        if st.phase != ACTION:
            m = st.subs[owner].member(crew_id)
            self.click_cell(m.sub, m.cell)
            return
        if owner != self.seat:
            self.app.toast("That is an enemy crew member: select one of your own (ST Crew)", theme.GOLD)
            return
        m = st.subs[owner].member(crew_id)
        if self.selected == crew_id:
            if any(isinstance(a, A.Activate) and crew_id in a.crew and a.cell == m.cell and m.sub == owner
                   for a in self.actions):
                self.click_cell(m.sub, m.cell)
            else:
                self.selected = None
                self.refresh()
            return
        if not m.ready:
            self.app.toast(f"{'The commander' if m.commander else 'Sailor ' + m.id} is exhausted: "
                           "exhausted crew are readied in the next recovery (ST Crew)", theme.GOLD)
            return
        self.selected = crew_id
        self.refresh()

    def click_sector(self, lane_seat: str | None, n: int) -> None:
        st = self.game.state
        if lane_seat is None:
            return
        if self.pick is not None:
            self.pick_click(("sector", lane_seat, n))
            return
        if st.phase != ACTION:
            self.app.toast("Figures move in the action phase (ST Manoeuvring)", theme.GOLD)
            return
        if st.manoeuvred:
            self.perform(A.Manoeuvre(n, n))  # the engine says why: once per turn
            return
        own = lane_seat == self.seat
        plan = list(self.plan)
        if own:
            plan[0] = n
        else:
            plan[1] = n
        current = (st.subs[self.seat].sector, st.subs[st.other(self.seat)].sector)
        if tuple(plan) == tuple(self.plan) and tuple(plan) in self.manoeuvres():
            self.play(A.Manoeuvre(*plan))  # a second click on the planned sector sails
            return
        if tuple(plan) in self.manoeuvres() or tuple(plan) == current:
            self.plan = plan
            self.refresh()
            return
        self.refuse(self.why(A.Manoeuvre(*plan)))

    def click_cell(self, sub_seat: str, cell: str) -> None:
        st = self.game.state
        seat = self.seat
        if self.pick is not None:
            self.pick_click(("cell", sub_seat, cell))
            return
        phase = st.phase
        if phase == SWAP:
            if sub_seat != seat:
                self.app.toast("Swap two compartments of your own submarine (ST Setup 2)", theme.GOLD)
            elif self.swap_first is None:
                if cell == "c2":
                    self.perform(A.Swap(cell, "a1"))
                else:
                    self.swap_first = cell
            elif self.swap_first == cell:
                self.swap_first = None
            else:
                a, b = sorted((self.swap_first, cell), key=lambda c: (c[1], c[0]))
                self.play(A.Swap(a, b))
                return
            self.refresh()
            return
        if phase == RECOVERY:
            if sub_seat != seat:
                self.app.toast("Breathe from your own submarine: click one of its oxygen bubbles "
                               "(ST Turn Sequence 1)", theme.GOLD)
                return
            self.play(A.Breathe(cell))
            return
        if phase == DAMAGE:
            if sub_seat != st.damage.defender:
                self.app.toast(f"Place the damage on your own {st.damage.section} (ST Attack Results 5)", theme.GOLD)
                return
            self.place_damage(cell)
            return
        if phase == REACTION:
            cands = [a for a in self.actions if isinstance(a, A.React) and a.cell == cell and sub_seat == seat]
            if cands:
                self.start_pick(cands, "React")
            elif sub_seat == seat:
                crew = [m.id for m in st.subs[seat].crew if m.alive and m.cell == cell and m.sub == seat]
                self.play(A.React(cell, (crew[0] if crew else "1",)))
            else:
                self.app.toast("React with a compartment of your own, or pass (ST Conditions for Starting "
                               "Actions)", theme.GOLD)
            return
        if phase != ACTION:
            return
        cands = []
        if self.selected:
            m = st.subs[seat].member(self.selected)
            cands += [a for a in self.actions if isinstance(a, A.Move) and a.crew == self.selected
                      and a.path[-1] == cell and sub_seat == m.sub]
            cands += [a for a in self.actions if isinstance(a, A.Activate) and self.selected in a.crew
                      and a.cell == cell and sub_seat == seat]
        if sub_seat == seat:
            cands += [a for a in self.actions if isinstance(a, A.Use) and a.cell == cell]
        if cands:
            self.start_pick(cands, "Choose")
            return
        mine = [m for m in st.subs[seat].crew if m.alive and m.ready and m.sub == sub_seat and m.cell == cell]
        if mine and mine[0].id != self.selected:
            self.selected = mine[0].id
            self.refresh()
            return
        if self.selected:
            m = st.subs[seat].member(self.selected)
            if sub_seat == m.sub:
                self.perform(A.Move(self.selected, (cell,)))  # the engine says why not
            else:
                self.app.toast("A crew member moves within the submarine they are aboard (ST Using the Crew A)",
                               theme.GOLD)
            return
        card = st.subs[sub_seat].at(cell).card if sub_seat == seat else None
        if card is not None and card.trigger == "presence":
            self.perform(A.Use(cell))
        else:
            self.app.toast("Select a ready crew member first: click a token (ST Using the Crew)", theme.GOLD)

    # -- play by keys (issue 35): the compartments, the crew and the sea ------------------------
    FOCUS_ROUND = False

    def first_click(self, action):
        return self.next_click(action)

    def back_out(self) -> bool:
        """Esc with a crew member, a swap or a question under way drops it (as a right click does)."""
        if self.pick is None and self.selected is None and self.swap_first is None:
            return False
        self.cancel()
        return True

    def focus_rect(self, pos) -> pygame.Rect:
        for rect in self.layout.slots.values():
            if rect.collidepoint(pos):
                return rect.copy()
        for rect in self.layout.sectors.values():
            if rect.collidepoint(pos):
                return rect.copy()
        return super().focus_rect(pos)

    # -- the click that leads to an action (tests and the hint) -----------------------------
    def next_click(self, action) -> tuple[int, int]:
        """Where to click next on the way to ``action`` (one of legal_actions)."""
        if self.app.stack.top is not self and not getattr(self, "guided", False):   # (a tutorial's overlay, issue 34)
            return self.size[0] // 2, self.size[1] // 2  # a hand-off screen: click anywhere
        st = self.game.state
        seat = self.seat
        if self.pick is not None:
            name, _ = self.pick.question()
            return self.pick_buttons[attr(action, name)].rect.center

        def button(label):
            return next(b for b in self.buttons.buttons if b.label.startswith(label)).rect.center

        def cell(s, c):
            return self.slot(s, c).center

        if isinstance(action, A.Build):
            return catalogue.catalogue_rect(self, action.card).center
        if isinstance(action, A.Keep):
            return button("Keep")
        if isinstance(action, A.Swap):
            return cell(seat, action.b if self.swap_first == action.a else action.a)
        if isinstance(action, A.Breathe):
            return cell(seat, action.cell)
        if isinstance(action, A.EndTurn):
            return button("End the turn")
        if isinstance(action, A.Pass):
            return button("Pass")
        if isinstance(action, A.Replace):
            return button("Replace")
        if isinstance(action, A.Damage):
            return cell(st.damage.defender, action.cell)
        if isinstance(action, A.React):
            return cell(seat, action.cell)
        if isinstance(action, A.Manoeuvre):
            own, enemy = st.subs[seat], st.subs[st.other(seat)]
            if self.plan[0] != action.own:
                return self.layout.lane_cell(own.lane, action.own).center
            if self.plan[1] != action.enemy:
                return self.layout.lane_cell(enemy.lane, action.enemy).center
            return button("Manoeuvre")
        if isinstance(action, A.Use):
            return cell(seat, action.cell)
        if isinstance(action, A.Move):
            if self.selected != action.crew:
                return tuple(int(v) for v in self.token_pos(seat, action.crew))
            return cell(st.subs[seat].member(action.crew).sub, action.path[-1])
        if isinstance(action, A.Activate):
            if self.selected not in action.crew:
                return tuple(int(v) for v in self.token_pos(seat, action.crew[0]))
            return cell(seat, action.cell)
        raise ValueError(f"no click for {action}")

    def place_damage(self, cell: str) -> None:
        """Place a damage point; one that destroys the player's own compartment is asked first
        (issue 31: a newcomer destroyed his own observation post without a word)."""
        st = self.game.state
        note = damage_note(st, cell)
        if not note or A.Damage(cell) not in self.actions:
            self.play(A.Damage(cell))
            return
        room = st.subs[st.damage.defender].room(cell)
        self.app.push(ChoiceScene(self.app, f"Destroy your {room}?", [
            (f"Place it: destroy the {room}", lambda: self.play(A.Damage(cell))),
            ("Choose another compartment", lambda: None)],
            message=f"{note[0].upper() + note[1:]}: its last durability point (ST Durability Points).",
            cancel=lambda: None, width=560))
