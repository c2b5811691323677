# Mistakes on the command line (src/cli/usage.rs): what clap found, in our words. Option
# names (--hash), values and command names stay as typed.
cli-error-value-missing = { $arg } needs a value
cli-error-value-choice = { $arg } { $value }: expected one of { $choices }
cli-error-value = { $arg } { $value }: { $reason }
cli-error-unknown-argument = { $arg } is not an option of this command; `--help` lists them
cli-error-unknown-argument-like = { $arg } is not an option of this command; did you mean { $suggested }?
cli-error-position-without-sfen = { $arg } looks like a position: give it with --sfen, the whole SFEN in quotes ("…")
cli-error-unexpected-value = { $arg } was not expected here; `--help` lists what this command takes
cli-error-move-without-option = { $arg } looks like a move: `show` plays moves given with --moves, `explain` explains one given with --move
cli-error-unknown-command = { $command } is not an annan command; `annan --help` lists them
cli-error-unknown-command-like = { $command } is not an annan command; did you mean { $suggested }?
cli-error-missing = this command needs { $args }
cli-error-conflict = { $arg } cannot be used together with { $other }
cli-error-twice = { $arg } can be given only once
cli-error-argument = { $arg } is not used that way; `--help` shows how
cli-error-other = this command line is not valid; `annan --help` shows how to use annan
cli-error-number-between = expected a whole number from { $min } to { $max }
cli-error-number-at-least = expected a whole number of at least { $min }
cli-error-number-too-large = the number is too large
cli-error-not-a-number = this is not a number
cli-error-seconds = expected a positive number of seconds
cli-error-not-allowed = this value is not allowed here

# A list of lessons or puzzles without any data folder (src/commands/progress.rs): shown all
# the same, everything new.
cli-progress-not-kept = progress cannot be kept, so everything is listed as new: { $reason }
