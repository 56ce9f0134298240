"""Point the real Google clients at a local server: google-api-python-client and gspread.

    service = google_service("http://127.0.0.1:PORT/", token)            # Sheets v4
    drive = google_service("http://127.0.0.1:PORT/", token, "drive", "v3")
    gc = gspread_client("http://127.0.0.1:PORT/", token)

Both send `Authorization: Bearer <token>`; nothing goes to Google (static discovery documents
ship with google-api-python-client; gspread's fixed Google URLs are rewritten to the base URL).
"""

from __future__ import annotations

from google.auth.transport.requests import AuthorizedSession
from google.oauth2.credentials import Credentials

GOOGLE_HOSTS = ("https://sheets.googleapis.com", "https://www.googleapis.com")


def google_service(base_url: str, token: str, api: str = "sheets", version: str = "v4"):
    """A googleapiclient Resource for `api` `version` served at `base_url`."""
    from googleapiclient.discovery import build

    return build(
        api,
        version,
        credentials=Credentials(token=token),
        static_discovery=True,
        client_options={"api_endpoint": base_url.rstrip("/") + "/"},
        cache_discovery=False,
    )


class LocalSession(AuthorizedSession):
    """An AuthorizedSession that sends requests for Google's API hosts to `base_url` instead."""

    def __init__(self, base_url: str, credentials: Credentials):
        super().__init__(credentials)
        self.base_url = base_url.rstrip("/")

    def request(self, method, url, *args, **kwargs):
        for host in GOOGLE_HOSTS:
            if url.startswith(host):
                url = self.base_url + url[len(host) :]
        return super().request(method, url, *args, **kwargs)


def gspread_client(base_url: str, token: str):
    """A gspread.Client whose requests go to `base_url` with the bearer `token`."""
    import gspread

    credentials = Credentials(token=token)
    return gspread.Client(auth=credentials, session=LocalSession(base_url, credentials))
