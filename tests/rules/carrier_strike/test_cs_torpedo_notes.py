"""Issue 31: before a torpedo run the button says when the torpedo reaches its target and the
chance it hits if the target's side steers away (CS Torpedo Runs 4-5, CS Carriers 1-2); before a
carrier moves, whether it leaves a torpedo's path or sails into one."""
import re
from fractions import Fraction

from game.rules.carrier_strike import actions as A
from game.rules.carrier_strike import fleet, odds
from game.rules.carrier_strike.combat import run_target
from game.rules.carrier_strike.state import CARRIER
from house import rules as house_rules
from odds_helpers import cs_declaration

RULES = house_rules("carrier-strike")


def _drop(seed=1):
    return cs_declaration(seed, lambda g, a: isinstance(a, A.Drop))


def test_cs_torpedo_runs_4_the_note_says_when_the_torpedo_arrives():
    game, drop = _drop()
    st = game.state
    note = odds.torpedo_run_note(st, drop)
    m = re.fullmatch(r"hits (\w+) in (\d+) turns?: (\d+)% if it steers away", note)
    assert m, note
    s = RULES.clone(st)
    event = next(e for e in RULES.apply(s, drop) if e.kind == "torpedo_dropped")
    target = s.carriers[event.data["target"]]
    row = (event.data["cell"],) + tuple(event.data["path"])
    arrives = next(i for i, c in enumerate(row) if c in target.cells)   # one space a turn (CS Torpedo Runs 4)
    assert m[1] == target.id and int(m[2]) == arrives


def test_cs_carriers_one_turn_to_steer_away_is_counted_face_by_face():
    """With one turn left, the chance is that of the faces of the T/F die with no move out of the row."""
    game, drop = _drop()
    st = game.state
    plane = st.planes[drop.plane]
    direction = st.direction_names.index(drop.direction)
    target = run_target(st, plane, direction, st.data.torpedo_run)
    row = tuple(target.cells)   # the torpedo is about to reach it
    faces = st.data.tf_faces

    def escapes(turns):
        return any(fleet.plan_carrier_move(st, target, t).forfeit is None
                   and set(fleet.plan_carrier_move(st, target, t).cells).isdisjoint(row) for t in turns)
    want = (Fraction(faces.count("F"), len(faces)) * (not escapes((fleet.FORWARD,)))
            + Fraction(faces.count("T"), len(faces)) * (not escapes((fleet.LEFT, fleet.RIGHT))))
    assert odds._still_in_row(st, target, row, 1, 1) == want
    assert odds._still_in_row(st, target, row, 1, 0) == 1   # no turn left: it hits


def test_cs_torpedo_runs_5_a_carrier_move_says_what_it_does_about_a_torpedo_coming():
    game, drop = _drop()
    game.play(drop)
    rnd_moves = 0
    while game.state.phase != CARRIER or not game.state.torpedoes:
        legal = game.legal_actions()
        pick = next((a for a in legal if isinstance(a, A.RollCarrier)), None)
        if pick is None:
            pick = next((a for a in legal if isinstance(a, A.End)), legal[0])
        game.play(pick)
        rnd_moves += 1
        assert rnd_moves < 200 and game.outcome() is None
    st = game.state
    for a in game.legal_actions():
        carrier = st.carriers[a.carrier]
        move = fleet.plan_carrier_move(st, carrier, fleet.FORWARD if isinstance(a, A.Forward)
                                       else (fleet.LEFT if a.way == "left" else fleet.RIGHT))
        note = odds.carrier_move_note(st, move)
        for tid, t in st.torpedoes.items():
            was, will = not set(t.path).isdisjoint(carrier.cells), not set(t.path).isdisjoint(move.cells)
            if t.cell in move.cells:
                assert note == f"onto {tid}: a hit"
            elif was and not will:
                assert f"out of {tid}'s path" in note
            elif will:
                assert f"{tid}'s path" in note and "out of" not in note.split(tid)[0][-8:]
            else:
                assert tid not in note
