"""What every game must satisfy, as reusable checks (DESIGN: the engine contract; STYLE: "a
generic conformance test runs over every registered game and preset").

The conformance tests, the record tests and the perft tests drive states through these
helpers, so that a game added to the registry is checked with no change here.
"""

from __future__ import annotations

import json
import os
import re
import types
import typing
from collections import Counter
from collections.abc import Callable, Iterator
from random import Random
from typing import Any, NotRequired

import pytest
from hypothesis import HealthCheck, Phase, settings

from followsuit import games
from followsuit.cards import Card, Pack, Suit, bits
from followsuit.engine import Action, Bot, Deal, Game, Match, RandomBot, State, View
from followsuit.engine.trickplay import TrickPlay
from followsuit.engine.views import CoreView
from followsuit.errors import GameError, IllegalAction, NotationError
from followsuit.sim.playing import dealer_of

# -- what runs, and how much -------------------------------------------------------------------

EXAMPLES = int(os.environ.get("FOLLOWSUIT_CONFORMANCE_EXAMPLES", "12"))
"""Hypothesis examples per property for a game's default options (raise it for a deeper run);
its other presets get a third as many, since most change a rule or two."""

DEAL_STEP_LIMIT = 5000
"""No deal of any game takes this many actions: a playout that does has lost its way."""
MATCH_DEAL_LIMIT = 60
"""A match played by a heuristic bot must end within this many deals."""
RANDOM_MATCH_DEAL_LIMIT = 25
"""A match played by the random bot is given up after this many deals (it may never end)."""


def examples(preset: str | None, scale: float = 1.0) -> settings:
    """Hypothesis settings for one property of one preset: modest, for CI on two cores."""
    count = EXAMPLES if preset is None else max(2, EXAMPLES // 3)
    return settings(
        max_examples=max(1, round(count * scale)),
        deadline=None,
        phases=(Phase.explicit, Phase.reuse, Phase.generate),  # a seed does not shrink
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


SEEDS = (0, 2**32 - 1)

PRESETS: list[tuple[str, str | None]] = games.all_presets()
"""Every registered (game, preset) pair, read when the tests are collected."""


def preset_id(pair: tuple[str, str | None]) -> str:
    name, preset = pair
    return name if preset is None else f"{name}:{preset}"


def each_preset(
    known_failures: dict[tuple[str, str | None] | str, str] | None = None,
) -> pytest.MarkDecorator:
    """Parametrise a test over every game and preset as ``(name, preset)``.

    ``known_failures`` maps a pair, or a game name for all its presets, to the reason of a
    known bug (naming the file that owns it): those cases run as ``xfail(strict=True)``, so the
    mark must go once the bug is fixed.
    """
    failures = known_failures or {}
    params = []
    for pair in PRESETS:
        reason = failures.get(pair) or failures.get(pair[0])
        marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
        params.append(pytest.param(pair[0], pair[1], id=preset_id(pair), marks=marks))
    return pytest.mark.parametrize(("name", "preset"), params)


def load(name: str, preset: str | None) -> Game:
    return games.load(name, preset=preset)


# -- states -----------------------------------------------------------------------------------


def deal_of(state: State) -> Deal:
    """The deal in play: the state itself, or a match's current deal."""
    if isinstance(state, Match):
        assert state.current is not None
        return state.current
    assert isinstance(state, Deal)
    return state


def faces(pack: Pack, mask: int) -> list[str]:
    """The card texts of ``mask``, sorted: what a seat may compare (copies are alike, G3)."""
    return sorted(str(pack[i]) for i in bits(mask))


def bot_for(game: Game, rng: Random) -> tuple[Bot, bool]:
    """The game's heuristic bot if its spec has one, else the random bot; and which it is."""
    make = games.spec(game.name).heuristic
    if make is not None:
        return make(game, rng), True
    return RandomBot(rng), False


def steps(state: State, choose: Callable[[State], Action | str], limit: int) -> Iterator[State]:
    """Yield ``state`` before each action ``choose`` picks, then once more at the end."""
    for _ in range(limit):
        yield state
        if state.is_over:
            return
        state.apply(choose(state))
    raise AssertionError(f"no end after {limit} actions")


def random_choice(rng: Random) -> Callable[[State], Action]:
    return lambda state: rng.choice(state.legal_actions())


def positions(game: Game, kind: str, seed: int, rng: Random, deals: int = 2) -> Iterator[State]:
    """Positions of a random playout: a deal (``kind="deal"``) from its first action to its
    end, or the first ``deals`` deals of a match (``kind="match"``), so that what a match
    carries (scores behind, bags, part scores) shapes the later deals."""
    if kind == "deal":
        state: State = game.new_deal(seed=seed, dealer=dealer_of(game, seed))
        yield from steps(state, random_choice(rng), DEAL_STEP_LIMIT)
        return
    match = game.new_match(seed=seed)
    choose = random_choice(rng)
    for _ in range(deals * DEAL_STEP_LIMIT):
        yield match
        if match.is_over or len(match.finished) >= deals:
            return
        match.apply(choose(match))


# -- the checks -------------------------------------------------------------------------------


def check_places(deal: Deal) -> None:
    """Every physical card of the pack lies in exactly one place (hand, trick, taken, stock...)."""
    pack = deal.game.pack
    seen = 0
    where: dict[int, str] = {}
    for name, mask in deal.places().items():
        assert mask >= 0 and mask <= pack.full_mask, f"{name}: cards outside the pack"
        both = seen & mask
        assert not both, (
            f"{faces(pack, both)} are in {name} and in "
            f"{sorted({where[i] for i in bits(both)})} at once"
        )
        for i in bits(mask):
            where[i] = name
        seen |= mask
    assert seen == pack.full_mask, f"cards in no place: {faces(pack, pack.full_mask & ~seen)}"
    if isinstance(deal, TrickPlay):
        on_table = sum(1 << c for c in deal.trick.cards) if deal.trick is not None else 0
        gathered = 0
        for mask in deal.taken:
            gathered |= mask
        assert deal.played == on_table | gathered, (
            "the cards played are not the trick plus the tricks taken: "
            f"played {faces(pack, deal.played)}, trick {faces(pack, on_table)}, "
            f"taken {faces(pack, gathered)}"
        )


def check_turn(state: State, *, try_each: bool = True) -> list[Action]:
    """Exactly one seat acts until the end, the one its phase's step names (a seat an action
    kept for the next position is checked against it); its legal actions are unique, parse
    back from their text, pass ``check`` and (with ``try_each``) apply to a clone. Returns
    them."""
    game = state.game
    to_act = state.to_act
    legal = state.legal_actions()
    if to_act is None:
        assert state.is_over
        assert legal == [], f"legal actions after the end: {legal}"
        return legal
    assert not state.is_over
    assert 0 <= to_act < game.players, f"to_act {to_act} is not a seat"
    deal = deal_of(state)
    step = deal.phase_steps.get(deal.phase)  # the seat worked out afresh, not the one kept
    named = None if step is None else step.to_act(deal)
    assert named == to_act, f"seat {to_act} acts where phase {deal.phase!r} names {named}"
    assert legal, "no legal action before the end"
    texts = [a.text for a in legal]
    duplicated = [t for t, n in Counter(texts).items() if n > 1]
    assert not duplicated, f"legal actions with the same text: {duplicated}"
    for action in legal:
        assert str(action) == action.text
        assert state.parse(action.text) == action, f"{action.text!r} does not parse back"
        reason = state.check(action)
        assert reason is None, f"legal action {action.text!r} refused: {reason}"
        if try_each:
            state.clone().apply(action)
    return legal


def check_end(state: State) -> None:
    """After the end nobody acts, nothing is legal, and the scores have one entry per name."""
    assert state.to_act is None and state.is_over
    assert state.legal_actions() == []
    width = len(state.game.score_names)
    scores = state.scores
    assert len(scores.totals) == width
    assert all(len(s) == width for s in scores.deals)
    assert all(isinstance(x, int | float) for s in scores.deals for x in s)


def seats(game: Game) -> list[int | None]:
    """The spectator and every seat."""
    return [None, *range(game.players)]


def json_stable(view: View) -> str:
    """The view's JSON; it must read back equal (no tuples, no int keys, no NaN)."""
    text = json.dumps(view, allow_nan=False, sort_keys=True)
    assert json.loads(text) == view, "the view changes through JSON (tuples? int keys?)"
    return text


SUIT_BY_SYMBOL = {s.symbol: s for s in Suit}
CORE_HINTS = typing.get_type_hints(CoreView)
APP_KEYS = frozenset({"match"})
"""Keys a view may hold beside the core: the match's summary (``Match.view``)."""


def conforms(value: Any, hint: Any, where: str) -> None:
    """``value`` has the type ``hint`` (the typing forms a view's TypedDicts use)."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return
    if hint is type(None):
        assert value is None, f"{where}: {value!r} is not None"
    elif origin in (types.UnionType, typing.Union):
        problems = []
        for option in typing.get_args(hint):
            try:
                conforms(value, option, where)
                return
            except AssertionError as error:
                problems.append(str(error))
        raise AssertionError(f"{where}: {value!r} is none of {hint}: {problems}")
    elif origin is list:
        assert isinstance(value, list), f"{where}: {value!r} is not a list"
        (item,) = typing.get_args(hint)
        for i, v in enumerate(value):
            conforms(v, item, f"{where}[{i}]")
    elif origin is dict:
        assert isinstance(value, dict), f"{where}: {value!r} is not a dict"
    elif typing.is_typeddict(hint):
        assert isinstance(value, dict), f"{where}: {value!r} is not a {hint.__name__}"
        extras = typing.get_type_hints(hint, include_extras=True)
        hints = typing.get_type_hints(hint)
        required = {k for k, h in extras.items() if typing.get_origin(h) is not NotRequired}
        missing = required - value.keys()
        assert not missing, f"{where}: {hint.__name__} lacks {sorted(missing)}"
        extra = value.keys() - hints.keys()
        assert not extra, f"{where}: {hint.__name__} has unknown keys {sorted(extra)}"
        for key, item in value.items():
            conforms(item, hints[key], f"{where}.{key}")
    elif hint is float:
        assert isinstance(value, int | float) and not isinstance(value, bool), f"{where}: {value!r}"
    elif hint is int:
        assert isinstance(value, int) and not isinstance(value, bool), f"{where}: {value!r}"
    else:
        assert isinstance(value, hint), f"{where}: {value!r} is not a {hint}"


def check_core_view(view: View) -> None:
    """The view holds exactly CoreView's keys (and the match's), each of its type."""
    missing = CORE_HINTS.keys() - view.keys()
    assert not missing, f"view lacks {sorted(missing)}"
    extra = view.keys() - CORE_HINTS.keys() - APP_KEYS
    assert not extra, f"view has keys outside the core: {sorted(extra)} (put them in details)"
    for key, hint in CORE_HINTS.items():
        conforms(view[key], hint, key)


def check_log(deal: Deal, view: View) -> None:
    """One log entry per action of the deal, in order, by the seat that acted; an entry is
    ``secret`` exactly when it shows a public text in place of the action's. A card played
    unseen (``play``, Oh Hell's forehead card) is logged as the card it turned out to be."""
    log = view["log"]
    assert len(log) == len(deal.history), f"{len(log)} log entries for {len(deal.history)} actions"
    for entry, action in zip(log, deal.history, strict=True):
        assert 0 <= entry["seat"] < deal.game.players, f"log seat {entry['seat']!r}"
        assert entry["kind"], f"log entry without a kind: {entry!r}"
        if entry.get("secret"):
            assert entry["text"] != action.text, f"a secret entry shows the action: {entry!r}"
        elif entry["kind"] == "play" and action.cards and action.text == "play":
            assert entry["text"] == str(action.cards[0]), f"{entry!r} is not the card played"
        else:
            assert entry["text"] == action.text, (
                f"log entry {entry!r} is not secret but does not show {action.text!r}"
            )


_HINTS: dict[int, tuple[Game, Any]] = {}
"""The hints of the first view of each game (the game is kept, so that its id stays its own)."""


def check_view(state: State, seat: int | None, view: View) -> None:
    """The typed view core (engine.views.CoreView), against the state itself."""
    game = state.game
    deal = deal_of(state)
    pack = game.pack
    check_core_view(view)
    check_log(deal, view)
    hints = _HINTS.setdefault(id(game), (game, view["hints"]))[1]
    assert view["hints"] == hints, "hints are the game's presentation: the same in every view"
    assert view["game"] == game.name
    assert view["seat"] == seat
    assert view["players"] == game.player_names
    assert view["dealer"] == deal.dealer
    assert view["to_act"] == state.to_act
    legal = [a.text for a in state.legal_actions()]
    expected_legal = legal if seat is not None and seat == state.to_act else []
    assert view["legal"] == expected_legal, "legal actions go to the seat to act only"
    assert len(view["hands"]) == game.players
    if seat is None:
        assert view["hand"] is None, "a spectator has no hand"
    else:
        assert view["hands"][seat] == view["hand"], "hands[seat] is not the seat's hand"
    if isinstance(deal, TrickPlay):
        if seat is not None and view["hand"] is not None:
            assert sorted(view["hand"]) == faces(pack, deal.hands[seat]), "hand is not own cards"
        visible = deal.visible_to(seat)
        for owner, shown in enumerate(view["hands"]):
            if shown is not None:
                assert sorted(shown) == faces(pack, deal.hands[owner]), f"hands[{owner}] is wrong"
                assert deal.hands[owner] & ~visible == 0, f"hands[{owner}] is not visible"
        assert view["hand_sizes"] == [h.bit_count() for h in deal.hands]
        assert view["tricks_won"] == list(deal.tricks_won)
        assert sorted(view["played"]) == faces(pack, deal.played)
        assert len(view["voids"]) == game.players
        shown_voids = [sorted(SUIT_BY_SYMBOL[s] for s in v) for v in view["voids"]]
        assert shown_voids == [sorted(Suit(s) for s in bits(v)) for v in deal.voids]
        trick = view["trick"]
        if deal.trick is None:
            assert trick is None
        else:
            assert trick["leader"] == deal.trick.leader
            assert [c["seat"] for c in trick["cards"]] == deal.trick.seats
            assert [c["card"] for c in trick["cards"]] == [str(pack[c]) for c in deal.trick.cards]
    if isinstance(state, Match):
        summary = view["match"]
        assert summary["totals"] == list(state.scores.totals)
        assert summary["over"] == state.match_is_over


_TOKEN = re.compile(r"[A-Za-z0-9]+")


def view_words(
    view: Any, calls: frozenset[str] = frozenset(), pack: Pack | None = None
) -> set[str]:
    """Every word of every string (keys included) in a view, where a card could hide.

    Skipped: strings that are whole texts of ``calls`` (actions that move no card, such as
    Beyond's bid ``2C``, which reads like a card), and a list naming the whole ``pack`` in its
    fixed order (the pack's make-up is public and says where no card lies).
    """
    found: set[str] = set()
    whole_pack = [str(c) for c in pack] if pack is not None else None

    def walk(value: Any) -> None:
        if isinstance(value, str):
            if value not in calls:
                found.update(_TOKEN.findall(value))
                found.add(value)
        elif isinstance(value, dict):
            for key, item in value.items():
                walk(str(key))
                walk(item)
        elif isinstance(value, list | tuple) and (whole_pack is None or list(value) != whole_pack):
            for item in value:
                walk(item)

    walk(view)
    return found


def hidden_faces(deal: Deal, seat: int | None) -> set[Card]:
    """Faces of which no copy is visible to ``seat`` (copies of a visible face may show)."""
    pack = deal.game.pack
    visible = deal.visible_to(seat)  # type: ignore[attr-defined]
    seen = {pack[i] for i in bits(visible)}
    return {pack[i] for i in bits(pack.full_mask & ~visible)} - seen


def calls_of(state: State) -> set[str]:
    """The texts of the legal actions that move no card (bids, passes, choices)."""
    return {a.text for a in state.legal_actions() if not a.cards}


def check_no_leak(
    deal: Deal, seat: int | None, view: View, calls: frozenset[str] = frozenset()
) -> None:
    """No card hidden from ``seat`` appears anywhere in its view, in text or with a glyph."""
    secret = hidden_faces(deal, seat)
    if not secret:
        return
    view = {k: v for k, v in view.items() if k != "hints"}  # the game's constant (check_view)
    words = view_words(view, calls, deal.game.pack)
    leaked = sorted(str(c) for c in secret if str(c) in words)
    assert not leaked, f"the view of seat {seat} shows hidden cards {leaked}"
    text = json.dumps(view, ensure_ascii=False)
    pretty = sorted(c.pretty() for c in secret if c.suit.is_plain and c.pretty() in text)
    assert not pretty, f"the view of seat {seat} shows hidden cards {pretty}"


def swappable(deal: Deal, seat: int | None) -> list[int]:
    """Physical cards hidden from ``seat`` that can trade places in a replay: a face with
    copies qualifies only if no action names it (renaming would move the other copies too)."""
    pack = deal.game.pack
    named = {card for action in deal.history for card in action.cards}
    hidden = pack.full_mask & ~deal.visible_to(seat)  # type: ignore[attr-defined]
    return [i for i in bits(hidden) if pack.counts[pack[i]] == 1 or pack[i] not in named]


def with_swapped_cards(deal: Deal, first: int, second: int) -> Deal | None:
    """The same deal replayed with physical cards ``first`` and ``second`` trading places, in
    the pack order and in every action that names them; None if an action is then illegal
    (say, a discard from a suit the player now holds)."""
    game = deal.game
    one, two = str(game.pack[first]), str(game.pack[second])
    order = [second if c == first else first if c == second else c for c in deal.order]
    twin = game.deal_from_order(order, deal.dealer, deal.carry)
    for action in deal.history:
        text = action.text
        if action.cards:
            words = [two if w == one else one if w == two else w for w in text.split(" ")]
            text = " ".join(words)
        try:
            twin.apply(text)
        except GameError:
            return None
    return twin


def check_hidden_cards_do_not_matter(deal: Deal, seat: int, rng: Random) -> int:
    """Non-interference: two cards hidden from ``seat`` trading places (and names in the
    actions) leave its view exactly as it was. Returns how many swaps counted.

    A swap that changes what everyone sees does not count: there the rules make a card's
    place partly public (the holder of the 2C takes the extra cards), which no single
    ``visible_to`` mask can say; the spectator's view is left to :func:`check_no_leak`.
    """
    pack = deal.game.pack
    cards = swappable(deal, seat)
    replayed = 0
    for _ in range(2):
        if len(cards) < 2:
            break
        first, second = rng.sample(cards, 2)
        if pack[first] == pack[second]:
            continue
        twin = with_swapped_cards(deal, first, second)
        if twin is None or twin.view(None) != deal.view(None):
            continue
        replayed += 1
        view, other = deal.view(seat), twin.view(seat)
        if view != other:
            keys = sorted(k for k in view.keys() | other.keys() if view.get(k) != other.get(k))
            raise AssertionError(
                f"the view of seat {seat} changes when hidden cards {pack[first]} and "
                f"{pack[second]} trade places: it tells them apart through {keys}"
            )
    return replayed


def snapshot(state: State) -> tuple[Any, ...]:
    """Everything observable about a state, to show that a refused action changed nothing."""
    return (
        state.to_act,
        [a.text for a in state.legal_actions()],
        [json.dumps(state.view(seat), sort_keys=True) for seat in seats(state.game)],
        json.dumps(state.record(), sort_keys=True),
        deal_of(state).places(),
    )


GARBAGE = (
    "",
    "   ",
    "14",
    "99",
    "-1",
    "1.5",
    "0NT",
    "14NT",
    "14C",
    "claim 99",
    "claim -1",
    "give",
    "give ZZ",
    "give AS AS AS",
    "discard",
    "discard 1X",
    "trump",
    "trump X",
    "xyzzy",
    "AS AS",
    "10X",
    "T22",
    "1S",
    "JKJK",
    "nil 3",
    "pass pass",
    "double 2",
    "\x00",
)
"""Texts no game accepts (a bid out of range, a verb without its cards, noise)."""

UNICODE_GARBAGE = ("♠", "²", "claim ²", "²NT", "²S", "claim ١", "١٢", "Ⅻ", "ǅ", "ß")
"""Texts that trip careless parsing: ``str.isdigit`` is true for ``²`` and ``١``, which
``int`` refuses or reads as digits; ``upper()`` changes some letters' length."""


def refuse(state: State, text: str, legal_texts: set[str], before: tuple[Any, ...]) -> bool:
    """If ``text`` does not name a legal action, applying it raises IllegalAction or
    NotationError and changes nothing (``before`` is the state's :func:`snapshot`). Returns
    whether it was tried (not legal)."""
    try:
        action = state.parse(text)
    except NotationError:
        action = None
    if action is not None and (action.text in legal_texts or state.check(action) is None):
        assert action.text in legal_texts, (
            f"{text!r} is accepted by check() but is not among the legal actions"
        )
        return False
    with pytest.raises((IllegalAction, NotationError)):
        state.apply(text)
    if action is not None:
        reason = state.check(action)
        assert isinstance(reason, str) and reason, f"{text!r}: check() gives no reason"
        with pytest.raises(IllegalAction) as raised:
            state.apply(action)
        assert raised.value.reason == reason
    assert snapshot(state) == before, f"the refused action {text!r} changed the state"
    return True


def illegal_texts(state: State, seen: set[str], rng: Random, extra: str) -> list[str]:
    """A few texts to refuse: cards the seat to act does not hold, actions legal in another
    position or phase, garbage, and one text from hypothesis."""
    deal = deal_of(state)
    pack = deal.game.pack
    picks: list[str] = [extra]
    to_act = state.to_act
    if isinstance(deal, TrickPlay) and to_act is not None:
        others = pack.full_mask & ~deal.hands[to_act]
        if others:
            picks.append(str(pack[rng.choice(list(bits(others)))]))
    if seen:
        picks += rng.sample(sorted(seen), min(2, len(seen)))
    picks.append(rng.choice(GARBAGE))
    return picks


def check_clone_independent(state: State, rng: Random) -> None:
    """An action on a clone leaves the original as it was, and the other way round."""
    if state.is_over:
        return
    before = snapshot(state)
    twin = state.clone()
    assert snapshot(twin) == before, "a clone differs from its original"
    twin.apply(rng.choice(twin.legal_actions()))
    assert snapshot(state) == before, "an action on a clone changed the original"
    twin_before = snapshot(twin)
    probe = state.clone()
    probe.apply(rng.choice(probe.legal_actions()))
    assert snapshot(twin) == twin_before, "an action on one clone changed another"
    assert snapshot(state) == before
