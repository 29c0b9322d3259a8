"""The native trick play against the Python engine, the oracle: every game and preset.

Seeded matches are played by the random bot (and a few by the game's own bot, for the
contracts it bids), each for its first few deals. At every position where the seat to act
plays a card in trick play and ``native_play(deal)`` gives a position, the native position
must agree with the deal: the hand to play (``to_play`` against ``play_seat``), the legal
cards (the native mask against the deal's ``play_mask``, physical card for physical card, and
its faces against the faces of the deal's legal card actions, so the engine's own paths to its
actions are checked too), and, once the deal has played the bot's card, the same physical card
played natively wins the same trick for the same hand and leaves the same tricks won. A native
position carried from the first such position goes on in lockstep with the deal for as long as
the play goes on without a pause, to the end of the deal where it has none, and must agree
with a position made afresh at every step.

What is not played natively, and why (``native_extras`` returns None, or the deal is not a
trick of one card from each hand, or the deal pauses between tricks):

- Oh Hell ``atkinson-5``, ``atkinson-6``: a joker's power is the call made as it is played
  (high or low), which no table of powers by card and suit led states. No native position is
  made in these presets.
- 10 Bridge, a trump contract: while the trump is concealed a hand that cannot follow may call
  for the reveal, a move the native play does not have; in the trick of the reveal, trump-suit
  cards are trumps only from the revealer on, and the revealer must ruff. Native from the
  trick after the reveal (and throughout a No Trump contract).
- Bézique ``four-handed``, ``four-handed-partners``: the last eight tricks are played in pairs
  (tricks of two cards with four hands, ``play_seat``); native while the stock lasts.
- Bézique (every preset): while the stock lasts the play pauses after each trick for the
  winner's declarations and the draw, so a native position lasts one trick there; in the
  last eight it lasts to the end of the deal, but in Polish Bézique, which goes on declaring
  after a trick whose cards complete a declaration.
- Every game: the auction, the declarations, the discards and other phases are not trick play.

Whenever a deal's native rules change (its first native position, a new trump or follow
rule), random complete tricks (any cards of the pack) must have the deal's ``trick_winner``
and random positions (a trick begun, a hand to play to it) the deal's ``play_mask``, so rare
rules are met (19's Emperor trick, three-handed Bézique's throw). The rules each game must be
seen to meet are counted (``EVENTS``), so no check passes for want of a case.
``FOLLOWSUIT_NATIVE_MATCHES`` sets the random matches per preset, each played to its third
deal (a deeper run raises it).
"""

from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass, field
from random import Random

import pytest

from followsuit import _core, games
from followsuit.bots import default_bot, make_bot
from followsuit.cards import Card, Pack, bits
from followsuit.engine import Action, Deal, Follow, Game, Trick
from followsuit.engine.native import native_extras, native_play
from followsuit.engine.trickplay import TrickPlay

MATCHES = int(os.environ.get("FOLLOWSUIT_NATIVE_MATCHES", "4"))
"""Random matches played per game and preset."""
HEURISTIC_MATCHES = 2
"""Matches played by the game's own bot (its contracts: the random bot bids 10 Bridge up to
5NT and seldom plays a trump contract)."""
DEALS_A_MATCH = 3
"""The deals of each match played (fewer where the match ends before)."""
ACTION_LIMIT = 5000
"""No deal takes this many actions."""
TRICKS_TRIED = 40
"""Random complete tricks whose winner is checked whenever a deal's native rules change (its
first native position, a new follow rule or trump)."""
POSITIONS_TRIED = 100
"""Random positions whose legal cards are checked whenever a deal's native rules change."""
PROBED_EVENTS = ("throw", "lead restricted")
"""The events counted in random positions too (the others are the play's own)."""
CARD_KINDS = ("play", "table")
"""The kinds of action that play a card (Bézique plays a face from its table with ``table``)."""

NOT_NATIVE: dict[tuple[str, str | None], str] = {
    ("oh-hell", "atkinson-5"): "Atkinson's jokers are called high or low as they are played",
    ("oh-hell", "atkinson-6"): "Atkinson's jokers are called high or low as they are played",
}
"""The presets whose trick play is never native, and why."""
EVENTS: dict[str, tuple[str, ...]] = {
    "spades": ("lead restricted",),
    "beyond": ("lead restricted",),
    "10-bridge": ("dummy", "trump revealed"),
    "nineteen": ("capture",),
    "nineteen:three-players": ("capture", "dummy"),
    "nineteen:two-players": ("capture", "dummy"),
    "bezique:three-handed": ("throw",),
}
"""The rules beyond following suit that each game (or preset) must be seen to meet natively
(``events``): spades barred from the lead until broken, Beyond's jokers blocked from the lead
(B9), 10 Bridge's dummy and revealed trump, 19's Emperor trick and dummies, three-handed
Bézique's third hand throwing (Z3)."""
LOCKSTEP_TO_THE_END = {"spades", "oh-hell", "beyond", "nineteen", "10-bridge"}
"""Games whose play has no pause between tricks: some deals are carried natively from their
first native position to their end."""


@dataclass
class Counts:
    """What one preset's deals checked."""

    positions: int = 0
    """Native positions made afresh and checked against the deal."""
    lockstep: int = 0
    """Cards played by a native position carried from an earlier one."""
    tricks: int = 0
    """Tricks completed natively and checked (winner and tricks won)."""
    winners: int = 0
    """Random complete tricks whose native winner was checked (``check_winners``)."""
    masks: int = 0
    """Random positions whose native legal cards were checked (``check_masks``)."""
    to_the_end: int = 0
    """Deals whose last trick a carried native position played."""
    events: Counter[str] = field(default_factory=Counter)
    """The rules met (``events``): counted to show the play met them."""
    python_only: Counter[str] = field(default_factory=Counter)
    """Card plays with no native position, by the deal's class and phase."""


def faces(pack: Pack, mask: int) -> set[Card]:
    return {pack[i] for i in bits(mask)}


def check_position(deal: TrickPlay, cards: list[Action], position: _core.Position) -> None:
    """The native position agrees with the deal on who plays and what may be played."""
    hand = deal.play_seat()
    assert position.to_play() == hand, f"native {position.to_play()}, Python {hand}"
    legal = position.legal()
    assert legal == deal.play_mask(hand), (
        f"hand {hand}: native {sorted(bits(legal))}, Python {sorted(bits(deal.play_mask(hand)))}"
    )
    pack = deal.game.pack
    assert faces(pack, legal) == {a.cards[0] for a in cards}


def same_position(carried: _core.Position, fresh: _core.Position) -> None:
    """A position carried in lockstep is the position made afresh from the deal."""
    assert carried.hands == fresh.hands
    assert carried.trick == fresh.trick
    assert carried.leader == fresh.leader
    assert carried.tricks_won == fresh.tricks_won
    assert carried.to_play() == fresh.to_play()
    assert carried.legal() == fresh.legal()


def check_winners(deal: TrickPlay, rules: _core.Rules, rng: Random, counts: Counts) -> None:
    """Random complete tricks (any cards of the pack, and with every card of a native capture
    among them) have the same winner natively as by the deal's ``trick_winner``."""
    size = len(deal.hands)
    pack_cards = range(len(deal.game.pack))
    extras = native_extras(deal)
    assert extras is not None
    capture = list(bits(extras.capture_all))
    for k in range(TRICKS_TRIED):
        cards = rng.sample(pack_cards, size)
        if capture and k % 2 and len(capture) <= size:
            others = [c for c in cards if c not in capture][: size - len(capture)]
            cards = others + capture
            rng.shuffle(cards)
        leader = rng.randrange(size)
        seats = [(leader + i) % size for i in range(size)]
        python = deal.trick_winner(Trick(leader, seats, list(cards)))
        if capture and set(capture) <= set(cards):
            counts.events["capture"] += 1
        assert seats[rules.winning_position(cards)] == python, (
            f"trick {[str(deal.game.pack[c]) for c in cards]} led by {leader}"
        )
        counts.winners += 1


def check_masks(deal: TrickPlay, rules: _core.Rules, rng: Random, counts: Counts) -> None:
    """Random positions of this deal's play as it stands (a random trick begun, a random hand
    to play to it from the other cards) have the same legal cards natively as by the deal's
    ``play_mask``: the follow rules met far more often than a playout meets them."""
    size = len(deal.hands)
    extras = native_extras(deal)
    assert extras is not None
    pack_cards = range(len(deal.game.pack))
    probe = deal.clone()
    assert isinstance(probe, TrickPlay)
    for _ in range(POSITIONS_TRIED):
        length = rng.randrange(size)
        dealt = rng.sample(pack_cards, length + rng.randint(1, 13))
        cards, held = dealt[:length], sum(1 << c for c in dealt[length:])
        leader = rng.randrange(size)
        hand = (leader + length) % size
        probe.trick = Trick(leader, [(leader + i) % size for i in range(length)], cards)
        probe.hands = [held if h == hand else 0 for h in range(size)]
        position = _core.Position(
            rules,
            hands=probe.hands,
            leader=leader,
            trick=cards,
            tricks_won=deal.tricks_won,
            tricks_played=deal.tricks_played,
            total_tricks=deal.total_tricks,
            trumped=deal.trumped,
            blocked=extras.blocked,
        )
        legal = position.legal()
        python = probe.play_mask(hand)
        assert legal == python, (
            f"hand {[str(deal.game.pack[c]) for c in bits(held)]} to the trick "
            f"{[str(deal.game.pack[c]) for c in cards]}: native {sorted(bits(legal))}, "
            f"Python {sorted(bits(python))}"
        )
        counts.masks += 1
        counts.events.update(e for e in events(probe, position) if e in PROBED_EVENTS)


def events(deal: TrickPlay, position: _core.Position) -> list[str]:
    """The rules beyond following suit that shape this position, for the count that shows
    the random play met them: a lead some cards may not make, a trump stated as native data
    (10 Bridge's revealed trump), a hand played by another seat, a third hand throwing."""
    found = []
    hand = position.to_play()
    assert hand is not None
    held = deal.hands[hand]
    trick = position.trick
    legal = position.legal()
    if not trick and legal != held:
        found.append("lead restricted")
    extras = native_extras(deal)
    if extras is not None and extras.trump is not None:
        found.append("trump revealed")
    if deal.controller(hand) != hand:
        found.append("dummy")
    if trick and deal.follow is Follow.MUST_WIN:
        led = deal.follow_mask(deal.suit_of[trick[0]])
        trumps = deal.suit_masks[deal.trump] if deal.trump is not None else 0
        if held & trumps and not held & led and legal & ~trumps:
            found.append("throw")
    return found


def play_match(game: Game, seed: int, bot_name: str, counts: Counts) -> None:
    """The first ``DEALS_A_MATCH`` deals of a match played by ``bot_name`` at every seat
    (later deals differ: hand sizes, trumps, what a match carries), checked natively wherever
    they can be played natively."""
    rng = Random(seed)
    bot = make_bot(bot_name, game, rng)
    tricks_rng = Random(seed)
    match = game.new_match(seed=seed)
    carried: _core.Position | None = None
    seen: Deal | None = None
    probed: _core.Rules | None = None
    for _ in range(ACTION_LIMIT * DEALS_A_MATCH):
        if match.match_is_over or len(match.finished) >= DEALS_A_MATCH:
            return
        deal = match.current
        assert isinstance(deal, TrickPlay)
        if deal is not seen:
            seen, carried = deal, None
        seat = deal.to_act
        assert seat is not None
        cards = [a for a in deal.legal_actions() if a.kind in CARD_KINDS]
        native = native_play(deal) if cards else None
        if native is None:
            carried = None
            if cards:
                counts.python_only[f"{type(deal).__name__} {deal.phase}"] += 1
        else:
            rules, fresh = native
            check_position(deal, cards, fresh)
            counts.positions += 1
            counts.events.update(events(deal, fresh))
            if carried is not None:
                same_position(carried, fresh)
            if rules is not probed:
                check_winners(deal, rules, tricks_rng, counts)
                check_masks(deal, rules, tricks_rng, counts)
                probed = rules
        text = bot.act(match.view(seat))
        before_played, before_won = deal.played, list(deal.tricks_won)
        tricks_before = deal.tricks_played
        match.apply(text)
        if native is None:
            continue
        card_bits = deal.played ^ before_played
        if not card_bits:  # not a card (10 Bridge's reveal): the native play has no such move
            carried = None
            continue
        card = card_bits.bit_length() - 1
        assert card_bits == 1 << card
        winner: int | None = None
        if deal.tricks_played > tricks_before:
            gained = [a - b for a, b in zip(deal.tricks_won, before_won, strict=True)]
            winner = gained.index(1)
        for position, lockstep in ((fresh, False), (carried, True)):
            if position is None:
                continue
            assert position.play(card) == winner, f"{deal.game.pack[card]} by hand {seat}"
            assert position.tricks_won == deal.tricks_won
            if winner is not None:
                counts.tricks += 1
            if lockstep:
                counts.lockstep += 1
        if carried is None:
            carried = fresh
        if deal.is_over and carried is not fresh:
            assert carried.to_play() is None
            counts.to_the_end += 1
    raise AssertionError(f"no end of {DEALS_A_MATCH} deals after so many actions")


@pytest.mark.parametrize(
    ("name", "preset"),
    [
        pytest.param(name, preset, id=name if preset is None else f"{name}:{preset}")
        for name, preset in games.all_presets()
    ],
)
def test_native_trick_play_agrees_with_the_engine(name: str, preset: str | None) -> None:
    """Every native legal mask, hand to play, trick winner and tricks won is the engine's."""
    game = games.load(name, preset=preset)
    counts = Counts()
    for seed in range(MATCHES):
        play_match(game, seed, "random", counts)
    for seed in range(HEURISTIC_MATCHES):
        play_match(game, seed, default_bot(game), counts)
    if (name, preset) in NOT_NATIVE:
        assert counts.positions == 0, NOT_NATIVE[name, preset]
        return
    assert counts.positions > 0, f"no native position checked: {dict(counts.python_only)}"
    assert counts.tricks > 0
    assert counts.winners > 0
    assert counts.lockstep > 0
    if name in LOCKSTEP_TO_THE_END:
        assert counts.to_the_end > 0
    expected = EVENTS.get(f"{name}:{preset}", EVENTS.get(name, ()))
    assert all(counts.events[event] for event in expected), dict(counts.events)


def test_no_native_position_while_the_play_pauses_between_tricks() -> None:
    """Bézique's play pauses after a trick for the winner's declarations and the draw: the
    trick to come is there, but no card is played until the pause ends."""
    deal = games.load("bezique").new_deal(seed=1, dealer=0)
    assert isinstance(deal, TrickPlay)
    rng = Random(1)
    while deal.phase != "declare":
        deal.apply(rng.choice(deal.legal_actions()))
    assert deal.trick is not None and deal.to_act is not None
    assert native_play(deal) is None
    while deal.phase == "declare":
        deal.apply(rng.choice(deal.legal_actions()))
    assert native_play(deal) is not None
