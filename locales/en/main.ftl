# The language itself, the main menu, and messages every command shares.

lang-name = English
# The name as written mid-sentence, where some languages write it in lower case.
lang-name-in-sentence = English
lang-unknown = { $source } { $value }: annan does not speak this language; choose one of { $known }
lang-unknown-env = { $source } { $value }: annan does not speak this language and goes on in { $language }; the codes are { $known }

menu-question = What would you like to do?
menu-press-enter = Press Enter to go back to the menu
menu-learn = Learn the rules
menu-quiz = Quiz
menu-puzzles = Puzzles
menu-explain = Explain a position
menu-solve = Find the mate in a position
menu-language = Language
menu-quit = Quit
menu-which-game = Which game?
menu-quiz-question = Which questions?
menu-quiz-all = From every game
menu-quiz-game = { $variant ->
    [annan] On Annan Shogi
    [shogi] On shogi
   *[minishogi] On minishogi
}
# Find the mate, where the position gives the defender ($side) nothing while pieces are missing.
menu-defender-question = The position gives { $side } nothing in hand. What does { $side } hold?
menu-defender-rest = Every other piece, as in mate problems
menu-defender-nothing = Nothing, as the position says
menu-puzzle-question = Which puzzle?
menu-puzzle-next = The next one for you (near your rating, { $rating })
menu-puzzle-daily = Today's puzzle (the same for everyone today)
menu-puzzle-game = { $variant ->
    [annan] An Annan puzzle
    [shogi] A shogi puzzle
   *[minishogi] A minishogi puzzle (5x5 board)
}
menu-puzzle-from-file = From a file… (not rated)
menu-puzzle-file = Puzzle file (YAML) or record (KIF, BOD, SFEN…); empty: back to the menu
menu-error-no-file = `{ $file }` is no file: type the path of one, or nothing to go back
menu-sfen = Position: SFEN or file (KIF, BOD…), then moves if any; empty: the start
menu-explain-square = Square or move (5e, 7g7f); empty: pieces a backer changes
menu-explain-square-plain = Square or move (5e, 7g7f); empty: back to the menu
menu-explain-again = Another square or move; empty: back to the menu
menu-error-not-square-or-move = `{ $text }` is neither a square (5e) nor a move ({ $usi }, { $western }); { keyword-pieces } lists each side's pieces and their squares
menu-language-question = Which language?
menu-language-saved = From now on annan speaks { $language }.
menu-language-env = ANNAN_LANG={ $code } is set in your environment: it still chooses the language each time annan starts.
# Positions typed in the menu that give none; no options named, since none were typed.
menu-error-not-a-position = `{ $text }` is neither an SFEN nor a file that exists: type an SFEN (the board's ranks split by /, then the side to move, the hands and the move number), the path of a KIF, KI2, CSA or BOD file, a puzzle's id (`annan puzzles` lists them), or nothing for the start position; moves to play from there may follow (`start { $usi }`, or just `{ $usi }`)
menu-error-puzzle-game = { $id } is { $variant ->
    [annan] an Annan
   *[other] a { $variant }
} puzzle: pick { $variant } as the game
menu-error-traditional = traditional is Annan's traditional setup, not a { $variant } position: pick Annan as the game, or leave the position empty for the start position
menu-pieces = Pieces on the board: kanji or letters
menu-pieces-question = How should boards show the pieces?
menu-pieces-kanji = Kanji (歩, 金, 飛…), as on a real board
menu-pieces-letters = Letters (P, G, R…), easier to start with
menu-pieces-saved = From now on boards show the pieces as { $style ->
    [letters] letters
   *[kanji] kanji
}.

progress-not-saved = progress will not be saved: { $reason }
progress-error-no-data-dir = cannot find a data directory for progress; set ANNAN_DATA_DIR
progress-error-io = cannot { $action ->
    [create-folder] create the folder for
    [lock] lock
    [read] read
    [move-aside] move aside
    [replace] replace
   *[write] write
} { $path }: { $reason }

# Prompts every command shares (src/ui/prompt.rs).
prompt-answer = Answer 1-{ $count }
prompt-answer-or = Answer 1-{ $count } (or { $words })
prompt-answer-default = Answer 1-{ $count } (Enter: { $default })
prompt-answer-again = Please answer with a number from 1 to { $count }.
prompt-pick = Your choice
prompt-keyword-entry = [{ $word }]
prompt-other-parts = ← Another part
prompt-list-page = (page { $page } of { $pages })
prompt-list-keys = Type a number or a name, then Enter; or use ↑ ↓ (Esc: back)

# The Learn entry of the main menu with the course standing, short enough for a 60-column
# list: lessons done of all, stars earned of all.
menu-learn-standing = Learn the rules ({ $done }/{ $lessons } done · { $stars }/{ $max } { $words ->
    [yes] stars
   *[no] ★
})
progress-save-failed = could not save progress: { $reason }
progress-saved-again = progress saved again

# `annan check`'s own summary (src/commands/check.rs).
check-no-problems = { $files ->
    [one] 1 file checked
   *[other] { $files } files checked
}, no problems
check-problems = { $count ->
    [one] 1 problem found
   *[other] { $count } problems found
}
progress-damaged = the progress file { $path } was damaged ({ $reason }); it was kept as { $aside } and progress starts afresh
# Why a progress file reads as damaged (the note progress-damaged names it), from the JSON
# reader's category and place.
progress-reason-not-text = it is not text: byte { $offset } is not UTF-8
progress-reason-syntax = it is not valid JSON at line { $line }, column { $column }
progress-reason-cut = it ends too early, at line { $line }, column { $column }
progress-reason-values = a value is not of the kind progress holds, at line { $line }, column { $column }

game-error-dead-piece = --dead-piece is an Annan rule; { $variant } has no backers, so leave it out
game-error-traditional = --sfen traditional is Annan's traditional setup, not a { $variant } position: use --variant annan, or startpos
game-error-sfen-moves = --sfen takes one position, not the moves after it: `annan show --sfen POSITION --moves MOVE...` shows where they lead and its SFEN line
game-note-record-moves = { $file }: { $count ->
    [one] the record's move is not played
   *[other] the record's { $count } moves are not played
}: this command starts from its first position (`annan convert { $file } --to usi` gives them as USI moves)
game-note-annan-default = read under Annan rules, the default for an SFEN; --variant shogi for standard shogi
game-error-puzzles = { $file } holds { $count } puzzles and this command takes one position: `annan puzzle --file` plays them in turn, and --variant keeps to one game's

