"""Issue 15: Steam Torpedo shows an attack's damage after armour before it is made (ST Attack
Results 3-4): on the choices of a pick, and per compartment in the panel once a crew member is
selected; the Replace button says when its marker would destroy one's control room."""
import pygame

from game.rules.steam_torpedo import odds

from game.rules.steam_torpedo import actions as A
from game.rules.steam_torpedo.state import DAMAGE
from odds_helpers import gold_pixels, saved, st_attack, sublabel_rect
from scene_helpers import open_scene
from house import rules as house_rules

RULES = house_rules("steam-torpedo")


def test_st_pick_buttons_and_panel_show_the_damage_after_armour(app, tmp_path):
    game, attacks = st_attack(1)
    seat = RULES.to_move(game.state)
    scene = open_scene(app, game)
    scene.selected = "2"
    scene.refresh()
    app.render_frames(1)
    assert scene.attack_lines == ["Gatling gun: 2-4 damage after armour to the stern"]
    img = saved(app, tmp_path, "st_selected.png")
    area = scene.layout.panels["choices"]
    assert gold_pixels(img, pygame.Rect(area.left + 14, area.bottom - 22, area.w - 28, 16)) > 60
    scene.click_cell(seat, "d2")
    app.render_frames(1)
    subs = {b.label: b for b in scene.buttons.buttons}
    assert subs["Sailor 2 alone"].sublabel == "2 damage after armour"
    assert subs["Sailor 2 + sailor 4 (x2)"].sublabel == "4 damage after armour"
    img = saved(app, tmp_path, "st_pick.png")
    assert gold_pixels(img, sublabel_rect(subs["Sailor 2 alone"])) > 30


def test_st_attack_results_5_replace_button_warns_it_loses_the_game(app):
    game, attacks = st_attack(1)
    game.play(attacks[0])
    assert game.state.phase == DAMAGE
    room = game.state.subs[game.state.damage.defender].control_room
    room.damage = room.durability - 1
    scene = open_scene(app, game)
    replace = next(b for b in scene.buttons.buttons if b.label.startswith("Replace"))
    assert odds.replacement_loses(game.state)
    assert replace.sublabel == "it destroys your control room: you lose"
    assert A.Replace() in game.legal_actions()
