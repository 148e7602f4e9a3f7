"""The rulebooks as documents (game/rulebook.py): headings, lists, tables, and every rule
citation the games write leading to its place in the rulebook."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import rulebook
from game.resources import read_text, rulebook as rulebook_path

ROOT = Path(__file__).resolve().parents[1]
GAMES = list(rulebook.PREFIXES)
NOT_IN_THE_RULEBOOK = {"BN Errata"}  # the errata live in the rulebooks' INDEX.md, not in a rulebook


def doc(game: str) -> list[rulebook.Block]:
    return rulebook.parse(read_text(rulebook_path(game)))


@pytest.mark.parametrize("game, title, heads", [
    ("same4cats", '278th Squadron "The Same 4 Cats": SM79 Damned Hunchback', 16),
    ("thunderbirds", "Thunderbirds at War: Bombing the Reich, Jan. to Jun. 1943", 40),
    ("battaglia-navale", "Battaglia Navale", 10),
    ("steam-torpedo", "Steam Torpedo: First Contact", 27),
    ("carrier-strike", "Carrier Strike!", 10),
])
def test_each_rulebook_has_its_title_and_sections(game, title, heads):
    blocks = doc(game)
    assert blocks[0].kind == "title" and blocks[0].text == title
    found = [blocks[i] for i in rulebook.headings(blocks)]
    assert len(found) >= heads
    assert min(h.level for h in found) == 1
    assert not any(b.kind == "para" and b.text == "Table of Contents" for b in blocks)


def test_tables_become_rows_of_cells():
    tables = [b for b in doc("battaglia-navale") if b.kind == "table"]
    assert len(tables) == 1
    assert tables[0].rows[0] == ["Unit", "Maximum movement", "Fire: maximum range", "Cards to draw"]
    assert ["Battleship", "2 squares", "2 squares", "2"] in tables[0].rows
    assert all(len(r) == 4 for r in tables[0].rows)   # the |---| line is not a row


def test_lists_keep_their_numbers_and_depth():
    items = [b for b in doc("carrier-strike") if b.kind == "item"]
    assert items[0].marker == "1." and items[0].text.startswith("Select either red or yellow")
    assert any(b.level == 1 and b.text == "2 carriers" for b in items)


def test_japanese_beside_english_is_not_shown():
    assert rulebook.shown("Medal table (勲章表).") == "Medal table."
    assert rulebook.shown("Croce di Guerra (戦功十字章, Cross of War Merit)") == "Croce di Guerra (Cross of War Merit)"
    assert not any(re.search(r"[\u3000-\u9fff]", b.text) for b in doc("same4cats"))


@pytest.mark.parametrize("citation, kind, start", [
    ("TaW 6.4.3", "para", "6.4.3 New crew member penalty"),
    ("TaW 7.1.2[3]", "para", "7.1.2[3] Roll to spot LW fighter"),
    ("TaW 6.4.2[1]", "para", "6.4.2[1] The pilot has a separate allocation"),
    ("TaW 6.4.2[9]", "heading", "6.4.2 Select the Pilot"),   # no paragraph 6.4.2[9]: its section
    ("TaW Table 3", "heading", "Table 3: Random Events"),
    ("S4C 4.2", "heading", "4.2 Event Cards"),
    ("BN Fire", "heading", "Carrying out and checking the ships' fire"),
    ("BN Battery: also its own square", "heading", "Fire of the coastal battery"),
    ("CS Planes 3", "item", "The arrow-stripe on each carrier deck"),
    ("CS Setup 6", "item", "Place your loaded carriers"),
    ("ST Using the Crew A", "heading", "Using the Crew"),
    ("ST Conditions: reaction symbol", "heading", "Conditions for Starting Actions"),
])
def test_a_citation_finds_its_place(citation, kind, start):
    game = {v: k for k, v in rulebook.PREFIXES.items()}[citation.split()[0]]
    blocks = doc(game)
    found = rulebook.find(blocks, citation)
    assert found is not None and blocks[found].kind == kind and blocks[found].text.startswith(start)


def test_every_rule_the_games_cite_is_found_in_its_rulebook():
    """Every citation in the rules, the scenes and the ledgers opens at a place of its rulebook."""
    docs = {g: doc(g) for g in GAMES}
    by_prefix = {v: k for k, v in rulebook.PREFIXES.items()}
    files = [*(ROOT / "game").rglob("*.py"), *(ROOT / "docs" / "rules").glob("*.md")]
    cited = set()
    for path in files:
        for m in re.finditer(r"\(((?:S4C|TaW|BN|CS|ST) [^)\n]{1,60})\)", path.read_text(encoding="utf-8")):
            cited.update(rulebook.citations(m.group(1)))
    assert len(cited) > 100
    lost = sorted(c for c in cited if rulebook.find(docs[by_prefix[c.split()[0]]], c) is None
                  and " ".join(c.split()[:2]).split(":")[0] not in NOT_IN_THE_RULEBOOK)
    assert lost == []


def test_citations_are_found_in_running_text():
    assert rulebook.citations("Not allowed: no fuel left (TaW 7.0.4)") == ["TaW 7.0.4"]
    assert rulebook.citations("(CS Planes 1, CS Planes 4)") == ["CS Planes 1", "CS Planes 4"]
    assert rulebook.citations("nothing cited here") == []
