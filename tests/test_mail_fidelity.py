"""The mail snapshot and its check helpers read what real clients write, as a careful reader would.

Every test drives the real Dovecot and the real submission server through imapclient and
smtplib; the expected values are what the cited RFC says a client sees.
"""

from __future__ import annotations

import json
import smtplib
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from pathlib import Path

import pytest
from imapclient.exceptions import IMAPClientError

from clawmark.agents import AGENTS
from clawmark.agents.config import agent_spec
from clawmark.runner import run_task
from clawmark.services.mail.spec import MailMove
from clawmark.services.mail.smtp import MAX_MESSAGE_BYTES
from clawmark.store import Store
from clawmark.taskdir import load_task
from mail_world import AGENT, BOB, FNOL, imap, smtp, task, view, world  # noqa: F401 - fixtures

REPO = Path(__file__).resolve().parent.parent
FAKES = REPO / "tests/fakes"
PRIYA = "priya@raman.example"
DEEP = 3000  # MIME levels: beyond what Python's email parser can follow


def test_a_command_agent_reshaping_its_folders_gets_a_scored_run_that_lists_them(tmp_path):
    """Issue 17, must show 1: CREATE of `Projects/2024` (RFC 3501 §6.3.3: the server creates the
    levels above as needed), `a/b/c`, `weird&-folder` (`weird&--folder` in modified UTF-7,
    §5.1.3), a DELETE (§6.3.4), a RENAME (§6.3.5), (UN)SUBSCRIBE (§6.3.6). The levels above a
    nested folder are \\Noselect placeholders (§7.2.2): listed by LIST, never snapshotted."""
    store = Store(tmp_path / "store")
    task = load_task(REPO / "tasks/insurance/hail-damage-intake")
    result = run_task(task, agent_spec(AGENTS, "command", {"cmd": f"python3 {FAKES}/imap_folders.py", "bind": str(FAKES)}), store)
    assert result.log.outcome == "scored", result.log.invalid_reason
    listed = json.loads((next((store.root / "records").rglob("r*.json"))).read_text())["rounds"][0]["stdout"]
    assert "Projects \\HasChildren \\Noselect" in listed and "weird&-folder" in listed
    snapshot = store.get_json(result.log.rounds[0].snapshots.after["mail"])
    (dana,) = [a for a in snapshot["accounts"] if a["address"] == task.spec.principal.email]
    folders = {f["name"]: f["messages"] for f in dana["folders"]}
    assert sorted(folders) == ["Archive", "Claims", "Drafts", "INBOX", "Kunden Köln", "Projects/2024", "Q3.report",
                               "Sent", "Trash", "a/b/c", "renamed", "weird&-folder"]
    (note,) = folders["Projects/2024"]
    assert note["subject"] == "Kick-off notes" and note["flags"] == ["$Project-X"]


def test_world_changes_find_messages_beside_placeholder_folders(world, task):
    """A mutation locates its message in every folder, and skips the \\Noselect levels LIST
    names beside them (RFC 3501 §7.2.2: SELECT of one fails)."""
    client = imap(world)
    client.create_folder("Projects/2024")
    client.create_folder("Projects/2025/Q1")
    world.apply(MailMove(id="m", kind="mail.move", message_id=FNOL, to="Projects/2025/Q1"), task.root)
    world.apply(MailMove(id="back", kind="mail.move", message_id=FNOL, to="INBOX"), task.root)
    mail = view(world)
    assert [m.message_id for m in mail.messages("INBOX")] == [FNOL]
    assert "Projects/2025/Q1" in mail.folders() and "Projects/2025" not in mail.folders()


def test_folder_names_of_every_shape_round_trip(world):
    """Names are Unicode (modified UTF-7 on the wire, RFC 3501 §5.1.3, imapclient encodes them),
    may hold spaces, `&`, `.`, `~`, `\\`, `%`, `*` and quotes; `/` is the hierarchy separator
    (LIST's delimiter, §7.2.2); INBOX is case-insensitive (§5.1). A folder deleted and one
    renamed are gone under their old names."""
    names = ["Projects/2024", "a/b/c", "weird&-folder", "with space", "Grüße/Köln", "dot.ted", "~tilde",
             "back\\slash", "100%", "star*", 'quo"te', "☺", "inbox/Sub"]
    client = imap(world)
    for name in [*names, "gone", "old"]:
        client.create_folder(name)
    client.delete_folder("gone")
    client.rename_folder("old", "new")
    client.subscribe_folder("a/b/c")
    client.unsubscribe_folder("Trash")
    for name in names:
        client.append(name, f"From: {AGENT}\r\nSubject: in {name}\r\n\r\nx\r\n".encode())
    mail = view(world)
    expected = {*names[:-1], "INBOX/Sub", "new", "Archive", "Claims", "Drafts", "INBOX", "Sent", "Trash"}
    assert set(mail.folders()) == expected and len(mail.folders()) == len(expected)
    for name in names:
        assert [m.subject for m in mail.messages(name)] == [f"in {name}"]
    assert [m.subject for m in mail.messages("Inbox")] == ["Burst pipe in my kitchen"]


def message_that_nests(levels: int) -> bytes:
    body = b"leaf\r\n"
    for n in range(levels):
        body = b"Content-Type: multipart/mixed; boundary=b%d\r\n\r\n--b%d\r\n%s\r\n--b%d--\r\n" % (n, n, body, n)
    return b"From: a@b.example\r\nSubject: nested\r\n" + body


ACCEPTED = {  # what Dovecot stores as sent: the snapshot must read every one
    "no headers": b"just a body line\r\n",
    "no header block end": b"From: a@b.example\r\nSubject: no blank line",
    "not a header": b"this is not a header\r\nFrom: a@b.example\r\n\r\nbody\r\n",
    "binary": bytes(range(1, 256)) * 40,
    "latin-1 header": "From: a@b.example\r\nSubject: Gr\xfc\xdfe\r\n\r\nx\r\n".encode("latin-1"),
    "multipart without boundary": b"From: a@b.example\r\nContent-Type: multipart/mixed\r\n\r\nbody\r\n",
    "unclosed multipart": b"From: a@b.example\r\nContent-Type: multipart/mixed; boundary=z\r\n\r\n--z\r\n\r\nhi\r\n",
    "bad base64": (b"From: a@b.example\r\nContent-Type: multipart/mixed; boundary=z\r\n\r\n--z\r\nContent-Type: "
                   b"application/pdf\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; "
                   b"filename=a.pdf\r\n\r\n!!!not base64***\r\n--z--\r\n"),
    "bad quoted-printable": b"From: a@b.example\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n=ZZ=\r\n=",
    "unknown charsets": (b"From: =?x-foo?q?abc?= <a@b.example>\r\nSubject: =?utf-8?b?!!!?=\r\nContent-Type: "
                         b"text/plain; charset=x-unknown\r\n\r\nbody \xff\r\n"),
    "garbage parameters": (b"From: a@b.example\r\nContent-Type: ;;;=;\r\nContent-Disposition: attachment; "
                           b"filename*=x-bad''%FF%FE\r\n\r\nbody\r\n"),
    "garbage dates and ids": (b"From: a@b.example\r\nDate: Mon, 1 Jan 10000 00:00:00 +9999\r\nMessage-ID: no-brackets\r\n"
                              b"In-Reply-To: <>\r\nReferences: " + b" ".join(b"<r%d@x>" % n for n in range(2000)) + b"\r\n\r\nx\r\n"),
    "garbage addresses": (b"From: \"unterminated <a@b.example\r\nTo: ,,,;;; <@>, undisclosed-recipients:;, \"x\" <>\r\n"
                          b"Cc: group: m1@x.example, m2@x.example;\r\n\r\nx\r\n"),
    "empty enclosed message": b"From: a@b.example\r\nContent-Type: message/rfc822\r\n\r\n",
    "html only": b"From: a@b.example\r\nContent-Type: text/html\r\n\r\n<p>unterminated <b <<<>>> &bogus; &#99999999;\r\n",
    "bare LF and CR": b"From: a@b.example\nSubject: lf\n\nbody\n",
    "5,000 attachments": (b"From: a@b.example\r\nContent-Type: multipart/mixed; boundary=z\r\n\r\n" + b"".join(
        b"--z\r\nContent-Disposition: attachment; filename=f%d.txt\r\n\r\n%d\r\n" % (n, n) for n in range(5000)) + b"--z--\r\n"),
    "nested too deep to parse": message_that_nests(DEEP),
    "long lines": b"From: a@b.example\r\nSubject: " + b"x" * 100_000 + b"\r\n\r\n" + b"y" * 2_000_000 + b"\r\n",
}


def test_malformed_messages_the_server_accepted_snapshot(world):
    """Dovecot stores any bytes an APPEND gives (RFC 3501 §6.3.11 leaves the message's syntax to
    the client): the snapshot reads every one as a lenient client does (RFC 5322 §3, RFC 2045
    §6.7, RFC 2231), never failing. A message nested deeper than MAX_MIME_DEPTH keeps its
    headers and its whole body as one attachment."""
    client = imap(world)
    for raw in ACCEPTED.values():
        client.append("Archive", raw)
    mail = view(world)
    by_subject = {m.subject: m for m in mail.messages("Archive")}
    assert len(mail.messages("Archive")) == len(ACCEPTED) + 1  # and the seeded lunch note
    assert by_subject["Gr\ufffd\ufffde"].text == "x\n"  # Latin-1 is not UTF-8 (RFC 6532 §3.2)
    (deep,) = by_subject["nested"].attachments
    assert deep.content_type == "multipart/mixed" and deep.data.count(b"--b") == 2 * DEEP
    assert len(by_subject["x" * 100_000].text) == 2_000_001


def test_malformed_and_large_messages_submitted_by_smtp_are_captured_and_delivered(world):
    """The submission server takes any DATA whose CRLF-ended lines fit RFC 5321 §4.5.3.1.6 (1,000
    octets with CRLF; longer ones are refused with 500), NUL bytes and 20 MB included: each is
    captured, delivered to the local recipient and read by the snapshot."""
    big = b"From: dana@harbor.example\r\nSubject: big\r\n\r\n" + (b"z" * 998 + b"\r\n") * 20_000
    nul = b"From: dana@harbor.example\r\nSubject: nul\r\n\r\na\x00b\r\n"
    fitting = [raw for raw in [*ACCEPTED.values(), nul, big] if max(map(len, raw.split(b"\r\n"))) <= 998]
    with smtp(world) as client:
        for raw in fitting:
            assert client.sendmail(AGENT, [BOB, "x@ext.example"], raw) == {}
        with pytest.raises(smtplib.SMTPDataError) as refused:
            client.sendmail(AGENT, [BOB], ACCEPTED["long lines"])
    assert refused.value.smtp_code == 500
    mail = view(world)
    assert len(mail.sent()) == len(mail.messages("INBOX", account=BOB)) == len(fitting) == len(ACCEPTED) - 1
    assert {m.subject for m in mail.sent()} >= {"big", "nul", "nested"}


def test_messages_over_the_size_limit_are_refused_by_imap_and_smtp(world):
    """A hosted mailbox bounds a message (RFC 5530 §3 `[LIMIT]`; RFC 1870 552 for SMTP): at
    MAX_MESSAGE_BYTES both refuse, and the world stays as it was."""
    huge = b"From: a@b.example\r\nSubject: huge\r\n\r\n" + (b"y" * 998 + b"\r\n") * (MAX_MESSAGE_BYTES // 1000 + 1)
    with pytest.raises(IMAPClientError, match=r"\[LIMIT\]"):
        imap(world).append("INBOX", huge)
    with smtp(world) as client:
        code, _ = client.docmd("MAIL FROM:<%s> SIZE=%d" % (AGENT, len(huge)))
    assert code == 552 and view(world).sent() == [] and len(view(world).messages("INBOX")) == 1


UTF8_RAW = """\
From: Jörg Müller <dana@harbor.example>
To: Bob <bob@harbor.example>, Ünal Öztürk <uenal@partner.example>
Subject: Grüße aus Köln
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary=x

--x
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Anbei der Prüfbericht.
--x
Content-Type: application/pdf; name="Prüfbericht roh.pdf"
Content-Disposition: attachment; filename="Prüfbericht roh.pdf"

%PDF-1.4 roh
--x--
""".replace("\n", "\r\n").encode()


def test_raw_utf8_headers_survive_in_the_snapshot(world):
    """RFC 6532 §3.2: header field values may hold raw UTF-8; a modern client (Python's
    email.policy.default) reads subject, display names and file names from it. Sent through
    smtplib (250) and APPENDed through imapclient, both copies read the same."""
    with smtp(world) as client:
        assert client.sendmail(AGENT, [BOB, "uenal@partner.example"], UTF8_RAW) == {}
    imap(world).append("Drafts", UTF8_RAW)
    mail = view(world)
    (sent,) = mail.sent(to=BOB)
    (delivered,) = mail.messages("INBOX", account=BOB)
    (draft,) = mail.messages("Drafts")
    for m in (sent, delivered, draft):
        assert m.subject == "Grüße aus Köln" and m.text == "Anbei der Prüfbericht.\n"
        assert m.record["from"] == [{"name": "Jörg Müller", "address": AGENT}]
        assert m.record["to"][1] == {"name": "Ünal Öztürk", "address": "uenal@partner.example"}
        assert m.attachment("Prüfbericht roh.pdf").data == b"%PDF-1.4 roh"


def test_internationalised_addresses_are_submitted_with_smtputf8(world):
    """RFC 6531: the submission server announces SMTPUTF8, so smtplib sends a message to a
    non-ASCII address (as to Gmail) instead of refusing it; the capture keeps the recipient."""
    msg = EmailMessage(policy=policy.SMTPUTF8)
    msg["From"], msg["To"], msg["Subject"] = AGENT, "jörg@köln.example", "Übergabe"
    msg.set_content("Hallo Jörg")
    with smtp(world) as client:
        assert client.has_extn("smtputf8")
        client.send_message(msg)
    (sent,) = view(world).sent()
    assert sent.recipients == ["jörg@köln.example"] and sent.subject == "Übergabe" and sent.to == ["jörg@köln.example"]


def test_keywords_and_flags_compare_case_insensitively(world):
    """RFC 3501 §2.3.2 and §9 note 1: flags and keywords are atoms, case-insensitive. Dovecot
    keeps the case a keyword was first used with ($Project-X), whatever case later clients use."""
    client = imap(world)
    client.select_folder("INBOX")
    (uid,) = client.search(["ALL"])
    client.add_flags([uid], [b"$Project-X"])
    client.append("INBOX", f"From: {PRIYA}\r\nSubject: second\r\n\r\nx\r\n".encode(), flags=[b"$project-x", b"\\SEEN"])
    first, second = view(world).messages("INBOX")
    assert first.flags == ["$Project-X"] and second.flags == ["$Project-X", "\\Seen"]
    for m in (first, second):
        assert "$project-x" in m.flags and "$PROJECT-X" in m.flags and "$Project-Y" not in m.flags
    assert "\\seen" in second.flags and "\\Seen" not in first.flags


def original_quoted(header_block: bool) -> str:
    intro = "Tom, please look at this claim.\n\n"
    if header_block:
        return (intro + "---------- Forwarded message ---------\nFrom: Priya Raman <priya@raman.example>\n"
                "Date: Mon, 4 Mar 2024 at 07:55\nSubject: Burst pipe in my kitchen\nTo: Dana Okafor <dana@harbor.example>\n")
    return intro + "> Dear Ms Okafor, the pipe under the sink burst on Saturday.\n> Photo attached.\n"


def sent_message(to: str, subject: str, text: str) -> EmailMessage:
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = AGENT, to, subject
    msg.set_content(text)
    return msg


@pytest.mark.parametrize("header_block", [True, False], ids=["header block", "quoted body"])
def test_an_inline_forward_without_references_is_a_forward(world, header_block):
    """An inline forward (Fwd: subject, the original quoted in the body) is how Gmail, Outlook
    and Thunderbird forward by default; they set no In-Reply-To/References (RFC 5322 §3.6.4
    makes them optional). The quoted header block, or the quoted original text, is the evidence."""
    with smtp(world) as client:
        client.send_message(sent_message("tom@broker.example", "Fwd: Burst pipe in my kitchen", original_quoted(header_block)))
    mail = view(world)
    assert mail.forwarded(FNOL) and mail.forwarded(FNOL, to="tom@broker.example")
    assert not mail.forwarded(FNOL, to=BOB) and not mail.replied(FNOL)


@pytest.mark.parametrize("encoded", [False, True], ids=["unencoded", "base64"])
def test_a_forward_as_attachment_is_a_forward(world, encoded):
    """Forward as attachment: the original whole, as a message/rfc822 part (RFC 2046 §5.2.1),
    unencoded as Thunderbird writes it, or base64 as Python's add_attachment(bytes) does. It is
    one attachment in the snapshot, whose bytes are the original."""
    client = imap(world)
    client.select_folder("INBOX", readonly=True)
    (uid,) = client.search(["ALL"])
    original = client.fetch([uid], ["BODY.PEEK[]"])[uid][b"BODY[]"]
    forward = sent_message("tom@broker.example", "Claim CLM-0417", "Tom, the customer's mail is attached.\n")
    if encoded:
        forward.add_attachment(original, maintype="message", subtype="rfc822", filename="Burst pipe.eml")
    else:
        forward.add_attachment(BytesParser(policy=policy.default).parsebytes(original), filename="Burst pipe.eml")
    with smtp(world) as client:
        client.send_message(forward)
    mail = view(world)
    (sent,) = mail.sent()
    assert [(a.filename, a.content_type) for a in sent.attachments] == [("Burst pipe.eml", "message/rfc822")]
    assert sent.text == "Tom, the customer's mail is attached.\n"
    assert sent.attachments[0].data.startswith(b"From: Priya Raman <priya@raman.example>")
    said = {s.where: s.text for s in sent.content()}  # what the recipient reads inside it
    assert said["attachment Burst pipe.eml > attachment names"] == "kitchen-floor.png"
    assert mail.forwarded(FNOL, to="tom@broker.example") and not mail.forwarded("<other@raman.example>")


def test_replies_and_forwards_of_other_messages_are_not_forwards(world):
    """A reply quoting the original (Re:, RFC 5322 §3.6.4) and a Fwd: that quotes something else
    do not forward the original; a threaded Fwd: (References) does."""
    reply = sent_message(PRIYA, "Re: Burst pipe in my kitchen", original_quoted(header_block=False))
    reply["In-Reply-To"] = reply["References"] = FNOL
    other = sent_message("tom@broker.example", "Fwd: Lunch?", "---------- Forwarded message ---------\n"
                         "From: Bob <bob@harbor.example>\nSubject: Lunch?\n\n12:30?\n")
    with smtp(world) as client:
        client.send_message(reply)
        client.send_message(other)
    mail = view(world)
    assert mail.replied(FNOL, to=PRIYA) and not mail.forwarded(FNOL)
    threaded = sent_message("tom@broker.example", "WG: Burst pipe in my kitchen", "Siehe unten.\n")
    threaded["References"] = FNOL
    with smtp(world) as client:
        client.send_message(threaded)
    assert view(world).forwarded(FNOL, to="tom@broker.example")


def test_a_seeded_eml_without_content_type_keeps_its_body_beside_attachments(world):
    """RFC 2045 §5.2: a message without Content-Type is text/plain; us-ascii. Its body stays the
    text of the seeded message when the task attaches files to it (Python's add_attachment would
    drop a body whose type is only implied)."""
    (fnol,) = view(world).messages("INBOX")
    assert fnol.text == "Dear Ms Okafor, the pipe under the sink burst on Saturday. Photo attached.\n"
    assert [a.filename for a in fnol.attachments] == ["kitchen-floor.png"]
