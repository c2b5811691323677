# Las reglas en palabras: piezas y bandos, por qué una pieza se mueve como se mueve, por qué
# una jugada no es legal, por qué un texto no es una jugada, cómo termina una partida.
#
# $role es el id de un tipo de pieza: pawn, lance, knight, silver, gold, bishop, rook, king,
# tokin, promoted-lance, promoted-knight, promoted-silver, horse, dragon. $side es Sente o Gote.
# $piece, $backer, $enemy, $attacker y $checker vienen de rules-piece-on (o de
# rules-attacker-borrowed); $like, de rules-role-a; $movement es una frase rules-movement-*.

## Nombres

rules-role = { $role ->
    [pawn] peón
    [lance] lanza
    [knight] caballo
    [silver] plata
    [gold] oro
    [bishop] alfil
    [rook] torre
    [king] rey
    [tokin] tokin
    [promoted-lance] lanza promovida
    [promoted-knight] caballo promovido
    [promoted-silver] plata promovida
    [horse] alfil promovido
   *[dragon] dragón
}

# El nombre de la pieza para más de una: «peones 6c 7g» (src/i18n/pieces.rs).
rules-roles = { $role ->
    [pawn] peones
    [lance] lanzas
    [knight] caballos
    [silver] platas
    [gold] oros
    [bishop] alfiles
    [rook] torres
    [king] reyes
    [tokin] tokins
    [promoted-lance] lanzas promovidas
    [promoted-knight] caballos promovidos
    [promoted-silver] platas promovidas
    [horse] alfiles promovidos
   *[dragon] dragones
}

rules-role-none = { $role ->
    [pawn] ningún peón
    [lance] ninguna lanza
    [knight] ningún caballo
    [silver] ninguna plata
    [gold] ningún oro
    [bishop] ningún alfil
    [rook] ninguna torre
    [king] ningún rey
    [tokin] ningún tokin
    [promoted-lance] ninguna lanza promovida
    [promoted-knight] ningún caballo promovido
    [promoted-silver] ninguna plata promovida
    [horse] ningún alfil promovido
   *[dragon] ningún dragón
}

rules-role-a = { $role ->
    [pawn] un peón
    [lance] una lanza
    [knight] un caballo
    [silver] una plata
    [gold] un oro
    [bishop] un alfil
    [rook] una torre
    [king] un rey
    [tokin] un tokin
    [promoted-lance] una lanza promovida
    [promoted-knight] un caballo promovido
    [promoted-silver] una plata promovida
    [horse] un alfil promovido
   *[dragon] un dragón
}

rules-piece-on = { $role ->
    [pawn] el peón
    [lance] la lanza
    [knight] el caballo
    [silver] la plata
    [gold] el oro
    [bishop] el alfil
    [rook] la torre
    [king] el rey
    [tokin] el tokin
    [promoted-lance] la lanza promovida
    [promoted-knight] el caballo promovido
    [promoted-silver] la plata promovida
    [horse] el alfil promovido
   *[dragon] el dragón
} de { $square }

rules-side = { $side ->
    [Sente] Sente
   *[Gote] Gote
}

rules-variant = { $variant ->
    [shogi] shogi
    [minishogi] minishogi
   *[annan] Annan Shogi
}

## Cómo se mueve ahora una pieza

rules-movement-plain = { $piece } se mueve como { $like }
rules-movement-backed = { $piece } tiene detrás { $backer }, así que se mueve como { $like }
rules-movement-empty-behind = { $piece } no tiene detrás ninguna pieza de su bando ({ $behind } está vacía), así que se mueve como { $like }
rules-movement-enemy-behind = { $piece } tiene detrás { $enemy }, que es del rival y no presta nada, así que se mueve como { $like }
rules-movement-edge = { $piece } está en la primera fila de su lado, sin nada detrás, así que se mueve como { $like }
rules-square-empty = { $square } está vacía
rules-attacker-borrowed = { $piece }, que se mueve como { $like } porque tiene detrás { $backer }

## Por qué una jugada no es legal

rules-move-illegal = { $text } no es legal: { $reason }
rules-illegal-empty-origin = no hay ninguna pieza en { $from }
rules-illegal-not-your-piece = la pieza de { $from } es de { $owner }
rules-illegal-own-piece-on-target = en { $to } ya hay una pieza tuya
rules-illegal-cannot-reach = { $movement }, y con ese movimiento no llega a { $to }
rules-illegal-blocked = { $movement }, pero el camino hasta { $to } está bloqueado
rules-illegal-blocked-plain = { $piece } tiene bloqueado el camino hasta { $to }
rules-illegal-cannot-reach-plain = { $piece } no llega a { $to }
rules-illegal-none-can-reach = { $none } llega a { $to }
rules-illegal-not-in-hand = no tienes { $role } en mano
rules-illegal-occupied = solo se puede reingresar en casillas vacías, y { $to } está ocupada
rules-illegal-dead-drop-backer = si reingresas { $role } en { $ranks ->
    [1] la última fila
   *[other] las { $ranks } últimas filas
}, nunca podría moverse: detrás de { $to } no hay ninguna pieza que le dé movimiento desde ahí
rules-illegal-dead-drop = no se puede reingresar { $role } en { $ranks ->
    [1] la última fila
   *[other] las { $ranks } últimas filas
}: nunca podría moverse
rules-illegal-dead-drop-original = con el ajuste «Prohibir por tipo original» no se puede reingresar { $role } en { $ranks ->
    [1] la última fila
   *[other] las { $ranks } últimas filas
}, tenga lo que tenga detrás
rules-illegal-nifu = ya tienes un peón sin promover en la columna { $file } (nifu)
rules-illegal-pawn-drop-mate = reingresar un peón no puede dar mate (uchifuzume)
rules-illegal-cannot-promote-role = { $role } no puede promover
rules-illegal-cannot-promote-here = una pieza solo promueve si su jugada empieza o termina en la zona de promoción, y ni { $from } ni { $to } están en ella
rules-illegal-must-promote = { $role } en { $to } ya no podría volver a moverse sin promover, así que tiene que promover
rules-illegal-must-promote-backer = { $role } en { $to } no tendría ningún movimiento sin promover (ninguna pieza detrás le da uno allí), así que tiene que promover
rules-illegal-must-promote-original = con el ajuste «Prohibir por tipo original», { $role } no puede quedarse sin promover en { $to }, tenga lo que tenga detrás, así que tiene que promover
rules-illegal-king-attacked = en { $to } tu rey quedaría en jaque por { $attacker }
rules-illegal-king-still-attacked = en { $to } tu rey seguiría en jaque por { $attacker }
rules-illegal-king-attacked-in-check = tu rey está en jaque por { $checker }; en { $to } quedaría en jaque por { $attacker }
rules-illegal-stays-in-check = tu rey sigue en jaque por { $attacker }
rules-illegal-exposes-king = deja a tu rey en jaque por { $attacker }
rules-illegal-other = no es una jugada legal aquí
rules-illegal-with-habit = { $reason } ({ $habit })
rules-habit-pawn-two-squares = en shogi el peón avanza una sola casilla, también en su primera jugada
rules-habit-pawn-diagonal = en shogi el peón captura de frente, como avanza
rules-habit-knight-jump = en shogi el caballo solo salta hacia delante: dos casillas al frente y una al lado

## Jugadas escritas por una persona

rules-input-empty = escribe una jugada, como 7g7f, P-7f o ７六歩
rules-input-no-legal-move = no hay ninguna jugada legal en esta posición
rules-input-bad-number = { $text } no es un número de jugada válido: { $count ->
    [one] solo hay una jugada legal, la número 1
   *[other] las jugadas legales van del 1 al { $count }
}
# Un número escrito en un problema de mate, donde solo se numeran los jaques.
rules-input-bad-check-number = { $text } no es un número de jugada válido: { $count ->
    [one] solo hay una jugada que da jaque, la número 1
   *[other] las jugadas que dan jaque van del 1 al { $count }
}
# Un número escrito en una etapa cuya lista tiene las jugadas de las casillas que marca el texto.
rules-input-bad-marked-number = { $text } no es un número de jugada válido: { $count ->
    [one] solo hay una jugada desde o hacia las casillas entre [ ], la número 1
   *[other] las jugadas desde y hacia las casillas entre [ ] van del 1 al { $count }
}
# Un número escrito en una etapa cuya lista tiene las jugadas de sus casillas marcadas y las de su alrededor.
rules-input-bad-around-number = { $text } no es un número de jugada válido: { $count ->
    [one] solo hay una jugada desde, hacia o junto a las casillas entre [ ], la número 1
   *[other] las jugadas desde, hacia y junto a las casillas entre [ ] van del 1 al { $count }
}
rules-input-ambiguous = { $text } puede ser { $moves }: di cuál
rules-input-western-marks = en notación occidental - mueve una pieza, * reingresa una de tu mano, + promueve y = no promueve
rules-input-did-you-mean = { $text } se escribe { $move }
rules-or = { $rest } o { $last }
rules-input-cannot-drop = no se puede reingresar { $role }
rules-input-no-such-piece = no tienes { $role } en el tablero
rules-input-no-promoted-form = { $role } no tiene forma promovida
rules-input-no-previous-move = 同 indica la casilla de la jugada anterior, y todavía no hay ninguna
rules-input-no-such-square = la casilla { $square } no existe en este tablero
rules-input-unreadable = `{ $text }` no es una jugada: escríbela como { $usi }, { $drop }, { $western } o { $japanese }, o da su número
# Lo mismo, para una jugada dada en la línea de órdenes, donde no se muestra ninguna lista numerada.
rules-argument-unreadable = `{ $text }` no es una jugada: escríbela como { $usi }, { $drop }, { $western } o { $japanese }
rules-input-other-sides-move = { $text } es una jugada de { $other }, pero le toca mover a { $side }
rules-not-a-square = `{ $square }` no es una casilla de este tablero (columnas 1-{ $width }, filas a-{ $last })
rules-move-in-list = jugada { $number } ({ $text }): { $reason }

## Sintaxis USI

rules-usi-error = `{ $text }` no es una jugada: { $reason }
rules-usi-not-ascii = las jugadas USI solo usan letras y cifras ASCII, como 7g7f o P*5e
rules-usi-not-droppable = `{ $piece }` no es una pieza que se pueda reingresar (P L N S G B R)
rules-usi-shape = se esperaba una jugada como 7g7f u 8h2b+, o un reingreso como P*5e

## Cómo termina una partida

rules-outcome-checkmate = mate: gana { $winner }
rules-outcome-no-legal-move = { $loser } no tiene jugadas legales: gana { $winner }
rules-outcome-repetition-draw = la misma posición por cuarta vez (sennichite): tablas
rules-outcome-repetition-win = la misma posición por cuarta vez (sennichite): gana { $winner }
rules-outcome-perpetual-check = jaque perpetuo de { $loser }: gana { $winner }
rules-outcome-move-limit = se alcanzó el límite de jugadas: tablas
rules-game-over = la partida ha terminado: { $outcome }
