import { useRef, useState, type DragEvent } from "react"

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files")

/**
 * Drag and drop of files onto an area (the message box), beside the picker: the files dropped go to `onFiles`;
 * `isOver` while files are dragged over it, for its outline and hint.
 */
export function useFileDrop(onFiles: (files: File[]) => void, enabled = true) {
  const [isOver, setIsOver] = useState(false)
  // dragenter and dragleave fire for every child entered and left: count them
  const depth = useRef(0)
  const reset = () => {
    depth.current = 0
    setIsOver(false)
  }
  const dropProps = enabled
    ? {
        onDragEnter: (event: DragEvent) => {
          if (!hasFiles(event)) return
          event.preventDefault()
          depth.current += 1
          setIsOver(true)
        },
        onDragOver: (event: DragEvent) => {
          if (!hasFiles(event)) return
          event.preventDefault()
          event.dataTransfer.dropEffect = "copy"
        },
        onDragLeave: (event: DragEvent) => {
          if (!hasFiles(event)) return
          depth.current = Math.max(0, depth.current - 1)
          if (depth.current === 0) setIsOver(false)
        },
        onDrop: (event: DragEvent) => {
          if (!hasFiles(event)) return
          event.preventDefault()
          reset()
          const files = [...event.dataTransfer.files]
          if (files.length > 0) onFiles(files)
        },
      }
    : {}
  return { isOver, dropProps }
}
