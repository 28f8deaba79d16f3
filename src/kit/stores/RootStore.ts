import { destroy, types, type Instance, type SnapshotIn } from "mobx-state-tree"
import type { StoreEnv } from "../../platform/api/env.ts"
import { registeredArea, type AreaName } from "./areas.ts"
import type { AccountAreaModel } from "../../features/account/store/area.ts"
import type { AppointmentsAreaModel } from "../../features/appointments/store/area.ts"
import type { BookingAreaModel } from "../../features/booking/store/area.ts"
import type { FrontAreaModel } from "../../features/front/store/area.ts"
import type { InsuranceAreaModel } from "../../features/booking/store/insurance/area.ts"
import type { InvoicesAreaModel } from "../../features/payments/store/invoices/area.ts"
import type { CertificatesAreaModel } from "../../features/records/store/certificates/area.ts"
import type { KioskAreaModel } from "../../features/kiosk/store/area.ts"
import type { MessagingAreaModel } from "../../features/messaging/store/area.ts"
import type { OccupationalAreaModel } from "../../features/occupational/store/area.ts"
import type { PaymentAreaModel } from "../../features/payments/store/payment/area.ts"
import type { PrescriptionsAreaModel } from "../../features/prescriptions/store/area.ts"
import type { ProfileModel } from "../../features/profile/store/Profile.ts"
import type { QuestionnairesAreaModel } from "../../features/questionnaires/store/area.ts"
import type { RecordsAreaModel } from "../../features/records/store/area.ts"
import { SessionModel } from "./Session.ts"

/** Each area's model type; only types here, so the root's module carries none of the areas' code. */
interface AreaModels {
  booking: typeof BookingAreaModel
  insurance: typeof InsuranceAreaModel
  appointments: typeof AppointmentsAreaModel
  front: typeof FrontAreaModel
  account: typeof AccountAreaModel
  kiosk: typeof KioskAreaModel
  profile: typeof ProfileModel
  messaging: typeof MessagingAreaModel
  records: typeof RecordsAreaModel
  prescriptions: typeof PrescriptionsAreaModel
  questionnaires: typeof QuestionnairesAreaModel
  certificates: typeof CertificatesAreaModel
  occupational: typeof OccupationalAreaModel
  payment: typeof PaymentAreaModel
  invoices: typeof InvoicesAreaModel
}

export type AreaOf<N extends AreaName> = Instance<AreaModels[N]>

const noArea = types.optional(types.undefined, undefined)

/**
 * The slot of an area: empty until the area attaches, then its model (registered by the area's module). The
 * dispatcher decides by the snapshot; `types.maybe(types.late(…))` would not do: while the area's module has not
 * loaded, the late type takes any snapshot as valid, undefined too, so the union could pick it for an empty slot.
 */
function areaSlot<N extends AreaName>(name: N) {
  const area = types.late(`${name}Area`, () => registeredArea(name) as AreaModels[N])
  return types.union<[AreaModels[N], typeof noArea]>(
    { dispatcher: (snapshot) => (snapshot === undefined ? noArea : area) },
    area,
    noArea,
  )
}

/** What every page needs (the session), and a slot per feature area, filled when a page of the area first loads. */
export const RootStoreModel = types
  .model("RootStore", {
    session: types.optional(SessionModel, {}),
    booking: areaSlot("booking"),
    insurance: areaSlot("insurance"),
    appointments: areaSlot("appointments"),
    front: areaSlot("front"),
    account: areaSlot("account"),
    kiosk: areaSlot("kiosk"),
    /** The logged-in person's profile, shared by the booking and account areas. */
    profile: areaSlot("profile"),
    /** Conversations: only the messaging pages and the front page's conversations block attach it. */
    messaging: areaSlot("messaging"),
    records: areaSlot("records"),
    prescriptions: areaSlot("prescriptions"),
    questionnaires: areaSlot("questionnaires"),
    /** Certificates and vaccinations. */
    certificates: areaSlot("certificates"),
    /** The occupational health team and the influenza vaccination choice. */
    occupational: areaSlot("occupational"),
    /** Online payment of an invoice: the payment page and the payment result page. */
    payment: areaSlot("payment"),
    /** The invoices list (10 a page, with PDFs) and the invoice summary. */
    invoices: areaSlot("invoices"),
  })
  .actions((self) => ({
    /** The area's models in this tree, created empty the first time; the area's module must have loaded. */
    attachArea<N extends AreaName>(name: N): AreaOf<N> {
      if (self[name] === undefined) {
        if (!registeredArea(name)) throw new Error(`The ${name} area's module is not loaded`)
        ;(self as Record<AreaName, unknown>)[name] = {}
      }
      return self[name] as AreaOf<N>
    },
  }))

export interface RootStore extends Instance<typeof RootStoreModel> {}
export type RootStoreSnapshot = SnapshotIn<typeof RootStoreModel>

/** Both targets create their store here; the API clients come in through the MST environment. */
export function createRootStore(env: StoreEnv, snapshot: RootStoreSnapshot = {}): RootStore {
  return RootStoreModel.create(snapshot, env)
}

/** Destroys the whole tree, attached areas too, so nothing about the previous visitor stays reachable (kiosk reset). */
export function disposeRootStore(store: RootStore): void {
  destroy(store)
}
