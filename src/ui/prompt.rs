//! The one interface every interactive screen asks its questions through. On a terminal it
//! is dialoguer; otherwise lines on stdin (numbered choices, typed moves), so every lesson
//! and puzzle can be driven by a script and tested end to end.

use std::io::{BufRead, IsTerminal, Write};

/// Asks a person something. `None` means the input ended (or was interrupted): callers
/// stop cleanly and keep progress.
pub trait Prompter {
    /// Shows text: boards, explanations, feedback.
    fn say(&mut self, text: &str);
    /// Reads one line of free text (a move, a command such as `hint`).
    fn line(&mut self, prompt: &str) -> Option<String>;
    /// Picks one of `options` (index), or `None` at end of input.
    fn choose(&mut self, prompt: &str, options: &[String]) -> Option<usize>;
}

/// Plain lines: prompts and numbered options on `out`, answers read from `input`.
pub struct LinePrompter<R: BufRead, W: Write> {
    input: R,
    out: W,
}

impl<R: BufRead, W: Write> LinePrompter<R, W> {
    pub fn new(input: R, out: W) -> Self {
        LinePrompter { input, out }
    }

    /// One trimmed line; at end of input, ends the pending prompt's line so later output
    /// starts on its own line.
    fn read(&mut self) -> Option<String> {
        let mut s = String::new();
        match self.input.read_line(&mut s) {
            Ok(0) | Err(_) => {
                let _ = writeln!(self.out);
                None
            }
            Ok(_) => Some(s.trim().to_string()),
        }
    }
}

impl<R: BufRead, W: Write> Prompter for LinePrompter<R, W> {
    fn say(&mut self, text: &str) {
        let _ = writeln!(self.out, "{text}");
    }

    fn line(&mut self, prompt: &str) -> Option<String> {
        let _ = write!(self.out, "{prompt}: ");
        let _ = self.out.flush();
        let answer = self.read()?;
        let _ = writeln!(self.out);
        Some(answer)
    }

    fn choose(&mut self, prompt: &str, options: &[String]) -> Option<usize> {
        if options.is_empty() {
            return None;
        }
        let _ = writeln!(self.out, "{prompt}");
        for (i, o) in options.iter().enumerate() {
            let _ = writeln!(self.out, "  {}. {o}", i + 1);
        }
        loop {
            let _ = write!(self.out, "Answer 1-{}: ", options.len());
            let _ = self.out.flush();
            let answer = self.read()?;
            let _ = writeln!(self.out);
            if let Some(n) = answer.parse::<usize>().ok().filter(|n| (1..=options.len()).contains(n)) {
                return Some(n - 1);
            }
            if let Some(i) = options.iter().position(|o| o.eq_ignore_ascii_case(&answer)) {
                return Some(i);
            }
            let _ = writeln!(self.out, "Please answer with a number from 1 to {}.", options.len());
        }
    }
}

/// dialoguer prompts on the terminal (stderr), text on stdout.
pub struct TerminalPrompter {
    theme: dialoguer::theme::ColorfulTheme,
}

impl TerminalPrompter {
    pub fn new() -> Self {
        TerminalPrompter { theme: dialoguer::theme::ColorfulTheme::default() }
    }
}

impl Default for TerminalPrompter {
    fn default() -> Self {
        Self::new()
    }
}

impl Prompter for TerminalPrompter {
    fn say(&mut self, text: &str) {
        println!("{text}");
    }

    fn line(&mut self, prompt: &str) -> Option<String> {
        dialoguer::Input::<String>::with_theme(&self.theme)
            .with_prompt(prompt)
            .allow_empty(true)
            .interact_text()
            .ok()
            .map(|s| s.trim().to_string())
    }

    fn choose(&mut self, prompt: &str, options: &[String]) -> Option<usize> {
        dialoguer::Select::with_theme(&self.theme).with_prompt(prompt).items(options).default(0).interact_opt().ok()?
    }
}

/// Whether prompts can use the terminal (both stdin and stderr are terminals).
pub fn interactive() -> bool {
    std::io::stdin().is_terminal() && std::io::stderr().is_terminal()
}

/// The prompter for this process: dialoguer on a terminal, numbered lines otherwise.
pub fn for_this_process() -> Box<dyn Prompter> {
    if interactive() {
        // Restore the cursor if Ctrl-C arrives while dialoguer has hidden it.
        let _ = ctrlc::set_handler(|| {
            let _ = console::Term::stderr().show_cursor();
            std::process::exit(130);
        });
        Box::new(TerminalPrompter::new())
    } else {
        Box::new(LinePrompter::new(std::io::stdin().lock(), std::io::stdout()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_answer_numbers_or_option_text_and_end_cleanly() {
        let input = b"7\nsecond\nhello\n" as &[u8];
        let mut out = Vec::new();
        let mut p = LinePrompter::new(input, &mut out);
        let opts = vec!["first".to_string(), "second".to_string()];
        assert_eq!(p.choose("Pick", &opts), Some(1));
        assert_eq!(p.line("Move"), Some("hello".to_string()));
        assert_eq!(p.line("Move"), None);
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("Please answer with a number from 1 to 2."), "{text}");
    }
}
