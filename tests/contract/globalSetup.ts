// Runs once before the conformance suite: picks the server under test and tells the tests about it.
import type { TestProject } from "vitest/node"
import { ENVIRONMENT_COOKIE } from "../../sandbox/context.ts"
import { startSandbox, type RunningSandbox } from "../../sandbox/server.ts"

declare module "vitest" {
  export interface ProvidedContext {
    contractBaseUrl: string
    contractTarget: "sandbox" | "other"
  }
}

// Only the sandbox answers each request in the brand its own cookie names (other servers ignore the cookie).
async function answersLikeTheSandbox(baseUrl: string): Promise<boolean> {
  const environmentFor = async (environment: string) => {
    const response = await fetch(`${baseUrl}/api/session`, {
      headers: { cookie: `${ENVIRONMENT_COOKIE}=${environment}` },
    })
    const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined
    return typeof body === "object" && body !== null && "environment" in body ? body.environment : undefined
  }
  const probes = ["adult-development", "children-production"]
  const answers = await Promise.all(probes.map(environmentFor))
  return answers.every((answer, index) => answer === probes[index])
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.CONTRACT_BASE_URL?.replace(/\/+$/, "")
  let sandbox: RunningSandbox | undefined
  let baseUrl: string
  if (given) {
    baseUrl = given
    await fetch(baseUrl, { method: "HEAD" }).catch((error: unknown) => {
      throw new Error(`Nothing answers at CONTRACT_BASE_URL=${baseUrl}`, { cause: error })
    })
  } else {
    sandbox = await startSandbox({ port: 0 })
    baseUrl = sandbox.url
  }
  const declared = process.env.CONTRACT_TARGET
  const target =
    declared === "sandbox" || declared === "other"
      ? declared
      : sandbox || (await answersLikeTheSandbox(baseUrl))
        ? "sandbox"
        : "other"
  project.provide("contractBaseUrl", baseUrl)
  project.provide("contractTarget", target)
  const how = sandbox
    ? "the sandbox, started in-process"
    : target === "sandbox"
      ? "the sandbox"
      : "not the sandbox"
  console.log(`Contract conformance against ${baseUrl} (${how})`)
  return async () => {
    await sandbox?.close()
  }
}
