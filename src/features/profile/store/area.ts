import { registerArea } from "../../../kit/stores/areas.ts"
import { ProfileModel } from "./Profile.ts"

/**
 * The profile: one resource for the areas that read the logged-in person's profile (booking's logged-in
 * reservation, account's my information, registration and consent). Those areas' modules bring this one along.
 */
export const PROFILE_AREA = registerArea("profile", ProfileModel)
