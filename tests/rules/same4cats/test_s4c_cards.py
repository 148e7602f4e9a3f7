"""S4C 2.1 and the Card Notes: 13 Mission cards, 14 Target Ship cards, house cards marked."""
import pytest

from game.rules.same4cats.data import AA, CLOUDS, ESCORT, EVENT_KINDS, FLY, SUN, WAVES
from house import data

HOUSE = data("same4cats")


def test_2_1_card_counts():
    assert len(HOUSE.missions) == 13 and len(HOUSE.ships) == 14


def test_card_notes_printed_rows_are_transcribed():
    printed = {m.id: (m.name, m.targets, m.events) for m in HOUSE.missions.values() if not m.house}
    assert printed["convoy-chase"] == ("Convoy Chase", 2,
                                       {"Waves": 1, "Clouds": 1, "Escort": 1, "Enemy Fighter": 2})
    assert printed["north-africa-tobruk"] == ("North Africa", 1, {"Sun": 1})
    assert len(printed) == 6
    assert HOUSE.ships["Indomitable"].events == {"Anti-Aircraft Fire": 3, "Enemy Fighter": 2}
    assert HOUSE.ships["Liverpool"].events == {"Anti-Aircraft Fire": 2}
    assert [s.name for s in HOUSE.ships.values() if not s.house] == [
        "Indomitable", "Nelson", "Manchester", "Kent", "Glasgow", "Liverpool"]
    names = [m.name for m in HOUSE.missions.values()]
    assert names.count("North Africa") == 3 and names.count("Aegean Sea") == 2
    assert names.count("Free Chase") == 2 and names.count("Gibraltar") == 1


def test_house_cards_carry_a_reason():
    house = [c for c in list(HOUSE.missions.values()) + list(HOUSE.ships.values()) if c.house]
    assert len(house) == 7 + 8  # 4 missing + Free Chase x2 + Gibraltar; 8 missing ships
    assert all(c.reason for c in house)


def decks_of(m):
    """(ship, Event deck size without experience) for every target the mission allows (S4C 4.0, 4.1)."""
    for ship in HOUSE.ships.values():
        if ship.name not in m.forbidden_targets:
            yield ship, 7 + sum(m.events.values()) + sum(
                n for k, n in ship.events.items() if not (m.ignore_ship_aa and k == AA))


@pytest.mark.parametrize("mission", list(HOUSE.missions))
def test_every_event_deck_lasts_a_mission(mission):
    # S4C 4.1: at most nine cards a pass (7 + Escort + final); a used Escort stays out on retry
    m = HOUSE.missions[mission]
    for ship, size in decks_of(m):
        assert size - m.events.get(ESCORT, 0) >= 9
        assert m.events.get(ESCORT, 0) + ship.events.get(ESCORT, 0) <= 1
    assert all(k in EVENT_KINDS for k in m.events)


@pytest.mark.parametrize("mission", sorted(HOUSE.missions))
def test_2_1_no_event_deck_needs_more_than_the_20_event_cards(mission):
    # S4C 2.1: 20 Event cards in the box; the largest deck, with two Fly cards of experience
    # (the Experience table's most), must fit in them
    m = HOUSE.missions[mission]
    for ship, size in decks_of(m):
        assert size + 2 <= 20, (mission, ship.name, size + 2)


def test_medals_named_by_7_0():
    assert [m.hits for m in HOUSE.medals] == [3, 5, 7, 9]
    assert {s.medal for s in HOUSE.ships.values()} <= {None, *[m.id for m in HOUSE.medals]}


def test_4_1_the_smallest_event_deck_has_9_cards_and_lasts_a_retried_mission(mission, log_texts):
    # North Africa (Tobruk) against the Turbo or the Tanimbar: the basic 7, the mission's Sun
    # and one AA card of the ship, no Escort. A pass draws at most 7 track cards and one last
    # card (retry, abort or the final card after the torpedo): 8 of the 9.
    sizes = {(m.id, ship.name): size for m in HOUSE.missions.values() for ship, size in decks_of(m)}
    smallest = min(sizes.values())
    assert smallest == 9
    assert sorted(k for k, v in sizes.items() if v == 9) == [("north-africa-tobruk", "Tanimbar"),
                                                            ("north-africa-tobruk", "Turbo")]
    order = [FLY, FLY, SUN, SUN, WAVES, CLOUDS, AA, AA, AA]  # the retry's last card: an AA card
    again = [AA, SUN, SUN, WAVES, FLY, CLOUDS, AA, FLY, AA]  # the final card: a Fly card
    game = mission("north-africa-tobruk", ["Turbo"], [order, "Miss", again, "Miss", "Hit"])
    game.play("target Turbo")
    assert sum(game.state.event_deck_composition.values()) == 9
    events = []
    for _ in range(7):
        events += game.play("draw")
    events += game.play("retry")  # its last card: the 8th
    assert len(game.state.event_deck) == 9  # shuffled again with every card drawn
    for _ in range(7):
        events += game.play("draw")
    events += game.play("torpedo")  # the final card: the 8th of this pass
    assert not [e for e in events if e.kind == "deck_empty"]
    assert len(game.state.event_deck) == 1 and game.state.ships_hit
