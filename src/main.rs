use std::process::ExitCode;

fn main() -> ExitCode {
    annan::cli::main()
}
