#!/bin/sh
# A hanging agent: opens the assessment, starts a child that never ends, then never ends itself.
# $1: a file outside the workspace to write the child's PID to (unsandboxed runs), or "-".
mkdir -p claims/CLM-0417
echo '{"claim_id": "CLM-0417", "status": "pending_review"}' > claims/CLM-0417/assessment.json
sleep 600 &
[ "$1" = "-" ] || echo $! > "$1"
echo "working on day $CLAWMARK_ROUND"
sleep 600
