"""Player settings, kept as YAML in the user's config folder."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

import yaml

from . import paths
from .rules.saves import write_atomic

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
WINDOW_SIZES = ((1280, 800), (1440, 900), (1920, 1200), (1024, 640))


def show_value(value) -> str:
    """An option's value as a button shows it: yes / no for booleans."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    animation: str = "normal"
    sound: bool = True
    confirm_end_turn: bool = True  # a move that passes the turn waits for "End the turn" (hot-seat games)
    game_options: dict = field(default_factory=dict)  # game id -> {option: value}
    howto_seen: list = field(default_factory=list)    # game ids whose "How to play" was shown

    @property
    def animation_scale(self) -> float:
        """Seconds multiplier for animations; 0 means none."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}[self.animation]

    def options_for(self, game_id: str) -> dict:
        return dict(self.game_options.get(game_id, {}))

    def save(self) -> None:
        doc = asdict(self)
        doc["window_size"] = list(self.window_size)
        write_atomic(paths.settings_file(), yaml.safe_dump(doc, sort_keys=False))


def load() -> tuple[Settings, str | None]:
    """The saved settings, or the defaults and a message saying why they were not read.

    A bad settings file is never overwritten here: it is kept until the player saves.
    """
    path = paths.settings_file()
    if not path.exists():
        return Settings(), None
    try:
        doc = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
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
        s.sound = bool(doc.get("sound", s.sound))
        s.confirm_end_turn = bool(doc.get("confirm_end_turn", s.confirm_end_turn))
        opts = doc.get("game_options", {}) or {}
        if not isinstance(opts, dict) or not all(isinstance(v, dict) for v in opts.values()):
            raise ValueError("game_options must map game ids to options")
        s.game_options = opts
        seen = doc.get("howto_seen", []) or []
        s.howto_seen = [g for g in seen if isinstance(g, str)] if isinstance(seen, list) else []
        return s, None
    except (OSError, ValueError, yaml.YAMLError) as exc:
        return Settings(), f"{path}: settings not read ({exc}); using the defaults"
