//! Scripted answers: `annan learn ID --demo` plays a lesson with its own answers through the
//! real runner, printing each answer as if typed, so authors see every screen and tests
//! prove each lesson can be finished.

use crate::content::lesson::Lesson;
use crate::ui::keywords::Keyword;
use crate::ui::output;
use crate::ui::prompt::{answer_prompt, numbered, read_reply};
use crate::ui::wrap::{width, wrap_to};
use crate::ui::{Prompter, Reply};
use std::collections::VecDeque;
use std::io::Write;

/// A prompter that answers from a list and echoes each answer after its prompt.
pub struct ScriptPrompter<W: Write> {
    answers: VecDeque<String>,
    out: W,
}

impl<W: Write> ScriptPrompter<W> {
    pub fn new(answers: Vec<String>, out: W) -> Self {
        ScriptPrompter { answers: answers.into(), out }
    }

    /// The next answer, echoed after `prompt` as if typed.
    fn next(&mut self, prompt: &str) -> Option<String> {
        let answer = self.answers.pop_front()?;
        let prompt = wrap_to(prompt, width().saturating_sub(2));
        output::write(&mut self.out, format_args!("{prompt}: {answer}\n"));
        Some(answer)
    }
}

impl<W: Write> Prompter for ScriptPrompter<W> {
    fn say(&mut self, text: &str) {
        output::write(&mut self.out, format_args!("{text}\n"));
    }

    fn line(&mut self, prompt: &str) -> Option<String> {
        self.next(prompt)
    }

    fn choose_from(&mut self, prompt: &str, options: &[String], _start: Option<usize>) -> Option<usize> {
        match self.ask(prompt, options, &[])? {
            Reply::Pick(i) => Some(i),
            Reply::Word(_) => None,
        }
    }

    fn ask_again(
        &mut self,
        prompt: &str,
        options: &[String],
        words: &[Keyword],
        _cursor: Option<usize>,
    ) -> Option<Reply> {
        output::write(&mut self.out, format_args!("{}\n", numbered(prompt, options)));
        let answer = self.next(&answer_prompt(options.len(), words))?;
        read_reply(&answer, options, words)
    }
}

/// The lesson's own answers from step `from` on, one per prompt: the expected move (USI),
/// the number of the right option, or an empty line for a step that only shows something.
pub fn demo_answers(lesson: &Lesson, from: usize) -> Result<Vec<String>, String> {
    let starts = super::start_positions(lesson)?;
    let mut answers = Vec::new();
    for (step, start) in lesson.steps.iter().zip(&starts).skip(from) {
        answers.push(match (&step.task, &step.choice) {
            (Some(task), _) => task.demo_move(start)?.usi(start.geometry()),
            (None, Some(choice)) => (choice.answer + 1).to_string(),
            (None, None) => String::new(),
        });
    }
    Ok(answers)
}
