"""Write ``spades.json`` and ``oh-hell.json``: fixed positions with their perft counts, computed
by the independent models ``spades_reference.py`` and ``oh_hell_reference.py`` (never by the
engine), so the perft test can fail.

Run from the repository root: ``python tests/perft/make_positions.py``. The positions come from
seeded shuffles and seeded random lines; rerunning gives the same file.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

import oh_hell_reference
import spades_reference

HERE = Path(__file__).parent
SUITS = "SHDC"
RANKS = "AKQJT98765432"

STANDARD: dict[str, Any] = {}
NO_NIL = {"nil": False, "blind_nil": False}
BAXTER = {"remove": ["2H", "2C"], "jokers": 2, "high_cards": ["BJ", "LJ", "2D", "2S"]}
REDD = {"remove": ["2H", "2D"], "jokers": 2, "high_cards": ["BJ", "LJ", "2S"]}
DEUCES = {"high_cards": ["2S", "2D", "2C", "2H"]}


def pack_of(options: dict[str, Any]) -> list[str]:
    """The 52 faces of the game's pack, written out by hand from the options."""
    cards = [r + s for s in SUITS for r in RANKS if r + s not in options.get("remove", [])]
    return cards + (["BJ", "LJ"] if options.get("jokers") else [])


REFERENCES = {"spades": spades_reference, "oh-hell": oh_hell_reference}


def only_spades_to_lead(here: spades_reference.Position) -> bool:
    """Spades unbroken, a lead due, and the leader holds nothing but spades."""
    if here.bidding or here.over or here.broken or here.trick:
        return False
    hand = here.hands[here.to_act]
    return all(here.rules.suit(c) == "S" for c in hand)


def position(
    game: str,
    name: str,
    note: str,
    options: dict[str, Any],
    seed: int,
    *,
    prefix: int,
    depth: int,
    want: Any = None,
    anywhere: bool = False,
) -> dict[str, Any]:
    """A position ``prefix`` actions into a seeded deal (``prefix`` < 0: that many actions
    before the end), the first seed from ``seed`` on whose position satisfies ``want``; with
    ``anywhere``, the first position of the line from ``prefix`` on that does."""
    ref: Any = REFERENCES[game]
    for attempt in range(seed, seed + 5000):
        rng = Random(attempt)
        pack = pack_of(options)
        rng.shuffle(pack)
        dealer = attempt % options.get("players", 4)
        start = ref.deal(pack, dealer, options)
        line = list(ref.random_line(start, 60, rng.choice))
        cut = prefix if prefix >= 0 else len(line) + prefix
        cuts = range(cut, len(line)) if anywhere else [cut]
        found = [c for c in cuts if want is None or want(ref.after(start, line[:c]))]
        if found:
            actions = line[: found[0]]
            here = ref.after(start, actions)
            break
    else:
        raise RuntimeError(f"{name}: no seed gives the position wanted")
    split = ref.divide(here, depth)
    return {
        "name": name,
        "note": note,
        "game": game,
        "options": options,
        "dealer": dealer,
        "pack": pack,
        "actions": actions,
        "depth": depth,
        "nodes": sum(split.values()),
        "divide": split,
    }


def main() -> None:
    positions = [
        position(
            "spades",
            "bidding opens",
            "S1: nil or 1..13, from dealer's left",
            STANDARD,
            1,
            prefix=0,
            depth=3,
        ),
        position(
            "spades",
            "bidding without nil",
            "preset no-nil: 1..13 only",
            NO_NIL,
            2,
            prefix=0,
            depth=3,
        ),
        position(
            "spades",
            "last bid and the opening lead",
            "S2: no spade lead before spades break",
            STANDARD,
            3,
            prefix=3,
            depth=3,
        ),
        position(
            "spades",
            "first trick",
            "S2: dealer's left leads; follow suit",
            STANDARD,
            4,
            prefix=4,
            depth=5,
        ),
        position(
            "spades",
            "spades not yet broken",
            "S2: spades may not be led until broken",
            STANDARD,
            5,
            prefix=16,
            depth=6,
            want=lambda p: not p.broken,
        ),
        position(
            "spades",
            "spades broken",
            "S2: once broken, spades may be led",
            STANDARD,
            6,
            prefix=24,
            depth=6,
            want=lambda p: p.broken,
        ),
        position(
            "spades",
            "a lead from a hand of only spades",
            "S2: unbroken, but only spades held",
            STANDARD,
            16,
            prefix=8,
            depth=6,
            want=only_spades_to_lead,
            anywhere=True,
        ),
        position(
            "spades",
            "the last three tricks",
            "follow suit to the end",
            STANDARD,
            7,
            prefix=-12,
            depth=12,
        ),
        position(
            "spades",
            "the last two tricks, mid-trick",
            "the trick in progress, then one more",
            STANDARD,
            8,
            prefix=-10,
            depth=10,
        ),
        position(
            "spades",
            "the last four tricks",
            "follow suit to the end",
            STANDARD,
            15,
            prefix=-16,
            depth=16,
        ),
        position(
            "spades",
            "no nil: the last three tricks",
            "preset no-nil",
            NO_NIL,
            9,
            prefix=-12,
            depth=12,
        ),
        position(
            "spades",
            "Baxter jokers, mid-deal",
            "BJ LJ 2D 2S are spades above the ace",
            BAXTER,
            10,
            prefix=20,
            depth=6,
        ),
        position(
            "spades",
            "Baxter jokers, the last three tricks",
            "2D follows spades, not diamonds",
            BAXTER,
            11,
            prefix=-12,
            depth=12,
        ),
        position(
            "spades",
            "Redd jokers, the last three tricks",
            "BJ LJ 2S above AS; red twos out",
            REDD,
            12,
            prefix=-12,
            depth=12,
        ),
        position(
            "spades",
            "deuces high, mid-deal",
            "2S 2D 2C 2H are spades above the ace",
            DEUCES,
            13,
            prefix=12,
            depth=6,
        ),
        position(
            "spades",
            "deuces high, the last three tricks",
            "the four twos follow spades",
            DEUCES,
            14,
            prefix=-12,
            depth=12,
        ),
    ]
    write("spades", positions)
    hand3 = {"hand_sizes": [3]}
    hand5 = {"hand_sizes": [5]}
    oh_hell = [
        position(
            "oh-hell",
            "three cards: the bidding and the lead",
            "S4: 0..3, the hook on the dealer",
            hand3,
            1,
            prefix=0,
            depth=5,
        ),
        position(
            "oh-hell",
            "three cards: the whole play",
            "follow suit, trumps turned up",
            hand3,
            2,
            prefix=4,
            depth=12,
        ),
        position(
            "oh-hell",
            "five cards: the dealer's hooked bid",
            "S4: the dealer may not make the bids total the tricks",
            hand5,
            3,
            prefix=2,
            depth=4,
            want=lambda p: sum(p.bids) <= 3,
        ),
        position(
            "oh-hell",
            "five cards, mid-play",
            "follow suit; highest trump wins",
            hand5,
            4,
            prefix=9,
            depth=8,
        ),
        position(
            "oh-hell",
            "no hook",
            "preset no-hook: the dealer bids freely",
            {"hand_sizes": [4], "hook": False},
            5,
            prefix=0,
            depth=5,
        ),
        position(
            "oh-hell",
            "must trump",
            "preset must-trump: void, trump if able",
            {"hand_sizes": [5], "follow": "must-trump"},
            6,
            prefix=8,
            depth=8,
        ),
        position(
            "oh-hell",
            "thirteen cards, no turn-up",
            "S4: no card left, no trumps",
            {"hand_sizes": [13]},
            7,
            prefix=-12,
            depth=12,
        ),
        position(
            "oh-hell",
            "three players",
            "three hands of four",
            {"players": 3, "hand_sizes": [4]},
            8,
            prefix=3,
            depth=9,
        ),
    ]
    write("oh-hell", oh_hell)


def write(game: str, positions: list[dict[str, Any]]) -> None:
    for entry in positions:
        print(f"{game:8} {entry['name']:40} depth {entry['depth']:2} nodes {entry['nodes']}")
    model = REFERENCES[game].__name__
    data = {
        "about": f"{game} positions with the number of legal action sequences of `depth` "
        "actions (a line that ends the deal sooner counts once), and that number under "
        f"each first action (`divide`). Counted by tests/perft/{model}.py; regenerate with "
        "python tests/perft/make_positions.py.",
        "positions": positions,
    }
    (HERE / f"{game}.json").write_text(json.dumps(data, indent=1) + "\n")


if __name__ == "__main__":
    main()
