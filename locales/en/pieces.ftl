# A position's pieces in words, a line for each side (src/i18n/pieces.rs): what the `pieces`
# keyword, `show --describe` and `explain --describe` say. $side is a name from rules-side;
# $one and $many are a piece's name from rules-role and rules-roles; $squares its squares,
# one space between them.

# A side's line: "Sente: king 5i, rook 2b, pawns 6c 7g. In hand: gold, 2 pawns." $board is
# a list of pieces-on-board (or pieces-board-empty), $hand one of pieces-in-hand (or
# pieces-hand-empty), a comma between the items.
pieces-side = { $side }: { $board }. In hand: { $hand }.
pieces-on-board = { $count ->
    [one] { $one }
   *[other] { $many }
} { $squares }
pieces-in-hand = { $count ->
    [one] { $one }
   *[other] { $count } { $many }
}
pieces-board-empty = no pieces on the board
pieces-hand-empty = nothing
