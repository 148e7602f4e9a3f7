"""Issue 33: the hint's card shows the search's best moves, best first, each in the log's
words with its estimate and how many of the search's tries went through it; nothing on it
is cut or drawn outside the log, in every game (tests/layout_check.py)."""
import re

import pygame
import pytest

from game import ai
from game.ai.players import decide
from game.scenes import hint_card
from game.ui import text
from layout_check import problems
from scene_helpers import open_scene, played

GAMES = ("same4cats", "thunderbirds", "battaglia-navale", "steam-torpedo", "carrier-strike")


def _answer(game, scale=0.25):
    """The hint as the worker answers it: the search from the seat's view (a share of Easy's
    playouts, for time), its best moves measured."""
    seat = game.to_move()
    d = decide(game.rules, game.rules.view(game.state, seat), seat, "easy", 5, quick_single=False, scale=scale,
               time_cap=False)
    return {"notation": d.notation, "estimate": d.estimate, "playouts": d.playouts, "seconds": d.seconds,
            "extra": d.extra, "measured_from": d.measured_from, "top": d.top}


def _card_lines(app, scene):
    text.start_recording()
    app.changed()
    app.render_frames(1)
    drawn = text.stop_recording()
    return drawn, [d for d in drawn if d.layer == "toast" and scene.hint_area.contains(d.rect)]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_card_names_the_best_moves_in_words_with_their_estimates_and_tries_and_nothing_is_cut(app, game_id):
    shown_counts = []
    for seed, moves in ((3, 0), (4, 12), (5, 40)):
        game = played(game_id, seed, moves)
        if game.outcome() is not None:
            continue
        scene = open_scene(app, game)
        while app.stack.top is not scene:   # the hand-off screen between two people: the next one's own screen
            app.stack.pop()
        answer = _answer(game)
        scene._show_hint_answer(answer)
        rows = scene.hint_answer["top"]
        legal = game.legal_notations()
        assert rows[0]["notation"] == answer["notation"]
        assert [r["notation"] for r in rows] == [t["notation"] for t in answer["top"]]
        assert len({r["notation"] for r in rows}) == len(rows) and all(r["notation"] in legal for r in rows)
        for r in rows:   # the log's words for each, never its notation where the game words it
            assert r["words"] == scene.describe_move(r["notation"])
        drawn, card = _card_lines(app, scene)
        assert not problems(drawn), problems(drawn)[:5]
        said = " ".join(d.text for d in card)
        shown = len(re.findall(r"\b\d of \d+ tries|\d+ of \d+ tries", said))
        if len(rows) > 1:
            assert shown >= 2, said
            for i, r in enumerate(rows[:shown], 1):
                assert f"{r['visits']} of {answer['playouts']} tries" in said
                assert r["short"].split(" ")[0] in said   # its estimate ("54%" / "hits 30%,")
                assert f"{i}. " in said
        shown_counts.append(shown)
        # the log keeps a line in view above the card (where it has one)
        logged = [d for d in drawn if d.layer == "log"]
        assert bool(logged) == bool(scene.log.entries)
        assert all(d.rect.bottom <= min(c.rect.top for c in card) for d in logged)
        app.stack.close()
    assert shown_counts


def test_three_moves_where_the_log_has_room_two_where_it_has_not_and_never_cut(app):
    words = "Panzer La Rochelle breathes the oxygen of Triple-expansion engine; 8 left"
    rows = [{"notation": f"m{i}", "words": words, "estimate": "", "short": "51% to win ±8", "visits": 40 - i}
            for i in range(3)]
    answer = {"notation": "m0", "line": "Hint: x", "words": words, "estimate": "e", "top": rows, "playouts": 300}
    tall, short = pygame.Rect(888, 300, 384, 480), pygame.Rect(948, 432, 302, 232)
    card = hint_card.hint(answer, tall)
    said = [p[0] for p in card.parts]
    assert [s for s in said if s[:2] in ("1.", "2.", "3.")] == [f"{i}. {words}" for i in (1, 2, 3)]
    assert card.size == hint_card.SIZES[0] and "38 of 300 tries" in said[-1]
    card = hint_card.hint(answer, short)   # Steam Torpedo's log with its longest words: two fit
    assert len([p for p in card.parts if p[0][:2] in ("1.", "2.", "3.")]) == 2
    assert card.height(short.width - 16) <= short.height - hint_card.LOG_KEEPS
    tiny = pygame.Rect(0, 0, 302, 150)   # no room for two: the one move, as an online table's hint shows it
    assert hint_card.hint(answer, tiny).parts[1][0] == words


def test_a_move_within_the_tie_band_of_the_first_says_it_is_within_the_hints_margin(app):
    rows = [{"notation": f"m{i}", "words": f"move {i}", "estimate": "", "short": "40% to win ±4", "visits": v,
             "tied": tied} for i, (v, tied) in enumerate(((120, True), (380, True), (300, False)))]
    answer = {"notation": "m0", "line": "Hint: x", "words": "move 0", "estimate": "e", "top": rows, "playouts": 1000}
    card = hint_card.hint(answer, pygame.Rect(888, 300, 384, 480))
    hows = [p[0] for p in card.parts if "tries" in p[0]]
    assert hows == ["40% to win ±4 · 120 of 1000 tries", "40% to win ±4 · 380 of 1000 tries · within the hint's margin of 1",
                    "40% to win ±4 · 300 of 1000 tries"]


def test_a_planned_hints_move_read_higher_beyond_its_margin_says_the_plan_prefers_1(app):
    """Steam Torpedo's hint names its plan's first move (session 60): a move its measure reads higher
    beyond the margin says why 1 is named; one within it, the margin's words."""
    rows = [{"notation": f"m{i}", "words": f"move {i}", "estimate": "", "short": s, "visits": None,
             "tied": tied, "ahead": ahead}
            for i, (s, tied, ahead) in enumerate((("14% to win ±3", True, False), ("13% to win ±3", True, False),
                                                  ("26% to win ±4", False, True)))]
    answer = {"notation": "m0", "line": "Hint: x", "words": "move 0", "estimate": "e", "top": rows, "playouts": 0}
    card = hint_card.hint(answer, pygame.Rect(888, 300, 384, 480))
    hows = [p[0] for p in card.parts if "to win" in p[0]]
    assert hows == ["14% to win ±3", "13% to win ±3 · within the hint's margin of 1",
                    "26% to win ±4 · reads higher; planned past the reply, 1 is better"]
    words = "Talion: sailor 4 moves from Control room (Talion) to Engineers' workshop"
    long = [dict(r, words=f"{words} {i}") for i, r in enumerate(rows)]
    short = pygame.Rect(948, 432, 302, 232)   # room for two: 1 and the move read higher, by its number
    said = [p[0] for p in hint_card.hint(dict(answer, top=long), short).parts]
    assert [s.split(" ")[0] for s in said if s[:2] in ("1.", "2.", "3.")] == ["1.", "3."], said
    assert said[-1].endswith("1 is better")
    plain = [dict(r, ahead=False) for r in long]   # none read higher: the first two
    said = [p[0] for p in hint_card.hint(dict(answer, top=plain), short).parts]
    assert [s.split(" ")[0] for s in said if s[:2] in ("1.", "2.", "3.")] == ["1.", "2."], said


def test_the_hint_searched_in_the_worker_shows_its_best_three_on_the_card(app, monkeypatch):
    """Through the worker's process, as H asks it: the card lists the search's best moves."""
    from test_computer_scene import key, run_until
    monkeypatch.setattr(ai, "LOCAL_HINT_LEVEL", "easy")
    game = played("carrier-strike", 4, 40)
    scene = open_scene(app, game)
    key(app, pygame.K_h)
    run_until(app, lambda: scene.hint_answer is not None)
    rows = scene.hint_answer["top"]
    assert len(rows) == 3 and rows[0]["notation"] == scene.hint_answer["notation"]
    assert sum(r["visits"] for r in rows) <= scene.hint_answer["playouts"]
    _drawn, card = _card_lines(app, scene)
    said = " ".join(d.text for d in card)
    assert all(f"{i}. " in said for i in (1, 2, 3)) and said.count(" tries") == 3
    app.stack.close()


def test_a_move_a_sample_refuses_is_left_off_the_card_and_the_hint_still_comes(monkeypatch):
    """The card's moves are measured on samples of the view; one that a sample refuses is
    dropped from the list, never the hint itself."""
    from game import launch
    from game.ai import mcts
    game = launch.new_game("carrier-strike", seed=4)
    seat = game.to_move()
    plain = decide(game.rules, game.rules.view(game.state, seat), seat, "easy", 5, quick_single=False, scale=0.25,
                   time_cap=False)
    assert len(plain.top) == 3
    refused = plain.top[1]["notation"]
    measure_each = mcts.measure_each

    def refusing(rules, adapter, view, seat, side, choice, *rest):
        if choice == refused:
            raise ValueError("refused by this sample")
        return measure_each(rules, adapter, view, seat, side, choice, *rest)
    monkeypatch.setattr(mcts, "measure_each", refusing)
    d = decide(game.rules, game.rules.view(game.state, seat), seat, "easy", 5, quick_single=False, scale=0.25,
               time_cap=False)
    assert (d.notation, d.estimate) == (plain.notation, plain.estimate)
    names = [t["notation"] for t in d.top]
    assert refused not in names
    assert names[:2] == [t["notation"] for t in plain.top if t["notation"] != refused][:2]
