"""Endpoints as an agent inside a docker world sees them (clawmark.backends.addresses): no engine needed."""

from clawmark.backends.addresses import rewrite
from clawmark.backends.local import LocalBackend
from clawmark.endpoint import Endpoint

MAIL = Endpoint(
    service="mail",
    env={"CLAWMARK_MAIL_HOST": "127.0.0.1", "CLAWMARK_MAIL_IMAP_PORT": "41989", "CLAWMARK_MAIL_SMTP_PORT": "37123"},
    info={"host": "127.0.0.1", "imap_port": 41989, "smtp_port": 37123, "accounts": {"a@x.example": "pw"}},
    guide="IMAP `127.0.0.1:41989` and SMTP submission `127.0.0.1:37123`; not 127.0.0.1:5000.\n",
)
TABLE = {41989: ("mail", 143), 37123: ("mail", 587), 40000: ("radicale", 5232)}


def test_published_addresses_become_the_servers_in_network_ones():
    inside = rewrite(MAIL, TABLE)
    assert inside.env["CLAWMARK_MAIL_HOST"] == "mail" and inside.info["host"] == "mail"
    assert (inside.env["CLAWMARK_MAIL_IMAP_PORT"], inside.env["CLAWMARK_MAIL_SMTP_PORT"]) == ("143", "587")
    assert (inside.info["imap_port"], inside.info["smtp_port"]) == (143, 587)
    assert inside.guide == "IMAP `mail:143` and SMTP submission `mail:587`; not 127.0.0.1:5000.\n"
    assert inside.info["accounts"] == MAIL.info["accounts"]


def test_urls_are_rewritten_inside_text_and_a_host_shared_by_two_servers_is_left_alone():
    calendar = Endpoint("calendar", {"CLAWMARK_CALDAV_URL": "http://127.0.0.1:40000/"}, {"url": "http://127.0.0.1:40000/"},
                        "CalDAV at http://127.0.0.1:40000/ and mail at 127.0.0.1:41989\n")
    inside = rewrite(calendar, TABLE)
    assert inside.env["CLAWMARK_CALDAV_URL"] == inside.info["url"] == "http://radicale:5232/"
    assert inside.guide == "CalDAV at http://radicale:5232/ and mail at mail:143\n"
    mixed = rewrite(Endpoint("x", {"HOST": "127.0.0.1", "A": "40000", "B": "41989"}, {}, ""), TABLE)
    assert mixed.env == {"HOST": "127.0.0.1", "A": "5232", "B": "143"}  # two aliases: no single host to name


def test_the_local_backend_gives_endpoints_unchanged():
    assert LocalBackend().inside(MAIL) is MAIL
