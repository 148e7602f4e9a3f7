"""The Same 4 Cats' rules: setup, legal actions, apply, outcome."""
from __future__ import annotations

from ..core import Event, Outcome, Rng, resolve
from . import odds
from .actions import Abort, Continue, Draw, Repair, Retry, Target, Torpedo
from .data import AA, CLOUDS, ESCORT, EVENT_KINDS, FIGHTER, SUN, WAVES
from .data import FLY as FLY_CARD
from .legality import legal_actions, refusal  # noqa: F401 (part of the engine's API)
from .state import EXPERIENCE, FLY, MEDALS, OVER, REPAIR, TARGET, MissionRecord, State, TrackCard



# -- setup (S4C 2.2, 3.0) ---------------------------------------------------------
def new_state(data, seed: int, options: dict, players: list) -> State:
    state = State(rng=Rng(seed), options=dict(options), players=list(players), data=data)
    state.mission_deck = list(data.missions)  # S4C 2.2: shuffle all 13 Mission cards
    state.rng.shuffle(state.mission_deck, "Mission deck")
    state.target_deck = list(data.ships)      # S4C 2.2: shuffle all 14 Target Ship cards
    state.rng.shuffle(state.target_deck, "Target Ship deck")
    state.setup_events = [Event("setup", "Mission deck (13) and Target Ship deck (14) shuffled; "
                                "Damage 0, Experience 0",
                                {"missions": len(state.mission_deck),
                                 "ships": len(state.target_deck)})]
    state.setup_events += start_mission(state)
    return state


def start_mission(state: State) -> list:
    """S4C 3.0 / 4.0: draw the next Mission card and its Target Ship cards."""
    events = []
    mission_id = state.mission_deck.pop(0)
    state.mission_track.append(mission_id)
    m = state.data.missions[mission_id]
    _reset_mission(state)
    choices = [state.target_deck.pop(0) for _ in range(min(m.targets, len(state.target_deck)))]
    # decided: if every drawn ship is forbidden (Gibraltar), draw one more (S4C 4.0)
    while state.target_deck and all(s in m.forbidden_targets for s in choices):
        choices.append(state.target_deck.pop(0))
    state.target_choices = choices
    state.rng.reveal()   # cards turned face up from decks shuffled earlier: no undo across them
    state.phase = TARGET
    events.append(Event(
        "mission", f"Mission {state.mission_number}: {m.name} ({m.note}); "
        f"Target Ship cards: {', '.join(choices)}",
        {"number": state.mission_number, "mission": mission_id, "name": m.name,
         "target_choices": list(choices)}))
    return events


def _reset_mission(state: State) -> None:
    state.target = None
    state.target_choices = []
    state.event_deck = []
    state.distance_track = []
    state.final_card = None
    state.escort_in_hand = False
    state.escort_used = False
    state.sun = state.clouds = state.waves = 0
    state.retried = False
    state.cards_this_pass = 0
    state.drawn_this_mission = []
    state.closest_distance = None
    state.torpedo_distance = None
    state.torpedo_result = None
    state.mission_result = None


def event_deck_cards(state: State, ship: str) -> list:
    """S4C 4.1: the basic 7, the Mission card's, the Target Ship's and experience's Fly cards."""
    m, s = state.mission, state.data.ships[ship]
    counts: dict = dict(state.data.tables["basic_event_deck"])
    for kind, n in m.events.items():
        counts[kind] = counts.get(kind, 0) + n
    for kind, n in s.events.items():
        if kind == AA and m.ignore_ship_aa:  # S4C 4.0 Gibraltar: ignore the ships' AA icons
            continue
        counts[kind] = counts.get(kind, 0) + n
    fly = odds.experience_row(state.data, state.experience)["fly"]  # Experience table
    if fly:
        counts[FLY_CARD] = counts.get(FLY_CARD, 0) + fly
    return [kind for kind in EVENT_KINDS for _ in range(counts.get(kind, 0))]


# -- apply -----------------------------------------------------------------------
def apply(state: State, action) -> list:
    error = refusal(state, action)
    if error is not None:
        raise error
    return HANDLERS[type(action)](state, action)


def _choose_target(state: State, action: Target) -> list:
    """S4C 4.0 / 4.1: the target to the box, the others to the bottom, build the Event deck."""
    others = [s for s in state.target_choices if s != action.ship]
    state.target_deck.extend(others)
    state.target = action.ship
    state.target_choices = []
    cards = event_deck_cards(state, action.ship)
    state.event_deck = cards
    state.rng.shuffle(state.event_deck, "Event deck")
    state.phase = FLY
    composition = state.event_deck_composition
    ship = state.data.ships[action.ship]
    text = f"Target: {action.ship} ({ship.type})"
    if others:
        text += f"; {', '.join(others)} returned to the bottom of the Target Ship deck"
    return [
        Event("target", text, {"ship": action.ship, "returned": others}),
        Event("event_deck", f"Event deck of {len(cards)} cards: " + ", ".join(
            f"{n} {k}" for k, n in composition.items()),
            {"size": len(cards), "composition": composition}),
    ]


def _draw_card(state: State) -> str | None:
    if not state.event_deck:
        return None
    card = state.event_deck.pop(0)
    state.rng.reveal()   # a face-down card turned up: no undo across it (S4C 4.1), nor a hint of it
    state.cards_this_pass += 1
    state.drawn_this_mission.append(card)
    return card


def _draw(state: State, action: Draw) -> list:
    """S4C 4.1 / 4.2: draw the next Event card onto the distance track and resolve it."""
    events = []
    distance = state.next_distance
    card = _draw_card(state)
    while card == ESCORT:  # S4C 4.2: keep it in hand, draw a replacement
        state.escort_in_hand = True
        events.append(Event("escort_kept", "Escort: a friendly fighter joins you (kept in hand)",
                            {"card": ESCORT}))
        card = _draw_card(state)
    if card is None:  # the deck ran out under an Escort (the card data never allows it)
        events.append(Event("deck_empty", "The Event deck is empty", {}))
        return events
    entry = TrackCard(card, distance)
    state.distance_track.append(entry)
    state.closest_distance = distance if state.closest_distance is None else min(
        state.closest_distance, distance)
    events.append(Event("event_card", f"Distance {distance}: {card}",
                        {"card": card, "distance": distance, "slot": "track"}))
    if card == SUN:
        state.sun += 1
    elif card == CLOUDS:
        state.clouds += 1
    elif card == WAVES:
        state.waves += 1
    elif card in (AA, FIGHTER):
        events += _attack(state, entry, distance)
    return events


def _attack(state: State, entry: TrackCard, aa_distance: int) -> list:
    """Resolve an AA or Enemy Fighter card (S4C 4.2-4.4)."""
    if entry.card == AA:
        if state.clouds:  # S4C 4.2 Clouds: "the next anti-aircraft fire card drawn is nullified"
            waiting = state.clouds
            # every Clouds drawn so far names this same card (option "stack": one Clouds per AA card)
            state.clouds = waiting - 1 if state.options.get("clouds") == "stack" else 0
            entry.nullified = True
            by = "Clouds" if waiting == 1 else f"{waiting} Clouds"
            return [Event("nullified", f"AA at distance {aa_distance} nullified by {by}",
                          {"card": AA, "distance": aa_distance, "clouds": waiting})]
        spec = odds.aa_deck(state, aa_distance)
        if spec is None:
            return [Event("out_of_range", f"AA at distance {aa_distance}: out of range, no fire",
                          {"card": AA, "distance": aa_distance})]
        state.sun = 0  # S4C 4.2 Sun: spent by this AA fire
        return _check(state, entry, spec, "aa", aa_distance)
    events = []
    if state.escort_in_hand:  # S4C 4.2: the Escort fights first, once a mission
        state.escort_in_hand = False
        state.escort_used = True
        events += _check(state, entry, odds.escort_deck(state.data), "escort", aa_distance)
        if state.last_resolution.hit:
            entry.escort = "on top"
            events.append(Event("fighter_shot_down", "The Escort shoots down the Enemy Fighter",
                                {"distance": aa_distance}))
            return events
        entry.escort = "under"
    events += _check(state, entry, odds.fighter_deck(state.data), "fighter", aa_distance)  # S4C 4.4
    return events


def _check(state: State, entry: TrackCard | None, spec: odds.DeckSpec, check: str,
           distance: int | None) -> list:
    """Build the resolution deck, draw one card, log it; a Hit on the aircraft is damage."""
    res = resolve(state.rng, spec.log_label, spec.hits, spec.misses)
    state.last_resolution, state.last_resolution_check = res, check
    if entry is not None:
        entry.resolutions.append(res)
    events = [Event("resolution", res.text(),
                    {"check": check, "hits": res.hits, "misses": res.misses, "card": res.card,
                     "distance": distance, "modifiers": list(spec.modifiers),
                     "label": spec.label})]
    if check in ("aa", "fighter") and res.hit:  # S4C 4.3: Hit = 1 damage
        state.damage += 1
        state.damage_taken += 1
        events.append(Event("damage", f"Damage {state.damage}", {"damage": state.damage,
                                                                 "change": +1}))
        if state.damage >= state.data.campaign["shot_down_at"]:  # S4C 4.3: damage 5, shot down
            events += _shot_down(state)
    return events


def _shot_down(state: State) -> list:
    state.shot_down = True
    state.mission_result = "shot down"
    state.phase = OVER
    state.missions_flown.append(MissionRecord(state.mission_number, state.mission.id,
                                              state.target, "shot down", state.damage))
    return [Event("shot_down", f"Shot down on mission {state.mission_number}!!",
                  {"mission": state.mission_number})]


def _final_card(state: State, aa_distance: int, placed_at: int) -> list:
    """The one last Event card after a torpedo attack, abort or retry (S4C 4.5-4.7):
    only AA and Enemy Fighter cards have an effect."""
    card = _draw_card(state)
    if card is None:
        return [Event("deck_empty", "The Event deck is empty: no final card", {})]
    entry = TrackCard(card, placed_at)
    state.final_card = entry
    events = [Event("event_card", f"Final card: {card}",
                    {"card": card, "distance": placed_at, "slot": "final"})]
    if card in (AA, FIGHTER):
        events += _attack(state, entry, aa_distance)
    return events


def _torpedo(state: State, action: Torpedo) -> list:
    """S4C 4.5: one torpedo, one check, then one final card (AA from distance minus 1)."""
    d = state.distance
    spec = odds.torpedo_deck(state, d)
    events = _check(state, None, spec, "torpedo", d)
    state.torpedo_distance, state.torpedo_result = d, state.last_resolution.card
    if state.last_resolution.hit:
        state.ships_hit.append(state.target)
        state.mission_result = "hit"
        events.append(Event("torpedo", f"Torpedo hit: the {state.target} is hit!",
                            {"ship": state.target, "hit": True}))
    else:  # S4C 4.5 Miss: the Target Ship card to the bottom of its deck
        state.target_deck.append(state.target)
        state.mission_result = "miss"
        events.append(Event("torpedo", f"Torpedo missed the {state.target}",
                            {"ship": state.target, "hit": False}))
    events += _final_card(state, d + state.data.campaign["final_card_aa_offset"], d)
    return events + _end_mission(state)


def _abort(state: State, action: Abort) -> list:
    """S4C 4.6: one last card at the current distance, then the experience step."""
    d = state.distance
    events = [Event("abort", f"Mission aborted at distance {d}", {"distance": d})]
    state.mission_result = "aborted"
    state.target_deck.append(state.target)  # decided: the unattacked target returns to the bottom
    events += _final_card(state, d, d)
    return events + _end_mission(state)


def _retry(state: State, action: Retry) -> list:
    """S4C 4.7: one last card, then the mission restarts from distance 7 with all cards."""
    d = state.distance
    events = [Event("retry", f"Mission retried from distance {d}", {"distance": d})]
    events += _final_card(state, d, d)
    if state.shot_down:
        return events
    returned = [e.card for e in state.distance_track]
    if state.final_card is not None:
        returned.append(state.final_card.card)
    if state.escort_in_hand:  # decided: an unused Escort in hand goes back too
        returned.append(ESCORT)
    # decided: an Escort used before the retry stays out (it cannot be used again, S4C 4.2)
    state.event_deck.extend(returned)
    state.rng.shuffle(state.event_deck, "Event deck")
    state.distance_track = []
    state.final_card = None
    state.escort_in_hand = False
    state.sun = state.clouds = state.waves = 0  # decided: their cards are back in the deck
    state.retried = True
    state.cards_this_pass = 0
    events.append(Event("reshuffle", f"Event deck reshuffled with all drawn cards "
                        f"({len(state.event_deck)} cards); back to distance 7",
                        {"size": len(state.event_deck),
                         "composition": state.event_deck_composition}))
    return events


def _end_mission(state: State) -> list:
    if state.shot_down:
        return []
    state.phase = EXPERIENCE
    state.missions_flown.append(MissionRecord(state.mission_number, state.mission.id,
                                              state.target, state.mission_result, state.damage))
    return [Event("mission_end", f"Mission {state.mission_number} over: {state.mission_result}",
                  {"number": state.mission_number, "result": state.mission_result,
                   "damage": state.damage})]


def experience_gain(state: State) -> int:
    """S4C 5.0: +1 when the mission reached distance 3 or closer."""
    reached = state.closest_distance is not None and \
        state.closest_distance <= state.data.campaign["experience_distance"]
    return state.data.campaign["experience_gain"] if reached else 0


def _continue(state: State, action: Continue) -> list:
    if state.phase == EXPERIENCE:  # S4C 5.0
        gain = experience_gain(state)
        state.experience += gain
        state.missions_flown[-1].experience_gained = gain
        state.phase = REPAIR
        text = (f"Experience +{gain}: {state.experience}" if gain else
                f"No experience: the mission did not reach distance "
                f"{state.data.campaign['experience_distance']} (Experience {state.experience})")
        return [Event("experience", text, {"gain": gain, "experience": state.experience})]
    if state.phase == REPAIR:  # S4C 6.0: no repair drawn
        state.phase = MEDALS
        return [Event("repair_skipped", f"No repair (Damage {state.damage})",
                      {"damage": state.damage})]
    return _medal_check(state)


def _repair(state: State, action: Repair) -> list:
    """S4C 6.0: the Repair table's deck by mission number; a Hit repairs 1 point."""
    spec = odds.repair_deck(state.data, state.mission_number)
    events = _check(state, None, spec, "repair", None)
    if state.last_resolution.hit:
        state.damage -= state.data.campaign["repair_amount"]
        state.missions_flown[-1].repaired = True
        events.append(Event("damage", f"Repaired: Damage {state.damage}",
                            {"damage": state.damage, "change": -state.data.campaign["repair_amount"]}))
    state.phase = MEDALS
    return events


def medal_count(state: State) -> int:
    """The count the Medal table reads: ships hit, plus medal icons as hits with that option."""
    count = len(state.ships_hit)
    if state.options.get("ship_medal", "award") == "extra hit":
        count += sum(1 for s in state.ships_hit if state.data.ships[s].medal)
    return count


def medals_due(state: State) -> list:
    """The medal ids earned so far (S4C 7.0 Medal table, and the ships' medal icons)."""
    count = medal_count(state)
    due = {m.id for m in state.data.medals if count >= m.hits}
    if state.options.get("ship_medal", "award") == "award":
        due |= {state.data.ships[s].medal for s in state.ships_hit if state.data.ships[s].medal}
    return [m.id for m in state.data.medals if m.id in due]


def _medal_check(state: State) -> list:
    """S4C 7.0: check the Medal table at the end of each mission; then the next one."""
    events = []
    new = [m for m in medals_due(state) if m not in state.medals]
    for mid in new:
        state.medals.append(mid)
        medal = state.data.medal_by_id[mid]
        events.append(Event("medal", f"Decorated: {medal.name}", {"medal": mid}))
    if not new:
        events.append(Event("medal_check", f"No new medal ({len(state.ships_hit)} ship{'s' if len(state.ships_hit) != 1 else ''} hit)",
                            {"hits": len(state.ships_hit)}))
    if state.mission_number >= state.data.campaign["missions"]:  # S4C 3.0 / 7.0: ten missions
        state.phase = OVER
        events.append(Event("campaign_end", outcome(state).how, {"won": True}))
        return events
    return events + start_mission(state)


# the handler of each kind of action (legality.refusal says when it is allowed)
HANDLERS = {Target: _choose_target, Draw: _draw, Torpedo: _torpedo, Abort: _abort,
             Retry: _retry, Repair: _repair, Continue: _continue}


# -- outcome ---------------------------------------------------------------------
def outcome(state: State) -> Outcome | None:
    """S4C 7.0: ten missions without being shot down is a victory."""
    hit = len(state.ships_hit)
    ships = f"{hit} ship{'s' if hit != 1 else ''}"
    if state.shot_down:
        return Outcome(None, f"Shot down on mission {state.mission_number} after hitting {ships}", "shot_down")
    if state.phase == OVER:
        medal = state.highest_medal
        return Outcome("player", f"Ten missions survived: {ships} hit, "
                                 f"highest medal: {medal.name if medal else 'none'}", "campaign_won")
    return None
