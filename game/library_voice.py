"""One voice on stderr: what a library says while Sortie calls it goes to the log file.

A library may log (pytmx logs an error before raising, and Python's logging prints a
record no handler takes on stderr), warn, or print. ``captured(logger_name)`` wraps a
call into the library: its logger's records, the warnings raised and anything printed
to sys.stdout or sys.stderr meanwhile are taken and written to the player's log file
(game/defects.py, paths.log_file), never to the terminal or the screen. What Sortie
tells the player is its own one-line ``file: where: problem``, from the exception the
library raises.
"""
from __future__ import annotations

import contextlib
import io
import logging
import warnings

from . import defects


class _Keep(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.lines.append(f"{record.levelname.lower()}: {record.getMessage()}")
        except Exception:  # noqa: BLE001 - a record that cannot be formatted is dropped
            pass


@contextlib.contextmanager
def captured(logger_name: str):
    """While the block runs, what the library of ``logger_name`` logs, warns or prints is
    kept from the terminal; it is written to the log file when the block ends."""
    logger = logging.getLogger(logger_name)
    keep = _Keep()
    propagate = logger.propagate
    logger.addHandler(keep)
    logger.propagate = False
    out, err = io.StringIO(), io.StringIO()
    warned: list = []
    try:
        with warnings.catch_warnings(record=True) as caught, \
                contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            warned = caught
            warnings.simplefilter("always")
            yield
    finally:
        logger.removeHandler(keep)
        logger.propagate = propagate
        said = keep.lines + [f"warning: {w.category.__name__}: {w.message}" for w in warned]
        said += [line for line in (out.getvalue() + err.getvalue()).splitlines() if line.strip()]
        if said:
            defects.log(f"{logger_name} said, while Sortie called it:", "\n".join(said))
