"""19's phase table: one step per phase, each naming the ruling that refuses an action."""

from __future__ import annotations

from followsuit.engine import Action, Trick
from followsuit.engine.accepted import accepted
from followsuit.engine.auction import PASS as PASS_CODE
from followsuit.engine.deal import TurnStep
from followsuit.engine.phases import Step, StepTable
from followsuit.engine.trickplay import PlayStep
from followsuit.engine.turns import NO_TURNS, Turns, round_from_left
from followsuit.engine.views import CALL
from followsuit.games.nineteen.actions import (
    BID_ACTIONS,
    CONTRA_ACTIONS,
    NEXT,
    PASS,
    TAKE_ACTIONS,
    VOLUNTEER,
    declaration_sets,
    declare_action,
    declared_names,
    discard_action,
)
from followsuit.games.nineteen.phases import Phase
from followsuit.games.nineteen.position import NineteenPosition
from followsuit.games.nineteen.scoring import PARTNERSHIP

DECLARATION_SETS = declaration_sets()
DISCARDS = [discard_action(1 << card) for card in range(54)]
"""One discard action per card of the pack (index order)."""


class AuctionStep(Step[NineteenPosition]):
    """N3: from dealer's left; each bid beats the last; a pass is final; Eldest must bid."""

    def to_act(self, deal: NineteenPosition) -> int | None:
        assert deal.auction is not None
        return deal.auction.next_seat

    def actions(self, deal: NineteenPosition, seat: int) -> list[Action]:
        assert deal.auction is not None
        return deal.auction.legal_calls(PASS, BID_ACTIONS, ())

    def refusal(self, deal: NineteenPosition, seat: int, action: Action) -> str | None:
        assert deal.auction is not None
        if action.kind == "pass":
            return deal.auction.refusal(PASS_CODE)
        if action.kind == "bid":
            return deal.auction.refusal(action.value)
        return f"it is the auction: {accepted(self.actions(deal, seat))} (N3)"

    def do(self, deal: NineteenPosition, seat: int, action: Action) -> None:
        auction = deal.auction
        assert auction is not None
        deal.log.add(seat, CALL, action.text, action)
        auction.call(PASS_CODE if action.kind == "pass" else action.value)
        if not auction.is_over:
            return
        result = auction.result()
        assert result.bid is not None and result.declarer is not None
        deal.bid, deal.declarer = result.bid, result.declarer
        if deal.bid == PARTNERSHIP:
            deal.partnership_draws()  # N4: by themselves
        deal.next_phase()


class PreferStep(Step[NineteenPosition]):
    """N5: declarer takes a group already seen (``take N``) or rejects the group just seen,
    laying it face up, and looks at the next (``next``)."""

    def begin(self, deal: NineteenPosition) -> None:
        deal.start_preference()  # the stock in groups; declarer sees the first

    def to_act(self, deal: NineteenPosition) -> int | None:
        return deal.declarer

    def actions(self, deal: NineteenPosition, seat: int) -> list[Action]:
        found = list(TAKE_ACTIONS[: deal.stock.looked])
        if deal.stock.may_look_further:
            found.append(NEXT)
        return found

    def refusal(self, deal: NineteenPosition, seat: int, action: Action) -> str | None:
        if action == NEXT:
            return None if deal.stock.may_look_further else "there is no group left to see (N5)"
        if action.kind == "take":
            if action.value <= deal.stock.looked:
                return None
            seen = deal.stock.looked
            groups = "take 1" if seen == 1 else f"take 1 to {seen}"
            further = ", or next" if deal.stock.may_look_further else ""
            return f"group {action.value} has not been seen: {groups}{further} (N5)"
        return "declarer takes a group seen (take N) or looks at the next (next) (N5)"

    def do(self, deal: NineteenPosition, seat: int, action: Action) -> None:
        deal.log.add(seat, action.kind, action.text, action)
        if action == NEXT:
            deal.stock.look(seat)
        else:
            deal.take_group(action.value)
            deal.next_phase()


class DiscardStep(TurnStep[NineteenPosition]):
    """N4, N5: each who took stock cards discards as many, face down, one card at a time: no
    kings, no honours, a trump only when the hand has no other card to discard."""

    def order(self, deal: NineteenPosition) -> Turns:
        """Declarer, then the player opposite, then the one on declarer's left (N4; N9 for
        two), each discarding as many cards as it took from the stock."""
        assert deal.declarer is not None
        declarer, drew = deal.declarer, deal.drew
        seats = (declarer, (declarer + 2) % 4, (declarer + 1) % 4, (declarer + 3) % 4)
        return Turns.of((seat, drew[seat].bit_count()) for seat in seats if drew[seat])

    def actions(self, deal: NineteenPosition, seat: int) -> list[Action]:
        allowed = deal.discard_options(seat)
        return [DISCARDS[card] for card in range(54) if allowed >> card & 1]

    def refusal(self, deal: NineteenPosition, seat: int, action: Action) -> str | None:
        count = deal.turns.owed
        if action.kind != "discard":
            legal = accepted(self.actions(deal, seat))
            return f"{deal.game.player_names[seat]} discards {count} more: {legal} (N4)"
        mask = action.value
        if mask.bit_count() != 1:
            return "discard one card at a time (N4)"
        if mask & ~deal.hands[seat]:
            return "a discard comes from the hand"
        cards = deal.cards
        if mask & (cards.kings | cards.honours):
            return "kings and honours may not be discarded (N4)"
        if not mask & deal.discard_options(seat):
            return "a trump only when the hand has no other card to discard (N4)"
        return None

    def do(self, deal: NineteenPosition, seat: int, action: Action) -> None:
        deal.log.add_secret(seat, "discard", action.text, "discard", 1 << seat, action)
        deal.discard(seat, action.value.bit_length() - 1)
        deal.end_turn()


class DeclareStep(TurnStep[NineteenPosition]):
    """N6: from declarer's left round to declarer, ``pass`` or ``declare`` what the hand holds
    or an achievement."""

    def begin(self, deal: NineteenPosition) -> None:
        """N4: after Partnership's discards the call is made by itself; any other bid plays
        declarer alone."""
        deal.after_discards()

    def order(self, deal: NineteenPosition) -> Turns:
        assert deal.declarer is not None
        return Turns.each_once(round_from_left(deal.declarer, 4, deal.live))

    def actions(self, deal: NineteenPosition, seat: int) -> list[Action]:
        found = [PASS]
        for names in DECLARATION_SETS:
            if deal.declaration_refusal(seat, names) is None:
                found.append(declare_action(names))
        return found

    def refusal(self, deal: NineteenPosition, seat: int, action: Action) -> str | None:
        if action == PASS:
            return None
        if action.kind != "declare":
            return "the declarations: pass or declare … (N6)"
        return deal.declaration_refusal(seat, declared_names(action))

    def do(self, deal: NineteenPosition, seat: int, action: Action) -> None:
        deal.log.add(seat, action.kind, action.text, action)
        if action != PASS:
            deal.declare(seat, declared_names(action))
        deal.end_turn()


class ContraStep(TurnStep[NineteenPosition]):
    """N6: each who declared may contra the bid (a true defender) or an opponent's sparrow or
    slam, once each item; a contra doubles its payments."""

    def order(self, deal: NineteenPosition) -> Turns:
        """Those who declared, from declarer's left round to declarer."""
        assert deal.declarer is not None
        declared = {seat for seat, _, _ in deal.declarations}
        return Turns.each_once(
            seat for seat in round_from_left(deal.declarer, 4, deal.live) if seat in declared
        )

    def actions(self, deal: NineteenPosition, seat: int) -> list[Action]:
        return [PASS, *(CONTRA_ACTIONS[item] for item in deal.contra_options(seat))]

    def refusal(self, deal: NineteenPosition, seat: int, action: Action) -> str | None:
        if action == PASS:
            return None
        if action.kind != "contra":
            return "the contras: pass or contra bid / sparrow / slam (N6)"
        item = action.text.split()[1]
        if item in deal.contra_options(seat):
            return None
        if item in deal.contras:
            return f"{item} is contra'd already (N6)"
        if item == "bid":
            return "only a defender may contra the bid (N6)"
        return f"no {item} of an opponent to contra (N6)"

    def do(self, deal: NineteenPosition, seat: int, action: Action) -> None:
        deal.log.add(seat, action.kind, action.text, action)
        if action != PASS:
            deal.contras[action.text.split()[1]] = seat
        deal.end_turn()


class VolunteerStep(TurnStep[NineteenPosition]):
    """N9, three players: the dummy is exposed after the declarations; when the call does not
    say who plays it, one of the defenders volunteers to, the last one asked must."""

    def begin(self, deal: NineteenPosition) -> None:
        deal.expose_dummy()

    def order(self, deal: NineteenPosition) -> Turns:
        """The defenders, from declarer's left, when nobody plays the dummy yet (nobody holds
        the called trump); else nobody."""
        assert deal.declarer is not None
        if deal.partner is not None:
            return NO_TURNS
        return Turns.each_once(
            seat for seat in round_from_left(deal.declarer, 4, deal.live) if seat != deal.declarer
        )

    def actions(self, deal: NineteenPosition, seat: int) -> list[Action]:
        return [VOLUNTEER] if len(deal.turns) == 1 else [PASS, VOLUNTEER]

    def refusal(self, deal: NineteenPosition, seat: int, action: Action) -> str | None:
        if action == VOLUNTEER:
            return None
        if action == PASS:
            return None if len(deal.turns) > 1 else "the last defender must play the dummy (N9)"
        return "a defender volunteers to play the dummy: volunteer or pass (N9)"

    def do(self, deal: NineteenPosition, seat: int, action: Action) -> None:
        deal.log.add(seat, action.kind, action.text, action)
        if action == VOLUNTEER:
            deal.volunteer(seat)
            deal.next_phase()  # the asking ends: the play
        else:
            deal.end_turn()


class NineteenPlay(PlayStep[NineteenPosition]):
    """N7: declarer leads; follow suit, else trump, else any card; a dummy's cards are played
    by its controller (N9)."""

    not_a_card = "now {player} must play a card (N7)"

    def begin(self, deal: NineteenPosition) -> None:
        assert deal.declarer is not None
        deal.trick = Trick(deal.declarer)  # N7: declarer leads

    def do(self, deal: NineteenPosition, seat: int, action: Action) -> None:
        deal.play(deal.play_seat(), action)


PHASE_TABLE: StepTable = {
    Phase.AUCTION: AuctionStep(),
    Phase.PREFER: PreferStep(),
    Phase.DISCARD: DiscardStep(),
    Phase.DECLARE: DeclareStep(),
    Phase.CONTRA: ContraStep(),
    Phase.VOLUNTEER: VolunteerStep(),
    Phase.PLAY: NineteenPlay(),
}
