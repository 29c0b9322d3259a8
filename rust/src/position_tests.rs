//! The play under rules whose tricks go by suit and rank alone: the same positions as the
//! play under any rules.

use crate::rules::Follow;
use crate::solver::splitmix;
use crate::test_support::{bridge, random_deal};

#[test]
fn the_plain_play_makes_the_positions_the_play_makes_where_tricks_go_by_suit_and_rank() {
    let mut seed = 61u64;
    for (trump, follow) in [
        (None, Follow::MustFollow),
        (Some(2), Follow::MustFollow),
        (Some(0), Follow::MustTrump),
    ] {
        let rules = bridge(trump, follow);
        assert!(crate::ranks::by_suit_and_rank(&rules));
        for round in 0..100 {
            let mut pos = random_deal(&mut seed, 1 + round % 13);
            while !pos.over() {
                let legal = pos.legal(&rules);
                let mut rest = legal;
                for _ in 0..splitmix(&mut seed) % legal.count_ones() as u64 {
                    rest &= rest - 1;
                }
                let card = rest.trailing_zeros() as u8;
                let mut plain = pos.clone();
                plain.play_plain(&rules, card);
                pos.play(&rules, card);
                assert_eq!(plain, pos);
            }
        }
    }
}
