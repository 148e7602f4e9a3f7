"""Issue 31, "Overlaps and cuts": no table of any rulebook or house rules in the rules reader
runs its cells together ("CompartmentSet"): every line of a cell, the bold header's included,
fits inside its column, and no word is broken to fit, at the reader's width."""
from game import games, house_tables, resources, rulebook
from game.scenes import rules_ref
from game.ui import theme


def test_every_table_keeps_each_cells_words_inside_its_column(app):
    found, tables = [], 0
    width = rules_ref.DOCUMENT.width - 2 * rules_ref.PAD - 10
    for game_id in games.GAMES:
        if not games.is_playable(game_id):
            continue
        blocks = house_tables.insert(rulebook.parse(resources.rulebook(game_id).read_text(encoding="utf-8")), game_id)
        for row in rules_ref.layout_blocks(blocks, width):
            if not row.grid:
                continue
            tables += row.first
            words = {w for cells in blocks[row.block].rows for cell in cells for w in cell.split()}
            for x, line, size, bold, _colour, *_ in row.pieces:
                found += [f"{game_id}: {w!r} broken to fit its column" for w in line.split() if w not in words]
                column = next((c for c in row.grid if c[0] <= x < c[0] + c[1]), None)
                right = x + theme.font(size, bold).size(line)[0]
                if column is None or right > column[0] + column[1] - 4:
                    found.append(f"{game_id}: {line!r} runs past its column {column}")
    assert tables >= 5, tables
    assert not found, "\n".join(found[:10])
