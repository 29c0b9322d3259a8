"""Beyond in the terminal: calls read as bids with their meanings (the text: no secret
systems), the contract and claims, the blocking rule (B9), a pass round (B12), and a whole deal
played through ``followsuit play beyond`` from typed input."""

from __future__ import annotations

import io
import json
from collections.abc import Mapping
from pathlib import Path
from random import Random
from typing import Any

from beyond_helpers import (
    EXAMPLE_AUCTION,
    TWO_JOKERS_EAST,
    WEST,
    apply_all,
    deal_of,
    example_deal,
)
from rich.console import Console
from rich.text import Text
from typer.testing import CliRunner

from followsuit import games, records
from followsuit.cli import app
from followsuit.cli.render import GenericRenderer, renderer_for
from followsuit.cli.table import TableSession
from followsuit.games.beyond.state import BeyondDeal
from followsuit.records import explained_view

RENDERER = renderer_for("beyond")


def drawn(view: Mapping[str, Any]) -> str:
    out = Console(file=io.StringIO(), width=160)
    view = explained_view(dict(view))
    out.print(RENDERER.table(view, "Beyond"))
    out.print(RENDERER.legal(view))
    return out.file.getvalue()  # type: ignore[attr-defined, no-any-return]


def test_beyond_is_drawn_by_the_generic_renderer_from_its_hints() -> None:
    assert type(RENDERER) is GenericRenderer


def call_text(text: str) -> Text:
    """An action of the log as the terminal shows it (a bid by the hints' grid)."""
    view = example_deal().view(0)
    kind = "play" if text in view["hand"] or text in ("QH", "TS", "JK") else "call"
    return RENDERER.entry_text(view, kind, text)


def test_b2_every_bid_reads_as_a_bid() -> None:
    """B2's bids, at every level, with strain glyphs (read from the hints' bid grid, so that
    ``9C`` the bid is not the nine of clubs); cards stay cards."""
    assert [call_text(t).plain for t in ("13C", "12D", "10H", "9S", "4NT", "0NT")] == [
        "13♣",
        "12♦",
        "10♥",
        "9♠",
        "4NT",
        "0NT",
    ]
    assert [call_text(t).plain for t in ("QH", "TS", "JK", "pass", "claim 3")] == [
        "Q♥",
        "10♠",
        "JK",
        "pass",
        "claim 3",
    ]


def test_explanations_of_every_call_are_shown_to_the_other_seats() -> None:
    """The text: "full details of which must be made available to the opponents": East
    sees each other player's call of the example auction with its meaning (his own, 3♣,
    stands alone: the meaning is the bots' reading of it, issue 32), and North sees East's;
    no trump is named before the auction ends."""
    deal = apply_all(example_deal(), EXAMPLE_AUCTION[:9])
    text = drawn(deal.view(1))
    assert "13♣  information: my strongest suit is clubs" in text
    assert "East 3♣" in text and "3♣  demand" not in text
    assert "3♣  demand: partner, bid diamonds" in drawn(deal.view(0))
    assert "2♦  support: answering partner's demand" in text
    assert "Bid" in text and "2♦ by West" in text
    assert "Trump" not in text
    assert "pass, raise, a bid from 2♥ to 0NT" in drawn(deal.view(0))  # North: summed up


def test_b6_the_last_claimer_sees_the_claim_he_may_not_make() -> None:
    """B6 and the text's example: West may not claim 4."""
    deal = apply_all(example_deal(), [*EXAMPLE_AUCTION, "claim 2", "claim 5"])
    text = drawn(deal.view(WEST))
    assert "2♠ re-raised by North" in text
    assert "North 2 · East 2 · South 5" in text
    assert "not 4" in text
    assert "claim N, N from 0 to 13 but not 4" in text


def test_b9_the_blocked_leader_is_told() -> None:
    """B9: after a joker-led trick the next leader sees the block; the legal cards hold no
    joker."""
    deal = apply_all(deal_of(TWO_JOKERS_EAST, WEST), ["pass"] * 4)
    apply_all(deal, ["JK", "JK", "3H", "2C"])
    text = drawn(deal.view(1))
    assert "blocking rule (B9)" in text
    assert "pass round" in text


def finished(deal: BeyondDeal) -> Mapping[str, Any]:
    scores = deal.outcome()
    return {
        "score_names": ["North-South", "East-West"],
        "deal_scores": [list(scores.scores)],
        "deal_results": [scores.result],
        "totals": list(scores.scores),
    }


def test_the_end_of_a_deal_names_the_declarer_and_each_players_result() -> None:
    deal = apply_all(example_deal(), [*EXAMPLE_AUCTION, "claim 2", "claim 5", "claim 3"])
    rng = Random(1)
    while deal.to_act is not None:
        deal.apply(rng.choice(deal.legal_actions()))
    out = Console(file=io.StringIO(), width=160)
    out.print(RENDERER.deal_end(finished(deal), ["North", "East", "South", "West"]))
    text = out.file.getvalue()  # type: ignore[attr-defined]
    assert "contract: 2S re-raised" in text and "declarer: 0" in text
    for row in ("tricks", "contracts", "fulfilled", "placement", "bonus", "score", "total"):
        assert row in text


def test_play_beyond_from_typed_input(tmp_path: Path) -> None:
    """``followsuit play beyond``: a whole deal typed at North (random legal actions) against
    heuristic bots. The terminal shows the calls' meanings and the deal's end, and the saved
    record replays to the same scores with the explanations in it."""
    game = games.load("beyond")
    twin = TableSession(game, seed=4, humans=[0], bots=["heuristic"] * 4)
    chooser = Random(4)
    lines = []
    match = twin.match
    while match.to_act is not None and not match.finished:
        if not twin.human_to_act:
            twin.bot_step()
            continue
        action = chooser.choice(match.view(0)["legal"])
        lines.append(action)
        match.apply(action)
    saved = tmp_path / "deal.json"
    result = CliRunner().invoke(
        app,
        ["play", "beyond", "--seed", "4", "--deals", "1", "--save", str(saved)],
        input="\n".join(lines) + "\n",
    )
    assert result.exit_code == 0, result.output
    output = result.output
    assert "pass: no suit to show" in output or "information:" in output
    assert "Deal 1" in output and ("placement" in output or "Pass round" in output)
    record = json.loads(saved.read_text())
    assert record["deals"][0]["actions"] == twin.record()["deals"][0]["actions"]
    assert len(record["deals"][0]["explanations"]) >= 4
    assert records.replay(record).summary["totals"] == list(match.scores.totals)
