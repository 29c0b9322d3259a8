"""Perft for rules (STYLE, after python-chess): fixed positions with the number of legal action
sequences to a depth, counted by the engine and compared with the data files in this folder.

Each ``*.json`` file holds ``positions``: the game, its options (and optional preset), the pack
order (top first), the dealer, the actions played so far, a ``depth``, the expected ``nodes``
(sequences of ``depth`` actions; a line that ends the deal sooner counts once) and ``divide``
(the count under each first action). On a mismatch the test prints the per-action breakdown.
The expected numbers come from an independent model of the rules where there is one
(``spades_reference.py``, ``oh_hell_reference.py``), never from the engine.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from followsuit import games
from followsuit.engine import State
from perft import oh_hell_reference, spades_reference

REFERENCES: dict[str, Any] = {"spades": spades_reference, "oh-hell": oh_hell_reference}
"""The independent models of the rules, by game."""

HERE = Path(__file__).parent
POSITIONS = [
    (path.stem, entry)
    for path in sorted(HERE.glob("*.json"))
    for entry in json.loads(path.read_text())["positions"]
]


def position_id(item: tuple[str, dict[str, Any]]) -> str:
    return f"{item[0]}: {item[1]['name']}"


def start(entry: dict[str, Any]) -> State:
    game = games.load(entry["game"], preset=entry.get("preset"), **entry.get("options", {}))
    state = game.new_deal(pack=entry["pack"], dealer=entry["dealer"])
    for number, text in enumerate(entry["actions"]):
        reason = state.check(state.parse(text))
        assert reason is None, f"action {number} {text!r} of the position is refused: {reason}"
        state.apply(text)
    return state


def perft(state: State, depth: int) -> int:
    """Legal action sequences of ``depth`` actions from ``state``."""
    if depth == 0 or state.is_over:
        return 1
    legal = state.legal_actions()
    if depth == 1:
        return len(legal)
    total = 0
    for action in legal:
        child = state.clone()
        child.apply(action)
        total += perft(child, depth - 1)
    return total


def divide(state: State, depth: int) -> dict[str, int]:
    counts = {}
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        counts[action.text] = perft(child, depth - 1)
    return counts


def breakdown(found: dict[str, int], expected: dict[str, int]) -> str:
    """The per-action table of a mismatch, differing lines marked."""
    lines = [f"{'action':>12} {'engine':>8} {'expected':>8}"]
    for action in sorted(found.keys() | expected.keys()):
        got, want = found.get(action), expected.get(action)
        mark = "" if got == want else "   <-- differs"
        lines.append(
            f"{action:>12} {got if got is not None else '-':>8} "
            f"{want if want is not None else '-':>8}{mark}"
        )
    lines.append(f"{'total':>12} {sum(found.values()):>8} {sum(expected.values()):>8}")
    return "\n".join(lines)


@pytest.mark.parametrize("item", POSITIONS, ids=[position_id(p) for p in POSITIONS])
def test_perft(item: tuple[str, dict[str, Any]]) -> None:
    """The engine counts exactly the legal action sequences the data file gives."""
    _file, entry = item
    state = start(entry)
    found = divide(state, entry["depth"]) if entry["depth"] > 0 else {}
    total = sum(found.values()) if found else 1
    if found != entry["divide"] or total != entry["nodes"]:
        pytest.fail(
            f"perft {entry['name']!r} depth {entry['depth']}: engine {total}, expected "
            f"{entry['nodes']}\n" + breakdown(found, entry["divide"]),
            pytrace=False,
        )


MODELLED = [p for p in POSITIONS if p[1]["game"] in REFERENCES]


@pytest.mark.parametrize("item", MODELLED, ids=[position_id(p) for p in MODELLED])
def test_positions_agree_with_the_independent_model(item: tuple[str, dict[str, Any]]) -> None:
    """The data file's numbers are those of the hand-written model of the rules (S1, S2, S4),
    so a change to the file or to the model shows."""
    _file, entry = item
    ref = REFERENCES[entry["game"]]
    start = ref.deal(entry["pack"], entry["dealer"], entry["options"])
    split = ref.divide(ref.after(start, entry["actions"]), entry["depth"])
    assert split == entry["divide"]
    assert sum(split.values()) == entry["nodes"]


def test_perft_files_hold_positions() -> None:
    """Spades and Oh Hell have perft positions; every file's totals are its divides' sums."""
    assert {entry["game"] for _file, entry in POSITIONS} >= {"spades", "oh-hell"}
    for path in HERE.glob("*.json"):
        data = json.loads(path.read_text())
        assert data["positions"], f"{path.name} holds no positions"
        for entry in data["positions"]:
            assert entry["nodes"] == sum(entry["divide"].values()) or entry["depth"] == 0


def test_a_mismatch_shows_which_action_differs() -> None:
    table = breakdown({"AS": 3, "KS": 2}, {"AS": 3, "KS": 4, "QS": 1})
    assert "KS        2        4   <-- differs" in table
    assert "QS        -        1   <-- differs" in table
    assert "AS        3        3\n" in table
