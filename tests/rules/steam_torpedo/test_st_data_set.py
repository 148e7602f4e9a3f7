"""A player's data set changes play: a compartment's attack strength (ST Attack Results)."""
from st_helpers import arrange

from game import datasets


def fire_tubes_at_stern(table, data_set=None):
    """Ludwig's steam torpedo tubes on Bruno's stern, its armoured citadel crewed (armour 1)."""
    game = table(data_set=data_set)
    arrange(game, "talion", {"d1": "steam-torpedo-tubes"}, crew={"1": "d1"}, sector=2)
    arrange(game, "rochelle", {"a1": "armoured-citadel"}, crew={"1": "a1"}, sector=3)
    events = game.play("activate d1 by 1 to c2")
    attack = next(e for e in events if e.kind == "attack")
    return attack.data["strength"], attack.data["armour"], attack.data["damage"]


def test_attack_results_a_set_with_stronger_torpedo_tubes_does_more_damage(table):
    folder = datasets.new_set("steam-torpedo", "Heavy tubes")
    cards = folder / "compartments.yaml"
    text = cards.read_text(encoding="utf-8")
    at = text.index("id: steam-torpedo-tubes")
    cut = text.index("attack: 3", at)
    cards.write_text(text[:cut] + "attack: 5" + text[cut + len("attack: 3"):], encoding="utf-8")
    assert fire_tubes_at_stern(table) == (3, 1, 2)
    assert fire_tubes_at_stern(table, "Heavy tubes") == (5, 1, 4)
    assert fire_tubes_at_stern(table) == (3, 1, 2)   # House again for a game without the set
