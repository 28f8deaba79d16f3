// Cases for the `kela-card` tag: the images, the upload URLs, the PUT of each side, taking them into use, and
// reading an image back from its URL (the attachment files' cases are in messaging.ts).
import { defineCases, type CaseContext, type RequestParts } from "../support/cases.ts"
import { as, asWith, callAs, PERSONAS, type PersonaLogin } from "./account.ts"
import { UNSIGNED } from "./messaging.ts"

interface Upload {
  front: { url: string }
  back: { url: string }
  token: string
}

// The smallest files that begin as a PNG and a JPEG do.
const PNG = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR"
const JPEG = "\xff\xd8\xff\xe0\0\x10JFIF\0"
const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0))

async function initUpload(context: CaseContext, login: PersonaLogin): Promise<Upload> {
  return callAs<Upload>(context, login, "POST", "/api/kela-card/init-upload", {
    mimetypes: { front: "image/png", back: "image/jpeg" },
  })
}

async function put(context: CaseContext, url: string, body: string, contentType: string): Promise<void> {
  const response = await context.fetch(new URL(url).pathname, {
    method: "PUT",
    headers: { "content-type": contentType },
    body: bytes(body),
  })
  if (response.status !== 204) throw new Error(`setup: the upload answered ${response.status}`)
}

const keyOf = (url: string) => new URL(url).pathname.split("/").at(-1) ?? ""

/** A fresh upload key for the front side; the case PUTs to it. */
function frontKey(context: CaseContext, login: PersonaLogin): Promise<Omit<RequestParts, "cookies">> {
  return initUpload(context, login).then((upload) => ({ path: { key: keyOf(upload.front.url) } }))
}

async function uploadedSides(context: CaseContext, login: PersonaLogin, sides: ("front" | "back")[]) {
  const upload = await initUpload(context, login)
  if (sides.includes("front")) await put(context, upload.front.url, PNG, "image/png")
  if (sides.includes("back")) await put(context, upload.back.url, JPEG, "image/jpeg")
  return { query: { token: upload.token } }
}

const asPng = { contentType: "image/png", bytes: bytes(PNG) }
const asJpeg = { contentType: "image/jpeg", bytes: bytes(JPEG) }

/** A front key with a PNG stored under it already. */
function uploadedFrontKey(context: CaseContext, login: PersonaLogin): Promise<Omit<RequestParts, "cookies">> {
  return initUpload(context, login).then(async (upload) => {
    await put(context, upload.front.url, PNG, "image/png")
    return { path: { key: keyOf(upload.front.url) } }
  })
}

/** The key, expiry and signature of a side of Raili's seeded card, from the URL getKelaCard gives. */
function seededImageKey(side: "front" | "back") {
  return async (context: CaseContext, login: PersonaLogin): Promise<Omit<RequestParts, "cookies">> => {
    const card = await callAs<{ imageUrl: Record<string, string | null> }>(
      context,
      login,
      "GET",
      "/api/kela-card",
    )
    const url = card.imageUrl[side]
    if (!url) throw new Error(`setup: raili has no ${side} image; reset the sandbox's state`)
    return { path: { key: keyOf(url) }, query: Object.fromEntries(new URL(url).searchParams) }
  }
}

export const cases = defineCases([
  {
    operationId: "getKelaCard",
    title: "no images yet",
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getKelaCard",
    title: "both images",
    setup: as("raili"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  { operationId: "getKelaCard", title: "without a session", status: 401 },
  {
    operationId: "initKelaCardUpload",
    title: "a PNG front and a JPEG back",
    request: { body: { mimetypes: { front: "image/png", back: "image/jpeg" } } },
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "initKelaCardUpload",
    title: "a GIF",
    request: { body: { mimetypes: { front: "image/gif", back: "image/jpeg" } } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "uploadFile",
    title: "a PNG to a key handed out for a PNG",
    request: { raw: asPng },
    setup: asWith("aino", frontKey),
    status: 204,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "uploadFile",
    title: "a key nobody handed out",
    request: { path: { key: "kc-0000000000-front" }, raw: asPng },
    status: 404,
  },
  {
    operationId: "uploadFile",
    title: "an empty body",
    request: { raw: { contentType: "image/png", bytes: new Uint8Array(0) } },
    setup: asWith("aino", frontKey),
    status: 400,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "uploadFile",
    title: "another type than announced",
    request: { raw: asJpeg },
    setup: asWith("aino", frontKey),
    status: 400,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "uploadFile",
    title: "a body that is not the announced image",
    request: { raw: { contentType: "image/png", bytes: "not a png" } },
    setup: asWith("aino", frontKey),
    status: 400,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "uploadFile",
    title: "a second file to a key that holds one",
    request: { raw: asPng },
    setup: asWith("aino", uploadedFrontKey),
    status: 409,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "downloadFile",
    title: "the seeded card's front image",
    setup: asWith("raili", seededImageKey("front")),
    status: 200,
    expectHeaders: {
      "content-type": /^image\/png$/,
      "content-disposition": /^attachment; filename="kela-card-front\.png"$/,
    },
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "downloadFile",
    title: "the seeded card's image by its URL, without the owner's session",
    setup: async (context) => {
      const { path, query } = await asWith("raili", seededImageKey("front"))(context)
      return { path, query }
    },
    status: 404,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "downloadFile",
    title: "a key nothing was uploaded to",
    setup: asWith("aino", (context, login) =>
      frontKey(context, login).then((parts) => ({ ...parts, query: UNSIGNED })),
    ),
    status: 404,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "downloadFile",
    title: "a key nobody handed out",
    request: { path: { key: "kc-0000000000-front" }, query: UNSIGNED },
    status: 404,
  },
  {
    operationId: "headFile",
    title: "the seeded card's back image",
    setup: asWith("raili", seededImageKey("back")),
    status: 200,
    expectHeaders: { "content-type": /^image\/png$/, "content-length": /^[1-9]\d*$/ },
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "headFile",
    title: "a key nobody handed out",
    request: { path: { key: "kc-0000000000-front" }, query: UNSIGNED },
    status: 404,
  },
  {
    operationId: "finishKelaCardUpload",
    title: "both sides uploaded",
    setup: asWith("aino", (context, login) => uploadedSides(context, login, ["front", "back"])),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "finishKelaCardUpload",
    title: "the back side missing",
    setup: asWith("aino", (context, login) => uploadedSides(context, login, ["front"])),
    status: 409,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "finishKelaCardUpload",
    title: "an unknown token",
    request: { query: { token: "kc-0000000000" } },
    setup: as("aino"),
    status: 404,
    sandboxOnly: PERSONAS,
  },
])
