//! The suits handed down the search: a card taken and given back leaves them as made anew
//! from the hands, the table's code too.

use crate::objective::Objective;
use crate::rules::Follow;
use crate::solver::{splitmix, Ctx};
use crate::test_support::{bridge, random_deal, tricks_for};

#[test]
fn suits_a_card_is_taken_from_are_the_suits_of_the_hands_without_it() {
    let rules = bridge(Some(1), Follow::MustFollow);
    let objective: Objective = tricks_for(0b0101, (0..=13).map(|t| t as f64).collect());
    let ctx = Ctx::new(&rules, &objective, true);
    let narrow = ctx.narrow.expect("bridge is narrow");
    assert!(narrow.coded);
    let mut seed = 41u64;
    for round in 0..200 {
        let mut pos = random_deal(&mut seed, 1 + round % 13);
        let mut suits = ctx.suits(&pos);
        let mut taken = Vec::new();
        // Cards leave the hands one by one, as the play takes them.
        for _ in 0..(splitmix(&mut seed) % 20) {
            let live = pos.remaining(&rules);
            if live == 0 {
                break;
            }
            let nth = (splitmix(&mut seed) % live.count_ones() as u64) as u32;
            let mut rest = live;
            for _ in 0..nth {
                rest &= rest - 1;
            }
            let card = rest.trailing_zeros() as usize;
            let hand = (0..4).find(|&h| pos.hands[h] >> card & 1 != 0).unwrap();
            let (s, place) = (rules.suit_of[card] as usize, ctx.rank_of[card] as u32);
            let code = suits.take(hand, s, place, true);
            pos.hands[hand] &= !(1u128 << card);
            let made = ctx.suits(&pos);
            assert_eq!(
                (suits.hands, suits.live, suits.code),
                (made.hands, made.live, made.code)
            );
            taken.push((hand, s, place, code, card));
        }
        // And come back in the reverse order.
        while let Some((hand, s, place, code, card)) = taken.pop() {
            suits.put_back(hand, s, place, code);
            pos.hands[hand] |= 1u128 << card;
            let made = ctx.suits(&pos);
            assert_eq!(
                (suits.hands, suits.live, suits.code),
                (made.hands, made.live, made.code)
            );
        }
    }
}
