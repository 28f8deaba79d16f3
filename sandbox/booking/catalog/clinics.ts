// The provider's clinics. Addresses, like every contact detail of the sandbox, are invented.
import { REMOTE_CLINIC_IDS } from "../../../src/domain/municipalities.ts"
import { same, text, type ClinicData } from "./types.ts"

const floor = (n: number) => text(`${n}. krs`, `${n} vån.`, `floor ${n}`)
const address = (street: string, postalCode: string, postOffice: string) => ({
  street,
  postalCode,
  postOffice,
})

const physical = (
  clinic: Omit<ClinicData, "brand" | "covid19" | "checkIn"> &
    Partial<Pick<ClinicData, "brand" | "covid19" | "checkIn">>,
): ClinicData => ({ brand: "adult", covid19: null, checkIn: { kind: "room", floor: floor(2) }, ...clinic })

const remote = (
  id: (typeof REMOTE_CLINIC_IDS)[number],
  name: ClinicData["name"],
  brand: ClinicData["brand"],
) =>
  ({
    id,
    name,
    brand,
    address: null,
    municipality: null,
    arrivalInfo: null,
    covid19: null,
    // Nobody checks in to a video or phone appointment.
    checkIn: { kind: "onlyAtReception" },
  }) satisfies ClinicData

export const CLINICS: readonly ClinicData[] = [
  physical({
    id: "KAMPPI",
    name: same("Aava Kamppi"),
    address: address("Urho Kekkosen katu 1 A", "00100", "Helsinki"),
    municipality: "helsinki",
    arrivalInfo: text(
      "Sisäänkäynti Urho Kekkosen kadulta, hisseillä 5. kerrokseen.",
      "Ingång från Urho Kekkonens gata, med hissarna till 5 våningen.",
      "Entrance from Urho Kekkosen katu; take the lifts to the 5th floor.",
    ),
    checkIn: { kind: "room", floor: floor(5) },
  }),
  physical({
    id: "ITAKESKUS",
    name: same("Aava Itäkeskus"),
    address: address("Itäkatu 7", "00930", "Helsinki"),
    municipality: "helsinki",
    arrivalInfo: text(
      "Kauppakeskuksen pääovesta vasemmalle, 3. kerros. Pysäköinti kauppakeskuksen hallissa.",
      "Från köpcentrets huvudingång till vänster, 3 våningen. Parkering i köpcentrets hall.",
      "Left from the shopping centre's main door, 3rd floor. Parking in the shopping centre's car park.",
    ),
    checkIn: { kind: "room", floor: floor(3) },
  }),
  physical({
    id: "PASILA",
    name: same("Aava Pasila"),
    address: address("Ratapihantie 11", "00520", "Helsinki"),
    municipality: "helsinki",
    arrivalInfo: text(
      "Aseman pohjoispäästä 200 metriä, sisäänkäynti pihan puolelta.",
      "200 meter från stationens norra ände, ingång från gården.",
      "200 metres from the north end of the station; entrance from the courtyard.",
    ),
    // The lobby has no check-in rooms: the reception calls patients in.
    checkIn: { kind: "reception" },
  }),
  physical({
    id: "RUOHOLAHTI",
    name: same("Aava Ruoholahti"),
    address: address("Itämerenkatu 5", "00180", "Helsinki"),
    municipality: "helsinki",
    arrivalInfo: text(
      "Metroasemalta 100 metriä, katutaso. Esteetön sisäänkäynti.",
      "100 meter från metrostationen, gatuplan. Tillgänglig ingång.",
      "100 metres from the metro station, street level. Step-free entrance.",
    ),
  }),
  physical({
    id: "TAPIOLA",
    name: same("Aava Tapiola"),
    address: address("Tapiontori 3", "02100", "Espoo"),
    municipality: "espoo",
    arrivalInfo: text(
      "Tapiontorin puolelta, 4. kerros. Lähin pysäköinti Ainoan hallissa.",
      "Från Tapiotorget, 4 våningen. Närmaste parkering i Ainoas hall.",
      "From Tapiontori, 4th floor. Nearest parking in the Ainoa car park.",
    ),
    checkIn: { kind: "room", floor: floor(4) },
  }),
  physical({
    id: "LEPPAVAARA",
    name: same("Aava Leppävaara"),
    address: address("Leppävaarankatu 3", "02600", "Espoo"),
    municipality: "espoo",
    arrivalInfo: text(
      "Sellon vieressä, sisäänkäynti Leppävaarankadulta.",
      "Bredvid Sello, ingång från Alberga gata.",
      "Next to Sello, entrance from Leppävaarankatu.",
    ),
  }),
  physical({
    id: "TIKKURILA",
    name: same("Aava Tikkurila"),
    address: address("Asematie 6", "01300", "Vantaa"),
    municipality: "vantaa",
    arrivalInfo: text(
      "Tikkurilan asemaa vastapäätä, 2. kerros.",
      "Mittemot Dickursby station, 2 våningen.",
      "Opposite Tikkurila station, 2nd floor.",
    ),
    covid19: {
      siteName: "Aava Drive-in Tikkurila",
      siteAddress: "Kielotie 20, 01300 Vantaa",
      arrivalInfo: text(
        "Aja pysäköintitalon alakertaan ja pysy autossa.",
        "Kör till parkeringshusets nedre plan och stanna i bilen.",
        "Drive to the lower level of the car park and stay in your car.",
      ),
    },
  }),
  physical({
    id: "KERAVA",
    name: same("Aava Kerava"),
    address: address("Kauppakaari 11", "04200", "Kerava"),
    municipality: "kerava",
    arrivalInfo: text(
      "Kävelykadun varrella, hissillä 2. kerrokseen.",
      "Vid gågatan, med hissen till 2 våningen.",
      "On the pedestrian street; take the lift to the 2nd floor.",
    ),
  }),
  physical({
    id: "JARVENPAA",
    name: same("Aava Järvenpää"),
    address: address("Sibeliuksenkatu 11", "04400", "Järvenpää"),
    municipality: "järvenpää",
    arrivalInfo: text(
      "Torin laidalla, sisäänkäynti Sibeliuksenkadulta.",
      "Vid torget, ingång från Sibeliusgatan.",
      "By the market square, entrance from Sibeliuksenkatu.",
    ),
  }),
  physical({
    id: "TUUSULA",
    name: text("Aava Hyrylä", "Aava Hyrylä", "Aava Hyrylä"),
    address: address("Hyryläntie 16", "04300", "Tuusula"),
    municipality: "tuusula",
    arrivalInfo: text(
      "Hyrylän keskustassa, maksuton pysäköinti talon takana.",
      "I Hyrylä centrum, avgiftsfri parkering bakom huset.",
      "In the centre of Hyrylä; free parking behind the building.",
    ),
  }),
  physical({
    id: "HYVINKAA",
    name: same("Aava Hyvinkää"),
    address: address("Uudenmaankatu 10", "05800", "Hyvinkää"),
    municipality: "hyvinkää",
    arrivalInfo: text(
      "Ilmoittaudu aulan vastaanottoon.",
      "Anmäl dig vid receptionen i entréhallen.",
      "Please register at the reception in the lobby.",
    ),
    // A small clinic without self check-in
    checkIn: { kind: "onlyAtReception" },
  }),
  physical({
    id: "LK_KAMPPI",
    name: same("Aava Lastenklinikka Kamppi"),
    brand: "children",
    address: address("Salomonkatu 17", "00100", "Helsinki"),
    municipality: "helsinki",
    arrivalInfo: text(
      "Lastenvaunuille on paikka aulassa. Hissillä 3. kerrokseen.",
      "Barnvagnar kan lämnas i entréhallen. Med hissen till 3 våningen.",
      "Prams can be left in the lobby. Take the lift to the 3rd floor.",
    ),
    checkIn: { kind: "room", floor: floor(3) },
  }),
  physical({
    id: "LK_TAPIOLA",
    name: same("Aava Lastenklinikka Tapiola"),
    brand: "children",
    address: address("Merituulentie 4", "02200", "Espoo"),
    municipality: "espoo",
    arrivalInfo: text(
      "Sisäänkäynti sisäpihalta, katutaso.",
      "Ingång från innergården, gatuplan.",
      "Entrance from the inner courtyard, street level.",
    ),
  }),
  remote("RMT", text("Aava Etävastaanotto", "Aava Distansmottagning", "Aava Remote Clinic"), "adult"),
  remote(
    "NRMT",
    text("Aava Hoitajan etävastaanotto", "Aava Sjukskötarens distansmottagning", "Aava Nurse Remote Clinic"),
    "adult",
  ),
  remote(
    "OS",
    text(
      "Aava Työterveys etävastaanotto",
      "Aava Företagshälsa distansmottagning",
      "Aava Occupational Remote Clinic",
    ),
    "adult",
  ),
  remote(
    "CHA",
    text(
      "Aava Lastenklinikka etävastaanotto",
      "Aava Barnkliniken distansmottagning",
      "Aava Children's Remote Clinic",
    ),
    "children",
  ),
]

const BY_ID = new Map(CLINICS.map((clinic) => [clinic.id, clinic]))

export function clinicById(id: string): ClinicData | undefined {
  return BY_ID.get(id)
}

export function isRemoteClinic(id: string): boolean {
  return (REMOTE_CLINIC_IDS as readonly string[]).includes(id)
}
