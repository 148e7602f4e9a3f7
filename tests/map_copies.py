"""What the Tiled-version tests share: copies of the boards as other Tiled versions save
them, and the three ways a copy must match the shipped board (the checker passes it, the
rules offer the same moves, the scene draws the same pixels)."""
from __future__ import annotations

import random
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

from game import games
from game.mapcheck import checker
from game.resources import maps_folder
from game.session.game import Game
from game.tiled_classes import project

MAPS = maps_folder()
TILED_18 = Path(__file__).resolve().parent / "data" / "tiled-1.8"  # saved by the real Tiled 1.8.2 (README.md there)
GAME_IDS = ["same4cats", "battaglia-navale", "thunderbirds", "steam-torpedo", "carrier-strike"]


def copy_boards(source: Path, dest: Path) -> Path:
    """Every .tmx and .tsx of a folder, with the tiles they draw, copied to dest."""
    dest.mkdir(parents=True, exist_ok=True)
    for f in list(source.glob("*.tmx")) + list(source.glob("*.tsx")):
        shutil.copyfile(f, dest / f.name)
    if (source / "tiles").is_dir():
        shutil.copytree(source / "tiles", dest / "tiles", dirs_exist_ok=True)
    return dest


def _text(value) -> str:
    """A default as Tiled writes it in a property's value attribute."""
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def leave_out_defaults(folder: Path) -> int:
    """Rewrite the maps and tilesets of a folder as Tiled 1.9+ leaves a member still at its
    class default (not written) and as a Tiled without the project writes an enum value
    (no propertytype). Returns how many properties were left out."""
    classes = project().classes
    left_out = 0
    for path in list(folder.glob("*.tmx")) + list(folder.glob("*.tsx")):
        tree = ET.parse(path)
        for node in list(tree.getroot().iter("object")) + list(tree.getroot().iter("tile")):
            known = classes.get(node.get("type") or node.get("class") or "")
            props = node.find("properties")
            if known is None or props is None:
                continue
            for prop in list(props):
                prop.attrib.pop("propertytype", None)
                name = prop.get("name")
                if name in known.defaults and prop.get("value") == _text(known.defaults[name]):
                    props.remove(prop)
                    left_out += 1
            if not len(props):
                node.remove(props)
        tree.write(path, encoding="UTF-8", xml_declaration=True)
    return left_out


def as_tiled_19(folder: Path) -> None:
    """Rewrite the maps and tilesets of a folder as Tiled 1.9 wrote them: class= on objects
    and tiles instead of type=, and TMX version 1.9."""
    for path in list(folder.glob("*.tmx")) + list(folder.glob("*.tsx")):
        text = path.read_text(encoding="utf-8")
        text = re.sub(r'(<(?:object|tile) [^>]*?)\btype="', r'\1class="', text)
        text = re.sub(r'(<(?:map|tileset) version=)"[\d.]+"', r'\1"1.9"', text)
        path.write_text(text, encoding="utf-8")


def assert_passes_the_checker(path: Path) -> None:
    assert [str(p) for p in checker.check(path)] == []


def assert_same_moves(game_id: str, path: Path, seed: int = 5, moves: int = 40) -> None:
    """The same legal actions after the same random moves, on the shipped map and the copy."""
    shipped = Game(games.rules_for(game_id), seed)
    copy = Game(games.rules_for(game_id, path), seed, map_path=path)
    chooser = random.Random(seed)
    for step in range(moves + 1):
        legal = shipped.legal_notations()
        assert copy.legal_notations() == legal, f"{game_id}: the legal actions differ after {step} moves"
        if not legal:
            break
        move = chooser.choice(shipped.legal_actions())
        shipped.play(move)
        copy.play(str(move))


def screenshot_pixels(game_id: str, out: Path, map_path=None, seed: int = 3, moves: int = 10) -> tuple:
    """The game drawn after `moves` random legal moves (what `--screenshot` saves): size, pixels."""
    import pygame

    from game.__main__ import screenshot
    screenshot(str(out), game_id, seed, moves, map_path)
    image = pygame.image.load(str(out))
    return image.get_size(), pygame.image.tobytes(image, "RGB")


_SHIPPED: dict = {}  # game id -> the shipped board's screenshot (size, pixels): drawn once a session


def assert_same_screenshot(game_id: str, path: Path, tmp: Path) -> None:
    shipped = _SHIPPED.get(game_id)
    if shipped is None:
        shipped = _SHIPPED[game_id] = screenshot_pixels(game_id, tmp / f"{game_id}-shipped.png")
    copy = screenshot_pixels(game_id, tmp / f"{game_id}-copy.png", map_path=path)
    assert copy == shipped, f"{game_id}: the copy draws other pixels than the shipped map"


def assert_same_game(game_id: str, path: Path, tmp: Path) -> None:
    assert_passes_the_checker(path)
    assert_same_moves(game_id, path)
    assert_same_screenshot(game_id, path, tmp)
