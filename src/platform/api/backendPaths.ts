/**
 * What the backend answers: the contract's calls under /api and the login's pages under /oauth. The web server
 * passes these paths on to the backend (targets/shared/webServer.ts), and the kiosk's service worker never keeps
 * their answers (kiosk-sw.ts).
 */
export const BACKEND_PATHS = ["/api/", "/oauth/"] as const
