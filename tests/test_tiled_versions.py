"""Boards saved by every Tiled from 1.8 on mean the same game (issue 20).

tests/data/tiled-1.8/ holds every shipped board as the real Tiled 1.8.2 (Debian 12's)
saved it; its README.md says how. Each copy, the same boards as Tiled 1.9 wrote them
(class=), and the boards with every class member at its default left out (as Tiled 1.9+
saves them) must pass the checker, offer the same legal actions after the same moves, and
draw the same screenshot as the shipped map.
"""
import re
import xml.etree.ElementTree as ET

import pytest
from map_copies import (GAME_IDS, MAPS, TILED_18, as_tiled_19, assert_same_game, assert_same_moves,
                        assert_same_screenshot, copy_boards, leave_out_defaults)

from game import tiled
from game.mapcheck import checker


def properties_by_object(path):
    return {(o.layer, o.id): o.properties for o in tiled.load(path).objects}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_board_saved_by_tiled_1_8_is_the_same_game(tmp_path, game_id):
    path = TILED_18 / f"{game_id}.tmx"
    root = ET.parse(path).getroot()
    assert (root.get("version"), root.get("tiledversion")) == ("1.8", "1.8.2")
    assert_same_game(game_id, path, tmp_path)


def test_the_tiled_1_8_copies_lost_the_enum_annotations_the_shipped_maps_have():
    """What Tiled 1.8.2 did to the files (without the project loaded): the copies above
    really test a map without propertytype."""
    for path in sorted(TILED_18.glob("*.tmx")) + sorted(TILED_18.glob("*.tsx")):
        assert "propertytype=" not in path.read_text(encoding="utf-8"), path.name
        if path.name != "same4cats.tmx":  # the only board without an enum property
            assert "propertytype=" in (MAPS / path.name).read_text(encoding="utf-8"), path.name


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_board_with_its_class_defaults_left_out_is_the_same_game(tmp_path, game_id):
    folder = copy_boards(TILED_18, tmp_path / "maps")
    leave_out_defaults(folder)
    path = folder / f"{game_id}.tmx"
    assert properties_by_object(path) == properties_by_object(MAPS / f"{game_id}.tmx")
    assert_same_game(game_id, path, tmp_path)


def test_the_defaults_are_really_left_out_and_filled_from_the_project(tmp_path):
    folder = copy_boards(TILED_18, tmp_path / "maps")
    assert leave_out_defaults(folder) > 50
    chart = ET.parse(folder / "battaglia-navale.tmx").getroot()
    white_site = [o for o in chart.iter("object") if o.get("type") == "battery_site"
                  and o.find("properties") is None]
    assert white_site, "no battery site left without properties"
    board = tiled.load(folder / "battaglia-navale.tmx")
    assert {o.properties["side"] for o in board.objects_of("battery_site")} == {"white", "grey"}
    tileset = (folder / "thunderbirds-terrain.tsx").read_text(encoding="utf-8")
    assert 'value="sea"' not in tileset and 'name="shaded" type="bool" value="false"' not in tileset
    from game.rules.thunderbirds.board import load_board
    hexes = load_board(str(folder / "thunderbirds.tmx")).hexes
    assert {h.terrain for h in hexes.values()} == {"sea", "england", "occupied", "germany"}
    assert {h.shaded for h in hexes.values()} == {True, False}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_board_saved_by_tiled_1_9_is_the_same_game(tmp_path, game_id):
    folder = copy_boards(MAPS, tmp_path / "maps")
    as_tiled_19(folder)
    path = folder / f"{game_id}.tmx"
    for written in (path, folder / "thunderbirds-terrain.tsx"):
        text = written.read_text(encoding="utf-8")
        assert re.search(r'<(object|tile) [^>]*\bclass="', text)
        assert not re.search(r'<(object|tile) [^>]*\btype="', text)
    assert_same_game(game_id, path, tmp_path)


@pytest.mark.parametrize("version", ["1.0", "1.8", "1.9", "1.10", "1.11", "2.0", ""])
def test_no_map_is_refused_for_its_tmx_version(tmp_path, version):
    """The checker used to refuse TMX versions before 1.10; it now reads what the map says."""
    folder = copy_boards(MAPS, tmp_path / "maps")
    path = folder / "same4cats.tmx"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('<map version="1.10"', f'<map version="{version}"', 1), encoding="utf-8")
    assert f'<map version="{version}"' in path.read_text(encoding="utf-8")
    assert checker.check(path) == []


def test_the_comparisons_see_a_different_board(tmp_path):
    """A moved battery site changes the legal moves; a moved card slot changes the picture."""
    folder = copy_boards(MAPS, tmp_path / "maps")
    chart = folder / "battaglia-navale.tmx"
    chart.write_text(chart.read_text().replace('<object id="45" type="battery_site" x="256" y="640"',
                                               '<object id="45" type="battery_site" x="224" y="608"'))
    with pytest.raises(AssertionError, match="legal actions differ"):
        assert_same_moves("battaglia-navale", chart)
    mat = folder / "same4cats.tmx"
    mat.write_text(mat.read_text().replace('name="escort-hand" type="slot" x="800"',
                                           'name="escort-hand" type="slot" x="780"'))
    with pytest.raises(AssertionError, match="other pixels"):
        assert_same_screenshot("same4cats", mat, tmp_path)


def test_check_maps_passes_every_tiled_1_8_copy(capsys):
    from game.mapcheck.__main__ import main
    copies = sorted(TILED_18.glob("*.tmx"))
    assert main([str(p) for p in copies]) == 0
    assert capsys.readouterr().out.strip() == f"{len(copies)} map(s) checked: no problems"


def test_f5_reloads_a_board_saved_by_tiled_1_8(tmp_path):
    """The issue's third refusal: F5 on a board Tiled 1.8 saved keeps the game going on it."""
    import pygame

    from game.app import App
    from game.launch import new_game
    from game.scenes.open_game import scene_for
    from game.settings import Settings
    folder = copy_boards(MAPS, tmp_path / "maps")
    path = folder / "thunderbirds.tmx"
    app = App(Settings(animation="off"), headless=True)
    game = new_game("thunderbirds", seed=3, map_path=path)
    game.play(game.legal_actions()[0])
    app.push(scene_for(app, game))
    copy_boards(TILED_18, folder)  # Tiled 1.8 saved the map and its tileset over the shipped ones
    assert 'tiledversion="1.8.2"' in path.read_text(encoding="utf-8")
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode=""))
    assert "Map reloaded" in app.toasts.items[-1][0], app.toasts.items[-1][0]
    scene = [s for s in app.stack.scenes if hasattr(s, "game")][-1]
    assert scene.game.moves == game.moves
    pygame.quit()
