#!/bin/sh
# An agent that leaves a daemon behind each day: a `setsid` grandchild (its own session, outside
# the agent's process group) running `sleep TAG`, whose pid it records in daemon-<round>.pid;
# then it waits `$2` seconds (default 0) and exits.
setsid sh -c 'echo $$ > "daemon-$CLAWMARK_ROUND.pid.tmp"; mv "daemon-$CLAWMARK_ROUND.pid.tmp" "daemon-$CLAWMARK_ROUND.pid"; exec sleep "$0"' "$1" \
    > /dev/null 2>&1 < /dev/null &
while [ ! -s "daemon-$CLAWMARK_ROUND.pid" ]; do sleep 0.05; done
echo "left a daemon"
sleep "${2:-0}"
