"""Bézique: the presets (rulings Z1-Z4), the packs, and how a match ends."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cached_property
from random import Random
from typing import TYPE_CHECKING

from followsuit.cards import Card, Pack, Rank, combine, piquet
from followsuit.engine import Follow, Game, State, View
from followsuit.engine.grammar import Grammar
from followsuit.engine.resample import resample
from followsuit.engine.sides import Sides
from followsuit.engine.view_pieces import CardTexts, card_texts
from followsuit.games.bezique.carry import BeziqueCarry
from followsuit.games.bezique.options import BeziqueOptions, Form
from followsuit.games.bezique.position import BeziqueRules
from followsuit.games.bezique.sampling import BeziqueSampling
from followsuit.games.bezique.scoring import brisques

if TYPE_CHECKING:
    from followsuit.engine import Match
    from followsuit.games.bezique.state import BeziqueDeal


POWER = {
    Rank.ACE: 8,
    Rank.TEN: 7,
    Rank.KING: 6,
    Rank.QUEEN: 5,
    Rank.JACK: 4,
    Rank.NINE: 3,
    Rank.EIGHT: 2,
    Rank.SEVEN: 1,
}
"""Z1: A 10 K Q J 9 8 7, the ten above the king."""
SAMPLE_TRIES = 20
"""Samples drawn before the last one is returned as it is."""


ORDINARY = BeziqueOptions()
PRESETS: dict[str, BeziqueOptions] = {
    "ordinary": ORDINARY,
    "three-handed": replace(ORDINARY, form=Form.THREE_HANDED),
    "four-handed": replace(ORDINARY, form=Form.FOUR_HANDED),
    "four-handed-partners": replace(ORDINARY, form=Form.FOUR_HANDED_PARTNERS),
    "polish": replace(ORDINARY, form=Form.POLISH),
    "grand": replace(ORDINARY, form=Form.GRAND),
}
PRESET_NOTES = {
    "ordinary": "Z1: two players, two packs, a game of 1000",
    "three-handed": "three packs, all against all, second double and triple bezique, 2000 up",
    "four-handed": "four packs, each for himself, 2000 up",
    "four-handed-partners": "four packs, partners opposite, scored per side, 2000 up",
    "polish": "open Bézique: scoring cards won lie open, declarations with the trick just "
    "won, aces and tens scored when won, 2000 up",
    "grand": "Grand (Chinese) Bézique, Z4: four packs, nine cards, no turn-up, combinations "
    "re-formed and scored again, one deal a game with Rubicon's scoring",
}


class BeziqueGame(Game, BeziqueRules):
    """Bézique in one of its forms: a stock with a turn-up, declarations, the last eight."""

    name = "bezique"
    title = "Bézique"
    sampling = BeziqueSampling()

    options: BeziqueOptions

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def partners(self) -> bool:
        return self.options.form is Form.FOUR_HANDED_PARTNERS

    @cached_property
    def pack(self) -> Pack:
        """Z1, Z3: as many piquet packs as players, shuffled together (Z4: four)."""
        packs = self.options.packs
        return combine(*(piquet() for _ in range(packs)), name=f"bezique-{packs}")

    @cached_property
    def rank_power(self) -> Sequence[int]:
        return [POWER[Rank(card.rank)] for card in self.pack]

    @property
    def follow(self) -> Follow:
        """Z1: any card may be played while the stock lasts (the last eight tricks change it)."""
        return Follow.FREE

    @property
    def sides(self) -> Sides:
        """Partners opposite in the partnership game (G1); else each for himself."""
        if self.partners:
            return Sides.partnerships()
        return Sides.each_alone(self.players, self.player_names)

    @cached_property
    def display_order(self) -> list[int]:
        """A hand for people: spades, hearts, diamonds, clubs, high first."""
        return sorted(range(len(self.pack)), key=lambda i: (-self.suit_of[i], -self.rank_power[i]))

    @cached_property
    def display_texts(self) -> CardTexts:
        """The cards' texts in a hand's display order, looked up by mask (``sorted_cards``)."""
        return card_texts(tuple(str(card) for card in self.pack), tuple(self.display_order))

    @cached_property
    def face_order(self) -> dict[Card, int]:
        """Each face's place in a hand's display order: legal actions follow it, never which
        physical copy is held (G3)."""
        faces = dict.fromkeys(self.pack[i] for i in self.display_order)
        return {face: place for place, face in enumerate(faces)}

    @cached_property
    def card_order(self) -> list[int]:
        """``face_order`` by physical card (a list lookup, no hashing of the face)."""
        order = self.face_order
        return [order[card] for card in self.pack]

    @cached_property
    def brisque_cards(self) -> int:
        """The mask of the pack's brisques (aces and tens, Z1): a seat's brisques are the
        cards of this mask it has taken (``scoring.brisques``, counted at once)."""
        return sum(1 << i for i in range(len(self.pack)) if brisques(self.pack, 1 << i))

    def initial_carry(self) -> BeziqueCarry:
        return BeziqueCarry.start(len(self.score_names))

    @cached_property
    def deal_class(self) -> type[BeziqueDeal]:
        """One deal class for every form: what a form changes is its ``rules`` (data) and the
        phases they give the deal's table."""
        from followsuit.games.bezique.state import BeziqueDeal

        return BeziqueDeal

    def match_over(self, match: Match) -> bool:
        """Z2: the match ends with the deal in which someone reaches the game (Z4: Grand
        Bézique is one deal a game)."""
        if self.options.rules.rubicon:
            return bool(match.deals)
        return max(match.scores.totals) >= self.options.game_points

    @cached_property
    def grammar(self) -> Grammar:
        from followsuit.games.bezique.actions import grammar

        return grammar(self.options.rules.carte_blanche)

    def action_texts(self) -> list[str]:
        """The cards, ``table`` and a card, ``exchange``, ``draw``, ``partner`` and every
        declaration."""
        from followsuit.games.bezique.actions import (
            CARTE_BLANCHE,
            DRAW,
            EXCHANGE,
            PARTNER,
            PASS,
            table_action,
        )
        from followsuit.games.bezique.declarations import declaration_texts

        faces = [str(card) for card in self.pack.faces]
        texts = [
            *faces,
            *(table_action(face).text for face in self.pack.faces),
            EXCHANGE.text,
            DRAW.text,
            PARTNER.text,
            *declaration_texts(self.players),
        ]
        form = self.options.rules
        if not form.turn_up:  # Z4: Rubicon's table, trumps fixed by a declaration
            texts += declaration_texts(self.players, grand=True)
        if form.carte_blanche:
            texts += [CARTE_BLANCHE.text, PASS.text]
        return list(dict.fromkeys(texts))

    def sample_state(self, view: View, rng: Random) -> State:
        """The one resampler, drawn again while the sample shows the viewer another view: a
        clue the hooks do not model (rare) is then caught here."""
        sample = resample(self, view, rng)  # (which refuses what is no view of this game)
        seat = view["seat"]
        wanted = {k: v for k, v in view.items() if k != "match"}
        for _ in range(SAMPLE_TRIES):
            seen = sample.view(seat)
            if {k: v for k, v in seen.items() if k != "match"} == wanted:
                return sample
            sample = resample(self, view, rng)
        return sample
