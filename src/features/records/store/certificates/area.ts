import { types, type Instance } from "mobx-state-tree"
import { CertificateListModel } from "./CertificateList.ts"
import { VaccinationsModel } from "./Vaccinations.ts"

/** Certificates and vaccinations (spec booking §2): the sick-leave certificates with their PDFs, the vaccinations. */
export const CertificatesAreaModel = types.model("CertificatesArea", {
  certificates: types.optional(CertificateListModel, {}),
  vaccinations: types.optional(VaccinationsModel, {}),
})

export interface CertificatesArea extends Instance<typeof CertificatesAreaModel> {}

export type { Certificate, Vaccination } from "../../../../platform/api/schemas.ts"
