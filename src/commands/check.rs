//! `annan check`: validates lesson, quiz and puzzle files for authors, one `file:line:col:
//! reason` line per problem.

use crate::content::check::{check_paths, expand_paths};
use crate::t;
use clap::Args;
use std::path::PathBuf;

/// `annan check`.
#[derive(Args, Debug)]
pub struct CheckArgs {
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
}

pub fn run(args: &CheckArgs) -> Result<(), String> {
    let files = expand_paths(&args.files);
    let errors = check_paths(&files);
    for e in &errors {
        println!("{e}");
    }
    match errors.len() {
        0 => {
            println!("{}", t!("check-no-problems", files = files.len()));
            Ok(())
        }
        n => Err(t!("check-problems", count = n)),
    }
}
