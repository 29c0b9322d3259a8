"""The ``followsuit/1`` record format's shape (DESIGN: records): a malformed record is refused
with a RecordError naming the field, before anything is replayed."""

from __future__ import annotations

import io
from typing import Any

import pytest

from followsuit import games, records
from followsuit.engine import RECORD_FORMAT
from followsuit.errors import RecordError


def a_record() -> dict[str, Any]:
    deal = games.load("spades").new_deal(seed=5)
    for _ in range(6):
        deal.apply(deal.legal_actions()[0])
    return deal.record()


def test_a_record_names_its_format_game_options_players_and_deals() -> None:
    record = a_record()
    assert record["format"] == RECORD_FORMAT == "followsuit/1"
    assert record["game"] == "spades"
    assert record["options"] == {}
    assert record["players"] == ["North", "East", "South", "West"]
    (deal,) = record["deals"]
    assert deal["dealer"] == 0
    assert len(deal["pack"]) == 52 and len(set(deal["pack"])) == 52
    assert len(deal["actions"]) == 6


def test_dump_and_load_are_like_json() -> None:
    record = a_record()
    out = io.StringIO()
    records.dump(record, out)
    assert out.getvalue().endswith("\n")
    assert records.load(io.StringIO(out.getvalue())) == record
    assert records.loads(records.dumps(record, indent=2)) == record


def test_a_preset_is_recorded_as_the_options_it_changes() -> None:
    """An option left out of ``options`` takes its default (DESIGN)."""
    game = games.load("spades", preset="no-nil")
    record = game.new_deal(seed=1).record()
    assert record["options"] == {"nil": False, "blind_nil": False}
    assert records.game_of(record).options == game.options


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda r: r.update(format="followsuit/0"), "format"),
        (lambda r: r.pop("format"), "format"),
        (lambda r: r.update(game=3), "game"),
        (lambda r: r.update(options=[]), "options"),
        (lambda r: r.update(players="NESW"), "players"),
        (lambda r: r.update(deals={}), "deals"),
        (lambda r: r["deals"].append(3), "deal 2"),
        (lambda r: r["deals"][0].pop("dealer"), "deal 1: dealer"),
        (lambda r: r["deals"][0].update(dealer="N"), "deal 1: dealer"),
        (lambda r: r["deals"][0].update(dealer=True), "deal 1: dealer"),
        (lambda r: r["deals"][0].update(pack="AS KS"), "deal 1: pack"),
        (lambda r: r["deals"][0]["pack"].append(7), "deal 1: pack"),
        (lambda r: r["deals"][0].update(actions=None), "deal 1: actions"),
        (lambda r: r["deals"][0]["actions"].append(["AS"]), "deal 1: actions"),
    ],
)
def test_a_malformed_record_names_the_field(change: Any, field: str) -> None:
    record = a_record()
    change(record)
    with pytest.raises(RecordError, match=field):
        records.check_shape(record)
    with pytest.raises(RecordError, match=field):
        records.replay(record)


@pytest.mark.parametrize("text", ["", "{", "[1, 2]", '"followsuit/1"', "null"])
def test_text_that_is_not_a_record_object_is_refused(text: str) -> None:
    with pytest.raises(RecordError):
        records.loads(text)


def test_a_record_without_deals_does_not_replay() -> None:
    record = a_record()
    record["deals"] = []
    records.check_shape(record)
    with pytest.raises(RecordError, match="no deal"):
        records.replay(record)


def test_an_unfinished_record_scores_only_finished_deals() -> None:
    """A record may hold fewer deals than a match: totals are the finished deals' sums and
    there is no winner (DESIGN: records)."""
    summary = records.replay(a_record()).summary
    assert summary == {"deals": [], "totals": [0, 0], "winner": None, "complete": False}
