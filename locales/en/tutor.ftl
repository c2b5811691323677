# The lessons, the quiz and the course (src/tutor/, src/commands/{learn,quiz}.rs).

## A lesson step
tutor-step-header = { $title } · step { $step }/{ $total }
tutor-press-enter = Press Enter to go on (or type { keyword-quit })
tutor-enter-again = Just press Enter to go on, or type { $quit } to stop here.
tutor-your-move = Your move
tutor-move-help = Type a move: USI ({ $usi }, { $drop }), western ({ $western }, { $capture }) or Japanese ({ $japanese }), or the number of a move from the { keyword-moves } list. You can also type { $words }. Typing { keyword-hint } or { keyword-solution } counts as a mistake, once per step.
tutor-input-help = Type “{ $help }” to see how moves are written, or “{ $moves }” to list them by number.
# A bare number typed at a move step before `moves` has listed the step's moves: the
# number of an unseen list is not played.
tutor-number-before-list = { $number } is not a move: numbers pick a move from the list that { $moves } shows. Type { $moves } to see it, or write the move itself ({ $help } shows how).
tutor-hint = Hint: { $hint }
tutor-solution = The move is { $usi } ({ $western }).
tutor-solution-one = The move is { $usi }.
tutor-move-missed = Not quite: { $reason }. Try again, or type { $hint }.
tutor-move-missed-hint-follows = Not quite: { $reason }. Try again.
# Why a typed move was refused (a rules message, which ends no sentence itself: `show` and
# `explain` print it after `error:`), as a sentence, so more can follow it.
tutor-move-refused = { $reason }.
tutor-move-right = Yes! { $success }
tutor-reply = { $side } replies { $usi } ({ $western }).
# A chess player reads + as check and = as "promotes to": what the two marks mean in shogi
# notation is said with them (the note comes in lessons before promotion is taught).
tutor-promotion-left-out = { $move }: not promoted; { $promoted } promotes (in shogi notation + means “promotes” and = “does not”, not check).
tutor-choice-right = Right! { $explanation }
tutor-choice-right-now = Right, that's it! { $explanation }
tutor-choice-wrong = Not quite: “{ $picked }” is not the answer. Try again.
tutor-choice-tried = ✗ { $option }
tutor-choice-wrong-because = Not quite: “{ $picked }” is not the answer. { $reason } Try again.
tutor-choice-refused-again = You already tried “{ $picked }”: it is not the answer, and it does not count again. Pick another.

## The end of a lesson
# $helps: of the $mistakes, the help asked for that gave the answer away (a `hint` or the
# `solution`, both "hints" here); $wrong: the others, wrong answers.
tutor-lesson-complete = Lesson complete: { $stars } ({ $helps ->
    [0] { $mistakes ->
        [0] no mistakes
        [one] one mistake
       *[other] { $mistakes } mistakes
    }
   *[other] { $mistakes ->
        [one] one mistake
       *[other] { $mistakes } mistakes
    }: { $wrong } wrong { $wrong ->
        [one] answer
       *[other] answers
    } + { $helps } { $helps ->
        [one] hint
       *[other] hints
    }
}).
tutor-lesson-best = Your best in this lesson stays { $stars }.
tutor-lesson-stopped = Stopped at step { $step } of { $total }; the lesson goes on from there (“{ menu-learn }” in the main menu, or `annan learn { $id }`){ $mistakes ->
    [0] .
    [one] , and the mistake so far still counts.
   *[other] , and the { $mistakes } mistakes so far still count.
}
tutor-lesson-unsaved = The last changes could not be saved (see above): the lesson may go on from an earlier step.
tutor-resuming = Going on at step { $step } ({ $mistakes ->
    [0] no mistakes so far
    [one] one mistake so far
   *[other] { $mistakes } mistakes so far
}).
tutor-resume-question = You stopped this lesson midway: go on or start over?
tutor-resume-go-on = Go on at step { $step } of { $total } ({ $mistakes ->
    [0] no mistakes so far
    [one] one mistake so far
   *[other] { $mistakes } mistakes so far
})
tutor-resume-start-over = Start over at step 1, with no mistakes
tutor-next-lesson = Press Enter for the next lesson, “{ $title }”, or type { $quit } to stop
tutor-course-standing = { $done } of { $lessons } { $lessons ->
    [one] lesson
   *[other] lessons
} done · { $stars } of { $max } { $max ->
    [one] star
   *[other] stars
}
tutor-course-done = You have finished every lesson of the course. The quiz (`annan quiz`) and the mate puzzles (`annan puzzle`) are waiting for you.
tutor-part-done = You have finished the { $game } part of the course: { $standing }. Its quiz questions are waiting: “{ menu-quiz }” in the main menu, or `annan quiz --variant { $variant }`.

## The lesson list
tutor-which-lesson = Which lesson?
tutor-which-part = Which part of the course?
# A part of the course in the lesson picker, with the standing in it: short enough for a
# 60-column list (the marker and the last column take three).
tutor-course-part = { $game }: { $done } of { $lessons } { $lessons ->
    [one] lesson
   *[other] lessons
} done · { $stars } of { $max } { $max ->
    [one] star
   *[other] stars
}
tutor-list-id = id
tutor-list-variant = game
tutor-list-progress = progress
tutor-list-title = title
tutor-list-new = new
# A lesson's stars in words, in plain mode (a screen reader says "★★☆" as "black star, black star, white star").
tutor-stars-words = { $stars }/3 stars
tutor-list-step = step { $step }/{ $total }
tutor-no-such-lesson = there is no lesson `{ $id }`; `annan learn --list` shows them
tutor-lesson-broken = a built-in lesson is broken: { $reason }
tutor-demo-stopped = the demo of { $id } stopped at step { $step }
tutor-lesson-step-broken = lesson { $id }: step { $step }: { $reason }
tutor-lesson-empty = lesson { $id } has no steps

## The legend of the pieces
tutor-legend-title = Which symbol is which piece: kanji, letter and name, and after the arrow the piece it promotes to.
tutor-legend-gote = Sente plays from the bottom of the board, upwards. Gote's pieces, at the top, point down: on the kanji board they carry a v in front (v歩 is Gote's pawn) and Gote's king is 王; on the letter board they are lower case (p is Gote's pawn).
tutor-legend-to-letters = Letters are easier to start with? Pick “{ menu-pieces }” in the main menu, or add `--pieces letters` to a command, as in `annan learn --pieces letters`.
tutor-legend-to-kanji = To see the kanji instead, pick “{ menu-pieces }” in the main menu, or use `--pieces kanji`.
tutor-piece-king = king
tutor-piece-rook = rook
tutor-piece-bishop = bishop
tutor-piece-gold = gold
tutor-piece-silver = silver
tutor-piece-knight = knight
tutor-piece-lance = lance
tutor-piece-pawn = pawn
tutor-piece-dragon = dragon
tutor-piece-horse = horse
tutor-piece-promoted-silver = promoted silver
tutor-piece-promoted-knight = promoted knight
tutor-piece-promoted-lance = promoted lance
tutor-piece-tokin = tokin

## The quiz
tutor-quiz-intro = Quiz: { $count ->
    [one] one question
   *[other] { $count } questions
} (seed { $seed }; `{ $command }` asks the same again).
tutor-quiz-header = Question { $number }/{ $total } · { $variant }
tutor-quiz-score = Score: { $right } of { $asked } right at the first try.
tutor-quiz-score-stopped = Score: { $right } of { $asked } right at the first try (stopped early).
tutor-quiz-broken = Question { $number } ({ $id }) is broken and skipped: { $reason }
tutor-quiz-file-broken = a built-in quiz file is broken: { $reason }
tutor-quiz-none = no quiz question matches
