"""A damaged autosave journal: every readable move resumed, what could not be read said,
and the damaged journal kept beside the save (game/session/journal.py)."""
from game.session import journal, saves
from game.session.game import Game
from toy_game import TallyRules

MOVES = ["add 1", "add 2", "add 3", "add 1"] * 10  # 40 moves


def tally_autosave(tmp_path, moves=MOVES):
    """An autosave whose base holds no move and whose journal holds every move."""
    path = tmp_path / "tally.yaml"
    game, auto = Game(TallyRules(), 7), saves.Autosave(tmp_path / "tally.yaml")
    auto.compact(game)
    for move in moves:
        game.play(move)
        auto.sync(game)
    assert auto.entries == len(moves)
    return path, game


def rules_for(game_id, *_):
    return TallyRules()


def kept_copies(path):
    return sorted(path.parent.glob(f"{path.stem}{journal.DAMAGED}*{journal.JOURNAL_SUFFIX}"))


def test_a_bad_crc_in_the_middle_resumes_before_it_says_so_and_keeps_the_journal(tmp_path):
    path, game = tally_autosave(tmp_path)
    jpath = saves.journal_path(path)
    lines = jpath.read_bytes().split(b"\n")
    lines[21] = lines[21][:-2] + b'9"'  # move 21's line (the header is line 0): its CRC no longer matches
    damaged = b"\n".join(lines)
    jpath.write_bytes(damaged)
    loaded = saves.load(path, rules_for)
    assert loaded.moves == MOVES[:20]
    damage = loaded.journal_damage
    assert damage.kind == "damaged" and (damage.resumed, damage.lost) == (20, 20)
    assert damage.words().startswith("The autosave was damaged at move 21; the game resumes after move 20; "
                                     "20 later moves could not be read. Nothing was deleted")
    assert kept_copies(path) == [damage.kept] and damage.kept.read_bytes() == damaged
    assert damage.kept.name in damage.words()
    # the game resumed in its autosave folds the journal away: the kept copy stays
    auto = saves.Autosave(path)
    auto.sync(loaded)
    auto.close()
    assert saves.read_document(path)["moves"] == MOVES[:20]
    assert kept_copies(path) == [damage.kept] and damage.kept.read_bytes() == damaged


def test_a_torn_last_line_is_said_in_one_line(tmp_path):
    path, game = tally_autosave(tmp_path)
    with open(saves.journal_path(path), "ab") as fh:
        fh.write(b'1a2b3c4d +"ad')  # the write a kill interrupted
    loaded = saves.load(path, rules_for)
    assert loaded.moves == MOVES
    damage = loaded.journal_damage
    assert damage.kind == "torn"
    words = damage.words()
    assert words.startswith("The last move, being saved when Sortie stopped, could not be read") and "\n" not in words
    assert kept_copies(path) == [damage.kept]


def test_a_whole_journal_says_nothing_and_keeps_nothing(tmp_path):
    path, _ = tally_autosave(tmp_path)
    assert saves.load(path, rules_for).journal_damage is None and not kept_copies(path)


def test_a_journal_of_another_base_is_said_and_kept_unless_the_base_holds_its_moves(tmp_path):
    path, game = tally_autosave(tmp_path, MOVES[:5])
    old = saves.journal_path(path).read_bytes()
    auto = saves.Autosave(path)
    auto.compact(game)  # a kill between the new base and its journal: the base holds every move
    saves.journal_path(path).write_bytes(old)
    assert saves.load(path, rules_for).journal_damage is None and not kept_copies(path)
    other, _ = tally_autosave(tmp_path / "other", ["add 3", "add 3"])
    saves.journal_path(path).write_bytes(saves.journal_path(other).read_bytes())  # another game's journal
    loaded = saves.load(path, rules_for)
    assert loaded.moves == MOVES[:5]
    damage = loaded.journal_damage
    assert damage.kind == "other base" and damage.lost == 2
    assert "belongs to another version of the file: its 2 moves could not be read" in damage.words()
    assert kept_copies(path)[0].read_bytes() == saves.journal_path(other).read_bytes()


def test_a_journal_of_100000_lines_damaged_near_its_end(tmp_path):
    path = tmp_path / "long.yaml"
    data = saves.render(saves.to_document(Game(TallyRules(), 7))).encode()
    path.write_bytes(data)
    entries = [saves._entry('+"add 1"') if i % 2 == 0 else saves._entry("-") for i in range(100_000)]
    entries[99_990] = entries[99_990].replace(b"+", b"*")
    whole = saves._header(saves.digest(data)) + b"".join(entries)
    saves.journal_path(path).write_bytes(whole)
    moves, applied, damage = journal.read_journal(path, saves.digest(data), [], saves.write_atomic)
    assert applied == 99_990 and moves == []
    assert damage.kind == "damaged" and damage.lost == 10 and damage.kept.read_bytes() == whole
    assert "damaged at move 1; the game resumes at its start; 10 later moves" in damage.words()
