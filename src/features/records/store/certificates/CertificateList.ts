import { getEnv, type Instance } from "mobx-state-tree"
import { certificatePdfPath } from "../../../../platform/api/certificates.ts"
import { unwrap } from "../../../../platform/api/client.ts"
import type { StoreEnv } from "../../../../platform/api/env.ts"
import type { Certificate, CertificateList } from "../../../../platform/api/schemas.ts"
import type { LoadOutcome } from "../../../../kit/stores/Loadable.ts"
import { OneLoadModel } from "../../../../kit/stores/OneLoad.ts"
import { langOf, sessionOf } from "../../../../kit/stores/rootAccess.ts"

/** The certificates page (spec booking §2): sick-leave certificates created since 1.1.2022, each as a PDF. */
export const CertificateListModel = OneLoadModel.named("CertificateList")
  .volatile(() => ({
    certificates: [] as readonly Certificate[],
  }))
  .views((self) => ({
    get isEmpty(): boolean {
      return self.loadState.isLoaded && self.certificates.length === 0
    },
    /** The PDF's address (getCertificatePdf), downloaded as `filename`, its headings in the page's language. */
    pdfPath(certificate: Certificate, filename: string): string {
      return certificatePdfPath(certificate.id, {
        filename,
        lang: langOf(self),
        csrfToken: sessionOf(self)?.csrfToken ?? "",
      })
    },
  }))
  .actions((self) => ({
    receive(list: CertificateList) {
      self.certificates = list.certificates
    },
  }))
  .actions((self) => ({
    load(): Promise<LoadOutcome<CertificateList>> {
      const { api } = getEnv<StoreEnv>(self)
      return self.loadState.run((signal) => unwrap(api.GET("/api/certificates", { signal })), self.receive, {
        refresh: self.loadState.isLoaded,
      })
    },
  }))

export interface CertificateListStore extends Instance<typeof CertificateListModel> {}
