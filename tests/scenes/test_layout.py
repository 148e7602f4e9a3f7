"""Layout of every game's scene (issue 16): after random moves in every phase of each game,
no two lines of text overlap, no line is drawn outside its panel, no line is cut (shortened
with an ellipsis, or left out for want of room). The scenes' text is recorded while a whole
frame is drawn afresh (game.ui.text.start_recording); tests/layout_check.py judges it."""
import random

import pygame
import pytest

from game import launch
from game.app import App
from game.scenes.open_game import scene_for
from game.settings import Settings

from game.ui import text
from layout_check import frame_problems
from layout_check import problems as problems_of
from scene_helpers import click, open_scene

# (game id, seeds, moves per game): enough random play to pass through every phase
PLAYS = {
    "same4cats": ((1, 2, 3), 160),
    "thunderbirds": ((1, 2), 260),
    "battaglia-navale": ((1, 2), 120),
    "steam-torpedo": ((1, 2, 3), 200),
    "carrier-strike": ((1, 2), 200),
}


# moves a random player makes more often, so that the rarer phases come (an air raid's plane
# placement, dogfights and torpedo runs)
PREFER = {"carrier-strike": ("dogfight", "drop", "launch", "fly"), "battaglia-navale": ("raid", "plane", "aa")}


def choose(chooser, game, game_id):
    legal = game.legal_actions()
    preferred = [a for a in legal if str(a).split()[0] in PREFER.get(game_id, ())]
    return chooser.choice(preferred if preferred and chooser.random() < 0.7 else legal)


def phase_of(game):
    st = game.state
    return getattr(st, "phase", None), game.to_move()


def check_scene(app, game) -> list[str]:
    """Open the game's scene afresh (as after loading a save) and check a whole frame of it."""
    scene = scene_for(app, game)
    app.stack.clear_to(scene)
    app.render_frames(2)
    while app.stack.top is not scene:  # a hand-off screen over it: the scene underneath is checked
        app.stack.pop()
    return frame_problems(app) + buttons_over_buttons(scene)


def buttons_over_buttons(scene) -> list[str]:
    """No button lies over another: a click on the one under could never reach it (issue 31;
    Battaglia Navale's AA fire lay over a fourth unit's toggle)."""
    shown = [b for b in scene.buttons.buttons if getattr(b, "visible", True)]
    return [f"button over button: {a.label!r} {tuple(a.rect)} / {b.label!r} {tuple(b.rect)}"
            for i, a in enumerate(shown) for b in shown[i + 1:] if a.rect.colliderect(b.rect)]


@pytest.mark.parametrize("game_id", list(PLAYS))
def test_layout_in_every_phase_after_random_moves(app, game_id):
    seeds, moves = PLAYS[game_id]
    found, seen = [], set()
    for seed in seeds:
        game = launch.new_game(game_id, seed=seed)
        chooser = random.Random(seed)
        for k in range(moves):
            if game.outcome() is not None:
                break
            phase = phase_of(game)
            if phase not in seen or k % 50 == 49:
                seen.add(phase)
                found += [f"{game_id} seed {seed} after {k} moves ({phase[0]}): {p}"
                          for p in check_scene(app, game)]
            game.play(choose(chooser, game, game_id))
        if game.outcome() is not None:
            found += [f"{game_id} seed {seed}, game over: {p}" for p in check_scene(app, game)]
    assert len(seen) >= 3, seen  # several phases were met
    assert not found, "\n".join(found[:20])


def test_a_toast_covers_neither_the_board_nor_the_status_line(app):
    """Toasts (refusals above all) are drawn on the log panel: the board and the status
    line stay in view, and no line of the scene lies under a toast."""
    for game_id in PLAYS:
        game = launch.new_game(game_id, seed=1)
        scene = open_scene(app, game)
        app.toast("Not allowed: a refusal long enough to need two lines or more in its place on the screen "
                  "(ST Attack Results 5)")
        text.start_recording()
        app.changed()
        app.step(0)
        drawn = text.stop_recording()
        toasts = [d for d in drawn if d.layer == "toast"]
        assert toasts and all(scene.log.rect.contains(d.box) for d in toasts), (game_id, toasts)
        problems = [p for p in problems_of(drawn) if "on toast" in p]
        assert not problems, "\n".join(problems)
        app.toasts.items.clear()


def test_same4cats_resolution_heading_stays_in_its_area_after_loading_a_save(app, tmp_path):
    from game.session import saves
    for seed in range(1, 30):
        game = launch.new_game("same4cats", seed=seed)
        chooser = random.Random(seed)
        while game.outcome() is None and not (game.state.last_resolution is not None
                                              and len(game.state.last_resolution.label) > 28):
            game.play(chooser.choice(game.legal_actions()))
        if game.outcome() is None and len(game.state.last_resolution.label) > 45:
            break  # (a game over would lay its summary over the heading)
    else:
        pytest.fail("no game met a resolution with a long heading")
    path = tmp_path / "s4c.yaml"
    saves.save(game, path)
    app.stack.clear_to(scene_for(app, launch.load_game(path)))
    app.render_frames(2)
    problems = frame_problems(app)
    assert not problems, "\n".join(problems)


def test_steam_torpedo_clear_the_selection_never_covers_end_the_turn(app):
    from game.rules.steam_torpedo.state import ACTION, SWAP
    game = launch.new_game("steam-torpedo", seed=4)
    scene = open_scene(app, game)
    assert game.state.phase == SWAP
    seat = game.to_move()
    click(app, scene.slot(seat, "a1").center)  # the first compartment of a swap picked
    assert any(b.label == "Clear the selection" for b in scene.buttons.buttons)
    problems = frame_problems(app)
    assert not problems, "\n".join(problems)
    chooser = random.Random(4)
    while game.state.phase != ACTION:
        game.play(chooser.choice(game.legal_actions()))
    scene = open_scene(app, game)
    seat = game.to_move()
    member = next(m for m in game.state.subs[seat].crew if m.alive and m.ready)
    scene.selected = member.id  # a crew token picked
    scene.refresh()
    labels = [b.label for b in scene.buttons.buttons]
    assert "Clear the selection" in labels and "End the turn" in labels
    rects = {b.label: b.rect for b in scene.buttons.buttons}
    assert not rects["Clear the selection"].colliderect(rects["End the turn"])
    problems = frame_problems(app)
    assert not problems, "\n".join(problems)


def test_battaglia_navale_lot_token_never_covers_the_fire_area_text():
    app = App(Settings(animation="normal"), headless=True)
    try:
        from game.rules.battaglia_navale import actions as A
        for seed in (1, 3):
            game = launch.new_game("battaglia-navale", seed=seed)
            chooser = random.Random(seed)
            while not any(isinstance(a, A.DrawLot) for a in game.legal_actions()):
                game.play(chooser.choice(game.legal_actions()))
            scene = open_scene(app, game)
            scene.perform(A.DrawLot())
            for _ in range(3):  # the token spinning, then settled on a colour
                app.step(0.4)
                while app.stack.top is not scene:
                    app.stack.pop()
                problems = frame_problems(app)
                assert not problems, "\n".join(problems)
    finally:
        pygame.quit()


def test_thunderbirds_event_banner_shows_only_at_its_marker_and_away_from_the_bomber(app):
    """The event chit's banner is shown while the bomber is on the marker that drew it, on
    the map's edge away from the bomber; once the bomber flies on it goes (it never hides
    the approach hexes for the rest of the mission)."""
    shown = gone = 0
    for seed in range(1, 8):
        game = launch.new_game("thunderbirds", seed=seed)
        chooser = random.Random(seed)
        for _ in range(400):
            if game.outcome() is not None or (shown and gone):
                break
            st = game.state
            if st.phase in ("fly", "decide") and st.position >= 0 and any(m.event for m in st.path[:st.position + 1]):
                scene = scene_for(app, game)
                app.stack.clear_to(scene)
                app.render_frames(1)
                text.start_recording()
                app.changed()
                app.step(0)
                drawn = text.stop_recording()
                banner = [d for d in drawn if d.text.startswith("Event ") and "(marker" in d.text]
                at_marker = bool(st.path[st.position].event)
                if at_marker:
                    assert banner, "the event just drawn is shown"
                    sheet = min((p.rect for p in drawn if p.layer == "panel" and p.rect.contains(banner[0].rect)),
                                key=lambda r: r.width * r.height)
                    assert not sheet.collidepoint(scene.wimpy_point()), "the banner hides the bomber"
                    shown += 1
                else:
                    assert not banner, "an event of an earlier marker still hides the map"
                    gone += 1
            game.play(chooser.choice(game.legal_actions()))
        if shown and gone:
            break
    assert shown and gone


def _menu_problems(app, scene) -> list[str]:
    app.stack.clear_to(scene)
    return frame_problems(app)


def test_settings_every_tab_fits_its_panel(app):
    """Each tab of Settings (Thunderbirds has 15 options) keeps its rows inside its panel,
    clear of the Save and Back buttons and of each other."""
    from game.scenes.settings import SettingsScene
    found = {}
    for tab in SettingsScene(app).tabs:
        found[tab] = _menu_problems(app, SettingsScene(app, tab))
    assert not any(found.values()), found


def test_settings_keys_every_page_fits(app):
    """Settings > Keys (issue 35): every page of the commands' keys, and one with a key awaited
    and one with a refusal said, keeps its words in the panel, apart, none cut, and its
    buttons on the screen, apart."""
    from game.scenes.keys import KeysScene
    keys = KeysScene(app, Settings())
    found = {}
    for i in range(len(keys.pages)):
        keys.page = i
        keys._layout()
        found[f"page {i + 1}"] = _menu_problems(app, keys)
        rects = [b.rect for b in keys.buttons.buttons]
        assert all(app.screen.get_rect().contains(r) for r in rects)
        assert not any(a.colliderect(b) for j, a in enumerate(rects) for b in rects[j + 1:]), i
    keys.page = 0
    keys._layout()
    next(b for b in keys.buttons.buttons if getattr(b, "command", None) == "back").on_click()
    found["a key awaited"] = _menu_problems(app, keys)
    keys.take(pygame.K_l, 0)   # "Not taken: L is already Legend of the marks (In a game)."
    assert keys.said.startswith("Not taken")
    found["a key refused"] = _menu_problems(app, keys)
    assert not any(found.values()), found


def test_new_game_screen_of_every_game_fits(app):
    from game.scenes.new_game import NewGameScene
    found = {gid: _menu_problems(app, NewGameScene(app, gid)) for gid in PLAYS}
    assert not any(found.values()), found


def _tour_record(records_db):
    """A finished tour's record as the records keep it, with a long crew list and men lost."""
    men = [{"name": f"Sgt. {name}", "position": pos, "missions": k, "awards": ["DFM"] if k % 5 == 0 else [],
            "fate": fate}
           for k, (name, pos, fate) in enumerate(
               [("Featherstonehaugh", "Flt. Engineer", "on the squadron"), ("McIntyre", "Rear Gunner", "killed"),
                ("Bouchard", "Navigator", "captured, Stalag Luft"), ("Tremblay", "Wireless", "injured, in hospital")]
               * 5)]
    return records_db.Record(key="tour", status=records_db.FINISHED, game="thunderbirds", day="2026-12-02",
                             players=["crew"], computer={}, winner="crew", how="Tour of operations complete",
                             end_kind="tour_complete", length=5619, seed=7, moves=["x"] * 3,
                             dice=[["die", "", 0, 10, [30] * 10], ["pick", "", 0, 15, [2] * 15]],
                             career={"missions": 41, "successful": 30, "crew": men,
                                     "lost": [m for m in men if m["fate"] != "on the squadron"],
                                     "per_mission": [1, 0, 1] * 13 + [1, 1], "result": "Tour complete"})


def test_every_page_of_the_records_screen_fits(app):
    from game import records_db
    from game.scenes.records import RecordsScene
    from records_helpers import finished
    records = [records_db.record_of(finished("same4cats", 3)), _tour_record(records_db)]
    for level, seed in (("easy", 1), ("hard", 2), ("normal", 1)):
        records.append(records_db.record_of(finished("steam-torpedo", seed, seed, computer={"rochelle": level})))
    kept = finished("same4cats", 5, 2)
    records.append(records_db.kept_record_of(kept, "kept:one"))
    records_db.write(records)
    found = {}
    screen = RecordsScene(app)
    app.stack.clear_to(screen)
    for page in ("Games", "Win rates", "Careers", "Dice"):
        screen.show(page)
        for i in range(3 if hasattr(screen.page, "list") else 1):   # the first rows chosen in turn
            if hasattr(screen.page, "list"):
                screen.page.list.select(i)
            found[f"{page}, row {i}"] = frame_problems(app)
    screen.pages["Careers"].honour = True
    screen.show("Careers")
    found["Roll of Honour"] = frame_problems(app)
    empty = RecordsScene(app)   # the pages of no record at all
    empty.records = []
    for page in ("Games", "Win rates", "Careers", "Dice"):
        empty.show(page)
        app.stack.clear_to(empty)
        found[f"{page}, no record"] = frame_problems(app)
    assert not any(found.values()), {k: v for k, v in found.items() if v}
