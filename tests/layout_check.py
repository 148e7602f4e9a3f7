"""Layout checks over the lines a frame drew (game.ui.text's recording): no two lines
overlap, none lies outside its panel, none is shortened or left out for want of room."""
from __future__ import annotations

from game.ui import text

# a toast lies over the log (its place, game_scene.GameScene.toast_area) and over pictures
# drawn under the text (watermarks); it must cover no other text
UNDER_TOASTS = ("log", "background")


def _ink(drawn):
    """The part of a line's rectangle its letters fill: a font's line box has room above
    the capitals and below the descenders, which neighbouring lines may share (a picture
    fills its box)."""
    rect = drawn.rect
    if drawn.picture:
        return rect
    pad = max(1, rect.height // 5)
    return rect.inflate(-2, -2 * pad)


def _compared(a, b) -> bool:
    if a.layer == b.layer:
        return True
    pair = {a.layer, b.layer}
    if "toast" in pair:
        other = (pair - {"toast"}).pop()
        return other not in UNDER_TOASTS and not other.startswith("surface")
    return False


def _crosses(line, box) -> bool:
    """The line is partly in the panel and partly out of it."""
    ink = _ink(line)
    return ink.colliderect(box) and not box.contains(ink)


def problems(drawn) -> list[str]:
    out = []
    drawn = [d for d in drawn if d.layer != "shaded"]   # under a dialog's shade
    panels = [d.rect for d in drawn if d.layer == "panel" and d.rect.width >= 120 and d.rect.height >= 60]
    drawn = [d for d in drawn if d.layer != "panel"]
    for d in drawn:
        if d.layer in ("screen", "background") and not d.picture:
            crossed = next((p for p in panels if _crosses(d, p)), None)
            if crossed is not None:
                out.append(f"across the edge of the panel ({crossed.x},{crossed.y} {crossed.w}x{crossed.h}): {d}")
    for d in drawn:
        if d.cut:
            out.append(f"cut: {d}")
        if not d.box.inflate(2, 2).contains(d.rect):
            out.append(f"outside its panel: {d}")
    inks = [(_ink(d), d) for d in drawn]
    for i, (a, da) in enumerate(inks):
        for b, db in inks[i + 1:]:
            if (a.colliderect(b) and _compared(da, db)
                    and not (da.text == db.text and abs(a.x - b.x) <= 3 and abs(a.y - b.y) <= 3)):
                out.append(f"overlap: {da} / {db}")
    return out


def frame_lines(app) -> list:
    """Draw a whole frame afresh: the lines it drew (game.ui.text.Drawn)."""
    text.start_recording()
    try:
        app.changed()
        app.step(0)
    finally:
        drawn = text.stop_recording()
    return drawn


def frame_problems(app) -> list[str]:
    """Draw a whole frame afresh and check what it drew."""
    drawn = frame_lines(app)
    assert drawn, "the frame drew no text at all"
    return problems(drawn)
