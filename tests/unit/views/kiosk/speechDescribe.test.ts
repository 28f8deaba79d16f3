// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest"
import en from "../../../../locales/en/kiosk.json"
import fi from "../../../../locales/fi/kiosk.json"
import sv from "../../../../locales/sv/kiosk.json"
import {
  describeElement,
  nameOf,
  roleOf,
  spokenText,
  SPOKEN_ROLES,
  SPOKEN_STATES,
  type DescriptionTexts,
} from "../../../../src/features/kiosk/views/speech/describe.ts"
import {
  adjacentItem,
  mainAction,
  mainStart,
  speechItems,
} from "../../../../src/features/kiosk/views/speech/navigation.ts"
import { spokenParts } from "../../../../src/features/kiosk/views/speech/speechAdapter.ts"

type Speech = typeof en.speech

function textsOf(speech: Speech): DescriptionTexts {
  return {
    role: (role) => speech.roles[role],
    state: (state) => speech.states[state],
    entered: (count) =>
      (count === 1 ? speech.entered_one : speech.entered_other).replace("{{count}}", String(count)),
  }
}

const html = (markup: string) => {
  document.body.innerHTML = markup
  return document.body.firstElementChild!
}

beforeEach(() => {
  document.body.innerHTML = ""
})

describe("the spoken description of an element (role, name, state)", () => {
  it.each([
    ["en", en.speech, "Check in, button", "4, key", "Larger text, button, pressed", "Back, link"],
    ["fi", fi.speech, "Check in, painike", "4, näppäin", "Larger text, painike, painettu", "Back, linkki"],
    ["sv", sv.speech, "Check in, knapp", "4, tangent", "Larger text, knapp, nedtryckt", "Back, länk"],
  ])("in %s", (_lang, speech, button, key, toggle, link) => {
    const texts = textsOf(speech)
    expect(describeElement(html("<button>Check in</button>"), texts)).toBe(button)
    expect(describeElement(html('<button data-speech-role="key">4</button>'), texts)).toBe(key)
    expect(
      describeElement(
        html('<button aria-pressed="true"><span aria-hidden="true">A+</span>Larger text</button>'),
        texts,
      ),
    ).toBe(toggle)
    expect(describeElement(html('<a href="/">Back</a>'), texts)).toBe(link)
  })

  it("has every role and state in every language", () => {
    for (const speech of [en.speech, fi.speech, sv.speech]) {
      for (const role of SPOKEN_ROLES) expect(speech.roles[role]).toBeTruthy()
      for (const state of SPOKEN_STATES) expect(speech.states[state]).toBeTruthy()
    }
  })

  it("says unavailable, checked and expanded states, and a field's label and value", () => {
    const texts = textsOf(en.speech)
    expect(describeElement(html('<button aria-disabled="true">Find my appointment</button>'), texts)).toBe(
      "Find my appointment, button, unavailable",
    )
    html('<label><input type="checkbox" checked> I accept</label>')
    expect(describeElement(document.querySelector("input")!, texts)).toBe("I accept, check box, checked")
    expect(describeElement(html('<button aria-expanded="false">Details</button>'), texts)).toBe(
      "Details, button, collapsed",
    )
    html('<label for="code">Booking code</label><input id="code" value="ABC123" data-speech-readback>')
    expect(describeElement(document.querySelector("input")!, texts)).toBe("Booking code, text field, ABC123")
    html('<label for="empty">Booking code</label><input id="empty">')
    expect(describeElement(document.querySelector("input")!, texts)).toBe("Booking code, text field, empty")
  })

  it("never reads a private part's characters: only how many there are", () => {
    const texts = textsOf(en.speech)
    html(
      '<h2 id="l">Last 4 characters</h2><div role="group" aria-labelledby="l" data-speech-private data-speech-count="2">' +
        '<span role="img" aria-label="Character 1 of 4: 1">1</span><span role="img" aria-label="Character 2 of 4: 2">2</span></div>',
    )
    const box = document.querySelector("[role=img]")!
    expect(describeElement(box, texts)).toBe("Last 4 characters, 2 characters entered")
    expect(spokenText(document.body)).toBe("Last 4 characters")
    const field = html(
      '<label for="p">Code</label><input id="p" type="password" value="123A" data-speech-readback>',
    )
    expect(describeElement(field.nextElementSibling!, texts)).toBe("Code, text field, 4 characters entered")
    // any other field (an identity code, a name, a phone number) is never read back either
    html('<label for="ssn">Personal identity code</label><input id="ssn" value="150371-2013">')
    expect(describeElement(document.querySelector("input")!, texts)).toBe(
      "Personal identity code, text field, 11 characters entered",
    )
  })

  it("takes the name from aria-labelledby, aria-label or the text, skipping hidden parts", () => {
    html('<span id="a">Tuesday</span><span id="b">9:30</span><button aria-labelledby="a b">x</button>')
    expect(nameOf(document.querySelector("button")!)).toBe("Tuesday 9:30")
    expect(nameOf(html('<button aria-label="Delete the last character">⌫</button>'))).toBe(
      "Delete the last character",
    )
    expect(roleOf(html("<h1>Welcome</h1>"))).toBe("heading")
    expect(roleOf(html("<p>Welcome</p>"))).toBe("text")
    expect(describeElement(html("<p>Please go to room 4.</p>"), textsOf(en.speech))).toBe(
      "Please go to room 4.",
    )
  })
})

describe("moving element by element", () => {
  it("goes through headings and controls in order, wraps around, and stays in an open dialog", () => {
    document.body.innerHTML =
      '<main><h1>Check in</h1><p>Text</p><button>One</button><button disabled>Off</button><a href="/x">Two</a></main>'
    const items = speechItems(document)
    expect(items.map((item) => item.textContent)).toEqual(["Check in", "One", "Two"])
    expect(adjacentItem(items, items[2], 1)).toBe(items[0])
    expect(adjacentItem(items, items[0], -1)).toBe(items[2])
    expect(adjacentItem(items, document.querySelector("p")!, 1)).toBe(items[1])
    expect(adjacentItem(items, undefined, -1)).toBe(items[2])
    document.body.insertAdjacentHTML(
      "beforeend",
      '<div role="alertdialog"><h2>Still there?</h2><button>Continue</button></div>',
    )
    expect(speechItems(document).map((item) => item.textContent)).toEqual(["Still there?", "Continue"])
  })
})

describe("privacy and context in what is said", () => {
  it("names a private keypad's key by its place unless the visitor asked for the characters", () => {
    const texts = textsOf(en.speech)
    html(
      '<div data-speech-keys="positions"><button data-speech-role="key" data-speech-position="Digits, row 1, key 2">2</button></div>',
    )
    const key = document.querySelector("button")!
    expect(describeElement(key, texts)).toBe("Digits, row 1, key 2, key")
    document.body.firstElementChild!.setAttribute("data-speech-keys", "characters")
    expect(describeElement(key, texts)).toBe("2, key")
  })

  it("says a field's hint, and its error while invalid, at the field", () => {
    const texts = textsOf(en.speech)
    html(
      '<div><label for="f">Booking code</label><p id="h">In your confirmation.</p><p id="e">Check the code.</p>' +
        '<input id="f" aria-describedby="h" aria-errormessage="e"></div>',
    )
    const field = document.querySelector("input")!
    expect(describeElement(field, texts)).toBe("Booking code, text field, empty, In your confirmation.")
    field.setAttribute("aria-invalid", "true")
    expect(describeElement(field, texts)).toBe(
      "Booking code, text field, empty, invalid, In your confirmation. Check the code.",
    )
  })

  it("marks a part in another language than the page's, for the speaker to say in its voice", () => {
    document.documentElement.lang = "sv"
    const text = spokenText(html('<p>Gå till: <span lang="fi">2. krs, huone 204</span>.</p>'))
    expect(spokenParts(text, "sv")).toEqual([
      { text: "Gå till:", lang: "sv" },
      { text: "2. krs, huone 204.", lang: "fi" },
    ])
    // a part in the page's own language is no part of its own
    expect(spokenParts(spokenText(html('<p>Gå <span lang="sv">hit</span></p>')), "sv")).toEqual([
      { text: "Gå hit", lang: "sv" },
    ])
  })
})

describe("the main content and the main action", () => {
  it("starts in the main content, past the header's controls, and finds the screen's main action", () => {
    document.body.innerHTML =
      "<header><button>Speak</button><button>Larger text</button></header>" +
      '<main id="main"><h1>Check in</h1><form><input aria-label="Code"><button type="button" class="button" data-variant="secondary">1</button>' +
      '<button type="submit" class="button">Find my booking</button></form>' +
      '<button type="button" class="button" data-variant="plain">Start over</button></main>'
    expect(mainStart(document)?.textContent).toBe("Check in")
    expect(mainAction(document)?.textContent).toBe("Find my booking")
    document.querySelector("form")!.remove()
    document.querySelector("main")!.insertAdjacentHTML("beforeend", '<button class="button">Done</button>')
    expect(mainAction(document)?.textContent).toBe("Done")
  })
})
