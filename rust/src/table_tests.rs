//! The table's tests: a pattern read from the hands' suits in the narrow layout matches,
//! covers and names the same cards as one read card by card.

use super::*;
use crate::objective::Objective;
use crate::ranks::holders;
use crate::rules::Follow;
use crate::solver::{splitmix, Ctx};
use crate::test_support::{bridge, random_deal, tricks_for};

#[test]
fn a_narrow_pattern_matches_and_covers_the_cards_as_a_full_one_does() {
    let rules = bridge(Some(2), Follow::MustFollow);
    let objective: Objective = tricks_for(0b0101, (0..=13).map(|t| t as f64).collect());
    let ctx = Ctx::new(&rules, &objective, true);
    assert!(ctx.narrow.is_some());
    let mut seed = 29u64;
    for round in 0..300 {
        let mut pos = random_deal(&mut seed, 1 + round % 13);
        // Some cards out of play: the live cards are not each suit's lowest.
        for hand in pos.hands[..4].iter_mut() {
            *hand &= !(splitmix(&mut seed) as u128 & splitmix(&mut seed) as u128);
        }
        let view = ctx.suits(&pos);
        let narrow = Pattern::from_suits(&rules.suit_order, &view, 4, ctx.narrow.as_ref());
        assert!(matches!(narrow, Pattern::Narrow { .. }));
        let full = Pattern::new(&rules.suit_order, &holders(&rules, &pos));
        assert_eq!(narrow.compact(), full.compact());
        let live: Mask = pos.hands[..4].iter().fold(0, |m, h| m | h);
        for _ in 0..20 {
            // Some cards, live or not: the same depths.
            let cards = live & splitmix(&mut seed) as u128 | (splitmix(&mut seed) as u128) << 40;
            let depths = full.depths_of(cards);
            assert_eq!(narrow.depths_of(cards), depths);
            // Any depths, past a suit's live cards too: the same cards and the same bits.
            let depths = (0..4).fold(0u64, |d, s| d | (splitmix(&mut seed) % 15) << (8 * s));
            assert_eq!(narrow.cards_of(depths), full.cards_of(depths));
            assert_eq!(narrow.check(depths), full.check(depths));
        }
    }
}
