# Ang mga pahina ng tulong (`annan --help`, `annan <command> --help`, `annan help <command>`), na
# inilalagay sa command tree ng clap sa pagsisimula (src/help.rs): ang help-<command> ay kung ano ang
# ginagawa ng command, ang help-<command>--<option> ay kung ano ang ibig sabihin ng option o argumento
# (help-annan-- para sa mga option ng lahat ng command). Hindi isinasalin sa anumang wika ang mga
# pangalan ng option (--hash), mga value (kanji, usi), mga file
# format at mga command na nasa loob ng backtick.

help-heading-usage = Paggamit
help-heading-commands = Mga command
help-heading-arguments = Mga argumento
help-heading-options = Mga option
help-token-options = OPTIONS
help-token-command = COMMAND
help-flag-help = Ipakita ang tulong
help-flag-version = Ipakita ang bersiyon
help-command-help = Ipakita ang mensaheng ito o ang tulong ng ibinigay na command
help-command-help--command = Ang command na ipapakita ang tulong
help-default = [default: { $value }]
help-possible = [mga puwedeng value: { $values }]


help-annan = Matuto ng Shogi, Minishogi at Annan Shogi, at magsanay sa mga problema sa mate
help-annan--color = May kulay na output: auto (sa terminal lang, sinusunod ang NO_COLOR), always o never
help-annan--lang = Wika: en, es, pt o tl (kung wala: ANNAN_LANG, ang pinili sa menu, at saka ang locale)
help-annan--plain = Plain na mga linya: may numero ang mga pagpipilian at sasagutin sa pag-type, walang nire-redraw sa puwesto, walang cursor code (para sa screen reader, braille display at dumb terminal; pinipili rin ito ng TERM=dumb)

help-perft = Bilangin ang mga dulong posisyon sa lalim na DEPTH na tira (pagsuri sa paggawa ng mga galaw)
help-perft--variant = Aling laro (default: annan, minishogi kung 5x5 ang board; shogi ang KIF, KI2, CSA o BOD na --file maliban kung iba ang nakasaad)
help-perft--dead-piece = Patakaran ng Annan sa piyesang walang galaw: backer (default), original, o free (lishogi). Sa Annan lang
help-perft--sfen = Posisyon: isang SFEN string, `startpos`, o `traditional` (ang tradisyonal na ayos ng Annan)
help-perft--file = Sa file na lang basahin ang posisyon: SFEN, USI, KIF, KI2, CSA o BOD (UTF-8 o Shift_JIS), `-` para sa standard input. Ang panimulang posisyon ng record ang gagamitin; ang posisyon ng puzzle file (YAML, isang puzzle) naman, sa sarili nitong laro
help-perft--divide = Unahing ipakita ang isang linyang `USI COUNT` para sa bawat legal na unang galaw
help-perft--depth = Ilang tira ang lalim ng bibilangin

help-moves = Ilista nang nakaayos ang bawat legal na galaw sa USI
help-moves--variant = Aling laro (default: annan, minishogi kung 5x5 ang board; shogi ang KIF, KI2, CSA o BOD na --file maliban kung iba ang nakasaad)
help-moves--dead-piece = Patakaran ng Annan sa piyesang walang galaw: backer (default), original, o free (lishogi). Sa Annan lang
help-moves--sfen = Posisyon: isang SFEN string, `startpos`, o `traditional` (ang tradisyonal na ayos ng Annan)
help-moves--file = Sa file na lang basahin ang posisyon: SFEN, USI, KIF, KI2, CSA o BOD (UTF-8 o Shift_JIS), `-` para sa standard input. Ang panimulang posisyon ng record ang gagamitin; ang posisyon ng puzzle file (YAML, isang puzzle) naman, sa sarili nitong laro
help-moves--json = Isang JSON object ang ipakita sa halip na mga linya

help-show = Ipakita ang board, pagkatapos ng mga galaw kung mayroon
help-show--variant = Aling laro (default: annan, minishogi kung 5x5 ang board; shogi ang KIF, KI2, CSA o BOD na --file maliban kung iba ang nakasaad)
help-show--dead-piece = Patakaran ng Annan sa piyesang walang galaw: backer (default), original, o free (lishogi). Sa Annan lang
help-show--sfen = Posisyon: isang SFEN string, `startpos`, o `traditional` (ang tradisyonal na ayos ng Annan)
help-show--file = Sa file na lang basahin ang posisyon: SFEN, USI, KIF, KI2, CSA o BOD (UTF-8 o Shift_JIS), `-` para sa standard input. Ang panimulang posisyon ng record ang gagamitin; ang posisyon ng puzzle file (YAML, isang puzzle) naman, sa sarili nitong laro
help-show--pieces = Paano ipinapakita ng board ang mga piyesa: kanji (歩, 金...) o letters (P, G...) (default: ang pinili sa pangunahing menu, kung wala ay kanji)
help-show--notation = Paano isinusulat ang mga galaw: usi (7g7f), western (P-7f) o japanese (７六歩)
help-show--moves = Mga galaw na unang gagawin mula sa posisyon (USI, kanluranin o Hapon)
help-show--format = Ipakita ang posisyon (at ang mga galaw) sa isang record format sa halip na board: `bod` para sa diagram na ipe-paste, `kif`, `ki2`, `csa`, `usi` o `sfen`
help-show--describe = Ipakita ang posisyon sa salita sa halip na board: ang mga piyesa ng bawat panig at ang mga square nila, ang hawak nila, at kung kaninong tira (para sa screen reader)
help-show--move-limit = Tapusin ang laro bilang tabla kapag naabot na ang ganitong bilang ng tira (walang hangganan kung hindi ito ibinigay)

help-explain = Ipaliwanag ang isang piyesa (paano ito gumagalaw at bakit, saan ito nakakarating) o isang galaw (legal ba, o bakit hindi). Kung walang SQUARE o --move: bawat piyesa ng titira na nababago ang galaw dahil sa piyesa sa likod
help-explain--variant = Aling laro (default: annan, minishogi kung 5x5 ang board; shogi ang KIF, KI2, CSA o BOD na --file maliban kung iba ang nakasaad)
help-explain--dead-piece = Patakaran ng Annan sa piyesang walang galaw: backer (default), original, o free (lishogi). Sa Annan lang
help-explain--sfen = Posisyon: isang SFEN string, `startpos`, o `traditional` (ang tradisyonal na ayos ng Annan)
help-explain--file = Sa file na lang basahin ang posisyon: SFEN, USI, KIF, KI2, CSA o BOD (UTF-8 o Shift_JIS), `-` para sa standard input. Ang panimulang posisyon ng record ang gagamitin; ang posisyon ng puzzle file (YAML, isang puzzle) naman, sa sarili nitong laro
help-explain--square = Ang square na ipapaliwanag, gaya ng 5e
help-explain--mv = Isang galaw na susuriin sa halip: USI (5e5a, P*5e), kanluranin (S-5a) o Hapon (５一銀); sa USI, ipinapaliwanag din ang galaw na hindi legal
help-explain--describe = Sa halip na square o galaw: ang mga piyesa ng bawat panig at ang mga square nila, at ang hawak nila, sa salita (sa --json, bilang data)
help-explain--pieces = Paano ipinapakita ng board ang mga piyesa: kanji (歩, 金...) o letters (P, G...) (default: ang pinili sa pangunahing menu, kung wala ay kanji)
help-explain--json = JSON ang ipakita sa halip na text

help-solve = Lutasin ang isang problema sa mate: umaatake ang titira at dapat mag-check sa bawat galaw
help-solve--variant = Aling laro (default: annan, minishogi kung 5x5 ang board; shogi ang KIF, KI2, CSA o BOD na --file maliban kung iba ang nakasaad)
help-solve--dead-piece = Patakaran ng Annan sa piyesang walang galaw: backer (default), original, o free (lishogi). Sa Annan lang
help-solve--sfen = Posisyon: isang SFEN string, `startpos`, o `traditional` (ang tradisyonal na ayos ng Annan)
help-solve--file = Sa file na lang basahin ang posisyon: SFEN, USI, KIF, KI2, CSA o BOD (UTF-8 o Shift_JIS), `-` para sa standard input. Ang panimulang posisyon ng record ang gagamitin; ang posisyon ng puzzle file (YAML, isang puzzle) naman, sa sarili nitong laro
help-solve--max-plies = Mga mate lang na hindi hihigit sa ganitong dami ng tira ang bilang (1 hanggang 4095)
help-solve--time = Huminto pagkalipas ng ganitong dami ng segundo (hindi alam ang resulta)
help-solve--nodes = Huminto pagkatapos ng ganitong dami ng node (hindi alam ang resulta)
help-solve--hash = Laki ng transposition table sa MiB (hindi hihigit sa memory ng makina)
help-solve--threads = Mga thread na sabay na naghahanap sa iisang table (default: lahat ng core). Pareho ang resulta at haba kahit iisang thread lang
help-solve--classical = Klasikong bilang: hindi depensa at hindi binibilang ang futile interposition (piyesang inilagay sa pagitan para lang madakip); sa magkasinghabang depensa, ang nag-iiwan ng walang hawak sa umaatake ang pinipili (kahit may depensang dalawang tira lang na mas mahaba na may natitirang piyesa)
help-solve--defender-rest = Ibigay sa depensa ang bawat piyesang wala sa board o sa hawak ng umaatake
help-solve--json = Isang JSON object ang ipakita
help-solve--notation = Paano isinusulat ang mga galaw: usi (7g7f), western (P-7f) o japanese (７六歩)
help-solve--format = Ipakita ang nakitang mate bilang record na ipe-paste sa forum o sa GUI: `kif` (Japanese na text ng galaw), `ki2`, `csa`, `usi` (ang posisyon lang, bilang SFEN o diagram na BOD: `show --format`)

help-learn = Mag-aral ng isang aralin: ilista ang mga ito kasama ang progreso mo, pumili ng isa, o patakbuhin ang isa ayon sa id
help-learn--id = Ang araling patatakbuhin, ayon sa id (tingnan ang --list) o sa numero nito sa listahan; kung wala, pumili ng isa sa listahan
help-learn--list = Ipakita ang mga aralin kasama ang progreso mo, saka huminto
help-learn--json = Ang listahan ng mga aralin bilang isang JSON array sa halip na table (puwedeng hindi na isama ang --list)
help-learn--demo = Laruin ang aralin gamit ang sarili nitong mga sagot at ipakita ang lahat (para sa mga author at sa mga test)
help-learn--reset = Kalimutan ang progreso mo sa aralin at simulan ito mula sa umpisa
help-learn--pieces = Paano ipinapakita ng board ang mga piyesa: kanji (歩, 金...) o letters (P, G...) (default: ang pinili sa pangunahing menu, kung wala ay kanji)

help-quiz = Sagutin ang mga random na tanong tungkol sa totoong posisyon (ang Annan FAQ, mga nakalilitong patakaran ng shogi)
help-quiz--count = Ilang tanong
help-quiz--seed = Piliin at pagsunod-sunurin ang mga tanong mula sa seed na ito (parehong seed, parehong quiz)
help-quiz--variant = Mga tanong lang tungkol sa larong ito
help-quiz--pieces = Paano ipinapakita ng board ang mga piyesa: kanji (歩, 金...) o letters (P, G...) (default: ang pinili sa pangunahing menu, kung wala ay kanji)

help-check = Suriin ang mga file ng aralin at quiz, para sa mga author: naglalabas ng `file:line:col: reason` sa bawat problema
help-check--files = Mga file ng aralin, quiz o puzzle (YAML), o mga folder ng mga ito

help-puzzles = Ilista ang mga mate puzzle ng koleksiyon
help-puzzles--variant = Mga puzzle lang ng larong ito
help-puzzles--mate = Mga puzzle lang na ganito kahaba (sa tira)
help-puzzles--tag = Mga puzzle lang na may ganitong tema: ang pangalan nito sa ibaba o ang salita nito sa listahan, sa alinman sa apat na wika (“paglalagay”, “drop”)
help-puzzles--unsolved = Mga puzzle lang na hindi pa nalulutas
help-puzzles--json = Isang JSON array sa halip na mga linya
help-puzzles--export = Isulat ang mga nakalistang puzzle bilang record para sa ibang programa, isang file bawat puzzle na ipinangalan sa id nito: `--export kif DIR` (Shift_JIS na `.kif`) o `--export bod DIR`

help-puzzle = Maglaro ng mate puzzle: ayon sa id, random, ang puzzle ng araw, o mula sa file
help-puzzle--id = Isang puzzle id mula sa `annan puzzles` (default: isang hindi pa nalulutas na puzzle na malapit sa rating mo)
help-puzzle--random = Isang random na puzzle mula sa koleksiyon
help-puzzle--daily = Ang puzzle ng araw (pareho para sa lahat sa iisang araw ayon sa UTC)
help-puzzle--file = Laruin na lang ang mga puzzle ng isang file (gaya ng isinusulat ng `annan generate`), o ang problema ng isang KIF, KI2, CSA, BOD, SFEN o USI file (ang solver ang hahanap ng solusyon)
help-puzzle--variant = Mga puzzle lang ng larong ito ang laruin; sa record file, ang laro nito kung hindi ito binabanggit (default: annan para sa SFEN at USI, minishogi kung 5x5 ang board)
help-puzzle--mate = Mga puzzle lang ng koleksiyon na ganito kahaba ang laruin (sa tira: 1, 3, 5…)
help-puzzle--dead-piece = Patakaran ng Annan sa piyesang walang galaw para sa record file: backer (default), original o free. Sa Annan lang
help-puzzle--pieces = Paano ipinapakita ng board ang mga piyesa: kanji (歩, 金...) o letters (P, G...) (default: ang pinili sa pangunahing menu, kung wala ay kanji)
help-puzzle--notation = Paano isinusulat ang mga galaw: usi (7g7f), western (P-7f) o japanese (７六歩)

help-generate = Gumawa ng mga mate puzzle na iisa ang solusyon (YAML)
help-generate--variant = Para sa aling laro ang mga puzzle
help-generate--mate = Haba ng mate sa tira (odd)
help-generate--count = Ilang puzzle ang isusulat
help-generate--seed = Seed ng mga kandidatong posisyon: parehong seed, parehong mga puzzle. Seed 1 hanggang 3 ang ginamit sa paggawa ng mga puzzle ng koleksiyon (karamihan sa 1); kapag walang --seed, bagong seed ang pinipili at sinasabi, kasama ang command na umuulit nito
help-generate--jobs = Mga worker thread (default: lahat ng core). Hindi nito binabago ang output
help-generate--dead-piece = Patakaran ng Annan sa piyesang walang galaw na sinusunod ng mga puzzle, nakatala sa bawat isa: backer (default), original (limitasyon ng shogi sa pinakamalalayong hanay), o free. Sa Annan lang
help-generate--annan-only = Panatilihin lang ang mga Annan puzzle na walang mate na ganoon kahaba sa patakaran ng shogi
help-generate--shard = Suriin lang ang bawat ika-N na kandidato, simula sa ika-I (nagsisimula sa 1): I/N
help-generate--candidates = Huminto pagkatapos ng kandidatong may index na N-1 kahit kulang pa ang nakitang puzzle (bilang ang lahat ng shard)
help-generate--out = Isulat ang lahat ng puzzle sa file na ito (mga YAML document na pinaghihiwalay ng `---`); papalitan lang ito kapag may kahit isang puzzle na nakita
help-generate--out-dir = Isulat ang bawat puzzle sa sariling file sa folder na ito, na ipinangalan sa id nito
help-generate--format = Ano ang isusulat: puzzle YAML (mga pahiwatig, tag, difficulty), o record para sa ibang programa: `kif` (mga Shift_JIS na `.kif` file, kasama ng --out-dir) o `bod`

help-convert = I-convert ang posisyon o record ng laro sa pagitan ng SFEN, USI, KIF, KI2, CSA at BOD
help-convert--to = Ang format na isusulat
help-convert--variant = Ang laro, kapag hindi ito sinasabi ng file: hindi matukoy ng SFEN at USI kung Annan o shogi, kaya binabasa ang mga ito bilang Annan (minishogi kung 5x5 ang board), gaya sa bawat command; shogi ang KIF, KI2, CSA at BOD maliban kung iba ang nakasaad
help-convert--dead-piece = Patakaran ng Annan sa piyesang walang galaw na gagamitin sa pagsuri ng mga galaw
help-convert--file = SFEN, USI, KIF, KI2, CSA o BOD, UTF-8 o Shift_JIS; `-` para sa standard input

help-bench = Sukatin ang bilis ng paggawa ng mga galaw at ng solver (mga nakapirming posisyon at problema, isang thread)
help-bench--quick = Mas mababaw na takbo, para sa mabilisang pagsuri
help-bench--set = Lutasin na lang ang bawat problema ng isang set, isa-isa (hinihiwalay ng tab: variant, patakaran sa piyesang walang galaw, id, SFEN, haba, gaya ng sa tests/fixtures/tsume_*.tsv)
help-bench--time = Segundo bawat problema ng set
help-bench--nodes = Node bawat problema ng set sa halip na segundo (parehong trabaho kahit abala ang makina)
help-bench--hash = Laki ng table sa MiB bawat problema ng set
help-bench--max-plies = Pinakamahabang mate na hahanapin sa set
help-bench--only = Ang mga problema lang na may ganitong text sa id
help-bench--classical = Bilangin nang klasiko ang mga mate ng set (gaya ng `solve --classical`), para maikumpara sa mga habang nakatala sa mga aklat ng problema
help-bench--threads = Thread bawat problema ng set (gaya ng `solve --threads`)

help-usi = Tumakbo bilang USI mate engine sa stdin/stdout, para sa mga shogi GUI (sinasagot ng `checkmate` ang `go mate`)

# Ang mga pangalan ng value ng mga option at argumento (`--depth <DEPTH>`), sa usage, sa listahan ng
# mga option at sa mga error ng clap: help-value-<name>. Nasa Ingles ang mga ito, gaya ng OPTIONS at
# COMMAND sa itaas, gaya ng karaniwang Filipino software.
help-value-candidates = CANDIDATES
help-value-color = COLOR
help-value-count = COUNT
help-value-dead-piece = DEAD_PIECE
help-value-depth = DEPTH
help-value-dir = DIR
help-value-file = FILE
help-value-format = FORMAT
help-value-hash = HASH
help-value-jobs = JOBS
help-value-lang = LANG
help-value-mate = MATE
help-value-max-plies = MAX_PLIES
help-value-moves = MOVES
help-value-nodes = NODES
help-value-notation = NOTATION
help-value-only = ONLY
help-value-out = OUT
help-value-out-dir = OUT_DIR
help-value-pieces = PIECES
help-value-seed = SEED
help-value-sfen = SFEN
help-value-shard = SHARD
help-value-tag = TAG
help-value-threads = THREADS
help-value-time = TIME
help-value-to = TO
help-value-usi = USI
help-value-variant = VARIANT
help-value-id = ID
help-value-square = SQUARE
