"""A full deal consistent with one seat's view, for search bots (``game.sample_state``).

The hidden cards are dealt anew among the places a card can be: the four hands, each
player's face-down discards, and the cards left over (not yet given out, Mitchell's, the
widow). Each place gets its public size; nothing goes where the view rules it out: a hand
void in its suit, the 2C that drew the extra cards outside its holder's side.
"""

from __future__ import annotations

from collections.abc import Iterable
from random import Random
from typing import TYPE_CHECKING

from followsuit.cards import Card, Suit, bits
from followsuit.engine import Trick, View, deal_unknown
from followsuit.games.spades.actions import cards_action
from followsuit.games.spades.phases import Phase
from followsuit.games.spades.scoring import BLIND_NIL
from followsuit.games.spades.state import SpadesDeal
from followsuit.games.spades.steps import PASS

if TYPE_CHECKING:
    from followsuit.cards import Pack
    from followsuit.games.spades.rules import SpadesGame

HANDS, DISCARDS, EXTRA = 0, 4, 8
SECRET_VERBS = ("pass", "give", "discard")


def sample_deal(game: SpadesGame, view: View, rng: Random) -> SpadesDeal:
    """A deal consistent with ``view``: ``deal.view(view["seat"]) == view``."""
    pack = game.pack

    def mask(cards: Iterable[str]) -> int:
        return pack.mask_from_cards(Card.parse(c) for c in cards)

    seat: int | None = view["seat"]
    fixed = [0] * 9
    if seat is not None:
        if view["hand"] is not None:
            fixed[HANDS + seat] = mask(view["hand"])
        fixed[DISCARDS + seat] = mask(view["discarded"])
        fixed[HANDS + (seat + 2) % 4] |= mask(view["partner_holds"])
    for s in range(4):
        fixed[HANDS + s] |= mask(view["shown"][s])
    extra_info = view["extra_cards"]
    if extra_info["cards"] is not None:
        fixed[EXTRA] = mask(extra_info["cards"])
    turned = mask(view["turned"]) if view["phase"] == "cut" else 0
    known = mask(view["played"]) | turned
    for place in fixed:
        known |= place

    sizes = [*view["hand_sizes"], *view["discards"], extra_info["count"]]
    needs = [size - place.bit_count() for size, place in zip(sizes, fixed, strict=True)]
    forbidden = [0] * 9
    for s, void_suits in enumerate(view["voids"]):
        for symbol in void_suits:
            forbidden[HANDS + s] |= game.suit_masks[Suit.parse(symbol)]
    holder = extra_info["holder"]
    if extra_info["rule"] == "two-of-clubs" and holder is not None:
        side = holder % 2
        places = (HANDS + side, HANDS + side + 2, DISCARDS + side, DISCARDS + side + 2)
        _confine(forbidden, mask(["2C"]) & ~known, places)
    unknown = [i for i in range(len(pack)) if not known >> i & 1]
    dealt = deal_unknown(unknown, needs, forbidden, rng)
    return _restore(game, view, [a | b for a, b in zip(fixed, dealt, strict=True)], rng)


def _confine(forbidden: list[int], cards: int, places: tuple[int, ...]) -> None:
    for place in range(len(forbidden)):
        if place not in places:
            forbidden[place] |= cards


def _restore(game: SpadesGame, view: View, places: list[int], rng: Random) -> SpadesDeal:
    """A deal with these hands, discards and cards left over, and the view's public state."""
    from followsuit.games.spades.rules import SpadesCarry

    pack = game.pack

    def mask(cards: Iterable[str]) -> int:
        return pack.mask_from_cards(Card.parse(c) for c in cards)

    def index(text: str) -> int:
        return mask([text]).bit_length() - 1

    seat: int | None = view["seat"]
    deal = SpadesDeal.__new__(SpadesDeal)
    deal.game = game
    deal.order = []
    deal.dealer = view["dealer"]
    deal.carry = SpadesCarry.from_json(view["carry"])
    deal.history = []
    deal.changed()
    deal.suit_of, deal.suit_masks, deal.rank_power = game.suit_of, game.suit_masks, game.rank_power
    deal.trump = int(Suit.SPADES)
    deal.setup_play(places[HANDS : HANDS + 4], 13)
    deal.discards = places[DISCARDS : DISCARDS + 4]
    deal.extra = places[EXTRA]
    deal.leftover = list(bits(deal.extra))
    deal.extra_holder = view["extra_cards"]["holder"]
    deal.turned = [index(c) for c in view["turned"]]
    deal.phase = Phase(view["phase"])
    deal.stages = list(view["stages"])
    deal.steps = [(phase, s) for phase, s in view["pending"]]
    deal.bids = [None if b is None else deal.parse(b).value for b in view["bids"]]
    deal.team_bids = list(view["team_bids"])
    deal.blind = list(view["blind_bids"])
    deal.came_out = list(view["came_out"])
    deal.tells = [None if t is None else (t[0], t[1]) for t in view["tells"]]
    deal.looked = list(view["looked"])
    blind = [s for s, b in enumerate(deal.bids) if b == BLIND_NIL]
    deal.blind_nil_seat = blind[0] if blind else None
    deal.shown = mask(c for cards in view["shown"] for c in cards)
    if deal.phase == "cut":
        deal.shown |= mask(view["turned"])
    deal.located = [0] * 4
    deal.passing = [0] * 4
    deal.to_discard = list(view["to_discard"])
    if seat is not None:
        deal.located[seat] = mask(view["gave"])
        deal.passing[seat] = mask(view["passing"])
    if deal.phase == PASS:
        waiting = {s for _, s in deal.steps}
        for s in range(4):
            if s != seat and s not in waiting:
                chosen = rng.sample(list(bits(deal.hands[s])), game.options.pass_cards)
                deal.passing[s] = sum(1 << c for c in chosen)
    deal.log = [_log_entry(pack, deal, seat, s, text) for s, text in view["log"]]
    deal.spades_broken = view["spades_broken"]
    deal.played = mask(view["played"])
    deal.tricks_won = list(view["tricks_won"])
    deal.tricks_played = sum(deal.tricks_won)
    deal.voids = [sum(1 << Suit.parse(x) for x in v) for v in view["voids"]]
    deal.trick = _trick_from_view(pack, view["trick"])
    deal.last_trick = _trick_from_view(pack, view["last_trick"])
    _gather_taken(deal, view)
    return deal


def _gather_taken(deal: SpadesDeal, view: View) -> None:
    """Who took which played cards: the log's plays, four to a trick."""
    faces = {str(card): i for i, card in enumerate(deal.game.pack)}
    plays = [(s, faces[text]) for s, text in view["log"] if text in faces]
    for start in range(0, deal.tricks_played * 4, 4):
        trick = Trick(plays[start][0])
        for s, card in plays[start : start + 4]:
            trick.add(s, card)
        winner = deal.trick_winner(trick)
        deal.taken[winner] |= sum(1 << c for c in trick.cards)


def _log_entry(
    pack: Pack, deal: SpadesDeal, seat: int | None, s: int, text: str
) -> tuple[int, str, str, int]:
    """A log line as the state keeps it, seen by ``seat`` as ``text``."""
    if text in SECRET_VERBS:
        if text == PASS and deal.passing[s] and deal.phase == PASS:
            cards = tuple(pack[i] for i in bits(deal.passing[s]))
            return (s, cards_action(pack, PASS, cards).text, PASS, 1 << s)
        return (s, text, text, 1 << s)
    verb = text.split()[0]
    if verb in SECRET_VERBS:
        audience = 1 << s | (1 << seat if seat is not None else 0)
        return (s, text, verb, audience)
    return (s, text, text, 0b1111)


def _trick_from_view(pack: Pack, data: dict[str, object] | None) -> Trick | None:
    if data is None:
        return None
    trick = Trick(int(str(data["leader"])))
    cards = data["cards"]
    assert isinstance(cards, list)
    for entry in cards:
        card = pack.mask_from_cards([Card.parse(entry["card"])]).bit_length() - 1
        trick.add(entry["seat"], card)
    return trick


__all__ = ["sample_deal"]
