"""The command line's online verbs: `sortie serve`, `sortie bot`, `sortie verify`."""
from __future__ import annotations


def main(verb: str, argv: list[str]) -> int:
    if verb == "serve":
        from .server import main as serve
        return serve(argv)
    if verb == "bot":
        from .bot import main as bot
        return bot(argv)
    from .verify import main as verify
    return verify(argv)
