"""The HTML report in a real browser: headless Chromium screenshots it (the PNG must not be blank) and dumps
its DOM after layout (tables and inline-SVG charts must have rendered with a size; no console errors).
Skips visibly (exit 77) when chromium is not installed.

usage: sweep_report_browser_test.py TLACORE FAKE_SCORER"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sweep_testlib as lib  # noqa: E402


def png_pixels(path):
    """(width, height, rows of RGBA/RGB bytes) of an 8-bit non-interlaced PNG."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6), "unexpected PNG format %d/%d" % (depth, color)
            channels = 4 if color == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, channels, rows


def main():
    tlacore, scorer = sys.argv[1], sys.argv[2]
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        lib.skip("chromium is not installed (scripts/install-deps.sh installs it)")
    work = tempfile.mkdtemp(prefix="tlacore-sweep-report-")
    try:
        manifest = lib.write_fake_manifest(os.path.join(work, "models"), 40, sleep_ms=(1, 5), special=[
            ("Crash", "crash"), ("Hang", "hang"), ("Broken", "syntax-error"), ("Internal", "internal-error"),
            ("NoInv", "no-invariants")])
        db = os.path.join(work, "results.sqlite")
        lib.run([tlacore, "sweep", manifest, "--db", db, "--scorer", scorer, "--timeout", "1", "--jobs", "4",
                 "--metrics", "all"])
        html = os.path.join(work, "report.html")
        lib.run([tlacore, "report", db, "--html", html, "--csv", os.path.join(work, "results.csv")])
        text = open(html).read()
        for needle in ("<svg", "Per task", "Per model group", "Failure categories", "Slowest items", "timeout",
                       "crash", "violation"):
            if needle not in text:
                print("FAIL: the report lacks %r" % needle)
                return 1
        if re.search(r"(src|href)=\"https?:", text):
            print("FAIL: the report loads something from the network")
            return 1

        profile = os.path.join(work, "profile")
        common = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + profile,
                  "--no-first-run", "--window-size=1280,1800", "--enable-logging=stderr", "--v=0"]
        shot = os.path.join(work, "report.png")
        proc = subprocess.run(common + ["--screenshot=" + shot, "file://" + html], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, timeout=90)
        console = [line for line in proc.stderr.splitlines() if "CONSOLE" in line or "Uncaught" in line]
        if not os.path.exists(shot):
            print("FAIL: chromium wrote no screenshot (exit %d):\n%s" % (proc.returncode, proc.stderr[-2000:]))
            return 1
        width, height, channels, rows = png_pixels(shot)
        colours = set()
        for row in rows[::7]:
            for x in range(0, width * channels, channels * 5):
                colours.add(row[x:x + 3])
        size = os.path.getsize(shot)
        print("screenshot %dx%d, %d bytes, %d distinct colours sampled" % (width, height, size, len(colours)))
        if size < 20000 or len(colours) < 8:
            print("FAIL: the screenshot looks blank")
            return 1

        proc = subprocess.run(common + ["--dump-dom", "file://" + html], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, timeout=90)
        console += [line for line in proc.stderr.splitlines() if "CONSOLE" in line or "Uncaught" in line]
        m = re.search(r'data-render-check="svg (\d+)/(\d+) tables (\d+)/(\d+)"', proc.stdout)
        if not m:
            print("FAIL: the DOM dump has no render check (scripts did not run?):\n%s" % proc.stdout[:500])
            return 1
        svg_drawn, svg_all, tables_drawn, tables_all = map(int, m.groups())
        print("rendered: %d/%d charts, %d/%d tables" % (svg_drawn, svg_all, tables_drawn, tables_all))
        if svg_drawn < 6 or svg_drawn != svg_all or tables_drawn < 5:
            print("FAIL: charts or tables did not render")
            return 1
        if console:
            print("FAIL: console messages:\n" + "\n".join(console))
            return 1
        print("ok: the report renders in chromium without console errors")
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
