"""Colours anyone can tell apart (issue 35): each game's marks drawn under each colour-vision
palette, the colour-vision deficiency simulated on the pixels, and every pair of marks that
mean different things still told apart.

The simulation is Machado, Oliveira and Fernandes, "A Physiologically-based Model for
Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009: their matrices for protanopia,
deuteranopia and tritanopia at severity 1.0, applied to linear sRGB. The measure (written in
docs/DRAWING.md, "Colours anyone can tell apart"): two pictures of marks are told apart when,
seen through the simulation, at least 60 pixels differ in CIELAB lightness L* by 20 or more
(a shape or pattern of one that the other lacks, against what lies under it, or the whole mark
lighter or darker). Marks that differ by hue alone fail it.
The normal and high-contrast palettes are held to it under each of the three deficiencies; each
deficiency's palette under its own.
"""
from functools import lru_cache

import pygame
import pytest

from game import launch
from game.app import App
from game.scenes.open_game import scene_for
from game.settings import Settings
from game.ui import palette, theme
from game.ui.png import save as save_png

MACHADO = {   # severity 1.0, linear RGB (Machado et al. 2009, table 1)
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
SEEN_BY = {"normal": tuple(MACHADO), "high contrast": tuple(MACHADO),
           "deuteranopia": ("deuteranopia",), "protanopia": ("protanopia",), "tritanopia": ("tritanopia",)}
L_STEP = 20        # CIELAB L* apart ...
FEWEST = 60        # ... on at least this many pixels (a 2-pixel line 30 long; the pictures are 120 x 76)


def _linear(c: int) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


@lru_cache(maxsize=None)
def lightness(rgb: tuple, deficiency: str) -> float:
    """CIELAB L* of an sRGB colour as seen with the deficiency (Machado 2009, severity 1)."""
    lin = [_linear(c) for c in rgb]
    m = MACHADO[deficiency]
    r, g, b = (min(1.0, max(0.0, sum(m[i][k] * lin[k] for k in range(3)))) for i in range(3))
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return 116 * y ** (1 / 3) - 16 if y > 216 / 24389 else y * 24389 / 27


def flat(picture: pygame.Surface) -> list:
    """The picture over the legend's panel, as (r, g, b) per pixel."""
    out = pygame.Surface(picture.get_size())
    out.fill(theme.PANEL)
    out.blit(picture, (0, 0))
    raw = pygame.image.tobytes(out, "RGB")
    return list(zip(raw[0::3], raw[1::3], raw[2::3]))


def told_apart(a: pygame.Surface, b: pygame.Surface, deficiency: str) -> tuple[bool, str]:
    """Whether two pictures of marks stay apart through the simulated deficiency (the measure)."""
    differ = [(p, q) for p, q in zip(flat(a), flat(b)) if p != q]
    apart = sum(1 for p, q in differ if abs(lightness(p, deficiency) - lightness(q, deficiency)) >= L_STEP)
    ok = apart >= FEWEST
    return ok, f"{apart} of {len(differ)} differing pixels {L_STEP}+ L* apart"


# -- what each game draws, in pairs of different meanings ----------------------------------------
def _on(size=(120, 76), fill=(29, 95, 138)):
    s = pygame.Surface(size)
    s.fill(fill)
    return s


def _cs_carrier(side):
    from game.scenes.carrier_strike import art
    s = _on()
    art.draw_carrier(s, (60, 38), 0.0, 28, side, "")
    return s


def _cs_plane(side):
    from game.scenes.carrier_strike import art
    s = _on()
    art.draw_plane(s, (60, 38), 0.0, 40, side)
    return s


def _bn_ship(seat):
    from game.scenes.battaglia_navale import art
    s = _on(fill=art.SEA_TOP)
    img = art.ship_surface("I", seat, 3, 22, "h", "E")
    s.blit(img, img.get_rect(center=(60, 38)))
    return s


def _st_token(faction):
    from game.scenes.steam_torpedo import art
    s = _on(fill=(40, 46, 56))
    art.crew_token(s, (60, 38), art.side_colour(faction), "1", True)
    return s


# game id -> (its scene's legend terms in pairs, (name, draw a, draw b) for seats)
PAIRS = {
    "same4cats": [("result-hit", "result-miss"), ("result-hit", "result-abort"), ("result-miss", "result-down")],
    "battaglia-navale": [("hit-mark", "miss-mark"), ("destination-square", "target-square"),
                         ("selected-square", "target-square"), ("movable-square", "target-square")],
    "steam-torpedo": [("highlight-move", "highlight-act"), ("highlight-move", "highlight-use"),
                      ("highlight-act", "highlight-use"), ("highlight-use", "highlight-can"),
                      ("highlight-swap", "highlight-picked")],
    "thunderbirds": [("route-targetbound", "route-homebound"), ("highlight-hex", "target-ring"),
                     ("flak-green", "flak-yellow"), ("flak-yellow", "flak-red"), ("flak-green", "flak-red"),
                     ("path-marker", "path-marker-home"), ("path-event", "path-no-event")],
    "carrier-strike": [("selectable", "selected"), ("reach-one", "reach-more"), ("waters-red", "waters-yellow"),
                       ("reach-one", "run-spot"), ("dogfight-range", "dogfight-target")],
}
SEATS = {
    "carrier-strike": [("carriers", lambda: _cs_carrier("red"), lambda: _cs_carrier("yellow")),
                       ("planes", lambda: _cs_plane("red"), lambda: _cs_plane("yellow"))],
    "battaglia-navale": [("fleets", lambda: _bn_ship(0), lambda: _bn_ship(1))],
    "steam-torpedo": [("crews", lambda: _st_token("talion"), lambda: _st_token("rochelle"))],
}


@pytest.fixture(scope="module")
def scenes():
    """One scene of each game, to draw its legend's pictures (the palettes are switched under it)."""
    app = App(Settings(animation="off"), headless=True)
    out = {gid: scene_for(app, launch.new_game(gid, seed=1)) for gid in PAIRS}
    yield out
    palette.use("normal")


def pictures(scene, gid):
    """(pair name, picture a, picture b) of the game's pairs, drawn in the palette in use."""
    for a, b in PAIRS[gid]:
        yield f"{a} / {b}", scene.legend_picture(a, (120, 76)), scene.legend_picture(b, (120, 76))
    for name, draw_a, draw_b in SEATS.get(gid, ()):
        yield name, draw_a(), draw_b()


def sheet(rows) -> pygame.Surface:
    """The pairs side by side, one row each: what the test looked at, as a PNG."""
    out = pygame.Surface((250, 80 * max(1, len(rows))))
    out.fill(theme.PANEL)
    for i, (_, a, b) in enumerate(rows):
        out.blit(a, (2, 2 + 80 * i))
        out.blit(b, (128, 2 + 80 * i))
    return out


def failures(scene, gid, name, tmp_path) -> list[str]:
    palette.use(name)
    rows = list(pictures(scene, gid))
    save_png(sheet(rows), str(tmp_path / f"{gid}-{name.replace(' ', '-')}.png"))
    out = []
    for pair, a, b in rows:
        for deficiency in SEEN_BY[name]:
            ok, why = told_apart(a, b, deficiency)
            if not ok:
                out.append(f"{gid}, {name} palette, seen with {deficiency}: {pair}: {why}")
    return out


@pytest.mark.parametrize("name", palette.NAMES)
def test_every_pair_of_marks_is_told_apart_in_every_palette(scenes, name, tmp_path):
    bad = [line for gid, scene in scenes.items() for line in failures(scene, gid, name, tmp_path)]
    assert not bad, "\n".join(bad)


def test_two_seats_made_the_same_colour_are_caught(scenes, tmp_path, monkeypatch):
    """The check can fail: Yellow's carriers and planes painted in Red's colours are no longer
    told apart (the waters still are: their names differ)."""
    for role in ("yellow", "yellow dark", "yellow ink"):
        monkeypatch.setitem(palette.NORMAL, f"cs {role}", palette.NORMAL[f"cs {role.replace('yellow', 'red')}"])
    palette.use("protanopia")
    palette.use("normal")   # (bound again from the changed table)
    try:
        bad = failures(scenes["carrier-strike"], "carrier-strike", "normal", tmp_path)
        assert any(": carriers:" in line for line in bad) and any(": planes:" in line for line in bad), bad
        assert not any("waters" in line for line in bad), bad
    finally:
        monkeypatch.undo()
        palette.use("protanopia")
        palette.use("normal")


def test_hue_alone_fails_the_measure():
    """Two rings of one shape, red and green of about the same lightness: not told apart by a
    deuteranope; one hatched in a light tint of its colour is."""
    a, b = _on(), _on()
    pygame.draw.circle(a, (200, 80, 60), (60, 38), 24, 4)
    pygame.draw.circle(b, (90, 150, 60), (60, 38), 24, 4)
    assert not told_apart(a, b, "deuteranopia")[0]
    for x in range(30, 90, 8):
        pygame.draw.line(b, (172, 202, 157), (x, 10), (x + 20, 66), 2)
    assert told_apart(a, b, "deuteranopia")[0]


def test_screenshot_takes_a_palette_by_name(tmp_path):
    """`--screenshot OUT GAME --palette NAME` draws the game in that palette (high-contrast with a
    hyphen, as a shell writes it); an unknown name is one line naming the palettes."""
    from cli_in_process import sortie
    shots = {}
    try:
        for name in ("high-contrast", "normal"):   # (the process is left drawing in the normal one)
            out = tmp_path / f"cs-{name}.png"
            r = sortie("--screenshot", out, "carrier-strike", "--palette", name)
            assert r.returncode == 0, r.stderr
            shot = pygame.image.load(str(out))
            shots[name] = {shot.get_at((x, y))[:3] for x in range(0, 880, 2) for y in range(380, 460)}  # the edges
    finally:
        palette.use("normal")
    red = palette.colour("cs red", "high contrast")
    assert red in shots["high-contrast"] and red not in shots["normal"]
    assert palette.colour("cs red", "normal") in shots["normal"]
    bad = sortie("--screenshot", tmp_path / "x.png", "carrier-strike", "--palette", "sepia")
    assert bad.returncode == 2 and bad.stderr.strip() == (
        "sortie: --palette sepia: no such palette; one of normal, deuteranopia, protanopia, tritanopia, high-contrast")
