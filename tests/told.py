"""What the app last said to the player: the dialog on top (its title, message and lines),
else the newest toast (issue 31: a reason why something did not happen is a dialog)."""
from __future__ import annotations


def told(app) -> str:
    from game.scenes.modal import ProblemsScene
    top = app.stack.top
    if isinstance(top, ProblemsScene):
        return ": ".join([top.title, top.message, *top.lines]) if top.lines else f"{top.title}: {top.message}"
    return app.toasts.items[-1][0] if app.toasts.items else ""


def close_dialog(app):
    """The dialog on top closed (as Back does): the scene under it (None when no dialog was open)."""
    from game.scenes.modal import ProblemsScene
    if not isinstance(app.stack.top, ProblemsScene):
        return None
    app.pop()
    return app.stack.top
