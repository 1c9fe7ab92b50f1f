"""A webhook receiver for the API tests: it checks each delivery with the Standard Webhooks
reference library (an implementation independent of the server's) and logs what it saw.

    webhook_receiver.py SECRETS_FILE LOG_FILE

It listens on 127.0.0.1 on a free port and prints the port on its first line. For each POST it
reads the secrets in SECRETS_FILE (one per line, read anew each time), tries each, and appends a
JSON line to LOG_FILE: the path, the headers' id and timestamp, the event type, and which secrets
verified the signature. It answers by path: /ok 204; /fail 500; /flaky 500 to the first attempt
of each webhook-id and 200 after.
"""

import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from standardwebhooks.webhooks import Webhook, WebhookVerificationError

SECRETS, LOG = sys.argv[1], sys.argv[2]
seen = set()
lock = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("content-length", "0")))
        headers = {name.lower(): value for name, value in self.headers.items()}
        with open(SECRETS) as f:
            secrets = [line.strip() for line in f if line.strip()]
        verified = []
        for index, secret in enumerate(secrets):
            try:
                Webhook(secret).verify(body, headers)
                verified.append(index)
            except WebhookVerificationError:
                pass
        try:
            event = json.loads(body).get("type")
        except ValueError:
            event = None
        msg_id = headers.get("webhook-id")
        with lock:
            first = msg_id not in seen
            seen.add(msg_id)
            with open(LOG, "a") as f:
                f.write(json.dumps({
                    "path": self.path,
                    "id": msg_id,
                    "timestamp": headers.get("webhook-timestamp"),
                    "signatures": len(headers.get("webhook-signature", "").split(" ")),
                    "type": event,
                    "verified": verified,
                }) + "\n")
        if self.path == "/ok":
            status = 204
        elif self.path == "/flaky":
            status = 500 if first else 200
        else:
            status = 500
        self.send_response(status)
        self.send_header("content-length", "4")
        self.end_headers()
        self.wfile.write(b"nope" if status >= 500 else b"fine")

    def log_message(self, *args):
        pass


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
