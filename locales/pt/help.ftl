# As páginas de ajuda (`annan --help`, `annan <command> --help`, `annan help <command>`), postas
# na árvore de comandos do clap no arranque (src/help.rs): help-<command> é o que um comando faz,
# help-<command>--<option>, o que significa uma opção ou um argumento (help-annan-- para as opções
# de todos os comandos). Os nomes das opções (--hash), os valores
# (kanji, usi), os formatos de ficheiro e os comandos entre acentos graves ficam iguais em todas as línguas.

help-heading-usage = Uso
help-heading-commands = Comandos
help-heading-arguments = Argumentos
help-heading-options = Opções
help-token-options = OPÇÕES
help-token-command = COMANDO
help-flag-help = Mostrar a ajuda
help-flag-version = Mostrar a versão
help-command-help = Mostrar esta mensagem ou a ajuda do comando indicado
help-command-help--command = O comando cuja ajuda mostrar
help-default = [por omissão: { $value }]
help-possible = [valores possíveis: { $values }]


help-annan = Aprender Shogi, Minishogi e Annan Shogi, e treinar com problemas de mate
help-annan--color = Saída a cores: auto (só num terminal, respeita NO_COLOR), always ou never
help-annan--lang = Língua: en, es, pt ou tl (por omissão: ANNAN_LANG, a escolha feita no menu e, por fim, a configuração regional do sistema)
help-annan--plain = Linhas simples: opções numeradas a que respondes escrevendo, nada redesenhado no lugar, sem códigos de cursor (para leitores de ecrã, linhas braille e terminais simples; TERM=dumb também o escolhe)

help-perft = Contar as posições-folha a PROFUNDIDADE jogadas (teste do gerador de jogadas)
help-perft--variant = Que jogo (por omissão: annan, minishogi se o tabuleiro for 5x5; um ficheiro KIF, KI2, CSA ou BOD de --file é shogi, salvo se indicar outro)
help-perft--dead-piece = Regra de peças imóveis do Annan: backer (por omissão), original ou free (lishogi). Só no Annan
help-perft--sfen = Posição: um texto SFEN, `startpos` ou `traditional` (a posição tradicional do Annan)
help-perft--file = Ler a posição de um ficheiro em vez disso: SFEN, USI, KIF, KI2, CSA ou BOD (UTF-8 ou Shift_JIS), `-` para a entrada padrão. De um registo usa-se a posição inicial; um ficheiro de problema (YAML, um só problema) dá a sua posição, no seu jogo
help-perft--divide = Mostrar primeiro uma linha `USI COUNT` por cada jogada legal na raiz
help-perft--depth = Quantas jogadas de profundidade contar

help-moves = Listar todas as jogadas legais em USI, por ordem
help-moves--variant = Que jogo (por omissão: annan, minishogi se o tabuleiro for 5x5; um ficheiro KIF, KI2, CSA ou BOD de --file é shogi, salvo se indicar outro)
help-moves--dead-piece = Regra de peças imóveis do Annan: backer (por omissão), original ou free (lishogi). Só no Annan
help-moves--sfen = Posição: um texto SFEN, `startpos` ou `traditional` (a posição tradicional do Annan)
help-moves--file = Ler a posição de um ficheiro em vez disso: SFEN, USI, KIF, KI2, CSA ou BOD (UTF-8 ou Shift_JIS), `-` para a entrada padrão. De um registo usa-se a posição inicial; um ficheiro de problema (YAML, um só problema) dá a sua posição, no seu jogo
help-moves--json = Mostrar um objeto JSON em vez de linhas

help-show = Mostrar o tabuleiro, opcionalmente depois de algumas jogadas
help-show--variant = Que jogo (por omissão: annan, minishogi se o tabuleiro for 5x5; um ficheiro KIF, KI2, CSA ou BOD de --file é shogi, salvo se indicar outro)
help-show--dead-piece = Regra de peças imóveis do Annan: backer (por omissão), original ou free (lishogi). Só no Annan
help-show--sfen = Posição: um texto SFEN, `startpos` ou `traditional` (a posição tradicional do Annan)
help-show--file = Ler a posição de um ficheiro em vez disso: SFEN, USI, KIF, KI2, CSA ou BOD (UTF-8 ou Shift_JIS), `-` para a entrada padrão. De um registo usa-se a posição inicial; um ficheiro de problema (YAML, um só problema) dá a sua posição, no seu jogo
help-show--pieces = Como o tabuleiro mostra as peças: kanji (歩, 金...) ou letters (P, G...) (por omissão: a escolha do menu principal, senão kanji)
help-show--notation = Como se escrevem as jogadas: usi (7g7f), western (P-7f) ou japanese (７六歩)
help-show--moves = Jogadas a fazer primeiro a partir da posição (em USI, notação ocidental ou japonesa)
help-show--format = Mostrar a posição (e as jogadas) num formato de registo em vez do tabuleiro: `bod` para um diagrama a colar, `kif`, `ki2`, `csa`, `usi` ou `sfen`
help-show--describe = Mostrar a posição em palavras em vez do tabuleiro: as peças de cada lado com as suas casas, a sua mão e a quem cabe jogar (para um leitor de ecrã)
help-show--move-limit = Terminar a partida empatada ao fim deste número de jogadas (sem limite por omissão)

help-explain = Explicar uma peça (como se move e porquê, aonde chega) ou uma jogada (se é legal, ou porque não). Sem CASA nem --move: todas as peças do lado que joga cujo movimento um apoio muda
help-explain--variant = Que jogo (por omissão: annan, minishogi se o tabuleiro for 5x5; um ficheiro KIF, KI2, CSA ou BOD de --file é shogi, salvo se indicar outro)
help-explain--dead-piece = Regra de peças imóveis do Annan: backer (por omissão), original ou free (lishogi). Só no Annan
help-explain--sfen = Posição: um texto SFEN, `startpos` ou `traditional` (a posição tradicional do Annan)
help-explain--file = Ler a posição de um ficheiro em vez disso: SFEN, USI, KIF, KI2, CSA ou BOD (UTF-8 ou Shift_JIS), `-` para a entrada padrão. De um registo usa-se a posição inicial; um ficheiro de problema (YAML, um só problema) dá a sua posição, no seu jogo
help-explain--square = A casa a explicar, como 5e
help-explain--mv = Uma jogada a avaliar em vez disso: USI (5e5a, P*5e), ocidental (S-5a) ou japonesa (５一銀); em USI também se explica uma jogada ilegal
help-explain--describe = Em vez de uma casa ou de uma jogada: as peças de cada lado com as suas casas, e a sua mão, em palavras (com --json, como dados)
help-explain--pieces = Como o tabuleiro mostra as peças: kanji (歩, 金...) ou letters (P, G...) (por omissão: a escolha do menu principal, senão kanji)
help-explain--json = Mostrar JSON em vez de texto

help-solve = Resolver um problema de mate: o lado que joga ataca e tem de dar xeque em cada jogada
help-solve--variant = Que jogo (por omissão: annan, minishogi se o tabuleiro for 5x5; um ficheiro KIF, KI2, CSA ou BOD de --file é shogi, salvo se indicar outro)
help-solve--dead-piece = Regra de peças imóveis do Annan: backer (por omissão), original ou free (lishogi). Só no Annan
help-solve--sfen = Posição: um texto SFEN, `startpos` ou `traditional` (a posição tradicional do Annan)
help-solve--file = Ler a posição de um ficheiro em vez disso: SFEN, USI, KIF, KI2, CSA ou BOD (UTF-8 ou Shift_JIS), `-` para a entrada padrão. De um registo usa-se a posição inicial; um ficheiro de problema (YAML, um só problema) dá a sua posição, no seu jogo
help-solve--max-plies = Só contam os mates de, no máximo, este número de jogadas (1 a 4095)
help-solve--time = Parar ao fim deste número de segundos (o resultado fica desconhecido)
help-solve--nodes = Parar ao fim deste número de nós (o resultado fica desconhecido)
help-solve--hash = Tamanho da tabela de transposição em MiB (no máximo, a memória da máquina)
help-solve--threads = Fios de execução que procuram numa mesma tabela (por omissão: todos os núcleos). O resultado e o comprimento são iguais aos de um só
help-solve--classical = Contagem clássica: as interposições inúteis (uma peça reintroduzida no caminho só para ser capturada) não contam como defesa nem como jogadas; entre defesas iguais, fica a que deixa o atacante sem peças na mão (também em vez de uma duas jogadas mais longa que deixe peças de sobra)
help-solve--defender-rest = Dar ao defensor todas as peças que não estão no tabuleiro nem na mão do atacante
help-solve--json = Mostrar um objeto JSON
help-solve--notation = Como se escrevem as jogadas: usi (7g7f), western (P-7f) ou japanese (７六歩)
help-solve--format = Mostrar o mate encontrado como um registo para colar num fórum ou numa interface gráfica: `kif` (jogadas escritas em japonês), `ki2`, `csa`, `usi` (só a posição, em SFEN ou como diagrama BOD: `show --format`)

help-learn = Fazer uma lição: ver a lista com o teu progresso, escolher uma ou abrir uma pelo id
help-learn--id = A lição a abrir, pelo id (ver --list) ou pelo seu número na lista; sem ela, escolhe-se uma da lista
help-learn--list = Mostrar as lições com o teu progresso e terminar
help-learn--json = A lista de lições como um array JSON em vez de uma tabela (--list pode ser omitido)
help-learn--demo = Jogar a lição com as suas próprias respostas e mostrar tudo (para autores e testes)
help-learn--reset = Esquecer o teu progresso na lição e recomeçá-la do início
help-learn--pieces = Como o tabuleiro mostra as peças: kanji (歩, 金...) ou letters (P, G...) (por omissão: a escolha do menu principal, senão kanji)

help-quiz = Responder a perguntas ao acaso sobre posições reais (as FAQ do Annan, regras do shogi que costumam enganar)
help-quiz--count = Quantas perguntas
help-quiz--seed = Escolher e ordenar as perguntas a partir desta semente (a mesma semente dá o mesmo questionário)
help-quiz--variant = Só perguntas sobre este jogo
help-quiz--pieces = Como o tabuleiro mostra as peças: kanji (歩, 金...) ou letters (P, G...) (por omissão: a escolha do menu principal, senão kanji)

help-check = Verificar ficheiros de lições e de questionários, para autores: mostra `file:line:col: reason` por cada erro
help-check--files = Ficheiros de lições, questionários ou problemas (YAML), ou pastas com eles

help-puzzles = Listar os problemas de mate da coleção
help-puzzles--variant = Só problemas deste jogo
help-puzzles--mate = Só problemas deste comprimento (em jogadas)
help-puzzles--tag = Só problemas com este tema: o seu nome abaixo ou a sua palavra na lista, em qualquer das quatro línguas («reintrodução», «drop»)
help-puzzles--unsolved = Só problemas ainda por resolver
help-puzzles--json = Um array JSON em vez de linhas
help-puzzles--export = Escrever os problemas da lista como registos para outros programas, um ficheiro por problema com o id como nome: `--export kif PASTA` (`.kif` em Shift_JIS) ou `--export bod PASTA`

help-puzzle = Jogar um problema de mate: pelo id, ao acaso, o do dia ou de um ficheiro
help-puzzle--id = Um id de problema de `annan puzzles` (por omissão: um problema por resolver perto da tua pontuação)
help-puzzle--random = Um problema da coleção ao acaso
help-puzzle--daily = O problema do dia (o mesmo para todos num dado dia UTC)
help-puzzle--file = Jogar, em vez destes, os problemas de um ficheiro (como os escreve `annan generate`), ou o problema de um ficheiro KIF, KI2, CSA, BOD, SFEN ou USI (o solucionador encontra a solução)
help-puzzle--variant = Jogar só problemas deste jogo; num ficheiro de registo, o seu jogo se não o indicar (por omissão: annan para SFEN e USI, minishogi se o tabuleiro for 5x5)
help-puzzle--mate = Jogar só os problemas da coleção deste comprimento (em jogadas: 1, 3, 5…)
help-puzzle--dead-piece = Regra de peças imóveis do Annan para um ficheiro de registo: backer (por omissão), original ou free. Só no Annan
help-puzzle--pieces = Como o tabuleiro mostra as peças: kanji (歩, 金...) ou letters (P, G...) (por omissão: a escolha do menu principal, senão kanji)
help-puzzle--notation = Como se escrevem as jogadas: usi (7g7f), western (P-7f) ou japanese (７六歩)

help-generate = Gerar problemas de mate com solução única (YAML)
help-generate--variant = Para que jogo são os problemas
help-generate--mate = Comprimento do mate em jogadas (ímpar)
help-generate--count = Quantos problemas escrever
help-generate--seed = Semente das posições candidatas: a mesma semente dá os mesmos problemas. Os problemas da coleção foram gerados com as sementes 1 a 3 (quase todos com a 1); sem --seed é escolhida uma semente nova, indicada com o comando que repete a geração
help-generate--jobs = Fios de execução (por omissão: todos os núcleos). O resultado não depende disto
help-generate--dead-piece = Regra de peças imóveis do Annan com que os problemas valem, registada em cada um: backer (por omissão), original (a restrição do shogi nas últimas filas) ou free. Só no Annan
help-generate--annan-only = Manter só os problemas de Annan que não têm mate desse comprimento com as regras do shogi
help-generate--shard = Examinar só um em cada N candidatos, a começar pelo I-ésimo (contando a partir de 1): I/N
help-generate--candidates = Parar depois do candidato de índice N-1, mesmo que se tenham encontrado menos problemas (contam todas as partes)
help-generate--out = Escrever todos os problemas neste ficheiro (documentos YAML separados por `---`), substituindo-o só se for encontrado pelo menos um problema
help-generate--out-dir = Escrever um ficheiro por problema, com o id como nome, nesta pasta
help-generate--format = O que escrever: YAML de problemas (pistas, temas, dificuldade) ou registos para outros programas: `kif` (ficheiros `.kif` em Shift_JIS com --out-dir) ou `bod`

help-convert = Converter uma posição ou um registo de partida entre SFEN, USI, KIF, KI2, CSA e BOD
help-convert--to = O formato a escrever
help-convert--variant = O jogo, quando o ficheiro não o diz: SFEN e USI não distinguem o Annan do shogi e são lidos como Annan (minishogi num tabuleiro de 5x5), como em todos os comandos; KIF, KI2, CSA e BOD são shogi salvo se indicarem outro
help-convert--dead-piece = Regra de peças imóveis do Annan com que se verificam as jogadas
help-convert--file = SFEN, USI, KIF, KI2, CSA ou BOD, em UTF-8 ou Shift_JIS; `-` para a entrada padrão

help-bench = Medir a velocidade da geração de jogadas e do solucionador (posições e problemas fixos, um só fio de execução)
help-bench--quick = Execuções menos profundas, para uma verificação rápida
help-bench--set = Resolver antes todos os problemas de um conjunto (separado por tabulações: variante, regra de peças imóveis, id, SFEN, comprimento, como em tests/fixtures/tsume_*.tsv), um a seguir ao outro
help-bench--time = Segundos por problema do conjunto
help-bench--nodes = Nós por problema do conjunto, em vez de segundos (o mesmo trabalho numa máquina ocupada)
help-bench--hash = Tamanho da tabela em MiB por problema do conjunto
help-bench--max-plies = O mate mais longo a procurar no conjunto
help-bench--only = Só os problemas cujo id contém este texto
help-bench--classical = Contar os mates do conjunto de forma clássica (como `solve --classical`), para comparar com os comprimentos registados nos livros de problemas
help-bench--threads = Fios de execução por problema do conjunto (como `solve --threads`)

help-usi = Funcionar como motor de mate USI em stdin/stdout, para interfaces gráficas de shogi (`go mate` responde `checkmate`)

# Os nomes dos valores das opções e dos argumentos (`--variant <JOGO>`), nas linhas de uso, nas
# listas de opções e nos erros do próprio clap: help-value-<nome> por cada nome de valor.
help-value-candidates = CANDIDATOS
help-value-color = COR
help-value-count = QUANTIDADE
help-value-dead-piece = PEÇA_IMÓVEL
help-value-depth = PROFUNDIDADE
help-value-dir = PASTA
help-value-file = FICHEIRO
help-value-format = FORMATO
help-value-hash = MIB
help-value-jobs = FIOS
help-value-lang = IDIOMA
help-value-mate = JOGADAS
help-value-max-plies = JOGADAS
help-value-moves = JOGADAS
help-value-nodes = NÓS
help-value-notation = NOTAÇÃO
help-value-only = TEXTO
help-value-out = FICHEIRO
help-value-out-dir = PASTA
help-value-pieces = PEÇAS
help-value-seed = SEMENTE
help-value-sfen = SFEN
help-value-shard = PARTE
help-value-tag = ETIQUETA
help-value-threads = FIOS
help-value-time = SEGUNDOS
help-value-to = FORMATO
help-value-usi = JOGADA
help-value-variant = JOGO
help-value-id = ID
help-value-square = CASA
