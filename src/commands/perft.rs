//! `annan perft`: counts leaf positions, the move generator's check against published counts.

use super::{Error, GameArgs};
use crate::rules::{perft, perft_divide, Position};
use clap::Args;

/// The deepest perft asked for.
const MAX_DEPTH: u64 = 20;

#[derive(Args, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[arg(long)]
    pub divide: bool,
    /// Deeper than this no count ends in a lifetime (shogi's start: about 10^9 leaves at depth
    /// 6, each ply multiplying by some 30 to 100); a typo such as 99 ran silently for ever.
    #[arg(value_parser = super::usage::number_in::<u32, 0, MAX_DEPTH>)]
    pub depth: u32,
}

pub fn run(args: &PerftArgs) -> Result<(), Error> {
    args.game.answer(|pos| {
        count(pos, args);
        Ok(())
    })
}

/// The count of leaf positions at `args.depth`, with each first move's under `--divide`.
fn count(pos: &Position, args: &PerftArgs) {
    if args.divide {
        let mut rows: Vec<(String, u64)> =
            perft_divide(pos, args.depth).into_iter().map(|(m, n)| (m.usi(pos.geometry()), n)).collect();
        rows.sort();
        let total: u64 = rows.iter().map(|r| r.1).sum();
        for (usi, n) in rows {
            println!("{usi} {n}");
        }
        println!("{}", if args.depth == 0 { 1 } else { total });
    } else {
        println!("{}", perft(pos, args.depth));
    }
}
