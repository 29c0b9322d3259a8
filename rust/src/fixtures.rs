//! The bridge pack, a deal of it and a group's tricks as an objective: what the tests and the
//! examples (`examples/deals.rs`) build their positions from. No game is played with them.

use crate::objective::Objective;
use crate::position::Position;
use crate::rules::{Follow, Mask, Rules, RulesSpec};

/// A 52-card pack, suits clubs 0, diamonds 1, hearts 2, spades 3, cards ordered by suit
/// then rank (2 lowest): card = suit * 13 + rank.
pub fn bridge(trump: Option<u8>, follow: Follow) -> Rules {
    Rules::new(bridge_spec(trump, follow)).unwrap()
}

/// [`bridge`]'s rules as a spec, for a test to vary before they are made.
pub fn bridge_spec(trump: Option<u8>, follow: Follow) -> RulesSpec {
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
                    if Some(s) == trump {
                        1000 + rank
                    } else if s == led {
                        100 + rank
                    } else {
                        0
                    }
                })
                .collect()
        })
        .collect();
    let trumps = trump.map_or(0, |t| follow_masks[t as usize]);
    RulesSpec {
        hands: 4,
        suit_of,
        follow_masks,
        powers,
        rank_order: (0..52).map(|c| (c % 13) as u16).collect(),
        trumps,
        follow: Some(follow),
        ..Default::default()
    }
}

/// Four hands of `tricks` cards each, `leader` to lead the first trick.
pub fn deal(hands: [Mask; 4], tricks: u8, leader: u8) -> Position {
    Position::start(&hands, leader, tricks)
}

/// The tricks of the group of `hands` (a bit a hand), valued by `table` (the value of 0, 1,
/// ... tricks), the group maximising.
pub fn tricks_for(hands: u8, table: Vec<f64>) -> Objective {
    Objective::of_tricks(hands, table).unwrap()
}
