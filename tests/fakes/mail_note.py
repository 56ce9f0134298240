"""A command agent for the docker backend's tests: on day 1 it reads note.txt and mails the claim
reference to Sam Weber by SMTP submission; every day it prints the mail endpoint it was given
(variables and SERVICES.md) and whether it can connect to each host:port of CLAWMARK_TEST_PROBE."""

import os
import smtplib
import socket
from email.message import EmailMessage
from pathlib import Path

env = os.environ
host, port = env["CLAWMARK_MAIL_HOST"], int(env["CLAWMARK_MAIL_SMTP_PORT"])
print("mail", f"{host}:{port}")
print("guide", next(line for line in Path("SERVICES.md").read_text().splitlines() if line.startswith("IMAP")))
if env["CLAWMARK_ROUND"] == "1":
    reference = Path("note.txt").read_text().split(": ")[1].strip()
    message = EmailMessage()
    message["From"] = env["CLAWMARK_MAIL_ADDRESS"]
    message["To"] = "sam.weber@harbor-mutual.example"
    message["Subject"] = f"Claim {reference}"
    message.set_content("See subject.")
    with smtplib.SMTP(host, port, timeout=30) as smtp:
        smtp.login(env["CLAWMARK_MAIL_ADDRESS"], env["CLAWMARK_MAIL_PASSWORD"])
        smtp.send_message(message)
for target in filter(None, env.get("CLAWMARK_TEST_PROBE", "").split(",")):
    address, _, number = target.rpartition(":")
    try:
        socket.create_connection((address, int(number)), timeout=3).close()
        print("probe", target, "open")
    except OSError as e:
        print("probe", target, type(e).__name__)
