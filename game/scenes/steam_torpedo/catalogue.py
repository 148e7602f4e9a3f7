"""Steam Torpedo's build catalogue (custom build and draft, ST Setup 1): every compartment card
laid on the places of both submarines, the picks marked, and what each builder has picked so
far over the sea."""
from __future__ import annotations

import pygame

from ...rules.steam_torpedo import actions as A
from ...rules.steam_torpedo.state import faction_name
from ...ui import text, theme
from ...ui.widgets import panel
from . import art, card_art, fit


def catalogue_rects(scene) -> dict:
    slots = [r for _, r in sorted(scene.layout.slots.items(), key=lambda kv: (kv[1].top, kv[1].left))]
    return {cid: slots[i] for i, cid in enumerate(scene.rules.data.cards) if i < len(slots)}


def catalogue_rect(scene, card_id: str) -> pygame.Rect:
    return catalogue_rects(scene)[card_id]


def catalogue_at(scene, pos) -> str | None:
    for cid, r in catalogue_rects(scene).items():
        if r.collidepoint(pos):
            return cid
    return None


def draw_catalogue(scene, surface) -> list[pygame.Rect]:
    """The catalogue over both submarines' places and the picks over the sea; where it lies."""
    seat = scene.seat
    view = scene.state  # the seat shown: the other builder's picks (to anyone, both's) hidden in a custom build
    cards = view.data.cards
    picked = view.builds[seat]
    mine = [c for c in picked if c in cards]
    theirs = [c for c in view.builds[view.other(seat)] if c in cards]
    # the picks still open are the mover's to see: no other view marks them
    legal = {a.card for a in scene.actions if isinstance(a, A.Build)} if scene.shows_mover else None
    colour = art.side_colour(view.subs[seat].faction)
    other_colour = art.side_colour(view.subs[view.other(seat)].faction)
    zoom = scene.layout.zoom
    z = fit.zoomed(zoom)
    for cid, r in catalogue_rects(scene).items():
        pygame.draw.rect(surface, (8, 10, 14), r.move(z(3), z(4)), border_radius=z(9))
        surface.blit(card_art.card_face(cards[cid], r.size, zoom=zoom), r.topleft)
        text.cover(r)   # (layout checks: the empty place's name under the card is hidden)
        note = scene.drawn_marks.add
        note(r, "control-room-card" if cards[cid].control_room else "compartment")
        if cid in mine or cid in theirs:
            art.tint(surface, r, colour if cid in mine else other_colour, 150, z(9))
            label = "in your submarine" if cid in mine else "taken"
            tag = pygame.Rect(0, 0, r.w - z(20), z(26))
            tag.center = r.center
            pygame.draw.rect(surface, (20, 24, 32), tag, border_radius=z(6))
            text.draw(surface, label, tag.center, z(14), theme.TEXT, True, "center")
            note(r, "build-yours" if cid in mine else "build-taken")
            continue
        if legal is None:
            pass
        elif cid not in legal:
            art.tint(surface, r, (10, 10, 10), 120, z(9))
            note(r, "build-unavailable")
        else:
            pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(z(4), z(4)), z(2), border_radius=z(10))
        for rect, term in card_art.card_symbols(cards[cid], r.size, zoom=zoom):
            note(rect.move(r.topleft), term)
    sea = scene.layout.sea_rect
    panel(surface, sea, (20, 30, 44), colour, 8, alpha=235)
    text.draw(surface, f"{faction_name(view, seat)}: {len(picked)} of 10 picked", (sea.left + 14, sea.top + 10), 18, colour, True)
    names = ", ".join(cards[c].name for c in mine) or ("hidden until both are done" if picked else "nothing yet")
    text.draw_wrapped(surface, names, pygame.Rect(sea.left + 14, sea.top + 36, sea.w - 28, 44), 13, theme.TEXT)
    hidden = view.options.get("build") == "custom"
    other = f"{faction_name(view, view.other(seat))}: {len(view.builds[view.other(seat)])} picked" + (
        " (hidden until both are done)" if hidden else "")
    text.draw(surface, other, (sea.left + 14, sea.bottom - 24), 13, other_colour)
    return [r.inflate(z(4), z(4)) for r in catalogue_rects(scene).values()] + [sea]
