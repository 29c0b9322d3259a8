"""19's rules, each test named after the ruling it checks (N1-N7, N9); scores are in
``test_nineteen_scoring.py``."""

from __future__ import annotations

from random import Random

import pytest
from nineteen_helpers import build, card, game, hand_text, play

from followsuit.cards import parse_cards
from followsuit.errors import IllegalAction
from followsuit.games.nineteen.cards import masks, power
from followsuit.games.nineteen.state import NineteenDeal


def test_n1_pack_of_54_and_its_ranking() -> None:
    """N1: four suits K Q C V 10 9 8 7 and 22 trumps; Tomfool above the World; K high."""
    pack = game().pack
    assert len(pack) == 54
    assert sum(1 for c in pack if c.is_tarot_trump) == 22
    ranks = [power(c) for c in parse_cards("KS QS CS VS TS 9S 8S 7S")]
    assert ranks == sorted(ranks, reverse=True)
    trumps = [power(c) for c in parse_cards("TF T21 T20 T2 T1")]
    assert trumps == sorted(trumps, reverse=True)


def test_n1_emperor_trick_the_juggler_wins() -> None:
    """N1: when the Juggler, the World and Tomfool fall in one trick, the Juggler wins it."""
    deal = build({0: "T1", 1: "T21", 2: "TF"}, no_trumps=[1, 2, 3])
    play(deal, "solo", "pass", "pass", "pass", "pass")  # Eldest North; declarations
    assert deal.phase == "play" and deal.to_act == 0
    play(deal, "T1", "T21", "TF")
    deal.apply(deal.legal_actions()[0])
    assert deal.last_trick is not None
    assert deal.trick_winner(deal.last_trick) == 0
    assert deal.tricks_won == [1, 0, 0, 0]


def test_n1_without_all_three_honours_tomfool_wins() -> None:
    deal = build({0: "T1 T5", 1: "T21", 2: "TF"}, no_trumps=[1, 2, 3])
    play(deal, "solo", "pass", "pass", "pass", "pass")
    play(deal, "T5", "T21", "TF")
    deal.apply(deal.legal_actions()[0])
    assert deal.tricks_won == [0, 0, 1, 0]


def test_g3_no_two_cards_of_the_pack_are_alike() -> None:
    """G3 has nothing to settle in 19: the 54 cards are all different, so a card's text names
    one card."""
    pack = game().pack
    assert len({str(c) for c in pack}) == len(pack) == 54


@pytest.mark.parametrize(
    ("preset", "first", "dealers"),
    [(None, 1, [1, 2, 3, 0]), ("three-players", 2, [2, 0, 1, 2]), ("two-players", 2, [2, 0, 2, 0])],
)
def test_g1_the_deal_passes_to_the_left_after_each_hand(
    preset: str | None, first: int, dealers: list[int]
) -> None:
    """The text: "First Dealer is chosen at random or by consent with the role moving to the
    player on the left after each hand"; "left" is the next seat clockwise (G1). A dummy never
    deals (N9): with three players the deal skips it, with two it goes between the two
    players opposite each other."""
    nineteen = game(preset)
    match = nineteen.new_match(seed=4, dealer=first)
    rng = Random(4)
    while match.to_act is not None:
        match.apply(rng.choice(match.legal_actions()))
    assert [deal["dealer"] for deal in match.record()["deals"]] == dealers


@pytest.mark.parametrize("preset", [None, "three-players", "two-players"])
def test_n2_first_six_cards_are_the_stock_then_two_rounds_of_six_from_dealers_left(
    preset: str | None,
) -> None:
    """N2 (the text: "Dealer places the first 6 cards to a stock pile and then hands the
    players two rounds of 6 cards"): the top 6 cards of the pack are the stock, in order; then
    packets of 6 go round from dealer's left, twice, to all four hands (a dummy's too, N9).
    For every live dealer (a dummy never deals). With two players the deal opens with the
    exchange (N9): Opponent, on dealer's left, has taken stock cards 1-4 and Dealer 5-6."""
    nineteen = game(preset)
    order = [str(c) for c in nineteen.pack]
    Random(2).shuffle(order)
    for dealer in nineteen.live:
        deal = nineteen.new_deal(pack=order, dealer=dealer)
        assert isinstance(deal, NineteenDeal)
        stock = [str(nineteen.pack[c]) for c in deal.stock.order]
        assert stock == order[:6]
        for seat in range(4):
            k = (seat - dealer - 1) % 4  # the k-th packet of each round, from dealer's left
            dealt = {*order[6 + 6 * k : 12 + 6 * k], *order[30 + 6 * k : 36 + 6 * k]}
            drawn = set()
            if preset == "two-players" and seat == (dealer + 2) % 4:
                drawn = set(order[:4])  # Opponent, the live player opposite the dealer
            elif preset == "two-players" and seat == dealer:
                drawn = set(order[4:6])
            assert hand_text(deal, seat) == dealt | drawn, (dealer, seat)


def test_n3_eldest_is_obliged_to_bid() -> None:
    """N3: the first player's first call must be a bid."""
    deal = build({})
    assert deal.to_act == 0  # dealer West: Eldest is North
    assert "pass" not in [a.text for a in deal.legal_actions()]
    with pytest.raises(IllegalAction, match="N3"):
        deal.apply("pass")


def test_n3_passing_out_each_bid_beats_the_last_and_solo_ends_it() -> None:
    """N3: a player who passes is out; the auction ends when all but the highest bidder have
    passed, or at once after solo."""
    deal = build({})
    play(deal, "partnership", "preferred three", "pass")
    with pytest.raises(IllegalAction, match="outrank"):
        deal.apply("preferred three")
    play(deal, "preferred two")  # West
    assert deal.to_act == 0  # South is out: North, then East
    play(deal, "pass", "pass")
    assert (deal.bid, deal.declarer, deal.phase) == (2, 3, "prefer")
    deal = build({})
    play(deal, "partnership", "solo")
    assert (deal.bid, deal.declarer) == (4, 1)
    assert deal.phase == "declare"


def test_n4_partnership_draws_fixed_stock_cards() -> None:
    """N4: declarer takes stock cards 1-4, the player opposite card 5, declarer's left 6."""
    deal = build({}, stock="7S 8S 9S TS VS CS")
    play(deal, "partnership", "pass", "pass", "pass")
    assert deal.declarer == 0 and deal.phase == "discard"
    assert {"7S", "8S", "9S", "TS"} <= hand_text(deal, 0)
    assert "VS" in hand_text(deal, 2) and "CS" in hand_text(deal, 1)
    assert deal.turns.seats == [0, 2, 1]
    assert [len(hand_text(deal, s)) for s in range(4)] == [16, 13, 13, 12]


def test_n4_discards_no_kings_no_honours_trumps_only_when_forced() -> None:
    """N4: one card at a time, as many as taken: no kings or honours; a trump only when no
    other card is left to discard."""
    deal = build({0: "KS T1 7H 8H"}, stock="7S 8S 9S TS VS CS")
    play(deal, "partnership", "pass", "pass", "pass")
    with pytest.raises(IllegalAction, match="kings and honours"):
        deal.apply("discard KS")
    with pytest.raises(IllegalAction, match="honours"):
        deal.apply("discard T1")
    trump = next(t for t in hand_text(deal, 0) if card(t).is_tarot_trump and t != "T1")
    with pytest.raises(IllegalAction, match="a trump only when"):
        deal.apply(f"discard {trump}")
    play(deal, "discard 7S", "discard 8S", "discard 9S")
    assert deal.turns.queue[0] == (0, 1)
    play(deal, "discard TS")
    assert deal.discards[0].bit_count() == 4 and deal.turns.seat == 2
    secret = {"seat": 0, "kind": "discard", "text": "discard", "secret": True}
    assert deal.view(1)["log"][-1] == secret
    assert deal.view(0)["log"][-1]["text"] == "discard TS"


def test_n4_a_trump_may_go_when_the_hand_has_no_other_card_to_discard() -> None:
    from followsuit.games.nineteen.state import discard_choices

    cards = masks(game().pack)
    pack = game().pack
    hand = pack.mask_from_cards(parse_cards("KS KH T1 7S T2 T3"))
    barred = cards.kings | cards.honours
    assert discard_choices(hand, cards.trumps, barred) == pack.mask_from_cards(parse_cards("7S"))
    hand &= ~pack.mask_from_cards(parse_cards("7S"))
    two_trumps = pack.mask_from_cards(parse_cards("T2 T3"))
    assert discard_choices(hand, cards.trumps, barred) == two_trumps


def test_n4_the_call_is_the_highest_trump_below_20_not_held() -> None:
    """N4: declarer holds T19 and T18: the call is T17, and its holder is the partner."""
    deal = build({0: "T19 T18", 2: "T17"}, stock="7S 8S 9S TS VS CS", no_trumps=[1, 3])
    play(deal, "partnership", "pass", "pass", "pass")
    while deal.phase == "discard":
        deal.apply(deal.legal_actions()[0])
    assert deal.called == 17 and deal.partner == 2


def test_n4_the_partner_is_secret_until_the_called_trump_falls() -> None:
    """N4: every view shows the called trump; only its holder's says who holds it; all views
    show the partnership once it is played."""
    deal = build({0: "T19 T18", 1: "T17"}, stock="7S 8S 9S TS VS CS", no_trumps=[2, 3])
    play(deal, "partnership", "pass", "pass", "pass")
    while deal.phase == "discard":
        deal.apply(deal.legal_actions()[0])
    assert deal.partner == 1
    for seat in (None, 0, 2, 3):
        details = deal.view(seat)["details"]
        assert details["called"] == 17
        assert details["partner"] is None
    assert deal.view(1)["details"]["partner"] == 1
    assert deal.view(1)["details"]["sides"] == [0, 0, 1, 1]
    assert deal.view(0)["details"]["sides"] == [0, None, None, None]
    while deal.phase != "play":
        deal.apply("pass")
    play(deal, "T18", "T17")
    for seat in (None, 0, 2, 3):
        assert deal.view(seat)["details"]["partner"] == 1


def test_n4_alone_when_the_called_trump_is_discarded() -> None:
    """N4: declarer discarded the trump it then calls (it had too few other cards): it plays
    alone, and the views say so only when the play is over."""
    plain = "KS KH KD KC T1 T21 TF"
    trumps = "T19 T18 T17 T16 T15"
    deal = build({0: f"{plain} {trumps}"}, stock="T14 T13 T12 T11 T10 T9")
    assert len(hand_text(deal, 0)) == 12
    play(deal, "partnership", "pass", "pass", "pass")
    play(deal, "discard T16", "discard T17", "discard T18", "discard T19")
    while deal.phase == "discard":
        deal.apply(deal.legal_actions()[0])
    assert deal.called == 19 and deal.partner is None
    assert deal.view(1)["details"]["alone"] is None
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    assert deal.view(1)["details"]["alone"] is True
    assert deal.outcome().result["sides"] == [0, 1, 1, 1]


def test_n5_rejected_groups_lie_face_up_for_all() -> None:
    """N5: ``next`` lays the group just seen face up in every view."""
    deal = build({}, stock="7S 8S 9S TS VS CS")
    play(deal, "preferred three", "pass", "pass", "pass")
    assert deal.view(2)["details"]["stock"]["face_up"] == []
    assert deal.view(0)["details"]["stock"]["seen"] == ["7S", "8S", "9S"]
    play(deal, "next")
    for seat in (None, 1, 2, 3):
        assert deal.view(seat)["details"]["stock"]["face_up"] == ["7S", "8S", "9S"]
    play(deal, "take 2")
    assert {"TS", "VS", "CS"} <= hand_text(deal, 0) and deal.level == 2


LEVELS = [
    ("preferred three", ["take 1"], 1),
    ("preferred three", ["next", "take 2"], 2),
    ("preferred three", ["next", "take 1"], 3),
    ("preferred two", ["take 1"], 1),
    ("preferred two", ["next", "take 2"], 2),
    ("preferred two", ["next", "take 1"], 3),
    ("preferred two", ["next", "next", "take 3"], 4),
    ("preferred two", ["next", "next", "take 2"], 5),
    ("preferred one", ["take 1"], 1),
    *[("preferred one", ["next"] * (k - 1) + [f"take {k}"], 2 * k - 2) for k in range(2, 7)],
    *[("preferred one", ["next"] * (k - 1) + [f"take {k - 1}"], 2 * k - 1) for k in range(2, 7)],
]


@pytest.mark.parametrize(("bid", "moves", "level"), LEVELS)
def test_n5_every_level_of_the_preferred_bids(bid: str, moves: list[str], level: int) -> None:
    """N5: group 1 at first sight is level 1, group k at first sight 2k-2, an earlier group
    after seeing group k 2k-1: at most 3, 5 and 11; declarer then discards as many."""
    deal = build({}, stock="7S 8S 9S TS VS CS")
    play(deal, bid, "pass", "pass", "pass", *moves)
    assert deal.level == level
    size = {"preferred three": 3, "preferred two": 2, "preferred one": 1}[bid]
    assert deal.phase == "discard" and deal.turns.queue == [(0, size)]
    while deal.phase == "discard":
        deal.apply(deal.legal_actions()[0])
    assert deal.stock.size == 6 - size and deal.phase == "declare"


def test_n5_the_last_group_must_be_taken_or_an_earlier_one() -> None:
    deal = build({}, stock="7S 8S 9S TS VS CS")
    play(deal, "preferred three", "pass", "pass", "pass", "next")
    assert [a.text for a in deal.legal_actions()] == ["take 1", "take 2"]
    with pytest.raises(IllegalAction, match="N5"):
        deal.apply("next")


def test_n5_a_group_not_yet_seen_is_refused_with_the_groups_that_may_be_taken() -> None:
    """It said "take 1 … 1" with one group seen, and never that another may be seen."""
    deal = build({}, stock="7S 8S 9S TS VS CS")
    play(deal, "preferred three", "pass", "pass", "pass")
    with pytest.raises(IllegalAction, match=r"group 2 has not been seen: take 1, or next \(N5\)"):
        deal.apply("take 2")
    play(deal, "next")
    with pytest.raises(IllegalAction, match=r"group 3 has not been seen: take 1 to 2 \(N5\)"):
        deal.apply("take 3")  # the last group seen: no next


def test_n5_solo_the_stock_goes_unseen_to_the_defenders() -> None:
    deal = build({}, stock="KS QS 9S TS VS CS")
    play(deal, "solo")
    assert deal.stock.size == 6 and deal.phase == "declare"
    assert all(deal.view(s)["details"]["stock"]["face_up"] == [] for s in range(4))


@pytest.mark.parametrize("south_volunteers", [True, False])
def test_n9_three_players_a_defender_volunteers_for_the_dummy_and_the_last_asked_must(
    south_volunteers: bool,
) -> None:
    """N9, the text: "Under any other bid, one of the Defenders must volunteer to play from
    Dummy's hand". After a preferred bid the defenders are asked from declarer's left (never
    declarer): the first to say ``volunteer`` plays the dummy and nobody else is asked; a
    defender may pass only while another is still to be asked, and the last must."""
    deal = build({}, stock="7S 8S 9S TS VS CS", preset="three-players", dealer=0)
    play(deal, "preferred three", "pass", "pass", "take 1")  # East declares
    while deal.phase == "discard":
        deal.apply(deal.legal_actions()[0])
    while deal.phase != "volunteer":
        deal.apply("pass")  # no declarations
    assert deal.declarer == 1 and deal.turns.seats == [2, 0]  # South, then North
    assert deal.to_act == 2 and [a.text for a in deal.legal_actions()] == ["pass", "volunteer"]
    if south_volunteers:
        play(deal, "volunteer")
    else:
        play(deal, "pass")
        assert deal.to_act == 0 and [a.text for a in deal.legal_actions()] == ["volunteer"]
        with pytest.raises(IllegalAction, match="N9"):
            deal.apply("pass")
        play(deal, "volunteer")
    assert deal.controllers[3] == (2 if south_volunteers else 0)
    assert deal.phase == "play" and deal.to_act == 1  # declarer leads


def test_n6_declarations_need_the_holding() -> None:
    """N6: trumps, honours, kings and royal must be held; royal not with honours or kings."""
    deal = build({1: "KS KH KD KC T1 T21 TF"}, no_trumps=[0, 2, 3], stock_no_trumps=True)
    play(deal, "solo")
    legal = [a.text for a in deal.legal_actions()]
    assert "declare trumps honours kings sparrow slam" in legal
    assert "declare royal" in legal
    assert not any("royal" in t and ("honours" in t or "kings" in t) for t in legal)
    with pytest.raises(IllegalAction, match="N6"):
        deal.apply("declare royal kings")
    play(deal, "declare trumps kings")
    assert deal.declarations == [(1, ("trumps", "kings"), (4, 8))]
    with pytest.raises(IllegalAction, match="does not hold"):
        deal.apply("declare kings")


def test_n6_contra_rounds_for_those_who_declared() -> None:
    """N6: after the declarations each who declared may contra: the bid (a defender), an
    opponent's sparrow or slam; once each."""
    deal = build({})
    play(deal, "solo", "declare sparrow", "declare slam", "pass", "pass")
    assert deal.phase == "contra" and deal.turns.seats == [1, 2]
    assert [a.text for a in deal.legal_actions()] == ["pass", "contra bid"]
    play(deal, "contra bid")
    assert [a.text for a in deal.legal_actions()] == ["pass"]
    play(deal, "pass")
    assert deal.phase == "play" and deal.contras == {"bid": 1}


def test_n7_must_follow_else_trump_else_any() -> None:
    """N7: void in the suit led, a player must trump if able (any trump: no trump is in the
    trick yet; with one in it, ``test_n7_no_duty_to_overtrump``)."""
    deal = build({0: "7S", 1: "T2 T20"}, no_trumps=[2, 3], stock_no_trumps=True)
    hearts = {c for c in hand_text(deal, 1) if c.endswith("S")}
    assert not hearts  # East holds no spade
    play(deal, "solo", "pass", "pass", "pass", "pass", "7S")
    legal = {a.text for a in deal.legal_actions()}
    assert legal == {c for c in hand_text(deal, 1) if card(c).is_tarot_trump}
    assert "T2" in legal  # the lowest trump too
    with pytest.raises(IllegalAction, match="must trump"):
        deal.apply(next(c for c in hand_text(deal, 1) if not c.startswith("T")))


def test_n7_no_duty_to_overtrump() -> None:
    """N7 (the text: void in the suit led a player "must play a trump card instead", nothing
    about beating one): with a higher trump already in the trick, a player void in the suit
    led may play a lower trump as well as a higher one; the higher trump still wins."""
    deal = build({0: "7S", 1: "T20", 2: "T2 T21"}, no_trumps=[3], stock_no_trumps=True)
    assert not any(c.endswith("S") and not card(c).is_tarot_trump for c in hand_text(deal, 2))
    play(deal, "solo", "pass", "pass", "pass", "pass", "7S", "T20")
    legal = {a.text for a in deal.legal_actions()}
    assert "T2" in legal and "T21" in legal  # under the T20, or over it
    assert legal == {c for c in hand_text(deal, 2) if card(c).is_tarot_trump}
    play(deal, "T2")
    deal.apply(deal.legal_actions()[0])  # West, who holds no trump
    assert deal.tricks_won == [0, 1, 0, 0]  # East's T20
