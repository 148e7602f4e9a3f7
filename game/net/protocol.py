"""The messages between a table server and its clients: JSON objects, one a WebSocket text
message, each with a ``kind``. docs/ONLINE.md lists them.

What a client sends is checked here before the server acts on it: its size, that it is a
JSON object, its kind, and each field's type and length. A message that fails is refused
with a sentence, never raised into the server."""
from __future__ import annotations

import json
import re
import time

VERSION = 2                 # the protocol's version: client and server must speak the same (2: undo)
MAX_MESSAGE = 4096          # bytes of one client message (the longest move is under 200 characters)
MAX_SERVER_MESSAGE = 4 * 1024 * 1024   # bytes of one server message (a long game's whole log)
CODE = re.compile(r"[A-Z2-9]{6}\Z")    # a table's invitation code
SEAT = re.compile(r"[a-z][a-z0-9_-]{0,23}\Z")
TOKEN = re.compile(r"[A-Za-z0-9_-]{22,64}\Z")
LEVELS = ("easy", "normal", "hard")
RATE = 100.0                # messages a second a connection may send on average (the server refuses more) ...
BURST = 200.0               # ... and at once; a client paces itself under both (client.Pace)


class Allowance:
    """Messages a connection may still send: ``rate`` a second on average, ``burst`` at once (a
    token bucket). The server refuses past its own (server.Conn); a client waits under a smaller
    one (client.Pace)."""

    def __init__(self, rate: float = RATE, burst: float = BURST, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.left, self.last = burst, clock()

    def take(self, anyway: bool = False) -> bool:
        """One message more, if the allowance has room for it (counted), else False; ``anyway``:
        counted whatever is left (a client that has waited ``short``)."""
        now = self.clock()
        self.left = min(self.burst, self.left + (now - self.last) * self.rate)
        self.last = now
        if self.left < 1 and not anyway:
            return False
        self.left -= 1
        return True

    def short(self) -> float:
        """Seconds until the allowance has room for one more message."""
        return max(0.0, (1 - self.left) / self.rate)

# kind -> {field: (type, required)}; strings are capped at 200 characters, dicts at 8 keys
CLIENT_KINDS: dict[str, dict[str, tuple[type, bool]]] = {
    "hello": {"version": (int, True), "client": (str, False), "views": (bool, False)},
    "create": {"game": (str, True), "options": (dict, False), "seat": (str, False), "computer": (dict, False)},
    "sit": {"table": (str, True), "seat": (str, False)},
    "join": {"table": (str, True), "seat": (str, True), "token": (str, True)},
    "watch": {"table": (str, True)},
    "move": {"move": (str, True), "n": (int, True)},
    "undo": {"n": (int, True)},   # take back the seat's last decision (n: the moves it has seen)
    "hint": {"level": (str, True)},
    "say": {"text": (str, True)},   # a line of the table's chat (at most MAX_TEXT characters)
    "ping": {},
}
MAX_TEXT = 200


class Refused(ValueError):
    """A client message the server will not act on: ``reason`` in words, ``rule`` the rule
    of the game that refuses it ("" when it is the protocol, not a game, that refuses)."""

    def __init__(self, reason: str, rule: str = "", stale: bool = False):
        self.reason, self.rule, self.stale = reason, rule, stale   # stale: sent for an earlier position
        super().__init__(reason)


def dumps(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=True)


def parse(raw) -> dict:
    """A client's message as a checked dict, or Refused saying what is wrong with it."""
    if isinstance(raw, (bytes, bytearray)):
        raise Refused("Messages are JSON text, not binary")
    if len(raw) > MAX_MESSAGE:
        raise Refused(f"A message is at most {MAX_MESSAGE} bytes; this one has {len(raw)}")
    try:
        msg = json.loads(raw)
    except (ValueError, RecursionError):
        raise Refused("That message is not JSON") from None
    if not isinstance(msg, dict):
        raise Refused("A message is a JSON object with a kind")
    kind = msg.get("kind")
    fields = CLIENT_KINDS.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise Refused(f"Unknown kind of message; the kinds are {', '.join(CLIENT_KINDS)}")
    for name, value in msg.items():
        if name == "kind":
            continue
        spec = fields.get(name)
        if spec is None:
            raise Refused(f"A {kind} message has no field {name[:40]!r}")
        want = spec[0]
        if not isinstance(value, want) or (want is int and isinstance(value, bool)):
            raise Refused(f"The field {name} of a {kind} message must be {_TYPE_WORDS[want]}")
        if isinstance(value, str) and len(value) > MAX_TEXT:
            raise Refused(f"The field {name} is {len(value)} characters long; at most {MAX_TEXT}")
        if isinstance(value, dict) and not _small_dict(value):
            raise Refused(f"The field {name} must map at most 8 names to short values")
        if isinstance(value, int) and not 0 <= value < 2 ** 31:
            raise Refused(f"The field {name} is out of range")
    missing = [name for name, (_, required) in fields.items() if required and name not in msg]
    if missing:
        raise Refused(f"A {kind} message needs {', '.join(missing)}")
    return msg


_TYPE_WORDS = {int: "a whole number", str: "text", dict: "an object", bool: "true or false"}


def _small_dict(value: dict) -> bool:
    return len(value) <= 8 and all(
        isinstance(k, str) and len(k) <= 40 and isinstance(v, (str, int, bool)) and not (isinstance(v, str) and len(v) > 40)
        for k, v in value.items())


def version_refusal(theirs) -> str:
    """The words of a protocol mismatch, naming both versions."""
    return (f"This server speaks Sortie's table protocol version {VERSION}; the client speaks version "
            f"{theirs}. Use the same Sortie version on both sides.")
