# «Porque é mate?»: o xeque ao rei, desmontado. Quem dá xeque, o que controla cada casa para
# onde o rei poderia ir, porque nada captura a peça que dá xeque nem se interpõe.
# $checkers, $guards, $piece, $checker, $backer, $attacker, $taken, $enemy são
# frases de rules-piece-on (várias, unidas por mate-and); $squares, nomes de casas unidos
# por mate-and ou rules-or; $count, um número de casas, $attackers, de peças; $side, de
# rules-side; $like, de rules-role-a; $movement, uma frase rules-movement-*; $reason, um
# motivo rules-illegal-* ou mate-taker-exposes; $own, uma frase mate-own; $why, frases
# mate-covers (e mate-own) unidas por «; ».

mate-and = { $rest } e { $last }
mate-why = Porque é que é mate: { $checkers } { $attackers ->
    [1] dá
   *[other] dão
} xeque.
mate-check = { $checkers } { $attackers ->
    [1] dá
   *[other] dão
} xeque a { $side }.
mate-steps = O rei não pode ir para { $squares }: { $why }.
mate-covers-them = { $piece } controla { $count ->
    [1] essa casa
   *[other] essas casas
}
mate-covers = { $piece } controla { $squares }
mate-own = { $count ->
    [1] em { $squares } está uma peça sua
   *[other] em { $squares } estão peças suas
}
mate-hemmed = O rei não tem para onde ir: { $own }.
mate-no-step = O movimento do rei não alcança nenhuma casa.
mate-escape = O rei pode ir para { $squares }.
mate-king-guarded = O rei não pode capturar { $checker }: { $guards } { $attackers ->
    [1] protege
   *[other] protegem
} essa casa.
mate-king-takes = O rei pode capturar { $checker }.
mate-no-taker = Nenhuma peça pode capturar { $checker }.
mate-taker = { $piece } pode capturar { $checker }.
mate-taker-refused = { $piece } não pode capturar { $checker }: { $reason }.
mate-taker-exposes = deixaria o rei em xeque, porque { $attacker } passaria a atacá-lo
mate-near = { $piece } também não chega a { $square }: { $how }.
mate-how-backed = com { $backer } atrás, move-se como { $like }
mate-how-alone = sem nada atrás, move-se como { $like }
mate-how-enemy = { $enemy }, atrás, é do adversário e não empresta nada, por isso move-se como { $like }
mate-backer-taker = Se alguém capturar { $backer }, { $checker } perde o movimento emprestado, e { $piece } pode fazê-lo.
mate-backer-refused = Se alguém capturar { $backer }, { $checker } perde o movimento emprestado, mas { $piece } não pode: { $reason }.
mate-no-block = Nenhuma peça se pode interpor em { $squares }.
mate-block = Uma peça pode interpor-se em { $squares }.
mate-borrowed = { $movement }.
mate-after-taking = Se o rei capturar { $taken }, { $piece } passa a mover-se como { $like }.
