"""What the odds tests share (issue 15): seeded games that reach a chance decision, a die that
shows one face, and a button's second line read back from a PNG."""
import random

import pygame

from game.session.game import Game
from game.ui import theme
from game.ui.png import save as save_png


def saved(app, tmp_path, name):
    """The app's screen written to a real PNG and loaded back."""
    out = tmp_path / name
    save_png(app.screen, str(out))
    return pygame.image.load(str(out))


def gold_pixels(img, rect):
    """Pixels near the theme's gold (a button's second line) inside rect."""
    g = theme.GOLD
    n = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            c = img.get_at((x, y))
            if abs(c[0] - g[0]) + abs(c[1] - g[1]) + abs(c[2] - g[2]) < 90:
                n += 1
    return n


def sublabel_rect(button):
    """The lower half of a button, where its second line is drawn."""
    r = button.rect
    return pygame.Rect(r.left + 4, r.centery + 2, r.width - 8, r.height // 2 - 4)


class Face:
    """The Rng interface giving one face to every roll (randint) of the step under test."""

    def __init__(self, face):
        self.face, self.draws = face, 0

    def randint(self, low, high):
        self.draws += 1
        return low + (self.face - low) % (high - low + 1)

    def die(self, sides=6):
        return self.randint(1, sides)

    def reveal(self):
        self.draws += 1

    def choice(self, items):  # later draws (damage counters...) do not matter to the roll under test
        self.draws += 1
        return list(items)[0]

    def shuffle(self, items, kind=""):
        self.draws += 1


def play_until(rules, seed, found, moves=3000, options=None, what="such a position"):
    """A seeded game played at random (one move drawn from ``random.Random(seed)`` each time)
    until ``found(game)`` answers something; the game and that answer."""
    g = Game(rules, seed, options)
    r = random.Random(seed)
    for _ in range(moves):
        got = found(g)
        if got:
            return g, got
        legal = g.legal_actions()
        if g.outcome() is not None or not legal:
            break
        g.play(r.choice(legal))
    raise AssertionError(f"no {what} in seed {seed}")


def most(actions, field):
    """The action with the most units (or planes) among ``actions``, None if there are none."""
    return max(actions, key=lambda a: len(getattr(a, field)), default=None)


def tb_decision(seed, kind, key=None, moves=600):
    """A seeded random Thunderbirds game played until the pilot decides a ``kind`` with a skill check."""
    from house import rules as house_rules
    RULES = house_rules("thunderbirds")

    def found(g):
        st = g.state
        return (st.phase == "decide" and st.pending["kind"] == kind and st.agenda[0].get("do") == "check"
                and key in (None, st.agenda[0].get("key")))
    return play_until(RULES, seed, found, moves, what=f"{kind} decision")[0]


def bn_fire(seed, options=None, own=False):
    """A Battaglia Navale game played until the side to move can fire; the game and its fire with
    the most units. ``own``: a fire whose square also holds the firer's ships."""
    from game.rules.battaglia_navale import odds
    from house import rules as house_rules
    RULES = house_rules("battaglia-navale")
    from game.rules.battaglia_navale import actions as A

    def found(g):
        fires = [a for a in g.legal_actions() if isinstance(a, A.Fire)]
        if own:
            fires = [a for a in fires if odds.scoring_cells(g.state, g.to_move(), a.target, "fire")[1]]
        return most(fires, "units")
    return play_until(RULES, seed, found, options=options, what="fire")


def bn_anti_aircraft(seed):
    """A Battaglia Navale game played until anti-aircraft fire is possible; the one with the most units."""
    from house import rules as house_rules
    RULES = house_rules("battaglia-navale")
    from game.rules.battaglia_navale import actions as A
    return play_until(RULES, seed, lambda g: most([a for a in g.legal_actions() if isinstance(a, A.AntiAircraft)],
                                                  "units"), what="anti-aircraft fire")


def bn_raid(seed):
    """A Battaglia Navale game played until an air raid is possible; the raid with the most planes."""
    from house import rules as house_rules
    RULES = house_rules("battaglia-navale")
    from game.rules.battaglia_navale import actions as A
    return play_until(RULES, seed, lambda g: most([a for a in g.legal_actions() if isinstance(a, A.Raid)], "planes"),
                      what="air raid")


def cs_declaration(seed, wanted):
    """A Carrier Strike game played until a declaration ``wanted(game, action)`` is legal; the
    game and the first such declaration."""
    from house import rules as house_rules
    RULES = house_rules("carrier-strike")
    return play_until(RULES, seed, lambda g: next((a for a in g.legal_actions() if wanted(g, a)), None), 6000,
                      what="such declaration")


def cs_dogfight(seed):
    """A Carrier Strike game played until a dogfight may be declared (without a torpedo fired first)."""
    from game.rules.carrier_strike import actions as A
    return cs_declaration(seed, lambda g, a: isinstance(a, A.DeclareDogfight) and not a.fire)


def st_attack(seed):
    """A Steam Torpedo game played until the side to move may attack; the game and its attacking
    activations (ST Attack Results)."""
    from game.rules.steam_torpedo import odds
    from house import rules as house_rules
    RULES = house_rules("steam-torpedo")
    return play_until(RULES, seed, lambda g: [a for a in g.legal_actions()
                                              if odds.attack_preview(g.state, a) is not None], 600, what="attack")
