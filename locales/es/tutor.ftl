# Las lecciones, el cuestionario y el curso.

## Una etapa de una lección
tutor-step-header = { $title } · etapa { $step }/{ $total }
tutor-press-enter = Pulsa Intro para seguir (o escribe { keyword-quit })
tutor-enter-again = Pulsa solo Intro para seguir, o escribe { $quit } para parar aquí.
tutor-your-move = Tu jugada
tutor-move-help = Escribe una jugada: USI ({ $usi }, { $drop }), occidental ({ $western }, { $capture }) o japonesa ({ $japanese }), o el número de una jugada de la lista de { keyword-moves }. También puedes escribir { $words }. Escribir { keyword-hint } o { keyword-solution } cuenta como un error, una vez por etapa.
tutor-input-help = Escribe «{ $help }» para ver cómo se escriben las jugadas, o «{ $moves }» para verlas numeradas.
# A bare number typed at a move step before `moves` has listed the step's moves: the
# number of an unseen list is not played.
tutor-number-before-list = { $number } no es una jugada: los números eligen una jugada de la lista que muestra { $moves }. Escribe { $moves } para verla, o escribe la jugada misma ({ $help } te muestra cómo).
tutor-hint = Pista: { $hint }
tutor-solution = La jugada es { $usi } ({ $western }).
tutor-solution-one = La jugada es { $usi }.
tutor-move-missed = No exactamente: { $reason }. Inténtalo otra vez o escribe { $hint }.
tutor-move-missed-hint-follows = No exactamente: { $reason }. Inténtalo otra vez.
tutor-move-refused = { $reason }.
tutor-move-right = ¡Eso es! { $success }
tutor-reply = { $side } responde { $usi } ({ $western }).
tutor-promotion-left-out = { $move }: sin promover; { $promoted } promueve (en shogi, + significa «promueve» y = «no promueve»; no es jaque).
tutor-choice-right = ¡Correcto! { $explanation }
tutor-choice-right-now = ¡Correcto, ahora sí! { $explanation }
tutor-choice-wrong = No exactamente: «{ $picked }» no es la respuesta. Prueba otra vez.
tutor-choice-tried = ✗ { $option }
tutor-choice-wrong-because = No exactamente: «{ $picked }» no es la respuesta. { $reason } Prueba otra vez.
tutor-choice-refused-again = Ya probaste «{ $picked }»: no es la respuesta, y no cuenta otra vez. Elige otra.

## El final de una lección
tutor-lesson-complete = Lección terminada: { $stars } ({ $helps ->
    [0] { $mistakes ->
        [0] sin errores
        [one] un error
       *[other] { $mistakes } errores
    }
   *[other] { $mistakes ->
        [one] un error
       *[other] { $mistakes } errores
    }: { $wrong } { $wrong ->
        [one] respuesta equivocada
       *[other] respuestas equivocadas
    } + { $helps } { $helps ->
        [one] pista
       *[other] pistas
    }
}).
tutor-lesson-best = Tu mejor resultado en esta lección sigue siendo { $stars }.
tutor-lesson-stopped = Te quedaste en la etapa { $step } de { $total }; la lección sigue desde ahí («{ menu-learn }» en el menú principal, o `annan learn { $id }`){ $mistakes ->
    [0] .
    [one] , y el error que llevas sigue contando.
   *[other] , y los { $mistakes } errores que llevas siguen contando.
}
tutor-lesson-unsaved = Los últimos cambios no se pudieron guardar (mira arriba): la lección puede seguir desde una etapa anterior.
tutor-resuming = Sigues en la etapa { $step } ({ $mistakes ->
    [0] sin errores hasta ahora
    [one] un error hasta ahora
   *[other] { $mistakes } errores hasta ahora
}).
tutor-resume-question = Dejaste esta lección a medias: ¿sigues o empiezas de nuevo?
tutor-resume-go-on = Seguir en la etapa { $step } de { $total } ({ $mistakes ->
    [0] sin errores hasta ahora
    [one] un error hasta ahora
   *[other] { $mistakes } errores hasta ahora
})
tutor-resume-start-over = Empezar de nuevo en la etapa 1, sin errores
tutor-next-lesson = Pulsa Intro para la siguiente lección, «{ $title }», o escribe { $quit } para parar
tutor-course-standing = { $done } de { $lessons } { $lessons ->
    [one] lección terminada
   *[other] lecciones terminadas
} · { $stars } de { $max } { $max ->
    [one] estrella
   *[other] estrellas
}
tutor-course-done = Has terminado todas las lecciones del curso. Te esperan el cuestionario (`annan quiz`) y los problemas de mate (`annan puzzle`).
tutor-part-done = Has terminado la parte de { $game } del curso: { $standing }. Te esperan sus preguntas: «{ menu-quiz }» en el menú principal, o `annan quiz --variant { $variant }`.

## La lista de lecciones
tutor-which-lesson = ¿Qué lección?
tutor-which-part = ¿Qué parte del curso?
tutor-course-part = { $game }: { $done }/{ $lessons } { $lessons ->
    [one] lección terminada
   *[other] lecciones terminadas
} · { $stars }/{ $max } { $max ->
    [one] estrella
   *[other] estrellas
}
tutor-list-id = id
tutor-list-variant = juego
tutor-list-progress = progreso
tutor-list-title = título
tutor-list-new = nueva
# Las estrellas de una lección en palabras, en modo simple (un lector de pantalla dice «★★☆» como «estrella negra, estrella negra, estrella blanca»).
tutor-stars-words = { $stars }/3 estrellas
tutor-list-step = etapa { $step }/{ $total }
tutor-no-such-lesson = no hay ninguna lección `{ $id }`; `annan learn --list` las muestra
tutor-lesson-broken = una lección incluida está rota: { $reason }
tutor-demo-stopped = la demostración de { $id } se detuvo en la etapa { $step }
tutor-lesson-step-broken = lección { $id }: etapa { $step }: { $reason }
tutor-lesson-empty = la lección { $id } no tiene etapas

## La leyenda de las piezas
tutor-legend-title = Qué símbolo es cada pieza: kanji, letra y nombre, y tras la flecha la pieza en que promueve.
tutor-legend-gote = Sente juega desde abajo del tablero, hacia arriba. Las piezas de Gote, arriba, apuntan hacia abajo: en el tablero de kanji llevan una v delante (v歩 es un peón de Gote) y el rey de Gote es 王; en el tablero de letras van en minúscula (p es un peón de Gote).
tutor-legend-to-letters = ¿Prefieres empezar con letras? Elige «{ menu-pieces }» en el menú principal, o añade `--pieces letters` a un comando, como en `annan learn --pieces letters`.
tutor-legend-to-kanji = Para ver los kanji, elige «{ menu-pieces }» en el menú principal, o usa `--pieces kanji`.
tutor-piece-king = rey
tutor-piece-rook = torre
tutor-piece-bishop = alfil
tutor-piece-gold = oro
tutor-piece-silver = plata
tutor-piece-knight = caballo
tutor-piece-lance = lanza
tutor-piece-pawn = peón
tutor-piece-dragon = dragón
tutor-piece-horse = alfil promovido
tutor-piece-promoted-silver = plata promovida
tutor-piece-promoted-knight = caballo promovido
tutor-piece-promoted-lance = lanza promovida
tutor-piece-tokin = tokin

## El cuestionario
tutor-quiz-intro = Cuestionario: { $count ->
    [one] una pregunta
   *[other] { $count } preguntas
} (semilla { $seed }; `{ $command }` repite las mismas).
tutor-quiz-header = Pregunta { $number }/{ $total } · { $variant }
tutor-quiz-score = Resultado: { $right } de { $asked } bien a la primera.
tutor-quiz-score-stopped = Resultado: { $right } de { $asked } bien a la primera (lo dejaste antes de acabar).
tutor-quiz-broken = La pregunta { $number } ({ $id }) está rota y se salta: { $reason }
tutor-quiz-file-broken = un cuestionario incluido está roto: { $reason }
tutor-quiz-none = ninguna pregunta del cuestionario encaja
