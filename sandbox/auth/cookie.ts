// The session cookie: HttpOnly so scripts never see it, SameSite=Lax so the identity provider's redirect back keeps it.
import type { Context } from "hono"
import { deleteCookie, getCookie, setCookie } from "hono/cookie"
import type { SandboxEnv } from "../context.ts"
import { deleteSession, SESSION_COOKIE } from "./sessions.ts"

export function setSessionCookie(c: Context<SandboxEnv>, sessionId: string): void {
  setCookie(c, SESSION_COOKIE, sessionId, { httpOnly: true, sameSite: "Lax", path: "/" })
}

/** Ends the browser's login: the session row and its cookie. */
export function endSession(c: Context<SandboxEnv>): void {
  const id = getCookie(c, SESSION_COOKIE)
  if (id) deleteSession(c.get("db"), id)
  deleteCookie(c, SESSION_COOKIE, { path: "/" })
}
