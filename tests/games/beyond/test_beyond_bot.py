"""The heuristic bot: the text's system in the auction, sensible claims, play for exactly the
contract; and the designer statistics against the text's figures."""

from __future__ import annotations

import os
from random import Random

import pytest
from beyond_helpers import (
    EXAMPLE_AUCTION,
    EXAMPLE_HANDS,
    TWO_JOKERS_EAST,
    apply_all,
    cards,
    deal_of,
    example_deal,
    game,
    play_out,
)

from followsuit.games.beyond.bot import HeuristicBot
from followsuit.games.beyond.bot.bidding import SACRIFICE, Bidder, claim, rounded
from followsuit.games.beyond.bot.hand import Holding
from followsuit.games.beyond.bot.system import INFORMATION, read
from followsuit.games.beyond.calls import BID_ACTIONS, bid_rank
from followsuit.games.beyond.selfplay import play_deals
from followsuit.games.beyond.statistics import TEXT_TOTALS, percentages, statistics
from followsuit.records import explained_record


def test_bot_never_passes_partners_information_bid() -> None:
    """The system: "Never pass if your partner has an active bid in this level"."""
    beyond = game()
    checked = 0
    for seed in range(60):
        deal = beyond.new_deal(seed=seed, dealer=seed % 4)
        bots = [HeuristicBot(Random(s)) for s in range(4)]
        while deal.phase == "auction":
            seat = deal.to_act
            assert seat is not None
            view = deal.view(seat)
            calls = [e["text"] for e in view["log"] if e["kind"] == "call"]
            reading = read(calls)
            action = bots[seat].act(view)
            partner_active = (
                reading.bidder == (reading.next_position + 2) % 4
                and reading.bid_kind == INFORMATION
            )
            if partner_active:
                checked += 1
                assert action != "pass", calls
            deal.apply(action)
    assert checked > 10


def test_bot_calls_all_carry_a_meaning() -> None:
    deal = play_out(game().new_deal(seed=5, dealer=1))
    meanings = explained_record(deal)["deals"][0]["explanations"]
    assert len(meanings) == len(deal.auction.calls)
    assert all(":" in m for m in meanings)


def test_bot_opens_its_strongest_suit_at_the_information_level() -> None:
    """The text: "If for example North bid 13 spades, it is ... his strongest suit"."""
    deal = example_deal()  # West first, then North with A K x x x clubs
    deal.apply("pass")
    action = HeuristicBot(Random(0)).act(deal.view(deal.to_act))
    assert action == "13C"


def test_bot_answers_a_demand() -> None:
    """The system: a demand (3♣ asks for diamonds) is answered in the demanded suit."""
    deal = apply_all(example_deal(), EXAMPLE_AUCTION[:8])  # ... 4S 3C pass
    assert deal.to_act == 3  # West, partner of the demanding East
    action = HeuristicBot(Random(0)).act(deal.view(3))
    assert action.endswith("D") and int(action[:-1]) <= 3


def test_claim_avoids_the_forbidden_number() -> None:
    """B6: when the claim the bot wants is the forbidden one, it claims one less or one
    more, never the forbidden number."""
    holding = Holding.parse(
        ["AS", "KS", "QS", "JS", "2H", "3H", "4H", "2D", "3D", "4D", "2C", "3C", "4C"]
    )
    every = [f"claim {n}" for n in range(14)]
    wanted = int(claim(holding, 3, [5, 2, 2, None], every).split()[1])
    refused = [c for c in every if c != f"claim {wanted}"]
    other = int(claim(holding, 3, [5, 2, 2, None], refused).split()[1])
    assert abs(other - wanted) == 1


def test_bot_takes_its_contract_more_often_than_chance() -> None:
    """Playing to take exactly the contract: over 40 deals the bot fulfils far more contracts
    than random play does on the same deals."""
    from followsuit.engine import RandomBot

    heuristic = play_deals(40, seed=8)
    randomly = play_deals(40, seed=8, make_bot=lambda seat, rng: RandomBot(rng))

    def rate(results: list[dict[str, object]]) -> float:
        made = [f for r in results if not r["pass_round"] for f in r["fulfilled"]]  # type: ignore[attr-defined]
        return sum(made) / len(made)

    assert rate(heuristic) > rate(randomly) + 0.1


STATISTICS_DEALS = int(os.environ.get("FOLLOWSUIT_BEYOND_DEALS", "500"))
"""The issue asks for 2,000 deals, which take 20 to 70 seconds: too long for every run of the
suite on two shared cores. The suite plays 500 (sampling error under 2.5 points on the 60%
figure, against a tolerance of 10); ``FOLLOWSUIT_BEYOND_DEALS=2000`` runs the full measurement,
and its output is quoted in docs/games/beyond.md (``python -m
followsuit.games.beyond.selfplay 2000``)."""


def test_statistics_within_10_points_of_the_text() -> None:
    """The issue: with the heuristic bot, the contract totals and the rate of pass rounds land
    within 10 percentage points of the text's figures (12 about 60%, 14 about 20%, 11 about
    15%, 15+ and 10- under 1%, pass rounds about 5%)."""
    results = play_deals(STATISTICS_DEALS, seed=2000)
    table = percentages(results)
    for total, text in TEXT_TOTALS.items():
        assert abs(table["total"][total] - text) <= 10, (total, table["total"][total])
    assert abs(table["pass_round"]["pass rounds"] - 5.0) <= 10
    rows = statistics(results)
    assert rows[0] == ("deals", str(STATISTICS_DEALS), "")
    what = [r[0] for r in rows]
    assert "jokers 2-1" in what and "contracts total 12" in what and "pass rounds" in what


def test_joker_split_matches_the_text_and_the_hands() -> None:
    """The text: jokers lie 1-1-1 in 40% of deals, 2-1 in 55%, 3-0-0 in 5%. Exactly: the
    three jokers take 3 of the 52 places, so 3-0-0 is 4·C(13,3)/C(52,3) = 5.2% and 1-1-1 is
    4·13³/C(52,3) = 39.8%; and each deal records the split its hands show."""
    from math import comb

    from followsuit.games.beyond.state import joker_split

    assert round(100 * 4 * comb(13, 3) / comb(52, 3), 1) == 5.2
    assert round(100 * 4 * 13**3 / comb(52, 3), 1) == 39.8
    beyond = game()
    for seed in range(30):
        deal = beyond.new_deal(seed=seed)
        counts = sorted(((h & beyond.joker_mask).bit_count() for h in deal.hands), reverse=True)
        expected = {3: "3-0-0", 2: "2-1", 1: "1-1-1"}[counts[0]]
        assert joker_split(deal.hands, beyond.joker_mask) == expected == deal.split


def test_plot_writes_a_png(tmp_path: object) -> None:
    pytest.importorskip("matplotlib", reason="matplotlib is the optional 'plot' extra")
    from pathlib import Path

    from followsuit.games.beyond.statistics import plot

    path = Path(str(tmp_path)) / "beyond.png"
    plot(play_deals(12, seed=3), str(path))
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_bot_goes_down_to_the_real_level_in_partners_suit() -> None:
    """The system's real level 4-9, as in the text's example: after 13♣ (North) and 13♠
    (South), "North accepts spades on level 4"."""
    deal = apply_all(example_deal(), EXAMPLE_AUCTION[:5])
    assert deal.to_act == 0
    assert HeuristicBot(Random(0)).act(deal.view(0)) == "4S"


def test_system_reads_a_low_bid_as_support_before_demand() -> None:
    """The system: "If the bid can be interpreted as a support to your teammate it is always
    support". 3♣ after partner's 13♣ supports clubs; without partner's clubs it demands
    diamonds; 2♠ after partner's 2♥ demand (for spades) answers it."""
    from followsuit.games.beyond.bot.system import DEMAND, SUPPORT

    supported = read(["13C", "pass", "3C"]).meanings[-1]
    assert (supported.kind, supported.strain) == (SUPPORT, 0)
    demanded = read(["13S", "pass", "3C"]).meanings[-1]
    assert (demanded.kind, demanded.strain) == (DEMAND, 1)
    answered = read(["2H", "pass", "2S"]).meanings[-1]
    assert (answered.kind, answered.strain) == (SUPPORT, 3)


def test_bot_sacrifices_below_its_count_against_a_real_contract() -> None:
    """The text's sacrifice: "it pays off to win a weak contract ... rather than allowing the
    opposing side to make a strong dominant contract", never under 6 tricks for the side.
    Partner showed clubs; the opponents bid 5NT; the bot, counting 6 or more tricks in clubs,
    goes down to 4♣ to take the contract."""
    holding = Holding.parse(cards("AC KC 9C 7C 6C 5C 4C 2C 4D 2D JH TH TS"))
    bidder = Bidder(holding, ["13C", "5NT"], Random(0))
    assert rounded(bidder.tricks[0]) >= 6
    legal = ["pass", "raise", *[a.text for a in BID_ACTIONS[bid_rank(5, 4) + 1 :]]]
    assert bidder.call(legal) == "4C"
    assert 4 + bidder.partner_tricks(0) >= SACRIFICE  # the side still counts 6 tricks


def test_bot_claims_from_its_tricks_with_the_contracts_trumps() -> None:
    """Claims "from an estimate of its own tricks given the contract": seven spades to the
    ace-king-queen claim more with spades trumps than with hearts trumps or no trump."""
    holding = Holding.parse(cards("AS KS QS JS 9S 7S 5S 4H 3H 4D 3D 3C 2C"))
    every = [f"claim {n}" for n in range(14)]

    def claimed(trump: int | None) -> int:
        return int(claim(holding, trump, [3, None, None, None], every).split()[1])

    assert claimed(3) > claimed(None) > claimed(2)


def test_bot_covers_a_joker_lead_when_it_needs_tricks() -> None:
    """The text: covering jokers; East (declarer of 3♥, no trick yet) holds two jokers and
    covers North's joker lead."""
    deal = apply_all(deal_of(TWO_JOKERS_EAST, 3), [*calls_for_east("3H"), "JK"])
    assert deal.to_act == 1
    assert HeuristicBot(Random(0)).act(deal.view(1)) == "JK"


def test_bot_home_sheds_a_winner_on_a_joker_lead() -> None:
    """The text: a joker lead lets a player who is home "get rid of a high trump or other
    risky card". East, declarer of 0♥ and so home, neither covers North's joker nor keeps
    its top hearts: it throws one."""
    deal = apply_all(deal_of(TWO_JOKERS_EAST, 3), [*calls_for_east("0H"), "JK"])
    action = HeuristicBot(Random(0)).act(deal.view(1))
    assert action != "JK" and action.endswith("H")


def calls_for_east(contract: str) -> list[str]:
    """Dealer West: North passes, East bids ``contract``, three passes; claims South 2, West
    0, North 5; North leads (B7)."""
    return ["pass", contract, "pass", "pass", "pass", "claim 2", "claim 0", "claim 5"]


def test_bot_does_not_lead_a_joker_into_a_pass_round() -> None:
    """The text: "The first lead is very rarely a joker", and in a pass round nobody wants to
    cover one, so a joker led is a trick taken. East (one joker) and South (two), leading
    the text's example hands to a pass round, lead a low suit card instead."""
    for dealer, leader in ((0, 1), (1, 2)):
        deal = apply_all(deal_of(EXAMPLE_HANDS, dealer), ["pass"] * 4)
        assert deal.to_act == leader and "JK" in deal.view(leader)["hand"]
        action = HeuristicBot(Random(0)).act(deal.view(leader))
        assert action != "JK" and action[0] in "2345"
