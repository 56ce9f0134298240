"""The `mail` service: a private Dovecot (IMAP) and an SMTP submission server that captures.

    dovecot.py    the Dovecot instance: config, process, readiness
    smtp.py       the aiosmtpd submission server: AUTH, sender check, 451 on failure
    relay.py      the same server in the `mail` container (docker backend), handing over to the capture
    outbound.py   the capture: universe-time stamping, local delivery, every accepted message
    mailboxes.py  the harness's IMAP sessions (APPEND, locate, move, flags, delete, read)
    spec.py       its part of task.yaml: `seed.mail`, messages, change kinds (loads nothing of the runtime)
    compose.py    messages as a task declares them (.eml or inline, attachments) → bytes
    seed.py       seeding
    changes.py    applying mail.deliver / mail.move / mail.flag / mail.unflag / mail.delete
    service.py    the Service seam
    snapshot.py   the canonical snapshot

Universe time is stamped explicitly rather than with libfaketime: every message the harness
creates is APPENDed with its declared Date as INTERNALDATE, and the submission server sets Date
and INTERNALDATE of what the agent sends from the UniverseClock. libfaketime would give Dovecot
a clock that still advances with the wall clock (so stamps would depend on timing), would not
reach the submission server, and could not move with the rounds. For the same reason local
delivery is an IMAP APPEND into the recipient's INBOX rather than LMTP (RFC 2033), which has no
way to set INTERNALDATE. The one time the harness cannot fix is an INTERNALDATE the agent's own
client leaves to the server (an APPEND without a date): that is the wall clock, as in real life.
Dovecot also keeps an APPEND date at most 2 h ahead of the machine's clock, so a task's mail must
be dated before the day it runs (the harness warns when it is not).
"""
