"""What every game's scene shares: playing moves, the log, autosave, undo, the Esc menu, F1.

A game scene turns clicks into actions (notation strings or action objects) and calls
``perform``; the rules decide. Refusals become a toast with the reason and rule number.
"""
from __future__ import annotations

import datetime
from pathlib import Path

import pygame

from .. import games, launch, paths
from ..mapcheck import BadMap
from ..rules import saves
from ..rules.core import Event, Game, NotationError, ReplayError, RuleError
from ..ui import theme
from ..ui.log import GameLog
from .base import Scene
from .modal import ChoiceScene


class GameScene(Scene):
    """Base class: subclasses draw the board and translate clicks; see same4cats.py."""

    log_rect = pygame.Rect(960, 430, 310, 360)

    def __init__(self, app, game: Game, save_path: Path | None = None):
        super().__init__(app)
        self.game = game
        self.rules = game.rules
        self.save_path = save_path
        self.log = GameLog(self.log_rect.copy())
        self._rebuild_log()
        self.autosaver = saves.Autosave(launch.autosave_path(self.rules.game_id))
        self.autosave_error: str | None = None
        self.refused_rule: str | None = None  # the rule of the last refused move, until a move is played

    def _rebuild_log(self) -> None:
        """The log from the game: its setup, then each move's events; ``_log_marks`` holds
        where each move's entries start, so that undo takes them off the end."""
        colour = self.event_colour
        self.log.set_entries([(e.text, colour(e)) for e in self.game.setup_events])
        self._log_marks: list[int] = []
        for played in self.game.history:
            self._log_marks.append(len(self.log))
            for e in played.events:
                self.log.add(e.text, colour(e))

    # -- playing ---------------------------------------------------------------
    def perform(self, action) -> list[Event] | None:
        """Play an action; a refusal is shown with its reason and rule. Returns the events."""
        try:
            events = self.game.play(action)
        except RuleError as exc:
            self.app.toast(f"Not allowed: {exc.reason} ({exc.rule})")
            self.refused_rule = exc.rule   # F1 now opens at the rule that refused
            return None
        except NotationError as exc:
            self.app.toast(f"Not understood: {exc}")
            return None
        self.refused_rule = None
        self._log_marks.append(len(self.log))
        for e in events:
            self.log.add(e.text, self.event_colour(e))
        self.autosave()
        self.after_move(events)
        return events

    def refuse(self, why: str) -> None:
        """A refused click (a disabled button, a move the board does not allow): the reason
        in a toast; F1 then opens at the rule it cites."""
        from ..rulebook import citations
        self.app.toast(f"Not allowed: {why}")
        cited = citations(why)
        self.refused_rule = cited[-1] if cited else self.refused_rule

    def event_colour(self, event: Event):
        return theme.TEXT

    def after_move(self, events: list[Event]) -> None:
        """Subclasses start animations, hand-offs, end-of-game screens here."""

    def undo(self) -> None:
        if not self.game.can_undo():
            self.app.toast(f"Cannot undo: {self.game.undo_reason()}", theme.GOLD)
            return
        marks_matched = len(self._log_marks) == len(self.game.history)
        move = self.game.undo()
        if marks_matched:  # the undone move's entries (and what followed them) come off the end
            self.log.truncate(self._log_marks.pop())
        else:  # moves were played or undone outside the scene: read the log afresh
            self._rebuild_log()
        self.log.add(f"(undone: {move})", theme.TEXT_DIM)
        self.autosave()
        self.after_undo()

    def after_undo(self) -> None:
        pass

    # -- saving ----------------------------------------------------------------
    def autosave(self) -> None:
        """After every move and undo: one line appended to the autosave's journal (the
        whole game rewritten now and then, see saves.Autosave)."""
        try:
            self.autosaver.sync(self.game)
            self.autosave_error = None
        except OSError as exc:
            if self.autosave_error is None:
                self.app.toast(f"Autosave failed: {exc}")
            self.autosave_error = str(exc)

    def fold_autosave(self) -> None:
        """Fold the autosave's journal into one save file (the scene closes, the player
        saves). A failure keeps the journal, which still holds every move."""
        try:
            self.autosaver.close()
        except OSError:
            pass

    def exit(self) -> None:
        self.fold_autosave()

    def save(self) -> None:
        if self.save_path is None:
            stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
            self.save_path = paths.saves_dir() / f"{self.rules.game_id}-{stamp}.yaml"
        try:
            saves.save(self.game, self.save_path)
        except OSError as exc:
            self.app.toast(f"Not saved: {exc}")
            return
        self.fold_autosave()
        self.app.toast(f"Saved to {self.save_path}", theme.GOOD, 3)

    def load(self) -> None:
        from .load import LoadScene
        self.app.push(LoadScene(self.app, self._open))

    def _open(self, path) -> None:
        try:
            game = launch.load_game(path)
        except (saves.SaveError, ValueError) as exc:
            self.app.toast(f"Not loaded: {exc}")
            return
        self.app.replace(launch.scene_for(self.app, game, save_path=Path(path)))

    # -- the map ---------------------------------------------------------------
    @property
    def map_path(self):
        """The Tiled file this game is drawn (and, for board games, played) on."""
        return self.game.map_path or games.default_map(self.rules.game_id)

    def reload_map(self) -> None:
        """F5: read the map again from disk; keep the game when it still fits, else say why."""
        path = self.map_path
        if path is None:
            self.app.toast("This game has no map to reload", theme.GOLD)
            return
        try:
            rules = games.rules_for(self.rules.game_id, path)
        except BadMap as exc:
            lines = [str(p) for p in exc.problems]
            more = f" (and {len(lines) - 3} more)" if len(lines) > 3 else ""
            self.app.toast("Map not reloaded: " + "; ".join(lines[:3]) + more, seconds=8)
            return
        except ValueError as exc:  # the game's own board reader (MapError), a shipped file (DataFileError)
            self.app.toast(f"Map not reloaded: {exc}", seconds=8)
            return
        g = self.game
        try:
            fresh = Game.replay(rules, g.seed, g.options, g.players, g.moves, map_path=g.map_path)
        except ReplayError as exc:
            self.app.toast(f"The game does not fit the edited map ({exc}); still on the old map", seconds=8)
            return
        self.app.replace(launch.scene_for(self.app, fresh, save_path=self.save_path))
        self.app.toast(f"Map reloaded from {path}", theme.GOOD, 3)

    # -- menus -----------------------------------------------------------------
    def open_menu(self) -> None:
        from .settings import SettingsScene
        self.app.push(ChoiceScene(self.app, "Game menu", [
            ("Resume", lambda: None),
            ("Save", self.save),
            ("Load", self.load),
            ("Rules reference (F1)", self.open_rules),
            ("How to play", self.open_howto),
            ("Settings", lambda: self.app.push(SettingsScene(self.app))),
            ("Quit to title", self.app.to_title),
        ], message="Every move is autosaved: Continue on the title screen resumes it."))

    PHASE_RULES: dict = {}   # the rule of each of the game's phases (state.phase -> citation)

    def open_howto(self) -> None:
        from .howto import HowToScene
        self.app.push(HowToScene(self.app, self.rules.game_id, self.rules.title))

    def step_rule(self) -> str | None:
        """The rule of the step the player is at (by default, the rule of the game's phase)."""
        return self.PHASE_RULES.get(getattr(self.game.state, "phase", None))

    def rule_now(self) -> str | None:
        """The rule F1 opens at: the one that just refused a move, else the rule of the
        step being played, else the newest rule the log cites."""
        from ..rulebook import citations
        if self.refused_rule:
            found = citations(f"({self.refused_rule})")
            if found:
                return found[0]
        step = self.step_rule()
        if step:
            return step
        for line, _colour in reversed(self.log.entries[-40:]):
            found = citations(line)
            if found:
                return found[-1]
        return None

    def open_rules(self, at: str | None = None) -> None:
        from .rules_ref import RulesScene
        self.app.push(RulesScene(self.app, self.rules.game_id, self.rules.title, at=at or self.rule_now()))

    def handle(self, event) -> bool:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.log.rect.collidepoint(event.pos)):   # a rule cited in the log opens there
            from ..rulebook import citations
            entry = self.log.entry_at(event.pos)
            cited = citations(entry) if entry else []
            if cited:
                self.open_rules(cited[-1])
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return True
            if event.key == pygame.K_F1:
                self.open_rules()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_F5:
                self.reload_map()
                return True
        if self.log.handle(event):
            return True
        return self.handle_board(event)

    def handle_board(self, event) -> bool:
        return False
