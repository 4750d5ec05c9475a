'use client'

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { Button, type ButtonProps } from '@/components/ui/button'

/** Room kept between a tip and the control, and between a tip and the window's edge. */
const GAP = 6

type Anchor = { center: number; top: number; bottom: number }

/** The window event a tooltip sends as it shows, naming itself: any other one shown hides. */
const TIP_SHOWN = 'admin-tooltip-shown'

/**
 * The name of an icon-only control, shown beside it while the pointer is over it or the keyboard
 * has focused it (a `title` shows only to a mouse, after a wait), one at a time. Escape, leaving,
 * blurring, pressing, scrolling or resizing hides it. The tip repeats the control's accessible name, so it is not tied
 * to the control for screen readers (they would read the name twice). It is drawn over everything
 * (outside the row, card or dialog that would clip it), above the control, or under it near the
 * top of the window, and kept inside the window's width.
 */
export function Tooltip({ label, children }: { label: string; children: React.ReactNode }) {
  const id = useId()
  const wrapper = useRef<HTMLSpanElement>(null)
  const tip = useRef<HTMLSpanElement>(null)
  const [anchor, setAnchor] = useState<Anchor | null>(null)

  const show = () => {
    const box = wrapper.current?.getBoundingClientRect()
    if (!box) return
    // One tip at a time: the one shown before (say, of the focused button) gives way.
    window.dispatchEvent(new CustomEvent(TIP_SHOWN, { detail: id }))
    setAnchor({ center: box.left + box.width / 2, top: box.top, bottom: box.bottom })
  }
  const hide = () => setAnchor(null)

  // Kept inside the window: placed once its own size is known, before it is painted.
  useLayoutEffect(() => {
    const element = tip.current
    if (!anchor || !element) return
    const { width, height } = element.getBoundingClientRect()
    const left = Math.min(Math.max(GAP, anchor.center - width / 2), window.innerWidth - GAP - width)
    const above = anchor.top - GAP - height
    element.style.left = `${Math.max(GAP, left)}px`
    element.style.top = `${above >= GAP ? above : anchor.bottom + GAP}px`
    element.style.visibility = 'visible'
  }, [anchor])

  useEffect(() => {
    if (!anchor) return
    const away = () => setAnchor(null)
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && away()
    const another = (event: Event) => (event as CustomEvent<string>).detail !== id && away()
    window.addEventListener(TIP_SHOWN, another)
    window.addEventListener('scroll', away, true)
    window.addEventListener('resize', away)
    document.addEventListener('keydown', escape)
    return () => {
      window.removeEventListener('scroll', away, true)
      window.removeEventListener('resize', away)
      document.removeEventListener('keydown', escape)
      window.removeEventListener(TIP_SHOWN, another)
    }
  }, [anchor, id])

  return (
    <span
      ref={wrapper}
      className="inline-flex"
      onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
      onPointerLeave={hide}
      // Focus from the keyboard (a click's focus is the pointer's, already shown or not wanted on touch).
      onFocus={(event) => event.target.matches(':focus-visible') && show()}
      onBlur={hide}
      // Pressed: what it does takes over (a dialog, a menu).
      onPointerDown={hide}
    >
      {children}
      {anchor &&
        createPortal(
          <span
            ref={tip}
            id={id}
            role="tooltip"
            style={{ position: 'fixed', left: 0, top: 0, visibility: 'hidden' }}
            className="pointer-events-none z-[60] max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-md"
          >
            {label}
          </span>,
          document.body,
        )}
    </span>
  )
}

/** An icon-only button: its accessible name is `label`, shown as a tooltip (or `tip` where the tooltip says more). */
export function IconButton({ label, tip, variant = 'ghost', ...props }: Omit<ButtonProps, 'aria-label' | 'size' | 'title'> & { label: string; tip?: string }) {
  return (
    <Tooltip label={tip ?? label}>
      <Button variant={variant} size="icon" aria-label={label} {...props} />
    </Tooltip>
  )
}
