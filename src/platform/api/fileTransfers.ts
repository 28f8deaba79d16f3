// The browser's file upload and download content-type check, one chunk that StoreEnv loads on first use (an
// attachment or a Kela card image sent, an attachment opened), so neither is in a target's first load.
export { uploadFile } from "./upload.ts"
export { checkContentType } from "./contentType.ts"
