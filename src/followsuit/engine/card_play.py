"""A card played: the legal cards and why another is refused, the copy a face takes, the card
put on the trick, a void shown, the trick gathered by its winner.
"""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.cards import Suit
from followsuit.engine.actions import Action
from followsuit.engine.native_play import NativePlay
from followsuit.engine.tricks import Follow, Trick

SUIT_NAMES = {
    Suit.CLUBS: "clubs",
    Suit.DIAMONDS: "diamonds",
    Suit.HEARTS: "hearts",
    Suit.SPADES: "spades",
    Suit.TRUMPS: "trumps",
    Suit.JOKERS: "jokers",
}
"""Each suit's name as a refusal gives it ("must follow suit: you hold hearts")."""

MUST_FOLLOW = Follow.MUST_FOLLOW


class CardPlay(NativePlay):
    """A deal of trick play as its cards are played: by the legal mask (``legal_mask``), each
    card placed on the trick (``place_card``) and the complete trick gathered (``gather``)."""

    def play_actions(self, seat: int) -> Sequence[Action]:
        """One action per face ``seat`` may play now."""
        mask = self._mask = self.legal_mask(seat)
        return self.table.actions(mask)

    def play_refusal(self, seat: int, action: Action) -> str | None:
        """None if ``seat`` may play ``action``'s card now, else why not."""
        if action.kind != "play":
            return f"now {self.game.player_names[seat]} must play a card"
        hand = self.hands[seat]
        table = self.table
        index = action.value
        if 0 <= index < len(table.play_actions) and table.play_actions[index] is action:
            held = hand & table.copies_of[index]  # held_copies, inline for the table's own
        else:
            held = table.held_copies(hand, action)
        if not held:
            return f"{action.cards[0]} is not in {self.game.player_names[seat]}'s hand"
        if held & self.legal_mask(seat):
            return None
        trick = self.trick
        assert trick is not None
        if not trick.cards:
            return self.lead_refusal(seat, held & -held)
        led, led_mask = self._follow_mask_now(trick)
        name = SUIT_NAMES.get(Suit(led), "the suit led") if led <= Suit.JOKERS else "the suit led"
        if hand & led_mask:
            if self.follow is Follow.MUST_WIN:
                return f"must follow {name} and win the trick if able"
            return f"must follow suit: you hold {name}"
        if self.follow is Follow.MUST_WIN:
            return "must trump, overtrumping if able, when void in the suit led"
        return "must trump when void in the suit led"

    def play_card(self, seat: int, action: Action) -> None:
        """Play the lowest held copy of the action's card that is legal (G3: a record names the
        face, and the copies of a face are interchangeable)."""
        mask = self._mask
        if mask < 0:
            mask = self.legal_mask(seat)
        held = self.table.held_copies(self.hands[seat], action) & mask
        self.place_card(seat, (held & -held).bit_length() - 1)

    def play_called(self, seat: int, action: Action, high: bool | None) -> None:
        """``play_card`` for a called joker (``called_jokers``): called ``high`` (True) or low
        if it is the trick's first joker, else the opposite of the first (``high`` unread). It
        shows no void: it may be played holding the suit led."""
        called = self.called_jokers
        assert called is not None, "the jokers are not called in this game"
        mask = self._mask
        if mask < 0:
            mask = self.legal_mask(seat)
        held = self.table.held_copies(self.hands[seat], action) & mask
        card = (held & -held).bit_length() - 1
        trick = self.trick
        assert trick is not None
        self.called_high = called.call(trick.cards, card, high, self.called_high)
        voids = self.voids[seat]
        self.place_card(seat, card)
        self.voids[seat] = voids

    def place_card(self, seat: int, card: int) -> None:
        """Put physical card ``card`` from ``seat``'s hand on the trick; gather it if complete."""
        trick = self.trick
        assert trick is not None
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        cards = trick.cards
        if cards:
            if self.plain_follow:
                led = self.suit_of[cards[0]]
                if self.suit_of[card] != led:  # suit_masks[led] holds the cards of suit led
                    self.show_void(seat, led, bit)
            else:
                led = self.led_suit(trick)
                mask = self.follow_mask(led)
                if mask and not bit & mask:
                    self.show_void(seat, led, bit)
        trick.seats.append(seat)
        cards.append(card)
        if len(cards) == self.trick_size:
            self.gather()

    def show_void(self, seat: int, led: int, bit: int) -> None:
        """``seat`` played a card (``bit``) that does not follow ``led``: it has shown a void
        there, a trump is played to another suit's lead (``trumped``), and where the rules
        make a void player trump, a discard shows no trumps either."""
        self.voids[seat] |= 1 << led
        trump = self.trump
        if trump is not None:
            if bit & self.suit_masks[trump]:
                self.trumped = True
            elif self.follow is not MUST_FOLLOW:
                self.voids[seat] |= 1 << trump

    def gather(self) -> None:
        trick = self.trick
        assert trick is not None
        winner = self.winner(trick)
        self.tricks_won[winner] += 1
        self.taken[winner] |= self.played ^ self.played_before_trick  # the trick's cards
        self.played_before_trick = self.played
        self.tricks_played += 1
        self.last_trick = trick
        if not self.plain_trick_won:
            self.trick_won(winner, trick)
        if self.tricks_played == self.total_tricks:
            self.trick = None
            self.all_tricks_played()
        else:
            self.trick = Trick(winner)
