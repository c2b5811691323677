# The text board's captions. $side is a name from rules-side; $pieces the pieces in hand,
# as kanji or letters with counts (歩2 金, P2 G).

board-hand = { $side } hand: { $pieces }
board-hand-empty = { $side } hand: -
board-turn = { $side } to move
board-turn-check = { $side } to move (in check)
board-turn-mated = { $side } is checkmated
board-turn-last-move = { $turn }. Last move: { $move }
# Above the numbered legal moves (`moves` in a lesson or a puzzle); $mark marks a check.
board-legal-moves = Legal moves ({ $mark } gives check):
