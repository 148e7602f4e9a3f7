"""Editing the boards in Tiled: the shipped maps pass the checker, broken ones get their own
message, the project file declares every class and enum, and each worked example of
docs/EDITING_MAPS.md changes what the game sees."""
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

from map_copies import assert_same_game, copy_boards
from told import close_dialog, told

from game import tiled
from game.mapcheck import checker
from game.resources import maps_folder

MAPS = maps_folder()

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = sorted(MAPS.glob("*.tmx"))


def copy_map(tmp_path, name, old=None, new=None, count=1):
    """A copy of a shipped map (with its tileset and tiles) with one text edit."""
    text = (MAPS / name).read_text()
    if old is not None:
        assert old in text, f"{old!r} not in {name}"
        text = text.replace(old, new, count)
    for extra in MAPS.glob("*.tsx"):
        (tmp_path / extra.name).write_text(extra.read_text())
    if (MAPS / "tiles").is_dir():
        (tmp_path / "tiles").mkdir(exist_ok=True)
        for f in (MAPS / "tiles").iterdir():
            (tmp_path / "tiles" / f.name).write_bytes(f.read_bytes())
    out = tmp_path / name
    out.write_text(text)
    return out


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_every_shipped_map_passes_the_checker(path):
    assert checker.check(path) == []


def test_the_checker_tool_prints_nothing_wrong_and_exits_0():
    r = subprocess.run([sys.executable, "tools/check_maps.py"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout
    assert "no problems" in r.stdout


BROKEN = [
    ("same4cats.tmx", 'name="distance-4"', 'name="distance-44"', "slots/distance-4: card slot missing"),
    ("same4cats.tmx", 'name="log" type="slot" x="940" y="310" width="320" height="476"',
     'name="log" type="slot" x="1200" y="310" width="320" height="476"', "slots/log: slot lies outside the mat"),
    ("battaglia-navale.tmx", 'width="16" height="24"', 'width="16" height="20"', "must be 16 x 24"),
    ("battaglia-navale.tmx", 'type="polaris_platform"', 'type="platform"', "has no Polaris platform"),
    ("battaglia-navale.tmx", 'propertytype="bn_side" value="grey"', 'propertytype="bn_side" value="green"',
     "property 'side' is 'green'"),
    ("battaglia-navale.tmx", '<property name="number" type="int" value="1"/>\n   </properties>\n  </object>\n  <object id="30"',
     '<property name="number" value="one"/>\n   </properties>\n  </object>\n  <object id="30"',
     "the white Polaris platform needs counters numbered 1-4, found [2, 3, 4, 'one']"),
    ("thunderbirds.tmx", 'type="base"', 'type="airfield"', "exactly one 6 Group hex"),
    ("thunderbirds.tmx", 'value="Cologne"', 'value="Koln"', "Table 4 target 'Cologne' is on no target object"),
    ("thunderbirds.tmx", 'propertytype="flak_colour" value="red"', 'propertytype="flak_colour" value="purple"',
     "property 'flak' is 'purple'"),
    ("carrier-strike.tmx", 'propertytype="cs_side" value="yellow"', 'propertytype="cs_side" value="green"',
     "no yellow half"),
    ("carrier-strike.tmx", 'orientation="hexagonal"', 'orientation="orthogonal"', "must be hexagonal"),
    ("steam-torpedo.tmx", 'propertytype="st_side" value="talion"/>\n    <property name="cell" value="e2"/>',
     'propertytype="st_side" value="talion"/>\n    <property name="cell" value="f2"/>', "property 'cell' is 'f2'"),
    ("steam-torpedo.tmx", 'name="lane-north"', 'name="lane-n"', "sea/lane-north: sea lane missing"),
]


@pytest.mark.parametrize("case", range(len(BROKEN)))
def test_each_broken_map_gets_its_own_message(tmp_path, case):
    name, old, new, expected = BROKEN[case]
    path = copy_map(tmp_path, name, old, new)
    lines = [str(p) for p in checker.check(path)]
    assert any(expected in line for line in lines), lines
    assert all(line.startswith(f"{path}: ") for line in lines)


def test_not_a_map_at_all(tmp_path):
    bad = tmp_path / "x.tmx"
    bad.write_text("<map")
    assert [str(p) for p in checker.check(bad)] == [
        f"{bad}: map: is not valid XML (unclosed token: line 1, column 0)"]


def test_the_project_file_declares_every_class_member_and_enum():
    project = json.loads((MAPS / "sortie.tiled-project").read_text())
    types = {t["name"]: t for t in project["propertyTypes"]}
    enums = {n: t for n, t in types.items() if t["type"] == "enum"}
    for path in list(MAPS.glob("*.tmx")) + list(MAPS.glob("*.tsx")):
        root = ET.parse(path).getroot()
        for node in list(root.iter("object")) + list(root.iter("tile")):
            cls = node.get("type") or node.get("class")
            if not cls:
                continue
            assert cls in types and types[cls]["type"] == "class", f"{path.name}: class {cls} not declared"
            members = {m["name"]: m for m in types[cls]["members"]}
            for prop in node.iter("property"):
                name = prop.get("name")
                assert name in members, f"{path.name}: {cls}.{name} is not a member of the class"
                enum = members[name].get("propertyType")
                assert prop.get("propertytype") == enum, f"{path.name}: {cls}.{name} needs propertytype {enum}"
                if enum:
                    assert prop.get("value") in enums[enum]["values"], f"{path.name}: {cls}.{name}={prop.get('value')}"


def run_cli(*args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def test_the_app_refuses_a_broken_map_with_the_checker_lines(tmp_path):
    path = copy_map(tmp_path, "same4cats.tmx", 'name="distance-4"', 'name="distance-44"')
    r = run_cli("same4cats", "--map", str(path))
    assert r.returncode == 2
    assert f"{path}: slots/distance-4: card slot missing" in r.stderr
    assert "Traceback" not in r.stderr


def test_the_app_plays_on_an_edited_map(tmp_path):
    path = copy_map(tmp_path, "same4cats.tmx", 'name="escort-hand" type="slot" x="800"',
                    'name="escort-hand" type="slot" x="780"')
    out = tmp_path / "shot.png"
    r = run_cli("--screenshot", str(out), "same4cats", "--map", str(path), "--moves", "3")
    assert r.returncode == 0, r.stderr
    assert out.exists()


# -- the worked examples of docs/EDITING_MAPS.md ----------------------------------------

def test_example_same4cats_move_a_card_slot(tmp_path):
    from game.app import App
    from game.launch import new_game
    from game.scenes.same4cats.scene import Same4CatsScene
    from game.settings import Settings
    path = copy_map(tmp_path, "same4cats.tmx", 'name="escort-hand" type="slot" x="800" y="624"',
                    'name="escort-hand" type="slot" x="790" y="640"')
    app = App(Settings(animation="off"), headless=True)
    scene = Same4CatsScene(app, new_game("same4cats", seed=1, map_path=path))
    assert scene.slots["escort-hand"].topleft == (790, 640)
    pygame.quit()


def test_example_battaglia_navale_move_a_battery_site(tmp_path):
    from game.rules.battaglia_navale.rules import BattagliaNavaleRules
    from game.rules.battaglia_navale.board import load_board
    from house import data
    house = data("battaglia-navale")
    before = load_board(house).battery_sites["white"]
    path = copy_map(tmp_path, "battaglia-navale.tmx", '<object id="45" type="battery_site" x="256" y="640"',
                    '<object id="45" type="battery_site" x="224" y="608"')
    assert checker.check(path) == []
    sites = load_board(house, path).battery_sites
    moved = (sites["white"] | sites["grey"]) - (before | load_board(house).battery_sites["grey"])
    assert moved == {(7, 19)}
    rules = BattagliaNavaleRules(house, path)
    assert rules is not None


def test_example_thunderbirds_move_a_target(tmp_path):
    from game.rules.thunderbirds.board import load_board
    text = (MAPS / "thunderbirds.tmx").read_text()
    m = re.search(r'<object id="\d+" name="Cologne" type="target" x="([\d.]+)" y="([\d.]+)"', text)
    x, y = float(m.group(1)), float(m.group(2))
    old = load_board().targets["Cologne"]
    path = copy_map(tmp_path, "thunderbirds.tmx", m.group(0), m.group(0).replace(f'x="{m.group(1)}"', f'x="{x - 56:g}"'))
    assert checker.check(path) == []
    assert load_board(path).targets["Cologne"] == (old[0] - 1, old[1])


def test_example_carrier_strike_move_the_border_of_the_halves(tmp_path):
    from game.rules.carrier_strike.board import load_board
    path = copy_map(tmp_path, "carrier-strike.tmx", 'name="Red half" type="half" x="0" y="0" width="688" height="274"',
                    'name="Red half" type="half" x="0" y="0" width="688" height="220"')
    assert checker.check(path) == []
    assert len(load_board(path).halves["red"]) < len(load_board().halves["red"])


def test_f5_reloads_the_map_and_keeps_the_game(tmp_path):
    from game.app import App
    from game.launch import new_game
    from game.scenes.open_game import scene_for
    from game.settings import Settings
    path = copy_map(tmp_path, "same4cats.tmx")
    app = App(Settings(animation="off"), headless=True)
    game = new_game("same4cats", seed=3, map_path=path)
    game.play(game.legal_actions()[0])
    app.push(scene_for(app, game))
    path.write_text(path.read_text().replace('name="escort-hand" type="slot" x="800"', 'name="escort-hand" type="slot" x="770"'))
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode=""))
    scene = app.stack.top
    assert scene.slots["escort-hand"].left == 770
    assert scene.game.moves == game.moves
    path.write_text(path.read_text().replace('name="distance-4"', 'name="distance-44"'))
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode=""))
    said = told(app)   # a dialog the player closes (issue 31), the game under it
    assert "Map not reloaded" in said and "slots/distance-4" in said
    assert close_dialog(app) is scene
    pygame.quit()


def test_example_steam_torpedo_move_the_log(tmp_path):
    from game.app import App
    from game.launch import new_game
    from game.scenes.steam_torpedo.scene import SteamTorpedoScene
    from game.settings import Settings
    text = (MAPS / "steam-torpedo.tmx").read_text()
    m = re.search(r'<object id="\d+" name="log" type="slot" x="([\d.]+)" y="([\d.]+)"', text)
    y = float(m.group(2))
    path = copy_map(tmp_path, "steam-torpedo.tmx", m.group(0), m.group(0).replace(f'y="{m.group(2)}"', f'y="{y + 40:g}"'))
    assert checker.check(path) == []
    app = App(Settings(animation="off"), headless=True)
    scene = SteamTorpedoScene(app, new_game("steam-torpedo", seed=1, map_path=path))
    assert scene.layout.panels["log"].top == int(y + 40)
    pygame.quit()


def run_tiled(tmp_path, *args):
    """The installed Tiled's command line, headless."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=str(tmp_path))
    r = subprocess.run(["tiled", *map(str, args)], env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    return r


@pytest.mark.skipif(__import__("shutil").which("tiled") is None, reason="Tiled is not installed (apt-get install tiled)")
@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_tiled_itself_opens_every_map_with_its_objects(tmp_path, path):
    """Tiled (the editor, run headless) reads the map and keeps every object's name and class;
    the map it saves again (whatever its version) is the same game: it passes the checker,
    offers the same legal actions after the same moves and draws the same screenshot."""
    out = tmp_path / "out.json"
    run_tiled(tmp_path, "--export-map", "json", path, out)
    exported = json.loads(out.read_text())
    seen = sorted((o.get("name", ""), o.get("type") or o.get("class", ""))
                  for layer in exported["layers"] for o in layer.get("objects", []))
    board = tiled.load(path)
    assert seen == sorted((o.name, o.cls) for o in board.objects)
    assert (exported["width"], exported["height"]) == (board.grid.cols, board.grid.rows)

    folder = copy_boards(MAPS, tmp_path / "maps")  # saved in place: relative paths stay as shipped
    for tileset in folder.glob("*.tsx"):
        run_tiled(tmp_path, "--export-tileset", "tsx", tileset, tileset)
    saved = folder / path.name
    run_tiled(tmp_path, "--export-map", "tmx", saved, saved)
    version = run_tiled(tmp_path, "--version").stdout.split()[-1]  # "Tiled 1.8.2"
    assert f'tiledversion="{version}"' in saved.read_text(encoding="utf-8")  # really written by it
    assert_same_game(path.stem, saved, tmp_path)


@pytest.mark.parametrize("game_id", ["same4cats", "battaglia-navale", "thunderbirds", "carrier-strike", "steam-torpedo"])
def test_f5_works_in_every_game_scene(game_id):
    """Every scene passes F5 to the shared reload: the game is replayed on the re-read map."""
    import random

    from game.app import App
    from game.launch import new_game
    from game.scenes.open_game import scene_for
    from game.settings import Settings
    app = App(Settings(animation="off"), headless=True)
    game = new_game(game_id, seed=2)
    chooser = random.Random(2)
    for _ in range(6):
        game.play(chooser.choice(game.legal_actions()))
    app.push(scene_for(app, game))
    app.render_frames(1)
    from game.scenes.modal import HandOffScene
    if isinstance(app.stack.top, HandOffScene):  # a hot-seat game waits for the next player first
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(640, 400)))
    before = app.stack.top
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode=""))
    assert "Map reloaded" in app.toasts.items[-1][0]
    scene = [s for s in app.stack.scenes if hasattr(s, "game")][-1]  # a hand-off may stand above it again
    assert scene is not before and scene.game.moves == game.moves
    app.render_frames(1)
    pygame.quit()


def test_f5_keeps_the_old_map_when_the_game_no_longer_fits_and_says_why(tmp_path):
    from game.app import App
    from game.launch import new_game
    from game.scenes.open_game import scene_for
    from game.settings import Settings
    path = copy_map(tmp_path, "battaglia-navale.tmx")
    app = App(Settings(animation="off"), headless=True)
    game = new_game("battaglia-navale", seed=4, map_path=path)
    game.play("islands")
    assert "battery i21" in game.legal_notations()
    game.play("battery i21")
    app.push(scene_for(app, game))
    scene = app.stack.top
    path.write_text(path.read_text().replace('<object id="45" type="battery_site" x="256" y="640"',
                                             '<object id="45" type="battery_site" x="224" y="608"'))
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode=""))
    message = told(app)
    assert "does not fit the edited map" in message and "move 2 'battery i21'" in message
    assert close_dialog(app) is scene and scene.game.moves == ["islands", "battery i21"]
    pygame.quit()


# -- a map for another game, a board too big, a property read by nothing (issue 31) -------

@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_a_map_given_to_another_game_is_refused_in_one_line_naming_its_game(path):
    from game import games
    own = tiled.load(path).properties["game"]
    for other in games.GAMES:
        if other == own:
            continue
        lines = [str(p) for p in checker.check(path, other)]
        assert lines == [f"{path}: map: this map is for {games.info(own).title} (its property 'game' is {own}), "
                         f"not for {games.info(other).title}: play it with {games.info(own).title}, or give "
                         f"{games.info(other).title} a map of its own"], lines
    with pytest.raises(ValueError) as refused:   # as --map gives it: refused, not played
        games.rules_for("carrier-strike" if own != "carrier-strike" else "thunderbirds", path)
    assert str(refused.value).count("\n") == 0 and "map of its own" in str(refused.value)


def test_a_map_naming_no_game_sortie_knows_is_refused_in_one_line(tmp_path):
    path = copy_map(tmp_path, "steam-torpedo.tmx", 'value="steam-torpedo"', 'value="steam-torpedoes"')
    assert [str(p) for p in checker.check(path, "steam-torpedo")] == [
        f"{path}: map: the map property 'game' is 'steam-torpedoes', which is none of Sortie's games "
        "(for Steam Torpedo it is steam-torpedo)"]


def test_a_board_too_big_names_the_side_that_is_too_long(tmp_path):
    path = copy_map(tmp_path, "carrier-strike.tmx", 'width="21" height="21"', 'width="80" height="50"')
    assert [str(p) for p in checker.check(path)] == [
        f"{path}: map: is 80 columns wide (at most 64): a Carrier Strike! board may be at most 64 columns "
        "by 64 rows"]


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_a_property_sortie_does_not_read_is_named(tmp_path, path):
    """On the map and on an object: every property a map carries is read, or the checker
    names it (the shipped maps pass, so each of theirs is read)."""
    copy = copy_map(tmp_path, path.name, " <properties>\n", ' <properties>\n  <property name="colour" value="red"/>\n')
    text = copy.read_text()
    obj = re.search(r'<object id="\d+" name="([^"]+)" type="([^"]+)"[^/>]*>', text)
    copy.write_text(text.replace(obj[0], obj[0] + '\n   <properties><property name="spin" value="1"/></properties>', 1)
                    .replace("</properties><properties>", ""))
    lines = [str(p) for p in checker.check(copy)]
    assert any("map: the property 'colour' means nothing to " in line and "remove it" in line for line in lines), lines
    assert any(f": the property 'spin' means nothing to a {obj[2]}" in line for line in lines), lines


def _colour_properties(path):
    return {k: v for k, v in tiled.load(path).properties.items() if isinstance(v, str) and v.startswith("#")}


@pytest.mark.parametrize("path", [p for p in SHIPPED if _colour_properties(p)], ids=lambda p: p.name)
def test_every_colour_a_map_carries_is_the_colour_drawn(tmp_path, path):
    """A colour property of a shipped map changes what the game draws (the Same 4 Cats'
    felt was once fixed in code while the map said it)."""
    from game import launch
    from game.app import App
    from game.settings import Settings
    app = App(Settings(animation="off", confirm_end_turn=False), headless=True)
    game_id = tiled.load(path).properties["game"]

    def shot(map_path):
        game = launch.new_game(game_id, seed=3, map_path=map_path)
        app.push(app.scene_for(game))
        picture = app.render_frames().copy()
        app.pop()
        return picture
    try:
        shipped = shot(path)
        for name, value in _colour_properties(path).items():
            folder = tmp_path / name
            folder.mkdir()
            changed = copy_map(folder, path.name, f'name="{name}" type="color" value="{value}"',
                               f'name="{name}" type="color" value="#ffff00ff"')
            other = shot(changed)
            differ = sum(shipped.get_at((x, y)) != other.get_at((x, y)) for x in range(0, 1280, 16)
                         for y in range(0, 800, 16))
            assert differ > 40, f"{path.name}: changing '{name}' changed {differ} sampled pixels"
    finally:
        pygame.quit()
