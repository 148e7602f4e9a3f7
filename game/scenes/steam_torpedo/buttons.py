"""Steam Torpedo: the choices panel's buttons, rebuilt from the legal actions and the scene's
selection (a pick under way, the swap, the planned manoeuvre, a reaction, a damage decision).
"""
from __future__ import annotations

import pygame

from ...rules.steam_torpedo import actions as A
from ...rules.steam_torpedo import odds
from ...rules.steam_torpedo.crew import speed as speed_of
from ...rules.steam_torpedo.state import ACTION, DAMAGE, OVER, REACTION, SWAP
from ...ui.widgets import Button
from .pick import attr, value_label


SCREEN_TIPS = {   # the panel's buttons that do not play a move
    "Cancel": "Leave this choice: nothing is played",
    "Clear the selection": "Forget the crew member, compartment or manoeuvre chosen so far",
    "Manoeuvre": "Plan the smallest manoeuvre the rules allow (or click the sea to plan one), then press again "
                 "to play it (ST Manoeuvring)",
}


class ChoiceButtons:
    """Mixin of SteamTorpedoScene: ``make_buttons`` fills ``self.buttons`` and ``self.pick_buttons``."""

    def make_buttons(self, phase: str) -> None:
        area = self.layout.panels["choices"]
        st = self.game.state
        buttons: list[Button] = []
        self.pick_buttons = {}
        self.attack_lines = self.attack_notes(phase)
        top = area.top + 74
        full = pygame.Rect(area.left + 12, top, area.w - 24, 44)

        def row(i, h=44):
            """The i-th row of buttons: rows are 44 high and 8 apart, a lower button keeps
            its row's top (its height never moves it onto the row above)."""
            return pygame.Rect(area.left + 12, top + i * 52, area.w - 24, h)

        def move(rect, label, a, key, why="", sublabel="", style="normal"):
            """The button of a move: it plays ``a``, and the hint (H) finds it by it."""
            return Button(rect, label, lambda: self.play(a), key, why, sublabel, style, a)

        if self.pick is not None:
            q = self.pick.question()
            name, values = q
            sample = self.pick.cands[0]
            two = len(values) > 5
            w = (area.w - 32) // 2 if two else area.w - 24
            for i, v in enumerate(values):
                col, r = (i % 2, i // 2) if two else (0, i)
                rect = pygame.Rect(area.left + 12 + col * (w + 8), top + r * 42, w, 36)
                # issue 15: the damage this choice's attack does after armour (ST Attack Results 3-4)
                harm = odds.damage_phrase([odds.attack_preview(st, a) for a in self.pick.cands
                                           if attr(a, name) == v])
                b = Button(rect, value_label(st, self.seat, name, v, sample),
                           lambda v=v, n=name: self.choose(n, v), pygame.K_1 + i if i < 9 else None,
                           sublabel=harm)
                buttons.append(b)
                self.pick_buttons[v] = b
            rows = (len(values) + 1) // 2 if two else len(values)
            buttons.append(Button(pygame.Rect(area.left + 12, top + rows * 42 + 4, area.w - 24, 32), "Cancel",
                                  self.cancel, "st clear"))
        elif phase == SWAP:
            buttons.append(move(full, "Keep this layout", A.Keep(), "st keep",
                                sublabel="or click two compartments to swap them", style="primary"))
            if self.swap_first:
                buttons.append(Button(row(1, 36), "Clear the selection", self.cancel, "st clear"))
        elif phase == ACTION:
            plan = tuple(self.plan or (0, 0))
            mano = A.Manoeuvre(*plan)
            sp = speed_of(st, self.seat)
            sub = st.subs[self.seat]
            enemy = st.subs[st.other(self.seat)]
            if st.manoeuvred:
                why = "You may manoeuvre once per turn (ST Manoeuvring)"
            elif plan == (sub.sector, enemy.sector):
                why = f"Click sectors in the lanes to plan it: speed {sp} (ST Manoeuvring)"
            else:
                why = "" if plan in self.manoeuvres() else self.why(mano)
            label = f"Manoeuvre: own {sub.sector}->{plan[0]}, enemy {enemy.sector}->{plan[1]}" \
                if plan != (sub.sector, enemy.sector) and not st.manoeuvred else "Manoeuvre"
            if plan == (sub.sector, enemy.sector) and not st.manoeuvred and self.manoeuvres():
                # nothing planned yet, yet one may manoeuvre: the button is not greyed (issue 31);
                # it proposes the smallest manoeuvre, which clicks in the lanes change
                buttons.append(Button(row(0), "Manoeuvre", self.propose_manoeuvre, "st manoeuvre", "",
                                      f"speed {sp}: plan it here or in the lanes", "primary"))
            else:
                buttons.append(move(row(0), label, mano, "st manoeuvre", why,
                                    f"speed {sp}: engines with crew", "primary"))
            buttons.append(move(row(1), "End the turn", A.EndTurn(), "st end turn",
                                sublabel="the other submarine's turn begins"))
            if self.selected or (self.plan and plan != (sub.sector, enemy.sector)):
                buttons.append(Button(row(2, 32), "Clear the selection", self.cancel, "st clear"))
        elif phase == REACTION:
            buttons.append(move(row(0), "Pass", A.Pass(), "st pass",
                                sublabel="no reaction: the turn goes on", style="primary"))
            cells = list(dict.fromkeys(a.cell for a in self.actions if isinstance(a, A.React)))
            for i, cell in enumerate(cells[:4]):
                card = st.subs[self.seat].at(cell).card
                buttons.append(Button(row(1 + i, 40), f"React: {card.name}", lambda c=cell: self.click_cell(self.seat, c),
                                      pygame.K_1 + i, sublabel="crew return to the control room, exhausted",
                                      style="danger"))
        elif phase == DAMAGE:
            pend = st.damage
            rep = A.Replace()
            # issue 15: a marker that destroys the control room loses the game (ST End of the Game)
            loses = odds.replacement_loses(st)
            buttons.append(move(row(0), "Replace: 1 marker on the control room", rep, "st replace",
                                "" if rep in self.actions else
                                "Only all of an attack's damage can be replaced, before any is placed "
                                "(ST Attack Results 5)",
                                "it destroys your control room: you lose" if loses
                                else f"instead of {pend.total} damage", "danger"))
        elif phase == OVER:
            buttons.append(Button(row(0), "Back to the title", self.app.to_title, pygame.K_RETURN, style="primary"))
        undo_why = self.undo_refusal()
        buttons.append(Button(pygame.Rect(area.right - 92, area.top + 8, 80, 26), "Undo", self.undo, None, undo_why))
        self.buttons.buttons = self.while_computer_moves(buttons)

    def button_tip(self, button) -> str:
        """What a button of the panel does (issue 31); a button that plays a move says the move."""
        if button.label.startswith("React: "):
            return f"React with {button.label[7:]}: choose the crew, then it acts in the other's turn (ST Conditions)"
        if self.pick is not None and button in self.pick_buttons.values():
            return f"Choose {button.label} for this activation: what it does after armour is below the name"
        return SCREEN_TIPS.get(button.label) or super().button_tip(button)

    def propose_manoeuvre(self) -> None:
        """The smallest manoeuvre the rules allow now, planned (not played): its figures shown
        where they would go, the Manoeuvre button then plays it (ST Manoeuvring)."""
        st = self.game.state
        here = (st.subs[self.seat].sector, st.subs[st.other(self.seat)].sector)
        plans = sorted(self.manoeuvres(), key=lambda p: (abs(p[0] - here[0]) + abs(p[1] - here[1]), p[1] != here[1], p))
        self.plan = list(plans[0])
        self.refresh()

    def attack_notes(self, phase: str) -> list[str]:
        """Issue 15: with a crew member selected, what each attack it may make does after armour
        (ST Attack Results 3-4), one line per compartment, for the choices panel."""
        if phase != ACTION or not self.selected or self.pick is not None:
            return []
        st = self.game.state
        by_cell: dict = {}
        for a in self.actions:
            if isinstance(a, A.Activate) and self.selected in a.crew:
                by_cell.setdefault(a.cell, []).append(a)
        lines = []
        for cell, acts in by_cell.items():
            previews = [odds.attack_preview(st, a) for a in acts]
            phrase = odds.damage_phrase(previews)
            if phrase:
                p = next(p for p in previews if p is not None)
                lines.append(f"{p.card}: {phrase} to the {p.section}")
        return lines
