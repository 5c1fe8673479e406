#!/usr/bin/env bash
# Un terminal de caisse de bout en bout, avec curl, contre un FitFit qui tourne (docs/terminal-api.md) :
# l'admin installe un terminal et reçoit sa clé, puis le terminal lit sa carte, envoie des tickets (un, un
# rejoué, un refusé au centime près, un lot, un ticket tardif), un mouvement de caisse, cherche et crée un client.
# Chaque appel est affiché avec son statut et sa réponse JSON (les exemples de docs/terminal-api.md en viennent).
#
#   BASE_URL=http://localhost:3000 scripts/terminal-api-example.sh
#
# Variables : BASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD (compte admin de démonstration par défaut), RESTAURANT (nom
# cherché, « Opéra » par défaut), TZ_RESTAURANT (fuseau du restaurant, Europe/Paris). Il faut curl et jq.
# Chaque exécution installe un nouveau terminal (numérotation des tickets du terminal à partir de 1).
set -euo pipefail

BASE_URL=${BASE_URL:-http://localhost:3000}
ADMIN_EMAIL=${ADMIN_EMAIL:-admin@fitfit.example}
ADMIN_PASSWORD=${ADMIN_PASSWORD:-demo1234}
RESTAURANT=${RESTAURANT:-Opéra}
TZ_RESTAURANT=${TZ_RESTAURANT:-Europe/Paris}
API="$BASE_URL/api/v1"

step() { printf '\n### %s\n' "$1"; }
# call METHOD URL [BODY] [HEADER…] : affiche la commande, le statut et la réponse ; la réponse reste dans $BODY.
call() {
  local method=$1 url=$2 body=${3:-}
  shift 3 || shift $#
  local args=(-sS -X "$method" "$url" -o /tmp/terminal-api-body.$$ -D /tmp/terminal-api-head.$$ -w '%{http_code}')
  for h in "$@"; do args+=(-H "$h"); done
  [ -n "$body" ] && args+=(-H 'content-type: application/json' --data "$body")
  rm -f /tmp/terminal-api-body.$$
  printf '$ curl -X %s %s' "$method" "${url#"$BASE_URL"}"
  for h in "$@"; do printf " -H '%s'" "$h"; done
  [ -n "$body" ] && printf " -d '%s'" "$(jq -c . <<<"$body")"
  printf '\n'
  STATUS=$(curl "${args[@]}")
  BODY=$(cat /tmp/terminal-api-body.$$ 2>/dev/null || true)
  printf '→ %s' "$STATUS"
  grep -i '^etag:' /tmp/terminal-api-head.$$ | tr -d '\r' | sed 's/^/  /' || true
  printf '\n'
  if [ -n "$BODY" ]; then jq . <<<"$BODY" 2>/dev/null || echo "$BODY"; fi
}
trap 'rm -f /tmp/terminal-api-body.$$ /tmp/terminal-api-head.$$' EXIT
at() { TZ=$TZ_RESTAURANT date -d "$1" +%Y-%m-%dT%H:%M:%S%:z; }

step "1. L'admin se connecte, trouve le restaurant et un modèle de terminal du catalogue du matériel"
call POST "$API/auth/login" "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" >/dev/null
TOKEN=$(jq -r .token <<<"$BODY")
AUTH="authorization: Bearer $TOKEN"
RID=$(curl -sS -G "$API/admin/restaurants" --data-urlencode "search=$RESTAURANT" -H "$AUTH" | jq -r '.data[0].id')
HID=$(curl -sS "$API/admin/hardwares?kind=pos_terminal" -H "$AUTH" | jq -r '.data[0].id')
echo "restaurant $RID, matériel $HID"

step "2. L'admin installe le terminal : la clé n'est donnée qu'ici"
call POST "$API/admin/restaurants/$RID/restaurant_hardwares" \
  "{\"hardware_id\":\"$HID\",\"label\":\"Caisse comptoir\",\"serial_number\":\"T2S-0042\",\"installed_on\":\"$(TZ=$TZ_RESTAURANT date +%F)\"}" "$AUTH"
KEY=$(jq -r .api_key <<<"$BODY")
TERMINAL=$(jq -r .id <<<"$BODY")
DEVICE="x-device-key: $KEY"

step "3. Le terminal lit sa carte (extrait : comptes, premier produit, premier menu)"
call GET "$API/restaurants/$RID/caisse/catalog" "" "$DEVICE" >/dev/null
ETAG=$(grep -i '^etag:' /tmp/terminal-api-head.$$ | cut -d' ' -f2- | tr -d '\r')
CATALOG=$BODY
echo "→ $STATUS  etag: $ETAG"
jq '{restaurant_id, categories: (.categories|length), taxes: (.taxes|length), products: (.products|length), menus: (.menus|length),
     "products[0]": (.products[0] | {id, name, tax_id, price_on_spot_cents, price_takeaway_cents, price_delivery_cents,
       rate_on_spot_bp, rate_takeaway_bp, rate_delivery_bp, available, option_group_ids}),
     "menus[0]": (.menus[0] | {id, name, price_on_spot_cents, tax_id, active, steps: [.steps[0:2][] | {id, title, min_choices, max_choices,
       products: [.products[0] | {product_id, product_name, supplement_cents, price_on_spot_cents, rate_on_spot_bp}]}]})}' <<<"$CATALOG"

step "4. Relire la carte avec If-None-Match : 304 tant qu'elle n'a pas changé"
call GET "$API/restaurants/$RID/caisse/catalog" "" "$DEVICE" "if-none-match: $ETAG"

# Deux produits de la carte : un plat à 10 % et une boisson à 20 % (sur place).
DISH=$(jq -c '[.products[] | select(.available and .rate_on_spot_bp == 1000)][0] | {id, price: .price_on_spot_cents, rate: .rate_on_spot_bp}' <<<"$CATALOG")
DRINK=$(jq -c '[.products[] | select(.available and .rate_on_spot_bp == 2000)][0] // [.products[] | select(.available)][1]
  | {id, price: .price_on_spot_cents, rate: .rate_on_spot_bp}' <<<"$CATALOG")
read -r DISH_ID DISH_PRICE DISH_RATE < <(jq -r '"\(.id) \(.price) \(.rate)"' <<<"$DISH")
read -r DRINK_ID DRINK_PRICE DRINK_RATE < <(jq -r '"\(.id) \(.price) \(.rate)"' <<<"$DRINK")
echo "Produits des tickets : $(jq -r --arg a "$DISH_ID" --arg b "$DRINK_ID" '[.products[] | select(.id == $a or .id == $b)
  | "\(.name) (\(.price_on_spot_cents) c, TVA \(.rate_on_spot_bp) pb)"] | join(", ")' <<<"$CATALOG")"

# Les totaux d'un ticket comme le serveur les recalcule (ticketTotals de @fitfit/contracts) : le TTC de chaque
# ligne (0 si offerte, moins sa remise), groupé par taux ; la TVA une fois par taux, arrondie au centime
# (Math.round de TTC × taux / (10 000 + taux)) ; HT = TTC − TVA. Un menu dont les choix ont plusieurs taux se
# ventile au prorata des prix des choix (splitInProportion) : ce script ne sait faire que le cas d'un seul taux.
# finish [ÉCART] : complète un ticket (lignes, sans totaux) par total_ttc_cents, vat et un paiement carte.
finish() {
  jq -c --argjson off "${1:-0}" '
    def line_total: if .offered then 0 else .quantity * .unit_price_cents - (.discount_cents // 0) end;
    def rate_of: if (.choices // []) == [] then .vat_rate_bp
      elif ([.choices[].vat_rate_bp] | unique | length) == 1 then .choices[0].vat_rate_bp
      else error("menu à plusieurs taux : voir ticketTotals de @fitfit/contracts") end;
    ([.lines[] | {rate: rate_of, ttc: line_total}] | group_by(.rate)
      | map((map(.ttc) | add) as $ttc | (.[0].rate) as $r | ((($ttc * $r) / (10000 + $r) + 0.5) | floor) as $tva
        | {rate_bp: $r, ht_cents: ($ttc - $tva), tva_cents: $tva, ttc_cents: $ttc})) as $vat
    | ([$vat[].ttc_cents] | add) as $total
    | . + {payments: [{method: "card", amount_cents: ($total + $off)}], total_ttc_cents: ($total + $off), vat: $vat}'
}
# ticket NUMÉRO QTÉ_PLAT REMISE_PLAT OUVERT FERMÉ [ÉCART] : un ticket sur place, un plat et une boisson, payé par carte.
ticket() {
  jq -nc --argjson n "$1" --argjson qty "$2" --argjson discount "$3" --arg opened "$4" --arg closed "$5" \
    --arg dish "$DISH_ID" --argjson dish_price "$DISH_PRICE" --argjson dish_rate "$DISH_RATE" \
    --arg drink "$DRINK_ID" --argjson drink_price "$DRINK_PRICE" --argjson drink_rate "$DRINK_RATE" '
    {terminal_number: $n, source: "pos", type: "on_spot", table: "12", covers: $qty, opened_at: $opened, closed_at: $closed,
     lines: [{product_id: $dish, quantity: $qty, unit_price_cents: $dish_price, vat_rate_bp: $dish_rate, discount_cents: $discount},
             {product_id: $drink, quantity: 1, unit_price_cents: $drink_price, vat_rate_bp: $drink_rate}]}' | finish "${6:-0}"
}

NOW=$(at 'now - 1 minute')
step "5. Envoyer un ticket : 201, numéroté et chaîné par le serveur"
T1=$(ticket 1 2 0 "$(at 'now - 45 minutes')" "$NOW")
call POST "$API/restaurants/$RID/caisse/tickets" "$T1" "$DEVICE"

step "6. Le renvoyer (réponse perdue, reprise après coupure) : 200 « replayed », le même ticket, rien d'écrit"
call POST "$API/restaurants/$RID/caisse/tickets" "$T1" "$DEVICE"

step "7. Un total faux d'un centime : 422, rien d'écrit"
call POST "$API/restaurants/$RID/caisse/tickets" "$(ticket 2 1 0 "$(at 'now - 30 minutes')" "$NOW" 1)" "$DEVICE"

step "8. Un lot : deux nouveaux tickets, le ticket 1 rejoué, un ticket refusé ; 200 et un résultat par ticket"
BATCH="{\"tickets\":[$(ticket 2 1 0 "$(at 'now - 30 minutes')" "$NOW"),$(ticket 3 3 500 "$(at 'now - 25 minutes')" "$NOW"),$T1,$(ticket 4 1 0 "$(at 'now - 20 minutes')" "$(at 'now + 1 hour')")]}"
call POST "$API/restaurants/$RID/caisse/tickets" "$BATCH" "$DEVICE"

step "9. Un menu avec ses choix, et un plat avec une option (son supplément est dans le prix unitaire)"
MENU_LINE=$(jq -c '[.menus[] | select(.active and (.steps | length) > 1)][0]
  | {menu_id: .id, quantity: 1, unit_price_cents: .price_on_spot_cents,
     choices: [.steps[0:2][] | {step_id: .id} + (.products[0] | {product_id, unit_price_cents: .price_on_spot_cents,
       supplement_cents, vat_rate_bp: .rate_on_spot_bp})]}
  | .unit_price_cents += ([.choices[].supplement_cents] | add)' <<<"$CATALOG")
OPTION_LINE=$(jq -c '(.option_groups | map({key: .id, value: .}) | from_entries) as $groups
  | [.products[] | select(.available and (.option_group_ids | length) > 0)][0] as $p
  | ([$groups[$p.option_group_ids[]].values[] | select(.price_delta_cents > 0)][0]) as $v
  | {product_id: $p.id, quantity: 1, unit_price_cents: ($p.price_on_spot_cents + $v.price_delta_cents), vat_rate_bp: $p.rate_on_spot_bp,
     options: [{option_value_id: $v.id, name: $v.name, price_delta_cents: $v.price_delta_cents}]}' <<<"$CATALOG")
T_MENU=$(jq -nc --arg opened "$(at 'now - 50 minutes')" --arg closed "$NOW" --argjson menu "$MENU_LINE" --argjson dish "$OPTION_LINE" \
  '{terminal_number: 5, source: "pos", type: "on_spot", table: "4", covers: 2, opened_at: $opened, closed_at: $closed, lines: [$menu, $dish]}' | finish)
call POST "$API/restaurants/$RID/caisse/tickets" "$T_MENU" "$DEVICE"

step "10. Un ticket tardif : sa journée est déjà clôturée ; il est pris, marqué « late » et ira dans la prochaine clôture"
LATE_DAY=$(TZ=$TZ_RESTAURANT date -d '2 days ago' +%F)
call POST "$API/restaurants/$RID/caisse/tickets" "$(ticket 6 1 0 "$(at "$LATE_DAY 12:10")" "$(at "$LATE_DAY 12:55")")" "$DEVICE"

step "11. Un mouvement de caisse (fond de caisse) : 201, puis 200 s'il est renvoyé"
MOVE="{\"terminal_number\":1,\"kind\":\"float\",\"amount_cents\":15000,\"reason\":\"Fond de caisse du matin\",\"occurred_at\":\"$(at 'now - 2 hours')\"}"
call POST "$API/restaurants/$RID/caisse/cash-movements" "$MOVE" "$DEVICE"
call POST "$API/restaurants/$RID/caisse/cash-movements" "$MOVE" "$DEVICE"

step "12. Chercher un client (téléphone ou nom, 2 caractères au moins) ; le créer s'il n'existe pas"
call GET "$API/restaurants/$RID/caisse/terminal/customers?search=06%2012%2034%2056%2078" "" "$DEVICE"
if [ "$(jq '.data | length' <<<"$BODY")" = 0 ]; then
  call POST "$API/restaurants/$RID/caisse/terminal/customers" \
    '{"first_name":"Camille","last_name":"Martin","phone":"06 12 34 56 78","email":"camille.martin@example.com","marketing_consent":true}' "$DEVICE"
  CUSTOMER=$(jq -r .id <<<"$BODY")
else
  CUSTOMER=$(jq -r '.data[0].id' <<<"$BODY")
fi
echo "Une seconde création avec la même adresse e-mail est refusée :"
call POST "$API/restaurants/$RID/caisse/terminal/customers" '{"last_name":"Martin","email":"camille.martin@example.com"}' "$DEVICE"

step "13. Un ticket au nom de ce client"
call POST "$API/restaurants/$RID/caisse/tickets" "$(ticket 7 1 0 "$(at 'now - 15 minutes')" "$NOW" | jq -c --arg c "$CUSTOMER" '. + {customer_id: $c}')" "$DEVICE"

step "14. L'admin renouvelle la clé : l'ancienne est refusée (401), la nouvelle marche"
call POST "$API/admin/restaurants/$RID/restaurant_hardwares/$TERMINAL/rotate-key" "" "$AUTH" >/dev/null
NEW_KEY=$(jq -r .api_key <<<"$BODY")
echo "→ $STATUS, nouvelle clé ${NEW_KEY:0:8}…"
call GET "$API/restaurants/$RID/caisse/catalog" "" "$DEVICE" "if-none-match: $ETAG"
call GET "$API/restaurants/$RID/caisse/catalog" "" "x-device-key: $NEW_KEY" "if-none-match: $ETAG"
