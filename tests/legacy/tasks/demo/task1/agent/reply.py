"""A scripted agent for the demo task: on day 2 it answers the boss through SMTP submission."""
import os
import smtplib
from email.message import EmailMessage

if os.environ["CLAWMARK_ROUND"] == "2":
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = os.environ["CLAWMARK_MAIL_ADDRESS"], "boss@co.example", "Re: Kickoff"
    msg.set_content("Started.")
    with smtplib.SMTP(os.environ["CLAWMARK_MAIL_HOST"], int(os.environ["CLAWMARK_MAIL_SMTP_PORT"])) as smtp:
        smtp.login(os.environ["CLAWMARK_MAIL_ADDRESS"], os.environ["CLAWMARK_MAIL_PASSWORD"])
        smtp.send_message(msg)
