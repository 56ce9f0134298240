"""The agent's toolbox: the programs on this machine that read raw evidence, as the agent is told.

tools/setup installs them (Debian: ffmpeg, tesseract-ocr, poppler-utils, sox, espeak-ng; the
venv: pymupdf, openpyxl, pillow, pocketsphinx and the service clients). `GUIDE` is the section
of the workspace's SERVICES.md (and of OpenClaw's toolbox skill) that lists them; `PROGRAMS` and
`MODULES` are what a test checks is really there.
"""

PROGRAMS = ("pdftotext", "pdftoppm", "tesseract", "ffmpeg", "ffprobe", "sox", "python3")
MODULES = ("pymupdf", "openpyxl", "PIL", "pocketsphinx", "imapclient", "caldav", "notion_client",
           "googleapiclient", "gspread")

GUIDE = """## Tools for raw evidence
Run them in a shell in the workspace; `python3` is the toolbox's Python with the libraries below.

- PDF: `pdftotext file.pdf -` (text layer); `pdftoppm -r 200 -png file.pdf page` renders pages
  for OCR; Python `pymupdf` (`import pymupdf`) for text, images and layout.
- Scans and photos: `tesseract image.png - --psm 6` (OCR, English); Python `PIL` (Pillow).
- Audio and video: `ffmpeg -i in.mp4 -ar 16000 -ac 1 out.wav` (extract or convert audio; frames with
  `-vf fps=1 frame-%03d.png`), `ffprobe`, `sox`; speech to text offline with Python `pocketsphinx`
  (`pocketsphinx.Decoder(samprate=16000)`, US-English model; keyword spotting helps on poor audio).
- Spreadsheets: Python `openpyxl` for `.xlsx`, the `csv` module for CSV.
- Service clients: Python `imapclient` and `smtplib` (mail), `caldav` (calendar), `notion_client`
  (knowledge base), `googleapiclient` and `gspread` (spreadsheets).
"""
