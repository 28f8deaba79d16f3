// Script-injection vectors for tests that show text from elsewhere (messages, file names, announcements). Each
// vector, if it ran, would set window[XSS_FLAG]; a test sends them, renders them, and asserts the flag stays
// unset and no javascript: link exists. Sources: the OWASP XSS filter evasion cheat sheet and the markdown
// injection patterns of CommonMark renderers, each adapted to set the flag rather than to alert.
export const XSS_FLAG = "__xssFired"

const SET = `window.${XSS_FLAG}=1`

/** HTML that runs script as markup: script tags, event handlers, SVG and MathML, frames, forms, meta. */
const HTML_VECTORS = [
  `<script>${SET}</script>`,
  `<SCRIPT>${SET}</SCRIPT>`,
  `<script src="data:text/javascript,${SET}"></script>`,
  `<scr<script>ipt>${SET}</scr</script>ipt>`,
  `"><script>${SET}</script>`,
  `'><script>${SET}</script>`,
  `</textarea><script>${SET}</script>`,
  `</title><script>${SET}</script>`,
  `<img src=x onerror="${SET}">`,
  `<img src=x onerror=${SET}>`,
  `<IMG SRC=x ONERROR="${SET}">`,
  `<img src="x" onerror="&#119;indow.${XSS_FLAG}=1">`,
  `<image src=x onerror=${SET}>`,
  `<body onload=${SET}>`,
  `<svg onload=${SET}>`,
  `<svg><script>${SET}</script></svg>`,
  `<svg><a xlink:href="javascript:${SET}"><text x="20" y="20">svg link</text></a></svg>`,
  `<svg><animate onbegin=${SET} attributeName=x dur=1s>`,
  `<svg><foreignObject><img src=x onerror=${SET}></foreignObject></svg>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${SET}">math</maction></math>`,
  `<iframe src="javascript:${SET}"></iframe>`,
  `<iframe srcdoc="<script>parent.${SET}</script>"></iframe>`,
  `<object data="javascript:${SET}"></object>`,
  `<embed src="javascript:${SET}">`,
  `<a href="javascript:${SET}">html link</a>`,
  `<a href="JaVaScRiPt:${SET}">mixed case link</a>`,
  `<a href="&#106;avascript:${SET}">entity link</a>`,
  `<a href=" javascript:${SET}">space link</a>`,
  `<form action="javascript:${SET}"><button>form</button></form>`,
  `<input autofocus onfocus=${SET}>`,
  `<details open ontoggle=${SET}>`,
  `<video><source onerror=${SET}></video>`,
  `<audio src=x onerror=${SET}>`,
  `<div style="background:url(javascript:${SET})">style</div>`,
  `<marquee onstart=${SET}>marquee</marquee>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${SET}">`,
  `<base href="javascript:${SET}//">`,
  `<link rel=import href="data:text/html,<script>${SET}</script>">`,
  `<template><img src=x onerror=${SET}></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${SET}>">`,
  `<style>@import 'javascript:${SET}';</style>`,
  `{{constructor.constructor('${SET}')()}}`,
  `\${${SET}}`,
  `<img src=x:alert onerror=eval(atob('d2luZG93Ll9feHNzRmlyZWQ9MQ=='))>`,
]

/** Markdown that a careless renderer turns into script: links, images and autolinks with script URLs. */
const MARKDOWN_VECTORS = [
  `[markdown link](javascript:${SET})`,
  `[markdown link upper](JAVASCRIPT:${SET})`,
  `[markdown entity link](&#106;avascript:${SET})`,
  `[markdown encoded link](javascript%3A${SET})`,
  `[markdown data link](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3NGaXJlZD0xPC9zY3JpcHQ+)`,
  `[markdown vbscript](vbscript:msgbox(1))`,
  `![markdown image](javascript:${SET})`,
  `![markdown image onerror](x" onerror="${SET})`,
  `[markdown title]("onmouseover="${SET}")`,
  `<javascript:${SET}>`,
  `[reference link][xss]\n\n[xss]: javascript:${SET}`,
  `[![nested image](x)](javascript:${SET})`,
  `[link with html](<javascript:${SET}>)`,
]

export const XSS_VECTORS: readonly string[] = [...HTML_VECTORS, ...MARKDOWN_VECTORS]

/**
 * Vectors usable as a file name: those without a slash (no file name has one), with an allowed extension, so the
 * file gets past the picker's checks and its name reaches the pages.
 */
export const XSS_FILE_NAMES: readonly string[] = HTML_VECTORS.filter((vector) => !vector.includes("/")).map(
  (vector) => `${vector}.pdf`,
)
