"""Modal overlays: a titled list of choices over a dimmed scene (pause menu, questions)."""
from __future__ import annotations

from typing import Callable

import pygame

from ..ui import commands, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene


def _frame(modal, surface, edge) -> None:
    """A modal's dimmed scene below (its shade kept while it is open), panel and title. The
    whole canvas is dimmed, the dialog drawn on the stage at its centre (ui/stage.py)."""
    whole = surface.get_abs_parent()
    if modal._shade is None or modal._shade.get_size() != whole.get_size():
        modal._shade = pygame.Surface(whole.get_size(), pygame.SRCALPHA)
        modal._shade.fill((0, 0, 0, 150))
    whole.blit(modal._shade, (0, 0))
    text.shade()
    panel(surface, modal.rect, theme.PANEL, edge, 14)
    text.draw(surface, modal.title, (modal.rect.centerx, modal.rect.top + 20), 24, theme.GOLD, True, "midtop")


class ChoiceScene(Scene):
    """A modal with a title, an optional message and buttons; Esc picks `cancel`."""

    opaque = False

    def __init__(self, app, title: str, choices: list[tuple[str, Callable[[], None]]],
                 message: str = "", cancel: Callable[[], None] | None = None, width: int = 420,
                 disabled: dict | None = None):
        super().__init__(app)
        self.title, self.message, self.cancel = title, message, cancel
        msg_lines = text.wrap(message, width - 48, 16) if message else []
        h = 80 + len(msg_lines) * 22 + len(choices) * 58
        self.rect = pygame.Rect(0, 0, width, h)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        self.msg_lines = msg_lines
        y = self.rect.top + 64 + len(msg_lines) * 22
        disabled = disabled or {}
        buttons = []
        for i, (label, fn) in enumerate(choices):
            key = pygame.K_1 + i if i < 9 else None
            buttons.append(Button(pygame.Rect(self.rect.left + 24, y + i * 58, width - 48, 48), label,
                                  self._choose(fn), key, disabled.get(label, "")))
        self.buttons = ButtonRow(buttons)
        self.buttons.refused = lambda why: app.toast(why, theme.GOLD)
        self._shade: pygame.Surface | None = None

    def _choose(self, fn):
        def run():
            self.app.pop()
            fn()
        return run

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            if self.cancel:
                self.cancel()
            return True
        self.buttons.handle(event)
        return True  # modal: nothing reaches the scenes below

    def draw(self, surface) -> None:
        _frame(self, surface, theme.GOLD)
        with text.within(self.rect):   # (layout checks: its words stay in its box)
            for i, line in enumerate(self.msg_lines):
                text.draw(surface, line, (self.rect.centerx, self.rect.top + 60 + i * 22), 16, theme.TEXT,
                          False, "midtop")
        self.buttons.draw(surface)


class HandOffScene(Scene):
    """Hides the board between hot-seat players: "Pass to Orange: click when ready"."""

    opaque = True
    frame = "canvas"   # the night over the whole canvas, the panel at its centre
    covers_canvas = True

    def __init__(self, app, who: str, colour, on_ready: Callable[[], None] | None = None,
                 note: str = ""):
        super().__init__(app)
        self.who, self.colour, self.on_ready, self.note = who, colour, on_ready, note

    def handle(self, event) -> bool:
        ready = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and (event.key == pygame.K_RETURN or commands.pressed(event, "ready")))
        if ready:
            self.app.pop()
            if self.on_ready:
                self.on_ready()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # The game's menu opens above the hand-off, which keeps hiding the board.
            for scene in reversed(self.app.stack.scenes):
                if hasattr(scene, "open_menu"):
                    scene.open_menu()
                    break
        return True

    def draw(self, surface) -> None:
        surface.fill(theme.NIGHT)
        r = pygame.Rect(0, 0, 640, 220)
        r.center = surface.get_rect().center
        x = r.centerx
        panel(surface, r, theme.PANEL, self.colour, 16)
        text.draw(surface, f"Pass to {self.who}", (x, r.top + 40), 40, self.colour, True, "midtop")
        text.draw(surface, f"Click when ready (or press {commands.words('ready')})", (x, r.top + 110), 20, theme.TEXT,
                  False, "midtop")
        if self.note:
            text.draw(surface, self.note, (x, r.top + 150), 16, theme.TEXT_DIM, False, "midtop")


class TextInputScene(Scene):
    """A modal asking for one line of text (a save's name): type, Enter to accept, Esc to
    cancel. Only printable characters are taken, up to ``limit``."""

    opaque = False
    focus_keys = False   # the arrows move the cursor, Enter accepts, Esc cancels

    def __init__(self, app, title: str, on_accept: Callable[[str], None], initial: str = "",
                 message: str = "", limit: int = 60, accept_label: str = "Save"):
        super().__init__(app)
        self.title, self.message, self.on_accept, self.limit = title, message, on_accept, limit
        self.accept_label = accept_label
        self.value = initial[:limit]
        self.fresh = bool(self.value)  # the proposed text is chosen: the first key replaces it
        # the text of the key that opened this (a menu's "2") comes after it: only text typed
        # after a key pressed here is taken
        self.typing = False
        self.rect = pygame.Rect(0, 0, 560, 250 if message else 220)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        self.field = pygame.Rect(self.rect.left + 24, self.rect.top + 70 + (30 if message else 0),
                                 self.rect.width - 48, 40)
        y = self.rect.bottom - 70
        half = (self.rect.width - 48 - 16) // 2
        self.buttons = ButtonRow([
            Button(pygame.Rect(self.rect.left + 24, y, half, 48), accept_label, self.accept, None,
                   style="primary"),
            Button(pygame.Rect(self.rect.left + 40 + half, y, half, 48), "Cancel", self.app.pop, None),
        ])
        self._shade: pygame.Surface | None = None

    def enter(self) -> None:
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def accept(self) -> None:
        value = self.value.strip()
        self.app.pop()
        self.on_accept(value)

    def type(self, chars: str) -> None:
        chars = "".join(ch for ch in chars if ch.isprintable())
        if self.fresh:
            self.value, self.fresh = "", False
        self.value = (self.value + chars)[:self.limit]

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.typing = True
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.accept()
                return True
            if event.key == pygame.K_BACKSPACE:
                self.value = "" if self.fresh else self.value[:-1]
                self.fresh = False
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_END, pygame.K_HOME):
                self.fresh = False  # keep the proposed text and type after it
                return True
            return True
        if event.type == pygame.TEXTINPUT:
            if self.typing:
                self.type(event.text)
            return True
        self.buttons.handle(event)
        return True  # modal

    def draw(self, surface) -> None:
        _frame(self, surface, theme.GOLD)
        if self.message:
            text.draw(surface, text.ellipsize(self.message, self.rect.width - 48, 15), (self.rect.centerx, self.rect.top + 62),
                      15, theme.TEXT_DIM, False, "midtop")
        pygame.draw.rect(surface, (14, 20, 30), self.field, border_radius=6)
        pygame.draw.rect(surface, theme.GOLD, self.field, width=2, border_radius=6)
        shown = self.value if self.fresh else self.value + "|"
        room = self.field.width - 20
        while len(shown) > 1 and text.render(shown, 18, theme.TEXT).get_width() > room:
            shown = shown[1:]  # the end of a long name stays in view, where the typing is
        if self.fresh:  # chosen: drawn on a highlight, replaced by the first key
            width = text.render(shown, 18, theme.TEXT).get_width()
            pygame.draw.rect(surface, (54, 76, 104), (self.field.left + 8, self.field.top + 8, width + 4,
                                                      self.field.height - 16))
        text.draw(surface, shown, (self.field.left + 10, self.field.centery), 18, theme.TEXT, False, "midleft")
        hint = f"Type (the proposed text is replaced), Enter to {self.accept_label.lower()}, Esc to cancel" if self.fresh \
            else "Enter to accept, Esc to cancel"
        text.draw(surface, hint, (self.rect.centerx, self.field.bottom + 6), 13, theme.TEXT_DIM, False, "midtop")
        self.buttons.draw(surface)


def problem_lines(problems, folder=None) -> list[str]:
    """The checker's ``file:line: field: problem`` lines, each file named from the set's
    folder (``FILE:12: ...``, the file by its name alone) when it is in it: the folder is said once, above them."""
    from pathlib import Path
    out = []
    for p in problems:
        line = str(p)
        if folder is not None and Path(p.path).parent == Path(folder):
            line = Path(p.path).name + line[len(p.path):]
        out.append(line)
    return out


def explain(app, title: str, why, lines=(), tone=theme.BAD) -> None:
    """Something did not happen, and why: a dialog the player closes (``title`` says what
    did not happen, ``why`` the reason), never a toast that goes before it is read (issue 31)."""
    app.push(ProblemsScene(app, title, str(why), list(lines), tone))


class ProblemsScene(Scene):
    """A modal listing a checker's lines (a data set refused): a title, a sentence saying
    what was kept and where the files are, one line per problem; Esc, Enter or Back closes.
    (Also any such list of lines: the files of a data set just made, ``tone`` GOOD.)"""

    opaque = False
    WIDTH, MAX_H = 1040, 640

    def __init__(self, app, title: str, message: str, lines: list[str], tone=theme.BAD):
        super().__init__(app)
        self.title, self.tone = title, tone
        self.message, self.lines = message, list(lines)   # as given (what a test reads)
        inner = self.WIDTH - 64
        self.msg_lines = text.wrap(message, inner, 16)
        body: list[str] = []
        for line in lines:
            wrapped = text.wrap(line, inner - 16, 14)
            body += [wrapped[0]] + ["    " + w for w in wrapped[1:]]
        room = (self.MAX_H - 160 - len(self.msg_lines) * 22) // 19
        if len(body) > room:
            body = body[:room - 1] + [f"... and more: sortie check-data lists them all ({len(lines)} problems)"]
        self.body = body
        h = 150 + len(self.msg_lines) * 22 + len(body) * 19
        self.rect = pygame.Rect(0, 0, self.WIDTH, h)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        self.buttons = ButtonRow([Button(pygame.Rect(self.rect.centerx - 100, self.rect.bottom - 64, 200, 48),
                                         "Back", self.app.pop, pygame.K_RETURN)])
        self._shade: pygame.Surface | None = None

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        self.buttons.handle(event)
        return True  # modal

    def draw(self, surface) -> None:
        _frame(self, surface, self.tone)
        y = self.rect.top + 62
        with text.within(self.rect):   # (layout checks: its words stay in its box)
            for line in self.msg_lines:
                text.draw(surface, line, (self.rect.left + 32, y), 16, theme.TEXT)
                y += 22
            y += 10
            for line in self.body:
                text.draw(surface, line, (self.rect.left + 40, y), 14, theme.TEXT)
                y += 19
        self.buttons.draw(surface)
