"""What a seat of 19 has seen beyond its hand, the voids and the log: its record
(:class:`NineteenSeen`), made two ways that a test holds equal at every position.

- From a deal (:func:`seen_by`): the live seats, the bid played and its declarer, the stock as
  the seat may know it (its face-up cards, the cards it alone has seen, the groups' states),
  the stock cards it took, its own discards and how many each seat discarded, the called
  trump, the partner or declarer alone once the seat knows, and the declarations.
- From a view (:func:`read_seen`): the same fields of its ``details``, which the view writes
  from this record (``view.deal_view``), read back into cards and numbers; a text that names
  no card of the pack is refused there, naming the field.

The resampler's hooks (``sampling``) read this record, never the view's texts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from followsuit.cards import Card, Pack
from followsuit.engine.infostate import read_named
from followsuit.engine.view_pieces import freeze, view_memo
from followsuit.errors import InconsistentView
from followsuit.games.nineteen.scoring import BIDS

if TYPE_CHECKING:
    from followsuit.games.nineteen.position import NineteenPosition

Cards = tuple[Card, ...]
Sides = list[int | None] | None
"""Each seat's side as a seat knows it (None before the sides are settled)."""

TAKEN, FACE_UP, SEEN, UNSEEN = "taken", "face up", "seen", "unseen"
"""A stock group's states (N5): taken by declarer, rejected and laid face up, being looked at,
not yet seen."""


class Group(NamedTuple):
    """One of the stock's groups (N5) as the seat knows it: its number (from 1), its state and
    its cards, when the seat may know them (None: it may not)."""

    number: int
    state: str
    cards: Cards | None


class Declared(NamedTuple):
    """One ``declare``: who, the holdings and achievements named, each holding's points as
    held (0 for an achievement)."""

    seat: int
    items: tuple[str, ...]
    points: tuple[int, ...]


class NineteenSeen(NamedTuple):
    """What one seat has seen of a deal of 19, besides its hand, the voids and the log.

    Frozen and typed, a named tuple: a view makes one for its seat whenever what it is made
    from changes (``seen_and_sides``), and a frozen dataclass of as many fields takes eight
    times as long to make (CPython 3.11).
    """

    players: int
    """Live players (4, 3 or 2)."""
    live: tuple[int, ...]
    deal_number: int
    """The deal's number in the match, from 1."""
    contract: int | None
    """The bid played (its rank, ``scoring.BIDS``), once the auction is over."""
    declarer: int | None
    stock: int
    """Cards left in the stock."""
    face_up: Cards
    """The stock's cards lying face up for all (rejected groups, N5)."""
    stock_seen: Cards | None
    """The stock cards the seat alone has seen there (None: a spectator)."""
    groups: tuple[Group, ...] | None
    """The stock's groups (N5), once it is split (None before)."""
    drew: Cards
    """The stock cards the seat took into its hand."""
    discarded: Cards
    """The seat's own discards (face down: nobody else sees them)."""
    discard_counts: tuple[int, ...]
    """How many cards each seat has discarded."""
    called: int | None
    """The called trump's number (N4)."""
    partner: int | None
    """Declarer's partner, when the seat knows it."""
    alone: bool | None
    """True when the seat knows declarer plays alone; None while it does not know."""
    declarations: tuple[Declared, ...]


# -- from a deal ---------------------------------------------------------------------------------


def seen_by(deal: NineteenPosition, seat: int | None) -> NineteenSeen:
    """What ``seat`` (None: a spectator) has seen of ``deal``."""
    return seen_and_sides(deal, seat, view_memo(deal))[0]


def seen_and_sides(
    deal: NineteenPosition, seat: int | None, slots: dict[Any, Any] | None
) -> tuple[NineteenSeen, Sides]:
    """``seat``'s record and each seat's side as it knows it (which its view shows beside the
    record), worked out together (``sides_known`` once). Kept in the deal's view memo
    (``slots``; None: made anew) while what they are made from stays (:func:`_inputs`): a
    deal of 19 changes them seldom (the auction's end, the stock, the discards, the call,
    the declarations, the sides shown in the play), so most views of the play make neither.
    The sides kept are read-only."""
    if slots is None:
        return _made(deal, seat)
    inputs = _inputs(deal, seat)
    held = slots.get((RECORD, seat))
    if held is None or held[0] != inputs:
        record, sides = _made(deal, seat)
        held = slots[RECORD, seat] = (inputs, record, freeze(sides))
    return held[1], held[2]


RECORD = "nineteen seen"
"""A seat's record, kept in a deal's view memo by what it is made from."""


def _inputs(deal: NineteenPosition, seat: int | None) -> tuple[Any, ...]:
    """What ``seat``'s record and sides are made from, beyond what a deal never changes (its
    game and options, the live seats, the carry, the stock's order): equal inputs, equal
    record. The sides by their object (a deal puts a new one in place; its ``side_of`` never
    changes) and by the seats whose side the seat knows, which changes in place (``tell``,
    ``reveal``)."""
    stock = deal.stock
    sides = deal.sides
    own: tuple[int, ...] = () if seat is None else (stock.seen[seat], deal.drew[seat])
    if sides is None:
        known = 0
    else:
        known = sides.public if seat is None else sides.public | sides.known[seat]
    return (
        deal.bid,
        deal.declarer,
        deal.called,
        deal.partner,
        len(deal.declarations),
        stock.left,
        stock.turn_up,
        stock.face_up,
        stock.group_sizes,
        stock.looked,
        stock.taken_group,
        *deal.discards,
        *own,
        sides,
        known,
    )


def _made(deal: NineteenPosition, seat: int | None) -> tuple[NineteenSeen, Sides]:
    """``seat``'s record and sides, made anew."""
    sides, partner, alone = sides_known(deal, seat)
    return _own(_public(deal), deal, seat, partner, alone), sides


def _public(deal: NineteenPosition) -> NineteenSeen:
    """What all have seen (the fields a seat's own knowledge leaves as they are)."""
    pack = deal.game.pack
    stock = deal.stock
    shown = stock.face_up & stock.left
    return NineteenSeen(
        players=deal.game.options.players,
        live=tuple(deal.live),
        deal_number=deal.carry.deals + 1,
        contract=deal.bid,
        declarer=deal.declarer,
        stock=stock.size,
        face_up=_in_order(pack, stock.order, shown),
        stock_seen=None,
        groups=None,
        drew=(),
        discarded=(),
        discard_counts=tuple(d.bit_count() for d in deal.discards),
        called=deal.called,
        partner=None,
        alone=None,
        declarations=tuple(Declared(*d) for d in deal.declarations),
    )


def _own(
    public: NineteenSeen,
    deal: NineteenPosition,
    seat: int | None,
    partner: int | None,
    alone: bool | None,
) -> NineteenSeen:
    """``seat``'s record: the public fields and what it alone knows (the stock cards it saw
    and took, its discards, the groups as it knows them, the sides: ``partner`` and
    ``alone`` as ``sides_known`` gives them). Made positionally, in the fields' order: a
    named tuple made by keywords takes four times as long."""
    pack = deal.game.pack
    stock = deal.stock
    own = None if seat is None else stock.seen[seat] & stock.left & ~stock.face_up
    stock_seen = None if own is None else _in_order(pack, stock.order, own)
    groups = _groups(deal, seat) if stock.group_sizes else None
    drew = () if seat is None else _cards(pack, deal.drew[seat])
    discarded = () if seat is None else _cards(pack, deal.discards[seat])
    p = public
    return NineteenSeen(
        p.players,
        p.live,
        p.deal_number,
        p.contract,
        p.declarer,
        p.stock,
        p.face_up,
        stock_seen,
        groups,
        drew,
        discarded,
        p.discard_counts,
        p.called,
        partner,
        alone,
        p.declarations,
    )


def _in_order(pack: Pack, order: tuple[int, ...], mask: int) -> Cards:
    """The cards of ``mask`` in the stock's ``order``."""
    return tuple(pack[c] for c in order if mask >> c & 1) if mask else ()


def _cards(pack: Pack, mask: int) -> Cards:
    """The cards of ``mask``, in pack order."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(pack[low.bit_length() - 1])
        mask ^= low
    return tuple(cards)


def _groups(deal: NineteenPosition, seat: int | None) -> tuple[Group, ...]:
    """N5: each group's state, and its cards where the seat may know them: face up, or all
    seen by the seat; a rejected group taken back after all is named only to declarer (its
    cards then lie in declarer's hand or discards, which no other seat may place)."""
    stock = deal.stock
    pack = deal.game.pack
    groups = []
    for number in range(1, len(stock.group_sizes) + 1):
        mask = stock.group(number)
        face_up = mask & stock.face_up == mask
        if number == stock.taken_group:
            state = TAKEN
        elif face_up:
            state = FACE_UP
        elif number == stock.looked:
            state = SEEN
        else:
            state = UNSEEN
        known = face_up or (seat is not None and stock.seen[seat] & mask == mask)
        if state == TAKEN and seat != deal.declarer:
            known = False
        cards = _in_order(pack, stock.order, mask) if known else None
        groups.append(Group(number, state, cards))
    return tuple(groups)


def sides_known(deal: NineteenPosition, seat: int | None) -> tuple[Sides, int | None, bool | None]:
    """Each seat's side as ``seat`` knows it (None before the sides are settled), declarer's
    partner when it knows it, and whether it knows declarer plays alone (None: it does not
    know)."""
    sides = deal.sides
    if sides is None:
        return None, None, None
    known = sides.view(seat)
    partner = deal.partner
    if partner is not None and known[partner] is not None:
        return known, partner, False
    if all(side is not None for side in known):
        return known, None, partner is None
    return known, None, None


# -- from a view ---------------------------------------------------------------------------------


def read_seen(pack: Pack, view: Any) -> NineteenSeen:
    """The record a view's ``details`` write, read back: every card a card of ``pack``, or
    the view is refused (:class:`InconsistentView` naming the field)."""
    details = view["details"]
    stock = details["stock"]
    contract = details["contract"]
    seen = stock.get("seen")
    groups = stock.get("groups")
    return NineteenSeen(
        players=details["players"],
        live=tuple(details["live"]),
        deal_number=details["deal_number"],
        contract=None if contract is None else _bid(contract),
        declarer=details["declarer"],
        stock=stock["size"],
        face_up=read_named(pack, stock["face_up"], "its stock"),
        stock_seen=None if seen is None else read_named(pack, seen, "its stock"),
        groups=None
        if groups is None
        else tuple(
            Group(
                g["group"],
                g["state"],
                read_named(pack, g["cards"], "its stock") if "cards" in g else None,
            )
            for g in groups
        ),
        drew=read_named(pack, details["drew"], "its drew"),
        discarded=read_named(pack, details["discarded"], "its discarded"),
        discard_counts=tuple(details["discard_counts"]),
        called=details["called"],
        partner=details["partner"],
        alone=details["alone"],
        declarations=tuple(
            Declared(d["seat"], tuple(d["items"]), tuple(d["points"]))
            for d in details["declarations"]
        ),
    )


def _bid(text: str) -> int:
    """A bid's rank, from its name (N3)."""
    if text not in BIDS:
        raise InconsistentView(
            f"the view's contract is {text!r:.30}: no bid of 19 ({', '.join(BIDS)})"
        )
    return BIDS.index(text)
