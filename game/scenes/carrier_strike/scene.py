"""Carrier Strike! on its hex sea (maps/carrier-strike.tmx), hot-seat for 2 to 4 players.

The scene draws one seat's view of the state (``game.view(seat)``) and turns clicks into
the actions ``game.legal_actions()`` lists; the rules decide. A hand-off screen comes
whenever the seat to move changes and before any secret (pilot discs, the order of the
dogfight cards) is shown or chosen.
"""
from __future__ import annotations

import math

import pygame

from ... import tiled
from ...rules.carrier_strike import actions as A
from ...rules.carrier_strike import fleet, phases
from ...rules.carrier_strike.state import CARRIER, DECLARE, MOVE, ORDER, RETURN
from ...rules.core import copy_state
from ...ui import redraw, theme
from ...ui.board import BoardView, file_key
from ...ui.dice import Die
from ...ui.marks import Mark
from ...ui.window import mouse_pos
from ..base import moves_key
from ..game_scene import GameScene
from ..modal import HandOffScene
from . import art, controls
from . import draw as drawing
from . import panels
from .layout import Layout, layout_for
from .motion import Motion

PLANE_STEP_S, CARRIER_S, TORPEDO_S = 0.16, 0.45, 0.3
SEA_MAX_SCALE = 4.0   # the map's pixels to the canvas's, at most (3200 x 2000 needs some 3.4)


def side_of_seat(seat: str) -> str:
    return (seat or "red").split("-")[0]


class CarrierStrikeScene(GameScene):
    PHASES = phases.PHASES
    frame = "canvas"   # laid out for the whole canvas, any size (issue 35; layout.py)
    # a move that passes the turn without "end" (the last movement point, the carrier's
    # move, a return to a deck) waits for "End the turn" (docs/rules/carrier-strike.md)
    CONFIRM_PHASES = frozenset({MOVE, CARRIER, DECLARE, RETURN})
    hidden_information = True  # pilot discs and dogfight cards
    shows_all = False  # the replay view of a finished game: every secret shown
    SHOWN_AS = ("shows_all", "viewer")
    _at: Layout | None = None   # the layout for ``size`` (``at``)

    @property
    def at(self) -> Layout:
        """Where each part of the screen goes, for the size the scene is laid out for."""
        if self._at is None or self._at.size != tuple(self.size):
            self._at = layout_for(self.size, self.game.rules.board.grid.pixel_size)
        return self._at

    @property
    def log_rect(self) -> pygame.Rect:
        """The log's panel: the side column's foot, or the strip's right end (layout.py)."""
        return self.at.log.copy()

    @property
    def board_rect(self) -> pygame.Rect:
        """The sea's place on the canvas (the map keeps its shape, centred in it)."""
        return self.at.sea.copy()

    def show_as(self, seat: str | None) -> None:
        self.shows_all = seat is None
        if seat is not None:
            self.viewer = seat

    def __init__(self, app, game, save_path=None, autosave=None):
        super().__init__(app, game, save_path, autosave)
        board = game.rules.board  # the engine's board: the same Tiled file
        self.grid = board.grid
        self.names = board.direction_names
        tmx = tiled.load(board.path)
        tints = {o.properties.get("side"): tiled.colour(o.properties.get("tint"), (0, 0, 0, 0))
                 for o in tmx.objects_of("half")}
        self._paint_sea = lambda surf, v: art.paint_sea(surf, v, tmx.properties, board.halves, tints)
        self._lay_out_sea()
        origin = (board.grid.cols // 2, board.grid.rows // 2)
        ox, oy = board.grid.center(origin)
        self.angle_of = {}
        for d in range(6):
            x, y = board.grid.center(board.grid.step(origin, d))
            self.angle_of[d] = math.atan2(y - oy, x - ox)
        self.angle_of_name = {self.names[d]: a for d, a in self.angle_of.items()}
        self.viewer = self.viewer_seat()
        self.selected: str | None = None
        self.heading = {"red": "SE", "yellow": "NW"}
        self.take_torpedo = True
        self.peeking = False
        self.picked: list = []
        self.faceoff = None
        self.pending_handoff: str | None = None
        self.handed_at = len(game.history)  # the moves played when the last hand-off came: its news is after them
        self.motion = Motion()
        self.facing: dict = {}
        self.dice: list = []
        self.dice_note = ""
        self.drawn_discs: dict = {}
        self._view_key = None
        self._view = None
        self._reach_key = None
        self._reach: dict = {}
        self._edges: dict = {}
        self.mouse = mouse_pos()
        self.hovering = redraw.Hover(lambda: drawing.mouse_shows(self, self.st),
                                     lambda shows: drawing.mouse_rects(self, shows))
        roll = game.state.roll
        if roll is not None:
            self._show_dice(roll.kind, roll.dice, 0)
        self.positions = self._positions(game.state)
        self.refresh()
        self.view_.base()  # the sea, painted once now: its working layers are gone before a frame is kept

    # -- the layout (issue 35) ----------------------------------------------------------
    def _lay_out_sea(self) -> None:
        """The sea's view for the board's place: the map as large as it fits, centred (all
        from the map file), the pieces drawn to its scale."""
        board = self.game.rules.board
        self.view_ = BoardView(board.grid, self.board_rect, self._paint_sea, max_scale=SEA_MAX_SCALE,
                               compact=True, key=("carrier strike sea", file_key(board.path)))
        self.sea_marks = [Mark(r.move(self.view_.origin), f"waters-{side}")
                          for side, r in art.waters_labels(self.view_, board.halves).items()]
        self.unit = board.grid.tile_w * self.view_.scale
        for cache in ("_cell_boxes", "_edges", "_layer_surface"):   # kept in the old scale's pixels
            self.__dict__.pop(cache, None)

    def resized(self) -> None:
        """The canvas changed size: the panels go to its edges, the sea takes the room left
        (a move under way ends at once: its path was in the old pixels)."""
        self.size = theme.canvas_size()
        self._lay_out_sea()
        self.view_.base()
        rewrap = self.log.rect.width != self.at.log.width
        self.log.rect = self.at.log.copy()
        if rewrap:   # (the side column to the strip, or back) its lines wrapped again to the new width
            self.log.set_entries(list(self.log.entries))
        self.motion.clear()
        if self.faceoff is not None:
            self.faceoff.table = self.at.table
        for i, die in enumerate(self.dice):
            die.rect = self._die_rect(i)
        self.mouse = mouse_pos()
        self.refresh()

    # -- the seat's view ------------------------------------------------------------
    @property
    def st(self):
        key = (len(self.game.history), self.viewer, id(self.game.state), self.shows_all)
        if key != self._view_key:
            self._view_key, self._view = key, (self.game.state if self.shows_all
                                               else self.game.view(self.viewer or ""))
        return self._view

    def secs(self, s: float) -> float:
        return s * self.app.settings.animation_scale

    @property
    def live(self) -> bool:
        """The seat at the screen is the seat to move (no hand-off waiting; never a spectator's)."""
        return (self.pending_handoff is None and self.game.outcome() is None
                and not (self.remote is not None and self.remote.watching))

    def enter(self) -> None:
        super().enter()
        st = self.game.state
        if self.game.outcome() is None and st.private_for and not self.computer and self.remote is None:
            self._push_handoff(self.game.to_move())

    # -- flow: moves, hand-offs ---------------------------------------------------------
    def perform(self, action):
        before_private = self.game.state.private_for
        events = super().perform(action)
        if events is not None and self.remote is None:   # (online: nobody shares the screen)
            st = self.game.state
            seat = self.game.to_move()
            if self.computer:  # a hand-off only from one person to another, never to the computer
                if self.game.outcome() is None and seat not in self.computer and seat != self.viewer:
                    self.pending_handoff = seat
            elif self.game.outcome() is None and (seat != self.viewer or (
                    st.private_for and st.private_for != before_private)):
                self.pending_handoff = seat
        return events

    def _push_handoff(self, seat: str) -> None:
        self.pending_handoff = None
        note = self._news() or "Nothing secret is shown until you click."
        self.handed_at = len(self.game.history)
        self.app.push(HandOffScene(self.app, self.game.seat_name(seat), art.SIDE_COLOUR[side_of_seat(seat)],
                                   lambda: self._ready(seat), note))

    def _news(self) -> str:
        """The hand-off's note: the last hit, loss or run among the moves standing since the
        last hand-off (issue 31: never a line of a move taken back, nor of an older turn)."""
        for played in reversed(self.game.history[self.handed_at:]):
            for e in reversed(played.events):
                if e.kind in self.NOTE_KINDS:
                    return e.text
        return ""

    def _ready(self, seat: str) -> None:
        self.viewer = seat
        self.selected, self.picked, self.peeking = None, [], False
        self._dice_of_the_turn()
        self.refresh()

    def _dice_of_the_turn(self) -> None:
        """The status panel shows the roll of the seat at the screen: at the start of a
        turn (no roll yet) no die at all, never the previous player's."""
        roll = self.game.state.roll
        if roll is None:
            self.dice, self.dice_note = [], ""
        elif not self.dice:
            self._show_dice(roll.kind, roll.dice, 0)

    SOUND_OF = {"roll": "dice", "launch": "click", "land": "click", "plane_returned": "click",
                "carrier_moved": "click", "torpedo_dropped": "splash", "torpedo_gone": "splash",
                "hit": "boom", "sunk": "boom", "plane_lost": "boom", "lost_at_sea": "splash",
                "strike": "boom", "cards_dealt": "card", "cards_ordered": "card", "face_off": "card",
                "forfeit": "splash", "game_over": "fanfare", "carrier_placed": "click", "pilot_assigned": "click"}
    NOTE_KINDS = ("hit", "sunk", "planes_destroyed", "lost_at_sea", "strike", "sacrifice_avoided",
                  "torpedo_dropped", "dogfight_result", "forfeit")

    def after_move(self, events) -> None:
        played = set()
        for kind in ("game_over", "sunk", "hit", "strike", "plane_lost", "torpedo_dropped", "lost_at_sea",
                     "torpedo_gone", "roll", "cards_dealt", "face_off", "forfeit", "launch", "land",
                     "carrier_moved", "plane_returned", "carrier_placed", "pilot_assigned"):
            if any(e.kind == kind for e in events) and self.SOUND_OF[kind] not in played:
                self.app.sounds.play(self.SOUND_OF[kind])
                break
        for e in events:
            if e.kind == "roll":
                self._show_dice(e.data["kind"], e.data["dice"], self.secs(0.7))
            elif e.kind == "fly":
                a, b = self.view_.center(e.data["from"]), self.view_.center(e.data["to"])
                self.facing[e.data["plane"]] = math.atan2(b[1] - a[1], b[0] - a[0])
            elif e.kind == "launch":
                self.facing[e.data["plane"]] = self.angle_of[self.game.state.carriers[e.data["carrier"]].heading]
            elif e.kind == "dogfight_result":
                df = self.game.view(self.viewer or "").last_dogfight
                if df is not None:
                    side_of = {pid: side_of_seat(seat) for pid, seat in df.seats.items()}
                    self.faceoff = panels.FaceOffShow(self.at.table, df, side_of, self.secs(6.0),
                                                      panels.aftermath(df, events, self.game.state))
                    self._hold_log(events)
            elif e.kind in ("hit", "strike"):
                c = self.game.state.carriers[e.data["carrier"]]
                self.motion.burst(self.view_.center(c.middle), self.secs(0.9), (255, 150, 50), 60,
                                  self.secs(0.3))
            elif e.kind in ("plane_lost", "lost_at_sea", "sacrifice_avoided") and e.data.get("cell"):
                colour = (200, 235, 255) if e.kind == "lost_at_sea" else (255, 170, 60)
                self.motion.burst(self.view_.center(e.data["cell"]), self.secs(0.7), colour, 34)
            elif e.kind == "torpedo_gone":
                self.motion.burst(self.view_.center(e.data["cell"]), self.secs(0.5), (200, 235, 255), 24)
            elif e.kind == "forfeit":
                self.app.toast(e.text, theme.GOLD, 5)
        self._animate_diff()
        if self.game.state.phase != ORDER:
            self.picked = []
        if self.selected and not self._selectable(self.selected):
            self.selected = None
        self.refresh()

    def hint_rects(self, action) -> list:
        """The hex the suggested move goes to, and the plane (in flight or on its deck, for a
        launch) or carrier it moves."""
        st = self.game.state
        out = []
        cells = [getattr(action, "cell", None)]
        plane = st.planes.get(getattr(action, "plane", None) or "")
        if plane is not None and plane.cell is not None:
            cells.append(plane.cell)
        elif plane is not None and plane.on_deck and plane.carrier in st.carriers:
            x, y, _ = self._static_plane_pose(plane, st)
            out.append(pygame.Rect(int(x) - 16, int(y) - 16, 32, 32))
        carrier = st.carriers.get(getattr(action, "carrier", None) or "")
        if carrier is not None and carrier.cells:
            cells.append(carrier.middle)
        for cell in cells:
            if cell is not None:
                x, y = self.view_.center(cell)
                out.append(pygame.Rect(int(x) - 22, int(y) - 22, 44, 44))
        return out

    def _hold_log(self, events) -> None:
        """The log lines of the face-offs and what followed wait for the dogfight show: the
        log never tells the result before the cards do (``_release_log``)."""
        first = next((i for i, e in enumerate(events) if e.kind == "face_off"), None)
        if first is None or not self._log_marks:
            return
        cut = self._log_marks[-1] + first  # GameScene.perform logs one entry per event, in order
        self._held_log = [(line, colour, events[first + i].kind)
                          for i, (line, colour) in enumerate(self.log.entries[cut:])]
        self.log.truncate(cut)

    _held_log: list = []

    def _release_log(self) -> None:
        """Give back the held lines: each face-off's once both its cards are up, the rest
        with the result (or when the show is closed)."""
        show = self.faceoff
        everything = show is None or show.verdict_shown()
        up = 5 if everything else show.cards_turned() // 2  # face-offs with both cards up
        logged = 5 - sum(1 for _, _, kind in self._held_log if kind == "face_off")
        while self._held_log:
            line, colour, kind = self._held_log[0]
            if not everything and (kind != "face_off" or logged >= up):
                break
            logged += kind == "face_off"
            self.log.add(line, colour)
            self._held_log = self._held_log[1:]

    def after_undo(self) -> None:
        self._held_log = []
        self.motion.clear()
        self.positions = self._positions(self.game.state)
        self.faceoff = None
        self.selected, self.picked = None, []
        seat = self.game.to_move()
        self.pending_handoff = (seat if seat != self.viewer and not self.is_computer(seat) and self.remote is None
                                else None)  # a move taken back before its hand-off (online: nobody shares the screen)
        self.refresh()

    def box_open(self) -> bool:
        """The dogfight's show is open until the player closes it: the computer waits."""
        return self.faceoff is not None

    def update(self, dt: float) -> bool:
        top = self.app.stack.top
        if top is not self and not getattr(top, "shows_the_move", False):
            return False  # held while a hand-off or a menu is up: the next seat sees it all
        moving = self.motion.update(dt)
        for die in self.dice:
            moving = die.update(dt) or moving
        if self.faceoff is not None:
            moving = self.faceoff.update(dt) or moving
        if self._held_log:
            self._release_log()
        if self.pending_handoff and top is self and not self.motion.busy and self.faceoff is None:
            self._push_handoff(self.pending_handoff)  # (not while the end of the turn waits)
        return moving

    # -- positions and animation ------------------------------------------------------
    def _positions(self, st) -> dict:
        out = {}
        for c in st.carriers.values():
            if c.afloat:
                out[("c", c.id)] = (c.middle, c.heading)
        for p in st.planes.values():
            out[("p", p.id)] = ("cell", p.cell) if p.in_flight else ("deck", p.carrier, p.deck_part)
        for t in st.torpedoes.values():
            out[("t", t.id)] = ("cell", t.cell)
        return out

    def carrier_pose(self, c) -> tuple:
        pose = self.motion.pose(("c", c.id))
        if pose is not None:
            return pose
        x, y = self.view_.center(c.middle)
        return x, y, self.angle_of[c.heading]

    def plane_pose(self, p, st) -> tuple:
        pose = self.motion.pose(("p", p.id))
        if pose is not None:
            return pose
        return self._static_plane_pose(p, st)

    def _static_plane_pose(self, p, st) -> tuple:
        if p.in_flight:
            x, y = self.view_.center(p.cell)
            default = math.pi / 2 if p.side == "red" else -math.pi / 2
            return x, y, self.facing.get(p.id, default)
        c = st.carriers[p.carrier]
        cx, cy, ca = self.carrier_pose(c)
        x, y = art.deck_point((cx, cy), ca, self.unit, p.deck_part)
        return x, y, ca

    def _screen_pose(self, key, where, st) -> tuple:
        kind = key[0]
        if kind == "c":
            x, y = self.view_.center(where[0])
            return x, y, self.angle_of[where[1]]
        if kind == "t":
            x, y = self.view_.center(where[1])
            return x, y, self.angle_of[st.torpedoes[key[1]].direction]
        return self._static_plane_pose(st.planes[key[1]], st)

    def _animate_diff(self) -> None:
        st = self.game.state
        new = self._positions(st)
        old_state_poses = {}
        for key, where in new.items():
            old = self.positions.get(key)
            if old is None or old == where:
                continue
            old_state_poses[key] = old
        seconds = {"p": PLANE_STEP_S, "c": CARRIER_S, "t": TORPEDO_S}
        for key, old in old_state_poses.items():
            end = self._screen_pose(key, new[key], st)
            current = self.motion.pose(key)
            if current is None:
                current = self._old_pose(key, old, st)
            if current is None:
                continue
            self.motion.move(key, current, end, self.secs(seconds[key[0]]))
        self.positions = new

    def _old_pose(self, key, old, st):
        kind = key[0]
        if kind == "c":
            x, y = self.view_.center(old[0])
            return x, y, self.angle_of[old[1]]
        if old[0] == "cell":
            x, y = self.view_.center(old[1])
            angle = st.torpedoes[key[1]].direction if kind == "t" else None
            if angle is not None:
                return x, y, self.angle_of[angle]
            return x, y, self.facing.get(key[1], 0.0)
        c = st.carriers.get(old[1])
        if c is None or not c.placed:
            return None
        cx, cy = self.view_.center(c.middle)
        ca = self.angle_of[c.heading]
        x, y = art.deck_point((cx, cy), ca, self.unit, old[2])
        return x, y, ca

    def _show_dice(self, kind: str, values, seconds: float) -> None:
        self.dice = []
        for i, v in enumerate(values):
            die = Die(self._die_rect(i), 6, theme.PAPER if kind == "planes" else (250, 236, 200),
                      "T/F die" if kind == "carrier" else "d6")
            die.roll(v, seconds)
            self.dice.append(die)
        self.dice_note = "for planes" if kind == "planes" else "for a carrier"

    def _die_rect(self, i: int) -> pygame.Rect:
        """The ``i``th die of a roll, from the right of the status panel."""
        status = self.at.status
        return pygame.Rect(status.right - 62 - i * 60, status.top + 40, 48, 48)

    # -- legality helpers (the engine decides) ---------------------------------------
    def button_tip(self, button) -> str:
        """A button of the screen by its tag (a plane to select, a heading), else its move."""
        return controls.tag_tip(getattr(button, "tag", "")) or super().button_tip(button)

    def why(self, action) -> str:
        """The engine's reason an action is refused now, or '' when it is legal."""
        if action in self.legal:
            return ""
        return str(self.game.why_not(action) or "")

    def _selectable(self, ident: str) -> bool:
        return any(getattr(a, "plane", None) == ident or getattr(a, "carrier", None) == ident
                   for a in self.legal)

    def _own_plane(self, pid: str) -> bool:
        p = self.game.state.planes.get(pid)
        return p is not None and any(getattr(a, "plane", None) == pid for a in self.legal)

    # -- reach: where the selected plane can get with the points left --------------
    def reach(self) -> dict:
        """node -> (points, [actions]) for the selected plane, found by playing the
        engine's own one-point moves (fleet.plane_moves) on a copy of the state."""
        st = self.game.state
        pid = self.selected
        if st.phase != MOVE or pid not in st.planes or not self._own_plane(pid):
            return {}
        key = (len(self.game.history), pid, self.take_torpedo, id(st))
        if key == self._reach_key:
            return self._reach
        work = copy_state(self.game.rules, st)
        plane = work.planes[pid]

        def node_of(p):
            return ("cell", p.cell) if p.in_flight else ("deck", p.carrier, p.deck_part)

        def put(p, node):
            if node[0] == "cell":
                p.cell, p.carrier, p.deck_part = node[1], None, None
            else:
                p.cell, p.carrier, p.deck_part = None, node[1], node[2]

        start = node_of(plane)
        out = {start: (0, [])}
        frontier = [start]
        for points in range(1, st.roll.points_left + 1):
            nxt = []
            for node in frontier:
                put(plane, node)
                for m in fleet.plane_moves(work, plane):
                    if isinstance(m, A.Taxi):
                        dest = ("deck", node[1], node[2] - 1)
                    elif isinstance(m, A.Launch):
                        carrier = work.carriers[node[1]]
                        if m.torpedo != (self.take_torpedo and carrier.torpedoes > 0):
                            continue
                        dest = ("cell", fleet.front_space(work, carrier))
                    elif isinstance(m, A.Fly):
                        dest = ("cell", m.cell)
                    else:
                        dest = ("deck", m.carrier, self.rules.data.deck_parts)
                    if dest not in out:
                        out[dest] = (points, out[node][1] + [m])
                        nxt.append(dest)
            frontier = nxt
        self._reach_key, self._reach = key, out
        return out

    def node_at(self, pos):
        """The deck part or the cell under a screen position."""
        st = self.game.state
        for c in st.carriers.values():
            if not c.afloat:
                continue
            cx, cy, ca = self.carrier_pose(c)
            for part in range(1, self.rules.data.deck_parts + 1):
                x, y = art.deck_point((cx, cy), ca, self.unit, part)
                if (x - pos[0]) ** 2 + (y - pos[1]) ** 2 <= (self.unit * 0.3) ** 2:
                    return ("deck", c.id, part)
        cell = self.view_.cell_at(pos)
        return ("cell", cell) if cell is not None else None

    def node_pos(self, node) -> tuple:
        if node[0] == "cell":
            x, y = self.view_.center(node[1])
        else:
            c = self.game.state.carriers[node[1]]
            cx, cy, ca = self.carrier_pose(c)
            x, y = art.deck_point((cx, cy), ca, self.unit, node[2])
        return int(round(x)), int(round(y))

    def plane_node(self, pid):
        p = self.game.state.planes[pid]
        return ("cell", p.cell) if p.in_flight else ("deck", p.carrier, p.deck_part)

    def plane_at_node(self, node):
        for p in self.game.state.planes.values():
            if node == (("cell", p.cell) if p.in_flight else ("deck", p.carrier, p.deck_part)):
                return p
        return None

    # -- buttons ----------------------------------------------------------------------
    def refresh(self) -> None:
        self.legal = self.offered_actions()
        self.legal_set = set(self.legal)
        self.buttons.buttons = self.while_computer_moves(controls.build_buttons(self))

    # -- input ------------------------------------------------------------------------
    def point_at(self, pos) -> None:
        self.mouse = pos
        self.hovering.moved()

    def pointer_words(self) -> list:
        shows = drawing.mouse_shows(self, self.st)
        return drawing.mouse_rects(self, shows) if shows is not None and shows[0] == "move" else []   # the cost

    def board_first(self, event) -> bool | None:
        return controls.before_buttons(self, event)

    def click_board(self, event) -> bool:
        return controls.board_input(self, event)

    # -- play by keys (issue 35): the hexes, the planes on deck, the dogfight cards ------------
    def first_click(self, action):
        return controls.next_click(self, action)

    def focus_rect(self, pos) -> pygame.Rect:
        return self.cell_box(self.view_, pos)

    def back_out(self) -> bool:
        """Esc drops a choice half made: a plane (on its deck: the launch) or a carrier
        selected, or the dogfight cards picked in order but not confirmed (CS Planes 1,
        Carriers, Dogfights 6). Here the right click turns a carrier being placed, so Esc is
        the one way back; with nothing half made, False: the menu opens."""
        if self.selected is None and not self.picked:
            return False
        self.selected, self.picked = None, []
        self.refresh()
        return True

    def next_click(self, action):
        """Where to click next on the way to playing ``action`` (tests drive the whole
        game with the mouse through this)."""
        return controls.next_click(self, action)

    # -- drawing -----------------------------------------------------------------------
    def shown(self) -> tuple:
        """A summary of what a frame shows (besides the mouse and the animations)."""
        return (moves_key(self.game), self.buttons.version, self.log.scroll, len(self.log.entries),
                self.selected, self.viewer, self.peeking, self.faceoff is not None, tuple(self.picked),
                tuple(self.heading.values()), self.take_torpedo, self.pending_handoff, self.shows_all)

    def draw(self, surface) -> None:
        self.hovering.drawn()
        self.kept.draw(surface, self.kept_key(*self.shown()), lambda surf: drawing.draw_scene(self, surf))

    # -- what the marks mean (issue 15) ----------------------------------------------
    def marks(self) -> list:
        """The meaningful things of the last whole frame, as this seat sees them (drawn afresh
        off screen when the game moved on since), each with its term in
        assets/legend/carrier-strike.yaml. Only what is drawn is listed: a hidden pilot disc
        or card has no mark, and no tooltip says more than the picture shows."""
        if self.drawn_marks.key != self.shown():
            drawing.draw_scene(self, pygame.Surface(self.size))
        return super().marks()

    def legend_picture(self, term_id: str, size: tuple[int, int]):
        from .legend import picture
        return picture(self, term_id, size)


SCENE = CarrierStrikeScene
