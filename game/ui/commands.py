"""Every key command of the app as a named command with its key (issue 35, "Keys can be
remapped in Settings"): the table is ``ui/command_table.py``; this module keeps the keys in use
(the defaults, over which the player's choices in settings.yaml are laid by ``use``), says
whether a key press is a command's (``pressed``), names a key as the screen shows it, and
refuses a key already taken where the command works (``clash``: "Z is already Undo").

A key is a chord: a key code and the modifiers held with it (Ctrl, Shift, Alt). A chord
without Ctrl or Alt is not pressed while Ctrl or Alt is held (Ctrl+Z is not Z); Shift is
ignored unless the chord names it (Shift+Tab walks the focus back: docs/DRAWING.md).
In settings.yaml a chord is written as pygame names it, modifiers first: "h", "ctrl+z",
"page down".
"""
from __future__ import annotations

import pygame

from .command_table import (ALT, CHOICES, COMMANDS, CTRL, EVERY_SCREEN, GAMES, IN_A_GAME, ON_A_BOARD,
                            OWN_KEYS, SHIFT, Command)

__all__ = ["ALT", "CHOICES", "CTRL", "EVERY_SCREEN", "IN_A_GAME", "ON_A_BOARD", "SHIFT", "Command"]
MOD_WORDS = ((CTRL, "ctrl"), (SHIFT, "shift"), (ALT, "alt"))
# keys that are never a command's: the modifiers alone, and the digits, which pick a list's numbered choices
MODIFIER_KEYS = {pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
                 pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR, pygame.K_MODE}
DIGITS = set(range(pygame.K_1, pygame.K_9 + 1))
SHORT = {"escape": "Esc"}   # a key's name as its keycap and the screens' lines say it

_by_name: dict[str, Command] = {}
_chords: dict[str, tuple[int, int]] = {}
version = 0   # counts the keymaps used: what is worded from the keys is kept by it


def commands() -> tuple:
    return COMMANDS


def command(name: str) -> Command:
    if not _by_name:
        _by_name.update({c.name: c for c in commands()})
    return _by_name[name]


def known(name: str) -> bool:
    """Whether ``name`` is a command's."""
    try:
        command(name)
    except KeyError:
        return False
    return True


def chord(name: str) -> tuple[int, int]:
    """The key now mapped to the command ``name`` (its default until the player chose another)."""
    found = _chords.get(name)
    return found if found is not None else command(name).default


def code(name: str) -> int:
    """The key code of the command's chord (the scenes' click paths give it as ("key", code))."""
    return chord(name)[0]


def mods_of(event) -> int:
    held = getattr(event, "mod", 0) or 0
    return ((CTRL if held & pygame.KMOD_CTRL else 0) | (SHIFT if held & pygame.KMOD_SHIFT else 0)
            | (ALT if held & pygame.KMOD_ALT else 0))


def matches(chord_: tuple[int, int], event) -> bool:
    key, mods = chord_
    if getattr(event, "type", None) != pygame.KEYDOWN or event.key != key:
        return False
    held = mods_of(event)
    if (held & (CTRL | ALT)) != (mods & (CTRL | ALT)):
        return False
    return not mods & SHIFT or bool(held & SHIFT)


def pressed(event, name: str) -> bool:
    """True when ``event`` is the key press of the command ``name`` as now mapped."""
    return matches(chord(name), event)


def released(event, name: str) -> bool:
    """The command's key let go (a key held down: Carrier Strike's peek)."""
    return getattr(event, "type", None) == pygame.KEYUP and event.key == code(name)


# -- a key in words and in settings.yaml -------------------------------------------------
def key_name(key: int) -> str:
    return pygame.key.name(key)


def chord_text(chord_: tuple[int, int]) -> str:
    """The chord as settings.yaml keeps it: "ctrl+z"."""
    key, mods = chord_
    return "+".join([word for bit, word in MOD_WORDS if mods & bit] + [key_name(key)])


def parse(text: str) -> tuple[int, int]:
    """A chord from its text in settings.yaml; ValueError when it names no key."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError("not a key's name")
    rest, mods = text.strip().lower(), 0
    while True:
        for bit, word in MOD_WORDS:
            if rest.startswith(word + "+") and len(rest) > len(word) + 1:
                mods, rest = mods | bit, rest[len(word) + 1:]
                break
        else:
            break
    key = pygame.key.key_code(rest)   # ValueError for a name no key has
    if key == pygame.K_UNKNOWN or key in MODIFIER_KEYS:
        raise ValueError("not a key's name")
    return key, mods


def chord_words(chord_: tuple[int, int]) -> str:
    """The chord as the screen shows it: "H", "Ctrl+Z", "F11", "Page Down", "Space"."""
    key, mods = chord_
    name = key_name(key)
    shown = name.upper() if len(name) == 1 else SHORT.get(name) or " ".join(p.capitalize() for p in name.split())
    return "+".join([word.capitalize() for bit, word in MOD_WORDS if mods & bit] + [shown])


def words(name: str) -> str:
    """The key of the command ``name`` as the screen shows it now ("H", or the player's key)."""
    return chord_words(chord(name))


def label(name: str) -> str:
    """A button's key as its label shows it, in capitals ("[H]" is drawn from it)."""
    return words(name).upper()


# -- where a command works, and a key already taken there --------------------------------
def overlap(a: str, b: str) -> bool:
    """Whether two commands' screens can take the same key press: the same screen, a game and
    one of its steps ("Battaglia Navale" and "Battaglia Navale, in battle"), every screen and
    any (the focus's keys: but those whose screens read Tab and the arrows as their own: the
    replay, the rules reader), and a game's screen with the keys of every game and board."""
    if CHOICES in (a, b):
        return (b if a == CHOICES else a) not in OWN_KEYS
    if EVERY_SCREEN in (a, b) or a == b or a.startswith(b + ",") or b.startswith(a + ","):
        return True
    in_game = {IN_A_GAME, ON_A_BOARD}
    game_a = a in in_game or a.split(",")[0] in GAMES
    game_b = b in in_game or b.split(",")[0] in GAMES
    return game_a and game_b and (a in in_game or b in in_game)


def clash(name: str, chord_: tuple[int, int], chosen: dict | None = None) -> str | None:
    """Why the command ``name`` cannot take ``chord_`` (with the player's ``chosen`` keys laid
    over the defaults), in words ("Z is already Undo"); None when it can."""
    return _refusal(name, chord_, dict(_chords) if chosen is None else mapping(chosen)[0])


def _refusal(name: str, chord_: tuple[int, int], keys: dict) -> str | None:
    shown = chord_words(chord_)
    if chord_[0] in MODIFIER_KEYS:
        return f"{shown} is held with another key, not pressed alone"
    if chord_[0] in DIGITS and not chord_[1] and chord_ != command(name).default:
        return f"{shown}: the keys 1 to 9 choose the numbered choices of a list"
    mine = command(name)
    for other in commands():
        if other.name != name and keys.get(other.name, other.default) == chord_ and overlap(mine.where, other.where):
            where = "" if other.where == mine.where else f" ({other.where})"
            return f"{shown} is already {other.words}{where}"
    return None


def mapping(chosen: dict | None) -> tuple[dict[str, tuple[int, int]], list[str]]:
    """Each command's chord with the player's ``chosen`` keys (command name -> text) laid over
    the defaults, and a line for each choice ignored: an unknown command, a name no key has,
    a key the Keys screen would refuse (taken there already: the first in the table keeps it)."""
    out = {c.name: c.default for c in commands()}
    problems = []
    wanted = {}
    for name, text in (chosen or {}).items():
        if not isinstance(name, str) or name not in out:
            problems.append(f"keys: {str(name)[:40]!r} is no command of Sortie's; ignored")
            continue
        try:
            wanted[name] = parse(text)
        except ValueError:
            problems.append(f"keys: {name}: {str(text)[:40]!r} names no key; its default is used")
    out.update(wanted)
    for name in wanted:
        why = _refusal(name, out[name], out)
        if why is not None:
            problems.append(f"keys: {name}: {why}; its default is used")
            out[name] = command(name).default
    return out, problems


def use(chosen: dict | None) -> list[str]:
    """Make the player's keys the ones pressed (at the start and on Settings' Save); returns a
    line for each choice ignored (the caller writes them to the log file)."""
    global version
    found, problems = mapping(chosen)
    version += 1
    _chords.clear()
    _chords.update({n: c for n, c in found.items() if c != command(n).default})
    return problems


LIST_KEYS = ("line up", "line down", "page up", "page down", "to the top", "to the end")


def list_key(event) -> str | None:
    """Which of the lists' and pages' commands a key press is (None: none)."""
    return next((name for name in LIST_KEYS if pressed(event, name)), None)


def is_default(name: str) -> bool:
    """The command still has its default key (a second key of its own then works too)."""
    return chord(name) == command(name).default
