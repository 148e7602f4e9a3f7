"""Positions with planted secrets (issue 30): for each game, pairs of games that differ
only in something a seat may not see, for tests/test_planted_secrets.py.

A ``Planted`` pair is two ``Game`` objects at the same public position: ``a`` and ``b``
differ only in the secret (the order of a face-down deck, the generator that will roll the
next dice, a seat's pilot discs, dealt cards or secret build picks, the game's seed). Every
surface a blind seat can reach, drawn from ``a`` and from ``b``, must be identical.

``blind_mover``: the seat to move may not see the secret, so the live screen (drawn for the
seat to move) is checked too; otherwise the secret is the mover's own, and only what anyone
at the table can open (files, thumbnails, summaries, the replay opened from the Load screen)
is checked.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game import launch
from game.rules.core import Rng
from game.session.game import Game

SEED = 8675309          # distinctive: no surface may print it before the game ends
OTHER_SEED = 5551212    # the generator of a pair's second game


@dataclass
class Planted:
    name: str
    a: Game
    b: Game
    blind_mover: bool = True
    replays: bool = True   # b replays from its seed and moves (the secret is in its moves)


def _replayed(game: Game) -> Game:
    return Game.replay(game.rules, game.seed, game.options, game.players, game.moves)


def _advance(game: Game, rnd: random.Random, until, limit: int = 400) -> Game:
    for _ in range(limit):
        if game.outcome() is None and until(game):
            return game
        if game.outcome() is not None:
            break
        game.play(rnd.choice(game.legal_notations()))
    raise AssertionError(f"{game.rules.game_id}: no position met in {limit} moves")


def rng_pair(game_id: str, moves: int, options=None, name="the dice to come") -> Planted:
    """The same position and seed, another generator: every later roll and draw differs."""
    a = launch.new_game(game_id, seed=SEED, options=options)
    rnd = random.Random(7)
    for _ in range(moves):
        if a.outcome() is not None:
            break
        a.play(rnd.choice(a.legal_notations()))
    b = _replayed(a)
    rng = Rng(OTHER_SEED)
    rng.draws = b.state.rng.draws
    b.state.rng = rng
    return Planted(name, a, b, replays=False)


def _swap_deck(game: Game, attr: str) -> bool:
    deck = getattr(game.state, attr)
    for j in range(1, len(deck)):
        if deck[j] != deck[0]:
            deck[0], deck[j] = deck[j], deck[0]
            return True
    return False


def deck_pair(game_id: str, attr: str, until, name: str) -> Planted:
    """The same position, the top of a face-down deck swapped with a different card."""
    a = _advance(launch.new_game(game_id, seed=SEED), random.Random(3),
                 lambda g: until(g) and len({repr(c) for c in getattr(g.state, attr)}) > 1)
    b = _replayed(a)
    assert _swap_deck(b, attr)
    assert getattr(a.state, attr) != getattr(b.state, attr)
    return Planted(name, a, b, replays=False)


def same4cats_deck() -> Planted:
    return deck_pair("same4cats", "event_deck", lambda g: bool(g.state.event_deck), "the next Event card")


def battaglia_deck() -> Planted:
    return deck_pair("battaglia-navale", "deck", lambda g: g.state.phase != "setup" and len(g.moves) > 20,
                     "the order of the deck")


# -- Carrier Strike: pilot discs and dealt cards -------------------------------------------------
def _cs_moves(swap_side: str, rnd_seed: int = 1) -> tuple[list, list]:
    """Two move lists to the first Red decision after the pilots: the same, except that two
    planes of ``swap_side`` carry each other's pilot discs."""
    g = launch.new_game("carrier-strike", seed=SEED)
    rnd = random.Random(rnd_seed)
    while g.state.phase != "choose":
        g.play(rnd.choice(g.legal_notations()))
    moves = list(g.moves)
    pilots = [i for i, m in enumerate(moves) if m.startswith(f"pilot {swap_side}")]
    for i in pilots:
        for j in pilots:
            vi, vj = moves[i].split()[-1], moves[j].split()[-1]
            if i < j and vi != vj:
                other = list(moves)
                other[i] = moves[i].rsplit(" ", 1)[0] + " " + vj
                other[j] = moves[j].rsplit(" ", 1)[0] + " " + vi
                try:
                    Game.replay(g.rules, g.seed, g.options, g.players, other)
                except Exception:  # noqa: BLE001 - an order the rules refuse: try another pair
                    continue
                return moves, other
    raise AssertionError("no two discs to swap")


def carrier_strike_discs(mover_blind: bool = True) -> Planted:
    """Yellow's discs differ (Red to move: blind), or Red's own (only the files are checked)."""
    a_moves, b_moves = _cs_moves("Y" if mover_blind else "R")
    rules = launch.new_game("carrier-strike", seed=SEED).rules
    a = Game.replay(rules, SEED, None, None, a_moves)
    b = Game.replay(rules, SEED, None, None, b_moves)
    assert a.to_move() == "red"
    name = "Yellow's pilot discs" if mover_blind else "the mover's own pilot discs"
    return Planted(name, a, b, blind_mover=mover_blind)


def carrier_strike_cards() -> Planted:
    """A dogfight's cards dealt to the side not to move: reversed in b."""
    rules = launch.new_game("carrier-strike", seed=SEED).rules
    for s in range(1, 60):
        g = Game(rules, SEED + s)
        rnd = random.Random(s)
        for _ in range(900):
            if g.outcome() is not None:
                break
            df = g.state.dogfight
            if df is not None and not df.done:
                mover_side = g.state.side_of(g.to_move())
                hidden = [pid for pid, owner in df.seats.items() if g.state.side_of(owner) != mover_side
                          and len(set(map(repr, df.hands[pid]))) > 1]
                if hidden:
                    b = _replayed(g)
                    for pid in hidden:
                        b.state.dogfight.hands[pid].reverse()
                    return Planted("the other side's dogfight cards", g, b, replays=False)
            g.play(rnd.choice(g.legal_notations()))
    raise AssertionError("no dogfight with cards held by the side not to move")


# -- Steam Torpedo: a custom build's secret picks -------------------------------------------------
def steam_torpedo_picks(mover_blind: bool = True) -> Planted:
    """A custom build: the first seat's picks differ (the second seat is choosing: blind), or
    the second seat's own picks (only the files are checked)."""
    opts = {"build": "custom"}
    base = launch.new_game("steam-torpedo", seed=SEED, options=opts)
    rnd = random.Random(5)
    first = base.to_move()
    while base.to_move() == first:
        base.play(rnd.choice(base.legal_notations()))
    for _ in range(3):
        base.play(rnd.choice(base.legal_notations()))
    moves = list(base.moves)
    second = base.to_move()
    changing = [i for i, m in enumerate(moves) if base.history[i].seat == (first if mover_blind else second)]
    cards = base.rules.data.cards
    for i in changing:
        taken = {m.split(" ", 1)[1] for m in moves}
        card = moves[i].split(" ", 1)[1]
        if cards[card].control_room:
            continue
        for other in sorted(cards):
            if other in taken or cards[other].control_room:
                continue
            trial = list(moves)
            trial[i] = f"build {other}"
            try:
                b = Game.replay(base.rules, SEED, base.options, base.players, trial)
            except Exception:  # noqa: BLE001 - a pick the rules refuse here: try another
                continue
            a = Game.replay(base.rules, SEED, base.options, base.players, moves)
            name = "the first seat's secret picks" if mover_blind else "the mover's own secret picks"
            return Planted(name, a, b, blind_mover=mover_blind)
    raise AssertionError("no pick to change")


def all_pairs() -> dict:
    """Name -> a function making the pair (made when a test asks: some take a second). The
    dice to come are planted in the two games whose only other secrets are picks or none; in
    the others a face-down deck or the discs are (the hint and every surface read the same
    view, with no generator, in all five: docs/FAIRNESS.md)."""
    return {
        "same4cats-deck": same4cats_deck,
        "thunderbirds-dice": lambda: rng_pair("thunderbirds", 25),
        "battaglia-navale-deck": battaglia_deck,
        "steam-torpedo-picks": steam_torpedo_picks,
        "steam-torpedo-own-picks": lambda: steam_torpedo_picks(False),
        "steam-torpedo-dice": lambda: rng_pair("steam-torpedo", 40),
        "carrier-strike-discs": carrier_strike_discs,
        "carrier-strike-own-discs": lambda: carrier_strike_discs(False),
        "carrier-strike-cards": carrier_strike_cards,
    }
