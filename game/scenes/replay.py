"""The replay view: a game's record at any move, with its board, panels and log as they
were then (the game's own scene, made for that position), the whole record beside it
(click a line to go to its move), and the controls below.

It is laid out for the whole canvas (issue 35; ``layout_for``): the record column at the
right edge, the controls along the bottom, and the game's scene in the room left, made for
a canvas of that room's shape, so the game lays itself out for it: drawn as made when the
room is 1280 x 800 or more, else made at the smallest such canvas and drawn smaller (at a
1280 x 800 canvas, made at 1280 x 800 and drawn at 3/4).

Keys: Left/Right one move, PageUp/PageDown ten, Home/End the start and the end, Space
plays forward at the chosen speed (+/- change it), V the seat whose view is shown
(games with hidden information, once the game is over), Tab the game's screen made for
the whole canvas (the controls hidden), Esc back.

While the game goes on, the view shows only what the seat that opened it may see: from the
game, the seat at the screen; from the Load screen, anyone at the table (``ANYONE``: no
seat's secrets). Playing on from a move waits for the end too: a copy of a game in progress
would tell the cards and rolls to come (issue 30, docs/AI.md).
"""
from __future__ import annotations

import gc

import pygame

from ..rules.core import notation_seen
from ..rules.seats import ANYONE
from ..session.game import Game
from ..session.summary import describe
from ..session.timeline import Timeline
from ..ui import board, commands, text, theme
from ..ui.widgets import Button, ButtonRow, panel, with_keys
from . import shared
from .base import Scene
from .open_game import scene_class, scene_for
from .replay_layout import MOVE_BUTTON, RECORD_W, SEAT_W, layout_for

ROW_H = 18
SPEEDS = (0.5, 1, 2, 4, 8, 16, 32)            # moves a second
EVERYTHING = None                             # the seat choice that shows all (a finished game)

class ReplayScene(Scene):
    frame = "canvas"       # laid out for the whole canvas (``layout_for``), again when it changes
    covers_canvas = True   # (every pixel painted at each frame)
    focus_keys = False     # Tab shows the game full size and the arrows step: its own keys

    def __init__(self, app, game: Game, source: str = "", at: int | None = None, seat: str | None = ANYONE):
        """``seat``: whose view a game in progress is shown in (the seat at the screen, from
        the game; ANYONE, from the Load screen); a finished game shows every seat's."""
        super().__init__(app)
        self.layout = layout_for(self.size)
        self.record = game
        self.source = source or game.rules.title
        self.timeline = Timeline(game)
        self.n = self.timeline.length
        self.k = self.n if at is None else max(0, min(self.n, at))
        self.bases: dict = {}
        self.speed_i = 2
        self.playing = False
        self.clock = 0.0
        self.scroll = 0  # first row of the record shown
        self.inner = None
        self.inner_key = None   # (the move and the canvas size the inner scene was made for)
        self._picture = None
        self._picture_key = None
        self._made = None       # the game's scene drawn as made (``made_for``'s size)
        self._made_key = None
        self.full = False  # Tab: the game's screen made for the whole canvas, the controls hidden
        self.over = game.outcome() is not None
        cls = scene_class(game.rules.game_id)
        self.hidden = getattr(cls, "hidden_information", False)
        self.seats = list(game.players) + [EVERYTHING] if self.over else [seat if seat is not None else ANYONE]
        self.seat = EVERYTHING if self.over else self.seats[0]
        self._build_rows()
        self._build_buttons()
        # The record, its copies and its coloured lines live as long as the view and never
        # form garbage cycles: out of the collector's sight, a long tour's millions of
        # objects are not walked again at every full collection while stepping.
        gc.collect(1)   # the young garbage is not frozen with them; a full collection took 80 ms
        gc.freeze()
        self.go(self.k)

    def exit(self) -> None:
        gc.unfreeze()  # back in the collector's sight: what the view held is freed with it

    # -- the record ------------------------------------------------------------------------
    def _build_rows(self) -> None:
        """One row per log line of the whole record (a move without a line gets one with
        its notation), each with the move after which it stands; the coloured lines and
        where each move starts, shared with the scenes made for each position."""
        first = scene_for(self.app, self.timeline.at(0), autosave=False)
        colour = first.event_colour
        self.rows: list[tuple[str, tuple, int]] = [(e.text, colour(e), 0) for e in self.record.setup_events]
        entries = [(t, c) for t, c, _ in self.rows]
        starts = []
        for k, played in enumerate(self.record.history, start=1):
            starts.append(len(entries))
            lines = [(e.text, colour(e)) for e in played.events]
            entries.extend(lines)
            if not lines:
                lines = [(self._said(k), theme.TEXT_DIM)]
            self.rows.extend((t, c, k) for t, c in lines)
        starts.append(len(entries))
        self.entries, self.starts = entries, starts
        # each line as it is drawn: its move's number before the first, wrapped to the
        # record's width (never cut with "…": issue 31), the rows after the first indented
        rows, numbered = [], set()
        for line, c, k in self.rows:
            label = f"{k}. {line}" if k and k not in numbered else line
            numbered.add(k)
            pieces = text.wrap(label, RECORD_W - 30 - theme.font(13).size("    ")[0], 13)
            rows += [(piece if not j else "    " + piece, c, k) for j, piece in enumerate(pieces)]
        self.rows = rows
        self.first_row = {}  # move -> its first row
        for i, (_, _, k) in enumerate(self.rows):
            self.first_row.setdefault(k, i)

    def _build_buttons(self) -> None:
        lay = self.layout
        (w, h), gap = MOVE_BUTTON, 8
        specs = [("|<", lambda: self.go(0), "replay first"), ("<", lambda: self.go(self.k - 1), "replay back"),
                 ("Play", self.toggle_play, "replay play"), (">", lambda: self.go(self.k + 1), "replay on"),
                 (">|", lambda: self.go(self.n), "replay last"),
                 ("Slower", lambda: self.set_speed(-1), "replay slower"),
                 ("Faster", lambda: self.set_speed(1), "replay faster")]
        left = lay.bar.left
        buttons = [Button(pygame.Rect(left + i * (w + gap), lay.move_y, w, h), label, fn, key)
                   for i, (label, fn, key) in enumerate(specs)]
        waits = "" if self.over else "The game goes on: "
        if self.hidden:
            buttons.append(Button(pygame.Rect(left + 7 * (w + gap), lay.move_y, SEAT_W, h), "Seat",
                                  self.next_seat, "replay seat",
                                  disabled_reason=waits and waits + "every seat's view opens once it is over"))
        play_on, export, back = lay.side
        buttons += [
            Button(play_on.copy(), "Play on from here", self.play_on, "replay play on",
                   style="primary", disabled_reason=waits and waits + "play on from a move once it is over "
                   "(a copy now would tell the cards and rolls to come)"),
            Button(export.copy(), "Export the record", self.export, "replay export"),
            Button(back.copy(), "Back", self.app.pop, pygame.K_ESCAPE),
        ]
        self.buttons = ButtonRow(buttons)
        self.buttons.refused = lambda why: self.app.toast(why, theme.GOLD)

    def resized(self) -> None:
        """The canvas changed: the view laid out again, the game's scene made again for it
        (the boards painted for the old size let go)."""
        self.size = theme.canvas_size()
        self.layout = layout_for(self.size)
        self._build_buttons()
        self.inner = None
        self._picture = self._made = None
        self.bases.clear()
        self.scroll = max(0, min(self.scroll, len(self.rows) - self.fits))
        self._follow()

    # -- moving through it ----------------------------------------------------------------
    def go(self, k: int) -> None:
        """Show the game as it stood after its first k moves."""
        self.k = max(0, min(self.n, k))
        if self.k >= self.n:
            self.playing = False
        self._follow()

    def made_for(self) -> tuple[int, int]:
        """The canvas the game's scene is made for: the board's place's shape (``layout_for``),
        or, full size (Tab), the whole canvas."""
        return self.size if self.full else self.layout.inner

    def scene_at(self, k: int):
        """The game's own scene for the position after k moves, laid out for ``made_for``
        (made once per position and size shown; the board's painting and the coloured log
        shared by all of them)."""
        key = (k, self.made_for())
        if self.inner is None or self.inner_key != key:
            with board.sharing(self.bases), shared.sharing_log(self.entries, self.starts), \
                    theme.canvas_at(key[1]):
                inner = scene_for(self.app, self.timeline.at(k), autosave=False)
                inner.show_as(self.seat)
                for _ in range(3):
                    inner.update(10.0)  # animations a scene starts when made run to their end
            self.inner, self.inner_key = inner, key
            self._picture_key = None
        return self.inner

    def toggle_play(self) -> None:
        if self.k >= self.n:
            self.go(0)
        self.playing = not self.playing
        self.clock = 0.0

    def set_speed(self, step: int) -> None:
        self.speed_i = max(0, min(len(SPEEDS) - 1, self.speed_i + step))

    def next_seat(self) -> None:
        i = self.seats.index(self.seat)
        self.seat = self.seats[(i + 1) % len(self.seats)]
        self.inner = None  # made again for the new seat

    def _seen(self, played) -> str:
        """A move's notation as the seat shown may read it (everything once the game is over:
        game/rules/core.py ``notation_seen``)."""
        return notation_seen(self.record.rules, self.record.options, played.notation, played.seat,
                             self.seat if self.hidden else ANYONE, self.over)

    def _said(self, k: int) -> str:
        """The k-th move, which logged nothing, in its game's words (issue 31: never its
        notation): ``Rules.describe`` on the position before it, which names the move and
        neither its result nor a secret; the notation as the seat shown may read it where
        the game has no words for it."""
        played = self.record.history[k - 1]
        rules = self.record.rules
        if getattr(rules, "describe", None) is None:
            return self._seen(played)
        try:
            return rules.describe(self.timeline.position(k - 1), rules.parse(played.notation))
        except Exception:  # noqa: BLE001 - a line of the record never stops the replay
            return self._seen(played)

    def status_head(self) -> str:
        """The status line's head: the move shown in the log's words (its first line, which
        every seat reads), or, for a move that logged nothing, its notation as the seat shown
        may read it."""
        last = "the start"
        if self.k:
            played = self.record.history[self.k - 1]
            last = played.events[0].text if played.events else self._said(self.k)
        return f"Replay of {self.source}: move {self.k} of {self.n} ({last})"

    def whose_view(self) -> str:
        """Whose view the board shows, in words."""
        if self.seat is EVERYTHING:
            return "everything (the game is over)"
        if self.seat == ANYONE:
            return "what every seat may see"
        return f"what {self.record.seat_name(self.seat)} saw"

    def play_on(self) -> None:
        """A new game from the shown move (its own autosave); the record is untouched."""
        if not self.over:
            return
        game = self.timeline.at(self.k)
        self.app.to_title()
        self.app.push(scene_for(self.app, game))
        self.app.toast(f"Playing on from move {self.k}: a new game, the original kept", theme.GOOD, 5)

    def export(self) -> None:
        shared.export_record(self.app, self.record, self.source)

    # -- the record list ---------------------------------------------------------------------
    @property
    def fits(self) -> int:
        return (self.layout.record.height - 36) // ROW_H

    def _follow(self) -> None:
        """Scroll the record so that the shown move's lines are in view."""
        row = self.first_row.get(self.k, 0)
        if row < self.scroll or row >= self.scroll + self.fits - 2:
            self.scroll = max(0, min(len(self.rows) - self.fits, row - self.fits // 2))

    def row_at(self, pos) -> int | None:
        record = self.layout.record
        area = pygame.Rect(record.left + 6, record.top + 30, record.width - 22, self.fits * ROW_H)
        if not area.collidepoint(pos):
            return None
        i = self.scroll + (pos[1] - area.top) // ROW_H
        return i if 0 <= i < len(self.rows) else None

    # -- scene ---------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if self.full and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            return True  # the controls are hidden: only keys work
        if self.buttons.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            # the player's keys (Settings > Keys); + and the keypad's + and - too while Faster and
            # Slower have their own keys (= and -: the same keys with and without Shift)
            if commands.pressed(event, "replay back ten"):
                self.go(self.k - 10)
            elif commands.pressed(event, "replay on ten"):
                self.go(self.k + 10)
            elif event.key in (pygame.K_PLUS, pygame.K_KP_PLUS) and commands.is_default("replay faster"):
                self.set_speed(1)
            elif event.key == pygame.K_KP_MINUS and commands.is_default("replay slower"):
                self.set_speed(-1)
            elif commands.pressed(event, "replay whole"):
                self.toggle_full()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.row_at(event.pos)
            if i is not None:
                self.go(self.rows[i][2])
                return True
            bar = self.layout.bar
            if bar.inflate(0, 16).collidepoint(event.pos) and self.n:
                self.go(round((event.pos[0] - bar.left) / bar.width * self.n))
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(max(0, len(self.rows) - self.fits), self.scroll - event.y * 3))
            return True
        return True

    def update(self, dt: float) -> bool:
        if not self.playing:
            return False
        self.clock += dt * SPEEDS[self.speed_i]
        steps = int(self.clock)
        if steps:
            self.clock -= steps
            self.go(self.k + steps)
        return self.playing

    def _board_picture(self) -> pygame.Surface:
        """The game's scene drawn for the board's place (made at ``made_for``: as large as
        the place, or larger and shrunk to it), or full size, for the whole canvas."""
        made_for = self.made_for()
        place = self.size if self.full else self.layout.board.size
        key = (self.k, self.seat, made_for, place)
        if self._picture_key != key or self._picture is None:
            inner = self.scene_at(self.k)
            if self._made is None or self._made_key != key[:3]:
                self._made = pygame.Surface(made_for)
                self._made.fill(theme.NIGHT)
                with text.aside(), theme.canvas_at(made_for):   # a picture of the game's scene (its
                    inner.draw(self._made)                      # own lines are checked at full size)
                self._made_key = key[:3]
            made = self._made
            self._picture = made if made.get_size() == place else pygame.transform.smoothscale(made, place)
            self._picture_key = key
        return self._picture

    def toggle_full(self) -> None:
        self.full = not self.full   # (the game's scene made again, for the size now shown)

    def draw(self, surface) -> None:
        surface.fill(theme.NIGHT)
        picture = self._board_picture()
        if self.full:  # the game's screen at its own size; a tag says where the replay stands
            surface.blit(picture, (0, 0))
            tag = with_keys(f"Replay: move {self.k} of {self.n}  ·  {{replay back}}/{{replay on}}: a move  ·  "
                            "{replay whole}: the controls")
            img = text.render(tag, 14, theme.TEXT, True)
            box = img.get_rect(bottomright=(self.size[0] - 8, self.size[1] - 8)).inflate(16, 10)
            panel(surface, box, (16, 24, 36), theme.GOLD, 8, alpha=235)
            surface.blit(img, img.get_rect(center=box.center))
            return
        place = self.layout.board
        surface.blit(picture, place.topleft)
        pygame.draw.rect(surface, theme.PANEL_EDGE, place, 1)
        self._draw_record(surface)
        self._draw_controls(surface)

    def _draw_controls(self, surface) -> None:
        for b in self.buttons.buttons:
            if b.label in ("Play", "Pause"):
                b.label = "Pause" if self.playing else "Play"
            if b.key == "replay seat":
                b.label = ("Shows everything" if self.seat is EVERYTHING else "Shows no seat's secrets"
                           if self.seat == ANYONE else f"Shows {self.record.seat_name(self.seat)}")
        self.buttons.draw(surface)
        lay = self.layout
        bar, x, width = lay.bar, lay.bar.left, lay.text_w
        pygame.draw.rect(surface, (22, 30, 42), bar, border_radius=6)
        if self.n:
            done = bar.copy()
            done.width = max(4, round(bar.width * self.k / self.n))
            pygame.draw.rect(surface, (60, 110, 150), done, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, bar, 1, border_radius=6)
        game = self.scene_at(self.k).game
        # the move shown in two lines at most (smaller type before any word is cut: issue 31)
        head = self.status_head()
        size = 15 if len(text.wrap(head, width, 15, True)) <= 2 else 13
        lines = text.wrap(head, width, size, True)
        if len(lines) > 2:
            lines = [lines[0], text.ellipsize(" ".join(lines[1:]), width, size, True)]
        for i, line in enumerate(lines):
            text.draw(surface, line, (x, lay.status_y + 19 * i), size, theme.GOLD, True)
        speed = SPEEDS[self.speed_i]
        tail = f"{describe(game)}.  Speed {speed:g} move{'s' if speed != 1 else ''} a second."
        if self.hidden:
            tail += f"  Shows {self.whose_view()}."
        text.draw(surface, tail, (x, lay.tail_y), text.fit_size(tail, width, 14), theme.TEXT)
        keys = with_keys("{replay back}/{replay on}: a move · {replay back ten}/{replay on ten}: ten · "
                         "{replay first}/{replay last} · {replay play}: play · {replay whole}: full size · click a line")
        text.draw(surface, keys, (x, lay.keys_y), text.fit_size(keys, width, 13), theme.TEXT_DIM)

    def _draw_record(self, surface) -> None:
        record = self.layout.record
        panel(surface, record, (22, 30, 42), theme.PANEL_EDGE, 8)
        text.draw(surface, "Record (click a line)", (record.left + 10, record.top + 6), 14, theme.GOLD, True)
        top = record.top + 30
        shown = self.rows[self.scroll:self.scroll + self.fits]
        if not shown:
            text.draw(surface, "No move played yet", (record.left + 8, top), 13, theme.TEXT_DIM)
        for i, (line, colour, k) in enumerate(shown):
            y = top + i * ROW_H
            if k == self.k:
                pygame.draw.rect(surface, (54, 76, 104), (record.left + 4, y - 1, record.width - 20, ROW_H))
            ink = colour if k <= self.k else theme.TEXT_DIM
            text.draw(surface, line, (record.left + 8, y), 13, ink)
        # the scroll bar: where the rows shown stand among all of them
        total = max(1, len(self.rows))
        track = pygame.Rect(record.right - 12, top, 6, self.fits * ROW_H)
        pygame.draw.rect(surface, (40, 52, 70), track, border_radius=3)
        if total > self.fits:
            h = max(16, track.height * self.fits // total)
            y = track.top + (track.height - h) * self.scroll // max(1, total - self.fits)
            pygame.draw.rect(surface, theme.GOLD, (track.left, y, track.width, h), border_radius=3)
