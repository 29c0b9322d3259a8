//! The moves' weights: the order they give on positions where DDS's rules of thumb are plain.

use crate::context::Ctx;
use crate::moves::ordered_moves;
use crate::position::Position;
use crate::rules::{Follow, Rules};
use crate::test_support::{bridge, card, position, tricks_for};

/// The moves of the hand to play, best first.
fn order(rules: &Rules, pos: &Position) -> Vec<u8> {
    order_with_hint(rules, pos, None)
}

/// The moves of the hand to play, best first, `hint` the table's best move.
fn order_with_hint(rules: &Rules, pos: &Position, hint: Option<u8>) -> Vec<u8> {
    let objective = tricks_for(0b0101, (0..=pos.total_tricks).map(|t| t as f64).collect());
    let ctx = Ctx::new(rules, &objective, true);
    let legal = pos.legal(rules);
    ordered_moves(&ctx, pos, legal, hint, None, None)
        .as_slice()
        .to_vec()
}

/// Where `a` comes before `b` in `moves`.
fn before(moves: &[u8], a: &str, b: &str) -> bool {
    let at = |c: &str| moves.iter().position(|&m| m == card(c)).unwrap();
    at(a) < at(b)
}

#[test]
fn a_low_card_is_led_before_the_king_of_a_suit_the_opponents_head() {
    // West holds the ace of hearts over North's king: DDS counts a card's place in its suit
    // from the top (the highest 1), so the low hearts (one move: the three and four are gone) weigh more than the king.
    let rules = bridge(None, Follow::MustFollow);
    let pos = position(
        [
            &["KH", "5H", "2H", "2C"],
            &["QH", "3C", "4C", "5C"],
            &["JH", "6C", "7C", "8C"],
            &["AH", "9C", "TC", "JC"],
        ],
        0,
    );
    let moves = order(&rules, &pos);
    assert!(before(&moves, "5H", "KH"), "{moves:?}");
}

#[test]
fn the_fourth_hand_ruffs_with_its_lowest_trump_first() {
    // Spades are trumps; North leads a heart, East and South follow, and West, void of
    // hearts, ruffs: every spade wins the trick, the cheapest first.
    let rules = bridge(Some(3), Follow::MustFollow);
    let mut pos = position(
        [
            &["2H", "4S", "2C", "3C"],
            &["5H", "5S", "4C", "5C"],
            &["7H", "6S", "6C", "7C"],
            &["AS", "9S", "3S", "8C"],
        ],
        0,
    );
    for c in ["2H", "5H", "7H"] {
        pos.play(&rules, card(c));
    }
    let moves = order(&rules, &pos);
    assert_eq!(moves[0], card("3S"), "{moves:?}");
}

#[test]
fn the_second_hand_discards_where_partner_is_to_win_the_trick() {
    // Spades are trumps; North leads the two of hearts and West holds the ace over South's
    // queen: East, void of hearts, throws a club before he ruffs.
    let rules = bridge(Some(3), Follow::MustFollow);
    let mut pos = position(
        [
            &["2H", "4S", "2C", "3C"],
            &["5S", "4C", "5C", "6C"],
            &["QH", "6S", "7C", "8C"],
            &["AH", "9S", "3S", "9C"],
        ],
        0,
    );
    pos.play(&rules, card("2H"));
    let moves = order(&rules, &pos);
    assert_eq!(rules.suit_of[moves[0] as usize], 0, "{moves:?}");
}

#[test]
fn the_third_hand_forces_out_the_fourth_hands_ace_as_cheaply_as_it_can() {
    // No trump; North leads the two of spades and East wins with the three: South's queen
    // and ten lie under West's ace, and the ten, over West's nine, forces the ace out.
    let rules = bridge(None, Follow::MustFollow);
    let mut pos = position(
        [
            &["2S", "KS", "JS", "2C"],
            &["3S", "7S", "3C", "4C"],
            &["QS", "TS", "5S", "5C"],
            &["AS", "9S", "4S", "6C"],
        ],
        0,
    );
    for c in ["2S", "3S"] {
        pos.play(&rules, card(c));
    }
    let moves = order(&rules, &pos);
    assert_eq!(moves[0], card("TS"), "{moves:?}");
}

#[test]
fn the_tables_best_lead_weighs_more_but_does_not_go_first_of_all() {
    // No trump; the table names North's low heart, under West's ace: as DDS weighs its
    // table's move (`bestMoveTT`), a bonus, the ace of spades, a sure winner, still comes before it.
    let rules = bridge(None, Follow::MustFollow);
    let pos = position(
        [
            &["AS", "5H", "2C", "3C"],
            &["QH", "7H", "2S", "4C"],
            &["JH", "3S", "6C", "7C"],
            &["AH", "6H", "4S", "8C"],
        ],
        0,
    );
    let moves = order_with_hint(&rules, &pos, Some(card("5H")));
    assert!(before(&moves, "AS", "5H"), "{moves:?}");
}
