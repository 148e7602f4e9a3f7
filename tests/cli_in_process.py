"""The command line run in the test's own process: `sortie ARGS` as main(ARGS), its exit
code and what it printed. For tests of what a command does (a screenshot after K moves, a
simulation); the tests of what a fresh process loads or how it exits stay subprocesses
(tests/test_cli.py, tests/test_install.py), so the command line is still run for real."""
from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass


@dataclass
class Ran:
    returncode: int
    stdout: str
    stderr: str


def sortie(*args) -> Ran:
    from game.__main__ import main
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main([str(a) for a in args])
        except SystemExit as exc:  # argparse refusing the arguments
            code = exc.code
    return Ran(code, out.getvalue(), err.getvalue())
