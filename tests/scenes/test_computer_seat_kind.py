"""Issue 33: a computer seat plays its game's kind at its level (ai.SEAT_KINDS: Carrier
Strike's Hard judges by the fitted weights); the hint keeps the level's own budget, judged as
that level's player judges (ai.hint_kind, since session 59)."""
from game import launch
from game.scenes.computer import ComputerSeats

from scene_helpers import open_scene


def test_the_apps_computer_seat_asks_for_its_games_kind_and_the_hint_for_the_level(app, monkeypatch):
    asked = []

    def ask(self, seat, level, purpose):
        asked.append((level, purpose))
        self.asked_for = (self._key(), seat, purpose)
        self.answer = {"notation": str(self.game.legal_actions()[0])}   # (at once: the screen is not checked here)

    monkeypatch.setattr(ComputerSeats, "_ask", ask)
    game = launch.new_game("carrier-strike", seed=7)
    game.computer = {game.to_move(): "hard"}   # (the first to move: the computer)
    scene = open_scene(app, game)
    while app.stack.top is not scene:
        app.stack.pop()
    for _ in range(40):
        app.step(0.1)
        if game.to_move() not in game.computer:
            break
    assert ("hard@fitted+p60", "move") in asked and game.to_move() not in game.computer
    scene.ask_hint()
    assert asked[-1] == ("hard@fitted", "hint")   # the hint: Hard's own budget (1000), the fitted weights
    app.stack.close()
