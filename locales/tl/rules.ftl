# Ang mga patakaran sa salita: mga piyesa at panig, kung bakit ganoon gumalaw ang isang
# piyesa, kung bakit hindi legal ang isang galaw, kung bakit hindi galaw ang isang text, at
# kung paano nagtatapos ang laro.
#
# Ang $role ay id ng uri ng piyesa: pawn, lance, knight, silver, gold, bishop, rook, king,
# tokin, promoted-lance, promoted-knight, promoted-silver, horse, dragon. Sente o Gote ang $side.
# Galing sa rules-piece-on (o sa rules-attacker-borrowed) ang $piece, $backer, $enemy,
# $attacker at $checker, walang ang/ng: ang pangungusap ang naglalagay nito. Galing sa
# rules-role-a ang $like; isa sa mga rules-movement-* ang $movement.

## Mga pangalan

rules-role = { $role ->
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
   *[dragon] dragon
}

# Ang pangalan ng piyesa para sa higit sa isa (src/i18n/pieces.rs). Hindi nagbabago ang
# pangalan sa Tagalog: ang "mga" ang naglalagay ng dami kung saan kailangan ito ng pangungusap
# ("mga pawn 6c 7g", pero "2 pawn"; tingnan ang pieces-on-board).
rules-roles = { $role ->
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
   *[dragon] dragon
}

rules-role-none = { $role ->
    [pawn] walang pawn
    [lance] walang lance
    [knight] walang kabayo
    [silver] walang silver
    [gold] walang gold
    [bishop] walang bishop
    [rook] walang rook
    [king] walang hari
    [tokin] walang tokin
    [promoted-lance] walang promoted na lance
    [promoted-knight] walang promoted na kabayo
    [promoted-silver] walang promoted na silver
    [horse] walang promoted na bishop
   *[dragon] walang dragon
}

rules-role-a = { $role ->
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
   *[dragon] dragon
}

rules-piece-on = { $role ->
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
   *[dragon] dragon
} sa { $square }

rules-side = { $side ->
    [Sente] Sente
   *[Gote] Gote
}

rules-variant = { $variant ->
    [shogi] shogi
    [minishogi] minishogi
   *[annan] Annan Shogi
}

## Paano gumagalaw ngayon ang isang piyesa

rules-movement-plain = gumagalaw ang { $piece } gaya ng { $like }
rules-movement-backed = may { $backer } sa likod ng { $piece }, kaya gumagalaw ang { $piece } gaya ng { $like }
rules-movement-empty-behind = walang kakampi sa likod ng { $piece } (bakante ang { $behind }), kaya gumagalaw ito gaya ng { $like }
rules-movement-enemy-behind = piyesa ng kalaban ang { $enemy } sa likod ng { $piece } at wala itong ipinapahiram, kaya gumagalaw pa rin ang { $piece } gaya ng { $like }
rules-movement-edge = nasa hanay sa pinakalikod ng sariling panig ang { $piece } at walang anuman sa likod nito, kaya gumagalaw ito gaya ng { $like }
rules-square-empty = bakante ang { $square }
rules-attacker-borrowed = { $piece }, na gumagalaw gaya ng { $like } dahil sa { $backer } sa likod nito

## Kung bakit hindi legal ang isang galaw

rules-move-illegal = hindi legal ang { $text }: { $reason }
rules-illegal-empty-origin = walang piyesa sa { $from }
rules-illegal-not-your-piece = piyesa ng { $owner } ang nasa { $from }
rules-illegal-own-piece-on-target = may sarili kang piyesa sa { $to }
rules-illegal-cannot-reach = { $movement }; hindi nito maaabot ang { $to }
rules-illegal-blocked = { $movement }, pero may nakaharang sa daan papuntang { $to }
rules-illegal-blocked-plain = may nakaharang sa daan ng { $piece } papuntang { $to }
rules-illegal-cannot-reach-plain = hindi maaabot ng { $piece } ang { $to }
rules-illegal-none-can-reach = { $none } na makaaabot sa { $to }
rules-illegal-not-in-hand = wala kang hawak na { $role }
rules-illegal-occupied = sa bakanteng square lang puwedeng maglagay ng piyesa, at may piyesa na sa { $to }
rules-illegal-dead-drop-backer = kapag inilagay ang { $role } sa { $ranks ->
    [1] pinakamalayong hanay
   *[other] { $ranks } pinakamalayong hanay
}, hindi na ito makakagalaw: walang piyesa sa likod ng { $to } na magbibigay dito ng galaw mula roon
rules-illegal-dead-drop = hindi puwedeng ilagay ang { $role } sa { $ranks ->
    [1] pinakamalayong hanay
   *[other] { $ranks } pinakamalayong hanay
}: hindi na ito makakagalaw
rules-illegal-dead-drop-original = sa setting na 'Ipagbawal ayon sa orihinal na uri', hindi puwedeng ilagay ang { $role } sa { $ranks ->
    [1] pinakamalayong hanay
   *[other] { $ranks } pinakamalayong hanay
}, anuman ang nasa likod nito
rules-illegal-nifu = may hindi promoted na pawn ka na sa kolum { $file } (nifu)
rules-illegal-pawn-drop-mate = bawal mag-checkmate sa paglalagay ng pawn (uchifuzume)
rules-illegal-cannot-promote-role = hindi nagpo-promote ang { $role }
rules-illegal-cannot-promote-here = nagpo-promote lang ang piyesa kapag nagsisimula o nagtatapos ang galaw nito sa promotion zone, at parehong nasa labas ng zone ang { $from } at ang { $to }
rules-illegal-must-promote = hindi na makakagalaw ang { $role } sa { $to } kung hindi ito mag-promote, kaya kailangan nitong mag-promote
rules-illegal-must-promote-backer = walang magiging galaw ang { $role } sa { $to } kung hindi ito mag-promote (walang piyesa sa likod nito na nagbibigay ng galaw doon), kaya kailangan nitong mag-promote
rules-illegal-must-promote-original = sa setting na 'Ipagbawal ayon sa orihinal na uri', hindi puwedeng huminto ang { $role } sa { $to } nang hindi nagpo-promote, anuman ang nasa likod nito, kaya kailangan nitong mag-promote
rules-illegal-king-attacked = sa { $to }, aatakehin ang hari mo ng { $attacker }
rules-illegal-king-still-attacked = sa { $to }, inaatake pa rin ang hari mo ng { $attacker }
rules-illegal-king-attacked-in-check = naka-check ang hari mo mula sa { $checker }; sa { $to }, aatakehin naman ito ng { $attacker }
rules-illegal-stays-in-check = naka-check pa rin ang hari mo, dahil inaatake ito ng { $attacker }
rules-illegal-exposes-king = maiiwang naka-check ang hari mo: aatakehin ito ng { $attacker }
rules-illegal-other = hindi ito legal na galaw dito
rules-illegal-with-habit = { $reason } ({ $habit })
rules-habit-pawn-two-squares = sa shogi, isang square lang ang hakbang ng pawn, kahit sa una nitong galaw
rules-habit-pawn-diagonal = sa shogi, dumadakip ang pawn nang diretso sa harap, gaya ng paggalaw nito
rules-habit-knight-jump = sa shogi, pasulong lang tumatalon ang kabayo: dalawang square sa harap at isa sa gilid

## Mga galaw na tinype ng tao

rules-input-empty = mag-type ng galaw, gaya ng 7g7f, P-7f o ７六歩
rules-input-no-legal-move = walang legal na galaw sa posisyong ito
rules-input-bad-number = hindi numero ng galaw dito ang { $text }: { $count ->
    [1] iisa lang ang legal na galaw, ang numero 1
   *[other] may numero ang mga legal na galaw mula 1 hanggang { $count }
}
# Numerong tinype sa isang mate puzzle, kung saan ang mga check lang ang may numero.
rules-input-bad-check-number = hindi numero ng galaw dito ang { $text }: { $count ->
    [1] iisa lang ang galaw na nagche-check, ang numero 1
   *[other] may numero ang mga galaw na nagche-check mula 1 hanggang { $count }
}
# Numerong tinype sa isang yugto na ang listahan ay ang mga galaw ng mga square na minarkahan ng teksto.
rules-input-bad-marked-number = hindi numero ng galaw dito ang { $text }: { $count ->
    [1] iisa lang ang galaw mula o papunta sa mga square sa loob ng [ ], ang numero 1
   *[other] may numerong 1 hanggang { $count } ang mga galaw mula at papunta sa mga square sa loob ng [ ]
}
# Numerong tinipa sa isang yugtong ang listahan ay ang mga galaw ng mga markang square at ng mga katabi nito.
rules-input-bad-around-number = hindi numero ng galaw dito ang { $text }: { $count ->
    [1] iisa lang ang galaw mula, papunta o katabi ng mga square sa loob ng [ ], ang numero 1
   *[other] may numerong 1 hanggang { $count } ang mga galaw mula, papunta at katabi ng mga square sa loob ng [ ]
}
rules-input-ambiguous = puwedeng { $moves } ang { $text }: sabihin kung alin
rules-input-western-marks = sa notasyong kanluranin, - ay paggalaw ng piyesa, * ay paglalagay mula sa hawak mo, + ay pag-promote at = ay hindi pag-promote
rules-input-did-you-mean = { $move } ang pagsulat ng { $text }
rules-or = { $rest } o { $last }
rules-input-cannot-drop = hindi puwedeng ilagay ang { $role }
rules-input-no-such-piece = wala kang { $role } sa board
rules-input-no-promoted-form = walang promoted na anyo ang { $role }
rules-input-no-previous-move = ang 同 ay ang square ng huling galaw, at wala pang galaw
rules-input-no-such-square = walang square na { $square } sa board na ito
rules-input-unreadable = hindi galaw ang `{ $text }`: isulat ito gaya ng { $usi }, { $drop }, { $western } o { $japanese }, o ibigay ang numero nito
# Ganoon din, para sa galaw na ibinigay sa command line, kung saan walang listahang may numero.
rules-argument-unreadable = hindi galaw ang `{ $text }`: isulat ito gaya ng { $usi }, { $drop }, { $western } o { $japanese }
rules-input-other-sides-move = galaw ng { $other } ang { $text }, pero turno ng { $side }
rules-not-a-square = walang square na `{ $square }` sa board na ito (kolum 1-{ $width }, hanay a-{ $last })
rules-move-in-list = galaw bilang { $number } ({ $text }): { $reason }

## USI

rules-usi-error = hindi galaw ang `{ $text }`: { $reason }
rules-usi-not-ascii = ASCII na letra at numero lang ang gamit sa mga USI na galaw, gaya ng 7g7f o P*5e
rules-usi-not-droppable = hindi piyesang puwedeng ilagay ang `{ $piece }` (P L N S G B R)
rules-usi-shape = inaasahan ang galaw gaya ng 7g7f o 8h2b+, o paglalagay gaya ng P*5e

## Paano nagtatapos ang laro

rules-outcome-checkmate = checkmate: panalo ang { $winner }
rules-outcome-no-legal-move = wala nang legal na galaw ang { $loser }: panalo ang { $winner }
rules-outcome-repetition-draw = parehong posisyon sa ikaapat na beses (sennichite): tabla
rules-outcome-repetition-win = parehong posisyon sa ikaapat na beses (sennichite): panalo ang { $winner }
rules-outcome-perpetual-check = tuloy-tuloy na check ng { $loser }: panalo ang { $winner }
rules-outcome-move-limit = naabot ang hangganan ng tira: tabla
rules-game-over = tapos na ang laro: { $outcome }
