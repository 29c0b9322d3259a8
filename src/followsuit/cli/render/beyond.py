"""Beyond at the terminal: what the generic table leaves unclear for this game.

- bids read as bids (``13♣``, ``4♠``, ``0NT``; the generic renderer shows ``12C`` as text but
  ``9C`` as the nine of clubs) and the legal calls summed up rather than 70 of them listed;
- no "trump: none" during the auction (the last bid will name it); the contract with its
  declarer, or a plain note that the deal is a pass round;
- every call with its meaning under the system while the auction and claims go on, then one
  line of calls during the play;
- each player's tricks beside the contract, the claim the last claimer may not make (B6) and
  the joker block on the next lead (B9);
- the end of a deal by player and by side, with names rather than seat numbers.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from followsuit.cards import Suit
from followsuit.cli.render.cards import SUIT_STYLE, action_text
from followsuit.cli.render.generic import GenericRenderer, _joined, _name

BID = re.compile(r"^(\d{1,2})(C|D|H|S|NT)$", re.IGNORECASE)
STRAIN_SUITS = {"C": Suit.CLUBS, "D": Suit.DIAMONDS, "H": Suit.HEARTS, "S": Suit.SPADES}
STRAIN_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades", "NT": "no trump"}


def call_text(text: str) -> Text:
    """A call or a card for people: ``13C`` as ``13♣``, ``4NT`` as is, ``QH`` as ``Q♥``."""
    found = BID.match(text.strip())
    if found is None:
        return action_text(text)
    level, strain = found.group(1), found.group(2).upper()
    suit = STRAIN_SUITS.get(strain)
    if suit is None:
        return Text(f"{level}NT")
    return Text(f"{level}{suit.glyph}", style=SUIT_STYLE.get(suit, ""))


def contract_text(contract: str) -> Text:
    """``2S re-raised`` as ``2♠ re-raised``."""
    bid, _, rest = contract.partition(" ")
    out = call_text(bid)
    if rest:
        out.append(f" {rest}", style="bold")
    return out


class BeyondRenderer(GenericRenderer):
    """The generic table, read the way Beyond players speak."""

    def rows(self, view: Mapping[str, Any]) -> list[tuple[str, RenderableType]]:
        rows: list[tuple[str, RenderableType]] = []
        phase = view.get("phase")
        for label, content in (
            ("Scores", self.scores(view)),
            ("Bid", self.bid_in_effect(view) if phase == "auction" else None),
            ("Contract", None if phase == "auction" else self.contract(view)),
            ("Calls", self.calls(view)),
            ("Claims", self.claims(view) if phase == "claim" else None),
            ("Tricks", self.tricks(view)),
            ("Trick", self.trick(view, "trick")),
            ("Last", self.last_trick(view)),
            ("Lead", self.blocked_lead(view)),
            ("Hand", self.hand(view)),
        ):
            if content is not None:
                rows.append((label, content))
        return rows

    # -- the auction -------------------------------------------------------------------------

    def bid_in_effect(self, view: Mapping[str, Any]) -> Text:
        bid = view.get("bid")
        if not bid:
            return Text("none yet: the lowest bid is 13♣, the highest 0NT", style="dim")
        out = call_text(str(bid))
        out.append(f" by {_name(view.get('players', []), view.get('bidder'))}")
        raised = view.get("raised")
        if raised:
            out.append(", raised" if raised == 1 else ", re-raised", style="bold")
        return out

    def calls(self, view: Mapping[str, Any]) -> Text | None:
        """Every call with its meaning while the auction and the claims go on; during the
        play, the calls alone on one line (their meanings are in the record)."""
        players = view.get("players", [])
        explained = view.get("explanations") or []
        if not explained:
            return None
        if view.get("phase") in ("auction", "claim"):
            shown = explained[-self.calls_shown :]
            lines = []
            for seat, call, meaning in shown:
                called = call_text(str(call))
                called.stylize("bold")
                lines.append(
                    Text(f"{_name(players, seat)} ") + called + Text(f"  {meaning}", style="dim")
                )
            out = Text("\n").join(lines)
            if len(explained) > len(shown):
                out = Text("…\n", style="dim") + out
            return out
        return _joined(
            [Text(f"{_name(players, seat)[0]} ") + call_text(str(c)) for seat, c, _ in explained],
            " · ",
        )

    def legal(self, view: Mapping[str, Any], *, everything: bool = False) -> Text:
        """Calls summed up (pass, raise, the range of bids); claims and cards listed."""
        legal: list[str] = list(view.get("legal", []))
        if not legal:
            return Text("nothing to do now", style="dim")
        if view.get("phase") == "claim" and not everything:
            numbers = [int(t.split()[1]) for t in legal]
            missing = [n for n in range(numbers[0], numbers[-1] + 1) if n not in numbers]
            out = Text(f"claim N, N from {numbers[0]} to {numbers[-1]}")
            if missing:
                out.append(f" but not {missing[0]}", style="bold")
            example = next((n for n in numbers if n >= 2), numbers[0])
            return out + Text(f"  (for example: claim {example})", style="dim")
        bids = [t for t in legal if BID.match(t)]
        if view.get("phase") != "auction" or everything or len(bids) <= 10:
            return _joined([call_text(t) for t in legal], " ")
        others = [Text(t) for t in legal if not BID.match(t)]
        span = Text("a bid from ") + call_text(bids[0]) + Text(" to ") + call_text(bids[-1])
        return _joined([*others, span], ", ") + Text(
            "  (a lower level outranks; at one level ♣ < ♦ < ♥ < ♠ < NT; 'legal' lists them all)",
            style="dim",
        )

    def action(self, players: Sequence[str], seat: int, text: str) -> Text:
        return Text(f"  {_name(players, seat):>12}  ", style="dim") + call_text(text)

    # -- the contract and the claims ------------------------------------------------------------

    def contract(self, view: Mapping[str, Any]) -> Text | None:
        if view.get("pass_round"):
            return Text("pass round: no trumps; take as few tricks as you can (B12)")
        contract = view.get("contract")
        if not contract:
            return None
        out = contract_text(str(contract))
        out.append(f" by {_name(view.get('players', []), view.get('declarer'))}")
        trump = view.get("trump")
        out.append(
            "   no trumps" if trump in (None, "NT") else f"   {STRAIN_WORDS[trump]} trumps",
            style="dim",
        )
        return out

    def claims(self, view: Mapping[str, Any]) -> Text | None:
        """Who claims now, and the claim the last claimer may not make (B6)."""
        players = view.get("players", [])
        contracts = view.get("contracts") or []
        declarer = view.get("declarer")
        made = []
        if isinstance(declarer, int) and len(contracts) == len(players):
            for step in range(len(players)):
                seat = (declarer + step) % len(players)
                if contracts[seat] is not None:
                    made.append(Text(f"{_name(players, seat)} {contracts[seat]}"))
        out = _joined(made, " · ") if made else Text()
        out.append(f"   {_name(players, view.get('to_act'))} to claim")
        forbidden = view.get("forbidden_claim")
        if forbidden is not None:
            out.append(f", not {forbidden}", style="bold")
            out.append(" (the four contracts may not total 13, B6)", style="dim")
        else:
            out.append(" (the last claimer may not make the total 13, B6)", style="dim")
        return out

    def tricks(self, view: Mapping[str, Any]) -> Text | None:
        """Each player's tricks, beside the contract when there is one, and each side's."""
        won = view.get("tricks_won")
        if not isinstance(won, list) or (view.get("phase") != "play" and not any(won)):
            return None
        players = view.get("players", [])
        contracts = view.get("contracts") or [None] * len(won)
        parts = []
        for seat, count in enumerate(won):
            contract = contracts[seat] if not view.get("pass_round") else None
            text = Text(f"{_name(players, seat)} {count}")
            if contract is not None:
                text.append(f" of {contract}", style="bold" if count == contract else "")
            parts.append(text)
        out = _joined(parts)
        if len(won) == 4:
            sides = f"{_name(players, 0)}-{_name(players, 2)} {won[0] + won[2]}"
            sides += f", {_name(players, 1)}-{_name(players, 3)} {won[1] + won[3]}"
            out.append(f"   ({sides})", style="dim")
        return out

    def blocked_lead(self, view: Mapping[str, Any]) -> Text | None:
        """B9, when the next lead is blocked."""
        trick = view.get("trick")
        if view.get("phase") != "play" or not view.get("joker_block"):
            return None
        if not isinstance(trick, Mapping) or trick.get("cards"):
            return None
        return Text(
            "blocking rule (B9): no joker lead now, unless only jokers are left", style="bold"
        )

    # -- the end of a deal ------------------------------------------------------------------------

    def deal_end(self, match: Mapping[str, Any], players: Sequence[str]) -> RenderableType:
        result: Mapping[str, Any] = match["deal_results"][-1]
        if "tricks" not in result:
            return super().deal_end(match, players)
        names: list[str] = list(match.get("score_names", []))
        scores = match["deal_scores"][-1]
        parts: list[RenderableType] = [Text(f"Deal {len(match['deal_scores'])}", style="bold")]
        last = _name(players, result.get("last_trick"))
        if result.get("pass_round"):
            tricks = result["tricks"]
            side_tricks = [tricks[0] + tricks[2], tricks[1] + tricks[3]]
            taken = ", ".join(f"{n} {t}" for n, t in zip(names, side_tricks, strict=False))
            parts.append(
                Text(
                    f"Pass round: tricks taken {taken}; last trick to {last}. Each side scores"
                    " 10 a trick its opponents took, 30 more if they took the last; 0-0 if one"
                    " side took all 13 (B12)."
                )
            )
        else:
            line = Text("Contract ") + contract_text(str(result["contract"]))
            line.append(f" by {_name(players, result.get('declarer'))}")
            line.append(f"; contracts total {result.get('total')}; last trick to {last}.")
            parts.append(line)
        seats = Table(box=None)
        seats.add_column("")
        for name in players:
            seats.add_column(name, justify="right")
        seats.add_row("tricks", *[str(t) for t in result["tricks"]])
        if not result.get("pass_round"):
            seats.add_row("contract", *[str(c) for c in result["contracts"]])
            seats.add_row("fulfilled", *["yes" if f else "no" for f in result["fulfilled"]])
            seats.add_row("placement", *[f"{p:g}" for p in result["placement"]])
        parts.append(seats)
        sides = Table()
        sides.add_column("")
        for name in names:
            sides.add_column(name, justify="right")
        if not result.get("pass_round"):
            sides.add_row("bonus", *[str(b) for b in result["bonus"]])
        sides.add_row("deal", *[f"{s:g}" for s in scores], style="bold")
        sides.add_row("total", *[f"{t:g}" for t in match["totals"]], style="bold")
        parts.append(sides)
        return Group(*parts)
