"""Shipped files: found through the package, and a missing or broken one is told, never a traceback."""
import pygame
import pytest

from game import resources
from game.app import App
from game.resources import DataFileError
from game.scenes import rules_ref, title
from game.scenes.base import Scene
from game.settings import Settings
from told import close_dialog, told


@pytest.fixture
def app():
    a = App(Settings(animation="off"), headless=True)
    yield a
    pygame.quit()


def toasts(app) -> list[str]:
    return [message for message, _, _ in app.toasts.items]


def test_shipped_files_are_found_through_the_package_and_recorded():
    path = resources.map_file("same4cats.tmx")
    assert path.is_file() and "game/maps/same4cats.tmx" in resources.NAMED
    assert resources.rulebook("thunderbirds").is_file() and resources.ledger("thunderbirds").is_file()
    assert resources.house_rules("thunderbirds").is_file()
    from game.datacheck.house import house_docs
    assert house_docs("carrier-strike")["data.yaml"]["fleet"]["carriers_per_side"]["value"] == 2
    assert "game/rules/carrier_strike/data/data.yaml" in resources.NAMED


def test_a_missing_file_names_itself(tmp_path):
    with pytest.raises(DataFileError) as exc:
        resources.read_text(tmp_path / "gone.txt")
    assert str(exc.value) == f"{tmp_path / 'gone.txt'}: missing from Sortie's installation (reinstall Sortie)"
    with pytest.raises(DataFileError, match="is not a file"):
        resources.require(tmp_path)


def test_broken_house_data_names_the_file_and_the_line(tmp_path):
    bad = tmp_path / "cards.yaml"
    bad.write_text("cards:\n  - id: 1\n   name: [unclosed\n", encoding="utf-8")
    with pytest.raises(DataFileError) as exc:
        resources.load_yaml(bad)
    assert str(exc.value).startswith(f"{bad}: is not valid YAML at line 3 (")
    bad.write_bytes(b"\xff\xfe\x00name")
    with pytest.raises(DataFileError, match="is not UTF-8 text"):
        resources.load_yaml(bad)


def test_a_missing_title_picture_is_told_and_the_title_still_shows(app, tmp_path, monkeypatch):
    real = resources.asset
    monkeypatch.setattr(title, "asset", lambda *parts: tmp_path / parts[-1] if parts[0] == "pictures" else real(*parts))
    app.push(title.TitleScene(app))
    app.render_frames(1)
    assert toasts(app) == [f"{tmp_path / 'same4cats.png'}: missing from Sortie's installation (reinstall Sortie)"
                           " (and 4 more pictures)"]
    assert len(app.stack.scenes) == 1


def test_the_rules_reference_says_which_rulebook_is_missing(app, tmp_path, monkeypatch):
    monkeypatch.setattr(resources, "rulebook", lambda gid: tmp_path / f"{gid}.txt")
    scene = rules_ref.RulesScene(app, "same4cats", "The Same 4 Cats")
    first = scene.blocks["Rulebook"][0].text
    assert first.startswith(str(tmp_path / "same4cats.txt")) and "missing" in first
    assert len(scene.blocks["House rules"]) > 20  # the other tab still reads its house rules


def test_a_file_missing_during_play_becomes_a_message_and_the_game_stays(app, tmp_path):
    class Opens(Scene):
        def handle(self, event):
            resources.read_text(tmp_path / "gone.md")

    scene = Opens(app)
    app.push(scene)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    assert told(app) == (f"A file of Sortie's is missing or damaged: "   # a dialog the player closes (issue 31)
                         f"{tmp_path / 'gone.md'}: missing from Sortie's installation (reinstall Sortie)")
    assert close_dialog(app) is scene


def test_a_missing_sound_is_told_once_and_play_goes_on(app, tmp_path, monkeypatch):
    real = resources.asset
    monkeypatch.setattr(resources, "asset", lambda *parts: tmp_path / parts[-1] if parts[-1] == "dice.wav" else real(*parts))
    app.settings.sound = True
    app.sounds._loaded = None
    assert app.sounds.play("dice") is False
    app.sounds.play("dice")
    told = [m for m in toasts(app) if "dice.wav" in m]
    assert len(told) == 1 and "missing" in told[0]
