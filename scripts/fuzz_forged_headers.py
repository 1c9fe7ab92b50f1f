"""Schemathesis hooks for scripts/fuzz.sh's pass with forged proxy headers.

Every request carries `Forwarded`, `X-Forwarded-Host`, `-Proto` and `-For` naming a host the
server must never believe (the fuzzing server trusts no proxy), and the `no_forged_origin` check
fails any answer that repeats that host: in a feed, a canonical or redirect address, a
`Location`, an HSTS decision taken from a forged scheme.
"""

import schemathesis

FORGED_HOST = "forged-origin.invalid"
FORGED = {
    "Forwarded": f"for=203.0.113.9;host={FORGED_HOST};proto=http",
    "X-Forwarded-Host": FORGED_HOST,
    "X-Forwarded-Proto": "http",
    "X-Forwarded-For": "203.0.113.9",
}


@schemathesis.hook
def before_call(ctx, case, kwargs):
    case.headers = {**(case.headers or {}), **FORGED}


@schemathesis.check
def no_forged_origin(ctx, response, case):
    seen = [name for name, value in response.headers.items() if FORGED_HOST in str(value)]
    if seen:
        raise AssertionError(f"the forged host is in the answer's headers: {', '.join(seen)}")
    if FORGED_HOST in response.text:
        raise AssertionError("the forged host is in the answer's body")
