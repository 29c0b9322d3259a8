"""What a player sees in a real pseudo-terminal, game by game (issue 32): a match that stops
where it was asked to, the names of the cards, the steps said aloud, the calls kept short."""

from __future__ import annotations

import os
import re
import sys
from typing import Any

import pytest

pexpect = pytest.importorskip("pexpect", reason="pexpect drives the pseudo-terminal")
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\r")
SAVE_PROMPT = r"Save the record\? A file name, or Enter to skip: "


def plain(text: str) -> str:
    return ANSI.sub("", text)


def spawn(*args: str) -> Any:
    """``followsuit ARGS`` in a 160x50 pseudo-terminal."""
    command = (
        "from followsuit.cli import main; import sys; "
        f"sys.argv = ['followsuit', *{list(args)!r}]; main()"
    )
    env = dict(os.environ, COLUMNS="160", LINES="50", TERM="xterm")
    child = pexpect.spawn(sys.executable, ["-c", command], env=env, encoding="utf-8", timeout=30)
    child.setwinsize(50, 160)
    return child


def legal_now(screen: str) -> list[str]:
    """The legal actions of the last "Legal:" line on the screen (two spaces apart)."""
    lines = [line for line in plain(screen).splitlines() if line.startswith("Legal: ")]
    assert lines, plain(screen)
    return lines[-1].removeprefix("Legal: ").strip().split("  ")


def quit_without_saving(child: Any) -> None:
    child.sendline("quit")
    child.expect(SAVE_PROMPT)
    child.sendline("")
    child.expect(pexpect.EOF)


def test_undo_keeps_deals_n(tmp_path: Any) -> None:
    """Point 1: after an undo, ``--deals 1`` still stops the match when deal 1 is over (the
    loop followed the match the undo replaced, and played on into deals 2 and 3)."""
    child = spawn(
        "play", "spades", "--seat", "south", "--seed", "7", "--deals", "1", "--pause", "0"
    )
    child.expect(r"South> ")
    child.sendline("4")
    child.expect(r"South> ")
    child.sendline("undo")
    child.expect(r"South> ")
    assert "Taken back: South 4" in plain(child.before)
    screen = plain(child.before)
    child.sendline(legal_now(child.before)[0])
    while child.expect([r"South> ", SAVE_PROMPT]) == 0:
        screen += plain(child.before)
        if "deal 2" in screen:
            break
        child.sendline(legal_now(child.before)[0])
    screen += plain(child.before)
    child.close()
    assert "Deal 1 is over" in screen
    assert "deal 2" not in screen, screen[-2000:]


def refusals_after(child: Any, prompt: str, *typed: str) -> list[str]:
    """The refusal line each text typed at ``prompt`` gets."""
    said = []
    for text in typed:
        child.sendline(text)
        child.expect(prompt)
        lines = [line for line in plain(child.before).splitlines() if line.startswith("✗")]
        assert len(lines) == 1, plain(child.before)
        said.append(lines[0])
    return said


def test_nineteen_refusals_list_the_whole_auction_and_only_what_is_legal() -> None:
    """Point 6: in 19's auction a refusal names every legal bid, not a list cut mid-way by the
    line's width; and to the first bidder (who must bid, N3) it never offers ``pass``."""
    child = spawn("play", "nineteen", "--seed", "0", "--pause", "0")  # North bids first
    child.expect(r"North> ")
    assert "pass" not in legal_now(child.before)
    mistyped, card = refusals_after(child, r"North> ", "zzqq", "T21")
    quit_without_saving(child)
    for line in (mistyped, card):
        assert not line.endswith("…") and "solo" in line.lower(), line
        assert "pass" not in line, line
        assert len(line) <= 100, line
    later = spawn("play", "nineteen", "--seed", "3", "--pause", "0")  # South and West bid first
    later.expect(r"North> ")
    assert legal_now(later.before)[0] == "pass"
    (mistyped,) = refusals_after(later, r"North> ", "zzqq")
    quit_without_saving(later)
    assert "pass or bid" in mistyped and not mistyped.endswith("…"), mistyped
    assert "solo" in mistyped.lower(), mistyped


def play_passing(child: Any, prompt: str = r"North> ") -> str:
    """Answer each prompt with ``pass`` while it is legal, else the first legal action, until
    the end; the whole screen."""
    screen = ""
    while child.expect([prompt, SAVE_PROMPT]) == 0:
        screen += plain(child.before)
        legal = legal_now(child.before)
        child.sendline("pass" if legal[0].startswith("pass") else legal[0])
    screen += plain(child.before)
    child.sendline("")
    child.expect(pexpect.EOF)
    return screen


def test_beyond_pass_round_end_says_how_it_scored() -> None:
    """Point 2: a pass round's end of deal says how a pass round scores and why each side got
    its points (it said only "North-South +90, East-West +70"). Seed 2: everyone passes."""
    screen = play_passing(spawn("play", "beyond", "--seed", "2", "--pause", "0", "--deals", "1"))
    moment = screen[screen.index("Deal 1 is over") :]
    assert "pass round" in moment and "10 for every trick its opponents took" in moment, moment
    assert "North-South +90: East-West took 6 tricks and the last (West), 6 × 10 + 30" in moment
    assert "East-West +70: North-South took 7 tricks, 7 × 10" in moment


RAW_CARD = re.compile(r"(?<![\w♠♥♦♣])(?:[2-9AKQJTCV]|10)[SHDC](?![\w])")
"""A plain card as the engine writes it (``TH``, ``CC``, ``AH``), never what a player reads."""


def test_card_names_match_the_hand_in_refusals_undo_and_notes() -> None:
    """Point 4: refusals, ``undo`` and the notes name cards as the hand does (``10♥``, ``C♣``),
    not as typed (``TH``, ``CC``); the typed forms are still accepted."""
    child = spawn("play", "spades", "--seat", "south", "--seed", "7", "--pause", "0")
    child.expect(r"South> ")
    child.sendline("4")
    child.expect(r"South> ")
    (refused,) = refusals_after(child, r"South> ", "AH")
    assert refused.startswith("✗ A♥: A♥ is not in South's hand"), refused
    child.sendline("undo")
    child.expect(r"South> ")
    taken = [line for line in plain(child.before).splitlines() if "Taken back" in line]
    assert taken == ["Taken back: South 4, West A♥, North 5♥, East 2♥"], taken
    child.sendline("4")
    child.expect(r"South> ")
    child.sendline("TH")  # typed as before: the ten of hearts, the only legal card
    child.expect(r"South> ")
    assert "South  10♥" in plain(child.before)
    quit_without_saving(child)
    nineteen = spawn("play", "nineteen", "--preset", "two-players", "--seed", "1", "--pause", "0")
    nineteen.expect(r"North> ")
    notes = [line for line in plain(nineteen.before).splitlines() if "stock" in line]
    (refused,) = refusals_after(nineteen, r"North> ", "xx")
    (card,) = refusals_after(nineteen, r"North> ", "KH")  # a king may not be discarded (N4)
    quit_without_saving(nineteen)
    for line in [*notes, refused, card]:
        assert not RAW_CARD.search(line), line
    assert "K♥" in card, card


def screen_until(child: Any, seen: str, prompt: str = r"North> ") -> str:
    """Answer each prompt with the first legal action until ``seen`` shows on the screen; the
    screen then."""
    for _ in range(80):
        child.expect(prompt)
        screen = plain(child.before)
        if seen in screen:
            return screen
        child.sendline(legal_now(child.before)[0])
    raise AssertionError(f"{seen!r} never showed")


def test_nineteen_says_no_auction_and_the_stock_cards_taken_for_two_players() -> None:
    """Point 5: two players open with no auction (Opponent plays Partnership, N9): the table
    says so, and says which stock cards came into the hand (they appeared unannounced)."""
    child = spawn("play", "nineteen", "--preset", "two-players", "--seed", "1", "--pause", "0")
    child.expect(r"North> ")
    screen = plain(child.before)
    quit_without_saving(child)
    assert "two players: no auction; South, the dealer's opponent, plays Partnership" in screen
    assert "you took from the stock: K♥ Q♥; discard as many" in screen, screen


def test_nineteen_says_who_plays_the_dummy_for_three_players() -> None:
    """Point 5: with three players the table says who plays the dummy once it is settled."""
    child = spawn("play", "nineteen", "--preset", "three-players", "--seed", "0", "--pause", "0")
    screen = screen_until(child, "Trick ")
    child.sendline("quit")
    child.expect(SAVE_PROMPT)
    child.sendline("")
    child.expect(pexpect.EOF)
    assert re.search(r"(North|East|South) plays the cards of Dummy \(N9\)", screen), screen


def calls_row(screen: str) -> str:
    """The Calls row of the last table on the screen, its lines joined."""
    table = screen[screen.rindex("╭") :]
    if "│ Calls" not in table:
        return ""
    rows, inside = [], False
    for line in table.splitlines():
        cells = line.strip("│ ").split()
        if line.startswith("│ Calls"):
            inside = True
        elif inside and cells and line[2:4].strip():  # the next row's label
            break
        if inside:
            rows.append(line.strip("│ ").removeprefix("Calls").strip())
    return " ".join(rows)


def test_calls_row_keeps_to_the_auction_during_play() -> None:
    """Point 7: once the play starts, 10 Bridge's Calls row is the calls alone, without each
    bot's convention (the player's own pass read as "no further bid: ..."); Bézique's row
    leaves out its draws and 19's its discards."""
    bridge = spawn("play", "10-bridge", "--seed", "3", "--pause", "0")
    bridge.expect(r"North> ")
    assert "4+ cards in spades or clubs" in calls_row(plain(bridge.before))  # the auction
    bridge.sendline("pass")
    bridge.expect(r"North> ")
    played = calls_row(plain(bridge.before))
    quit_without_saving(bridge)
    assert played.startswith("East 0 black · South pass · West 2 black · North pass"), played
    assert "no further bid" not in played and "points" not in played, played
    bezique = spawn("play", "bezique", "--seed", "3", "--pause", "0")
    for _ in range(8):  # eight turns: draws after each trick
        bezique.expect(r"Player 1> ")
        screen = plain(bezique.before)
        bezique.sendline(legal_now(bezique.before)[0])
    bezique.expect(r"Player 1> ")
    screen = plain(bezique.before)
    quit_without_saving(bezique)
    assert "draw" not in calls_row(screen), calls_row(screen)
    nineteen = spawn("play", "nineteen", "--preset", "three-players", "--seed", "0", "--pause", "0")
    screen = screen_until(nineteen, "Trick ")
    quit_without_saving(nineteen)
    assert "discard" not in calls_row(screen) and "Partnership" in calls_row(screen)


def test_calls_row_gives_no_bots_meaning_to_the_players_own_call() -> None:
    """Point 7: during the auction the others' calls come with their meanings, but the
    player's own call is not tagged with a bot's reading of it."""
    child = spawn("play", "10-bridge", "--seed", "1", "--pause", "0")
    child.expect(r"North> ")
    child.sendline("1MINOR")
    child.expect(r"North> ")
    row = calls_row(plain(child.before))
    quit_without_saving(child)
    assert "North 1 minor East pass  no further bid" in row, row


def test_save_prompt_never_makes_a_mistyped_folder(tmp_path: Any) -> None:
    """Point 8: a name at the save prompt under a folder that does not exist (a typo) is
    refused and asked again; the folders are not made (``/nonexistent/dir/`` was)."""
    typo = tmp_path / "nonexistent" / "dir" / "match.json"
    child = spawn("play", "spades", "--seed", "5", "--pause", "0")
    child.expect(r"North> ")
    child.sendline("quit")
    child.expect(SAVE_PROMPT)
    child.sendline(str(typo))
    child.expect(SAVE_PROMPT)
    refused = plain(child.before)
    child.sendline("")
    child.expect(pexpect.EOF)
    assert "✗" in refused and "no folder" in refused, refused
    assert not (tmp_path / "nonexistent").exists()


def test_spades_blind_nil_exchange_says_what_to_give() -> None:
    """Point 8: after a blind nil the exchange's legal line said "79 choices: give decline";
    it says how a give is typed, with an example."""
    child = spawn("play", "spades", "--seat", "south", "--seed", "0", "--pause", "0")
    for _ in range(200):
        if child.expect([r"South> ", r"Press Enter to continue\. "]) == 1:
            child.sendline("")
            continue
        legal = legal_now(child.before)
        if "blind nil" in legal:
            child.sendline("blind nil")
            child.expect(r"South> ")
            break
        child.sendline(legal[0])
    line = " ".join(legal_now(child.before))
    quit_without_saving(child)
    assert re.match(r"79 choices: give … \(such as give \S+ \S+\), decline", line), line


def test_spades_deal_end_says_a_failed_nils_tricks_do_not_count() -> None:
    """Point 3: North bids nil (the first legal bid) and fails; the deal's end says how many
    tricks the side took toward its bid, and that the nil's tricks count only as bags."""
    child = spawn("play", "spades", "--seed", "0", "--pause", "0", "--deals", "1")
    screen = ""
    while child.expect([r"North> ", SAVE_PROMPT]) == 0:
        screen += plain(child.before)
        child.sendline(legal_now(child.before)[0])
    screen += plain(child.before)
    child.sendline("")
    child.expect(pexpect.EOF)
    moment = screen[screen.index("Deal 1 is over") :]
    assert "North-South bid 2, took 4 toward it: made" in moment, moment
    assert "North's nil failed (its 3 tricks count as bags, not toward the bid)" in moment


def test_an_empty_answer_ends_its_line_and_the_next_prompt_starts_a_new_one() -> None:
    """With readline loaded, a prompt printed before ``input`` left an empty answer's line
    unended: "South> South> ". The prompt is now given to ``input`` itself."""
    child = spawn("play", "spades", "--seat", "south", "--seed", "7", "--pause", "0")
    child.expect(r"South> ")
    child.sendline("")
    child.expect(r"South> ")
    assert "\n" in child.before, repr(child.before)
    quit_without_saving(child)
