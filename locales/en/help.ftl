# The help pages (`annan --help`, `annan <command> --help`, `annan help <command>`), filled
# into clap's command tree at start-up (src/help.rs): help-<command> is what a command does,
# help-<command>--<option> what an option or argument means (help-annan-- for the options of
# every command). Option names (--hash), values (kanji, usi), file formats and commands
# between backticks stay as they are in every language.

help-heading-usage = Usage
help-heading-commands = Commands
help-heading-arguments = Arguments
help-heading-options = Options
help-token-options = OPTIONS
help-token-command = COMMAND
help-flag-help = Print help
help-flag-version = Print version
help-command-help = Print this message or the help of the given command
help-command-help--command = The command whose help to print
help-default = [default: { $value }]
help-possible = [possible values: { $values }]


help-annan = Learn Shogi, Minishogi and Annan Shogi, and train on mate problems
help-annan--color = Colour output: auto (terminal only, honours NO_COLOR), always or never
help-annan--lang = Language: en, es, pt or tl (default: ANNAN_LANG, the menu's choice, then the locale)
help-annan--plain = Plain lines: choices numbered and answered by typing, nothing redrawn in place, no cursor codes (for screen readers, braille displays, dumb terminals; TERM=dumb chooses it too)

help-perft = Count leaf positions DEPTH plies deep (move-generator check)
help-perft--variant = Which game (default: annan, minishogi for a 5x5 board; a KIF, KI2, CSA or BOD --file is shogi unless it names another)
help-perft--dead-piece = Annan dead-piece rule: backer (default), original, or free (lishogi). Annan only
help-perft--sfen = Position: an SFEN string, `startpos`, or `traditional` (Annan's traditional setup)
help-perft--file = Read the position from a file instead: SFEN, USI, KIF, KI2, CSA or BOD (UTF-8 or Shift_JIS), `-` for standard input. A record's start position is used; a puzzle file (YAML, one puzzle) gives its position, in its game
help-perft--divide = Print one `USI COUNT` line per legal root move first
help-perft--depth = How many plies deep to count

help-moves = List every legal move in USI, sorted
help-moves--variant = Which game (default: annan, minishogi for a 5x5 board; a KIF, KI2, CSA or BOD --file is shogi unless it names another)
help-moves--dead-piece = Annan dead-piece rule: backer (default), original, or free (lishogi). Annan only
help-moves--sfen = Position: an SFEN string, `startpos`, or `traditional` (Annan's traditional setup)
help-moves--file = Read the position from a file instead: SFEN, USI, KIF, KI2, CSA or BOD (UTF-8 or Shift_JIS), `-` for standard input. A record's start position is used; a puzzle file (YAML, one puzzle) gives its position, in its game
help-moves--json = Print a JSON object instead of lines

help-show = Show the board, after optional moves
help-show--variant = Which game (default: annan, minishogi for a 5x5 board; a KIF, KI2, CSA or BOD --file is shogi unless it names another)
help-show--dead-piece = Annan dead-piece rule: backer (default), original, or free (lishogi). Annan only
help-show--sfen = Position: an SFEN string, `startpos`, or `traditional` (Annan's traditional setup)
help-show--file = Read the position from a file instead: SFEN, USI, KIF, KI2, CSA or BOD (UTF-8 or Shift_JIS), `-` for standard input. A record's start position is used; a puzzle file (YAML, one puzzle) gives its position, in its game
help-show--pieces = How the board shows pieces: kanji (歩, 金...) or letters (P, G...) (default: the main menu's choice, else kanji)
help-show--notation = How moves are written: usi (7g7f), western (P-7f) or japanese (７六歩)
help-show--moves = Moves to play from the position first (USI, western or Japanese)
help-show--format = Print the position (and the moves) in a record format instead of the board: `bod` for a diagram to paste, `kif`, `ki2`, `csa`, `usi` or `sfen`
help-show--describe = Print the position in words instead of the board: each side's pieces with their squares, its hand, and whose move it is (for a screen reader)
help-show--move-limit = End the game in a draw once this many moves have been played (no limit by default)

help-explain = Explain a piece (what it moves like and why, where it goes) or a move (legal or why not). Without SQUARE or --move: every piece of the side to move whose movement a backer changes
help-explain--variant = Which game (default: annan, minishogi for a 5x5 board; a KIF, KI2, CSA or BOD --file is shogi unless it names another)
help-explain--dead-piece = Annan dead-piece rule: backer (default), original, or free (lishogi). Annan only
help-explain--sfen = Position: an SFEN string, `startpos`, or `traditional` (Annan's traditional setup)
help-explain--file = Read the position from a file instead: SFEN, USI, KIF, KI2, CSA or BOD (UTF-8 or Shift_JIS), `-` for standard input. A record's start position is used; a puzzle file (YAML, one puzzle) gives its position, in its game
help-explain--square = The square to explain, like 5e
help-explain--mv = A move to judge instead: USI (5e5a, P*5e), western (S-5a) or Japanese (５一銀); in USI an illegal move is explained too
help-explain--describe = Instead of a square or a move: each side's pieces with their squares, and its hand, in words (with --json, as data)
help-explain--pieces = How the board shows pieces: kanji (歩, 金...) or letters (P, G...) (default: the main menu's choice, else kanji)
help-explain--json = Print JSON instead of text

help-solve = Solve a mate problem: the side to move attacks and must give check every move
help-solve--variant = Which game (default: annan, minishogi for a 5x5 board; a KIF, KI2, CSA or BOD --file is shogi unless it names another)
help-solve--dead-piece = Annan dead-piece rule: backer (default), original, or free (lishogi). Annan only
help-solve--sfen = Position: an SFEN string, `startpos`, or `traditional` (Annan's traditional setup)
help-solve--file = Read the position from a file instead: SFEN, USI, KIF, KI2, CSA or BOD (UTF-8 or Shift_JIS), `-` for standard input. A record's start position is used; a puzzle file (YAML, one puzzle) gives its position, in its game
help-solve--max-plies = Only mates of at most this many plies count (1 to 4095)
help-solve--time = Stop after this many seconds (status unknown)
help-solve--nodes = Stop after this many nodes (status unknown)
help-solve--hash = Transposition table size in MiB (at most the machine's memory)
help-solve--threads = Threads searching one table (default: all cores). The status and length are the same with one
help-solve--classical = Classical counting: futile interpositions (a piece dropped in the way only to be taken) are no defence and not counted; among equal defences, the one leaving the attacker an empty hand (also over one two plies longer that leaves pieces over)
help-solve--defender-rest = Give the defender every piece not on the board or in the attacker's hand
help-solve--json = Print one JSON object
help-solve--notation = How moves are written: usi (7g7f), western (P-7f) or japanese (７六歩)
help-solve--format = Print a found mate as a record to paste into a forum or a GUI: `kif` (Japanese move text), `ki2`, `csa`, `usi` (the position alone, as SFEN or a BOD diagram: `show --format`)

help-learn = Take a lesson: list them with your progress, pick one, or run one by id
help-learn--id = The lesson to run, by id (see --list) or by its number in the list; without it, pick one from the list
help-learn--list = Print the lessons with your progress, then stop
help-learn--json = The lesson list as one JSON array instead of a table (--list may be left out)
help-learn--demo = Play the lesson with its own answers and print everything (for authors and tests)
help-learn--reset = Forget your progress in the lesson and start it from the beginning
help-learn--pieces = How the board shows pieces: kanji (歩, 金...) or letters (P, G...) (default: the main menu's choice, else kanji)

help-quiz = Answer random questions on real positions (the Annan FAQ, tricky shogi rules)
help-quiz--count = How many questions
help-quiz--seed = Pick and order the questions from this seed (the same seed gives the same quiz)
help-quiz--variant = Only questions about this game
help-quiz--pieces = How the board shows pieces: kanji (歩, 金...) or letters (P, G...) (default: the main menu's choice, else kanji)

help-check = Check lesson and quiz files for authors: prints `file:line:col: reason` per problem
help-check--files = Lesson, quiz or puzzle files (YAML), or folders of them

help-puzzles = List the mate puzzles of the collection
help-puzzles--variant = Only puzzles of this game
help-puzzles--mate = Only puzzles of this length (plies)
help-puzzles--tag = Only puzzles with this theme: its name below or its word in the list, in any of the four languages (“drop”, “reingreso”)
help-puzzles--unsolved = Only puzzles not solved yet
help-puzzles--json = One JSON array instead of lines
help-puzzles--export = Write the listed puzzles as records for other programs, one file per puzzle named after its id: `--export kif DIR` (Shift_JIS `.kif`) or `--export bod DIR`

help-puzzle = Play a mate puzzle: by id, random, the daily one, or from a file
help-puzzle--id = A puzzle id from `annan puzzles` (default: an unsolved puzzle near your rating)
help-puzzle--random = A random puzzle from the collection
help-puzzle--daily = The puzzle of the day (the same for everyone on a given UTC day)
help-puzzle--file = Play the puzzles of a file (as written by `annan generate`) instead, or the problem of a KIF, KI2, CSA, BOD, SFEN or USI file (the solver finds the solution)
help-puzzle--variant = Play this game's puzzles only; for a record file, its game where it does not name it (default: annan for SFEN and USI, minishogi on a 5x5 board)
help-puzzle--mate = Play only the collection's puzzles of this length (plies: 1, 3, 5…)
help-puzzle--dead-piece = Annan dead-piece rule for a record file: backer (default), original or free. Annan only
help-puzzle--pieces = How the board shows pieces: kanji (歩, 金...) or letters (P, G...) (default: the main menu's choice, else kanji)
help-puzzle--notation = How moves are written: usi (7g7f), western (P-7f) or japanese (７六歩)

help-generate = Generate mate puzzles with unique solutions (YAML)
help-generate--variant = Which game the puzzles are for
help-generate--mate = Mate length in plies (odd)
help-generate--count = How many puzzles to write
help-generate--seed = Seed of the candidate positions: the same seed gives the same puzzles. The collection's puzzles were generated with seeds 1 to 3 (most with 1); without --seed a new seed is drawn and said, with the command that repeats the run
help-generate--jobs = Worker threads (default: all cores). The output does not depend on it
help-generate--dead-piece = Annan dead-piece rule the puzzles hold under, recorded in each: backer (default), original (shogi's restriction on the last ranks), or free. Annan only
help-generate--annan-only = Keep only Annan puzzles that have no mate of that length under shogi rules
help-generate--shard = Examine only every N-th candidate, starting with the I-th (1-based): I/N
help-generate--candidates = Stop after candidate index N-1 even if fewer puzzles were found (all shards count)
help-generate--out = Write all puzzles to this file (YAML documents separated by `---`), replacing it only when at least one puzzle was found
help-generate--out-dir = Write one file per puzzle, named after its id, into this folder
help-generate--format = What to write: puzzle YAML (hints, tags, difficulty), or records for other programs: `kif` (Shift_JIS `.kif` files with --out-dir) or `bod`

help-convert = Convert a position or game record between SFEN, USI, KIF, KI2, CSA and BOD
help-convert--to = The format to write
help-convert--variant = The game, when the file does not say: SFEN and USI cannot tell Annan from shogi and are read as Annan (minishogi on a 5x5 board), as every command reads them; KIF, KI2, CSA and BOD are shogi unless they name another
help-convert--dead-piece = Annan dead-piece rule the moves are checked with
help-convert--file = SFEN, USI, KIF, KI2, CSA or BOD, UTF-8 or Shift_JIS; `-` for standard input

help-bench = Measure move-generation and solver speed (fixed positions and problems, one thread)
help-bench--quick = Shallower runs, for a quick check
help-bench--set = Solve every problem of a set instead (tab-separated: variant, dead-piece setting, id, SFEN, length, as in tests/fixtures/tsume_*.tsv), one after the other
help-bench--time = Seconds per problem of the set
help-bench--nodes = Nodes per problem of the set instead of seconds (the same work on a busy machine)
help-bench--hash = Table size in MiB per problem of the set
help-bench--max-plies = Longest mate asked for in the set
help-bench--only = Only the problems whose id contains this text
help-bench--classical = Count the set's mates classically (as `solve --classical`), to compare with the lengths that problem books record
help-bench--threads = Threads per problem of the set (as `solve --threads`)

help-usi = Run as a USI mate engine on stdin/stdout, for shogi GUIs (`go mate` answers `checkmate`)

# The placeholders for option values and arguments (`--depth <DEPTH>`), in the usage lines,
# the option lists and clap's own errors: help-value-<name> for each value name clap was given.
help-value-candidates = CANDIDATES
help-value-color = COLOR
help-value-count = COUNT
help-value-dead-piece = DEAD_PIECE
help-value-depth = DEPTH
help-value-dir = DIR
help-value-file = FILE
help-value-format = FORMAT
help-value-hash = HASH
help-value-jobs = JOBS
help-value-lang = LANG
help-value-mate = MATE
help-value-max-plies = MAX_PLIES
help-value-moves = MOVES
help-value-nodes = NODES
help-value-notation = NOTATION
help-value-only = ONLY
help-value-out = OUT
help-value-out-dir = OUT_DIR
help-value-pieces = PIECES
help-value-seed = SEED
help-value-sfen = SFEN
help-value-shard = SHARD
help-value-tag = TAG
help-value-threads = THREADS
help-value-time = TIME
help-value-to = TO
help-value-usi = USI
help-value-variant = VARIANT
help-value-id = ID
help-value-square = SQUARE
