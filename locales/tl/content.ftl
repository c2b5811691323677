# Mga aralin, tanong sa quiz at puzzle: ang sinasabi ng validation (`annan check`,
# `cargo test`) sa sumusulat ng mga file, at kung bakit tinatanggihan ng isang yugto ng aralin
# ang isang galaw. Hindi isinasalin ang mga salitang nasa backtick (`sfen`, `accepts`,
# `moves_like`) dahil mga key ito ng mga file; gayundin ang mga square (5e), mga galaw (7g7f,
# G*7c), Sente at Gote.

## Mga text sa apat na wika

content-text-missing-languages = kailangan ng bawat text ang lahat ng ito: { $known }; kulang ito ng { $count } wika: { $missing }
content-text-unknown-language = hindi wikang alam ng annan ang `{ $code }`; ang mga code ay { $known }

## Pagbasa ng mga file

content-yaml-unknown-key = hindi kilalang key `{ $key }`; ang mga key dito ay { $expected }
content-yaml-missing-key = kulang ang key na `{ $key }`
content-yaml-duplicate-key = dalawang beses ibinigay dito ang key na `{ $key }`; isa lang ang iwan
content-not-content = hindi ito file ng aralin, quiz o puzzle (may `steps:` ang aralin, `questions:` ang quiz, `mate:` ang puzzle)

## Mga aralin at tanong

content-id-not-file-name = dapat kapareho ng pangalan ng file, `{ $stem }`, ang id na `{ $id }`
content-id-not-kebab = dapat naka-kebab-case ang id na `{ $id }`: maliliit na titik at numero na pinagdugtong ng '-'
content-id-twice-in-file = dalawang beses ginamit sa file na ito ang id na `{ $id }`
content-lesson-id-reused = ginamit na rin sa { $other } ang id ng aralin na `{ $id }`
content-question-id-reused = ginamit na rin sa { $other } ang id ng tanong na `{ $id }`
content-puzzle-id-reused = ginamit na rin sa { $other } ang id ng puzzle na `{ $id }`
content-order-reused = ginamit na rin sa { $other } ang order na { $order }
content-variant-not-folder = dapat variant { $folder } ang aralin sa { $folder }/
content-dead-piece-variant = para sa annan lang ang dead_piece, hindi sa { $variant }
content-step-count = { $min } hanggang { $max } na yugto ang isang aralin, pero { $count } ang isang ito
content-first-step-sfen = kailangan ng unang yugto ng `sfen`
content-step-dead-piece-needs-sfen = kailangan ng sariling `sfen` ang yugtong may sariling `dead_piece`
content-bad-sfen = sfen: { $reason }
content-sfen-fields = apat na field ang SFEN (board, turno, hawak, numero ng tira), pero { $count } ang isang ito
content-move-and-choice = `move` o `choice` ang isang yugto, hindi puwedeng pareho
content-next-step-needs-sfen = walang `sfen` ang susunod na yugto, pero tumatanggap ang layuning ito ng mga galaw na humahantong sa magkakaibang posisyon; bigyan ng sariling `sfen` ang susunod na yugto
content-highlight = highlight: { $reason }
content-options-few = kailangan ng tanong ng kahit dalawang pagpipilian, pero { $count } lang ang isang ito
content-answer-not-option = hindi pagpipilian ang sagot na { $answer }: may numero ang mga ito mula 0 hanggang { $last }
content-reasons-count = kailangan ng `reasons` ng isang entry sa bawat pagpipilian ({ $options }), `null` para sa sagot; { $count } ang entry ng listahang ito
content-reason-on-answer = ang pagpipiliang { $answer } ang sagot, kaya `null` dapat ang entry nito sa `reasons`: sinasabi ng dahilan kung bakit mali ang maling pagpipilian
content-not-a-square = hindi square sa { $size }x{ $size } na board ang `{ $name }` (gaya ng 5e: numero ng kolum, titik ng hanay)
content-move-illegal = hindi legal ang { $usi }: { $reason }
content-reply-illegal = sagot pagkatapos ng { $usi }: { $reason }

## Mga layunin: kung bakit tinanggihan ang isang galaw (binabasa ito ng nag-aaral), at mga layuning hindi posible

content-goal-other-move = legal ang { $usi }, pero hindi iyan ang galaw na hinahanap ng yugtong ito
content-near-unpromoted = tamang square ang pinuntahan ng { $usi }, pero hindi nag-promote, at gusto ng yugtong ito na naka-promote ang piyesa
content-near-promoted = tamang square ang pinuntahan ng { $usi }, pero nag-promote ito, at gusto ng yugtong ito na hindi naka-promote ang piyesa
content-near-other-piece = tamang square ang pinuntahan ng { $usi }, pero ibang piyesa ang ginamit kaysa sa hinahanap ng yugtong ito
content-near-on-board = tamang square ang pinuntahan ng { $usi }, pero piyesa sa board ang ginalaw, at gusto ng yugtong ito na maglagay doon ng piyesa mula sa hawak
content-near-dropped = tamang square ang pinuntahan ng { $usi }, pero naglagay ito ng piyesa mula sa hawak, at gusto ng yugtong ito na igalaw doon ang isang piyesa sa board
content-near-other-checker = nagche-check ang { $usi }, pero ibang piyesa ang gusto ng yugtong ito na mag-check
content-near-moved-elsewhere = tamang piyesa ang ginalaw ng { $usi }, pero gusto ng yugtong ito na mapunta ito sa ibang square
content-near-dropped-elsewhere = tamang piyesa ang inilagay ng { $usi } mula sa hawak, pero gusto ng yugtong ito na mapunta ito sa ibang square
content-near-not-a-drop = piyesa sa board ang ginalaw ng { $usi }, pero gusto ng yugtong ito na maglagay ng piyesa mula sa hawak
content-near-not-a-move = naglagay ang { $usi } ng piyesa mula sa hawak, pero gusto ng yugtong ito na igalaw ang isang piyesa sa board
content-near-other-drop = ibang piyesa ang inilagay ng { $usi } mula sa hawak kaysa sa hinahanap ng yugtong ito
content-near-other-mover = legal ang { $usi }, pero gusto ng yugtong ito na ibang piyesa mo ang gumalaw
content-goal-no-check = legal ang { $usi }, pero hindi ito nagche-check
content-goal-no-capture = legal ang { $usi }, pero hindi nito dinadakip ang piyesa sa { $square }
content-goal-nothing-to-capture = walang piyesa sa { $square } na madadakip
content-goal-other-piece = legal ang { $usi }, pero tungkol sa paggalaw ng piyesa sa { $square } ang yugtong ito
content-goal-other-square = legal ang { $usi }, pero gusto ng yugtong ito na mapunta ang piyesang iyon sa { $count ->
        [1] { $squares }
       *[other] isa sa { $squares }
    }
content-goal-not-even-check = ni hindi nagche-check ang { $usi }
content-goal-escape = nagche-check ang { $usi }, pero puwedeng sumagot ang { $side } ng { $reply }
content-mate-in-no-check = hindi nagche-check ang { $usi }, at dapat mag-check ang bawat galaw ng mate na ito
content-mate-in-unknown = hindi natiyak sa takdang oras kung mate ang { $usi }
content-mate-in-escape = nagche-check ang { $usi }, pero pagkatapos ng { $reply } ay walang mate sa loob ng { $plies } tira
content-goal-problem = goal: { $reason }
content-goal-unmet = walang legal na galaw na tumutupad sa layuning ito
content-moves-empty = walang galaw na nakalista sa `moves`
content-goal-false = walang hinihingi ang layuning `false`; isulat ang `true`
content-capture-not-enemy = capture: walang piyesa ng { $side } sa { $square }
content-reach-not-own = reach: walang piyesa ng { $side } sa { $square }
content-reach-unreachable = reach: hindi makakapunta sa { $to } ang piyesa sa { $from }
content-mate-in-even = mate_in: even ang { $plies }; odd ang bilang ng tira ng isang mate

## Ang mga galaw na tinatanggap ng isang yugto

content-accepts-problem = accepts: { $reason }
content-accepts-twice = accepts: dalawang beses nakalista ang { $usi }
content-accepts-refused = accepts: tinatanggihan ng layunin ang isang nakalistang galaw: { $reason }
content-accepts-missing = accepts: tinatanggap din ng layunin ang { $moves }; idagdag { $count ->
        [1] ito sa listahan, at tiyaking totoo rin dito ang mga text
       *[other] ang mga ito sa listahan, at tiyaking totoo rin sa mga ito ang mga text
    }

## Mga katotohanang pinagbabatayan ng isang tanong (`verify:`)

content-verify-not-legal = legal: hindi legal ang { $usi }: { $reason }
content-verify-legal = illegal: legal dito ang { $usi }
content-verify-unknown-role = hindi uri ng piyesa ang `{ $role }` (pawn, lance, knight, silver, gold, bishop, rook, king, tokin, promoted-lance, promoted-knight, promoted-silver, horse, dragon)
content-verify-moves-like = moves_like: { $movement }; hindi gaya ng `{ $role }`
content-verify-backer = backer: { $movement }
content-verify-no-backer = no_backer: { $movement }
content-verify-in-check = in_check: naka-check ang { $side }
content-verify-not-in-check = in_check: hindi naka-check ang { $side }
content-verify-checkmated = checkmate: checkmate na ang { $side }
content-verify-not-checkmated = checkmate: hindi checkmate ang { $side }
content-verify-also-reaches = makakapunta rin ito sa { $squares }
content-verify-cannot-reach = hindi ito makakapunta sa { $squares }
content-verify-destinations = destinations: ang piyesa sa { $square }: { $differences } ({ $movement })
content-verify-empty = walang laman ang { $square }
content-about-check-unverified = about_check: hindi sinasabi ng board kung naka-check ang may turno, kaya kailangan ng `verify` ng `in_check` o `checkmate` na kakalkula sa sagot

content-yaml-unknown-value = hindi puwede rito ang `{ $value }`; ang mga puwede ay { $expected }
content-yaml-wrong-type = maling uri ng value: { $found } ang nakita, { $expected } ang inaasahan
content-yaml-wrong-value = hindi puwede rito ang { $found }: { $expected } ang inaasahan
content-yaml-kind-whole = buong numero
content-yaml-kind-whole-up-to = buong numero mula 0 hanggang { $max }
content-yaml-kind-text = text
content-yaml-kind-decimal = decimal na numero
content-yaml-kind-boolean = true o false
content-yaml-kind-list = listahan
content-yaml-kind-map = mapping (mga linyang key: value)
content-expecting-language-map = isang map mula sa language code (en, es, pt, tl) papunta sa teksto
