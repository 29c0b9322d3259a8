//! Inference from the card play: how likely the cards the other seats have played are, each
//! from the hand a world dealt it, were every seat to play as the core's policy means to
//! (`playout::intended`) for its own score, but for a card now and then at random.
//!
//! A play counts where the seat had a choice: the policy's card has chance `1 - miss + miss/n`
//! among `n` legal faces (copies of a face are one choice), any other `miss/n`; where the policy
//! does not mind which card, each has `1/n`. So a world in which the others' cards look like their plan counts more than one
//! in which they look like slips, and a world in which a seat had more cards to choose from
//! counts less for each choice it made.

use crate::objective::Objective;
use crate::playout::intended;
use crate::position::Position;
use crate::rules::{Mask, Rules};

/// The likelihood of `played` (the cards played since `start`, in order) by every seat but
/// `seat`, the seat controlling a hand playing for its entry of `utilities`; an error names a
/// card its hand could not play.
pub fn play_weight(
    rules: &Rules,
    start: &Position,
    played: &[u8],
    utilities: &[Objective],
    seat: usize,
    miss: f64,
) -> Result<f64, String> {
    let mut pos = start.clone();
    let mut weight = 1.0;
    for (k, &card) in played.iter().enumerate() {
        if pos.over() {
            return Err(format!("card {k} played after the last trick"));
        }
        let hand = pos.to_play(rules);
        let legal = pos.legal(rules);
        if legal & (1u128 << card) == 0 {
            return Err(format!(
                "card {k} ({card}) is not a legal card of hand {hand}"
            ));
        }
        let who = rules.controllers[hand as usize] as usize;
        let n = faces(rules, legal);
        if who != seat && n > 1 {
            let n = f64::from(n);
            let alike = |c: u8| c == card || rules.same_rank[c as usize] & (1u128 << card) != 0;
            weight *= match intended(rules, &pos, &utilities[who], legal) {
                Some(c) if alike(c) => 1.0 - miss + miss / n,
                Some(_) => miss / n,
                None => 1.0 / n,
            };
        }
        pos.play(rules, card);
    }
    Ok(weight)
}

/// The faces among `legal`: copies of one face (`Rules::same_rank`) are one choice.
fn faces(rules: &Rules, legal: Mask) -> u32 {
    let mut rest = legal;
    let mut n = 0;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if legal & rules.same_rank[c] & ((1u128 << c) - 1) == 0 {
            n += 1;
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Follow;
    use crate::test_support::{bridge, card_of, deal, mask, tricks_for};

    /// Each seat for its own tricks, its score 10 and a trick each for exactly `bids[seat]`,
    /// else a trick each.
    fn exact(bids: [usize; 4], tricks: usize) -> Vec<Objective> {
        (0..4)
            .map(|s| {
                let table = (0..=tricks)
                    .map(|t| t as f64 + if t == bids[s] { 10.0 } else { 0.0 })
                    .collect();
                tricks_for(1 << s, table)
            })
            .collect()
    }

    /// Two tricks of spades, North on lead with the ace and the two; East holds the king and
    /// the three.
    fn two_tricks() -> Position {
        deal(
            [
                mask(&[card_of(3, 12), card_of(3, 0)]),
                mask(&[card_of(3, 11), card_of(3, 1)]),
                mask(&[card_of(3, 5), card_of(3, 6)]),
                mask(&[card_of(3, 7), card_of(3, 8)]),
            ],
            2,
            0,
        )
    }

    #[test]
    fn a_card_the_policy_means_counts_more_than_a_slip() {
        // East bid none: under North's ace every card stays under the trick, and it throws
        // the strongest, its king. The king has chance 1 - miss + miss/2, the three miss/2.
        let rules = bridge(None, Follow::MustFollow);
        let utilities = exact([1, 0, 0, 0], 2);
        let start = two_tricks();
        let king = [card_of(3, 12), card_of(3, 11)];
        let three = [card_of(3, 12), card_of(3, 1)];
        let planned = play_weight(&rules, &start, &king, &utilities, 0, 0.5).unwrap();
        let slipped = play_weight(&rules, &start, &three, &utilities, 0, 0.5).unwrap();
        assert!((planned - 0.75).abs() < 1e-12, "{planned}");
        assert!((slipped - 0.25).abs() < 1e-12, "{slipped}");
        // The searching seat's own cards never count: East searching, its king and its three
        // weigh alike, by North's lead alone (North bid one: its ace is the plan).
        let by_king = play_weight(&rules, &start, &king, &utilities, 1, 0.5).unwrap();
        let by_three = play_weight(&rules, &start, &three, &utilities, 1, 0.5).unwrap();
        assert!((by_king - 0.75).abs() < 1e-12, "{by_king}");
        assert_eq!(by_king, by_three);
    }

    #[test]
    fn a_seat_wanting_the_trick_plays_its_strongest_winner_before_the_others() {
        // East bid one and plays second to North's two of spades: its king is the plan, the
        // three a slip; with no miss at all a slip cannot happen.
        let rules = bridge(None, Follow::MustFollow);
        let utilities = exact([0, 1, 0, 0], 2);
        let start = two_tricks();
        let plan = [card_of(3, 0), card_of(3, 11)];
        let slip = [card_of(3, 0), card_of(3, 1)];
        let w_plan = play_weight(&rules, &start, &plan, &utilities, 0, 0.4).unwrap();
        let w_slip = play_weight(&rules, &start, &slip, &utilities, 0, 0.4).unwrap();
        assert!((w_plan - 0.8).abs() < 1e-12, "{w_plan}");
        assert!((w_slip - 0.2).abs() < 1e-12, "{w_slip}");
        assert_eq!(
            play_weight(&rules, &start, &slip, &utilities, 0, 0.0).unwrap(),
            0.0
        );
    }

    #[test]
    fn a_seat_with_more_cards_to_choose_from_counts_less_for_each_choice() {
        // South does not mind (its bid is made whatever): each of its two spades has 1/2,
        // and a seat with one legal card is not counted at all.
        let rules = bridge(None, Follow::MustFollow);
        let mut utilities = exact([0, 0, 0, 0], 2);
        utilities[2] = tricks_for(1 << 2, vec![5.0, 5.0, 5.0]);
        let mut start = two_tricks();
        start.hands[1] = mask(&[card_of(3, 11), card_of(2, 1)]);
        let played = [card_of(3, 12), card_of(3, 11), card_of(3, 5)];
        let w = play_weight(&rules, &start, &played, &utilities, 0, 0.5).unwrap();
        assert!((w - 0.5).abs() < 1e-12, "{w}");
    }

    #[test]
    fn a_card_a_hand_cannot_play_is_refused() {
        let rules = bridge(None, Follow::MustFollow);
        let utilities = exact([0, 1, 0, 0], 2);
        // East holds no queen of spades.
        let played = [card_of(3, 0), card_of(3, 10)];
        let err = play_weight(&rules, &two_tricks(), &played, &utilities, 0, 0.5).unwrap_err();
        assert!(err.contains("card 1"), "{err}");
    }
}
