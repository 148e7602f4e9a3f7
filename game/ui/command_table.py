"""The table of Sortie's key commands (issue 35): each named as Settings > Keys shows it, with
the screen it works on and its key by default. ``ui/commands.py`` lays the player's keys
over it; a scene asks ``commands.pressed(event, name)`` or gives a button the command's name
as its key. A name is the command's key in settings.yaml: never rename one (a player's choice
for it would be ignored, with a line in the log file).

Two commands may share a key only where they never meet: different screens, or different
steps of one game ("Battaglia Navale, setting up" and "Battaglia Navale, in battle").
Keys left out on purpose: 1 to 9 (a list's numbered choices, each list its own), the typing
keys of a text box (a name, the rules reader's search), and the wheel and clicks."""
from __future__ import annotations

from dataclasses import dataclass

import pygame as pg

CTRL, SHIFT, ALT = 1, 2, 4            # the modifiers a command's key is pressed with
EVERY_SCREEN = "Every screen"
CHOICES = "Every screen of choices"   # the focus's keys: every screen but those that read them as their own
IN_A_GAME = "In a game"
ON_A_BOARD = "On a game's board"


@dataclass(frozen=True)
class Command:
    """One key command: ``name`` its key in settings.yaml, ``words`` what it does as the
    screen says it, ``where`` the screen (or step of a game) it works on, its default key."""

    name: str
    words: str
    where: str
    key: int
    mods: int = 0

    @property
    def default(self) -> tuple[int, int]:
        return self.key, self.mods


LISTS = "Lists and pages"
S4C, TB, BN, ST, CS = ("The Same 4 Cats", "Thunderbirds at War", "Battaglia Navale", "Steam Torpedo",
                       "Carrier Strike!")
GAMES = {S4C, TB, BN, ST, CS}   # the games' screens, as the title names them (each game's keys and In a game's meet)
OWN_KEYS = {"Replay", "Rules reference"}   # screens that read Tab, the arrows and Return as their own (no focus)

C = Command
COMMANDS = (
    # play by keys: the focus (game/scenes/keyboard.py); the names are those of settings.yaml before issue 35's end
    C("next", "Next choice (with Shift: the one before)", CHOICES, pg.K_TAB),
    C("choose", "Choose the ringed one (or the screen's first button)", CHOICES, pg.K_RETURN),
    C("back", "Back out: a box, a half-made choice, the menu", EVERY_SCREEN, pg.K_ESCAPE),
    C("full screen", "Full screen", EVERY_SCREEN, pg.K_F11),
    C("screenshot", "Screenshot", EVERY_SCREEN, pg.K_F12),
    C("left", "Left on the board", ON_A_BOARD, pg.K_LEFT),
    C("right", "Right on the board", ON_A_BOARD, pg.K_RIGHT),
    C("up", "Up on the board", ON_A_BOARD, pg.K_UP),
    C("down", "Down on the board", ON_A_BOARD, pg.K_DOWN),
    # every game (game/scenes/game_scene.py)
    C("hint", "Hint", IN_A_GAME, pg.K_h),
    C("undo", "Undo", IN_A_GAME, pg.K_z, CTRL),
    C("menu", "Game menu", IN_A_GAME, pg.K_F10),
    C("rules", "Rules reference", IN_A_GAME, pg.K_F1),
    C("legend", "Legend of the marks", IN_A_GAME, pg.K_l),
    C("reload map", "Read the map and data set again", IN_A_GAME, pg.K_F5),
    # lists and long pages: Load, Records, the legend, the rules reader, data sets
    C("line up", "A line up", LISTS, pg.K_UP),
    C("line down", "A line down", LISTS, pg.K_DOWN),
    C("page up", "A page up", LISTS, pg.K_PAGEUP),
    C("page down", "A page down", LISTS, pg.K_PAGEDOWN),
    C("to the top", "To the top", LISTS, pg.K_HOME),
    C("to the end", "To the end", LISTS, pg.K_END),
    # the screens round the games
    C("title continue", "Continue", "Title", pg.K_c),
    C("title learn", "Learn to play", "Title", pg.K_t),
    C("title online", "Play online", "Title", pg.K_o),
    C("title load", "Load", "Title", pg.K_l),
    C("title records", "Records", "Title", pg.K_r),
    C("title settings", "Settings", "Title", pg.K_s),
    C("title quit", "Quit", "Title", pg.K_q),
    # Play online (game/scenes/online_menu.py)
    C("online server", "Change the table server", "Play online", pg.K_a),
    C("online join", "Join with a code", "Play online", pg.K_j),
    C("online watch", "Watch a table", "Play online", pg.K_w),
    C("new readings", "Show or hide the readings of the rules", "New game", pg.K_a),
    C("load replay", "Replay", "Load", pg.K_r),
    C("load rename", "Rename", "Load", pg.K_F2),
    C("load delete", "Delete", "Load", pg.K_DELETE),
    C("replay first", "To the first move", "Replay", pg.K_HOME),
    C("replay back", "One move back", "Replay", pg.K_LEFT),
    C("replay on", "One move on", "Replay", pg.K_RIGHT),
    C("replay last", "To the last move", "Replay", pg.K_END),
    C("replay back ten", "Ten moves back", "Replay", pg.K_PAGEUP),
    C("replay on ten", "Ten moves on", "Replay", pg.K_PAGEDOWN),
    C("replay play", "Play or pause", "Replay", pg.K_SPACE),
    C("replay slower", "Slower", "Replay", pg.K_MINUS),
    C("replay faster", "Faster", "Replay", pg.K_EQUALS),
    C("replay seat", "Whose view it shows", "Replay", pg.K_v),
    C("replay play on", "Play on from here", "Replay", pg.K_p),
    C("replay export", "Export the record", "Replay", pg.K_x),
    C("replay whole", "The game's screen alone (the controls hidden)", "Replay", pg.K_TAB),
    C("records games", "The Games page", "Records", pg.K_F1),
    C("records win rates", "The Win rates page", "Records", pg.K_F2),
    C("records careers", "The Careers page", "Records", pg.K_F3),
    C("records dice", "The Dice page", "Records", pg.K_F4),
    C("records game", "Which game", "Records", pg.K_g),
    C("records opponent", "Which opponent", "Records", pg.K_o),
    C("records replay", "Replay", "Records", pg.K_r),
    C("records its dice", "Its dice", "Records", pg.K_d),
    C("records export table", "Export table", "Records", pg.K_e),
    C("records export chart", "Export chart", "Records", pg.K_p),
    C("records export games", "Export games", "Records", pg.K_x),
    C("records honour", "Career or Roll of Honour", "Records", pg.K_h),
    C("records scope", "Which games count", "Records", pg.K_s),
    C("legend close", "Close the legend", "Legend of the marks", pg.K_BACKSPACE),
    C("legend page", "A page down", "Legend of the marks", pg.K_SPACE),
    C("rules next match", "Next match (with Shift: the one before)", "Rules reference", pg.K_F3),
    C("howto close", "Close How to play", "How to play", pg.K_SPACE),
    C("ready", "Ready: the next player's turn", "Hand-off", pg.K_SPACE),
    C("end turn", "End the turn", "The end of a turn", pg.K_SPACE),
    C("take back", "Take the move back", "The end of a turn", pg.K_BACKSPACE),
    # each game's own
    C("s4c draw", "Draw on", f"{S4C}, the approach", pg.K_d),
    C("s4c torpedo", "Torpedo now", f"{S4C}, the approach", pg.K_t),
    C("s4c abort", "Abort", f"{S4C}, the approach", pg.K_a),
    C("s4c retry", "Retry", f"{S4C}, the approach", pg.K_r),
    C("s4c go on", "Continue; Medal check", S4C, pg.K_SPACE),
    C("s4c repair", "Repair check", f"{S4C}, repairs", pg.K_r),
    C("s4c no repair", "No repair", f"{S4C}, repairs", pg.K_n),
    C("tb go on", "Roll sky and moon; Fly on; the one target", TB, pg.K_SPACE),
    C("tb clear path", "Clear the path", TB, pg.K_BACKSPACE),
    C("tb karmoy", "Karmoy box", TB, pg.K_k),
    C("tb land", "Land here", TB, pg.K_g),
    C("tb fire", "Fight the fire", TB, pg.K_f),
    C("tb ditch", "Ditch", TB, pg.K_d),
    C("tb repair", "Flt. Eng. repairs", TB, pg.K_r),
    C("bn go on", "Draw the island cards; Draw lots; Pass", BN, pg.K_SPACE),
    C("bn rotate", "Rotate", BN, pg.K_r),
    C("bn auto", "Automatic placement (the fleet, the planes)", f"{BN}, setting up", pg.K_a),
    C("bn air raid", "Air raid", f"{BN}, in battle", pg.K_a),
    C("bn missile", "Missile", f"{BN}, in battle", pg.K_m),
    C("bn hold fire", "Hold fire", f"{BN}, in battle", pg.K_n),
    C("bn end turn", "End turn", f"{BN}, in battle", pg.K_e),
    C("bn polaris", "Polaris counter", f"{BN}, in battle", pg.K_p),
    C("bn land", "Land planes", f"{BN}, in battle", pg.K_b),
    C("bn fire", "Fire", f"{BN}, in battle", pg.K_f),
    C("bn aa fire", "AA fire", f"{BN}, in battle", pg.K_g),
    C("st clear", "Cancel; Clear the selection", ST, pg.K_x),
    C("st keep", "Keep this layout", ST, pg.K_k),
    C("st manoeuvre", "Manoeuvre", ST, pg.K_m),
    C("st end turn", "End the turn", ST, pg.K_e),
    C("st pass", "Pass", ST, pg.K_p),
    C("st replace", "Replace: 1 marker on the control room", ST, pg.K_r),
    C("cs roll planes", "Roll for planes", CS, pg.K_1),
    C("cs roll carrier", "Roll for a carrier", CS, pg.K_2),
    C("cs torpedo", "Launch with a torpedo: yes or no", CS, pg.K_t),
    C("cs end", "End movement; End the turn", CS, pg.K_e),
    C("cs peek", "Peek at the pilot discs (held down)", CS, pg.K_p),
    C("cs turn", "Turn the carrier being placed", CS, pg.K_r),
    C("cs go on", "Show the dogfight's cards; close them", CS, pg.K_SPACE),
)
