//! The main menu `annan` opens on a terminal. Each entry runs the same command a person
//! could type (parsed by clap from the words below), so the menu has no logic of its own
//! beyond telling a typed position's SFEN from a file's name and checking it before going on.

use crate::commands::{self, game::GameArgs, Command};
use crate::i18n::{self, Lang};
use crate::rules::Variant;
use crate::t;
use crate::tutor::course::Standing;
use crate::ui::store::{Progress, Store};
use crate::ui::{PieceStyle, Prompter};
use clap::{FromArgMatches, Subcommand, ValueEnum};

const VARIANTS: [&str; 3] = ["annan", "shogi", "minishogi"];

/// Shows the menu until Quit or end of input.
pub fn main_menu(p: &mut dyn Prompter) {
    // Whether the person was told the progress file cannot be read: once is enough, the
    // menu shows again after every command.
    let mut told = false;
    loop {
        let entries = vec![
            learn_entry(p, &mut told),
            t!("menu-quiz"),
            t!("menu-puzzles"),
            t!("menu-explain"),
            t!("menu-solve"),
            t!("menu-language"),
            t!("menu-pieces"),
            t!("menu-quit"),
        ];
        let Some(choice) = p.choose(&t!("menu-question"), &entries) else { break };
        let words = match choice {
            0 => Some(vec!["learn".to_string()]),
            1 => Some(vec!["quiz".to_string()]),
            2 => Some(vec!["puzzle".to_string()]),
            3 => position_words(p, "explain").map(|mut w| {
                let square = p.line(&t!("menu-explain-square"));
                w.extend(square.filter(|s| !s.is_empty()));
                w
            }),
            // The board first: the answer alone (a mate's moves) is hard to follow without it.
            // The moves in western notation, as the puzzles write them for people.
            4 => position_words(p, "solve").map(|mut w| {
                run_words(p, [&["show".to_string()], &w[1..]].concat());
                w.extend(["--notation".to_string(), "western".to_string()]);
                w
            }),
            5 => {
                choose_language(p);
                continue;
            }
            6 => {
                choose_pieces(p);
                continue;
            }
            // Quit.
            _ => break,
        };
        // Esc in a list, or Ctrl-D at a typed prompt, leaves that entry: back to the menu (at
        // the end of a piped input the menu's own question then ends it).
        let Some(words) = words else { continue };
        let answered = run_words(p, words);
        // An explanation or a solution and its board are taller than the menu leaves room for
        // on a 24-row terminal: they stay until read (Enter, or Ctrl-D, goes back).
        if answered && matches!(choice, 3 | 4) && p.scrolls_away() {
            p.line(&t!("menu-press-enter"));
        }
    }
}

/// Runs the command the words name, as typed on the command line: whether it ran to its end.
/// A mistake (or Ctrl-C during a search) is told, and the menu goes on.
fn run_words(p: &mut dyn Prompter, words: Vec<String>) -> bool {
    match parse(words) {
        Ok(command) => match commands::run(&command) {
            Ok(()) => true,
            Err(e) => {
                p.tell(&format!("annan: {}", e.message));
                false
            }
        },
        Err(e) => {
            p.say(&format!("annan: {}", crate::commands::usage::describe(&e)));
            false
        }
    }
}

/// The Learn entry with the learner's standing in the course in short ("3/34 done · 8/102
/// ★", so the entry fits a 60-column list), read afresh each time the menu shows, since a
/// lesson just taken changes it.
/// A damaged progress file is reported here, where it is first read; so is one that cannot
/// be read (a folder, no permission), in the words `learn --list` stops with, unless `told`
/// already: the entry then counts nothing done, and the menu goes on (a lesson taken from it
/// says it goes on unsaved).
fn learn_entry(p: &mut dyn Prompter, told: &mut bool) -> String {
    let (progress, note) = match Store::open_default().and_then(|s| s.load()) {
        Ok(loaded) => loaded,
        Err(e) => {
            if !std::mem::replace(told, true) {
                p.tell(&format!("annan: {e}"));
            }
            Default::default()
        }
    };
    if let Some(note) = note {
        p.tell(&format!("annan: {note}"));
    }
    match commands::learn::lessons() {
        Ok(lessons) => {
            let s = Standing::of(&lessons, &progress);
            t!("menu-learn-standing", done = s.done, lessons = s.lessons, stars = s.stars, max = s.max_stars)
        }
        Err(_) => t!("menu-learn"),
    }
}

/// Asks for a language (the list starts at the one in use), switches to it, and remembers it
/// in the progress file for the next sessions, saying when `ANNAN_LANG` will choose instead.
fn choose_language(p: &mut dyn Prompter) {
    let names: Vec<String> = Lang::ALL.iter().map(|l| l.name()).collect();
    let now = Lang::ALL.iter().position(|&l| l == i18n::current());
    let Some(i) = p.choose_from(&t!("menu-language-question"), &names, now) else { return };
    let lang = Lang::ALL[i];
    let env = i18n::switch(lang);
    if remember(p, |progress| progress.language = Some(lang.code().to_string())) {
        p.tell(&t!("menu-language-saved", language = lang.name()));
    }
    if let Some(code) = env {
        p.tell(&t!("menu-language-env", code = code));
    }
}

/// Asks how boards show pieces (the list starts at the style in use) and remembers it in the
/// progress file: every command takes it where `--pieces` does not say, and the menu's
/// entries pass no `--pieces` (the legend's advice to add `--pieces letters` could not be
/// followed from the menu).
fn choose_pieces(p: &mut dyn Prompter) {
    let styles = [PieceStyle::Kanji, PieceStyle::Letters];
    let names = vec![t!("menu-pieces-kanji"), t!("menu-pieces-letters")];
    let now = styles.iter().position(|&s| s == PieceStyle::or_remembered(None));
    let Some(i) = p.choose_from(&t!("menu-pieces-question"), &names, now) else { return };
    let style = styles[i].to_possible_value().map(|v| v.get_name().to_string()).unwrap_or_default();
    if remember(p, |progress| progress.pieces = Some(style.clone())) {
        p.tell(&t!("menu-pieces-saved", style = style.as_str()));
    }
}

/// Saves a choice of the menu in the progress file: whether it was saved. A failure is said,
/// and so is a damaged file set aside on the way, saved or not (the note is the only word of
/// where it went).
fn remember(p: &mut dyn Prompter, change: impl FnOnce(&mut Progress)) -> bool {
    let (saved, note) = match Store::open_default() {
        Ok(store) => store.update(change),
        Err(e) => (Err(e), None),
    };
    if let Some(note) = note {
        p.tell(&format!("annan: {note}"));
    }
    match saved {
        Ok(_) => true,
        Err(e) => {
            p.tell(&t!("progress-not-saved", reason = e.to_string()));
            false
        }
    }
}

/// The command the words name, parsed by the same clap definitions as the command line.
fn parse(words: Vec<String>) -> Result<Command, clap::Error> {
    let cli = Command::augment_subcommands(clap::Command::new("annan").subcommand_required(true));
    let matches = cli.try_get_matches_from(std::iter::once("annan".to_string()).chain(words))?;
    Command::from_arg_matches(&matches)
}

/// Asks for a game and a position, as SFEN or as the path of a file (a problem copied from a
/// forum or a book is a KIF or BOD file more often than SFEN): the command words so far, or
/// `None` at end of input. The position is read at once, and asked again while it is wrong:
/// a mistyped file name was taken for an SFEN, refused as one only after the square to
/// explain had been asked, and the menu started over.
fn position_words(p: &mut dyn Prompter, command: &str) -> Option<Vec<String>> {
    let variants: Vec<String> = VARIANTS.iter().map(|s| s.to_string()).collect();
    let v = p.choose(&t!("menu-which-game"), &variants)?;
    loop {
        let answer = p.line(&t!("menu-sfen"))?;
        let (game, position) = position_answer(VARIANTS[v], answer.trim());
        match game.position() {
            Ok(_) => {
                return Some([vec![command.to_string(), "--variant".into(), VARIANTS[v].into()], position].concat())
            }
            Err(e) => p.tell(&format!("annan: {}", e.message)),
        }
    }
}

/// What a typed position names, as the command's `--sfen` or `--file` words and the game they
/// give: empty is the start position; an SFEN has ranks split by `/` and fields by spaces
/// (or is one of the words `startpos` and `traditional`); anything else is a file's path.
fn position_answer(variant: &str, answer: &str) -> (GameArgs, Vec<String>) {
    let sfen = match answer {
        "" => Some("startpos"),
        "startpos" | "traditional" => Some(answer),
        _ if answer.contains('/') && answer.contains(' ') && !std::path::Path::new(answer).is_file() => Some(answer),
        _ => None,
    };
    let variant = Variant::from_str(variant, true).ok();
    let game = GameArgs {
        variant,
        dead_piece: None,
        sfen: sfen.unwrap_or("startpos").to_string(),
        file: sfen.is_none().then(|| answer.into()),
    };
    let words = match sfen {
        Some(sfen) => ["--sfen", sfen],
        None => ["--file", answer],
    };
    (game, words.map(String::from).to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::LinePrompter;

    /// The words `position_words` gives for the game 2 (shogi) and `answers`, and what it said.
    fn words(answers: &str) -> (Option<Vec<String>>, String) {
        let input = format!("2\n{answers}");
        let mut out = Vec::new();
        let words = position_words(&mut LinePrompter::new(input.as_bytes(), &mut out), "solve");
        (words, String::from_utf8(out).unwrap())
    }

    #[test]
    fn the_position_may_be_a_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("problem.sfen");
        std::fs::write(&path, "4k4/9/9/9/9/9/9/9/4K4 b G 1\n").unwrap();
        let file = path.display().to_string();
        let given = |answer: &str| words(&format!("{answer}\n")).0.unwrap();
        assert_eq!(given(&file), ["solve", "--variant", "shogi", "--file", file.as_str()]);
        assert_eq!(given(""), ["solve", "--variant", "shogi", "--sfen", "startpos"]);
        let sfen = "4k4/9/9/9/9/9/9/9/4K4 b G 1";
        assert_eq!(given(sfen), ["solve", "--variant", "shogi", "--sfen", sfen]);
    }

    #[test]
    fn a_wrong_position_is_said_at_once_and_asked_again() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nofile.kif").display().to_string();
        let (given, said) = words(&format!("{missing}\n4k4/9/9 b G 1\n\n"));
        assert_eq!(given.unwrap(), ["solve", "--variant", "shogi", "--sfen", "startpos"]);
        assert_eq!(said.matches(&t!("menu-sfen")).count(), 3, "{said}");
        // The missing file is named as a file, not read as an SFEN; the short board is an SFEN's.
        let errors: Vec<&str> = said.lines().filter(|l| l.starts_with("annan: ")).collect();
        assert_eq!(errors.len(), 2, "{said}");
        assert!(errors[0].contains("nofile.kif") && !errors[0].contains("--sfen"), "{said}");
        assert!(errors[1].contains("--sfen"), "{said}");
    }

    #[test]
    fn explain_from_the_menu_then_quit() {
        let input = b"4\n2\n\n7g\n8\n" as &[u8];
        let mut out = Vec::new();
        main_menu(&mut LinePrompter::new(input, &mut out));
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains(&t!("menu-which-game")), "{text}");
        assert_eq!(text.matches(&t!("menu-question")).count(), 2, "{text}");
    }
}
