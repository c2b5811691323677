# The rules in words: pieces and sides, why a piece moves as it does, why a move is not
# legal, why typed text is not a move, how a game ends.
#
# $role is a role id: pawn, lance, knight, silver, gold, bishop, rook, king, tokin,
# promoted-lance, promoted-knight, promoted-silver, horse, dragon. $side is Sente or Gote.
# $piece, $backer, $enemy, $attacker, $checker are phrases from rules-piece-on (or
# rules-attacker-borrowed); $like is a phrase from rules-role-a; $movement one of the
# rules-movement-* sentences.

## Names

rules-role = { $role ->
    [pawn] pawn
    [lance] lance
    [knight] knight
    [silver] silver
    [gold] gold
    [bishop] bishop
    [rook] rook
    [king] king
    [tokin] tokin
    [promoted-lance] promoted lance
    [promoted-knight] promoted knight
    [promoted-silver] promoted silver
    [horse] horse
   *[dragon] dragon
}

# The role's name for more than one piece: "pawns 6c 7g" (src/i18n/pieces.rs).
rules-roles = { $role ->
    [pawn] pawns
    [lance] lances
    [knight] knights
    [silver] silvers
    [gold] golds
    [bishop] bishops
    [rook] rooks
    [king] kings
    [tokin] tokins
    [promoted-lance] promoted lances
    [promoted-knight] promoted knights
    [promoted-silver] promoted silvers
    [horse] horses
   *[dragon] dragons
}

rules-role-none = { $role ->
    [pawn] no pawn
    [lance] no lance
    [knight] no knight
    [silver] no silver
    [gold] no gold
    [bishop] no bishop
    [rook] no rook
    [king] no king
    [tokin] no tokin
    [promoted-lance] no promoted lance
    [promoted-knight] no promoted knight
    [promoted-silver] no promoted silver
    [horse] no horse
   *[dragon] no dragon
}

rules-role-a = { $role ->
    [pawn] a pawn
    [lance] a lance
    [knight] a knight
    [silver] a silver
    [gold] a gold
    [bishop] a bishop
    [rook] a rook
    [king] a king
    [tokin] a tokin
    [promoted-lance] a promoted lance
    [promoted-knight] a promoted knight
    [promoted-silver] a promoted silver
    [horse] a horse
   *[dragon] a dragon
}

rules-piece-on = { $role ->
    [pawn] the pawn
    [lance] the lance
    [knight] the knight
    [silver] the silver
    [gold] the gold
    [bishop] the bishop
    [rook] the rook
    [king] the king
    [tokin] the tokin
    [promoted-lance] the promoted lance
    [promoted-knight] the promoted knight
    [promoted-silver] the promoted silver
    [horse] the horse
   *[dragon] the dragon
} on { $square }

rules-side = { $side ->
    [Sente] Sente
   *[Gote] Gote
}

rules-variant = { $variant ->
    [shogi] shogi
    [minishogi] minishogi
   *[annan] Annan Shogi
}

## How a piece moves now

rules-movement-plain = { $piece } moves like { $like }
rules-movement-backed = { $piece } has { $backer } behind it, so it moves like { $like }
rules-movement-empty-behind = { $piece } has no friendly piece behind it ({ $behind } is empty), so it moves like { $like }
rules-movement-enemy-behind = { $piece } has { $enemy } behind it, an enemy piece that lends nothing, so it moves like { $like }
rules-movement-edge = { $piece } stands on its own back rank with nothing behind it, so it moves like { $like }
rules-square-empty = { $square } is empty
rules-attacker-borrowed = { $piece }, which moves like { $like } because of { $backer } behind it

## Why a move is not legal

rules-move-illegal = { $text } is not legal: { $reason }
rules-illegal-empty-origin = there is no piece on { $from }
rules-illegal-not-your-piece = the piece on { $from } belongs to { $owner }
rules-illegal-own-piece-on-target = { $to } holds one of your own pieces
rules-illegal-cannot-reach = { $movement }, which cannot reach { $to }
rules-illegal-blocked = { $movement }, and the way to { $to } is blocked
rules-illegal-blocked-plain = { $piece } is blocked on its way to { $to }
rules-illegal-cannot-reach-plain = { $piece } cannot reach { $to }
rules-illegal-none-can-reach = { $none } can reach { $to }
rules-illegal-not-in-hand = you have no { $role } in hand
rules-illegal-occupied = pieces can only be dropped on empty squares, and { $to } is occupied
rules-illegal-dead-drop-backer = { $role } dropped on the { $ranks ->
    [1] last rank
   *[other] last { $ranks } ranks
} could never move: no piece behind { $to } gives it a move from there
rules-illegal-dead-drop = { $role } cannot be dropped on the { $ranks ->
    [1] last rank
   *[other] last { $ranks } ranks
}: it could never move
rules-illegal-dead-drop-original = { $role } may not be dropped on the { $ranks ->
    [1] last rank
   *[other] last { $ranks } ranks
} under the “prohibit by original type” setting, whatever stands behind it
rules-illegal-nifu = you already have an unpromoted pawn on file { $file } (nifu)
rules-illegal-pawn-drop-mate = a pawn drop may not give checkmate (uchifuzume)
rules-illegal-cannot-promote-role = { $role } cannot promote
rules-illegal-cannot-promote-here = a piece promotes only when its move starts or ends in the promotion zone, and neither { $from } nor { $to } is in it
rules-illegal-must-promote = { $role } on { $to } could never move again unpromoted, so it must promote
rules-illegal-must-promote-backer = { $role } on { $to } would have no move unpromoted (no piece behind it gives it one there), so it must promote
rules-illegal-must-promote-original = under the “prohibit by original type” setting, { $role } may not stop unpromoted on { $to }, whatever stands behind it, so it must promote
rules-illegal-king-attacked = on { $to } your king would be in check from { $attacker }
rules-illegal-king-still-attacked = on { $to } your king would still be in check from { $attacker }
rules-illegal-king-attacked-in-check = your king is in check from { $checker }; on { $to } it would be in check from { $attacker }
rules-illegal-stays-in-check = your king stays in check from { $attacker }
rules-illegal-exposes-king = it leaves your king in check from { $attacker }
rules-illegal-other = it is not a legal move here
# A refused move shaped as a chess player's habit: how the piece moves in shogi, after the
# reason (between parentheses in English).
rules-illegal-with-habit = { $reason } ({ $habit })
rules-habit-pawn-two-squares = a shogi pawn moves one square only, even on its first move
rules-habit-pawn-diagonal = a shogi pawn captures straight ahead, as it moves
rules-habit-knight-jump = a shogi knight jumps only forward: two ahead and one to the side

## Moves typed by people

rules-input-empty = type a move, like 7g7f, P-7f or ７六歩
rules-input-no-legal-move = there is no legal move in this position
rules-input-bad-number = { $text } is not a move number here: { $count ->
    [one] the only legal move is number 1
   *[other] the legal moves are numbered 1 to { $count }
}
# A number typed at a mate puzzle's prompt, where the checks alone are numbered.
rules-input-bad-check-number = { $text } is not a move number here: { $count ->
    [one] the only move that gives check is number 1
   *[other] the moves that give check are numbered 1 to { $count }
}
# A number typed at a lesson step whose list holds the moves of the squares its text marks.
rules-input-bad-marked-number = { $text } is not a move number here: { $count ->
    [one] the only move from or onto the squares in [ ] is number 1
   *[other] the moves from and onto the squares in [ ] are numbered 1 to { $count }
}
# A number typed at a lesson step whose list holds the moves of its marked squares and those around them.
rules-input-bad-around-number = { $text } is not a move number here: { $count ->
    [one] the only move from, onto or next to the squares in [ ] is number 1
   *[other] the moves from, onto and next to the squares in [ ] are numbered 1 to { $count }
}
rules-input-ambiguous = { $text } could mean { $moves }: say which
rules-input-western-marks = in western notation - moves a piece, * drops one from your hand, + promotes and = does not
rules-input-did-you-mean = { $text } is written { $move }
rules-or = { $rest } or { $last }
rules-input-cannot-drop = { $role } cannot be dropped
rules-input-no-such-piece = you have no { $role } on the board
rules-input-no-promoted-form = { $role } has no promoted form
rules-input-no-previous-move = 同 means the square of the last move, and there is none yet
rules-input-no-such-square = there is no square { $square } on this board
rules-input-unreadable = `{ $text }` is not a move: write it like { $usi }, { $drop }, { $western } or { $japanese }, or give its number
# The same, for a move given on the command line, where no numbered list is shown.
rules-argument-unreadable = `{ $text }` is not a move: write it like { $usi }, { $drop }, { $western } or { $japanese }
rules-input-other-sides-move = { $text } is a move for { $other }, but it is { $side }'s turn
rules-not-a-square = `{ $square }` is not a square on this board (files 1-{ $width }, ranks a-{ $last })
rules-move-in-list = move { $number } ({ $text }): { $reason }

## USI syntax

rules-usi-error = `{ $text }` is not a move: { $reason }
rules-usi-not-ascii = USI moves use only ASCII letters and digits, like 7g7f or P*5e
rules-usi-not-droppable = `{ $piece }` is not a piece that can be dropped (P L N S G B R)
rules-usi-shape = expected a move like 7g7f, 8h2b+ or a drop like P*5e

## How a game ends

rules-outcome-checkmate = checkmate: { $winner } wins
rules-outcome-no-legal-move = { $loser } has no legal move: { $winner } wins
rules-outcome-repetition-draw = fourfold repetition: draw
rules-outcome-repetition-win = fourfold repetition: { $winner } wins
rules-outcome-perpetual-check = perpetual check by { $loser }: { $winner } wins
rules-outcome-move-limit = move limit reached: draw
rules-game-over = the game is over: { $outcome }
