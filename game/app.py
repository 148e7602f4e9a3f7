"""The window, the frame loop and the scene stack."""
from __future__ import annotations

import pygame

from . import paths
from . import settings as settings_mod
from .settings import WINDOW_SIZES
from .library_voice import captured
from .oserror import in_words
from .resources import DataFileError
from .scenes.base import Scene
from .scenes.keyboard import KeyNav
from .ui import background, commands, palette, png, redraw, sharp, stage, theme
from .ui.sound import Sounds
from .ui.toast import Toasts
from .ui.window import Presenter, edges

FPS_CAP = 60
IDLE_WAIT_MS = 250


class SceneStack:
    def __init__(self):
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()
        self._cover()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        self._cover()

    def hold(self, depth: int) -> list[Scene]:
        """Lift the scenes above the first ``depth`` off the stack without ending them (their
        ``exit`` does not run): a question goes between (the end of the turn), after which
        ``put_back`` returns them as they were (no second ``enter``) or ``drop`` ends them."""
        held = self.scenes[depth:]
        del self.scenes[depth:]
        return held

    def put_back(self, held: list[Scene]) -> None:
        """The scenes ``hold`` lifted, back on top, in their order."""
        if not held:
            return
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.extend(held)
        self._cover()

    @staticmethod
    def drop(held: list[Scene]) -> None:
        """The scenes ``hold`` lifted, ended (the top first): they do not come back."""
        for scene in reversed(held):
            scene.exit()

    def _cover(self) -> None:
        """Scenes hidden under an opaque one let go of what they keep for drawing."""
        for scene in self.scenes[:-1] if self.scenes[-1].opaque else ():
            scene.covered()

    def clear_to(self, scene: Scene) -> None:
        self.close()
        self.push(scene)

    def close(self) -> None:
        """Every scene off the stack, the top first (each one's exit runs)."""
        while self.scenes:
            self.scenes.pop().exit()

    def dispatch(self, event) -> bool:
        """Offer an event to the scenes from the top down, each in its own coordinates (a
        staged scene's: ui/stage.py); True once one consumes it."""
        for scene in reversed(list(self.scenes)):
            corner = self.corner(scene)
            with stage.at(corner):
                if scene.handle(stage.moved(event, corner)):
                    return True
            if scene.opaque:
                return False
        return False

    def frame_of(self, scene: Scene) -> str:
        """"canvas" or "stage": where the scene is drawn (an overlay, "below", where the
        scene under it is)."""
        frame = scene.frame
        if frame == "below":
            under = [s for s in self.scenes[:self.scenes.index(scene)] if s.frame != "below"] \
                if scene in self.scenes else []
            frame = under[-1].frame if under else "stage"
        return "canvas" if frame == "canvas" else "stage"

    def corner(self, scene: Scene) -> tuple[int, int]:
        """Where the scene's coordinates start on the canvas: (0, 0) for a scene drawn on the
        whole canvas, the stage's corner for a staged one (``Scene.frame``)."""
        return (0, 0) if self.frame_of(scene) == "canvas" else stage.rect().topleft

    def surface(self, screen: pygame.Surface, scene: Scene) -> pygame.Surface:
        """What the scene draws on: the screen, or the stage's part of it (clipped as the
        screen is)."""
        if self.frame_of(scene) == "canvas" or screen.get_size() == theme.LOGICAL_SIZE:
            return screen
        area = stage.rect(screen.get_size())
        part = screen.subsurface(area)
        part.set_clip(screen.get_clip().clip(area).move(-area.left, -area.top))
        return part

    def visible(self) -> list[Scene]:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]


class App:
    """Owns the window (a canvas of its shape at the UI scale, shown scaled), the stack, settings and toasts."""

    def __init__(self, settings=None, headless: bool = False):
        self.settings, self.settings_warning = (settings, None) if settings else settings_mod.load()
        self.headless = headless
        if headless:
            # no window to show and nothing to hear: the screen and the fonts only (the sound,
            # should one play, starts its mixer itself); pygame.init() would open the audio
            # device too, 27 ms of the clock and 2 ms of processor at every start
            pygame.display.init()
            pygame.font.init()
        else:
            pygame.init()
        theme.forget_fonts()
        palette.use(self.settings.colour_vision)   # the colour-vision setting's palette (issue 35)
        redraw.reset()
        pygame.display.set_caption("Sortie")
        # the scenes draw on a canvas of the window's shape, shown whole at any size (ui/window.py)
        self.window = Presenter(scaled=not headless, ui_scale=self.settings.ui_scale)
        self.dragged_to: tuple[int, int] | None = None   # the window's size as the player dragged it
        self.dirty = True         # draw a whole frame at the next step
        self.generation = 0       # counts the inputs and stack changes: scenes key what they keep on it
        self.stack = SceneStack()
        self.apply_window_settings()   # (a canvas of another size than 1280 x 800: ``changed``)
        self.toasts = Toasts()
        self.sounds = Sounds(self.settings, warn=lambda why: self.toast(why, theme.BAD, 8))
        self.running = True
        self.drawn: list[pygame.Rect] = []  # what the last step drew: the screen, the damaged area, or nothing
        self.clock = pygame.time.Clock()
        self.keys = KeyNav(self)  # play by keys: the focus, its ring and the player's keys (issue 35)
        self.use_keys()
        if paths.holds_files(paths.autosave_dir()):  # (the saves' modules load only when there is work)
            from . import launch
            launch.clean_autosave_folder()  # what a kill left half-written last time
        if self.settings_warning:
            self.toasts.show(self.settings_warning, theme.GOLD, 6)

    def use_keys(self) -> None:
        """The player's keys (settings.yaml's ``keys``) laid over every command's default
        (ui/commands.py); a choice that cannot be used is written to the log file, the
        command keeping its default."""
        from . import defects
        for line in commands.use(self.settings.keys):
            defects.log(f"{paths.settings_file()}: {line}")

    # -- window --------------------------------------------------------------
    @property
    def screen(self) -> pygame.Surface:
        """The canvas the scenes draw on (the window's shape: ui/window.py)."""
        return self._screen if self._screen is not None else self.window.canvas

    @screen.setter
    def screen(self, surface: pygame.Surface | None) -> None:   # (tests and the benchmark draw elsewhere)
        self._screen = surface

    _screen: pygame.Surface | None = None

    def refit(self, size: tuple[int, int] | None = None) -> None:
        """The window's size or the UI scale changed (headless: ``size`` is the window's to
        pretend, for --screenshot --size and the layout tests): a canvas of a new size has the
        scenes lay themselves out again."""
        changed = self.window.pretend(size) if size is not None else self.window.fit()
        if changed:
            for scene in self.stack.scenes:
                scene.kept.release()
                scene.resized()
            self.changed()

    def set_ui_scale(self, ui_scale) -> None:
        """The UI scale ("auto" or per cent, ui/window.py ``canvas_for``), at once."""
        self.window.ui_scale = ui_scale
        self.refit()

    @staticmethod
    def _desktop() -> tuple[int, int] | None:
        try:
            return tuple(pygame.display.get_desktop_sizes()[0])
        except (IndexError, pygame.error):
            return None

    def window_sizes(self) -> list[tuple[int, int]]:
        """The window sizes the screen shows whole (a window larger than the screen would
        hide Settings' Save and Back): the smallest is always offered."""
        desktop = self._desktop()
        fit = [s for s in WINDOW_SIZES if desktop is None or (s[0] <= desktop[0] and s[1] <= desktop[1])]
        return fit or [min(WINDOW_SIZES)]

    def apply_window_settings(self) -> None:
        if self.headless:   # no window: the picture keeps the logical size
            return
        self._set_fullscreen(self.settings.fullscreen)
        if self.settings.fullscreen:
            return
        size, desktop = tuple(self.settings.window_size), self._desktop()
        if desktop is not None and (size[0] > desktop[0] or size[1] > desktop[1]):   # saved on a larger screen
            size = max((s for s in self.window_sizes() if s[0] <= size[0] and s[1] <= size[1]),
                       default=min(self.window_sizes()))
        try:
            with captured("pygame"):  # (a DeprecationWarning of pygame-ce's own)
                win = pygame.Window.from_display_module()
                if tuple(win.size) != size:
                    win.size = size
                    win.position = pygame.WINDOWPOS_CENTERED   # (opened centred at its first size: whole on the screen)
        except (AttributeError, pygame.error):
            pass
        self.refit()

    def _set_fullscreen(self, on: bool) -> None:
        """Full screen at the desktop's own resolution, the picture scaled whole into it
        (ui/window.py says how); back to a window."""
        if on == self.is_fullscreen():
            return
        try:
            self.window.set_full_screen(on, self._desktop())
        except (AttributeError, pygame.error):
            pygame.display.toggle_fullscreen()
        self.refit()

    def is_fullscreen(self) -> bool:
        return self.window.is_full_screen()

    def keep_window_size(self) -> None:
        """The window's size as the player left it, for the next start (not a bad settings
        file's, which is kept until the player saves in Settings)."""
        size = self.dragged_to
        if size is None or tuple(size) == tuple(self.settings.window_size) or self.settings_warning:
            return
        self.settings.window_size = tuple(size)
        try:
            self.settings.save()
        except OSError:
            pass   # the size is not worth a message at quit: the next start opens at the old one

    def toggle_fullscreen(self) -> None:
        if not self.headless:
            self._set_fullscreen(not self.is_fullscreen())
        self.settings.fullscreen = self.is_fullscreen()
        self.changed()
        if not self.settings_warning:  # a bad settings file is kept until the player saves
            try:
                self.settings.save()
            except OSError as exc:
                from .scenes.modal import explain
                explain(self, "Settings not saved", in_words(exc, 'write', paths.settings_file()))

    # -- stack ---------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)
        self.changed()

    def pop(self) -> None:
        self.stack.pop()
        self.changed()
        if not self.stack.scenes:
            self.running = False

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)
        self.changed()

    def put_back(self, held: list[Scene]) -> None:
        self.stack.put_back(held)
        self.changed()

    def to_title(self) -> None:
        from .scenes.title import TitleScene
        self.stack.close()   # first: a game's scene folds its autosave, which the title then reads
        self.stack.push(TitleScene(self))
        self.changed()

    # A game's own scene opens screens that open games in turn (Load, the replay, Settings) and
    # the scene of another game: it asks the app for them, which stands above every scene, so
    # that no game's scene imports the scenes of the games (tests/test_imports.py).
    def scene_for(self, game, **where) -> Scene:
        """The game's own scene (game/scenes/open_game.py ``scene_for``)."""
        from .scenes.open_game import scene_for
        return scene_for(self, game, **where)

    def scene_class(self, name: str):
        """The class of a screen a game's menu opens: "load", "replay", "settings" or
        "watch" (a game another window plays)."""
        if name == "load":
            from .scenes.load import LoadScene
            return LoadScene
        if name == "replay":
            from .scenes.replay import ReplayScene
            return ReplayScene
        if name == "settings":
            from .scenes.settings import SettingsScene
            return SettingsScene
        if name == "watch":
            from .scenes.watch import WatchScene
            return WatchScene
        raise KeyError(name)

    def changed(self) -> None:
        """What the scenes show may have changed: a whole frame, drawn afresh, at the next step."""
        self.generation += 1
        self.dirty = True

    def toast(self, message: str, colour=theme.BAD, seconds: float = 4.0) -> None:
        self.toasts.show(message, colour, seconds)
        self.dirty = True

    def save_screenshot(self):
        """F12: the window as it is, to the pictures folder (or the data folder when that
        cannot be written); a toast says where. Returns the path, or None."""
        import datetime

        from . import paths
        self.dirty = True
        self.step(0)
        name = f"sortie-{datetime.datetime.now():%Y%m%d-%H%M%S-%f}.png"
        for folder in (paths.pictures_dir(), paths.data_dir() / "screenshots"):
            try:
                folder.mkdir(parents=True, exist_ok=True)
                png.save(self.screen, folder / name)
            except (OSError, pygame.error):
                continue
            self.toast(f"Screenshot saved to {folder / name}", theme.GOOD, 5)
            return folder / name
        self.toast("Screenshot not saved: neither the pictures folder nor the data folder can be written")
        return None

    def quit(self) -> None:
        self.running = False

    # -- loop ----------------------------------------------------------------
    def handle(self, event) -> None:
        event = self.window.logical_event(event)   # a click's place on the picture, whatever the window's size
        if event.type == pygame.QUIT:
            self.running = False
            return
        if commands.pressed(event, "full screen"):
            self.toggle_fullscreen()
            return
        if commands.pressed(event, "screenshot"):
            self.save_screenshot()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESIZED, pygame.VIDEOEXPOSE,
                          pygame.WINDOWFOCUSGAINED, pygame.WINDOWENTER, pygame.WINDOWSIZECHANGED):
            if event.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED):
                self.refit()
            if event.type == pygame.WINDOWRESIZED and not self.headless and not self.is_fullscreen():
                self.dragged_to = (event.x, event.y)   # a size the player gave the window: kept at quit
            self.dirty = True
            if event.type == pygame.WINDOWFOCUSGAINED and self.stack.scenes:
                self.stack.top.refocused()
            return
        event = self.keys.take(event)   # Tab, the arrows and Enter for the focus (issue 35)
        if event is None:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.toasts.active:
            # a rule cited in a toast (a refusal's) opens the rules reader at that rule
            cite = self.toasts.citation_at(event.pos)
            opener = getattr(self.stack.top, "open_cited", None)
            if cite and opener is not None and opener(cite):
                self.generation += 1
                self.dirty = True
                return
        motion = event.type == pygame.MOUSEMOTION
        if not motion:
            self.generation += 1  # a click or a key may change what a scene shows, consumed or not
        try:
            consumed = self.stack.dispatch(event)
        except DataFileError as exc:  # a shipped file missing or unreadable: say which, keep the game
            from .scenes.modal import explain
            explain(self, "A file of Sortie's is missing or damaged", exc)
            return
        if consumed and not motion:
            self.dirty = True
        # A mouse move redraws only what changed under the mouse: the widgets and scenes whose
        # hover changed reported their rectangles (ui.redraw.damage); nothing else is drawn.

    def step(self, dt: float) -> bool:
        """Update and, when anything changed, draw: a whole frame, or after a mouse move only
        the damaged rectangles over the frame kept on the screen. True when it drew."""
        self.keys.follow()   # a new screen under the keyboard's focus: its first choice ringed
        moving = False
        for scene in list(self.stack.scenes):
            with stage.at(self.stack.corner(scene)):   # (what it damages, in its coordinates)
                scene.moving = bool(scene.update(dt))
                moving = moving or scene.moving
                moving = scene.think(dt, scene.moving) or moving  # a computer seat, a hint
        moving = self.toasts.update(dt) or moving
        repaint = redraw.union(redraw.take())
        damaged = redraw.union([r for r in (repaint, *redraw.take_over()) if r is not None])
        screen = self.screen.get_rect()
        whole = self.dirty or moving
        if not whole:
            damaged = damaged.clip(screen) if damaged else None
            if not damaged:
                self.drawn = []
                return False
        redraw.begin_frame(damaged, (repaint.clip(screen) or None) if repaint else None)
        if sharp.current is not None:   # the lines drawn there are noted again (ui/sharp.py)
            sharp.current.repainting(self.screen, None if whole else damaged)
        self.screen.set_clip(None if whole else damaged)
        try:
            self.draw()
        finally:
            self.screen.set_clip(None)
            redraw.end_frame()
        self.drawn = [screen if whole else damaged]
        self.dirty = False
        self._moving = moving
        return True

    def draw(self) -> None:
        screen = self.screen
        shown = self.stack.visible()
        if not (shown and shown[0].covers_canvas and self.stack.frame_of(shown[0]) == "canvas"):
            screen.fill(theme.NIGHT)   # (a game's kept frame covers the whole canvas: no fill under it)
        whole = screen.get_clip() == screen.get_rect()
        for i, scene in enumerate(shown):
            corner = self.stack.corner(scene)
            surface = self.stack.surface(screen, scene)
            if i == 0 and surface is not screen and whole and getattr(scene, "backdrop", None) == "sea":
                screen.blit(background.sea(screen.get_size()), (0, 0))   # its sea round the stage
            with stage.at(corner):
                scene.draw(surface)
                scene.draw_overlay(surface)
            if i == 0 and surface is not screen and whole and getattr(scene, "backdrop", None) != "sea":
                # the stage's edges carried on to the canvas's (a screen without a backdrop of its own)
                edges(surface, screen, stage.rect(screen.get_size()))
        top = self.stack.top
        area = getattr(top, "toast_area", None) if top is not None else None
        if area is not None:
            area = pygame.Rect(area).move(self.stack.corner(top))
        self.toasts.draw(screen, area)
        if top is not None:
            with stage.at(self.stack.corner(top)):
                self.keys.draw(self.stack.surface(screen, top))

    def run(self, max_seconds: float | None = None, quit_at_end: bool = True) -> None:
        """The frame loop. max_seconds stops it early (benchmarks measure idle CPU with it)."""
        import time
        deadline = None if max_seconds is None else time.monotonic() + max_seconds
        self._moving = False
        while self.running and self.stack.scenes:
            if deadline is not None and time.monotonic() >= deadline:
                break
            if self._moving or self.dirty:
                events = pygame.event.get()
            else:
                # Nothing moves: sleep until an event arrives (idle CPU near zero).
                first = pygame.event.wait(self.idle_wait_ms())
                events = ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
            for event in events:
                self.handle(event)
            dt = self.clock.tick(FPS_CAP) / 1000.0
            if self.step(min(dt, 0.1)):
                self.window.present(self.drawn)
        if not self.running:
            self.stack.close()  # the player quit: a game scene folds its autosave journal
            self.keep_window_size()
        if quit_at_end:
            pygame.quit()

    def idle_wait_ms(self) -> int:
        """How long the idle loop sleeps for an event: IDLE_WAIT_MS, or less when a scene waits
        for a moment to come (a tooltip after the mouse rested on a mark); then in short naps,
        because each step's dt is capped at 0.1 s."""
        waits = [w for w in (s.wake_in() for s in self.stack.scenes) if w is not None]
        if not waits:
            return IDLE_WAIT_MS
        return max(1, min(IDLE_WAIT_MS, 100, int(min(waits) * 1000) + 1))

    def render_frames(self, frames: int = 3, dt: float = 1.0) -> pygame.Surface:
        """Headless: advance and draw a few frames (animations run to their end)."""
        for _ in range(frames):
            self.dirty = True
            self.step(dt)
        return self.screen
