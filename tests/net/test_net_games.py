"""Complete online games between bots on a real server (issue 29), every message each seat
received checked for the other seats' secrets (docs/FAIRNESS.md), and each finished
table's record checked by `sortie verify`."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml

from conftest import SEED_BASE, game_between, raw
from game import games
from game.net import verify
from game.net.table import Table
from game.net.wire import encode
from game.rules.core import events_seen, notation_seen

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
import planted  # noqa: E402  (tests/scenes/planted.py: pairs of games that differ in a secret)


def side(seat: str) -> str:
    """A seat's side: Carrier Strike's teams share what they see (red-1 and red-2 are Red)."""
    return seat.split("-")[0]


def check_no_secrets(bots, game_id: str, options: dict) -> int:
    """Each seat's messages before the end hold no secret move of another side, no legal
    list of another seat's turn, and neither the seed nor its salt. Returns how many
    secret moves were checked (the test asserts there were some)."""
    ends = [m for b in bots for m in b.got if m["kind"] == "end"]
    assert len(ends) == len(bots), "each bot saw the end"
    end = ends[0]
    moves = end["moves"]
    movers = {}
    for b in bots:
        for m in b.got:
            if m["kind"] == "update":
                movers[m["n"] - 1] = m["by"]
    assert len(movers) == len(moves), "every move reached the bots"
    rules = games.rules_for(game_id)
    secret = {k: (moves[k], movers[k]) for k in range(len(moves))
              if notation_seen(rules, options, moves[k], movers[k], None, False) != moves[k]}
    for b in bots:
        me = b.seat
        before_end = b.got[:next(i for i, m in enumerate(b.got) if m["kind"] == "end")]
        hidden = {k: full for k, (full, by) in secret.items() if side(by) != side(me)}
        for msg in before_end:
            text = raw(msg)
            assert str(end["seed"]) not in text and end["salt"] not in text, (me, msg["kind"])
            told = {msg["n"] - 1: msg["move"]} if msg["kind"] == "update" else dict(enumerate(
                x["move"] for x in msg.get("moves", []))) if msg["kind"] == "table" else {}
            for k, move in told.items():
                assert move != hidden.get(k), (me, k, move)
            if "legal" in msg:
                assert msg["to_move"] == me
    return len(secret)


# In this order on a fresh server, table k is seeded SEED_BASE + k; the bots' seeds give short
# games (453, 94, 131 and 212 moves: the quiet limit ends a stalled Carrier Strike, CS house rule).
GAMES = [
    ("battaglia-navale", {}, 2),
    ("steam-torpedo", {"build": "custom"}, 2),
    ("carrier-strike", {"quiet_limit": 40}, 2),
    ("carrier-strike", {"quiet_limit": 40, "players": 4}, 4),
]
BOT_SEEDS = (59, 29, 2, 2)


@pytest.fixture(scope="module")
def finished(server):
    """The four games played once (the module's tests read them)."""
    out = {}
    for (game_id, options, n), seed in zip(GAMES, BOT_SEEDS):
        bots, results = game_between(server.url, game_id, options, n, seed=seed)
        out[(game_id, n)] = (bots, results, options)
    return out


@pytest.mark.parametrize("game_id,options,n", GAMES, ids=lambda v: str(v))
def test_a_whole_game_between_bots_reaches_every_seat_alike(finished, game_id, options, n):
    bots, results, _ = finished[(game_id, n)]
    assert len(set(results)) == 1 and (" wins: " in results[0] or results[0].startswith("no winner"))
    assert len({b.seat for b in bots}) == n


def test_no_seat_receives_another_sides_secret_the_seed_or_its_salt(finished):
    checked = {key: check_no_secrets(bots, key[0], options) for key, (bots, _, options) in finished.items()}
    # the pilot discs (CS Setup 3) and the custom build's picks (ST Setup 1) were secret moves
    assert checked[("carrier-strike", 2)] > 0 and checked[("carrier-strike", 4)] > 0
    assert checked[("steam-torpedo", 2)] > 0


def test_the_records_verify_and_a_tampered_one_is_refused(finished, server, tmp_path, capsys):
    records = sorted((server.folder / "data" / "records").glob("*.yaml"))
    assert len(records) >= len(GAMES)
    for path in records:
        ok, lines = verify.check(path)
        assert ok, lines
    doc = yaml.safe_load(records[0].read_text())
    assert verify.main([str(records[0])]) == 0
    assert "seed: matches" in capsys.readouterr().out
    # another seed: the published hash no longer matches
    bad = tmp_path / "seed.yaml"
    bad.write_text(yaml.safe_dump(dict(doc, seed=doc["seed"] + 1)))
    assert verify.main([str(bad)]) == 1
    assert "seed: does NOT match" in capsys.readouterr().out
    # a roll told otherwise than the seed gives it
    lines = doc["online"]["lines"]
    k = next(i for i, said in enumerate(lines) if said)
    lines[k] = [lines[k][0] + " (changed)"] + lines[k][1:]
    bad = tmp_path / "roll.yaml"
    bad.write_text(yaml.safe_dump(doc))
    assert verify.main([str(bad)]) == 1
    assert f"move {k + 1} (" in capsys.readouterr().out


def test_the_seed_is_published_only_as_its_hash_until_the_end(finished):
    bots, _, _ = finished[("steam-torpedo", 2)]
    created = next(m for m in bots[0].got if m["kind"] == "created")
    end = next(m for m in bots[0].got if m["kind"] == "end")
    assert created["seed_hash"] == end["seed_hash"] and end["seed"] >= SEED_BASE
    assert "seed" not in created


ONLINE_PAIRS = ["battaglia-navale-deck", "steam-torpedo-picks", "steam-torpedo-own-picks", "steam-torpedo-dice",
                "carrier-strike-discs", "carrier-strike-own-discs", "carrier-strike-cards"]


@pytest.mark.parametrize("name", ONLINE_PAIRS)
def test_planted_secrets_change_no_message_a_blind_seat_receives(name):
    """tests/scenes/planted.py's pairs, each game at a table: what a spectator receives, and
    what the seat to move receives when it may not see the secret, is the same whatever
    the secret is."""
    pair = planted.all_pairs()[name]()
    a, b = (Table("PLANTD", g, "salt", "hash", {}, {}, "today") for g in (pair.a, pair.b))
    blind = [None] + ([pair.a.to_move()] if pair.blind_mover else [])
    for t, g in ((a, pair.a), (b, pair.b)):
        t.last_events = g.history[-1].events if g.history else []
    for seat in blind:
        assert a.snapshot(seat, set()) == b.snapshot(seat, set()), seat
        # what the app receives besides: the board's view, and each move's events (wire.py)
        assert a.with_view(a.snapshot(seat, set()), seat, True) == b.with_view(b.snapshot(seat, set()), seat, True)
        if pair.a.history:
            k = len(pair.a.history) - 1
            assert a.update(seat, k) == b.update(seat, k), seat
            assert a.with_view(a.update(seat, k), seat, True) == b.with_view(b.update(seat, k), seat, True), seat
        for pa, pb in zip(pair.a.history, pair.b.history):   # every move's events, as that seat reads them
            seen = [encode(events_seen(g.rules, g.options, p.events, p.seat, seat, False))
                    for g, p in ((pair.a, pa), (pair.b, pb))]
            assert seen[0] == seen[1], (seat, pa.notation, pb.notation)
