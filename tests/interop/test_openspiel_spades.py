"""Differential test: the same Spades deals played in OpenSpiel's ``spades`` and in followsuit.

Each deal is dealt in OpenSpiel by chance actions in a shuffled order and in followsuit from
the same pack order (West dealing, so North gets the first card in both); then the same bids
and cards are played in both, each chosen at random among the actions both engines allow.

Where the two follow the same rules they must agree exactly: who acts, the legal cards at
every play, every trick's winner and the tricks each seat took, and the scores. OpenSpiel's
Spades differs from rulings S1-S2 in these ways, found here and in its source
(``open_spiel/games/spades``):

- spades are never broken: OpenSpiel never sets its ``is_spades_broken_`` flag, so a leader
  holding any other suit may never lead a spade (S2: spades may be led once a spade has been
  played to another suit's lead);
- partners' bids may not total more than 13 (no such rule in S1);
- no blind nil (S1: open to a side 100 points behind), and no match: one deal from a score;
- a nil bidder's tricks count toward the side's contract (S1: a failed nil's tricks do not
  count toward partner's bid, only as bags), so scores are compared only when no nil fails;
- bags are read back from the last digit of the score (``score % 10``), which goes wrong
  once a score is negative; from 0-0 in one deal, as here, it cannot show.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random

import pytest

from followsuit.games import load
from followsuit.games.spades.state import SpadesDeal

from .spiel import WEST, card_names, legal_texts, tricks_taken

pyspiel = pytest.importorskip(
    "pyspiel", reason="OpenSpiel is not installed (pip install 'followsuit[openspiel]')"
)

DEALS = 60
GAME = load("spades")
SPIEL = pyspiel.load_game("spades")
TRICKS = r"Tricks taken:\s*North\s+East\s+South\s+West\s*\n([\d ]+)"
LIKELY_BIDS = ("nil", "1", "2", "3", "4")


@dataclass
class Trace:
    """What one deal played in both engines showed."""

    ours: SpadesDeal
    spiel: object
    bids: list[str] = field(default_factory=list)
    plays: int = 0
    same_legal: int = 0
    spade_leads_refused: int = 0
    """Plays where only OpenSpiel refused a spade lead, spades being broken (S2)."""
    other_differences: list[str] = field(default_factory=list)


def is_spade(card: str) -> bool:
    return card.endswith("S")


def play_both(seed: int) -> Trace:
    """Deal and play one deal in both engines, comparing at every step."""
    rng = Random(seed)
    spiel = SPIEL.new_initial_state()
    names = card_names(spiel)
    order = list(range(52))
    rng.shuffle(order)
    for card in order:
        spiel.apply_action(card)
    ours = GAME.new_deal(dealer=WEST, pack=[names[c] for c in order])
    assert isinstance(ours, SpadesDeal)
    trace = Trace(ours, spiel)
    broken = False
    while not spiel.is_terminal():
        assert ours.to_act == spiel.current_player()
        theirs = legal_texts(spiel)
        mine = {a.text: a for a in ours.legal_actions()}
        common = sorted(theirs.keys() & mine.keys())
        if ours.phase == "play":
            trick = ours.trick
            assert trick is not None
            leading = not trick.cards
            trace.plays += 1
            if theirs.keys() == mine.keys():
                trace.same_legal += 1
            elif leading and broken and set(theirs) == {c for c in mine if not is_spade(c)}:
                trace.spade_leads_refused += 1
            else:
                trace.other_differences.append(f"{sorted(mine)} vs OpenSpiel {sorted(theirs)}")
            choice = rng.choice(common)
            if trick.cards and is_spade(choice) and not is_spade(str(GAME.pack[trick.cards[0]])):
                broken = True
        else:
            likely = [b for b in LIKELY_BIDS if b in common]
            choice = rng.choice(likely or common)
            trace.bids.append(choice)
        spiel.apply_action(theirs[choice])
        ours.apply(mine[choice])
    assert ours.is_over
    return trace


@pytest.fixture(scope="module")
def traces() -> list[Trace]:
    return [play_both(seed) for seed in range(DEALS)]


def test_s2_legal_cards_agree_except_spade_leads_after_spades_are_broken(
    traces: list[Trace],
) -> None:
    """S2 (follow suit; no spade lead until broken unless holding only spades): at every play
    both engines allow the same cards, except that OpenSpiel never breaks spades, so there it
    refuses a spade lead to a leader who also holds another suit after spades were broken."""
    differences = [d for t in traces for d in t.other_differences]
    assert not differences, differences[:5]
    plays = sum(t.plays for t in traces)
    assert plays == 52 * DEALS
    assert sum(t.same_legal for t in traces) > plays * 0.9
    assert sum(t.spade_leads_refused for t in traces), "OpenSpiel broke spades: update the notes"


def test_s2_followsuit_says_spades_are_broken_when_openspiel_refuses_the_lead(
    traces: list[Trace],
) -> None:
    """S2: spades are broken once a spade is played to another suit's lead; followsuit's view
    says so (``spades_broken``) in every deal where OpenSpiel went on refusing spade leads."""
    for trace in traces:
        if trace.spade_leads_refused:
            assert trace.ours.view(None)["details"]["spades_broken"] is True


def test_tricks_taken_agree(traces: list[Trace]) -> None:
    """The same cards played win the same tricks: each seat's trick count matches."""
    for trace in traces:
        assert list(trace.ours.tricks_won) == tricks_taken(trace.spiel, TRICKS)


def test_s1_scores_agree_when_no_nil_fails(traces: list[Trace]) -> None:
    """S1 scoring (10 per trick bid, a point a bag, set -10 per trick, nil +-100) gives both
    engines the same side scores for a deal played from 0-0, except when a nil fails: then
    OpenSpiel counts the nil bidder's tricks toward the side's contract and S1 does not."""
    compared = 0
    for trace in traces:
        nil_failed = any(
            trace.ours.bids[seat] == 0 and trace.ours.tricks_won[seat] for seat in range(4)
        )
        if nil_failed:
            continue
        returns = trace.spiel.returns()  # type: ignore[attr-defined]
        assert list(trace.ours.outcome().scores) == [returns[0], returns[1]], trace.bids
        compared += 1
    assert compared >= DEALS // 4


def test_openspiel_limits_partners_bids_to_thirteen_in_all() -> None:
    """No such rule in S1: after partner bids 10, followsuit still offers 4 (and 13) while
    OpenSpiel offers only nil to 3."""
    spiel = SPIEL.new_initial_state()
    names = card_names(spiel)
    order = list(range(52))
    for card in order:
        spiel.apply_action(card)
    ours = GAME.new_deal(dealer=WEST, pack=[names[c] for c in order])
    for bid in ("10", "1"):
        spiel.apply_action(legal_texts(spiel)[bid])
        ours.apply(bid)
    theirs = set(legal_texts(spiel))
    mine = {a.text for a in ours.legal_actions()}
    assert theirs == {"nil", "1", "2", "3"}
    assert mine == {"nil", *map(str, range(1, 14))}
