import { getEnv, types, type Instance } from "mobx-state-tree"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { Prescription, PrescriptionList } from "../../../platform/api/schemas.ts"
import { isSelectableForRenewal } from "../../../domain/prescriptions.ts"
import type { LoadOutcome } from "../../../kit/stores/Loadable.ts"
import { OneLoadModel } from "../../../kit/stores/OneLoad.ts"
import { langOf } from "../../../kit/stores/rootAccess.ts"
import { fetchPrescriptions } from "./fetchPrescriptions.ts"

/**
 * The prescriptions page (spec messaging §2, §4): the list, newest first, and the renewal selection: one, several
 * or all renewable prescriptions, only when renewal is enabled (canRenewPrescriptions).
 */
export const PrescriptionListModel = OneLoadModel.named("PrescriptionList")
  .props({
    /** The ticked prescriptions' ids. */
    selected: types.array(types.string),
  })
  .volatile(() => ({
    prescriptions: [] as readonly Prescription[],
    canRenewPrescriptions: false,
  }))
  .views((self) => ({
    get isEmpty(): boolean {
      return self.loadState.isLoaded && self.prescriptions.length === 0
    },
    /** spec §4: checkboxes only when renewal is enabled, and only for renewable prescriptions. */
    isSelectable(prescription: Prescription): boolean {
      return isSelectableForRenewal(prescription, self.canRenewPrescriptions)
    },
    get selectable(): Prescription[] {
      return self.prescriptions.filter((prescription) => this.isSelectable(prescription))
    },
    isSelected(id: string): boolean {
      return self.selected.includes(id)
    },
    /** The ticked ones in the list's order: the renewal route's ids. */
    get selectedIds(): string[] {
      return this.selectable
        .filter((prescription) => self.selected.includes(prescription.id))
        .map((p) => p.id)
    },
    get allSelected(): boolean {
      return this.selectable.length > 0 && this.selectedIds.length === this.selectable.length
    },
    get someSelected(): boolean {
      return this.selectedIds.length > 0 && !this.allSelected
    },
  }))
  .actions((self) => ({
    receive(list: PrescriptionList) {
      self.prescriptions = list.prescriptions
      self.canRenewPrescriptions = list.canRenewPrescriptions
      // what can no longer be ticked is no longer chosen
      const selectable = new Set(self.selectable.map((prescription) => prescription.id))
      self.selected.replace(self.selected.filter((id) => selectable.has(id)))
    },
    /** Ticks or unticks one renewable prescription. */
    setSelected(id: string, selected: boolean) {
      const selectable = self.selectable.some((prescription) => prescription.id === id)
      const others = self.selected.filter((other) => other !== id)
      self.selected.replace(selected && selectable ? [...others, id] : others)
    },
    /** spec §4: 'select all' ticks every renewable prescription; unticking it clears the selection. */
    setAllSelected(selected: boolean) {
      self.selected.replace(selected ? self.selectable.map((prescription) => prescription.id) : [])
    },
  }))
  .actions((self) => ({
    /** Loads the list in the page's language; a reload keeps the list (and the selection) on show. */
    load(): Promise<LoadOutcome<PrescriptionList>> {
      const { api } = getEnv<StoreEnv>(self)
      const lang = langOf(self)
      return self.loadState.run((signal) => fetchPrescriptions(api, lang, signal), self.receive, {
        refresh: self.loadState.isLoaded,
      })
    },
  }))

export interface PrescriptionListStore extends Instance<typeof PrescriptionListModel> {}
