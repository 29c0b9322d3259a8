"""Declarations and "not twice in the same kind" (engine/melds.py) on Bézique's combinations
(Z1, Z3, Z4) and 19's holdings (N6), with the texts' own examples (meld_kinds.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.meld_kinds import bezique_kinds
from followsuit.cards import Card, Pack, Suit, combine, parse_cards, piquet
from followsuit.engine.melds import Declaration, MeldBook, MeldKind

TWO_PACKS = combine(piquet(), piquet())
THREE_PACKS = combine(piquet(), piquet(), piquet())
FOUR_PACKS = combine(piquet(), piquet(), piquet(), piquet())


class Player:
    """One Bézique player's hand and table cards, with a book to declare in."""

    def __init__(self, book: MeldBook, hand: str, seat: int = 0) -> None:
        self.book = book
        self.pack = book.pack
        self.seat = seat
        self.hand = self.take(hand)
        self.table = 0

    def take(self, text: str, taken: int = 0) -> int:
        """Free copies of the faces (not yet used by anyone in this test)."""
        return self.pack.mask_from_cards(parse_cards(text), within=~taken & self.pack.full_mask)

    def gets(self, text: str) -> None:
        self.hand |= self.take(text, self.hand | self.table)

    def declare(self, text: str) -> int:
        """Declare the faces; the cards go from the hand to the table. Returns the points."""
        declaration, reason = self.book.find(parse_cards(text), self.hand, self.table)
        assert declaration is not None, reason
        self.hand &= ~declaration.cards
        self.table |= declaration.cards
        return self.book.declare(self.seat, declaration)

    def refusal(self, text: str) -> str | None:
        return self.book.find(parse_cards(text), self.hand, self.table)[1]

    def kind_of(self, text: str) -> str:
        declaration, reason = self.book.find(parse_cards(text), self.hand, self.table)
        assert declaration is not None, reason
        return self.book.kinds[declaration.kind].name

    def play(self, face: str) -> None:
        """Play a face from the table (the table copy, as Z1 plays a face not in hand)."""
        card = self.pack.mask_from_cards([Card.parse(face)], within=self.table)
        self.table &= ~card
        self.book.played(card.bit_length() - 1)


def ordinary(trump: Suit = Suit.HEARTS, hand: str = "") -> Player:
    return Player(MeldBook.of(TWO_PACKS, bezique_kinds(trump), players=2), hand)


# -- Z1: each declaration's score ----------------------------------------------------------


def test_z1_each_combination_scores() -> None:
    """Z1: marriage 20, royal marriage 40, bezique 40, double bezique 500, sequence 250, four
    aces / kings / queens / jacks 100 / 80 / 60 / 40, the seven of trumps 10."""
    cases = {
        "KS QS": ("marriage", 20),
        "KH QH": ("royal marriage", 40),
        "QS JD": ("bezique", 40),
        "QS QS JD JD": ("double bezique", 500),
        "AH TH KH QH JH": ("sequence", 250),
        "AS AH AD AC": ("four aces", 100),
        "KS KS KD KC": ("four kings", 80),
        "QS QH QH QC": ("four queens", 60),
        "JS JH JD JC": ("four jacks", 40),
        "7H": ("seven of trumps", 10),
    }
    for text, (name, points) in cases.items():
        player = ordinary(Suit.HEARTS, text)
        assert player.kind_of(text) == name
        assert player.declare(text) == points
        assert player.book.points == [points, 0]


def test_z1_faces_in_any_order_and_no_combination() -> None:
    player = ordinary(Suit.HEARTS, "QS JD KS 9C")
    assert player.kind_of("JD QS") == "bezique"
    assert player.refusal("KS 9C") == "these cards form no combination"
    assert player.refusal("KH QH") is not None  # not held
    assert player.refusal("KC QC") is not None


def test_z1_marriage_is_of_a_plain_suit_royal_of_trumps() -> None:
    spades = ordinary(Suit.SPADES, "KS QS")
    assert spades.kind_of("KS QS") == "royal marriage"
    assert spades.book.match(parse_cards("KH QH")) == [spades.book.kind("marriage")]


def test_z1_legal_lists_each_declaration_that_may_be_made() -> None:
    player = ordinary(Suit.HEARTS, "KS QS JD AH AS AD AC 7C")
    texts = {d.text for d in player.book.legal(player.hand, player.table)}
    assert texts == {"declare KS QS", "declare QS JD", "declare AS AH AD AC"}
    assert player.book.legal(0, player.hand) == []  # nothing from the hand: no declaration


# -- Z1: reuse ------------------------------------------------------------------------------


def test_z1_a_married_queen_cannot_marry_again_but_joins_four_queens_and_bezique() -> None:
    player = ordinary(Suit.HEARTS, "KS QS")
    assert player.declare("KS QS") == 20
    player.gets("KS")
    assert "twice in the same kind" in (player.refusal("KS QS") or "")
    player.gets("QH QD QC JD")
    assert player.declare("QS QH QD QC") == 60
    assert player.declare("QS JD") == 40


def test_z1_a_sequence_after_a_royal_marriage_scores() -> None:
    player = ordinary(Suit.DIAMONDS, "KD QD AD TD JD")
    assert player.declare("KD QD") == 40
    assert player.declare("AD TD KD QD JD") == 250
    assert player.book.points[0] == 290


def test_z1_a_royal_marriage_after_a_sequence_does_not() -> None:
    player = ordinary(Suit.DIAMONDS, "KD QD AD TD JD")
    assert player.declare("AD TD KD QD JD") == 250
    assert "royal marriage" in (player.refusal("KD QD") or "")
    player.gets("KD")  # a second king marries nothing: the one queen counts as married
    assert player.refusal("KD QD") is not None
    player.gets("QD")  # the second pair is a new royal marriage
    assert player.declare("KD QD") == 40


def test_z1_single_then_double_bezique() -> None:
    """Z1: a bezique declared first may grow into double bezique (500 more)."""
    player = ordinary(Suit.HEARTS, "QS JD")
    assert player.declare("QS JD") == 40
    player.gets("QS JD")
    assert player.declare("QS QS JD JD") == 500
    assert player.book.points[0] == 540


def test_z1_double_bezique_at_once_scores_500_only() -> None:
    player = ordinary(Suit.HEARTS, "QS QS JD JD")
    assert player.declare("QS QS JD JD") == 500
    assert "twice in the same kind" in (player.refusal("QS JD") or "")
    assert player.book.points[0] == 500


def test_z1_a_fifth_card_adds_nothing_to_four_of_a_kind() -> None:
    """Z1 (the Polish section restates it): a fifth king added to four already declared does
    not score kings again."""
    player = ordinary(Suit.HEARTS, "KS KH KD KC")
    assert player.declare("KS KH KD KC") == 80
    player.gets("KS")
    assert "twice in the same kind" in (player.refusal("KS KH KD KC") or "")
    player.gets("KH KD KC")
    assert player.declare("KS KH KD KC") == 80  # four new kings


def test_z1_declaration_uses_table_copies_first_then_the_hand() -> None:
    """Z1: for each face a table copy not yet used in that kind, else a hand copy; where that
    would leave no card from the hand, a hand copy in place of one such table copy."""
    player = ordinary(Suit.HEARTS, "KS KH KD KC QS")
    player.declare("KS KH KD KC")  # all four kings on the table
    player.gets("KS")
    table_king = player.table & player.take("KS KS")
    declaration, _ = player.book.find(parse_cards("KS QS"), player.hand, player.table)
    assert declaration is not None
    assert declaration.cards & table_king  # the table's king, not yet married
    assert declaration.cards & player.hand == declaration.cards & ~table_king  # QS from hand
    player.declare("KS QS")
    player.gets("QS")  # both table copies have married: the second pair comes from the hand
    declaration, _ = player.book.find(parse_cards("KS QS"), player.hand, player.table)
    assert declaration is not None and declaration.cards == player.hand


def test_z1_a_hand_copy_replaces_a_table_copy_when_none_would_come_from_the_hand() -> None:
    """Z1: KS and QS on the table from four kings and four queens; a second KS in hand: the
    marriage uses the hand's king and the table's queen."""
    player = ordinary(Suit.HEARTS, "KS KH KD KC QS QH QD QC")
    player.declare("KS KH KD KC")
    player.declare("QS QH QD QC")
    assert player.refusal("KS QS") == (
        "a declaration must put at least one card from the hand on the table"
    )
    player.gets("KS")
    hand_king = player.hand
    declaration, _ = player.book.find(parse_cards("KS QS"), player.hand, player.table)
    assert declaration is not None and declaration.cards & hand_king == hand_king
    assert (declaration.cards & player.table).bit_count() == 1


@pytest.mark.parametrize("spent", [0, 1])
def test_g3_of_two_table_copies_the_one_that_served_in_more_kinds_goes_first(spent: int) -> None:
    """G3: two queens of spades on the table, both married, one of them also in a bezique.
    Four queens take, and a play from the table gives up, the one that has served in more
    kinds, whichever physical copy it is (``spent``: the lower or the higher index)."""
    book = ordinary(Suit.HEARTS).book
    queens = TWO_PACKS.copies[Card.parse("QS")]
    table = (1 << queens[0]) | (1 << queens[1])
    book.used[book.kind("marriage")] |= table
    book.used[book.kind("bezique")] |= 1 << queens[spent]
    assert book.ranked(table) == [queens[spent], queens[1 - spent]]
    others = TWO_PACKS.mask_from_cards(parse_cards("QH QD QC"))
    declaration, reason = book.find(parse_cards("QS QH QD QC"), others, table)
    assert declaration is not None, reason
    assert declaration.cards & table == 1 << queens[spent]


def test_z1_the_seven_of_trumps_once_each() -> None:
    player = ordinary(Suit.CLUBS, "7C")
    assert player.declare("7C") == 10
    assert player.refusal("7C") is not None
    player.gets("7C")
    assert player.declare("7C") == 10


# -- Z3: three-handed, Polish; Z4: Grand -----------------------------------------------------


def test_z3_three_handed_second_double_and_triple_bezique() -> None:
    """Z3 (the text): a second double bezique (500) may be declared to a bezique on the table
    already used for double bezique; triple bezique scores 1500, added to a double."""
    book = MeldBook.of(THREE_PACKS, bezique_kinds(Suit.HEARTS, three_handed=True), players=3)
    player = Player(book, "QS QS JD JD")
    assert player.declare("QS QS JD JD") == 500
    assert player.refusal("QS QS JD JD") is not None  # nothing new
    player.gets("QS JD")
    assert player.declare("QS QS JD JD") == 500  # one new bezique with one already used
    assert book.points[0] == 1000
    book = MeldBook.of(THREE_PACKS, bezique_kinds(Suit.HEARTS, three_handed=True), players=3)
    player = Player(book, "QS QS JD JD QS JD")
    assert player.declare("QS QS JD JD") == 500
    assert player.declare("QS QS QS JD JD JD") == 1500  # a third bezique added to a double
    assert player.refusal("QS QS JD JD") is not None  # all on the table: none from the hand
    assert book.points[0] == 2000


def test_z3_polish_compound_declaration_scores_430() -> None:
    """Z3, Polish Bézique, the text's example: three open kings, three open queens and A 10 J of
    trumps; a trick won with the king of trumps over the queen of trumps: royal marriage 40,
    four kings 80, four queens 60 and sequence 250, 430 in all. Every declaration includes a
    card of the trick (passed as ``hand``); the rest come from the open cards."""
    book = MeldBook.of(TWO_PACKS, bezique_kinds(Suit.HEARTS), players=2)
    open_cards = TWO_PACKS.mask_from_cards(parse_cards("KS KD KC QS QD QC AH TH JH"))
    trick = TWO_PACKS.mask_from_cards(parse_cards("KH QH"))
    total = 0
    for text in ("KH QH", "KS KH KD KC", "QS QH QD QC", "AH TH KH QH JH"):
        declaration, reason = book.find(parse_cards(text), trick, open_cards)
        assert declaration is not None, reason
        total += book.declare(1, declaration)
        assert declaration.cards & trick
    assert total == 430


def test_z3_polish_every_declaration_includes_a_card_of_the_trick() -> None:
    """Z3, Polish: no declaration by means of cards held in the hand or open cards alone."""
    book = MeldBook.of(TWO_PACKS, bezique_kinds(Suit.HEARTS), players=2)
    open_cards = TWO_PACKS.mask_from_cards(parse_cards("QS QH QD"))
    trick = TWO_PACKS.mask_from_cards(parse_cards("7C 8D"))
    assert book.find(parse_cards("QS QH QD QS"), trick, open_cards)[0] is None


def test_z3_polish_seven_exchanged_and_aces_score_130() -> None:
    """Z3, Polish, the text's example: ace of spades turned up, ace of hearts led; two open
    aces; the trick won with the seven of trumps, which is exchanged: 10 for the exchange, 10
    for each ace won or taken, and 100 for four aces."""
    exchange, brisque = 10, 10
    book = MeldBook.of(TWO_PACKS, bezique_kinds(Suit.SPADES), players=2)
    open_cards = TWO_PACKS.mask_from_cards(parse_cards("AD AC AS"))  # AS from the exchange
    trick = TWO_PACKS.mask_from_cards(parse_cards("AH"))
    declaration, reason = book.find(parse_cards("AS AH AD AC"), trick, open_cards)
    assert declaration is not None, reason
    assert exchange + 2 * brisque + book.declare(1, declaration) == 130


def test_z4_grand_a_broken_combination_may_be_formed_again() -> None:
    """Z4, Grand Bézique (the text): four aces declared, one played away, a fifth ace from the
    hand re-forms four aces, which score again."""
    book = MeldBook.of(FOUR_PACKS, bezique_kinds(Suit.HEARTS), players=2, reform=True)
    player = Player(book, "AS AH AD AC")
    assert player.declare("AS AH AD AC") == 100
    player.gets("AS")
    assert player.refusal("AS AH AD AC") is not None  # still whole: not twice
    player.play("AH")
    player.gets("AH")
    assert player.declare("AS AH AD AC") == 100
    ordinary_book = ordinary(Suit.HEARTS, "AS AH AD AC")
    ordinary_book.declare("AS AH AD AC")
    ordinary_book.play("AH")
    ordinary_book.gets("AH")
    assert ordinary_book.refusal("AS AH AD AC") is not None  # Z1: three aces already served


# -- the book itself ------------------------------------------------------------------------


def test_copy_is_independent() -> None:
    player = ordinary(Suit.HEARTS, "QS JD KS")
    copy = player.book.copy()
    declaration, _ = copy.find(parse_cards("QS JD"), player.hand, 0)
    assert declaration is not None
    copy.declare(0, declaration)
    assert player.book.points == [0, 0] and player.book.used == [0] * len(player.book.kinds)
    assert player.refusal("QS JD") is None


def test_kinds_are_checked_and_patterns_expanded() -> None:
    four_aces = MeldKind.combination("four aces", 100, *[parse_cards("AS AH AD AC")] * 4)
    assert len(four_aces.patterns) == 35  # multisets of four from four faces
    assert Declaration(0, 0, tuple(parse_cards("QS JD"))).text == "declare QS JD"
    bad = MeldKind.combination("sequence", 250, "AH", also_uses=[("royal", "KH")])
    try:
        MeldBook.of(TWO_PACKS, [bad], players=2)
    except ValueError as error:
        assert "royal" in str(error)
    else:
        raise AssertionError("an unknown kind in also_uses must be refused")


@given(st.sets(st.integers(0, 63), max_size=14), st.sets(st.integers(0, 63), max_size=6))
def test_every_legal_declaration_is_found_and_uses_a_hand_card(
    hand_cards: set[int], table_cards: set[int]
) -> None:
    """Each listed declaration has a hand card, only held cards, and ``find`` of its faces
    gives the same cards; declaring it makes it unlisted."""
    pack: Pack = TWO_PACKS
    table = sum(1 << c for c in table_cards)
    hand = sum(1 << c for c in hand_cards) & ~table
    book = MeldBook.of(pack, bezique_kinds(Suit.HEARTS), players=2)
    for declaration in book.legal(hand, table):
        assert declaration.cards & hand and declaration.cards & ~(hand | table) == 0
        found, _ = book.find(declaration.faces, hand, table)
        assert found == declaration
        copy = book.copy()
        copy.declare(0, declaration)
        assert declaration not in copy.legal(hand, table)
