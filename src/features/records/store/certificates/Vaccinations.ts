import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../../platform/api/client.ts"
import type { StoreEnv } from "../../../../platform/api/env.ts"
import type { Vaccination, VaccinationPage } from "../../../../platform/api/schemas.ts"
import type { LoadOutcome } from "../../../../kit/stores/Loadable.ts"
import { OneLoadModel } from "../../../../kit/stores/OneLoad.ts"

/** spec booking §9: vaccinations per page 25 (the contract's pageSize) */
export const VACCINATIONS_PER_PAGE = 25

/** The vaccinations page (spec booking §2): newest first, a page of 25 at a time, pages counted from 1. */
export const VaccinationsModel = OneLoadModel.named("Vaccinations")
  .props({
    /** The page asked for (the address's `page`). */
    page: 1,
  })
  .volatile(() => ({
    data: undefined as VaccinationPage | undefined,
  }))
  .views((self) => ({
    get vaccinations(): readonly Vaccination[] {
      return self.data?.vaccinations ?? []
    },
    get totalCount(): number {
      return self.data?.totalCount ?? 0
    },
    get pageCount(): number {
      return Math.max(1, Math.ceil(this.totalCount / VACCINATIONS_PER_PAGE))
    },
    /** The page on show (the one loaded). */
    get shownPage(): number {
      return self.data?.page ?? self.page
    },
    get isEmpty(): boolean {
      return self.loadState.isLoaded && this.totalCount === 0
    },
    /** The numbers of the first and last vaccination on show, counted over all pages. */
    get range(): { from: number; to: number } {
      const from = (this.shownPage - 1) * VACCINATIONS_PER_PAGE + 1
      return { from, to: from + this.vaccinations.length - 1 }
    },
  }))
  .actions((self) => ({
    receive(data: VaccinationPage) {
      self.data = data
    },
    setPage(page: number) {
      self.page = page
    },
  }))
  .actions((self) => {
    /**
     * Loads a page (from 1); the page on show stays until the next one arrives. A page beyond the last one gives an
     * empty list with the real total, and the last page is loaded instead.
     */
    async function load(page: number): Promise<LoadOutcome<VaccinationPage>> {
      const { api } = getEnv<StoreEnv>(self)
      const asked = Number.isInteger(page) && page >= 1 ? page : 1
      self.setPage(asked)
      const outcome = await self.loadState.run(
        (signal) => unwrap(api.GET("/api/vaccinations", { params: { query: { page: asked } }, signal })),
        self.receive,
        { refresh: self.data !== undefined },
      )
      if (outcome.status !== "loaded") return outcome
      const { totalCount, vaccinations } = outcome.value
      const last = Math.max(1, Math.ceil(totalCount / VACCINATIONS_PER_PAGE))
      return vaccinations.length === 0 && asked > last ? load(last) : outcome
    }
    return { load }
  })

export interface VaccinationsStore extends Instance<typeof VaccinationsModel> {}
