"""The Same 4 Cats on its card mat (maps/same4cats.tmx: every card slot is an object).

This module holds the scene's state (buttons from the legal actions, cards in flight, the
resolution deck waiting to be shown) and its input; the card mat is drawn in table.py,
the text panels in panels.py, the card faces are made in faces.py, pictures in art.py.
"""
from __future__ import annotations

import pygame

from ... import tiled
from ...resources import map_file
from ...rules.same4cats import actions as A
from ...rules.same4cats import odds, phases
from ...rules.same4cats.data import ESCORT
from ...rules.same4cats.state import EXPERIENCE, FLY, MEDALS, OVER, REPAIR, TARGET
from ...ui import redraw, theme
from ...ui.anim import Tween
from ...ui.cards import CardFace, CardSprite
from ...ui.widgets import Button
from ...ui.window import mouse_pos
from ..game_scene import GameScene
from . import art  # noqa: F401 (registers the card pictures)
from .faces import EVENT_BADGE, EVENT_FACES, EVENT_ICON, EVENT_TONE, event_face, medal_face, mission_face, ship_face
from .layout import MatLayout
from .legend import MatLegend
from .panels import PHASE_TITLE, PanelDrawing
from .table import MatDrawing

__all__ = ["MAT", "EVENT_FACES", "EVENT_BADGE", "EVENT_ICON", "EVENT_TONE", "PHASE_TITLE", "event_face",
           "ship_face", "mission_face", "medal_face", "Same4CatsScene", "SCENE"]

MAT = map_file("same4cats.tmx")
FELT = (30, 70, 50, 255)   # the mat's colour when its map says none (its property 'felt')


class Same4CatsScene(MatLegend, MatDrawing, PanelDrawing, GameScene):
    PHASES = phases.PHASES

    frame = "canvas"   # laid out for the whole canvas (issue 35: layout.py)

    def __init__(self, app, game, save_path=None, autosave=None):
        self.board = tiled.load(game.map_path or MAT)
        # the map's rectangles at the design size (1280 x 800); self.slots and self.areas: on the canvas
        self.map_slots = {o.name: pygame.Rect(int(o.x), int(o.y), int(o.width), int(o.height))
                          for o in self.board.objects_of("slot")}
        self.labels = {o.name: o.properties.get("label", "") for o in self.board.objects_of("slot")}
        self.felt = tiled.colour(self.board.properties.get("felt"), FELT)[:3]   # the mat's colour, as the map says
        self.map_areas = [(o.name, pygame.Rect(int(o.x), int(o.y), int(o.width), int(o.height)))
                          for o in self.board.objects_of("area")]
        self._lay_out(theme.canvas_size())
        super().__init__(app, game, save_path, autosave)
        self.flying: list[tuple[CardSprite, tuple]] = []
        self.fan: list[dict] = []       # resolution decks waiting to be shown
        self.fan_shown: dict | None = None
        self.fan_tween: Tween | None = None
        self.mouse = mouse_pos()
        self.choice_hover = redraw.Hover(self._choice_under_mouse,
                                         lambda ship: [r.inflate(8, 8) for s, r in self._choice_rects() if s == ship])
        last = game.state.last_resolution
        if last is not None:  # a resumed game shows its last resolution deck
            self.fan_shown = {"hits": last.hits, "misses": last.misses, "card": last.card,
                              "label": last.label, "check": game.state.last_resolution_check}
        self.refresh()

    # -- the layout (issue 35) ----------------------------------------------------
    def _lay_out(self, size) -> None:
        """The map's rectangles on a canvas of ``size`` (layout.py says where each goes)."""
        campaign = next((r for name, r in self.map_areas if name == "Campaign"), self.map_slots["damage"])
        strip_top = min(self.map_slots["choices"].top, self.map_slots["escort-hand"].top) - 10
        self.layout = MatLayout(size, campaign.left, strip_top)
        self.slots = {name: self.layout.rect(name, r) for name, r in self.map_slots.items()}
        self.areas = [(name, self.layout.rect(name, r)) for name, r in self.map_areas]
        self.log_rect = self.slots["log"]
        # each slot's card drawn at the slot's size, laid out at the map's: the scale it is grown by
        self.scales = {name: self.slots[name].width / r.width if r.width else 1.0 for name, r in self.map_slots.items()}

    def resized(self) -> None:
        """The canvas changed size: the mat laid out for it again, the buttons rebuilt."""
        self.size = theme.canvas_size()
        self._lay_out(self.size)
        self.log.rect = self.log_rect.copy()
        self.flying.clear()   # (a card in flight would land on the old place)
        self.refresh()

    @property
    def board_rect(self) -> pygame.Rect:
        """The table's place on the canvas: the room between the header, the Campaign column
        and the choices strip (the table is drawn in it, scaled and centred)."""
        return self.layout.room.copy()

    # -- helpers ---------------------------------------------------------------
    @property
    def state(self):
        return self.game.view()

    def secs(self, s: float) -> float:
        return s * self.app.settings.animation_scale

    def slot(self, name: str) -> pygame.Rect:
        return self.slots[name]

    # -- buttons ---------------------------------------------------------------
    def _why(self, action) -> str:
        err = self.rules.refusal(self.game.state, action)
        return f"{err.reason} ({err.rule})" if err else ""

    def refresh(self) -> None:
        st = self.state
        area = self.slot("choices")
        x, y, w, h, gap = area.left + 10, area.top + 44, 178, 56, 10
        buttons = []

        def add(label, action, key=None, sub="", style="normal", col=None):
            i = len(buttons) if col is None else col
            rect = pygame.Rect(x + (i % 4) * (w + gap), y + (i // 4) * (h + gap), w, h)
            buttons.append(Button(rect, label, lambda a=action: self.perform(a), key, self._why(action), sub, style,
                                  action))

        if st.phase == TARGET:
            for i, ship in enumerate(st.target_choices):
                add(f"Target {ship}", A.Target(ship), pygame.K_1 + i, self.rules.data.ships[ship].type, "primary")
        elif st.phase == FLY:
            nxt = st.next_distance
            spec = odds.torpedo_deck(st)
            risk = self.shot_down_risks(st)   # the chance the next Event card hits (issue 31: on every button)
            subs = [f"to distance {nxt}: {risk[0]} hit" if nxt >= 1 else "track full",
                    spec.describe() if spec else "out of range", f"last card: {risk[2]} hit",
                    f"last card: {risk[2]} hit"]
            if odds.last_hit_ends(st):  # issue 15: the chance that this action ends the campaign
                subs = [f"{risk[0]} shot down", (f"{odds.percent(spec.chance)} hit, " if spec else "")
                        + f"{risk[1]} shot down", f"{risk[2]} shot down", f"{risk[2]} shot down"]
            add("Draw on", A.Draw(), "s4c draw", subs[0], "primary")
            add("Torpedo now", A.Torpedo(), "s4c torpedo", subs[1], "danger")
            add("Abort", A.Abort(), "s4c abort", subs[2])
            add("Retry", A.Retry(), "s4c retry", subs[3])
        elif st.phase == EXPERIENCE:
            gain = self.rules_gain(st)
            add("Continue", A.Continue(), "s4c go on", f"Experience +{gain}", "primary")
        elif st.phase == REPAIR:
            spec = odds.repair_deck(st.data, st.mission_number)
            add("Repair check", A.Repair(), "s4c repair", spec.describe() if spec else "", "primary")
            add("No repair", A.Continue(), "s4c no repair", f"Damage stays {st.damage}" if st.damage else "no damage to repair")
        elif st.phase == MEDALS:
            nxt = "Finish the campaign" if st.mission_number >= 10 else f"Mission {st.mission_number + 1}"
            add("Medal check", A.Continue(), "s4c go on", nxt, "primary")
        elif st.phase == OVER:
            buttons.append(Button(pygame.Rect(x, y, w, h), "Back to title", self.app.to_title, pygame.K_RETURN,
                                  style="primary"))
        undo_why = self.undo_refusal()
        buttons.append(Button(pygame.Rect(area.right - 130, area.top + 6, 120, 32), "Undo", self.undo, None,
                              undo_why))
        self.buttons.buttons = buttons

    @staticmethod
    def shot_down_risks(st) -> list:
        """At damage 4 the next Hit shoots the aircraft down (S4C 4.3): the chance of a Hit from
        the next Event card for Draw on, Torpedo now (its final card's AA at distance minus 1,
        S4C 4.5) and Abort or Retry (one last card at this distance, S4C 4.6-4.7)."""
        d = st.distance if st.distance is not None else st.next_distance
        offset = st.data.campaign["final_card_aa_offset"]
        return [odds.percent(odds.next_card_hit_chance(st, st.next_distance)),
                odds.percent(odds.next_card_hit_chance(st, d + offset, final=True)),
                odds.percent(odds.next_card_hit_chance(st, d, final=True))]

    @staticmethod
    def rules_gain(st) -> int:
        from ...rules.same4cats import engine
        return engine.experience_gain(st)

    # -- moves and animation -----------------------------------------------------
    SOUND_OF = {"event_card": "card", "escort_kept": "card", "damage": "boom", "shot_down": "boom",
                "medal": "fanfare", "campaign_end": "fanfare"}

    def after_move(self, events) -> None:
        st = self.game.state
        kinds = [e.kind for e in events]
        for kind in ("shot_down", "campaign_end", "medal", "damage", "event_card", "escort_kept"):
            if kind in kinds:
                self.app.sounds.play(self.SOUND_OF[kind])
                break
        for e in events:
            if e.kind == "torpedo":
                self.app.sounds.play("boom" if e.data.get("hit") else "splash")
            if e.kind == "event_card":
                if e.data.get("slot") == "final":
                    key, dest = ("final",), "final-card"
                else:
                    index = len(st.distance_track) - 1
                    key, dest = ("track", index), f"distance-{e.data['distance']}"
                self._fly(event_face(e.data["card"]), dest, key)
            elif e.kind == "escort_kept":
                self._fly(event_face(ESCORT), "escort-hand", ("escort",))
            elif e.kind == "resolution":
                self.fan.append(dict(e.data))
        self.refresh()

    def after_undo(self) -> None:
        self.flying.clear()
        self.refresh()

    def _fly(self, face: CardFace, name: str, key) -> None:
        """A card flown from the Event deck to the slot ``name``, turned face up on the way."""
        start, dest = self.slot("event-deck"), self.slot(name)
        sprite = CardSprite(face, dest.size, start.topleft, face_up=False, scale=self.scales[name])
        delay = 0.15 * len(self.flying)
        sprite.move_to(dest.topleft, self.secs(0.35), self.secs(delay))
        sprite.flip_over(self.secs(0.25), self.secs(delay + 0.3))
        if self.secs(1) == 0:
            sprite.pos, sprite.move = dest.topleft, None
        self.flying.append((sprite, key))

    def update(self, dt: float) -> bool:
        moving = False
        for sprite, _ in self.flying:
            moving = sprite.update(dt) or moving
        self.flying = [(s, k) for s, k in self.flying if s.move or s.flip]
        if self.fan_tween is not None:
            moving = self.fan_tween.update(dt) or moving
            if self.fan_tween.done and self.fan:
                self.fan_tween = None
        if self.fan_tween is None and self.fan:
            self.fan_shown = self.fan.pop(0)
            self.fan_tween = Tween(0.0, 1.0, self.secs(0.9) + (self.secs(0.5) if self.fan else 0))
            moving = True
        return moving

    # -- input -------------------------------------------------------------------
    def point_at(self, pos) -> None:
        self.mouse = pos
        self.choice_hover.moved()

    def click_board(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.game.state.phase == TARGET:
            for ship, rect in self._choice_rects():
                if rect.collidepoint(event.pos):
                    self.perform(A.Target(ship))
                    return True
        return False

    # -- play by keys (issue 35): the target cards ----------------------------------------
    FOCUS_ROUND = False

    def first_click(self, action):
        if self.game.state.phase == TARGET and isinstance(action, A.Target):
            return next((r.center for s, r in self._choice_rects() if s == action.ship), None)
        return None

    def focus_rect(self, pos) -> pygame.Rect:
        return next((r.copy() for _, r in self._choice_rects() if r.collidepoint(pos)), super().focus_rect(pos))

    def _choice_under_mouse(self):
        """The target choice ringed under the mouse (a ship the rules allow), else None."""
        if self.state.phase != TARGET:
            return None
        return next((ship for ship, rect in self._choice_rects()
                     if rect.collidepoint(self.mouse) and not self._why(A.Target(ship))), None)

    def _choice_rects(self):
        ships = self.game.state.target_choices
        res, px = self.slot("resolution"), self.layout.px
        w, h, gap = px(130), px(182), px(24)
        x0 = res.centerx - (len(ships) * w + (len(ships) - 1) * gap) // 2
        return [(s, pygame.Rect(x0 + i * (w + gap), res.top + px(14), w, h)) for i, s in enumerate(ships)]


SCENE = Same4CatsScene
