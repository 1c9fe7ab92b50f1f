-- Replays a request plan written by the bench driver (bench/erbench/plans.py).
--
-- Usage: wrk -s replay.lua URL -- PLAN_FILE MODE THREADS [statuses]
-- Each plan line is METHOD<TAB>PATH<TAB>TENANT<TAB>TOKEN<TAB>BODY ("-" for no token or body).
-- MODE "cycle": every thread replays the whole plan from its own starting point, round and round.
-- MODE "once": thread i takes lines i, i+THREADS, …, so no request is sent twice while the plan
-- lasts (apply: every application is a new vacancy-applicant pair).
-- "statuses": count the answers by HTTP status (wrk itself only counts those ≥ 400); off by
-- default, since wrk then parses every response's headers and body for the script.
-- `done` prints one line, "BENCH_JSON {…}", that the driver parses.

local thread_count = 0
local threads = {}

function setup(thread)
  thread:set("thread_index", thread_count)
  thread_count = thread_count + 1
  threads[#threads + 1] = thread
end

local requests = {}
local position = 1

local function split(line)
  local fields = {}
  for field in (line .. "\t"):gmatch("([^\t]*)\t") do
    fields[#fields + 1] = field
  end
  return fields
end

function init(args)
  local plan, mode, threads = args[1], args[2] or "cycle", tonumber(args[3] or "1")
  local index = thread_index or 0
  local n = 0
  for line in io.lines(plan) do
    n = n + 1
    if mode ~= "once" or (n - 1) % threads == index then
      local f = split(line)
      local headers = { ["tenantid"] = f[3] }
      if f[4] ~= "-" then
        headers["Authorization"] = "Bearer " .. f[4]
      end
      local body = nil
      if f[5] ~= nil and f[5] ~= "-" then
        body = f[5]
        headers["Content-Type"] = "application/json"
      end
      requests[#requests + 1] = wrk.format(f[1], f[2], headers, body)
    end
  end
  if #requests == 0 then
    error("empty plan " .. plan)
  end
  if args[4] == "statuses" then
    -- Global, as wrk looks for it after init.
    statuses = {}
    response = function(status)
      statuses[status] = (statuses[status] or 0) + 1
    end
  end
  if mode ~= "once" then
    -- Spread the threads over the plan instead of all starting on line 1.
    position = 1 + (index * 7919) % #requests
  end
end

function request()
  local r = requests[position]
  position = position + 1
  if position > #requests then
    position = 1
  end
  return r
end

function done(summary, latency, requests)
  local counted = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("statuses") or {}) do
      counted[status] = (counted[status] or 0) + n
    end
  end
  local parts = {}
  for status, n in pairs(counted) do
    parts[#parts + 1] = string.format('"%d":%d', status, n)
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"connect_errors":%d,"read_errors":%d,' ..
    '"write_errors":%d,"status_errors":%d,"timeouts":%d,"p50_us":%d,"p90_us":%d,"p99_us":%d,' ..
    '"max_us":%d,"mean_us":%.1f,"statuses":{%s}}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status,
    e.timeout, latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency.max, latency.mean, table.concat(parts, ",")))
end
