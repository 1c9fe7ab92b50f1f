{{/* Chart name, at most 63 characters (a DNS label). */}}
{{- define "erecruit.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* "<release>-<chart>" (or the release alone when it already contains the chart name). */}}
{{- define "erecruit.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "erecruit.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Labels on every resource but the component. */}}
{{- define "erecruit.commonLabels" -}}
helm.sh/chart: {{ include "erecruit.chart" . }}
app.kubernetes.io/name: {{ include "erecruit.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ (.Values.image.tag | default .Chart.AppVersion) | toString | trunc 63 | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: erecruit
{{- end }}

{{/* Labels of the server's resources. */}}
{{- define "erecruit.labels" -}}
{{ include "erecruit.commonLabels" . }}
app.kubernetes.io/component: server
{{- end }}

{{/* Labels that select the server pods (never change them: Deployment selectors are immutable). */}}
{{- define "erecruit.selectorLabels" -}}
app.kubernetes.io/name: {{ include "erecruit.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/component: server
{{- end }}

{{- define "erecruit.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "erecruit.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{- define "erecruit.image" -}}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion | toString) }}
{{- end }}

{{/* The Secret the server reads: the existing one, or the chart's. */}}
{{- define "erecruit.secretName" -}}
{{- if .Values.secrets.existingSecret }}
{{- .Values.secrets.existingSecret }}
{{- else }}
{{- include "erecruit.fullname" . }}
{{- end }}
{{- end }}

{{/* The Secret the migration Job reads DATABASE_URL from. A pre-install hook runs before the
     release's own Secret exists, so the chart gives the Job a hook Secret of its own. */}}
{{- define "erecruit.migrationsSecretName" -}}
{{- if .Values.secrets.existingSecret }}
{{- .Values.secrets.existingSecret }}
{{- else }}
{{- printf "%s-migrations" (include "erecruit.fullname" .) | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}

{{/* Where uploads go: "s3", "pvc" or "emptyDir". */}}
{{- define "erecruit.uploadsBackend" -}}
{{- if .Values.uploads.s3.bucket }}s3
{{- else if .Values.uploads.persistence.enabled }}pvc
{{- else }}emptyDir
{{- end }}
{{- end }}

{{/* Seconds Kubernetes waits after asking a pod to stop: preStop sleep + server drain + margin. */}}
{{- define "erecruit.terminationGracePeriodSeconds" -}}
{{- $drain := add (int .Values.preStopSleepSeconds) (int .Values.config.shutdownTimeoutSecs) }}
{{- if .Values.terminationGracePeriodSeconds }}
{{- if le (int .Values.terminationGracePeriodSeconds) (int $drain) }}
{{- fail (printf "terminationGracePeriodSeconds (%v) must exceed preStopSleepSeconds + config.shutdownTimeoutSecs (%v), or Kubernetes kills replicas that are still draining" .Values.terminationGracePeriodSeconds $drain) }}
{{- end }}
{{- int .Values.terminationGracePeriodSeconds }}
{{- else }}
{{- add $drain 5 }}
{{- end }}
{{- end }}
