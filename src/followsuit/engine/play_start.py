"""What every deal of a class, a game's trick rules and a pack starts its play with.

A new deal takes the values its play starts from (the rules, the card tables, the class's
flags, no trick yet) in one update of its attributes (``play_start``), and a deal class whose
``__init__`` begins from a copy of a first deal's attributes (``deal_start``,
``keep_deal_start``) finds every attribute it sets already there: the engine's hot path
(``followsuit bench``), checked against deals made the plain way by
``tests/speed/test_fast_paths.py``.
"""

from __future__ import annotations

from typing import Any, Protocol

from followsuit.cards import Pack
from followsuit.engine.card_table import card_table, suit_tables
from followsuit.engine.tricks import Follow, TrickRules


class PlayDeal(Protocol):
    """A deal of trick play as its start reads it: its game and its class's flags of the
    engine's own hooks (each described on ``engine.trickplay.TrickPlay``, which is one)."""

    plain_follow: bool
    plain_controller: bool
    plain_lead: bool
    plain_mask: bool
    plain_place: bool

    @property
    def game(self) -> Any: ...


MUST_FOLLOW = Follow.MUST_FOLLOW

NOT_MADE: Any = object()
"""``TrickPlay.core`` before the deal's native rules are made (at their first use)."""

_PLAY_START: dict[tuple[type, int, int], tuple[TrickRules, Pack, dict[str, Any]]] = {}
"""``play_start`` by the deal class and the ids of the rules and pack (kept, to check)."""
PLAY_START_LIMIT = 256
"""``_PLAY_START`` (and ``_DEAL_START``) is emptied when it grows past this many entries."""


def play_start(cls: type[PlayDeal], rules: TrickRules, pack: Pack) -> dict[str, Any]:
    """What every deal of class ``cls`` with these trick rules and pack starts its play with:
    what it reads and is the same for them all (the rules, the card tables, the class's
    flags, memos shared by them) and the values its play starts from (no trick yet, no card
    played ...), worked out once: a new deal takes them in one update of its attributes,
    quicker than setting them one by one."""
    key = (cls, id(rules), id(pack))
    found = _PLAY_START.get(key)
    if found is None or found[0] is not rules or found[1] is not pack:
        if len(_PLAY_START) > PLAY_START_LIMIT:
            _PLAY_START.clear()
        found = _PLAY_START[key] = (rules, pack, work_out_play_start(cls, rules, pack))
    return found[2]


_DEAL_START: dict[tuple[type, int], tuple[Any, dict[str, Any]]] = {}
"""``deal_start`` by the deal class and the id of the game (kept, to check)."""


def deal_start(cls: type[PlayDeal], game: Any) -> dict[str, Any] | None:
    """What a new deal of class ``cls`` in ``game`` may start from once a first deal has been
    made (``keep_deal_start``): every attribute that deal's ``__init__`` set, at the play's
    start values (``play_start``) or None (each set again by every deal); None before then.

    A deal's ``__init__`` that begins with ``self.__dict__ = start.copy()`` finds every
    attribute it then sets already there: a store over a key costs about a quarter of adding
    one, and a new deal sets some sixty. It has the play's start values with the copy, so it
    calls ``setup_hands``, not ``setup_play``; ``tests/speed/test_fast_paths.py`` checks such
    deals against deals made the plain way."""
    found = _DEAL_START.get((cls, id(game)))
    if found is None or found[0] is not game:
        return None
    return found[1]


def keep_deal_start(deal: PlayDeal, rules: TrickRules) -> None:
    """From the end of the ``__init__`` of a deal made the plain way, with ``rules`` its
    ``setup_play``'s: keep what the next deals of its class and game start from
    (``deal_start``)."""
    if len(_DEAL_START) > PLAY_START_LIMIT:
        _DEAL_START.clear()
    game = deal.game
    start = dict.fromkeys(deal.__dict__)
    start.update(play_start(type(deal), rules, game.pack))
    _DEAL_START[type(deal), id(game)] = (game, start)


def work_out_play_start(cls: type[PlayDeal], rules: Any, pack: Pack) -> dict[str, Any]:
    """``play_start`` worked out (each described on ``TrickPlay``): ``rules`` is a
    TrickRules, or a deal that has set its suits, powers, follow rule and ties itself."""
    # The class's flags, kept on the deal: an instance attribute is the quicker read.
    called = rules.called_jokers  # a deal with called jokers has none of the plain flags
    plain_follow = cls.plain_follow and called is None
    table = card_table(pack)
    tables = suit_tables(pack, tuple(rules.suit_masks))
    follow = rules.follow
    start = {
        "suit_of": rules.suit_of,
        "suit_masks": rules.suit_masks,
        "rank_power": rules.rank_power,
        "follow": follow,
        "ties": rules.ties,
        "table": table,
        "plain_follow": plain_follow,
        "plain_controller": cls.plain_controller,
        "plain_lead": cls.plain_lead and not rules.trumps_barred and called is None,
        "trumps_barred": rules.trumps_barred,
        "plain_place": cls.plain_place and plain_follow,
        "follow_actions": tables if tables is not None else [],
        "fast_follow": (
            tables is not None
            and cls.plain_mask
            and plain_follow
            and cls.plain_controller
            and follow is MUST_FOLLOW
        ),
        "own_actions": [] if pack.has_copies else table.play_actions,
        "fused_by_table": {},
        # Where every deal's play starts (values, so shared):
        "trick": None,
        "last_trick": None,
        "played": 0,
        "played_before_trick": 0,
        "tricks_played": 0,
        "trumped": False,
        "card_phase": None,
        "card_log_kind": "",
        "cores": {},
        "core": NOT_MADE,
        "core_blocks": False,
    }
    if called is not None:
        if follow is Follow.MUST_WIN:
            raise TypeError("called jokers follow the suit led, never the rule to win a trick")
        start["called_jokers"] = called
        start["called_high"] = 0
    return start
