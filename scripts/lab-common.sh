# Shared by scripts/lab-targets.sh, lab-confirm.sh and lab-default-budget.sh (sourced):
# the deck sets and the keysim binary.
#
# The seven decks of scripts/strength.sh are trained on; the other twelve
# fully implemented Call of the Archons decks are held out.
TRAIN='radiant,onyx,sahl,titanfang,countess,gregg,birrit'
HOLD='evellin,tarantelli,voltpixel,falstaff,oneve,w. tioj,lucretia,t. neratius,benegoblin,xylostopper,he that blindly,the peg-headed'
# KEYSIM: an already built binary, or the release build of this checkout.
if [ -z "${KEYSIM:-}" ]; then
  cargo build --release --quiet
  KEYSIM=target/release/keysim
fi

# leagues_both_orders PREFIX AGENT_A AGENT_B: a league of the two agents on
# the trained and the held-out decks, for each seed of $SEEDS, in both agent
# orders ($GAMES games each, $THREADS threads); each output is written as
# $work/PREFIX{train,hold}-SEED-{1,2}.json and its command appended to
# $work/commands.
leagues_both_orders() {
  local prefix=$1 a=$2 b=$3 set decks seed order
  for set in train hold; do
    decks=$TRAIN
    [ "$set" = hold ] && decks=$HOLD
    for seed in $SEEDS; do
      for order in 1 2; do
        local agents=("$a" "$b")
        [ "$order" = 2 ] && agents=("$b" "$a")
        echo "keysim league ${agents[*]} -n $GAMES --decks '$decks' --seed $seed -j $THREADS --no-timing --format json" \
          >>"$work/commands"
        "$KEYSIM" league "${agents[@]}" -n "$GAMES" --decks "$decks" --seed "$seed" -j "$THREADS" \
          --no-timing --format json >"$work/$prefix$set-$seed-$order.json" 2>/dev/null
      done
    done
  done
}
