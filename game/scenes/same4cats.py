"""The Same 4 Cats on its card mat (maps/same4cats.tmx: every card slot is an object)."""
from __future__ import annotations

import pygame

from .. import paths, tiled
from ..rules.same4cats import RULES, odds
from ..rules.same4cats import actions as A
from ..rules.same4cats import data
from ..rules.same4cats.state import EXPERIENCE, FLY, MEDALS, OVER, REPAIR, TARGET
from ..ui import text, theme
from ..ui.anim import Tween
from ..ui.cards import CardFace, CardSprite, back_surface, draw_slot, face_surface
from ..ui.widgets import Button, ButtonRow, panel
from . import same4cats_art  # noqa: F401 (registers the card pictures)
from .game_scene import GameScene

MAT = paths.MAPS / "same4cats.tmx"

EVENT_FACES = {  # the Event cards' effect lines (S4C 4.2 and the Event card table)
    data.SUN: ("Next AA fire:", "Hit -1", "(cumulative)"),
    data.CLOUDS: ("The next AA card", "is nullified"),
    data.WAVES: ("Torpedo attack:", "Hit -1", "(cumulative)"),
    data.FLY: ("No event",),
    data.AA: ("Resolve AA fire", "by distance"),
    data.FIGHTER: ("Attacks with", "2 Hit + 1 Miss"),
    data.ESCORT: ("Kept in hand:", "meets a fighter with", "2 Hit + 2 Miss"),
}
EVENT_BADGE = {data.SUN: "SUN", data.CLOUDS: "CLOUDS", data.WAVES: "WAVES", data.FLY: "FLY",
               data.AA: "AA", data.FIGHTER: "FIGHTER", data.ESCORT: "ESCORT"}
EVENT_ICON = {data.SUN: "s4c-sun", data.CLOUDS: "s4c-clouds", data.WAVES: "s4c-waves", data.FLY: "s4c-fly",
              data.AA: "s4c-aa", data.FIGHTER: "s4c-fighter", data.ESCORT: "s4c-escort"}
EVENT_TONE = {data.SUN: (250, 214, 120), data.CLOUDS: (200, 210, 222), data.WAVES: (130, 180, 214),
              data.FLY: (190, 216, 236), data.AA: (236, 140, 120), data.FIGHTER: (214, 120, 110),
              data.ESCORT: (150, 200, 150)}
PHASE_TITLE = {TARGET: "Choose the target", FLY: "Fly the mission", EXPERIENCE: "Experience",
               REPAIR: "Repair", MEDALS: "Medal check", OVER: "Campaign over"}


def event_face(card: str) -> CardFace:
    return CardFace(card, "Event", EVENT_FACES.get(card, ()), "blue", EVENT_BADGE.get(card, ""),
                    EVENT_TONE.get(card), EVENT_ICON.get(card, ""))


def ship_face(name: str) -> CardFace:
    ship = data.SHIPS[name]
    lines = [f"+{n} {k}" for k, n in ship.events.items()]
    if ship.medal:
        medal = data.MEDAL_BY_ID.get(ship.medal)
        lines.append(f"Medal: {medal.short if medal else ship.medal}")
    if ship.house:
        lines.append("(house card)")
    return CardFace(name, ship.type, tuple(lines), "green", "", (170, 200, 220), "s4c-ship")


def mission_face(mission_id: str) -> CardFace:
    m = data.MISSIONS[mission_id]
    lines = [f"Targets: {m.targets}"] + [f"+{n} {k}" for k, n in m.events.items()]
    if m.house:
        lines.append("(house card)")
    return CardFace(m.name, m.note, tuple(lines), "yellow", "", (236, 214, 150), "s4c-mission")


def medal_face(medal) -> CardFace:
    return CardFace(medal.short, "Medal", (f"{medal.hits}+ hits",), "yellow", "", (236, 220, 170), "s4c-medal")


class Same4CatsScene(GameScene):
    def __init__(self, app, game, save_path=None):
        self.board = tiled.load(game.map_path or MAT)
        self.slots = {o.name: pygame.Rect(int(o.x), int(o.y), int(o.width), int(o.height))
                      for o in self.board.objects_of("slot")}
        self.labels = {o.name: o.properties.get("label", "") for o in self.board.objects_of("slot")}
        self.areas = [(o.name, pygame.Rect(int(o.x), int(o.y), int(o.width), int(o.height)))
                      for o in self.board.objects_of("area")]
        self.log_rect = self.slots["log"]
        super().__init__(app, game, save_path)
        self.buttons = ButtonRow()
        self.buttons.refused = lambda why: app.toast(f"Not allowed: {why}")
        self.flying: list[tuple[CardSprite, tuple]] = []
        self.fan: list[dict] = []       # resolution decks waiting to be shown
        self.fan_shown: dict | None = None
        self.fan_tween: Tween | None = None
        self._base: pygame.Surface | None = None
        last = game.state.last_resolution
        if last is not None:  # a resumed game shows its last resolution deck
            self.fan_shown = {"hits": last.hits, "misses": last.misses, "card": last.card,
                              "label": last.label, "check": game.state.last_resolution_check}
        self.refresh()

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
        err = RULES.refusal(self.game.state, action)
        return f"{err.reason} ({err.rule})" if err else ""

    def refresh(self) -> None:
        st = self.state
        area = self.slot("choices")
        x, y, w, h, gap = area.left + 10, area.top + 44, 178, 56, 10
        buttons = []

        def add(label, action, key=None, sub="", style="normal", col=None):
            i = len(buttons) if col is None else col
            rect = pygame.Rect(x + (i % 4) * (w + gap), y + (i // 4) * (h + gap), w, h)
            buttons.append(Button(rect, label, lambda a=action: self.perform(a), key, self._why(action), sub, style))

        if st.phase == TARGET:
            for i, ship in enumerate(st.target_choices):
                add(f"Target {ship}", A.Target(ship), pygame.K_1 + i, data.SHIPS[ship].type, "primary")
        elif st.phase == FLY:
            nxt = st.next_distance
            add("Draw on", A.Draw(), pygame.K_d, f"to distance {nxt}" if nxt >= 1 else "track full", "primary")
            spec = odds.torpedo_deck(st)
            add("Torpedo now", A.Torpedo(), pygame.K_t, spec.describe() if spec else "out of range", "danger")
            add("Abort", A.Abort(), pygame.K_a, "one last card")
            add("Retry", A.Retry(), pygame.K_r, "once a mission")
        elif st.phase == EXPERIENCE:
            gain = self.rules_gain(st)
            add("Continue", A.Continue(), pygame.K_SPACE, f"Experience +{gain}", "primary")
        elif st.phase == REPAIR:
            spec = odds.repair_deck(st.mission_number)
            add("Repair check", A.Repair(), pygame.K_r, spec.describe() if spec else "", "primary")
            add("No repair", A.Continue(), pygame.K_n, f"Damage stays {st.damage}")
        elif st.phase == MEDALS:
            nxt = "Finish the campaign" if st.mission_number >= 10 else f"Mission {st.mission_number + 1}"
            add("Medal check", A.Continue(), pygame.K_SPACE, nxt, "primary")
        elif st.phase == OVER:
            buttons.append(Button(pygame.Rect(x, y, w, h), "Back to title", self.app.to_title, pygame.K_RETURN,
                                  style="primary"))
        undo_why = "" if self.game.can_undo() else self.game.undo_reason()
        buttons.append(Button(pygame.Rect(area.right - 130, area.top + 6, 120, 32), "Undo", self.undo, None,
                              undo_why))
        self.buttons.buttons = buttons

    @staticmethod
    def rules_gain(st) -> int:
        from ..rules.same4cats import engine
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
                    key, dest = ("final",), self.slot("final-card")
                else:
                    index = len(st.distance_track) - 1
                    key, dest = ("track", index), self.slot(f"distance-{e.data['distance']}")
                self._fly(event_face(e.data["card"]), dest, key)
            elif e.kind == "escort_kept":
                self._fly(event_face(data.ESCORT), self.slot("escort-hand"), ("escort",))
            elif e.kind == "resolution":
                self.fan.append(dict(e.data))
        self.refresh()

    def after_undo(self) -> None:
        self.flying.clear()
        self.refresh()

    def _fly(self, face: CardFace, dest: pygame.Rect, key) -> None:
        start = self.slot("event-deck")
        sprite = CardSprite(face, dest.size, start.topleft, face_up=False)
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
    def handle_board(self, event) -> bool:
        if self.buttons.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.game.state.phase == TARGET:
            for ship, rect in self._choice_rects():
                if rect.collidepoint(event.pos):
                    self.perform(A.Target(ship))
                    return True
        return False

    def _choice_rects(self):
        ships = self.game.state.target_choices
        res = self.slot("resolution")
        w, h, gap = 130, 182, 24
        x0 = res.centerx - (len(ships) * w + (len(ships) - 1) * gap) // 2
        return [(s, pygame.Rect(x0 + i * (w + gap), res.top + 14, w, h)) for i, s in enumerate(ships)]

    # -- drawing -----------------------------------------------------------------
    def base(self) -> pygame.Surface:
        if self._base is None:
            surf = pygame.Surface(theme.LOGICAL_SIZE)
            felt = (30, 70, 50)
            surf.fill(felt)
            for y in range(0, 800, 4):
                shade = 3 if (y // 4) % 2 else -3
                surf.fill(tuple(max(0, c + shade) for c in felt), (0, y, 1280, 2))
            for name, rect in self.areas:
                panel(surf, rect, (24, 56, 40), (70, 110, 84), 12)
                text.draw(surf, name, (rect.left + 12, rect.top + 4), 13, (170, 200, 170), True)
            for name, rect in self.slots.items():
                if name in ("choices", "log", "resolution"):
                    continue
                draw_slot(surf, rect, self.labels.get(name, ""))
            self._base = surf
        return self._base

    def draw(self, surface) -> None:
        st = self.state
        surface.blit(self.base(), (0, 0))
        flying_keys = {k for _, k in self.flying}
        self._draw_header(surface, st)
        self._draw_decks(surface, st)
        self._draw_mission_track(surface, st)
        if st.target:
            surface.blit(face_surface(ship_face(st.target), self.slot("target-box").size), self.slot("target-box"))
        if st.mission_track and st.phase != OVER or (st.phase == OVER and st.mission_track):
            r = self.slot("mission-card")
            surface.blit(face_surface(mission_face(st.mission_track[-1]), r.size), r)
        for i, entry in enumerate(st.distance_track):
            if ("track", i) not in flying_keys:
                self._draw_track_card(surface, entry, self.slot(f"distance-{entry.distance}"))
        if st.final_card and ("final",) not in flying_keys:
            self._draw_track_card(surface, st.final_card, self.slot("final-card"))
        if st.escort_in_hand and ("escort",) not in flying_keys:
            r = self.slot("escort-hand")
            surface.blit(face_surface(event_face(data.ESCORT), r.size), r)
        self._draw_campaign(surface, st)
        if st.phase == TARGET:
            self._draw_target_choice(surface, st)
        else:
            self._draw_resolution(surface)
        self._draw_choices(surface, st)
        for sprite, _ in self.flying:
            sprite.draw(surface)
        self.log.draw(surface)
        if st.phase == OVER:
            self._draw_summary(surface, st)

    def _draw_header(self, surface, st) -> None:
        n = st.mission_number
        mission = st.mission.name if st.mission else ""
        target = f" against the {st.target}" if st.target else ""
        text.draw(surface, f"The Same 4 Cats: mission {n} of 10, {mission}{target}", (20, 10), 20, theme.GOLD, True)
        markers = []
        if st.sun:
            markers.append(f"Sun x{st.sun} (next AA Hit -{st.sun})")
        if st.clouds:
            markers.append(f"Clouds x{st.clouds} (next AA card nullified)")
        if st.waves:
            markers.append(f"Waves x{st.waves} (torpedo Hit -{st.waves})")
        if st.retried:
            markers.append("Retried (AA Miss -1)")
        x = 160
        for m in markers:  # chips beside the distance track's title
            w = theme.font(13, True).size(m)[0] + 16
            chip = pygame.Rect(x, 420, w, 20)
            pygame.draw.rect(surface, (60, 50, 20), chip, border_radius=10)
            pygame.draw.rect(surface, theme.HIGHLIGHT, chip, 1, border_radius=10)
            text.draw(surface, m, chip.center, 13, theme.HIGHLIGHT, True, "center")
            x += w + 8

    def _draw_decks(self, surface, st) -> None:
        for slot, deck, n, label in (("mission-deck", "yellow", len(st.mission_deck), "Missions"),
                                     ("target-deck", "green", len(st.target_deck), "Ships"),
                                     ("event-deck", "blue", len(st.event_deck), "Events")):
            r = self.slot(slot)
            if n:
                for k in range(min(3, n) - 1, -1, -1):
                    surface.blit(back_surface(deck, r.size, label), r.move(k * 2, -k * 2))
                text.draw(surface, f"{n} cards", (r.centerx, r.bottom + 4), 12, theme.TEXT, True, "midtop")

    def _draw_mission_track(self, surface, st) -> None:
        for i, mid in enumerate(st.mission_track):
            r = self.slot(f"mission-{i + 1}")
            surface.blit(face_surface(CardFace(data.MISSIONS[mid].name, "", (), "yellow"), r.size), r)
            rec = st.missions_flown[i] if i < len(st.missions_flown) else None
            if rec:
                mark, colour = {"hit": ("HIT", theme.GOOD), "miss": ("miss", theme.BAD),
                                "aborted": ("abort", theme.TEXT_DIM),
                                "shot down": ("DOWN", theme.BAD)}.get(rec.result, (rec.result, theme.TEXT))
                tag = pygame.Rect(r.left + 4, r.bottom - 24, r.width - 8, 20)
                pygame.draw.rect(surface, (30, 30, 30), tag, border_radius=4)
                text.draw(surface, mark, tag.center, 12, colour, True, "center")
                if rec.target:
                    text.draw(surface, rec.target[:9], (r.centerx, r.top + 40), 11, theme.INK, False, "midtop")

    def _draw_track_card(self, surface, entry, r) -> None:
        surface.blit(face_surface(event_face(entry.card), r.size), r)
        if entry.nullified:
            pygame.draw.line(surface, theme.BAD, r.topleft, r.bottomright, 4)
            text.draw(surface, "nullified", (r.centerx, r.bottom - 18), 13, theme.BAD, True, "center")
        if entry.escort:
            tag = "Escort: shot it down" if entry.escort == "on top" else "Escort missed"
            text.draw(surface, tag, (r.centerx, r.top - 2), 11, theme.HIGHLIGHT, True, "midbottom")
        for k, res in enumerate(entry.resolutions):
            colour = theme.BAD if res.hit else theme.GOOD
            tag = pygame.Rect(r.left + 6, r.bottom - 22 - k * 22, r.width - 12, 19)
            pygame.draw.rect(surface, (250, 246, 236), tag, border_radius=4)
            pygame.draw.rect(surface, colour, tag, 2, border_radius=4)
            text.draw(surface, f"{res.hits}H/{res.misses}M: {res.card}", tag.center, 11, theme.INK, True, "center")

    def _draw_campaign(self, surface, st) -> None:
        for slot, title, value, note in (
                ("damage", "Damage", st.damage, self._damage_note(st)),
                ("experience", "Experience", st.experience, self._experience_note(st))):
            r = self.slot(slot)
            panel(surface, r, theme.PAPER, theme.PAPER_DARK, 8)
            text.draw(surface, title, (r.left + 10, r.top + 6), 14, theme.INK, True)
            colour = theme.BAD if slot == "damage" and value >= 3 else theme.INK
            text.draw(surface, str(value), (r.right - 12, r.top + 2), 40, colour, True, "topright")
            text.draw_wrapped(surface, note, pygame.Rect(r.left + 10, r.top + 52, r.width - 20, 44), 12, theme.INK)
        for i, medal in enumerate(data.MEDALS):
            r = self.slot(f"medal-{i + 1}")
            if medal.id in st.medals:
                surface.blit(face_surface(medal_face(medal), r.size), r)
            else:
                text.draw(surface, f"{medal.hits}+ hits", (r.centerx, r.bottom - 16), 11, (150, 180, 150), False,
                          "center")
        hits = len(st.ships_hit)
        text.draw(surface, f"Ships hit: {hits}", (self.slot("medal-1").left, self.slot("medal-1").bottom + 6), 14,
                  theme.TEXT, True)

    @staticmethod
    def _damage_note(st) -> str:
        row = odds.damage_row(st.damage, st.options)
        parts = []
        if row.get("aa_hit"):
            parts.append(f"AA Hit +{row['aa_hit']}")
        if row.get("aa_miss"):
            parts.append(f"AA Miss {row['aa_miss']}")
        rng = odds.torpedo_range(st)
        parts.append(f"Torpedo at {min(rng)}-{max(rng)}" if rng else "No torpedo attack")
        return "; ".join(p for p in parts if p)

    @staticmethod
    def _experience_note(st) -> str:
        row = odds.experience_row(st.experience)
        fly = row.get("fly", 0)
        note = f"+{fly} Fly card{'s' if fly > 1 else ''} a mission" if fly else "No extra Fly cards yet (3+)"
        return note + (", torpedo Hit +1" if row.get("torpedo_hit") else "")

    def _draw_target_choice(self, surface, st) -> None:
        res = self.slot("resolution")
        text.draw(surface, "Choose your target (click a ship)", (res.centerx, res.top - 2), 14, theme.HIGHLIGHT,
                  True, "midbottom")
        mouse = pygame.mouse.get_pos()
        for ship, rect in self._choice_rects():
            surface.blit(face_surface(ship_face(ship), rect.size), rect)
            why = self._why(A.Target(ship))
            if why:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 140))
                surface.blit(shade, rect)
                text.draw(surface, "not allowed", rect.center, 14, theme.BAD, True, "center")
            elif rect.collidepoint(mouse):
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), 3, border_radius=10)

    def _draw_resolution(self, surface) -> None:
        res = self.slot("resolution")
        shown = self.fan_shown
        if shown is None:
            text.draw(surface, "Resolution deck", (res.centerx, res.centery), 14, (150, 180, 150), False, "center")
            return
        hits, misses, card = shown["hits"], shown["misses"], shown["card"]
        n = max(1, hits + misses)
        p = self.fan_tween.progress if self.fan_tween else 1.0
        cw, ch = 70, 98
        spread = min(84, (res.width - 40 - cw) // max(1, n - 1)) if n > 1 else 0
        x0 = res.centerx - (cw + spread * (n - 1)) // 2
        drawn_index = n // 2
        for i in range(n):
            x = x0 + i * spread * min(1.0, p * 2)
            y = res.top + 40
            if i == drawn_index and p >= 0.5:
                y -= 18
                face = CardFace(card, "Resolution", (), "red", card.upper(),
                                (250, 226, 200) if card == "Hit" else (210, 228, 240),
                                "s4c-hit" if card == "Hit" else "s4c-miss")
                surface.blit(face_surface(face, (cw, ch)), (x, y))
                pygame.draw.rect(surface, theme.HIGHLIGHT, pygame.Rect(x, y, cw, ch).inflate(6, 6), 3, border_radius=8)
            else:
                surface.blit(back_surface("red", (cw, ch), ""), (x, y))
        label = shown.get("label", "")
        text.draw(surface, f"{label}: {hits} Hit + {misses} Miss", (res.centerx, res.top + 8), 15, theme.TEXT, True,
                  "midtop")
        if p >= 0.5:
            mods = ", ".join(shown.get("modifiers") or [])
            text.draw(surface, f"Drawn: {card}" + (f"   ({mods})" if mods else ""), (res.centerx, res.bottom - 24),
                      15, theme.BAD if card == "Hit" and shown.get("check") in ("aa", "fighter") else theme.GOLD,
                      True, "midtop")

    def _draw_choices(self, surface, st) -> None:
        area = self.slot("choices")
        panel(surface, area, (20, 48, 34), (70, 110, 84), 12)
        text.draw(surface, PHASE_TITLE.get(st.phase, st.phase), (area.left + 12, area.top + 8), 18, theme.GOLD, True)
        hint = self._hint(st)
        if hint:
            text.draw(surface, hint, (area.left + 12, area.bottom - 26), 14, theme.TEXT)
        self.buttons.draw(surface)

    def _hint(self, st) -> str:
        if st.phase == TARGET:
            return f"{len(st.target_choices)} Target Ship card(s) drawn: the others go to the bottom of the deck."
        if st.phase == FLY:
            rng = odds.torpedo_range(st)
            d = st.distance
            where = f"At distance {d}." if d else "Approaching the target: draw the first Event card."
            return f"{where} Torpedo range now: {', '.join(map(str, rng)) or 'none'}. Event cards left: {len(st.event_deck)}."
        if st.phase == EXPERIENCE:
            return "You gain experience if the mission reached distance 3 or closer (S4C 5.0)."
        if st.phase == REPAIR:
            return "Draw once from the repair deck: a Hit removes one point of damage (S4C 6.0)."
        if st.phase == MEDALS:
            return f"Ships hit so far: {len(st.ships_hit)}. Medals come at 3, 5, 7 and 9 hits (S4C 7.0)."
        return ""

    def _draw_summary(self, surface, st) -> None:
        out = self.game.outcome()
        r = pygame.Rect(0, 0, 620, 380)
        r.center = (470, 330)
        panel(surface, r, theme.PANEL, theme.GOLD, 14, alpha=240)
        won = out is not None and out.winner is not None
        text.draw(surface, "Campaign won!" if won else "Shot down", (r.centerx, r.top + 18), 30,
                  theme.GOLD if won else theme.BAD, True, "midtop")
        if out:
            text.draw_wrapped(surface, out.how, pygame.Rect(r.left + 30, r.top + 64, r.width - 60, 40), 15, theme.TEXT)
        lines = [f"Missions flown: {len(st.missions_flown)}",
                 f"Ships hit: {len(st.ships_hit)}" + (f" ({', '.join(st.ships_hit)})" if st.ships_hit else ""),
                 f"Medals: {', '.join(data.MEDAL_BY_ID[m].name for m in st.medals) or 'none'}",
                 f"Damage taken in all: {getattr(st, 'damage_taken', st.damage)}",
                 f"Experience: {st.experience}"]
        y = r.top + 110
        for line in lines:
            for part in text.wrap(line, r.width - 60, 16):
                text.draw(surface, part, (r.left + 30, y), 16, theme.TEXT)
                y += 24
        text.draw(surface, "Back to title: the button below, or Enter", (r.centerx, r.bottom - 30), 14,
                  theme.TEXT_DIM, False, "midtop")


SCENE = Same4CatsScene
