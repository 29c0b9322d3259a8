//! The cards a trick's winner won by, and the lowest of a suit's cards, read from the hands'
//! suits where the rules are narrow: the same as read card by card.

use super::*;
use crate::objective::Objective;
use crate::rules::Follow;
use crate::solver::splitmix;
use crate::test_support::{bridge, random_deal, tricks_for};

/// The `n`th of `cards` (lowest first).
fn nth(cards: Mask, n: u64) -> u8 {
    let mut rest = cards;
    for _ in 0..n % cards.count_ones() as u64 {
        rest &= rest - 1;
    }
    rest.trailing_zeros() as u8
}

#[test]
fn a_trick_s_winner_wins_by_the_same_cards_read_from_the_suits() {
    let objective: Objective = tricks_for(0b0101, (0..=13).map(|t| t as f64).collect());
    let mut seed = 53u64;
    for trump in [None, Some(0), Some(3)] {
        let rules = bridge(trump, Follow::MustFollow);
        let ctx = Ctx::new(&rules, &objective, true);
        let narrow = ctx.narrow.expect("bridge is narrow");
        for round in 0..400 {
            let mut pos = random_deal(&mut seed, 1 + round % 13);
            // Some tricks and three cards of the next, at random.
            let plays = 4 * (splitmix(&mut seed) % (round as u64 % 13 + 1)) + 3;
            for _ in 0..plays {
                let card = nth(pos.legal(&rules), splitmix(&mut seed));
                pos.play(&rules, card);
            }
            let suits = ctx.suits(&pos);
            let mut legal = pos.legal(&rules);
            while legal != 0 {
                let card = legal.trailing_zeros() as u8;
                legal &= legal - 1;
                assert_eq!(
                    by_rank_narrow(&ctx, &pos, &suits, &narrow, card),
                    by_rank(&ctx, &pos, card)
                );
            }
            let cards = splitmix(&mut seed) as Mask & splitmix(&mut seed) as Mask;
            for s in 0..4 {
                assert_eq!(
                    lowest_place(cards, narrow.shifts[s]),
                    lowest_rank(&ctx, cards & ctx.suit_masks[s])
                );
            }
        }
    }
}
