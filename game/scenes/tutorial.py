"""The tutorial's overlay (issue 34): a panel over the game's own scene with the step's one or
two sentences, its rule (clickable, as everywhere), a strategy aside, Back and "Play on
freely", and the place to click ringed in gold. A click there goes on to the game's scene;
a click elsewhere is refused gently with the step's hint, in the panel. The tutorial itself
is data (game/tutorial.py, assets/tutorials/<game id>.yaml).

The overlay is a scene of its own, pushed right above the game's scene (``attach``): it sees
each event first and hands the game's scene those it lets through, then looks whether the
step's move was played. The opponent's seats are the computer's, which never moves while the
overlay is above the scene (it thinks only when its scene is on top); the tutorial plays the
scripted replies itself.
"""
from __future__ import annotations

import pygame

from .. import tutorial as tut
from ..session.game import Game
from ..ui import commands, redraw, text, theme
from ..ui.widgets import Button, ButtonRow, panel, translucent
from .base import Scene

PANEL_WIDTH = 330
PAD = 12
# the keys a step lets through besides the highlighted button's own: the menu, the rules,
# the legend, the window's own keys (F11, F12 are the app's)
# (commands: the player's keys, ui/command_table.py; Esc is the back command's, as the focus hands it on)
PASSED = ("menu", "rules", "legend", "page up", "page down")


def attach(scene, index: int | None = None) -> "TutorialScene | None":
    """Push the overlay of the tutorial the scene's game follows, at the step its moves
    reach (``index``: a step given, after Back); None when the moves left the script."""
    try:
        lesson = tut.load(scene.game.tutorial)
    except ValueError as exc:   # a tutorial file that does not read (TutorialError, DataFileError)
        from .modal import explain
        scene.game.tutorial = None   # the game goes on as a normal game
        explain(scene.app, "The tutorial cannot go on", "Its file does not read; the game goes on as a normal game.",
                str(exc).splitlines()[:6])
        return None
    moves = scene.game.moves
    script = lesson.script()
    at = lesson.locate(len(moves)) if index is None else (index, 0)
    if at is None or moves != script[:len(moves)]:
        scene.app.toast("This game left the tutorial's moves: it goes on as a normal game", theme.GOLD, 6)
        free_play(scene, lesson)
        return None
    overlay = TutorialScene(scene.app, scene, lesson, *at)
    scene.app.push(overlay)
    return overlay


def free_play(scene, lesson) -> None:
    """The game goes on as a normal game (the tutorial's opponent is the computer's already);
    the save no longer names the tutorial."""
    game = scene.game
    game.tutorial = None
    scene.guided = False
    if scene.autosaver is not None and game.history:
        try:
            scene.autosaver.compact(game)
        except OSError:
            pass
    scene.refresh()


def mark_done(app, game_id: str) -> None:
    """The title shows the tutorial as done (kept in the settings)."""
    done = app.settings.tutorials_done
    if game_id not in done:
        done.append(game_id)
        if not app.settings_warning:   # a settings file that could not be read is never overwritten
            try:
                app.settings.save()
            except OSError:
                pass


class TutorialScene(Scene):
    opaque = False
    frame = "below"   # laid over the game's scene, in its coordinates (ui/stage.py)

    def __init__(self, app, scene, lesson: tut.Tutorial, index: int, sub: int = 0):
        super().__init__(app)
        self.scene, self.lesson, self.index = scene, lesson, index
        self.sub = sub              # how many of the step's moves the player made
        self.click = 0              # which of the step's places to click is next
        self.refused = False        # the last click was elsewhere: the hint is shown
        self.buttons = ButtonRow()
        self.buttons.refused = lambda why: app.toast(why, theme.GOLD)
        self.rect = pygame.Rect(0, 0, PANEL_WIDTH, 10)
        self.cite_spots: list = []
        self.seen = len(scene.game.moves)   # the moves the lesson has followed
        scene.guided = True   # the end of a turn is not asked to be confirmed while the lesson runs
        self._settle()
        self._layout()

    # -- where the tutorial stands --------------------------------------------------------
    @property
    def step(self) -> tut.Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    def _item(self) -> str | None:
        """The place to click now, as the step names it (None: a step that is only read)."""
        step = self.step
        if step is None or not step.do:
            return None
        items = step.targets(self.sub)
        return items[min(self.click, len(items) - 1)]

    def targets(self) -> list[pygame.Rect]:
        """The rectangles of the place to click now (none: a step that is only read)."""
        item = self._item()
        return rects_of(self.scene, item) if item else []

    def _settle(self) -> None:
        item = self._item()
        if item is not None:
            settle(self.scene, item)

    # -- input ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        self._layout()   # the panel and its buttons as the step now stands (as the frame shows them)
        if self.buttons.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            return self.scene.handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                cite = next((c for r, c in self.cite_spots if r.inflate(6, 6).collidepoint(event.pos)), None)
                if cite is not None:
                    self.scene.open_cited(cite)
                return True
            if self.scene.cited_at(event.pos) is not None:   # a rule cited in the log opens as everywhere
                return self.scene.handle(event)
            if any(r.collidepoint(event.pos) for r in self.targets()):
                return self._let_through(event, click=True)
            self._refuse()
            return True
        if event.type == pygame.KEYDOWN:
            own = any(b.pressed(event) for b in self.scene.buttons.buttons if b.rect in self.targets())
            wanted = next_input(self.scene, self._item()) if self._item() else None
            own = own or (wanted is not None and wanted[0] == "key" and event.key == wanted[1])
            if own or event.key == pygame.K_ESCAPE or any(commands.pressed(event, n) for n in PASSED):
                return self._let_through(event, click=own)
            self._refuse()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:   # the wheel: the log scrolls
            return self.scene.handle(event)
        return self.scene.handle(event) if event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL) else False

    def _refuse(self) -> None:
        step = self.step
        if step is None or not step.do:
            return
        self.refused = True
        self.app.changed()

    def _let_through(self, event, click: bool) -> bool:
        before = len(self.scene.game.moves)
        self.scene.handle(event)
        if self.app.stack.top is not self:   # a menu, the rules, a box over the game: later
            return True
        self.follow(before, click)
        return True

    def update(self, dt: float) -> bool:
        """A move played while a box covered the overlay (a question the move asked) is
        followed once the overlay is on top again."""
        if self.app.stack.top is self and len(self.scene.game.moves) != self.seen:
            self.follow(self.seen)
        return False

    def follow(self, before: int, click: bool = False) -> None:
        """After an input let through: the step's move played goes on to the next step (with
        the scripted replies); another place clicked in a step of several goes on to it."""
        try:
            self._follow(before, click)
        finally:
            self.seen = len(self.scene.game.moves)

    def _follow(self, before: int, click: bool) -> None:
        step, game = self.step, self.scene.game
        if step is None or not step.do:
            return
        if len(game.moves) == before:
            if click:
                self.click = min(self.click + 1, len(step.targets(self.sub)) - 1)
                self.refused = False
            self._settle()
            return
        if game.moves[before:] != [step.do[self.sub]]:
            self.app.toast("You played another move: the lesson stops, the game goes on freely", theme.GOLD, 6)
            self.play_on()
            return
        self.sub, self.click, self.refused = self.sub + 1, 0, False
        if self.sub < len(step.do):   # the step's next move (the next marker of a flight path)
            self._settle()
            self._layout()
            return
        for reply in step.then:
            if self.scene.perform(reply) is None:   # the game no longer fits the tutorial's file
                self.play_on()
                return
        self.next_step()

    def next_step(self) -> None:
        self.index += 1
        self.sub = self.click = 0
        self.refused = False
        self._settle()
        self._layout()
        self.app.changed()

    def back(self) -> None:
        """Back a step: a step only read goes back at once; a move is taken back by replaying
        the game from its seed to the start of the step before (the same cards come again)."""
        if self.index == 0 and self.sub == 0:
            return
        target = self.index - 1 if self.sub == 0 else self.index   # a run of moves begun: back to its start
        start = self.lesson.starts()[target]
        game = self.scene.game
        if start == len(game.moves):
            self.index, self.click, self.refused = target, 0, False
            self._layout()
            self.app.changed()
            return
        fresh = Game.replay(game.rules, game.seed, game.options, game.players, game.moves[:start],
                            map_path=game.map_path)
        fresh.computer, fresh.tutorial = dict(game.computer), game.tutorial
        scene = self.scene
        autosave = scene.autosaver.path if scene.autosaver is not None else False
        self.app.pop()                     # this overlay
        scene.fold_autosave()
        fresh_scene = self.app.scene_for(fresh, save_path=scene.save_path, autosave=autosave)
        fresh_scene.tutorial_index = target
        self.app.replace(fresh_scene)      # its enter puts a new overlay on it
        fresh_scene.autosave()

    def play_on(self) -> None:
        """Play on freely: the overlay goes, the game goes on as a normal game."""
        if self.app.stack.top is self:
            self.app.pop()
        free_play(self.scene, self.lesson)
        self.app.changed()

    def finish(self) -> None:
        mark_done(self.app, self.lesson.game)
        self.play_on()
        self.app.toast(f"Tutorial done: {self.lesson.title}. The game goes on: play it to the end", theme.GOOD, 6)

    # -- drawing ---------------------------------------------------------------------------
    def _place(self, height: int) -> pygame.Rect:
        """The panel: over the top of the game's log, or at the other side of the screen when
        the place to click is there."""
        log = self.scene.log.rect
        rect = pygame.Rect(log.right - PANEL_WIDTH, log.top, PANEL_WIDTH, height)
        width, tall = self.scene.size   # (the canvas the game is laid out for)
        rect.right = min(rect.right, width - 6)
        rect.bottom = min(rect.bottom, tall - 6)
        rings = self.targets()
        for corner in ((6, tall - height - 6), (6, 6)):   # clear of the place to click
            if not any(rect.colliderect(r.inflate(16, 16)) for r in rings):
                break
            rect.topleft = corner
        return rect

    def _lines(self) -> list[tuple]:
        """What the panel says, as (kind, words): the heading, the step, its aside, the hint."""
        step, total = self.step, len(self.lesson.steps)
        if step is None:
            return [("head", f"Learn to play: {self.lesson.title}"), ("title", "Well done"),
                    ("say", self.lesson.done or "The lesson is over: the game goes on.")]
        out = [("head", f"Learn to play: step {self.index + 1} of {total}")]
        if step.title:
            out.append(("title", step.title))
        if self.index == 0 and self.lesson.intro:
            out.append(("intro", self.lesson.intro))
        out.append(("say", f"{step.say} ({step.rule})" if step.rule else step.say))
        if step.aside:
            out.append(("aside", step.aside))
        if self.refused:
            out.append(("hint", step.refusal()))
        return out

    STYLE = {"head": (13, theme.TEXT_DIM, False), "title": (18, theme.GOLD, True), "intro": (14, theme.TEXT_DIM, False),
             "say": (15, theme.TEXT, False), "aside": (14, (200, 214, 190), False), "hint": (15, theme.HIGHLIGHT, True)}

    def _height(self, lines) -> int:
        h = PAD
        for kind, words in lines:
            size, _, bold = self.STYLE[kind]
            width = PANEL_WIDTH - 2 * PAD - (16 if kind == "aside" else 0)
            rows = text.wrap_cited(words, width, size, bold)
            h += len(rows) * (theme.font(size, bold).get_linesize() + 2) + (10 if kind in ("aside", "hint") else 4)
        return h + 52

    def _buttons(self) -> None:
        """Back, Play on freely, and Next (a step only read) or Finish (after the last step);
        made again only when the panel moves or the step changes (a button keeps its hover)."""
        r, step = self.rect, self.step
        key = (tuple(r), self.index, self.sub)
        if key == getattr(self, "_buttons_key", None):
            return
        self._buttons_key = key
        y, h = r.bottom - 44, 34
        buttons = [Button(pygame.Rect(r.left + PAD, y, 70, h), "Back", self.back, None,
                          "" if self.index > 0 or self.sub > 0 else "This is the first step",
                          tip="Back to the start of the step before: the same cards and dice come again")]
        if step is None:
            buttons.append(Button(pygame.Rect(r.right - PAD - 150, y, 150, h), "Finish", self.finish, pygame.K_RETURN,
                                  style="primary", tip="End the lesson (the title marks it done); the game goes on"))
        else:
            buttons.append(Button(pygame.Rect(r.left + PAD + 78, y, 130, h), "Play on freely", self.play_on,
                                  tip="Leave the lesson: the game goes on from here as a normal game"))
            if not step.do:
                buttons.append(Button(pygame.Rect(r.right - PAD - 90, y, 90, h), "Next", self.next_step,
                                      pygame.K_RETURN, style="primary", tip="On to the next step"))
        self.buttons.buttons = buttons

    def _layout(self) -> list:
        lines = self._lines()
        self.rect = self._place(self._height(lines))
        self._buttons()
        return lines

    def draw(self, surface) -> None:
        lines = self._layout()
        for r in self.targets():
            ring(surface, r)
        text.cover(self.rect)   # the panel hides the log's lines below it (layout checks)
        panel(surface, self.rect, (24, 36, 52), theme.GOLD, 12)
        self.cite_spots = []
        with text.within(self.rect):
            self._draw_lines(surface, lines)
        self.buttons.draw(surface)

    def _draw_lines(self, surface, lines) -> None:
        x, y = self.rect.left + PAD, self.rect.top + PAD
        for kind, words in lines:
            size, colour, bold = self.STYLE[kind]
            if kind in ("aside", "hint"):
                y += 4
                width = PANEL_WIDTH - 2 * PAD - 16
                box_h = len(text.wrap_cited(words, width, size, bold)) * (theme.font(size, bold).get_linesize() + 2) + 4
                edge = theme.HIGHLIGHT if kind == "hint" else (120, 150, 110)
                pygame.draw.rect(surface, edge, (x, y - 2, 4, box_h), border_radius=2)
                used = text.draw_wrapped_cited(surface, words, pygame.Rect(x + 12, y, width, box_h), size, colour, bold,
                                               2, spots=self.cite_spots)
                y += max(used, box_h) + 6
            else:
                y += text.draw_wrapped_cited(surface, words, pygame.Rect(x, y, PANEL_WIDTH - 2 * PAD, 400), size,
                                             colour, bold, 2, spots=self.cite_spots) + 4


RING = theme.HINT   # the colour of the place to click: the hint's, which no board uses


def ring(surface, rect: pygame.Rect) -> None:
    """The place to click: a thick ring in the hint's colour, edged in white, with a soft glow."""
    glow = rect.inflate(18, 18)
    surface.blit(translucent(glow.size, RING, 70, 10), glow.topleft)
    redraw.outline(surface, RING, rect.inflate(8, 8), 4)
    redraw.outline(surface, theme.TEXT, rect.inflate(10, 10), 1)


def next_input(scene, item: str):
    """The next input on the way to playing a move, as the game's scene maps it:
    ("click", pos, button) or ("key", key); None when the scene has no such map (its
    buttons and the hint's squares show the move then)."""
    try:
        if hasattr(scene, "input_toward"):
            return scene.input_toward(scene.rules.parse(item))
        if hasattr(scene, "next_click"):
            return ("click", scene.next_click(scene.rules.parse(item)), 1)
        if hasattr(scene, "clicks_for"):
            clicks = scene.clicks_for(item)
            return ("click", clicks[0], 1) if clicks else None
    except (LookupError, ValueError, StopIteration):
        return None
    return None


def rects_of(scene, item: str) -> list[pygame.Rect]:
    """Where a place to click is on the game's scene: "button LABEL" (the scene's button of
    that label); else a move in notation: the next click toward it (its button, or the cell
    of the board it falls in), or, for a scene without that map, the move's own button and
    the board's squares for it, as the hint shows them (ComputerSeats._hint_marks)."""
    if item.startswith("button "):
        label = item[len("button "):]
        return [b.rect for b in scene.buttons.buttons if b.label == label]
    step = next_input(scene, item)
    if step is not None and step[0] == "click" and step[2] == 1:
        pos = step[1]
        button = next((b.rect for b in scene.buttons.buttons if b.rect.collidepoint(pos)), None)
        if button is not None:
            return [button]
        place = scene.place_of(pos, scene.rules.parse(item)) if hasattr(scene, "place_of") else None
        if place is not None:
            return [place]
        return [pygame.Rect(pos[0] - 14, pos[1] - 14, 28, 28)]
    return list(scene._hint_marks(item))


def settle(scene, item: str) -> None:
    """A selection left over from the move before (a ship still picked) that the scene would
    first cancel with a right click on the way to the step's move: cancelled for the player."""
    for _ in range(3):
        step = next_input(scene, item)
        if step is None or step[0] != "click" or step[2] != 3:
            return
        scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=step[1]))
