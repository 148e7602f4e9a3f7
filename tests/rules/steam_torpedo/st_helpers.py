"""Helpers for the Steam Torpedo tests: a game already in play with chosen layouts."""
from game.session.game import Game
from game.rules.steam_torpedo.state import CELLS, Compartment


def arrange(game: Game, seat: str, layout: dict | None = None, crew: dict | None = None,
            sector: int | None = None):
    """Put ``seat``'s compartments where ``layout`` says ({cell: card id}; the other cards of
    its set fill the remaining cells in set order), crew where ``crew`` says ({id: cell};
    the others stay in the control room), and its figure in ``sector``. The cards are those of
    the game's data."""
    state = game.state
    sub = state.subs[seat]
    cards, own = state.data.cards, state.data.faction_set(sub.faction)
    layout = dict(layout or {})
    room = next(c for c in own if cards[c].control_room)
    layout.setdefault("c2", room)
    rest = [c for c in own if c not in layout.values()]
    for cell in CELLS:
        if cell not in layout:
            layout[cell] = rest.pop(0)
    sub.compartments = {c: Compartment(c, cards[cid], oxygen=cards[cid].oxygen) for c, cid in layout.items()}
    for m in sub.crew:
        m.cell, m.sub, m.ready, m.alive = "c2", seat, True, True
    for cid, cell in (crew or {}).items():
        sub.member(cid).cell = cell
    if sector is not None:
        sub.sector = sector
    return sub
