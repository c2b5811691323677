# `annan explain`: what a piece moves like and where it goes, and whether a move is legal.
# $movement is a rules-movement-* sentence; $side a name from rules-side.

explain-piece = { $side }: { $movement }.
explain-reaches = It reaches { $squares }.
explain-reaches-nothing = It attacks no square.
explain-legal-moves = { $count ->
    [one] Legal move
   *[other] Legal moves
}: { $moves }.
explain-no-legal-move = It has no legal move now.
explain-empty = { $square } is empty.
explain-no-borrowed = No piece of { $side } has its movement changed by a backer.
explain-no-backers = { $variant } has no backers: every piece moves as its own kind. Name a square to explain its piece (annan explain 5e), or a move with --move.
explain-marked = Squares in [ ] are where it reaches.
explain-marked-pieces = Pieces in [ ] move like the piece behind them.
explain-legal = { $move } is legal: { $movement }
explain-legal-check = { $move } is legal: { $movement }, and it gives check
explain-legal-drop = { $move } is legal
explain-legal-drop-check = { $move } is legal, and it gives check
explain-error-move-as-square = { $text } is a move, not a square: give it with --move to have it explained
