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
