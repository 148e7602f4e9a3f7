"""Sortie's command line. `python -m game --help` documents it."""
from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from . import games  # noqa: E402
from .oserror import in_words  # noqa: E402
from .resources import DataFileError  # noqa: E402

EPILOG = """\
examples:
  python -m game                         the title screen
  python -m game same4cats               a new game of The Same 4 Cats
  python -m game --load FILE             resume a save
  python -m game --screenshot out.png    the title screen as a PNG, no window
  python -m game --screenshot out.png same4cats --seed 3 --moves 12
                                         a game after 12 random legal moves from seed 3
  python -m game --screenshot out.png carrier-strike --palette deuteranopia
                                         drawn in a colour-vision palette (any of
                                         --palette's names, as in Settings)
  python -m game --screenshot out.png --size 1920x1080
                                         the title as a 1920x1080 window shows it
  python -m game --screenshot out.png thunderbirds --size 2560x1600 --ui-scale 100
                                         laid out for that window, text and controls at 100%
  python -m game --replay FILE           a save in the replay view (step through it)
  python -m game --screenshot out.png --load FILE --at 40
                                         a save as it stood after its first 40 moves
  python -m game --simulate same4cats --games 100 --seed 1
                                         100 headless games of random legal moves
  python -m game battaglia-navale --map my-chart.tmx
                                         play on a chart edited in Tiled (F5 in the
                                         game reloads it from disk)
  python -m game check-maps [FILE...]    check Tiled maps (every shipped map by
                                         default): one line per problem, exit 1 if any
  python -m game --tutorial same4cats    a guided first game (Learn to play)
  python -m game --screenshot out.png --tutorial same4cats --step 3
                                         a tutorial's step 3 as a PNG
  python -m game check-tutorials [FILE...]
                                         check the tutorials (every shipped one by
                                         default): each move legal, each rule cited
                                         a section of the rulebook; exit 1 if any
  python -m game check-data [PATH...]    check a data set's folder or file (every
                                         game's house data by default): one line per
                                         problem, file:line: field: problem; exit 1 if any
  python -m game new-data-set GAME NAME  copy a game's house data into a new data set
                                         to edit (docs/EDITING_DATA.md)
  python -m game records [--game GAME] [--csv]
                                         the finished games you played (--rebuild:
                                         rebuild them from the saves and autosaves)
  python -m game serve [--host H] [--port P] [--data DIR]
                                         a table server for online play; "bot" plays
                                         a seat, "verify RECORD" checks a finished
                                         table's dice (docs/ONLINE.md)
  python -m game dice [--game GAME] [--csv]
                                         every die rolled and card drawn, beside what
                                         fair dice give (docs/RECORDS.md)

games: """ + ", ".join(games.GAMES) + """

An unknown game, a missing or bad file (a save, a map, or a file of Sortie's own
installation), or a game that is not playable yet is refused with one line on stderr
and exit code 2.
"""


class Refusal(Exception):
    """One line for stderr, then exit code 2."""


def refuse(line: str):
    raise Refusal(line)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="sortie", description="Sortie: tabletop naval and air war on the desktop.",
                                epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("game", nargs="?", help="start a new game of GAME (one of the game ids below)")
    p.add_argument("--load", metavar="FILE", help="resume a saved game")
    p.add_argument("--screenshot", metavar="OUT.png",
                   help="render the title screen (or GAME after --moves random legal moves) to a PNG, no window")
    p.add_argument("--seed", type=int, default=None, help="seed of the game's random generator")
    p.add_argument("--palette", metavar="NAME", default=None,
                   help="with --screenshot: the colour-vision palette (normal, deuteranopia, protanopia, "
                        "tritanopia, high-contrast)")
    p.add_argument("--size", metavar="WxH", default=None,
                   help="with --screenshot: the picture as a window of that size shows it (scaled to fit, "
                        "centred), e.g. 1920x1080")
    p.add_argument("--ui-scale", metavar="N", default=None,
                   help="with --screenshot --size: text and controls at N per cent (75-200) or auto, "
                        "as Settings' 'Text and controls size'")
    p.add_argument("--moves", type=int, default=None, metavar="K",
                   help="with --screenshot GAME: play K random legal moves first")
    p.add_argument("--replay", metavar="FILE", help="open a save in the replay view")
    p.add_argument("--at", type=int, default=None, metavar="K",
                   help="with --load or --replay: the game as it stood after its first K moves")
    p.add_argument("--tutorial", metavar="GAME", help="a guided first game of GAME (Learn to play)")
    p.add_argument("--step", type=int, default=None, metavar="K",
                   help="with --screenshot --tutorial GAME: draw the tutorial's step K (from 1)")
    p.add_argument("--simulate", metavar="GAME", help="play games headless with random legal moves")
    p.add_argument("--games", type=int, default=None, metavar="N", help="with --simulate: how many games (10)")
    p.add_argument("--players", metavar="A,B", default=None,
                   help="with --simulate: who plays each seat, in seat order: random, greedy, easy, normal, hard "
                        "(default: random legal moves for every seat)")
    p.add_argument("--option", metavar="NAME=VALUE", action="append", default=None,
                   help="with --simulate: a game option, e.g. build=draft (repeat for several)")
    p.add_argument("--map", metavar="FILE", help="with GAME: play on an edited Tiled map (.tmx) instead of the shipped one")
    p.add_argument("--data-set", metavar="NAME", dest="data_set",
                   help="with GAME or --simulate GAME: play with your data set NAME (sortie new-data-set) instead of House")
    return p


def _game_id(name: str) -> str:
    try:
        games.info(name)
    except games.UnknownGame as exc:
        raise Refusal(str(exc)) from None
    if not games.is_playable(name):
        raise Refusal(f"{games.info(name).title} ({name}) is not playable yet: it is coming in a later version")
    return name


class FallingBack:
    """A computer player for --simulate whose failed decision, a defect, is logged with its
    traceback (game/defects.py: the player's log file, never the screen), replaced by a legal
    move as the app does, and counted in ``failures`` (the move number)."""

    def __init__(self, player, game_id: str, failures: list):
        self.player, self.game_id, self.failures = player, game_id, failures

    def choose(self, game):
        try:
            return self.player.choose(game)
        except Exception:
            import traceback

            from . import defects
            self.failures.append(len(game.moves) + 1)
            defects.log(f"{self.game_id} seed {game.seed} move {len(game.moves) + 1}: a computer decision "
                        "fell back to a legal move", traceback.format_exc())
            return game.legal_actions()[0]


def game_options(game_id: str, given: list[str]) -> dict:
    """``--option NAME=VALUE`` flags as the game's options: each name one of its options and
    each value one of that option's choices, as written (Refusal otherwise)."""
    specs = games.info(game_id).load(games.info(game_id).rules).options
    out = {}
    for item in given:
        name, eq, text = item.partition("=")
        spec = specs.get(name.strip())
        if not eq or spec is None:
            raise Refusal(f"--option {item}: the options of {games.info(game_id).title} are "
                          f"{', '.join(f'{k}=VALUE' for k in specs) or 'none'}")
        choice = next((c for c in spec.choices if str(c) == text.strip()), None)
        if choice is None:
            raise Refusal(f"--option {item}: {name.strip()} is one of {', '.join(map(str, spec.choices))}")
        out[name.strip()] = choice
    return out


def simulate(game_id: str, n: int, seed: int, players: list[str] | None = None,
             data_set: str | None = None, options: dict | None = None) -> list[str]:
    import random
    import time

    from .session.game import Game
    from .session.play import play_to_end, seated
    rules = games.rules_for(game_id, None, data_set)   # the set read afresh and checked
    fell_back: list[int] = []   # computer decisions that failed and played a legal move instead
    chooser = random.Random(seed)

    def random_move(game):
        return chooser.choice(game.legal_actions())

    if players:
        from .ai import seat_kind
        from .ai.players import make_player
    outcomes: dict[tuple, int] = {}   # (winner, Outcome.kind) -> games
    total_moves, lengths, capped = 0, [], 0
    cap = 200_000
    start = time.perf_counter()
    shown = start
    for i in range(n):
        game = Game(rules, seed + i, options, keep_history=False)
        choose = random_move
        if players:  # one player per seat in seat order; the last one given plays any seat beyond
            # (a level plays as in the app: the game's own where it has one, ai.seat_kind)
            choose = seated({seat: FallingBack(make_player(seat_kind(game_id, players[min(k, len(players) - 1)]),
                                                           seed + i + 7919 * k),
                                               game_id, fell_back)
                             for k, seat in enumerate(game.players)})

        def alive(moves: int) -> None:  # long runs say they are alive
            nonlocal shown
            if moves % 1000 == 0 and time.perf_counter() - shown > 5:
                shown = time.perf_counter()
                print(f"... game {i + 1} of {n}, {total_moves + moves} moves so far", file=sys.stderr)

        out = play_to_end(game, choose, cap, after=alive)
        moves = len(game.moves)
        capped += out is None
        key = (out.winner or "no winner", out.kind) if out else ("unfinished", "move cap")
        outcomes[key] = outcomes.get(key, 0) + 1
        total_moves += moves
        lengths.append(moves)
    elapsed = max(time.perf_counter() - start, 1e-9)
    lines = [f"{games.info(game_id).title}: {n} games from seed {seed}"]
    winners: dict[str, int] = {}
    for (who, _kind), count in outcomes.items():
        winners[who] = winners.get(who, 0) + count
    lines.append("winners: " + ", ".join(f"{who} {count}" for who, count in
                                         sorted(winners.items(), key=lambda kv: -kv[1])))
    ranked = sorted(outcomes.items(), key=lambda kv: -kv[1])
    for (who, kind), count in ranked[:10]:
        lines.append(f"  {count:6d}  {who}: {kind}")
    if len(ranked) > 10:
        lines.append(f"  ({len(ranked) - 10} rarer kinds of ending, {sum(c for _, c in ranked[10:])} games)")
    if lengths:
        lines.append(f"mean length {sum(lengths) / len(lengths):.1f} moves (shortest {min(lengths)}, longest {max(lengths)})")
    lines.append(f"{n} games, {total_moves} moves, {total_moves / elapsed:.0f} moves/s")
    # random play that cannot end is a defect of the game's actions: say how often it happened
    print(f"{capped} of {n} games stopped at the move cap ({cap} moves) without an end by the rules",
          file=sys.stderr)
    if players:   # a computer that cannot decide is a defect too (its tracebacks: paths.log_file)
        print(f"{len(fell_back)} computer decisions fell back to a legal move", file=sys.stderr)
    return lines


def save_title(path: str) -> str:
    """What the replay view calls a save: the name given to it, else its file's name."""
    from pathlib import Path

    from .session import library
    return library.describe(path).name or Path(path).stem


def load_at(path: str, at: int | None):
    """A save, whole or as it stood after its first ``at`` moves; Refusal when it cannot
    be loaded or has fewer moves."""
    from . import launch
    from .session.saves import SaveError
    try:
        game = launch.load_game(path)
    except (SaveError, games.NotPlayable) as exc:
        raise Refusal(str(exc)) from None
    if at is None:
        return game
    if not 0 <= at <= len(game.history):
        raise Refusal(f"{path}: --at {at} is outside the game (it has {len(game.history)} moves)")
    from .session.timeline import Timeline
    return Timeline(game).at(at)


def palette_name(given: str | None) -> str:
    """--palette's name as Settings shows it ("high-contrast" or "high contrast"), or a Refusal
    naming the choices."""
    from .settings import COLOUR_VISIONS
    if given is None:
        return "normal"
    name = given.strip().lower().replace("-", " ").replace("_", " ")
    if name not in COLOUR_VISIONS:
        choices = ", ".join(v.replace(" ", "-") for v in COLOUR_VISIONS)
        raise Refusal(f"--palette {given}: no such palette; one of {choices}")
    return name


def window_size(given: str | None) -> tuple[int, int] | None:
    """--size WxH as two whole numbers (a window from 320 x 200 to 7680 x 4800), or a Refusal."""
    if given is None:
        return None
    try:
        w, h = (int(n) for n in given.lower().replace(" ", "").split("x"))
    except ValueError:
        raise Refusal(f"--size {given}: give the window's width and height as WxH, e.g. 1920x1080") from None
    if not (320 <= w <= 7680 and 200 <= h <= 4800):
        raise Refusal(f"--size {given}: a window from 320x200 to 7680x4800")
    return w, h


def ui_scale(given: str | None):
    """--ui-scale as Settings keeps it: "auto" or a whole number of UI_SCALES, or a Refusal."""
    from .settings import UI_SCALES
    if given is None or given.strip().lower() == "auto":
        return "auto"
    value = given.strip().rstrip("%")
    if not value.isdigit() or int(value) not in UI_SCALES:
        raise Refusal(f"--ui-scale {given}: auto or one of {', '.join(str(v) for v in UI_SCALES[1:])}")
    return int(value)


def screenshot(out: str, game_id: str | None, seed: int, moves: int, map_path=None,
               loaded=None, replay: bool = False, at: int | None = None, source: str = "",
               data_set: str | None = None, colour_vision: str = "normal",
               size: tuple[int, int] | None = None, tutorial: str | None = None,
               step: int | None = None, ui_scale="auto") -> None:
    import random

    import pygame

    from .app import App
    from .settings import Settings
    from .ui import png
    app = App(Settings(animation="off", colour_vision=colour_vision, ui_scale=ui_scale), headless=True)
    if size is not None:   # the canvas that window has: the scenes lay themselves out for it
        app.refit(size)
    if game_id is not None or (loaded is not None and not replay):
        from . import launch   # (the title alone loads no game code)
    if replay:
        from .scenes.replay import ReplayScene
        app.push(ReplayScene(app, loaded, source=source, at=at))
    elif loaded is not None:
        app.push(app.scene_for(loaded, autosave=False))
    elif tutorial is not None:
        from .scenes.learn import screenshot_at
        screenshot_at(app, tutorial, step or 1)
    elif game_id is None:
        from .scenes.title import TitleScene
        app.push(TitleScene(app))
    else:
        game = launch.new_game(game_id, seed=seed, map_path=map_path, data_set=data_set)
        chooser = random.Random(seed)
        for _ in range(moves):
            if game.outcome() is not None:
                break
            game.play(chooser.choice(game.legal_actions()))
        app.push(app.scene_for(game))
    if size is not None:   # the text drawn at that window's size (ui/sharp.py)
        from .ui import sharp
        from .ui.window import placed
        sharp.start(app.screen, placed(size, app.screen.get_size())[0])
    surface = app.render_frames()
    if size is not None:
        from .ui.window import fitted
        surface = fitted(surface, size)
    try:
        if str(out).lower().endswith(".png"):
            png.save(surface, out)
        else:   # another kind of picture, by its ending (.bmp, .tga, .jpg): pygame's writer
            pygame.image.save(surface, out)
    except OSError as exc:
        raise Refusal(in_words(exc, "write", out)) from None
    except pygame.error as exc:
        raise Refusal(f"{out}: cannot write the screenshot ({exc})") from None
    pygame.quit()


# What each mode takes besides its own flag; any other flag is refused, never ignored.
MODES = {
    "--simulate": ("--games", "--seed", "--players", "--data-set", "--option"),
    "--screenshot": ("GAME", "--moves", "--seed", "--map", "--data-set", "--load", "--replay", "--at", "--palette",
                     "--size", "--ui-scale", "--tutorial", "--step"),
    "--tutorial": (),
    "--replay": ("--at",),
    "--load": (),
    "a new game": ("--seed", "--map", "--data-set"),
    "the title screen": (),
}
HINTS = {
    "--moves": "it goes with --screenshot OUT.png GAME", "--games": "it goes with --simulate GAME",
    "--players": "it goes with --simulate GAME", "--option": "it goes with --simulate GAME",
    "--seed": "it goes with GAME, --screenshot OUT.png GAME or --simulate GAME",
    "--palette": "it goes with --screenshot OUT.png (the game's window takes it from Settings, Colours)",
    "--size": "it goes with --screenshot OUT.png (the game's window is sized by hand or in Settings)",
    "--ui-scale": "it goes with --screenshot OUT.png --size WxH (the window takes it from Settings)",
    "--map": "it goes with GAME or --screenshot OUT.png GAME",
    "--step": "it goes with --screenshot OUT.png --tutorial GAME",
    "--data-set": "it goes with GAME, --screenshot OUT.png GAME or --simulate GAME; a save names its own",
}


def check_flags(args) -> None:
    """A flag that does not apply to the chosen mode is refused in one line, never
    silently ignored (issue 19)."""
    given = {"--simulate": args.simulate, "--screenshot": args.screenshot, "--replay": args.replay,
             "--load": args.load, "GAME": args.game, "--moves": args.moves, "--games": args.games,
             "--seed": args.seed, "--map": args.map, "--at": args.at, "--players": args.players,
             "--data-set": args.data_set, "--option": args.option, "--palette": args.palette,
             "--size": args.size, "--ui-scale": args.ui_scale, "--tutorial": args.tutorial, "--step": args.step}
    mode = next((m for m in ("--simulate", "--screenshot", "--replay", "--load", "--tutorial") if given[m] is not None),
                "a new game" if args.game else "the title screen")
    for flag, value in given.items():
        if value is None or flag == mode or (flag == "GAME" and mode == "a new game") or flag in MODES[mode]:
            continue
        if flag in MODES:
            raise Refusal(f"{flag} and {mode} do not go together: choose one")
        if flag == "--at":  # said as the replay view's own check says it
            raise Refusal(f"--at needs --replay FILE, or --screenshot OUT.png with --load FILE or --replay FILE "
                          f"(it does not apply to {mode})")
        if flag == "GAME":
            hint = "name the game after --simulate" if mode == "--simulate" else "a save names its own game"
        else:
            hint = HINTS.get(flag, "")
        raise Refusal(f"{flag} does not apply to {mode}" + (f" ({hint})" if hint else ""))
    if args.moves is not None and args.moves < 0:
        raise Refusal("--moves cannot be negative")
    if args.moves is not None and not args.game and not (args.load or args.replay):
        raise Refusal("--moves needs a game: python -m game --screenshot OUT.png GAME --moves K")
    if args.games is not None and args.games < 1:
        raise Refusal("--games must be at least 1")
    if args.map and not args.game:
        raise Refusal("--map needs a game: python -m game GAME --map FILE")
    if args.data_set and not (args.game or args.simulate):
        raise Refusal("--data-set needs a game: python -m game GAME --data-set NAME")


def tutorial_id(args) -> str:
    """The game of --tutorial, which must have a tutorial; --step within it (Refusal otherwise)."""
    from . import tutorial
    if not args.tutorial:
        raise Refusal("--step needs a tutorial: python -m game --screenshot OUT.png --tutorial GAME --step K")
    gid = _game_id(args.tutorial)
    if args.game or args.moves is not None or args.load or args.replay:
        raise Refusal("--tutorial starts its own game: no GAME, --moves, --load or --replay with it")
    if not tutorial.has_tutorial(gid):
        raise Refusal(f"{games.info(gid).title} has no tutorial yet; these have one: {', '.join(tutorial.available())}")
    try:
        lesson = tutorial.load(gid)
    except ValueError as exc:   # a tutorial file that does not read (TutorialError, DataFileError)
        raise Refusal(str(exc).splitlines()[0]) from None
    if args.step is not None:
        count = len(lesson.steps) + 1
        if not 1 <= args.step <= count:
            raise Refusal(f"--step {args.step}: the tutorial of {games.info(gid).title} has steps 1 to {count} "
                          f"(the last, its closing words)")
    return gid


def run(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    check_flags(args)
    if args.simulate:
        gid = _game_id(args.simulate)
        players = None
        if args.players:
            from .ai.players import KINDS
            players = [p.strip() for p in args.players.split(",") if p.strip()]
            bad = [p for p in players if p not in KINDS]
            if bad or not players:
                raise Refusal(f"--players: {', '.join(bad) or 'none given'} not known; each seat is one of {', '.join(KINDS)}")
        options = game_options(gid, args.option or [])
        for line in simulate(gid, args.games or 10, args.seed if args.seed is not None else 1, players,
                             args.data_set, options):
            print(line)
        return 0
    if args.screenshot:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        gid = _game_id(args.game) if args.game else None
        if args.at is not None and not (args.load or args.replay):
            raise Refusal("--at needs a save: --load FILE --at K, or --replay FILE --at K")
        source = args.replay or args.load
        if source and (gid or args.moves is not None):
            raise Refusal("--screenshot of a save (--load or --replay) takes no GAME and no --moves")
        loaded = None
        if source:
            loaded = load_at(source, None if args.replay else args.at)
        lesson = tutorial_id(args) if args.tutorial or args.step is not None else None
        screenshot(args.screenshot, gid, args.seed if args.seed is not None else 1, args.moves or 0, args.map,
                   loaded, bool(args.replay), args.at, save_title(source) if source else "", args.data_set,
                   palette_name(args.palette), window_size(args.size), lesson, args.step, ui_scale(args.ui_scale))
        print(args.screenshot)
        return 0
    if args.at is not None and not args.replay:
        raise Refusal("--at needs --screenshot with --load, or --replay")
    if args.replay and (args.load or args.game):
        raise Refusal("--replay opens a save on its own: no GAME and no --load with it")
    if args.tutorial:
        tutorial_id(args)   # refused here, before a window opens
    replayed = load_at(args.replay, None) if args.replay else None
    gid = _game_id(args.game) if args.game else None
    if args.map and not gid:
        raise Refusal("--map needs a game: python -m game GAME --map FILE")
    game = None
    unfit = None   # a save whose moves stop fitting the rules: the app offers to play on
    if args.load or gid:
        from . import launch   # (the title alone loads no game code)
        from .session.saves import SaveError
    if args.load:
        try:
            game = launch.load_game(args.load)
        except SaveError as exc:
            if getattr(exc, "partial", None) is None or not exc.partial.history:
                raise Refusal(str(exc)) from None
            unfit = exc
        except games.NotPlayable as exc:
            raise Refusal(str(exc)) from None
    elif gid:
        from . import settings as settings_mod
        from .scenes.open_game import check_settings_options
        s, _ = settings_mod.load()
        for line in check_settings_options(s, gid):  # a bad value: said, the default used
            print(f"sortie: {line}", file=sys.stderr)
        game = launch.new_game(gid, seed=args.seed, options=s.options_for(gid), map_path=args.map,
                               data_set=args.data_set)
        launch.seat_computer(game, s.options_for(gid).get("computer"))
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .app import App
    from .scenes.title import TitleScene
    from .ui import fatal, theme
    try:
        theme.check_fonts()
    except DataFileError as exc:  # no text can be drawn without the font: say so in a window
        fatal.show("Sortie cannot start", str(exc))
        raise
    app = App()
    app.push(TitleScene(app))
    if args.tutorial:
        from .scenes.learn import open_tutorial
        open_tutorial(app, tutorial_id(args))
    elif game is None and not replayed:
        from .scenes.learn import offer_on_first_launch
        offer_on_first_launch(app)
    if game is not None:
        from pathlib import Path
        from .scenes.open_game import first_start
        app.push(app.scene_for(game, save_path=Path(args.load) if args.load else None))
        if not args.load:
            first_start(app, game.rules.game_id, game.rules.title)
    if unfit is not None:
        from .scenes.salvage import offer_play_on
        offer_play_on(app, unfit, lambda partial: app.push(app.scene_for(partial)))
    elif replayed is not None:
        from .scenes.replay import ReplayScene
        app.push(ReplayScene(app, replayed, source=save_title(args.replay), at=args.at))
    app.run()
    return 0


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # the standalone build: the computer's search process starts here
        import multiprocessing
        multiprocessing.freeze_support()
    from .datacheck import BadData
    from .datasets import SetMissing
    from .mapcheck import BadMap
    argv = sys.argv[1:] if argv is None else argv
    try:
        if argv[:1] == ["check-maps"]:
            from .mapcheck.__main__ import main as check_maps
            return check_maps(argv[1:])
        if argv[:1] == ["check-tutorials"]:
            from .tutorial import main as check_tutorials
            return check_tutorials(argv[1:])
        if argv[:1] == ["check-data"]:
            from .datacheck.__main__ import main as check_data
            return check_data(argv[1:])
        if argv[:1] in (["records"], ["dice"]):
            from .records_cli import dice_main, records_main
            return (records_main if argv[0] == "records" else dice_main)(argv[1:], refuse)
        if argv[:1] in (["serve"], ["bot"], ["verify"]):   # online play (docs/ONLINE.md)
            from .net.cli import main as net_main
            return net_main(argv[0], argv[1:])
        if argv[:1] == ["new-data-set"]:
            from .datacheck.__main__ import new_set_main
            return new_set_main(argv[1:])
        return run(argv)
    except (Refusal, DataFileError) as exc:
        print(f"sortie: {exc}", file=sys.stderr)
        return 2
    except (BadMap, BadData) as exc:  # one line per problem: file: layer/object: problem, file:line: ...
        print(str(exc), file=sys.stderr)
        return 2
    except SetMissing as exc:
        print(f"sortie: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
