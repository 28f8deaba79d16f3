// Aino's twelve conversations, so the list (10 a page) has a second page: three unread, two closed, one without a
// title, a PDF and a photo, one questionnaire answered and two not, a deleted message, and an absent assignee.
import type { SeedThread } from "./seedScript.ts"

export const AINO_THREADS: readonly SeedThread[] = [
  {
    customer: "aino",
    title: "Laboratoriotulokset",
    unread: true,
    assignments: [{ to: "kallio", day: -6, at: "09:30" }],
    access: ["saarinen", "rantanen"],
    messages: [
      {
        day: -6,
        at: "09:12",
        from: "customer",
        text: "Hei! Kävin viime viikolla verikokeissa lääkärin lähetteellä. Milloin tulokset ovat valmiita ja saanko niistä yhteenvedon?",
      },
      {
        day: -5,
        at: "13:40",
        from: "kallio",
        text: "Hei Aino! Tulokset ovat valmistumassa. Lääkäri käy ne läpi ja lähettää sinulle yhteenvedon tähän keskusteluun.",
      },
      {
        day: -1,
        at: "15:25",
        from: "saarinen",
        text: "Hei, verikokeidesi tulokset ovat pääosin viitealueilla. Hemoglobiini ja verensokeri ovat hyvät, LDL-kolesteroli on hieman koholla. Liitteenä tulosyhteenveto. Suosittelen kontrollia vuoden kuluttua.",
        files: ["lab-results-pdf"],
      },
    ],
  },
  {
    customer: "aino",
    title: "Ihottuma kyynärvarressa",
    assignments: [
      { to: "kallio", day: -9, at: "10:05" },
      { to: "lindqvist", day: -8, at: "08:20" },
    ],
    access: ["saarinen"],
    messages: [
      {
        day: -9,
        at: "09:47",
        from: "customer",
        text: "Hei, vasempaan kyynärvarteeni on tullut kutiseva, punoittava ihottuma noin viikko sitten. Liitteenä kuva. Mitä voisin tehdä?",
        files: ["rash-jpeg"],
      },
      {
        day: -8,
        at: "11:02",
        from: "lindqvist",
        text: "Hei Aino, kiitos kuvasta. Kyseessä näyttää olevan ärsytysihottuma. Kokeile apteekista saatavaa mietoa hydrokortisonivoidetta kahdesti päivässä viikon ajan ja vältä hajustettuja pesuaineita.",
      },
      { day: -8, at: "18:30", from: "customer", text: "Kiitos, kokeilen tätä." },
      {
        day: -2,
        at: "10:15",
        from: "lindqvist",
        text: "Hei, onko ihottuma helpottanut? Jos ei, varaa vastaanottoaika ihotautilääkärille.",
      },
      { day: -2, at: "19:44", from: "customer", text: "Hei, ihottuma on jo lähes poissa. Kiitos avusta!" },
    ],
  },
  {
    customer: "aino",
    title: "Univaikeudet",
    unread: true,
    assignments: [{ to: "rantanen", day: -3, at: "08:55" }],
    messages: [
      {
        day: -4,
        at: "14:05",
        from: "customer",
        text: "Hei, olen nukkunut huonosti jo pari kuukautta. Heräilen öisin enkä saa enää unta. Voisiko asialle tehdä jotain?",
      },
      {
        day: -3,
        at: "09:20",
        from: "rantanen",
        text: "Hei Aino, kiitos viestistäsi. Täytäthän ensin oheisen unikyselyn, niin lääkäri voi arvioida tilannetta ja ehdottaa jatkoa.",
        questionnaire: { form: "unikysely-2026" },
      },
    ],
  },
  {
    customer: "aino",
    title: "Esitiedot ennen vastaanottoa",
    assignments: [{ to: "kallio", day: -12, at: "08:25" }],
    messages: [
      {
        day: -12,
        at: "08:30",
        from: "kallio",
        text: "Hei Aino! Sinulle on varattu aika yleislääkärille. Täytäthän esitietolomakkeen ennen käyntiä.",
        questionnaire: {
          form: "esitiedot-2026",
          answered: {
            day: -11,
            at: "20:14",
            answers: {
              syy: "Verikokeiden tulosten läpikäynti ja väsymys",
              laakitys: "Ei",
              allergiat: "Penisilliini",
            },
          },
        },
      },
      { day: -11, at: "20:16", from: "customer", text: "Täytin lomakkeen. Kiitos!" },
      {
        day: -10,
        at: "08:05",
        from: "kallio",
        text: "Kiitos, lomake on vastaanotettu. Tervetuloa vastaanotolle!",
      },
    ],
  },
  {
    customer: "aino",
    title: "Reseptin uusimispyyntö",
    assignments: [{ to: "saarinen", day: -15, at: "08:10" }],
    messages: [
      {
        day: -15,
        at: "07:58",
        from: "customer",
        text: "Uusittava resepti: Levotiroksiini 50 mikrog. Syy: lääke on jatkuvassa käytössä. Onko lääke loppunut: ei, lääkettä on jäljellä noin kahdeksi viikoksi. Haittavaikutuksia: ei. Muut lääkkeet: D-vitamiini.",
      },
      {
        day: -14,
        at: "12:31",
        from: "saarinen",
        text: "Hei, resepti on uusittu ja voimassa vuoden. Muistathan kilpirauhaskokeet ennen seuraavaa uusintaa.",
      },
    ],
  },
  {
    customer: "aino",
    title: "Rokotukset ennen Thaimaan matkaa",
    unread: true,
    assignments: [{ to: "rantanen", day: -20, at: "17:02" }],
    messages: [
      {
        day: -20,
        at: "16:40",
        from: "customer",
        text: "Hei! Olen matkustamassa Thaimaahan helmikuussa. Mitä rokotuksia tarvitsen?",
      },
      {
        day: -19,
        at: "10:12",
        from: "rantanen",
        text: "Hei Aino! Thaimaahan suositellaan A-hepatiittirokotetta, ja jäykkäkouristus-kurkkumätärokotteen tehoste on hyvä tarkistaa. Voit varata ajan rokotuksiin verkkoajanvarauksesta.",
      },
      { day: -19, at: "10:58", from: "customer", text: "Kiitos, varaan ajan." },
      {
        day: -18,
        at: "09:00",
        from: "rantanen",
        text: "Lisäyksenä: jos matkustat maaseudulle, myös japanilaisen aivotulehduksen rokote voi olla aiheellinen. Kysy lisää rokotuskäynnillä.",
      },
    ],
  },
  {
    customer: "aino",
    title: "Ajanvarauksen siirto",
    assignments: [{ to: "kallio", day: -24, at: "11:30" }],
    messages: [
      {
        day: -24,
        at: "11:20",
        from: "customer",
        text: "Hei, minun pitäisi siirtää ensi viikon aikaa. Onnistuuko se viestillä?",
      },
      {
        day: -24,
        at: "11:26",
        from: "customer",
        text: "Hei, minun pitäisi siirtää ensi viikon aikaa. Onnistuuko se viestillä?",
        deleted: { by: "kallio", day: -23, at: "08:58", reason: "Sama viesti lähetettiin kahteen kertaan." },
      },
      {
        day: -23,
        at: "09:02",
        from: "kallio",
        text: "Hei, ajan voi siirtää itse Ajanvaraukset-sivulla viimeistään vuorokautta ennen käyntiä. Siirsin aikasi toiveesi mukaan tiistaille klo 10.00.",
      },
      { day: -23, at: "12:47", from: "customer", text: "Kiitos paljon!" },
    ],
  },
  {
    customer: "aino",
    title: "Kysymys laskusta",
    closed: true,
    assignments: [{ to: "rantanen", day: -31, at: "14:30" }],
    messages: [
      {
        day: -31,
        at: "14:10",
        from: "customer",
        text: "Hei, sain laskun käynnistä, vaikka peruin sen ajoissa. Voitteko tarkistaa asian?",
      },
      {
        day: -30,
        at: "09:45",
        from: "rantanen",
        text: "Hei, tarkistimme asian: lasku oli aiheeton ja se on mitätöity. Sinun ei tarvitse tehdä mitään. Suljen tämän keskustelun.",
      },
    ],
  },
  {
    customer: "aino",
    title: "Selkäkipu",
    assignments: [{ to: "kallio", day: -37, at: "08:30" }],
    access: ["saarinen"],
    messages: [
      {
        day: -38,
        at: "19:02",
        from: "customer",
        text: "Hei, alaselkäni on ollut kipeä kolme päivää nostamisen jälkeen. Pitäisikö tulla vastaanotolle?",
      },
      {
        day: -37,
        at: "08:40",
        from: "kallio",
        text: "Hei! Jos kipu ei säteile jalkaan eikä siihen liity tunnottomuutta, se helpottaa yleensä itsestään. Pysy liikkeellä ja käytä tarvittaessa särkylääkettä. Jos kipu pahenee tai jatkuu yli kaksi viikkoa, varaa aika.",
        questionnaire: { form: "selkakysely-2026" },
      },
      { day: -37, at: "09:15", from: "customer", text: "Selvä, kiitos." },
    ],
  },
  {
    customer: "aino",
    title: "Lääkärintodistus juoksuseuralle",
    assignments: [{ to: "saarinen", day: -46, at: "10:20" }],
    messages: [
      {
        day: -46,
        at: "10:00",
        from: "customer",
        text: "Hei, tarvitsen lääkärintodistuksen terveydentilastani juoksuseuran kilpailuja varten. Miten saan sen?",
      },
      {
        day: -45,
        at: "14:22",
        from: "saarinen",
        text: "Hei, todistusta varten tarvitaan lyhyt vastaanottokäynti. Varaa aika yleislääkärille ja mainitse todistus varauksen lisätiedoissa.",
      },
    ],
  },
  {
    customer: "aino",
    title: "Allergiaoireet",
    closed: true,
    assignments: [
      { to: "rantanen", day: -58, at: "08:40" },
      { to: "saarinen", day: -58, at: "12:05" },
    ],
    messages: [
      {
        day: -58,
        at: "08:12",
        from: "customer",
        text: "Hei, silmiäni kutittaa ja nenä vuotaa joka kevät. Voisinko saada reseptin allergialääkkeeseen?",
      },
      {
        day: -57,
        at: "13:30",
        from: "saarinen",
        text: "Hei, oireesi sopivat siitepölyallergiaan. Ilman reseptiä saatavat antihistamiinit auttavat useimmiten. Jos ne eivät riitä, varaa aika.",
      },
    ],
  },
  {
    customer: "aino",
    title: null,
    closed: true,
    assignments: [{ to: "saarinen", day: -75, at: "12:10" }],
    messages: [
      {
        day: -75,
        at: "12:00",
        from: "customer",
        text: "Hei, unohdin kysyä vastaanotolla: voinko jatkaa kuntosaliharjoittelua normaalisti?",
      },
      {
        day: -74,
        at: "09:30",
        from: "saarinen",
        text: "Hei, voit jatkaa harjoittelua normaalisti, kunhan aloitat kevyemmillä painoilla.",
      },
    ],
  },
]
