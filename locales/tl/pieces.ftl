# Ang mga piyesa ng isang posisyon sa salita, isang linya bawat panig (src/i18n/pieces.rs):
# ang sinasabi ng keyword na `piyesa`, ng `show --describe` at ng `explain --describe`.
# Pangalan mula sa rules-side ang $side; ang $one at $many ay pangalan ng piyesa mula sa
# rules-role at rules-roles; ang $squares ang mga square nito, may isang espasyo sa pagitan.

# Ang linya ng isang panig: "Sente: hari 5i, rook 2b, mga pawn 6c 7g. Hawak: gold, 2 pawn."
# Listahan ng pieces-on-board (o pieces-board-empty) ang $board, at ng pieces-in-hand (o
# pieces-hand-empty) ang $hand, may kuwit sa pagitan.
pieces-side = { $side }: { $board }. Hawak: { $hand }.
pieces-on-board = { $count ->
    [1] { $one }
   *[other] mga { $many }
} { $squares }
pieces-in-hand = { $count ->
    [1] { $one }
   *[other] { $count } { $many }
}
pieces-board-empty = walang piyesa sa board
pieces-hand-empty = wala
