"""The search in Battaglia Navale sets a moved ship in its square once a turn (BN Positioning):
the rules let a player set it again and again before the turn ends, and a search that saw no
better move did so for ever (a Hard game against random play stopped at the 3,000-move cap)."""
from game.ai import adapter_for
from game.ai.players import decide
from game.rules.battaglia_navale import actions as A
from positions import seek
from house import rules as house_rules

RULES = house_rules("battaglia-navale")


def a_ship_set_again():
    """A position of the turn phase where a ship moved and was set again in its square."""
    def pick(game, chooser):   # a ship's setting whenever there is one
        places = [a for a in game.legal_actions() if type(a) is A.Place]
        return chooser.choice(places or game.legal_actions())

    def found(game):
        st = game.state
        return st.phase == "turn" and any(type(a) is A.Place and a.unit in st.turn.placed
                                          for a in game.legal_actions())
    return seek(RULES, found, pick=pick, what="ship set again")


def test_the_rules_still_offer_setting_it_again_but_the_search_leaves_it_where_it_is():
    game = a_ship_set_again()
    st = game.state
    unit = st.turn.placed[0]
    legal = game.legal_actions()
    assert any(type(a) is A.Place and a.unit == unit for a in legal)   # the rules: as often as one likes
    searched = adapter_for(RULES).searchable(st, legal)
    assert not any(type(a) is A.Place and a.unit == unit for a in searched)
    assert A.END_TURN in searched and set(searched) < set(legal)
    seat = game.to_move()
    for seed in range(4):
        d = decide(RULES, RULES.view(st, seat), seat, "easy", seed, quick_single=False)
        assert not d.notation.startswith(f"place {unit} "), d.notation


def test_what_was_set_is_the_turn_s_own_copied_with_the_position_and_forgotten_at_its_end():
    game = a_ship_set_again()
    st = game.state
    twin = RULES.clone(st)
    assert twin.turn.placed == st.turn.placed and twin.turn.placed is not st.turn.placed
    game.play(A.END_TURN)
    assert game.state.turn.placed == [] and twin.turn.placed
