"""One table of the server: a ``Game`` with its seats, their tokens and the computer's
seats, and what each seat receives. No networking here: the server (server.py) carries
these messages, the tests read them in-process.

What a seat receives is written from what it may see (docs/FAIRNESS.md): each move's
notation as ``notation_seen`` lets that seat read it, the log's lines (which never name a
secret), the seat to move, and only for the seat to move its own legal moves. The seed and
its salt leave the table only in the end message, after the game is over."""
from __future__ import annotations

import datetime
import hashlib
import hmac
import secrets

from .. import games
from ..rules.core import NotationError, events_seen, notation_seen
from ..rules.seats import seat_words
from ..session.game import Game
from .protocol import Refused

ONLINE_GAMES = ("battaglia-navale", "steam-torpedo", "carrier-strike")   # the solitaire games gain nothing
_CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"   # no 0/O, 1/I: read aloud and typed by hand


def new_code(taken) -> str:
    while True:
        code = "".join(secrets.choice(_CODE_LETTERS) for _ in range(6))
        if code not in taken:
            return code


def new_token() -> str:
    return secrets.token_urlsafe(24)   # 192 bits


def seed_hash(salt: str, seed: int) -> str:
    """The commitment published at a table's creation: SHA-256 of the salt and the seed."""
    return hashlib.sha256(f"sortie-seed:{salt}:{seed}".encode()).hexdigest()


class Table:
    def __init__(self, code: str, game: Game, salt: str, commitment: str, computer: dict, tokens: dict,
                 created: str, lines: list | None = None):
        self.code, self.game, self.salt, self.seed_hash = code, game, salt, commitment
        # each move's log lines: the game keeps no history of events or positions (an undo
        # replays the table from its seed: undo_plan), which keeps a table small
        self.lines: list[list[str]] = lines if lines is not None else [[e.text for e in p.events] for p in game.history]
        self.computer = dict(computer)   # seat -> level, played on the server
        self.tokens = dict(tokens)       # seat -> token, of the seats taken
        self.created = created
        self.thinking = False            # the computer is choosing a move for this table
        self.last_events: list = []      # the last move's events (wire.EVENTS_SENT)
        self.chat: list[dict] = []       # the chat's last lines (store.CHAT_KEPT): k, seat, text, at
        game.computer = dict(computer)

    @classmethod
    def new(cls, code: str, game_id: str, options: dict, computer: dict, seed: int | None = None) -> "Table":
        if game_id not in ONLINE_GAMES:
            if game_id in games.GAMES:
                raise Refused(f"{games.GAMES[game_id].title} is played alone: it has no online table")
            raise Refused(f"Unknown game; the games played online are {', '.join(ONLINE_GAMES)}")
        rules = games.rules_for(game_id)
        options = checked_options(rules, options)
        seed = secrets.randbits(62) if seed is None else seed
        game = Game(rules, seed, options, keep_history=False)
        for seat, level in computer.items():
            if seat not in game.players or level not in ("easy", "normal", "hard"):
                names = ", ".join(game.seat_name(s) for s in game.players)
                raise Refused(f"The computer plays a seat of this game ({names}) at easy, normal or hard")
        salt = secrets.token_hex(16)
        created = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
        return cls(code, game, salt, seed_hash(salt, seed), computer, {}, created)

    @classmethod
    def from_row(cls, row: dict) -> "Table":
        rules = games.rules_for(row["game"])
        game = Game(rules, row["seed"], row["options"], row["players"], keep_history=False)
        lines = [[e.text for e in game.play(move)] for move in row["moves"]]
        table = cls(row["code"], game, row["salt"], row["seed_hash"], row["computer"], row["tokens"], row["created"],
                    lines)
        table.chat = list(row.get("chat", ()))
        return table

    # -- seats -------------------------------------------------------------------------
    def name(self, seat: str | None) -> str:
        return self.game.seat_name(seat) if seat else "a spectator"

    def free_seats(self) -> list[str]:
        return [s for s in self.game.players if s not in self.tokens and s not in self.computer]

    def holds(self, seat: str, token: str) -> bool:
        """The token holds the seat (compared in constant time)."""
        kept = self.tokens.get(seat)
        return kept is not None and hmac.compare_digest(kept.encode(), token.encode())

    # -- play --------------------------------------------------------------------------
    def over(self) -> bool:
        return self.game.outcome() is not None

    def play(self, seat: str, notation: str, n: int, write=None) -> list:
        """Play ``notation`` for ``seat`` as the table's move number ``n + 1`` (n: the moves
        the client has seen); Refused with the rules' reason and rule otherwise. ``write(n +
        1, notation, seat)`` keeps the move (on the disk) after it is found legal and before it
        is played: a move that could not be kept is not played."""
        game = self.game
        if self.over():
            raise Refused("The game is over", "end of game")
        if n != len(game.history):
            raise Refused(f"The table has {len(game.history)} moves, not {n}: that move was sent for "
                          "another position", stale=True)
        mover = game.to_move()
        if mover != seat:
            raise Refused(f"It is {self.name(mover)}'s turn, not yours")
        try:
            refusal = game.why_not(notation)   # on a copy: a refused move costs no rebuilding
            notation = str(game.rules.parse(notation))   # as the game writes it
        except NotationError as exc:
            raise Refused(str(exc)) from None
        if refusal is not None:
            raise Refused(refusal.reason, refusal.rule)
        if write is not None:
            write(n + 1, notation, seat)
        events = game.play(notation)
        self.lines.append([e.text for e in events])
        self.last_events = events
        return events

    def undo_plan(self, seat: str, n: int):
        """Undo for ``seat`` (n: the moves the client has seen), as the app's undo decides it
        (``Game.undo_step``: only the seat's own last decision, with the computer's replies to
        it, never across a revealed card or roll). Returns ``work()``, which replays the game
        from its seed (once with history to decide, once without to the moves that stand: a
        game replays exactly from its seed and moves) and returns the game after the undo, or
        raises Refused with the reason; it reads nothing of the table, so it may run in a
        thread while the table plays on (``take_back`` then finds whether it still may)."""
        game = self.game
        if self.over():
            raise Refused("The game is over: its moves stand", "undo")
        if n != len(game.history):
            raise Refused("Another move came first: the undo was sent for an earlier position", stale=True)
        rules, seed, options, players = game.rules, game.seed, dict(game.options), list(game.players)
        moves, computer = game.moves, dict(self.computer)

        def work() -> Game:
            judge = Game.replay(rules, seed, options, players, moves)   # which moves revealed, and whose
            count, why = judge.undo_step(seat, computer)
            if why:
                raise Refused(why, "undo")
            fresh = Game(rules, seed, options, players, keep_history=False)
            for move in moves[:len(moves) - count]:
                fresh.play(move)
            fresh.computer = computer
            return fresh
        return work

    def take_back(self, fresh: Game, n: int, write=None) -> list[tuple[str, str, list]]:
        """The table as ``fresh`` (``undo_plan``'s work for the table at ``n`` moves), unless a
        move came meanwhile (Refused, stale). ``write(keep, count)`` removes the moves taken
        back from the disk before anything changes here. Returns the moves taken back:
        (notation, seat, log lines)."""
        game = self.game
        if n != len(game.history) or self.over():
            raise Refused("Another move came first: the undo was sent for an earlier position", stale=True)
        keep = len(fresh.history)
        taken = [(p.notation, p.seat, self.lines[k]) for k, p in enumerate(game.history) if k >= keep]
        if write is not None:
            write(keep, n - keep)
        self.game, self.lines, self.last_events = fresh, self.lines[:keep], []
        return taken

    def undone(self, seat: str | None, by: str, taken: list) -> dict:
        """Moves taken back by ``by`` as ``seat`` may read them, with the log's line saying so,
        and whose turn it is now."""
        over = self.over()
        seen = [{"move": notation_seen(self.game.rules, self.game.options, move, mover, seat, over), "by": mover,
                 "lines": lines} for move, mover, lines in taken]
        first = seen[0]
        what = first["lines"][0] if first["lines"] else first["move"]
        line = f"{self.name(by)} took back their move: {what}"
        if len(seen) > 1:
            line += " (and the computer's reply)" if len(seen) == 2 else f" (and the computer's {len(seen) - 1} replies)"
        out = {"kind": "undone", "table": self.code, "by": by, "by_name": self.name(by), "moves": seen, "line": line}
        out.update(self._turn(seat))
        return out

    # -- the chat ----------------------------------------------------------------------
    def say(self, seat: str, text: str, write=None) -> dict:
        """A line of the chat from ``seat`` (spaces and control characters tidied; Refused
        when nothing is left), kept by ``write(k, seat, text, at)`` before it is told."""
        from .store import CHAT_KEPT
        text = "".join(ch for ch in " ".join(text.split()) if ch.isprintable())   # tabs, newlines: one space
        if not text:
            raise Refused("Say something: the line is empty")
        k = self.chat[-1]["k"] + 1 if self.chat else 0
        at = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
        if write is not None:
            write(k, seat, text, at)
        line = {"k": k, "seat": seat, "text": text, "at": at}
        self.chat = self.chat[-(CHAT_KEPT - 1):] + [line]
        return self.said(line)

    def said(self, line: dict) -> dict:
        return {"kind": "said", "table": self.code, "seat": line["seat"], "name": self.name(line["seat"]),
                "text": line["text"], "at": line["at"]}

    # -- what a seat receives ----------------------------------------------------------
    def _seen(self, k: int, seat: str | None) -> str:
        p = self.game.history[k]
        return notation_seen(self.game.rules, self.game.options, p.notation, p.seat, seat, self.over())

    def _turn(self, seat: str | None) -> dict:
        game = self.game
        out = {"n": len(game.history), "over": self.over()}
        if not self.over():
            mover = game.to_move()
            out.update(to_move=mover, to_move_name=self.name(mover))
            if seat is not None and mover == seat:
                out["legal"] = game.legal_notations()
        return out

    def snapshot(self, seat: str | None, here: set) -> dict:
        """The whole table as ``seat`` may see it (None: a spectator): on joining."""
        game = self.game
        seats = [{"seat": s, "name": self.name(s),
                  "who": "computer" if s in self.computer else ("open" if s not in self.tokens else "player"),
                  "here": s in here or s in self.computer} for s in game.players]
        moves = [{"move": self._seen(k, seat), "by": p.seat, "lines": self.lines[k]}
                 for k, p in enumerate(game.history)]
        out = {"kind": "table", "table": self.code, "game": game.rules.game_id, "title": game.rules.title,
               "you": seat, "options": dict(game.options), "seats": seats, "seed_hash": self.seed_hash,
               "setup": [e.text for e in game.setup_events], "moves": moves,
               "chat": [self.said(line) for line in self.chat]}
        out.update(self._turn(seat))
        return out

    def update(self, seat: str | None, k: int) -> dict:
        """Move number ``k + 1`` (index k) as ``seat`` may see it, and whose turn it is now."""
        p = self.game.history[k]
        out = {"kind": "update", "table": self.code, "move": self._seen(k, seat), "by": p.seat,
               "by_name": self.name(p.seat), "lines": self.lines[k]}
        out.update(self._turn(seat))
        return out

    def with_view(self, msg: dict, seat: str | None, wanted: bool) -> dict:
        """``msg`` with its seat's view of the board (wire.py) when the connection asked
        for views (the app draws its scene from it); a spectator's is the view of no seat."""
        if wanted:
            from .wire import EVENTS_SENT, encode
            msg["view"] = encode(self.game.rules.view(self.game.state, seat))
            if msg["kind"] == "update" and self.game.rules.game_id in EVENTS_SENT:   # as the seat may read them
                g = self.game
                msg["events"] = encode(events_seen(g.rules, g.options, self.last_events, msg["by"], seat, self.over()))
        return msg

    def end(self) -> dict:
        """The end of the game, the seed and its salt revealed (anyone may check the hash)."""
        o = self.game.outcome()
        return {"kind": "end", "table": self.code, "winner": o.winner,
                "winner_name": self.name(o.winner) if o.winner in self.game.players else seat_words(o.winner),
                "how": o.how, "end": o.kind, "seed": self.game.seed, "salt": self.salt,
                "seed_hash": self.seed_hash, "moves": list(self.game.moves)}

    def record(self) -> dict:
        """The finished table as a save document (game/session/saves.py) with the seed, and
        what `sortie verify` checks: the commitment, its salt and each move's log lines."""
        from ..session.saves import to_document
        doc = to_document(self.game, name=f"Online table {self.code}")
        doc["online"] = {"table": self.code, "created": self.created, "seed_hash": self.seed_hash,
                         "salt": self.salt, "lines": self.lines}
        return doc


def checked_options(rules, given: dict) -> dict:
    """The options a create message asks for, each a choice of the game's option."""
    out = {}
    for name, value in given.items():
        spec = rules.options.get(name)
        if spec is None:   # a client of another Sortie version: the name it sent is all there is to say
            raise Refused(f"{rules.title} has no option called {name[:40]!r} on this server (its Sortie may be "
                          "older or newer than yours)")
        choice = next((c for c in spec.choices if c == value and type(c) is type(value)), None)
        if choice is None:   # in the words of the new-game screen's row
            raise Refused(f"{rules.title}, \"{spec.label}\": {str(value)[:40]!r} is not a choice; the choices are "
                          + ", ".join(spec.shown(c) for c in spec.choices))
        out[name] = choice
    return out
