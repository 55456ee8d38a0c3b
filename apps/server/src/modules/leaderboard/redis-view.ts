import type { Redis, Result } from 'ioredis';

/** `[page WITHSCORES, board size, neighbours WITHSCORES, [xp, learners above, …]]` */
export type ViewReply = [string[], number, string[], number[]];

declare module 'ioredis' {
  interface RedisCommander<Context> {
    leaderboardView(
      key: string,
      offset: number,
      limit: number,
      member: string,
      span: number,
      shift: number,
    ): Result<ViewReply, Context>;
  }
}

/*
 * Every read of a leaderboard view in one round trip: the page, the board's size, the
 * caller with `span` learners either side (without a score, the last `span`), and for
 * the xp of the page's first entry and of each neighbour how many learners have more xp
 * (rank = that + 1). Scores are passed back as Redis printed them and decoded in
 * redis-score.ts; the script only needs xpOfScore and scoreAbove from there, written
 * again in Lua. `%.0f` prints the ZCOUNT bound exactly (tostring rounds past 14 digits).
 */
const VIEW_LUA = `
local key = KEYS[1]
local offset, limit = tonumber(ARGV[1]), tonumber(ARGV[2])
local span, shift = tonumber(ARGV[4]), tonumber(ARGV[5])
local page = redis.call('ZREVRANGE', key, offset, offset + limit - 1, 'WITHSCORES')
local total = redis.call('ZCARD', key)
local at = redis.call('ZREVRANK', key, ARGV[3])
local near
if at then
  near = redis.call('ZREVRANGE', key, math.max(0, at - span), at + span, 'WITHSCORES')
else
  near = redis.call('ZREVRANGE', key, -span, -1, 'WITHSCORES')
end
local above, seen = {}, {}
local function count(score)
  local xp = math.floor(tonumber(score) / shift)
  if seen[xp] then return end
  seen[xp] = true
  above[#above + 1] = xp
  above[#above + 1] = redis.call('ZCOUNT', key, string.format('%.0f', (xp + 1) * shift), '+inf')
end
if page[2] then count(page[2]) end
for i = 2, #near, 2 do count(near[i]) end
return {page, total, near, above}
`;

/**
 * Registers the script on a client: ioredis sends it once per connection, then EVALSHA.
 * Read-only, so a Cluster client with scaleReads may send it to a replica.
 */
export function defineView(redis: Redis): void {
  redis.defineCommand('leaderboardView', { numberOfKeys: 1, lua: VIEW_LUA, readOnly: true });
}
