"""A deal of Bézique: tricks while the stock lasts, a declaration after each, the last eight.

The order of play (``ORDER_OF_PLAY``; :class:`~followsuit.games.bezique.phases.Phase`), as the
rules run (Z1):

1. ``play``: non-dealer leads; while the stock lasts any card may be played, declared cards
   from the table as from the hand (``QS``; ``table QS`` for the table's copy of a face also
   held in hand). After each trick the play pauses for ``declare``: its winner acts once,
   ``declare C…``, ``exchange`` (the seven of trumps for the turn-up) or ``draw``; then every
   player draws, the winner first, the turn-up taken last. The phase ends when the stock is
   gone (:func:`the_stock_is_gone`).
2. ``last eight``: table cards go back to the hands (the step's ``begin``): a phase of play
   with its own follow rule, follow suit and win the trick if able, trump when void if able
   (:class:`LastEightPlay`); four-handed, in two pairs (:class:`PairsPlay`, tricks of two).
3. ``over``, after the last trick.

Every form is this one deal: what a form changes is data (:class:`~followsuit.games.bezique.
options.FormRules`, ``deal.form``), the phases :func:`phase_table` gives it and its order of
play (:func:`order_of_play`): Grand Bézique's carte blanche before the first lead
(:mod:`~followsuit.games.bezique.grand`), Polish Bézique's declarations from the open cards,
the last trick's included (:mod:`~followsuit.games.bezique.polish`). The deal enters no phase
itself: the order of play does, and the play pauses between tricks (``pause_play``).

Declared cards stay in the hand's mask (they are still the player's to play) and are marked
face up in :class:`~followsuit.engine.table_cards.TableCards`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence
from typing import Any

from followsuit.cards import Card, Rank, Suit, bits
from followsuit.engine import Action, DealOutcome, Follow, Trick, deal_hands
from followsuit.engine.melds import Declaration
from followsuit.engine.native import NativeExtras
from followsuit.engine.phases import StepTable
from followsuit.engine.stock import Stock
from followsuit.engine.table_cards import TableCards
from followsuit.engine.view_log import ViewLog
from followsuit.games.bezique import grand, polish, scoring, steps
from followsuit.games.bezique.actions import declare_action, table_action
from followsuit.games.bezique.carry import BeziqueCarry
from followsuit.games.bezique.declarations import SEVEN_OF_TRUMPS, book, grand_book
from followsuit.games.bezique.options import FormRules
from followsuit.games.bezique.partners import partner_declaration, partner_declarations
from followsuit.games.bezique.phases import CARTE, DECLARE, LAST_EIGHT, OVER, PLAY, Phase
from followsuit.games.bezique.position import BeziquePosition, BeziqueRules, Clue
from followsuit.games.bezique.seen import BeziqueSeen, seen_by
from followsuit.games.bezique.view import deal_view


class BeziqueDeal(BeziquePosition):
    """One deal of Bézique, from the first lead to the last trick."""

    def __init__(self, game: BeziqueRules, order: Sequence[int], dealer: int, carry: Any) -> None:
        super().__init__(game, order, dealer, carry)
        form = self.form = game.options.rules
        self.phase_steps = phase_table(form)
        players = game.players
        hands, used = deal_hands(order, players, (dealer + 1) % players, form.packets)
        self.setup_play(hands, len(order) // players, game.trick_rules)
        self.played_order = game.display_order
        """The cards played listed by face in display order: copies of a face are alike
        (G3), so no view may follow which physical copy went where."""
        self.on_table = TableCards.empty(players)
        self.points = [0] * players
        self.turned_up = None
        self.trump = None
        self.seven_turned = False
        self.lay_out(order, used, dealer)
        self.shown = [0] * players
        self.clues = []
        self.draws = []
        self.drawn = [[] for _ in range(players)]
        self.exchanged = None
        self.pairs = []
        self.pairs_switch = 0
        self.last_winner = None
        self.trick = Trick((dealer + 1) % players)
        self.log = ViewLog()
        """One entry an action: ``play``, ``declare``, ``exchange``, ``draw``."""
        self.blank = [False] * players
        self.carte_points = [0] * players
        self.open = TableCards.empty(players, playable=False)
        self.fresh = 0
        self.kinds_declared = 0
        self.seven_won = -1
        self.run(order_of_play(form))

    def lay_out(self, order: Sequence[int], used: int, dealer: int) -> None:
        """Z1: the next card turned up for trumps (a seven scores 10 to the dealer), the rest
        the stock with the turn-up under it; the declarations of that trump. Z4: no turn-up,
        the rest of the pack the stock, no trumps yet, combinations re-formed."""
        pack = self.game.pack
        if not self.form.turn_up:
            self.stock = Stock.of(order[used:], self.players)
            self.melds = grand_book(pack, self.players)
            return
        self.turned_up = order[used]
        turned = pack[self.turned_up]
        self.trump = int(turned.suit)
        self.stock = Stock.of(order[used + 1 :], self.players, self.turned_up)
        change = self.game.options.bezique_change
        # Polish: the seven of trumps scores when won in a trick, not as a declaration.
        seven = not self.form.open_cards
        self.melds = book(pack, Suit(turned.suit), change, self.players, seven=seven)
        self.seven_turned = turned.rank is Rank.SEVEN
        if self.seven_turned:
            self.points[dealer] += scoring.SEVEN  # Z1: a seven turned up scores 10 to dealer

    def declaration_points(self, declaration: Declaration) -> int:
        """What a declaration scores (the kind's points; Grand's depend on the trump)."""
        if not self.form.turn_up:
            return grand.declaration_points(self, declaration)
        return self.melds.kinds[declaration.kind].points

    def kind_name(self, declaration: Declaration) -> str:
        """The declaration's name for people (the kind's name; Grand's by the trump)."""
        if not self.form.turn_up:
            return grand.kind_name(self, declaration)
        return self.melds.kinds[declaration.kind].name

    def _copy_into(self, new: Any) -> None:
        self._copy_play_into(new)
        new.stock = self.stock.copy()
        new.on_table = self.on_table.copy()
        new.melds = self.melds.copy()
        new.points = self.points[:]
        new.shown = self.shown[:]
        new.clues = self.clues[:]
        new.draws = self.draws[:]
        new.drawn = [d[:] for d in self.drawn]
        new.log = self.log.copy()
        new.turns = self.turns.copy()
        new.blank = self.blank[:]
        new.carte_points = self.carte_points[:]
        if self.form.open_cards:
            new.open = self.open.copy()

    @property
    def last_eight(self) -> bool:
        """The stock is gone: the last eight tricks (and, Polish, the declarations after
        them)."""
        return not self.stock.size

    # -- what a seat holds --------------------------------------------------------------------

    def in_hand(self, seat: int) -> int:
        """The cards of ``seat`` not on the table (its hand proper)."""
        return self.hands[seat] & ~self.on_table[seat]

    def concealed(self, seat: int) -> int:
        """The cards of ``seat`` nobody else may know."""
        return self.hands[seat] & ~self.on_table[seat] & ~self.shown[seat]

    def reveal(self, seat: int, card: int) -> None:
        """``card`` leaves ``seat``'s concealed hand in sight of all (played, declared,
        exchanged)."""
        if self.concealed(seat) >> card & 1:
            self.clue("revealed", seat, card)

    def clue(self, clue: str, seat: int, card: int) -> None:
        face = self.game.pack[card]
        self.clues.append(Clue(clue, seat, face, len(self.drawn[seat]), len(self.history)))

    def seen_by(self, seat: int | None) -> BeziqueSeen:
        """What ``seat`` (None: a spectator) has seen beyond its hand, the voids and the log:
        Bézique's record (``seen.seen_by``), which its view writes and the resampler reads."""
        return seen_by(self, seat)

    def seven_of_trumps(self, seat: int) -> int:
        """A seven of trumps in ``seat``'s hand proper (0: none): the one ``exchange`` gives."""
        assert self.trump is not None
        sevens = self.table.copies_mask[Card(Suit(self.trump), Rank.SEVEN)]
        held = self.in_hand(seat) & sevens
        return held & -held

    def may_exchange(self, seat: int) -> bool:
        """Z1: a seven of trumps from the hand for the turn-up, not when it is a seven."""
        turn_up = self.stock.turn_up
        if turn_up is None or self.game.pack[turn_up].rank is Rank.SEVEN:
            return False
        return bool(self.seven_of_trumps(seat))

    # -- the State protocol (the rest comes from the phase table) -----------------------------

    def parse(self, text: str) -> Action:
        action = self.game.grammar.parse(text, self.table.parse, self.legal_actions)
        return self.declaration_action(action.cards) if action.kind == "declare" else action

    def declaration_action(self, faces: Sequence[Card]) -> Action:
        """The action declaring ``faces``: as ``legal_actions`` gives it when it is legal."""
        if self.form.open_cards:
            return polish.declaration_action(self, faces)
        seat = self.to_act
        if seat is not None and self.phase == DECLARE:
            found, _ = self.find(seat, faces)
            if found is not None:
                return declare_action(found)
        return Action("declare", "declare " + " ".join(map(str, faces)), -1, tuple(faces))

    def partner_table(self, seat: int) -> int:
        """Z3, Z6: in the partnership game the beziques of a second double or a triple bezique
        may come from either partner: the partner's table cards (0 in the other forms)."""
        if not self.game.partners:
            return 0
        return self.on_table[(seat + 2) % self.players]

    def find(self, seat: int, faces: Sequence[Card]) -> tuple[Declaration | None, str | None]:
        """The declaration ``faces`` make for ``seat`` now, or why none (Z1, Z3)."""
        own = self.on_table[seat]
        found, reason = self.melds.find(faces, self.in_hand(seat), own)
        shared = self.partner_table(seat)
        if found is None and shared:
            other, why = partner_declaration(self.melds, faces, self.in_hand(seat), own, shared)
            if other is not None:
                return other, None
            reason = why or reason
        return found, reason

    # -- the play (Z1) ------------------------------------------------------------------------

    def follow_mask(self, led: int) -> int:
        """Z1: while the stock lasts any card may be played (showing no void); the last eight
        tricks follow suit (``LastEightPlay.follow``)."""
        return 0 if self.follow is Follow.FREE else self.suit_masks[led]

    def play_mask(self, seat: int) -> int:
        """Z3: three-handed, in the last eight tricks, the third hand that can neither follow
        nor win by trumping may throw away any card."""
        mask = super().play_mask(seat)
        trick = self.trick
        if self.last_eight and self.players == 3 and trick is not None and len(trick.cards) == 2:
            hand = self.hands[seat]
            led = self.suit_of[trick.cards[0]]
            if not hand & self.suit_masks[led]:
                best = max(self.power(c, led) for c in trick.cards)
                if not any(self.power(c, led) > best for c in bits(mask)):
                    return hand
        return mask

    def native_extras(self) -> NativeExtras | None:
        """Z3 as data: three-handed, the third hand that can neither follow nor win may throw
        any card (``play_mask``; the plain rules while the stock lasts, when any card may be
        played). None in the four-handed last eight, played in pairs (``play_seat``)."""
        if self.pairs:
            return None
        return NativeExtras(third_may_throw=self.players == 3)

    def play_actions(self, seat: int) -> list[Action]:
        """Each face once, and ``table X`` where a face lies both in hand and on the table."""
        order = self.game.card_order  # a card's action names its first copy (``value``)
        actions = sorted(super().play_actions(seat), key=lambda a: order[a.value])
        table = self.on_table[seat]
        if table:
            hand = self.in_hand(seat)
            copies_of = self.table.copies_of
            for action in actions[:]:
                copies = copies_of[action.value]
                if hand & copies and table & copies:
                    actions.append(table_action(action.cards[0]))
        return actions

    def play_refusal(self, seat: int, action: Action) -> str | None:
        if action.kind == "table":
            copies = self.table.copies_mask.get(action.cards[0], 0)
            if not self.on_table[seat] & copies:
                return f"{action.cards[0]} is not on {self.game.player_names[seat]}'s table"
            if not self.in_hand(seat) & copies:
                return (
                    f"table {action.cards[0]} is for a face held both in hand and on the "
                    f"table: play {action.cards[0]} (Z1)"
                )
            return None
        if action.kind != "play":
            return f"now {self.game.player_names[seat]} must play a card"
        return super().play_refusal(seat, action)

    def play_card(self, seat: int, action: Action) -> None:
        """Z1: a card text plays the hand's copy when the hand holds the face (a copy all know
        of first), else the table's; ``table X`` the table's."""
        copies = self.table.copies_mask[action.cards[0]]  # a card's or a ``table`` action's
        mask = self.play_mask(seat) & copies
        hand = self.in_hand(seat) & mask
        table = self.on_table[seat] & mask
        if action.kind == "table":
            chosen = self.table_copy(table)
            if not hand & self.shown[seat]:
                self.clue("held", seat, (hand & -hand).bit_length() - 1)
        else:
            chosen = (hand & self.shown[seat]) or hand or self.table_copy(table)
            if not hand and not self.last_eight:
                self.clue("none", seat, (table & -table).bit_length() - 1)
        card = (chosen & -chosen).bit_length() - 1
        self.reveal(seat, card)
        bit = 1 << card
        if self.on_table.take(seat, bit):
            self.melds.played(card)
        self.shown[seat] &= ~bit
        self.place_card(seat, card)

    def table_copy(self, table: int) -> int:
        """Which of a face's copies on the table a play gives up: the first in the order of
        :meth:`~followsuit.engine.melds.MeldBook.ranked`, the one that has served in the most
        kinds (G3: never by which physical copy it is)."""
        if not table & (table - 1):
            return table
        return 1 << self.melds.ranked(table)[0]

    def trick_won(self, winner: int, trick: Trick) -> None:
        """Z1: while the stock lasts the winner declares (Polish: lays its scoring cards
        open, and declares with them while it can)."""
        self.last_winner = winner
        if self.form.open_cards:
            polish.trick_won(self, winner, trick)
        elif not self.last_eight:
            self.pause_play(DECLARE)

    def all_tricks_played(self) -> None:
        """The last eight tricks are over: the next phase of the order of play (the end;
        Polish: the last trick's winner declares first, if its cards allow)."""
        self.next_phase()

    # -- declarations, the exchange and the draw (Z1, Z2) ------------------------------------

    def table_rows(self) -> list[int]:
        """Each seat's cards face up on the table (declared cards; Polish: open cards)."""
        return self.open.masks if self.form.open_cards else self.on_table.masks

    def declarable(self, seat: int) -> list[Declaration]:
        """What ``seat`` could declare were it to win a trick now (its own knowledge; Polish:
        the winner of the trick just won, with its cards)."""
        if self.form.open_cards:
            return polish.declarable(self, seat)
        if self.last_eight:
            return []
        return self.legal_declarations(seat)

    def declarable_key(self, seat: int) -> Hashable:
        """What ``declarable(seat)`` is worked out from: the seat's cards, every table (a
        partner's serves too), the declarations made, the cards played (Grand's broken
        declarations free their cards), the trump and the last eight. Views keep the
        declarable while it stays."""
        if self.form.open_cards:
            return polish.declarable_key(self, seat)
        return (
            self.hands[seat],
            tuple(self.on_table.masks),
            len(self.melds.declared),
            self.played,
            self.trump,
            self.last_eight,
        )

    def legal_declarations(self, seat: int) -> list[Declaration]:
        found = self.melds.legal(self.in_hand(seat), self.on_table[seat])
        shared = self.partner_table(seat)
        if shared:
            found += partner_declarations(
                self.melds, self.in_hand(seat), self.on_table[seat], shared
            )
        return list({d.text: d for d in found}.values())

    def declarations(self, seat: int) -> list[Action]:
        """Every declaration ``seat`` may make now, each once."""
        return [declare_action(d) for d in self.legal_declarations(seat)]

    def declare(self, seat: int, action: Action) -> None:
        found, reason = self.find(seat, action.cards)
        assert found is not None, reason
        shared = self.partner_table(seat) & found.cards
        self.swap_clues(seat, found, self.on_table[seat] | shared)
        for card in bits(found.cards & self.concealed(seat)):
            # A copy all know of goes to the table before a concealed one (as in play_card):
            # copies are alike (G3), so the concealed copy takes the known one's place.
            twin = self.in_hand(seat) & self.shown[seat] & ~found.cards
            twin &= self.table.copies_of[card]
            if twin:
                self.shown[seat] ^= (twin & -twin) | 1 << card
        order, pack = self.game.face_order, self.game.pack
        from_hand = found.cards & ~self.on_table[seat] & ~shared
        for card in sorted(bits(from_hand), key=lambda c: order[pack[c]]):
            self.reveal(seat, card)
        self.melds.declare(seat, found)
        self.points[seat] += self.declaration_points(found)
        self.on_table.put(seat, found.cards & ~shared)
        if self.trump is None:
            grand.fix_trump(self, found)  # Z4: the first marriage or sequence

    def swap_clues(self, seat: int, found: Declaration, table: int) -> None:
        """Z1: a declaration whose cards all lay on the table unused in its kind takes a hand
        copy of the first face that has one: all see that the faces before it had none."""
        used = self.melds.used[found.kind]
        copies = self.table.copies_mask
        counts = Counter(found.faces)
        if any((table & copies[f] & ~used).bit_count() < n for f, n in counts.items()):
            return
        from_hand = found.cards & ~table
        swapped = self.game.pack[from_hand.bit_length() - 1]
        for face in found.faces:
            if face == swapped:
                break
            mask = copies[face]
            self.clue("none", seat, (mask & -mask).bit_length() - 1)

    def exchange(self, seat: int) -> None:
        """Z1: the seven of trumps for the turn-up, 10."""
        seven = self.seven_of_trumps(seat)
        card = seven.bit_length() - 1
        self.reveal(seat, card)
        turn_up = self.stock.exchange(card)
        self.hands[seat] ^= seven | 1 << turn_up
        self.shown[seat] |= 1 << turn_up
        self.points[seat] += scoring.SEVEN
        self.exchanged = seat

    def draw_all(self, winner: int) -> None:
        """Z1: every player draws, the winner first; the turn-up is taken last. When the stock
        is gone, table cards go back to the hands for the last eight tricks."""
        players = self.players
        for offset in range(players):
            seat = (winner + offset) % players
            face_down = self.stock.face_down
            card = self.stock.draw(seat)
            self.hands[seat] |= 1 << card
            if face_down:
                self.draws.append(seat)
                self.drawn[seat].append(card)
            else:
                self.shown[seat] |= 1 << card
        if the_stock_is_gone(self):
            self.next_phase()  # the last eight tricks (the order of play)
        else:
            self.resume_play()
        if self.form.carte_blanche and grand.drawn_blank(self, winner):
            self.pause_play(CARTE)  # Z4: a player still blank shows the card drawn

    def play_seat(self) -> int:
        """Clockwise from the leader; in the pairs of the four-handed last eight, the other
        player of the leader's pair."""
        trick = self.trick
        assert trick is not None
        if not self.pairs:
            return super().play_seat()
        if not trick.cards:
            return trick.leader
        first, second = self.pairs[0] if trick.leader in self.pairs[0] else self.pairs[1]
        return second if trick.leader == first else first

    def gather(self) -> None:
        super().gather()
        if self.pairs and self.tricks_played == self.pairs_switch and self.trick is not None:
            self.trick = Trick(self.pairs[1][0])  # the second pair plays its eight tricks

    # -- scores -------------------------------------------------------------------------------

    def outcome(self) -> DealOutcome:
        """Z1, Z2: declarations, brisques and the last trick (10) to each seat, added up by
        side. Z4: Rubicon's game."""
        assert self.phase == OVER, "the deal is not over"
        if self.form.rubicon:
            return grand.outcome(self)
        assert self.last_winner is not None
        pack = self.game.pack
        brisques = [scoring.brisques(pack, taken) for taken in self.taken]
        seats = scoring.seat_scores(self.points, self.brisque_counts(), self.last_winner)
        sides = self.game.sides
        scores = tuple(sum(seats[seat] for seat in members) for members in sides.scorers())
        result: dict[str, Any] = {
            "trump": Suit(self.trump or 0).symbol,
            "declared": self.points[:],
            "brisques": brisques,
            "last_trick": self.last_winner,
            "seat_scores": seats,
            "scores": list(scores),
        }
        carry: BeziqueCarry = self.carry
        return DealOutcome(scores, result, carry.after(scores))

    def brisque_counts(self) -> list[int]:
        """Z2: aces and tens in each player's tricks, counted at the end of the deal (Polish:
        none left to count: each scored as soon as won)."""
        if self.form.open_cards:
            return [0] * self.players
        return [scoring.brisques(self.game.pack, taken) for taken in self.taken]

    # -- views --------------------------------------------------------------------------------

    def places(self) -> dict[str, int]:
        turn_up = self.stock.turn_up
        return super().places() | {
            "stock": self.stock.left,
            "turn-up": 0 if turn_up is None else 1 << turn_up,
        }

    def visible_to(self, seat: int | None) -> int:
        """Own hand, cards played, every table card, the turn-up, and cards all know lie in a
        hand (a turn-up taken, table cards gone back for the last eight)."""
        visible = super().visible_to(seat) | self.on_table.mask | self.stock.public()
        for mask, hand in zip(self.shown, self.hands, strict=True):
            visible |= mask & hand
        return visible

    def sorted_cards(self, mask: int) -> list[str]:
        return self.game.display_texts(mask)

    build_view = deal_view


# -- the order of play and the phase table ----------------------------------------------------


def the_stock_is_gone(deal: BeziquePosition) -> bool:
    """Z1: "while the stock lasts" any card may be played and each trick's winner declares;
    once every player has drawn the last of it (the turn-up taken last), "the last eight
    tricks (stock gone)": the rule that ends ``play`` for ``last eight``."""
    return not deal.stock.size


ORDER_OF_PLAY = (PLAY, LAST_EIGHT, OVER)
"""Z1, Z3: the play while the stock lasts (pausing after each trick for its winner's
declaration and the draw) until the stock is gone (:func:`the_stock_is_gone`), then the last
eight tricks; the ordinary game, three- and four-handed, partners or not."""


def order_of_play(form: FormRules) -> Sequence[Any]:
    """The order of play of a deal of ``form``: Grand Bézique shows carte blanche before the
    first lead, Polish Bézique's last trick's winner declares before the end, the others as
    the ordinary game."""
    if form.carte_blanche:
        return grand.ORDER_OF_PLAY
    if form.open_cards:
        return polish.ORDER_OF_PLAY
    return ORDER_OF_PLAY


PHASES: StepTable = {
    CARTE: grand.CarteStep(),
    PLAY: steps.BeziquePlay(),
    DECLARE: steps.DeclareStep(),
    LAST_EIGHT: steps.LastEightPlay(),
}
"""The phases of a deal of Bézique (Z1); carte blanche is entered in Grand Bézique only."""
OPEN_PHASES: StepTable = PHASES | {DECLARE: polish.OpenDeclareStep()}
"""Polish Bézique: declarations from the open cards with the trick just won."""
PAIRS_PHASES: StepTable = PHASES | {LAST_EIGHT: steps.PairsPlay()}
"""Four players: the last eight tricks in two pairs."""
BeziqueDeal.phase_table = PHASES


def phase_table(form: FormRules) -> StepTable:
    """The phases of a deal of ``form``: Polish declares from its open cards, four players
    play the last eight tricks in pairs, the others as the ordinary game."""
    if form.open_cards:
        return OPEN_PHASES
    if form.pairs:
        return PAIRS_PHASES
    return PHASES


__all__ = ["SEVEN_OF_TRUMPS", "BeziqueDeal", "Phase"]
