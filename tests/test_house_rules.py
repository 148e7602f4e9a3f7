"""Each game's house rules (F1's second tab, issue 15): in plain words what Sortie does where
the rulebook is silent or unclear, every option of the game named as the new-game screen
shows it, and nothing of the developers' ledger: no file path, test name, code or Python value."""
import re

import pytest

from game import games, resources, rulebook
from game.scenes.rules_ref import house_blocks

GAME_IDS = sorted(games.GAMES)


def words(game_id: str) -> str:
    return resources.read_text(resources.house_rules(game_id))


def flat(text: str) -> str:
    """The document's text as the reader shows it: bold marks gone, lines joined."""
    return re.sub(r"\s+", " ", text.replace("**", ""))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_house_rules_name_every_option_by_its_label(game_id):
    text = flat(words(game_id))
    options = games.rules_for(game_id).options   # the rules options the new-game screen lists
    assert options, "every game has options"
    missing = [spec.label for spec in options.values() if f'"{spec.label}"' not in text]
    assert not missing, f"{game_id}: options not named by their label: {missing}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_house_rules_hold_no_path_test_name_code_or_python_value(game_id):
    text = words(game_id)
    problems = []
    for n, line in enumerate(text.splitlines(), start=1):
        plain = line.replace("**", "")
        checks = {
            "a file path": re.search(r"\b[\w.-]+/[\w./-]+\.\w+\b|\b(?:game|tests|maps|docs|assets|tools)/", plain),
            "a file name": re.search(r"\b\w+\.(?:py|yaml|yml|md|tmx|tsx|txt|png)\b", plain),
            "a test name": re.search(r"\btest_|::", plain),
            "backticks": "`" in plain,
            "an identifier with underscores": re.search(r"\b\w+_\w+\b", plain),
            "a Python value": re.search(r"\b(?:None|True|False)\b", plain),
            "brackets": re.search(r"[{}<>]|\[(?!\d+\])|(?<!\d)\[|(?<!\[\d)\](?<!\d\])", plain),
        }
        problems += [f"line {n}: {what}: {line.strip()[:80]}" for what, found in checks.items() if found]
    assert not problems, f"{game_id}:\n" + "\n".join(problems)


def test_the_plain_words_check_catches_what_it_forbids():
    """The checks above fail on each thing they forbid (so they can fail at all)."""
    bad = ["see game/rules/x.py", "cards.yaml holds them", "::test_x", "`damage4`", "aa_beyond_table",
           "the value None", "rows[0]", "a {dict}"]
    for line in bad:
        plain = line
        assert (re.search(r"\b[\w.-]+/[\w./-]+\.\w+\b|\b(?:game|tests|maps|docs|assets|tools)/", plain)
                or re.search(r"\b\w+\.(?:py|yaml|yml|md|tmx|tsx|txt|png)\b", plain)
                or re.search(r"\btest_|::", plain) or "`" in plain or re.search(r"\b\w+_\w+\b", plain)
                or re.search(r"\b(?:None|True|False)\b", plain)
                or re.search(r"[{}<>]|\[(?!\d+\])|(?<!\d)\[|(?<!\[\d)\](?<!\d\])", plain)), line
    assert not re.search(r"[{}<>]|\[(?!\d+\])|(?<!\d)\[|(?<!\[\d)\](?<!\d\])", "TaW 6.4.2[1] and 7.1.2[3]")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_house_rule_names_a_rule_of_its_rulebook(game_id):
    """Each decision is a "- " item opening with its rule in bold; every rule cited with the
    game's prefix opens at a place of the rulebook (the reader's click goes there)."""
    blocks = house_blocks(words(game_id))
    book = rulebook.parse(resources.read_text(resources.rulebook(game_id)))
    prefix = rulebook.PREFIXES[game_id]
    items = [b for b in blocks if b.kind == "item"]
    decisions = [b for b in items if b.number]
    assert len(decisions) >= 10
    assert any(b.kind == "heading" and b.text == "Cards and tables the rulebook does not print" for b in blocks)
    unfound = [b.number for b in decisions if b.number.startswith(prefix) and rulebook.find(book, b.number) is None]
    assert not unfound, f"{game_id}: rules that are not sections of the rulebook: {unfound}"
    assert all(b.number.startswith(prefix) for b in decisions)
