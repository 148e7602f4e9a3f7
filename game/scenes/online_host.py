"""Hosting an online table (issue 29): the game's own options, as its new-game screen shows
them (new_game.py: the presets, each reading with its rule and why, "Advanced" pages), and
who sits at each seat: you (one seat), a player at another computer, or the table server's
computer at a level. Carrier Strike's number of players changes the seats at once.

The choices are remembered beside the new-game screen's (``settings.game_options[game]
["online"]``: the options, the preset, your own choices and the seats), so that a table
hosted with a friend leaves the games at this screen as they were; until a first table is
hosted, the screen starts from the new-game screen's choices. The server checks the
options again (game/net/table.py ``checked_options``) and refuses one it does not know
with words, which the connecting screen shows."""
from __future__ import annotations

import pygame

from .. import ai
from ..rules.seats import seat_name
from ..ui import text, theme
from ..ui.widgets import Button
from .new_game import NewGameScene

ROLES = ("remote", "easy", "normal", "hard", "me")   # a seat clicked takes the next
ROLE_WORDS = {"me": "You", "remote": "A player elsewhere",
              **{level: f"Computer: {ai.LEVEL_NAMES[level]}" for level in ai.LEVELS}}


class HostScene(NewGameScene):
    DATA_SET_ROW = False   # the server plays the house cards and tables

    def __init__(self, app, game_id: str):
        kept = app.settings.options_for(game_id).get("online")
        seats = kept.get("seats") if isinstance(kept, dict) else None
        self.roles: dict = {s: r for s, r in seats.items() if r in ROLES} if isinstance(seats, dict) else {}
        super().__init__(app, game_id)

    # -- what the new-game screen's rows ask -----------------------------------------------
    def remembered(self) -> dict:
        kept = self.app.settings.options_for(self.info.id)
        online = kept.get("online")
        return dict(online) if isinstance(online, dict) else kept

    def _layout(self) -> None:
        """The rows, with every seat's role: a seat new to the list (more players) is a
        player elsewhere's; one of them is always yours."""
        seats = self.seats()
        roles = {s: self.roles.get(s, "remote") for s in seats}
        mine = [s for s in seats if roles[s] == "me"]
        for s in mine[1:]:
            roles[s] = "remote"
        if not mine:
            roles[seats[0]] = "me"
        self.roles = roles
        super()._layout()

    def seat_button(self, seat: str, rect: pygame.Rect) -> Button:
        return Button(rect, ROLE_WORDS[self.roles[seat]], lambda: self.cycle(seat),
                      style="primary" if self.roles[seat] == "me" else "normal",
                      tip="Who sits here: a player at another computer, the server's computer at a level, or you; "
                          "click for the next")

    def seat_words(self, seat: str) -> tuple[str, str]:
        return (f"{seat_name(self.rules, seat)}: played by",
                "You (one seat), a player you send the invitation code to, or the server's computer")

    def last_buttons(self) -> list:
        return [Button(pygame.Rect(390, 730, 260, 48), "Host the table", self.host, pygame.K_RETURN,
                       style="primary", tip="Ask the table server for this table (the choices are remembered)"),
                Button(pygame.Rect(670, 730, 200, 48), "Back", self.app.pop, pygame.K_ESCAPE,
                       tip="Back to Play online: no table is made")]

    def heading(self) -> str:
        return f"Host a table: {self.info.title}"

    # -- the seats -------------------------------------------------------------------------
    def cycle(self, seat: str) -> None:
        """The seat's next role; a seat made yours gives your former one to a player elsewhere.
        Your own seat, clicked, stays yours (you sit at one seat)."""
        if self.roles[seat] == "me":
            self.app.toast("You sit at one seat: click another seat to sit there instead", theme.GOLD)
            return
        role = ROLES[(ROLES.index(self.roles[seat]) + 1) % len(ROLES)]
        if role == "me":
            self.roles = {s: ("remote" if r == "me" else r) for s, r in self.roles.items()}
        self.roles[seat] = role
        self._layout()

    def request(self) -> dict:
        """The message that asks the server for the table."""
        mine = next(s for s, r in self.roles.items() if r == "me")
        first = {"kind": "create", "game": self.info.id, "options": dict(self.values), "seat": mine}
        computer = {s: r for s, r in self.roles.items() if r in ai.LEVELS}
        if computer:
            first["computer"] = computer
        return first

    def host(self) -> None:
        """Remember the choices, then connect and ask for the table (the game opens when the
        server sends it; a refusal is said on the connecting screen)."""
        s = self.app.settings
        s.game_options.setdefault(self.info.id, {})["online"] = dict(self.chosen(), seats=dict(self.roles))
        if not self.app.settings_warning:
            try:
                s.save()
            except OSError:
                pass
        from .online import ConnectingScene
        self.app.replace(ConnectingScene(self.app, s.online_server, self.request()))

    def draw(self, surface) -> None:
        super().draw(surface)
        text.draw(surface, text.ellipsize(f"Table server {self.app.settings.online_server}. An online table plays "
                                          "the house cards and tables (House).", 1000, 13),
                  (640, 706), 13, theme.TEXT_DIM, False, "midtop")
