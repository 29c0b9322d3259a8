"""Polish (open) Bézique (Z3): scoring cards won are laid face up as open cards, and every
declaration is made from them with a card of the trick just won.

What differs from the ordinary game, as the text has it (``FormRules.open_cards``, and the
declare phase's step :class:`OpenDeclareStep`):

- the winner of a trick lays its scoring cards (aces, kings, queens, jacks, trump tens) face up
  among its open cards; open cards are never played again, and stay until the deal ends;
- aces and tens score 10 as soon as won; the seven of trumps scores 10 to the winner of the
  trick holding it, who may exchange it for the turn-up (which becomes an open card when it
  can be used in declaring);
- after winning a trick, and before drawing, the winner makes as many declarations as the
  trick's cards complete with the open cards, each of a different kind and each holding a
  card of that trick (compound declarations), then says ``draw``; no card from the hand is
  ever declared;
- declarations go on in the last eight tricks; the game is 2000.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from followsuit.cards import Card, Rank
from followsuit.engine import Action, Trick
from followsuit.engine.melds import Declaration
from followsuit.engine.phases import When
from followsuit.games.bezique import scoring
from followsuit.games.bezique.actions import DRAW, EXCHANGE, declare_action
from followsuit.games.bezique.phases import DECLARE, LAST_EIGHT, OVER, PLAY
from followsuit.games.bezique.position import BeziquePosition
from followsuit.games.bezique.steps import WinnersTurn

OPEN_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


def the_last_trick_declares(deal: BeziquePosition) -> bool:
    """Z3: "Declarations continue during the play of the last eight tricks just the same as
    during the play of the other cards": the last trick's winner declares when its cards
    complete a combination with its open cards (or exchange a seven of trumps won)."""
    winner = deal.last_winner
    return winner is not None and may_declare(deal, winner)


ORDER_OF_PLAY = (PLAY, LAST_EIGHT, When(DECLARE, the_last_trick_declares), OVER)
"""Z3, Polish Bézique: the play while the stock lasts and the last eight tricks, as the
ordinary game (the play pausing for the winner's declarations after a trick), then the last
trick's winner's declarations, when it has any (:func:`the_last_trick_declares`)."""


def opens(deal: BeziquePosition, card: int) -> bool:
    """Aces, kings, queens, jacks and trump tens are laid among the open cards."""
    face = deal.game.pack[card]
    return face.rank in OPEN_RANKS or (face.rank is Rank.TEN and face.suit == deal.trump)


def is_seven_of_trumps(deal: BeziquePosition, card: int) -> bool:
    face = deal.game.pack[card]
    return face.rank is Rank.SEVEN and face.suit == deal.trump


# -- a trick won ------------------------------------------------------------------------------


def trick_won(deal: BeziquePosition, winner: int, trick: Trick) -> None:
    """Aces and tens score at once, the seven of trumps too; the scoring cards go face up
    among the winner's open cards; the winner may declare with them (in the last eight
    tricks, only when it has something to declare or exchange; after the last trick, as the
    order of play says: :func:`the_last_trick_declares`)."""
    fresh = 0
    deal.seven_won = -1
    for card in trick.cards:
        face = deal.game.pack[card]
        if face.rank in (Rank.ACE, Rank.TEN):
            deal.points[winner] += scoring.BRISQUE
        if is_seven_of_trumps(deal, card):
            deal.points[winner] += scoring.SEVEN
            deal.seven_won = card
        elif opens(deal, card):
            fresh |= 1 << card
    deal.open.put(winner, fresh)
    deal.fresh = fresh
    deal.kinds_declared = 0
    if deal.tricks_played == deal.total_tricks:
        return  # the last trick: its declarations are the order of play's
    if not deal.last_eight or may_declare(deal, winner):
        deal.pause_play(DECLARE)


def may_declare(deal: BeziquePosition, winner: int) -> bool:
    """The winner of the trick just won has a declaration or an exchange to make (in the
    last eight tricks it declares only then)."""
    return bool(declarations(deal, winner)) or may_exchange(deal, winner)


# -- declarations and the exchange ------------------------------------------------------------


def declarable(deal: BeziquePosition, seat: int) -> list[Declaration]:
    """Only the winner of the trick just won, with its cards, may declare."""
    if deal.phase != DECLARE or seat != deal.last_winner:
        return []
    return _found(deal, seat)


def declarable_key(deal: BeziquePosition, seat: int) -> Hashable:
    return (
        deal.phase,
        deal.last_winner,
        deal.fresh,
        deal.open[seat],
        deal.kinds_declared,
        len(deal.melds.declared),
    )


def _found(deal: BeziquePosition, seat: int) -> list[Declaration]:
    found = deal.melds.legal(deal.fresh, deal.open[seat] & ~deal.fresh)
    return [d for d in found if not deal.kinds_declared >> d.kind & 1]


def declarations(deal: BeziquePosition, seat: int) -> list[Action]:
    return list({d.text: declare_action(d) for d in _found(deal, seat)}.values())


def declaration_action(deal: BeziquePosition, faces: Sequence[Card]) -> Action:
    seat = deal.last_winner
    if seat is not None and deal.phase == DECLARE:
        found, _ = deal.melds.find(faces, deal.fresh, deal.open[seat] & ~deal.fresh)
        if found is not None:
            return declare_action(found)
    return Action("declare", "declare " + " ".join(map(str, faces)), -1, tuple(faces))


def declaration_refusal(deal: BeziquePosition, seat: int, action: Action) -> str | None:
    found, reason = deal.melds.find(action.cards, deal.fresh, deal.open[seat] & ~deal.fresh)
    if found is None:
        return f"{reason}: a declaration holds a card of the trick just won (Z3)"
    if deal.kinds_declared >> found.kind & 1:
        return f"{deal.melds.kinds[found.kind].name} is declared already for this trick (Z3)"
    return None


def declare_open(deal: BeziquePosition, seat: int, action: Action) -> None:
    found, reason = deal.melds.find(action.cards, deal.fresh, deal.open[seat] & ~deal.fresh)
    assert found is not None, reason
    deal.points[seat] += deal.melds.declare(seat, found)
    deal.kinds_declared |= 1 << found.kind


def may_exchange(deal: BeziquePosition, seat: int) -> bool:
    """The winner of the trick holding the seven of trumps may exchange it for the
    turn-up (not for a seven)."""
    turn_up = deal.stock.turn_up
    if deal.seven_won < 0 or turn_up is None:
        return False
    return deal.game.pack[turn_up].rank is not Rank.SEVEN


def exchange(deal: BeziquePosition, seat: int) -> None:
    """The seven from the trick for the turn-up: an ace or ten scores 10, and a card that
    can be declared becomes an open card."""
    seven = deal.seven_won
    turn_up = deal.stock.exchange(seven)
    swap = 1 << seven | 1 << turn_up
    deal.taken[seat] ^= swap
    deal.played ^= swap
    deal.played_before_trick ^= swap  # between tricks: no card of the next is played
    if deal.game.pack[turn_up].rank in (Rank.ACE, Rank.TEN):
        deal.points[seat] += scoring.BRISQUE
    if opens(deal, turn_up):
        deal.open.put(seat, 1 << turn_up)
    deal.seven_won = -1
    deal.exchanged = seat


def finish_declaring(deal: BeziquePosition, seat: int) -> None:
    """``draw``: both draw while the stock lasts; then the next lead, or after the last trick
    the deal's end."""
    deal.fresh = 0
    deal.seven_won = -1
    if deal.stock.size:
        deal.draw_all(seat)
    elif deal.trick is None:
        deal.next_phase()  # every trick is played: the end
    else:
        deal.resume_play()


class OpenDeclareStep(WinnersTurn):
    """Polish Bézique: the trick's winner declares with its cards and the open cards, as many
    kinds as they complete, exchanges a seven of trumps won, then says ``draw``: its turn
    goes on until it draws."""

    def actions(self, deal: BeziquePosition, seat: int) -> list[Action]:
        actions = [DRAW, *declarations(deal, seat)]
        if may_exchange(deal, seat):
            actions.append(EXCHANGE)
        return actions

    def refusal(self, deal: BeziquePosition, seat: int, action: Action) -> str | None:
        if action == DRAW:
            return None
        if action == EXCHANGE:
            if may_exchange(deal, seat):
                return None
            return "only the winner of the trick holding the seven of trumps exchanges it (Z3)"
        if action.kind == "declare":
            return declaration_refusal(deal, seat, action)
        name = deal.game.player_names[seat]
        return f"{name} won the trick: declare with its cards, exchange, or draw (Z3)"

    def do(self, deal: BeziquePosition, seat: int, action: Action) -> None:
        deal.log.add(seat, action.kind, action.text, action)
        if action.kind == "declare":
            declare_open(deal, seat, action)
        elif action.kind == "exchange":
            exchange(deal, seat)
        else:
            deal.turns.acted()
            finish_declaring(deal, seat)
