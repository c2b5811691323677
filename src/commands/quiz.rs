//! `annan quiz`: random questions on real positions (the Annan FAQ, tricky shogi rules).

use crate::commands::usage::{self, number_in};
use crate::content::lesson::embedded_questions;
use crate::rules::Variant;
use crate::t;
use crate::tutor::quiz::{self, Score};
use crate::ui::prompt::for_this_process;
use crate::ui::{interrupt, wrap, PieceStyle};
use clap::Args;
use std::sync::{Arc, Mutex, PoisonError};

/// Questions in a quiz unless `--count` says.
const DEFAULT_COUNT: u32 = 10;

/// `annan quiz`.
#[derive(Args, Debug)]
pub struct QuizArgs {
    #[arg(long, default_value_t = DEFAULT_COUNT, value_parser = number_in::<u32, 1, { u32::MAX as u64 }>)]
    pub count: u32,
    #[arg(long, value_parser = usage::seed)]
    pub seed: Option<u64>,
    #[arg(long, value_enum, ignore_case = true)]
    pub variant: Option<Variant>,
    #[arg(long, value_enum, ignore_case = true)]
    pub pieces: Option<PieceStyle>,
}

/// The whole command that asks the same questions again: the main menu's quiz has no
/// options to add a seed to, so a bare `--seed` meant nothing there.
fn again(args: &QuizArgs, seed: u64) -> String {
    let mut command = "annan quiz".to_string();
    if args.count != DEFAULT_COUNT {
        command.push_str(&format!(" --count {}", args.count));
    }
    if let Some(v) = args.variant {
        command.push_str(&format!(" --variant {}", v.name()));
    }
    command.push_str(&format!(" --seed {seed}"));
    command
}

pub fn run(args: &QuizArgs) -> Result<(), String> {
    let (questions, errors) = embedded_questions();
    if let Some(e) = errors.first() {
        return Err(t!("tutor-quiz-file-broken", reason = e.to_string()));
    }
    let seed = args.seed.unwrap_or_else(usage::drawn_seed);
    let picked = quiz::pick(&questions, args.count as usize, seed, args.variant);
    if picked.is_empty() {
        return Err(t!("tutor-quiz-none"));
    }
    let mut prompter = for_this_process();
    // The seed is an identifier to type back, not a quantity: passed as text, so it is
    // neither rounded nor grouped with separators.
    let intro = t!("tutor-quiz-intro", count = picked.len(), seed = seed.to_string(), command = again(args, seed));
    prompter.say(&wrap(&intro));
    // Ctrl-C leaves at once (`interrupt::leave`): it says the score so far, as `quit` does.
    let so_far = Arc::new(Mutex::new(Score { right: 0, asked: 0, stopped: true }));
    let told = Arc::clone(&so_far);
    interrupt::farewell(Some(Box::new(move || Some(score_line(*told.lock().unwrap_or_else(PoisonError::into_inner))))));
    let mut report = |s: Score| *so_far.lock().unwrap_or_else(PoisonError::into_inner) = s;
    let score = quiz::run(&picked, prompter.as_mut(), PieceStyle::or_remembered(args.pieces), &mut report);
    interrupt::farewell(None);
    prompter.say(&wrap(&score_line(score)));
    Ok(())
}

/// "Score: 2 of 3 right at the first try", and whether the quiz was stopped early.
fn score_line(score: Score) -> String {
    match score.stopped {
        false => t!("tutor-quiz-score", right = score.right, asked = score.asked),
        true => t!("tutor-quiz-score-stopped", right = score.right, asked = score.asked),
    }
}
