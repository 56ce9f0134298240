#!/bin/sh
# An agent that leaves a daemon behind each day, double-forked: a subshell starts a `setsid`
# grandchild (its own session, outside the agent's process group) and exits at once, so the
# grandchild is orphaned while the agent still runs. It runs `sleep TAG` and records its pid in
# daemon-<round>.pid; then the agent waits `$2` seconds (default 0) and exits.
(setsid sh -c 'echo $$ > "daemon-$CLAWMARK_ROUND.pid.tmp"; mv "daemon-$CLAWMARK_ROUND.pid.tmp" "daemon-$CLAWMARK_ROUND.pid"; exec sleep "$0"' "$1" \
    > /dev/null 2>&1 < /dev/null &)
while [ ! -s "daemon-$CLAWMARK_ROUND.pid" ]; do sleep 0.05; done
echo "left a daemon"
sleep "${2:-0}"
