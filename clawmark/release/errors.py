"""The one error of building, verifying or installing a release."""


class ReleaseError(Exception):
    """A release cannot be built or loaded; the message names the file, package or image at fault."""
