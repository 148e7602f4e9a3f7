"""Carrier Strike: the heads-up display around the sea: the banner with what the seat to
move is to do and the peek button, the status panel (turn, points left, dice), the fleet panel
and the action panel's title and notes."""
from __future__ import annotations

import pygame

from ...rules.seats import seat_words
from ...rules.carrier_strike.state import CARRIER, CHOOSE, DECLARE, MOVE, ORDER, PILOTS, PLACE, RETURN
from ...ui import text, theme
from ...ui.widgets import panel
from . import art


def banner_text(sc, st) -> str:
    out = sc.game.outcome()
    if out is not None:
        who = sc.game.seat_name(out.winner) if out.winner else "Nobody"
        return f"{who} wins: {out.how}"
    if sc.aside():   # no prompt to the person during the computer's turn (issue 31)
        return "{}: {}".format(*sc.aside()) if sc.waiting_pass else "{}. {}".format(*sc.aside())
    seat = seat_words(sc.game.to_move())
    if sc.pending_handoff:
        return f"Over to {seat_words(sc.pending_handoff)}..."
    phase = st.phase
    if phase == PLACE:
        cid = sc.legal[0].carrier if sc.legal else "?"
        return f"{seat}: place carrier {cid} on your half. Pick a heading, then click its middle hex"
    if phase == PILOTS:
        return f"{seat}: put a secret pilot disc in each plane (4 is the ace)"
    if phase == CHOOSE:
        return f"{seat}: roll the dice for planes, or the T/F die for a carrier"
    if phase == MOVE:
        left = st.roll.points_left
        return f"{seat}: move planes, {left} point{'s' if left != 1 else ''} left. Click a plane, then a hex"
    if phase == CARRIER:
        if st.roll.face == "F":
            return f"{seat} rolled F: move a carrier one space forward"
        return f"{seat} rolled T: turn a carrier 60 degrees left or right"
    if phase == DECLARE:
        return f"{seat}: declare torpedo runs, dogfights or sacrifice dives, or end the turn"
    if phase == RETURN:
        return f"{seat}: {st.returning[0]} returns. Choose a free rear deck"
    if phase == ORDER:
        return f"{seat}: order your five dogfight cards in secret"
    return seat


def draw_banner(sc, surface, st) -> None:
    width = sc.at.banner.width   # across the whole canvas
    pygame.draw.rect(surface, (18, 28, 44), (0, 0, width, 54))
    pygame.draw.line(surface, theme.PANEL_EDGE, (0, 54), (width, 54), 2)
    seat = sc.seat_shown() or sc.game.to_move() or sc.viewer or ""
    side = seat.split("-")[0] if seat else None
    out = sc.game.outcome()
    if out is not None and out.winner:
        side = out.winner.split("-")[0]
    colour = art.SIDE_COLOUR.get(side, theme.GOLD)
    pygame.draw.circle(surface, colour, (28, 27), 14)
    pygame.draw.circle(surface, (10, 10, 14), (28, 27), 14, 2)
    sc.drawn_marks.add((14, 13, 29, 29), "turn-side")
    msg = banner_text(sc, st)
    size = text.fit_size(msg, sc.at.prompt_room, 20, True, 13)
    text.draw(surface, msg, (52, 27), size, theme.TEXT, True, "midleft")
    if sc.remote is not None and sc.remote.watching:
        return   # a spectator has no pilots of their own to peek at
    r = sc.at.peek
    active = sc.peeking and sc.live
    pygame.draw.rect(surface, (90, 70, 30) if active else (40, 52, 70), r, border_radius=8)
    pygame.draw.rect(surface, theme.GOLD if active else theme.PANEL_EDGE, r, 2, border_radius=8)
    label = "Your pilots shown" if active else "Hold P: peek pilots"
    text.draw(surface, label, r.center, 14, theme.TEXT, True, "center")
    sc.drawn_marks.add(r, "peek")


def draw_status(sc, surface, st) -> None:
    status = sc.at.status
    panel(surface, status, (22, 32, 48), theme.PANEL_EDGE, 10)
    sc.cite_spots = []  # the step's rule citation, set apart and clickable
    x, y = status.left + 12, status.top + 8
    note = sc.drawn_marks.add
    turn = f"Turn {st.turn_number}" if st.turn_number else "Setting up"
    text.draw(surface, turn, (x, y), 18, theme.GOLD, True)
    if st.turn_side:
        n = len(st.throws)
        throw = f" (throw {st.throw_index + 1} of {n})" if n > 1 else ""
        note(text.draw(surface, f"{st.turn_side.capitalize()}'s turn{throw}", (x, y + 26), 15,
                       art.SIDE_COLOUR[st.turn_side], True), "throws" if n > 1 else "turn")
    roll = st.roll
    if roll is not None and roll.kind == "planes":
        left = text.draw(surface, "Points left", (x, y + 56), 14, theme.TEXT_DIM)
        note(left.union(text.draw(surface, str(roll.points_left), (x + 96, y + 46), 36, theme.HIGHLIGHT, True)),
             "points-left")
        for i in range(roll.points):
            points_pip(surface, (x + 8 + i * 16, y + 98), i < roll.points_left)
        if roll.points:
            note((x + 1, y + 91, roll.points * 16, 15), "points-pips")
    elif st.phase == PLACE:
        text.draw(surface, "Carriers go on their own half,", (x, y + 56), 14, theme.TEXT_DIM)
        text.draw_cited(surface, "never next to another (CS Setup 6)", (x, y + 74), 14, theme.TEXT_DIM,
                        spots=sc.cite_spots)
    elif st.phase == PILOTS:
        text.draw(surface, "Discs 1-4: 4 is the ace.", (x, y + 56), 14, theme.TEXT_DIM)
        text.draw_cited(surface, "Only you see them (CS Setup 3)", (x, y + 74), 14, theme.TEXT_DIM,
                        spots=sc.cite_spots)
    for die in sc.dice:
        die.draw(surface)
        note(die.rect, "die-tf" if die.label == "T/F die" else "die-planes")
    if sc.dice:
        text.draw(surface, sc.dice_note, (status.right - 12, status.bottom - 16), 12, theme.TEXT_DIM, False,
                  "topright")


def draw_fleet(sc, surface, st) -> None:
    fleet = sc.at.fleet
    panel(surface, fleet, (22, 32, 48), theme.PANEL_EDGE, 10)
    note = sc.drawn_marks.add
    for i, side in enumerate(("red", "yellow")):
        y = fleet.top + 8 + i * 34
        colour = art.SIDE_COLOUR[side]
        pygame.draw.circle(surface, colour, (fleet.left + 16, y + 9), 7)
        note((fleet.left + 9, y + 2, 15, 15), f"side-{side}")
        x = fleet.left + 30
        for c in (c for c in st.carriers.values() if c.side == side):
            if c.sunk:
                label, ink = f"{c.id}: sunk", theme.BAD
            elif not c.placed:
                label, ink = f"{c.id}: not placed", theme.TEXT_DIM
            else:
                label = f"{c.id}: {c.torpedoes} torpedo{'es' if c.torpedoes != 1 else ''}" + (", hit" if c.hits else "")
                ink = (255, 170, 120) if c.hits else theme.TEXT
            note(text.draw(surface, label, (x, y), 13, ink, True),
                 "fleet-sunk" if c.sunk else ("fleet-unplaced" if not c.placed else "fleet-carrier"))
            x += 170
        planes = [p for p in st.planes.values() if p.side == side]
        up = sum(1 for p in planes if p.in_flight)
        note(text.draw(surface, f"{len(planes)} planes ({up} up), {st.planes_lost.get(side, 0)} lost",
                       (fleet.left + 30, y + 16), 12, theme.TEXT_DIM), "fleet-planes")


def action_title(sc, st) -> str:
    if sc.game.outcome() is not None:
        return "Game over"
    if sc.aside():
        return sc.aside()[0]
    if not sc.live:
        return "Passing the screen..."
    return {PLACE: "Heading of the carrier", PILOTS: "Pilot discs", CHOOSE: "Roll the dice",
            MOVE: "Planes: click a plane, then a hex", CARRIER: "Move a carrier",
            DECLARE: "End of the turn: attacks", RETURN: "A returning plane",
            ORDER: "Dogfight cards"}.get(st.phase, "")


def draw_actions(sc, surface, st) -> None:
    actions = sc.at.actions
    panel(surface, actions, (22, 32, 48), theme.PANEL_EDGE, 10)
    text.draw(surface, action_title(sc, st), (actions.left + 12, actions.top + 8), 16, theme.GOLD, True)
    if not sc.live or sc.aside():   # no prompt to the person during the computer's turn
        return
    x = actions.left + 12
    if st.phase == PLACE:
        art.compass(surface, (actions.centerx, actions.top + 150), 46, sc.names, sc.angle_of_name)
        sc.drawn_marks.add((actions.centerx - 62, actions.top + 88, 125, 125), "compass")
        text.draw(surface, "Right-click or R turns it", (x, actions.bottom - 24), 13, theme.TEXT_DIM)
    elif st.phase == PILOTS:
        rows = [p for p in st.planes.values() if p.seat == st.pending_seat]
        for i, p in enumerate(rows):
            y = actions.top + 34 + 4 + i * 25
            where = f"{p.id} on {p.carrier}, part {p.deck_part}"
            text.draw(surface, where, (x, y + 3), 13, theme.TEXT)
            if p.pilot is not None and st.private_for == sc.viewer:
                art.draw_disc(surface, (actions.left + 176, y + 11), 10, p.pilot)
                sc.drawn_marks.add((actions.left + 166, y + 1, 21, 21), "pilot-disc")
    elif st.phase == MOVE:
        text.draw(surface, "Select:", (x, actions.top + 34), 13, theme.TEXT_DIM)
    elif st.phase == DECLARE:
        if sc.selected is None:
            text.draw(surface, "Click a ringed plane to see its attacks.", (x, actions.top + 104), 13,
                      theme.TEXT_DIM)
    elif st.phase == CARRIER:
        text.draw(surface, "Or click a carrier, then its ghost.", (x, actions.top + 34), 13, theme.TEXT_DIM)


def points_pip(surface, at, left: bool) -> None:
    """A point of the plane roll: filled while still to move, hollow once spent."""
    pygame.draw.circle(surface, theme.HIGHLIGHT if left else (70, 80, 96), at, 6, 0 if left else 2)
