"""A command agent for the mail snapshot's tests: on day 1 it reshapes its mailbox through IMAP
(imapclient) as a mail user may — nested folders, names with `&`, spaces, dots and non-ASCII,
a folder deleted, one renamed, subscriptions changed — and files a message in `Projects/2024`;
it prints every folder name as LIST returned it."""

import os

from imapclient import IMAPClient

env = os.environ
if env["CLAWMARK_ROUND"] == "1":
    with IMAPClient(env["CLAWMARK_MAIL_HOST"], int(env["CLAWMARK_MAIL_IMAP_PORT"]), ssl=False, timeout=30) as imap:
        imap.login(env["CLAWMARK_MAIL_ADDRESS"], env["CLAWMARK_MAIL_PASSWORD"])
        for name in ("Projects/2024", "a/b/c", "weird&-folder", "Kunden Köln", "Q3.report", "gone", "old"):
            imap.create_folder(name)
        imap.delete_folder("gone")
        imap.rename_folder("old", "renamed")
        imap.subscribe_folder("Projects/2024")
        imap.unsubscribe_folder("Archive")
        imap.append("Projects/2024", b"From: dana.okafor@harbor-mutual.example\r\nSubject: Kick-off notes\r\n\r\nAgenda.\r\n",
                    flags=[b"$Project-X"])
        for flags, delimiter, name in imap.list_folders():
            print(name, *sorted(f.decode() for f in flags))
