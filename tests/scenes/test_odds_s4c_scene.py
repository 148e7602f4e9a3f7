"""Issue 15: at damage 4 the Fly buttons of The Same 4 Cats say the chance of being shot down
and the choices panel says that the next Hit shoots the aircraft down (S4C 4.3)."""
import pygame

from game.rules.core import Rng
from game.session.game import Game
from game.rules.same4cats import odds
from game.rules.same4cats.data import AA, CLOUDS, ESCORT, FIGHTER, FLY, SUN, WAVES
from game.rules.same4cats.state import FLY as FLY_PHASE, TrackCard
from game.ui.png import save as save_png
from scene_helpers import open_scene
from house import rules as house_rules

RULES = house_rules("same4cats")

DECK = [AA] * 3 + [FIGHTER] * 2 + [ESCORT] + [SUN, CLOUDS, WAVES] + [FLY] * 4


def damaged_mission(damage):
    game = Game(RULES, 7)
    s = game.state
    s.target, s.target_choices, s.phase = s.target_choices[0], [], FLY_PHASE
    s.event_deck = list(DECK)
    s.distance_track = [TrackCard(FLY, d) for d in range(7, 1, -1)]
    s.closest_distance, s.cards_this_pass, s.damage = 2, 6, damage
    s.rng = Rng(3)
    return game


def reds_in(img, rect):
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if img.get_at((x, y))[0] > 180 and img.get_at((x, y))[1] < 120)


def test_4_3_damage_4_buttons_show_the_chance_of_being_shot_down(app, tmp_path):
    game = damaged_mission(4)
    scene = open_scene(app, game)
    subs = {b.label: b.sublabel for b in scene.buttons.buttons}
    risk = odds.percent(odds.next_card_hit_chance(game.state, 1))
    assert subs["Draw on"] == f"{risk} shot down"
    assert subs["Torpedo now"].endswith("shot down") and "% hit, " in subs["Torpedo now"]
    assert subs["Abort"].endswith("shot down") and subs["Retry"].endswith("shot down")
    out = tmp_path / "s4c_damage4.png"
    save_png(app.screen, str(out))
    img = pygame.image.load(str(out))
    area = scene.slots["choices"]
    warning = pygame.Rect(area.left + 12, area.bottom - 26, 300, 18)
    assert reds_in(img, warning) > 30  # the warning line, in the danger colour


def test_4_3_below_damage_4_no_warning_is_drawn(app, tmp_path):
    game = damaged_mission(3)
    scene = open_scene(app, game)
    subs = {b.label: b.sublabel for b in scene.buttons.buttons}
    assert "shot down" not in " ".join(subs.values())
    out = tmp_path / "s4c_damage3.png"
    save_png(app.screen, str(out))
    img = pygame.image.load(str(out))
    area = scene.slots["choices"]
    assert reds_in(img, pygame.Rect(area.left + 12, area.bottom - 26, 300, 18)) == 0
