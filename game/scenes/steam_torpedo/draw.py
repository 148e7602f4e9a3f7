"""Drawing one frame of the Steam Torpedo scene: banner, compartments, crew, sea and
figures, side panels, the choices, the build catalogue (catalogue.py) and the end of the game."""
from __future__ import annotations

import pygame

from ...rules.steam_torpedo.crew import speed
from ...rules.steam_torpedo.sea import position_of_enemy, section_cells
from ...rules.steam_torpedo.state import ACTION, BUILD, CELLS, DAMAGE, REACTION, RECOVERY, SWAP, faction_name
from ...rules.steam_torpedo.words import BREATHE_ADVICE, DAMAGE_ADVICE
from ...ui import palette, redraw, text, theme
from ...ui.widgets import panel, with_keys
from . import art, card_art, fit
from .catalogue import draw_catalogue
from .pick import question_title

MARK_COLOUR = {"move": theme.GOOD, "act": theme.GOLD, "use": theme.ACCENT, "can": (200, 170, 90),
               "breathe": art.BUBBLE, "damage": theme.BAD, "react": (120, 210, 255), "swap": theme.HIGHLIGHT,
               "picked": (255, 255, 255)}
palette.bind(MARK_COLOUR, {kind: f"st {kind}" for kind in MARK_COLOUR})
MARK_ALPHA = {"can": 0, "picked": 60}
# the outline of each highlight, so that the ones shown together differ in shape as well as colour
# in every palette (issue 35): a crew member's moves dashed, its activations solid, the
# compartments to use doubled, those that may be activated thin; a swap's choices dashed
MARK_STYLE = {"move": "dashed", "act": "solid", "use": "double", "can": "thin", "swap": "dashed"}


def draw_highlight(surface, r: pygame.Rect, kind: str, zoom: float = 1.0) -> None:
    """A compartment's highlight of this kind over its card at r: a tint, then the outline."""
    z = fit.zoomed(zoom)
    colour = MARK_COLOUR[kind]
    alpha = MARK_ALPHA.get(kind, 48)
    if alpha:
        art.tint(surface, r, colour, alpha, z(9))
    style = MARK_STYLE.get(kind, "solid")
    if style in ("solid", "thin"):
        pygame.draw.rect(surface, colour, r.inflate(z(6), z(6)), z(2) if style == "thin" else z(4),
                         border_radius=z(11))
    elif style == "double":
        pygame.draw.rect(surface, colour, r.inflate(z(2), z(2)), z(2), border_radius=z(10))
        pygame.draw.rect(surface, colour, r.inflate(z(10), z(10)), z(2), border_radius=z(12))
    else:   # dashed: dashes along each side, the corners kept
        o = r.inflate(z(6), z(6))
        for a, b in (((o.left, o.top), (o.right - 1, o.top)), ((o.right - 1, o.top), (o.right - 1, o.bottom - 1)),
                     ((o.right - 1, o.bottom - 1), (o.left, o.bottom - 1)), ((o.left, o.bottom - 1), (o.left, o.top))):
            length = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
            for t in range(0, length, z(16)):
                f0, f1 = t / length, min(t + z(10), length) / length
                pygame.draw.line(surface, colour, (a[0] + (b[0] - a[0]) * f0, a[1] + (b[1] - a[1]) * f0),
                                 (a[0] + (b[0] - a[0]) * f1, a[1] + (b[1] - a[1]) * f1), z(4))


def hand_off_note(state, seat) -> str:
    other = faction_name(state, state.other(seat))
    if state.phase == REACTION:
        return f"{other} {'manoeuvred' if state.reaction.trigger == 'manoeuvre' else 'used a compartment'}: react or pass"
    if state.phase == DAMAGE:
        return f"{state.damage.source} hits your {state.damage.section}: place {state.damage.total} damage"
    if state.phase == BUILD:
        return "Your picks stay hidden from the other player"
    if state.phase == RECOVERY:   # (issue 31: what comes next, in the words of the moment)
        return f"Turn {state.turn}: your turn begins"
    if state.phase == ACTION and state.active == seat:
        return f"{other} has answered: your turn goes on"
    return ""


def pretty(state, how: str) -> str:
    """The engine writes faction ids; the mat shows their names."""
    for seat, sub in state.subs.items():
        if how.startswith(sub.faction + " "):
            return faction_name(state, seat) + how[len(sub.faction):]
    return how


def prompt(scene) -> tuple[str, str]:
    """(headline, detail) for the banner."""
    st = scene.game.state
    seat = scene.seat
    if seat is None:
        out = st.outcome
        return f"{faction_name(st, out.winner)} wins" if out.winner else "Game over", pretty(st, out.how)
    if scene.aside():   # no prompt to the person during the computer's turn (issue 31)
        return scene.aside()
    who = faction_name(st, seat)
    phase = st.phase
    if phase == BUILD:
        n = len(st.builds[seat]) + 1
        return f"{who}: build your submarine", f"pick compartment {n} of 10 (one control room)"
    if phase == SWAP:
        return f"{who}: the optional swap", "click two compartments to swap them (not the control room), or keep"
    if phase == RECOVERY:
        return f"Turn {st.turn} · {who}: recovery", "breathe: click a compartment with an oxygen bubble"
    if phase == REACTION:
        trig = "manoeuvre" if st.reaction.trigger == "manoeuvre" else "activation"
        return f"{who}: REACT or PASS?", f"after the enemy's {trig}: click a glowing compartment or Pass"
    if phase == DAMAGE:
        d = st.damage
        return (f"{who}: take {d.left} damage on the {d.section}",
                "click red-marked compartments" + (", or replace it all by one control-room marker"
                                                   if d.left == d.total else ""))
    if scene.pick is not None:
        q = scene.pick.question()
        return f"Turn {st.turn} · {who}", question_title(st, seat, q[0], scene.pick.cands[0])
    if scene.selected:
        m = st.subs[seat].member(scene.selected)
        whom = "the commander" if m.commander else f"sailor {m.id}"
        return (f"Turn {st.turn} · {who}: {whom} selected",
                "dashed: move there · solid: activate · right click: cancel")
    return (f"Turn {st.turn} · {who}: action phase",
            "click a crew token, plan a manoeuvre in the sea, or end the turn")


def frame(scene, surface) -> None:
    """Everything over the mat; a part wholly outside the surface's clip is skipped (a mouse
    move repaints only what it changed)."""
    st = scene.game.state
    lay = scene.layout
    if redraw.visible(surface, lay.panels["banner"]):
        draw_banner(scene, surface)
    for seat, sub in st.subs.items():
        draw_submarine(scene, surface, seat, sub)
    # the hovered card's outline goes here, under what follows (``draw_hover``: drawn over the
    # kept frame, clear of the places of what follows)
    over = scene.over_hover = draw_tokens(scene, surface)
    over += [lay.panels[name] for name in lay.panels if name != "banner"] + [scene.log.rect]
    sea = lay.sea_rect.unionall(list(lay.lanes.values())) if lay.lanes else lay.sea_rect
    fig_w, fig_h = figure_size(lay.zoom)
    if redraw.visible(surface, sea.inflate(fig_w + 20, fig_h + 20)):  # a figure may stand out of it
        draw_sea(scene, surface)
    for faction, rect in lay.crew_boxes.items():
        seat = scene.seat_of_faction(faction)
        if seat and redraw.visible(surface, rect):
            draw_crew_box(scene, surface, seat, rect)
    if redraw.visible(surface, lay.panels["choices"]):
        draw_choices(scene, surface)
    if redraw.visible(surface, scene.log.rect):
        scene.log.draw(surface)
    if st.phase == BUILD and scene.seat is not None:
        over += draw_catalogue(scene, surface)
    if scene.seat is None and st.outcome is not None:
        over.append(draw_game_over(scene, surface))
    scene.buttons.draw(surface)
    text.draw(surface, with_keys("{back} or right click: cancel · {undo}: undo · {rules}: rules · {back}: menu"),
              (lay.sea_rect.left, lay.hint_foot), 12, theme.TEXT_DIM, anchor="bottomleft")


def draw_banner(scene, surface) -> None:
    r = scene.layout.panels["banner"]
    st = scene.game.state
    seat = scene.seat_shown() or (st.outcome.winner if st.outcome else None)
    colour = art.side_colour(st.subs[seat].faction) if seat in st.subs else theme.GOLD
    panel(surface, r, (24, 30, 42), colour, 10)
    pill = pygame.Rect(r.left + 6, r.top + 6, 10, r.h - 12)
    pygame.draw.rect(surface, colour, pill, border_radius=4)
    head, detail = prompt(scene)
    if st.phase == REACTION and scene.seat:
        pygame.draw.rect(surface, colour, r, 4, border_radius=10)
    hs = text.fit_size(head, 420, 19, True)
    hr = text.draw(surface, head, (r.left + 26, r.centery), hs, colour if seat else theme.GOLD, True, "midleft")
    room = r.right - hr.right - 24
    ds = text.fit_size(detail, room, 14)
    text.draw(surface, text.ellipsize(detail, room, ds), (hr.right + 14, r.centery), ds, theme.TEXT, False, "midleft")


def draw_submarine(scene, surface, seat, sub) -> None:
    st = scene.game.state
    damage_cells = set(section_cells(st.data, sub, st.damage.section)) if st.phase == DAMAGE and st.damage and \
        st.damage.defender == seat else set()
    zoom = scene.layout.zoom
    z = fit.zoomed(zoom)
    for cell in CELLS:
        r = scene.slot(seat, cell)
        if not redraw.visible(surface, r.inflate(z(16), z(16))):  # its shadow, marks and outline included
            continue
        comp = sub.compartments.get(cell)
        note = scene.drawn_marks.add
        if comp is None:
            pygame.draw.rect(surface, (44, 50, 60), r, border_radius=z(9))
            pygame.draw.rect(surface, (80, 90, 104), r, z(2), border_radius=z(9))
            text.draw(surface, cell, r.center, z(16), (110, 120, 134), True, "center")
            note(r, "empty-place")
            continue
        flip = scene.flips.get((seat, cell))
        if comp.destroyed and flip is None:
            img = card_art.wreck_face(comp.card, r.size, cell, zoom)
        elif flip is not None:
            p = flip[0] / max(flip[1], 1e-6)
            img = card_art.card_face(comp.card, r.size, comp.durability - 1, 0, cell, zoom) if p < 0.5 else \
                card_art.wreck_face(comp.card, r.size, cell, zoom)
            w = max(1, int(r.w * abs(1 - 2 * p)))
            img = pygame.transform.smoothscale(img, (w, r.h))
        else:
            img = card_art.card_face(comp.card, r.size, comp.damage, comp.oxygen, cell, zoom)
        pygame.draw.rect(surface, (8, 10, 14), r.move(z(3), z(4)), border_radius=z(9))
        surface.blit(img, (r.centerx - img.get_width() // 2, r.top))
        note(r, "destroyed" if comp.destroyed else "control-room-card" if comp.card.control_room else "compartment")
        if cell in damage_cells:
            pygame.draw.rect(surface, (220, 120, 100), r.inflate(z(4), z(4)), z(2), border_radius=z(10))
            note(r, "damage-section")
        t = scene.flashes.get((seat, cell))
        if t:
            art.tint(surface, r, theme.BAD, int(200 * min(1.0, t / max(scene.secs(0.7), 1e-6))), z(9))
        mark = scene.cell_marks.get((seat, cell))
        if mark:
            draw_highlight(surface, r, mark, zoom)
            note(r, f"highlight-{mark}")
        if flip is None and not comp.destroyed:
            for rect, term in card_art.card_symbols(comp.card, r.size, comp.damage, comp.oxygen, cell, zoom):
                note(rect.move(r.topleft), term)


def draw_hover(scene, surface, under=()) -> None:
    """The hovered card's outline (a compartment not destroyed), drawn over the frame the scene
    keeps (a mouse move shows the frame again and draws this), except on the rectangles
    ``under`` lists (what the frame draws after the submarines: crew tokens, panels, the build
    catalogue, the game's end), as if drawn before them."""
    key = scene.hover_shown()
    if key is None:
        return
    z = fit.zoomed(scene.layout.zoom)
    r = scene.slot(*key)
    clip = surface.get_clip()
    area = clip.clip(r.inflate(z(4), z(4)))
    for piece in redraw.uncovered(area, [u for u in under if u.colliderect(area)]):
        surface.set_clip(piece)
        pygame.draw.rect(surface, (255, 255, 255), r.inflate(z(2), z(2)), max(1, z(1)), border_radius=z(10))
    surface.set_clip(clip)


def draw_tokens(scene, surface) -> list[pygame.Rect]:
    """The crew tokens on their cards; where they all lie (drawn or outside the clip)."""
    st = scene.game.state
    zoom = scene.layout.zoom
    reach = round(20 * zoom)
    out = []
    for m, pos in scene.tokens():
        out.append(token_rect(pos, m.id, zoom))
        if not redraw.visible(surface, (pos[0] - reach, pos[1] - reach, 2 * reach, 2 * reach)):
            continue
        colour = art.side_colour(st.subs[m.owner].faction)
        selected = scene.selected == m.id and m.owner == scene.seat
        art.crew_token(surface, pos, colour, m.id, m.ready, selected, zoom=zoom)
        scene.drawn_marks.add(out[-1], token_term(m, selected))
    return out


def token_rect(pos, crew_id: str, zoom: float = 1.0) -> pygame.Rect:
    r = art.token_radius(crew_id, zoom)
    return pygame.Rect(int(pos[0]) - r - 2, int(pos[1]) - r - 2, 2 * r + 4, 2 * r + 4)


def token_term(m, selected: bool = False) -> str:
    if not m.alive:
        return "crew-dead"
    if selected:
        return "crew-selected"
    if not m.ready:
        return "commander-exhausted" if m.id == "C" else "crew-exhausted"
    return "commander" if m.id == "C" else "crew-ready"


def figure_centre(scene, seat) -> tuple[float, float]:
    st = scene.game.state
    sub = st.subs[seat]
    x = scene.fig_x.get(seat, float(sub.sector))
    lo = int(x)
    lo = max(1, min(len(scene.layout.sectors), lo))
    hi = min(len(scene.layout.sectors), lo + 1)
    t = x - lo
    cx = scene.layout.sectors[lo].centerx * (1 - t) + scene.layout.sectors[hi].centerx * t
    return cx, scene.layout.lanes[sub.lane].centery


FIG_SIZE = (150, 54)


def figure_size(zoom: float) -> tuple[int, int]:
    """A submarine figure's size on the mat at its zoom."""
    return round(FIG_SIZE[0] * zoom), round(FIG_SIZE[1] * zoom)


def draw_sea(scene, surface) -> None:
    st = scene.game.state
    if not st.subs or not any(s.compartments for s in st.subs.values()):
        return
    seat = scene.seat
    lay = scene.layout
    zoom = lay.zoom
    z = fit.zoomed(zoom)
    fig = figure_size(zoom)
    note = scene.drawn_marks.add
    for n, rect in lay.sectors.items():   # painted on the mat
        num = pygame.Rect(0, 0, z(40), z(40))
        num.center = rect.center
        note(num, "sea-sector")
    # the manoeuvre plan: reachable sectors glow, the planned places show a ghost
    if seat and st.phase == ACTION and scene.pick is None and not st.manoeuvred and scene.plan:
        mans = scene.manoeuvres()
        own, enemy = st.subs[seat], st.subs[st.other(seat)]
        for n in lay.sectors:
            if (n, scene.plan[1]) in mans and n != scene.plan[0]:
                art.tint(surface, lay.lane_cell(own.lane, n).inflate(-z(6), -z(6)), theme.HIGHLIGHT, 60, z(8))
                note(lay.lane_cell(own.lane, n).inflate(-z(6), -z(6)), "manoeuvre-own")
            if (scene.plan[0], n) in mans and n != scene.plan[1]:
                art.tint(surface, lay.lane_cell(enemy.lane, n).inflate(-z(6), -z(6)), theme.ACCENT, 55, z(8))
                note(lay.lane_cell(enemy.lane, n).inflate(-z(6), -z(6)), "manoeuvre-enemy")
        for sub, n in ((own, scene.plan[0]), (enemy, scene.plan[1])):
            if n != sub.sector:
                c = lay.lane_cell(sub.lane, n)
                img = art.submarine(art.side_colour(sub.faction), sub.heading, fig, True, zoom)
                surface.blit(img, img.get_rect(center=c.center))
                pygame.draw.rect(surface, theme.HIGHLIGHT, c.inflate(-z(4), -z(4)), z(2), border_radius=z(8))
                note(c.inflate(-z(4), -z(4)), "manoeuvre-planned")
    if scene.pick is not None:
        q = scene.pick.question()
        if q and q[0] == "on":
            card = st.subs[seat].at(scene.pick.cands[0].cell).card
            if card.effect in ("sail", "tow"):
                lane_sub = st.subs[seat] if card.effect == "sail" else st.subs[st.other(seat)]
                for v in q[1]:
                    c = lay.lane_cell(lane_sub.lane, int(v)).inflate(-z(6), -z(6))
                    art.tint(surface, c, theme.GOLD, 60, z(8))
                    pygame.draw.rect(surface, theme.GOLD, c, z(3), border_radius=z(8))
                    note(c, "sail-sector")
    figures = []
    for s, sub in st.subs.items():
        cx, cy = figure_centre(scene, s)
        img = art.submarine(art.side_colour(sub.faction), sub.heading, fig, False, zoom)
        surface.blit(img, img.get_rect(center=(int(cx), int(cy))))
        figure = img.get_rect(center=(int(cx), int(cy))).inflate(-z(20), -z(14))
        note(figure, "submarine-figure")
        figures.append(figure)
        tag = faction_name(st, s)
        arrow = "▶" if sub.heading == "east" else "◀"
        label = f"{tag} {arrow}"
        drawn = text.draw(surface, label, (int(cx), int(cy) + z(22)), z(11), (230, 236, 242), True, "center")
        note(drawn.inflate(4, 4), "heading")
        # (layout checks: no words under the figure; its name, just under its keel, is not under it)
        hull = figure.inflate(0, -z(4))
        hull.height = min(hull.height, drawn.top + max(1, drawn.height // 5) - hull.top)
        text.note_picture(surface, hull, "a submarine's figure")
    # relative position of the enemy (ST Targeting), for the seat to move
    if seat and seat in st.subs and st.subs[seat].compartments:
        where, distance = position_of_enemy(st, seat).split("-")   # e.g. "behind-range", "port-close"
        side = f"to {where}" if where in ("port", "starboard") else where
        msg = f"{faction_name(st, seat)} sees the enemy {side}, {'close by' if distance == 'close' else 'at range'}"
        # in a corner of the sea clear of both figures (issue 31: it ran under one), smaller if it must be
        sea = lay.sea_rect
        for font in (z(12), z(11), z(10)):
            size = theme.font(font).size(msg)
            corners = [pygame.Rect(0, 0, *size) for _ in range(4)]
            corners[0].topright = (sea.right - z(8), sea.top + z(4))
            corners[1].bottomright = (sea.right - z(8), sea.bottom - z(4))
            corners[2].topleft, corners[3].bottomleft = (sea.left + z(8), sea.top + z(4)), (sea.left + z(8), sea.bottom - z(4))
            spot = next((c for c in corners if c.collidelist(figures) < 0), None)
            if spot is not None:
                break
        drawn = text.draw(surface, msg, (spot or corners[0]).topleft, font, (200, 220, 236))
        note(drawn.inflate(4, 4), "enemy-position")
    for shot in scene.shots:
        a, b = figure_centre(scene, shot[0]), figure_centre(scene, shot[1])
        p = min(1.0, shot[2] / max(shot[3], 1e-6))
        x, y = a[0] + (b[0] - a[0]) * p, a[1] + (b[1] - a[1]) * p
        pygame.draw.line(surface, (255, 240, 200), a, (x, y), z(2))
        pygame.draw.circle(surface, (255, 200, 80), (int(x), int(y)), z(7))
        art.burst(surface, (int(x), int(y)), z(10 + int(6 * p)), (240, 120, 40))
    if scene.popup:
        msg = scene.popup[0]
        size = text.fit_size(msg, lay.sea_rect.w - 60, 18, True)
        w = theme.font(size, True).size(msg)[0] + 30
        r = pygame.Rect(0, 0, w, 34)
        r.center = lay.sea_rect.center
        panel(surface, r, (30, 20, 20), theme.BAD, 8, alpha=230)
        text.draw(surface, msg, r.center, size, theme.TEXT, True, "center")


def draw_crew_box(scene, surface, seat, rect) -> None:
    st = scene.game.state
    sub = st.subs[seat]
    colour = art.side_colour(sub.faction)
    pygame.draw.rect(surface, (26, 32, 44), rect, border_radius=10)
    edge = colour if seat == scene.seat else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, 3 if seat == scene.seat else 2, border_radius=10)
    text.draw(surface, faction_name(st, seat), (rect.left + 12, rect.top + 8), 17, colour, True)
    turn = "to decide" if seat == scene.seat else ("its turn" if seat == st.active else "")
    if turn:
        text.draw(surface, turn, (rect.right - 12, rect.top + 10), 12, theme.GOLD, True, "topright")
    if not sub.compartments:
        picks = len(st.builds.get(seat, []))
        text.draw(surface, f"building: {picks} of 10 compartments", (rect.left + 12, rect.top + 36), 13, theme.TEXT)
        return
    y = rect.top + 34
    note = scene.drawn_marks.add
    art.bubbles(surface, (rect.left + 22, y + 10), 10)
    drawn = text.draw(surface, f"oxygen {sub.oxygen}", (rect.left + 36, y + 2), 14, theme.TEXT, True)
    note(pygame.Rect(rect.left + 10, y, drawn.right - rect.left - 8, 22), "oxygen-supply")
    art.gear(surface, (rect.left + 134, y + 10), 9, (190, 180, 150))
    drawn = text.draw(surface, f"speed {speed(st, seat)}", (rect.left + 148, y + 2), 14, theme.TEXT, True)
    note(pygame.Rect(rect.left + 123, y, drawn.right - rect.left - 121, 22), "speed")
    room = sub.control_room
    drawn = text.draw(surface, f"control room {room.remaining}/{room.durability}", (rect.right - 12, y + 4), 11,
                      theme.BAD if room.damage else theme.TEXT_DIM, False, "topright")
    note(drawn.inflate(4, 6), "control-room-durability")
    # crew reserve: every member with his state; the dead lie crossed out at the end
    y += 32
    text.draw(surface, "crew", (rect.left + 12, y + 4), 12, theme.TEXT_DIM)
    x = rect.left + 60
    members = sorted(sub.crew, key=lambda m: (not m.alive, m.id != "C", m.id))
    for m in members:
        art.crew_token(surface, (x, y + 12), colour, m.id, m.ready, alive=m.alive)
        note(token_rect((x, y + 12), m.id), token_term(m))
        if m.alive and m.aboard_enemy:
            drawn = text.draw(surface, "aboard", (x, y + 28), 9, theme.GOLD, False, "midtop")
            note(drawn.inflate(4, 2), "crew-aboard")
        x += 32
    dead = sum(1 for m in sub.crew if not m.alive)
    if dead:
        drawn = text.draw(surface, f"{dead} lost", (rect.right - 12, y + 5), 12, theme.BAD, True, "topright")
        note(drawn.inflate(4, 4), "crew-lost")


def draw_choices(scene, surface) -> None:
    area = scene.layout.panels["choices"]
    st = scene.game.state
    seat = scene.seat_shown()   # the mover, while the end-of-turn panel waits
    if seat:
        colour = art.side_colour(st.subs[seat].faction)
        text.draw(surface, faction_name(st, seat), (area.left + 14, area.top + 10), 17, colour, True)
    else:
        text.draw(surface, "Game over", (area.left + 14, area.top + 10), 17, theme.GOLD, True)
    head, detail = prompt(scene)
    text.draw_wrapped(surface, detail, pygame.Rect(area.left + 14, area.top + 34, area.w - 28, 38), 13, theme.TEXT)
    advice = {RECOVERY: BREATHE_ADVICE, DAMAGE: DAMAGE_ADVICE}.get(st.phase) if seat else None
    if advice:   # issue 31: how to choose, where the choice is made
        top = area.top + (74 if st.phase == RECOVERY else 134)
        text.draw_wrapped(surface, advice, pygame.Rect(area.left + 14, top, area.w - 28, area.bottom - 8 - top), 13,
                          theme.TEXT_DIM)
    lines = getattr(scene, "attack_lines", [])[-4:]  # issue 15: each attack's damage, at the panel's foot
    for i, line in enumerate(reversed(lines)):
        size = text.fit_size(line, area.w - 28, 13)
        text.draw(surface, line, (area.left + 14, area.bottom - 22 - i * 18), size, theme.GOLD)


# -- the end ----------------------------------------------------------------------------------
def draw_game_over(scene, surface) -> pygame.Rect:
    """The sheet of the game's end over the sea; where it lies."""
    st = scene.game.state
    out = st.outcome
    r = pygame.Rect(0, 0, 620, 220)
    r.center = scene.layout.sea_rect.center
    colour = art.side_colour(st.subs[out.winner].faction) if out.winner in st.subs else theme.GOLD
    panel(surface, r, (22, 28, 40), colour, 14, alpha=240)
    text.cover(r)  # a sheet over the table: what lies under it is hidden
    text.draw(surface, f"{faction_name(st, out.winner)} wins!", (r.centerx, r.top + 18), 30, colour, True, "midtop")
    text.draw(surface, pretty(st, out.how), (r.centerx, r.top + 62), 16, theme.TEXT, False, "midtop")
    y = r.top + 100
    for seat, sub in st.subs.items():
        lost = sum(1 for c in sub.compartments.values() if c.destroyed)
        dead = sum(1 for m in sub.crew if not m.alive)
        line = (f"{faction_name(st, seat)}: {lost} compartment{'s' if lost != 1 else ''} destroyed, "
                f"{dead} crew lost, oxygen {sub.oxygen}")
        text.draw(surface, line, (r.centerx, y), 14, art.side_colour(sub.faction), True, "midtop")
        y += 24
    text.draw(surface, f"after {st.turn} turns · Back to the title: the button on the right",
              (r.centerx, r.bottom - 26), 12, theme.TEXT_DIM, False, "midtop")
    return r
