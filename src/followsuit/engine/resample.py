"""One resampler for every game: a full deal consistent with what one seat knows.

A view becomes a deal in three steps, the same for every game:

1. **Places.** Where every card the viewer has not seen may lie: each seat's *holding* (the
   cards in its hand now plus those it has played: its hand as it stood when the play began),
   and the game's other places (a stock, a widow, face-down discards, a turn-up). Each place has
   its size, the cards the viewer knows lie there, and the cards it cannot hold (a suit its
   owner has shown void in). :func:`~followsuit.engine.sampling.deal_unknown` shares the unseen
   cards out under those constraints (OpenSpiel once shipped an Oh Hell resampler that ignored
   voids; this one never does).
2. **Back to a pack order, through the game's own dealing.** A probe order (card ``i`` at
   position ``i``) is dealt with ``game.deal_from_order``; where each probe card lands says
   which pack positions feed which place. The sampled cards of each place are put in its
   positions (in random order, so an unseen stock is shuffled). A game whose cards moved face
   down before the play (passes, discards, exchanges) says, in one hook
   (:meth:`Sampling.dealt`), which cards were dealt where and what the hidden moves were.
3. **The public log replayed** on the new deal, action by action under the rules. A secret
   entry (a discard, a pass, a concealed trump, a bid not yet shown) takes the action the
   :meth:`Sampling.dealt` hook chose for it, or else one of the legal actions of its kind at
   random.

The view is read once, into the viewer's information state (``engine.infostate``:
:meth:`InfoState.from_view <followsuit.engine.infostate.InfoState.from_view>`), and every hook
reads that state, never the view. A game's package gives a :class:`Sampling` subclass with the
few hooks it needs (its record read from a view's details, its carry, its places beyond the
hands) and sets it as its game's ``sampling``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from random import Random
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from followsuit.cards import Card, Pack, bits
from followsuit.engine.carry import Carry
from followsuit.engine.deal import Deal
from followsuit.engine.grammar import Grammar
from followsuit.engine.infostate import PLAY, Entry, InfoState, no_card, unreadable
from followsuit.engine.options import Options
from followsuit.engine.sampling import NoSharing, deal_unknown
from followsuit.engine.state import GameRules, View
from followsuit.engine.tricks import TrickRules
from followsuit.engine.views import CoreView
from followsuit.errors import IllegalAction, InconsistentView, NotationError, ViewError

if TYPE_CHECKING:
    from followsuit.engine.actions import Action

Placed = int | list[int]
"""A place's cards: a mask (any order) or physical indices in pack order, top first."""


class Places:
    """The places a sample fills: for each, its size, the cards known there, the cards it may
    not hold. Physical copies of one face are told apart by taking free copies in turn."""

    def __init__(self, pack: Pack) -> None:
        self.pack = pack
        self.names: list[str] = []
        self.sizes: list[int] = []
        self.known: list[int] = []
        self.forbidden: list[int] = []
        self.index: dict[str, int] = {}
        self.taken = 0
        """Every card known to lie somewhere."""
        self._copies = _copies(pack)

    def add(self, name: str, size: int, forbidden: int = 0) -> None:
        """A place holding ``size`` cards, none of ``forbidden`` unless known to be there."""
        self.index[name] = len(self.names)
        self.names.append(name)
        self.sizes.append(size)
        self.known.append(0)
        self.forbidden.append(forbidden)

    def mask(self, texts: Sequence[str | Card], place: str | None = None) -> int:
        """Free physical copies of these cards (texts, or faces read from the log), each taken
        once, not yet placed; for ``place`` (named when the view places a card twice or names
        no card of the pack)."""
        mask = 0
        copies = self._copies
        taken = self.taken
        for text in texts:
            bits_of = copies.get(text)
            if bits_of is None:
                raise InconsistentView(no_card(self.pack, text, place))
            for bit in bits_of:
                if not (taken | mask) & bit:
                    mask |= bit
                    break
            else:
                raise InconsistentView(self._twice(text, bits_of[-1], place))
        return mask

    def _twice(self, text: str | Card, bit: int, place: str | None) -> str:
        """Why the view cannot place ``text`` (its copy ``bit`` taken) again in ``place``."""
        earlier = [name for name, known in zip(self.names, self.known, strict=True) if known & bit]
        there = f"in {earlier[0]} and {_in(place)}" if earlier else f"{_in(place)} twice"
        return f"the view places {text} {there}"

    def copies_of(self, text: str | Card, place: str | None = None) -> int:
        """Every physical copy of a card (a text or a face), as a mask (the view names it in
        ``place``)."""
        bits_of = self._copies.get(text)
        if bits_of is None:
            raise InconsistentView(no_card(self.pack, text, place))
        return sum(bits_of)

    def know(self, name: str, texts: Sequence[str | Card] | int) -> int:
        """Cards (texts, or a mask) the viewer knows lie in place ``name``; returns their mask."""
        mask = texts if isinstance(texts, int) else self.mask(texts, name)
        if mask & self.taken:
            index = next(bits(mask & self.taken))
            raise InconsistentView(self._twice(str(self.pack[index]), 1 << index, name))
        self.known[self.index[name]] |= mask
        self.taken |= mask
        return mask

    def _unshared(self, card: int | None, needs: Sequence[int]) -> str:
        """Why the unseen cards fit no share: ``card`` (a physical index) has no place with
        room that may hold it, or (None) the places with room cannot take them all at once."""
        room = [name for name, need in zip(self.names, needs, strict=True) if need]
        if card is not None:
            return (
                f"the view leaves {self.pack[card]} nowhere to lie: none of the places with "
                f"room ({', '.join(room)}) may hold it (a void shown, or a card it cannot hold)"
            )
        return (
            f"the view leaves no way to share the unseen cards among {', '.join(room)}: "
            "each may lie somewhere, but not all at once (voids shown, cards a place cannot "
            "hold)"
        )

    def forbid(self, name: str, mask: int) -> None:
        self.forbidden[self.index[name]] |= mask

    def fill(self, rng: Random) -> dict[str, int]:
        """Each place's cards: the known ones and a share of the unseen ones."""
        unknown = list(bits(self.pack.full_mask & ~self.taken))
        sizes = zip(self.sizes, self.known, strict=True)
        needs = [size - known.bit_count() for size, known in sizes]
        if min(needs, default=0) < 0:
            at = needs.index(min(needs))
            raise InconsistentView(
                f"the view knows {self.known[at].bit_count()} cards in {self.names[at]}, "
                f"which holds {self.sizes[at]}"
            )
        if sum(needs) != len(unknown):
            room = ", ".join(f"{n}: {need}" for n, need in zip(self.names, needs, strict=True))
            raise InconsistentView(
                f"the view leaves {len(unknown)} cards unseen and room for {sum(needs)} "
                f"({room}): its sizes do not add up to the pack"
            )
        try:
            dealt = deal_unknown(unknown, needs, self.forbidden, rng)
        except NoSharing as error:
            raise InconsistentView(self._unshared(error.card, needs)) from None
        return {
            name: known | extra
            for name, known, extra in zip(self.names, self.known, dealt, strict=True)
        }


class SampledGame(GameRules, Protocol):
    """The game a view is resampled under, as the resampler and a game's hooks read it: a
    :class:`~followsuit.engine.game.Game` (whose ``sample_state`` calls :func:`resample`)."""

    @property
    def options(self) -> Options: ...

    @property
    def sampling(self) -> Sampling: ...

    @property
    def rank_power(self) -> Sequence[int]: ...

    @property
    def grammar(self) -> Grammar: ...

    @property
    def suit_masks(self) -> list[int]: ...

    @property
    def trick_rules(self) -> TrickRules: ...

    def initial_carry(self) -> Any: ...

    def deal_from_order(self, order: Sequence[int], dealer: int, carry: Any) -> Deal: ...

    def __hash__(self) -> int:
        """A game is a key of the resampler's cache of its dealing (by identity)."""
        ...


class Sampling:
    """A game's hooks into the resampler; the defaults fit trick play with every action public.

    ``info`` builds the viewer's information state from the view once
    (:meth:`InfoState.from_view <followsuit.engine.infostate.InfoState.from_view>`, whose
    game's record ``seen`` reads back from the view's details); the other hooks read that
    state, never the view: ``carry`` what the match carries into the deal, ``places`` where
    unseen cards may lie now, ``dealt`` where they were dealt (and the hidden moves since),
    ``probe_places`` which pack positions a deal feeds into which place.
    """

    def info(self, game: SampledGame, view: View) -> InfoState:
        """The viewer's information state, as the view shows it."""
        return InfoState.from_view(view, game)

    def seen(self, game: SampledGame, view: View) -> Any:
        """The game's own record of what the view's seat was shown beyond the hands, the
        voids and the log, read from the view's ``details``: the record the deal's
        ``seen_by`` gives for that seat (default: None, nothing more)."""
        return None

    def carry(self, game: SampledGame, info: InfoState) -> Any:
        """What the match carried into this deal (default: the game's first carry with the
        running scores the seat was shown)."""
        start = game.initial_carry()
        totals = info.match_scores
        return replace(start, totals=totals) if isinstance(start, Carry) else totals

    def places(self, game: SampledGame, info: InfoState, probe: Deal) -> Places:
        """Each seat's holding (hand now and cards played), with what the viewer knows of it:
        its own hand, hands shown to it, the cards each seat played; void suits forbidden."""
        places = Places(game.pack)
        info.check_plays()
        played = info.played
        suit_masks: Sequence[int] = probe.suit_masks  # type: ignore[attr-defined]
        for seat, (size, voids) in enumerate(zip(info.hand_sizes, info.voids, strict=True)):
            forbidden = 0
            for suit in voids:
                forbidden |= suit_masks[suit]
            places.add(hand(seat), size + len(played[seat]), forbidden)
            places.know(hand(seat), played[seat])
        for seat, cards in enumerate(self.seen_hands(game, info)):
            if cards:
                places.know(hand(seat), cards)
        return places

    def seen_hands(self, game: SampledGame, info: InfoState) -> Sequence[Sequence[Card] | None]:
        """Every hand as the viewer sees it (None: hidden): the information state's."""
        return info.hands

    def dealt(
        self, game: SampledGame, info: InfoState, now: dict[str, int], rng: Random
    ) -> tuple[dict[str, Placed], dict[int, str]]:
        """Where the cards were dealt, from where they lie now (holdings), and the action text
        of each secret log entry whose choice the cards settle (by index). Default: nothing
        moved face down, so the holdings are the hands as dealt."""
        return dict(now), {}

    def probe_places(self, deal: Deal) -> dict[str, int]:
        """Where a freshly dealt deal put each card (on a probe order: each position)."""
        return {name: mask for name, mask in deal.places().items() if mask}

    def secret_action(self, deal: Deal, entry: Entry, rng: Random) -> Action:
        """A hidden action the sample does not settle: any legal one of the entry's kind."""
        legal = deal.legal_actions()
        fitting = [a for a in legal if a.kind == entry.kind] or legal
        return rng.choice(fitting)


def _in(place: str | None) -> str:
    return f"in {place}" if place else "here"


def hand(seat: int) -> str:
    """The name of a seat's hand among a deal's places."""
    return _HAND_NAMES[seat] if seat < len(_HAND_NAMES) else f"hand {seat}"


_HAND_NAMES = [f"hand {seat}" for seat in range(16)]


TRIES = 50
"""Samples drawn before giving up on a view whose log no sample fits."""


class Contradiction(ValueError):
    """The sampled cards cannot have made a logged action: a constraint the hooks did not see.
    Never leaves :func:`resample`, which draws again (and after ``TRIES`` samples raises an
    :class:`InconsistentView` saying the last contradiction)."""


CORE_FIELDS = tuple(name for name in CoreView.__annotations__ if name in CoreView.__required_keys__)
"""The fields every game's view holds, in the order a view gives them."""


def check_view(game: SampledGame, view: object) -> None:
    """Refuse what is none of ``game``'s views (:class:`ViewError`): not a view at all (no
    dict, or one without the fields every view holds), another game's view (its ``game``
    field), a view of a table of another size."""
    if not isinstance(view, dict):
        raise ViewError(
            f"not a view of {game.name}: a view is the dict a state's view(seat) gives, "
            f"not {view!r:.60}"
        )
    name = view.get("game")
    if name != game.name:
        raise ViewError(
            f"not a view of {game.name}: it is a view of {name} (its 'game' field); "
            f"sample it with games.load({name!r})"
            if isinstance(name, str) and len(name) <= 60
            else f"not a view of {game.name}: a view names its game in its 'game' field "
            f"({game.name!r}), and this one has {name!r:.60}"
        )
    missing = [field for field in CORE_FIELDS if field not in view]
    if missing:
        raise ViewError(
            f"not a whole view of {game.name}: it has no {', '.join(missing)} "
            "(fields every view holds)"
        )
    players = view["players"]
    if not isinstance(players, list):
        raise ViewError(
            f"not a view of {game.name}: its 'players' field names the players in a list, "
            f"not {players!r:.60}"
        )
    if len(players) != game.players:
        raise ViewError(
            f"not a view of this {game.name}: a view of {len(players)} players, "
            f"and this game is played by {game.players} (its options differ)"
        )


def resample(game: SampledGame, view: View, rng: Random) -> Deal:
    """A deal consistent with ``view``: its view for the same seat is ``view``.

    The log itself is the last constraint: a sample on which a logged action is not legal
    (an inference no hook made) is drawn again. What is none of the game's views is refused
    first (:func:`check_view`); a log of another shape than a view's is an
    :class:`InconsistentView` naming the entry (:func:`check_log`, asked only when sampling
    fails: a view a state gave costs nothing more)."""
    check_view(game, view)
    try:
        return _resample(game, view, rng)
    except (AttributeError, IndexError, KeyError, TypeError):
        check_log(view)
        raise  # the log is well made: not the view's fault


def check_log(view: View) -> None:
    """Refuse a log that is no list of entries ``{seat, kind, text}`` (a seat of the table,
    the others text) as an :class:`InconsistentView` naming the first entry at fault."""
    log = view["log"]
    if not isinstance(log, list):
        raise InconsistentView(f"the view's log is a list of entries, not {log!r:.40}")
    players = len(view["players"])
    for index, entry in enumerate(log):
        seat = entry.get("seat") if isinstance(entry, dict) else None
        if not (
            type(seat) is int
            and 0 <= seat < players
            and isinstance(entry.get("kind"), str)
            and isinstance(entry.get("text"), str)
        ):
            raise InconsistentView(
                f"the view's log entry {index} is {entry!r:.60}: an entry is "
                "{seat: a seat of the table, kind: text, text: text}"
            )


def _resample(game: SampledGame, view: View, rng: Random) -> Deal:
    """:func:`resample`, the view checked."""
    # A generator of its own per sample, seeded from the caller's: samples drawing the same
    # number of values in turn from one generator showed long runs of identical choices.
    rng = Random(rng.getrandbits(64))
    sampling = game.sampling
    info, carry, feeds, places = _setting(game, view)
    dealer = info.dealer
    last: Contradiction | None = None
    for _ in range(TRIES):
        now = places.fill(rng)
        try:
            # ``dealt`` may find the cards shared out cannot have been dealt and drawn as the
            # log shows (a card drawn too late): a contradiction too, drawn again.
            dealt, chosen = sampling.dealt(game, info, now, rng)
            try:
                order = pack_order(feeds.positions, dealt, len(game.pack), rng)
            except ValueError:
                _check_sizes(feeds.positions, dealt)  # the view's sizes at fault: named
                raise
            deal = game.deal_from_order(order, dealer, carry)
            replay(deal, info.entries, chosen, sampling, rng)
        except Contradiction as contradiction:
            last = contradiction
            continue
        return deal
    # An edited log (an action the cards cannot make); from a view a state gave, a game's
    # hooks missing an inference, or (very rarely) chance: a caller may draw again.
    raise InconsistentView(f"no sample in {TRIES} fits the view's log: {last}")


def view_places(game: SampledGame, view: View) -> tuple[Places, InfoState]:
    """Where a view's unseen cards may lie (step 1 of :func:`resample`) and the viewer's
    information state they were read from: for a search that shares the cards out itself
    (the core's redeal, ``bots.search.redeal``)."""
    info, _, _, places = _setting(game, view)
    return places, info


def _setting(game: SampledGame, view: View) -> tuple[InfoState, Any, _Feeds, Places]:
    """The viewer's information state, the match's carry, the pack positions feeding each
    place and the places: what every sample of one view starts from."""
    sampling = game.sampling
    info = sampling.info(game, view)
    carry = sampling.carry(game, info)
    feeds = _positions(game, info.dealer, carry)
    return info, carry, feeds, sampling.places(game, info, feeds.probe)


def _check_sizes(positions: dict[str, list[int]], dealt: dict[str, Placed]) -> None:
    """Refuse a place the sample gives more or fewer cards than the deal deals it: the view's
    hand sizes do not fit the game's dealing (or a game's ``dealt`` hook is wrong). Asked
    only when :func:`pack_order` has refused the sample (its own check of the same sizes),
    to name the view's fault; beyond it, a sample's places always share out the pack."""
    for name, where in positions.items():
        placed = dealt.get(name, 0)
        count = placed.bit_count() if isinstance(placed, int) else len(placed)
        if count != len(where):
            raise InconsistentView(
                f"the view gives {name} {count} cards, and the deal deals it {len(where)}"
            )


class _Feeds(NamedTuple):
    probe: Deal
    positions: dict[str, list[int]]


@lru_cache(maxsize=512)
def _feeds(game: SampledGame, dealer: int, carry: Any) -> _Feeds:
    probe = game.deal_from_order(range(len(game.pack)), dealer, carry)
    places = game.sampling.probe_places(probe)
    return _Feeds(probe, {name: list(bits(mask)) for name, mask in places.items()})


def _positions(game: SampledGame, dealer: int, carry: Any) -> _Feeds:
    """Which pack positions feed which place, for this dealer and carry (cached)."""
    try:
        return _feeds(game, dealer, carry)
    except TypeError:  # an unhashable carry: probe afresh
        return _feeds.__wrapped__(game, dealer, carry)


def order_for_places(
    game: SampledGame, dealer: int, carry: Any, places: dict[str, Placed], rng: Random | None = None
) -> list[int]:
    """A pack order from which the game's own dealing gives each place (``hand 0`` ...) these
    cards: for a position set up by hand (a test, a problem to solve)."""
    positions = _positions(game, dealer, carry).positions
    return pack_order(positions, places, len(game.pack), rng or Random(0))


def pack_order(
    positions: dict[str, list[int]], dealt: dict[str, Placed], size: int, rng: Random
) -> list[int]:
    """A pack order that deals each place its cards: a place's mask goes to its positions in
    random order (an unseen stock is shuffled; a hand, a set, in any order), a list in its
    order. Places that do not fit (set up by hand: :func:`order_for_places`) are a
    ``ValueError`` naming the place or the cards at fault."""
    order = [-1] * size
    for name, where in positions.items():
        placed = dealt.get(name, 0)
        if isinstance(placed, int):
            cards = list(bits(placed))
            if not name.startswith("hand "):  # a hand is a set: its order never matters
                rng.shuffle(cards)
        else:
            cards = placed
        if len(cards) != len(where):
            raise ValueError(f"{name} was dealt {len(where)} cards; the sample gives {len(cards)}")
        for position, card in zip(where, cards, strict=True):
            order[position] = card
    if -1 in order or len(set(order)) != size:
        missing = sorted(set(range(size)) - set(order))
        twice = sorted(card for card in set(order) if order.count(card) > 1 and card != -1)
        raise ValueError(
            f"the places do not make up the pack: physical cards {missing} in none, {twice} in two"
        )
    return order


def replay(
    deal: Deal, entries: list[Entry], chosen: dict[int, str], sampling: Sampling, rng: Random
) -> None:
    """Play the log on ``deal``: public actions by their text, secret ones as ``chosen`` or
    sampled among the legal actions of their kind. A public action not legal on the sample is
    a contradiction."""
    for index, entry in enumerate(entries):
        if entry.secret:
            text = chosen.get(index)
            if text is None:
                deal.apply(sampling.secret_action(deal, entry, rng))
            else:
                deal.apply(text)
            continue
        text = entry.text
        if entry.kind == PLAY:  # a card: among a few legal actions, cheaper than parsing
            for action in deal.legal_actions():
                if action.text == text:
                    deal.apply(action)
                    break
            else:
                deal.apply(_named_action(deal, entry))
            continue
        try:
            deal.apply(text)
        except IllegalAction as error:
            raise Contradiction(
                f"the log's {text!r} (seat {entry.seat}) is not legal: {error.reason}"
            ) from None
        except NotationError as error:  # the text, not the sample: no sample reads it
            raise unreadable(index, entry, error) from None


def _named_action(deal: Deal, entry: Entry) -> Action:
    """The legal action that plays the entry's card when the action's own text differs (a
    card played unseen from the forehead shows as the card)."""
    played = entry.action.cards[:1] if entry.action is not None else ()
    for action in deal.legal_actions():
        if played and action.cards[:1] == played:
            return action
    raise Contradiction(f"the log's {entry.text!r} (seat {entry.seat}) is not legal in the sample")


@lru_cache(maxsize=64)
def _copies(pack: Pack) -> dict[str | Card, tuple[int, ...]]:
    """Each card's physical copies, as bits, by its text and by its face."""
    copies: dict[str | Card, tuple[int, ...]] = {}
    for card, where in pack.copies.items():
        copies[card] = copies[str(card)] = tuple(1 << i for i in where)
    return copies
