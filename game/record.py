"""A game's record as a readable text file: a header (game, name, options, players,
seed), then the log move by move, as the game's log shows it. Anyone at the table may open
it, so while the game goes on it holds only what every seat may see: the seat's secrets in
a move's notation are left out (``notation_seen``) and the seed, which foretells every roll
and draw, is withheld until the end."""
from __future__ import annotations

import datetime
from pathlib import Path

from . import paths
from .rules.core import notation_seen
from .rules.seats import seat_name
from .session.game import Game
from .session.saves import write_atomic
from .session.summary import describe
from .settings import show_value


def text_of(game: Game, name: str = "") -> str:
    rules = game.rules
    lines = [f"Sortie record: {rules.title}"]
    if name:
        lines.append(f"Name: {name}")
    lines.append(f"Players: {', '.join(seat_name(rules, p) for p in game.players)}")  # as set up
    out = game.outcome()
    lines.append(f"Seed: {game.seed}" if out is not None else "Seed: withheld until the game ends")
    for key, value in game.options.items():
        spec = rules.options.get(key)  # as the New game screen shows it: its label, then its value
        rule = f" ({spec.rule})" if spec is not None and spec.rule else ""
        lines.append(f"Option: {spec.label if spec is not None else key}{rule}: "
                     f"{spec.shown(value) if spec is not None else show_value(value)}")
    if game.map_path is not None:
        lines.append(f"Map: {Path(game.map_path).name}")
    lines.append(f"Moves: {len(game.history)}")
    lines.append(f"Stands: {describe(game)}")
    if out is not None:
        lines.append(f"Result: {seat_name(rules, out.winner) + ' won' if out.winner else 'no winner'}: {out.how}")
    lines.append(f"Exported: {datetime.datetime.now():%Y-%m-%d %H:%M}")
    lines.append("")
    if game.setup_events:
        lines.append("Setup")
        lines.extend(f"    {e.text}" for e in game.setup_events)
        lines.append("")
    width = len(str(len(game.history)))
    for i, played in enumerate(game.history, start=1):
        seen = notation_seen(rules, game.options, played.notation, played.seat, None, out is not None)
        lines.append(f"{i:>{width}}. {seen}")
        lines.extend(f"{'':>{width}}    {e.text}" for e in played.events)
    return "\n".join(lines) + "\n"


def records_dir() -> Path:
    return paths.data_dir() / "records"


def export(game: Game, name: str = "", folder: Path | None = None) -> Path:
    """Write the record to the records folder (a new file each time); returns its path."""
    folder = Path(folder) if folder is not None else records_dir()
    stem = f"{game.rules.game_id}-{datetime.datetime.now():%Y%m%d-%H%M%S}"
    path, n = folder / f"{stem}.txt", 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}.txt"
    write_atomic(path, text_of(game, name))
    return path
