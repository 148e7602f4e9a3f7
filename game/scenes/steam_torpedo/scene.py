"""Steam Torpedo on its mat (maps/steam-torpedo.tmx): both submarines' 2 x 5 compartments
as cards, the five sea sectors with both figures, and the crew tokens.

The scene never decides what is legal: it highlights what ``game.legal_actions()`` lists,
narrows a click down to one of those actions (asking for a destination or a target when
several remain) and calls ``perform``. Hot-seat: both submarines are public, so a banner in
the colour of the seat to decide is enough; a hand-off screen comes before a reaction or a
damage decision of the player whose turn it is not (display option ``hand_off``), and
always between the hidden picks of a custom build.

This module holds the scene's state (selection, pick, planned manoeuvre, highlights, animations);
clicks live in input.py, the choices panel in buttons.py, narrowing a click to one
action in pick.py, the mat laid out for the canvas in fit.py, drawing in draw.py and catalogue.py,
pictures in art.py and card_art.py (the compartment cards).
"""
from __future__ import annotations


import pygame

from ...rules.core import Option
from ...rules.steam_torpedo import actions as A
from ...rules.steam_torpedo import phases
from ...rules.steam_torpedo.state import ACTION, BUILD, DAMAGE, OVER, REACTION, RECOVERY, SWAP, is_cell
from ...ui import redraw, theme
from ..base import moves_key
from ..game_scene import GameScene
from ..modal import HandOffScene
from . import art, draw
from .buttons import ChoiceButtons
from .fit import fitted
from .input import MatInput
from .legend import MatLegend
from .pick import Layout, Pick

DISPLAY_OPTIONS = {
    "hand_off": Option("every change", ("every change", "off"),
                       "Hand-off screen whenever the player to decide changes (end of a turn, the "
                       "defender's reaction or damage, back to the attacker), or never (a custom build "
                       "always hides the picks)"),
}


class SteamTorpedoScene(MatLegend, ChoiceButtons, MatInput, GameScene):
    # a move that hands the decision to the other player without "end" (an attack calling
    # for damage or a reaction, the defender's last decision) waits for "End the turn"
    # (docs/rules/steam-torpedo.md)
    CONFIRM_PHASES = frozenset({RECOVERY, ACTION, REACTION, DAMAGE})
    PHASES = phases.PHASES
    frame = "canvas"   # laid out for the whole canvas (issue 35: fit.py)

    def __init__(self, app, game, save_path=None, autosave=None):
        self.mat = Layout(getattr(game, "map_path", None))   # the map's own places, at 1280 x 800
        self.layout = fitted(self.mat, theme.canvas_size())
        self.log_rect = self.layout.panels["log"].inflate(-8, -8)
        super().__init__(app, game, save_path, autosave)
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
        self.hover: tuple | None = None        # (seat, cell) under the mouse
        # the hovered card's outline is drawn over the kept frame: a mouse move over the cards shows
        # the frame again and draws it, painting nothing else (issue 35)
        self.hovering = redraw.Hover(self.hover_shown, lambda key: [self.slot(*key).inflate(*[round(4 * self.layout.zoom)] * 2)],
                                     over=True)
        self.over_hover: list = []   # what the frame draws after the submarines, which the outline goes under
        self.last_seat = game.to_move() if game.outcome() is None else None
        self.refresh()

    def resized(self) -> None:
        """The canvas changed size: the mat, its panels and the buttons laid out again."""
        self.size = theme.canvas_size()
        self.layout = fitted(self.mat, self.size)
        self.log_rect = self.layout.panels["log"].inflate(-8, -8)
        self.log.rect = self.log_rect.copy()
        self.refresh()

    @property
    def board_rect(self) -> pygame.Rect:
        """The room the mat part (both submarines and the sea) is given on the canvas; it is
        drawn centred in it, as large as its shape allows (fit.py)."""
        return self.layout.place.copy()

    # -- reading the state ----------------------------------------------------------------
    hidden_information = True  # a custom build's picks
    replay_seat: str | bool = False  # the replay view: the seat whose view is shown, None for all
    SHOWN_AS = ("replay_seat",)

    def show_as(self, seat: str | None) -> None:
        self.replay_seat = seat

    @property
    def state(self):
        if self.replay_seat is not False:
            return self.game.state if self.replay_seat is None else self.game.view(self.replay_seat)
        viewer = self.viewer_seat()  # a person's seat: never the computer's hidden picks
        return self.game.view(viewer) if viewer else self.game.state

    @property
    def shows_mover(self) -> bool:
        """The view drawn is the seat to move's own (or everything): its choices may be shown."""
        if self.replay_seat is not False:
            return self.replay_seat is None or self.replay_seat == self.seat
        viewer = self.viewer_seat()
        return viewer is None or viewer == self.seat

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
        mode = self.app.settings.game_options.get(self.rules.game_id, {}).get("hand_off", "every change")
        return "off" if mode == "off" else "every change"  # (an older "decisions" reads as every change)

    # -- what is legal now ------------------------------------------------------------------
    def refresh(self) -> None:
        st = self.game.state
        self.actions = self.offered_actions()
        self.cell_marks: dict = {}   # (seat, cell) -> kind of highlight
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
                                self.cell_marks[(seat, c)] = "swap"
            if self.swap_first:
                self.cell_marks[(seat, self.swap_first)] = "picked"
        elif phase == RECOVERY:
            for a in self.actions:
                self.cell_marks[(seat, a.cell)] = "breathe"
        elif phase == DAMAGE:
            for a in self.actions:
                if isinstance(a, A.Damage):
                    self.cell_marks[(st.damage.defender, a.cell)] = "damage"
        elif phase == REACTION:
            for a in self.actions:
                if isinstance(a, A.React):
                    self.cell_marks[(seat, a.cell)] = "react"
        elif phase == ACTION:
            for a in self.actions:
                if isinstance(a, A.Use):
                    self.cell_marks[(seat, a.cell)] = "use"
            if self.selected:
                m = st.subs[seat].member(self.selected)
                for a in self.actions:
                    if isinstance(a, A.Move) and a.crew == self.selected:
                        self.cell_marks[(m.sub, a.path[-1])] = "move"
                for a in self.actions:
                    if isinstance(a, A.Activate) and self.selected in a.crew:
                        self.cell_marks[(seat, a.cell)] = "act"
            else:
                for a in self.actions:
                    if isinstance(a, A.Activate):
                        self.cell_marks.setdefault((seat, a.cell), "can")
            if self.plan is None and st.subs:
                self.plan = [st.subs[seat].sector, st.subs[st.other(seat)].sector]
        self.make_buttons(phase)

    def hover_shown(self):
        """The compartment outlined under the mouse (a card not destroyed), else None."""
        if self.hover is None:
            return None
        sub = self.game.state.subs.get(self.hover[0])
        comp = sub.compartments.get(self.hover[1]) if sub is not None else None
        return self.hover if comp is not None and not comp.destroyed else None

    def manoeuvres(self) -> set:
        return {(a.own, a.enemy) for a in self.actions if isinstance(a, A.Manoeuvre)}

    def why(self, action) -> str:
        """The rules' refusal of an action now ("" when it would be played)."""
        return str(self.game.why_not(action) or "")

    # -- playing ----------------------------------------------------------------------------
    def play(self, action) -> None:
        self.pick = None
        if self.perform(action) is None:   # refused: the pick is gone all the same
            self.refresh()                 # (a move played refreshes once, in after_move)

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

    def hint_rects(self, action) -> list:
        """The compartments the suggested move names (own submarine first, then the enemy's)."""
        seat = self.game.to_move()
        out = []
        for name in ("cell", "a", "b", "to", "path", "on", "target"):
            value = getattr(action, name, None)
            for v in (value if isinstance(value, (tuple, list)) else (value,)):
                if isinstance(v, str) and is_cell(v):
                    out.append(self.slot(seat if name != "on" else self.game.state.other(seat), v))
        return out

    def after_undo(self) -> None:
        self.cancel()
        self.last_seat = self.seat

    def passing_words(self, mover: str) -> str:
        """A move that passes the play inside the turn (ST Turn Sequence 2): the attacker's
        attack or manoeuvre, then the defender's answer; the defender's, back to the attacker."""
        st = self.game.state
        who = self.game.seat_name(self.game.to_move())
        if mover != st.active:
            return f"{who} goes on with its turn"
        doing = {DAMAGE: "places the damage", REACTION: "may react or pass"}.get(st.phase, "decides")
        return f"{who} {doing}, then you go on with your turn"

    def maybe_hand_off(self) -> None:
        st = self.game.state
        new = self.seat
        old, self.last_seat = self.last_seat, new
        if new is None or new == old or not self.needs_hand_off(new):
            return
        mode = self.hand_off_mode()
        hidden = st.phase == BUILD and st.options.get("build") == "custom"
        if hidden or mode == "every change":
            note = draw.hand_off_note(st, new)
            self.app.push(HandOffScene(self.app, self.game.seat_name(new),
                                       art.side_colour(self.faction_of(new)), note=note))

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

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        self.hovering.drawn()
        key = self.kept_key(moves_key(self.game), self.buttons.version, self.log.scroll, len(self.log.entries),
                            self.selected, self.swap_first, tuple(self.plan or ()), id(self.pick))
        self.kept.draw(surface, key, self.paint)
        draw.draw_hover(self, surface, self.over_hover)

    def paint(self, surface) -> None:
        """The whole screen (kept between frames: ``draw``)."""
        art.paint_mat(surface, self.layout)  # the mat fills the canvas: painted in place, no copy kept
        with self.drawn_marks.frame(surface):
            draw.frame(self, surface)


SCENE = SteamTorpedoScene
