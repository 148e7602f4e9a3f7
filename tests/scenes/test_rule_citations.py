"""Rule citations set apart (issue 15): in the toasts, the step labels and the log a rule
citation follows the sentence, smaller and dimmer, and a click on it opens the rules reader at
that rule."""
import pygame

from game import launch
from game.rulebook import cited_rule, split_cited
from game.scenes.open_game import scene_for
from game.scenes.rules_ref import RulesScene
from game.ui import text, theme
from game.ui.png import save as save_png
from scene_helpers import click, open_scene


def brightest(img, rect) -> int:
    """The brightest pixel's channel sum inside rect (the ink of text drawn there)."""
    return max(sum(img.get_at((x, y))[:3]) for x in range(rect.left, rect.right)
               for y in range(rect.top, rect.bottom))


def opened_at(app) -> str:
    top = app.stack.top
    assert isinstance(top, RulesScene), top
    assert top.marked is not None, top.not_found
    return top.blocks["Rulebook"][top.marked].text


def test_a_citation_is_split_from_the_end_of_its_sentence():
    assert split_cited("Not allowed: Move or fire before ending the turn (BN Start)") == \
        ("Not allowed: Move or fire before ending the turn", "(BN Start)")
    assert split_cited("Medals come at 3, 5, 7 and 9 hits (S4C 7.0).") == ("Medals come at 3, 5, 7 and 9 hits.", "(S4C 7.0)")
    assert split_cited("Fighter 1 is driven off (7.1.2[3])") == ("Fighter 1 is driven off", "(7.1.2[3])")
    # words in brackets that cite no rule stay in the sentence
    assert split_cited("Flight path marker 3 (targetbound)") == ("Flight path marker 3 (targetbound)", "")
    assert cited_rule("(7.1.2[3])", "thunderbirds") == "TaW 7.1.2[3]"
    assert cited_rule("(CS Dogfights 1, Torpedo Runs 1)", "carrier-strike") == "CS Dogfights 1"


def test_a_refusal_toast_sets_its_rule_apart_and_a_click_on_it_opens_the_reader_there(app, tmp_path):
    game = launch.new_game("battaglia-navale", seed=1)
    open_scene(app, game)
    assert game.state.phase == "islands"
    app.stack.top.perform("end")      # not a move of the islands' draw: refused (BN Preliminaries)
    app.render_frames(1)
    spots = app.toasts.cite_spots
    assert [cite for _rect, cite in spots] == ["(BN Preliminaries)"]
    rect = spots[0][0]
    out = tmp_path / "toast.png"
    save_png(app.screen, str(out))
    img = pygame.image.load(str(out))
    # smaller than the sentence's letters, and dimmer: no ink as bright as the sentence's
    sentence_h = theme.font(16).get_height()
    assert rect.height < sentence_h
    line = pygame.Rect(rect.left - 200, rect.top, 190, rect.height)
    assert brightest(img, line) >= sum(theme.TEXT) - 60     # the sentence in full white beside it
    assert brightest(img, rect) <= sum(text.CITE_COLOUR) + 30
    click(app, rect.center)
    assert opened_at(app) == "Preliminaries"


def test_a_step_label_s_citation_opens_the_reader_there(app):
    game = launch.new_game("thunderbirds", seed=1)
    scene = open_scene(app, game)
    assert [cite for _rect, cite in scene.cite_spots] == ["(TaW 6.1)"]   # "Choose tonight's target"
    rect = scene.cite_spots[0][0]
    click(app, rect.center)
    assert opened_at(app).startswith("6.1")


def test_a_bare_rule_number_in_the_thunderbirds_log_opens_the_reader_there(app):
    game = launch.new_game("thunderbirds", seed=1)
    scene = open_scene(app, game)
    scene.log.add("Lost only over the Ruhr, Cologne or a numbered zone hex: no event (7.9)")
    app.render_frames(1)
    spots = [(r, c) for r, c in scene.log.cite_spots if c == "(7.9)"]
    assert spots
    click(app, spots[-1][0].center)
    assert opened_at(app).startswith("[7.9] Lost")


def test_every_game_s_step_label_citations_open_the_reader(app):
    """Each scene's step label citation (where its first step has one) resolves to a section."""
    for game_id, seed in (("same4cats", 1), ("battaglia-navale", 1), ("carrier-strike", 1), ("thunderbirds", 1)):
        game = launch.new_game(game_id, seed=seed)
        scene = open_scene(app, game)
        for k in range(40):
            if scene.cite_spots:
                break
            game.play(game.legal_actions()[0])
            scene = scene_for(app, game)
            app.stack.clear_to(scene)
            app.render_frames(1)
        assert scene.cite_spots, game_id
        rect, cite = scene.cite_spots[0]
        click(app, rect.center)
        assert isinstance(app.stack.top, RulesScene) and app.stack.top.marked is not None, (game_id, cite)
        app.stack.clear_to(scene)
