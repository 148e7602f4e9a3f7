"""The title screen: the five games as tiles, then Continue, Load, Settings and Quit."""
from __future__ import annotations

import pygame

from .. import games, launch
from ..resources import DataFileError, asset, require
from ..rules.saves import SaveError
from ..ui import background, redraw, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene

TILE_W, TILE_H, GAP = 228, 320, 16
TILE_TOP = 170


def picture(game_id: str) -> pygame.Surface:
    """A game's tile picture; DataFileError when it is missing or not a picture."""
    path = require(asset("pictures", f"{game_id}.png"))
    try:
        return pygame.image.load(str(path))
    except pygame.error as exc:
        raise DataFileError(path, f"is not a picture pygame can read ({exc})") from None


class TitleScene(Scene):
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
        newest = launch.newest_autosave()
        y, w, h, gap = 545, 210, 52, 20
        x0 = (theme.LOGICAL_SIZE[0] - (4 * w + 3 * gap)) // 2
        labels = [
            ("Continue", self.continue_game, pygame.K_c, "" if newest else "No autosave yet: start a game first"),
            ("Load", self.open_load, pygame.K_l, ""),
            ("Settings", self.open_settings, pygame.K_s, ""),
            ("Quit", self.app.quit, pygame.K_q, ""),
        ]
        self.buttons.buttons = [
            Button(pygame.Rect(x0 + i * (w + gap), y, w, h), label, fn, key, why,
                   style="primary" if label == "Continue" else "normal")
            for i, (label, fn, key, why) in enumerate(labels)]

    # -- actions ---------------------------------------------------------------
    def open_game(self, game_id: str) -> None:
        """A game with options asks for them first (NewGameScene); others start at once."""
        try:
            rules = games.rules_for(game_id)
        except (games.NotPlayable, ValueError) as exc:  # includes a broken map (mapcheck.BadMap)
            self.app.toast(str(exc), theme.GOLD, 8)
            return
        for line in games.check_settings_options(self.app.settings, game_id):  # before they are offered
            self.app.toast(line, seconds=10)
        if rules.options:
            from .new_game import NewGameScene
            self.app.push(NewGameScene(self.app, game_id))
            return
        game = launch.new_game(game_id, options=self.app.settings.options_for(game_id))
        self.app.push(launch.scene_for(self.app, game))

    def continue_game(self) -> None:
        path = launch.newest_autosave()
        if path is None:
            self.app.toast("No autosave yet", theme.GOLD)
            return
        self.open_save(path)

    def open_save(self, path) -> None:
        try:
            game = launch.load_game(path)
        except (SaveError, games.NotPlayable) as exc:
            self.app.toast(f"Not loaded: {exc}")
            return
        self.app.push(launch.scene_for(self.app, game))

    def open_load(self) -> None:
        from .load import LoadScene
        self.app.push(LoadScene(self.app, self.open_save))

    def open_settings(self) -> None:
        from .settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    # -- scene ---------------------------------------------------------------
    def handle(self, event) -> bool:
        if self.buttons.handle(event):
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

    def draw(self, surface) -> None:
        self.kept.draw(surface, self.kept_key(self.buttons.version), self.paint)

    def paint(self, surface) -> None:
        surface.blit(background.sea(), (0, 0))
        text.draw(surface, "SORTIE", (640, 52), 64, theme.GOLD, True, "midtop")
        text.draw(surface, "Naval and air war on the tabletop, 1940-1965", (640, 128), 18,
                  theme.TEXT_DIM, False, "midtop")
        for i, (g, rect, playable, pic) in enumerate(self.tiles):
            if redraw.visible(surface, rect):
                self._draw_tile(surface, i, g, rect, playable, pic)
        self.buttons.draw(surface)
        text.draw(surface, "Click a game or press 1-5.  F11: full screen.", (640, 770), 14,
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
        badge = pygame.Rect(rect.left + 12, rect.bottom - 36, rect.width - 24, 26)
        if playable:
            pygame.draw.rect(surface, (38, 96, 140) if not hover else (60, 124, 170), badge, border_radius=6)
            text.draw(surface, f"Play  [{i + 1}]", badge.center, 14, theme.TEXT, True, "center")
        else:
            pygame.draw.rect(surface, (54, 56, 62), badge, border_radius=6)
            text.draw(surface, "Coming", badge.center, 14, theme.TEXT_DIM, True, "center")
