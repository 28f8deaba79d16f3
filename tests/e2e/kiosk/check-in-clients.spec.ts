// The anonymous check-in through nginx counts wrong codes per real client: nginx passes the visitor's address on in
// X-Forwarded-For and the sandbox trusts it from nginx alone (SANDBOX_TRUSTED_PROXIES). Two loopback source
// addresses stand for two visitors behind the same web server.
import http from "node:http"
import { test, expect } from "../fixtures.ts"
import { WEB_PORT } from "../ports.ts"
import { seedAppointment, VISITOR_LAST4, WRONG_LAST4 } from "./kiosk.ts"

type Answer = { type: string; lockedUntil?: string; remainingAttempts?: number }

/** POST /api/anon/check-in through nginx from `source` (a loopback address), with any extra headers. */
function checkIn(source: string, body: object, headers: Record<string, string> = {}): Promise<Answer> {
  const text = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: WEB_PORT,
        localAddress: source,
        method: "POST",
        path: "/api/anon/check-in",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(text),
          ...headers,
        },
      },
      (response) => {
        let answer = ""
        response.setEncoding("utf8")
        response.on("data", (chunk: string) => (answer += chunk))
        response.on("end", () =>
          response.statusCode === 200
            ? resolve(JSON.parse(answer) as Answer)
            : reject(new Error(`check-in answered ${response.statusCode}: ${answer}`)),
        )
      },
    )
    request.on("error", reject)
    request.end(text)
  })
}

test("20 wrong codes from one visitor's address lock that address, and another visitor checks in", async ({
  request,
}) => {
  // a visit starting within the check-in window
  const { appointmentId } = await seedAppointment(request, "sari", 15)
  const guesser = "127.0.0.40"
  const visitor = "127.0.0.41"
  const answers: Answer[] = []
  for (let attempt = 0; attempt < 20; attempt++)
    answers.push(await checkIn(guesser, { appointmentId, ssnEndPart: WRONG_LAST4 }))
  expect(answers[0]?.type).toBe("ssnEndPartMismatch")
  expect(answers.at(-1)?.type).toBe("locked")
  // the guesser stays locked out, whatever it claims to be
  const spoofed = await checkIn(
    guesser,
    { appointmentId, ssnEndPart: VISITOR_LAST4 },
    { "x-forwarded-for": "203.0.113.7" },
  )
  expect(spoofed.type).toBe("locked")
  // the patient, at another address behind the same nginx, checks in with the right code
  const checkedIn = await checkIn(visitor, { appointmentId, ssnEndPart: VISITOR_LAST4 })
  expect(checkedIn.type).toBe("success")
})
