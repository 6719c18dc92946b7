#!/usr/bin/env python3
"""A keysim external agent: plays KeyForge over keysim's line protocol.

Run it through keysim (Python 3, standard library only):

    keysim match radiant onyx --agent-a "external:cmd=python3 examples/reference_bot.py" \
        --agent-b random --games 20

The protocol is in crates/4-agents/src/PROTOCOL.md: one JSON object per line, keysim's
on standard input, the bot's on standard output. keysim says "hello", the
bot answers "ready"; then, for each decision, keysim sends the bot's
observation and the legal choices and the bot answers {"choice": INDEX}.

The bot plays by simple rules, one decision at a time, with no search:
Æmber first (cards with an Æmber bonus, reaping), then board (creatures,
artifacts), fights it can win, and it chooses the house with the most to
do. It exists to show the protocol in use and to be a fair opponent for
the random agent, not to play well.
"""

import json
import sys

PROTOCOL_VERSION = 1


def my_state(obs):
    """The observing player's part of the observation."""
    return obs["players"][0 if obs["you"] == "A" else 1]


def their_state(obs):
    """The opponent's part of the observation."""
    return obs["players"][1 if obs["you"] == "A" else 0]


def remaining_health(creature):
    """How much damage still destroys a creature in play (armor included)."""
    return creature.get("power", 0) - creature.get("damage", 0) + creature.get("armor", 0)


def house_score(house, obs):
    """What there is to do with a house: cards to play, Æmber they give,
    creatures ready to reap."""
    me = my_state(obs)
    score = 0.0
    for card in me.get("hand", []):
        if card.get("house") == house:
            score += 1.0 + 2.0 * card.get("amber_bonus", 0)
    for creature in me["battleline"]:
        if creature.get("house") == house and not creature.get("exhausted"):
            score += 1.5
    for artifact in me["artifacts"]:
        if artifact.get("house") == house and not artifact.get("exhausted"):
            score += 0.5
    return score


def best_defender(choices, obs):
    """The strongest enemy creature the attacker destroys, else the weakest."""
    attacker = obs["decision"].get("attacker", {})
    power = attacker.get("power", 0)

    def key(choice):
        target = choice.get("card", {})
        kills = power >= remaining_health(target)
        return (kills, target.get("power", 0) if kills else -target.get("power", 0))

    return max(choices, key=key)


def main_score(choice, obs):
    """How much the bot likes a step 3 choice (or how to use a creature)."""
    kind = choice["kind"]
    card = choice.get("card", {})
    if kind == "play":
        bonus = card.get("amber_bonus", 0)
        base = {"creature": 6.0, "artifact": 5.0, "action": 5.0, "upgrade": 3.0}
        return base.get(card.get("type"), 4.0) + 3.0 * bonus
    if kind == "reap":
        return 9.0
    if kind == "fight":
        enemies = their_state(obs)["battleline"]
        if any(card.get("power", 0) >= remaining_health(e) for e in enemies):
            return 7.0
        return 1.0
    if kind == "action":
        return 4.0
    if kind == "omni":
        return 1.5
    if kind == "remove_stun":
        return 2.0
    if kind == "discard":
        return 0.5
    return 0.0  # end_turn, pass


def target_score(choice, obs):
    """Abilities that target mostly hurt: prefer the opponent's cards, and
    doing something over passing."""
    kind = choice["kind"]
    if kind == "option":
        return 1.0 if choice.get("label") == "yes" else 0.5
    if kind == "pass":
        return 0.0
    if kind == "choose_house":
        return house_score(choice["house"], obs)
    card = choice.get("card", {})
    owner = card.get("controller", card.get("owner"))
    return 2.0 if owner is not None and owner != obs["you"] else 1.0


def choose(observation, choices):
    """The index of the choice to make."""
    kind = observation["decision"]["kind"] if observation["decision"] else None
    if kind == "mulligan":
        best = next((c for c in choices if c["kind"] == "keep"), choices[0])
    elif kind == "house":
        best = max(choices, key=lambda c: house_score(c.get("house"), observation))
    elif kind == "archives":
        best = next((c for c in choices if c["kind"] == "pick_up_archives"), choices[0])
    elif kind in ("main", "use"):
        best = max(choices, key=lambda c: main_score(c, observation))
    elif kind == "defender":
        best = best_defender(choices, observation)
    elif kind == "target":
        best = max(choices, key=lambda c: target_score(c, observation))
    else:
        best = choices[0]
    return best["index"]


def main():
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            if message["version"] != PROTOCOL_VERSION:
                print(f"reference bot: unknown protocol version {message['version']}", file=sys.stderr)
                return
            answer = {"type": "ready", "version": PROTOCOL_VERSION, "name": "reference bot"}
        elif message["type"] == "decision":
            answer = {"choice": choose(message["observation"], message["choices"])}
        else:
            continue
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
