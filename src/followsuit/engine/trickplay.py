"""The play of the cards: the part of a deal every trick-taking game shares.

:class:`TrickPlay` keeps hands as bitmasks of physical cards, the trick in progress, tricks and
cards won, cards played and the voids each seat has shown, and turns a card action into the
legal-move check and the trick's winner. A game's deal subclasses it and says, through a few
attributes and hooks, how its cards follow and win.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from followsuit.cards import Card, Pack, Suit, bits
from followsuit.engine.actions import Action
from followsuit.engine.deal import Deal
from followsuit.engine.tricks import Follow, Ties, Trick, legal_plays, winning_position
from followsuit.errors import NotationError

SUIT_NAMES = {
    Suit.CLUBS: "clubs",
    Suit.DIAMONDS: "diamonds",
    Suit.HEARTS: "hearts",
    Suit.SPADES: "spades",
    Suit.TRUMPS: "trumps",
    Suit.JOKERS: "jokers",
}


class CardTable:
    """A pack's card actions and masks, made once per pack and shared by every deal."""

    def __init__(self, pack: Pack) -> None:
        self.pack = pack
        self.play_actions: list[Action] = []
        by_face: dict[Card, Action] = {}
        for index, card in enumerate(pack.cards):
            action = by_face.get(card)
            if action is None:
                action = by_face[card] = Action("play", str(card), index, (card,))
            self.play_actions.append(action)
        self.action_of_face = by_face
        self.copies_mask = {card: sum(1 << i for i in idx) for card, idx in pack.copies.items()}
        self.has_copies = pack.has_copies

    def actions(self, mask: int) -> list[Action]:
        """One play action per face in ``mask``."""
        table = self.play_actions
        if not self.has_copies:
            result = []
            while mask:
                low = mask & -mask
                result.append(table[low.bit_length() - 1])
                mask ^= low
            return result
        return list(dict.fromkeys(table[i] for i in bits(mask)))

    def parse(self, text: str) -> Action:
        card = Card.parse(text)
        action = self.action_of_face.get(card)
        if action is None:
            raise NotationError(f"{card} is not in this game's pack")
        return action


@lru_cache(maxsize=64)
def card_table(pack: Pack) -> CardTable:
    return CardTable(pack)


class TrickPlay(Deal):
    """A deal with trick play. Subclasses set the play attributes before play starts and may
    override the hooks (``lead_mask``, ``power``, ``trick_won``, ``all_tricks_played``).
    """

    # What the subclass provides (per deal or per game):
    suit_of: Sequence[int]
    """Each physical card's suit for following (jokers may count as spades, and so on)."""
    suit_masks: Sequence[int]
    """For each suit value, the mask of the cards that count as that suit."""
    rank_power: Sequence[int]
    """Each physical card's power within its suit (higher wins)."""
    trump: int | None = None
    follow: Follow = Follow.MUST_FOLLOW
    ties: Ties = Ties.FIRST_WINS

    def setup_play(self, hands: list[int], tricks: int) -> None:
        """Initialise the play state; call from the subclass's ``__init__``."""
        self.table = card_table(self.game.pack)
        self.hands = hands
        self.trick: Trick | None = None
        self.last_trick: Trick | None = None
        self.tricks_won = [0] * self.players
        self.taken = [0] * self.players
        self.played = 0
        self.voids = [0] * self.players
        self.tricks_played = 0
        self.total_tricks = tricks

    def _copy_play_into(self, new: Any) -> None:
        new.hands = list(self.hands)
        new.trick = self.trick.copy() if self.trick is not None else None
        new.tricks_won = list(self.tricks_won)
        new.taken = list(self.taken)
        new.voids = list(self.voids)

    # -- hooks ------------------------------------------------------------------------

    def lead_mask(self, seat: int, hand: int) -> int:
        """The cards ``seat`` may lead (default: any)."""
        return hand

    def lead_refusal(self, seat: int, card: int) -> str:
        """Why ``card`` may not be led (when ``lead_mask`` excludes it)."""
        return "that card may not be led now"

    def power(self, card: int, led: int) -> int:
        """A card's power in a trick whose led suit is ``led``; 0 cannot win."""
        suit = self.suit_of[card]
        if suit == self.trump:
            return 1000 + self.rank_power[card]
        if suit == led:
            return 100 + self.rank_power[card]
        return 0

    def led_suit(self, trick: Trick) -> int:
        """The suit the trick's players must follow (the first card's, by default)."""
        return self.suit_of[trick.cards[0]]

    def follow_mask(self, led: int) -> int:
        """The cards that count as following ``led`` (0: any card may be played)."""
        return self.suit_masks[led]

    def trick_winner(self, trick: Trick) -> int:
        led = self.led_suit(trick)
        powers = [self.power(c, led) for c in trick.cards]
        return trick.seats[winning_position(powers, self.ties)]

    def trick_won(self, winner: int, trick: Trick) -> None:
        """Called after each trick is gathered by ``winner``."""

    def all_tricks_played(self) -> None:
        """Called once the last trick is gathered."""

    # -- the machinery ------------------------------------------------------------------

    def play_seat(self) -> int:
        """The seat whose card is next: the leader, then clockwise."""
        trick = self.trick
        assert trick is not None
        return (trick.leader + len(trick.cards)) % self.players

    def play_mask(self, seat: int) -> int:
        """The cards ``seat`` may play now."""
        hand = self.hands[seat]
        trick = self.trick
        assert trick is not None
        if not trick.cards:
            return self.lead_mask(seat, hand)
        led = self.led_suit(trick)
        follow = self.follow
        beats = 0
        if follow is Follow.MUST_WIN:
            best = max(self.power(c, led) for c in trick.cards)
            beats = sum(1 << c for c in bits(hand) if self.power(c, led) > best)
        trump_mask = self.suit_masks[self.trump] if self.trump is not None else 0
        return legal_plays(hand, follow, self.follow_mask(led), trump_mask, beats)

    def play_actions(self, seat: int) -> list[Action]:
        return self.table.actions(self.play_mask(seat))

    def play_refusal(self, seat: int, action: Action) -> str | None:
        """None if ``seat`` may play ``action``'s card now, else why not."""
        if action.kind != "play":
            return f"now {self.game.player_names[seat]} must play a card"
        card = action.cards[0]
        held = self.hands[seat] & self.table.copies_mask.get(card, 0)
        if not held:
            return f"{card} is not in {self.game.player_names[seat]}'s hand"
        if held & self.play_mask(seat):
            return None
        trick = self.trick
        assert trick is not None
        if not trick.cards:
            return self.lead_refusal(seat, held & -held)
        led = self.led_suit(trick)
        name = SUIT_NAMES.get(Suit(led), "the suit led") if led <= Suit.JOKERS else "the suit led"
        if self.hands[seat] & self.follow_mask(led):
            if self.follow is Follow.MUST_WIN:
                return f"must follow {name} and win the trick if able"
            return f"must follow suit: you hold {name}"
        if self.follow is Follow.MUST_WIN:
            return "must trump, overtrumping if able, when void in the suit led"
        return "must trump when void in the suit led"

    def play_card(self, seat: int, action: Action) -> None:
        """Play the lowest held copy of the action's card that is legal."""
        held = self.hands[seat] & self.table.copies_mask[action.cards[0]] & self.play_mask(seat)
        card = (held & -held).bit_length() - 1
        self.place_card(seat, card)

    def place_card(self, seat: int, card: int) -> None:
        """Put physical card ``card`` from ``seat``'s hand on the trick; gather it if complete."""
        trick = self.trick
        assert trick is not None
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        if trick.cards:
            led = self.led_suit(trick)
            mask = self.follow_mask(led)
            if mask and not bit & mask:
                self.voids[seat] |= 1 << led
                trump = self.trump
                if (
                    trump is not None
                    and self.follow is not Follow.MUST_FOLLOW
                    and not bit & self.suit_masks[trump]
                ):
                    self.voids[seat] |= 1 << trump
        trick.add(seat, card)
        if len(trick.cards) == self.players:
            self.gather()

    def gather(self) -> None:
        trick = self.trick
        assert trick is not None
        winner = self.trick_winner(trick)
        self.tricks_won[winner] += 1
        for card in trick.cards:
            self.taken[winner] |= 1 << card
        self.tricks_played += 1
        self.last_trick = trick
        self.trick_won(winner, trick)
        if self.tricks_played == self.total_tricks:
            self.trick = None
            self.all_tricks_played()
        else:
            self.trick = Trick(winner)

    # -- views --------------------------------------------------------------------------

    def visible_to(self, seat: int | None) -> int:
        """The physical cards whose place ``seat`` may know (None: a spectator): its own hand
        and every card played. Games add what their rules expose (a dummy, cards given)."""
        own = self.hands[seat] if seat is not None else 0
        return own | self.played

    def cards_text(self, mask: int) -> list[str]:
        pack = self.game.pack
        return [str(pack[i]) for i in bits(mask)]

    def play_view(self) -> dict[str, Any]:
        """The public part of the play: trick, last trick, tricks won, voids shown."""

        def trick_json(trick: Trick | None) -> dict[str, Any] | None:
            if trick is None:
                return None
            pack = self.game.pack
            return {
                "leader": trick.leader,
                "cards": [
                    {"seat": s, "card": str(pack[c])}
                    for s, c in zip(trick.seats, trick.cards, strict=True)
                ],
            }

        return {
            "trick": trick_json(self.trick),
            "last_trick": trick_json(self.last_trick),
            "tricks_won": list(self.tricks_won),
            "hand_sizes": [h.bit_count() for h in self.hands],
            "voids": [[Suit(s).symbol for s in bits(v)] for v in self.voids],
            "played": self.cards_text(self.played),
        }
