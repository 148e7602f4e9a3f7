"""The tables a rulebook misses or prints out of place (the rulebooks' INDEX, "Known
transcription defects") appear in the rules reader (F1) at the section they belong to,
marked "House data: the rulebook does not print this table" or "Moved here from ...",
and the values they show are the engine's own data (issue 15, The rules reader)."""
import pygame
import pytest

from game import resources, rulebook
from game.house_tables import HOUSE
from game.rules.battaglia_navale import data as bn_data
from house import data as house_data
from game.scenes.rules_ref import DOCUMENT, MARKS, RulesScene
from game.ui.png import save as save_png

MOVED = "Moved here from the end of the rulebook"
# game -> (title's start, its mark, the heading of the section it stands in)
EXPECTED = {
    "thunderbirds": [
        ("Target Conditions table", HOUSE, "6.2 Target Conditions"),
        ("Fuel track", HOUSE, "6.5.3 Perform other actions"),
        ("LW Intensity table", HOUSE, "[7.0] Begin the Operation"),
        ("Zone Flak tables", HOUSE, "[7.2] Zone Flak"),
        ("Bombing tracks", HOUSE, "[7.5] Bombing"),
        ("Survival tables", HOUSE, "[7.8] Land / Crash / Ditch"),
        ("Table 1: Mission Randomizer", MOVED, "Table 1: Mission Randomizer Table"),
        ("Table 2: Crew Assignments", MOVED, "Table 2: Crew Assignments"),
        ("Random Selection 5", MOVED, "Table 4: Targets"),
    ],
    "same4cats": [("Mission cards the table does not print", HOUSE, "7.0 Victory and Defeat"),
                  ("Target Ship cards the table does not print", HOUSE, "7.0 Victory and Defeat")],
    "battaglia-navale": [("The 20 fire cards", HOUSE, "Carrying out and checking the ships' fire")],
    "steam-torpedo": [("The 20 compartment cards", HOUSE, "Compartments")],
    "carrier-strike": [("The special T/F die", HOUSE, "Movement of Carriers"),
                       ("The dogfight cards", HOUSE, "Dogfights")],
}


def document(app, game_id):
    scene = RulesScene(app, game_id, game_id)
    return scene, scene.blocks["Rulebook"]


def added(blocks, title):
    return next(b for b in blocks if b.note and b.text.startswith(title))


def section_of(blocks, block):
    i = next(k for k, b in enumerate(blocks) if b is block)
    return next(blocks[k].text for k in range(i, -1, -1) if blocks[k].kind == "heading")


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_each_missing_or_moved_table_stands_at_its_section_with_its_mark(app, game_id):
    _scene, blocks = document(app, game_id)
    extras = [b for b in blocks if b.note]
    assert len(extras) == len(EXPECTED[game_id])
    for title, mark, section in EXPECTED[game_id]:
        block = added(blocks, title)
        assert block.kind == "table" and block.note.startswith(mark), (title, block.note)
        assert block.marker == ("house" if mark == HOUSE else "moved")
        assert section_of(blocks, block).startswith(section), (title, section_of(blocks, block))
    # the rulebook's own blocks are all still there, in their order
    own = rulebook.parse(resources.read_text(resources.rulebook(game_id)))
    assert [b.text for b in blocks if not b.note] == [b.text for b in own]


def test_thunderbirds_tables_show_the_engines_numbers(app):
    _scene, blocks = document(app, "thunderbirds")
    taw_data = house_data("thunderbirds")
    t = taw_data.tables
    lw = added(blocks, "LW Intensity").rows
    assert {row[0]: [int(v) for v in row[1:]] for row in lw[1:]} == t["lw_intensity"]["table"]
    flak = added(blocks, "Zone Flak").rows
    assert {row[0].lower(): [int(v) for v in row[1:]] for row in flak[1:]} == \
        {c: t["zone_flak"][c] for c in ("green", "yellow", "red")}
    cond = added(blocks, "Target Conditions").rows[1:]
    assert [(r[1], int(r[2])) for r in cond] == [(s["name"], s["drm"]) for s in t["target_conditions"]["sky"]]
    assert [(r[3], int(r[4])) for r in cond] == [(m["name"], m["drm"]) for m in t["target_conditions"]["moon"]]
    survival = added(blocks, "Survival").rows[1:]
    fates = [row["fate"] for where in ("england", "occupied", "sea") for row in t["survival"][where]]
    assert [r[2] for r in survival] == [t["survival"]["fates"][f]["text"] for f in fates]
    tracks = added(blocks, "Bombing tracks").rows[1:]
    assert {r[0].lower(): int(r[2]) for r in tracks} == t["bombing_tracks"]["target_flak_dice"]
    assert added(blocks, "Fuel track").rows[1][1] == f"0-{t['fuel_track']['spaces']}"
    table1 = added(blocks, "Table 1").rows
    randomizer = taw_data.targets["randomizer"]
    assert {int(r[0]): [int(v) for v in r[1:]] for r in table1[1:]} == randomizer
    assert table1[3][1:] == [str(n) for n in (6, 7, 8, 9, 10, 11, 12, 13, 14, 15)]   # row 3, as INDEX reads it
    assert [r[1] for r in added(blocks, "Random Selection 5").rows[1:]] == taw_data.selection(5)


def test_thunderbirds_table_2_gathers_its_scattered_rows(app):
    _scene, blocks = document(app, "thunderbirds")
    rows = {r[0]: r[1:] for r in added(blocks, "Table 2").rows}
    assert rows["Replacing \\ by"] == ["Pilot", "Rear Gunner", "Wireless", "Navigator", "Aimer", "Flt. Engineer"]
    assert rows["Wireless"] == ["No", "Yes", "—", "No", "No", "No"]     # two cells printed, four at the end
    assert rows["Rear Gunner"] == ["No", "—", "No", "No", "No", "No"]
    assert rows["Pilot"] == ["—", "No", "No", "Yes", "No", "No"]
    assert all(len(cells) == 6 for cells in rows.values())


def test_the_other_games_tables_show_the_engines_data(app):
    _scene, s4c = document(app, "same4cats")
    assert [r[0] for r in added(s4c, "Mission cards").rows[1:]] == [m.name for m in house_data("same4cats").missions.values() if m.house]
    ships = added(s4c, "Target Ship cards").rows[1:]
    assert [r[0] for r in ships] == [s.name for s in house_data("same4cats").ships.values() if s.house]
    assert "Turbo" in [r[0] for r in ships]
    _scene, bn = document(app, "battaglia-navale")
    cards = added(bn, "The 20 fire cards").rows[1:]
    assert len(cards) == 20 == len(house_data("battaglia-navale").fire_cards)
    for row, card in zip(cards, house_data("battaglia-navale").fire_cards.values()):
        marks = [bn_data.local_cell(m) for m in row[1].split(", ")] if card.marks else []
        assert tuple(marks) == card.marks and row[2] == (str(card.island) if card.island else "none")
    _scene, st = document(app, "steam-torpedo")
    assert [r[0] for r in added(st, "The 20 compartment cards").rows[1:]] == [c.name for c in house_data("steam-torpedo").cards.values()]
    _scene, cs = document(app, "carrier-strike")
    cs_house = house_data("carrier-strike")
    assert added(cs, "The dogfight cards").rows[1][1].split(", ") == [str(v) for v in cs_house.dogfight_deck]
    assert [r[1][0] for r in added(cs, "The special T/F die").rows[1:]] == list(cs_house.tf_faces)


@pytest.mark.parametrize("game_id, title, mark", [("thunderbirds", "LW Intensity", "house"),
                                                  ("thunderbirds", "Table 1", "moved")])
def test_the_reader_draws_the_mark_as_a_coloured_badge(app, tmp_path, game_id, title, mark):
    scene, blocks = document(app, game_id)
    app.push(scene)
    block = next(i for i, b in enumerate(blocks) if b.note and b.text.startswith(title))
    scene.jump(block)
    app.render_frames(1)
    out = tmp_path / f"{game_id}-{mark}.png"
    save_png(app.screen, str(out))
    img = pygame.image.load(str(out))
    badge = next(r for r in scene.rows[scene.top:] if r.block == block and r.badge)
    assert badge.pieces[0][1] == blocks[block].note
    y = DOCUMENT.top + 22 + sum(r.height for r in scene.rows[scene.top:scene.rows.index(badge)])
    x = DOCUMENT.left + 22 + 14 + 3
    assert img.get_at((x, y + badge.height // 2))[:3] == MARKS[mark]
    assert img.get_at((x, y - 30))[:3] != MARKS[mark]   # the title's line above is on paper
    # the note's own words are drawn in paper colour on the badge
    paper = sum(1 for dx in range(10, badge.badge - 10) for dy in range(3, badge.height - 3)
                if img.get_at((x + dx, y + dy))[:3] not in (MARKS[mark],))
    assert paper > 50
