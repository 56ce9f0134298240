# Install /opt/clawmark/requirements.txt into /opt/venv from /opt/clawmark/wheels alone, every
# file checked against its hash, then drop the wheels (they are not part of the image).
set -eu
/opt/venv/bin/pip install --no-index --no-deps --require-hashes --no-cache-dir \
  --find-links /opt/clawmark/wheels -r /opt/clawmark/requirements.txt
rm -rf /opt/clawmark/wheels
