# Pagbasa at pagsulat ng record (SFEN, USI, KIF, KI2, CSA, BOD): ano ang mali sa isang file.
# Hindi isinasalin ang mga square, ang mga galaw gaya ng pagkakasulat sa file (７六歩, +7776FU), ang 同 at ang pangalan ng format.

format-error-at = { $file }, linya { $line }, kolum { $column }: { $message }
format-error-in = { $file }: { $message }
format-error-too-large = { $size } bytes ang file; hanggang { $limit } lang ang binabasa ng annan
format-error-encoding = hindi UTF-8 o Shift_JIS na text ang file
format-error-unencodable = hindi maisusulat sa Shift_JIS ang '{ $char }'
format-error-empty = walang laman ito
format-error-unrecognized = hindi ito SFEN, USI, KIF, KI2, CSA o BOD
format-error-unexpected-line = hindi inaasahang text: { $text }
format-error-unknown-piece = hindi piyesa ang '{ $text }'
format-error-not-in-variant = walang { $piece } sa { $game }
format-error-hand-count = hawak na { $piece }: { $count }, pero { $max } lang ang nasa set
format-error-bad-hand = hindi listahan ng hawak na piyesa ang '{ $text }'
format-error-row-width = may { $found } square ang hanay { $rank } ng board; { $expected } ang kailangan ng { $game }
format-error-board-size = may { $found } hanay ang board; { $expected } ang kailangan ng { $game }
format-error-board-cut = natatapos ang board sa hanay { $found } ng { $expected }: putol ang file
format-error-missing-ranks = natatapos ang board sa linya ng hanay P{ $found }: kailangan ng { $game } ang mga linyang P1 hanggang P{ $expected }
format-error-variant-mismatch = para sa { $found } ang record na ito, pero { $expected } ang hiningi
format-error-unknown-handicap = hindi kilala ng annan ang handicap na '{ $name }'
format-error-bad-square = hindi square sa board na ito ang '{ $text }'
format-error-bad-move = hindi galaw ang '{ $text }'
format-error-move-number = ang tira { $found } ay nasa lugar ng tira { $expected }
format-error-after-end = dumating ang '{ $text }' pagkatapos ng katapusan ng laro
format-error-after-game-over = ang tira { $number } ({ $text }) ay dumating pagkatapos matapos ang laro: { $outcome }
format-error-orphan-variation = walang linyang pinagsasangahan ang variation mula sa tira { $ply }
format-error-sfen = mali ang SFEN: { $reason }
format-error-position = hindi legal ang posisyon: { $reason }
format-error-wrong-side = ang tira { $number } ({ $text }) ay nakamarka para sa { $marked }, pero turno ng { $mover }
format-error-no-previous-move = tira { $number } ({ $text }): walang naunang galaw na matutukoy ng 同
format-error-wrong-piece = tira { $number } ({ $text }): walang { $piece } sa { $square }
format-error-no-piece = tira { $number } ({ $text }): walang { $piece } na makagagawa ng galaw na ito
format-error-unreachable = tira { $number } ({ $text }): walang { $piece } na makakarating sa { $square }
format-error-ambiguous = ang tira { $number } ({ $text }) ay maaaring { $moves }: dapat sabihin ng record kung alin
format-error-illegal = hindi legal ang tira { $number } ({ $text }): { $reason }

format-piece-pawn = pawn
format-piece-lance = lance
format-piece-knight = kabayo
format-piece-silver = silver
format-piece-gold = gold
format-piece-bishop = bishop
format-piece-rook = rook
format-piece-king = hari
format-piece-tokin = tokin
format-piece-promoted-lance = promoted na lance
format-piece-promoted-knight = promoted na kabayo
format-piece-promoted-silver = promoted na silver
format-piece-horse = promoted na bishop
format-piece-dragon = dragon
format-side-sente = Sente
format-side-gote = Gote

format-no-mate = { $file }: walang mate sa loob ng { $plies } tira sa posisyong ito
format-no-mate-in-time = { $file }: hindi natapos ng solver ang mate sa loob ng { $seconds } segundo
format-no-mate-in-memory = { $file }: hindi natapos ng solver ang mate: masyadong maliit ang table nito ({ $mib } MiB) para sa problemang ito
format-solving = Hinahanap ang mate ng { $file }…

format-error-line = linya { $line }, kolum { $column }: { $message }
format-error-stdout = hindi maisulat ang output: { $reason }
convert-error-position-as-file = posisyon ang `{ $text }`, hindi file: binabasa ito ng convert mula sa standard input: echo '{ $text }' | annan convert --to kif
convert-moves-left-out = hindi isinama ang { $count } tira ng record: iisang posisyon lang ang laman ng { $format }, ang simula; nananatili ang mga tira sa `{ $option } usi`
