"""The shared UI kit, drawn for real and checked on pixels."""
import pygame
import pytest

from game.app import App
from game.scenes.modal import ChoiceScene, HandOffScene
from game.settings import Settings
from game.ui import theme
from game.ui.cards import CardFace, CardSprite, back_surface, face_surface
from game.ui.dice import Die
from game.ui.log import GameLog
from game.ui.widgets import Button, ButtonRow
from game.ui.png import save as save_png


@pytest.fixture
def app():
    a = App(Settings(animation="off"), headless=True)
    yield a
    pygame.quit()


def test_card_face_has_its_deck_band_and_paper(app, tmp_path):
    face = CardFace("Indomitable", "Aircraft carrier", ("+3 AA",), "green")
    surf = face_surface(face, (120, 168))
    save_png(surf, str(tmp_path / "face.png"))
    img = pygame.image.load(str(tmp_path / "face.png"))
    assert img.get_at((60, 3))[:3] == theme.DECK_COLOURS["green"]
    assert img.get_at((10, 160))[:3] == theme.PAPER


def test_card_back_is_the_deck_colour_with_rounded_corners(app):
    surf = back_surface("red", (100, 140), "Events")
    assert surf.get_at((0, 0)).a == 0  # the corner is cut away
    r, g, b, _ = surf.get_at((6, 70))
    assert r > g and r > b  # red back


def test_card_flip_narrows_then_shows_the_face(app):
    sprite = CardSprite(CardFace("Sun"), (80, 110), (0, 0), face_up=False)
    sprite.flip_over(1.0)
    sprite.update(0.3)
    canvas = pygame.Surface((200, 200))
    canvas.fill((0, 0, 0))
    sprite.draw(canvas)
    assert canvas.get_at((40, 55))[:3] != (0, 0, 0)  # the centre strip is drawn
    assert canvas.get_at((5, 55))[:3] == (0, 0, 0)   # the edges are not: the card is edge-on
    sprite.update(0.8)
    assert sprite.face_up and sprite.flip is None


def test_card_moves_to_its_slot(app):
    sprite = CardSprite(CardFace("Fly"), (80, 110), (0, 0))
    sprite.move_to((300, 100), 0.5)
    assert sprite.update(0.25)
    assert 0 < sprite.pos[0] < 300
    sprite.update(0.5)
    assert sprite.pos == (300, 100) and sprite.move is None


def test_die_rolls_then_shows_the_rolled_value(app):
    die = Die(pygame.Rect(10, 10, 60, 60))
    die.roll(4, seconds=0.5)
    assert die.update(0.2)
    die.update(0.4)
    assert die.shown == 4 and not die.update(0.1)
    canvas = pygame.Surface((100, 100))
    die.draw(canvas)
    step = 60 / 4
    assert canvas.get_at((int(10 + step), int(10 + step)))[:3] == theme.INK  # a pip of the four


def test_disabled_button_says_why(app):
    said = []
    row = ButtonRow([Button(pygame.Rect(0, 0, 100, 40), "Torpedo", lambda: said.append("fired"),
                            disabled_reason="Out of range (S4C 4.5)")])
    row.refused = said.append
    row.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(50, 20)))
    assert said == ["Out of range (S4C 4.5)"]


def test_button_keyboard_shortcut(app):
    fired = []
    b = Button(pygame.Rect(0, 0, 100, 40), "Draw", lambda: fired.append(1), key=pygame.K_d)
    assert b.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode="d"))
    assert fired == [1]


def test_a_grid_of_buttons_draws_its_labels_in_one_size(app, tmp_path):
    # Thunderbirds' crew choices: "Without the Aimer" alone fitted a larger type than its neighbours
    same = [Button(pygame.Rect(10 + 230 * i, 10, 220, 40), label) for i, label in
            enumerate(("Without the Aimer  [4]", "Without the Flt. Engineer  [1]"))]
    wide = Button(pygame.Rect(10, 60, 440, 40), "End the turn")
    row = ButtonRow([*same, wide])
    assert same[0].fitted_size() > same[1].fitted_size()
    surface = pygame.Surface((470, 110))
    row.draw(surface)
    assert same[0].label_size == same[1].label_size == same[1].fitted_size() and wide.label_size == 16
    save_png(surface, tmp_path / "grid.png")
    # the short label's letters now stand no taller than the long one's (its ink rows counted)
    def ink_rows(b):
        return sum(any(surface.get_at((x, y))[:3] == theme.TEXT[:3] for x in range(b.rect.left + 8, b.rect.right - 8))
                   for y in range(b.rect.top + 4, b.rect.bottom - 4))
    assert 0 < ink_rows(same[0]) <= ink_rows(same[1])


def test_game_log_wraps_and_keeps_the_newest_in_view(app):
    log = GameLog(pygame.Rect(0, 0, 200, 120))
    for i in range(40):
        log.add(f"line {i} " + "word " * 12)
    canvas = pygame.Surface((200, 120))
    log.draw(canvas)
    assert len(log._lines()) > 40  # long lines wrapped
    assert log.scroll == 0


def test_the_log_never_shows_an_entry_by_its_tail_alone(app):
    """Under the hint's card a log may have room for a line or two: an entry whose first line would
    be cut off above is left out, not shown by a fragment ("from sector 3 to 3"); where that would
    leave nothing, the newest entry's first lines show. What is drawn is what a click reads."""
    from game.ui.log import INDENT
    log = GameLog(pygame.Rect(0, 0, 220, 200))
    log.add("Turn 11: Talion")
    log.add("Sailor 4 moves from Control room (Talion) to Ballast tanks from sector 3 to 3")
    assert len(log._wrap(1)) >= 2
    for foot in (0, 100, 115, 150):   # room for all, three lines, two, one (18 pixels a line)
        log.foot = foot
        line_h, area, fits = log._frame()
        shown = log._window(fits)
        assert shown and len(shown) <= fits
        assert not shown[0][0][0].startswith(INDENT), (foot, shown)   # begins with an entry's first line
        assert log.entry_at((area.left + 5, area.top + 2)) == log.entries[shown[0][1]][0]
        canvas = pygame.Surface((220, 200))
        log.draw(canvas)
    assert [line for (line, _, _), _ in shown] == [log._wrap(1)[0][0]]   # one line: the newest entry's first
    log.foot = 0
    assert [i for _, i in log._window(log._frame()[2])][-1] == 1   # room for all: the newest at the foot


def test_hand_off_hides_the_board_until_the_next_player_clicks(app):
    ready = []
    app.push(ChoiceScene(app, "under", [("x", lambda: None)]))
    app.push(HandOffScene(app, "Orange", theme.SIDE_B, lambda: ready.append(True)))
    surface = app.render_frames()
    assert surface.get_at((640, 40))[:3] == theme.NIGHT  # nothing of the scene below shows
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(10, 10)))
    assert ready == [True] and isinstance(app.stack.top, ChoiceScene)


def test_modal_choice_runs_the_choice_and_closes(app):
    chosen = []
    modal = ChoiceScene(app, "Pick", [("One", lambda: chosen.append(1)), ("Two", lambda: chosen.append(2))])
    app.push(ChoiceScene(app, "base", []))
    app.push(modal)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))
    assert chosen == [2] and app.stack.top is not modal


def test_sound_respects_the_setting(app):
    app.settings.sound = False
    assert app.sounds.play("card") is False


def test_a_buttons_second_line_sets_its_rule_citation_apart_smaller_and_dimmer(app):
    """Issue 15: the sentence reads first; the citation follows it in smaller, dimmer type."""
    import pygame

    from game.ui import text
    from game.ui.widgets import Button
    surface = pygame.Surface((360, 70))
    button = Button(pygame.Rect(0, 0, 360, 70), "Roll for planes", lambda: None, None, "",
                    "one d6: an attack in reach: 67% (CS Planes 1)")
    text.start_recording()
    try:
        button.draw(surface)
    finally:
        drawn = text.stop_recording()
    by_text = {d.text: d for d in drawn}
    sentence, cite = by_text["one d6: an attack in reach: 67%"], by_text["(CS Planes 1)"]
    assert cite.rect.left > sentence.rect.right and cite.rect.height < sentence.rect.height
    dim = [surface.get_at((x, y))[:3] for x in range(cite.rect.left, cite.rect.right)
           for y in range(cite.rect.top, cite.rect.bottom)]
    gold = [surface.get_at((x, y))[:3] for x in range(sentence.rect.left, sentence.rect.right)
            for y in range(sentence.rect.top, sentence.rect.bottom)]
    assert max(sum(c) for c in dim) < max(sum(c) for c in gold)
