//! `annan generate`: new mate puzzles with unique solutions, written as YAML.

use super::Error;
use crate::puzzle::generate::{self, Request, Shard};
use crate::rules::Variant;
use clap::Args;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct GenerateArgs {
    #[arg(long, value_enum, default_value_t = Variant::Annan)]
    pub variant: Variant,
    /// Mate length in plies (odd).
    #[arg(long, value_parser = parse_mate)]
    pub mate: u16,
    /// How many puzzles to write.
    #[arg(long)]
    pub count: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (default: all cores). The output does not depend on it.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=256))]
    pub jobs: Option<u16>,
    /// Keep only Annan puzzles that have no mate of that length under shogi rules.
    #[arg(long = "annan-only")]
    pub annan_only: bool,
    /// Examine only every N-th candidate, starting with the I-th (1-based): I/N.
    #[arg(long, default_value = "1/1")]
    pub shard: Shard,
    /// Stop after candidate index N-1 even if fewer puzzles were found (all shards count).
    #[arg(long)]
    pub candidates: Option<u64>,
    /// Write all puzzles to this file (YAML documents separated by `---`).
    #[arg(long, conflicts_with = "out_dir")]
    pub out: Option<PathBuf>,
    /// Write one file per puzzle, named after its id, into this folder.
    #[arg(long = "out-dir")]
    pub out_dir: Option<PathBuf>,
    /// What to write: puzzle YAML (hints, tags, difficulty), or records for other
    /// programs: `kif` (Shift_JIS `.kif` files with --out-dir) or `bod`.
    #[arg(long, value_enum, default_value_t = PuzzleFormat::Yaml)]
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
fn render(
    p: &crate::content::puzzle::Puzzle,
    format: PuzzleFormat,
    to_file: bool,
) -> Result<(Vec<u8>, &'static str), String> {
    use crate::formats::{self, Format};
    let format = match format {
        PuzzleFormat::Yaml => return Ok((p.to_yaml().into_bytes(), "yaml")),
        PuzzleFormat::Kif => Format::Kif,
        PuzzleFormat::Bod => Format::Bod,
    };
    let game = super::convert::puzzle_record(p).map_err(|e| e.message)?;
    Ok(if to_file {
        super::convert::file_bytes(&game, format)
    } else {
        (formats::write(&game, format).into_bytes(), format.extension())
    })
}

fn parse_mate(s: &str) -> Result<u16, String> {
    match s.parse::<u16>() {
        Ok(n) if n % 2 == 1 && n <= 31 => Ok(n),
        _ => Err(format!("'{s}' is not a mate length: an odd number of plies from 1 to 31")),
    }
}

pub fn run(args: &GenerateArgs) -> Result<(), Error> {
    if args.annan_only && args.variant != Variant::Annan {
        return Err(Error::input("--annan-only needs --variant annan"));
    }
    if args.count == 0 {
        return Err(Error::input("--count must be at least 1"));
    }
    let req = Request {
        variant: args.variant,
        mate: args.mate,
        count: args.count,
        seed: args.seed,
        annan_only: args.annan_only,
        shard: args.shard,
        candidates: args.candidates,
    };
    let jobs = args.jobs.map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), usize::from);
    let mut out: Box<dyn Write> = match (&args.out, &args.out_dir) {
        (Some(path), _) => Box::new(
            std::fs::File::create(path).map_err(|e| Error::input(format!("cannot create {}: {e}", path.display())))?,
        ),
        (None, Some(dir)) => {
            std::fs::create_dir_all(dir).map_err(|e| Error::input(format!("cannot create {}: {e}", dir.display())))?;
            Box::new(std::io::sink())
        }
        (None, None) => Box::new(std::io::stdout()),
    };
    let bar = if std::io::stderr().is_terminal() {
        let bar = indicatif::ProgressBar::new(args.count as u64);
        let style = indicatif::ProgressStyle::with_template(
            "{elapsed_precise} [{bar:30}] {pos}/{len} puzzles, {per_sec}, ETA {eta} ({msg})",
        )
        .map_err(|e| Error::runtime(e.to_string()))?;
        bar.set_style(style);
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut first = true;
    let mut emit = |p: crate::content::puzzle::Puzzle| -> Result<(), String> {
        let (bytes, extension) = render(&p, args.format, args.out_dir.is_some())?;
        if let Some(dir) = &args.out_dir {
            let path = dir.join(format!("{}.{extension}", p.id));
            std::fs::write(&path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        } else {
            // YAML documents are separated by `---`, records by a blank line.
            let sep = match (first, args.format) {
                (true, _) => "",
                (false, PuzzleFormat::Yaml) => "---\n",
                (false, _) => "\n",
            };
            out.write_all(sep.as_bytes())
                .and_then(|()| out.write_all(&bytes))
                .and_then(|()| out.flush())
                .map_err(|e| format!("cannot write: {e}"))?;
        }
        first = false;
        bar.inc(1);
        Ok(())
    };
    let mut examined = |n: u64| bar.set_message(format!("{n} candidates"));
    let found = generate::run(&req, jobs, &mut emit, &mut examined).map_err(Error::runtime)?;
    bar.finish_and_clear();
    if found < args.count {
        eprintln!("annan: found {found} of {} puzzles before the candidate limit", args.count);
    }
    Ok(())
}
