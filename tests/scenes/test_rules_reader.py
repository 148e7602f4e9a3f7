"""The rules reader (F1): the rulebook as a document, contents that jump, search, the place
kept, and opening at the rule of what the player is doing."""
import pygame
import pytest

from game import launch
from game.session.game import Game
from game.scenes import rules_ref
from game.scenes.rules_ref import CURRENT_MATCH, DOCUMENT, MATCH, PAD, RULE_BAR, RulesScene
from game.ui.png import save as save_png
from scene_helpers import click, open_scene
from house import rules as house_rules

RULES = house_rules("same4cats")


def key(app, k, mod=0):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.render_frames(1)


def typed(app, chars):
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text=chars))
    app.render_frames(1)


def reader(app, game="thunderbirds", at=None):
    scene = RulesScene(app, game, "Thunderbirds at War", at=at)
    app.push(scene)
    app.render_frames(1)
    return scene


def row_y(scene, row):
    return DOCUMENT.top + PAD + sum(r.height for r in scene.rows[scene.top:row])


def test_opens_at_a_cited_rule_with_a_bar_beside_it(app, tmp_path):
    scene = reader(app, at="TaW 6.4.3")
    block = scene.blocks["Rulebook"][scene.marked]
    assert block.number == "6.4.3" and block.text.startswith("6.4.3 New crew member penalty")
    first = scene.block_row[scene.marked]
    assert scene.top <= first < scene.top + 3          # on the first lines of the page
    out = tmp_path / "reader.png"
    save_png(app.screen, str(out))
    img = pygame.image.load(str(out))
    y = row_y(scene, first) + 4
    assert img.get_at((DOCUMENT.left + 8, y))[:3] == RULE_BAR
    assert scene.entries[scene.section_at_top()][1].startswith("6.4")   # the contents show where we are


def test_an_unknown_rule_opens_at_the_top_and_says_so(app):
    scene = reader(app, game="battaglia-navale", at="BN Errata")
    assert scene.top == 0 and scene.marked is None and "BN Errata is not a section" in scene.not_found


def test_a_contents_entry_jumps_to_its_section(app):
    scene = reader(app, game="carrier-strike")
    k, rect, _lines = next(e for e in scene._entry_rects() if scene.entries[e[0]][1] == "Dogfights")
    click(app, rect.center)
    assert scene.rows[scene.top].block == scene.entries[k][0]
    assert scene.lines_text[scene.top] == "Dogfights"


def test_search_highlights_matches_and_enter_goes_to_the_next(app, tmp_path):
    scene = reader(app, game="battaglia-navale")
    typed(app, "polaris")
    assert scene.query == "polaris" and len(scene.matches) > 5
    first = scene.current
    key(app, pygame.K_RETURN)
    assert scene.current == first + 1
    key(app, pygame.K_F3, pygame.KMOD_SHIFT)
    assert scene.current == first
    out = tmp_path / "search.png"
    save_png(app.screen, str(out))
    img = pygame.image.load(str(out))
    r, p, start, _end = scene.matches[scene.current]
    x, piece, size, bold = scene.rows[r].pieces[p][:4]
    from game.ui import theme
    hx = DOCUMENT.left + PAD + x + theme.font(size, bold).size(piece[:start])[0] + 1
    hy = rules_ref._piece_y(scene.rows[r], p, row_y(scene, r)) + 1
    assert img.get_at((hx, hy))[:3] == CURRENT_MATCH
    other = next(m for k, m in enumerate(scene.matches) if k != scene.current and scene.top <= m[0] < scene.top + 20)
    r2, p2, s2, _ = other
    x2, piece2, size2, bold2 = scene.rows[r2].pieces[p2][:4]
    hx2 = DOCUMENT.left + PAD + x2 + theme.font(size2, bold2).size(piece2[:s2])[0] + 1
    assert img.get_at((hx2, rules_ref._piece_y(scene.rows[r2], p2, row_y(scene, r2)) + 1))[:3] == MATCH
    key(app, pygame.K_BACKSPACE)
    assert scene.query == "polari"
    key(app, pygame.K_DELETE)   # Delete clears the whole search; the reader stays
    assert scene.query == "" and scene.matches == [] and app.stack.top is scene
    scene.type_text("polaris")
    key(app, pygame.K_ESCAPE)   # Esc closes, as everywhere, even with a search typed (issue 31)
    assert app.stack.top is not scene and scene.query == ""


def test_the_place_is_kept_per_game(app):
    scene = reader(app, game="steam-torpedo")
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    place = scene.top
    assert place > 0
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene
    again = reader(app, game="steam-torpedo")
    assert again.top == place
    other = reader(app, game="carrier-strike")
    assert other.top == 0


def test_f1_in_a_game_opens_at_the_rule_of_the_step(app):
    game = Game(RULES, 1)
    open_scene(app, game)
    key(app, pygame.K_F1)
    top = app.stack.top
    assert isinstance(top, RulesScene)
    assert top.blocks["Rulebook"][top.marked].text == "4.0 Missions"   # choosing the target (S4C 4.0)


@pytest.mark.parametrize("phase, heading", [("fleet", "Preliminaries"), ("turn", "Start of the game")])
def test_f1_in_battaglia_navale_opens_where_the_engine_cites_the_phase(app, phase, heading):
    """The scene reads the rules' phase table (game/rules/battaglia_navale/phases.py): placing
    the fleet is BN Preliminaries, a turn is BN Start, as the engine's refusals cite them."""
    game = launch.new_game("battaglia-navale", seed=1)
    while game.state.phase != phase:
        game.play(game.legal_actions()[0])
    open_scene(app, game)
    key(app, pygame.K_F1)
    top = app.stack.top
    assert isinstance(top, RulesScene) and top.blocks["Rulebook"][top.marked].text == heading


def test_f1_after_a_refusal_opens_at_the_refusing_rule(app):
    game = launch.new_game("thunderbirds", seed=2)
    scene = open_scene(app, game)
    scene.refuse("the path must end at 6 Group (TaW 6.5.1)")
    key(app, pygame.K_F1)
    top = app.stack.top
    assert isinstance(top, RulesScene) and top.blocks["Rulebook"][top.marked].number == "6.5.1"


def test_a_rule_cited_in_the_log_opens_the_reader_there(app):
    game = Game(RULES, 1)
    scene = open_scene(app, game)
    scene.log.add("Clouds: the next anti-aircraft fire card is nullified (S4C 4.2)")
    app.render_frames(1)
    pos = next((x, y) for y in range(scene.log.rect.bottom - 8, scene.log.rect.top + 28, -2)
               for x in (scene.log.rect.left + 20,)
               if scene.log.entry_at((x, y)) and "S4C 4.2" in scene.log.entry_at((x, y)))
    click(app, pos)
    top = app.stack.top
    assert isinstance(top, RulesScene) and top.blocks["Rulebook"][top.marked].text == "4.2 Event Cards"


def test_the_contents_follow_the_section_being_read(app):
    scene = reader(app, at="TaW Table 3")
    shown = [scene.entries[k][1] for k, _rect, _lines in scene._entry_rects()]
    assert scene.entries[scene.section_at_top()][1] == "Table 3: Random Events"
    assert "Table 3: Random Events" in shown and scene.contents_top > 0


# -- the House rules tab (issue 15) ------------------------------------------------------
def test_the_second_tab_is_house_rules_with_contents_and_search(app, tmp_path):
    scene = reader(app, game="same4cats")
    assert [b.label for b in scene.buttons.buttons] == ["Rulebook", "House rules"]
    key(app, pygame.K_TAB)
    assert scene.tab == "House rules"
    assert scene.lines_text[0] == "The Same 4 Cats: house rules"
    labels = [label for _block, label, _level in scene.entries]
    assert "Resolving fire" in labels and labels[-1] == "Cards and tables the rulebook does not print"
    assert not any("ledger" in line or "test_" in line or ".py" in line for line in scene.lines_text)
    k, rect, _lines = next(e for e in scene._entry_rects() if scene.entries[e[0]][1] == "Resolving fire")
    click(app, rect.center)
    assert scene.lines_text[scene.top] == "Resolving fire"
    typed(app, "S4C 4.3")
    assert scene.matches and all("S4C 4.3" in scene.rows[r].pieces[p][1] for r, p, _s, _e in scene.matches)
    out = tmp_path / "house.png"
    save_png(app.screen, str(out))
    img = pygame.image.load(str(out))
    r, p, start, _end = scene.matches[scene.current]
    x, piece, size, bold = scene.rows[r].pieces[p][:4]
    assert bold   # the rule a house rule belongs to is in bold
    from game.ui import theme
    hx = DOCUMENT.left + PAD + x + theme.font(size, bold).size(piece[:start])[0] + 1
    assert img.get_at((hx, rules_ref._piece_y(scene.rows[r], p, row_y(scene, r)) + 1))[:3] == CURRENT_MATCH


def test_a_click_on_a_house_rule_s_rule_opens_the_rulebook_there(app):
    scene = reader(app, game="thunderbirds")
    scene.select("House rules")
    app.render_frames(1)
    r = next(r for r, row in enumerate(scene.rows)
             if row.first and scene.blocks["House rules"][row.block].number == "TaW 6.4.3")
    scene._scroll_to(r)
    app.render_frames(1)
    row = scene.rows[scene.top]
    x = DOCUMENT.left + PAD + row.pieces[0][0] + 30        # on "• TaW 6.4.3:", in bold
    y = row_y(scene, scene.top) + row.height // 2
    assert scene.cited_rule_at((DOCUMENT.left + PAD + row.pieces[1][0] + 60, y)) == ""   # the sentence: nothing
    click(app, (x, y))
    assert scene.tab == "Rulebook"
    assert scene.blocks["Rulebook"][scene.marked].number == "6.4.3"


def test_a_place_kept_in_a_tab_that_is_gone_opens_the_rulebook(app):
    app.rules_places = {"carrier-strike": ("Sortie's decisions", 40)}
    scene = reader(app, game="carrier-strike")
    assert scene.tab == "Rulebook"
