"""Issue 31, "Overlaps and cuts": Steam Torpedo's crew tokens stand in a card's crew strip
left of the type and place the card prints there ("STANDARD b2"), however many crowd one
compartment (they close up like coins): no token covers a card's printed label."""
import random

import pygame

from game import launch
from scene_helpers import open_scene

LABELS = ("control-room", "compartment-position")


def test_no_crew_token_covers_a_cards_type_or_place(app):
    found, crowded = [], 0
    for seed in (1, 2, 3):
        game = launch.new_game("steam-torpedo", seed=seed)
        chooser = random.Random(seed)
        for k in range(140):
            if game.outcome() is not None:
                break
            if k % 10 == 9:
                scene = open_scene(app, game)
                labels = [pygame.Rect(m.rect) for m in scene.marks()
                          if m.term in LABELS or m.term.startswith("type-")]
                tokens = scene.tokens()
                places = {}
                for member, (x, y) in tokens:
                    places[(member.sub, member.cell)] = places.get((member.sub, member.cell), 0) + 1
                    token = pygame.Rect(0, 0, 26, 26)
                    token.center = (round(x), round(y))
                    found += [f"seed {seed} move {k}: a token at {token} covers {label}"
                              for label in labels if token.colliderect(label)]
                crowded += any(n >= 4 for n in places.values())
            game.play(chooser.choice(game.legal_actions()))
    assert crowded, "no compartment held four tokens or more"
    assert not found, "\n".join(found[:10])
