"""The runtimes of the five services, by name (importing this loads every service's runtime)."""

from clawmark.services.base import Service
from clawmark.services.calendar.service import CalendarService
from clawmark.services.fs.service import FsService
from clawmark.services.kb.service import KbService
from clawmark.services.mail.service import MailService
from clawmark.services.sheets.service import SheetsService

SERVICES: dict[str, type[Service]] = {
    FsService.name: FsService,
    CalendarService.name: CalendarService,
    KbService.name: KbService,
    MailService.name: MailService,
    SheetsService.name: SheetsService,
}
