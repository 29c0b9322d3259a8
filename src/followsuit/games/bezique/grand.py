"""Grand (Chinese) Bézique (Z4): the text's four packs, nine cards dealt by threes and
combinations re-formed; for the rest, the published Rubicon Bézique rules.

What differs from the ordinary game:

- four packs (128 cards), nine cards each dealt 3-3-3, no turn-up: the whole rest is the
  stock, and the loser of the last stock trick draws its last card;
- no trumps until the first marriage or sequence is declared: its suit becomes trumps (the
  marriage scores 40 as a royal one); till then a trick goes to the best card of the suit led
  and no seven of trumps is scored or exchanged;
- carte blanche (50): a player dealt no king, queen or jack may say ``carte blanche`` before
  the first trick, showing the nine cards; then each time he draws a card that is not one he
  may show it for 50 more, until he draws a court card (or says ``pass``);
- Rubicon's table: a sequence in a plain suit 150, triple bezique 1500, quadruple 4500;
- a combination one of whose cards was played may be formed again with a fresh card of the
  same kind and scores again (the engine's ``reform``);
- the last trick 50; brisques count only to break a tie or to save a rubicon; one deal is a
  game, scored as Rubicon's (:func:`~followsuit.games.bezique.scoring.rubicon_game`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from followsuit.cards import Rank, Suit
from followsuit.engine import Action, DealOutcome
from followsuit.engine.melds import Declaration
from followsuit.engine.phases import Step
from followsuit.engine.stock import Stock
from followsuit.games.bezique import scoring
from followsuit.games.bezique.actions import CARTE_BLANCHE, PASS
from followsuit.games.bezique.declarations import (
    MARRIAGE,
    ROYAL_MARRIAGE,
    SEQUENCE,
    grand_book,
)
from followsuit.games.bezique.state import (
    DECLARE,
    OVER,
    PLAY,
    BeziqueDeal,
    BeziquePlay,
    DeclareStep,
)

if TYPE_CHECKING:
    from followsuit.games.bezique.rules import BeziqueCarry, BeziqueGame

CARTE = "carte blanche"
COURTS = (Rank.KING, Rank.QUEEN, Rank.JACK)
ROYAL_SEQUENCE = 250


class GrandDeal(BeziqueDeal):
    """A deal of Grand Bézique: a game of its own, scored as Rubicon Bézique."""

    packets = (3, 3, 3)
    """Z4: nine cards each, by threes."""

    def __init__(self, game: BeziqueGame, order: Sequence[int], dealer: int, carry: Any) -> None:
        super().__init__(game, order, dealer, carry)
        self.blank = [False] * self.players
        """Per seat: it showed carte blanche and has drawn no court card since."""
        self.asking: list[int] = []
        """The seats yet to say ``carte blanche`` or ``pass``, first first."""
        self.carte_points = [0] * self.players
        """Per seat: points scored for carte blanche."""
        first = (dealer + 1) % self.players
        for offset in range(self.players):
            seat = (first + offset) % self.players
            if not self.courts(self.hands[seat]):
                self.asking.append(seat)
        if self.asking:
            self.pause_play(CARTE)

    def lay_out(self, order: Sequence[int], used: int, dealer: int) -> None:
        """Z4: no turn-up; the rest of the pack is the stock; no trumps yet."""
        self.stock = Stock.of(order[used:], self.players)
        self.melds = grand_book(self.game.pack, self.players)

    def _copy_into(self, new: Any) -> None:
        super()._copy_into(new)
        new.blank = self.blank[:]
        new.asking = self.asking[:]
        new.carte_points = self.carte_points[:]

    def courts(self, mask: int) -> int:
        """The kings, queens and jacks of ``mask``."""
        pack = self.game.pack
        result = 0
        while mask:
            low = mask & -mask
            if pack[low.bit_length() - 1].rank in COURTS:
                result |= low
            mask ^= low
        return result

    # -- carte blanche ------------------------------------------------------------------------

    def show(self, seat: int, mask: int) -> None:
        """Cards shown to all stay in the hand, known: each is a clue that it was held, given
        in display order (never which physical copy, G3)."""
        order, pack = self.game.face_order, self.game.pack
        concealed = mask & self.concealed(seat)
        cards = [card for card in range(len(pack)) if concealed >> card & 1]
        for card in sorted(cards, key=lambda c: order[pack[c]]):
            self.clue("revealed", seat, card)
        self.shown[seat] |= mask

    def carte_blanche(self, seat: int) -> None:
        """50: the whole hand shown at first, then the card just drawn."""
        drawn = self.drawn[seat]
        if self.blank[seat] and drawn:
            self.show(seat, 1 << drawn[-1])
        else:
            self.show(seat, self.in_hand(seat))
        self.blank[seat] = True
        self.points[seat] += scoring.CARTE_BLANCHE
        self.carte_points[seat] += scoring.CARTE_BLANCHE

    def draw_all(self, winner: int) -> None:
        """After the draw, a player still blank who drew no court card may show it."""
        super().draw_all(winner)
        for offset in range(self.players):
            seat = (winner + offset) % self.players
            if not self.blank[seat]:
                continue
            if self.courts(1 << self.drawn[seat][-1]) if self.drawn[seat] else True:
                self.blank[seat] = False
            else:
                self.asking.append(seat)
        if self.asking:
            self.pause_play(CARTE)

    # -- declarations and the trump (Z4) -----------------------------------------------------

    def suit_of_kind(self, declaration: Declaration) -> Suit | None:
        """The suit of a marriage or sequence (None for the other kinds)."""
        name = self.melds.kinds[declaration.kind].name
        if name.startswith((MARRIAGE, SEQUENCE)):
            return Suit(declaration.faces[0].suit)
        return None

    def declaration_points(self, declaration: Declaration) -> int:
        """A marriage 40 in trumps (the first one fixes them), else 20; a sequence 250 in
        trumps (a first sequence fixes them), else 150; the rest as the table says."""
        suit = self.suit_of_kind(declaration)
        if suit is None:
            return self.melds.kinds[declaration.kind].points
        trump = self.trump is None or int(suit) == self.trump
        if self.melds.kinds[declaration.kind].name.startswith(MARRIAGE):
            return ROYAL_MARRIAGE if trump else ROYAL_MARRIAGE // 2
        return ROYAL_SEQUENCE if trump else self.melds.kinds[declaration.kind].points

    def kind_name(self, declaration: Declaration) -> str:
        suit = self.suit_of_kind(declaration)
        if suit is None:
            return self.melds.kinds[declaration.kind].name
        marriage = self.melds.kinds[declaration.kind].name.startswith(MARRIAGE)
        if self.trump is None or int(suit) == self.trump:
            return "royal marriage" if marriage else "sequence"
        return "marriage" if marriage else "plain sequence"

    def declare(self, seat: int, action: Action) -> None:
        """Z4: the first marriage or sequence declared fixes trumps."""
        super().declare(seat, action)
        if self.trump is None:
            _, found = self.melds.declared[-1]
            suit = self.suit_of_kind(found)
            if suit is not None:
                self.trump = int(suit)
                self.rules_changed()

    # -- scores -------------------------------------------------------------------------------

    def outcome(self) -> DealOutcome:
        """Rubicon's game: declarations, carte blanche and the last trick (50); brisques only
        to break a tie or save a rubicon; the winner's bonus, the rubiconed loser."""
        assert self.phase == OVER, "the deal is not over"
        last = self.last_winner
        assert last is not None
        seats = [
            points + (scoring.GRAND_LAST_TRICK if seat == last else 0)
            for seat, points in enumerate(self.points)
        ]
        brisques = self.brisque_counts()
        game = scoring.rubicon_game(seats, brisques)
        scores = tuple(game.game)
        result: dict[str, Any] = {
            "trump": "" if self.trump is None else Suit(self.trump).symbol,
            "declared": self.points[:],
            "carte_blanche": self.carte_points[:],
            "brisques": brisques,
            "last_trick": last,
            "seat_scores": seats,
            "brisques_counted": game.brisques_counted,
            "totals": game.totals,
            "winner": game.winner,
            "rubiconed": game.rubiconed,
            "scores": list(scores),
        }
        carry: BeziqueCarry = self.carry
        return DealOutcome(scores, result, carry.after(scores))


class CarteStep(Step[GrandDeal]):
    """Z4 (Rubicon): a player with no court card says ``carte blanche`` (50) or ``pass``."""

    def to_act(self, deal: GrandDeal) -> int | None:
        return deal.asking[0] if deal.asking else None

    def actions(self, deal: GrandDeal, seat: int) -> list[Action]:
        return [CARTE_BLANCHE, PASS]

    def refusal(self, deal: GrandDeal, seat: int, action: Action) -> str | None:
        if action in (CARTE_BLANCHE, PASS):
            return None
        name = deal.game.player_names[seat]
        return f"{name} holds no court card: say carte blanche (50) or pass (Z4)"

    def do(self, deal: GrandDeal, seat: int, action: Action) -> None:
        deal.log.add(seat, action.kind, action.text)
        deal.asking.pop(0)
        if action == CARTE_BLANCHE:
            deal.carte_blanche(seat)
        else:
            deal.blank[seat] = False
        if not deal.asking:
            deal.resume_play()


GrandDeal.phase_table = {PLAY: BeziquePlay(), DECLARE: DeclareStep(), CARTE: CarteStep()}
