"""What a game scene does for the seats the computer plays, and for the hint (H).

The search runs in a worker process (game/ai/worker.py): the scene asks, keeps drawing
(``think`` returns True, so frames go on), and plays the answer through ``perform`` like a
click, once the animations of the last move are over and a short pause has passed (scaled
by the animation speed setting), so its moves look and log like a person's. Esc, the menu,
F1 and quitting work while it thinks; a scene that closes ends the worker.

The hint thinks ahead (issue 33): once the player has pressed H in the scene, whenever a
person's seat is to move in a local game that is on, and nothing else is asked, the worker
works out that seat's hint unseen (purpose "ahead"), and keeps the answer with its position;
H then shows it at once, or, while it runs, shows it when it comes, without asking again. A
player who never presses H spends no core on hints. A changed position, or a screen over the
game (the menu, the rules, the Load screen), voids it: the worker drops it
(``Worker.drop``), so the computer's next question starts at once.

The screen always shows a person's seat: the seat to move when a person plays it, else
the last person's seat (``viewer_seat``), so the computer's hidden information is never
drawn. No hand-off screen between a person and the computer (``needs_hand_off``).

While the computer plays (issue 31) the screen speaks of it, never to the person: the
headline is "<seat> (computer) is playing" (``aside``), no legal move is offered
(``offered_actions``: no highlights, rings or move buttons), Undo is disabled with the
reason (``undo_refusal``), and it waits while a box the player closes is over the game
(``box_open``: Carrier Strike's dogfight show) as it waits under any scene on the stack.
"""
from __future__ import annotations

import math
import random

import pygame

from .. import ai
from ..ai.words import move_words
from ..ui import theme
from . import hint_card

PAUSE = 0.7      # seconds between two computer moves at the normal animation speed
MIN_PAUSE = 0.15  # ... and with animations off, so that a reply is still seen arriving


def ring_rects(marks) -> list[pygame.Rect]:
    """The rectangles the hint rings: marks whose rings would touch or cross (neighbouring
    hexes, a token on its square) are ringed once, round them all."""
    rects = [pygame.Rect(r) for r in marks]
    merged = True
    while merged:
        merged = False
        for i, a in enumerate(rects):
            for j in range(i + 1, len(rects)):
                if a.inflate(16, 16).colliderect(rects[j].inflate(16, 16)):
                    rects[i] = a.union(rects.pop(j))
                    merged = True
                    break
            if merged:
                break
    return rects


class ComputerSeats:
    """Mixed into GameScene. Subclasses may override ``show_hint`` (highlight a move) and
    ``describe_move`` (the move in the words the screen uses)."""

    remote = None   # an online table's seats played at other computers (online.RemoteSeats; issue 29)

    def init_computer(self) -> None:
        self.remote = getattr(self.game, "remote", None)   # an online table's other seats (online.RemoteSeats)
        if self.remote is not None:
            self.remote.scene = self
        self.computer: dict = dict(getattr(self.game, "computer", {}) or {})
        self.worker = None  # the search's process (ai.worker.Worker), made on first need
        self.asked_for = None     # (moves key, seat, purpose) of the question being answered
        self.answer = None
        self.thinking_seat: str | None = None
        self.think_time = 0.0
        self.pause_left = 0.0
        self.hint_answer: dict | None = None   # {"notation", "line", "key"} of the hint shown
        self.hints_wanted = False   # H was pressed in this scene: from then on the hint thinks ahead
        self.ahead: dict | None = None   # {"key", "seat", "answer"}: the hint last worked out ahead
        self.last_person = next((s for s in self.game.players if s not in self.computer), None)
        if self.game.outcome() is None and self.game.to_move() not in self.computer:
            self.last_person = self.game.to_move()

    # -- who is who ---------------------------------------------------------------------
    def is_computer(self, seat) -> bool:
        return seat in self.computer

    def computer_to_move(self) -> bool:
        return bool(self.computer) and self.game.outcome() is None and self.game.to_move() in self.computer

    def viewer_seat(self) -> str | None:
        """The seat whose view is drawn: the seat to move if a person plays it, else the last
        person's seat (None when the computer plays every seat: the seat to move)."""
        if self.remote is not None:   # an online table: always this computer's seat
            return self.game.seat
        if self.game.outcome() is None:
            seat = self.game.to_move()
            if seat not in self.computer:
                return seat
        if self.last_person is not None:
            return self.last_person
        return self.game.to_move() if self.game.outcome() is None else None

    def needs_hand_off(self, new_seat: str | None) -> bool:
        """A hand-off screen only between two different people: never to or from the computer,
        never at an online table (nobody shares the screen)."""
        if self.remote is not None:
            return False
        if not self.computer:
            return True
        return new_seat is not None and new_seat not in self.computer and new_seat != self.last_person

    def note_person(self) -> None:
        if self.game.outcome() is None and self.game.to_move() not in self.computer:
            self.last_person = self.game.to_move()

    # -- the worker ---------------------------------------------------------------------
    def _key(self):
        g = self.game
        return g.revision, len(g.history)

    def _ask(self, seat: str, level: str, purpose: str) -> None:
        if self.worker is None:
            from ..ai.worker import Worker  # here: multiprocessing costs a scene without a computer 4 MiB
            self.worker = Worker()
        hint = purpose in ("hint", "ahead")   # (the same seed: the same hint, worked out ahead or on H)
        seed = ai.search_seed(self.game.seed, seat, len(self.game.history), "hint" if hint else "")
        self.worker.ask(self.game, seat, level, seed, quick_single=not hint)
        self.asked_for = (self._key(), seat, purpose)
        self.answer = None
        self.thinking_seat = None if purpose == "ahead" else seat   # (thinking ahead shows nothing)
        self.think_time = 0.0

    def stop_thinking(self) -> None:
        """Void the question asked: the worker drops it and stays for the next."""
        if self.worker is not None:
            self.worker.drop()
        self.asked_for, self.answer, self.thinking_seat = None, None, None

    def close_worker(self) -> None:
        if self.remote is not None:
            self.remote.close()
        self.stop_thinking()
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    def think(self, dt: float, animating: bool) -> bool:
        """Each frame (App.step): ask, collect, and play the computer's moves. True while
        the computer thinks or waits to play (frames keep drawing). The log keeps its last
        lines above the card of the thinking seat or of the hint."""
        if self.remote is not None:
            self.remote.poll()   # what the table's connection brought (never waits)
        busy = self._think(dt, animating)
        self.keep_log_clear()
        return busy

    def _think(self, dt: float, animating: bool) -> bool:
        if self.asked_for is not None and self.asked_for[0] != self._key():
            self.stop_thinking()  # the position changed (a move, an undo): that question is void
        if self.asked_for is not None and self.asked_for[2] == "ahead" and not self._on_top():
            self.stop_thinking()  # the menu, the rules, a box: thinking ahead waits until they close
        if self.asked_for is not None and self.answer is None:
            self.think_time += dt
            self._collect()
        if not self.computer_to_move():
            self._think_ahead()
            return self.asked_for is not None and self.asked_for[2] != "ahead"
        if not self._on_top():
            return self.asked_for is not None  # a menu, the rules or a box are up: the move waits
        seat = self.game.to_move()
        if self.asked_for is None:
            self._ask(seat, ai.seat_kind(self.rules.game_id, self.computer[seat]), "move")
            self.pause_left = self.pace()
            return True
        self.pause_left -= dt
        if self.answer is None or animating or self.pause_left > 0:
            return True
        answer, self.asked_for, self.answer = self.answer, None, None
        notation = answer.get("notation")
        if notation is None:  # a defect of the search: logged (never shown), a legal move played instead
            from .. import defects
            defects.log(f"{self.rules.game_id} seed {self.game.seed} move {len(self.game.history) + 1}: a computer "
                        f"decision fell back to a legal move ({answer.get('error', 'no answer')})",
                        answer.get("traceback", ""))
            notation = str(random.Random(len(self.game.history)).choice(self.game.legal_actions()))
        self.hint_answer = None
        self.perform(notation)
        return True

    def _collect(self) -> None:
        """The worker's answer, once it has come: a hint's shown, a hint worked out ahead kept,
        a move's left for ``_think`` to play."""
        answer = self.worker.poll()
        if answer is None:
            return
        self.answer = answer
        self.thinking_seat = None
        position, seat, purpose = self.asked_for
        if purpose == "hint":
            self._show_hint_answer(answer)
        elif purpose == "ahead":
            self.ahead = {"key": position, "seat": seat, "answer": answer}
        if purpose != "move":
            self.asked_for, self.answer = None, None

    def _think_ahead(self) -> None:
        """Once H has been pressed, the hint of the person's seat to move worked out unseen
        (issue 33): in a local game that is on, while nothing else is asked and nothing is over
        the game, unless it is kept or shown already."""
        if not self.hints_wanted or self.remote is not None or self.asked_for is not None:
            return
        if self.game.outcome() is not None or self.computer_to_move() or not self._on_top():
            return
        key = self._key()
        if (self.ahead is not None and self.ahead["key"] == key) or self.hint_shown() is not None:
            return
        self._ask(self.game.to_move(), ai.hint_level(self.rules.game_id), "ahead")

    def _on_top(self) -> bool:
        """Nothing over the game: no other screen (the menu, the rules, Load) and no box."""
        return self.app.stack.top is self and not self.box_open()

    def box_open(self) -> bool:
        """A box over the game that the player closes (a dogfight's result): nothing the
        computer does happens behind it (issue 31). Scenes with such boxes override it."""
        return False

    # -- what the screen says while the person at it has nothing to do (issue 31) -------------
    waiting_pass: str | None = None   # the seat whose move waits on the end-of-turn panel (end_turn.py)

    def computer_playing(self) -> str:
        """"<seat> (computer) is playing" while a computer seat is to move, else ""."""
        if not self.computer_to_move():
            return ""
        return f"{self.game.seat_name(self.game.to_move())} (computer) is playing"

    def aside(self) -> tuple[str, str] | None:
        """(headline, detail) every game's scene shows in place of its prompts while the
        person at the screen has no move to make: the computer plays, or the move just made
        waits on the end-of-turn panel (the header names the mover, never the next seat);
        None when the prompts are the person's."""
        if self.remote is not None:
            return self.remote.aside()
        playing = self.computer_playing()
        if playing:
            return playing, "Its moves show on the board and in the log; wait for your turn"
        if self.waiting_pass is not None and self.game.outcome() is None:
            return (f"{self.game.seat_name(self.waiting_pass)}: your move is made",
                    "look at the board, then answer on the panel over the log")
        return None

    def seat_shown(self) -> str | None:
        """The seat the header and the panels name: the mover while the end-of-turn panel
        waits, else the seat to move (None once the game is over)."""
        if self.game.outcome() is not None:
            return None
        return self.waiting_pass or self.game.to_move()

    def offered_actions(self) -> list:
        """The legal actions the screen offers: none while ``aside`` speaks (no highlights,
        no rings, no move buttons for the computer's pieces or the next seat's), none once
        the game is over."""
        if self.game.outcome() is not None or self.aside() is not None:
            return []
        return self.game.legal_actions()

    def undo_refusal(self) -> str:
        """Why Undo is disabled now ("": it is not): against the computer, while it plays, or
        when your last decision and its replies cannot be taken back (``undo_count``); in a
        game of people, the game's own reason."""
        if not self.computer:
            return "" if self.game.can_undo() else self.game.undo_reason()
        if self.computer_to_move():
            return f"{self.computer_playing()}: undo once it is your move"
        return self.game.undo_step(None, self.computer)[1]   # nothing of yours yet, or a revealed result

    def pace(self) -> float:
        return max(MIN_PAUSE, PAUSE * self.app.settings.animation_scale)

    def while_computer_moves(self, buttons: list) -> list:
        """A scene's buttons, less the moves while ``aside`` speaks (the computer's seat is to
        move, the end-of-turn panel waits): Undo, Menu and the way back to the title stay."""
        if self.aside() is None:
            return buttons
        return [b for b in buttons if b.label in ("Undo", "Menu", "Back to title", "Back to the title")]

    # -- undo against the computer -------------------------------------------------------------
    def undo_count(self) -> int:
        """Moves an undo takes back: the computer's replies and the person's last move before
        them (one move in a game of people only; ``Game.undo_step``)."""
        return self.game.undo_step(None, self.computer)[0]

    # -- the hint ------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        if self.game.outcome() is not None:
            self.app.toast("The game is over: no hint", theme.GOLD)
            return
        if self.remote is not None:
            self.remote.ask_hint()   # the table's server searches, from this seat's view
            return
        seat = self.game.to_move()
        if seat in self.computer:
            self.app.toast("The computer is to move: a hint is for your own moves", theme.GOLD)
            return
        self.hints_wanted = True   # from now on the hint thinks ahead (issue 33)
        key = self._key()
        if self.asked_for is not None and self.asked_for[0] != key:
            self.stop_thinking()   # (a move since the last frame: that question is void)
        if self.asked_for is not None and self.asked_for[2] == "ahead":
            self._collect()   # (its answer may have come since the last frame)
        kept = self.ahead
        if kept is not None and kept["key"] == key and kept["seat"] == seat and "error" not in kept["answer"]:
            self._show_hint_answer(kept["answer"])   # worked out ahead: at once
            return   # (one that failed is asked again, as H would have)
        if self.asked_for is not None:
            if self.asked_for[2] == "ahead":   # working it out already: shown from now on, when it comes
                self.asked_for = (key, seat, "hint")
                self.thinking_seat, self.think_time = seat, 0.0
                self.app.changed()
            return
        self._ask(seat, ai.hint_level(self.rules.game_id), "hint")

    def _show_hint_answer(self, answer: dict) -> None:
        if "error" in answer:
            from .. import defects
            defects.log(f"{self.rules.game_id} seed {self.game.seed}: the hint's search failed ({answer['error']})",
                        answer.get("traceback", ""))
            self.app.toast("No hint this time", theme.GOLD)
            return
        adapter = ai.adapter_for(self.rules)
        legal = set(self.game.legal_notations())
        top = [t for t in answer.get("top") or [answer] if t["notation"] in legal] or [answer]
        rows = [{"notation": t["notation"], "words": self.describe_move(t["notation"]), "estimate": adapter.hint_text(t),
                 "short": adapter.hint_short(t), "visits": t.get("visits"), "tied": bool(t.get("tied")),
                 "ahead": bool(t.get("ahead"))}
                for t in top]
        first = rows[0]
        self.hint_answer = {"notation": answer["notation"], "line": f"Hint: {first['words']} ({first['estimate']})",
                            "words": first["words"], "estimate": first["estimate"], "top": rows,
                            "playouts": answer.get("playouts", 0), "key": self._key()}
        self.show_hint(answer["notation"])
        self.app.changed()

    def describe_move(self, notation: str) -> str:
        """The move in the log's words, played on positions sampled from what the seat to move
        sees (never on the game's own: issue 30); a move that draws a card or rolls a die, or
        whose words hang on something hidden, in its game's words before it is played, without
        its result (issue 31: game/ai/words.py)."""
        return move_words(self.rules, self.game, notation)

    def show_hint(self, notation: str) -> None:
        """Called once the hint has come (subclasses may select something)."""

    def hint_rects(self, action) -> list:
        """Where the suggested move is on the board (subclasses: cells, units, compartments)."""
        return []

    def _hint_marks(self, notation: str) -> list:
        rects = []
        row = getattr(self, "buttons", None)
        for b in getattr(row, "buttons", ()):
            if b.action is not None and str(b.action) == notation:
                rects.append(b.rect)
        try:
            rects += self.hint_rects(self.rules.parse(notation))
        except Exception:  # noqa: BLE001 - a highlight never stops the game; the line still says it
            pass
        return rects

    def hint_shown(self) -> str | None:
        """The notation of the hint for the position on screen, else None."""
        if self.hint_answer is not None and self.hint_answer["key"] == self._key():
            return self.hint_answer["notation"]
        return None

    # -- drawing -------------------------------------------------------------------------------
    @property
    def hint_area(self) -> pygame.Rect:
        """Where the thinking line and the hint's card go: the foot of the log panel (the
        place the scene reads messages in), so they never cover the board or its buttons."""
        return self.toast_area

    def _card(self):
        """The card shown now (hint_card.Card): the thinking line or the hint's, else None."""
        if self.thinking_seat is not None:
            purpose = self.asked_for[2] if self.asked_for else "move"
            who = "Working out a hint" if purpose == "hint" else f"{self.game.seat_name(self.thinking_seat)} (computer) is thinking"
            still = self.app.settings.reduce_motion   # (issue 35: nothing pulses)
            dots = "..." if still else "." * (1 + int(self.think_time * 3) % 3)
            return hint_card.thinking(who, dots)
        if self.hint_answer is not None and self.hint_answer["key"] == self._key():
            return hint_card.hint(self.hint_answer, self.hint_area)
        return None

    def keep_log_clear(self) -> None:
        """The log's last lines stay above the card at its foot (redrawn when that changes)."""
        log = getattr(self, "log", None)
        if log is None:
            return
        card = self._card()
        foot = 0 if card is None else card.height(self.hint_area.width - 16) + 6
        if foot != log.foot:
            log.foot = foot
            self.app.changed()

    def draw_overlay(self, surface) -> None:
        """The thinking indicator, or the hint: its marks on the board and its card."""
        card = self._card()
        if card is None:
            return
        if self.thinking_seat is None:
            # each suggested thing ringed (rings that would cross merge into one round both);
            # no tag: the card names the pink rings, and a tag would cover words or tokens
            for rect in ring_rects(self._hint_marks(self.hint_answer["notation"])):
                pygame.draw.rect(surface, (12, 12, 20), rect.inflate(14, 14), 4, border_radius=9)
                pygame.draw.rect(surface, theme.HINT, rect.inflate(8, 8), 4, border_radius=7)
        pulse = 1.0 if self.app.settings.reduce_motion else 0.5 + 0.5 * math.sin(self.think_time * 4)
        hint_card.draw(surface, self.hint_area, card, pulse)
