"""A save as an earlier Sortie might have written it: a move the rules now refuse among its moves."""
import yaml

from game import launch
from game.session import saves


def unfit_save(tmp_path, played: int = 5, refused_at: int = 3):
    """A Same 4 Cats save of `played` moves with a move no rules take inserted after its first
    `refused_at` moves; (its path, its document)."""
    game = launch.new_game("same4cats", seed=4)
    for _ in range(played):
        game.play(game.legal_actions()[0])
    path = tmp_path / "old.yaml"
    saves.save(game, path)
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    doc["moves"].insert(refused_at, "fly to the moon")
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    return path, doc
