"""The records (game/records_db.py, docs/RECORDS.md): written when a game ends, rebuilt from
the saves and autosaves when lost or damaged, the dice counted exactly, the statistics right."""
import math
import random
import types

import pytest

from game import record_words, records_db
from game.record_figures import dice_rows, extremes, win_rates
from game.rules import core
from game.session import saves
from game.session.dice import add_up
from game.session.game import Game
from game.session.stats import chi2_sf, chi_square_uniform, upper_gamma, wilson
from records_helpers import finished

from cli_in_process import sortie


def _same(a: records_db.Record, b: records_db.Record) -> bool:
    """Equal in everything but the order they were written in."""
    a, b = dict(vars(a)), dict(vars(b))
    a.pop("n"), b.pop("n")
    return a == b


# -- the statistics ------------------------------------------------------------------------
def test_chi_square_survival_matches_known_values():
    assert chi2_sf(3.841459, 1) == pytest.approx(0.05, abs=1e-6)
    assert chi2_sf(18.307038, 10) == pytest.approx(0.05, abs=1e-6)
    assert chi2_sf(0.5, 3) == pytest.approx(0.918891, abs=1e-6)
    for x in (0.1, 1.0, 4.0, 30.0):   # two degrees of freedom: exp(-x/2), exactly
        assert chi2_sf(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-9)
    assert upper_gamma(1.0, 0.0) == 1.0


def test_the_p_value_of_a_biased_sample_is_small_and_of_a_fair_one_is_not():
    rnd = random.Random(36)
    fair = [0] * 6
    for _ in range(3000):
        fair[rnd.randint(1, 6) - 1] += 1
    biased = [0] * 6   # a six twice as likely as any other face
    for face in rnd.choices(range(6), weights=[1, 1, 1, 1, 1, 2], k=3000):
        biased[face] += 1
    assert chi_square_uniform(fair)[2] > 0.05
    assert chi_square_uniform(biased)[2] < 1e-6
    row = add_up([[["die", "", 1, 6, biased]]])[0]
    assert row.sentence.startswith("These rolls are unlikely from fair dice")
    assert add_up([[["die", "", 1, 6, fair]]])[0].sentence == "These rolls are what fair dice give."


def test_wilson_interval():
    lo, hi = wilson(7, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.3968, 0.8922)
    assert wilson(0, 0) == (0.0, 1.0)


# -- the dice, counted exactly ---------------------------------------------------------------
class _Recording(random.Random):
    """random.Random writing down every draw the games make, and what it found."""
    log: list = []

    def randint(self, a, b):
        value = super().randint(a, b)
        self.log.append(("die", a, b - a + 1, value - a))
        return value

    def choice(self, seq):
        seq = list(seq)
        value = super().choice(seq)
        assert len(set(seq)) == len(seq), "the games of this test pick among distinct things"
        self.log.append(("pick", 0, len(seq), seq.index(value)))
        return value

    def shuffle(self, x):
        pairs = list(enumerate(x))      # the same draws as shuffling x: they depend on its length only
        super().shuffle(pairs)
        x[:] = [item for _, item in pairs]
        self.log.append(("shuffle", 0, len(pairs), pairs[0][0]))


def test_the_dice_of_seeded_games_equal_a_count_made_independently(monkeypatch):
    games = [finished("same4cats", 3), finished("same4cats", 5, 2), finished("steam-torpedo", 1),
             finished("battaglia-navale", 2, 2), finished("carrier-strike", 1)]
    records = [records_db.record_of(g) for g in games]
    for g, r in zip(games, records):   # the counting replay is the same game
        assert r.how == g.outcome().how and r.length == len(g.moves)
    monkeypatch.setattr(core, "random", types.SimpleNamespace(Random=_Recording))
    _Recording.log = []
    for g in games:
        again = Game.replay(g.rules, g.seed, g.options, g.players, g.moves)
        assert again.outcome() == g.outcome()
    independent: dict = {}
    for what, low, n, face in _Recording.log:
        if n < 2:
            continue
        independent.setdefault((what, low, n), [0] * n)[face] += 1
    counted: dict = {}
    for row in add_up(r.dice for r in records):
        got = counted.setdefault((row.what, row.low, len(row.counts)), [0] * len(row.counts))
        for i, c in enumerate(row.counts):
            got[i] += c
    assert counted == independent
    assert any(k[0] == "die" for k in counted) and any(k[0] == "shuffle" for k in counted)


def test_the_tally_costs_nothing_to_a_game_that_does_not_ask_for_it():
    rng = core.Rng(5)
    assert type(rng) is core.Rng and not hasattr(rng, "tally")
    tally = core.Tally()
    with core.tallying(tally):
        counted = core.Rng(5)
        second = core.Rng(5)   # only the first generator made counts
    assert type(counted) is core.TalliedRng and type(second) is core.Rng
    deck, twin = list("abcdefgh"), list("abcdefgh")
    counted.shuffle(deck, "Test deck")
    rng.shuffle(twin)
    assert deck == twin and counted.choice("xyz") == rng.choice("xyz") and counted.die(10) == rng.die(10)
    assert set(tally.counts) == {("shuffle", "Test deck", 0, 8), ("pick", "", 0, 3), ("die", "", 1, 10)}


# -- the database ---------------------------------------------------------------------------
def _cut(game, k: int):
    """The game as it stood k moves before its end."""
    return Game.replay(game.rules, game.seed, game.options, game.players, game.moves[:-k])


def _saved(game, tmp_name=None):
    from game import launch
    path = launch.new_save_path(game.rules.game_id)
    saves.save(game, path, tmp_name)
    return path


def test_records_rebuilt_from_saves_equal_the_ones_written_and_survive_loss_and_damage():
    played = [finished("same4cats", 3), finished("steam-torpedo", 1, computer={"rochelle": "easy"})]
    for g in played:
        _saved(g)
        _saved(g, "the same game saved twice")   # one record
    _saved(_cut(finished("same4cats", 5, 2), 3))                         # not over: no record
    written = [records_db.add_game(g) for g in played]
    loaded = records_db.load()
    assert len(loaded) == 2 and all(_same(a, b) for a, b in zip(written, loaded))
    path = records_db.db_path()
    path.unlink()                              # lost
    rebuilt = sorted(records_db.load(), key=lambda r: r.game)
    assert len(rebuilt) == 2 and all(_same(a, b) for a, b in zip(sorted(written, key=lambda r: r.game), rebuilt))
    garbage = b"this is no database" * 200
    path.write_bytes(garbage)                  # damaged
    again = sorted(records_db.load(), key=lambda r: r.game)
    assert all(_same(a, b) for a, b in zip(rebuilt, again))
    assert path.with_name(path.name + ".damaged").read_bytes() == garbage   # kept aside, not overwritten


def test_a_kept_game_holds_public_facts_and_gives_way_to_its_end():
    moves = list(finished("same4cats", 3).moves)
    game = _cut(finished("same4cats", 3), 5)
    kept = records_db.keep_game(game, "kept:same4cats-1.yaml")
    (only,) = records_db.load()
    assert only.status == records_db.KEPT and only.seed is None and only.moves == [] and only.dice == []
    assert only.length == len(moves) - 5 and only.summary and record_words.result(only) == "Not finished (kept)"
    assert _same(kept, only)
    for move in moves[-5:]:
        game.play(move)
    records_db.add_game(game, kept_key="kept:same4cats-1.yaml")
    (done,) = records_db.load()
    assert done.finished and done.moves == moves


def test_figures_win_rates_and_extremes():
    games = [finished("steam-torpedo", 1, computer={"rochelle": "easy"}),
             finished("steam-torpedo", 2, 2, computer={"rochelle": "easy"}), finished("same4cats", 3)]
    records = [records_db.record_of(g) for g in games]
    (rate,) = win_rates(records)
    wins = sum(1 for g in games[:2] if g.outcome().winner == "talion")
    assert (rate.game, rate.level, rate.games, rate.wins) == ("steam-torpedo", "easy", 2, wins)
    ends = extremes(records)
    assert ends["Longest"][0].length == max(len(g.moves) for g in games)
    assert ends["Shortest"][0].length == min(len(g.moves) for g in games)
    assert [r.game for r in ends["Closest"]] == ["steam-torpedo"] * 2   # a campaign has no margin
    assert record_words.players(records[0]) == "Talion: you, Panzer La Rochelle: Computer (Easy)"
    assert record_words.opponent(records[0]) == "Computer (Easy)"
    assert [where for where, _ in dice_rows(records)][-1] == "All games"


# -- the command line ------------------------------------------------------------------------
def test_records_and_dice_on_the_command_line():
    for g in (finished("same4cats", 3), finished("steam-torpedo", 1, computer={"rochelle": "hard"})):
        _saved(g)
    r = sortie("records", "--rebuild")
    assert r.returncode == 0 and "2 finished games in the records" in r.stdout
    r = sortie("records")
    assert r.returncode == 0 and "The Same 4 Cats" in r.stdout and "Computer (Hard)" in r.stdout
    r = sortie("records", "--game", "steam-torpedo", "--csv")
    lines = r.stdout.splitlines()
    assert r.returncode == 0 and lines[0].startswith("Game,Date,Players") and len(lines) == 2
    r = sortie("dice", "--game", "same4cats")
    assert r.returncode == 0 and "Mission deck (13 cards)" in r.stdout and "p = " in r.stdout
    r = sortie("dice", "--csv")
    assert r.returncode == 0 and r.stdout.startswith("Game,Kind,Counted,Face,Count,Expected") and "All games" in r.stdout
    for argv in (("records", "--game", "chess"), ("dice", "--game", "chess"), ("records", "--rebuild", "--csv")):
        r = sortie(*argv)
        assert r.returncode == 2 and r.stderr.strip().count("\n") == 0, argv
