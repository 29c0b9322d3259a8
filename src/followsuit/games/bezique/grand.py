"""Grand (Chinese) Bézique (Z4): the text's four packs, nine cards dealt by threes and
combinations re-formed; for the rest, the published Rubicon Bézique rules.

What differs from the ordinary game, as data (``FormRules``: ``packets``, ``turn_up``,
``carte_blanche``, ``rubicon``) and the phase and rules below:

- four packs (128 cards), nine cards each dealt 3-3-3, no turn-up: the whole rest is the
  stock, and the loser of the last stock trick draws its last card;
- no trumps until the first marriage or sequence is declared: its suit becomes trumps (the
  marriage scores 40 as a royal one); till then a trick goes to the best card of the suit led
  and no seven of trumps is scored or exchanged;
- carte blanche (50): a player dealt no king, queen or jack may say ``carte blanche`` before
  the first trick, showing the nine cards; then each time he draws a card that is not one he
  may show it for 50 more, until he draws a court card (or says ``pass``): the phase
  ``carte blanche`` (:class:`CarteStep`);
- Rubicon's table: a sequence in a plain suit 150, triple bezique 1500, quadruple 4500;
- a combination one of whose cards was played may be formed again with a fresh card of the
  same kind and scores again (the engine's ``reform``);
- the last trick 50; brisques count only to break a tie or to save a rubicon; one deal is a
  game, scored as Rubicon's (:func:`~followsuit.games.bezique.scoring.rubicon_game`).
"""

from __future__ import annotations

from typing import Any

from followsuit.cards import Rank, Suit
from followsuit.engine import Action, DealOutcome
from followsuit.engine.melds import Declaration
from followsuit.engine.phases import Step
from followsuit.engine.turns import Turns, round_from
from followsuit.games.bezique import scoring
from followsuit.games.bezique.actions import CARTE_BLANCHE, PASS
from followsuit.games.bezique.declarations import MARRIAGE, ROYAL_MARRIAGE, SEQUENCE
from followsuit.games.bezique.phases import CARTE, LAST_EIGHT, OVER, PLAY
from followsuit.games.bezique.position import BeziquePosition

COURTS = (Rank.KING, Rank.QUEEN, Rank.JACK)
ROYAL_SEQUENCE = 250
ORDER_OF_PLAY = (CARTE, PLAY, LAST_EIGHT, OVER)
"""Z4: carte blanche at the deal, each player dealt no court card from the dealer's left
(passed over when there is none), then the ordinary game's order: the play while the stock
lasts, the last tricks. A player still blank after a draw shows it as the play pauses."""


def courts(deal: BeziquePosition, mask: int) -> int:
    """The kings, queens and jacks of ``mask``."""
    pack = deal.game.pack
    result = 0
    while mask:
        low = mask & -mask
        if pack[low.bit_length() - 1].rank in COURTS:
            result |= low
        mask ^= low
    return result


# -- carte blanche ----------------------------------------------------------------------------


def carte_seats(deal: BeziquePosition) -> list[int]:
    """Who may show carte blanche now, in turn: at the deal each player holding no court
    card, from the dealer's left; after a draw each still blank, the trick's winner first."""
    players = deal.players
    if deal.last_winner is None:
        first = (deal.dealer + 1) % players
        return [s for s in round_from(first, players) if not courts(deal, deal.hands[s])]
    return [s for s in round_from(deal.last_winner, players) if deal.blank[s]]


def drawn_blank(deal: BeziquePosition, winner: int) -> bool:
    """After the draw: a player still blank who drew a court card (or nothing face down) is
    blank no more; whether one who drew another card is left to show it."""
    for seat in round_from(winner, deal.players):
        if not deal.blank[seat]:
            continue
        drawn = deal.drawn[seat]
        if courts(deal, 1 << drawn[-1]) if drawn else True:
            deal.blank[seat] = False
    return any(deal.blank)


def show(deal: BeziquePosition, seat: int, mask: int) -> None:
    """Cards shown to all stay in the hand, known: each is a clue that it was held, given
    in display order (never which physical copy, G3)."""
    order, pack = deal.game.face_order, deal.game.pack
    concealed = mask & deal.concealed(seat)
    cards = [card for card in range(len(pack)) if concealed >> card & 1]
    for card in sorted(cards, key=lambda c: order[pack[c]]):
        deal.clue("revealed", seat, card)
    deal.shown[seat] |= mask


def carte_blanche(deal: BeziquePosition, seat: int) -> None:
    """50: the whole hand shown at first, then the card just drawn."""
    drawn = deal.drawn[seat]
    if deal.blank[seat] and drawn:
        show(deal, seat, 1 << drawn[-1])
    else:
        show(deal, seat, deal.in_hand(seat))
    deal.blank[seat] = True
    deal.points[seat] += scoring.CARTE_BLANCHE
    deal.carte_points[seat] += scoring.CARTE_BLANCHE


class CarteStep(Step[BeziquePosition]):
    """Z4 (Rubicon): a player with no court card says ``carte blanche`` (50) or ``pass``,
    each in turn (``carte_seats``)."""

    def order(self, deal: BeziquePosition) -> Turns:
        return Turns.each_once(carte_seats(deal))

    def to_act(self, deal: BeziquePosition) -> int | None:
        return deal.turns.seat

    def actions(self, deal: BeziquePosition, seat: int) -> list[Action]:
        return [CARTE_BLANCHE, PASS]

    def refusal(self, deal: BeziquePosition, seat: int, action: Action) -> str | None:
        if action in (CARTE_BLANCHE, PASS):
            return None
        name = deal.game.player_names[seat]
        return f"{name} holds no court card: say carte blanche (50) or pass (Z4)"

    def do(self, deal: BeziquePosition, seat: int, action: Action) -> None:
        deal.log.add(seat, action.kind, action.text, action)
        if action == CARTE_BLANCHE:
            carte_blanche(deal, seat)
        else:
            deal.blank[seat] = False
        if deal.last_winner is None:
            deal.end_turn()  # at the deal: the next blank player, then the first lead
        elif deal.turns.acted():
            deal.resume_play()  # after a draw: the winner of the trick leads


# -- declarations and the trump ---------------------------------------------------------------


def suit_of_kind(deal: BeziquePosition, declaration: Declaration) -> Suit | None:
    """The suit of a marriage or sequence (None for the other kinds)."""
    name = deal.melds.kinds[declaration.kind].name
    if name.startswith((MARRIAGE, SEQUENCE)):
        return Suit(declaration.faces[0].suit)
    return None


def declaration_points(deal: BeziquePosition, declaration: Declaration) -> int:
    """A marriage 40 in trumps (the first one fixes them), else 20; a sequence 250 in
    trumps (a first sequence fixes them), else 150; the rest as the table says."""
    suit = suit_of_kind(deal, declaration)
    kind = deal.melds.kinds[declaration.kind]
    if suit is None:
        return kind.points
    trump = deal.trump is None or int(suit) == deal.trump
    if kind.name.startswith(MARRIAGE):
        return ROYAL_MARRIAGE if trump else ROYAL_MARRIAGE // 2
    return ROYAL_SEQUENCE if trump else kind.points


def kind_name(deal: BeziquePosition, declaration: Declaration) -> str:
    """A marriage or sequence named by whether it is in trumps (or fixes them)."""
    suit = suit_of_kind(deal, declaration)
    if suit is None:
        return deal.melds.kinds[declaration.kind].name
    marriage = deal.melds.kinds[declaration.kind].name.startswith(MARRIAGE)
    if deal.trump is None or int(suit) == deal.trump:
        return "royal marriage" if marriage else "sequence"
    return "marriage" if marriage else "plain sequence"


def fix_trump(deal: BeziquePosition, found: Declaration) -> None:
    """Z4: the first marriage or sequence declared fixes trumps (the trick rules change)."""
    suit = suit_of_kind(deal, found)
    if suit is not None:
        deal.trump = int(suit)
        deal.rules_changed()


# -- scores -----------------------------------------------------------------------------------


def outcome(deal: BeziquePosition) -> DealOutcome:
    """Rubicon's game: declarations, carte blanche and the last trick (50); brisques only
    to break a tie or save a rubicon; the winner's bonus, the rubiconed loser."""
    last = deal.last_winner
    assert last is not None
    seats = [
        points + (scoring.GRAND_LAST_TRICK if seat == last else 0)
        for seat, points in enumerate(deal.points)
    ]
    brisques = deal.brisque_counts()
    game = scoring.rubicon_game(seats, brisques)
    scores = tuple(game.game)
    result: dict[str, Any] = {
        "trump": "" if deal.trump is None else Suit(deal.trump).symbol,
        "declared": deal.points[:],
        "carte_blanche": deal.carte_points[:],
        "brisques": brisques,
        "last_trick": last,
        "seat_scores": seats,
        "brisques_counted": game.brisques_counted,
        "totals": game.totals,
        "winner": game.winner,
        "rubiconed": game.rubiconed,
        "scores": list(scores),
    }
    return DealOutcome(scores, result, deal.carry.after(scores))
