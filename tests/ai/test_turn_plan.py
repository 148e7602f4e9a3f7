"""Issue 33: Steam Torpedo's Normal and Hard plan whole turns (game/ai/turn_plan.py); Easy, the
builds and the swap, and the arena's "+tree" players search move by move."""
import random

import pytest

from game import games
from game.ai import adapter_for
from game.ai.players import decide, hint_playouts, make_player
from game.ai.turn_plan import Plan, Planner
from game.session.game import Game


def in_action(seed=2, limit=400):
    """A Steam Torpedo game played at random into an action phase with a choice of moves."""
    game = Game(games.rules_for("steam-torpedo"), seed)
    r = random.Random(seed)
    for _ in range(limit):
        st = game.state
        if game.outcome() is None and st.phase == "action" and st.turn > 2 and len(game.legal_actions()) > 5:
            return game
        game.play(r.choice(game.legal_actions()))
    raise AssertionError("no action phase reached")


def ask(game, level, seed=7, **kw):
    rules, seat = game.rules, game.to_move()
    return decide(rules, rules.view(game.state, seat), seat, level, seed, time_cap=False, **kw)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_normal_and_hard_plan_turns_and_easy_searches(level):
    game = in_action()
    before = game.state.copy()
    d = ask(game, level)
    assert d.notation in game.legal_notations()
    assert d.looked > 0 and d.playouts == 0            # judged positions of whole turns, no playouts
    assert adapter_for(game.rules).plan_key(game.state) == adapter_for(game.rules).plan_key(before)  # game untouched
    tree = ask(game, level, scale=0.1, tree=True)       # the arena's "+tree": the search
    assert tree.playouts > 0 and tree.looked == 0
    easy = ask(game, "easy")
    assert easy.playouts > 0 and easy.looked == 0
    assert ask(game, level).notation == d.notation       # the same seed, the same move


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_hint_names_the_same_moves_whatever_the_seed_and_a_player_draws_among_equals(level):
    """The hint keeps equal positions in the order they were reached: asked with other seeds at
    the same position, its card names the same moves (their measured estimates are the seed's).
    A player draws among them: here, where two turns score alike, its seeds differ."""
    game = in_action(seed=2)
    cards = {tuple(t["notation"] for t in ask(game, level, seed=s, quick_single=False, scale=0.05).top)
             for s in (1, 2, 3)}
    assert len(cards) == 1 and len(next(iter(cards))) > 1, cards
    assert len({ask(game, level, seed=s).notation for s in (1, 2, 3)}) > 1


def test_the_arena_kinds_choose_plan_or_tree():
    assert make_player("hard", 1).tree is False
    assert make_player("hard+tree", 1).tree is True
    assert make_player("normal+aimed", 1).tree is True   # (the variants are the tree's)
    with pytest.raises(ValueError, match=r"\+tree"):
        make_player("hard+tree+tree", 1)


def test_a_narrower_plan_keeps_fewer_positions_a_move():
    """The arena's "+wN" (ai.level_kind): the level's turn planned keeping N positions a move."""
    game = in_action()
    wide, narrow = ask(game, "normal"), ask(game, "normal+w2")
    assert 0 < narrow.looked < wide.looked and narrow.notation in game.legal_notations()
    assert make_player("normal+w2", 1).level == "normal+w2"


def test_a_position_reached_in_another_order_is_one_position():
    """Two crew members moved one after the other, in either order: one key (the beam keeps it
    once); another move: another key."""
    game = in_action(seed=5)
    rules, st = game.rules, game.state
    adapter = adapter_for(rules)
    seat = game.to_move()
    moves = [a for a in rules.legal_actions(st) if type(a).__name__ == "Move"]
    pairs = [(a, b) for a in moves for b in moves if a.crew != b.crew]
    for a, b in pairs:
        one, two = rules.clone(st), rules.clone(st)
        try:
            rules.apply(one, a), rules.apply(one, b)
            rules.apply(two, b), rules.apply(two, a)
        except Exception:  # noqa: BLE001 - a pair whose second move the first forbids
            continue
        assert rules.to_move(one) == seat
        assert adapter.plan_key(one) == adapter.plan_key(two)
        three = rules.clone(st)
        rules.apply(three, a)
        assert adapter.plan_key(three) != adapter.plan_key(one)
        return
    pytest.fail("no two crew moves found")


def test_each_planned_turn_ends_the_seat_s_turn_and_the_best_comes_first():
    game = in_action(seed=3)
    rules, seat = game.rules, game.to_move()
    adapter = adapter_for(rules)
    planner = Planner(rules, adapter, random.Random(1))
    turns = planner.turns(rules.clone(game.state), seat, 4)
    assert turns and all(adapter.turn_over(t.end, seat) for t in turns)
    assert [t.score for t in turns] == sorted((t.score for t in turns), reverse=True)
    assert all(t.first in game.legal_notations() for t in turns)
    assert len({adapter.plan_key(t.end) for t in turns}) == len(turns)   # each ending once
    replied = planner.choose(rules.clone(game.state), seat, Plan(4, 2, 2))
    other = adapter.plan_other(game.state, seat)
    for t in replied[:2]:   # the best two played on through the opponent's reply: the seat's turn again
        assert t.end.outcome is not None or adapter.turn_over(t.end, other)


def test_the_hint_measures_the_planned_turns_first_moves():
    """The hint at a planning level: its card's moves differ, each measured afresh by half the
    level's playouts (as the search's hint is), the first the decision."""
    game = in_action(seed=4)
    d = ask(game, "hard", quick_single=False, scale=0.1)
    assert d.top and d.top[0]["notation"] == d.notation
    assert len({t["notation"] for t in d.top}) == len(d.top) > 1
    for t in d.top:
        assert t["measured_from"] == hint_playouts(100, 1) and 0.0 <= t["estimate"] <= 1.0
        assert t["measured"] is not None and t["visits"] is None


def test_out_of_time_the_planner_still_answers_a_legal_move():
    game = in_action(seed=6)
    rules, seat = game.rules, game.to_move()
    d = decide(rules, rules.view(game.state, seat), seat, "hard", 3, time_cap=True,
               cancelled=lambda: True)   # (as if the time cap had passed at once)
    assert d.notation in game.legal_notations() and d.looked > 0


def test_hard_plans_its_next_turn_after_the_reply_it_plans(monkeypatch):
    """Steam Torpedo's Hard (session 60; the arena's "hard+next" of session 59): after the
    opponent's reply it plans, it plans its own next turn too (NEXT_KEPT positions a move), and
    ranks its turns by where that ends; the Hard of sessions 50-59 (its plan without ``again``,
    the results files' "hard-next") stopped at the reply; a level that plans no reply (Normal)
    is unchanged by "+next"."""
    from game.ai import players
    from game.ai.steam_torpedo import SteamTorpedo
    hard = SteamTorpedo.turn_plans["hard"]
    assert hard.again == players.NEXT_KEPT and (hard.width, hard.replies, hard.reply_width) == (8, 8, 4)
    assert make_player("hard+next", 1).again == players.NEXT_KEPT
    with pytest.raises(ValueError):
        make_player("hard+next+next", 1)
    game = in_action()
    seat, other = game.to_move(), game.state.other(game.to_move())
    planned = []
    turns = Planner.turns

    def spy(self, state, who, width, spread=False):
        planned.append((who, width))
        return turns(self, state, who, width, spread)
    monkeypatch.setattr(Planner, "turns", spy)
    again = ask(game, "hard")
    thrice = list(planned)
    planned.clear()
    with monkeypatch.context() as m:
        m.setitem(SteamTorpedo.turn_plans, "hard", Plan(width=8, replies=8, reply_width=4))
        plain = ask(game, "hard")
    assert planned[0] == (seat, 8) and set(planned[1:]) == {(other, 4)}   # its turn, then each reply
    assert again.notation in game.legal_notations() and again.looked > plain.looked
    assert thrice[0] == (seat, 8) and (seat, players.NEXT_KEPT) in thrice[1:]
    assert [p for p in thrice[1:] if p[0] == other] == planned[1:]   # the same replies, each then followed on
    assert ask(game, "hard", again=players.NEXT_KEPT).notation == again.notation   # (its own already)
    planned.clear()
    assert ask(game, "normal", again=players.NEXT_KEPT).notation == ask(game, "normal").notation


def test_the_hints_card_says_which_moves_its_measure_cannot_tell_from_the_first():
    """Session 60: Steam Torpedo's hint names the plan's first move and measures each of its card's
    moves by play-outs; a move the measure cannot tell from the first is marked ``tied`` (the card:
    "within the hint's margin of 1"), one it reads higher beyond doubt ``ahead`` (the card: "reads
    higher; planned past the reply, 1 is better")."""
    from game.ai.turn_plan import _tied
    assert _tied([1.0, 0.0] * 50, [0.0, 1.0] * 50) and _tied([0.5] * 100, [0.505] * 100)   # (a point: as good)
    assert not _tied([0.2, 0.3] * 50, [0.7, 0.8] * 50)
    game = in_action()
    rules, seat = game.rules, game.to_move()
    d = decide(rules, rules.view(game.state, seat), seat, "hard", 7, quick_single=False, time_cap=False, scale=0.2)
    first = d.top[0]
    assert first["tied"] and not first["ahead"] and len(d.top) > 1
    for row in d.top[1:]:
        assert row["ahead"] == (not row["tied"] and row["measured"] > first["measured"])
        if abs(row["measured"] - first["measured"]) <= 0.01:
            assert row["tied"]
