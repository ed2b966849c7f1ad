"""kifukit: read, write, validate and replay shogi game records (docs/library.md).

The same reading, judgement, defaults and report fields as the ``kifukit`` command:
``validate`` gives what ``kifukit validate --format json`` prints for the file.
"""
import json as _json
import os as _os
from dataclasses import dataclass as _dataclass

from . import _kifukit
from ._error import Error

__all__ = ["Error", "Record", "Report", "Finding", "Step", "Event", "Replay", "read", "validate",
           "replay", "diff", "profiles", "variants", "perft", "formats", "__version__"]
__version__ = _kifukit.version()


def formats():
    """Every format name read and write take: yaml xml json text kif ... tonykoval."""
    return list(_kifukit.formats())


class Record:
    """A game record; picklable (a copy in another process reads the same bytes again)."""

    __slots__ = ("_native",)

    def __init__(self, native):
        self._native = native

    name = property(lambda self: self._native.name, doc="the file read, or the name given")
    format = property(lambda self: self._native.format, doc="the format it was read in")
    variant = property(lambda self: self._native.variant)
    profile = property(lambda self: self._native.profile,
                       doc="the profile the record names ('' for the variant's default)")
    entries = property(lambda self: self._native.entries, doc="moves and events, main line")
    source = property(lambda self: self._native.source, doc="the bytes it was read from")

    @property
    def warnings(self):
        """The reader's warnings, as findings."""
        return [Finding._from_native(f) for f in self._native.warnings]

    def write(self, path=None, format=None, encoding=None):
        """The record in ``format`` (default: by the extension of ``path``): bytes when
        ``path`` is None, else the file is written and None returned."""
        if format is None:
            if path is None:
                raise Error("USAGE", "", 0, 0, "write needs a format or a path")
            format = _format_by_extension(_os.fspath(path))
        data = self._native.write(format, encoding or "")
        if path is None:
            return data
        with open(path, "wb") as out:
            out.write(data)
        return None

    def __reduce__(self):
        return (_reread, (self._native.source, self._native.format, self._native.name))

    def __repr__(self):
        return f"<kifukit.Record {self.name!r} {self.format} {self.variant}, {self.entries} entries>"


def _reread(source, format, name):
    return Record(_kifukit.Record.read_bytes(source, format, name))


def _format_by_extension(path):
    # The library's own rule (converters/convert_io.hpp), through a read of nothing but the name.
    lowered = path.lower()
    for ext, name in ((".tk.json", "tonykoval"), (".yml", "yaml"), (".kif4", "text"),
                      (".txt", "text")):
        if lowered.endswith(ext):
            return name
    ext = _os.path.splitext(lowered)[1].lstrip(".")
    if ext in _kifukit.formats():
        return ext
    raise Error("USAGE", path, 0, 0, "no format given and none known by the extension")


def _looks_like_path(text):
    # Record text has several lines (kifukit's syntaxes, KIF, CSA) or spaces (USI, SFEN); a
    # path to a file that is missing still gets the command's FORMAT_IO, not a syntax error.
    if "\n" in text:
        return False
    if _os.path.exists(text):
        return True
    return not any(c.isspace() for c in text) and "." in _os.path.basename(text)


def read(source, format=None, name=None):
    """A Record from a path (os.PathLike, or a str of one line that names a file or has no
    space and a file extension), bytes, or record text (any other str). The format by name, else from the extension, else from the content, as
    the command decides. Raises kifukit.Error (code, file:line:col) when unreadable."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        return Record(_kifukit.Record.read_bytes(bytes(source), format or "", name or "<bytes>"))
    if isinstance(source, _os.PathLike) or (isinstance(source, str) and _looks_like_path(source)):
        return Record(_kifukit.Record.read_file(_os.fspath(source), format or ""))
    if isinstance(source, str):
        return Record(_kifukit.Record.read_bytes(source.encode(), format or "", name or "<text>"))
    raise TypeError(f"read takes a path, bytes or str, not {type(source).__name__}")


@_dataclass(frozen=True)
class Finding:
    """One finding, as in the JSON report: ``ply``, ``seat``, ``line``, ``column`` are None
    where they do not apply."""
    code: str
    severity: str
    ply: object
    seat: object
    line: object
    column: object
    message: str

    @classmethod
    def _from_json(cls, j):
        return cls(j["code"], j["severity"], j["ply"], j["seat"], j["line"], j["column"],
                   j["message"])

    @classmethod
    def _from_native(cls, f):
        return cls(f.code, f.severity, f.ply or None, f.seat or None, f.line or None,
                   (f.column or None) if f.line else None, f.message)


class Report:
    """The file's object of ``kifukit validate --format json`` (docs/cli.md), as attributes:
    file, outcome, variant, profile, plies, illegal_ply, start_position, final_position,
    findings (Finding), result (dict or None) and the rest; ``as_dict()`` gives it whole."""

    def __init__(self, native):
        self._dict = _json.loads(native.json)
        self.exit_code = native.exit_code
        for key, value in self._dict.items():
            setattr(self, key, value)
        self.findings = [Finding._from_json(f) for f in self._dict["findings"]]
        self.codes = [f.code for f in self.findings]

    def as_dict(self):
        return dict(self._dict)

    def __repr__(self):
        return f"<kifukit.Report {self.file!r} {self.outcome}, {len(self.findings)} findings>"


@_dataclass(frozen=True)
class Event:
    """What the Referee saw at an entry: type check, elimination, game-end or foul."""
    type: str
    seat: str
    credited: object  # elimination: the seat credited, None for nobody
    code: object  # foul: its reason code


@_dataclass(frozen=True)
class Step:
    """One entry as the replay applied it; ``move`` in kifukit/USI notation, ``notation`` as
    the record wrote it (``７六歩(77)``, ``+7776FU``; '' when the record has no text for it),
    ``line`` and ``column`` where, ``position`` after it (SFEN or the four-player string)."""
    ply: int
    seat: str
    move: str
    notation: str
    line: int
    column: int
    events: tuple
    position: str


_TOKEN_END = ",}<\"\u3000"


def _source_lines(record):
    data = record.source
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("cp932", errors="replace")  # KIF, KI2 and CSA as Shift_JIS
    return text.splitlines()


def _notation_at(lines, line, column):
    """The move's text where the record wrote it: from line:column (1-based, characters) to
    the next space or delimiter."""
    if not 0 < line <= len(lines) or column < 1:
        return ""
    text = lines[line - 1][column - 1:].lstrip('"')
    end = 2 if text.startswith("同\u3000") else 0  # KIF's 同　銀: "same square", a space, the piece
    while end < len(text) and not text[end].isspace() and text[end] not in _TOKEN_END:
        end += 1
    return text[:end]


class Replay:
    """The steps of a replay (iterate it), with ``profile``, ``start_position`` and the
    ``report`` the same judgement gives."""

    def __init__(self, native, record):
        self.profile = native.profile
        self.start_position = native.start_position
        self.report = Report(native.report)
        lines = _source_lines(record)
        self.steps = [Step(s.ply, s.seat, s.move, _notation_at(lines, s.line, s.column),
                           s.line, s.column,
                           tuple(Event(e.type, e.seat, e.credited or None, e.code or None)
                                 for e in s.events), s.position) for s in native.steps]

    def __iter__(self):
        return iter(self.steps)

    def __len__(self):
        return len(self.steps)


def _settings(profile, profile_file, options):
    return (profile or "", _os.fspath(profile_file) if profile_file else "", list(options or []))


def _as_record(record_or_source):
    return record_or_source if isinstance(record_or_source, Record) else read(record_or_source)


def validate(record_or_path, profile=None, profile_file=None, options=None):
    """The Report ``kifukit validate --format json`` gives: under ``profile`` (a built-in
    name) or ``profile_file``, else the record's own; ``options`` as ``--option key=value``.
    A path that cannot be read gives a ``malformed`` report, as the command does; a bad
    profile or option raises kifukit.Error (the command's exit code 4)."""
    s = _settings(profile, profile_file, options)
    if isinstance(record_or_path, Record):
        return Report(_kifukit.validate(record_or_path._native, *s))
    if isinstance(record_or_path, (str, _os.PathLike)):
        return Report(_kifukit.validate_file(_os.fspath(record_or_path), *s))
    return Report(_kifukit.validate(read(record_or_path)._native, *s))


def replay(record, profile=None, profile_file=None, options=None):
    """Replays the record (a Record, path or bytes) and returns its steps (a Replay)."""
    r = _as_record(record)
    return Replay(_kifukit.replay(r._native, *_settings(profile, profile_file, options)), r)


def diff(record, profiles=None):
    """{profile: Report} for each profile named (default: every built-in profile of the
    record's variant), as ``kifukit diff``."""
    r = _as_record(record)
    reports = _kifukit.diff(r._native, list(profiles or []))
    names = list(profiles) if profiles else [p.name for p in _kifukit.profiles()
                                             if p.variant == r.variant]
    return {name: Report(rep) for name, rep in zip(names, reports)}


@_dataclass(frozen=True)
class ProfileInfo:
    name: str
    variant: str
    yaml: str  # every parameter, as `kifukit profiles show NAME`


@_dataclass(frozen=True)
class VariantInfo:
    name: str
    seats: int
    start: str


def profiles():
    """The built-in rule profiles."""
    return [ProfileInfo(p.name, p.variant, p.yaml) for p in _kifukit.profiles()]


def variants():
    """The built-in variants."""
    return [VariantInfo(v.name, v.seats, v.start) for v in _kifukit.variants()]


def perft(variant="yonin", depth=1, position=None, profile=None):
    """Leaf nodes ``depth`` plies below ``position`` (default: the start), as ``kifukit
    perft``."""
    return _kifukit.perft(variant, depth, position or "", profile or "")
