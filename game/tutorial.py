"""Guided first games ("Learn to play", issue 34): a tutorial is data, one YAML file per game
(assets/tutorials/<game id>.yaml, docs/TUTORIALS.md says how to write one), read and checked
here; the overlay that plays it over the game's own scene is game/scenes/tutorial.py.

A tutorial is a seeded game (its seed, options and players) and a list of steps. A step says
in one or two sentences what to do and why (``say``), cites its rule (``rule``), names the move
the player makes in the game's own notation (``do``, the notation saves and logs use; a list for a run of
moves told by one sentence, such as a flight path's markers), and
may give the moves the computer answers with (``then``: scripted replies), the places to click
in turn (``clicks``; by default the move's own button or squares), the sentence said when the
player clicks elsewhere (``hint``) and a strategy aside (``aside``). A step without ``do`` is
read and closed with "Next". Where a tutorial stands is the number of moves played: a
tutorial is saved like any game (its save names the tutorial, session/saves.py) and resumed at
the step its moves reach. Never imports pygame.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import yaml

from . import games, resources, safe_read
from .session.game import Game

STEP_KEYS = {"say", "rule", "do", "then", "clicks", "hint", "aside", "title"}
FILE_KEYS = {"game", "title", "seed", "options", "player", "computer", "minutes", "intro", "steps", "done"}
SAY_LIMIT = 260     # one or two sentences
ASIDE_LIMIT = 320
DEFAULT_HINT = "Click the ringed place to go on, or choose Play on freely."


class TutorialError(ValueError):
    """A tutorial file that does not fit its game: ``problems`` are "file:line: what" lines."""

    def __init__(self, problems: list[str]):
        self.problems = problems
        super().__init__("\n".join(problems))


@dataclass
class Step:
    say: str
    rule: str = ""
    do: list = field(default_factory=list)   # the player's moves, in order
    then: list = field(default_factory=list)
    clicks: list = field(default_factory=list)
    hint: str = ""
    aside: str = ""
    title: str = ""
    line: int = 0

    @property
    def moves(self) -> int:
        """How many moves of the game the step plays: the player's, then the replies."""
        return len(self.do) + len(self.then)

    def targets(self, sub: int = 0) -> list[str]:
        """What to click, in turn, for the step's move ``sub``: the step's ``clicks`` (a step
        of one move), else the move itself (the scene finds its button or squares)."""
        if not self.do:
            return []
        return list(self.clicks) if self.clicks and len(self.do) == 1 else [self.do[sub]]

    def refusal(self) -> str:
        return self.hint or DEFAULT_HINT


@dataclass
class Tutorial:
    game: str
    title: str
    seed: int
    steps: list[Step]
    options: dict = field(default_factory=dict)
    player: str | None = None        # the seat the learner plays (None: the game's first)
    computer: dict = field(default_factory=dict)   # seat -> level once the player plays on freely
    minutes: int = 15
    intro: str = ""
    done: str = ""
    path: str = ""

    def starts(self) -> list[int]:
        """The number of moves played when each step starts, and at the end."""
        out, n = [], 0
        for s in self.steps:
            out.append(n)
            n += s.moves
        return out + [n]

    def locate(self, moves_played: int) -> tuple[int, int] | None:
        """Where the tutorial stands after ``moves_played`` moves: (step, how many of its
        moves the player made); None when the moves stop inside the computer's replies."""
        starts = self.starts()
        for i, step in enumerate(self.steps):
            if starts[i] <= moves_played < starts[i] + max(1, len(step.do)) and (step.do or moves_played == starts[i]):
                return i, moves_played - starts[i]
        return (len(self.steps), 0) if moves_played == starts[-1] else None

    def script(self) -> list[str]:
        """Every move of the tutorial in order, the player's and the replies."""
        return [m for s in self.steps for m in list(s.do) + list(s.then)]

    def new_game(self) -> Game:
        from . import launch
        game = launch.new_game(self.game, seed=self.seed, options=dict(self.options))
        game.tutorial = self.game
        return game

    def player_seat(self, game: Game) -> str:
        return self.player or game.players[0]


def path_of(game_id: str):
    return resources.asset("tutorials", f"{game_id}.yaml")


def has_tutorial(game_id: str) -> bool:
    return path_of(game_id).exists()


def available() -> list[str]:
    """The games that have a tutorial, in the registry's order."""
    return [g for g in games.GAMES if games.is_playable(g) and has_tutorial(g)]


_CACHE: dict = {}


def load(game_id: str) -> Tutorial:
    """A game's shipped tutorial, read and checked in its form (TutorialError otherwise)."""
    if game_id not in _CACHE:
        _CACHE[game_id] = read(path_of(game_id))
    return _CACHE[game_id]


def _lines(text: str) -> tuple[int, list[int]]:
    """The line of the file's ``steps`` key and of each step, from YAML's own nodes."""
    node = yaml.compose(text, Loader=safe_read.LOADER)
    if not isinstance(node, yaml.MappingNode):
        return 1, []
    for key, value in node.value:
        if key.value == "steps" and isinstance(value, yaml.SequenceNode):
            return key.start_mark.line + 1, [item.start_mark.line + 1 for item in value.value]
    return 1, []


def read(path) -> Tutorial:
    """A tutorial file checked in its form: keys, kinds of value, lengths of the texts."""
    text = resources.read_text(path)
    name = str(path)
    try:
        doc = safe_read.load_yaml(text, name)   # the safe loader, bounded
        steps_line, step_lines = _lines(text)
    except safe_read.FileRefused as exc:
        raise TutorialError([f"{name}:1: {exc.problem}"]) from None
    problems: list[str] = []
    if not isinstance(doc, dict):
        raise TutorialError([f"{name}:1: a tutorial is a mapping with game, seed and steps"])
    for key in sorted(set(doc) - FILE_KEYS):
        problems.append(f"{name}:1: unknown key '{key}' (one of {', '.join(sorted(FILE_KEYS))})")
    if doc.get("game") not in games.GAMES:
        problems.append(f"{name}:1: 'game' must be one of {', '.join(games.GAMES)}")
    seed = doc.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        problems.append(f"{name}:1: 'seed' must be a whole number")
    raw_steps = doc.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        problems.append(f"{name}:{steps_line}: 'steps' must be a list of steps")
        raw_steps = []
    steps = []
    for i, raw in enumerate(raw_steps):
        line = step_lines[i] if i < len(step_lines) else steps_line
        where = f"{name}:{line}: step {i + 1}"
        if not isinstance(raw, dict):
            problems.append(f"{where}: a step is a mapping with 'say'")
            continue
        for key in sorted(set(raw) - STEP_KEYS):
            problems.append(f"{where}: unknown key '{key}' (one of {', '.join(sorted(STEP_KEYS))})")
        for key, limit in (("say", SAY_LIMIT), ("aside", ASIDE_LIMIT), ("hint", SAY_LIMIT), ("rule", 40),
                           ("title", 60)):
            value = raw.get(key, "")
            if not isinstance(value, str):
                problems.append(f"{where}: '{key}' must be text")
            elif len(value) > limit:
                problems.append(f"{where}: '{key}' has {len(value)} characters; at most {limit} fit the panel")
        if not raw.get("say"):
            problems.append(f"{where}: 'say' (what to do and why) is missing")
        for key in ("then", "clicks"):
            value = raw.get(key, [])
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                problems.append(f"{where}: '{key}' must be a list of texts")
        if raw.get("then") and not raw.get("do"):
            problems.append(f"{where}: 'then' (the computer's replies) needs the player's move, 'do'")
        do = raw.get("do", [])
        do = [do] if isinstance(do, str) else do
        if not isinstance(do, list) or not all(isinstance(m, str) and m for m in do):
            problems.append(f"{where}: 'do' must be a move in the game's notation, or a list of moves")
            do = []
        steps.append(Step(str(raw.get("say", "")), str(raw.get("rule", "") or ""), list(do),
                          list(raw.get("then") or []), list(raw.get("clicks") or []), str(raw.get("hint", "") or ""),
                          str(raw.get("aside", "") or ""), str(raw.get("title", "") or ""), line))
    for key in ("options", "computer"):
        if not isinstance(doc.get(key, {}), dict):
            problems.append(f"{name}:1: '{key}' must be a mapping")
    if problems:
        raise TutorialError(problems)
    return Tutorial(doc["game"], str(doc.get("title", "")), seed, steps, dict(doc.get("options") or {}),
                    doc.get("player"), dict(doc.get("computer") or {}), int(doc.get("minutes", 15)),
                    str(doc.get("intro", "") or ""), str(doc.get("done", "") or ""), name)


def rule_exists(game_id: str, citation: str) -> bool:
    """The citation names a section of the game's rulebook (the rules reader's index)."""
    from . import rulebook
    blocks = _blocks(game_id)
    return rulebook.find(blocks, citation) is not None


_BLOCKS: dict = {}


def _blocks(game_id: str):
    from . import rulebook
    if game_id not in _BLOCKS:
        _BLOCKS[game_id] = rulebook.parse(resources.read_text(resources.rulebook(game_id)))
    return _BLOCKS[game_id]


def check(tutorial: Tutorial) -> list[str]:
    """What does not fit the game: each step's move legal in its position and made by the
    player's seat, each reply legal and made by another seat, each cited rule a section of
    the rulebook. Plays the whole script from the tutorial's seed."""
    problems = []
    try:
        game = tutorial.new_game()
    except (ValueError, games.NotPlayable) as exc:
        return [f"{tutorial.path}:1: the game cannot start ({exc})"]
    seat = tutorial.player_seat(game)
    if seat not in game.players:
        return [f"{tutorial.path}:1: 'player' must be one of the game's seats: {', '.join(game.players)}"]
    for other in tutorial.computer:
        if other not in game.players or other == seat:
            problems.append(f"{tutorial.path}:1: 'computer' names {other}, not a seat of the other side")
    for i, step in enumerate(tutorial.steps):
        where = f"{tutorial.path}:{step.line}: step {i + 1}"
        if step.rule and not rule_exists(tutorial.game, step.rule):
            problems.append(f"{where}: rule '{step.rule}' is not a section of the rulebook")
        for k, move in enumerate(step.do + step.then):
            mine = k < len(step.do)
            if game.outcome() is not None:
                problems.append(f"{where}: '{move}' comes after the game is over")
                return problems
            mover = game.to_move()
            if mine and mover != seat:
                problems.append(f"{where}: '{move}' is for {game.seat_name(mover)} to play, not the player")
            if not mine and mover == seat:
                problems.append(f"{where}: the reply '{move}' is the player's own move")
            try:
                action = game.rules.parse(move)
            except ValueError as exc:
                problems.append(f"{where}: '{move}' is not a move of this game ({exc})")
                return problems
            why = game.why_not(action)
            if why is not None:
                problems.append(f"{where}: '{move}' is not legal there ({why.reason}, {why.rule})")
                return problems
            game.play(action)
    return problems


def check_file(path) -> list[str]:
    """Every problem of one tutorial file, form first, then its fit to the game."""
    try:
        tutorial = read(path)
    except TutorialError as exc:
        return exc.problems
    except resources.DataFileError as exc:
        return [str(exc)]
    return check(tutorial)


def main(argv: list[str]) -> int:
    """``sortie check-tutorials [FILE...]``: one line per problem, exit 1 if any."""
    from pathlib import Path
    paths = [Path(a) for a in argv] or [path_of(g) for g in available()]
    bad = 0
    for path in paths:
        problems = check_file(path)
        for line in problems:
            print(line)
        bad += len(problems)
        if not problems:
            print(f"{path}: fits its game")
    return 1 if bad else 0
