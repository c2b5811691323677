# What is wrong with a position given as SFEN text.
# $variant is a name from rules-variant; $role a name from rules-role.

sfen-empty = SFEN is empty
sfen-rank-count = SFEN board has { $found ->
    [one] 1 rank
   *[other] { $found } ranks
} separated by '/', { $variant } needs { $expected }
sfen-rank-width = SFEN rank { $rank } ({ $letter }) has { $found ->
    [one] 1 square
   *[other] { $found } squares
}, { $variant } needs { $expected }
sfen-bad-board-char = SFEN rank { $rank }: unexpected character '{ $char }' (pieces are P L N S G B R K, '+' promotes, digits count empty squares)
sfen-bad-promotion = SFEN rank { $rank }: '+{ $char }' cannot be promoted
sfen-dangling-plus = SFEN rank { $rank }: '+' must be followed by a piece letter
sfen-not-in-variant = SFEN rank { $rank }: there is no { $role } in minishogi
sfen-missing-side = SFEN side to move is missing (expected 'b' or 'w' after the board)
sfen-bad-side = SFEN side to move is '{ $side }', expected 'b' (Sente) or 'w' (Gote)
sfen-bad-hand-char = SFEN hands field '{ $field }': unexpected character '{ $char }' at position { $position } (counts then letters { $letters }, or '-')
sfen-bad-hand-count = SFEN hands field '{ $field }': the count { $count } before '{ $char }' is not allowed (a count goes from 1 to 18, the pawns of a set)
sfen-dangling-hand-count = SFEN hands field '{ $field }': the count { $count } at the end is not followed by a piece letter
sfen-bad-move-number = SFEN move number '{ $number }' is not a whole number from 1 to { $max }
sfen-trailing = SFEN has extra text after the move number: '{ $extra }'

sfen-illegal-position = illegal position: { $reason }
sfen-two-kings = { $side } has two kings
sfen-opposite-check = { $side } is in check but it is { $mover }'s turn
sfen-piece-count = { $count } { $count ->
    [one] { $role ->
        [pawn] pawn
        [lance] lance
        [knight] knight
        [silver] silver
        [gold] gold
        [bishop] bishop
        [rook] rook
       *[king] king
    }
   *[other] { $role ->
        [pawn] pawns
        [lance] lances
        [knight] knights
        [silver] silvers
        [gold] golds
        [bishop] bishops
        [rook] rooks
       *[king] kings
    }
}
sfen-too-many = there are { $pieces } counting both sides and hands, but the set has { $max }
sfen-dead-piece = { $piece } could never move from there, so { $variant } does not allow it unpromoted
sfen-nifu = { $side } has two unpromoted pawns on file { $file } (nifu)
