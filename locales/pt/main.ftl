# A língua, o menu principal e as mensagens partilhadas por todos os comandos.

lang-name = Português
# O nome a meio de uma frase: em minúscula em português.
lang-name-in-sentence = português
lang-unknown = { $source } { $value }: o annan não fala essa língua; escolhe uma de { $known }
lang-unknown-env = { $source } { $value }: o annan não fala essa língua e continua em { $language }; os códigos são { $known }

menu-question = O que queres fazer?
menu-press-enter = Carrega em Enter para voltar ao menu
menu-learn = Aprender as regras
menu-quiz = Questionário
menu-puzzles = Treinar com problemas de mate
menu-explain = Explicar uma posição
menu-solve = Procurar o mate numa posição
menu-language = Língua
menu-quit = Sair
menu-which-game = Que jogo?
menu-quiz-question = Que perguntas?
menu-quiz-all = De todos os jogos
menu-quiz-game = { $variant ->
    [annan] Sobre o Annan Shogi
    [shogi] Sobre o shogi
   *[minishogi] Sobre o minishogi
}
menu-defender-question = A posição não dá nada na mão a { $side }. O que tem { $side }?
menu-defender-rest = Todas as outras peças, como nos problemas de mate
menu-defender-nothing = Nada, como diz a posição
menu-puzzle-question = Que problema?
menu-puzzle-next = O próximo para ti (perto da tua pontuação, { $rating })
menu-puzzle-daily = O problema do dia (o mesmo para todos hoje)
menu-puzzle-game = { $variant ->
    [annan] Um problema de Annan
    [shogi] Um problema de shogi
   *[minishogi] Um problema de minishogi (tabuleiro de 5x5)
}
menu-puzzle-from-file = De um ficheiro… (não é pontuado)
menu-puzzle-file = Ficheiro de problemas (YAML) ou registo (KIF, BOD, SFEN…); vazio: voltar ao menu
menu-error-no-file = `{ $file }` não é um ficheiro: escreve o caminho de um, ou nada para voltar
menu-sfen = Posição: SFEN ou ficheiro (KIF, BOD…), e jogadas se quiseres; vazio: a posição inicial
menu-explain-square = Casa ou jogada (5e, 7g7f); vazio: peças que um apoio muda
menu-explain-square-plain = Casa ou jogada (5e, 7g7f); vazio: voltar ao menu
menu-explain-again = Outra casa ou jogada; vazio: voltar ao menu
menu-error-not-square-or-move = `{ $text }` não é uma casa (5e) nem uma jogada ({ $usi }, { $western }); { keyword-pieces } diz as peças de cada lado e as suas casas
menu-language-question = Que língua?
menu-language-saved = A partir de agora o annan fala { $language }.
menu-language-env = ANNAN_LANG={ $code } está definida no teu ambiente: continuará a escolher a língua sempre que o annan arrancar.
# Posições escritas no menu que não dão nenhuma; sem nomear opções, que ninguém escreveu.
menu-error-not-a-position = `{ $text }` não é um SFEN nem um ficheiro que exista: escreve um SFEN (as filas do tabuleiro separadas por /, depois o lado que joga, as peças na mão e o número da jogada), o caminho de um ficheiro KIF, KI2, CSA ou BOD, o identificador de um problema (`annan puzzles` lista-os), ou nada para a posição inicial; a seguir podem vir as jogadas que queres fazer a partir daí (`start { $usi }`, ou só `{ $usi }`)
menu-error-puzzle-game = { $id } é um problema de { $variant }: escolhe { $variant } como jogo
menu-error-traditional = traditional é a posição tradicional do Annan, não uma posição de { $variant }: escolhe o Annan como jogo, ou deixa a posição vazia para a posição inicial
menu-pieces = Peças no tabuleiro: kanji ou letras
menu-pieces-question = Como devem os tabuleiros mostrar as peças?
menu-pieces-kanji = Kanji (歩, 金, 飛…), como num tabuleiro real
menu-pieces-letters = Letras (P, G, R…), mais fáceis para começar
menu-pieces-saved = A partir de agora os tabuleiros mostram as peças { $style ->
    [letters] com letras
   *[kanji] em kanji
}.

progress-not-saved = o teu progresso não será guardado: { $reason }
progress-error-no-data-dir = não se encontra uma pasta de dados para o progresso; define ANNAN_DATA_DIR
progress-error-io = não é possível { $action ->
    [create-folder] criar a pasta de
    [lock] bloquear
    [read] ler
    [move-aside] pôr de lado
    [replace] substituir
   *[write] escrever
} { $path }: { $reason }

# Perguntas que todos os comandos partilham.
prompt-answer = Responde 1-{ $count }
prompt-answer-or = Responde 1-{ $count } (ou { $words })
prompt-answer-default = Responde 1-{ $count } (Enter: { $default })
prompt-answer-again = Responde com um número de 1 a { $count }, por favor.
prompt-pick = A tua escolha
prompt-keyword-entry = [{ $word }]
prompt-other-parts = ← Outra parte
prompt-list-page = (página { $page } de { $pages })
prompt-list-keys = Escreve um número ou um nome e Enter, ou ↑ ↓ (Esc: voltar)

menu-learn-standing = Aprender as regras ({ $done }/{ $lessons } concluídas · { $stars }/{ $max } { $words ->
    [yes] estrelas
   *[no] ★
})
progress-save-failed = não foi possível guardar o teu progresso: { $reason }
progress-saved-again = o teu progresso voltou a ser guardado

# O resumo de `annan check`.
check-no-problems = { $files ->
    [1] 1 ficheiro verificado
   *[other] { $files } ficheiros verificados
}, sem problemas
check-problems = { $count ->
    [1] encontrado 1 problema
   *[other] encontrados { $count } problemas
}
progress-damaged = o ficheiro de progresso { $path } estava danificado ({ $reason }); foi guardado como { $aside } e o progresso recomeça do zero
# Porque é que um ficheiro de progresso se lê como danificado (a nota progress-damaged diz),
# segundo a categoria e o lugar que o leitor de JSON dá.
progress-reason-not-text = não é texto: o byte { $offset } não é UTF-8
progress-reason-syntax = não é JSON válido na linha { $line }, coluna { $column }
progress-reason-cut = termina antes do tempo, na linha { $line }, coluna { $column }
progress-reason-values = um valor não é do tipo que o progresso guarda, na linha { $line }, coluna { $column }

game-error-dead-piece = --dead-piece é uma regra do Annan; em { $variant } não há apoios, por isso não o uses
game-error-traditional = --sfen traditional é a posição tradicional do Annan, não uma posição de { $variant }: usa --variant annan, ou startpos
game-error-sfen-moves = --sfen recebe uma posição, não as jogadas que se lhe seguem: `annan show --sfen POSIÇÃO --moves JOGADA...` mostra aonde levam e a sua linha SFEN
game-note-record-moves = { $file }: { $count ->
    [1] a jogada do registo não é jogada
   *[other] as { $count } jogadas do registo não são jogadas
}: este comando parte da sua primeira posição (`annan convert { $file } --to usi` dá-as como jogadas USI)
game-note-annan-default = lido com as regras do Annan, as de um SFEN por omissão; --variant shogi para o shogi normal
game-error-puzzles = { $file } tem { $count } problemas e este comando aceita uma só posição: `annan puzzle --file` joga-os um a um, e --variant fica com os de um jogo

