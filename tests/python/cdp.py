"""A small client of Chromium's DevTools protocol (over websocket-client) for the results site's
browser tests: a headless Debian chromium is started with a fresh profile, one page is driven
(navigate, evaluate JavaScript, screenshot), and everything that went wrong on the page is kept:
uncaught exceptions, console errors, failed requests and HTTP errors."""

from __future__ import annotations

import base64
import json
import shutil
import subprocess
import time
import urllib.request
from pathlib import Path
from typing import Any

import websocket


def find_chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Page:
    """One headless browser with one page; ``close()`` ends the browser."""

    def __init__(self, chromium: str, profile: Path, width: int = 1280, height: int = 900) -> None:
        self._process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu",
             "--disable-dev-shm-usage", "--remote-debugging-port=0", f"--user-data-dir={profile}",
             f"--window-size={width},{height}", "--no-first-run", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + 60
        while not port_file.exists() or not port_file.read_text().strip():
            if self._process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{chromium} did not open its DevTools port")
            time.sleep(0.1)
        port = int(port_file.read_text().splitlines()[0])
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as reply:
            targets = json.load(reply)
        url = next(t["webSocketDebuggerUrl"] for t in targets if t["type"] == "page")
        self._socket = websocket.create_connection(url, timeout=60, suppress_origin=True)
        self._next_id = 0
        self.events: list[dict[str, Any]] = []
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.send(f"{domain}.enable")

    def send(self, method: str, **params: Any) -> dict[str, Any]:
        self._next_id += 1
        ident = self._next_id
        self._socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self._socket.recv())
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def _wait_for(self, method: str, since: int) -> None:
        while not any(e.get("method") == method for e in self.events[since:]):
            self.events.append(json.loads(self._socket.recv()))

    def open(self, url: str) -> None:
        """Navigates and waits for the load event; the page's problems are counted from here."""
        self.events.clear()
        self.send("Page.navigate", url=url)
        self._wait_for("Page.loadEventFired", 0)

    def evaluate(self, expression: str) -> Any:
        result = self.send(
            "Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True
        )
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def screenshot(self) -> bytes:
        return base64.b64decode(self.send("Page.captureScreenshot", format="png")["data"])

    def problems(self) -> list[str]:
        """What went wrong since the last ``open``: exceptions, console errors, failed requests."""
        self.evaluate("0")  # drains the events the page sent meanwhile
        found = []
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append(f"exception: {params['exceptionDetails'].get('text')}")
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append(f"console: {params.get('args')}")
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                found.append(f"log: {params['entry'].get('text')} {params['entry'].get('url')}")
            elif method == "Network.loadingFailed":
                found.append(f"request failed: {params.get('errorText')}")
            elif method == "Network.responseReceived" and params["response"]["status"] >= 400:
                found.append(f"HTTP {params['response']['status']}: {params['response']['url']}")
        return found

    def close(self) -> None:
        try:
            self.send("Browser.close")
        except (RuntimeError, websocket.WebSocketException, OSError):
            pass
        self._socket.close()
        try:
            self._process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self._process.kill()
