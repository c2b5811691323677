//! `annan generate`: new mate puzzles with unique solutions, written as YAML. Files are
//! written to a temporary file beside the target and renamed into place when complete, so
//! an interrupted or fruitless run never leaves a half-written or emptied file.

use super::Error;
use crate::commands::usage::{self, number_in, Refused};
use crate::content::puzzle::Puzzle;
use crate::puzzle::generate::{self, Request, Shard};
use crate::rules::{DeadPiece, Variant};
use crate::t;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};
use tempfile::NamedTempFile;

#[derive(Args, Debug)]
pub struct GenerateArgs {
    #[arg(long, value_enum, ignore_case = true, default_value_t = Variant::Annan)]
    pub variant: Variant,
    #[arg(long, value_parser = usage::mate_length)]
    pub mate: u16,
    #[arg(long, value_parser = number_in::<usize, 1, { u64::MAX }>)]
    pub count: usize,
    // Without it a seed is drawn and said: the old default, 1, gave back the collection's
    // own puzzles to a teacher who wanted new ones (a playtest).
    #[arg(long, value_parser = usage::seed)]
    pub seed: Option<u64>,
    #[arg(long, value_parser = number_in::<u16, 1, 256>)]
    pub jobs: Option<u16>,
    // Annan's setting the puzzles hold under (a teacher whose pupils learnt shogi's
    // restriction asks for `original`); refused for the other games, as elsewhere.
    #[arg(long = "dead-piece", value_enum, ignore_case = true)]
    pub dead_piece: Option<DeadPiece>,
    #[arg(long = "annan-only")]
    pub annan_only: bool,
    #[arg(long, default_value = "1/1", value_parser = parse_shard)]
    pub shard: Shard,
    #[arg(long, value_parser = number_in::<u64, 1, { u64::MAX }>)]
    pub candidates: Option<u64>,
    #[arg(long, conflicts_with = "out_dir")]
    pub out: Option<PathBuf>,
    #[arg(long = "out-dir")]
    pub out_dir: Option<PathBuf>,
    #[arg(long, value_enum, ignore_case = true, default_value_t = PuzzleFormat::Yaml)]
    pub format: PuzzleFormat,
}

/// The forms a generated puzzle can be written in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PuzzleFormat {
    Yaml,
    Kif,
    Bod,
}

/// A puzzle in `format` and the file extension: records go to files as other programs
/// expect them (Shift_JIS `.kif`), to standard output or --out as UTF-8.
fn render(p: &Puzzle, format: PuzzleFormat, to_file: bool) -> Result<(Vec<u8>, &'static str), Error> {
    use crate::formats::{self, Format};
    let format = match format {
        PuzzleFormat::Yaml => return Ok((p.to_yaml().into_bytes(), "yaml")),
        PuzzleFormat::Kif => Format::Kif,
        PuzzleFormat::Bod => Format::Bod,
    };
    let game = super::convert::puzzle_record(p)?;
    Ok(if to_file {
        super::convert::file_bytes(&game, format)
    } else {
        (formats::write(&game, format).into_bytes(), format.extension())
    })
}

/// `--shard I/N`, refused in the reader's language.
fn parse_shard(s: &str) -> Result<Shard, Refused> {
    s.parse().map_err(Refused)
}

/// A temporary file in `path`'s folder, to be renamed to `path` when complete.
fn temporary_beside(path: &Path) -> Result<NamedTempFile, Error> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    NamedTempFile::new_in(dir).map_err(|e| cannot_write(path, e))
}

fn cannot_write(path: &Path, e: std::io::Error) -> Error {
    Error::runtime(t!("puzzle-error-write", file = path.display().to_string(), reason = crate::input::io_reason(&e)))
}

/// Where the puzzles go, and in which form.
struct Sink {
    to: To,
    format: PuzzleFormat,
}

enum To {
    Stdout,
    /// One file, complete only when renamed into place at the end.
    File(NamedTempFile, PathBuf),
    Folder(PathBuf),
}

impl Sink {
    fn open(args: &GenerateArgs) -> Result<Sink, Error> {
        // Records one after another in one file read back as one record and garbage after it.
        if args.out.is_some() && args.format != PuzzleFormat::Yaml && args.count > 1 {
            let format = if args.format == PuzzleFormat::Kif { "KIF" } else { "BOD" };
            return Err(Error::input(t!("puzzle-error-one-per-file", format = format, count = args.count)));
        }
        let to = match (&args.out, &args.out_dir) {
            (Some(path), _) => To::File(temporary_beside(path)?, path.clone()),
            (None, Some(dir)) => {
                std::fs::create_dir_all(dir).map_err(|e| cannot_write(dir, e))?;
                To::Folder(dir.clone())
            }
            (None, None) => To::Stdout,
        };
        Ok(Sink { to, format: args.format })
    }

    /// Writes puzzle number `n` (0-based): YAML documents separated by `---`, records by a
    /// blank line, or one file each in a folder.
    fn write(&mut self, n: usize, p: &Puzzle) -> Result<(), Error> {
        let in_folder = matches!(self.to, To::Folder(_));
        let (bytes, extension) = render(p, self.format, in_folder)?;
        let sep: &[u8] = match (n, self.format) {
            (0, _) => b"",
            (_, PuzzleFormat::Yaml) => b"---\n",
            _ => b"\n",
        };
        let append = |out: &mut dyn Write| out.write_all(sep).and_then(|()| out.write_all(&bytes));
        match &mut self.to {
            To::Stdout => {
                let mut out = std::io::stdout().lock();
                append(&mut out).and_then(|()| out.flush()).map_err(|e| cannot_write(Path::new("-"), e))
            }
            To::File(tmp, path) => append(tmp).map_err(|e| cannot_write(path, e)),
            To::Folder(dir) => {
                let path = dir.join(format!("{}.{extension}", p.id));
                let mut tmp = temporary_beside(&path)?;
                tmp.write_all(&bytes).map_err(|e| cannot_write(&path, e))?;
                tmp.persist(&path).map_err(|e| cannot_write(&path, e.error))?;
                Ok(())
            }
        }
    }

    /// Puts a complete file in place; with nothing found, the temporary file is removed and
    /// an existing file keeps its content. The file or folder written, if any (not stdout).
    fn finish(self, found: usize) -> Result<Option<PathBuf>, Error> {
        match self.to {
            To::File(tmp, path) if found > 0 => {
                tmp.as_file().sync_all().map_err(|e| cannot_write(&path, e))?;
                tmp.persist(&path).map_err(|e| cannot_write(&path, e.error))?;
                Ok(Some(path))
            }
            To::Folder(dir) if found > 0 => Ok(Some(dir)),
            _ => Ok(None),
        }
    }
}

/// The command that generates the same puzzles again with `seed`: the options that decide
/// which puzzles are found, not where or in which form they are written.
fn again(args: &GenerateArgs, seed: u64) -> String {
    let mut command = format!("annan generate --variant {} --mate {} --count {}", args.variant, args.mate, args.count);
    if let Some(dead_piece) = args.dead_piece {
        command.push_str(&format!(" --dead-piece {}", dead_piece.name()));
    }
    if args.annan_only {
        command.push_str(" --annan-only");
    }
    if args.shard != (Shard { part: 1, count: 1 }) {
        command.push_str(&format!(" --shard {}/{}", args.shard.part, args.shard.count));
    }
    if let Some(candidates) = args.candidates {
        command.push_str(&format!(" --candidates {candidates}"));
    }
    command.push_str(&format!(" --seed {seed}"));
    command
}

pub fn run(args: &GenerateArgs) -> Result<(), Error> {
    if args.annan_only && args.variant != Variant::Annan {
        return Err(Error::input(t!("puzzle-error-annan-only")));
    }
    super::game::refuse_dead_piece(args.dead_piece, args.variant)?;
    let seed = args.seed.unwrap_or_else(usage::drawn_seed);
    let req = Request {
        variant: args.variant,
        mate: args.mate,
        count: args.count,
        seed,
        dead_piece: args.dead_piece.unwrap_or_default(),
        annan_only: args.annan_only,
        shard: args.shard,
        candidates: args.candidates,
    };
    let jobs = args.jobs.map_or_else(super::all_cores, usize::from);
    let mut sink = Sink::open(args)?;
    let bar = if crate::ui::plain::live_stderr() {
        let bar = indicatif::ProgressBar::new(args.count as u64);
        // indicatif fills in the braces; only the word for the time left is ours.
        let template = format!(
            "{{elapsed_precise}} [{{bar:30}}] {{pos}}/{{len}}, {{per_sec}}, {} {{eta}} ({{msg}})",
            t!("puzzle-generate-time-left")
        );
        let style = indicatif::ProgressStyle::with_template(&template).map_err(|e| Error::runtime(e.to_string()))?;
        bar.set_style(style);
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut written = 0;
    let mut failure = None;
    let mut emit = |p: Puzzle| -> Result<(), String> {
        sink.write(written, &p).map_err(|e| {
            let message = e.message.clone();
            failure = Some(e);
            message
        })?;
        written += 1;
        bar.inc(1);
        Ok(())
    };
    let mut candidates = 0;
    let mut examined = |n: u64| {
        candidates = n;
        bar.set_message(t!("puzzle-generate-examined", count = n));
    };
    let outcome = generate::run(&req, jobs, &mut emit, &mut examined);
    bar.finish_and_clear();
    if let Some(e) = failure {
        return Err(e);
    }
    // A drawn seed is said whatever came of it, with the command that repeats the run. The
    // seed goes as text: an identifier to type back, neither rounded nor grouped.
    if args.seed.is_none() {
        let note = t!("puzzle-generate-seed", seed = seed.to_string(), command = again(args, seed));
        eprintln!("{}", crate::ui::wrap::error_line(&note));
    }
    let found = outcome.map_err(Error::runtime)?;
    let written_to = sink.finish(found)?;
    if found == 0 {
        return Err(Error::runtime(t!("puzzle-generate-none", candidates = candidates)));
    }
    // Said once the progress bar is gone, which left nothing on the screen.
    if let Some(place) = written_to {
        eprintln!("{}", t!("puzzle-exported", count = found, folder = place.display().to_string()));
    }
    if found < args.count {
        eprintln!(
            "{}",
            crate::ui::wrap::error_line(&t!(
                "puzzle-generate-fewer",
                found = found,
                count = args.count,
                candidates = candidates
            ))
        );
    }
    Ok(())
}
