# "Why is it mate?": the check a king is in, taken apart. Who gives check, what covers each
# square the king could step to, why nothing takes the checker or comes between.
# $checkers, $guards, $piece, $checker, $backer, $attacker, $taken, $enemy are
# phrases from rules-piece-on (several joined by mate-and); $squares square names joined by
# mate-and or rules-or; $count a number of squares, $attackers of pieces; $side a name from
# rules-side; $like a phrase from rules-role-a; $movement a rules-movement-* sentence;
# $reason a reason from rules-illegal-* or mate-taker-exposes; $own a mate-own phrase;
# $why mate-covers phrases (and mate-own) joined by "; ".

mate-and = { $rest } and { $last }
mate-why = Why it is mate: { $checkers } { $attackers ->
    [one] gives
   *[other] give
} check.
mate-check = { $checkers } { $attackers ->
    [one] gives
   *[other] give
} check to { $side }.
mate-steps = The king cannot step to { $squares }: { $why }.
mate-covers-them = { $piece } covers { $count ->
    [one] it
   *[other] them
}
mate-covers = { $piece } covers { $squares }
mate-own = { $count ->
    [one] its own piece stands on { $squares }
   *[other] its own pieces stand on { $squares }
}
mate-hemmed = The king has no square to step to: { $own }.
mate-no-step = The king's movement reaches no square.
mate-escape = The king can step to { $squares }.
mate-king-guarded = The king cannot take { $checker }: { $guards } { $attackers ->
    [one] guards
   *[other] guard
} it.
mate-king-takes = The king can take { $checker }.
mate-no-taker = Nothing can take { $checker }.
mate-taker = { $piece } can take { $checker }.
mate-taker-refused = { $piece } cannot take { $checker }: { $reason }.
mate-taker-exposes = it would leave the king in check from { $attacker }
mate-near = { $piece } cannot reach { $square } either: { $how }.
mate-how-backed = with { $backer } behind it, it moves like { $like }
mate-how-alone = with nothing behind it, it moves like { $like }
mate-how-enemy = { $enemy } behind it lends nothing, so it moves like { $like }
mate-backer-taker = Taking { $backer } would cost { $checker } its borrowed movement, and { $piece } can take it.
mate-backer-refused = Taking { $backer } would cost { $checker } its borrowed movement, but { $piece } cannot: { $reason }.
mate-no-block = Nothing can come between on { $squares }.
mate-block = A piece can come between on { $squares }.
mate-borrowed = { $movement }.
mate-after-taking = Once { $taken } is taken, { $piece } moves like { $like }.
