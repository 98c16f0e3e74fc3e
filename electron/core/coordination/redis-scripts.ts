// The Lua scripts of the team schedule. Each runs atomically on the server with the server's clock (TIME), so
// desktops whose clocks disagree still agree on leases. A member of a schedule is `<desktopId>#<n>`.
import { createHash } from 'node:crypto';

export interface LuaScript {
  source: string;
  sha: string;
}

const script = (source: string): LuaScript => ({ source, sha: createHash('sha1').update(source).digest('hex') });

const COMMON = `
local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function desktop_of(member)
  return string.match(member, '^(.*)#[^#]*$') or member
end
local function alive(presence, desktop, now, liveness)
  local seen = redis.call('ZSCORE', presence, desktop)
  return seen and tonumber(seen) >= now - liveness
end
-- A slot comes back when its lease lapses (the vendor's 2 minutes) or when its desktop stopped beating.
local function purge(presence, holders, queue, now, liveness)
  redis.call('ZREMRANGEBYSCORE', holders, '-inf', now)
  for _, m in ipairs(redis.call('ZRANGE', holders, 0, -1)) do
    if not alive(presence, desktop_of(m), now, liveness) then redis.call('ZREM', holders, m) end
  end
  for _, m in ipairs(redis.call('ZRANGE', queue, 0, -1)) do
    if not alive(presence, desktop_of(m), now, liveness) then redis.call('ZREM', queue, m) end
  end
end
-- First come, first served: the oldest tickets take the free slots; their desktops hear it on the channel.
local function grant(presence, holders, queue, now, capacity, lease, liveness, channel, self)
  while redis.call('ZCARD', holders) < capacity do
    local head = redis.call('ZRANGE', queue, 0, 0)[1]
    if not head then break end
    redis.call('ZREM', queue, head)
    if alive(presence, desktop_of(head), now, liveness) then
      redis.call('ZADD', holders, now + lease, head)
      -- The server's time of the grant rides along, so a desktop can tell how long the hand-off took.
      if head ~= self then
        local t = redis.call('TIME')
        redis.call('PUBLISH', channel, 'grant ' .. head .. ' ' .. t[1] .. string.format('%06d', tonumber(t[2])))
      end
    end
  end
end
local function keep(keys, ttl)
  for _, k in ipairs(keys) do redis.call('PEXPIRE', k, ttl) end
end
`;

/**
 * KEYS presence, holders, queue, ticket, paths · ARGV desktopId, member, capacity, leaseMs, livenessMs, channel, path
 * Takes a place in line (once: calling again keeps the ticket) and returns 1 when the member holds a slot.
 */
export const ACQUIRE = script(`${COMMON}
local now = now_ms()
local capacity, lease, liveness = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('SADD', KEYS[5], ARGV[7])
purge(KEYS[1], KEYS[2], KEYS[3], now, liveness)
if redis.call('ZSCORE', KEYS[2], ARGV[2]) then return 1 end
if not redis.call('ZSCORE', KEYS[3], ARGV[2]) then
  redis.call('ZADD', KEYS[3], redis.call('INCR', KEYS[4]), ARGV[2])
end
grant(KEYS[1], KEYS[2], KEYS[3], now, capacity, lease, liveness, ARGV[6], ARGV[2])
keep({KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]}, 86400000)
if redis.call('ZSCORE', KEYS[2], ARGV[2]) then return 1 end
return 0
`);

/**
 * KEYS presence, holders, queue · ARGV desktopId, member, capacity, leaseMs, livenessMs, channel
 * Gives a slot back, or leaves the line (a cancelled wait), and hands free slots to the next in line.
 */
export const RELEASE = script(`${COMMON}
local now = now_ms()
local capacity, lease, liveness = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[2])
redis.call('ZREM', KEYS[3], ARGV[2])
purge(KEYS[1], KEYS[2], KEYS[3], now, liveness)
grant(KEYS[1], KEYS[2], KEYS[3], now, capacity, lease, liveness, ARGV[6], '')
return 1
`);

/**
 * KEYS presence, names · ARGV desktopId, name, livenessMs
 * This desktop is alive; returns how many are (seen within the liveness period).
 */
export const HEARTBEAT = script(`${COMMON}
local now = now_ms()
local liveness = tonumber(ARGV[3])
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
for _, d in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - 100 * liveness)) do
  redis.call('ZREM', KEYS[1], d)
  redis.call('HDEL', KEYS[2], d)
end
keep({KEYS[1], KEYS[2]}, 86400000)
return redis.call('ZCOUNT', KEYS[1], now - liveness, '+inf')
`);

/**
 * KEYS presence, names, paths · ARGV livenessMs, holders key prefix
 * The live desktops and who holds each path: { desktops, [path, member, name]... } flattened.
 */
export const TEAM_STATUS = script(`${COMMON}
local now = now_ms()
local liveness = tonumber(ARGV[1])
local out = { redis.call('ZCOUNT', KEYS[1], now - liveness, '+inf') }
for _, path in ipairs(redis.call('SMEMBERS', KEYS[3])) do
  for _, m in ipairs(redis.call('ZRANGEBYSCORE', ARGV[2] .. path .. ':holders', now, '+inf')) do
    local d = desktop_of(m)
    if alive(KEYS[1], d, now, liveness) then
      table.insert(out, path)
      table.insert(out, d)
      table.insert(out, redis.call('HGET', KEYS[2], d) or d)
    end
  end
end
return out
`);

/**
 * KEYS lease, fence · ARGV owner, leaseMs
 * Takes the renewal lease when it is free, returning its fencing token (the next number of the fence counter),
 * or 0 while a peer holds it. A lease key without an expiry, or with one longer than any lease a desktop takes
 * (a garbage key, a server restored from a dump), is dead: it is taken over, so it cannot stall the team.
 */
export const TAKE_LEASE = script(`
local ttl = redis.call('PTTL', KEYS[1])
local lease = tonumber(ARGV[2])
if ttl > 0 and ttl <= lease then return 0 end
local fence = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], 86400000)
redis.call('SET', KEYS[1], ARGV[1] .. ' ' .. fence, 'PX', lease)
return fence
`);

/** KEYS lease · ARGV value, leaseMs: keeps the lease another `leaseMs` if it is still this one (1), else 0. */
export const EXTEND_LEASE = script(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
  return 1
end
return 0
`);

/** KEYS lease · ARGV value: lets go of the renewal lease only if it is still ours. */
export const RELEASE_LEASE = script(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);

/**
 * KEYS pair, lease · ARGV sealed pair, ttlMs, channel, fingerprint, lease value ('' for none)
 * Stores the team's pair and tells the peers, fenced: a write made under a lease is taken only while that very
 * lease (owner and fencing token) still holds, so a desktop whose lease lapsed (stalled, paused, cut off) never
 * overwrites the pair a later holder renewed. A write under no lease (a desktop that renewed while the server was
 * away) is taken only while nobody holds the lease. Returns 1 when stored, 0 when fenced out.
 */
export const WRITE_PAIR = script(`
local held = redis.call('GET', KEYS[2])
if ARGV[5] == '' then
  if held then return 0 end
elseif held ~= ARGV[5] then
  return 0
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', tonumber(ARGV[2]))
redis.call('PUBLISH', ARGV[3], 'pair ' .. ARGV[4])
return 1
`);
