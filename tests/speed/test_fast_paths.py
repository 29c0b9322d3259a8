"""The engine's fast paths (``followsuit bench``) keep the rules they short-cut.

Each fast path is checked against the plain rule it replaces: the shuffle against
``Random.shuffle``, dealing singly against dealing one card at a time, and TrickPlay's inline
defaults against its hooks (``led_suit``, ``follow_mask``, ``power``) and ``legal_plays``.
"""

from __future__ import annotations

from dataclasses import fields, replace
from random import Random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from followsuit.cards import Card, Pack, Suit, bits, combine, forty, piquet, standard, tarot
from followsuit.engine import Follow, Ties, Trick, deal_hands, legal_plays, winning_position
from followsuit.engine.actions import Action
from followsuit.engine.card_table import PARTS_LIMIT, card_table, parts_table
from followsuit.engine.deal import Deal
from followsuit.engine.native import PLAIN, native_rules
from followsuit.engine.play_start import _DEAL_START
from followsuit.engine.trickplay import TrickPlay
from followsuit.engine.tricks import masks_by_suit
from followsuit.engine.view_log import ViewLog
from followsuit.errors import IllegalAction
from followsuit.games import all_presets, load

SPADES = load("spades")


class ExactRandom(Random):
    """A generator subclass: ``shuffled`` must leave it to its own ``shuffle``."""


PACKS = [standard(), piquet(), forty(), tarot(), standard(jokers=3), combine(*[piquet()] * 4)]


@given(seed=st.integers(0, 2**32 - 1), pack=st.sampled_from(PACKS))
def test_g2_a_shuffle_is_random_shuffle_card_for_card(seed: int, pack: Pack) -> None:
    """G2: a deal is its pack order, shuffled by a seeded generator. The pack's shuffle draws
    exactly what ``Random.shuffle`` draws, so a seed gives the same deals it always gave."""
    mine, theirs = Random(seed), Random(seed)
    expected = list(range(len(pack)))
    theirs.shuffle(expected)
    assert pack.shuffled(mine) == expected
    assert mine.getstate() == theirs.getstate()
    assert pack.shuffled(ExactRandom(seed)) == expected


@given(
    data=st.data(),
    players=st.integers(2, 7),
    rounds=st.integers(0, 14),
    start=st.integers(0, 6),
)
def test_g2_dealing_singly_gives_each_seat_every_nth_card_from_the_top(
    data: st.DataObject, players: int, rounds: int, start: int
) -> None:
    """G2: cards come off the top one at a time, clockwise from the first seat."""
    size = start + players * rounds + data.draw(st.integers(0, 5))
    order = data.draw(st.permutations(range(size)))
    first = data.draw(st.integers(0, players - 1))
    hands, position = deal_hands(order, players, first, (1,) * rounds, start)
    expected = [0] * players
    for dealt, card in enumerate(order[start : start + players * rounds]):
        expected[(first + dealt) % players] |= 1 << card
    assert (hands, position) == (expected, start + players * rounds)


def test_g3_a_play_action_made_anew_finds_every_copy_of_its_card() -> None:
    """G3: identical cards are interchangeable; an action read or made anew (not the table's
    own) names the same copies as the table's."""
    pack = combine(piquet(), piquet())
    table = card_table(pack)
    ace = Card.parse("AS")
    copies = sum(1 << i for i in pack.copies[ace])
    own = table.action_of_face[ace]
    anew = Action("play", "AS", 0, (ace,))
    assert table.held_copies(pack.full_mask, own) == copies
    assert table.held_copies(pack.full_mask, anew) == copies
    assert table.held_copies(0, own) == 0


def spades_in_play(seed: int) -> TrickPlay:
    deal = SPADES.new_deal(seed=seed, dealer=seed % 4)
    rng = Random(seed)
    while getattr(deal, "phase", None) != "play":
        deal.apply(rng.choice(deal.legal_actions()))
    assert isinstance(deal, TrickPlay)
    return deal


@given(seed=st.integers(0, 10_000), data=st.data())
def test_s2_follow_suit_fast_path_is_legal_plays_by_the_hooks(
    seed: int, data: st.DataObject
) -> None:
    """S2 follows the general rule (must follow suit if able): at every play of a random deal
    the cards allowed are ``legal_plays`` of the hand, the follow rule and the led suit's mask
    as the hooks give them (leads: the game's ``lead_mask``)."""
    deal = spades_in_play(seed)
    while not deal.is_over:
        seat = deal.play_seat()
        hand = deal.hands[seat]
        trick = deal.trick
        assert trick is not None
        if trick.cards:
            led = TrickPlay.led_suit(deal, trick)
            expected = legal_plays(hand, Follow.MUST_FOLLOW, TrickPlay.follow_mask(deal, led))
        else:
            expected = deal.lead_mask(seat, hand)
        assert deal.play_mask(seat) == expected
        deal.apply(data.draw(st.sampled_from(deal.legal_actions())))


@given(
    cards=st.lists(st.integers(0, 51), min_size=2, max_size=6, unique=True),
    leader=st.integers(0, 3),
    trump=st.sampled_from([None, 0, 1, 2, 3]),
    ties=st.sampled_from(list(Ties)),
    coarse=st.integers(1, 6),
)
def test_the_default_trick_winner_is_the_power_hook_s_winner(
    cards: list[int], leader: int, trump: int | None, ties: Ties, coarse: int
) -> None:
    """The highest trump wins, else the highest card of the suit led (the default ``power``),
    equal cards by the game's tie rule: the native rules made from the deal pick the same
    winner as ``winning_position`` over the hook's powers. (Coarse ranks make equal cards, as
    copies.)"""
    deal = spades_in_play(0)
    deal.trump = trump
    deal.ties = ties
    deal.rank_power = [power // coarse for power in deal.rank_power]
    trick = Trick(leader)
    for position, card in enumerate(cards[:4]):
        trick.add((leader + position) % 4, card)
    led = TrickPlay.led_suit(deal, trick)
    powers = [TrickPlay.power(deal, card, led) for card in trick.cards]
    native = native_rules(deal, PLAIN)
    assert (
        trick.seats[native.winning_position(trick.cards)]
        == trick.seats[winning_position(powers, ties)]
    )


def test_equal_packs_hash_alike() -> None:
    """A pack is found by value (its card table is shared): equal packs, equal hashes."""
    assert standard(name="a") == standard(name="b")
    assert hash(standard(name="a")) == hash(standard(name="b"))


@given(pack=st.sampled_from(PACKS), data=st.data())
def test_a_hands_play_actions_from_the_suit_runs_are_one_per_card_lowest_first(
    pack: Pack, data: st.DataObject
) -> None:
    """The actions of a hand looked up run by run (``CardTable.actions``) are the table's own
    action of each card it holds, in pack order (one per face when copies share one)."""
    table = card_table(pack)
    hand = data.draw(st.integers(0, pack.full_mask))
    expected = list(dict.fromkeys(table.play_actions[i] for i in range(len(pack)) if hand >> i & 1))
    assert list(table.actions(hand)) == expected


@given(pack=st.sampled_from(PACKS[:4]), data=st.data())
def test_a_parts_table_names_the_cards_of_each_part_lowest_first(
    pack: Pack, data: st.DataObject
) -> None:
    """``parts_table``: every part of a set of cards maps to the actions of its cards."""
    cards = data.draw(st.integers(0, pack.full_mask))
    cards = sum(1 << i for i in list(bits(cards))[:PARTS_LIMIT])
    table = parts_table(pack, cards)
    part = data.draw(st.integers(0, pack.full_mask)) & cards
    assert len(table) == 1 << cards.bit_count()
    assert list(table[part]) == [card_table(pack).play_actions[i] for i in bits(part)]


@pytest.mark.parametrize("name", ["spades", "oh-hell", "beyond", "10-bridge"])
def test_the_trick_rules_suit_masks_hold_the_cards_of_each_suit_of(name: str) -> None:
    """The play's fast path tells a void by ``suit_of`` where the hooks read ``suit_masks``:
    each game's masks are exactly the cards whose suit for following is that suit."""
    game = load(name)
    rules = game.trick_rules
    assert list(rules.suit_masks) == masks_by_suit(rules.suit_of)


@given(seed=st.integers(0, 10_000))
def test_s2_spades_are_broken_exactly_when_a_spade_is_played_to_another_suits_lead(
    seed: int,
) -> None:
    """S2: the engine's ``trumped`` (Spades' spades broken) turns on at the first spade played
    to a trick led in another suit, and not before."""
    deal = spades_in_play(seed)
    rng = Random(seed)
    broken = False
    while not deal.is_over:
        trick = deal.trick
        assert trick is not None and deal.spades_broken == broken
        action = rng.choice(deal.legal_actions())
        card = action.value
        if trick.cards and deal.suit_of[card] == Suit.SPADES:
            broken = broken or deal.suit_of[trick.cards[0]] != Suit.SPADES
        deal.apply(action)
    assert deal.spades_broken == broken


def test_a_deal_that_orders_its_own_play_is_asked_whose_card_is_next() -> None:
    """The inline seat to play is only for the default order: a deal with its own
    ``play_seat`` (four-handed Bezique's last eight, played in pairs) is asked every time."""
    from tests.engine.toy import ToyDeal, ToyGame

    asked: list[int] = []

    class OwnOrder(ToyDeal):
        def play_seat(self) -> int:
            seat = super().play_seat()
            asked.append(seat)
            return seat

    assert ToyDeal.plain_controller and not OwnOrder.plain_controller
    game = ToyGame()
    deal = OwnOrder(game, list(range(len(game.pack))), 0, 5)
    played = 0
    while deal.to_act is not None:
        assert deal.to_act == asked[-1]
        deal.apply(deal.legal_actions()[0])
        played += 1
    assert played and len(asked) >= played


SPADES_STAGE_LISTS = (
    "bids",
    "team_bids",
    "blind",
    "came_out",
    "tells",
    "looked",
    "located",
    "passing",
    "discards",
    "to_discard",
)
"""The lists of a Spades deal that a clone in the play shares with its original."""


@pytest.mark.parametrize("preset", [p for name, p in all_presets() if name == "spades"])
@given(seed=st.integers(0, 2**32 - 1))
def test_a_spades_clone_in_the_play_may_share_what_only_the_stages_before_it_change(
    preset: str | None, seed: int
) -> None:
    """A clone made in the play (or after it) shares the lists of the stages before the
    play (bids, passes, discards ...) with its original, as nothing in the play changes them
    in place: from the first card to the last they keep their contents."""
    game = load("spades", preset=preset) if preset else SPADES
    rng = Random(seed)
    deal = game.new_deal(rng=rng)
    while not deal.is_over and deal.phase != "play":
        deal.apply(rng.choice(deal.legal_actions()))
    before = {name: list(getattr(deal, name)) for name in SPADES_STAGE_LISTS}
    twin = deal.clone()
    assert all(getattr(twin, name) is getattr(deal, name) for name in SPADES_STAGE_LISTS)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    assert {name: list(getattr(deal, name)) for name in SPADES_STAGE_LISTS} == before
    assert twin.legal_actions() and not twin.is_over


@pytest.mark.parametrize(("name", "preset"), all_presets())
def test_a_legal_actions_text_is_taken_as_that_action_and_any_other_text_is_read(
    name: str, preset: str | None
) -> None:
    """``apply`` of a text that is one of the position's legal actions to the letter (what a
    bot answers a view with) takes that action without reading the text again; a text in
    another form is read and checked as ever. Either way the deal goes as with the actions."""
    game = load(name, preset)
    rng = Random(11)
    as_texts: Any = game.new_deal(rng=Random(5))
    as_actions = game.new_deal(rng=Random(5))

    def unread(text: str) -> Action:
        raise AssertionError(f"{text!r} was read again")

    while not as_actions.is_over:
        action = rng.choice(as_actions.legal_actions())
        assert [a.text for a in as_texts.legal_actions()] == [
            a.text for a in as_actions.legal_actions()
        ]
        if rng.random() < 0.5:
            as_texts.parse = unread
            as_texts.apply(action.text)
            del as_texts.parse
        else:
            as_texts.apply(f" {action.text.upper()} ")  # as a person types it: read
        assert as_texts.history[-1] == action
        as_actions.apply(action)
    assert as_texts.record() == as_actions.record()
    assert as_texts.scores == as_actions.scores


FUSED_GAMES = {"spades": True, "oh-hell": True, "beyond": False, "10-bridge": False}
"""Whether each game's default deal plays its cards past the phase table (``card_phase``):
Spades' and Oh Hell's plays are the engine's plain play; Beyond's play step blocks a joker
lead and 10 Bridge's reveals the trump and plays from the dummy."""


@pytest.mark.parametrize(("name", "fused"), sorted(FUSED_GAMES.items()))
def test_a_plain_play_plays_its_cards_past_the_phase_table(name: str, fused: bool) -> None:
    """``TrickPlay.card_phase`` is the play when the play step and every hook of the deal are
    the engine's plain ones, and None when the game's rules do more around a card."""
    deal: Any = load(name).new_deal(seed=3)
    assert (deal.card_phase == "play") is fused
    assert deal.card_log_kind == ("play" if fused else "")


@pytest.mark.parametrize(("name", "preset"), all_presets())
def test_the_fused_card_path_plays_every_card_as_the_phase_table_does(
    name: str, preset: str | None
) -> None:
    """The same deals played twice, once with the cards played past the phase table
    (``card_phase``) and once through it: the same legal actions, seat to act, log, places
    of every card and views at every position, the same refusal of a card not in the hand,
    and the same record and scores at the end; and the deal replayed from its texts alone
    (the legal cards never asked for) the same again."""
    game = load(name, preset)
    for seed in (1, 2):
        fused: Any = game.new_deal(rng=Random(seed))
        tabled: Any = game.new_deal(rng=Random(seed))
        tabled.card_phase = None  # every card through the phase table
        rng = Random(seed + 100)
        while not fused.is_over:
            seat = fused.to_act
            assert tabled.to_act == seat and not tabled.is_over
            legal = fused.legal_actions()
            assert [a.text for a in legal] == [a.text for a in tabled.legal_actions()]
            assert fused.view(seat) == tabled.view(seat)
            stranger = [a for a in fused.table.play_actions if a not in legal]
            if stranger and fused.phase == "play":
                refused = rng.choice(stranger)
                with pytest.raises(IllegalAction) as by_fused:
                    fused.apply(refused)
                with pytest.raises(IllegalAction) as by_table:
                    tabled.apply(refused)
                assert str(by_fused.value) == str(by_table.value)
            action = rng.choice(legal)
            fused.apply(action)
            tabled.apply(action.text if rng.random() < 0.5 else action)
            assert fused.places() == tabled.places()
            assert fused.log.entries == tabled.log.entries
            assert fused.trick == tabled.trick and type(fused.trick) is type(tabled.trick)
        assert tabled.is_over
        assert fused.view(None) == tabled.view(None)
        assert fused.record() == tabled.record()
        assert fused.scores == tabled.scores
        replayed: Any = game.new_deal(rng=Random(seed))  # texts alone, legal cards never asked
        for action in fused.history:
            replayed.apply(action.text)
        assert replayed.record() == fused.record()
        assert replayed.log.entries == fused.log.entries
        assert replayed.places() == fused.places() and replayed.is_over


@pytest.mark.parametrize(("name", "preset"), all_presets())
def test_a_trick_with_cards_played_the_checked_way_has_the_fast_paths_winner(
    name: str, preset: str | None
) -> None:
    """The fused play keeps a trick's winner so far card by card; a card of the trick applied
    as an equal copy of its action (checked, placed by ``place_card``) makes the trick's
    winner be worked out whole. Mixing the two ways card by card, on clones taken anywhere,
    wins the same tricks as the fast path alone."""
    game = load(name, preset)
    for seed in (1, 2, 3):
        fast: Any = game.new_deal(rng=Random(seed))
        mixed: Any = game.new_deal(rng=Random(seed))
        rng = Random(seed + 200)
        while not fast.is_over:
            action = rng.choice(fast.legal_actions())
            fast.apply(action)
            mixed.legal_actions()
            if rng.random() < 0.3:
                mixed = mixed.clone()
            if action.kind == "play" and rng.random() < 0.5:
                mixed.apply(Action(action.kind, action.text, action.value, action.cards))
            else:
                mixed.apply(action)
            assert mixed.tricks_won == fast.tricks_won
        assert mixed.places() == fast.places()
        assert mixed.record() == fast.record()
        assert mixed.scores == fast.scores


@pytest.mark.parametrize("name", [name for name, fused in FUSED_GAMES.items() if fused])
def test_an_action_of_another_phase_applied_in_the_fused_play_is_refused(name: str) -> None:
    """Every action offered before the play (a bid, whose value is no card), and one whose
    value is below every card's (Spades' blind nil), applied in the play, is refused with the
    rule, and the position is unchanged."""
    game = load(name)
    deal: Any = game.new_deal(rng=Random(4))
    earlier: list[Action] = []
    while deal.phase != "play":
        legal = deal.legal_actions()
        earlier += legal
        deal.apply(legal[-1])
    deal.legal_actions()
    record = deal.record()
    for action in [*earlier, Action(earlier[0].kind, earlier[0].text, -1)]:
        with pytest.raises(IllegalAction):
            deal.apply(action)
    assert deal.record() == record


def test_a_deal_knows_whether_it_is_over_when_made() -> None:
    """A deal that needs no action is over as soon as it is made (``Deal.ready``), and
    ``is_over`` is a plain attribute of the deal from the start, not worked out by a
    descriptor on the class (CPython reads a plain attribute faster)."""
    from tests.engine.toy import ToyGame, ToyOptions

    game = ToyGame(ToyOptions(instant=1))
    instant = game.deal_from_order(list(range(4)), 0, 0)
    played = game.deal_from_order(list(range(4)), 0, 1)
    assert instant.__dict__["is_over"] is True and instant.to_act is None
    assert played.__dict__["is_over"] is False and played.to_act is not None
    assert not hasattr(type(Deal.__dict__["is_over"]), "__get__")
    clone = played.clone()
    while not clone.is_over:
        clone.apply(clone.legal_actions()[0])
    assert clone.to_act is None and not played.is_over


KEPT_START_GAMES = [(name, p) for name, p in all_presets() if name in ("spades", "oh-hell")]


def deal_values(deal: Any) -> list[tuple[str, Any]]:
    """A deal's attributes in order, each as a value to compare (a log by its contents)."""
    return [
        (key, (value.entries, value.hidden, value.reveals) if isinstance(value, ViewLog) else value)
        for key, value in vars(deal).items()
    ]


@pytest.mark.parametrize(("name", "preset"), KEPT_START_GAMES)
def test_a_deal_made_from_its_kept_start_is_the_deal_made_the_plain_way(
    name: str, preset: str | None
) -> None:
    """Spades and Oh Hell deals begin as a copy of what the first deal of their game set
    (``deal_start``): the same deal as one made the plain way, attribute for attribute and in
    the same order, sharing with other deals only what plain deals share, whatever the
    order, dealer and carry (a match's deals, a side far behind); and played out alike."""
    game: Any = load(name, preset)
    rng = Random(5)
    carries = [game.initial_carry()]
    for _ in range(3):  # the carries of a match's first deals
        deal = game.deal_from_order(game.pack.shuffled(rng), len(carries) % 4, carries[-1])
        while not deal.is_over:
            deal.apply(rng.choice(deal.legal_actions()))
        carries.append(deal.outcome().carry)
    if name == "spades":  # either side far enough behind to bid blind
        carries += [replace(carries[0], totals=(0, 300)), replace(carries[0], totals=(300, 0))]
    for number, carry in enumerate(carries):
        order = game.pack.shuffled(rng)
        dealer = number % game.players
        made = []
        for _ in range(2):
            _DEAL_START.clear()
            plain = game.deal_from_order(order, dealer, carry)
            kept = game.deal_from_order(order, dealer, carry)
            assert deal_values(kept) == deal_values(plain)
            made.append((plain, kept))
        (plain, kept), (plain2, kept2) = made
        for key, value in vars(plain).items():
            if isinstance(value, (list, dict, set, Trick, ViewLog)):
                shared = value is vars(plain2)[key]
                assert (vars(kept)[key] is vars(kept2)[key]) == shared, key
        while not plain.is_over:
            assert kept.legal_actions() == plain.legal_actions()
            action = rng.choice(plain.legal_actions())
            plain.apply(action)
            kept.apply(action)
        assert kept.is_over and kept.record() == plain.record()
        assert deal_values(kept) == deal_values(plain)


def test_the_fused_plays_next_trick_is_a_trick_led_by_the_winner() -> None:
    """The fused play makes the next trick without ``Trick``'s ``__init__`` (``NEW_TRICK``),
    setting its fields itself: they are all of ``Trick``'s, and the trick is
    ``Trick(winner)``."""
    assert [f.name for f in fields(Trick)] == ["leader", "seats", "cards"]
    deal: Any = SPADES.new_deal(seed=2)
    while deal.tricks_played < 2:
        deal.apply(deal.legal_actions()[0])
    assert deal.card_phase == "play" and type(deal.trick) is Trick
    assert deal.trick == Trick(deal.trick_winner(deal.last_trick))
    assert deal.trick.cards == [] and deal.trick.seats == [] and deal.trick is not deal.last_trick


@pytest.mark.parametrize(("name", "preset"), all_presets())
def test_trickplays_legal_actions_are_the_deals_at_every_position(
    name: str, preset: str | None
) -> None:
    """``TrickPlay.legal_actions`` (its fused play's own way in the card phase) gives the
    phase table's actions (``Deal.legal_actions``), in order, at every position of a random
    deal."""
    game = load(name, preset)
    rng = Random(9)
    deal: Any = game.new_deal(rng=rng)
    assert isinstance(deal, TrickPlay)
    while not deal.is_over:
        plain = Deal.legal_actions(deal.clone())
        legal = deal.legal_actions()
        assert legal == plain
        deal.apply(rng.choice(legal))
