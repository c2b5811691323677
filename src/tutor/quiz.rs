//! The quiz: questions on real positions (the Annan FAQ of the rule pages and the tricky
//! shogi rules), picked at random from a seed so a run can be repeated exactly. As in the
//! lessons, a wrong answer is explained and the question asked again until it is right; the
//! score counts the questions answered right at the first try.

use super::legend::Marks;
use super::runner::{ask_until_right, go_on, say_in_parts_or_typed, Asked};
use super::{marked_line, Page};
use crate::content::lesson::{shuffle_options, squares_of, Question};
use crate::content::Text;
use crate::rng::SplitMix;
use crate::rules::Variant;
use crate::t;
use crate::ui::{wrap, BoardView, PieceStyle, Prompter};

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

/// `count` questions of `variant` (all variants when `None`) in an order fixed by `seed`,
/// each with its options in an order fixed by it too: as written, the answer was the second
/// option of 35 questions in 55 (the middle one of 18 in 25 with three), and could be picked
/// by its place.
pub fn pick(questions: &[Question], count: usize, seed: u64, variant: Option<Variant>) -> Vec<Question> {
    let mut pool: Vec<&Question> = questions.iter().filter(|q| variant.is_none_or(|v| q.variant == v)).collect();
    let mut rng = SplitMix::new(seed);
    rng.shuffle(&mut pool);
    pool.truncate(count);
    pool.into_iter().map(|q| with_options_shuffled(q, &mut rng)).collect()
}

/// `q` with its options, and their reasons, in a random order, and its answer where it went.
fn with_options_shuffled(q: &Question, rng: &mut SplitMix) -> Question {
    let mut q = q.clone();
    shuffle_options(&mut q.options, &mut q.answer, &mut q.reasons, rng);
    q
}

/// Asks each question with its board until it is answered right, explaining each answer.
/// `report` hears the score as it would stand were the quiz stopped now (a first answer
/// missed counts the question as asked): what Ctrl-C, which leaves at once, says.
pub fn run(
    questions: &[Question],
    prompter: &mut dyn Prompter,
    style: PieceStyle,
    report: &mut dyn FnMut(Score),
) -> Score {
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
        let highlight = squares_of(pos.geometry(), &q.highlight);
        let options = Text::all_local(&q.options);
        let mut page = Page {
            title: t!("tutor-quiz-header", number = i + 1, total = total, variant = q.variant.name()),
            marked: marked_line(&pos, highlight, &[q.question.local()], &options),
            pos,
            board: BoardView { pieces: style, highlight, last_move: None, quiet: q.about_check, compact: false },
            text: None,
        };
        // A question has no text: its page is one part, unless the question goes on it.
        let (prompt, room, words) = page.ask(prompter, q.question.local(), &options);
        let asked = Asked {
            prompt: &prompt,
            words,
            options: &q.options,
            answer: q.answer,
            explanation: &q.explanation,
            reasons: q.reasons.as_deref().unwrap_or(&[]),
        };
        // What was typed at the pause of a page in parts answers the question.
        let Ok(typed) = say_in_parts_or_typed(prompter, &page.render(room), q.variant, style, Marks::Lesson) else {
            score.stopped = true;
            return score;
        };
        let mut missed = false;
        let so_far = Score { asked: score.asked + 1, stopped: true, ..score };
        let mut count_missed = || {
            missed = true;
            report(so_far);
        };
        let Some(wrong) = ask_until_right(prompter, &page, &asked, &mut count_missed, typed) else {
            score.stopped = true;
            // A question missed before stopping counts, as missed.
            score.asked += usize::from(missed);
            return score;
        };
        score.asked += 1;
        score.right += usize::from(!wrong);
        report(Score { stopped: true, ..score });
        if i + 1 < total && !go_on(prompter, q.variant, style) {
            score.stopped = true;
            return score;
        }
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::lesson::embedded_questions;
    use crate::tutor::Scrolling;
    use crate::ui::prompt::LinePrompter;

    #[test]
    fn where_the_screen_scrolls_a_wrong_pick_and_the_legend_show_the_board_again() {
        let (all, _) = embedded_questions();
        let one = pick(&all, 1, 3, None);
        let wrong = (one[0].answer + 1) % one[0].options.len() + 1;
        let input = format!("{wrong}\nlegend\n\n{}\n", one[0].answer + 1);
        let mut out = Vec::new();
        let score = run(&one, &mut Scrolling::new(input.as_bytes(), &mut out, None), PieceStyle::Kanji, &mut |_| {});
        assert_eq!((score.right, score.asked, score.stopped), (0, 1, false));
        let text = String::from_utf8(out).unwrap();
        // Rank a's row: the board first, after the wrong pick, after the legend's pause.
        let boards: Vec<usize> = text.match_indices("一 a").map(|(i, _)| i).collect();
        assert_eq!(boards.len(), 3, "{text}");
        let options = Text::all_local(&one[0].options);
        let reason = one[0].reasons.as_ref().and_then(|r| r[wrong - 1].as_ref()).map(Text::local);
        let feedback = text.find(&wrap(&super::super::runner::not_quite(&options[wrong - 1], reason))).unwrap();
        assert!(boards[1] < feedback && feedback < boards[2], "{text}");
        assert!(text.find(&t!("tutor-press-enter")).is_some_and(|pause| pause < boards[2]), "{text}");
        // On lines the board is drawn once.
        let input = format!("{wrong}\nlegend\n{}\n", one[0].answer + 1);
        let mut out = Vec::new();
        run(&one, &mut LinePrompter::new(input.as_bytes(), &mut out), PieceStyle::Kanji, &mut |_| {});
        assert_eq!(String::from_utf8(out).unwrap().matches("一 a").count(), 1);
    }

    #[test]
    fn where_the_screen_scrolls_the_next_question_waits_for_enter() {
        let (all, _) = embedded_questions();
        let two = pick(&all, 2, 3, None);
        let input = format!("{}\n\n{}\n", two[0].answer + 1, two[1].answer + 1);
        let mut out = Vec::new();
        let score = run(&two, &mut Scrolling::new(input.as_bytes(), &mut out, None), PieceStyle::Kanji, &mut |_| {});
        assert_eq!((score.right, score.asked, score.stopped), (2, 2, false));
        let text = String::from_utf8(out).unwrap();
        let pause = text.find(&t!("tutor-press-enter")).expect("a pause after the first answer");
        assert!(
            pause
                < text.find(&t!("tutor-quiz-header", number = 2, total = 2, variant = two[1].variant.name())).unwrap()
        );
        assert_eq!(text.matches(&t!("tutor-press-enter")).count(), 1, "none after the last question");
        // On lines nothing waits: the same answers without the empty line.
        let input = format!("{}\n{}\n", two[0].answer + 1, two[1].answer + 1);
        let mut out = Vec::new();
        let score = run(&two, &mut LinePrompter::new(input.as_bytes(), &mut out), PieceStyle::Kanji, &mut |_| {});
        assert_eq!((score.right, score.asked), (2, 2));
    }

    #[test]
    fn the_options_come_in_the_seeds_order_with_their_answer_and_reasons() {
        let (all, _) = embedded_questions();
        let mut answer_places = std::collections::BTreeSet::new();
        for seed in 0..20 {
            let picked = pick(&all, 100, seed, None);
            assert_eq!(picked.len(), all.len());
            for q in &picked {
                let written = all.iter().find(|w| w.id == q.id).unwrap();
                crate::content::lesson::assert_reordered(
                    (&q.options, q.answer, &q.reasons),
                    (&written.options, written.answer, &written.reasons),
                    &q.id,
                );
                if q.options.len() == 3 {
                    answer_places.insert(q.answer);
                }
            }
            assert_eq!(
                pick(&all, 100, seed, None).iter().map(|q| q.answer).collect::<Vec<_>>(),
                picked.iter().map(|q| q.answer).collect::<Vec<_>>(),
                "the seed fixes the order"
            );
        }
        assert_eq!(answer_places.len(), 3, "a three-option answer comes in every place");
    }

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
