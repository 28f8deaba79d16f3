import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { Referral } from "../../../platform/api/schemas.ts"
import { referralValidity, type ReferralValidity } from "../../../domain/records.ts"
import { nowOf } from "../../../platform/clock/now.ts"
import { resourceModel } from "../../../kit/stores/Resource.ts"

export type ReferralType = Referral["type"]

/** spec §4: a referral's validity as of now by the store's clock: 'Not valid', today, tomorrow, in N weeks, a date. */
export function validityOf(
  node: Parameters<typeof nowOf>[0],
  referral: Pick<Referral, "validUntil">,
): ReferralValidity {
  return referralValidity(referral.validUntil, nowOf(node))
}

/** spec §2 Laboratory and Imaging: one referral by its numeric id; a 404 shows 'Results were not found'. */
export const ReferralModel = resourceModel<Referral>("Referral")
  .views((self) => ({
    referralFor(type: ReferralType, id: string): Referral | undefined {
      return self.dataFor(`${type}:${id}`)
    },
    get validity(): ReferralValidity | undefined {
      return self.data && validityOf(self, self.data)
    },
  }))
  .actions((self) => ({
    load(type: ReferralType, id: string) {
      const { api } = getEnv<StoreEnv>(self)
      const params = { params: { path: { id }, query: { lang: self.lang } } }
      return self.loadFor(`${type}:${id}`, async (signal) => {
        const { referral } = await unwrap(
          type === "laboratory"
            ? api.GET("/api/laboratory/referrals/{id}", { ...params, signal })
            : api.GET("/api/imaging/referrals/{id}", { ...params, signal }),
        )
        return referral
      })
    },
  }))

export interface ReferralStore extends Instance<typeof ReferralModel> {}
