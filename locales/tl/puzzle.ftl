# Mga mate puzzle: ang mga pamagat at pahiwatig, ang player, at ang mga command ng puzzle.

## Mga pamagat at pahiwatig. Tinutukoy ng mga puzzle file ang mga mensaheng ito kasama ang mga argumento.

puzzle-title = { $theme ->
    [backer-check] Hiram na galaw
    [discovered-backer] Bagong piyesa sa likod
    [discovered] Buksan ang linya
    [drop] Mula sa hawak
    [sacrifice] Isakripisyo
    [promotion] Mag-promote para sa mate
   *[none] Tsume
}: mate sa { $length }
puzzle-hint-idea = { $theme ->
    [backer-check] Puwedeng mag-check ang isa sa mga piyesa mo gamit ang galaw na hiniram nito sa piyesa sa likod nito.
    [discovered-backer] Baguhin ang nasa likod ng isa sa mga piyesa mo.
    [discovered] May check na manggagaling sa pag-alis ng isang piyesa sa daan ng isa pa.
    [drop] { $left ->
        [1] Ang mate ay paglalagay ng isang piyesang hawak mo.
       *[other] Kailangan ng mate ang isang piyesang hawak mo, pero hindi kailangang agad-agad.
    }
    [sacrifice] Dadakpin ang isa sa mga piyesa mo, at iyon mismo ang punto.
    [promotion] Isang promotion ang susi rito.
   *[none] Dapat mag-check ang bawat galaw: hanapin ang galaw na mag-aalis sa huling square na matatakbuhan ng hari.
}
puzzle-hint-piece = Igalaw ang { $piece ->
    [pawn] pawn
    [lance] lance
    [knight] kabayo
    [silver] silver
    [gold] gold
    [bishop] bishop
    [rook] rook
    [king] hari
    [tokin] tokin
    [promoted-lance] promoted na lance
    [promoted-knight] promoted na kabayo
    [promoted-silver] promoted na silver
    [horse] promoted na bishop
    [dragon] dragon
   *[other] piyesa
} sa { $square }.
puzzle-hint-drop = Ilagay ang hawak mong { $piece ->
    [pawn] pawn
    [lance] lance
    [knight] kabayo
    [silver] silver
    [gold] gold
    [bishop] bishop
    [rook] rook
   *[other] piyesa
}.
puzzle-hint-move = Gawin ang galaw na { $move }.

## Paglalaro ng puzzle.

puzzle-header = { $title } ({ $variant }, { $id })
puzzle-task = Turno ng { $side }: mag-mate sa { $plies ->
    [1] { $plies } tira
   *[other] { $plies } tira (kasama sa bilang ang mga sagot)
}. Dapat mag-check ang bawat galaw mo.
puzzle-help = Mag-type ng galaw sa notasyong USI ({ $usi }), kanluranin ({ $western }) o Hapon ({ $japanese }), o ang numero nito sa listahan ng { keyword-moves }. Puwede mo ring i-type ang { $words }. Kapag tinype mo ang { keyword-solution }, makikita mo ang buong solusyon, at mintis na ang puzzle.
puzzle-help-again = I-type ang galaw mo, o { keyword-help } para makita kung ano pa ang puwedeng i-type.
puzzle-conventions = Gaya sa mga problema sa mate, hawak ng depensa ang lahat ng piyesang wala sa board at wala sa hawak mo, at puwede niyang ilagay ang alinman dito para harangan ang check; kadalasang walang hari ang umaatake.
puzzle-prompt = Ang galaw mo
puzzle-hint = Pahiwatig { $number }: { $hint }
puzzle-hint-names-move-next = Sasabihin na ng susunod na pahiwatig ang galaw; kapag tiningnan mo ito, ituturing nang mintis ang puzzle. I-type ulit ang { keyword-hint } para makita ito.
puzzle-hint-revealed = Sinasabi na ng pahiwatig na ito ang galaw: ituturing nang mintis ang puzzle, kahit malutas mo.
puzzle-no-more-hints = Wala nang pahiwatig: i-type ang { keyword-solution } para makita ang buong solusyon.
puzzle-wrong-no-check = Hindi nagche-check ang { $move }: sa problema sa mate, dapat mag-check ang bawat galaw ng umaatake. Hindi bilang ang subok na ito.
puzzle-wrong-no-check-moves-like = Hindi nagche-check ang { $move }: { $why }. Sa problema sa mate, dapat mag-check ang bawat galaw ng umaatake. Hindi bilang ang subok na ito.
puzzle-promotion-mark = Hindi nagche-check ang { $move }, pero nagche-check ang { $promoted }, ang parehong galaw na nagpo-promote: i-type iyon para laruin. Hindi bilang ang subok na ito.
puzzle-wrong-no-mate = Hindi iyan. Nagche-check ang { $move }, pero { $plies ->
    [1] hindi ito mate
   *[other] hindi nito napipilit ang mate sa natitirang { $plies } tira
}.
puzzle-refutation = Sumagot ang { $side } ng { $move }, at nakatakas ito.
puzzle-taken-back-first = Binawi ang galaw mo; subukan ulit. Pagkatapos ng maling subok, ituturing nang mintis ang puzzle, kahit malutas mo.
puzzle-taken-back = Binawi ang galaw mo; subukan ulit.
puzzle-also-mates = Nagme-mate din ang { $move } (ang galaw sa solusyon ng puzzle ay { $composed }); itutuloy natin ang linya mo.
puzzle-no-defence = Hindi nakapagpasya ang solver ng depensa.
puzzle-answers = Sumagot ang { $side } ng { $move }.
puzzle-checkmate-futile = Checkmate na ito sa bilang ng mga composer: ang kaya na lang ng { $side } ay maglagay ng piyesa sa pagitan, na dadakpin agad nang walang nababago sa mate (futile interposition, 無駄合).
puzzle-setting-note = { $setting ->
    [free] Sa setting na 'Laging payagan' para sa piyesang walang galaw, puwedeng ilagay o iwanang hindi naka-promote ang pawn, lance o kabayo sa pinakamalalayong hanay, anuman ang nasa likod nito; sa 'Ipagbawal ayon sa orihinal na uri', gaya sa shogi, hindi puwede.
   *[backer] Sa default na setting para sa piyesang walang galaw, 'Payagan kung makakagalaw sa suporta', puwedeng ilagay o iwanang hindi naka-promote ang pawn, lance o kabayo sa pinakamalalayong hanay kung binibigyan ito ng galaw doon ng piyesa sa likod; sa 'Ipagbawal ayon sa orihinal na uri', gaya sa shogi, hindi puwede.
}
puzzle-backers-recap = Ang mga piyesa sa likod sa solusyon:
puzzle-solution = Solusyon (mate sa { $plies } tira):

## Pagkatapos ng puzzle: kung paano binibilang ang subok (laging ang naka-save), ang rating, ang susunod.

puzzle-verdict-clean = Nalutas nang malinis: bilang na lutas ito.
puzzle-verdict-solved-after-mistakes = Nalutas, pero pagkatapos ng { $count ->
    [1] isang maling subok
   *[other] { $count } maling subok
}: bilang na mintis ito.
puzzle-verdict-solved-after-reveal = Nalutas, pero sinabi ng pahiwatig ang galaw: bilang na mintis ito.
puzzle-verdict-gave-up = Hiningi mo ang solusyon: bilang na mintis ito.
puzzle-verdict-left-after-mistakes = Umalis ka sa puzzle pagkatapos ng { $count ->
    [1] isang maling subok
   *[other] { $count } maling subok
}: bilang na mintis ito.
puzzle-verdict-left-after-reveal = Umalis ka sa puzzle matapos sabihin ng pahiwatig ang galaw: bilang na mintis ito.
puzzle-verdict-left-uncounted = Umalis ka sa puzzle bago magkamali: hindi binibilang ang subok na ito.
puzzle-rating-change = Ang puzzle rating mo: { $before } → { $after } ({ $change }).
puzzle-rating-change-provisional = Ang puzzle rating mo: { $before } → { $after } ({ $change }). Pansamantala pa ito: malaki ang galaw nito sa mga unang puzzle mo, saka ito titatag.
puzzle-input-ended = Natapos ang input; naka-save ang progreso mo.
puzzle-input-ended-unsaved = Natapos ang input; hindi na-save ang progreso, gaya ng sinabi sa itaas.
puzzle-session-unsaved = Hindi na-save ang progreso, gaya ng sinabi sa itaas.
puzzle-totals = Nalutas na puzzle: { $solved }; mintis na susubukan ulit: { $missed }; sunod-sunod na lutas: { $streak } (pinakamahaba: { $best }).
puzzle-next-question = Ano ang susunod?
puzzle-next = Susunod na puzzle
puzzle-stop = Tumigil dito
puzzle-no-more = Nalaro mo na ang lahat ng puzzle ng koleksiyon sa session na ito.
puzzle-file-not-recorded = Hindi nire-rate at hindi itinatala ang puzzle mula sa file: sa koleksiyon lang ang rating at mga bilang mo.
puzzle-replay-not-rated = Nalaro mo na ang puzzle na ito dati: ang unang subok lang ang may rating at bumibilang sa sunod-sunod na lutas.
puzzle-daily-played = Nalaro mo na ang puzzle ngayong araw: hindi na ulit bibigyan ng rating ang subok na ito. May bago bukas (UTC).
puzzle-file-done = Iyon ang huling puzzle ng file.

## Ang listahan.

puzzle-your-rating = Ang puzzle rating mo: { $rating } (± { $deviation }).
# $tagged: ilang tema ang nasa $tags (0: wala, at wala ring separator).
puzzle-list-row = { $id } { $variant } mate sa { $mate } rating { $rating } { $status }{ $tagged ->
    [0] {""}
   *[other] {" "}· { $tags }
}
# Isang tema ng solusyon ng puzzle, gaya ng pagpapakita nito sa listahan (tinatanggap ng `--tag` ang mga pangalang nasa bracket).
puzzle-tag = { $tag ->
    [backer-check] hiram na galaw
    [discovered-backer] bagong piyesa sa likod
    [discovered] bukas na linya
    [drop] paglalagay
    [sacrifice] sakripisyo
    [promotion] promotion
    [annan-only] Annan lang
   *[other] { $tag }
}
puzzle-status-new = bago
puzzle-status-missed = mintis
puzzle-status-solved = nalutas
puzzle-list-count = { $count } puzzle

# `puzzles --mate N` na walang nailista: kung bakit (odd ang bilang ng tira ng isang mate, o
# walang puzzle na ganoon kahaba sa iniwan ng ibang filter), at ang mga habang mayroon.
puzzle-list-even-mate = walang puzzle na mate sa { $mate } tira: odd ang bilang ng tira ng isang mate, dahil ang umaatake ang unang titira at ang huling titira
puzzle-list-no-mate-length = walang puzzle dito na mate sa { $mate }
puzzle-list-lengths = mga habang puwedeng hingin sa --mate: { $lengths }

puzzle-exported = naisulat ang { $count } puzzle sa { $folder }

## Paggawa ng puzzle.

puzzle-generate-examined = { $count } kandidatong posisyon
puzzle-generate-none = walang puzzle na nakita sa { $candidates } kandidatong posisyon; walang naisulat
puzzle-generate-fewer = { $found } sa { $count } puzzle ang nakita sa { $candidates } kandidatong posisyon

## Mga error ng mga command ng puzzle.

puzzle-error-none = walang puzzle
puzzle-error-no-such-length = walang puzzle sa koleksiyon na mate sa { $mate } tira: ang mga haba nila ay { $lengths }
puzzle-error-none-of-game = walang { $variant } puzzle sa { $file }: alisin ang --variant, o ibigay ang laro ng mga puzzle nito
puzzle-error-unknown-id = walang puzzle na '{ $id }' (nakalista ang mga ito sa `annan puzzles`)
puzzle-error-read = hindi mabasa ang { $file }: { $reason }
puzzle-error-write = hindi maisulat ang { $file }: { $reason }
puzzle-error-not-puzzle-file = hindi puzzle file ang { $file } (mga puzzle sa YAML, gaya ng isinusulat ng `annan generate`), at hindi rin ito record na KIF, KI2, CSA, BOD, SFEN o USI:
    { $reasons }
puzzle-error-dead-piece-puzzle-file = Puzzle file ang { $file }: may sariling patakaran sa piyesang walang galaw ang bawat puzzle nito (doon lang tama ang solusyon nito), kaya para sa record file lang ang --dead-piece
puzzle-note-defender-rest = { $file }: walang hawak ang { $side }; gaya sa mga problema sa mate, ibinibigay rito ang lahat ng piyesang wala sa board at wala sa hawak ng umaatake
puzzle-error-not-playable = hindi malalarong puzzle ang { $file }:
    { $reasons }
puzzle-error-damaged = sira ang kasamang puzzle na { $file }: { $reason }
puzzle-error-collection-damaged = sira ang mga kasamang puzzle:
    { $reasons }
puzzle-error-shard = hindi shard ang '{ $found }': inaasahan ang I/N na 1 ≤ I ≤ N, halimbawa 2/4
puzzle-error-mate-length = hindi haba ng mate ang '{ $found }': odd na bilang ng tira mula 1 hanggang 31
puzzle-error-annan-only = kailangan ng --annan-only ang --variant annan
puzzle-error-one-per-file = isang puzzle lang ang laman ng isang { $format } file, at { $count } ang hinihingi ng --count: isulat ang mga ito gamit ang --out-dir (tig-iisang file) o bilang --format yaml
puzzle-error-piece-name = hindi piyesa ang '{ $found }'; pumili sa { $known }
puzzle-error-export-format = --export { $found }: inaasahan ang isa sa sfen, usi, kif, ki2, csa, bod

## Ang nakikitang mali ng `annan check` sa isang puzzle file.

puzzle-check-empty-file = walang puzzle sa file na ito
puzzle-check-not-keys = hindi ito puzzle: ang puzzle ay hanay ng mga key (`id:`, `sfen:`, `mate:`…), gaya ng mga file ng koleksiyon sa puzzles/
puzzle-check-id = dapat kebab-case ang id na '{ $id }' (a-z, 0-9, -)
puzzle-check-dead-piece = patakaran ng Annan ang dead_piece; alisin ito para sa variant na ito
puzzle-check-annan-only-variant = sa mga Annan puzzle lang may kahulugan ang annan_only
puzzle-check-mate-even = { $mate } tira ang sabi ng mate; odd dapat ang haba ng problema sa mate
puzzle-check-difficulty = wala sa pagitan ng 1 at 5 ang difficulty na { $difficulty }
puzzle-check-sfen = sfen: { $reason }
puzzle-check-over = tapos na ang laro: walang legal na galaw ang titira
puzzle-check-defender-hand = dapat hawak ng depensa ang bawat piyesang wala sa board o sa hawak ng umaatake (klasikong kumbensiyon): magiging { $sfen } ang posisyon
puzzle-check-illegal-move = hindi legal ang { $move }: { $reason }
puzzle-check-ply = main_line, tira { $ply }: { $reason }
puzzle-check-line-length = { $moves } tira ang main_line, pero { $mate } ang sabi ng mate
puzzle-check-no-check = main_line, tira { $ply }: hindi nagche-check ang { $move }
puzzle-check-no-checkmate = hindi nagtatapos sa checkmate ang main line
puzzle-check-length = nagme-mate ang solver sa { $found } tira, hindi { $mate }
puzzle-check-no-mate = walang mate na nakita ang solver sa loob ng { $mate } tira
puzzle-check-undecided = hindi nakapagpasya ang solver sa loob ng { $nodes } node kung mate ito sa { $mate }
puzzle-check-ply-undecided = tira { $ply }: hindi nakapagpasya ang solver sa loob ng mga limitasyon nito
puzzle-check-escape = tira { $ply }: pagkatapos ng { $move }, nakatakas ang depensa sa { $escape }: walang mate sa natitirang tira
puzzle-check-not-longest = tira { $ply }: hindi ang { $move } ang pinakamahabang depensa: tumatagal pa ang { $better } nang { $plies } tira
puzzle-check-not-unique = hindi iisa ang solusyon: sa tira { $ply }, bukod sa { $move }, { $count ->
    [1] nagme-mate din ang { $others }
   *[other] nagme-mate din ang mga ito: { $others }
} sa loob ng { $plies } tira
puzzle-check-futile = main_line, tira { $ply }: futile interposition (無駄合) ang { $move }: inilagay ang piyesa sa pagitan para lang madakip agad, at tuloy pa rin ang mate kahit wala ito
puzzle-check-classical-length = sa bilang ng mga composer (hindi kasama ang futile interposition at ang depensang dalawang tira lang na mas mahaba na may natitirang piyesa), { $classical } tira ang mate; sa karaniwang bilang, { $plain }: dapat magkapareho ang dalawa
puzzle-check-classical-undecided = hindi nakapagpasya ang solver sa loob ng mga limitasyon nito kung may futile interposition ang main line
puzzle-check-annan-only-illegal = annan_only: ilegal ang posisyon sa patakaran ng shogi ({ $reason })
puzzle-check-annan-only-mates = annan_only: sa patakaran ng shogi, nagme-mate din ito sa { $plies } tira ({ $line })
puzzle-check-annan-only-undecided = annan_only: hindi natapos ang paglutas sa patakaran ng shogi
puzzle-check-tags = [{ $tags }] ang tags, pero [{ $shown }] ang ipinapakita ng main line
puzzle-check-title-id = dapat puzzle-title na mensahe ang pamagat
puzzle-check-hint-id = hindi puwedeng puzzle-title na mensahe ang pahiwatig
puzzle-check-title-length = mate sa { $length } ang sabi ng pamagat, pero mate sa { $mate } ang puzzle
puzzle-check-theme = wala sa mga tag ng puzzle ang temang { $theme }
puzzle-check-hint-first-move = hindi inilalarawan ng pahiwatig na ito ang unang galaw ng main line, { $move }

# $seed ang napiling seed, bilang text; $command ang buong command na umuulit sa paggawa.
puzzle-generate-seed = seed { $seed } (seed 1 hanggang 3 ang ginamit sa paggawa ng mga puzzle ng koleksiyon); inuulit ng `{ $command }` ang parehong mga puzzle
puzzle-generate-time-left = natitira
