"""A campaign's career, read from the final position of a finished game: The Same 4 Cats'
crew (missions, hits, medals, wounds) and Thunderbirds at War's tour (its men, missions
flown and succeeded, awards, fates, the men lost). Plain values (they are kept in the
records' database as JSON), every word as the screen shows it."""
from __future__ import annotations


def career_of(game_id: str, state) -> dict | None:
    """The career a finished campaign adds to the records, or None (a game of no campaign)."""
    if game_id == "same4cats":
        return _crew(state)
    if game_id == "thunderbirds":
        return _tour(state)
    return None


def _crew(state) -> dict:
    medals = {m.id: m.name for m in state.data.medals}
    flown = list(state.missions_flown)
    return {
        "missions": len(flown),
        "hits": len(state.ships_hit),
        "ships": list(state.ships_hit),
        "medals": [medals.get(m, m) for m in state.medals],
        "wounds": int(state.damage_taken),
        "shot_down": bool(state.shot_down),
        "per_mission": [1 if r.result == "hit" else 0 for r in flown],
    }


def _tour(state) -> dict:
    tour = state.tour
    tables = state.data.tables
    labels = {pos: spec.get("label", pos.title()) for pos, spec in tables["crew"]["positions"].items()}
    fates = tables["survival"]["fates"]

    def man(m, gone: bool) -> dict:
        fate = fates.get(m.fate, {"text": m.fate})["text"] if gone else "on the squadron"
        return {"name": m.name, "position": labels.get(m.position, m.position.title()), "missions": m.missions,
                "awards": list(m.awards), "fate": fate}

    crew = [man(m, False) for m in tour.roster.values()] + [man(m, True) for m in tour.departed]
    # lost: gone by a fate of the survival tables that does not bring him back (killed,
    # captured, injured); a man who left with his pilot for a new crew (10.2) is not lost
    lost = [man(m, True) for m in tour.departed if m.fate in fates]
    flown = [h for h in tour.history if "n" in h]
    return {
        "missions": tour.missions_flown,
        "successful": tour.successful,
        "crew": crew,
        "lost": lost,
        "per_mission": [1 if h.get("successful") else 0 for h in flown],
        "result": (tour.result or {}).get("text", ""),
    }
