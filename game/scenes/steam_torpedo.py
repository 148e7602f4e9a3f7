"""Steam Torpedo on its mat (maps/steam-torpedo.tmx): both submarines' 2 x 5 compartments
as cards, the five sea sectors with both figures, and the crew tokens.

The scene never decides what is legal: it highlights what ``game.legal_actions()`` lists,
narrows a click down to one of those actions (asking for a destination or a target when
several remain) and calls ``perform``. Hot-seat: both submarines are public, so a banner in
the colour of the seat to decide is enough; a hand-off screen comes before a reaction or a
damage decision of the player whose turn it is not (display option ``hand_off``), and
always between the hidden picks of a custom build.
"""
from __future__ import annotations

import copy

import pygame

from ..rules.core import Option, RuleError
from ..rules.steam_torpedo import actions as A
from ..rules.steam_torpedo.crew import speed as speed_of
from ..rules.steam_torpedo.state import ACTION, BUILD, DAMAGE, OVER, REACTION, RECOVERY, SWAP
from ..ui import theme
from ..ui.board import BoardView
from ..ui.widgets import Button, ButtonRow
from . import steam_torpedo_art as art
from . import steam_torpedo_draw as draw
from .game_scene import GameScene
from .modal import HandOffScene
from .steam_torpedo_pick import Layout, Pick, attr, click_value, question_title, value_label

DISPLAY_OPTIONS = {
    "hand_off": Option("decisions", ("decisions", "every change", "off"),
                       "Hand-off screen: before a reaction or damage decision of the other player, "
                       "whenever the seat to decide changes, or never (a custom build always hides picks)"),
}


class SteamTorpedoScene(GameScene):
    def __init__(self, app, game, save_path=None):
        self.layout = Layout(getattr(game, "map_path", None))
        self.log_rect = self.layout.panels["log"].inflate(-8, -8)
        super().__init__(app, game, save_path)
        self.view_ = BoardView(self.layout.board.grid, pygame.Rect(0, 0, *theme.LOGICAL_SIZE),
                               lambda surf, v: art.paint_mat(surf, self.layout), max_scale=1.0)
        self.buttons = ButtonRow()
        self.buttons.refused = lambda why: app.toast(f"Not allowed: {why}")
        self.selected: str | None = None       # crew id of the seat to move
        self.pick: Pick | None = None
        self.pick_buttons: dict = {}
        self.swap_first: str | None = None
        self.plan: list[int] | None = None     # planned [own, enemy] sectors of a manoeuvre
        self.fig_x: dict[str, float] = {}
        self.flashes: dict = {}                # (seat, cell) -> seconds left
        self.flips: dict = {}                  # (seat, cell) -> [elapsed, duration]
        self.shots: list = []                  # [from, to, elapsed, duration]
        self.popup: list | None = None         # [text, seconds left, colour]
        self.hover: tuple | None = None
        self.last_seat = game.to_move() if game.outcome() is None else None
        self.refresh()

    # -- reading the state ----------------------------------------------------------------
    @property
    def state(self):
        return self.game.view(self.seat) if self.seat else self.game.state

    @property
    def seat(self) -> str | None:
        return self.game.to_move() if self.game.outcome() is None else None

    def secs(self, s: float) -> float:
        return s * self.app.settings.animation_scale

    def faction_of(self, seat: str) -> str:
        return self.game.state.subs[seat].faction

    def seat_of_faction(self, faction: str) -> str | None:
        return next((s for s, sub in self.game.state.subs.items() if sub.faction == faction), None)

    def slot(self, seat: str, cell: str) -> pygame.Rect:
        return self.layout.slots[(self.faction_of(seat), cell)]

    def lane_seat(self, lane: str) -> str | None:
        return next((s for s, sub in self.game.state.subs.items() if sub.lane == lane), None)

    def hand_off_mode(self) -> str:
        return self.app.settings.game_options.get(self.rules.game_id, {}).get("hand_off", "decisions")

    # -- what is legal now ------------------------------------------------------------------
    def refresh(self) -> None:
        st = self.game.state
        self.actions = self.game.legal_actions()
        self.marks: dict = {}   # (seat, cell) -> kind of highlight
        seat = self.seat
        phase = st.phase
        if seat is None:
            phase = OVER
        if phase == SWAP:
            for a in self.actions:
                if isinstance(a, A.Swap):
                    if self.swap_first is None or self.swap_first in (a.a, a.b):
                        for c in (a.a, a.b):
                            if c != self.swap_first:
                                self.marks[(seat, c)] = "swap"
            if self.swap_first:
                self.marks[(seat, self.swap_first)] = "picked"
        elif phase == RECOVERY:
            for a in self.actions:
                self.marks[(seat, a.cell)] = "breathe"
        elif phase == DAMAGE:
            for a in self.actions:
                if isinstance(a, A.Damage):
                    self.marks[(st.damage.defender, a.cell)] = "damage"
        elif phase == REACTION:
            for a in self.actions:
                if isinstance(a, A.React):
                    self.marks[(seat, a.cell)] = "react"
        elif phase == ACTION:
            for a in self.actions:
                if isinstance(a, A.Use):
                    self.marks[(seat, a.cell)] = "use"
            if self.selected:
                m = st.subs[seat].member(self.selected)
                for a in self.actions:
                    if isinstance(a, A.Move) and a.crew == self.selected:
                        self.marks[(m.sub, a.path[-1])] = "move"
                for a in self.actions:
                    if isinstance(a, A.Activate) and self.selected in a.crew:
                        self.marks[(seat, a.cell)] = "act"
            else:
                for a in self.actions:
                    if isinstance(a, A.Activate):
                        self.marks.setdefault((seat, a.cell), "can")
            if self.plan is None and st.subs:
                self.plan = [st.subs[seat].sector, st.subs[st.other(seat)].sector]
        self.make_buttons(phase)

    def manoeuvres(self) -> set:
        return {(a.own, a.enemy) for a in self.actions if isinstance(a, A.Manoeuvre)}

    def why_not(self, action) -> str:
        """The engine's refusal of an action (tried on a copy of the state)."""
        try:
            self.rules.apply(copy.deepcopy(self.game.state), action)
        except RuleError as exc:
            return f"{exc.reason} ({exc.rule})"
        return ""

    # -- buttons ----------------------------------------------------------------------------
    def make_buttons(self, phase: str) -> None:
        area = self.layout.panels["choices"]
        st = self.game.state
        buttons: list[Button] = []
        self.pick_buttons = {}
        top = area.top + 74
        full = pygame.Rect(area.left + 12, top, area.w - 24, 44)

        def row(i, h=44):
            return pygame.Rect(area.left + 12, top + i * (h + 8), area.w - 24, h)

        def play(a):
            return lambda: self.play(a)

        if self.pick is not None:
            q = self.pick.question()
            name, values = q
            sample = self.pick.cands[0]
            two = len(values) > 5
            w = (area.w - 32) // 2 if two else area.w - 24
            for i, v in enumerate(values):
                col, r = (i % 2, i // 2) if two else (0, i)
                rect = pygame.Rect(area.left + 12 + col * (w + 8), top + r * 42, w, 36)
                b = Button(rect, value_label(st, self.seat, name, v, sample),
                           lambda v=v, n=name: self.choose(n, v), pygame.K_1 + i if i < 9 else None)
                buttons.append(b)
                self.pick_buttons[v] = b
            rows = (len(values) + 1) // 2 if two else len(values)
            buttons.append(Button(pygame.Rect(area.left + 12, top + rows * 42 + 4, area.w - 24, 32), "Cancel",
                                  self.cancel, pygame.K_x))
        elif phase == SWAP:
            buttons.append(Button(full, "Keep this layout", play(A.Keep()), pygame.K_k,
                                  sublabel="or click two compartments to swap them", style="primary"))
            if self.swap_first:
                buttons.append(Button(row(1, 36), "Clear the selection", self.cancel, pygame.K_x))
        elif phase == ACTION:
            plan = tuple(self.plan or (0, 0))
            mano = A.Manoeuvre(*plan)
            sp = speed_of(st, self.seat)
            sub = st.subs[self.seat]
            enemy = st.subs[st.other(self.seat)]
            if st.manoeuvred:
                why = "You may manoeuvre once per turn (ST Manoeuvring)"
            elif plan == (sub.sector, enemy.sector):
                why = f"Click sectors in the lanes to plan it: speed {sp} (ST Manoeuvring)"
            else:
                why = "" if plan in self.manoeuvres() else self.why_not(mano)
            label = f"Manoeuvre: own {sub.sector}->{plan[0]}, enemy {enemy.sector}->{plan[1]}" \
                if plan != (sub.sector, enemy.sector) and not st.manoeuvred else "Manoeuvre"
            buttons.append(Button(row(0), label, play(mano), pygame.K_m, why,
                                  f"speed {sp}: engines with crew", "primary"))
            buttons.append(Button(row(1), "End the turn", play(A.EndTurn()), pygame.K_e,
                                  sublabel="the other submarine's turn begins"))
            if self.selected or (self.plan and plan != (sub.sector, enemy.sector)):
                buttons.append(Button(row(2, 32), "Clear the selection", self.cancel, pygame.K_x))
        elif phase == REACTION:
            buttons.append(Button(row(0), "Pass", play(A.Pass()), pygame.K_p,
                                  sublabel="no reaction: the turn goes on", style="primary"))
            cells = list(dict.fromkeys(a.cell for a in self.actions if isinstance(a, A.React)))
            for i, cell in enumerate(cells[:4]):
                card = st.subs[self.seat].at(cell).card
                buttons.append(Button(row(1 + i, 40), f"React: {card.name}", lambda c=cell: self.click_cell(self.seat, c),
                                      pygame.K_1 + i, sublabel="crew return to the control room, exhausted",
                                      style="danger"))
        elif phase == DAMAGE:
            pend = st.damage
            rep = A.Replace()
            buttons.append(Button(row(0), "Replace: 1 marker on the control room", play(rep), pygame.K_r,
                                  "" if rep in self.actions else
                                  "Only all of an attack's damage can be replaced, before any is placed "
                                  "(ST Attack Results 5)",
                                  f"instead of {pend.total} damage", "danger"))
        elif phase == OVER:
            buttons.append(Button(row(0), "Back to the title", self.app.to_title, pygame.K_RETURN, style="primary"))
        undo_why = "" if self.game.can_undo() else self.game.undo_reason()
        buttons.append(Button(pygame.Rect(area.right - 92, area.top + 8, 80, 26), "Undo", self.undo, None, undo_why))
        self.buttons.buttons = buttons

    # -- playing ----------------------------------------------------------------------------
    def play(self, action) -> None:
        self.pick = None
        self.perform(action)
        self.refresh()

    def choose(self, name: str, value) -> None:
        self.pick.choose(name, value)
        done = self.pick.done
        if done is not None:
            self.play(done)
        else:
            self.refresh()

    def start_pick(self, cands: list, title: str) -> None:
        pick = Pick(cands, title)
        if pick.done is not None:
            self.play(pick.done)
            return
        self.pick = pick
        self.refresh()

    def cancel(self) -> None:
        self.pick, self.selected, self.swap_first, self.plan = None, None, None, None
        self.refresh()

    def after_move(self, events) -> None:
        self.selected, self.swap_first, self.plan, self.pick = None, None, None, None
        kinds = {e.kind for e in events}
        sound = None
        for e in events:
            data = e.data
            if e.kind in ("damage", "control-room"):
                key = (data["seat"], data["cell"])
                self.flashes[key] = self.secs(0.7)
            elif e.kind == "destroyed":
                self.flips[(data["seat"], data["cell"])] = [0.0, self.secs(0.5)]
            elif e.kind == "attack":
                self.shots.append([data["attacker"], data["defender"], 0.0, self.secs(0.45)])
                self.popup = [e.text, max(self.secs(2.2), 0.01) if self.secs(1) else 0, theme.BAD]
        if "game-over" in kinds:
            sound = "fanfare"
        elif kinds & {"destroyed", "damage", "control-room", "crew-killed"}:
            sound = "boom"
        elif kinds & {"attack"}:
            sound = "boom"
        elif kinds & {"manoeuvre", "figure"}:
            sound = "splash"
        elif kinds & {"build", "swap", "layout"}:
            sound = "card"
        else:
            sound = "click"
        self.app.sounds.play(sound)
        self.refresh()
        self.maybe_hand_off()

    def after_undo(self) -> None:
        self.cancel()
        self.last_seat = self.seat

    def maybe_hand_off(self) -> None:
        st = self.game.state
        new = self.seat
        old, self.last_seat = self.last_seat, new
        if new is None or new == old:
            return
        mode = self.hand_off_mode()
        hidden = st.phase == BUILD and st.options.get("build") == "custom"
        decision = st.phase in (REACTION, DAMAGE) and new != st.active
        if hidden or mode == "every change" or (mode == "decisions" and decision):
            faction = self.faction_of(new)
            note = draw.hand_off_note(st, new)
            self.app.push(HandOffScene(self.app, art.FACTION_NAME.get(faction, faction),
                                       art.side_colour(faction), note=note))

    def update(self, dt: float) -> bool:
        moving = False
        st = self.game.state
        for seat, sub in st.subs.items():
            x = self.fig_x.get(seat, float(sub.sector))
            if self.secs(1) == 0 or abs(x - sub.sector) < 0.02:
                x = float(sub.sector)
            else:
                step = dt * 3.0 / self.secs(1)
                x += max(-step, min(step, sub.sector - x))
                moving = True
            self.fig_x[seat] = x
        for key in list(self.flashes):
            self.flashes[key] -= dt
            if self.flashes[key] <= 0:
                del self.flashes[key]
            else:
                moving = True
        for key in list(self.flips):
            self.flips[key][0] += dt
            if self.flips[key][0] >= self.flips[key][1]:
                del self.flips[key]
            else:
                moving = True
        for shot in self.shots:
            shot[2] += dt
        self.shots = [s for s in self.shots if s[2] < s[3]]
        moving = moving or bool(self.shots)
        if self.popup:
            self.popup[1] -= dt
            if self.popup[1] <= 0:
                self.popup = None
            else:
                moving = True
        return moving

    # -- input --------------------------------------------------------------------------------
    def handle_board(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.buttons.handle(event)
            self.hover = self.cell_at(event.pos)
            return False
        if self.buttons.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel()
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self.seat is None:
            return False
        st = self.game.state
        pos = event.pos
        if st.phase == BUILD:
            card_id = draw.catalogue_at(self, pos)
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
        for (seat, cell), members in groups.items():
            r = self.slot(seat, cell)
            step = 25 if len(members) <= 6 else (r.w - 50) / (len(members) - 1)
            for i, m in enumerate(members):
                out.append((m, (r.left + 20 + i * step, r.bottom - 19)))
        return out

    def token_at(self, pos):
        for m, (x, y) in self.tokens():
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= 13 ** 2:
                return m.owner, m.id
        return None

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
        self.app.toast(f"Not allowed: {self.why_not(A.Manoeuvre(*plan))}")

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
            self.play(A.Damage(cell))
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

    # -- the click that leads to an action (tests and the hint) -----------------------------
    def next_click(self, action) -> tuple[int, int]:
        """Where to click next on the way to ``action`` (one of legal_actions)."""
        if self.app.stack.top is not self:
            return (640, 400)  # a hand-off screen: click anywhere
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
            return draw.catalogue_rect(self, action.card).center
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

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        self.view_.draw(surface)
        draw.frame(self, surface)


SCENE = SteamTorpedoScene
