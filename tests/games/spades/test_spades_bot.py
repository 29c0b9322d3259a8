"""The heuristic Spades bot: it plays from views only, beats random play by a wide margin,
makes its contracts, and plays the club maxims in hand-made positions."""

from __future__ import annotations

import json
from collections.abc import Iterator
from random import Random
from typing import Any

import pytest
from spades_helpers import EAST, NORTH, SOUTH, WEST, deal_with, play_out, spades

from followsuit import games
from followsuit.engine import Bot, RandomBot, View
from followsuit.games.spades import SpadesBot, SpadesDeal
from followsuit.games.spades.carry import SpadesCarry

DEALS = 100


class ViewOnly:
    """A bot behind the wire: it gets each view as JSON text read back, never a state."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name

    def act(self, view: View) -> str:
        return self.bot.act(json.loads(json.dumps(view)))


def test_heuristic_is_the_registered_bot() -> None:
    make = games.spec("spades").heuristic
    assert make is not None
    bot = make(spades(), Random(1))
    assert isinstance(bot, SpadesBot) and bot.name == "heuristic"


def duplicate(preset: str | None, deals: int) -> tuple[list[int], list[tuple[int, int]]]:
    """Each deal played twice, the heuristic pair sitting North-South then East-West against
    a random pair: the two sides' total scores, and (made, contracts) for each."""
    game = spades(preset)
    totals = [0, 0]  # heuristic, random
    contracts = [(0, 0), (0, 0)]
    for seed in range(deals):
        for heuristic_side in (0, 1):
            deal = game.new_deal(seed=seed, dealer=seed % 4, carry=SpadesCarry(deals=1))
            assert isinstance(deal, SpadesDeal)
            bots: list[Bot] = [
                ViewOnly(SpadesBot(game, Random(seed * 8 + s)))
                if s % 2 == heuristic_side
                else RandomBot(Random(seed * 8 + s))
                for s in range(4)
            ]
            outcome = play_out(deal, bots).outcome()
            for who, side in ((0, heuristic_side), (1, 1 - heuristic_side)):
                totals[who] += outcome.scores[side]
                made, count = contracts[who]
                if outcome.result["contracts"][side] > 0:
                    contracts[who] = (made + outcome.result["made"][side], count + 1)
    return totals, contracts


def test_heuristic_pair_beats_a_random_pair_by_a_wide_margin() -> None:
    """Over 100 deals, each played with the seats swapped, the heuristic pair outscores the
    random pair by more than 100 points a deal, and makes far more of its contracts."""
    totals, contracts = duplicate(None, DEALS)
    heuristic, random_ = totals
    assert heuristic - random_ > 100 * 2 * DEALS, totals
    made_h, bid_h = contracts[0]
    made_r, bid_r = contracts[1]
    assert made_h / bid_h > 0.85, contracts
    assert made_h / bid_h > made_r / bid_r + 0.4, contracts


def test_heuristic_beats_random_under_barmore_team_bids() -> None:
    """Barmore's team bids punish three overtricks, which a random pair hands out freely; the
    heuristic pair still comes out well ahead (measured: about 54 points a deal)."""
    totals, contracts = duplicate("barmore", DEALS // 2)
    assert totals[0] - totals[1] > 20 * DEALS, totals
    assert contracts[0][0] / contracts[0][1] > contracts[1][0] / contracts[1][1], contracts


def test_heuristic_pairs_make_most_contracts_against_each_other() -> None:
    """Four heuristic bots: most contracts are made (a club game, not a rout), nils mostly
    succeed, and bags stay moderate."""
    game = spades()
    made = bid = nil_made = nils = bags = 0
    for seed in range(DEALS):
        deal = game.new_deal(seed=1000 + seed, dealer=seed % 4)
        assert isinstance(deal, SpadesDeal)
        bots = [SpadesBot(game, Random(seed * 4 + s)) for s in range(4)]
        result = play_out(deal, bots).outcome().result
        for side in (0, 1):
            if result["contracts"][side]:
                bid += 1
                made += result["made"][side]
            bags += result["bags"][side]
        for seat, text in enumerate(result["bids"]):
            if text in ("nil", "blind nil"):
                nils += 1
                nil_made += result["tricks"][seat] == 0
    assert made / bid > 0.75, (made, bid)
    assert nils and nil_made / nils > 0.5, (nil_made, nils)
    assert bags / (2 * DEALS) < 2.5


# -- hand-made positions ----------------------------------------------------------------


def choice(deal: SpadesDeal) -> str:
    seat = deal.to_act
    assert seat is not None
    return SpadesBot(deal.game, Random(0)).act(deal.view(seat))


FOUR_THREES = ["3", "3", "3", "3"]


def test_second_hand_plays_low() -> None:
    """Second hand low: East, with K 9 3 of hearts behind North's 8, plays the 3."""
    deal = deal_with(
        {
            NORTH: "8H 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
            EAST: "KH 9H 3H 2D 3D 4D 5D 6D 7D 8D 9D TD JD",
        },
        actions=[*FOUR_THREES, "8H"],
    )
    assert choice(deal) == "3H"


def test_third_hand_plays_only_as_high_as_needed() -> None:
    """Third hand high, but of K Q J the jack does the same work as the king."""
    deal = deal_with(
        {
            NORTH: "2H 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
            EAST: "5H 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
            SOUTH: "KH QH JH 3H AD AC 2S 3S 4S 5S 6S 7S 8S",
        },
        actions=[*FOUR_THREES, "2H", "5H"],
    )
    assert choice(deal) == "JH"


def test_fourth_hand_wins_as_cheaply_as_possible() -> None:
    """West, last to a trick North's nine is winning, takes it with the ten, not the ace."""
    deal = deal_with(
        {
            NORTH: "9H 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
            EAST: "2H 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
            SOUTH: "4H 5H 6H 7H AD AC 2S 3S 4S 5S 6S 7S 8S",
            WEST: "AH TH 3H 8H JH QH KH 9S TS JS QS KS AS",
        },
        actions=[*FOUR_THREES, "9H", "2H", "4H"],
    )
    assert choice(deal) == "TH"


def test_does_not_overtake_partners_winning_card() -> None:
    """Partner's king is the master: South plays low, not the ace."""
    deal = deal_with(
        {
            NORTH: "KH 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
            EAST: "3H 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
            SOUTH: "AH QH 2H 4H AD AC 2S 3S 4S 5S 6S 7S 8S",
        },
        actions=[*FOUR_THREES, "KH", "3H"],
    )
    assert choice(deal) == "2H"


def test_covers_a_nil_bidding_partner() -> None:
    """Partner bid nil and is winning the trick with a king: overtake with the ace."""
    deal = deal_with(
        {
            WEST: "4H 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
            NORTH: "KH 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
            EAST: "5H 6H 7H 8H AD AC 2S 3S 4S 5S 6S 7S 8S",
            SOUTH: "AH 3H 9H TH JH QH 2H 9S TS JS QS KS AS",
        },
        dealer=SOUTH,
        actions=["3", "nil", "3", "4", "4H", "KH", "5H"],
    )
    assert choice(deal) == "AH"


def test_ducks_under_an_opponents_nil() -> None:
    """East bid nil and is winning with the queen: South ducks with the nine, not the king."""
    deal = deal_with(
        {
            WEST: "4H 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
            NORTH: "6H 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
            EAST: "QH 5H 7H 8H AD AC 2S 3S 4S 5S 6S 7S 8S",
            SOUTH: "KH 9H 2H 3H TH JH AH 9S TS JS QS KS AS",
        },
        dealer=SOUTH,
        actions=["3", "3", "nil", "4", "4H", "6H", "QH"],
    )
    assert choice(deal) == "JH"


def test_nil_bidder_plays_its_highest_card_under_the_winner() -> None:
    deal = deal_with(
        {
            EAST: "JH 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
            SOUTH: "2H 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
            WEST: "3H 5H 6H 7H AD AC 2S 3S 4S 5S 6S 7S 8S",
            NORTH: "QH TH 4H 8H 9H KH AH 9S TS JS QS KS AS",
        },
        dealer=NORTH,
        actions=["3", "3", "3", "nil", "JH", "2H", "3H"],
    )
    assert choice(deal) == "TH"


TRICK_ONE = {
    NORTH: "AD 7D 6D 5D 9H 8H 7H 6H 5H 4H 5C 4C 3C",
    EAST: "2D 3D 4D 8D 9D TD JD AH KH QH JH TH 3H",
    SOUTH: "2C 6C 7C 8C 9C TC AS KS QS JS TS 9S 8S",
    WEST: "QD KD 2H JC QC KC AC 7S 6S 5S 4S 3S 2S",
}


def test_leads_into_partners_void() -> None:
    """South showed void in diamonds (and may ruff): North leads a diamond, not its long
    hearts."""
    deal = deal_with(TRICK_ONE, actions=[*FOUR_THREES, "AD", "2D", "2C", "QD"])
    assert deal.to_act == NORTH
    assert choice(deal) == "5D"


def test_ducks_for_bags_once_the_contract_is_made() -> None:
    """North-South bid 1 + 1 and have two tricks; the opponents cannot be set: South leads a
    low club rather than cash its top spades for bags."""
    actions = ["1", "3", "1", "3", "AD", "2D", "2C", "QD", "5D", "3D", "8S", "KD"]
    deal = deal_with(TRICK_ONE, actions=actions)
    assert deal.to_act == SOUTH and deal.tricks_won[NORTH] + deal.tricks_won[SOUTH] == 2
    assert choice(deal) == "6C"
    eager = deal_with(TRICK_ONE, actions=["1", "3", "6", "3", *actions[4:]])
    assert choice(eager) == "AS"  # South bid 6: it needs tricks, and draws trumps


# -- bidding ----------------------------------------------------------------------------


def first_bid(hand: str, carry: SpadesCarry | None = None, before: list[str] = ()) -> str:
    deal = deal_with({NORTH: hand}, dealer=WEST, carry=carry, actions=before)
    return choice(deal)


def test_bids_from_hand_strength() -> None:
    """Aces, kings and top spades count: a strong hand bids many, a middling one a few."""
    strong = int(first_bid("AS KS QS JS 2S AH KH 2H AD KD 2D AC 2C"))
    middling = int(first_bid("AS 5S 3S AH 8H 4H 2H KD 9D 5D 8C 6C 3C"))
    assert strong >= 8
    assert 2 <= middling <= 4
    assert strong > middling


def test_bids_nil_with_a_hand_that_takes_nothing() -> None:
    assert first_bid("2S 3S 2H 3H 4H 5H 2D 3D 4D 6D 2C 3C 4C") == "nil"


def test_no_nil_when_partner_already_bid_nil() -> None:
    deal = deal_with(
        {SOUTH: "2S 3S 2H 3H 4H 5H 2D 3D 4D 6D 2C 3C 4C"}, dealer=WEST, actions=["nil", "3"]
    )
    assert choice(deal) != "nil"


def test_blind_nil_when_far_behind_but_not_when_slightly() -> None:
    """Blind nil is a gamble for a side far behind with the opponents near the target."""
    desperate = SpadesCarry((50, 450), (0, 0), deals=8)
    assert first_bid("2S 3S 2H 3H 4H 5H 2D 3D 4D 6D 2C 3C 4C", desperate) == "blind nil"
    slightly = SpadesCarry((100, 200), (0, 0), deals=3)
    assert first_bid("2S 3S 2H 3H 4H 5H 2D 3D 4D 6D 2C 3C 4C", slightly) == "look"


def test_team_bid_adds_partners_tell() -> None:
    """Barmore: the second partner's team bid grows with what partner told."""
    hand = {SOUTH: "AS KS 5S AH 8H 4H 2H KD 9D 5D 8C 6C 3C"}
    bids = []
    for tell in ("tell 0 0", "tell 4 2"):
        deal = deal_with(hand, dealer=WEST, preset="barmore", carry=SpadesCarry(deals=1))
        deal.apply(tell)
        bids.append(int(choice(deal)))
    assert 4 <= bids[0] < bids[1] <= 10


def test_bot_plays_every_preset_to_the_end() -> None:
    """The heuristic bot finds a legal action in every step of every variant."""
    for preset in games.spec("spades").presets:
        game = spades(preset)
        deal = game.new_deal(seed=4, dealer=EAST, carry=SpadesCarry((0, 200), (0, 0), deals=2))
        assert isinstance(deal, SpadesDeal)
        bots = [SpadesBot(game, Random(s)) for s in range(4)]
        while deal.to_act is not None:
            view = deal.view(deal.to_act)
            action = bots[deal.to_act].act(view)
            assert action in view["legal"], (preset, view["phase"], action)
            deal.apply(action)


def random_positions(game: Any, seed: int, deals: int) -> Iterator[tuple[Any, int, View]]:
    """Every position of ``deals`` random deals: the deal, the seat to act and its view; a
    random legal action is taken once the caller has looked."""
    rng = Random(seed)
    for _ in range(deals):
        deal = game.new_deal(rng=rng)
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            yield deal, seat, deal.view(seat)
            deal.apply(rng.choice(deal.legal_actions()))


@pytest.mark.parametrize("preset", [None, "jokers-baxter"])
def test_the_bot_reads_partners_strong_suits_from_the_tricks_partner_won_following_suit(
    preset: str | None,
) -> None:
    """The bot's partner-strong suits (read from the view's log) are those of the tricks the
    deal itself gave to the viewer's partner, won with a card of the suit led, not spades."""
    from followsuit.cards import Suit
    from followsuit.games.spades.bot.tactics import _partner_strong

    game = games.load("spades", preset)
    index = {str(card): i for i, card in enumerate(game.pack)}
    checked = 0
    current = None
    strong: list[set[int]] = []
    for deal, seat, view in random_positions(game, 8, 30):
        if deal is not current:
            current, strong, played = deal, [set() for _ in range(4)], 0
        if deal.tricks_played > played:  # the last action completed a trick
            played += 1
            last = deal.last_trick
            winner = deal.trick_winner(last)
            card = last.cards[last.seats.index(winner)]
            led = deal.suit_of[last.cards[0]]
            if led != int(Suit.SPADES) and deal.suit_of[card] == led:
                strong[(winner + 2) % 4].add(led)
        assert _partner_strong(game, view, index) == strong[seat]
        checked += 1
    assert checked > 1000


@pytest.mark.parametrize("preset", [None, "jokers-baxter", "jokers-redd"])
def test_the_bots_masks_of_higher_and_beating_cards_follow_its_powers(
    preset: str | None,
) -> None:
    """What the bot reads from masks, card by card, is what its ``power`` says: the unseen
    cards of a card's suit above it (``higher_out``) and, for every suit led, the cards
    that would beat it (``beaters``), read from the views of random deals."""
    from followsuit.games.spades.bot.tactics import read_table

    game = games.load("spades", preset)
    index = {str(card): i for i, card in enumerate(game.pack)}
    checked = 0
    for _, _, view in random_positions(game, 9, 6):
        if view["phase"] == "play":
            table = read_table(game, view, index)
            for card in range(len(game.pack)):
                power = game.rank_power[card]
                suit = table.suit(card)
                higher = [
                    c
                    for c in range(len(game.pack))
                    if table.outstanding >> c & 1
                    and table.suit(c) == suit
                    and game.rank_power[c] > power
                ]
                assert table.higher_out(card) == len(higher)
                for led in {table.suit(c) for c in range(len(game.pack))}:
                    mine = table.power(card, led)
                    beating = sum(
                        1 << c for c in range(len(game.pack)) if table.power(c, led) > mine
                    )
                    assert table.beaters(card, led) == beating
                    checked += 1
    assert checked > 10_000
