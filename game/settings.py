"""Player settings, kept as YAML in the user's config folder."""
from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field

import yaml

from . import paths, safe_read
from .oserror import in_words
from .safe_read import excerpt

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
# the colour-vision settings (issue 35): each a palette of game/ui/palette.py, named as Settings shows it
COLOUR_VISIONS = ("normal", "deuteranopia", "protanopia", "tritanopia", "high contrast")
WINDOW_SIZES = ((1280, 800), (1440, 900), (1920, 1200), (1024, 640))
UI_SCALES = ("auto", 75, 100, 125, 150, 175, 200)   # text and controls, per cent of a window's pixel (ui/window.py)


def show_value(value) -> str:
    """An option's value as a button shows it: yes / no for booleans."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    ui_scale: object = "auto"       # text and controls: "auto" (fit the window) or 75-200 per cent (issue 35)
    animation: str = "normal"
    reduce_motion: bool = False     # no sliding, no pulsing, reveals at once (issue 35)
    colour_vision: str = "normal"   # the palette of seats, marks and rings (issue 35)
    sound: bool = True
    confirm_end_turn: bool = True  # a move that passes the turn waits for "End the turn" (hot-seat games)
    game_options: dict = field(default_factory=dict)  # game id -> {option: value}
    howto_seen: list = field(default_factory=list)    # game ids whose "How to play" was shown
    keys: dict = field(default_factory=dict)          # command name -> key (ui/command_table.py), where not the default
    tutorials_done: list = field(default_factory=list)  # game ids whose tutorial was played to its end
    tutorials_offered: bool = False                     # the first launch offered the tutorials
    online_server: str = "ws://127.0.0.1:8765"          # Play online: the table server last used (issue 29)

    @property
    def animation_scale(self) -> float:
        """Seconds multiplier for animations; 0 means none (as with reduce motion on)."""
        if self.reduce_motion:
            return 0.0
        return {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}[self.animation]

    def options_for(self, game_id: str) -> dict:
        return dict(self.game_options.get(game_id, {}))

    def check_options(self, game_id: str, title: str, specs: dict) -> list[str]:
        """Drop from this game's options every value its option does not allow (a hand-
        edited settings.yaml), in memory only: the default is used and the file is left
        alone until the player saves. Returns a message for each value dropped."""
        kept = self.game_options.get(game_id)
        if not isinstance(kept, dict):
            return []
        out = []
        for name, spec in specs.items():
            if name in kept and not any(kept[name] == c and type(kept[name]) is type(c) for c in spec.choices):
                value = kept.pop(name)
                out.append(f"{paths.settings_file()}: {title}, '{spec.label}' cannot be {excerpt(value)} "
                           f"(one of {', '.join(show_value(c) for c in spec.choices)}); "
                           f"the default, {show_value(spec.default)}, is used")
        return out

    def save(self) -> None:
        from .session.saves import write_atomic   # here: the title's start-up loads no save code
        doc = asdict(self)
        doc["window_size"] = list(self.window_size)
        write_atomic(paths.settings_file(), yaml.safe_dump(doc, sort_keys=False))


def _keys(keys, path) -> dict:
    """The player's keys (command name -> key name, issue 35): an entry that is not a name and
    a key's name is left out with a line in the log file, never refusing the whole file (the
    app checks the names against its commands when it uses them: ui/commands.py)."""
    from . import defects
    if not keys:
        return {}
    if not isinstance(keys, dict):
        defects.log(f"{path}: keys: not a list of commands and keys ({excerpt(keys)}); the default keys are used")
        return {}
    out = {}
    for name, key in keys.items():
        if isinstance(name, str) and isinstance(key, str) and len(name) <= 60 and len(key) <= 60:
            out[name] = key
        else:
            defects.log(f"{path}: keys: {excerpt(name)}: {excerpt(key)}: not a command's name with a key's name "
                        "(a key's name is text, as \"h\" or \"ctrl+z\"); ignored")
    return out


def load() -> tuple[Settings, str | None]:
    """The saved settings, or the defaults and a message saying why they were not read.

    A bad settings file is never overwritten here: it is kept until the player saves.
    """
    path = paths.settings_file()
    if not os.path.lexists(path):
        return Settings(), None
    try:
        doc = safe_read.read_yaml(path, safe_read.DATA_LIMIT) or {}  # bounded; FileRefused says why
        if not isinstance(doc, dict):
            raise ValueError("not a mapping")
        s = Settings()
        size = doc.get("window_size", s.window_size)
        if (not isinstance(size, (list, tuple)) or len(size) != 2
                or not all(isinstance(v, int) and 320 <= v <= 8000 for v in size)):
            raise ValueError("window_size must be two whole numbers")
        s.window_size = (size[0], size[1])
        s.fullscreen = bool(doc.get("fullscreen", s.fullscreen))
        anim = doc.get("animation", s.animation)
        if anim not in ANIMATION_SPEEDS:
            raise ValueError(f"animation must be one of {', '.join(ANIMATION_SPEEDS)}")
        s.animation = anim
        s.reduce_motion = bool(doc.get("reduce_motion", s.reduce_motion))
        scale = doc.get("ui_scale", s.ui_scale)
        if scale not in UI_SCALES or isinstance(scale, bool):
            raise ValueError("ui_scale must be auto or one of " + ", ".join(str(v) for v in UI_SCALES[1:]))
        s.ui_scale = scale
        vision = doc.get("colour_vision", s.colour_vision)
        if vision not in COLOUR_VISIONS:
            raise ValueError(f"colour_vision must be one of {', '.join(COLOUR_VISIONS)}")
        s.colour_vision = vision
        s.sound = bool(doc.get("sound", s.sound))
        s.confirm_end_turn = bool(doc.get("confirm_end_turn", s.confirm_end_turn))
        opts = doc.get("game_options", {}) or {}
        if (not isinstance(opts, dict) or not all(isinstance(v, dict) for v in opts.values())
                or not all(isinstance(k, str) for v in opts.values() for k in v)):
            raise ValueError("game_options must map game ids to options")
        s.game_options = opts  # each value is checked against its option's choices when used
        seen = doc.get("howto_seen", []) or []
        s.howto_seen = [g for g in seen if isinstance(g, str)] if isinstance(seen, list) else []
        s.keys = _keys(doc.get("keys", {}), path)
        done = doc.get("tutorials_done", []) or []
        s.tutorials_done = [g for g in done if isinstance(g, str)] if isinstance(done, list) else []
        s.tutorials_offered = bool(doc.get("tutorials_offered", False))
        server = doc.get("online_server", s.online_server)
        if isinstance(server, str) and server.startswith(("ws://", "wss://")) and len(server) <= 120:
            s.online_server = server
        return s, None
    except safe_read.FileRefused as exc:
        return Settings(), f"{path}: settings not read ({exc.problem}); using the defaults"
    except OSError as exc:
        return Settings(), f"Settings not read, the defaults used: {in_words(exc, 'read', path)}"
    except ValueError as exc:
        return Settings(), f"{path}: settings not read ({exc}); using the defaults"
