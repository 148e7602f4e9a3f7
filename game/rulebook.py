"""A rulebook's text as a document: headings, paragraphs, list items and tables.

The shipped rulebooks (assets/rulebooks/<game id>.txt) are plain text in five shapes: a
contents list of bullets (Thunderbirds, Steam Torpedo, Carrier Strike), numbered
sections (The Same 4 Cats, Thunderbirds), or neither (Battaglia Navale, whose headings are
short lines). ``parse`` turns any of them into blocks, and ``find`` turns a rule citation
as the games write it ("TaW 6.4.3", "S4C 4.2", "BN Aircraft", "CS Planes 3",
"ST Using the Crew A") into the block to open at. No pygame here: the reader scene
(game/scenes/rules_ref.py) draws the blocks.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .rules.registry import GAMES

PREFIXES = {g.id: g.prefix for g in GAMES.values()}   # game id -> its rule citations' prefix ("S4C")
_ANY_PREFIX = "|".join(map(re.escape, PREFIXES.values()))

# A cited section name that is not the start of its heading's words: each game's own (its
# descriptor's ``aliases``), by prefix.
ALIASES = {g.prefix: g.aliases for g in GAMES.values() if g.aliases}

_NUMBERED = re.compile(r"^\[?(\d+\.\d+(?:\.\d+)*(?:\[\d+\])?)\]?\s+(\S.*)$")
_BULLET = re.compile(r"^(\s*)(?:[•*-]|\d+\.)\s+(.*)$")
_CITATION = re.compile(rf"\b({_ANY_PREFIX}) ([^(),;\n]+)")


@dataclass
class Block:
    kind: str                 # "title", "heading", "para", "item", "table"
    text: str = ""
    level: int = 0            # heading level (1 top) or list indent (0, 1, ...)
    number: str = ""          # a rule number the block starts with ("6.4.3", "7.1.2[3]")
    rows: list = field(default_factory=list)   # a table's rows of cells (the first: header)
    marker: str = ""          # a list item's own number ("3.") or a bullet; an added table's mark ("house", "moved")
    note: str = ""            # an added table's words: "House data: ..." or "Moved here from ..." (game/house_tables.py)


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", s.strip().lower())


def _contents(lines: list[str]) -> tuple[dict[str, int], int]:
    """The contents list's entries (text -> level) and the index of the body's first line."""
    entries: dict[str, int] = {}
    start = 0
    i = 0
    while i < len(lines):
        if lines[i].strip() == "Table of Contents":
            j = i + 1
            while j < len(lines) and (not lines[j].strip() or lines[j].strip() == "Table of Contents"):
                j += 1
            while j < len(lines):
                m = _BULLET.match(lines[j])
                if m and lines[j].lstrip()[:1] in "•*-":
                    entries.setdefault(_norm(m.group(2)), 1 + len(m.group(1)) // 2)
                elif lines[j].strip():
                    break
                j += 1
            start = j
            i = j
        else:
            i += 1
    if entries:  # the outermost entries are level 1
        top = min(entries.values()) - 1
        entries = {k: v - top for k, v in entries.items()}
    return entries, start


def _title(lines: list[str]) -> str:
    for line in lines:
        if "Rulebook" in line and len(line) < 120 and "thumbnail" not in line and line.strip() != "Rulebook":
            return line.strip().removesuffix(" Rulebook")
    return lines[0].strip() if lines else ""


def _plain_heading(line: str, following: str) -> bool:
    """A short line that reads as a heading, in a rulebook without a contents list."""
    s = line.strip()
    return (0 < len(s) < 60 and s[0].isupper() and s[-1] not in ".:;,!?" and not s.startswith("|")
            and len(following.strip()) > len(s))


_UNSHOWN = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+")


def shown(line: str) -> str:
    """A line without the Japanese the transcriptions keep beside English names (the
    shipped font has no such letters): "Medal table (勲章表)." -> "Medal table."."""
    if not _UNSHOWN.search(line):
        return line
    out = _UNSHOWN.sub("", line)
    out = re.sub(r"\(\s*,\s*", "(", out)
    out = re.sub(r"\s*\(\s*\)", "", out)
    return re.sub(r"\s+([.,;:])", r"\1", out)


def parse(text: str) -> list[Block]:
    lines = [shown(line) for line in text.splitlines()]
    contents, start = _contents(lines)
    blocks = [Block("title", _title(lines), 1)]
    body = lines[start:]
    i = 0
    while i < len(body):
        raw = body[i].rstrip()
        s = raw.strip()
        if not s:
            i += 1
            continue
        if s.startswith("|"):
            rows = []
            while i < len(body) and body[i].strip().startswith("|"):
                cells = [c.strip() for c in body[i].strip().strip("|").split("|")]
                if not all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                    rows.append(cells)
                i += 1
            blocks.append(Block("table", rows=rows))
            continue
        following = next((x for x in body[i + 1:] if x.strip()), "")
        numbered = _NUMBERED.match(s)
        if _norm(s) in contents:
            number = numbered.group(1) if numbered else ""
            blocks.append(Block("heading", s, contents[_norm(s)], number))
        elif numbered and len(numbered.group(2)) < 70 and not s.endswith((".", ":")) and "[" not in numbered.group(1):
            number = numbered.group(1)
            level = 1 if number.endswith(".0") else number.count(".") + 1
            blocks.append(Block("heading", s, level, number))
        elif numbered:
            blocks.append(Block("para", s, 0, numbered.group(1)))
        elif not contents and not any(b.kind == "heading" and b.number for b in blocks) and _plain_heading(s, following) \
                and not _BULLET.match(raw):
            blocks.append(Block("heading", s, 1))
        elif _BULLET.match(raw):
            m = _BULLET.match(raw)
            marker = raw.strip().split()[0]
            blocks.append(Block("item", m.group(2).strip(), len(m.group(1)) // 2, marker=marker))
        else:
            blocks.append(Block("para", s))
        i += 1
    return blocks


def headings(blocks: list[Block]) -> list[int]:
    return [i for i, b in enumerate(blocks) if b.kind == "heading"]


def citations(text: str) -> list[str]:
    """The rule citations in a text, e.g. "refused (TaW 6.4.3)" -> ["TaW 6.4.3"]."""
    return [f"{m.group(1)} {m.group(2).strip()}" for m in _CITATION.finditer(text)]


_GROUP = re.compile(r"\s*\(([^()]*)\)([.!?]?)\s*$")   # a parenthesised group ending a line
_BARE = re.compile(r"^(?:Table \w+(?: NOTE)?|\d+(?:\.\d+)+(?:\[\d+\])*)$")  # Thunderbirds' own "(7.1.2[3])"


def is_citation(inside: str) -> bool:
    """The words inside a parenthesis cite rules: "BN Fire", "TaW 7.3", "7.1.2[3], 8.3", "Table 5a, 8.2.2"."""
    parts = [p.strip() for p in inside.split(",") if p.strip()]
    return bool(parts) and (bool(_CITATION.match(parts[0]))
                            or all(_BARE.match(p) or _CITATION.match(p) for p in parts))


def split_cited(line: str) -> tuple[str, str]:
    """A line and the rule citation that ends it, apart: "Not allowed: x (BN Fire)" ->
    ("Not allowed: x", "(BN Fire)"); a full stop after the citation stays with the sentence.
    No citation at the end: (line, "")."""
    cites = []
    sentence = line
    stop = ""
    while True:
        m = _GROUP.search(sentence)
        if not m or not is_citation(m.group(1)) or not sentence[:m.start()].strip():
            break
        cites.insert(0, f"({m.group(1)})")
        stop = stop or m.group(2)
        sentence = sentence[:m.start()]
    return (sentence + stop, " ".join(cites)) if cites else (line, "")


def cited_rule(cite: str, game_id: str) -> str | None:
    """The rule a citation opens the reader at: its first rule with the game's prefix
    ("(7.1.2[3])" in Thunderbirds -> "TaW 7.1.2[3]"), or None."""
    found = citations(cite)
    if found:
        return found[0]
    prefix = PREFIXES.get(game_id)
    for part in cite.strip("() ").split(","):
        part = part.strip()
        if prefix and _BARE.match(part) and not part.startswith("Table"):
            return f"{prefix} {part}"
        if prefix and part.startswith("Table"):
            return f"{prefix} {part}"
    return None


def find(blocks: list[Block], citation: str) -> int | None:
    """The index of the block a citation points at ("TaW 6.4.3", "CS Planes 3"), or None."""
    m = re.match(rf"^({_ANY_PREFIX}) (.+)$", citation.strip())
    if not m:
        return None
    prefix, rest = m.groups()
    rest = re.split(r'[:"]', rest)[0].strip()   # what follows a colon or a quote is a remark
    words = rest.split()
    while words:   # "BN Movement table" -> "BN Movement", "TaW Table 4 NOTE" -> "TaW Table 4"
        found = _find(blocks, prefix, " ".join(words))
        if found is not None:
            return found
        words = words[:-1]
    return None


def _find(blocks: list[Block], prefix: str, rest: str) -> int | None:
    num = re.match(r"^(\d+(?:\.\d+)*)((?:\[\d+\])*)", rest)
    if num:  # a rule number: the block that carries it, else the nearest enclosing one
        parts = num.group(1) + num.group(2)   # dropped from the end until a block carries it
        while parts:
            for i, b in enumerate(blocks):
                if b.number and (b.number == parts or b.number == parts + ".0"):
                    return i
            if "[" in parts:
                parts = parts[: parts.rindex("[")]
            elif "." in parts:
                parts = parts.rsplit(".", 1)[0]
            else:
                for i, b in enumerate(blocks):
                    if b.number and b.number.split(".")[0] == parts:
                        return i
                return None
        return None
    if rest.lower().startswith("table"):
        for i, b in enumerate(blocks):
            if b.kind == "heading" and re.match(re.escape(_norm(rest)) + r"\b", _norm(b.text)):
                return i
        return None
    words = rest.split()
    item = None
    if words and re.fullmatch(r"\d+(-\d+)?|[A-Z]", words[-1]) and len(words) > 1:
        item, words = words[-1], words[:-1]
    name = " ".join(words)
    alias = ALIASES.get(prefix, {}).get(name.lower())
    found = None
    for i, b in enumerate(blocks):
        if b.kind != "heading":
            continue
        head = _norm(b.text)
        if alias and head == _norm(alias):
            found = i
            break
        if found is None and (head == _norm(name) or head.startswith(_norm(name) + " ") or head.startswith(_norm(name))):
            found = i
    if found is None:
        for i, b in enumerate(blocks):
            if b.kind == "heading" and _norm(name) in _norm(b.text):
                found = i
                break
    if found is not None and item and re.fullmatch(r"\d+(-\d+)?", item):
        first = item.split("-")[0]
        for j in range(found + 1, len(blocks)):
            if blocks[j].kind == "heading":
                break
            if blocks[j].marker == f"{first}." or blocks[j].text.startswith(f"{first}. "):
                return j
    return found
