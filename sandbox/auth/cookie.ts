// The session cookie: HttpOnly so scripts never see it, SameSite=Lax so the identity provider's redirect back keeps it,
// and Secure in production mode and wherever the browser came over HTTPS, so it never travels in plain text there.
import type { Context } from "hono"
import { deleteCookie, getCookie, setCookie } from "hono/cookie"
import { originOf } from "../clientAddress.ts"
import type { SandboxEnv } from "../context.ts"
import { deleteSession, SESSION_COOKIE } from "./sessions.ts"

/** The cookie's attributes for this request: the same when it is set and when it is deleted. */
function sessionCookieOptions(c: Context<SandboxEnv>) {
  const secure = c.get("config").production || originOf(c).startsWith("https:")
  return { httpOnly: true, sameSite: "Lax", path: "/", secure } as const
}

export function setSessionCookie(c: Context<SandboxEnv>, sessionId: string): void {
  setCookie(c, SESSION_COOKIE, sessionId, sessionCookieOptions(c))
}

/** Ends the browser's login: the session row and its cookie. */
export function endSession(c: Context<SandboxEnv>): void {
  const id = getCookie(c, SESSION_COOKIE)
  if (id) deleteSession(c.get("db"), id)
  deleteCookie(c, SESSION_COOKIE, sessionCookieOptions(c))
}
