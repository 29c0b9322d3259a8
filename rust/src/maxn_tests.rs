//! The max^n solver's tests.

use super::*;
use crate::rules::Follow;
use crate::test_support::{bid, bridge, card, position, tricks_for};

fn options(max_sum: Option<f64>, ties: Ties) -> Options {
    Options {
        max_sum,
        ties,
        searcher: None,
    }
}

fn solve(rules: &Rules, pos: &Position, utilities: &[Objective], ties: Ties) -> MaxnSolved {
    let limits = Limits {
        nodes: 0,
        time: None,
    };
    let solved = Maxn::new(12).solve(rules, pos, utilities, options(None, ties), limits);
    assert!(solved.complete);
    solved
}

#[test]
fn each_seat_plays_for_its_own_bid_not_against_the_searching_seat() {
    // North bid one trick, the others none. North leads the K of spades: East, holding the
    // A and 3, ducks with the 3 (his own bid) and North's king makes North's bid; West
    // takes the last trick. Paranoid, East would overtake to break North's bid.
    let rules = bridge(None, Follow::MustFollow);
    let pos = position(
        [&["KS", "2C"], &["AS", "3S"], &["4S", "5C"], &["6S", "7C"]],
        0,
    );
    let utilities: Vec<Objective> = (0..4)
        .map(|s| bid(s, Some(usize::from(s == 0)), 2))
        .collect();
    let solved = solve(&rules, &pos, &utilities, Ties::AgainstRoot);
    let king = solved
        .values
        .iter()
        .find(|(c, _)| *c == card("KS"))
        .unwrap();
    assert_eq!(king.1, vec![11.0, 10.0, 10.0, 1.0], "{solved:?}");
    let paranoid = crate::solver::Solver::new(12).solve(
        &rules,
        &pos,
        &bid(0, Some(1), 2),
        Limits {
            nodes: 0,
            time: None,
        },
    );
    assert!(
        paranoid.values.iter().all(|&(_, v)| v == 0.0),
        "{paranoid:?}"
    );
}

#[test]
fn ties_are_broken_against_the_searching_seat_or_for_it_as_stated() {
    // North (the searching seat) counts its tricks and leads the K of spades; West, to
    // whom every finish is worth nothing, holds the A and 2 of spades. Against North, West
    // takes the king with the ace (North then makes nothing); for North, West plays the 2,
    // the king wins, and North's 2 of hearts loses the last trick to South's 4.
    let rules = bridge(None, Follow::MustFollow);
    let pos = position(
        [&["KS", "2H"], &["3S", "3H"], &["4S", "4H"], &["AS", "2S"]],
        0,
    );
    let nothing = tricks_for(1 << 3, vec![0.0]);
    let utilities = vec![bid(0, None, 2), bid(1, None, 2), bid(2, None, 2), nothing];
    let king = |s: &MaxnSolved| {
        s.values
            .iter()
            .find(|(c, _)| *c == card("KS"))
            .unwrap()
            .1
            .clone()
    };
    let against = solve(&rules, &pos, &utilities, Ties::AgainstRoot);
    assert_eq!(king(&against), vec![0.0, 0.0, 0.0, 0.0]);
    let for_root = solve(&rules, &pos, &utilities, Ties::ForRoot);
    assert_eq!(king(&for_root), vec![1.0, 0.0, 1.0, 0.0]);
}

#[test]
fn shallow_pruning_finds_the_same_values_with_fewer_positions() {
    // Two seats of two hands each, each seat's utility its side's tricks: they add up to
    // five. On a full five-card deal, the same vectors with and without the stated sum,
    // and fewer positions with it.
    let mut rules = bridge(Some(3), Follow::MustFollow);
    rules.controllers[..4].copy_from_slice(&[0, 1, 0, 1]);
    let pos = position(
        [
            &["AS", "KH", "2C", "7D", "9H"],
            &["QS", "AH", "3C", "8D", "TC"],
            &["JS", "QH", "4C", "9D", "JD"],
            &["TS", "JH", "5C", "TD", "AC"],
        ],
        1,
    );
    let utilities: Vec<Objective> = [0b0101u8, 0b1010]
        .iter()
        .map(|&hands| tricks_for(hands, (0..6).map(|t| t as f64).collect()))
        .collect();
    let limits = Limits {
        nodes: 0,
        time: None,
    };
    let mut maxn = Maxn::new(14);
    let plain = maxn.solve(
        &rules,
        &pos,
        &utilities,
        options(None, Ties::AgainstRoot),
        limits,
    );
    let pruned = maxn.solve(
        &rules,
        &pos,
        &utilities,
        options(Some(5.0), Ties::AgainstRoot),
        limits,
    );
    assert!(plain.complete && pruned.complete);
    assert_eq!(plain.values, pruned.values);
    assert!(
        pruned.nodes < plain.nodes,
        "{} >= {}",
        pruned.nodes,
        plain.nodes
    );
}

#[test]
fn copies_of_a_face_that_tie_are_not_keyed_as_a_card_and_the_one_above_it() {
    // One suit: a low card, a queen and two copies of a king. North's king against East's
    // king ties; North's queen against East's king loses: the order of the cards alone is
    // the same, the positions are not.
    let spec = crate::rules::RulesSpec {
        hands: 2,
        suit_of: vec![0; 4],
        follow_masks: vec![0b1111],
        powers: vec![vec![100, 102, 102, 101]],
        rank_order: vec![0, 2, 2, 1],
        follow: Some(Follow::MustFollow),
        ..Default::default()
    };
    let rules = Rules::new(spec).unwrap();
    assert!(rules.rank_monotone);
    let mut kings = position([&[], &[], &[], &[]], 0);
    kings.total_tricks = 1;
    kings.hands[0] = 0b0010;
    kings.hands[1] = 0b0100;
    let mut queen = kings.clone();
    queen.hands[0] = 0b1000;
    assert_ne!(position_key(&rules, &kings), position_key(&rules, &queen));
}

/// A full five-card deal, spades trumps, each seat bidding one trick.
fn five_cards_each_bidding_one() -> (Rules, Position, Vec<Objective>) {
    let rules = bridge(Some(3), Follow::MustFollow);
    let pos = position(
        [
            &["AS", "KH", "2C", "7D", "9H"],
            &["QS", "AH", "3C", "8D", "TC"],
            &["JS", "QH", "4C", "9D", "JD"],
            &["TS", "JH", "5C", "TD", "AC"],
        ],
        1,
    );
    let utilities = (0..4).map(|s| bid(s, Some(1), 5)).collect();
    (rules, pos, utilities)
}

#[test]
fn a_node_cap_gives_an_incomplete_answer() {
    let (rules, pos, utilities) = five_cards_each_bidding_one();
    let limits = Limits {
        nodes: 50,
        time: None,
    };
    let solved = Maxn::new(12).solve(
        &rules,
        &pos,
        &utilities,
        options(None, Ties::AgainstRoot),
        limits,
    );
    assert!(!solved.complete);
    assert!(solved.nodes <= 51);
}

#[test]
fn best_is_the_card_the_seat_prefers_and_a_kept_table_answers_again_at_once() {
    // Each seat for its own bid: `best` gives the vector of the card
    // the seat to play prefers among `solve`'s, and asked again (the table kept) it gives the
    // same in fewer positions; at the end of the play it gives the finish and no card.
    let (rules, pos, utilities) = five_cards_each_bidding_one();
    let limits = Limits {
        nodes: 0,
        time: None,
    };
    let solved = solve(&rules, &pos, &utilities, Ties::AgainstRoot);
    let mut maxn = Maxn::new(14);
    let ties = options(None, Ties::AgainstRoot);
    let (vector, card) = maxn.best(&rules, &pos, &utilities, ties, limits).unwrap();
    let first = maxn.work.nodes;
    let seat = rules.controllers[pos.to_play(&rules) as usize] as usize;
    let top = solved
        .values
        .iter()
        .map(|(_, v)| v[seat])
        .fold(f64::NEG_INFINITY, f64::max);
    let (_, chosen) = solved
        .values
        .iter()
        .find(|(c, _)| Some(*c) == card)
        .unwrap();
    assert_eq!(chosen[seat], top, "{solved:?}");
    assert_eq!(&vector[..4], &chosen[..], "{solved:?}");
    let again = maxn.best(&rules, &pos, &utilities, ties, limits).unwrap();
    assert_eq!(again, (vector, card));
    assert!(maxn.work.nodes < first, "{} >= {first}", maxn.work.nodes);
    let mut end = pos.clone();
    while !end.over() {
        let legal = end.legal(&rules);
        end.play(&rules, legal.trailing_zeros() as u8);
    }
    let (finish, none) = maxn.best(&rules, &end, &utilities, ties, limits).unwrap();
    assert_eq!(none, None);
    assert_eq!(&finish[..4], &seat_values(&utilities, &end)[..4]);
}
