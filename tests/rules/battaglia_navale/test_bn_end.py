"""End of the game (BN End), the house stall limit, notation, view and saves."""
import random

import pytest

from bn_sea import deck, game_at_sea, stage
from game.rules.battaglia_navale import actions as A
from game.rules.core import NotationError, Rng, RuleError
from game.session.game import Game
from game.session.saves import to_document
from house import rules as house_rules

RULES = house_rules("battaglia-navale")


def test_bn_end_capturing_all_19_enemy_counters_wins():
    g = game_at_sea()
    stage(g, white={"C": "e14h"}, grey={"Ct": "e18h"})
    white, grey = g.state.fleets["white"], g.state.fleets["grey"]
    for code in ("I", "Ct", "P"):
        white.ships[code].counters, white.ships[code].sunk = 0, True
    for p in white.planes.values():
        p.status = "down"
    white.ships["C"].counters = 1
    grey.tray = ["I"] * 4 + ["Ct"] * 3 + ["P"] * 4 + ["A1", "A2", "A3"] + ["C"] * 4
    assert g.state.captured("grey") == 18 and g.outcome() is None
    g.state.to_move = "grey"
    deck(g, 18)  # g14: the white battleship's last counter
    g.play("fire 14 Ct")
    assert g.outcome().winner == "grey" and g.outcome().kind == "fleet_captured" and "19" in g.outcome().how
    assert g.legal_actions() == []
    with pytest.raises(RuleError):
        g.play("end")


def test_bn_end_the_battery_is_not_one_of_the_19():
    g = game_at_sea()
    g.state.fleets["white"].tray = ["B"]
    assert g.state.captured("white") == 0


def test_bn_end_house_quiet_limit_ends_a_game_without_captures():
    g = game_at_sea(options={"quiet_limit": 40})
    for _ in range(40):
        side = g.to_move()
        turned = g.state.fleets[side].polaris_turned
        g.play(f"polaris {next(n for n in (1, 2, 3, 4) if n not in turned)}" if not
               g.state.fleets[side].polaris_token else "pass" if g.legal_notations() == ["pass"] else
               next(n for n in g.legal_notations() if n.startswith("move")))
        if g.state.turn.started:
            g.play("end")
    assert g.outcome() is not None and g.outcome().winner is None and g.outcome().kind == "quiet_limit"
    assert "40 turns" in g.outcome().how


def test_bn_end_the_rulebook_has_no_turn_limit_by_default():
    """BN End: the game is won by capturing the whole fleet; the rulebook has no other end, so the
    house quiet limit is off unless chosen (option quiet_limit)."""
    assert RULES.options["quiet_limit"].default == 0
    g = game_at_sea()
    assert g.state.options["quiet_limit"] == 0
    g.state.quiet_turns = 500
    g.play("polaris 1")
    g.play("polaris 1")
    assert g.outcome() is None and g.state.quiet_turns == 502


def test_bn_start_a_player_may_pass_only_with_nothing_else_to_do():
    g = game_at_sea()
    with pytest.raises(RuleError):
        g.play("pass")
    with pytest.raises(RuleError):
        g.play("end")  # nothing done yet


@pytest.mark.parametrize("text", [
    "islands", "battery i21", "fleet C i21h", "fleet auto", "lot", "polaris 3", "move Ct N2",
    "place Ct j13v", "fire 14 C,Ct", "missile 7", "raid 10 A1,A2", "plane A1 c14", "plane auto",
    "land A1", "aa 14 C,P,B", "hold", "end", "pass"])
def test_bn_notation_round_trips(text):
    assert str(RULES.parse(text)) == text


def test_bn_notation_unit_lists_are_canonical_and_bad_text_is_refused():
    assert RULES.parse("fire 14 Ct,C") == A.Fire(14, ("C", "Ct"))
    for bad in ("fire 14 X", "move Q N1", "raid 10 A1,A1", "sail away"):
        with pytest.raises(NotationError):
            RULES.parse(bad)


def test_bn_fire_the_face_down_deck_is_hidden_in_the_view():
    """BN Fire: the deck is face down. Two states that differ only in its order, the generator and
    the seed (from which the order could be rebuilt) look the same to both seats; the fleets, open
    on the table, are all there."""
    g = game_at_sea()
    a = g.state
    b = RULES.clone(a)
    b.deck = list(reversed(a.deck))
    b.rng, b.seed = Rng(99), 99
    for seat in a.players:
        seen = RULES.view(a, seat)
        assert seen == RULES.view(b, seat)
        assert seen.deck == [None] * 20 and seen.seed is None
        assert not any(isinstance(v, (Rng, random.Random)) for v in vars(seen).values())
        assert seen.fleets == a.fleets and seen.islands == a.islands
    assert a.deck != b.deck and a.rng is not None and a.seed == 1


def test_bn_saves_replay_the_same_game():
    g = Game(RULES, 7)
    for text in ("islands", "battery i21", "battery h4", "fleet auto", "fleet auto", "lot"):
        g.play(text)
    g.play(g.legal_notations()[0])
    doc = to_document(g)
    again = Game.replay(RULES, doc["seed"], doc["options"], doc["players"], doc["moves"])
    assert again.moves == g.moves and again.state.deck == g.state.deck
    assert again.state.first_player == g.state.first_player
    assert again.state.islands == g.state.islands


def test_bn_undo_never_crosses_cards_turned_face_up():
    g = game_at_sea()
    stage(g, white={"Ct": "e18h"}, grey={"C": "e14h"})
    g.play("move Ct W1")
    assert g.can_undo()
    g.undo()
    g.play("fire 14 Ct")
    assert not g.can_undo()
