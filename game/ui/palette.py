"""The colour-vision palettes (issue 35): one table of colours by role for each setting, and
the drawing constants bound to those roles.

A palette is data: ``PALETTES[name]`` maps a role ("side a", "cs red", "bn target", ...) to a
colour, the normal palette naming every role and each other palette only what it changes. The
modules that own drawing constants (ui/theme.py and each game's art or colours module) bind
their constants to roles once, at import (``bind``); ``use(name)`` sets every bound constant
to the palette's colour and clears the drawing caches, so the next frame is drawn in it.

How the palettes were chosen, and the measure every pair of marks is held to, are in
docs/DRAWING.md ("Colours anyone can tell apart"); tests/ui/test_palettes.py checks them on
the pixels with the simulation of each colour-vision deficiency.
"""
from __future__ import annotations

import sys
import types

from . import theme

NAMES = ("normal", "deuteranopia", "protanopia", "tritanopia", "high contrast")

# Okabe and Ito's colour-blind-safe set (2008) is the base of the three dichromat palettes.
_SKY, _VERMILLION, _BLUISH_GREEN = (86, 180, 233), (213, 94, 0), (0, 158, 115)
_OI_YELLOW, _OI_BLUE, _OI_ORANGE = (240, 228, 66), (0, 114, 178), (230, 159, 0)

NORMAL = {
    # the two sides of a game whose seats have no colour of their own (Steam Torpedo's submarines,
    # Battaglia Navale's fleets' accents, Thunderbirds' crew and Germans)
    "side a": (0, 100, 168), "side b": (236, 168, 16),
    "good": (96, 186, 120), "bad": (222, 92, 78), "highlight": (255, 226, 110),
    # Carrier Strike's seats: Red and Yellow (their names are the rulebook's)
    "cs red": (204, 64, 46), "cs red dark": (110, 26, 18), "cs red ink": (255, 240, 232),
    "cs yellow": (242, 204, 52), "cs yellow dark": (120, 92, 8), "cs yellow ink": (40, 30, 6),
    "cs selectable": (140, 255, 170), "cs reach": (120, 230, 255),
    "cs dogfight": (255, 120, 100), "cs run": (255, 214, 90),
    # Battaglia Navale: the light and the dark fleet (hull, edge), the fire marks, the chart's tints
    "bn light hull": (238, 240, 242), "bn light edge": (160, 166, 174),
    "bn dark hull": (112, 118, 128), "bn dark edge": (64, 68, 76),
    "bn mark": (212, 36, 36), "bn legal": (110, 220, 140), "bn target": (236, 80, 70),
    "bn glow": (255, 214, 90),
    # Thunderbirds: the planned route to the target and home
    "tb targetbound": (226, 182, 76), "tb homebound": (150, 200, 240),
    # Steam Torpedo: the compartments' highlights and the damage markers
    "st move": (96, 186, 120), "st act": (226, 182, 76), "st use": (92, 170, 220), "st can": (200, 170, 90),
    "st breathe": (120, 200, 240), "st damage": (222, 92, 78), "st react": (120, 210, 255),
    "st swap": (255, 226, 110), "st picked": (255, 255, 255), "st damage marker": (200, 50, 40),
}

_DICHROMAT_RED_GREEN = {   # deuteranopia and protanopia: no red against green; blue against orange
    "good": _SKY, "bad": _VERMILLION,
    "cs red": _VERMILLION, "cs red dark": (96, 40, 0), "cs yellow": _OI_YELLOW,
    "cs selectable": (150, 220, 255), "cs reach": (190, 235, 255), "cs dogfight": (240, 120, 60),
    "bn mark": (200, 40, 0), "bn legal": _SKY, "bn target": _VERMILLION,
    "st move": _SKY, "st act": _OI_YELLOW, "st use": (0, 114, 178), "st damage": _VERMILLION,
    "st react": (200, 230, 255), "st damage marker": (180, 70, 0),
}

PALETTES: dict[str, dict] = {
    "normal": NORMAL,
    "deuteranopia": dict(_DICHROMAT_RED_GREEN),
    "protanopia": {**_DICHROMAT_RED_GREEN,   # reds look dark to a protanope: lighter ones
                   "bad": (240, 120, 40), "cs red": (232, 110, 40), "bn target": (240, 120, 40),
                   "bn mark": (225, 80, 0), "st damage": (240, 120, 40)},
    "tritanopia": {   # no blue against green nor yellow against violet: red against teal and grey
        "side a": (0, 110, 130), "side b": (255, 150, 130),
        "good": (0, 158, 148), "bad": (220, 50, 32),
        "cs yellow": (255, 190, 200), "cs yellow dark": (130, 70, 80), "cs yellow ink": (40, 20, 24),
        "cs red": (190, 30, 30),
        "cs selectable": (180, 255, 250), "cs reach": (120, 240, 230), "cs run": (255, 160, 170),
        "bn legal": (0, 200, 190), "bn target": (220, 50, 32),
        "st move": (0, 200, 190), "st act": (255, 150, 160), "st use": (0, 128, 128),
        "st breathe": (160, 240, 240), "st react": (200, 255, 250), "st swap": (255, 200, 210),
        "st damage": (220, 50, 32),
    },
    "high contrast": {   # the seats far apart in lightness, marks at full strength
        "side a": (60, 130, 255), "side b": (255, 235, 60),
        "good": (80, 230, 120), "bad": (255, 70, 50), "highlight": (255, 255, 0),
        "cs red": (235, 40, 40), "cs red dark": (90, 0, 0), "cs red ink": (255, 255, 255),
        "cs yellow": (255, 240, 0), "cs yellow dark": (110, 100, 0), "cs yellow ink": (0, 0, 0),
        "cs selectable": (0, 255, 120), "cs reach": (0, 255, 255), "cs dogfight": (255, 60, 60),
        "cs run": (255, 255, 0),
        "bn light hull": (255, 255, 255), "bn light edge": (120, 120, 120),
        "bn dark hull": (60, 64, 70), "bn dark edge": (0, 0, 0),
        "bn mark": (255, 0, 0), "bn legal": (0, 255, 120), "bn target": (255, 40, 40), "bn glow": (255, 255, 0),
        "st move": (0, 255, 120), "st act": (255, 220, 0), "st use": (0, 170, 255), "st damage": (255, 40, 40),
        "st swap": (255, 255, 0), "st damage marker": (255, 0, 0),
    },
}

_current = "normal"
_bindings: list = []   # (target, {key: role or (role, ...)})


def colour(role: str, name: str | None = None) -> tuple:
    """The colour of a role in a palette (the one in use by default)."""
    return PALETTES[name or _current].get(role, NORMAL[role])


def current() -> str:
    return _current


def _set(target, key, value) -> None:
    if isinstance(target, types.ModuleType):
        setattr(target, key, value)
    else:
        target[key] = value


def _resolve(roles):
    return tuple(colour(r) for r in roles) if isinstance(roles, tuple) else colour(roles)


def bind(target, roles: dict) -> None:
    """Bind a module's constants (by name; the module or its ``__name__``) or a dict's entries
    (by key) to roles: each set to
    the colour of its role in the palette in use now and whenever ``use`` changes it. A role
    may be a tuple of roles for a constant that is a tuple of colours."""
    if isinstance(target, str):
        target = sys.modules[target]
    for key, role in roles.items():
        for r in (role if isinstance(role, tuple) else (role,)):
            if r not in NORMAL:
                raise KeyError(f"no colour role {r!r}")
        _set(target, key, _resolve(role))
    _bindings.append((target, roles))


def use(name: str) -> None:
    """Draw in the palette ``name`` from now on (one of NAMES; anything else: normal)."""
    global _current
    name = name if name in PALETTES else "normal"
    if name == _current:
        return
    _current = name
    for target, roles in _bindings:
        for key, role in roles.items():
            _set(target, key, _resolve(role))
    theme.reset_caches()


bind(theme, {"SIDE_A": "side a", "SIDE_B": "side b", "GOOD": "good", "BAD": "bad", "HIGHLIGHT": "highlight"})
