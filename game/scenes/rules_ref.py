"""The rules reader (F1): the rulebook as a document, with contents, search and citations.

Tab 1 is the shipped rulebook (game/rulebook.py parses it into headings, paragraphs,
lists and tables): a contents panel whose entries jump to their section, search (type to
find, Enter or F3 for the next match, Shift+F3 the previous), and the place kept per
game for the next time. ``RulesScene(app, game_id, title, at="TaW 6.4.3")`` opens at the
section a rule citation names: F1 in a game opens at the rule of what the player is
doing, a click on a cited rule in the log opens at that rule.
Tab 2 is House rules (assets/houserules/<game id>.md): in plain words what Sortie does where
the rulebook is silent or unclear, and which option changes it; its headings fill the
contents panel and search finds its rule citations. The developers' ledger (docs/rules/)
is not shown.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from .. import house_tables, resources, rulebook
from ..ui import commands, redraw, text, theme
from ..ui.widgets import Button, ButtonRow, panel, with_keys
from ..ui.window import mouse_pos
from .base import Scene

BODY = 15
MATCH = (255, 214, 90)
CURRENT_MATCH = (255, 160, 60)
RULE_BAR = (190, 120, 30)
# an added table's mark (game/house_tables.py): its badge and the bar beside it
MARKS = {"house": (168, 66, 40), "moved": (44, 96, 150)}
TOP_BAR = pygame.Rect(40, 14, 1200, 44)
CONTENTS = pygame.Rect(40, 70, 300, 676)
DOCUMENT = pygame.Rect(352, 70, 888, 676)
SEARCH = pygame.Rect(860, 18, 380, 36)
PAD = 22


def _plain(s: str) -> str:
    return s.replace("**", "").replace("`", "").strip()


# -- laying out a document ------------------------------------------------------------
@dataclass
class Row:
    """One laid-out row of the document: text pieces at x offsets, its height, its block."""

    block: int
    height: int
    pieces: list = field(default_factory=list)   # (x, text, size, bold, colour[, dy from the row's top])
    grid: list = field(default_factory=list)     # table: (x, width) of each cell, for its lines
    first: bool = False                          # the block's first row
    mark: tuple | None = None                    # an added table's colour: a bar beside each row
    badge: int = 0                               # the width of a badge drawn in that colour behind the row


def _heading_size(level: int) -> int:
    return {1: 22, 2: 18}.get(level, 16)


def layout_blocks(blocks: list[rulebook.Block], width: int) -> list[Row]:
    rows: list[Row] = []

    def add_lines(i, content, size, bold, colour, indent, gap_before=0, hang=0) -> list[Row]:
        lines = text.wrap(content, width - indent - hang, size, bold) if content else [""]
        h = theme.font(size, bold).get_linesize() + 2
        added = [Row(i, h + (gap_before if k == 0 else 0), [(indent + (hang if k else 0), line, size, bold, colour)],
                     first=k == 0) for k, line in enumerate(lines)]
        rows.extend(added)
        return added

    for i, b in enumerate(blocks):
        if b.kind == "title":
            add_lines(i, b.text, 24, True, theme.INK, 0)
            rows.append(Row(i, 8))
        elif b.kind == "heading":
            add_lines(i, b.text, _heading_size(b.level), True, theme.INK, 0, gap_before=12)
        elif b.kind == "para":
            first = add_lines(i, b.text, BODY, False, theme.INK, 0)[0]
            head = b.text.split(" ", 1)[0]
            if b.number and b.number in head:   # the rule number in bold, the sentence after it
                line = first.pieces[0][1]
                first.pieces = [(0, head, BODY, True, theme.INK),
                                (theme.font(BODY, True).size(head)[0], line[len(head):], BODY, False, theme.INK)]
            rows.append(Row(i, 6))
        elif b.kind == "item":
            indent = 14 + 22 * b.level
            marker = b.marker if b.marker and b.marker[0].isdigit() else "•"
            mark_w = theme.font(BODY, False).size(marker + " ")[0]
            first = add_lines(i, f"{marker} {b.text}", BODY, False, theme.INK, indent, hang=mark_w)[0]
            lead = f"{marker} {b.number}:"
            if b.number and first.pieces[0][1].startswith(lead):   # a house rule's rule in bold
                line = first.pieces[0][1]
                first.pieces = [(indent, lead, BODY, True, theme.INK),
                                (indent + theme.font(BODY, True).size(lead)[0], line[len(lead):], BODY, False,
                                 theme.INK)]
            rows.append(Row(i, 3))
        elif b.kind == "table" and b.note:   # a table the rulebook misses or prints elsewhere
            colour = MARKS.get(b.marker, MARKS["house"])
            added = add_lines(i, b.text, BODY, True, theme.INK, 14, gap_before=6)
            note_w = theme.font(13, True).size(b.note)[0]
            badge = Row(i, theme.font(13, True).get_linesize() + 8, [(22, b.note, 13, True, theme.PAPER, 3)],
                        mark=colour, badge=note_w + 16)
            rows.append(badge)
            table = _table_rows(i, b.rows, width - 14)
            for row in table:
                row.pieces = [(x + 14, *rest) for x, *rest in row.pieces]
                row.grid = [(x + 14, w) for x, w in row.grid]
                row.first = False
            rows.extend(table)
            for row in (*added, badge, *table):
                row.mark = colour
            rows.append(Row(i, 12))
        elif b.kind == "table":
            rows.extend(_table_rows(i, b.rows, width))
            rows.append(Row(i, 10))
        elif b.kind == "styled":   # a line drawn as given (a file that cannot be read): (size, bold, colour)
            size, bold, colour = b.rows
            if b.text:
                add_lines(i, b.text, size, bold, colour, b.level)
            else:
                rows.append(Row(i, size))
    return rows


def _table_rows(block: int, table: list[list[str]], width: int) -> list[Row]:
    """A table's rows: columns as wide as their text needs, shared out when too wide."""
    if not table:
        return []
    cols = max(len(r) for r in table)
    table = [r + [""] * (cols - len(r)) for r in table]
    def size(r_i: int, words: str) -> int:   # the header row is bold, and wider: measured so
        return theme.font(14, r_i == 0).size(words)[0]

    need = [max(size(r_i, r[c]) for r_i, r in enumerate(table)) + 16 for c in range(cols)]
    # a column is never narrower than its longest word (words run together otherwise:
    # "CompartmentSet"), where the width allows it
    floor = [max(size(r_i, w) for r_i, r in enumerate(table) for w in r[c].split() or [""]) + 16
             for c in range(cols)]
    if sum(floor) > width:
        floor = [min(f, 60) for f in floor]
    if sum(need) > width:
        fair = width / cols
        small = sum(n for n in need if n <= fair)
        big = [n for n in need if n > fair]
        room = width - small
        need = [n if n <= fair else max(floor[c], 60, int(room * n / sum(big))) for c, n in enumerate(need)]
        while sum(need) > width and any(n > f for n, f in zip(need, floor)):   # the floors took room: the widest give it back
            c = max(range(cols), key=lambda k: need[k] - floor[k])
            need[c] -= min(need[c] - floor[c], sum(need) - width)
    xs = [sum(need[:c]) for c in range(cols)]
    out = []
    for r_i, cells in enumerate(table):
        bold = r_i == 0
        h = theme.font(14, bold).get_linesize() + 1
        wrapped = [text.wrap(cell, need[c] - 16, 14, bold) for c, cell in enumerate(cells)]
        lines = max(len(w) for w in wrapped)
        pieces = [(xs[c] + 8, line, 14, bold, theme.INK, 4 + k * h)
                  for c, w in enumerate(wrapped) for k, line in enumerate(w) if line]
        out.append(Row(block, lines * h + 8, pieces, grid=[(xs[c], need[c]) for c in range(cols)], first=r_i == 0))
    return out


def _piece_y(row: Row, p: int, y: int) -> int:
    """Where a row's piece is drawn: at its own offset, or on the row's last line."""
    piece = row.pieces[p]
    if len(piece) > 5:
        return y + piece[5]
    return y + row.height - theme.font(piece[2], piece[3]).get_linesize() - 2


_CITED = re.compile(r"^\*\*([^*]+)\*\*:?\s*")


def house_blocks(markdown: str) -> list[rulebook.Block]:
    """A house rules document's blocks: "# " the title, "## "/"### " headings, "- " items
    (an item may open with its rule in bold, "**TaW 6.4.3** ...", kept as the item's
    number), and paragraphs of the lines between them."""
    blocks: list[rulebook.Block] = []
    para: list[str] = []

    def flush():
        if para:
            blocks.append(rulebook.Block("para", " ".join(para)))
            para.clear()

    for raw in markdown.splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("#"):
            flush()
            level = len(line) - len(line.lstrip("#"))
            words = _plain(line.lstrip("#"))
            blocks.append(rulebook.Block("title", words) if level == 1 else
                          rulebook.Block("heading", words, level - 1))
        elif line.startswith("- "):
            flush()
            body = line[2:].strip()
            m = _CITED.match(body)
            rule = m.group(1).strip() if m else ""
            words = f"{rule}: {_plain(body[m.end():])}" if m else _plain(body)
            blocks.append(rulebook.Block("item", words, 0, number=rule))
        elif blocks and blocks[-1].kind == "item" and not para and raw.startswith("  "):
            blocks[-1].text += " " + _plain(line)   # an item's continued line
        else:
            para.append(_plain(line))
    flush()
    return blocks


def _source(path, parse) -> list[rulebook.Block]:
    """A shipped document's blocks; a missing or unreadable one says which file and why."""
    try:
        return parse(resources.read_text(path))
    except resources.DataFileError as exc:
        return [rulebook.Block("styled", str(exc), 0, rows=[BODY, True, theme.BAD])]


# -- the scene -------------------------------------------------------------------------
class RulesScene(Scene):
    opaque = True
    focus_keys = False   # Tab, the arrows and Enter are the reader's own (search, scroll)
    TABS = ("Rulebook", "House rules")

    def __init__(self, app, game_id: str, title: str, at: str | None = None, data=None):
        super().__init__(app)
        self.game_id, self.title = game_id, title
        self.blocks = {
            "Rulebook": _source(resources.rulebook(game_id),
                                lambda words: house_tables.insert(rulebook.parse(words), game_id, data)),
            "House rules": _source(resources.house_rules(game_id), house_blocks),
        }
        self.buttons = ButtonRow([
            Button(pygame.Rect(40, 18, 170, 36), "Rulebook", lambda: self.select("Rulebook")),
            Button(pygame.Rect(218, 18, 230, 36), "House rules", lambda: self.select("House rules")),
        ])
        self.query = ""
        self.matches: list[tuple[int, int, int, int]] = []   # (row, piece, start, end)
        self.current = -1
        self.marked: int | None = None      # the block a citation opened at (a bar beside it)
        self.not_found = ""
        self.hover: int | None = None       # the contents entry under the mouse
        self.contents_top = 0
        self.entries: list = []
        places = getattr(app, "rules_places", None)
        if places is None:
            places = app.rules_places = {}
        self.places = places
        tab, top = places.get(game_id, ("Rulebook", 0))
        tab = tab if tab in self.blocks else "Rulebook"
        self.select(tab, top)
        if at:
            self.open_at(at)

    # -- state ----------------------------------------------------------------------
    def select(self, tab: str, top: int = 0) -> None:
        self.tab = tab
        for b in self.buttons.buttons:
            b.style = "primary" if b.label == tab else "normal"
        self.rows = layout_blocks(self.blocks[tab], DOCUMENT.width - 2 * PAD - 10)
        self.block_row: dict[int, int] = {}
        for r, row in enumerate(self.rows):
            self.block_row.setdefault(row.block, r)
        self.entries = self._contents()
        self.contents_top = 0
        self.top = 0
        self._scroll_to(top)
        self._search()

    @property
    def lines_text(self) -> list[str]:
        """The text of each laid-out row (a table row's cells joined)."""
        return ["  ".join(piece[1] for piece in row.pieces) for row in self.rows]

    def _contents(self) -> list[tuple[int, str, int]]:
        """(block, label, level) for each heading of the shown document."""
        blocks = self.blocks[self.tab]
        return [(i, blocks[i].text, blocks[i].level) for i in rulebook.headings(blocks)]

    def open_at(self, citation: str) -> bool:
        """Scroll to the section a rule citation names; False (and a note) when it has none."""
        if self.tab != "Rulebook":
            self.select("Rulebook")
        found = rulebook.find(self.blocks["Rulebook"], citation)
        if found is None:
            self.not_found = f"{citation} is not a section of this rulebook: shown from the top"
            self.marked = None
            self._scroll_to(0)
            return False
        self.not_found = ""
        self.marked = found
        self._scroll_to(max(0, self.block_row.get(found, 0) - 1))
        return True

    def row_at(self, pos) -> int | None:
        """The laid-out row of the document under a point of the screen."""
        if not DOCUMENT.collidepoint(pos):
            return None
        y = DOCUMENT.top + PAD
        for r in range(self.top, len(self.rows)):
            if y <= pos[1] < y + self.rows[r].height:
                return r
            y += self.rows[r].height
        return None

    def cited_rule_at(self, pos) -> str:
        """The rule a house rule names, when the point is on that rule's words (its first row,
        in bold): a click there opens the Rulebook tab at it. "" elsewhere."""
        if self.tab == "Rulebook":
            return ""
        r = self.row_at(pos)
        if r is None or not self.rows[r].first:
            return ""
        block = self.blocks[self.tab][self.rows[r].block]
        row = self.rows[r]
        if block.kind != "item" or not block.number or len(row.pieces) < 2:
            return ""
        x = pos[0] - DOCUMENT.left - PAD
        lead_x, lead = row.pieces[0][0], row.pieces[0][1]
        inside = lead_x <= x <= lead_x + theme.font(BODY, True).size(lead)[0]
        return block.number if inside and rulebook.PREFIXES.get(self.game_id, "") and \
            block.number.startswith(rulebook.PREFIXES[self.game_id]) else ""

    def jump(self, block: int) -> None:
        self.marked = None
        self._scroll_to(self.block_row.get(block, 0))

    def _fits_from(self, start: int) -> int:
        h, n = 0, 0
        for row in self.rows[start:]:
            if h + row.height > DOCUMENT.height - 2 * PAD + 6:
                break
            h += row.height
            n += 1
        return max(1, n)

    def _last_top(self) -> int:
        h, r = 0, len(self.rows)
        while r > 0 and h + self.rows[r - 1].height <= DOCUMENT.height - 2 * PAD:
            h += self.rows[r - 1].height
            r -= 1
        return r

    def _scroll_to(self, top: int) -> None:
        self.top = max(0, min(self._last_top(), top))
        reading = self.section_at_top()   # keep the section being read in sight in the contents
        if reading is not None:
            shown = [k for k, _rect, _lines in self._entry_rects()]
            if reading not in shown:
                self.contents_top = max(0, reading - 3)

    def _scroll(self, n: int) -> None:
        self._scroll_to(self.top + n)

    def section_at_top(self) -> int | None:
        """The contents entry of the section being read."""
        if not self.rows:
            return None
        block = self.rows[min(self.top + 1, len(self.rows) - 1)].block
        current = None
        for k, (b, _label, _level) in enumerate(self.entries):
            if b <= block:
                current = k
        return current

    # -- search ---------------------------------------------------------------------
    def _search(self) -> None:
        self.matches = []
        q = self.query.lower()
        if q:
            for r, row in enumerate(self.rows):
                for p, (_x, piece, *_rest) in enumerate(row.pieces):
                    low, at = piece.lower(), 0
                    while (at := low.find(q, at)) >= 0:
                        self.matches.append((r, p, at, at + len(q)))
                        at += len(q)
        self.current = -1

    def next_match(self, step: int = 1) -> None:
        if not self.matches:
            return
        if self.current < 0:  # the first match at or after the place being read
            after = [k for k, m in enumerate(self.matches) if m[0] >= self.top]
            self.current = after[0] if after and step > 0 else (len(self.matches) - 1 if step < 0 else 0)
        else:
            self.current = (self.current + step) % len(self.matches)
        row = self.matches[self.current][0]
        if not self.top <= row < self.top + self._fits_from(self.top) - 2:
            self._scroll_to(row - 4)

    def type_text(self, chars: str) -> None:
        self.query = (self.query + chars)[:40]
        self._search()
        if self.matches:
            self.next_match()

    # -- input ----------------------------------------------------------------------
    def close(self) -> None:
        self.places[self.game_id] = (self.tab, self.top)
        self.app.pop()

    def _entry_rects(self) -> list[tuple[int, pygame.Rect, list[str]]]:
        """(entry, rect, wrapped label) of the contents entries shown."""
        out, y = [], CONTENTS.top + 40
        for k in range(self.contents_top, len(self.entries)):
            _block, label, level = self.entries[k]
            indent = 14 * (level - 1)
            size, bold = (14, level == 1)
            lines = text.wrap(label, CONTENTS.width - 36 - indent, size, bold)
            h = len(lines) * (theme.font(size, bold).get_linesize()) + 6
            if y + h > CONTENTS.bottom - 10:
                break
            out.append((k, pygame.Rect(CONTENTS.left + 10 + indent, y, CONTENTS.width - 26 - indent, h), lines))
            y += h
        return out

    def handle(self, event) -> bool:
        if self.buttons.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            hovered = next((k for k, rect, _ in self._entry_rects() if rect.collidepoint(event.pos)), None)
            if hovered != self.hover:
                rects = {k: rect for k, rect, _ in self._entry_rects()}
                redraw.damage(rects.get(self.hover), rects.get(hovered))
                self.hover = hovered
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for k, rect, _ in self._entry_rects():
                if rect.collidepoint(event.pos):
                    self.jump(self.entries[k][0])
            cited = self.cited_rule_at(event.pos)
            if cited:
                self.open_at(cited)
            return True
        if event.type == pygame.MOUSEWHEEL:
            if CONTENTS.collidepoint(mouse_pos()):
                self.contents_top = max(0, min(len(self.entries) - 1, self.contents_top - event.y * 2))
            else:
                self._scroll(-event.y * 3)
            return True
        if event.type == pygame.TEXTINPUT:
            if event.text.isprintable():
                self.type_text(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return True
        key, shift = event.key, event.mod & pygame.KMOD_SHIFT
        page = self._fits_from(self.top) - 2
        if key == pygame.K_ESCAPE:   # closes, as everywhere (the search is cleared for next time)
            if self.query:
                self.query = ""
                self._search()
            self.close()
        elif commands.pressed(event, "rules"):
            self.close()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) or commands.pressed(event, "rules next match"):
            self.next_match(-1 if shift else 1)
        elif key == pygame.K_BACKSPACE:   # Ctrl+Backspace or Delete: the whole search
            self.query = "" if event.mod & pygame.KMOD_CTRL else self.query[:-1]
            self._search()
        elif key == pygame.K_DELETE:
            self.query = ""
            self._search()
        elif key == pygame.K_TAB:
            self.select(self.TABS[1] if self.tab == self.TABS[0] else self.TABS[0])
        elif commands.list_key(event) in ("line down", "line up", "page down", "page up"):
            self._scroll({"line down": 1, "line up": -1, "page down": page, "page up": -page}[commands.list_key(event)])
        elif commands.list_key(event) in ("to the top", "to the end"):
            self._scroll_to(0 if commands.list_key(event) == "to the top" else len(self.rows))
        return True

    def enter(self) -> None:
        pygame.key.start_text_input()

    def exit(self) -> None:
        self.places[self.game_id] = (self.tab, self.top)

    # -- drawing --------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.fill(theme.NIGHT)
        self.buttons.draw(surface)
        room = SEARCH.left - 472   # the game's whole title, smaller if it must be (never cut)
        size = text.fit_size(self.title, room, 20, True, minimum=12)
        text.draw(surface, text.ellipsize(self.title, room, size, True), (460, 36), size, theme.GOLD, True,
                  "midleft")
        self._draw_search(surface)
        self._draw_contents(surface)
        self._draw_document(surface)
        hint = with_keys("Type to find, Enter or {rules next match} for the next match.  Click a section, or a rule "
                         "in bold, to go there.  Wheel, {line up}/{line down}, {page up}/{page down} to scroll.  Tab: "
                         "the other tab.  Delete: clear the search.  {back} or {rules} to close.")
        text.draw(surface, hint, (640, 790), 13, theme.TEXT_DIM, False, "midbottom")

    def _draw_search(self, surface) -> None:
        pygame.draw.rect(surface, (24, 34, 50), SEARCH, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD if self.query else theme.PANEL_EDGE, SEARCH, 2, border_radius=8)
        if self.query:
            count = (f"{self.current + 1} of {len(self.matches)}" if self.matches and self.current >= 0
                     else f"{len(self.matches)} found" if self.matches else "not found")
            count_img = text.render(count, 13, theme.TEXT_DIM)
            room = SEARCH.width - 30 - count_img.get_width()
            shown = text.ellipsize(f"Find: {self.query}", room, 15)
            text.draw(surface, shown, (SEARCH.left + 12, SEARCH.centery), 15, theme.TEXT, False, "midleft")
            surface.blit(count_img, count_img.get_rect(midright=(SEARCH.right - 10, SEARCH.centery)))
        else:
            text.draw(surface, "Find: type a word", (SEARCH.left + 12, SEARCH.centery), 15, theme.TEXT_DIM,
                      False, "midleft")

    def _draw_contents(self, surface) -> None:
        panel(surface, CONTENTS, theme.PANEL, theme.PANEL_EDGE, 10)
        text.draw(surface, "Contents", (CONTENTS.left + 14, CONTENTS.top + 12), 16, theme.GOLD, True)
        reading = self.section_at_top()
        for k, rect, lines in self._entry_rects():
            _block, _label, level = self.entries[k]
            if k == reading:
                pygame.draw.rect(surface, (52, 70, 96), rect.inflate(6, 0), border_radius=5)
            if k == self.hover:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 0), 1, border_radius=5)
            y = rect.top + 3
            for line in lines:
                text.draw(surface, line, (rect.left, y), 14, theme.TEXT if level == 1 else theme.TEXT_DIM, level == 1)
                y += theme.font(14, level == 1).get_linesize()
        if len(self.entries) > 0 and (self.contents_top > 0 or len(self._entry_rects()) < len(self.entries)):
            shown = len(self._entry_rects())
            track = CONTENTS.height - 52
            bar_h = max(24, track * shown // len(self.entries))
            bar_y = CONTENTS.top + 40 + (track - bar_h) * self.contents_top // max(1, len(self.entries) - shown)
            pygame.draw.rect(surface, theme.PANEL_EDGE, (CONTENTS.right - 9, bar_y, 5, bar_h), border_radius=3)

    def _draw_document(self, surface) -> None:
        panel(surface, DOCUMENT, theme.PAPER, theme.PAPER_DARK, 10)
        left, y = DOCUMENT.left + PAD, DOCUMENT.top + PAD
        if self.not_found:
            text.draw(surface, self.not_found, (left, DOCUMENT.top + 4), 13, theme.BAD, True)
        current = self.matches[self.current] if 0 <= self.current < len(self.matches) else None
        by_row: dict[int, list] = {}
        for k, m in enumerate(self.matches):
            by_row.setdefault(m[0], []).append((k, m))
        bottom = DOCUMENT.bottom - PAD + 6
        for r in range(self.top, len(self.rows)):
            row = self.rows[r]
            if y + row.height > bottom:
                break
            if row.block == self.marked:
                pygame.draw.rect(surface, RULE_BAR, (DOCUMENT.left + 6, y, 5, row.height))
            if row.mark:   # an added table: a bar in its colour, and its badge
                pygame.draw.rect(surface, row.mark, (left, y, 5, row.height))
                if row.badge:
                    pygame.draw.rect(surface, row.mark, (left + 14, y + 2, row.badge, row.height - 4), border_radius=5)
            if row.grid:
                top_y = y
                for gx, gw in row.grid:
                    pygame.draw.rect(surface, theme.PAPER_DARK, (left + gx, top_y, gw, row.height), 1)
            for k, m in by_row.get(r, ()):
                _r, p, start, end = m
                x, piece, size, bold = row.pieces[p][:4]
                f = theme.font(size, bold)
                hx = left + x + f.size(piece[:start])[0]
                hw = f.size(piece[start:end])[0]
                pygame.draw.rect(surface, CURRENT_MATCH if m == current else MATCH,
                                 (hx, _piece_y(row, p, y), hw, f.get_linesize()), border_radius=3)
            for p, (x, piece, size, bold, colour, *_dy) in enumerate(row.pieces):
                if piece:
                    text.draw(surface, piece, (left + x, _piece_y(row, p, y)), size, colour, bold)
            y += row.height
        total = max(1, len(self.rows))
        shown = self._fits_from(self.top)
        if shown < total:
            track = DOCUMENT.height - 20
            bar_h = max(30, track * shown // total)
            bar_y = DOCUMENT.top + 10 + (track - bar_h) * self.top // max(1, self._last_top())
            pygame.draw.rect(surface, theme.PAPER_DARK, (DOCUMENT.right - 12, bar_y, 6, bar_h), border_radius=3)
