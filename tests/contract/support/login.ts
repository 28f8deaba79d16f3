// loginAs for the conformance cases: logs in through the sandbox's identity provider (sandbox/idp/client.ts, where
// the sandbox's own tests can reach it too). Cases that use it are `sandboxOnly`.
export { loginAs, type LoggedIn, type LoginOptions } from "../../../sandbox/idp/client.ts"
