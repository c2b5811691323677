# The text board's captions. $side is a name from rules-side; $pieces the pieces in hand,
# as kanji or letters with counts (歩2 金, P2 G; in letters Gote's are lowercase, p2 g).

board-hand = { $side } hand: { $pieces }
board-hand-empty = { $side } hand: -
board-turn = { $side } to move
board-turn-check = { $side } to move (in check)
board-turn-mated = { $side } is checkmated
board-turn-last-move = { $turn }. Last move: { $move }
# Under a lesson's or a quiz question's board, where its text does not name them: the
# squares it marks [ ], for a reader who cannot see the marks. $squares: one space between them.
board-highlighted = { $count ->
    [one] Highlighted square
   *[other] Highlighted squares
}: { $squares }
# Above the numbered legal moves (`moves` in a lesson); $mark marks a check.
board-legal-moves = Legal moves ({ $mark } gives check):
# Above a lesson step's numbered moves when its text marks squares: the moves from and onto
# them, where one of them is a move the step wants ($mark marks a check).
board-marked-moves = Your moves from and onto the squares in [ ] ({ $mark } gives check):
# Under a lesson's list when it is taller than the window, so that what it lists and its key stay in view.
board-legal-moves-end = Above: your legal moves, numbered as you may type them ({ $mark } gives check).
board-marked-moves-end = Above: your moves from and onto the squares in [ ], numbered as you may type them ({ $mark } gives check).
# Above a lesson step's numbered moves when the marked squares alone hold too few: the moves
# from and onto them and the squares next to them ($mark marks a check).
board-around-moves = Your moves from, onto and next to the squares in [ ] ({ $mark } gives check):
board-around-moves-end = Above: your moves from, onto and next to the squares in [ ], numbered as you may type them ({ $mark } gives check).
# Above the numbered moves at a mate puzzle's prompt: its checks alone, since no other move
# is the attacker's; under them too when the list is taller than the window.
board-checking-moves = Your moves that give check (in a mate problem every move must):
board-checking-moves-end = Above: only your moves that give check, numbered as you may type them.
# Under the legend of the pieces: the marks a board may carry ([ ]: lessons only; > <: lessons and puzzles).
board-legend-highlight = Squares in [ ] are the ones the text points at.
board-legend-last-move = On the board, the marks > < enclose the squares of the last move: where the piece came from and where it went (a piece put down from the hand marks one square). Two such squares side by side share one pair around both.
