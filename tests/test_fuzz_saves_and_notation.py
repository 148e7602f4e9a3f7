"""Property-based tests (hypothesis): random save documents built from the schema and
mutated, and random notation strings and mutations of legal moves in random positions.
The only outcomes allowed: a load; a refusal of Sortie's own types (SaveError naming the
file); a rule or notation refusal that leaves the game as it was."""
from __future__ import annotations

import re

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fuzz_helpers as fh
from game.rules.core import NotationError, RuleError
from game.session import saves
from game.session.game import Game

MODEST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                         HealthCheck.too_slow])

text = st.text(max_size=30)
scalar = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), text)
anything = st.recursive(scalar, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                        st.dictionaries(text, inner, max_size=4)), max_leaves=12)


def _move(game_id: str) -> st.SearchStrategy:
    """A move as a save might hold one: a real one, or a real one mutated."""
    real = st.sampled_from(fh.real_moves(game_id))
    return st.one_of(real, text, st.builds(_mutate, real, st.integers(0, 5), st.integers(0, 10**6), text))


def _mutate(move: str, how: int, number: int, extra: str) -> str:
    if how == 0:
        return re.sub(r"\d+", str(number) * (1 + number % 7), move)
    if how == 1:
        return move + " " + extra
    if how == 2:
        return move[: number % (len(move) + 1)] + extra + move[number % (len(move) + 1):]
    if how == 3:
        return move.upper()
    if how == 4:
        return " ".join(reversed(move.split()))
    return re.sub(r"\d", "9" * (number % 5000 + 1), move, count=1)


@st.composite
def save_documents(draw):
    """A save built from the schema (game, version, seed, options, players, moves), then
    changed here and there: a key dropped, a value of any kind in its place."""
    game_id = draw(st.sampled_from(fh.GAME_IDS))
    rules = fh.rules(game_id)
    options = {name: draw(st.sampled_from(spec.choices)) for name, spec in rules.options.items()
               if draw(st.booleans())}
    seats_for = getattr(rules, "seats_for", None)
    seats = list(seats_for({**{n: s.default for n, s in rules.options.items()}, **options}) if seats_for else rules.players)
    moves = list(fh.real_moves(game_id)[: draw(st.integers(0, 40))]) if not options else []
    doc = {"game": game_id, "version": 1, "seed": 1, "options": options,
           "players": draw(st.sampled_from([seats, [], seats[:1], seats + ["extra"]])), "moves": moves}
    for _ in range(draw(st.integers(0, 3))):
        key = draw(st.sampled_from(list(saves.KEYS) + ["map"]))
        kind = draw(st.integers(0, 4))
        if kind == 0:
            doc.pop(key, None)
        elif kind == 1 and isinstance(doc.get("moves"), list):
            doc["moves"] = doc["moves"] + draw(st.lists(_move(game_id), max_size=3))
        elif kind == 2:
            doc["players"] = draw(st.lists(text, max_size=5))
        elif kind == 3:
            doc["options"] = {**options, **draw(st.dictionaries(st.sampled_from(list(rules.options) or ["x"]), anything, max_size=2))}
        else:
            doc[key] = draw(anything)
    return doc


def _outcome_of_load(path):
    try:
        return saves.load(path, fh.rules_for)
    except saves.SaveError as exc:
        assert exc.path == str(path) and "\n" not in exc.problem[:200]
        return exc


@MODEST
@given(doc=save_documents(), cut=st.integers(0, 10**6), junk=st.binary(max_size=8))
def test_a_save_built_from_the_schema_and_mutated_loads_or_is_refused_by_sortie(doc, cut, junk, tmp_path_factory):
    folder = tmp_path_factory.mktemp("fuzz-saves")
    whole = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False).encode("utf-8")
    for i, data in enumerate((whole, whole[: cut % (len(whole) + 1)] + junk + whole[cut % (len(whole) + 1):])):
        path = folder / f"save-{i}.yaml"
        path.write_bytes(data)
        result = _outcome_of_load(path)
        assert isinstance(result, (Game, saves.SaveError))
        assert path.read_bytes() == data  # never written


@st.composite
def positions_and_notations(draw):
    game_id = draw(st.sampled_from(fh.GAME_IDS))
    return game_id, draw(st.integers(1, 10**6)), draw(st.integers(0, 30)), draw(st.data())


@MODEST
@given(case=positions_and_notations())
def test_random_notation_in_a_random_position_plays_or_is_refused_leaving_the_game_as_it_was(case):
    game_id, seed, k, data = case
    rules = fh.rules(game_id)
    game = Game(rules, seed)
    chooser = data.draw(st.randoms(use_true_random=False))
    for _ in range(k):
        if game.outcome() is not None:
            break
        game.play(chooser.choice(game.legal_actions()))
    legal = game.legal_notations() or ["end"]
    for _ in range(5):
        notation = data.draw(st.one_of(
            text, st.builds(_mutate, st.sampled_from(legal), st.integers(0, 5), st.integers(0, 10**6), text)))
        before = fh.summary(game)
        try:
            game.play(notation)
        except (RuleError, NotationError) as exc:
            assert fh.summary(game) == before, notation
            assert len(str(exc)) < 600
        else:
            assert game.moves[-1] == str(rules.parse(notation)) and game.moves[:-1] == before[0]
            if game.can_undo():
                game.undo()
                assert fh.summary(game) == before
