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
-- A path's slots are numbered 0 .. capacity - 1. Slot i's owner record is '<member> <fence> <grantedAtMs>'; its
-- lapse deadline is the vendor's 2 minutes after the grant, or one liveness period after its holder last beat for
-- it (a killed or frozen holder), whichever comes first. A lapsed slot is free again.
local function purge(lapse, owner, now)
  for _, i in ipairs(redis.call('ZRANGEBYSCORE', lapse, '-inf', now)) do
    redis.call('ZREM', lapse, i)
    redis.call('HDEL', owner, i)
  end
  -- The two halves of a slot agree (a half-written or forged key never holds a slot for ever).
  for _, i in ipairs(redis.call('HKEYS', owner)) do
    if not redis.call('ZSCORE', lapse, i) then redis.call('HDEL', owner, i) end
  end
  for _, i in ipairs(redis.call('ZRANGE', lapse, 0, -1)) do
    if redis.call('HEXISTS', owner, i) == 0 then redis.call('ZREM', lapse, i) end
  end
end
local function owner_of(owner, i)
  local rec = redis.call('HGET', owner, i)
  if not rec then return nil end
  local member, fence, granted = string.match(rec, '^(.*) (%d+) (%d+)$')
  return member, fence, tonumber(granted)
end
local function free_slot(owner)
  local i = 0
  while redis.call('HEXISTS', owner, tostring(i)) == 1 do i = i + 1 end
  return tostring(i)
end
-- First come, first served: the oldest tickets take the free slots, each with the next fencing token of the path.
-- A slot granted to another desktop is pushed onto that desktop's own grant list, which it reads with BLPOP: the
-- hand-off is this script's reply to a blocked connection, nothing polls. The server's time of the grant rides
-- along, so a desktop can tell how long the hand-off took. Returns the slot and fence granted to \`self\`, if any.
local function grant(k, now, capacity, lease, liveness, self)
  local mine_slot, mine_fence = nil, nil
  while redis.call('ZCARD', k.lapse) < capacity do
    local head = redis.call('ZRANGE', k.queue, 0, 0)[1]
    if not head then break end
    redis.call('ZREM', k.queue, head)
    if alive(k.presence, desktop_of(head), now, liveness) then
      local i = free_slot(k.owner)
      local fence = redis.call('INCR', k.fence)
      redis.call('HSET', k.owner, i, head .. ' ' .. fence .. ' ' .. now)
      redis.call('ZADD', k.lapse, now + math.min(lease, liveness), i)
      if head == self then
        mine_slot, mine_fence = i, fence
      else
        local t = redis.call('TIME')
        local list = k.grants .. desktop_of(head)
        redis.call('RPUSH', list, head .. ' ' .. i .. ' ' .. fence .. ' ' .. t[1] .. string.format('%06d', tonumber(t[2])))
        redis.call('PEXPIRE', list, lease)
      end
    end
  end
  return mine_slot, mine_fence
end
local function keep(keys, ttl)
  for _, key in ipairs(keys) do redis.call('PEXPIRE', key, ttl) end
end
`;

/** The keys of one path's schedule, in the order the scripts take them. */
const PATH_KEYS = `
local k = { presence = KEYS[1], lapse = KEYS[2], owner = KEYS[3], queue = KEYS[4], fence = KEYS[5], ticket = KEYS[6] }
`;

/**
 * KEYS presence, lapse, owner, queue, fence, ticket, paths · ARGV desktopId, member, capacity, leaseMs, livenessMs,
 * grant-list prefix, path
 * Takes a place in line (once: calling again keeps the ticket). Returns { 1, slot, fence } when the member holds a
 * slot, else { 0, ms until the earliest held slot lapses } (when the waiter asks again, in case its holder died).
 */
export const ACQUIRE = script(`${COMMON}${PATH_KEYS}
k.grants = ARGV[6]
local now = now_ms()
local member, capacity, lease, liveness = ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
redis.call('ZADD', k.presence, now, ARGV[1])
redis.call('SADD', KEYS[7], ARGV[7])
purge(k.lapse, k.owner, now)
-- Granted already (the grant is on its way to this desktop's list): the same slot, the same fence.
local flat = redis.call('HGETALL', k.owner)
for i = 1, #flat, 2 do
  local m, fence = string.match(flat[i + 1], '^(.*) (%d+) %d+$')
  if m == member then return { 1, flat[i], tonumber(fence) } end
end
if not redis.call('ZSCORE', k.queue, member) then
  redis.call('ZADD', k.queue, redis.call('INCR', k.ticket), member)
end
local slot, fence = grant(k, now, capacity, lease, liveness, member)
keep({KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7]}, 86400000)
if slot then return { 1, slot, fence } end
local first = redis.call('ZRANGE', k.lapse, 0, 0, 'WITHSCORES')[2]
return { 0, first and math.max(0, tonumber(first) - now) or liveness }
`);

/**
 * KEYS presence, lapse, owner, queue, fence · ARGV desktopId, member, slot, fence, capacity, leaseMs, livenessMs,
 * grant-list prefix
 * Gives slot \`slot\` back, fenced: only while its owner record still names this member and this fencing token. A
 * slot that lapsed and went to someone else is not freed again (0). With no slot (''), the member leaves the line
 * and gives back any slot it was granted meanwhile (a wait given up as its grant crossed). Then the free slots go
 * to the next in line. Returns 1 when something was given back, 0 when nothing was this member's any more.
 */
export const RELEASE = script(`${COMMON}${PATH_KEYS}
k.grants = ARGV[8]
local now = now_ms()
local member, slot, fence = ARGV[2], ARGV[3], ARGV[4]
local capacity, lease, liveness = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
redis.call('ZADD', k.presence, now, ARGV[1])
local freed = 0
if slot ~= '' then
  local m, f = owner_of(k.owner, slot)
  if m == member and f == fence then
    redis.call('HDEL', k.owner, slot)
    redis.call('ZREM', k.lapse, slot)
    freed = 1
  end
else
  freed = redis.call('ZREM', k.queue, member)
  local flat = redis.call('HGETALL', k.owner)
  for i = 1, #flat, 2 do
    if string.match(flat[i + 1], '^(.*) %d+ %d+$') == member then
      redis.call('HDEL', k.owner, flat[i])
      redis.call('ZREM', k.lapse, flat[i])
      freed = 1
    end
  end
end
purge(k.lapse, k.owner, now)
grant(k, now, capacity, lease, liveness, '')
return freed
`);

/**
 * KEYS presence, names · ARGV desktopId, name, livenessMs, leaseMs, schedule key prefix, then per slot this desktop
 * holds: path, slot, fence, member
 * This desktop is alive, and so is each request it holds a slot for: the slot's lapse moves a liveness period on
 * (never past the vendor's 2 minutes from its grant), fenced: only while the slot's owner record still names this
 * member and fence, so a holder that froze past its liveness never brings back a slot that went to someone else.
 * Returns { live desktops, members whose slots are gone... }.
 */
export const HEARTBEAT = script(`${COMMON}
local now = now_ms()
local liveness, lease = tonumber(ARGV[3]), tonumber(ARGV[4])
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
for _, d in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - 100 * liveness)) do
  redis.call('ZREM', KEYS[1], d)
  redis.call('HDEL', KEYS[2], d)
end
keep({KEYS[1], KEYS[2]}, 86400000)
local out = { redis.call('ZCOUNT', KEYS[1], now - liveness, '+inf') }
for j = 6, #ARGV, 4 do
  local base = ARGV[5] .. ARGV[j]
  local slot, fence, member = ARGV[j + 1], ARGV[j + 2], ARGV[j + 3]
  local m, f, granted = owner_of(base .. ':owner', slot)
  local lapse = base .. ':lapse'
  local due = redis.call('ZSCORE', lapse, slot)
  if m == member and f == fence and due and tonumber(due) > now then
    redis.call('ZADD', lapse, 'XX', math.min(granted + lease, now + liveness), slot)
  else
    table.insert(out, member)
  end
end
return out
`);

/**
 * KEYS presence, names, paths · ARGV livenessMs, schedule key prefix
 * The live desktops and who holds each path: { desktops, [path, member, name]... } flattened.
 */
export const TEAM_STATUS = script(`${COMMON}
local now = now_ms()
local liveness = tonumber(ARGV[1])
local out = { redis.call('ZCOUNT', KEYS[1], now - liveness, '+inf') }
for _, path in ipairs(redis.call('SMEMBERS', KEYS[3])) do
  local base = ARGV[2] .. path
  for _, i in ipairs(redis.call('ZRANGEBYSCORE', base .. ':lapse', now, '+inf')) do
    local m = owner_of(base .. ':owner', i)
    if m then
      local d = desktop_of(m)
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
