//! The quiz: questions on real positions (the Annan FAQ of the rule pages and the tricky
//! shogi rules), picked at random from a seed so a run can be repeated exactly. As in the
//! lessons, a wrong answer is explained and the question asked again until it is right; the
//! score counts the questions answered right at the first try.

use super::runner::{ask_question, not_quite, right_answer};
use super::{heading, show_board};
use crate::content::lesson::{squares_of, Question};
use crate::rng::SplitMix;
use crate::rules::Variant;
use crate::t;
use crate::ui::{wrap, PieceStyle, Prompter};

/// How a quiz went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    /// Questions answered right at the first try.
    pub right: usize,
    /// Questions answered (in the end right).
    pub asked: usize,
    /// Whether the person quit or input ended before the last question.
    pub stopped: bool,
}

/// `count` questions of `variant` (all variants when `None`) in an order fixed by `seed`.
pub fn pick(questions: &[Question], count: usize, seed: u64, variant: Option<Variant>) -> Vec<&Question> {
    let mut pool: Vec<&Question> = questions.iter().filter(|q| variant.is_none_or(|v| q.variant == v)).collect();
    let mut rng = SplitMix::new(seed);
    for i in (1..pool.len()).rev() {
        pool.swap(i, rng.below(i + 1));
    }
    pool.truncate(count);
    pool
}

/// Asks each question with its board until it is answered right, explaining each answer.
pub fn run(questions: &[&Question], prompter: &mut dyn Prompter, style: PieceStyle) -> Score {
    let mut score = Score { right: 0, asked: 0, stopped: false };
    let total = questions.len();
    for (i, q) in questions.iter().enumerate() {
        let pos = match q.position() {
            Ok(p) => p,
            Err(e) => {
                prompter.say(&wrap(&t!("tutor-quiz-broken", number = i + 1, id = q.id.as_str(), reason = e)));
                continue;
            }
        };
        prompter.say(&heading(&t!("tutor-quiz-header", number = i + 1, total = total, variant = q.variant.name())));
        prompter.say(&show_board(&pos, style, squares_of(pos.geometry(), &q.highlight), None));
        let options: Vec<String> = q.options.iter().map(|o| o.local().to_string()).collect();
        let mut missed = false;
        loop {
            let Some(picked) = ask_question(prompter, q.question.local(), &options, q.variant, style) else {
                score.stopped = true;
                // A question missed before stopping counts, as missed.
                score.asked += usize::from(missed);
                return score;
            };
            if picked == q.answer {
                prompter.say(&wrap(&right_answer(missed, q.explanation.local())));
                break;
            }
            missed = true;
            prompter.say(&wrap(&not_quite(&options[picked])));
        }
        score.asked += 1;
        score.right += usize::from(!missed);
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::lesson::embedded_questions;

    #[test]
    fn the_same_seed_picks_the_same_questions() {
        let (all, _) = embedded_questions();
        let ids = |seed| pick(&all, 5, seed, None).iter().map(|q| q.id.clone()).collect::<Vec<_>>();
        assert_eq!(ids(7), ids(7));
        assert_ne!(ids(7), ids(8));
        assert_eq!(ids(7).len(), 5);
        let mini = pick(&all, 100, 1, Some(Variant::Minishogi));
        assert!(!mini.is_empty() && mini.iter().all(|q| q.variant == Variant::Minishogi));
    }
}
