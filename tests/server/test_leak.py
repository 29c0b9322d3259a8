"""No message to a seat contains a card hidden from it (issue 4: the leak test).

For every registered game, random games are played through the server by clients holding every
seat, and every message each seat (and a spectator) receives is recorded. The match is then
replayed beside the messages: at each state, every card named anywhere in a seat's message must
be one whose place that seat may know (``deal.visible_to(seat)``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from serving import LiveServer, Socket, continue_everyone, seat_everyone

from followsuit import games
from followsuit.cards import Card, bits
from followsuit.engine import Match
from followsuit.errors import NotationError

ACTIONS_PER_GAME = 120
"""Enough for a whole deal and the start of the next in every game."""
ACTIONS_PER_PRESET = 70
"""Each other preset: most of a deal."""


def card_texts(value: Any, skip: set[str], pack_faces: set[Card]) -> Iterator[str]:
    """Every word naming a card in a message, leaving out the texts of non-card actions (a
    Beyond bid ``4S`` is not the four of spades), the match's results of finished deals, the
    game's hints (its constant presentation, the same in every view: the conformance suite
    checks it), the end of a finished deal (public once it is over) and a list naming the
    whole pack (what the pack holds is no secret)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in ("match", "hints", "deal_end", "sheet"):
                continue  # deal_end, sheet: finished deals, public (test_assist checks it)
            yield from card_texts(item, skip, pack_faces)
    elif isinstance(value, list):
        if value and all(isinstance(v, str) for v in value):
            faces = set()
            for text in value:
                try:
                    faces.add(Card.parse(text))
                except NotationError:
                    break
            else:
                if faces >= pack_faces:
                    return
        for item in value:
            yield from card_texts(item, skip, pack_faces)
    elif isinstance(value, str) and value not in skip:
        for word in value.split():
            try:
                Card.parse(word)
            except NotationError:
                continue
            yield word


def leaks(view: Any, match: Match, seat: int | None, skip: set[str]) -> list[str]:
    deal = match.current
    assert deal is not None
    pack = match.game.pack
    visible = {pack[i] for i in bits(deal.visible_to(seat))}  # type: ignore[attr-defined]
    found = []
    for text in card_texts(view, skip, set(pack.faces)):
        card = Card.parse(text)
        if card in pack.copies and card not in visible:
            found.append(text)
    return found


def play_random(
    server: LiveServer, game: str, preset: str | None, seed: int, actions: int
) -> tuple[str, dict[int | None, list[Any]]]:
    """Play random legal actions at a table whose every seat the test holds; return the table
    and every message each seat (None: a spectator) received."""
    table, tokens = seat_everyone(server, game, preset=preset)
    sockets: dict[int | None, Socket] = {
        i: Socket(server.ws_base, table, t) for i, t in enumerate(tokens) if t
    }
    sockets[None] = Socket(server.ws_base, table)
    rng = random.Random(seed)
    try:
        for socket in sockets.values():
            socket.drain()
        for _ in range(actions):
            first = sockets[min(s for s in sockets if s is not None)]
            state = first.last_state
            assert state is not None
            to_act = state["view"]["to_act"]
            if to_act is None or state["view"]["match"]["over"]:
                break
            view = sockets[to_act].last_state["view"]  # type: ignore[index]
            sockets[to_act].send(
                {"action": rng.choice(view["legal"]), "state_id": state["state_id"]}
            )
            for socket in sockets.values():
                socket.state(after=state["state_id"])
            if first.last_state and first.last_state.get("moment"):
                continue_everyone(server, table, [t for t in tokens if t], sockets.values())
        return table, {seat: s.messages for seat, s in sockets.items()}
    finally:
        for socket in sockets.values():
            socket.close()


def check_table(server: LiveServer, game: str, table_id: str, messages: dict[Any, Any]) -> None:
    """Replay the table's actions beside the messages; no message names a hidden card."""
    table = server.hall.rooms[table_id].table
    match = table.new_match()
    by_state: dict[int, list[tuple[int | None, Any]]] = {}
    for seat, received in messages.items():
        for message in received:
            assert message["type"] == "state", message
            assert message["seat"] == seat
            by_state.setdefault(message["state_id"], []).append((seat, message))
    skip: set[str] = set()
    checked = 0
    for state_id in range(len(table.actions) + 1):
        skip.update(a.text for a in match.legal_actions() if not a.cards)
        for seat, message in by_state.get(state_id, []):
            found = leaks(message["view"], match, seat, skip)
            assert not found, f"{game}: seat {seat} at state {state_id} was sent {found}"
            checked += 1
        if state_id < len(table.actions):
            match.apply(table.actions[state_id][1])
    players = len(table.game.live)  # a dummy's seat is nobody's: no messages
    assert checked >= len(table.actions) * (players + 1), "every seat got every state"


@pytest.mark.parametrize("game", games.names())
def test_no_message_to_a_seat_names_a_card_hidden_from_it(server: LiveServer, game: str) -> None:
    """Issue 4 and DESIGN (views): no hidden card may appear in another seat's messages."""
    for seed in (1, 2):
        table_id, messages = play_random(server, game, None, seed, ACTIONS_PER_GAME)
        check_table(server, game, table_id, messages)


LEAK_PRESETS = {
    "spades": "pass-three",
    "oh-hell": "devils-bridge",
    "beyond": "short",
    "10-bridge": "dealer-lead",
    "nineteen": "three-players",
    "bezique": "polish",
}
"""One preset per game through the server, the one whose variant hides the most (cards passed
between partners, a card on one's forehead, dummy spread before the opening lead, a dummy
spread after the declarations). That every
preset's views hide what they must is the conformance suite's check (tests/conformance/
test_views.py); here it is what the server sends."""


def test_the_leak_presets_are_the_games_presets() -> None:
    """Each game has its preset here, and each one exists."""
    assert set(LEAK_PRESETS) == set(games.names())
    for game, preset in LEAK_PRESETS.items():
        assert preset in games.spec(game).presets, (game, preset)


@pytest.mark.parametrize(("game", "preset"), sorted(LEAK_PRESETS.items()))
def test_no_preset_leaks_a_hidden_card(server: LiveServer, game: str, preset: str) -> None:
    """The same for a preset per game: variants add hidden cards (passed cards, foreheads)."""
    table_id, messages = play_random(server, game, preset, 3, ACTIONS_PER_PRESET)
    check_table(server, game, table_id, messages)
