# «¿Por qué es mate?»: el jaque al rey, desmontado. Quién da jaque, qué cubre cada casilla
# a la que el rey podría ir, por qué nada captura a la pieza que da jaque ni se interpone.
# $checkers, $guards, $piece, $checker, $backer, $attacker, $taken, $enemy son
# frases de rules-piece-on (varias, unidas con mate-and); $squares, nombres de casillas
# unidos con mate-and o rules-or; $count, un número de casillas, $attackers, de piezas;
# $side, de rules-side; $like, de rules-role-a; $movement, una frase rules-movement-*;
# $reason, un motivo rules-illegal-* o mate-taker-exposes; $own, una frase mate-own; $why,
# frases mate-covers (y mate-own) unidas con «; ».

mate-and = { $rest } y { $last }
mate-why = Por qué es mate: { $checkers } { $attackers ->
    [one] da
   *[other] dan
} jaque.
mate-check = { $checkers } { $attackers ->
    [one] da
   *[other] dan
} jaque a { $side }.
mate-steps = El rey no puede ir a { $squares }: { $why }.
mate-covers-them = { $piece } { $count ->
    [one] la cubre
   *[other] las cubre
}
mate-covers = { $piece } cubre { $squares }
mate-own = { $count ->
    [one] en { $squares } hay una pieza suya
   *[other] en { $squares } hay piezas suyas
}
mate-hemmed = El rey no tiene adónde ir: { $own }.
mate-no-step = El movimiento del rey no alcanza ninguna casilla.
mate-escape = El rey puede ir a { $squares }.
mate-king-guarded = El rey no puede capturar { $checker }: { $guards } { $attackers ->
    [one] protege
   *[other] protegen
} esa casilla.
mate-king-takes = El rey puede capturar { $checker }.
mate-no-taker = Ninguna pieza puede capturar { $checker }.
mate-taker = { $piece } puede capturar { $checker }.
mate-taker-refused = { $piece } no puede capturar { $checker }: { $reason }.
mate-taker-exposes = dejaría al rey en jaque por { $attacker }
mate-near = { $piece } tampoco llega a { $square }: { $how }.
mate-how-backed = con { $backer } detrás, se mueve como { $like }
mate-how-alone = sin nada detrás, se mueve como { $like }
mate-how-enemy = { $enemy }, detrás, es del rival y no presta nada, así que se mueve como { $like }
mate-backer-taker = Si se captura { $backer }, { $checker } pierde su movimiento prestado, y { $piece } puede hacerlo.
mate-backer-refused = Si se captura { $backer }, { $checker } pierde su movimiento prestado, pero { $piece } no puede: { $reason }.
mate-no-block = Ninguna pieza puede interponerse en { $squares }.
mate-block = Una pieza puede interponerse en { $squares }.
mate-borrowed = { $movement }.
mate-after-taking = Si el rey captura { $taken }, { $piece } pasa a moverse como { $like }.
