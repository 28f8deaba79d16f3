import { observer } from "mobx-react-lite"
import type { ExampleArea } from "../store/area.ts"
import { useStores } from "../../../../../src/kit/ui/StoreContext.tsx"

/** The example area's one page. */
export const NotesPage = observer(function NotesPage() {
  const notes = (useStores() as unknown as { example: ExampleArea }).example.notes
  return (
    <ul>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  )
})
