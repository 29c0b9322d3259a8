"""Trick play by composition: the game's trick rules given once, and a pause between tricks
for a step of the game's own (Bézique's declaration and draw, before the next lead)."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

import pytest
from tests.engine.toy import ToyDeal, ToyGame

from followsuit import games
from followsuit.engine import Action, Trick
from followsuit.engine.phases import Step
from followsuit.engine.tricks import TrickRules

DRAW = Action("draw", "draw")


class Phase(StrEnum):
    PLAY = "play"
    DRAW = "draw"
    OVER = "over"


class DrawingDeal(ToyDeal):
    """The toy game, but the winner of each trick but the last says ``draw`` before leading."""

    def __init__(self, *args: Any) -> None:
        self.draws: list[int] = []
        super().__init__(*args)

    def trick_won(self, winner: int, trick: Trick) -> None:
        if self.tricks_played < self.total_tricks:
            self.pause_play(Phase.DRAW)

    def parse(self, text: str) -> Action:
        return DRAW if text == DRAW.text else super().parse(text)


class DrawStep(Step[DrawingDeal]):
    def to_act(self, deal: DrawingDeal) -> int | None:
        trick = deal.trick
        assert trick is not None
        return trick.leader

    def actions(self, deal: DrawingDeal, seat: int) -> list[Action]:
        return [DRAW]

    def refusal(self, deal: DrawingDeal, seat: int, action: Action) -> str | None:
        return None if action is DRAW else "the trick's winner draws before leading: draw"

    def do(self, deal: DrawingDeal, seat: int, action: Action) -> None:
        deal.draws.append(seat)
        deal.resume_play()


DrawingDeal.phase_table = {**ToyDeal.phase_table, Phase.DRAW: DrawStep()}


def drawing_deal(seed: int) -> DrawingDeal:
    game = ToyGame()
    plain = game.new_deal(seed=seed)
    return DrawingDeal(game, plain.order, plain.dealer, plain.carry)


@pytest.mark.parametrize("seed", range(6))
def test_play_pauses_after_a_trick_for_the_winners_step_then_the_winner_leads(seed: int) -> None:
    deal = drawing_deal(seed)
    deal.apply(deal.legal_actions()[0])
    deal.apply(deal.legal_actions()[0])
    assert deal.phase == Phase.DRAW
    winner = deal.to_act
    assert winner is not None and deal.legal_actions() == [DRAW]
    assert deal.check(deal.parse("AS")) == "the trick's winner draws before leading: draw"
    deal.apply("draw")
    assert deal.phase == Phase.PLAY and deal.to_act == winner and deal.draws == [winner]
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    assert deal.draws == [winner] and sum(deal.tricks_won) == 2


def test_every_game_gives_its_deals_one_frozen_trick_rules_object() -> None:
    for name in games.names():
        game = games.load(name)
        rules = game.trick_rules
        assert isinstance(rules, TrickRules) and rules is game.trick_rules
        deal = game.new_deal(seed=1)
        assert deal.suit_of is rules.suit_of and deal.rank_power is rules.rank_power
        assert deal.follow is rules.follow and deal.ties is rules.ties
        with pytest.raises(AttributeError):
            rules.follow = rules.follow  # type: ignore[misc]
