//! Scripted answers: `annan learn ID --demo` plays a lesson with its own answers through the
//! real runner, printing each answer as if typed, so authors see every screen and tests
//! prove each lesson can be finished.

use crate::content::lesson::Lesson;
use crate::ui::Prompter;
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
}

impl<W: Write> Prompter for ScriptPrompter<W> {
    fn say(&mut self, text: &str) {
        let _ = writeln!(self.out, "{text}");
    }

    fn line(&mut self, prompt: &str) -> Option<String> {
        let answer = self.answers.pop_front()?;
        let _ = writeln!(self.out, "{prompt}: {answer}");
        Some(answer)
    }

    fn choose(&mut self, prompt: &str, options: &[String]) -> Option<usize> {
        let _ = writeln!(self.out, "{prompt}");
        for (i, o) in options.iter().enumerate() {
            let _ = writeln!(self.out, "  {}. {o}", i + 1);
        }
        let answer = self.answers.pop_front()?;
        let _ = writeln!(self.out, "Answer: {answer}");
        answer.parse::<usize>().ok().filter(|n| (1..=options.len()).contains(n)).map(|n| n - 1)
    }
}

/// The lesson's own answers from step `from` on, one per prompt: the expected move (USI),
/// the number of the right option, or an empty line for a step that only shows something.
pub fn demo_answers(lesson: &Lesson, from: usize) -> Result<Vec<String>, String> {
    let starts = lesson.start_positions().map_err(|(i, e)| format!("lesson {}: step {}: {e}", lesson.id, i + 1))?;
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
