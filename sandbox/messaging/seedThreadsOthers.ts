// Jari's occupational health conversations (one with his employer's HR user) and Helena's.
import type { SeedThread } from "./seedScript.ts"

export const OTHER_THREADS: readonly SeedThread[] = [
  {
    customer: "jari",
    title: "Työhön paluu polvivamman jälkeen",
    unread: true,
    withHr: true,
    assignments: [{ to: "mattila", day: -7, at: "08:30" }],
    access: ["heikkila"],
    messages: [
      {
        day: -7,
        at: "08:05",
        from: "customer",
        text: "Hei, olen ollut polven takia sairauslomalla kaksi viikkoa. Esimieheni toivoi, että arvioisimme yhdessä paluuta töihin kevennetyin tehtävin.",
      },
      {
        day: -6,
        at: "13:15",
        from: "mattila",
        text: "Hei Jari, hyvä ajatus. Lisäsin keskusteluun HR-asiantuntija Minna Aaltosen, jotta voimme sopia työkokeilusta yhdessä.",
      },
      {
        day: -2,
        at: "09:40",
        from: "mattila",
        text: "Ehdotan työterveysneuvottelua ensi viikon torstaina klo 13. Vahvistathan, sopiiko aika sinulle.",
      },
    ],
  },
  {
    customer: "jari",
    title: "Niska-hartiavaivat",
    assignments: [
      { to: "heikkila", day: -16, at: "17:45" },
      { to: "niemi", day: -15, at: "08:10" },
    ],
    messages: [
      {
        day: -16,
        at: "17:20",
        from: "customer",
        text: "Hei, niskani jumittaa työpäivän jälkeen ja hartioita särkee. Onko vinkkejä?",
      },
      {
        day: -15,
        at: "10:05",
        from: "niemi",
        text: "Hei Jari, liitteenä niskan ja hartioiden taukojumppaohje. Tee liikkeet 2–3 kertaa päivässä. Täytä myös oheinen kysely, niin näen, mistä vaivat johtuvat. Jos vaiva jatkuu, varaa aika fysioterapiaan.",
        files: ["exercise-pdf"],
        questionnaire: {
          form: "tules-2026",
          answered: { day: -15, at: "19:30", answers: { kipualueet: ["Niska", "Hartiat"], kipu: 5 } },
        },
      },
      { day: -15, at: "19:32", from: "customer", text: "Kiitos ohjeista, vastasin kyselyyn." },
    ],
  },
  {
    customer: "jari",
    title: "Määräaikainen terveystarkastus",
    closed: true,
    assignments: [{ to: "heikkila", day: -50, at: "08:55" }],
    messages: [
      {
        day: -50,
        at: "09:00",
        from: "heikkila",
        text: "Hei Jari, on aika määräaikaiselle terveystarkastukselle. Varaathan ajan työterveyshoitajalle kuukauden sisällä.",
      },
      { day: -49, at: "07:45", from: "customer", text: "Varasin ajan, kiitos muistutuksesta." },
    ],
  },
  {
    customer: "helena",
    title: "Verenpaineen seuranta",
    unread: true,
    assignments: [
      { to: "rantanen", day: -10, at: "18:20" },
      { to: "saarinen", day: -4, at: "08:00" },
    ],
    messages: [
      {
        day: -10,
        at: "18:00",
        from: "customer",
        text: "Hei, mittasin kotona verenpainetta viikon ajan. Lukemat ovat olleet noin 145/92. Pitäisikö huolestua?",
      },
      {
        day: -9,
        at: "11:30",
        from: "rantanen",
        text: "Hei Helena, lukemat ovat hieman koholla. Jatka mittauksia vielä viikon ajan aamuin illoin ja kirjaa tulokset. Välitän tiedot lääkärille.",
      },
      {
        day: -3,
        at: "08:50",
        from: "saarinen",
        text: "Hei, katsoin mittaustuloksesi. Varataan kontrolliaika, jotta voimme arvioida lääkityksen tarpeen.",
      },
    ],
  },
  {
    customer: "helena",
    title: "Kysymys lääkityksestä",
    assignments: [{ to: "saarinen", day: -28, at: "10:00" }],
    messages: [
      {
        day: -28,
        at: "09:41",
        from: "customer",
        text: "Hei, voinko ottaa ibuprofeenia samaan aikaan verenpainelääkkeen kanssa?",
      },
      {
        day: -27,
        at: "15:05",
        from: "saarinen",
        text: "Hei Helena, satunnainen käyttö on yleensä turvallista, mutta pitkäaikaisesti ibuprofeeni voi nostaa verenpainetta. Parasetamoli on parempi vaihtoehto.",
      },
    ],
  },
]
