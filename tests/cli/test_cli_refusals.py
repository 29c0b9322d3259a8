"""Issue 14, point 6: a mistyped action gets one line of at most 100 characters, in a player's
words, naming what the game accepts now; the parser's findings stay in ``detail``."""

from __future__ import annotations

from random import Random

import pytest
from rich.console import Console
from rich.text import Text

from followsuit import games
from followsuit.cards import Card
from followsuit.cli.play import REFUSAL_WIDTH, refusal_line, token_lines
from followsuit.engine import Action, Match
from followsuit.engine.accepted import accepted
from followsuit.errors import GameError, IllegalAction, NotationError

MISTYPED = ["xyzzy", "QQ", "10X", "T25", "claim 99", "trump Q", "blind 20", "9NT", "x" * 300]
"""Texts a person might type by mistake, in any game at any moment."""
OTHER_GAMES_WORDS = ["blind nil", "give", "discard", "raise", "reveal", "redouble", "keep"]


def refusals(name: str, seed: int) -> list[tuple[list[str], str]]:
    """The legal texts and the terminal's refusal of each mistyped text, at every step of a
    random deal of ``name``."""
    game = games.load(name)
    match = Match(game, rng=Random(seed))
    rng = Random(seed)
    seen: list[tuple[list[str], str]] = []
    while match.to_act is not None and not match.finished:
        legal = [a.text for a in match.legal_actions()]
        for text in MISTYPED:
            try:
                reason = match.check(match.parse(text))
            except GameError as error:
                seen.append((legal, refusal_line(error)))
            else:
                if reason is not None:
                    seen.append((legal, refusal_line(IllegalAction(text, reason))))
        match.apply(rng.choice(match.legal_actions()))
    return seen


@pytest.mark.parametrize("name", ["spades", "oh-hell", "beyond", "10-bridge"])
def test_a_mistyped_action_is_one_short_line_naming_what_is_accepted_now(name: str) -> None:
    """Every refusal fits one line of 100 characters with its mark, shows no parser internals
    (no "unknown rank", no tarot ranks in a game without them) and no step that is not on."""
    for legal, line in refusals(name, seed=3):
        shown = "✗ " + line
        assert "\n" not in shown and len(shown) <= REFUSAL_WIDTH, shown
        assert "unknown rank" not in line and "C V for tarot" not in line, line
        if " is not an action here: now " in line:
            for word in OTHER_GAMES_WORDS:
                if not any(text.startswith(word) for text in legal):
                    assert f" {word}" not in line.split(" now ", 1)[1], (line, legal)


def test_the_library_keeps_the_parser_findings_in_detail() -> None:
    """``str`` is the player's line; ``detail`` says what the card parser found."""
    with pytest.raises(NotationError) as refused:
        Card.parse("QQ")
    assert str(refused.value) == "'QQ' is not a card: write rank then suit, such as QH or 10S"
    assert "unknown suit 'Q'" in refused.value.detail
    deal = games.load("spades").new_deal(seed=7)
    with pytest.raises(NotationError) as refused:
        deal.parse("xyzzy")
    assert str(refused.value) == "'xyzzy' is not an action here: now bid nil, 1 to 13"
    assert "unknown rank 'XYZZ'" in refused.value.detail


def test_what_is_accepted_reads_as_a_player_says_it() -> None:
    """Bids as runs, cards listed when few, a shared verb said once."""

    def actions(kind: str, texts: list[str]) -> list[Action]:
        return [Action(kind, text) for text in texts]

    bids = actions("bid", ["nil", *map(str, range(1, 14))])
    assert accepted(bids) == "bid nil, 1 to 13"
    calls = actions("pass", ["pass"]) + actions("bid", ["4NT", "5MINOR", "5RED", "5BLACK", "5NT"])
    assert accepted(calls) == "pass or bid 4NT to 5NT"
    assert accepted(actions("play", ["KH", "JH", "9H"])) == "play a card: KH JH 9H"
    assert accepted(actions("claim", [f"claim {n}" for n in range(14)])) == "claim 0 to 13"
    assert accepted([]) == "nothing: it is not a player's turn"
    bids = actions("bid", ["preferred two", "preferred one", "solo"])
    assert accepted(bids) == "bid preferred two / preferred one / solo"  # each whole


def test_legal_actions_wrap_between_actions_never_inside_one() -> None:
    """``legal`` on a narrow terminal: every action whole on one line."""
    tokens = [Text(t) for t in ["blind nil", "nil", *map(str, range(1, 14)), "10♠", "claim 13"]]
    lines = token_lines(Text("Legal: "), tokens * 3, 24)
    assert all(line.cell_len <= 24 for line in lines)
    words = [w for line in lines for w in line.plain.removeprefix("Legal: ").split("  ")]
    assert words == [t.plain for t in tokens * 3]
    console = Console(width=24, record=True)
    for line in lines:
        console.print(line, soft_wrap=True)
    assert console.export_text().count("\n") == len(lines)


def test_a_summary_wider_than_the_line_follows_the_head() -> None:
    """The legal actions summed up in one sentence longer than the terminal is wide (10
    Bridge's bids): the sentence starts after "Legal: " and wraps, instead of leaving "Legal: "
    alone on a line of its own."""
    summary = Text("pass, a bid from 0 minor to 5 no trump  (denominations rank Minor < Red)")
    lines = token_lines(Text("Legal: "), [summary], 40)
    assert [line.plain for line in lines] == ["Legal: " + summary.plain]
    console = Console(width=40, record=True)
    console.print(lines[0])
    printed = console.export_text().splitlines()
    assert printed[0].startswith("Legal: pass, a bid from")
