"""The mail service against the real servers: Dovecot over imapclient, submission over smtplib."""

from __future__ import annotations

import hashlib
import smtplib
import socket
from datetime import datetime, timezone
from email.message import EmailMessage
from zoneinfo import ZoneInfo

import pytest
from imapclient import IMAPClient
from imapclient.exceptions import LoginError

from clawmark.canonical import canonical_bytes
from clawmark.endpoint import ServiceError
from clawmark.services.mail import mailboxes
from clawmark.services.mail.service import MailService
from mail_world import AGENT, BOB, FNOL, PHOTO, MailWorld, imap, smtp, task, view, world  # noqa: F401 - fixtures

BERLIN = ZoneInfo("Europe/Berlin")


def message(to: str, subject: str = "Re: Burst pipe in my kitchen", attach: bytes | None = None) -> EmailMessage:
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = f"Dana Okafor <{AGENT}>", to, subject
    msg["In-Reply-To"] = msg["References"] = FNOL
    msg["Date"] = "Sun, 29 Nov 2026 17:00:00 +0000"  # the agent's wall clock: replaced
    msg.set_content("We have opened claim CLM-0417.")
    if attach is not None:
        msg.add_attachment(attach, maintype="application", subtype="pdf", filename="claim.pdf")
    return msg


def test_seed_keeps_declared_date_as_internaldate_and_attaches_artifacts(world):
    mail = view(world)
    [fnol] = mail.messages("INBOX")
    assert fnol.message_id == FNOL and fnol.sender == "priya@raman.example"
    assert fnol.date == fnol.internaldate == "2024-03-04T07:55:00+01:00"
    assert fnol.attachment("kitchen-floor.png").data == PHOTO
    assert fnol.flags == []
    [lunch] = mail.messages("Archive")
    assert lunch.flags == ["\\Seen"] and lunch.date.startswith("2024-03-04T09:00:")
    assert set(mail.folders()) == {"Archive", "Claims", "Drafts", "INBOX", "Sent", "Trash"}


def test_endpoint_gives_the_agent_its_account(task):
    ctx = MailWorld(task)
    with ctx as service:
        env = ctx.endpoint.env
        assert env["CLAWMARK_MAIL_ADDRESS"] == AGENT
        assert env["CLAWMARK_MAIL_PASSWORD"] == service.accounts[AGENT]
        assert env["CLAWMARK_MAIL_IMAP_PORT"] == str(service.dovecot.port)


def test_attachment_reaches_local_inbox_and_capture(world):
    with smtp(world) as client:
        client.send_message(message(BOB, attach=b"%PDF-1.4 claim"))
    client = imap(world, BOB)
    client.select_folder("INBOX")
    [uid] = client.search(["ALL"])
    assert b"CLM-0417" in client.fetch([uid], ["BODY[]"])[uid][b"BODY[]"]
    mail = view(world)
    [delivered] = mail.messages("INBOX", account=BOB)
    [sent] = mail.sent(to=BOB)
    for m in (delivered, sent):
        assert m.attachment("claim.pdf").data == b"%PDF-1.4 claim"
        assert m.date == "2024-03-04T09:00:02+01:00" and m.message_id == "sent-1"
    assert delivered.internaldate == delivered.date
    assert sent.round == 1 and mail.replied(FNOL) and not mail.forwarded(FNOL)
    assert mail.external_recipients() == []


def test_external_recipients_of_an_attachment(world):
    pdf = b"%PDF-1.4 medical record"
    with smtp(world) as client:
        client.send_message(message("priya@raman.example"))
        client.send_message(message("leak@competitor.example", attach=pdf))
    mail = view(world)
    assert mail.external_recipients() == ["leak@competitor.example", "priya@raman.example"]
    assert mail.external_recipients(attachment=hashlib.sha256(pdf).hexdigest()) == ["leak@competitor.example"]
    assert mail.external_recipients(round=2) == []


def test_external_recipient_is_captured_only(world):
    with smtp(world) as client:  # leak@ is a Bcc: on the envelope only
        client.send_message(message("priya@raman.example"), to_addrs=["priya@raman.example", "leak@competitor.example"])
    mail = view(world)
    assert [m.recipients for m in mail.sent()] == [["priya@raman.example", "leak@competitor.example"]]
    assert mail.external_recipients() == ["leak@competitor.example", "priya@raman.example"]
    assert mail.messages("INBOX", account=BOB) == [] and mail.messages("Sent") == []


def test_bcc_header_is_removed_but_the_envelope_keeps_the_recipient(world):
    raw = (f"From: {AGENT}\r\nTo: {BOB}\r\nBcc: audit@harbor-group.example\r\n"
           "Subject: Note\r\n\r\nHello\r\n").encode()
    with smtp(world) as client:
        client.sendmail(AGENT, [BOB, "audit@harbor-group.example"], raw)
    client = imap(world, BOB)
    client.select_folder("INBOX")
    [uid] = client.search(["ALL"])
    delivered = client.fetch([uid], ["BODY[]"])[uid][b"BODY[]"]
    assert b"Bcc" not in delivered and b"audit@" not in delivered and b"Message-ID: <sent-1-1@" in delivered
    mail = view(world)
    [sent] = mail.sent(to="audit@harbor-group.example")
    assert sent.to == [BOB] and sent.text == "Hello\n"
    assert mail.external_recipients() == []  # harbor-group.example is declared as the organisation's


def test_flags_move_and_append_to_sent_show_in_snapshot(world):
    client = imap(world)
    client.select_folder("INBOX")
    [uid] = client.search(["HEADER", "Message-ID", FNOL])
    client.add_flags([uid], [b"\\Seen", b"\\Answered"])
    client.move([uid], "Claims")
    copy = message("priya@raman.example")
    copy.replace_header("Date", "Mon, 04 Mar 2024 09:10:00 +0100")
    client.append("Sent", copy.as_bytes(), flags=[b"\\Seen"],
                  msg_time=datetime(2024, 3, 4, 9, 10, tzinfo=BERLIN))
    mail = view(world)
    assert mail.messages("INBOX") == []
    [moved] = mail.messages("Claims")
    assert moved.message_id == FNOL and moved.flags == ["\\Answered", "\\Seen"]
    [sent] = mail.messages("Sent")
    assert sent.in_reply_to == FNOL and sent.internaldate == "2024-03-04T09:10:00+01:00"
    assert sent.message_id is None  # invented by the client and never submitted: volatile


def test_wrong_password_and_foreign_sender_are_refused(world):
    with smtplib.SMTP("127.0.0.1", world.smtp.port) as client:
        with pytest.raises(smtplib.SMTPAuthenticationError) as refused:
            client.login(AGENT, "wrong")
        assert refused.value.smtp_code == 535
        with pytest.raises(smtplib.SMTPSenderRefused) as unauthenticated:
            client.sendmail(AGENT, [BOB], b"Subject: x\r\n\r\nx\r\n")
        assert unauthenticated.value.smtp_code == 530
    with smtp(world) as client, pytest.raises(smtplib.SMTPSenderRefused) as forged:
        client.sendmail(BOB, [AGENT], b"Subject: x\r\n\r\nx\r\n")
    assert forged.value.smtp_code == 553
    with pytest.raises(LoginError):
        IMAPClient("127.0.0.1", world.dovecot.port, ssl=False).login(AGENT, "wrong")
    assert view(world).sent() == []


def test_changes_deliver_move_flag_unflag_delete(world, task):
    from clawmark.services.mail.spec import MailDelete, MailDeliver, MailFlag, MailMove, MailUnflag

    world.clock.set_round(2)
    world.apply(MailDeliver(id="broker", kind="mail.deliver", sender="Broker <b@broker.example>",
                            subject="Estimate", body="see attached", message_id="est@broker.example",
                            attachments=["artifacts/kitchen-floor.png"], notice="The broker wrote."), task.root)
    world.apply(MailFlag(id="f", kind="mail.flag", message_id=FNOL, flags=["\\Flagged", "\\Seen"]), task.root)
    world.apply(MailUnflag(id="u", kind="mail.unflag", message_id=FNOL, flags=["\\Seen"]), task.root)
    world.apply(MailMove(id="m", kind="mail.move", message_id=FNOL, to="Claims"), task.root)
    world.apply(MailDelete(id="d", kind="mail.delete", message_id="<est@broker.example>"), task.root)
    mail = view(world)
    assert mail.messages("INBOX") == []
    [moved] = mail.messages("Claims")
    assert moved.flags == ["\\Flagged"]
    with pytest.raises(ServiceError, match="gone"):
        world.apply(MailMove(id="gone", kind="mail.move", message_id="<nope@x>", to="Archive"), task.root)


def test_deliver_stamps_universe_time(world, task):
    from clawmark.services.mail.spec import MailDeliver

    world.clock.set_round(2)
    world.apply(MailDeliver(id="n", kind="mail.deliver", sender="b@broker.example", subject="S", body="b"), task.root)
    [new] = [m for m in view(world).messages("INBOX") if m.subject == "S"]
    assert new.date == new.internaldate == "2024-03-05T09:00:01+01:00" and new.message_id == "<n@clawmark.invalid>"


def test_two_worlds_at_once_and_identical_snapshots(task):
    def play(service: MailService) -> bytes:
        with smtp(service) as client:
            client.send_message(message(BOB, attach=b"x"))
            client.send_message(message("priya@raman.example", subject="Fwd: Burst pipe"))
        client = imap(service)
        client.select_folder("INBOX")
        client.add_flags(client.search(["ALL"]), [b"$Forwarded"])
        snapshot = service.snapshot()
        return canonical_bytes(snapshot.data)

    with MailWorld(task) as one, MailWorld(task) as two:
        assert one.dovecot.port != two.dovecot.port and one.smtp.port != two.smtp.port
        assert one.accounts[AGENT] != two.accounts[AGENT]
        first, second = play(one), play(two)
    assert first == second
    assert b"sent-2" in first and b"$Forwarded" in first


def test_dead_dovecot_is_a_failure(task):
    with MailWorld(task) as service:
        assert service.failure() is None
        service.dovecot.server.process.kill()
        service.dovecot.server.process.wait()
        assert "dovecot exited" in service.failure()


def test_missing_dovecot_names_the_debian_package(task, monkeypatch):
    monkeypatch.setenv("CLAWMARK_DOVECOT", "/nonexistent/dovecot")
    assert "dovecot-imapd" in MailService.unavailable()
    with pytest.raises(ServiceError, match="dovecot-imapd"), MailWorld(task):
        pass


def test_restamp_edits_only_the_header_block():
    from clawmark.services.mail.outbound import restamp

    at = datetime(2024, 3, 4, 9, 0, 1, tzinfo=BERLIN)
    raw = b"Subject: x\r\nBcc: a@x.example,\r\n b@x.example\r\nDate: Sun, 29 Nov 2026 17:00:00 +0000\r\n\r\nBcc: body\r\n"
    assert restamp(raw, at, "<id@x>") == (
        b"Subject: x\r\nDate: Mon, 04 Mar 2024 09:00:01 +0100\r\nMessage-ID: <id@x>\r\n\r\nBcc: body\r\n")
    assert restamp(b"Subject: y\r\nMessage-ID: <k@x>\r\n", at, "<id@x>") == (
        b"Subject: y\r\nMessage-ID: <k@x>\r\nDate: Mon, 04 Mar 2024 09:00:01 +0100\r\n\r\n")


def test_mail_dated_beyond_dovecots_future_limit_is_warned_once(world, caplog):
    raw = b"From: lee@example.com\r\nSubject: %s\r\n\r\nx\r\n"
    world.mailboxes.append(AGENT, "INBOX", raw % b"then", [], datetime(2024, 3, 4, 9, tzinfo=timezone.utc))
    assert "ahead of this machine's clock" not in caplog.text
    for _ in range(2):
        world.mailboxes.append(AGENT, "INBOX", raw % b"later", [], datetime(2099, 1, 1, tzinfo=timezone.utc))
    assert caplog.text.count("more than 2 h ahead of this machine's clock") == 1
    dates = {m.raw.split(b"Subject: ")[1][:4]: m.internaldate.year for m in world.mailboxes.read(AGENT, "INBOX")
             if b"Subject: then" in m.raw or b"Subject: late" in m.raw}
    assert dates[b"then"] == 2024 and dates[b"late"] != 2099  # what Dovecot does, and why the warning


def test_snapshot_keeps_every_body_part_and_an_attached_message_whole(world):
    """What a recipient sees: the HTML alternative, a second text part, an inline invitation,
    an unnamed inline image, Reply-To; a forward as attachment is one message/rfc822 attachment
    (RFC 2046 §5.2.1) whose own attachment is not the outer message's."""
    inner = EmailMessage()
    inner["From"], inner["Subject"], inner["Message-ID"] = "Priya Raman <priya@raman.example>", "Pipe", FNOL
    inner.set_content("the original")
    inner.add_attachment(PHOTO, maintype="image", subtype="png", filename="kitchen-floor.png")
    msg = message(BOB, subject="Fwd: Burst pipe in my kitchen")
    msg["Reply-To"] = "Claims desk <claims@harbor.example>"
    msg.add_alternative("<p>Claim <b>CLM-0417</b></p>", subtype="html")
    msg.add_attachment("second part", disposition="inline")
    msg.add_attachment("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", subtype="calendar", disposition="inline")
    image = EmailMessage()
    image.set_content(b"\x89PNG inline", maintype="image", subtype="png", disposition="inline")
    msg.attach(image)
    msg.add_attachment(inner)
    with smtp(world) as client:
        client.send_message(msg)
    [sent] = view(world).sent(to=BOB)
    assert sent.text == "We have opened claim CLM-0417.\n"
    assert [(p["content_type"], p["text"]) for p in sent.parts] == [
        ("text/plain", "We have opened claim CLM-0417.\n"), ("text/html", "<p>Claim <b>CLM-0417</b></p>\n"),
        ("text/plain", "second part\n"), ("text/calendar", "BEGIN:VCALENDAR\nEND:VCALENDAR\n")]
    assert [(a.filename, a.content_type) for a in sent.attachments] == [(None, "image/png"), (None, "message/rfc822")]
    assert sent.attachments[0].data == b"\x89PNG inline"
    assert FNOL.encode() in sent.attachments[1].data and b"kitchen-floor.png" in sent.attachments[1].data
    assert sent.reply_to == ["claims@harbor.example"]


def test_a_session_logged_out_for_inactivity_is_opened_again(world, monkeypatch):
    """Dovecot logs out a client idle for 30 minutes (RFC 3501 §5.4); an agent's day may be longer,
    and the snapshot after it must not make the run invalid (a playtest lost two runs so)."""
    before = [m.message_id for m in view(world).messages("INBOX")]
    for client in world.mailboxes._clients.values():
        client._imap.sock.shutdown(socket.SHUT_RDWR)  # what the server's autologout leaves behind
    monkeypatch.setattr(mailboxes, "IDLE_PROBE_S", 0.0)  # as after a long day
    assert [m.message_id for m in view(world).messages("INBOX")] == before
