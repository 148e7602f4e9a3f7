"""Helpers for the Thunderbirds tests: a scripted generator and a Wimpy ready to fly."""
from game import games
from game.session.game import Game
from house import rules as house_rules

RULES = house_rules("thunderbirds")


class ScriptedRng:
    """The Rng interface with fixed results: d10/d6 faces in order, choices by value."""

    def __init__(self, dice=(), picks=()):
        self.dice = list(dice)
        self.picks = list(picks)
        self.draws = 0
        self.seed = 0

    def randint(self, low, high):
        self.draws += 1
        value = self.dice.pop(0)
        assert low <= value <= high, (value, low, high)
        return value

    def die(self, sides=6):
        return self.randint(1, sides)

    def choice(self, items):
        self.draws += 1
        items = list(items)
        if self.picks and self.picks[0] in items:
            return self.picks.pop(0)
        return items[0]

    def shuffle(self, items, kind=""):
        self.draws += 1

    def sample(self, items, k):
        self.draws += 1
        return list(items)[:k]


ESSEN_PATH = ["3,2", "4,2", "4,3", "5,4", "6,4", "5,4", "4,3", "3,3", "3,2", "2,2"]


def prepare(target="Essen", path=ESSEN_PATH, crew="gunner,aimer,navigator,engineer",
            points="points cqp:gun,aim,nav pdp:man,reroll,disc", options=None, sky=(3, 3), data_set=None):
    """A game ready to fly: target, average conditions (d10 3 and 3), crew, points, path."""
    opts = {"campaign": "single mission", "target_method": "choice", "crew_quality": 3}
    opts.update(options or {})
    rules = RULES if data_set is None else games.rules_for("thunderbirds", None, data_set)  # a player's set
    game = Game(rules, 1, opts)
    game.play(f"target {target}")
    game.state.rng = ScriptedRng(list(sky))
    game.play("conditions")
    game.play(f"crew {crew}")
    game.play(points)
    for p in path:
        game.play(f"path {p}")
    return game


def texts(events):
    return [e.text for e in events]


PREFER = ("land", "fly", "jettison", "next")


def greedy(game, r):
    """A mildly greedy random policy: short flight paths, every point taken, fly on and land
    when possible (70%), otherwise any legal action."""
    from game.rules.thunderbirds.steps import board
    acts = game.legal_actions()
    st = game.state
    if st.phase == "plan":
        b = board(st)
        reached = any(m.leg == "targetbound" and m.cell == st.target_cell for m in st.path)
        cands = [a for a in acts if a.where != "reset"]
        if not cands:
            return acts[0]

        def cost(a):
            c = b.karmoy if a.where == "karmoy" else a.cell
            return b.distance(c, b.home) if reached else b.distance(c, st.target_cell)
        return min(cands, key=cost) if r.random() < 0.8 else r.choice(cands)
    if st.phase == "points":
        return max(acts, key=lambda a: (len(a.cqp), len(a.pdp), r.random()))
    names = [str(a) for a in acts]
    if r.random() < 0.7:
        for p in PREFER:
            if p in names:
                return acts[names.index(p)]
    return r.choice(acts)


def let_stand(game, label):
    """The pilot lets a table roll stand when a Reroll could change it (6.4.2[1] "1 Reroll of any
    die roll, including Luftwaffe and flak rolls"): the decision waits for him, he accepts."""
    pending = game.state.pending
    assert pending["kind"] == "reroll" and pending["label"].startswith(label), pending
    return game.play("accept")
