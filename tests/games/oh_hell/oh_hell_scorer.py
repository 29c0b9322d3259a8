"""An independent scorer of Oh Hell records, written from the rule text and rulings S3-S4
without the engine: it deals the record's pack, turns up the trump (or takes it from the
rotation), checks the bids against the hook rule and each card against the rules of the play,
finds each trick's winner, Dick Atkinson's high and low jokers included, and scores each deal.
The golden tests hold the engine's replay to it.

It reads the standard game, Blackout scoring, the schedules and Atkinson's game; a record of
another variant is refused, not half-read.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

RANKS = "23456789TJQKA"
JOKER = "JK"

DEFAULTS: dict[str, Any] = {
    "players": 4,  # S4
    "schedule": "down-up",  # S4: "hand sizes 10 down to 1 then up to 10"
    "max_hand": None,
    "hand_sizes": None,
    "trump": "turn-up",  # S4: "trump = the card turned up after the deal"
    "trump_sequence": ["H", "C", "D", "S"],  # Atkinson: "hearts, clubs, diamonds, spades"
    "hook": True,  # S4: "dealer bids last under the hook rule"
    "scoring": "standard",  # S4: "1 per trick plus 10 for an exact bid"
    "exact_bonus": 10,
    "remove_low_cards": 0,
    "jokers": "none",
}
UNREAD = {
    "no_trump_largest",
    "bid_changes",
    "bidding",
    "follow",
    "add_low_cards",
    "forehead_last",
}
"""Options this scorer does not model: a record using them is refused."""
LOW_CARD_ORDER = [r + s for r in RANKS for s in "CDHS"]
"""The lowest cards, the ruling's order (S3, documented beside the option): the four deuces
first, then the threes."""


def rules_of(record: dict[str, Any]) -> dict[str, Any]:
    options = dict(record.get("options") or {})
    unread = sorted(UNREAD & set(options))
    assert not unread, f"the reference scorer does not read {unread}"
    assert set(options) <= set(DEFAULTS), sorted(set(options) - set(DEFAULTS))
    rules = DEFAULTS | options
    assert rules["jokers"] in ("none", "atkinson"), rules["jokers"]
    assert rules["trump"] in ("turn-up", "rotating", "none"), rules["trump"]
    return rules


def pack_of(rules: dict[str, Any]) -> Counter[str]:
    """52 cards, less the low cards taken out (Atkinson for five: "the four deuces are
    removed"), plus two identical jokers in Atkinson's game."""
    pack = Counter(r + s for r in RANKS for s in "SHDC")
    pack.subtract(LOW_CARD_ORDER[: rules["remove_low_cards"]])
    if rules["jokers"] == "atkinson":
        pack[JOKER] += 2
    return +pack


def hand_sizes(rules: dict[str, Any], pack_size: int) -> list[int]:
    """The schedule: "10 down to 1 then up to 10" (S4), and the text's other orders."""
    if rules["hand_sizes"] is not None:
        return list(rules["hand_sizes"])
    largest = rules["max_hand"] or min(10, pack_size // rules["players"])
    down, up = list(range(largest, 0, -1)), list(range(1, largest + 1))
    return {
        "down-up": down + up[1:],
        "down-up-double": down + up,
        "up-down": up + down[1:],
        "up-down-double": up + down,
        "down": down,
        "up": up,
    }[rules["schedule"]]


def suit(card: str) -> str:
    return card[-1] if card != JOKER else JOKER


def score(rules: dict[str, Any], bid: int, tricks: int) -> int:
    """S4: 1 a trick plus 10 for an exact bid. Blackout: "a player who wins the exact number
    of tricks bid scores 10 plus the number of tricks bid ... Players who take more or fewer
    tricks than they bid score nothing"."""
    exact = bid == tricks
    if rules["scoring"] == "blackout":
        return rules["exact_bonus"] + bid if exact else 0
    return tricks + (rules["exact_bonus"] if exact else 0)


def trick_winner(cards: list[str], trump: str | None) -> int:
    """Position in the trick of its winner. Atkinson: a joker called high wins outright, one
    called low loses, and the second joker is the opposite of the first; after a joker lead
    "the first suited card played determined the suit of the trick". Otherwise the highest
    trump, else the highest card of the suit led."""
    calls = [(i, c.split()[1] if " " in c else None) for i, c in enumerate(cards) if "JK" in c]
    if calls:
        first = calls[0][1]
        assert first in ("high", "low"), cards
        if first == "high":
            return calls[0][0]
        if len(calls) == 2:
            assert calls[1][1] is None, cards  # "The player of the second joker had no choice"
            return calls[1][0]
    suited = [(i, c) for i, c in enumerate(cards) if "JK" not in c]
    trumps = [(i, c) for i, c in suited if suit(c) == trump]
    led = suit(suited[0][1])
    live = trumps or [(i, c) for i, c in suited if suit(c) == led]
    return max(live, key=lambda ic: RANKS.index(ic[1][0]))[0]


def score_deal(
    rules: dict[str, Any], deal: dict[str, Any], index: int, size: int
) -> dict[str, Any]:
    players, dealer = rules["players"], deal["dealer"]
    pack, actions = list(deal["pack"]), list(deal["actions"])
    where = f"deal {index + 1}"
    # S4: dealt singly from dealer's left; the next card is turned up.
    hands: list[list[str]] = [[] for _ in range(players)]
    for at in range(size * players):
        hands[(dealer + 1 + at) % players].append(pack[at])
    trump: str | None = None
    if rules["trump"] == "turn-up" and len(pack) > size * players:
        trump = suit(pack[size * players])  # none when no card is left (S4)
        assert trump != JOKER, "a joker turned up is not read here"
    elif rules["trump"] == "rotating":  # "The trump suit rotates from deal to deal"
        entry = rules["trump_sequence"][index % len(rules["trump_sequence"])]
        trump = None if entry == "NT" else entry
    # S4: bids from dealer's left, the dealer last, 0 to the hand size; the hook rule.
    bids = [0] * players
    for k in range(1, players + 1):
        seat = (dealer + k) % players
        bids[seat] = int(actions.pop(0))
        assert 0 <= bids[seat] <= size, where
    if rules["hook"]:
        assert sum(bids) != size, f"{where}: the dealer made the bids total the tricks"
    tricks = [0] * players
    leader = (dealer + 1) % players  # "The play begins with the player to the dealer's left"
    atkinson = rules["jokers"] == "atkinson"
    for number in range(1, size + 1):
        played: list[str] = []
        for k in range(players):
            seat = (leader + k) % players
            text, hand = actions.pop(0), hands[seat]
            card = text.split()[0]
            at = f"{where}, trick {number}, seat {seat}: {text}"
            assert card in hand, at
            if card == JOKER:
                assert atkinson, at
                others = [c for c in hand if c != JOKER]
                assert not others or (k and number > 1), at  # not led, not in the first trick
            else:
                suited = [c for c in played if "JK" not in c]
                if suited:  # follow the suit led (set by the first suited card)
                    led = suit(suited[0])
                    assert suit(card) == led or all(suit(c) != led for c in hand), at
            hand.remove(card)
            played.append(text)
        leader = (leader + trick_winner(played, trump)) % players  # the winner leads next
        tricks[leader] += 1
    assert not actions, f"{where}: actions left over {actions}"
    return {
        "scores": [score(rules, b, t) for b, t in zip(bids, tricks, strict=True)],
        "result": {
            "deal": index + 1,
            "hand_size": size,
            "trump": trump,
            "bids": bids,
            "tricks": tricks,
            "made": [b == t for b, t in zip(bids, tricks, strict=True)],
        },
    }


def score_record(record: dict[str, Any]) -> dict[str, Any]:
    """Every deal's scores and result, the totals, the winner (the highest total; None when
    two or more share it) and whether the whole schedule was played."""
    assert record["game"] == "oh-hell"
    rules = rules_of(record)
    pack = pack_of(rules)
    sizes = hand_sizes(rules, sum(pack.values()))
    assert len(record["deals"]) <= len(sizes)
    deals = []
    for index, deal in enumerate(record["deals"]):
        assert Counter(deal["pack"]) == pack, f"deal {index + 1}: not the pack"
        if index:  # the deal passes to the left
            assert deal["dealer"] == (record["deals"][index - 1]["dealer"] + 1) % rules["players"]
        deals.append(score_deal(rules, deal, index, sizes[index]))
    totals = [sum(d["scores"][seat] for d in deals) for seat in range(rules["players"])]
    complete = len(deals) == len(sizes)
    leaders = [seat for seat, total in enumerate(totals) if total == max(totals)]
    winner = leaders[0] if complete and len(leaders) == 1 else None
    return {"deals": deals, "totals": totals, "winner": winner, "complete": complete}
