"""A minimal W3C WebDriver client (urllib only) that runs headless Chromium through chromedriver.

Used by the browser tests in this folder; no npm, no selenium. Spec: https://www.w3.org/TR/webdriver2/
"""
import base64
import json
import os
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

# What Chromium needs to run headless as root on a CI machine with no network and no GPU, and
# without talking to Google's services.
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage", "--hide-scrollbars", "--window-size=1400,1000",
    "--force-device-scale-factor=1",
]

KEYS = {"ArrowRight": "\ue014", "ArrowLeft": "\ue012", "Home": "\ue011", "End": "\ue010",
        "Escape": "\ue00c"}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class WebDriverError(Exception):
    pass


class Browser:
    def __init__(self, chromium="/usr/bin/chromium", chromedriver="/usr/bin/chromedriver"):
        self.profile = tempfile.TemporaryDirectory(prefix="kifukit-chromium-")
        self.port = free_port()
        self.driver = subprocess.Popen([chromedriver, f"--port={self.port}"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{self.port}"
        try:
            self._wait_ready()
            args = CHROMIUM_ARGS + [f"--user-data-dir={self.profile.name}"]
            caps = {"capabilities": {"alwaysMatch": {
                "browserName": "chrome",
                "goog:chromeOptions": {"binary": chromium, "args": args},
            }}}
            self.session = self._call("POST", "/session", caps)["sessionId"]
        except Exception:
            self.close()
            raise

    def _wait_ready(self):
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.base + "/status", timeout=2) as r:
                    if json.load(r)["value"].get("ready"):
                        return
            except (OSError, ValueError, KeyError):
                pass
            time.sleep(0.1)
        raise WebDriverError("chromedriver did not start")

    def _call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return json.load(r)["value"]
        except urllib.error.HTTPError as e:
            raise WebDriverError(f"{method} {path}: {e.read().decode(errors='replace')}") from None

    def _session(self, method, path, body=None):
        return self._call(method, f"/session/{self.session}{path}", body)

    def open(self, path):
        self._session("POST", "/url", {"url": "file://" + os.path.abspath(path)})

    def script(self, source, *args):
        return self._session("POST", "/execute/sync", {"script": source, "args": list(args)})

    def press(self, key):
        """A real key press (keyDown + keyUp) sent to the focused element."""
        code = KEYS.get(key, key)  # a printable key is its own character
        self._session("POST", "/actions", {"actions": [{
            "type": "key", "id": "keyboard",
            "actions": [{"type": "keyDown", "value": code}, {"type": "keyUp", "value": code}],
        }]})

    def rect(self):
        """The window's outer position and size."""
        return self._session("GET", "/window/rect")

    def resize(self, width, height):
        """Sets the window's outer size (headless: the viewport's size)."""
        self._session("POST", "/window/rect", {"width": width, "height": height})

    def screenshot(self, path):
        png = base64.b64decode(self._session("GET", "/screenshot"))
        with open(path, "wb") as f:
            f.write(png)

    def close(self):
        try:
            if getattr(self, "session", None):
                self._session("DELETE", "")
        except (OSError, WebDriverError):
            pass
        self.driver.terminate()
        try:
            self.driver.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.driver.kill()
        self.profile.cleanup()
