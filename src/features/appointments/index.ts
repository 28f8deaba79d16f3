// What other features may use of appointments: the check-in by booking code (the kiosk checks in with it).
export { CheckInModel, type CheckIn } from "./store/CheckIn.ts"
