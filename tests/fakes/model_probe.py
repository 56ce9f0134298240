"""An agent that asks its model on day 1, with the openai client: model.json in the workspace
holds the answers, or the error, of a plain and of a streamed Chat Completions request.

    python3 model_probe.py <base URL ending in /v1>

The API key is in CLAWMARK_TEST_MODEL_KEY; the question names the day ("Day 1 of N"), as the
wake-up prompt does, so clawmark.testing.scripted_chat answers with its final text for round 1.
"""

import json
import os
import sys
from pathlib import Path

import openai


def ask(client: openai.OpenAI, stream: bool) -> str:
    messages = [{"role": "user", "content": "Day 1 of 3. Say hello."}]
    try:
        if not stream:
            return client.chat.completions.create(model="scripted-1", messages=messages).choices[0].message.content
        chunks = client.chat.completions.create(model="scripted-1", messages=messages, stream=True)
        return "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    except openai.APIError as e:
        return f"error: {e.__class__.__name__}"


def main(base_url: str) -> None:
    if os.environ["CLAWMARK_ROUND"] != "1":
        return
    client = openai.OpenAI(base_url=base_url, api_key=os.environ["CLAWMARK_TEST_MODEL_KEY"], max_retries=0,
                           timeout=10)
    Path("model.json").write_text(json.dumps({"plain": ask(client, False), "stream": ask(client, True)}))


if __name__ == "__main__":
    main(sys.argv[1])
