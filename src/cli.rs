//! Command-line parsing: the global flags and the subcommand, parsed once by clap; then either
//! the named command runs or, on a terminal (or with `--plain`), the main menu opens.

use crate::commands::{self, Command};
use crate::help;
use crate::i18n::{self, Lang};
use crate::ui::store::Store;
use crate::ui::{self, ColorChoice};
use clap::error::ErrorKind;
use clap::{CommandFactory, FromArgMatches, Parser};
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(name = "annan", version)]
pub struct Cli {
    #[arg(long, global = true, value_enum, ignore_case = true, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    // Read by `lang_flag` before clap parses; declared here for `--help` and so that clap
    // accepts it anywhere.
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    // Plain mode: see `ui::plain`.
    #[arg(long, global = true)]
    pub plain: bool,
    #[command(subcommand)]
    pub command: Option<Command>,
}

pub fn main() -> ExitCode {
    ui::output::install();
    let args = arguments();
    // The language is chosen before clap parses, so that a bad value anywhere on the command
    // line is refused in it.
    let remembered = Store::open_default().ok().and_then(|s| s.remembered_language()).and_then(|c| Lang::parse(&c));
    if let Err(e) = i18n::choose(lang_flag(&args).as_deref(), remembered) {
        eprintln!("{}", ui::wrap::error_line(&e.message()));
        if e.is_fatal() {
            return ExitCode::from(2);
        }
    }
    // A negative number given to an option is that option's bad value (`--time -1`: "expected a
    // positive number of seconds"), not an unknown flag named `-1`.
    let command = || Cli::command().mut_subcommands(|c| c.allow_negative_numbers(true));
    let parsed = command().try_get_matches_from(&args).and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        // A help page (or the version): the tree is given its texts only now, since filling
        // them in takes longer than a quick command's whole run (`moves`: 1.5 -> 4 ms).
        Err(e) if !e.use_stderr() || e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let page = help::localized(command(), i18n::current()).try_get_matches_from(&args);
            page.err().unwrap_or(e).exit()
        }
        Err(e) => {
            eprintln!("{}", ui::wrap::error_line(&commands::usage::describe(&e)));
            return ExitCode::from(2);
        }
    };
    ui::plain::choose(cli.plain);
    ui::init_color(cli.color);
    let result = match &cli.command {
        Some(command) => commands::run(command),
        None if menu_wanted(cli.plain) => {
            crate::menu::main_menu(ui::prompt::for_this_process().as_mut());
            Ok(())
        }
        None => {
            help::localized(Cli::command(), i18n::current()).print_help().ok();
            println!();
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{}", ui::wrap::error_line(&e.message));
            ExitCode::from(e.code)
        }
    }
}

/// Whether `annan` without a command opens the main menu: where a person answers it, on a
/// terminal (in plain mode too, read line by line), or wherever `--plain` (`asked`) says so,
/// a pipe too. Otherwise it prints the help, as it always has for a script or a pipe that
/// calls it without a command (`annan < /dev/null` in a job, where `TERM` is often unset):
/// a menu there would print its question and stop at the end of the input, a change of
/// output for nothing.
fn menu_wanted(asked: bool) -> bool {
    use std::io::IsTerminal;
    asked || ui::prompt::interactive() || ui::plain::on() && std::io::stdin().is_terminal()
}

/// The command line, with `usi` added when the program is called `annan-usi`: shogi GUIs start
/// an engine without arguments, so a copy or link of annan by that name is the USI engine.
fn arguments() -> Vec<std::ffi::OsString> {
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let name = args.first().and_then(|a| std::path::Path::new(a).file_stem().map(|s| s.to_os_string()));
    if name.is_some_and(|n| n == "annan-usi") {
        args.insert(1, "usi".into());
    }
    args
}

/// The `--lang` that counts (`--lang es` or `--lang=es`), looked for before clap parses, up to
/// a `--` that ends the options: the command's own over one given before the command, as
/// clap does for `--color` (`annan --lang en puzzles --lang es` is in Spanish: the later,
/// more specific option), which is all that is read: one before it is ignored, even a value
/// annan does not know (`annan --lang xx puzzles --lang es` was refused in English, while the
/// person's last word was Spanish; a playtest). Two at one level are refused by clap, in the
/// first one's language.
fn lang_flag(args: &[std::ffi::OsString]) -> Option<String> {
    // Each value, and whether it stands after the command's name.
    let mut given: Vec<(String, bool)> = Vec::new();
    let mut after_command = false;
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        match word.as_ref() {
            "--" => break,
            "--lang" => given.extend(words.next().map(|v| (v.into_owned(), after_command))),
            w if w.starts_with("--lang=") => given.push((w["--lang=".len()..].to_string(), after_command)),
            // The only other option before the command that takes a value in the next word.
            "--color" if !after_command => drop(words.next()),
            w if !w.starts_with('-') => after_command = true,
            _ => {}
        }
    }
    let own = given.iter().find(|(_, after)| *after);
    own.or(given.first()).map(|(v, _)| v.clone())
}

#[cfg(test)]
mod tests {
    use super::lang_flag;

    fn flag(line: &str) -> Option<String> {
        let args: Vec<std::ffi::OsString> = line.split_whitespace().map(Into::into).collect();
        lang_flag(&args)
    }

    #[test]
    fn the_commands_own_lang_counts_and_one_before_it_is_ignored() {
        assert_eq!(flag("annan --lang en puzzles --lang es").as_deref(), Some("es"));
        assert_eq!(flag("annan --lang=pt --color never puzzles --lang=tl").as_deref(), Some("tl"));
        assert_eq!(flag("annan --color never --lang es puzzles").as_deref(), Some("es"));
        assert_eq!(flag("annan puzzles --lang pt").as_deref(), Some("pt"));
        assert_eq!(flag("annan --lang xx puzzles --lang es").as_deref(), Some("es"));
        assert_eq!(flag("annan --lang es puzzles --lang xx").as_deref(), Some("xx"));
        assert_eq!(flag("annan --lang xx puzzles").as_deref(), Some("xx"));
        assert_eq!(flag("annan --lang es puzzles -- --lang pt").as_deref(), Some("es"));
        // Two at one level are clap's error, said in the first one's language.
        assert_eq!(flag("annan --lang pt --lang es puzzles").as_deref(), Some("pt"));
        assert_eq!(flag("annan puzzles"), None);
    }
}
