// The SMS-login number and code steps, loaded apart: the front page's card shows them, and my information's switch
// loads them (through the front feature's index) only when a number is to be verified there.
export { CodeStep } from "./CodeStep.tsx"
export { PhoneStep } from "./PhoneStep.tsx"
