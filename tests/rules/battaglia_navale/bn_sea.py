"""Helpers for the Battaglia Navale tests: a game past setup and hand-made positions."""
from game.rules.battaglia_navale.board import parse_cell
from game.rules.battaglia_navale.placement import ship_cells
from game.session.game import Game
from house import rules as house_rules

RULES = house_rules("battaglia-navale")


def game_at_sea(seed=1, options=None, islands=False):
    """A game through setup (both batteries and fleets placed), white to move, no islands."""
    g = Game(RULES, seed, options)
    g.play("islands")
    if not islands:
        g.state.islands.clear()
        g.state.blocked_sides = g.state.board.blocked_sides
    g.play(g.legal_notations()[0])
    g.play(g.legal_notations()[0])
    g.play("fleet auto")
    g.play("fleet auto")
    g.play("lot")
    g.state.to_move = g.state.first_player = "white"
    g.state.changed()  # edited by hand: the rules derive the position anew
    return g


def stage(g, white=None, grey=None, batteries=None):
    """Put units where a test wants them: {'C': 'f14h', 'A1': 'g10' (aloft) or 'aboard'}.
    Ships not named leave the chart (not sunk: just absent); batteries: {'white': 'k21'}."""
    st = g.state
    for side, where in (("white", white or {}), ("grey", grey or {})):
        fleet = st.fleets[side]
        for code, ship in fleet.ships.items():
            ship.cells = ()
            if code in where:
                text = where[code]
                ship.cells = ship_cells(parse_cell(text[:-1]), text[-1], RULES.data.unit(code)["cells"])
        for code, plane in fleet.planes.items():
            plane.status, plane.cell = "aboard", None
            if code in where:
                if where[code] == "aboard":
                    continue
                plane.status, plane.cell = "aloft", parse_cell(where[code])
        fleet.battery.cell = None
        if batteries and side in batteries:
            fleet.battery.cell = parse_cell(batteries[side])
    st.changed()  # edited by hand: the rules derive the position anew
    return st


def deck(g, *cards):
    """Put these fire cards on top of the deck, in this order."""
    st = g.state
    st.deck = list(cards) + [c for c in st.deck if c not in cards]
    st.changed()


def cells(*names):
    return tuple(parse_cell(n) for n in names)
