"""The Same 4 Cats' scene: the mat from Tiled, cards drawn where the state says, clicks become moves."""
import pygame

from game import launch
from game.session.game import Game
from game.ui.png import save as save_png
from scene_helpers import click, open_scene
from house import rules as house_rules

RULES = house_rules("same4cats")

FELT = (30, 70, 50)




def button(scene, label):
    return next(b for b in scene.buttons.buttons if b.label == label)


def test_every_card_slot_of_the_mat_is_a_tiled_object(app):
    scene = open_scene(app, Game(RULES, 1))
    needed = (["mission-deck", "target-deck", "event-deck", "target-box", "mission-card", "escort-hand",
               "damage", "experience", "resolution", "final-card", "choices", "log"]
              + [f"mission-{i}" for i in range(1, 11)] + [f"distance-{d}" for d in range(1, 8)]
              + [f"medal-{i}" for i in range(1, 5)])
    assert sorted(needed) == sorted(scene.slots)


def test_a_mission_in_progress_is_drawn_on_the_mat(app, tmp_path):
    game = Game(RULES, 4)
    game.play(game.legal_actions()[0])  # choose the target
    for _ in range(3):
        if "draw" in game.legal_notations():
            game.play("draw")
    scene = open_scene(app, game)
    out = tmp_path / "s4c.png"
    save_png(app.screen, str(out))
    img = pygame.image.load(str(out))
    for entry in game.state.distance_track:
        r = scene.slots[f"distance-{entry.distance}"]
        # a card face (paper) lies where the state says the card is
        assert img.get_at((r.centerx, r.bottom - 8))[:3] != img.get_at((r.centerx, r.bottom + 14))[:3]
        assert sum(img.get_at((r.left + 8, r.bottom - 40))[:3]) > 500  # paper is light
    empty = scene.slots[f"distance-{game.state.next_distance}"] if game.state.next_distance >= 1 else None
    if empty:
        assert sum(img.get_at((empty.left + 20, empty.top + 30))[:3]) < 250  # still felt


def test_clicking_the_buttons_plays_the_campaign(app):
    game = Game(RULES, 2)
    scene = open_scene(app, game)
    target_button = scene.buttons.buttons[0]
    click(app, target_button.rect.center)
    assert game.moves[-1].startswith("target ")
    click(app, button(scene, "Draw on").rect.center)
    assert game.moves[-1] == "draw" and len(game.state.distance_track) >= 1


def test_a_refused_button_says_why_and_plays_nothing(app):
    game = Game(RULES, 2)
    scene = open_scene(app, game)
    click(app, scene.buttons.buttons[0].rect.center)  # target
    torpedo = button(scene, "Torpedo now")
    assert not torpedo.enabled and "S4C" in torpedo.disabled_reason  # no card drawn yet: not in range
    moves = list(game.moves)
    click(app, torpedo.rect.center)
    assert game.moves == moves
    assert "Not allowed" in app.toasts.items[-1][0] and "S4C" in app.toasts.items[-1][0]


def test_autosave_after_every_move_and_continue_resumes(app):
    game = Game(RULES, 9)
    scene = open_scene(app, game)
    click(app, scene.buttons.buttons[0].rect.center)
    path = launch.newest_autosave()
    assert path == scene.autosaver.path and path.name.startswith("same4cats-")
    resumed = launch.load_game(path)
    assert resumed.moves == game.moves and resumed.state.target == game.state.target


def test_undo_a_decision_from_the_keyboard(app):
    game = Game(RULES, 9)
    scene = open_scene(app, game)
    click(app, scene.buttons.buttons[0].rect.center)  # choosing a target reveals the shuffled Event deck
    assert not game.can_undo()
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z"))
    assert "Cannot undo" in app.toasts.items[-1][0]


def test_esc_opens_the_menu_and_f1_the_rules(app):
    open_scene(app, Game(RULES, 1))
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    from game.scenes.rules_ref import RulesScene
    top = app.stack.top
    assert isinstance(top, RulesScene) and any("Same 4 Cats" in line for line in top.lines_text[:50])
    top.select("House rules")
    assert any(line.startswith("• S4C 4.3") for line in top.lines_text)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    from game.scenes.modal import ChoiceScene
    assert isinstance(app.stack.top, ChoiceScene)
    assert [b.label for b in app.stack.top.buttons.buttons] == [
        "Resume", "Save", "Load", "Replay this game", "Export the record", "Rules reference (F1)",
        "How to play", "Legend of the marks (L)", "Settings", "Keep in the records", "Quit to title"]


def test_a_whole_campaign_by_clicking_first_enabled_buttons(app):
    game = Game(RULES, 21)
    scene = open_scene(app, game)
    for _ in range(400):
        if game.outcome() is not None:
            break
        enabled = [b for b in scene.buttons.buttons if b.enabled and b.label != "Undo"]
        click(app, enabled[0].rect.center)
    assert game.outcome() is not None
    assert button(scene, "Back to title").enabled


def test_the_hint_never_names_the_card_a_draw_will_turn_up(app):
    """Issue 30: the hint's words for a draw are the same whatever Event card lies on top (it
    named the next card: "Distance 3: Fly"); a card drawn is revealed, so no undo crosses it
    (S4C 4.1), which would show the next card and let the player choose again."""
    game = Game(RULES, 9)
    game.play(game.legal_notations()[0])   # the target: the Event deck is shuffled
    scene = open_scene(app, game)
    deck = game.state.event_deck
    seen = set()
    for top in sorted(set(deck)):          # each kind of card on top in turn
        deck.insert(0, deck.pop(deck.index(top)))
        seen.add(scene.describe_move("draw"))
    assert len(seen) == 1 and "draw" not in seen   # one sentence, never the notation (issue 31)
    game.play("draw")
    assert not game.can_undo() and "revealed a card" in game.undo_reason()
