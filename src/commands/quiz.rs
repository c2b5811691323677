//! `annan quiz`: random questions on real positions (the Annan FAQ, tricky shogi rules).

use crate::content::lesson::embedded_questions;
use crate::rules::Variant;
use crate::tutor::quiz;
use crate::ui::prompt::for_this_process;
use crate::ui::PieceStyle;
use clap::Args;

/// `annan quiz`.
#[derive(Args, Debug)]
pub struct QuizArgs {
    /// How many questions.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..))]
    pub count: u32,
    /// Pick and order the questions from this seed (the same seed gives the same quiz).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Only questions about this game.
    #[arg(long, value_enum)]
    pub variant: Option<Variant>,
    #[arg(long, value_enum, default_value_t = PieceStyle::Kanji)]
    pub pieces: PieceStyle,
}

pub fn run(args: &QuizArgs) -> Result<(), String> {
    let (questions, errors) = embedded_questions();
    if let Some(e) = errors.first() {
        return Err(format!("a built-in quiz file is broken: {e}"));
    }
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
    });
    let picked = quiz::pick(&questions, args.count as usize, seed, args.variant);
    if picked.is_empty() {
        return Err("no quiz question matches".to_string());
    }
    let mut prompter = for_this_process();
    prompter.say(&format!("Quiz: {} questions (seed {seed}; --seed {seed} asks them again).", picked.len()));
    let score = quiz::run(&picked, prompter.as_mut(), args.pieces);
    let ending = if score.stopped { " (stopped early)" } else { "" };
    prompter.say(&format!("Score: {}/{}{ending}.", score.right, score.asked));
    Ok(())
}
