"""kifukit.Error: what the library raises for input it cannot take (docs/library.md)."""


class Error(Exception):
    """A reason code (docs/reasons.md) and where: file, line and column (1-based, 0 unknown).

    ``str(error)`` is ``file:line:col: message [CODE]``, as ``kifukit validate`` prints it.
    The code ``USAGE`` is a wrong argument (an unknown format, variant or encoding).
    """

    def __init__(self, code, file, line, column, message):
        super().__init__(code, file, line, column, message)
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.message = message

    @property
    def location(self):
        """``file:line:col``, ``file:line`` or ``file``, as far as it is known."""
        place = self.file or "<input>"
        if self.line > 0:
            place += f":{self.line}"
            if self.column > 0:
                place += f":{self.column}"
        return place

    def __str__(self):
        return f"{self.location}: {self.message} [{self.code}]"
