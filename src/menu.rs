//! The main menu `annan` opens on a terminal. Each entry runs the same command a person
//! could type (parsed by clap from the words below), so the menu has no logic of its own.

use crate::commands::{self, Command};
use crate::ui::Prompter;
use clap::{FromArgMatches, Subcommand};

const ENTRIES: [&str; 6] = ["Learn the rules", "Quiz", "Puzzles", "Explain a position", "Solve a mate problem", "Quit"];
const VARIANTS: [&str; 3] = ["annan", "shogi", "minishogi"];

/// Shows the menu until Quit or end of input.
pub fn main_menu(p: &mut dyn Prompter) {
    let entries: Vec<String> = ENTRIES.iter().map(|s| s.to_string()).collect();
    while let Some(choice) = p.choose("What would you like to do?", &entries) {
        let words = match choice {
            0 => Some(vec!["learn".to_string()]),
            1 => Some(vec!["quiz".to_string()]),
            2 => Some(vec!["puzzle".to_string(), "--random".to_string()]),
            3 => position_words(p, "explain").map(|mut w| {
                let square = p.line("Square to explain, like 5e (empty: every piece a backer changes)");
                w.extend(square.filter(|s| !s.is_empty()));
                w
            }),
            4 => position_words(p, "solve"),
            _ => None,
        };
        let Some(words) = words else { break };
        match parse(words) {
            Ok(command) => {
                if let Err(e) = commands::run(&command) {
                    p.say(&format!("annan: {}", e.message));
                }
            }
            Err(e) => p.say(&e.to_string()),
        }
    }
}

/// The command the words name, parsed by the same clap definitions as the command line.
fn parse(words: Vec<String>) -> Result<Command, clap::Error> {
    let cli = Command::augment_subcommands(clap::Command::new("annan").subcommand_required(true));
    let matches = cli.try_get_matches_from(std::iter::once("annan".to_string()).chain(words))?;
    Command::from_arg_matches(&matches)
}

/// Asks for a game and a position: the command words so far, or `None` at end of input.
fn position_words(p: &mut dyn Prompter, command: &str) -> Option<Vec<String>> {
    let variants: Vec<String> = VARIANTS.iter().map(|s| s.to_string()).collect();
    let v = p.choose("Which game?", &variants)?;
    let sfen = p.line("Position as SFEN (empty: the start position)")?;
    let sfen = if sfen.trim().is_empty() { "startpos".to_string() } else { sfen };
    Some(vec![command.to_string(), "--variant".into(), VARIANTS[v].into(), "--sfen".into(), sfen])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::LinePrompter;

    #[test]
    fn explain_from_the_menu_then_quit() {
        let input = b"4\n2\n\n7g\n6\n" as &[u8];
        let mut out = Vec::new();
        main_menu(&mut LinePrompter::new(input, &mut out));
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("Which game?"), "{text}");
        assert_eq!(text.matches("What would you like to do?").count(), 2, "{text}");
    }
}
