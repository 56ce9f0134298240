"""The five services of a world, by name. Each module defines one Service and its change kinds."""

from clawmark.services.base import Endpoint, Service, ServiceError, Snapshot
from clawmark.services.calendar import CalendarService
from clawmark.services.fs import FsService
from clawmark.services.kb import KbService
from clawmark.services.mail import MailService
from clawmark.services.sheets import SheetsService

SERVICES: dict[str, type[Service]] = {
    FsService.name: FsService,
    CalendarService.name: CalendarService,
    KbService.name: KbService,
    MailService.name: MailService,
    SheetsService.name: SheetsService,
}

CHANGE_KINDS = tuple(kind for service in SERVICES.values() for kind in service.change_kinds)

__all__ = ["CHANGE_KINDS", "SERVICES", "Endpoint", "Service", "ServiceError", "Snapshot"]
