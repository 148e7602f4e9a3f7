"""Fingerprints of what the games do, to show that a change of code changes no behaviour.

    python tools/fingerprint.py [engine] [ai] [pictures] [--games N]

- engine: for each game, N seeded random games (at most 400 moves each) through the public
  API (``launch.new_game``, ``Game``): every legal list, move, event kind and text, outcome,
  an undo and the same move again every seventh move, and the log of the game replayed from
  its seed and moves.
- ai: for each game, 150 random moves from a fixed seed and an Easy decision every 25
  moves (playouts only, no time cap, so the machine's speed does not matter): its move and
  estimate.
- pictures: the title and each game's screen at a fixed seed after 0 and 12 random moves,
  drawn headless (``python -m game --screenshot``), each picture's pixels.

Each prints one short hash per game (or picture). Run it before and after a change that
should change no behaviour: the lines must be equal. Nothing is asserted here; a hash
alone means nothing, only its equality with the one before.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

CAP = 400


def _games() -> list[str]:
    from game.rules.registry import GAMES
    return list(GAMES)


def _events(h, events) -> None:
    for e in events:
        h.update(f"E{e.kind}|{e.text}\n".encode())


def engine(game_id: str, n: int) -> str:
    from game import launch
    from game.session.game import Game
    h = hashlib.blake2b(digest_size=8)
    for seed in range(1, n + 1):
        game = launch.new_game(game_id, seed=seed)
        chooser = random.Random(seed * 7919)
        _events(h, game.setup_events)
        k = 0
        while game.outcome() is None and k < CAP:
            legal = [str(a) for a in game.legal_actions()]
            h.update(("L" + "|".join(legal) + "\n").encode())
            move = chooser.choice(legal)
            h.update(f"M{game.to_move()}:{move}\n".encode())
            _events(h, game.play(move))
            k += 1
            if k % 7 == 0 and game.can_undo(game.last_seat()):
                back = game.undo(game.last_seat())
                h.update(f"U{back}\n".encode())
                _events(h, game.play(back))
        out = game.outcome()
        h.update(f"O{out.winner if out else None}|{out.how if out else None}\n".encode())
        again = Game.replay(game.rules, game.seed, game.options, game.players, game.moves)
        _events(h, again.log())
    return h.hexdigest()


def ai(game_id: str) -> str:
    from game import launch
    from game.ai.players import decide
    h = hashlib.blake2b(digest_size=8)
    game = launch.new_game(game_id, seed=11)
    chooser = random.Random(11)
    for k in range(150):
        if game.outcome() is not None:
            break
        if k % 25 == 0:
            seat = game.to_move()
            d = decide(game.rules, game.rules.view(game.state, seat), seat, "easy", 1000 + k,
                       quick_single=False, time_cap=False)
            h.update(f"{k}:{d.notation}:{getattr(d, 'estimate', None)}\n".encode())
        game.play(chooser.choice(game.legal_actions()))
    return h.hexdigest()


def pictures() -> dict:
    import pygame
    out = {}
    shots = [("title", [])] + [(f"{g}@{m}", [g, "--seed", "3", "--moves", str(m)]) for g in _games() for m in (0, 12)]
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, SORTIE_HOME=str(Path(tmp) / "home"))
        for name, args in shots:
            png = Path(tmp) / "shot.png"
            subprocess.run([sys.executable, "-m", "game", "--screenshot", str(png), *args],
                           check=True, cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
            surface = pygame.image.load(str(png))
            out[name] = hashlib.blake2b(pygame.image.tobytes(surface, "RGB"), digest_size=8).hexdigest()
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("what", nargs="*", default=["engine", "ai", "pictures"])
    p.add_argument("--games", type=int, default=30, help="random games per engine (30)")
    args = p.parse_args()
    os.environ.setdefault("SORTIE_HOME", tempfile.mkdtemp(prefix="sortie-fp-"))
    if "engine" in args.what:
        for g in _games():
            print(f"engine {g} {engine(g, args.games)}", flush=True)
    if "ai" in args.what:
        for g in _games():
            print(f"ai {g} {ai(g)}", flush=True)
    if "pictures" in args.what:
        for name, digest in pictures().items():
            print(f"picture {name} {digest}", flush=True)


if __name__ == "__main__":
    main()
