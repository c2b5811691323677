//! Plays one lesson with a person through a [`Prompter`]: board and text for each step, a
//! move checked against the goal (with the rules' reason when it is illegal and the goal's
//! reason when it misses), a question with its explanation, and a count of tries against
//! par for the stars.

use super::{show_board, wrap};
use crate::content::lesson::{squares_of, Choice, Lesson, MoveTask};
use crate::rules::{Move, Notation, Position, Square};
use crate::ui::{PieceStyle, Prompter};

/// How a run of a lesson ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// Every step done. `tries` counts legal moves played and answers given; `par` is one
    /// per move or question step played in this run.
    Completed { tries: u32, par: u32, stars: u8 },
    /// Input ended or the person typed `quit` while on this step (0-based).
    Stopped { step: usize },
}

/// Stars for a run: 3 at par, 2 within two extra tries, 1 otherwise.
pub fn stars(tries: u32, par: u32) -> u8 {
    match tries.saturating_sub(par) {
        0 => 3,
        1 | 2 => 2,
        _ => 1,
    }
}

/// Whether a step's task was done or the person left.
enum Outcome {
    Done,
    Left,
}

/// The state of one run: where the board is and what happened on it.
pub struct Runner<'a> {
    prompter: &'a mut dyn Prompter,
    style: PieceStyle,
    pos: Position,
    /// The last move played, with its western caption, for the board.
    last: Option<(Move, String)>,
    tries: u32,
    par: u32,
}

impl<'a> Runner<'a> {
    /// Runs `lesson` from step `from` (0-based), calling `on_step` with each step's index as it
    /// begins, so progress can be saved even if the process is killed mid-step. `Err` only
    /// when the lesson itself is broken (the checks of `annan check` catch that before a
    /// lesson ships).
    pub fn run(
        lesson: &Lesson,
        from: usize,
        prompter: &'a mut dyn Prompter,
        style: PieceStyle,
        on_step: &mut dyn FnMut(usize),
    ) -> Result<Finish, String> {
        let starts = lesson.start_positions().map_err(|(i, e)| format!("lesson {}: step {}: {e}", lesson.id, i + 1))?;
        let from = from.min(lesson.steps.len().saturating_sub(1));
        let Some(first) = starts.get(from).cloned() else {
            return Err(format!("lesson {} has no steps", lesson.id));
        };
        let mut runner = Runner { prompter, style, pos: first, last: None, tries: 0, par: 0 };
        let total = lesson.steps.len();
        for (i, step) in lesson.steps.iter().enumerate().skip(from) {
            on_step(i);
            if step.sfen.is_some() {
                runner.pos = starts[i].clone();
                runner.last = None;
            }
            let header = format!("\n── {} · step {}/{total} ──", lesson.title.local(), i + 1);
            runner.prompter.say(&header);
            runner.show(squares_of(runner.pos.geometry(), &step.highlight));
            runner.prompter.say(&wrap(step.text.local()));
            let outcome = match (&step.task, &step.choice) {
                (Some(task), _) => runner.ask_move(task)?,
                (None, Some(choice)) => runner.ask_choice(choice),
                (None, None) => match runner.prompter.line("Press Enter to continue, or type quit") {
                    Some(answer) if !is_quit(&answer) => Outcome::Done,
                    _ => Outcome::Left,
                },
            };
            if let Outcome::Left = outcome {
                return Ok(Finish::Stopped { step: i });
            }
            // A move's result is otherwise drawn by the next step; show it when no step will.
            if step.task.is_some() && lesson.steps.get(i + 1).is_none_or(|next| next.sfen.is_some()) {
                runner.show(0);
            }
        }
        Ok(Finish::Completed { tries: runner.tries, par: runner.par, stars: stars(runner.tries, runner.par) })
    }

    fn show(&mut self, highlight: crate::rules::Bitboard) {
        let board = show_board(&self.pos, self.style, highlight, self.last.clone());
        self.prompter.say(&board);
    }

    fn previous_to(&self) -> Option<Square> {
        self.last.as_ref().map(|(m, _)| m.to())
    }

    /// Plays `mv` on the board, remembering it for the next board drawn.
    fn play(&mut self, mv: Move) {
        let caption = self.pos.format_move(mv, Notation::Western, self.previous_to());
        self.pos.play(mv);
        self.last = Some((mv, caption));
    }

    fn ask_move(&mut self, task: &MoveTask) -> Result<Outcome, String> {
        self.par += 1;
        loop {
            let Some(input) = self.prompter.line("Your move") else {
                return Ok(Outcome::Left);
            };
            match input.trim().to_ascii_lowercase().as_str() {
                "" | "help" | "?" => self.prompter.say(HELP),
                "hint" => self.prompter.say(&wrap(&format!("Hint: {}", task.hint.local()))),
                "moves" => self.list_moves(),
                "board" => self.show(0),
                _ if is_quit(&input) => return Ok(Outcome::Left),
                _ => match self.pos.parse_move(&input, self.previous_to()) {
                    Err(why) => self
                        .prompter
                        .say(&wrap(&capitalise(&crate::i18n::rules::move_input(self.pos.geometry(), &why)))),
                    Ok(mv) => {
                        self.tries += 1;
                        match task.goal.judge(&self.pos, mv) {
                            Err(why) => {
                                self.prompter.say(&wrap(&format!("{}. Try again, or type hint.", capitalise(&why))))
                            }
                            Ok(()) => {
                                self.prompter.say(&wrap(&format!("Yes! {}", task.success.local())));
                                self.play(mv);
                                if let Some(reply) = task.reply_move(&self.pos)? {
                                    let who = crate::i18n::rules::side(self.pos.side_to_move());
                                    let text = self.pos.format_move(reply, Notation::Western, self.previous_to());
                                    self.prompter
                                        .say(&format!("{who} replies {} ({text}).", reply.usi(self.pos.geometry())));
                                    self.play(reply);
                                }
                                return Ok(Outcome::Done);
                            }
                        }
                    }
                },
            }
        }
    }

    /// The legal moves, numbered as the person may type them, in three notations.
    fn list_moves(&mut self) {
        let previous_to = self.previous_to();
        let lines: Vec<String> = self
            .pos
            .numbered_moves()
            .iter()
            .enumerate()
            .map(|(i, &m)| {
                let usi = m.usi(self.pos.geometry());
                let western = self.pos.format_move(m, Notation::Western, previous_to);
                let japanese = self.pos.format_move(m, Notation::Japanese, previous_to);
                format!("{:>4}. {usi:<6} {western:<8} {japanese}", i + 1)
            })
            .collect();
        self.prompter.say(&lines.join("\n"));
    }

    fn ask_choice(&mut self, choice: &Choice) -> Outcome {
        self.par += 1;
        let options: Vec<String> = choice.options.iter().map(|o| o.local().to_string()).collect();
        let Some(picked) = self.prompter.choose(&wrap(choice.question.local()), &options) else {
            return Outcome::Left;
        };
        self.tries += 1;
        self.prompter.say(&wrap(&verdict(picked, choice.answer, &options, choice.explanation.local())));
        Outcome::Done
    }
}

/// What to say after a multiple-choice answer.
pub fn verdict(picked: usize, answer: usize, options: &[String], explanation: &str) -> String {
    if picked == answer {
        format!("Right! {explanation}")
    } else {
        let right = options.get(answer).map_or("", String::as_str);
        format!("Not quite: the answer is \"{right}\". {explanation}")
    }
}

const HELP: &str = "Type a move: USI (7g7f, P*5e), western (P-7f, Sx3c+) or Japanese (７六歩), or the \
number of a move from `moves`. Commands: hint, moves, board, quit.";

fn is_quit(input: &str) -> bool {
    matches!(input.trim().to_ascii_lowercase().as_str(), "quit" | "exit")
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stars_by_tries_over_par() {
        assert_eq!(stars(4, 4), 3);
        assert_eq!(stars(5, 4), 2);
        assert_eq!(stars(6, 4), 2);
        assert_eq!(stars(7, 4), 1);
        assert_eq!(stars(0, 0), 3);
    }

    #[test]
    fn verdicts_name_the_right_option() {
        let opts = vec!["A".to_string(), "B".to_string()];
        assert_eq!(verdict(1, 1, &opts, "Why."), "Right! Why.");
        assert_eq!(verdict(0, 1, &opts, "Why."), "Not quite: the answer is \"B\". Why.");
    }
}
