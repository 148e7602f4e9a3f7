"""Issue 33, root-parallel search (game/ai/mcts.py): the parts' roots summed, the hint card's
visits counting only playouts, and a search grown in parts the same however it is split."""
import random

from game import launch
from game.ai import adapter_for
from game.ai.mcts import PRIOR_VISITS, conclude, grow, part_seeds, search


def _position():
    game = launch.new_game("battaglia-navale", seed=3)
    chooser = random.Random(3)
    while len(game.legal_actions()) < 4:
        game.play(chooser.choice(game.legal_actions()))
    seat = game.to_move()
    return game.rules, adapter_for(game.rules), game.rules.view(game.state, seat), seat


def test_the_parts_roots_are_summed_and_the_cards_visits_are_playouts_only():
    rules, adapter, view, seat = _position()
    parts = [grow(rules, adapter, view, seat, 40, float("inf"), random.Random(s)) for s in (11, 12)]
    # a root move the second part's sample never seeded: its one-ply visits counted once
    key = max(parts[1]["children"], key=lambda k: parts[0]["children"][k]["visits"] + parts[1]["children"][k]["visits"])
    c = parts[1]["children"][key]
    mean = c["value"] / c["visits"]
    parts[1]["children"][key] = {**c, "seeded": False, "visits": c["visits"] - PRIOR_VISITS,
                                 "value": mean * (c["visits"] - PRIOR_VISITS)}
    d = conclude(rules, adapter, view, seat, parts, random.Random(5))
    summed = {k: sum(p["children"].get(k, {}).get("visits", 0) for p in parts)
              for p in parts for k in p["children"]}
    assert d.playouts == 80 and d.notation == max(summed, key=lambda k: (summed[k], 0))
    seeded = {k: sum(PRIOR_VISITS for p in parts if p["children"].get(k, {}).get("seeded")) for k in summed}
    assert key in [t["notation"] for t in d.top]   # (the move seeded once is on the card)
    for t in d.top:
        assert t["visits"] == summed[t["notation"]] - seeded[t["notation"]]
    assert sum(v for v in summed.values()) - sum(seeded.values()) == 80   # every playout, none of the seeding


def test_a_search_in_two_parts_is_its_parts_grown_from_the_drawn_seeds_and_summed():
    rules, adapter, view, seat = _position()
    whole = search(rules, adapter, view, seat, 30, float("inf"), random.Random(9), parts=2)
    rnd = random.Random(9)
    parts = [grow(rules, adapter, view, seat, 30, float("inf"), random.Random(s)) for s in part_seeds(rnd, 2)]
    again = conclude(rules, adapter, view, seat, parts, rnd)
    assert (whole.notation, whole.estimate, whole.playouts, whole.top) == \
        (again.notation, again.estimate, again.playouts, again.top)
    assert whole.playouts == 60
