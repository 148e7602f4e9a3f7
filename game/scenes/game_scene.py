"""What every game's scene shares: playing moves, the log, autosave, undo, the Esc menu, F1.

A game scene turns clicks into actions (notation strings or action objects) and calls
``perform``; the rules decide. Refusals become a toast with the reason and rule number.
"""
from __future__ import annotations

import datetime
from contextlib import contextmanager, suppress
from pathlib import Path

import pygame

from .. import games, launch, records_db
from ..ai.words import reveals
from ..mapcheck import BadMap
from ..oserror import in_words
from ..rules.core import Event, NotationError, RuleError, notation_seen
from ..rules.seats import ANYONE
from ..session import library, lock, saves
from ..session.game import Game, ReplayError
from ..session.summary import describe
from ..ui import marks as marks_ui
from ..ui import commands, theme, thumbnail
from ..ui.log import GameLog
from ..ui.focus import Target
from ..ui.spell_out import abbreviations
from ..ui.widgets import Button, ButtonRow
from . import shared
from .base import Scene, moves_key
from .computer import ComputerSeats
from .modal import ChoiceScene, TextInputScene, explain


class GameScene(ComputerSeats, Scene):
    """Base class: subclasses draw the board and translate clicks; see game/scenes/same4cats/scene.py."""

    log_rect = pygame.Rect(960, 430, 310, 360)
    covers_canvas = True   # each game draws its kept frame (ui/redraw.Layer), as large as the canvas
    hidden_information = False  # the game hides things from a seat: the replay view asks whose view to show

    def show_as(self, seat: str | None) -> None:
        """The replay view: show what ``seat`` saw, or everything (None). Scenes of games
        with hidden information override it; the others show the same to every seat."""

    def __init__(self, app, game: Game, save_path: Path | None = None, autosave=None):
        """``save_path``: the file the game was opened from. A game opened from an autosave
        goes on in it; any other autosaves to a file of its own (``autosave`` names it;
        False: no autosave at all, as in the replay view)."""
        super().__init__(app)
        self.game = game
        self.rules = game.rules
        self.save_path = save_path
        self.save_name = ""  # the name the player gave the game when saving it
        if launch.is_autosave(save_path):
            autosave, self.save_path = save_path, None
        if save_path is not None:
            self.save_name = library.describe(save_path).name
        # what the save file was when this window read or wrote it: saving over it asks
        # first when another window wrote it since
        self.save_seen = saves.digest_of(self.save_path) if self.save_path is not None else None
        self.log = GameLog(self.log_rect.copy())
        if marks_ui.has_legend(self.rules.game_id):   # its jargon spelt out where it first appears
            self.log.spell_out(abbreviations(marks_ui.legend(self.rules.game_id).glossary))
        self._rebuild_log()
        self.autosaver = None if autosave is False else saves.Autosave(self._hold_autosave(autosave))
        if self.autosaver is not None:
            self.autosaver.name = self.save_name or None
        self.autosave_error: str | None = None
        self.init_computer()
        self.refused_rule: str | None = None  # the rule of the last refused move, until a move is played
        self.buttons = ButtonRow()   # the scene's buttons (each game's own); a disabled one's click says why
        self.buttons.refused = self.refuse
        self.buttons.tip_for = self.button_tip
        self.drawn_marks = marks_ui.Recorder()  # what the last whole paint drew that has a meaning (issue 15)
        # the tooltip of the mark under the mouse, clear of the words the scene shows at the pointer
        self.mark_hover = marks_ui.Hover(self.legend_term, lambda: self.pointer_words())
        self._hover_key = None  # the position the mark under the mouse was found in

    def _hold_autosave(self, path) -> Path:
        """The autosave this window plays the game in, held (session/lock.py): ``path``
        (None: a new one). A game another window took in the meantime goes on in a copy,
        and the player is told; a lock that cannot be made (a folder Sortie cannot write
        in) leaves the game unlocked, its autosave failing with the reason at the first move."""
        if path is not None:
            try:
                lock.hold(path)
                return Path(path)
            except lock.HeldElsewhere:
                self.app.toast("This game is open in another Sortie window: this window goes on in a copy, "
                               "a new game", theme.GOLD, 8)
            except OSError:
                return Path(path)
        return launch.autosave_path(self.rules.game_id)

    def enter(self) -> None:
        """Say once what the autosave's journal held that could not be read (a torn last
        line in a toast, damage in a dialog): every move not resumed is named."""
        if getattr(self.game, "tutorial", None) and self.autosaver is not None:   # issue 34: the lesson's overlay
            from .tutorial import attach
            attach(self, getattr(self, "tutorial_index", None))
        damage, self.game.journal_damage = self.game.journal_damage, None
        if damage is None:
            return
        if damage.kind == "torn":
            self.app.toast(damage.words(), theme.GOLD, 10)
        else:
            self.app.push(ChoiceScene(self.app, "The autosave was damaged", [("Play on", lambda: None)],
                                      message=damage.words(), width=640))

    def _rebuild_log(self) -> None:
        """The log from the game: its setup, then each move's events; ``_log_marks`` holds
        where each move's entries start, so that undo takes them off the end."""
        log = shared.log()
        if log is not None and len(self.game.history) < len(log[1]):
            entries, starts = log
            k = len(self.game.history)
            self.log.set_list(entries[:starts[k]])
            self._log_marks = starts[:k]
            return
        colour = self.event_colour
        self.log.set_entries([(e.text, colour(e)) for e in self.game.setup_events])
        self._log_marks: list[int] = []
        for played in self.game.history:
            self._log_marks.append(len(self.log))
            for e in played.events:
                self.log.add(e.text, colour(e))

    @property
    def toast_area(self) -> pygame.Rect:
        """Where the app draws toasts over this scene: on the log, which covers neither
        the board nor the status line (the log is the place where messages are read)."""
        return self.log.rect

    # -- playing ---------------------------------------------------------------
    # The phases in which a move that passes the play to another seat (other than an
    # explicit "end") waits for the "End the turn" confirmation; set by each hot-seat game
    # (docs/rules/<game>.md says which). None in solitaire games.
    CONFIRM_PHASES: frozenset = frozenset()
    # the kinds of event that mark the end of a turn (a new turn's start) in the games
    TURN_EVENTS: frozenset = frozenset({"turn", "turn_end", "end_turn", "end-turn"})

    def perform(self, action) -> list[Event] | None:
        """Play an action; a refusal is shown with its reason and rule. Returns the events."""
        if self.remote is not None and not self.remote.applying:
            return self.remote.send_move(action)   # an online table: played when the server answers
        phase = getattr(self.game.state, "phase", None)
        depth = len(self.app.stack.scenes)
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
        self.record_end()
        self.hint_answer = None
        self.after_move(events)
        if self._asks_to_end_the_turn(phase, events):
            self._confirm_end_of_turn(depth, events)
        self.note_person()
        return events

    def _asks_to_end_the_turn(self, phase, events) -> bool:
        """The move just played passed the play to another seat, in a phase where the game
        asks first (CONFIRM_PHASES), and was not itself the player's "end"; a move that
        passes the play while the turn goes on (an attack's damage to place, a reaction)
        asks only when it could be taken back (issue 31)."""
        g = self.game
        return (self.app.settings.confirm_end_turn and len(g.players) > 1 and g.outcome() is None
                and self.remote is None   # an online table: the server has the move already
                and not getattr(self, "guided", False)   # a tutorial's step (issue 34) goes on at once
                and phase in self.CONFIRM_PHASES and g.history and g.history[-1].notation != "end"
                and g.to_move() != g.last_seat() and not self.is_computer(g.last_seat())  # the computer never confirms
                and (self.turn_ended(events) or g.can_undo(g.last_seat())))

    def turn_ended(self, events) -> bool:
        """The move's events end the turn (the next one starts), not only pass a decision."""
        return any(e.kind in self.TURN_EVENTS for e in events)

    def passing_words(self, mover: str) -> str:
        """What comes next when ``mover``'s move passes the play but the turn goes on, in the
        words of the moment (scenes say it in their game's words)."""
        phase = self.PHASES.get(getattr(self.game.state, "phase", None))
        who = self.game.seat_name(self.game.to_move())
        return f"{who} is next, to {phase.prompt}" if phase else f"{who} decides next, and the turn goes on"

    def _confirm_end_of_turn(self, depth: int, events) -> None:
        """Hold what the move put above this scene (a hand-off screen) and ask first; the
        scene shows the mover's position meanwhile, never the next seat's moves (``aside``)."""
        from .end_turn import EndTurnScene
        held = self.app.stack.hold(depth)
        mover = self.game.last_seat()
        self.waiting_pass = mover
        self.refresh()

        def end():
            self.waiting_pass = None
            self.refresh()
            self.app.put_back(held)   # the hand-off the move asked for, now

        def take_back():
            self.waiting_pass = None
            self.app.stack.drop(held)
            self.undo(seat=mover)
            self.refresh()

        why = "" if self.game.can_undo(mover) else self.game.undo_reason(mover)
        next_player = self.game.seat_name(self.game.to_move())
        what_next = "" if self.turn_ended(events) else self.passing_words(mover)
        self.app.push(EndTurnScene(self.app, lambda: self.toast_area, next_player, end, take_back, why, what_next))

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
        """Subclasses start animations, hand-offs, end-of-game screens here, and call
        ``refresh`` once, where their own order needs it."""

    def refresh(self) -> None:
        """What the position offers (its legal actions, the buttons, the board's highlights),
        rebuilt: once per move (from ``after_move``), after an undo, and when the player's
        own choices on the board change (a selection)."""

    def undo(self, seat: str | None = None) -> None:
        """Take back the last move; ``seat``: the seat at the screen (the seat to move, or the
        player who just moved while the end of the turn waits for confirmation). Against the
        computer: your last decision and the computer's replies to it, as one step. At an
        online table the server takes it back (online.RemoteSeats.ask_undo)."""
        if self.remote is not None:
            return self.remote.ask_undo()
        if self.computer:  # your last decision and the computer's replies to it, as one step
            why = self.undo_refusal()
            if why:
                self.app.toast(f"Cannot undo: {why}", theme.GOLD)
                return
            count = self.undo_count()
            self.stop_thinking()
            words = [self._undone_words(p) for p in self.game.history[-count:]]
            self.log_taken_back(lambda: self.game.take_back(count), f"(undone: {'; '.join(words)})")
            self.autosave()
            self.after_undo()
            self.note_person()
            return
        if not self.game.can_undo(seat):
            self.app.toast(f"Cannot undo: {self.game.undo_reason(seat)}", theme.GOLD)
            return
        words = self._undone_words(self.game.history[-1])
        self.log_taken_back(lambda: [self.game.undo(seat)], f"(undone: {words})")
        self.autosave()
        self.after_undo()

    def log_taken_back(self, take, line: str) -> None:
        """Moves taken back by ``take()`` (which returns them): their entries (and what followed
        them) come off the end of the log, or the log is read afresh when moves were played or
        undone outside the scene; then ``line`` says what was taken back."""
        marks_matched = len(self._log_marks) == len(self.game.history)
        moves = take()
        if marks_matched:
            for _ in moves:
                self.log.truncate(self._log_marks.pop())
        else:
            self._rebuild_log()
        self.log.add(line, theme.TEXT_DIM)
        self.hint_answer = None

    def _undone_words(self, played) -> str:
        """An undone move in the log's words (its first line; a move that logged nothing by
        its notation as the seat may read it). Undo never crosses a revealed result, so the
        line tells nothing to come."""
        if played.events:
            return played.events[0].text
        return notation_seen(self.rules, self.game.options, played.notation, played.seat, played.seat, False)

    def after_undo(self) -> None:
        pass

    # -- saving ----------------------------------------------------------------
    def autosave(self) -> None:
        """After every move and undo: one line appended to the autosave's journal (the
        whole game rewritten now and then, see saves.Autosave)."""
        if self.autosaver is None:
            return
        try:
            self.autosaver.sync(self.game)
            self.autosave_error = None
        except OSError as exc:
            said = f"Autosave failed: {in_words(exc, 'write', self.autosaver.path)}"
            if self.autosave_error is None:
                self.app.toast(said, seconds=8)
            self.autosave_error = said

    def fold_autosave(self) -> None:
        """Fold the autosave's journal into one save file (the scene closes, the player
        saves), with the small picture of the board beside it. A failure keeps the
        journal, which still holds every move."""
        if self.autosaver is None:
            return
        written = self.autosaver.latest is not None
        try:
            self.autosaver.close()
        except OSError:
            return
        if written:
            self.write_thumbnail(self.autosaver.path)

    SHOWN_AS: tuple = ()   # the attributes ``show_as`` sets (scenes of games with hidden information)

    def kept_key(self, *parts) -> tuple | None:
        """As a scene's, with whose view is shown: a picture kept for one seat is never
        drawn for another (``shown_to_anyone``)."""
        key = super().kept_key(*parts)
        return key if key is None or not self.SHOWN_AS else (*key, *(getattr(self, n) for n in self.SHOWN_AS))

    @contextmanager
    def shown_to_anyone(self):
        """While this lasts, the scene draws what anyone at the table may see: while a game
        with hidden information goes on, no seat's secrets (a thumbnail is a file anyone can
        open: issue 30); then it shows what it showed before."""
        if not self.hidden_information or self.game.outcome() is not None:
            yield
            return
        before = [getattr(self, name) for name in self.SHOWN_AS]
        self.show_as(ANYONE)
        try:
            yield
        finally:
            for name, value in zip(self.SHOWN_AS, before):
                setattr(self, name, value)

    def write_thumbnail(self, path) -> None:
        """The board as it stands, small, beside the save (the Load screen shows it), as
        anyone at the table may see it."""
        try:
            with self.shown_to_anyone():
                picture = thumbnail.png_of(self)
            saves.write_atomic(library.thumbnail_path(path), picture)
        except (OSError, pygame.error):
            pass  # a save without its picture is still a save

    def exit(self) -> None:
        self.close_worker()
        self.fold_autosave()
        if self.autosaver is not None:
            lock.release(self.autosaver.path)  # another window may open the game now

    def default_name(self) -> str:
        return self.save_name or f"{self.rules.title}, {datetime.datetime.now():%d %b %Y %H:%M}"

    def save(self) -> None:
        """Ask for the save's name, then save (the same name as the file the game came from
        saves over it; another name makes a new file)."""
        self.app.push(TextInputScene(self.app, "Save the game", self.save_as, self.default_name(),
                                     message=describe(self.game)))

    def save_as(self, name: str, over: bool = False) -> None:
        """Save under ``name``: over the file the game came from when the name is its own
        (asking first when another window saved that file since, unless ``over``), else
        in a new file."""
        name = name or self.default_name()
        reserved = None  # a new file's name, taken empty
        try:
            if self.save_path is None or name != self.save_name:
                self.save_path = reserved = launch.new_save_path(self.rules.game_id)
            elif not over and saves.digest_of(self.save_path) not in (self.save_seen, None):
                self._ask_before_saving_over(name)
                return
            self.save_seen = saves.save(self.game, self.save_path, name)
        except OSError as exc:
            if reserved is not None:
                with suppress(OSError):
                    reserved.unlink()  # the empty file of a save that failed
            explain(self.app, "Not saved", in_words(exc, 'write', self.save_path))
            return
        self.save_name = name
        self.write_thumbnail(self.save_path)
        if self.autosaver is not None:
            self.autosaver.name = name
            self.autosaver.game = None  # the autosave's head takes the name at once
        self.fold_autosave()
        self.app.toast(f"Saved as \"{name}\" (Load lists it)", theme.GOOD, 3)

    def _ask_before_saving_over(self, name: str) -> None:
        """The save file changed since this window read or wrote it (another window saved
        it): save over it, or as a new file, or not at all."""
        def as_new() -> None:
            self.save_path = None
            self.save_as(name)
        self.app.push(ChoiceScene(self.app, "This save changed since you opened it", [
            ("Save as a new file", as_new),
            ("Save over it", lambda: self.save_as(name, over=True)),
            ("Back", lambda: None),
        ], message=f"Another Sortie window saved \"{name}\" after this window opened it. Saving over it "
                   "replaces that window's game with this one.", width=560))

    # -- the records (records_db) ----------------------------------------------------------
    def records_key(self) -> str | None:
        """What a kept record of this game is filed under: its autosave (None: no autosave,
        as in the replay view, which records nothing)."""
        return f"kept:{self.autosaver.path.name}" if self.autosaver is not None else None

    def record_end(self) -> None:
        """The move just played ended the game: its record is written (a kept record of it
        gives way). Only a game that autosaves, once."""
        key = self.records_key()
        if key is None or self.game.outcome() is None or getattr(self, "_recorded", None) == len(self.game.moves):
            return
        self._recorded = len(self.game.moves)
        try:
            records_db.add_game(self.game, kept_key=key)
        except Exception as exc:  # noqa: BLE001 - a game's end never stops for its record
            self.app.toast(f"The game is not in the records: {exc}", theme.GOLD, 6)

    def keep_in_records(self) -> None:
        """The player keeps this unfinished game in the records: its public facts only."""
        try:
            records_db.keep_game(self.game, self.records_key())
        except Exception as exc:  # noqa: BLE001 - said, nothing lost
            explain(self.app, "Not kept", exc, tone=theme.GOLD)
            return
        self.app.toast("Kept in the records (Records on the title screen)", theme.GOOD, 4)

    # -- the record ------------------------------------------------------------------------
    def replay(self) -> None:
        """Open this game in the replay view, at its last move, in the view of the seat at the
        screen (every seat's once the game is over)."""
        self.app.push(self.app.scene_class("replay")(self.app, self.game, source=self.save_name or self.rules.title,
                                                     seat=self.viewer_seat()))

    def export_record(self) -> None:
        shared.export_record(self.app, self.game, self.save_name)

    def load(self) -> None:
        open_now = (self.autosaver.path if self.autosaver is not None else None, self.save_path)
        self.app.push(self.app.scene_class("load")(self.app, self._open, open_now))

    def _open(self, path) -> None:
        try:
            game = launch.load_game(path)
        except (saves.SaveError, ValueError) as exc:
            from .salvage import offer_play_on
            if not offer_play_on(self.app, exc, lambda partial: self.app.replace(self.app.scene_for(partial))):
                explain(self.app, "Not loaded", exc)
            return
        from .open_elsewhere import offer_elsewhere
        if offer_elsewhere(self.app, path, game, lambda copy: self.app.replace(self.app.scene_for(copy))):
            return
        self.app.replace(self.app.scene_for(game, save_path=Path(path)))

    # -- the map ---------------------------------------------------------------
    @property
    def map_path(self):
        """The Tiled file this game is drawn (and, for board games, played) on."""
        return self.game.map_path or games.default_map(self.rules.game_id)

    def reload_map(self) -> None:
        """F5: read the map and the game's data set (when it has one of the player's) again
        from disk; keep the game when it still fits them, else say why and play on as before."""
        from .. import datasets
        from ..datacheck import BadData
        g = self.game
        gid = self.rules.game_id
        path = self.map_path
        if path is None and g.data_set is None:
            self.app.toast("This game has no map or data set to reload", theme.GOLD)
            return
        data_hash = g.data_hash
        if g.data_set is not None:
            try:
                data_hash = datasets.data_for(gid, g.data_set).digest   # read afresh, checked
            except BadData as exc:   # the game goes on with its own rules and data, untouched
                from .modal import ProblemsScene, problem_lines
                folder = datasets.sets_folder(gid) / g.data_set
                self.app.push(ProblemsScene(self.app, f"Data set \"{g.data_set}\" not reloaded", (
                    f"The checker refuses the edited files (folder {folder}); the game goes on with the set "
                    "as it was. Fix these lines, then press F5 again:"), problem_lines(exc.problems, folder)))
                return
            except datasets.SetMissing as exc:
                explain(self.app, f"Data set \"{g.data_set}\" not reloaded", f"{exc}. The game goes on with the set as it was.")
                return
        try:
            rules = games.rules_for(gid, path, g.data_set, data_hash)
        except BadMap as exc:
            explain(self.app, "Map not reloaded", "The map checker refuses the edited map; the game goes on on the "
                    "map as it was. Fix these lines, then press F5 again:", [str(p) for p in exc.problems])
            return
        except ValueError as exc:  # the game's own board reader (MapError), a shipped file (DataFileError)
            explain(self.app, "Map not reloaded", f"{exc}. The game goes on on the map as it was.")
            return
        what = "map" if g.data_set is None else ("data set" if path is None else "map and data set")
        try:
            fresh = Game.replay(rules, g.seed, g.options, g.players, g.moves, map_path=g.map_path)
        except ReplayError as exc:
            explain(self.app, f"The game does not fit the edited {what}", f"{exc}. The game goes on as it was.")
            return
        fresh.computer = dict(g.computer)
        autosave = self.autosaver.path if self.autosaver is not None else False
        self.fold_autosave()
        self.app.replace(self.app.scene_for(fresh, save_path=self.save_path, autosave=autosave))
        if g.data_set is None:
            self.app.toast(f"Map reloaded from {path}", theme.GOOD, 3)
        else:
            same = "unchanged" if data_hash == g.data_hash else "edited"
            self.app.toast(f"Data set \"{g.data_set}\" reloaded ({same})" + (" and the map" if path else ""),
                           theme.GOOD, 3)

    # -- every mark explained (issue 15) ---------------------------------------------------
    def marks(self) -> list:
        """The things drawn this frame that have a meaning, as ``ui.marks.Mark(rect, term)``
        (screen rectangle, id of a term in assets/legend/<game id>.yaml), in drawing order
        (the last one is on top): those the last whole paint noted in ``self.drawn_marks``
        (each game's drawing adds its own where it draws them)."""
        return list(self.drawn_marks.marks)

    def legend_picture(self, term_id: str, size: tuple[int, int]) -> pygame.Surface | None:
        """The thing term_id names, drawn with the scene's own art on a transparent surface of
        that size, for the legend; None: the legend shows the name alone."""
        return None

    def legend_term(self, term_id: str):
        """The legend's entry for term_id (None: the game has no legend yet, or no such term)."""
        if not marks_ui.has_legend(self.rules.game_id):
            return None
        return marks_ui.legend(self.rules.game_id).term(term_id)

    def open_legend(self, at: str | None = None) -> None:
        """The legend panel (L): every term with its picture, then the glossary; ``at``: a
        term or glossary id to show first."""
        from .legend import LegendScene
        if not marks_ui.has_legend(self.rules.game_id):
            self.app.toast("This game has no legend yet", theme.GOLD)
            return
        self.mark_hover.clear()
        self.app.push(LegendScene(self.app, self, at=at))

    def _hover_moved(self, pos) -> None:
        if self.moving or self.app.stack.top is not self:
            self.mark_hover.clear()
            return
        self._hover_key = moves_key(self.game)
        self.mark_hover.moved(pos, self.marks())

    def pointer_words(self) -> list:
        """Where the scene shows words of its own at the pointer now (a hovered hex's label,
        a move's cost): a mark's tooltip never covers them (subclasses say where)."""
        return []

    def _glossary_at_hover(self) -> str | None:
        term = self.mark_hover.term if self.mark_hover.shown is not None else None
        if term is None:
            return None
        return term.see[0] if term.see else term.id

    def think(self, dt: float, animating: bool) -> bool:
        going = super().think(dt, animating)
        if self.mark_hover.mark is not None and (animating or moves_key(self.game) != self._hover_key):
            self.mark_hover.clear()  # what was under the mouse moved or changed
        self.mark_hover.tick(dt)
        return going

    def wake_in(self) -> float | None:
        return self.mark_hover.waiting()

    def pause(self) -> None:
        super().pause()
        self.mark_hover.clear()

    def draw_overlay(self, surface) -> None:
        super().draw_overlay(surface)
        self.mark_hover.draw(surface)

    def _marks_handle(self, event) -> bool:
        """Hovering marks, L for the legend, a click on a tooltip for its glossary entry."""
        if event.type == pygame.MOUSEMOTION:
            if getattr(event, "focus", False):   # the keyboard's focus: the focused thing's own tooltip shows
                self.mark_hover.clear()
            else:
                self._hover_moved(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            shown = self.mark_hover.shown
            if event.button == 1 and shown is not None and shown.collidepoint(event.pos):
                self.open_legend(self._glossary_at_hover())
                return True
            self.mark_hover.clear()
            return False
        if commands.pressed(event, "legend"):
            self.open_legend(self._glossary_at_hover())
            return True
        return False

    def button_tip(self, button) -> str:
        """What a button that plays a move does, in its game's words before it is played
        (``Rules.describe`` on what the seat may see: never its result; issue 31)."""
        describe = getattr(self.rules, "describe", None)
        if button.action is None or describe is None:
            return ""
        try:
            words = describe(self.game.view(self.viewer_seat()), button.action)
        except Exception:  # noqa: BLE001 - a tooltip never stops the game
            return ""
        if self.game.outcome() is None and reveals(self.rules, self.game, str(button.action)):
            words = words.rstrip(".") + ". It turns up a card or rolls a die: once played, it cannot be taken back"
        return words

    # -- menus -----------------------------------------------------------------
    def open_menu(self) -> None:
        if self.remote is not None:   # an online table: the server keeps the game (online.py)
            return self.remote.open_menu()
        self.app.push(ChoiceScene(self.app, "Game menu", [
            ("Resume", lambda: None),
            ("Save", self.save),
            ("Load", self.load),
            ("Replay this game", self.replay),
            ("Export the record", self.export_record),
            (f"Rules reference ({commands.words('rules')})", self.open_rules),
            ("How to play", self.open_howto),
            (f"Legend of the marks ({commands.words('legend')})", self.open_legend),
            ("Settings", lambda: self.app.push(self.app.scene_class("settings")(self.app))),
            *([("Keep in the records", self.keep_in_records)]   # an unfinished game (docs/RECORDS.md)
              if self.game.outcome() is None and self.records_key() else []),
            ("Quit to title", self.app.to_title),
        ], message=f"{self.played_with()} Every move is autosaved: Continue on the title screen resumes it.", width=600))

    def played_with(self) -> str:
        """What the game is played with, in a sentence: the data set and the map (the
        edited map by its file's name)."""
        data = f"the data set \"{self.game.data_set}\"" if self.game.data_set else "House data"
        where = f"the map {Path(self.game.map_path).name}" if self.game.map_path else "its shipped map"
        return f"Played with {data} on {where}."

    PHASES: dict = {}   # the game's phase table (game/rules/<game>/phases.py): state.phase -> Phase

    def open_howto(self) -> None:
        from .howto import HowToScene
        self.app.push(HowToScene(self.app, self.rules.game_id, self.rules.title))

    def step_rule(self) -> str | None:
        """The rule of the step the player is at (by default, the rule of the game's phase)."""
        phase = self.PHASES.get(getattr(self.game.state, "phase", None))
        return phase.rule if phase else None

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

    def open_cited(self, cite: str) -> bool:
        """A click on a rule citation (in a toast, a step label or the log): the rules reader
        opens at that rule. False when the words cite no rule of this game."""
        from ..rulebook import cited_rule
        rule = cited_rule(cite, self.rules.game_id)
        if rule is None:
            return False
        self.open_rules(rule)
        return True

    cite_spots: list | tuple = ()  # (rect, citation) of the rule citations the scene's step labels drew

    def cited_at(self, pos) -> str | None:
        """The rule citation drawn at a point: the step label's, or a log entry's."""
        for rect, cite in list(self.cite_spots) + list(self.log.cite_spots):
            if rect.inflate(6, 6).collidepoint(pos):
                return cite
        return None

    def open_rules(self, at: str | None = None) -> None:
        from .rules_ref import RulesScene
        self.app.push(RulesScene(self.app, self.rules.game_id, self.rules.title, at=at or self.rule_now(),
                                 data=self.rules.data))

    def handle(self, event) -> bool:
        if self._marks_handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cite = self.cited_at(event.pos)   # a rule citation clicked: the reader opens there
            if cite is not None and self.open_cited(cite):
                return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.log.rect.collidepoint(event.pos)):   # a rule cited in the log opens there
            from ..rulebook import citations, split_cited
            entry = self.log.entry_at(event.pos)
            cited = citations(entry) if entry else []
            if cited:
                self.open_rules(cited[-1])
                return True
            if entry and self.open_cited(split_cited(entry)[1] or "()"):  # Thunderbirds' bare "(7.9)"
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if not self.back_out():
                    self.open_menu()
                return True
            for name, do in (("rules", self.open_rules), ("undo", self.undo), ("reload map", self.reload_map),
                             ("hint", self.ask_hint), ("menu", self.open_menu)):
                if commands.pressed(event, name):   # the player's keys (Settings > Keys, ui/command_table.py)
                    do()
                    return True
        if self.log.handle(event):
            return True
        if (self.computer_to_move() and not self.box_open()
                and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)):
            return True  # the computer's turn: the board takes no input (but a box over it closes)
        return self.handle_board(event)

    def handle_board(self, event) -> bool:
        """The board's share of an event (what ``handle`` leaves): a mouse move tells the
        scene what is under the mouse (``point_at``); ``board_first`` may answer an event
        before the buttons do; then the buttons take their clicks and keys; then the board
        its clicks, drags and keys (``click_board``)."""
        if event.type == pygame.MOUSEMOTION:
            self.point_at(event.pos)
        first = self.board_first(event)
        if first is not None:
            return first
        if self.buttons.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            return False
        if self.remote is not None and self.remote.watching and event.type == pygame.MOUSEBUTTONDOWN:
            self.refuse(self.remote.WATCHING)   # a spectator's board is read, never played on
            return True
        return self.click_board(event)

    # -- play by keys (issue 35) -------------------------------------------------------
    def focus_targets(self) -> list:
        """The buttons, then the board's pieces and cells where a legal move starts."""
        return super().focus_targets() + self.board_targets()

    def first_click(self, action) -> tuple[int, int] | None:
        """Where on the board a click starts the way to ``action`` now (None: a button or a
        key does, or nothing): each game's scene says it with the helper its tests click by."""
        return None

    def back_out(self) -> bool:
        """Esc: drop a choice half made on the board (a piece selected); False: none, the menu opens."""
        return False

    FOCUS_ROUND = True   # the board's focus rings are circles (hexes, counters), else boxes (squares, cards)

    def focus_rect(self, pos) -> pygame.Rect:
        """The box the focus ring goes round for a board point (each game: its cell or piece)."""
        return pygame.Rect(pos[0] - 15, pos[1] - 15, 30, 30)

    def cell_box(self, view, pos) -> pygame.Rect:
        """The box round the board view's cell at ``pos`` (a hex or a square), else the default."""
        cell = view.cell_at(pos)
        if cell is None:
            return GameScene.focus_rect(self, pos)
        xs, ys = zip(*view.outline(cell))
        box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)), int(max(ys) - min(ys)))
        side = min(box.width, box.height)   # a hex's ring: the circle inside its corners
        return pygame.Rect(box.centerx - side // 2, box.centery - side // 2, side, side) if self.FOCUS_ROUND else box

    def board_targets(self) -> list:
        """The board's focusable things: one per point where a click starts a legal move
        (``first_click`` of each offered move), in reading order; their tooltip says the move
        when a single one starts there."""
        if self.app.stack.top is not self:
            return []
        buttons = [b.rect for b in self.buttons.buttons]
        points: dict[tuple, list] = {}
        for action in self.offered_actions():
            try:
                pos = self.first_click(action)
            except Exception:  # noqa: BLE001 - a point not found is a point not offered
                pos = None
            if pos is not None and not any(r.collidepoint(pos) for r in buttons):
                points.setdefault((int(pos[0]), int(pos[1])), []).append(action)
        out = []
        for pos, actions in points.items():
            rect = self.focus_rect(pos)
            out.append(Target(rect, ("at", pos), pos, lambda acts=actions: self._focus_tip(acts), board=True,
                              round=self.FOCUS_ROUND, actions=actions))
        return out

    def _focus_tip(self, actions) -> str:
        """A board point's tooltip: its move in words when one move starts there, else how many."""
        if len(actions) == 1:
            return self.button_tip(Button(pygame.Rect(0, 0, 1, 1), "", action=actions[0]))
        return f"{len(actions)} moves start here: press Enter, then choose"

    def point_at(self, pos) -> None:
        """The mouse moved to ``pos``: what is under it (a cell, a target) for the drawing."""

    def board_first(self, event) -> bool | None:
        """An event the board answers before its buttons (a card shown over them, a key of
        the board's own): True or False, the answer; None, on to the buttons."""
        return None

    def click_board(self, event) -> bool:
        """A click, drag or key the buttons did not take: the game's board; True when taken."""
        return False
