//! Command-line interface: flags parsed once with clap into typed values, each command a
//! small function, every error mapped to a one-line message and an exit status.

use crate::rules::{perft, perft_divide, DeadPiece, Move, Notation, Position, Rules, Variant};
use crate::ui::{self, BoardView, ColorChoice, PieceStyle};
use clap::{Args, Parser, Subcommand};
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser, Debug)]
#[command(name = "annan", version, about = "Learn Shogi, Minishogi and Annan Shogi, and train on mate problems")]
pub struct Cli {
    /// Colour output: auto (terminal only, honours NO_COLOR), always or never.
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The game and position every command starts from.
#[derive(Args, Debug, Clone)]
pub struct GameArgs {
    /// Which game.
    #[arg(long, value_enum, default_value_t = Variant::Annan)]
    pub variant: Variant,
    /// Annan dead-piece rule: backer (default), original, or free (lishogi).
    #[arg(long = "dead-piece", value_enum, default_value_t = DeadPiece::Backer)]
    pub dead_piece: DeadPiece,
    /// Position: an SFEN string, `startpos`, or `traditional` (Annan's traditional setup).
    #[arg(long, default_value = "startpos")]
    pub sfen: String,
}

impl GameArgs {
    pub fn rules(&self) -> Rules {
        Rules::new(self.variant).with_dead_piece(self.dead_piece)
    }

    pub fn position(&self) -> Result<Position, CliError> {
        Position::from_sfen(self.rules(), &self.sfen).map_err(|e| CliError::input(format!("--sfen: {e}")))
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count leaf positions DEPTH plies deep (move-generator check).
    Perft {
        #[command(flatten)]
        game: GameArgs,
        /// Print one `USI COUNT` line per legal root move first.
        #[arg(long)]
        divide: bool,
        depth: u32,
    },
    /// List every legal move in USI, sorted.
    Moves {
        #[command(flatten)]
        game: GameArgs,
        /// Print a JSON object instead of lines.
        #[arg(long)]
        json: bool,
    },
    /// Show the board, after optional moves.
    Show {
        #[command(flatten)]
        game: GameArgs,
        #[arg(long, value_enum, default_value_t = PieceStyle::Kanji)]
        pieces: PieceStyle,
        #[arg(long, value_enum, default_value_t = Notation::Western)]
        notation: Notation,
        /// Moves to play from the position first (USI, western or Japanese).
        #[arg(long, num_args = 1.., value_name = "USI")]
        moves: Vec<String>,
    },
    /// Explain a piece (what it moves like and why, where it goes) or a move (legal or why not).
    /// Without SQUARE or --move: every piece of the side to move whose movement a backer changes.
    Explain {
        #[command(flatten)]
        game: GameArgs,
        /// The square to explain, like 5e.
        square: Option<String>,
        /// A move in USI to judge instead, like 5e5a or P*5e.
        #[arg(long = "move", value_name = "USI")]
        mv: Option<String>,
        #[arg(long, value_enum, default_value_t = PieceStyle::Kanji)]
        pieces: PieceStyle,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Solve a mate problem: the side to move attacks and must give check every move.
    Solve {
        #[command(flatten)]
        game: GameArgs,
        /// Only mates of at most this many plies count.
        #[arg(long = "max-plies", default_value_t = 255, value_parser = clap::value_parser!(u16).range(1..))]
        max_plies: u16,
        /// Stop after this many seconds (status unknown).
        #[arg(long)]
        time: Option<f64>,
        /// Stop after this many nodes (status unknown).
        #[arg(long)]
        nodes: Option<u64>,
        /// Transposition table size in MiB.
        #[arg(long, default_value_t = 256, value_parser = clap::value_parser!(u64).range(1..=65536))]
        hash: u64,
        /// Give the defender every piece not on the board or in the attacker's hand.
        #[arg(long = "defender-rest")]
        defender_rest: bool,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        #[arg(long, value_enum, default_value_t = Notation::Usi)]
        notation: Notation,
    },
    /// Take a lesson: list them with your progress, pick one, or run one by id.
    Learn(crate::tutor::commands::LearnArgs),
    /// Answer random questions on real positions (the Annan FAQ, tricky shogi rules).
    Quiz(crate::tutor::commands::QuizArgs),
    /// Check lesson and quiz files for authors: prints `file:line:col: reason` per problem.
    Check(crate::tutor::commands::CheckArgs),
    /// List the mate puzzles of the collection.
    Puzzles(crate::puzzle::commands::ListArgs),
    /// Play a mate puzzle: by id, random, the daily one, or from a file.
    Puzzle(crate::puzzle::commands::PlayArgs),
    /// Generate mate puzzles with unique solutions (YAML).
    Generate(crate::puzzle::commands::GenerateArgs),
    /// Measure move-generation speed (perft of fixed positions per variant).
    Bench {
        /// Shallower runs, for a quick check.
        #[arg(long)]
        quick: bool,
    },
}

/// A failure a command reports: message and exit status.
#[derive(Debug)]
pub struct CliError {
    pub message: String,
    pub code: u8,
}

impl CliError {
    /// Bad input from the user: exit status 2.
    pub fn input(message: impl Into<String>) -> CliError {
        CliError { message: message.into(), code: 2 }
    }
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    ui::init_color(cli.color);
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("annan: {}", e.message);
            ExitCode::from(e.code)
        }
    }
}

/// Runs one parsed command line.
pub fn run(cli: Cli) -> Result<(), CliError> {
    let Some(command) = cli.command else {
        if crate::ui::prompt::interactive() {
            crate::menu::main_menu(crate::ui::prompt::for_this_process().as_mut());
        } else {
            use clap::CommandFactory;
            Cli::command().print_help().ok();
            println!();
        }
        return Ok(());
    };
    match command {
        Command::Perft { game, divide, depth } => cmd_perft(&game, divide, depth),
        Command::Moves { game, json } => cmd_moves(&game, json),
        Command::Show { game, pieces, notation, moves } => cmd_show(&game, pieces, notation, &moves),
        Command::Explain { game, square, mv, pieces, json } => {
            cmd_explain(&game, square.as_deref(), mv.as_deref(), pieces, json)
        }
        Command::Solve { game, max_plies, time, nodes, hash, defender_rest, json, notation } => {
            crate::solve_cmd::run(&game.position()?, max_plies, time, nodes, hash, defender_rest, json, notation)
        }
        Command::Bench { quick } => cmd_bench(quick),
        Command::Learn(args) => crate::tutor::commands::learn(&args).map_err(CliError::input),
        Command::Quiz(args) => crate::tutor::commands::quiz(&args).map_err(CliError::input),
        Command::Check(args) => crate::tutor::commands::check(&args).map_err(CliError::input),
        Command::Puzzles(args) => crate::puzzle::commands::list(&args),
        Command::Puzzle(args) => crate::puzzle::commands::play(&args),
        Command::Generate(args) => crate::puzzle::commands::generate(&args),
    }
}

fn cmd_perft(game: &GameArgs, divide: bool, depth: u32) -> Result<(), CliError> {
    let pos = game.position()?;
    if divide {
        let mut rows: Vec<(String, u64)> =
            perft_divide(&pos, depth).into_iter().map(|(m, n)| (m.usi(pos.geometry()), n)).collect();
        rows.sort();
        let total: u64 = rows.iter().map(|r| r.1).sum();
        for (usi, n) in rows {
            println!("{usi} {n}");
        }
        println!("{}", if depth == 0 { 1 } else { total });
    } else {
        println!("{}", perft(&pos, depth));
    }
    Ok(())
}

fn sorted_usi(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_move_list().iter().map(|m| m.usi(pos.geometry())).collect();
    v.sort();
    v
}

fn cmd_moves(game: &GameArgs, json: bool) -> Result<(), CliError> {
    let pos = game.position()?;
    let moves = sorted_usi(&pos);
    if json {
        let v = serde_json::json!({ "sfen": pos.to_sfen(), "count": moves.len(), "moves": moves });
        println!("{v}");
    } else {
        for m in moves {
            println!("{m}");
        }
    }
    Ok(())
}

fn cmd_show(game: &GameArgs, pieces: PieceStyle, notation: Notation, moves: &[String]) -> Result<(), CliError> {
    let mut pos = game.position()?;
    let mut last = None;
    let mut previous_to = None;
    for (i, text) in moves.iter().enumerate() {
        let mv = pos
            .parse_move(text, previous_to)
            .map_err(|e| CliError::input(format!("move {} ({}): {e}", i + 1, text)))?;
        last = Some((mv, pos.format_move(mv, notation, previous_to)));
        previous_to = Some(mv.to());
        pos.play(mv);
    }
    let view = BoardView { pieces, highlight: 0, last_move: last };
    print!("{}", ui::render(&pos, &view));
    println!("SFEN: {}", pos.to_sfen());
    Ok(())
}

fn cmd_explain(
    game: &GameArgs,
    square: Option<&str>,
    mv: Option<&str>,
    pieces: PieceStyle,
    json: bool,
) -> Result<(), CliError> {
    use crate::explain;
    let pos = game.position()?;
    let g = pos.geometry();
    if let Some(text) = mv {
        let mv = Move::parse_usi(text, g).map_err(|e| CliError::input(e.to_string()))?;
        let (legal, reason) = explain::move_verdict(&pos, mv);
        if json {
            println!("{}", serde_json::json!({ "move": text, "legal": legal, "reason": reason }));
        } else {
            println!("{reason}.");
        }
        return Ok(());
    }
    let squares: Vec<_> = match square {
        Some(name) => vec![g.parse_square(name).ok_or_else(|| {
            CliError::input(format!(
                "`{name}` is not a square on this board (like 5e; files 1-{}, ranks a-{})",
                g.width,
                (b'a' + g.width as u8 - 1) as char
            ))
        })?],
        None => explain::borrowed_movement_squares(&pos),
    };
    let reports: Vec<_> = squares.iter().map(|&sq| explain::square_report(&pos, sq)).collect();
    if json {
        let items: Vec<_> = reports.iter().map(|r| explain::square_json(&pos, r)).collect();
        let out = if square.is_some() {
            items.into_iter().next().unwrap_or_default()
        } else {
            serde_json::Value::Array(items)
        };
        println!("{out}");
        return Ok(());
    }
    if reports.is_empty() {
        println!("No piece of {} has its movement changed by a backer.", pos.side_to_move());
    }
    for r in &reports {
        println!("{}", explain::square_text(&pos, r));
    }
    if let [r] = reports.as_slice() {
        let view = BoardView { pieces, highlight: r.destinations, last_move: None };
        print!("\n{}", ui::render(&pos, &view));
        println!("Squares marked * are where it reaches.");
    }
    Ok(())
}

fn cmd_bench(quick: bool) -> Result<(), CliError> {
    let cases: [(&str, Variant, &str, u32, u32); 4] = [
        ("shogi startpos", Variant::Shogi, "startpos", 5, 4),
        ("minishogi startpos", Variant::Minishogi, "startpos", 6, 5),
        ("annan startpos", Variant::Annan, "startpos", 4, 3),
        ("annan traditional", Variant::Annan, "traditional", 5, 4),
    ];
    println!("move generation (perft, bulk-counted, one thread)");
    println!("{:<20} {:>5} {:>12} {:>9} {:>12}", "position", "depth", "nodes", "ms", "nodes/s");
    for (name, variant, sfen, deep, shallow) in cases {
        let pos = Position::from_sfen(Rules::new(variant), sfen).map_err(|e| CliError::input(e.to_string()))?;
        let depth = if quick { shallow } else { deep };
        let start = Instant::now();
        let nodes = perft(&pos, depth);
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{:<20} {:>5} {:>12} {:>9.0} {:>12.0}",
            name,
            depth,
            nodes,
            secs * 1000.0,
            nodes as f64 / secs.max(1e-9)
        );
    }
    bench_solver(quick)
}

/// Mate problems solved by `annan bench`: classics of 11 to 51 plies and Annan mates.
const SOLVER_BENCH: [(&str, Variant, &str); 6] = [
    ("musou-077 (11)", Variant::Shogi, "9/9/9/1+P1+B5/1p2S4/+pn7/1k2G4/s8/+l1L+p1+B3 b 3G2r2s3n2l14p 1"),
    ("zukou-005 (21)", Variant::Shogi, "n+B1sS4/1R1g5/1Ls6/2k6/2n6/3L5/R8/9/9 b B2P3gs2n2l16p 1"),
    ("zukou-088 (35)", Variant::Shogi, "4gn1Sk/4pP1pB/9/4+PN1GG/4B+p1rr/9/9/9/9 b N2Pg3sn4l11p 1"),
    ("zukou-022 (51)", Variant::Shogi, "3g1+P1g1/3S2Ps1/2PpPkL2/4L4/4p2G1/4S4/1B1N1N3/1NN6/B6+r1 b Lrgsl12p 1"),
    ("annan-rand-m7-07", Variant::Annan, "4n4/6kg1/4s4/5+B3/9/9/9/9/9 b RGNrb2g3s2n4l18p 1"),
    ("annan-rand-m7-10", Variant::Annan, "9/3kB4/4s4/9/G8/9/7K1/9/9 b R2Srb3gs4n4l18p 1"),
];

fn bench_solver(quick: bool) -> Result<(), CliError> {
    use crate::solver::{solve, SolveOptions};
    println!("\nmate solver (df-pn, exact length and main line, one thread)");
    println!("{:<20} {:>6} {:>12} {:>9} {:>12}", "problem", "result", "nodes", "ms", "nodes/s");
    let (mut nodes, mut millis) = (0u64, 0u64);
    let cases = if quick { &SOLVER_BENCH[..2] } else { &SOLVER_BENCH[..] };
    for (name, variant, sfen) in cases {
        let pos = Position::from_sfen(Rules::new(*variant), sfen).map_err(|e| CliError::input(e.to_string()))?;
        let sol = solve(&pos, &SolveOptions { alternatives: false, ..SolveOptions::default() }, None);
        let result = sol.length.map_or_else(|| format!("{:?}", sol.status), |n| format!("mate {n}"));
        println!(
            "{:<20} {:>6} {:>12} {:>9} {:>12.0}",
            name,
            result,
            sol.nodes,
            sol.millis,
            sol.nodes as f64 * 1000.0 / sol.millis.max(1) as f64
        );
        nodes += sol.nodes;
        millis += sol.millis;
    }
    println!(
        "{:<20} {:>6} {:>12} {:>9} {:>12.0}",
        "total",
        "",
        nodes,
        millis,
        nodes as f64 * 1000.0 / millis.max(1) as f64
    );
    Ok(())
}
