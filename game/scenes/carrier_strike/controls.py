"""Carrier Strike input: the side panel's buttons, board clicks, and the click path to
any legal action (``next_click``), which the tests use to play whole games by mouse.

Every button and click ends in ``scene.perform(action)``: the engine decides, and a
refusal is shown with its reason and rule.
"""
from __future__ import annotations

import pygame

from ...rules.carrier_strike import actions as A
from ...rules.carrier_strike import fleet, odds
from ...rules.carrier_strike.state import CARRIER, CHOOSE, DECLARE, MOVE, ORDER, PILOTS, PLACE, RETURN, compass_word
from ...ui import commands
from ...ui.widgets import Button
from .panels import order_card_rects, order_slot_rects

BELOW_TITLE = 34   # the first row of the action panel's buttons, below its title


def grid_rects(actions: pygame.Rect, n: int, cols: int, top: int, h: int = 40, gap: int = 8) -> list:
    """``n`` buttons in ``cols`` columns across the action panel, from ``top`` down."""
    w = (actions.width - 20 - gap * (cols - 1)) // cols
    return [pygame.Rect(actions.left + 10 + (i % cols) * (w + gap), top + (i // cols) * (h + gap), w, h)
            for i in range(n)]


def _act(sc, rect, label, action, key=None, sub="", style="normal") -> Button:
    return Button(rect, label, lambda a=action: sc.perform(a), key, sc.why(action), sub, style, action)


def turn_of(action) -> int:
    if isinstance(action, A.Forward):
        return fleet.FORWARD
    return fleet.LEFT if action.way == "left" else fleet.RIGHT


def declaration_label(sc, a) -> str:
    st = sc.game.state
    plane = st.planes[a.plane]
    if isinstance(a, A.Drop):
        d = sc.names.index(a.direction)
        target = st.carrier_at(st.grid.step(plane.cell, d, 6))
        return f"Torpedo run {a.direction} at {target.id if target else '?'}"
    if isinstance(a, A.DeclareSacrifice):
        d = sc.names.index(a.direction)
        target = st.carrier_at(st.grid.step(plane.cell, d, 4))
        return f"Sacrifice dive {a.direction} at {target.id if target else '?'}"
    if a.fire:
        return f"Dogfight {a.target}, fire {a.fire}"
    return f"Dogfight {a.target}"


def roll_odds(sc) -> str:
    """Issue 15: before "Roll for planes", the chance that the roll lets a plane of this throw
    end its movement able to attack (odds.attack_odds), worked out once per position."""
    key = (sc.game.revision, len(sc.game.history))
    known = getattr(sc, "_roll_odds", None)
    if known is None or known[0] != key:
        known = (key, odds.attack_odds(sc.rules, sc.game.state).describe())
        sc._roll_odds = known
    return known[1]


def declaration_odds(sc, a) -> str:
    """Issue 15: a dogfight's chance to win as the declaring seat sees it, and a win that loses the
    plane at sea for want of a free rear deck (CS Dogfights 4-8); for a torpedo run or a sacrifice
    dive, what it costs the plane (odds.loss_note); "" when nothing."""
    st = sc.game.state
    if isinstance(a, A.Drop):  # when and how likely it hits, and a run with no free rear deck
        return "; ".join(note for note in (odds.torpedo_run_note(st, a), odds.loss_note(st, a)) if note)
    if not isinstance(a, A.DeclareDogfight):
        return odds.loss_note(st, a)  # a sacrifice dive
    return odds.dogfight_odds(st, a.plane, a.target, st.planes[a.plane].seat).describe()


# -- the side panel's buttons ----------------------------------------------------------
def build_buttons(sc) -> list:
    st, at = sc.game.state, sc.at
    acts, top = at.actions, at.actions.top + BELOW_TITLE
    out = [Button(at.undo.copy(), "Undo", sc.undo, None, sc.undo_refusal()),
           Button(at.menu.copy(), "Menu", sc.open_menu)]
    if sc.game.outcome() is not None:
        out.append(Button(pygame.Rect(at.summary.centerx - 120, at.summary.bottom - 66, 240, 48), "Back to title",
                          sc.app.to_title, pygame.K_RETURN, style="primary"))
        out[-1].on_board = True   # on the summary's sheet, over the sea
        return out
    if not sc.live or sc.aside() is not None:   # another plays: only Undo and Menu stay (while_computer_moves),
        return out                              # and a spectator's view has no hand to order
    phase = st.phase
    legal = sc.legal
    if phase == PLACE:
        side = st.side_of(st.pending_seat)
        for name, r in zip(sc.names, grid_rects(acts, 6, 6, top + 22, 34, 6)):
            out.append(Button(r, name, lambda n=name, s=side: _set_heading(sc, s, n), None, "", "",
                              "primary" if sc.heading[side] == name else "normal"))
            out[-1].tag = f"heading {name}"
    elif phase == PILOTS:
        rows = [p for p in st.planes.values() if p.seat == st.pending_seat]
        for i, p in enumerate(rows):
            if p.pilot is not None:
                continue
            for d in (1, 2, 3, 4):
                r = pygame.Rect(acts.left + 150 + (d - 1) * 54, top + 4 + i * 25, 48, 23)
                out.append(_act(sc, r, str(d), A.AssignPilot(p.id, d)))
    elif phase == CHOOSE:
        n = st.options["plane_dice"]
        r1, r2 = grid_rects(acts, 2, 1, top + 10, 64, 12)
        out.append(_act(sc, r1, "Roll for planes", A.RollPlanes(), "cs roll planes",
                        f"{'two d6' if n == 2 else 'one d6'}: {roll_odds(sc)} (CS Planes 1)", "primary"))
        out.append(_act(sc, r2, "Roll for a carrier", A.RollCarrier(), "cs roll carrier",
                        f"T/F die: {odds.carrier_roll_note(sc.rules.data)} (CS Carriers)", "primary"))
    elif phase == MOVE:
        planes = sorted({a.plane for a in legal if hasattr(a, "plane")})
        for pid, r in zip(planes, grid_rects(acts, len(planes), 4, top + 20, 30, 6)):
            out.append(Button(r, pid, lambda p=pid: _select(sc, p), None, "", "",
                              "primary" if sc.selected == pid else "normal"))
            out[-1].tag = f"select {pid}"
        sel = st.planes.get(sc.selected) if sc.selected else None
        if sel is not None and sel.on_deck and st.carriers[sel.carrier].torpedoes > 0:
            r = pygame.Rect(acts.left + 10, acts.bottom - 96, acts.width - 20, 40)
            label = "Launch with a torpedo: yes" if sc.take_torpedo else "Launch with a torpedo: no"
            out.append(Button(r, label, lambda: _toggle_torpedo(sc), "cs torpedo",
                              "", f"{st.carriers[sel.carrier].torpedoes} left under {sel.carrier}'s deck (CS Planes 5)"))
            out[-1].tag = "toggle torpedo"
        r = pygame.Rect(acts.left + 10, acts.bottom - 48, acts.width - 20, 40)
        out.append(_act(sc, r, "End movement", A.End(), "cs end"))
    elif phase == CARRIER:
        for a, r in zip(legal, grid_rects(acts, len(legal), 2, top + 20, 50, 8)):
            move = fleet.plan_carrier_move(st, st.carriers[a.carrier], turn_of(a))
            label = f"{a.carrier} forward" if isinstance(a, A.Forward) else f"{a.carrier} turn {a.way}"
            sub = f"forfeits: {move.forfeit}" if move.forfeit else odds.carrier_move_note(st, move) or "clear to move"
            out.append(_act(sc, r, label, a, None, sub, "danger" if move.forfeit else "primary"))
    elif phase == DECLARE:
        planes = sorted({a.plane for a in legal if hasattr(a, "plane")})
        for pid, r in zip(planes, grid_rects(acts, len(planes), 4, top, 28, 6)):
            out.append(Button(r, pid, lambda p=pid: _select(sc, p), None, "", "",
                              "primary" if sc.selected == pid else "normal"))
            out[-1].tag = f"select {pid}"
        mine = [a for a in legal if sc.selected is not None and getattr(a, "plane", None) == sc.selected]
        # up to four declarations: buttons of two lines, the odds on the second (issue 15)
        roomy = len(mine) <= 4
        cols = (1 if len(mine) <= 2 else 2) if roomy else (2 if len(mine) <= 8 else 3)
        for a, r in zip(mine, grid_rects(acts, len(mine), cols, top + 36, 44 if roomy else 30, 4)):
            style = "danger" if isinstance(a, (A.Drop, A.DeclareSacrifice)) or a.fire else "normal"
            label, sub = declaration_label(sc, a), declaration_odds(sc, a)
            if "lost at sea" in sub or sub.endswith("either way"):
                style = "danger"
            if sub and not roomy:
                label, sub = f"{label}: {sub}", ""
            out.append(_act(sc, r, label, a, None, sub, style))
        r = pygame.Rect(acts.left + 10, acts.bottom - 48, acts.width - 20, 40)
        out.append(_act(sc, r, "End the turn", A.End(), "cs end", "", "primary"))
    elif phase == RETURN:
        for a, r in zip(legal, grid_rects(acts, len(legal), 1, top + 20, 48, 8)):
            out.append(_act(sc, r, f"{a.plane} to the rear deck of {a.carrier}", a, None,
                            "CS Torpedo Runs 2, Dogfights 8", "primary"))
    elif phase == ORDER and None not in st.dogfight.hands[st.dogfight.to_order[0]]:
        # (online, the other side's hand is not in this seat's view: nothing to order here)
        pid = st.dogfight.to_order[0]
        hand = list(st.dogfight.hands[pid])
        rs = grid_rects(acts, 4, 2, top + 10, 40, 8)
        # a ready order only fills the row: "Confirm order" commits it (issue 31: a choice that
        # commits says so before it commits)
        for r, label, cards in ((rs[0], "Highest first", sorted(hand, reverse=True)),
                                (rs[1], "Lowest first", sorted(hand))):
            b = Button(r, label, lambda c=cards: _fill_pick(sc, c), None, "", "then Confirm order")
            b.tag = label.lower()
            out.append(b)
        b = Button(rs[2], "Clear", lambda: _clear_pick(sc), None, "" if sc.picked else "Nothing picked yet")
        b.tag = "clear"
        out.append(b)
        ready = len(sc.picked) == len(hand)
        b = Button(rs[3], "Confirm order", lambda: sc.perform(A.Order(tuple(sc.picked))), pygame.K_RETURN,
                   "" if ready else "Click all five cards in the order to play them (CS Dogfights 6)",
                   "", "primary")
        b.tag = "confirm"
        out.append(b)
    return out


def _set_heading(sc, side, name) -> None:
    sc.heading[side] = name
    sc.refresh()


def _select(sc, pid) -> None:
    sc.selected = pid
    sc.refresh()


def _toggle_torpedo(sc) -> None:
    sc.take_torpedo = not sc.take_torpedo
    sc.refresh()


def _fill_pick(sc, cards) -> None:
    sc.picked = list(cards)
    sc.refresh()


def _clear_pick(sc) -> None:
    sc.picked = []
    sc.refresh()


def rotate_heading(sc, step: int) -> None:
    st = sc.game.state
    side = st.side_of(st.pending_seat)
    i = sc.names.index(sc.heading[side])
    _set_heading(sc, side, sc.names[(i + step) % 6])


# -- events ------------------------------------------------------------------------------
def before_buttons(sc, event) -> bool | None:
    """The peek (P, or held on the peek button) and a face-off's card, which covers the
    buttons: answered before them (None: on to the buttons)."""
    if commands.pressed(event, "cs peek"):
        sc.peeking = sc.live
        return True
    if commands.released(event, "cs peek"):
        sc.peeking = False
        return True
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and sc.peeking:
        sc.peeking = False
        return True
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and sc.at.peek.collidepoint(event.pos):
        sc.peeking = sc.live
        return True
    if sc.faceoff is not None:
        closing = ((event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                    and sc.faceoff.close_rect.collidepoint(event.pos))
                   or (event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN) or commands.pressed(event, "cs go on"))
        if closing and not sc.faceoff.verdict_shown():
            sc.faceoff.tween.update(sc.faceoff.tween.duration)  # the first press shows every card at once
        elif closing:
            sc.faceoff = None
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
    return None


def board_input(sc, event) -> bool:
    """What the buttons left: the heading's turn (wheel, right click, R) and the clicks on
    the sea and on the dogfight cards."""
    if not sc.live:
        return False
    phase = sc.game.state.phase
    if phase == PLACE and (event.type == pygame.MOUSEWHEEL
                           or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3)
                           or commands.pressed(event, "cs turn")):
        rotate_heading(sc, -1 if getattr(event, "y", 0) < 0 else 1)
        return True
    if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
        return False
    if phase == ORDER:
        return order_click(sc, event.pos)
    if sc.board_rect.collidepoint(event.pos):
        board_click(sc, event.pos)
        return True
    return False


def order_click(sc, pos) -> bool:
    st = sc.game.state
    hand = list(st.dogfight.hands[st.dogfight.to_order[0]])
    for card, r in zip(hand, order_card_rects(sc.at.table, len(hand))):
        if r.collidepoint(pos) and card not in sc.picked:
            sc.picked.append(card)
            sc.app.sounds.play("card")
            sc.refresh()
            return True
    for i, r in enumerate(order_slot_rects(sc.at.table, len(hand))):
        if r.collidepoint(pos) and i < len(sc.picked):
            del sc.picked[i:]
            sc.refresh()
            return True
    return sc.board_rect.collidepoint(pos)


def board_click(sc, pos) -> None:
    st = sc.game.state
    phase = st.phase
    cell = sc.view_.cell_at(pos)
    if phase == PLACE:
        if cell is None:
            return
        cid = sc.legal[0].carrier if sc.legal else None
        if cid:
            sc.perform(A.Place(cid, cell, sc.heading[st.side_of(st.pending_seat)]))
    elif phase == PILOTS:
        sc.app.toast("Give each plane a disc with the buttons on the right (CS Setup 3)")
    elif phase == CHOOSE:
        sc.app.toast("First roll the dice: for planes, or the T/F die for a carrier (CS Start 2)")
    elif phase == MOVE:
        move_click(sc, pos)
    elif phase == CARRIER:
        carrier_click(sc, cell)
    elif phase == DECLARE:
        declare_click(sc, cell)
    elif phase == RETURN:
        carrier = st.carrier_at(cell) if cell else None
        if carrier is not None:
            sc.perform(A.Return(st.returning[0], carrier.id))
        else:
            sc.app.toast("Click a carrier of yours with a free rear deck (CS Torpedo Runs 2)")


def _commanded(sc, plane) -> bool:
    return plane.command in sc.game.state.throw.command


def move_click(sc, pos) -> None:
    st = sc.game.state
    node = sc.node_at(pos)
    if node is None:
        return
    plane = sc.plane_at_node(node)
    if plane is not None and plane.id != sc.selected:
        if plane.side != st.side_of(st.pending_seat) or not _commanded(sc, plane):
            sc.app.toast(f"{plane.id} is not yours to move in this throw (CS Planes 1, Teams 2)")
            return
        _select(sc, plane.id)
        return
    if sc.selected is None or sc.selected not in st.planes:
        sc.app.toast("Click one of your planes first, then where it should go (CS Planes 1)")
        return
    if plane is not None:
        return  # the selected plane itself
    reach = sc.reach()
    if node in reach and reach[node][1]:
        for action in reach[node][1]:
            if sc.perform(action) is None or sc.game.state.phase != MOVE:
                break
        return
    # Not reachable: show the engine's own refusal for the nearest meaningful move.
    here = sc.plane_node(sc.selected)
    p = st.planes[sc.selected]
    if node[0] == "deck":
        if p.in_flight:
            sc.perform(A.Land(p.id, node[1]))
        else:
            sc.perform(A.Taxi(p.id))
        return
    if p.on_deck:
        sc.perform(A.Launch(p.id, sc.take_torpedo))
        return
    dist = st.grid.distance(here[1], node[1])
    if dist == 1:
        sc.perform(A.Fly(p.id, node[1]))
    elif dist > st.roll.points_left:
        sc.app.toast(f"{p.id} has {st.roll.points_left} point{'s' if st.roll.points_left != 1 else ''} left; "
                     f"that space is {dist} away (CS Planes 1)")
    else:
        sc.app.toast("No free way there: planes may not pass over planes or carriers (CS Planes 6-7)")


def carrier_previews(sc, carrier_id: str) -> list:
    """(action, CarrierMove) for each legal move of a carrier: the ghosts on the board."""
    st = sc.game.state
    out = []
    for a in sc.legal:
        if getattr(a, "carrier", None) == carrier_id and isinstance(a, (A.Forward, A.Turn)):
            out.append((a, fleet.plan_carrier_move(st, st.carriers[carrier_id], turn_of(a))))
    return out


def carrier_click(sc, cell) -> None:
    st = sc.game.state
    if cell is None:
        return
    if sc.selected in st.carriers:
        own = st.carriers[sc.selected]
        previews = carrier_previews(sc, own.id)
        for a, move in previews:
            if cell in move.cells and cell not in own.cells:
                sc.perform(a)
                return
        if cell in own.cells and len(previews) == 1:
            sc.perform(previews[0][0])
            return
    carrier = st.carrier_at(cell)
    if carrier is None:
        sc.app.toast("Click one of your carriers, then where it should go (CS Carriers 1-2)")
        return
    if not carrier_previews(sc, carrier.id):
        sc.app.toast(f"{carrier.id} is not yours to move in this throw (CS Carriers, Teams 2)")
        return
    _select(sc, carrier.id)


def declare_click(sc, cell) -> None:
    st = sc.game.state
    if cell is None:
        return
    plane = st.plane_at(cell)
    if plane is not None and plane.side == st.side_of(st.pending_seat):
        if any(getattr(a, "plane", None) == plane.id for a in sc.legal):
            _select(sc, plane.id)
        else:
            why = ("it did not move in this throw" if plane.in_flight and plane.id not in st.moved
                   else "no enemy plane within 4, no run or dive in line")
            sc.app.toast(f"{plane.id} has no attack to declare: {why} (CS Dogfights 1, Torpedo Runs 1)")
        return
    sel = st.planes.get(sc.selected) if sc.selected else None
    if sel is None or not sel.in_flight:
        sc.app.toast("Click one of your planes with a ring first, or End the turn (CS Dogfights 2)")
        return
    if plane is not None:  # an enemy plane
        sc.perform(A.DeclareDogfight(sel.id, plane.id))
        return
    d = st.grid.direction_between(sel.cell, cell)
    if d is None:
        sc.app.toast("Torpedo runs and sacrifice dives go along a straight row of hexes (CS Torpedo Runs 1)")
        return
    name = sc.names[d]
    for a in (A.Drop(sel.id, name), A.DeclareSacrifice(sel.id, name)):
        if a in sc.legal_set:
            sc.perform(a)
            return
    sc.perform(A.Drop(sel.id, name) if sel.torpedo else A.DeclareSacrifice(sel.id, name))


# -- the click path to an action (the tests play whole games with it) --------------------
def _button(sc, tag):
    """The button of a click path's step: by its tag, or (an action's button) by its notation."""
    for b in sc.buttons.buttons:
        if getattr(b, "tag", None) == tag or (b.action is not None and str(b.action) == tag):
            return b.rect.center
    return None


def next_click(sc, action):
    st = sc.game.state
    if sc.faceoff is not None:
        return sc.faceoff.close_rect.center
    phase = st.phase
    if phase == PLACE:
        side = st.side_of(st.pending_seat)
        if sc.heading[side] != action.heading:
            return _button(sc, f"heading {action.heading}")
        return tuple(int(round(v)) for v in sc.view_.center(action.cell))
    if phase == MOVE and not isinstance(action, A.End):
        if sc.selected != action.plane:
            return sc.node_pos(sc.plane_node(action.plane))
        plane = st.planes[action.plane]
        if isinstance(action, A.Taxi):
            return sc.node_pos(("deck", plane.carrier, plane.deck_part - 1))
        if isinstance(action, A.Launch):
            if st.carriers[plane.carrier].torpedoes > 0 and sc.take_torpedo != action.torpedo:
                return _button(sc, "toggle torpedo")
            return sc.node_pos(("cell", fleet.front_space(st, st.carriers[plane.carrier])))
        if isinstance(action, A.Fly):
            return sc.node_pos(("cell", action.cell))
        return sc.node_pos(("deck", action.carrier, 4))
    if phase == DECLARE and not isinstance(action, A.End):
        plane = st.planes[action.plane]
        if sc.selected != action.plane:
            return sc.node_pos(("cell", plane.cell))
        if isinstance(action, A.DeclareDogfight) and not action.fire:
            return sc.node_pos(("cell", st.planes[action.target].cell))
        if isinstance(action, (A.Drop, A.DeclareSacrifice)):
            n = 6 if isinstance(action, A.Drop) else 4
            return sc.node_pos(("cell", st.grid.step(plane.cell, sc.names.index(action.direction), n)))
    if phase == ORDER:
        want = list(action.cards)
        if sc.picked != want[:len(sc.picked)]:
            return _button(sc, "clear")
        if len(sc.picked) < len(want):
            hand = list(st.dogfight.hands[st.dogfight.to_order[0]])
            return order_card_rects(sc.at.table, len(hand))[hand.index(want[len(sc.picked)])].center
        return _button(sc, "confirm")
    return _button(sc, str(action))


def tag_tip(tag: str) -> str:
    """What a button of the screen does, by its tag (issue 31: every enabled button says so)."""
    verb, _, rest = (tag or "").partition(" ")
    if verb == "select":
        return f"Select {rest}: what it may do shows below and on the board"
    if verb == "heading":
        return f"Place the carrier heading {compass_word(rest)}, then click its middle space on the board (CS Setup 3)"
    return {"toggle torpedo": "Whether the next plane launched takes a torpedo from under the deck (CS Planes 5)",
            "clear": "Start the card order again",
            "confirm": "Lay the cards face down in the order clicked: the dogfight is then played (CS Dogfights 6)",
            }.get(tag or "", "")
