//! Everything that talks to a person: the board renderer, colour control, prompts, the
//! keywords typed at them, text wrapped to the terminal, and the way out on Ctrl-C.

pub mod board;
pub mod interrupt;
pub mod keywords;
pub mod list;
pub mod move_list;
pub mod output;
pub mod plain;
pub mod prompt;
pub mod raw;
pub mod spinner;
pub mod stdin_lines;
pub mod store;
pub mod typing;
pub mod wrap;

pub use board::{render, BoardView, PieceStyle};
pub use keywords::Keyword;
pub use prompt::{LinePrompter, Prompter, Reply};
pub use wrap::wrap;

/// When to colour output.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    #[default]
    Auto,
    Always,
    Never,
}

/// Sets colour for `colored` (boards) once at start-up. `auto` colours only a terminal and
/// honours `NO_COLOR`, and a dumb one (`TERM=dumb`, see [`plain`]) is not coloured: it shows
/// the codes as they are.
pub fn init_color(choice: ColorChoice) {
    use std::io::IsTerminal;
    let on = match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::io::stdout().is_terminal()
                && !plain::dumb()
        }
    };
    colored::control::set_override(on);
    console::set_colors_enabled(on);
    console::set_colors_enabled_stderr(on && std::io::stderr().is_terminal());
}

/// A "terminal" over /dev/null, for tests of what the prompts do off a terminal (no key ever
/// comes: console answers "unknown" at once, for ever).
#[cfg(all(test, unix))]
pub(crate) fn null_term() -> console::Term {
    let null = || std::fs::OpenOptions::new().read(true).write(true).open("/dev/null").unwrap();
    console::Term::read_write_pair(null(), null())
}
