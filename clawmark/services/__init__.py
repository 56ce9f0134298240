"""The five services of a world, by name. Each module defines one Service and its change kinds."""

from clawmark.services.base import Endpoint, Service, ServiceError, Snapshot
from clawmark.services.calendar import CalendarService
from clawmark.services.fs import FsService
from clawmark.services.mail import MailService

SERVICES: dict[str, type[Service]] = {
    FsService.name: FsService,
    CalendarService.name: CalendarService,
    MailService.name: MailService,
}

CHANGE_KINDS = tuple(kind for service in SERVICES.values() for kind in service.change_kinds)

__all__ = ["CHANGE_KINDS", "SERVICES", "Endpoint", "Service", "ServiceError", "Snapshot"]
