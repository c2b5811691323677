//! `annan puzzle`: plays mate puzzles of the collection (by default one near the player's
//! rating; or by id, random, the daily one) or of a file, records each attempt and offers
//! the next puzzle.

use super::progress::Session;
use super::puzzles::{content_errors, listed, mate_lengths, the_collection};
use super::Error;
use crate::content::puzzle::{self, verify, Located, Standard};
use crate::puzzle::play::{self, Attempt, Display, End, Intro};
use crate::puzzle::record::{self, Change};
use crate::rng::SplitMix;
use crate::rules::{Move, Notation, Position, Variant};
use crate::t;
use crate::ui::store::Progress;
use crate::ui::{interrupt, prompt, PieceStyle, Prompter};
use clap::Args;
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
#[command(group = clap::ArgGroup::new("which").args(["id", "random", "daily", "file"]))]
pub struct PlayArgs {
    pub id: Option<String>,
    #[arg(long)]
    pub random: bool,
    #[arg(long)]
    pub daily: bool,
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
    // The game: of the collection's puzzles played (the next near the rating, random, or the
    // day's: each game has its own), or of a record file. Refused with an id, which names its
    // game. A player training Annan every day had only the day's puzzle of all three games.
    #[arg(long, value_enum, ignore_case = true, conflicts_with = "id")]
    pub variant: Option<crate::rules::Variant>,
    // The length of the collection's puzzles played: a club player got mostly mates in one
    // near a new player's rating, with no way to ask for longer ones (a playtest).
    #[arg(
        long,
        value_parser = super::usage::number_in::<u16, 1, { crate::solver::MAX_PLIES as u64 }>,
        conflicts_with_all = ["id", "daily", "file"]
    )]
    pub mate: Option<u16>,
    // A file's setting. `requires` alone let `--random` or an id through (a member of the
    // group stood in for `--file`), and the option was ignored there.
    #[arg(
        long = "dead-piece",
        value_enum,
        ignore_case = true,
        requires = "file",
        conflicts_with_all = ["id", "random", "daily"]
    )]
    pub dead_piece: Option<crate::rules::DeadPiece>,
    #[arg(long, value_enum, ignore_case = true)]
    pub pieces: Option<PieceStyle>,
    #[arg(long, value_enum, ignore_case = true, default_value_t = Notation::Western)]
    pub notation: Notation,
}

/// Days since 1970-01-01 (UTC), for the puzzle of the day.
fn today() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() / 86_400)
}

/// A seed that differs from run to run, for the random and rating-based picks.
fn clock_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

/// Where the puzzles come from: the collection, or a file played in order.
enum Source {
    Collection(Vec<Located>),
    File(Vec<Located>),
}

/// The first puzzle: the one named, the daily or a random one, or one near the player's
/// rating.
fn first(args: &PlayArgs, all: &[Located], progress: &Progress, rng: &mut SplitMix) -> Result<usize, Error> {
    if all.is_empty() {
        return Err(Error::runtime(t!("puzzle-error-none")));
    }
    let n = all.len() as u64;
    Ok(if let Some(id) = &args.id {
        all.iter()
            .position(|l| &l.puzzle.id == id)
            .ok_or_else(|| Error::input(t!("puzzle-error-unknown-id", id = id.as_str())))?
    } else if args.daily {
        (SplitMix::new(today()).next_u64() % n) as usize
    } else if args.random {
        (rng.next_u64() % n) as usize
    } else {
        record::next_by_rating(all, progress, &[], rng).unwrap_or(0)
    })
}

fn read_file(args: &PlayArgs, path: &Path) -> Result<Vec<Located>, Error> {
    let name = path.display().to_string();
    let bytes = crate::input::read_bytes(path, crate::input::FILE_LIMIT).map_err(|e| Error::input(e.message()))?;
    let (text, _) = crate::formats::decode(&bytes).map_err(|e| Error::input(e.describe(&name)))?;
    if crate::formats::detect(&text).is_some() {
        return record_puzzle(args, &name, &text).map(|l| vec![l]);
    }
    // A puzzle's solution holds under its own setting only: it was ignored, unsaid.
    if args.dead_piece.is_some() {
        return Err(Error::input(t!("puzzle-error-dead-piece-puzzle-file", file = name.as_str())));
    }
    puzzles_in(&name, &text, args.variant)
}

/// The puzzles of a puzzle file's `text` (YAML, as `annan generate` writes it) read from
/// `name`, of game `variant` when one is asked: `--variant` keeps to one game's puzzles, a
/// file's as the collection's. `puzzle --file` plays them; the position commands' `--file`
/// takes one.
pub(super) fn puzzles_in(name: &str, text: &str, variant: Option<Variant>) -> Result<Vec<Located>, Error> {
    let mut all = puzzle::parse_file(name, text)
        .map_err(|e| Error::input(t!("puzzle-error-not-puzzle-file", file = name, reasons = content_errors(e))))?;
    if let Some(variant) = variant {
        all.retain(|l| l.puzzle.variant == variant);
        if all.is_empty() {
            return Err(Error::input(t!("puzzle-error-none-of-game", file = name, variant = variant.name())));
        }
    }
    Ok(all)
}

/// Plays puzzles until the player stops. Progress that cannot be read or kept (no data
/// folder, a folder or an unreadable file in its place) is said once on stderr, and the
/// session plays on with its results kept in memory only, as a lesson does.
pub fn run(args: &PlayArgs) -> Result<(), Error> {
    let mut rng = SplitMix::new(clock_seed());
    let (source, mut index) = match &args.file {
        Some(path) => (Source::File(read_file(args, path)?), 0),
        None => {
            let mut all = the_collection()?;
            all.retain(|l| args.variant.is_none_or(|v| l.puzzle.variant == v));
            if let Some(mate) = args.mate {
                let lengths = mate_lengths(all.iter());
                all.retain(|l| l.puzzle.mate == mate);
                if all.is_empty() {
                    let lengths = listed(&lengths);
                    return Err(Error::input(t!("puzzle-error-no-such-length", mate = mate, lengths = lengths)));
                }
            }
            (Source::Collection(all), 0)
        }
    };
    let mut session = Session::open();
    let recorded = matches!(source, Source::Collection(_));
    if let Source::Collection(all) = &source {
        index = first(args, all, session.progress(), &mut rng)?;
        interrupt::farewell(Some(on_ctrl_c(&session)));
    }
    let mut prompter = prompt::for_this_process();
    let p = prompter.as_mut();
    // The daily puzzle is the same all day: one played already is said so, not rated again.
    if let (true, Source::Collection(all)) = (args.daily, &source) {
        let played = session.progress().puzzles.get(&all[index].puzzle.id);
        if played.is_some_and(|r| r.solved > 0 || r.failed > 0) {
            p.tell(&t!("puzzle-daily-played"));
        }
    }
    let display = Display { pieces: PieceStyle::or_remembered(args.pieces), notation: args.notation };
    let last = play_on(&source, index, &mut session, p, display, &mut rng);
    // One last try at what is unsaved; the end of the input has said how that stands.
    if recorded && !matches!(last, Ok(End::InputEnded)) && !session.finish() {
        p.tell(&t!("puzzle-session-unsaved"));
    }
    interrupt::farewell(None);
    last.map(|_| ())
}

/// What Ctrl-C does between attempts: it leaves at once (`interrupt::leave`), with a last
/// try at what is unsaved.
fn on_ctrl_c(session: &Session) -> interrupt::LastWords {
    session.last_words(None, Some(t!("puzzle-session-unsaved")))
}

/// What Ctrl-C does during an attempt: what `quit` does then. An attempt of the collection
/// that counts (as leaving makes it) is recorded as `quit` records it, with the last try at
/// what is unsaved; and what `quit` says is said: the `solution` after a try that counts,
/// how the attempt counts, the totals (a file's puzzle: that it is not recorded). A miss
/// left by Ctrl-C was neither kept nor said; Ctrl-C in a file's puzzle, or before any wrong
/// try, said nothing.
fn cut_short(
    session: &Session,
    l: &Located,
    attempt: Attempt,
    recorded: bool,
    solution: Option<String>,
) -> interrupt::LastWords {
    let counted = recorded && attempt.counts();
    let solution = solution.filter(|_| attempt.counts());
    let puzzle = l.puzzle.clone();
    let record = counted.then_some(move |p: &mut Progress| (record::record(p, &puzzle, &attempt), p.clone()));
    let now = session.progress().clone();
    session.last_words_with(record, move |made, saved| {
        let to = Recorded { recorded, saved };
        let mut lines: Vec<String> = match made {
            Some((change, progress)) => told(&progress, &attempt, change, to),
            // Recorded already by the attempt's own save, which Ctrl-C came after.
            None if counted => Vec::new(),
            None => told(&now, &attempt, None, to),
        };
        if let Some(solution) = solution.filter(|_| !lines.is_empty()) {
            lines.insert(0, solution);
        }
        if recorded && !saved {
            lines.push(t!("puzzle-session-unsaved"));
        }
        Some(lines.join("\n")).filter(|text| !text.is_empty())
    })
}

/// Plays the puzzle at `index` and the ones after it until the player stops: how the last
/// attempt ended.
fn play_on(
    source: &Source,
    mut index: usize,
    session: &mut Session,
    p: &mut dyn Prompter,
    display: Display,
    rng: &mut SplitMix,
) -> Result<End, Error> {
    let recorded = matches!(source, Source::Collection(_));
    let mut played: Vec<String> = Vec::new();
    loop {
        let l = match source {
            Source::Collection(all) | Source::File(all) => &all[index],
        };
        let (position, line) = match source {
            Source::File(_) => checked(l)?,
            Source::Collection(_) => trusted(l)?,
        };
        let solution = play::solution_text(&l.puzzle, &line, display.notation);
        let mut left_now = |attempt: Attempt| {
            interrupt::farewell(Some(cut_short(session, l, attempt, recorded, solution.clone())));
        };
        left_now(Attempt { end: End::Quit, mistakes: 0, revealed: false });
        let attempt = play::play(p, &l.puzzle, &position, &line, display, intro(session, &played), &mut left_now);
        played.push(l.puzzle.id.clone());
        // A file's puzzles are not the collection's: named after the file, and unrated, they
        // would share records by name and move the collection's rating.
        let change = match source {
            Source::Collection(_) => {
                let change = save_attempt(session, l, &attempt);
                interrupt::farewell(Some(on_ctrl_c(session)));
                change
            }
            Source::File(_) => {
                // Between a file's puzzles nothing is recorded, nor said by `quit`.
                interrupt::farewell(None);
                session.reload();
                None
            }
        };
        let progress = session.progress();
        let said = told(progress, &attempt, change, Recorded { recorded, saved: session.all_saved() });
        for (i, text) in said.iter().enumerate() {
            p.tell(text);
            // After the verdict of a solve, what the backers did (see `play::backer_recap`).
            if i == 0 && attempt.end == End::Mated {
                if let Some(recap) = play::backer_recap(&l.puzzle, &line, display.notation) {
                    p.say(&recap);
                }
            }
        }
        if matches!(attempt.end, End::Quit | End::InputEnded) {
            return Ok(attempt.end);
        }
        let next = match source {
            Source::File(all) => Some(index + 1).filter(|&i| i < all.len()),
            Source::Collection(all) => record::next_by_rating(all, progress, &played, rng),
        };
        let Some(next) = next else {
            p.tell(&match source {
                Source::Collection(_) => t!("puzzle-no-more"),
                Source::File(_) => t!("puzzle-file-done"),
            });
            return Ok(attempt.end);
        };
        let options = [t!("puzzle-next"), t!("puzzle-stop")];
        if p.choose(&t!("puzzle-next-question"), &options) != Some(0) {
            return Ok(attempt.end);
        }
        index = next;
    }
}

/// A player who has met fewer of the collection's puzzles than this is told everything that
/// can be typed, and the mate problems' convention, at each session's first puzzle.
const WHOLE_INTRO_UNTIL: usize = 3;

/// What the next puzzle's first page says (see [`Intro`]), `played` the puzzles of this
/// session so far: the rating comes with a session's first puzzle, as a player sitting down
/// to train wants to see it.
fn intro(session: &Session, played: &[String]) -> Intro {
    let progress = session.progress();
    if !played.is_empty() {
        return Intro::Brief { standing: None };
    }
    if progress.puzzles.len() < WHOLE_INTRO_UNTIL {
        return Intro::Whole;
    }
    let player = record::player_rating(progress);
    let (rating, deviation) = (player.rating.round() as i64, player.deviation.round() as i64);
    Intro::Brief { standing: Some(t!("puzzle-your-rating", rating = rating, deviation = deviation)) }
}

/// Records `attempt` in the session's progress and in the progress file, read, changed and
/// written under the store's lock, so that what another session saved in the meantime is
/// kept. An attempt that does not count leaves the file alone; a file that cannot be written
/// is said on stderr and the session goes on with its own copy, the attempt saved with the
/// next save that succeeds.
fn save_attempt(session: &mut Session, l: &Located, attempt: &Attempt) -> Option<Change> {
    if !attempt.counts() {
        session.reload();
        return None;
    }
    let (puzzle, attempt) = (l.puzzle.clone(), *attempt);
    session.update(move |p| record::record(p, &puzzle, &attempt))
}

/// Where an attempt went: into the record (a collection's puzzle, not a file's), and whether
/// everything recorded is in the progress file.
struct Recorded {
    recorded: bool,
    saved: bool,
}

/// How the attempt counts, the rating change, and the totals, all from what was recorded;
/// a file's puzzle (not `recorded`) says it is not, and the end of the input whether the
/// progress is saved: a line each.
fn told(progress: &Progress, attempt: &Attempt, change: Option<Change>, to: Recorded) -> Vec<String> {
    let Recorded { recorded, saved } = to;
    let mut lines = vec![attempt.verdict()];
    if let Some(Change { before, after }) = change {
        let provisional = after.is_provisional();
        let (before, after) = (before.rating.round() as i64, after.rating.round() as i64);
        let change = format!("{:+}", after - before);
        lines.push(if provisional {
            t!("puzzle-rating-change-provisional", before = before, after = after, change = change)
        } else {
            t!("puzzle-rating-change", before = before, after = after, change = change)
        });
    }
    // A counted attempt the record does not rate: the puzzle was played before.
    if recorded && change.is_none() && attempt.counts() {
        lines.push(t!("puzzle-replay-not-rated"));
    }
    if !recorded && attempt.counts() {
        lines.push(t!("puzzle-file-not-recorded"));
    } else if attempt.end == End::InputEnded {
        lines.push(if saved { t!("puzzle-input-ended") } else { t!("puzzle-input-ended-unsaved") });
    }
    let solved = progress.puzzles.values().filter(|r| r.solved > 0).count();
    // Puzzles, like `solved`: those missed and not solved since (the sum of every failed
    // attempt was put beside a count of puzzles).
    let missed = progress.puzzles.values().filter(|r| r.failed > 0 && r.solved == 0).count();
    lines.push(t!(
        "puzzle-totals",
        solved = solved,
        missed = missed,
        streak = progress.streak,
        best = progress.best_streak
    ));
    lines
}

/// Longest the solver may think about a record's problem before the player gives up on it.
const RECORD_SOLVE_SECONDS: u64 = 60;

/// The longest mate a record's problem may have to be played as a puzzle.
const RECORD_MAX_PLIES: u16 = 255;

/// The problem of a record file as a puzzle: its start position, the solver's solution,
/// and the generator's title and hints for it.
fn record_puzzle(args: &PlayArgs, name: &str, text: &str) -> Result<Located, Error> {
    use crate::puzzle::compose::{compose, Found};
    use crate::solver::{defender_hand, give_defender_rest, solve, DefenderHand, SolveOptions, Status};
    let dead_piece = args.dead_piece.unwrap_or_default();
    // An SFEN or USI record names no game: the same one as a position command's (`game.rs`).
    let options = crate::formats::ReadOptions { variant: super::game::record_game(text, args.variant), dead_piece };
    let game = crate::formats::read_text(text, &options).map_err(|e| Error::input(e.describe(name)))?;
    super::game::refuse_dead_piece(args.dead_piece, game.start.variant())?;
    // A property of the position alone: said before a search of up to a minute. A problem
    // typed as books print it (the attacker's hand alone) is played as one, with a note: it
    // was refused, with an SFEN to copy (a playtest). A hand given in part says what it is.
    let start = match defender_hand(&game.start) {
        DefenderHand::Complete => game.start,
        DefenderHand::Empty => {
            let side = crate::i18n::rules::side(game.start.side_to_move().opponent());
            let note = t!("puzzle-note-defender-rest", file = name, side = side);
            eprintln!("{}", crate::ui::wrap::error_line(&note));
            give_defender_rest(&game.start)
        }
        DefenderHand::Partial => {
            let reason = crate::content::puzzle::verify::defender_hand_problem(&game.start).unwrap_or_default();
            return Err(Error::input(t!("puzzle-error-not-playable", file = name, reasons = reason)));
        }
    };
    let opts = SolveOptions {
        max_plies: RECORD_MAX_PLIES,
        time: Some(std::time::Duration::from_secs(RECORD_SOLVE_SECONDS)),
        alternatives: false,
        ..SolveOptions::default()
    };
    let spinner = crate::ui::spinner::on_stderr();
    if let Some(pb) = &spinner {
        pb.set_message(t!("format-solving", file = name));
        pb.enable_steady_tick(std::time::Duration::from_millis(100));
    }
    let solution = solve(&start, &opts, None);
    if let Some(pb) = spinner {
        pb.finish_and_clear();
    }
    match solution.status {
        Status::Mate if !solution.main_line.is_empty() => {}
        Status::NoMate => return Err(Error::input(t!("format-no-mate", file = name, plies = RECORD_MAX_PLIES))),
        _ => return Err(unsettled(name, &solution, opts.hash_mb)),
    }
    let stem = std::path::Path::new(name).file_stem().map_or(name.to_string(), |s| s.to_string_lossy().into_owned());
    let found = Found {
        id: id_of(&stem),
        position: start,
        line: solution.main_line,
        annan_only: false,
        nodes: solution.nodes,
        origin: name.to_string(),
    };
    Ok(Located { file: name.to_string(), first_line: 1, text: text.to_string(), puzzle: compose(&found) })
}

/// A puzzle id, kebab-case as puzzles' ids are, from a record file's name: its ASCII letters
/// and digits in lowercase, each other run of characters one `-`. The name as it was failed
/// the puzzle's own check (a teacher's `mi_problema.sfen`: "must be kebab-case").
fn id_of(stem: &str) -> String {
    let spaced: String =
        stem.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { ' ' }).collect();
    let id = spaced.split_whitespace().collect::<Vec<_>>().join("-");
    if id.is_empty() {
        "puzzle".to_string()
    } else {
        id
    }
}

/// A record's problem the solver could not settle, with the limit that stopped it: the
/// time, or the table of `hash_mb` MiB filling up (which a longer wait would not mend). No
/// node limit or stop flag is set here, and the solver names no other limit.
fn unsettled(name: &str, solution: &crate::solver::Solution, hash_mb: usize) -> Error {
    Error::input(match solution.stopped_by {
        Some(crate::solver::Limit::Time) => t!("format-no-mate-in-time", file = name, seconds = RECORD_SOLVE_SECONDS),
        _ => t!("format-no-mate-in-memory", file = name, mib = hash_mb),
    })
}

/// A puzzle from a file, checked now: it must be correct, but may have several solutions
/// (the player accepts any mate in time).
fn checked(l: &Located) -> Result<(Position, Vec<Move>), Error> {
    let v = verify(&l.puzzle, Standard::Playable).map_err(|problems| {
        let errors = problems.into_iter().map(|pr| l.error(&pr.needle, pr.message)).collect();
        Error::input(t!("puzzle-error-not-playable", file = l.file.as_str(), reasons = content_errors(errors)))
    })?;
    Ok((v.position, v.line))
}

/// A collection puzzle: the tests verified it, so only the position and line are read.
fn trusted(l: &Located) -> Result<(Position, Vec<Move>), Error> {
    let damaged = |reason: String| Error::runtime(t!("puzzle-error-damaged", file = l.file.as_str(), reason = reason));
    let position = l.puzzle.position().map_err(|e| damaged(e.to_string()))?;
    let line = l.puzzle.line(&position).map_err(|(_, why)| damaged(why))?;
    Ok((position, line))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Limit, Solution, Status};

    #[test]
    fn a_records_id_is_its_name_in_kebab_case() {
        assert_eq!(id_of("mi_problema"), "mi-problema");
        assert_eq!(id_of("Tsume 3 (versión 2)"), "tsume-3-versi-n-2");
        assert_eq!(id_of("__"), "puzzle");
    }

    #[test]
    fn an_unsettled_record_names_the_limit_that_stopped_the_solver() {
        let stopped_by = |limit| Solution {
            status: Status::Unknown,
            length: None,
            upper_bound: Some(21),
            main_line: Vec::new(),
            alternatives: Vec::new(),
            stopped_by: Some(limit),
            any_length: false,
            nodes: 1,
            millis: 1,
        };
        let said = |limit| unsettled("p.kif", &stopped_by(limit), 256).message;
        assert_eq!(said(Limit::Time), "p.kif: the solver could not settle the mate within 60 seconds");
        assert_eq!(
            said(Limit::Memory),
            "p.kif: the solver could not settle the mate: its table (256 MiB) is too small for this problem"
        );
    }
}
