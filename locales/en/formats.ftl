# Reading and writing records (SFEN, USI, KIF, KI2, CSA, BOD): what is wrong with a file.
# Squares, moves as written in the file (７六歩, +7776FU), 同 and format names stay as they are.

format-error-at = { $file }, line { $line }, column { $column }: { $message }
format-error-in = { $file }: { $message }
format-error-too-large = the file is { $size } bytes; annan reads at most { $limit }
format-error-encoding = the file is neither UTF-8 nor Shift_JIS text
format-error-unencodable = '{ $char }' cannot be written in Shift_JIS
format-error-empty = there is nothing in it
format-error-unrecognized = this is none of SFEN, USI, KIF, KI2, CSA or BOD
format-error-unexpected-line = unexpected text: { $text }
format-error-unknown-piece = '{ $text }' is not a piece
format-error-not-in-variant = { $game } has no { $piece }
format-error-hand-count = { $piece } in hand: { $count }, but the set has only { $max }
format-error-bad-hand = '{ $text }' is not a list of pieces in hand
format-error-row-width = rank { $rank } of the board has { $found ->
    [one] { $found } square
   *[other] { $found } squares
}; { $game } needs { $expected }
format-error-board-size = the board has { $found ->
    [one] { $found } rank
   *[other] { $found } ranks
}; { $game } needs { $expected }
format-error-board-cut = the board stops after rank { $found } of { $expected }: the file is cut short
format-error-missing-ranks = the board stops at rank line P{ $found }: { $game } needs the lines P1 to P{ $expected }
format-error-variant-mismatch = this record is for { $found }, but { $expected } was asked for
format-error-unknown-handicap = '{ $name }' is not a handicap annan knows
format-error-bad-square = '{ $text }' is not a square on this board
format-error-bad-move = '{ $text }' is not a move
format-error-move-number = move { $found } comes where move { $expected } should be
format-error-after-end = '{ $text }' comes after the end of the game
format-error-after-game-over = move { $number } ({ $text }) comes after the game is over: { $outcome }
format-error-orphan-variation = the variation from move { $ply } has no line to branch from
format-error-sfen = the SFEN is wrong: { $reason }
format-error-position = the position is not legal: { $reason }
format-error-wrong-side = move { $number } ({ $text }) is marked for { $marked }, but it is { $mover }'s turn
format-error-no-previous-move = move { $number } ({ $text }): there is no earlier move for 同 to refer to
format-error-wrong-piece = move { $number } ({ $text }): there is no { $piece } on { $square }
format-error-no-piece = move { $number } ({ $text }): no { $piece } can make this move
format-error-unreachable = move { $number } ({ $text }): no { $piece } can reach { $square }
format-error-ambiguous = move { $number } ({ $text }) could be { $moves }: the record must say which
format-error-illegal = move { $number } ({ $text }) is not legal: { $reason }

format-piece-pawn = pawn
format-piece-lance = lance
format-piece-knight = knight
format-piece-silver = silver
format-piece-gold = gold
format-piece-bishop = bishop
format-piece-rook = rook
format-piece-king = king
format-piece-tokin = tokin
format-piece-promoted-lance = promoted lance
format-piece-promoted-knight = promoted knight
format-piece-promoted-silver = promoted silver
format-piece-horse = horse
format-piece-dragon = dragon
format-side-sente = Sente
format-side-gote = Gote

format-no-mate = { $file }: there is no mate within { $plies } plies in this position
format-no-mate-in-time = { $file }: the solver could not settle the mate within { $seconds } seconds
format-no-mate-in-memory = { $file }: the solver could not settle the mate: its table ({ $mib } MiB) is too small for this problem
format-solving = Looking for the mate of { $file }…

format-error-line = line { $line }, column { $column }: { $message }
format-error-stdout = cannot write the output: { $reason }
convert-error-position-as-file = `{ $text }` is a position, not a file: convert reads it from standard input: echo '{ $text }' | annan convert --to kif
convert-moves-left-out = { $count ->
    [one] the record's move is left out
   *[other] the record's { $count } moves are left out
}: { $format } holds one position, the start; `{ $option } usi` keeps the moves
