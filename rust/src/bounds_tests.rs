//! The bounds' tests: each bound's count against the exact value of positions it holds for,
//! tight in some, so that a bound counting one trick too many fails.

use super::*;
use crate::objective::Objective;
use crate::rules::Follow;
use crate::solver::{Limits, Solver};
use crate::test_support::{bridge, card, minimax, position, random_deal, tricks_for};

/// Tricks for the side of `hand` (it and the hand across), who maximise.
fn side_tricks(hand: usize, most: usize) -> Objective {
    let hands = (1u8 << (hand % 2)) | (1u8 << (hand % 2 + 2));
    tricks_for(hands, (0..=most).map(|t| t as f64).collect())
}

/// The best value for the side to play, searched with a table entry per position (where no
/// bound of bridge's shape is asked).
fn exact(rules: &Rules, pos: &Position, objective: &Objective) -> f64 {
    let mut solver = Solver::new(14);
    solver.partitions = false;
    let solved = solver.solve(rules, pos, objective, Limits::default());
    assert!(solved.complete);
    solved.values.iter().map(|v| v.1).fold(f64::MIN, f64::max)
}

fn second_hand(rules: &Rules, pos: &Position) -> (u32, Mask) {
    let objective = side_tricks(pos.to_play(rules) as usize, 13);
    let ctx = Ctx::new(rules, &objective, true);
    assert!(ctx.bridge_shape);
    second_hand_tricks(&ctx, pos, &ctx.suits(pos), &ctx.beats.unwrap())
}

#[test]
fn the_second_hand_ruffing_where_the_third_cannot_overruff_is_sure_of_the_trick() {
    let rules = bridge(Some(3), Follow::MustFollow);
    // East ruffs North's heart (South can follow) and takes no other trick.
    let hands: [&[&str]; 4] = [
        &["5H", "6H", "AC"],
        &["2S", "2C", "3C"],
        &["7H", "8H", "KC"],
        &["2H", "4C", "5C"],
    ];
    let mut pos = position(hands, 0);
    pos.play(&rules, card("5H"));
    assert_eq!(second_hand(&rules, &pos), (1, 0));
    assert_eq!(exact(&rules, &pos, &side_tricks(1, 3)), 1.0);
    // The third hand void of hearts with a trump may overruff: nothing sure.
    let hands: [&[&str]; 4] = [
        &["5H", "6H", "AC"],
        &["2S", "2C", "3C"],
        &["3S", "5D", "KC"],
        &["2H", "4C", "5C"],
    ];
    let mut pos = position(hands, 0);
    pos.play(&rules, card("5H"));
    assert_eq!(second_hand(&rules, &pos).0, 0);
}

#[test]
fn the_second_hand_winning_the_trick_in_no_trump_cashes_its_top_cards_and_a_suit_of_its_own() {
    // East wins North's club with the ace, then cashes the king, the ace of diamonds and
    // both hearts, which no other hand holds: all five tricks.
    let rules = bridge(None, Follow::MustFollow);
    let hands: [&[&str]; 4] = [
        &["2C", "3C", "2S", "3S", "4S"],
        &["AC", "KC", "AD", "2H", "3H"],
        &["4C", "5C", "2D", "3D", "5S"],
        &["6C", "4D", "5D", "6S", "7S"],
    ];
    let mut pos = position(hands, 0);
    pos.play(&rules, card("2C"));
    let (sure, cards) = second_hand(&rules, &pos);
    assert_eq!(sure, 5);
    let tops = ["AC", "KC", "AD"]
        .iter()
        .fold(0, |m, c| m | 1u128 << card(c));
    assert_eq!(cards, tops);
    assert_eq!(exact(&rules, &pos, &side_tricks(1, 5)), 5.0);
    // With a trump suit the trick alone is sure.
    let rules = bridge(Some(3), Follow::MustFollow);
    let mut pos = position(hands, 0);
    pos.play(&rules, card("2C"));
    assert_eq!(second_hand(&rules, &pos), (1, 1u128 << card("AC")));
}

fn random_lead(seed: &mut u64, rules: &Rules, cards: usize) -> Position {
    let mut pos = random_deal(seed, cards);
    let legal = pos.legal(rules);
    let k = (crate::solver::splitmix(seed) % u64::from(legal.count_ones())) as usize;
    let mut rest = legal;
    for _ in 0..k {
        rest &= rest - 1;
    }
    pos.play(rules, rest.trailing_zeros() as u8);
    pos
}

#[test]
fn the_second_hands_sure_tricks_never_exceed_the_exact_value_and_often_meet_it() {
    let mut seed = 41;
    for trump in [None, Some(3)] {
        let rules = bridge(trump, Follow::MustFollow);
        let (mut counted, mut tight) = (0, 0);
        for k in 0..200 {
            let cards = 2 + k % 4;
            let pos = random_lead(&mut seed, &rules, cards);
            let (sure, _) = second_hand(&rules, &pos);
            if sure == 0 {
                continue;
            }
            let objective = side_tricks(pos.to_play(&rules) as usize, cards);
            let best = exact(&rules, &pos, &objective);
            assert!(best >= sure as f64, "{sure} sure, {best} exact: {pos:?}");
            counted += 1;
            tight += usize::from(best == sure as f64);
        }
        assert!(
            counted > 20 && tight > 5,
            "{counted} counted, {tight} tight"
        );
    }
}

/// Four suits of 13 cards for `hands` hands, where each suit led is beaten by the suit
/// `beaten_by[led]` (if any) and no other: a trump that differs by the suit led.
fn crossed(hands: usize, beaten_by: [Option<u8>; 4]) -> Rules {
    let suit_of: Vec<u8> = (0..52).map(|c| (c / 13) as u8).collect();
    let mut follow_masks = vec![0; 4];
    for (c, &s) in suit_of.iter().enumerate() {
        follow_masks[s as usize] |= 1u128 << c;
    }
    let powers = (0..4u8)
        .map(|led| {
            (0..52)
                .map(|c| {
                    let s = suit_of[c];
                    let rank = (c % 13) as u16 + 1;
                    if s == led {
                        100 + rank
                    } else if Some(s) == beaten_by[led as usize] {
                        1000 + rank
                    } else {
                        0
                    }
                })
                .collect()
        })
        .collect();
    Rules::new(crate::rules::RulesSpec {
        hands,
        suit_of,
        follow_masks,
        powers,
        rank_order: (0..52).map(|c| (c % 13) as u16).collect(),
        follow: Some(Follow::MustFollow),
        ..Default::default()
    })
    .unwrap()
}

#[test]
fn sure_tricks_in_two_suits_beaten_by_different_suits_are_not_added_up() {
    // Spades beat a club led and hearts a diamond led. North holds the top club and the top
    // diamond; East a diamond and a heart, South a club and a spade. Whichever ace North
    // cashes first, the hand void of it throws its card of the other suit and beats the
    // other ace: one sure trick, not two.
    let rules = crossed(3, [Some(3), Some(2), None, None]);
    let hands: [&[&str]; 4] = [&["AC", "AD"], &["2D", "5H"], &["2C", "5S"], &[]];
    let pos = position(hands, 0);
    let north = tricks_for(0b001, vec![0.0, 1.0, 2.0]);
    let ctx = Ctx::new(&rules, &north, true);
    assert!(ctx.quick && ctx.partition);
    let view = ctx.suits(&pos);
    let by_suits = quick_tricks_by_suits(&ctx, &pos, &view, &ctx.beats.unwrap(), &|_| false).0;
    assert_eq!(by_suits, 1);
    assert_eq!(quick_tricks(&rules, &pos).0, 1);
    assert_eq!(minimax(&rules, &pos, &north), 1.0);
    // With a loser beside them, and one trick before (North's ace of hearts), the search
    // meets such a position at a trick's start, where two sure tricks would settle it.
    let hands: [&[&str]; 4] = [
        &["AH", "AC", "AD", "2H"],
        &["3H", "2D", "5H", "KH"],
        &["4H", "2C", "5S", "KS"],
        &[],
    ];
    let pos = position(hands, 0);
    let north = tricks_for(0b001, vec![0.0, 1.0, 2.0, 3.0, 4.0]);
    let mut solver = Solver::new(12);
    let shared = solver.solve(&rules, &pos, &north, Limits::default());
    solver.partitions = false;
    let plain = solver.solve(&rules, &pos, &north, Limits::default());
    let best = |values: &[(u8, f64)]| values.iter().map(|v| v.1).fold(f64::MIN, f64::max);
    assert_eq!(best(&shared.values), minimax(&rules, &pos, &north));
    assert_eq!(best(&plain.values), minimax(&rules, &pos, &north));
}

#[test]
fn the_second_hands_top_card_is_not_sure_where_the_third_hand_beats_the_suit_led_by_another() {
    // Spades beat a club led (and hearts a diamond led): East's ace of clubs is beaten by
    // South's spade, South being void of clubs.
    let rules = crossed(4, [Some(3), Some(2), None, None]);
    let hands: [&[&str]; 4] = [
        &["2C", "3D", "4D"],
        &["AC", "5D", "6D"],
        &["5S", "7D", "8D"],
        &["3C", "9D", "TD"],
    ];
    let mut pos = position(hands, 0);
    pos.play(&rules, card("2C"));
    assert_eq!(second_hand(&rules, &pos).0, 0);
}

/// The leader's sure tricks by suit for his side (North-South where North leads).
fn leader_sure(rules: &Rules, pos: &Position) -> u32 {
    let objective = side_tricks(pos.leader as usize, 13);
    let ctx = Ctx::new(rules, &objective, true);
    quick_tricks_by_suits(&ctx, pos, &ctx.suits(pos), &ctx.beats.unwrap(), &|_| false).0
}

#[test]
fn the_leaders_long_cards_take_their_tricks_once_his_run_has_left_the_others_void() {
    // North's king and jack of diamonds draw every other diamond (the queen is gone), so his
    // three takes the third round: with the aces of hearts and clubs, five sure tricks.
    let hands: [&[&str]; 4] = [
        &["AH", "QH", "KD", "JD", "3D", "AC"],
        &["5S", "KH", "5H", "4D", "9C", "4C"],
        &["7S", "9H", "6H", "9D", "7D", "5C"],
        &["KS", "6S", "7H", "4H", "QC", "JC"],
    ];
    let rules = bridge(None, Follow::MustFollow);
    let pos = position(hands, 0);
    assert_eq!(leader_sure(&rules, &pos), 5);
    assert_eq!(exact(&rules, &pos, &side_tricks(0, 6)), 5.0);
    // With spades trumps West, void of diamonds, may ruff them: the aces alone.
    let rules = bridge(Some(3), Follow::MustFollow);
    assert_eq!(leader_sure(&rules, &pos), 2);
}

#[test]
fn the_leaders_sure_tricks_never_exceed_the_exact_value_and_often_meet_it() {
    let mut seed = 67;
    for trump in [None, Some(3)] {
        let rules = bridge(trump, Follow::MustFollow);
        let (mut counted, mut tight) = (0, 0);
        for k in 0..300 {
            let cards = 2 + k % 5;
            let pos = random_deal(&mut seed, cards);
            let sure = leader_sure(&rules, &pos).min(cards as u32);
            if sure == 0 {
                continue;
            }
            let best = exact(&rules, &pos, &side_tricks(pos.leader as usize, cards));
            assert!(best >= sure as f64, "{sure} sure, {best} exact: {pos:?}");
            counted += 1;
            tight += usize::from(best == sure as f64);
        }
        assert!(
            counted > 30 && tight > 5,
            "{counted} counted, {tight} tight"
        );
    }
}

#[test]
fn the_sure_tricks_that_decide_the_window_name_the_fewest_suits() {
    // North's ace and king of clubs and ace of hearts are three sure tricks; where two
    // decide the window, the clubs alone are counted and named, and the table's entry holds
    // whoever has the ace of hearts.
    let rules = bridge(None, Follow::MustFollow);
    let hands: [&[&str]; 4] = [
        &["AC", "KC", "AH"],
        &["2C", "3C", "2H"],
        &["4C", "5C", "3H"],
        &["6C", "7C", "4H"],
    ];
    let pos = position(hands, 0);
    let objective = side_tricks(0, 3);
    let ctx = Ctx::new(&rules, &objective, true);
    let view = ctx.suits(&pos);
    let beats = ctx.beats.unwrap();
    let named = |cards: &[&str]| cards.iter().fold(0, |m, c| m | 1u128 << card(c));
    let all = quick_tricks_by_suits(&ctx, &pos, &view, &beats, &|_| false);
    assert_eq!(all, (3, named(&["AC", "KC", "AH"])));
    let two = quick_tricks_by_suits(&ctx, &pos, &view, &beats, &|n| n >= 2);
    assert_eq!(two, (2, named(&["AC", "KC"])));
    let one = quick_tricks_by_suits(&ctx, &pos, &view, &beats, &|n| n >= 1);
    assert_eq!(one, (2, named(&["AC", "KC"])));
}

#[test]
fn the_fewest_sure_tricks_named_give_the_plain_tables_values_on_many_endings() {
    // Each solve with the table's partitions, which names only the sure tricks that decide
    // a window, against a table entry per position, in every strain and under must-trump.
    let mut seed = 113;
    for (trump, follow) in [
        (None, Follow::MustFollow),
        (Some(1), Follow::MustFollow),
        (Some(3), Follow::MustTrump),
    ] {
        let rules = bridge(trump, follow);
        for k in 0..150 {
            let pos = random_deal(&mut seed, 4 + k % 3);
            let objective = side_tricks(pos.leader as usize, 6);
            let mut solver = Solver::new(16);
            let shared = solver.solve(&rules, &pos, &objective, Limits::default());
            solver.partitions = false;
            let plain = solver.solve(&rules, &pos, &objective, Limits::default());
            assert_eq!(shared.values, plain.values, "{pos:?}");
        }
    }
}
