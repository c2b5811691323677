//! `annan puzzles`: the player's rating and the collection with the player's results, and
//! what the puzzle commands share (the collection in order).

use super::Error;
use crate::content::puzzle::{self, Located, Tag};
use crate::puzzle::record::{player_rating, puzzle_rating};
use crate::rules::{Notation, Variant};
use crate::t;
use crate::ui::wrap::{error_line, hanging, wrap};
use clap::Args;
use std::io::{IsTerminal, Write};

#[derive(Args, Debug)]
pub struct ListArgs {
    #[arg(long, value_enum, ignore_case = true)]
    pub variant: Option<Variant>,
    // Any length a mate can have, not only the collection's: a filter that matches none
    // lists none.
    #[arg(long, value_parser = super::usage::number_in::<u16, 1, { crate::solver::MAX_PLIES as u64 }>)]
    pub mate: Option<u16>,
    #[arg(long, value_parser = ThemeName)]
    pub tag: Option<Tag>,
    #[arg(long)]
    pub unsolved: bool,
    #[arg(long)]
    pub json: bool,
    /// Writes files, and says how many: `--json` beside it was silently ignored.
    #[arg(long, num_args = 2, value_names = ["FORMAT", "DIR"], conflicts_with = "json")]
    pub export: Vec<String>,
}

/// `--tag`: a theme by its name (`drop`) or by its word in the list, in any of the four
/// languages (`reingreso`, `paglalagay`), whatever the case and the accents: a reader types
/// what the list shows. A name it does not know is refused with every theme's word in the
/// reader's language beside its name.
#[derive(Clone)]
struct ThemeName;

impl clap::builder::TypedValueParser for ThemeName {
    type Value = Tag;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Tag, clap::Error> {
        let text = value.to_string_lossy();
        if let Some(tag) = theme_named(&text) {
            return Ok(tag);
        }
        use clap::error::{ContextKind, ContextValue, ErrorKind};
        let mut e = clap::Error::new(ErrorKind::InvalidValue).with_cmd(cmd);
        if let Some(arg) = arg {
            e.insert(ContextKind::InvalidArg, ContextValue::String(arg.to_string()));
        }
        e.insert(ContextKind::InvalidValue, ContextValue::String(text.into_owned()));
        let choices = all_tags().map(|t| format!("{} ({})", t!("puzzle-tag", tag = t.name()), t.name()));
        e.insert(ContextKind::ValidValue, ContextValue::Strings(choices.collect()));
        Err(e)
    }

    /// The names, for `--help`.
    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(all_tags().map(|t| clap::builder::PossibleValue::new(t.name()))))
    }
}

fn all_tags() -> impl Iterator<Item = Tag> {
    use clap::ValueEnum;
    Tag::value_variants().iter().copied()
}

/// The theme `text` names (see [`ThemeName`]).
fn theme_named(text: &str) -> Option<Tag> {
    use crate::i18n::{message_in, Lang};
    let wanted = folded(text);
    all_tags().find(|t| {
        folded(t.name()) == wanted
            || Lang::ALL
                .iter()
                .any(|&lang| folded(&message_in(lang, "puzzle-tag", &[("tag", t.name().into())])) == wanted)
    })
}

/// `text` lower-cased and without accents (as the keywords a learner types), with single
/// spaces for any run of spaces, dashes or underscores.
fn folded(text: &str) -> String {
    let plain = crate::ui::keywords::plain(text).replace(['-', '_'], " ");
    plain.split_whitespace().collect::<Vec<_>>().join(" ")
}

pub(crate) fn content_errors(errors: Vec<crate::content::ContentError>) -> String {
    errors.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n")
}

/// The collection in the order people meet it: by game (shogi, minishogi, Annan), then
/// length, then id.
pub(crate) fn the_collection() -> Result<Vec<Located>, Error> {
    let mut all = puzzle::collection()
        .map_err(|e| Error::runtime(t!("puzzle-error-collection-damaged", reasons = content_errors(e))))?;
    all.sort_by(|a, b| {
        let key = |l: &Located| (l.puzzle.variant as u8, l.puzzle.mate, l.puzzle.id.clone());
        key(a).cmp(&key(b))
    });
    Ok(all)
}

pub fn run(args: &ListArgs) -> Result<(), Error> {
    let progress = super::progress::read_progress()?;
    let all = the_collection()?;
    let rows: Vec<&Located> = all
        .iter()
        .filter(|l| {
            let p = &l.puzzle;
            let solved = progress.puzzles.get(&p.id).is_some_and(|r| r.solved > 0);
            args.variant.is_none_or(|v| v == p.variant)
                && args.mate.is_none_or(|m| m == p.mate)
                && args.tag.is_none_or(|t| p.tags.contains(&t))
                && !(args.unsolved && solved)
        })
        .collect();
    if let [format, dir] = args.export.as_slice() {
        return export(&rows, format, std::path::Path::new(dir));
    }
    let record = |id: &str| progress.puzzles.get(id).cloned().unwrap_or_default();
    let mut out = std::io::stdout().lock();
    if args.json {
        let items: Vec<serde_json::Value> = rows
            .iter()
            .map(|l| {
                let p = &l.puzzle;
                let r = record(&p.id);
                let title = p.position().map(|pos| p.title.render(&pos, Notation::Western, p.mate)).unwrap_or_default();
                serde_json::json!({
                    "id": p.id, "variant": p.variant, "sfen": p.sfen, "mate": p.mate,
                    "main_line": p.main_line, "difficulty": p.difficulty,
                    "tags": p.tags, "annan_only": p.annan_only, "title": title,
                    "rating": shown_rating(&progress, p),
                    "dead_piece": p.variant.has_backers().then(|| p.dead_piece.unwrap_or_default().name()),
                    "solved": r.solved, "failed": r.failed,
                })
            })
            .collect();
        writeln!(out, "{}", serde_json::Value::Array(items)).map_err(output_failed)?;
        say_missing_length(args, &all, &rows);
        return Ok(());
    }
    let player = player_rating(&progress);
    let (rating, deviation) = (player.rating.round() as i64, player.deviation.round() as i64);
    let standing = wrap(&t!("puzzle-your-rating", rating = rating, deviation = deviation));
    // Piped, stdout is one puzzle a line for a script (a first line with the player's
    // rating was read as a puzzle): the rating goes to stderr, with the count.
    let terminal = std::io::stdout().is_terminal();
    match terminal {
        true => writeln!(out, "{standing}").map_err(output_failed)?,
        false => eprintln!("{standing}"),
    }
    for l in &rows {
        let p = &l.puzzle;
        let r = record(&p.id);
        let status = match (r.solved, r.failed) {
            (0, 0) => t!("puzzle-status-new"),
            (0, _) => t!("puzzle-status-missed"),
            _ => t!("puzzle-status-solved"),
        };
        let mut tags: Vec<String> = p.tags.iter().map(|t| t!("puzzle-tag", tag = t.name())).collect();
        if p.annan_only {
            tags.push(t!("puzzle-tag", tag = "annan-only"));
        }
        let line = t!(
            "puzzle-list-row",
            id = format!("{:<26}", p.id),
            variant = format!("{:<9}", p.variant),
            mate = p.mate,
            rating = shown_rating(&progress, p),
            status = status,
            // After the status, apart from it ("new · new backer, drop"); nothing, not even
            // the separator, for none (`new · -` left a mark that said nothing).
            tagged = tags.len(),
            tags = tags.join(", ")
        );
        // A row too long for the terminal goes on under the id, indented; piped, each puzzle
        // is one line, for grep (its themes went on a line of their own at 80 columns).
        let line = if terminal { hanging(&line, 4) } else { line };
        writeln!(out, "{}", line).map_err(output_failed)?;
    }
    say_missing_length(args, &all, &rows);
    eprintln!("{}", t!("puzzle-list-count", count = rows.len()));
    Ok(())
}

/// `puzzle`'s rating as the list shows it, in whole points as the collection's start
/// ratings are (the rating after play is a float, and JSON wrote `1500.0`).
fn shown_rating(progress: &crate::ui::store::Progress, puzzle: &puzzle::Puzzle) -> i64 {
    puzzle_rating(progress, puzzle).rating.round() as i64
}

/// Why `--mate N` lists nothing, on stderr: a mate's length is odd (the attacker gives the
/// first check and the mate), or no puzzle the other filters keep has that length; and the
/// lengths they keep. `--mate 4` only said "0 puzzles".
fn say_missing_length(args: &ListArgs, all: &[Located], rows: &[&Located]) {
    let Some(mate) = args.mate.filter(|_| rows.is_empty()) else { return };
    let lengths = mate_lengths(all.iter().filter(|l| {
        let p = &l.puzzle;
        args.variant.is_none_or(|v| v == p.variant) && args.tag.is_none_or(|t| p.tags.contains(&t))
    }));
    if mate % 2 == 0 {
        eprintln!("{}", error_line(&t!("puzzle-list-even-mate", mate = mate)));
    } else if !lengths.contains(&mate) {
        eprintln!("{}", error_line(&t!("puzzle-list-no-mate-length", mate = mate)));
    } else {
        // There are such puzzles: `--unsolved` left them out, as the count says.
        return;
    }
    if !lengths.is_empty() {
        eprintln!("{}", error_line(&t!("puzzle-list-lengths", lengths = listed(&lengths))));
    }
}

/// The mate lengths `puzzles` have, each once, shortest first.
pub(crate) fn mate_lengths<'a>(puzzles: impl Iterator<Item = &'a Located>) -> Vec<u16> {
    let mut lengths: Vec<u16> = puzzles.map(|l| l.puzzle.mate).collect();
    lengths.sort_unstable();
    lengths.dedup();
    lengths
}

/// Mate lengths as a message lists them: `1, 3, 5`.
pub(crate) fn listed(lengths: &[u16]) -> String {
    lengths.iter().map(u16::to_string).collect::<Vec<_>>().join(", ")
}

/// Standard output refused the listing (a full disk): exit status 1. (A closed pipe, `|
/// head`, ends the process before this: see `main.rs`.)
fn output_failed(e: std::io::Error) -> Error {
    Error::runtime(crate::ui::output::message(&e))
}

/// Writes each puzzle (position and solution) into `dir` in `format`.
fn export(rows: &[&Located], format: &str, dir: &std::path::Path) -> Result<(), Error> {
    use clap::ValueEnum;
    let format = crate::formats::Format::from_str(format, true)
        .map_err(|_| Error::input(t!("puzzle-error-export-format", found = format)))?;
    let cannot = |path: &std::path::Path, e: std::io::Error| {
        Error::runtime(t!(
            "puzzle-error-write",
            file = path.display().to_string(),
            reason = crate::input::io_reason(&e)
        ))
    };
    std::fs::create_dir_all(dir).map_err(|e| cannot(dir, e))?;
    for l in rows {
        let game = super::convert::puzzle_record(&l.puzzle)?;
        let (bytes, extension) = super::convert::file_bytes(&game, format);
        let path = dir.join(format!("{}.{extension}", l.puzzle.id));
        std::fs::write(&path, bytes).map_err(|e| cannot(&path, e))?;
    }
    eprintln!("{}", t!("puzzle-exported", count = rows.len(), folder = dir.display().to_string()));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{message_in, Lang};

    #[test]
    fn a_theme_is_named_by_its_name_or_its_word_in_any_language() {
        for tag in all_tags() {
            assert_eq!(theme_named(tag.name()), Some(tag));
            for lang in Lang::ALL {
                let word = message_in(lang, "puzzle-tag", &[("tag", tag.name().into())]);
                assert_eq!(theme_named(&word), Some(tag), "{lang:?}: {word}");
                assert_eq!(theme_named(&format!(" {} ", word.to_uppercase())), Some(tag), "{lang:?}: {word}");
            }
        }
        // As typed without accents, with a dash for the space.
        assert_eq!(theme_named("promocao"), Some(Tag::Promotion));
        assert_eq!(theme_named("xeque-descoberto"), Some(Tag::Discovered));
        assert_eq!(theme_named("annan-only"), None);
        assert_eq!(theme_named("nonsense"), None);
        assert_eq!(theme_named(""), None);
    }
}
