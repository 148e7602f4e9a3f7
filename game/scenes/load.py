"""The Load screen, a save manager: every save and autosave, newest first, each with its
game, where it stands in words, its date and a small picture of its board; open, replay,
rename and delete (after a confirmation). The list scrolls (wheel, keys, a visible scroll
bar). Each save is described from its head alone; a file that cannot be read is listed
with the reason and never stops the screen.
"""
from __future__ import annotations

import datetime
from typing import Callable

import pygame

from .. import games, launch
from ..oserror import in_words
from ..session import library
from ..session.saves import SaveError
from ..ui import background, commands, redraw, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from ..ui.window import mouse_pos
from .base import Scene
from .modal import ChoiceScene, TextInputScene, explain

LIST = pygame.Rect(110, 100, 1040, 560)  # the rows; the scroll bar at its right
ROW_H = 80
THUMB = (102, 64)
MAX_PICTURE_BYTES = 512 * 1024


def game_title(game_id: str) -> str:
    try:
        return games.info(game_id).title
    except Exception:  # noqa: BLE001 - an unknown game is named as the file says
        return "a game this Sortie does not know"


class LoadScene(Scene):
    backdrop = "sea"   # the night sea behind it fills the canvas (ui/background.py)
    def __init__(self, app, on_choose: Callable, open_paths: tuple = ()):
        """``open_paths``: files of games open now (their autosave): not renamed or deleted."""
        super().__init__(app)
        self.on_choose = on_choose
        self.open_paths = {str(p) for p in open_paths if p is not None}
        self.selected = 0
        self.top = 0
        self.pictures: dict = {}
        self.mouse = mouse_pos()
        self.hover = redraw.Hover(self._row_at, lambda i: [self._row_rect(i)] if i is not None else [])
        self.reload()
        y, w, gap = 690, 190, 16
        x0 = (theme.LOGICAL_SIZE[0] - (5 * w + 4 * gap)) // 2
        specs = [("Open", self.open_selected, pygame.K_RETURN, "primary"),
                 ("Replay", self.replay_selected, "load replay", "normal"),
                 ("Rename", self.rename_selected, "load rename", "normal"),
                 ("Delete", self.delete_selected, "load delete", "danger"),
                 ("Back", self.app.pop, pygame.K_ESCAPE, "normal")]
        self.buttons = ButtonRow([Button(pygame.Rect(x0 + i * (w + gap), y, w, 52), label, fn, key, style=style)
                                  for i, (label, fn, key, style) in enumerate(specs)])
        self.buttons.refused = lambda why: app.toast(why, theme.GOLD)
        self._refresh_buttons()

    # -- the list ---------------------------------------------------------------------------
    def reload(self, follow=None) -> None:
        """Read the folders again; the highlight stays on the save ``follow`` (the one just
        renamed), else on the same row."""
        self.entries = [launch.describe_as_it_stands(p) for p in launch.save_files()]   # (issue 31)
        at = next((i for i, e in enumerate(self.entries) if e.path == follow), None)
        self.selected = max(0, min(self.selected if at is None else at, len(self.entries) - 1))
        self._clamp()

    @property
    def fits(self) -> int:
        return LIST.height // ROW_H

    def _clamp(self) -> None:
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + self.fits:
            self.top = self.selected - self.fits + 1
        self.top = max(0, min(self.top, max(0, len(self.entries) - self.fits)))

    def _row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(LIST.left, LIST.top + (i - self.top) * ROW_H, LIST.width - 24, ROW_H - 8)

    def _row_at(self):
        for i in range(self.top, min(len(self.entries), self.top + self.fits)):
            if self._row_rect(i).collidepoint(self.mouse):
                return i
        return None

    def select(self, i: int) -> None:
        if self.entries:
            self.selected = max(0, min(len(self.entries) - 1, i))
            self._clamp()
            self._refresh_buttons()

    @property
    def entry(self) -> library.Entry | None:
        return self.entries[self.selected] if self.entries else None

    def _refresh_buttons(self) -> None:
        e = self.entry
        none = "No save to choose: save from a game's menu (Esc)" if e is None else ""
        unreadable = "" if e is None or e.readable else f"This file cannot be read: {e.problem}"
        is_open = "This game is open now: close it first" if e is not None and str(e.path) in self.open_paths else ""
        if e is not None and e.elsewhere:
            is_open = "This game is open in another Sortie window: close it there first"
        for b in self.buttons.buttons:
            if b.label in ("Open", "Replay"):
                b.disabled_reason = none or unreadable
            elif b.label == "Rename":
                b.disabled_reason = none or unreadable or is_open
            elif b.label == "Delete":
                b.disabled_reason = none or is_open

    # -- actions ---------------------------------------------------------------------------
    def title_of(self, e: library.Entry) -> str:
        if not e.readable:
            return e.path.name
        kind = "autosave" if launch.is_autosave(e.path) else "save"
        if e.elsewhere:
            kind += ", open in another Sortie window"
        name = e.name or game_title(e.game)
        begun = library.begun(e.path) if launch.is_autosave(e.path) and not e.name else 0
        if begun:  # games of one kind told apart by when each began (and, below, where it stands)
            name += f", begun {datetime.datetime.fromtimestamp(begun):%d %b %H:%M}"
        return f"{name}  ({kind})"

    def open_selected(self) -> None:
        e = self.entry
        if e is None or not e.readable:
            return
        self.app.pop()
        self.on_choose(e.path)

    def replay_selected(self) -> None:
        e = self.entry
        if e is None or not e.readable:
            return
        try:
            game = launch.load_game(e.path)
        except (SaveError, ValueError) as exc:
            explain(self.app, "Not loaded", exc)
            return
        from .replay import ReplayScene
        self.app.push(ReplayScene(self.app, game, source=e.name or game_title(e.game)))

    def rename_selected(self) -> None:
        e = self.entry
        if e is None or not e.readable:
            return

        def done(name: str) -> None:
            try:
                library.rename(e.path, name)
            except SaveError as exc:
                explain(self.app, "Not renamed", exc)
                return
            except OSError as exc:
                explain(self.app, "Not renamed", in_words(exc, 'write', e.path))
                return
            self.reload(follow=e.path)
            self._refresh_buttons()
            self.app.toast(f"Renamed \"{name}\"" if name else "Name taken off", theme.GOOD, 3)

        self.app.push(TextInputScene(self.app, "Rename the save", done, e.name or game_title(e.game),
                                     message=e.summary, accept_label="Rename"))

    def delete_selected(self) -> None:
        e = self.entry
        if e is None:
            return

        def really() -> None:
            try:
                library.delete(e.path)
            except OSError as exc:
                explain(self.app, "Not deleted", in_words(exc, 'delete', e.path))
                return
            self.pictures.pop(str(e.path), None)
            self.reload()
            self._refresh_buttons()
            self.app.toast(f"Deleted {self.title_of(e)}", theme.GOOD, 3)

        what = self.title_of(e) + (f", {e.summary}" if e.summary else "")
        self.app.push(ChoiceScene(self.app, "Delete this save?", [("Delete it", really), ("Keep it", lambda: None)],
                                  message=f"{what}. This cannot be undone.", width=520))

    # -- events ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover.moved()
        if self.buttons.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            to = {"line up": self.selected - 1, "line down": self.selected + 1, "page up": self.selected - self.fits,
                  "page down": self.selected + self.fits, "to the top": 0, "to the end": len(self.entries) - 1}
            step = commands.list_key(event)
            if step is not None:
                self.select(to[step])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self._row_at()
            if i is None:
                i = next((j for j in range(self.top, min(len(self.entries), self.top + self.fits))
                          if self._row_rect(j).collidepoint(event.pos)), None)
            if i is not None:
                if i == self.selected:
                    self.open_selected()  # a click on the chosen save opens it
                else:
                    self.select(i)
                return True
            bar = self._bar_track()
            if bar.inflate(12, 0).collidepoint(event.pos) and len(self.entries) > self.fits:
                share = (event.pos[1] - bar.top) / bar.height
                self.top = max(0, min(len(self.entries) - self.fits, round(share * len(self.entries)) - self.fits // 2))
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.top = max(0, min(max(0, len(self.entries) - self.fits), self.top - event.y))
            return True
        return True

    # -- drawing ---------------------------------------------------------------------------
    def picture(self, e: library.Entry):
        key = str(e.path)
        if key not in self.pictures:
            pic = None
            path = library.thumbnail_path(e.path)
            try:
                if path.is_file() and path.stat().st_size <= MAX_PICTURE_BYTES:
                    pic = pygame.transform.smoothscale(pygame.image.load(str(path)), THUMB)
            except (OSError, pygame.error, ValueError):
                pic = None
            self.pictures[key] = pic
        return self.pictures[key]

    def _bar_track(self) -> pygame.Rect:
        return pygame.Rect(LIST.right - 12, LIST.top, 8, self.fits * ROW_H - 8)

    def draw(self, surface) -> None:
        background.backdrop(surface)
        text.draw(surface, "Saved games", (640, 30), 36, theme.GOLD, True, "midtop")
        n = len(self.entries)
        if n:
            shown = f"{self.top + 1}-{min(n, self.top + self.fits)} of {n}"
            text.draw(surface, shown, (LIST.right, 78), 14, theme.TEXT_DIM, False, "bottomright")
        else:
            text.draw(surface, "No saves yet. Save from a game's menu (Esc), or play: every move is autosaved.",
                      (640, 300), 18, theme.TEXT, False, "midtop")
        self.hover.drawn()
        for i in range(self.top, min(n, self.top + self.fits)):
            self._draw_row(surface, i, self.entries[i])
        if n > self.fits:
            track = self._bar_track()
            pygame.draw.rect(surface, (40, 52, 70), track, border_radius=4)
            h = max(20, track.height * self.fits // n)
            y = track.top + (track.height - h) * self.top // max(1, n - self.fits)
            pygame.draw.rect(surface, theme.GOLD, (track.left, y, track.width, h), border_radius=4)
        self.buttons.draw(surface)
        text.draw(surface, "Up/Down, PageUp/PageDown: choose · Enter or a second click: open · R: replay · "
                  "F2: rename · Delete", (640, 770), 14, theme.TEXT_DIM, False, "midbottom")

    def _draw_row(self, surface, i: int, e: library.Entry) -> None:
        rect = self._row_rect(i)
        chosen = i == self.selected
        edge = theme.GOLD if chosen or rect.collidepoint(self.mouse) else theme.PANEL_EDGE
        panel(surface, rect, (44, 62, 86) if chosen else (30, 44, 62), edge, 8)
        thumb = pygame.Rect(rect.left + 8, rect.top + 4, *THUMB)
        pic = self.picture(e) if e.readable else None
        if pic is not None:
            surface.blit(pic, thumb)
        else:
            pygame.draw.rect(surface, (22, 30, 42), thumb)
            text.draw(surface, "no picture" if e.readable else "unreadable", thumb.center, 12, theme.TEXT_DIM,
                      False, "center")
        redraw.outline(surface, theme.PANEL_EDGE, thumb, 1)
        x = thumb.right + 14
        room = rect.right - x - 200
        when = library.shown_time(e)
        when = datetime.datetime.fromtimestamp(when).strftime("%Y-%m-%d %H:%M") if when else ""
        text.draw(surface, when, (rect.right - 14, rect.top + 10), 14, theme.TEXT_DIM, False, "topright")
        title = self.title_of(e)
        text.draw(surface, text.ellipsize(title, room, 18, True), (x, rect.top + 8), 18, theme.TEXT, True)
        if e.readable:
            if e.name:
                line = f"{game_title(e.game)}: {e.summary}" if e.summary else game_title(e.game)
            else:
                line = e.summary or "saved by an earlier Sortie: open it to see where it stands"
            colour = theme.TEXT_DIM
        else:
            line, colour = f"Unreadable: {e.problem}", theme.BAD
        text.draw(surface, text.ellipsize(line, rect.right - x - 14, 15), (x, rect.top + 38), 15, colour)
