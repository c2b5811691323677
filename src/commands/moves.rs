//! `annan moves`: every legal move in USI, for scripts.

use super::{Error, GameArgs};
use crate::rules::Position;
use clap::Args;

#[derive(Args, Debug)]
pub struct MovesArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: &MovesArgs) -> Result<(), Error> {
    args.game.answer(|pos| {
        print_moves(pos, args.json);
        Ok(())
    })
}

/// The legal moves of `pos`, sorted, one a line or as a JSON object.
fn print_moves(pos: &Position, json: bool) {
    let mut moves: Vec<String> = pos.legal_move_list().iter().map(|m| m.usi(pos.geometry())).collect();
    moves.sort();
    if json {
        let v = serde_json::json!({ "sfen": pos.to_sfen(), "count": moves.len(), "moves": moves });
        println!("{v}");
    } else {
        for m in moves {
            println!("{m}");
        }
    }
}
