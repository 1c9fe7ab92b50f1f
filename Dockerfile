# syntax=docker/dockerfile:1
#
# eRecruit container image: erecruit-server, tenant-admin and the built web app, on a slim Debian
# runtime with no build tools, running as an unprivileged user.
#
#   docker build -t erecruit:dev .
#   docker run --rm -p 8080:8080 -e DATABASE_URL=postgres://… -e JWT_SECRET=… -e ENCRYPTION_KEY=… erecruit:dev
#   docker run --rm -e DATABASE_URL=postgres://… erecruit:dev tenant-admin migrate --all
#
# No container engine runs on the project's development or CI machines, so this file is not built
# there; it is kept deliberately conventional. The Helm chart in helm/erecruit deploys this image.

ARG NODE_VERSION=22
ARG RUST_VERSION=1.95
ARG DEBIAN_RELEASE=bookworm

# --- 1. The web app: frontend/dist ------------------------------------------------------------
FROM node:${NODE_VERSION}-${DEBIAN_RELEASE}-slim AS frontend
WORKDIR /src/frontend
# Dependencies first, so editing the app does not re-download them.
COPY frontend/package.json frontend/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY frontend/ ./
RUN npm run build

# --- 2. The release binaries ------------------------------------------------------------------
FROM rust:${RUST_VERSION}-slim-${DEBIAN_RELEASE} AS backend
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY migrations migrations
COPY server server
COPY tenant-admin tenant-admin
COPY crates crates
# The cache mounts keep the crate registry and compiled dependencies between builds (BuildKit);
# the binaries are copied out of the cached target directory in the same step. Default features
# only: the `dev-seed` feature (demo and benchmark seeding, `tenant-admin seed-demo`/`bench-data`)
# is for development and never ships.
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked -p erecruit-server -p tenant-admin -p erecruit-sandbox \
    && mkdir -p /out \
    && cp target/release/erecruit-server target/release/tenant-admin target/release/erecruit-parse /out/

# --- 3. Runtime -------------------------------------------------------------------------------
FROM debian:${DEBIAN_RELEASE}-slim AS runtime
# ca-certificates: TLS to PostgreSQL, SMTP and S3-compatible object storage.
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/*
# A fixed numeric UID/GID so Kubernetes can check runAsNonRoot without reading /etc/passwd.
RUN groupadd --system --gid 10001 erecruit \
    && useradd --system --uid 10001 --gid erecruit --home-dir /data --shell /usr/sbin/nologin erecruit \
    && mkdir -p /data \
    && chown erecruit:erecruit /data

# erecruit-parse reads untrusted documents in a child process; the server finds it beside itself.
COPY --from=backend /out/erecruit-server /out/tenant-admin /out/erecruit-parse /usr/local/bin/
COPY --from=frontend /src/frontend/dist /app/static

# Container defaults; every one can be overridden (the Helm chart sets them from its values).
# BIND 0.0.0.0: the server listens on loopback only by default, which is unreachable in a pod.
# DATA_DIR /data: local uploads (FILES_DIR) and the file mail transport when no bucket or SMTP is
# configured — mount a volume there, or set S3_BUCKET and SMTP_URL.
ENV BIND=0.0.0.0 \
    PORT=8080 \
    APP_ENV=production \
    LOG_FORMAT=json \
    STATIC_DIR=/app/static \
    DATA_DIR=/data

USER 10001:10001
WORKDIR /data
EXPOSE 8080
# The Prometheus listener, when METRICS_ADDR is set (e.g. 0.0.0.0:9464); never the public port.
EXPOSE 9464

# For plain `docker run`; Kubernetes uses the chart's own probes (/healthz and /readyz) instead.
# bash's /dev/tcp keeps curl out of the image.
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT:-8080} && printf 'GET /healthz HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && head -n1 <&3 | grep -q ' 200 '"]

# SIGTERM starts a graceful shutdown (SHUTDOWN_TIMEOUT_SECS); the server is PID 1 and handles it.
STOPSIGNAL SIGTERM
CMD ["erecruit-server"]
