"""The title screen: the five games as tiles, then Continue, Load, Records, Settings and Quit."""
from __future__ import annotations

from pathlib import Path

import pygame

from .. import games, paths
from ..resources import DataFileError, asset, require
from ..ui import background, redraw, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene

TILE_W, TILE_H, GAP = 228, 320, 16
TILE_TOP = 170
IN_PROGRESS = 4  # games in progress listed under the buttons, besides the one Continue resumes


def picture(game_id: str) -> pygame.Surface:
    """A game's tile picture; DataFileError when it is missing or not a picture."""
    path = require(asset("pictures", f"{game_id}.png"))
    try:
        return pygame.image.load(str(path))
    except pygame.error as exc:
        raise DataFileError(path, f"is not a picture pygame can read ({exc})") from None


def in_progress(limit: int) -> list:
    """The games in progress (launch.games_in_progress); none while the autosave folder is
    empty, and then the saves' code (YAML, the rules core) is not loaded for the title."""
    if not paths.holds_files(paths.autosave_dir()):
        return []
    from .. import launch
    return launch.games_in_progress(limit)


class TitleScene(Scene):
    backdrop = "sea"   # the night sea behind it fills the canvas (ui/background.py)
    def __init__(self, app):
        super().__init__(app)
        left = (theme.LOGICAL_SIZE[0] - (5 * TILE_W + 4 * GAP)) // 2
        self.tiles = []
        missing = []
        for i, g in enumerate(games.GAMES.values()):
            rect = pygame.Rect(left + i * (TILE_W + GAP), TILE_TOP, TILE_W, TILE_H)
            playable = games.is_playable(g.id)
            try:
                pic = picture(g.id)
            except DataFileError as exc:  # the tile is drawn without it, and the player told why
                pic = None
                missing.append(str(exc))
            if pic is not None:  # scaled once here, not every frame
                pic = pygame.transform.smoothscale(pic, (TILE_W - 20, 132))
                if not playable:
                    pic = pygame.transform.grayscale(pic)
            self.tiles.append((g, rect, playable, pic))
        if missing:
            more = f" (and {len(missing) - 1} more pictures)" if len(missing) > 1 else ""
            app.toast(missing[0] + more, theme.BAD, 10)
        self.hover = None
        self.buttons = ButtonRow()
        self.buttons.refused = lambda why: app.toast(why, theme.GOLD)
        self.resume()

    def resume(self) -> None:
        # the games in progress, from their autosaves' heads (a file that cannot be read is
        # left out here; the Load screen lists it with the reason)
        try:
            self.in_progress = in_progress(IN_PROGRESS + 1)
        except Exception:  # noqa: BLE001 - the title screen never stops for the user's folders
            self.in_progress = []
        newest = self.in_progress[0] if self.in_progress else None
        y, w, h, gap = 535, 160, 56, 12
        x0 = (theme.LOGICAL_SIZE[0] - (7 * w + 6 * gap)) // 2
        self.rows = [(pygame.Rect(x0, 618 + i * 34, 7 * w + 6 * gap, 30), e)
                     for i, e in enumerate(self.in_progress[1:IN_PROGRESS + 1])]
        labels = [
            ("Continue", self.continue_game, "title continue", "" if newest else "No game in progress: start a game first"),
            ("Learn to play", self.open_tutorials, "title learn", ""),   # issue 34
            ("Play online", self.open_online, "title online", ""),          # issue 29
            ("Load", self.open_load, "title load", ""),
            ("Records", self.open_records, "title records", ""),
            ("Settings", self.open_settings, "title settings", ""),
            ("Quit", self.app.quit, "title quit", ""),
        ]
        self.buttons.buttons = [
            Button(pygame.Rect(x0 + i * (w + gap), y, w, h), label, fn, key, why,
                   style="primary" if label == "Continue" else "normal",
                   sublabel=self.entry_title(newest) if label == "Continue" and newest else "")
            for i, (label, fn, key, why) in enumerate(labels)]

    @staticmethod
    def entry_title(entry) -> str:
        try:
            title = games.info(entry.game).title
        except Exception:  # noqa: BLE001 - named as the file says
            title = entry.game
        named = f"{entry.name} ({title})" if entry.name and title not in entry.name else entry.name
        return (named or title) + (" (open in another window)" if entry.elsewhere else "")

    # -- actions ---------------------------------------------------------------
    def open_game(self, game_id: str) -> None:
        """A game with options asks for them first (NewGameScene); others start at once."""
        try:
            rules = games.rules_for(game_id)
        except (games.NotPlayable, ValueError) as exc:  # includes a broken map (mapcheck.BadMap)
            from .modal import explain
            explain(self.app, f"{games.GAMES[game_id].title} cannot start" if game_id in games.GAMES else "The game cannot start", exc)
            return
        from .open_game import check_settings_options   # here: the title imports only what it draws
        for line in check_settings_options(self.app.settings, game_id):  # before they are offered
            self.app.toast(line, seconds=10)
        if rules.options:
            from .new_game import NewGameScene
            self.app.push(NewGameScene(self.app, game_id))
            return
        from .. import launch
        game = launch.new_game(game_id, options=self.app.settings.options_for(game_id))
        self.app.push(self.app.scene_for(game))

    def continue_game(self) -> None:
        if not self.in_progress:
            self.app.toast("No game in progress", theme.GOLD)
            return
        self.open_save(self.in_progress[0].path)

    def open_save(self, path) -> None:
        from .. import launch
        from ..session.saves import SaveError
        try:
            game = launch.load_game(path)
        except (SaveError, games.NotPlayable) as exc:
            from .salvage import offer_play_on
            if not offer_play_on(self.app, exc, lambda partial: self.app.push(self.app.scene_for(partial))):
                from .modal import explain
                explain(self.app, "Not loaded", exc)
            return
        from .open_elsewhere import offer_elsewhere
        if offer_elsewhere(self.app, path, game, lambda copy: self.app.push(self.app.scene_for(copy))):
            return
        # a game opened from its autosave goes on in it; from a save, in an autosave of its own
        self.app.push(self.app.scene_for(game, save_path=Path(path)))

    def open_tutorials(self) -> None:
        from .learn import choose
        choose(self.app)

    def open_online(self) -> None:
        from .online_menu import OnlineScene
        self.app.push(OnlineScene(self.app))

    def open_load(self) -> None:
        from .load import LoadScene
        self.app.push(LoadScene(self.app, self.open_save))

    def open_records(self) -> None:
        from .records import RecordsScene
        self.app.push(RecordsScene(self.app))

    def open_settings(self) -> None:
        from .settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    # -- scene ---------------------------------------------------------------
    def handle(self, event) -> bool:
        if self.buttons.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, entry in self.rows:
                if rect.collidepoint(event.pos):
                    self.open_save(entry.path)
                    return True
        if event.type == pygame.MOUSEMOTION:
            hover = next((g.id for g, r, _, _ in self.tiles if r.collidepoint(event.pos)), None)
            if hover != self.hover:  # the tile left and the tile entered are drawn again
                redraw.damage(*(r for g, r, _, _ in self.tiles if g.id in (hover, self.hover)))
                self.hover = hover
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for g, rect, playable, _ in self.tiles:
                if rect.collidepoint(event.pos):
                    if playable:
                        self.open_game(g.id)
                    else:
                        self.app.toast(f"{g.title} is coming in a later version", theme.GOLD)
                    return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_5:
            g, _, playable, _ = self.tiles[event.key - pygame.K_1]
            if playable:
                self.open_game(g.id)
            else:
                self.app.toast(f"{g.title} is coming in a later version", theme.GOLD)
            return True
        return False

    def focus_targets(self) -> list:
        """Play by keys: the games' tiles, the buttons, the games in progress below them."""
        from ..ui.focus import Target
        tiles = [Target(rect.copy(), ("tile", g.id)) for g, rect, playable, _ in self.tiles if playable]
        rows = [Target(rect.copy(), ("row", str(entry.path))) for rect, entry in self.rows]
        return tiles + super().focus_targets() + rows

    def draw(self, surface) -> None:
        self.kept.draw(surface, self.kept_key(self.buttons.version), self.paint)

    def paint(self, surface) -> None:
        background.backdrop(surface)
        text.draw(surface, "SORTIE", (640, 52), 64, theme.GOLD, True, "midtop")
        text.draw(surface, "Naval and air war on the tabletop, 1940-1965", (640, 128), 18,
                  theme.TEXT_DIM, False, "midtop")
        for i, (g, rect, playable, pic) in enumerate(self.tiles):
            if redraw.visible(surface, rect):
                self._draw_tile(surface, i, g, rect, playable, pic)
        self.buttons.draw(surface)
        if self.in_progress:
            what = self.entry_title(self.in_progress[0])
            summary = self.in_progress[0].summary
            line = f"Continue: {what}, {summary}" if summary else f"Continue: {what}"
            text.draw(surface, text.ellipsize(line, 900, 14), (640, 596), 14, theme.TEXT, False, "midtop")
        for rect, entry in self.rows:
            panel(surface, rect, (26, 36, 52), theme.PANEL_EDGE, 6, alpha=220)
            line = f"{self.entry_title(entry)}: {entry.summary}" if entry.summary else self.entry_title(entry)
            text.draw(surface, text.ellipsize(line, rect.width - 20, 14), (rect.left + 10, rect.centery), 14,
                      theme.TEXT, False, "midleft")
        text.draw(surface, "Click a game or press 1-5; Tab and Return play by keys.  F11: full screen.", (640, 770), 14,
                  theme.TEXT_DIM, False, "midbottom")

    def _draw_tile(self, surface, i, g, rect, playable, pic) -> None:
        hover = self.hover == g.id
        edge = theme.GOLD if hover and playable else theme.PANEL_EDGE
        panel(surface, rect, (26, 36, 52), edge, 12, alpha=235)
        pic_rect = pygame.Rect(rect.left + 10, rect.top + 10, rect.width - 20, 132)
        if pic is not None:
            surface.blit(pic, pic_rect)
        else:
            pygame.draw.rect(surface, theme.SEA, pic_rect)
        redraw.outline(surface, theme.PANEL_EDGE, pic_rect, 1)
        y = pic_rect.bottom + 12
        text.draw(surface, g.title, (rect.left + 12, y), 18, theme.TEXT, True)
        y += 24
        text.draw(surface, g.players, (rect.left + 12, y + 2), 14, theme.ACCENT, True)
        text.draw_wrapped(surface, g.blurb, pygame.Rect(rect.left + 12, y + 24, rect.width - 24, 70), 14,
                          theme.TEXT_DIM)
        if g.id in self.app.settings.tutorials_done:   # issue 34: the tutorials played to their end
            text.draw(surface, "\u2713 Tutorial done", (rect.right - 12, rect.bottom - 40), 13, theme.GOOD, True,
                      "bottomright")
        badge = pygame.Rect(rect.left + 12, rect.bottom - 36, rect.width - 24, 26)
        if playable:
            pygame.draw.rect(surface, (38, 96, 140) if not hover else (60, 124, 170), badge, border_radius=6)
            text.draw(surface, f"Play  [{i + 1}]", badge.center, 14, theme.TEXT, True, "center")
        else:
            pygame.draw.rect(surface, (54, 56, 62), badge, border_radius=6)
            text.draw(surface, "Coming", badge.center, 14, theme.TEXT_DIM, True, "center")
