"""A corpus of hostile and broken files, each with the refusal it must get.

Small files are written as they are; large ones (a 15 MB save, an alias bomb, a map of
4000 x 4000 cells, a layer that inflates to 50 MB) are generated here, in the test's
temporary folder, so that nothing large is kept in the repository. ``saves(folder)``
and ``maps(folder)`` return ``(name, path, refusal)``: the refusal is a piece of the
one-line message that must name the file.
"""
from __future__ import annotations

import base64
import os
import re
import shutil
import sys
import zlib
from pathlib import Path

from game.resources import maps_folder

BN = "game: battaglia-navale\nversion: 1\nseed: 3\noptions: {}\nplayers: [white, grey]\nmoves: []\n"
CS = "game: carrier-strike\nversion: 1\nseed: 3\noptions: {}\nplayers: []\nmoves: []\n"


def alias_bomb(levels: int = 10, width: int = 9) -> str:
    """YAML whose last anchor stands for width ** levels values (a billion laughs)."""
    lines = ["a0: &a0 [" + ", ".join(['"lol"'] * width) + "]"]
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * width) + "]")
    return "\n".join(lines) + "\n"


def _write(folder: Path, name: str, text: str | bytes) -> Path:
    path = folder / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def saves(folder: Path) -> list[tuple[str, Path, str]]:
    folder.mkdir(parents=True, exist_ok=True)
    bomb = alias_bomb()
    out = [
        ("alias bomb in version", _write(folder, "bomb-version.yaml", bomb + BN.replace("version: 1", "version: *a9")),
         "once its aliases are expanded"),
        ("alias bomb in an option", _write(folder, "bomb-option.yaml", bomb + BN.replace("options: {}", "options: {quiet_limit: *a9}")),
         "once its aliases are expanded"),
        ("flow nesting 20,000 deep", _write(folder, "deep-flow.yaml", BN.replace("options: {}", "options: {x: " + "[" * 20000 + "]" * 20000 + "}")),
         "nest"),  # libyaml's scanner may say it first: "exceeded maximum nesting depth"
        ("block nesting 20,000 deep", _write(folder, "deep-block.yaml", BN.replace("options: {}", "options:\n  x: \n    " + "- " * 20000 + "x")),
         "nest"),
        ("15 MB save", _big(folder / "big.yaml", 15), "is 15.0 MB; Sortie reads at most 5.0 MB"),
        ("Battaglia Navale with one seat", _write(folder, "one-seat.yaml", BN.replace("[white, grey]", "[white]")),
         "names 1 players; Battaglia Navale is played by 2"),
        ("Battaglia Navale with three seats", _write(folder, "three-seats.yaml", BN.replace("[white, grey]", "[white, grey, blue]")),
         "names 3 players; Battaglia Navale is played by 2"),
        ("NUL in a player's name", _write(folder, "nul-name.yaml", BN.replace("[white, grey]", '["whi\\0te", grey]')),
         "player 1 has a name with a character that cannot be shown"),
        ("a name 5,000 characters long", _write(folder, "long-name.yaml", BN.replace("[white, grey]", "[" + "w" * 5000 + ", grey]")),
         "player 1 has a name of 5000 characters; at most 32"),
        ("the same name twice", _write(folder, "twice.yaml", BN.replace("[white, grey]", "[white, white]")),
         "names a player twice"),
        ("option value outside its choices", _write(folder, "bad-option.yaml", BN.replace("options: {}", "options: {quiet_limit: 7777}")),
         "cannot be 7777 (one of 0, 40, 80, 160)"),
        ("option the game does not have", _write(folder, "no-option.yaml", BN.replace("options: {}", "options: {warp: 9}")),
         "has an option 'warp' that Battaglia Navale does not have"),
        ("seed of 5,000 digits", _write(folder, "huge-seed.yaml", BN.replace("seed: 3", "seed: " + "9" * 5000)),
         "is not valid YAML (it holds a number of thousands of digits)"),
        ("seed of 25 digits", _write(folder, "long-seed.yaml", BN.replace("seed: 3", "seed: " + "9" * 25)),
         "a seed has at most 19 digits"),
        ("a move of 800,000 characters", _write(folder, "huge-move.yaml", BN.replace("moves: []", 'moves: ["' + "islands " * 100000 + '"]')),
         "move 1 is 800000 characters long"),
        ("Carrier Strike number of 5,000 digits", _write(folder, "cs-digits.yaml", CS.replace("moves: []", "moves: ['fly Ra " + "9" * 5000 + ",7']")),
         "move 1 is 5009 characters long"),
        ("Carrier Strike number of 150 digits", _write(folder, "cs-150.yaml", CS.replace("moves: []", "moves: ['fly Ra " + "9" * 150 + ",7']")),
         "holds a number of 150 digits; no number in a Carrier Strike move has more than 3"),
        ("Carrier Strike players not its seats", _write(folder, "cs-seats.yaml", CS.replace("players: []", "players: [red, blue]")),
         "this game's seats are red, yellow"),
        ("a game id 10,000 characters long", _write(folder, "long-game.yaml", BN.replace("battaglia-navale", "x" * 10000)),
         "unknown game 'xxxxxxxx"),
        ("a Python object", _write(folder, "object.yaml", BN.replace("moves: []", "moves: [!!python/object/apply:os.system [ls]]")),
         "is not valid YAML"),
        ("Latin-1 bytes", _write(folder, "latin1.yaml", BN.replace("white", "wh\xefte").encode("latin-1")),
         "is not UTF-8 text"),
        ("a folder", _mkdir(folder / "folder.yaml"), "is a folder, not a file"),
        ("a map that is a folder", _write(folder, "map-folder.yaml", BN + f"map: {_mkdir(folder / 'charts.tmx')}\n"),
         "map: is a folder, not a file"),
        ("a broken link", _link(folder / "dangling.yaml", folder / "gone" / "x.yaml"),
         "is a broken link"),
    ]
    if hasattr(os, "mkfifo"):
        fifo = folder / "fifo.yaml"
        os.mkfifo(fifo)
        out.append(("a FIFO", fifo, "is a pipe (FIFO), not a file"))
        map_fifo = folder / "chart.tmx"
        os.mkfifo(map_fifo)
        out.append(("a map that is a FIFO", _write(folder, "map-fifo.yaml", BN + f"map: {map_fifo}\n"),
                    "map: is a pipe (FIFO), not a file"))
    if sys.platform.startswith("linux"):
        out.append(("/dev/zero", Path("/dev/zero"), "is a device, not a file"))
    return out


def _big(path: Path, megabytes: int) -> Path:
    line = b'- "islands"\n'
    with open(path, "wb") as fh:
        fh.write(BN.replace("moves: []", "moves:").encode() + b"\n")
        fh.write(line * (megabytes * 1024 * 1024 // len(line)))
    return path


def _mkdir(path: Path) -> Path:
    path.mkdir(exist_ok=True)
    return path


def _link(path: Path, target: Path) -> Path:
    path.symlink_to(target)
    return path


def _shipped(name: str) -> str:
    return (maps_folder() / name).read_text(encoding="utf-8")


def maps(folder: Path) -> list[tuple[str, str, Path, str]]:
    """(what, game id, path, refusal) for hostile maps of the board games."""
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(maps_folder() / "thunderbirds-terrain.tsx", folder / "thunderbirds-terrain.tsx")
    shutil.copytree(maps_folder() / "tiles", folder / "tiles", dirs_exist_ok=True)
    cs, tb = _shipped("carrier-strike.tmx"), _shipped("thunderbirds.tmx")
    layer = re.search(r'<layer [^>]*>', tb)[0]
    bomb = base64.b64encode(zlib.compress(b"\0" * (50 * 1024 * 1024))).decode()
    out = [
        ("a sea of 4000 x 4000", "carrier-strike",
         _write(folder, "huge.tmx", cs.replace('width="21" height="21"', 'width="4000" height="4000"', 1)),
         "'width' is 4000; it must be 1 to 256"),
        ("a sea over the game's bound", "carrier-strike",
         _write(folder, "cs-65.tmx", cs.replace('width="21" height="21"', 'width="65" height="65"', 1)),
         "is 65 columns wide (at most 64) and 65 rows tall (at most 64): a Carrier Strike! board may be at most 64 "
         "columns by 64 rows"),
        ("a width of 5,000 digits", "carrier-strike",
         _write(folder, "digits.tmx", cs.replace('width="21"', 'width="' + "9" * 5000 + '"', 1)),
         "it must be a whole number"),
        ("groups nested 20,000 deep", "carrier-strike",
         _write(folder, "nested.tmx", cs.replace("</map>", '<group name="g">' * 20000 + "</group>" * 20000 + "</map>")),
         "g: groups nest deeper than 32 levels"),
        ("a layer wider than its map", "thunderbirds",
         _write(folder, "wide.tmx", tb.replace(layer, layer.replace('width="13"', 'width="14"'))),
         "terrain: tile layer is 14 x 10 cells but the map is 13 x 10"),
        ("a layer that inflates to 50 MB", "thunderbirds",
         _write(folder, "inflate.tmx", re.sub(r'<data encoding="csv">.*?</data>',
                                              f'<data encoding="base64" compression="zlib">{bomb}</data>', tb, count=1, flags=re.S)),
         "terrain: tile layer holds 65536 cells; a 13 x 10 map has 130"),
        ("entities that expand a billion times", "carrier-strike",
         _write(folder, "laughs.tmx", '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a0 "lollollollol">'
                + "".join(f'<!ENTITY a{i} "{("&a" + str(i - 1) + ";") * 10}">' for i in range(1, 10))
                + "]><map>&a9;</map>"),
         "is not valid XML"),
        ("a tileset that is a folder", "thunderbirds",
         _write(folder, "tileset-folder.tmx", tb.replace('source="thunderbirds-terrain.tsx"', f'source="{_mkdir(folder / "tiles.tsx").name}"')),
         "tileset 'tiles.tsx': is a folder, not a file"),
        ("a folder", "carrier-strike", _mkdir(folder / "folder.tmx"), "map: is a folder, not a file"),
        ("not XML", "carrier-strike", _write(folder, "text.tmx", "hello"), "is not valid XML"),
    ]
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "fifo.tmx")
        out.append(("a FIFO", "carrier-strike", folder / "fifo.tmx", "map: is a pipe (FIFO), not a file"))
    return out
